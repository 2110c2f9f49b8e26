"""The information board: ``BoardItem`` (trump, contract, target) and where each of its
lines goes (``board_rows()``, ``board_size()``), for painting, measuring and the tests."""

from __future__ import annotations

from PySide6.QtCore import QRectF, QSizeF, Qt
from PySide6.QtGui import QBrush, QColor, QFont, QFontMetricsF, QPainter, QPen
from PySide6.QtWidgets import QGraphicsObject, QStyleOptionGraphicsItem, QWidget

from ..art.cardart import suit_colour
from ..art.cardshapes import suit_path
from .items import MUTED_TEXT, PLATE_COLOUR, TEXT_COLOUR, menu_px

BOARD_FLAGS = Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter | Qt.TextFlag.TextWordWrap
BOARD_PAD = 8.0
BOARD_TEXT = 0.2  # the board's text, as a part of the board height its fonts are chosen for
BOARD_DISC = 0.76  # the trump's disc at most, as a part of that height (and 64 pixels)


class BoardItem(QGraphicsObject):
    """The information board: trump symbol, contract and target."""

    def __init__(self, four_colour: bool = False) -> None:
        super().__init__()
        self.trump: str | None = None
        self.lines: list[str] = []
        self.size = (220.0, 70.0)
        self.font_basis = 70.0  # the board height its fonts are chosen for
        self.four_colour = four_colour
        self.setCacheMode(QGraphicsObject.CacheMode.DeviceCoordinateCache)  # drawn on change

    def boundingRect(self) -> QRectF:
        w, h = self.size
        return QRectF(0, 0, w, h)

    def set_content(self, trump: str | None, lines: list[str], size: tuple[float, float],
                    scale: float | None = None) -> None:
        """Show the trump and ``lines`` on a board of ``size``, in the fonts of a board
        ``scale`` high (its own height if None)."""
        scale = size[1] if scale is None else scale
        if (trump, lines, size, scale) != (self.trump, self.lines, self.size, self.font_basis):
            self.prepareGeometryChange()
            self.trump, self.lines, self.size, self.font_basis = trump, list(lines), size, scale
            self.update()

    def paint(
        self,
        painter: QPainter,
        option: QStyleOptionGraphicsItem,
        widget: QWidget | None = None,
    ) -> None:
        w, h = self.size
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setBrush(PLATE_COLOUR)
        painter.setPen(QPen(QColor(255, 255, 255, 40), 1))
        painter.drawRoundedRect(QRectF(0, 0, w, h), 10, 10)
        if self.trump:
            disc = board_disc(h, self.font_basis)
            painter.setBrush(QColor("#fdfbf4"))
            painter.setPen(QPen(QColor("#c9962b"), 2))
            painter.drawEllipse(disc)
            colour = suit_colour(self.trump, self.four_colour)
            painter.fillPath(suit_path(self.trump, disc.adjusted(*(disc.width() * 0.22,) * 2,
                                                                   *(-disc.width() * 0.22,) * 2)),
                             QBrush(colour))
        rows = board_rows(bool(self.trump), self.lines, w, h, self.font_basis)
        for i, (line, rect) in enumerate(zip(self.lines, rows, strict=True)):
            font = board_font(i, self.font_basis)
            painter.setFont(font)
            painter.setPen(TEXT_COLOUR if i == 0 else MUTED_TEXT)
            painter.drawText(rect, board_flags(line, font, rect.width()), line)


def board_font(line: int, scale: float) -> QFont:
    """The font of a board at least ``scale`` high: as large as the menus' text at the
    least, larger on a large table; the first line (trump or hand) bold."""
    font = QFont()
    font.setPixelSize(max(menu_px(), round(scale * BOARD_TEXT)))
    font.setBold(line == 0)
    return font


def board_disc(h: float, scale: float) -> QRectF:
    """The trump's disc at the left of a board ``h`` high, with the fonts of a board
    ``scale`` high."""
    size = min(h - 2 * BOARD_PAD, max(64.0, scale * BOARD_DISC))
    return QRectF(BOARD_PAD, (h - size) / 2, size, size)


def _board_left(trump: bool, h: float, scale: float) -> float:
    return board_disc(h, scale).right() + BOARD_PAD if trump else BOARD_PAD + 2


def board_flags(line: str, font: QFont, width: float) -> int:
    """How a board's line wraps: between words, or anywhere if a word (a long name) is
    wider than the board."""
    metrics = QFontMetricsF(font)
    if max((metrics.horizontalAdvance(word) for word in line.split()), default=0.0) > width:
        return int(BOARD_FLAGS & ~Qt.TextFlag.TextWordWrap | Qt.TextFlag.TextWrapAnywhere)
    return int(BOARD_FLAGS)


def _wrapped(line: str, font: QFont, width: float) -> QRectF:
    flags = board_flags(line, font, width)
    return QFontMetricsF(font).boundingRect(QRectF(0, 0, width, 10_000), flags, line)


def board_size(trump: bool, lines: list[str], min_h: float, max_w: float) -> QSizeF:
    """The board's size: each line on one line if ``max_w`` allows, else wrapped to it,
    and at least ``min_h`` high."""
    scale = min_h
    natural = max((QFontMetricsF(board_font(i, scale)).horizontalAdvance(line)
                   for i, line in enumerate(lines)), default=0.0)
    for _ in range(2):  # a taller board has a larger disc, so less room for the text
        left = _board_left(trump, min_h, scale)
        width = min(max_w, left + natural + BOARD_PAD + 2)
        text_w = width - left - BOARD_PAD
        text_h = sum(_wrapped(line, board_font(i, scale), text_w).height()
                     for i, line in enumerate(lines))
        h = max(min_h, text_h + 2 * BOARD_PAD)
        if _board_left(trump, h, scale) == left:
            break
        min_h = h
    return QSizeF(width, h)


def board_rows(trump: bool, lines: list[str], w: float, h: float,
               scale: float) -> list[QRectF]:
    """The box of each line of a ``w`` x ``h`` board in the fonts of a board ``scale``
    high, top to bottom, centred together."""
    left = _board_left(trump, h, scale)
    text_w = w - left - BOARD_PAD
    heights = [_wrapped(line, board_font(i, scale), text_w).height()
               for i, line in enumerate(lines)]
    y = (h - sum(heights)) / 2
    rows = []
    for line_h in heights:
        rows.append(QRectF(left, y, text_w, line_h))
        y += line_h
    return rows
