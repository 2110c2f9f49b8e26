"""The table's other items: name plates, the information board, the drop zone and the
piles' labels."""

from __future__ import annotations

from dataclasses import dataclass, replace

from PySide6.QtCore import (
    Property,
    QCoreApplication,
    QEasingCurve,
    QPropertyAnimation,
    QRectF,
    QSizeF,
    Qt,
)
from PySide6.QtGui import QBrush, QColor, QFont, QFontInfo, QFontMetricsF, QPainter, QPen
from PySide6.QtWidgets import (
    QApplication,
    QFrame,
    QGraphicsItem,
    QGraphicsObject,
    QGraphicsSimpleTextItem,
    QStyleOptionGraphicsItem,
    QVBoxLayout,
    QWidget,
)

from ..cardart import suit_colour
from ..cardshapes import suit_path
from .layout import Plate

PLATE_COLOUR = QColor(8, 32, 20, 190)
PLATE_ACTIVE = QColor("#ffd54a")
TEXT_COLOUR = QColor("#f4f1e6")
MUTED_TEXT = QColor("#b9cbbf")
LABEL_COLOUR = QColor("#eaf4ee")
PULSE_MS = 1000  # one beat of a thinking player's plate
TRICK_WON = QColor("#ffcf3a")  # the plate of the player who takes the finished trick


class PlateItem(QGraphicsObject):
    """A player's name plate: name, score, tricks, dealer chip and status line.

    While its player thinks, the plate pulses: a looping ``QPropertyAnimation`` runs its
    ``pulse_level`` (where the beat is, 0 to 1) and the plate brightens its rim and counts
    dots after "thinking" from it."""

    def __init__(self) -> None:
        super().__init__()
        self.content = Plate("", "")
        self.size = (180.0, 52.0)
        self.font_basis = 52.0  # the plate height its fonts are chosen for
        self._pulse_value = 0.0
        self.took_trick = False  # its player takes the finished trick on the table
        self.setCacheMode(QGraphicsObject.CacheMode.DeviceCoordinateCache)
        self.pulse = QPropertyAnimation(self, b"pulse_level", self)
        self.pulse.setStartValue(0.0)
        self.pulse.setEndValue(1.0)
        self.pulse.setDuration(PULSE_MS)
        self.pulse.setEasingCurve(QEasingCurve.Type.Linear)
        self.pulse.setLoopCount(-1)

    def boundingRect(self) -> QRectF:
        w, h = self.size
        return QRectF(-4, -4, w + 8, h + 8)

    def set_content(self, content: Plate, size: tuple[float, float],
                    scale: float | None = None) -> None:
        """Show ``content`` on a plate of ``size``, in the fonts of a plate ``scale``
        high (its own height if None)."""
        scale = size[1] if scale is None else scale
        if (content, size, scale) != (self.content, self.size, self.font_basis):
            self.prepareGeometryChange()
            self.content, self.size, self.font_basis = content, size, scale
            self.update()
        running = self.pulse.state() == QPropertyAnimation.State.Running
        if content.thinking and not running:
            self.pulse.start()
        elif not content.thinking and running:
            self.pulse.stop()
            self.setProperty("pulse_level", 0.0)

    def set_took_trick(self, took: bool) -> None:
        """Mark the plate of the player who takes the finished trick (or stop marking it)."""
        if took != self.took_trick:
            self.took_trick = took
            self.update()

    def mark_text(self) -> str:
        """The words on a marked plate."""
        return QCoreApplication.translate("TableView", "took the trick") if self.took_trick else ""

    def _get_pulse(self) -> float:
        return self._pulse_value

    def _set_pulse(self, value: float) -> None:
        before = self._look()
        self._pulse_value = value
        if self._look() != before:
            self.update()

    pulse_level = Property(float, _get_pulse, _set_pulse)

    def _glow(self) -> float:
        """How bright the rim of the active plate is, 0.55 to 1."""
        beat = 0.5 + 0.5 * abs(1 - 2 * self._pulse_value) if self.content.thinking else 0.0
        return 0.55 + 0.45 * beat

    def _status(self) -> str:
        status = self.content.status
        if self.content.thinking:
            status += "." * (1 + int(self._pulse_value * 3) % 3)
        return status

    def texts(self) -> list[PlateText]:
        """The plate's texts as drawn: while the finished trick is shown, the winner's
        second line says it took the trick (in gold, cut short if it must be)."""
        w, h = self.size
        if not self.took_trick:
            return plate_texts(self.content, w, h, self._status(), self.font_basis)
        marked = replace(self.content, detail=self.mark_text(), status="", badge="",
                         thinking=False)
        parts = plate_texts(marked, w, h, "", self.font_basis)
        for i, part in enumerate(parts):
            if part.role == "detail":
                fs = QFontMetricsF(part.font)
                room = w - 2 * plate_pad(self.font_basis)
                text = fs.elidedText(part.text, Qt.TextElideMode.ElideRight, room)
                rect = QRectF(part.rect.left(), part.rect.top(),
                              min(part.rect.width(), room), part.rect.height())
                parts[i] = replace(part, text=text, colour=QColor("#ffd54a"), rect=rect,
                                   whole=part.text)
        return parts

    def _look(self) -> tuple[int, str]:
        return round(self._glow() * 255), self._status()

    def paint(
        self,
        painter: QPainter,
        option: QStyleOptionGraphicsItem,
        widget: QWidget | None = None,
    ) -> None:
        w, h = self.size
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        rect = QRectF(0, 0, w, h)
        radius = min(h * 0.28, 16)
        painter.setBrush(PLATE_COLOUR)
        plate = self.content
        if self.took_trick:
            painter.setBrush(QColor(74, 58, 12, 230))
            painter.setPen(QPen(TRICK_WON, max(3.0, h * 0.08)))
        elif plate.active:
            glow = QColor(PLATE_ACTIVE)
            glow.setAlphaF(self._glow())
            painter.setPen(QPen(glow, max(2.0, h * 0.05)))
        else:
            painter.setPen(QPen(QColor(255, 255, 255, 40), 1))
        painter.drawRoundedRect(rect, radius, radius)
        if plate.dealer:
            chip_rect = dealer_chip(self.font_basis)
            painter.setBrush(QColor("#f4f1e6"))
            painter.setPen(QPen(QColor("#8a6d1c"), 1.5))
            painter.drawEllipse(chip_rect)
            f = QFont()
            f.setBold(True)
            f.setPixelSize(max(8, round(chip_rect.height() * 0.62)))
            painter.setFont(f)
            painter.setPen(QColor("#5b4710"))
            painter.drawText(chip_rect, Qt.AlignmentFlag.AlignCenter, "D")
        for part in self.texts():
            painter.setFont(part.font)
            painter.setPen(part.colour)
            painter.drawText(part.rect, part.align | Qt.AlignmentFlag.AlignVCenter, part.text)


@dataclass(frozen=True)
class PlateText:
    """A text of a name plate: what it says, its font and colour, the box it is drawn in."""

    role: str  # "name", "level", "detail" or "corner"
    text: str
    font: QFont
    colour: QColor
    rect: QRectF
    align: Qt.AlignmentFlag = Qt.AlignmentFlag.AlignLeft
    whole: str = ""  # the text before elision (a name too long for its plate)


TEXT_SCALE = "ghosteuchre-text-scale"  # the app's property: the text size the player chose


def use_text_scale(scale: float) -> None:
    """The app's text (menus, dialogs, plates, board) at ``scale`` times its usual size."""
    app = QApplication.instance()
    if not isinstance(app, QApplication):
        return
    current = app.property(TEXT_SCALE) or 1.0
    if abs(scale - current) < 1e-9:
        return
    font = QFont(app.font())
    ratio = scale / current
    if font.pointSizeF() > 0:
        font.setPointSizeF(font.pointSizeF() * ratio)
    else:
        font.setPixelSize(max(1, round(font.pixelSize() * ratio)))
    app.setFont(font)
    app.setProperty(TEXT_SCALE, scale)


_MENU_PX: dict[str, int] = {}  # by the application font's key


def menu_px() -> int:
    """The pixel size of the menus' text: the least the board's words are drawn at."""
    key = QApplication.font().key()
    px = _MENU_PX.get(key)
    if px is None:
        font = QApplication.font("QMenu")  # type: ignore[call-overload]
        px = _MENU_PX[key] = max(11, QFontInfo(font).pixelSize())
    return px


def plate_fonts(h: float) -> tuple[QFont, QFont]:
    """The name's font and the small one (level, score, status) of a plate ``h`` high."""
    base = menu_px()
    big = QFont()
    big.setPixelSize(max(base + 1, round(h * 0.3)))
    big.setBold(True)
    small = QFont()
    small.setPixelSize(max(base - 1, round(h * 0.22)))
    return big, small


def plate_pad(h: float) -> float:
    return max(6.0, min(18.0, h * 0.18))


def dealer_chip(h: float) -> QRectF:
    pad = plate_pad(h)
    size = min(h * 0.36, 36.0)
    return QRectF(pad, pad * 0.8, size, size)


def plate_height(plate: Plate, h: float) -> float:
    """The least height that shows a plate's lines: the name, then the level (a bot's
    plate on a wide table) and the score."""
    big, small = plate_fonts(h)
    rows = 2 if plate.level else 1
    return 2 * plate_pad(h) * 0.6 + QFontMetricsF(big).height() + rows * QFontMetricsF(
        small).height()


def _corner_texts(plate: Plate) -> list[str]:
    """Every text the plate's corner can show: the badge, or the status with its dots."""
    status = plate.status + ("..." if plate.thinking else "")
    return [t for t in (status, plate.badge) if t]


def plate_width(plate: Plate, h: float) -> float:
    """The width that shows every text of the plate in full."""
    big, small = plate_fonts(h)
    fb, fs = QFontMetricsF(big), QFontMetricsF(small)
    pad = plate_pad(h)
    chip = dealer_chip(h).width() + pad * 0.6 if plate.dealer else 0
    gap = fs.horizontalAdvance("  ")
    corner = max((fs.horizontalAdvance(t) for t in _corner_texts(plate)), default=0.0)
    beside = fs.horizontalAdvance(plate.level or plate.detail) + (gap + corner if corner else 0)
    return 2 * pad + max(chip + fb.horizontalAdvance(plate.name),
                         beside, fs.horizontalAdvance(plate.detail)) + 2


def plate_texts(plate: Plate, w: float, h: float, status: str | None = None,
                scale: float | None = None) -> list[PlateText]:
    """Where each text of a ``w`` x ``h`` plate lies: the name first (cut short with "…"
    only when the plate has no room for it), then the level (if shown) and the score,
    with the status or the badge at the right of the second line. ``status`` is the
    status as shown (with its dots); ``scale`` the plate height its fonts are chosen
    for (``h`` if None)."""
    scale = h if scale is None else scale
    big, small = plate_fonts(scale)
    fb, fs = QFontMetricsF(big), QFontMetricsF(small)
    pad = plate_pad(scale)
    left = pad + (dealer_chip(scale).width() + pad * 0.6 if plate.dealer else 0)
    if status is None:
        status = plate.status + ("..." if plate.thinking else "")
    corner = status or plate.badge
    corner_w = fs.horizontalAdvance(corner) + 1 if corner else 0.0
    # The corner shares the level's row, or the score's when there is no level; when it
    # has no room beside the score it takes a row of its own above it.
    beside = plate.level or plate.detail
    own_row = bool(corner) and not plate.level and (
        fs.horizontalAdvance(beside) + fs.horizontalAdvance("  ") + corner_w > w - 2 * pad)
    heights = [fb.height(), *([fs.height()] * (2 if plate.level or own_row else 1))]
    spare = max(0.0, h - 2 * pad * 0.6 - sum(heights)) / len(heights)
    y = pad * 0.6
    rows = []
    for row_h in heights:
        rows.append(QRectF(pad, y, w - 2 * pad, row_h + spare))
        y += row_h + spare
    parts = []
    room = w - left - pad
    name = plate.name
    if fb.horizontalAdvance(name) > room:
        name = fb.elidedText(name, Qt.TextElideMode.ElideRight, room)
    parts.append(PlateText("name", name, big, TEXT_COLOUR,
                           QRectF(left, rows[0].top(), fb.horizontalAdvance(name) + 1,
                                  rows[0].height()), whole=plate.name))
    if plate.level:
        parts.append(PlateText("level", plate.level, small, MUTED_TEXT,
                               QRectF(pad, rows[1].top(), fs.horizontalAdvance(plate.level) + 1,
                                      rows[1].height())))
    last = rows[-1]
    parts.append(PlateText("detail", plate.detail, small, MUTED_TEXT,
                           QRectF(pad, last.top(), fs.horizontalAdvance(plate.detail) + 1,
                                  last.height())))
    if corner:
        # beside the level, or else beside the score, or alone in its own row
        beside_text = [(r, t) for r, t in ((rows[1], parts[1].rect), (last, parts[-1].rect))
                       if plate.level or r is last]
        spaces = ([(rows[1], rows[1].width())] if own_row
                  else [(r, r.right() - t.right() - pad) for r, t in beside_text])
        row, room_w = next(((r, room) for r, room in spaces if corner_w <= room),
                           max(spaces, key=lambda x: x[1]))
        if corner_w > room_w:
            corner = fs.elidedText(corner, Qt.TextElideMode.ElideRight, max(room_w, 0.0))
            corner_w = fs.horizontalAdvance(corner) + 1
        parts.append(PlateText("corner", corner, small, QColor("#ffd54a"),
                               QRectF(row.right() - corner_w, row.top(), corner_w,
                                      row.height()), Qt.AlignmentFlag.AlignRight))
    return parts


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


BOARD_FLAGS = Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter | Qt.TextFlag.TextWordWrap
BOARD_PAD = 8.0
BOARD_TEXT = 0.2  # the board's text, as a part of the board height its fonts are chosen for
BOARD_DISC = 0.76  # the trump's disc at most, as a part of that height (and 64 pixels)


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


class DropZoneItem(QGraphicsItem):
    """The trick area: a faint outline, lit up while a card is dragged (brighter when the
    card is over it); a card that may not be played greys it, with a red edge over it."""

    def __init__(self) -> None:
        super().__init__()
        self.rect = QRectF()
        self.dragging = False
        self.hot = False  # the dragged card is over the trick
        self.refused = False  # the dragged card may not be played now
        # stroking the outline costs more than copying it: drawn once for each look
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)

    def boundingRect(self) -> QRectF:
        return self.rect.adjusted(-2, -2, 2, 2)

    def set_rect(self, rect: QRectF) -> None:
        if rect != self.rect:
            self.prepareGeometryChange()
            self.rect = QRectF(rect)
            self.update()

    def set_state(self, dragging: bool, hot: bool, refused: bool = False) -> None:
        if (dragging, hot, refused) != (self.dragging, self.hot, self.refused):
            self.dragging, self.hot, self.refused = dragging, hot, refused
            self.update()

    def paint(
        self,
        painter: QPainter,
        option: QStyleOptionGraphicsItem,
        widget: QWidget | None = None,
    ) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, False)  # crisp, like the felt
        if self.rect.isValid() and self.dragging and self.refused:
            edge = QColor(230, 90, 80, 200) if self.hot else QColor(255, 255, 255, 60)
            painter.setPen(QPen(edge, 3, Qt.PenStyle.DashLine))
            painter.setBrush(QColor(0, 0, 0, 40 if self.hot else 20))
        elif self.rect.isValid() and self.dragging:
            painter.setPen(QPen(QColor(255, 230, 120, 200 if self.hot else 90), 3,
                                Qt.PenStyle.DashLine))
            painter.setBrush(QColor(255, 230, 120, 90 if self.hot else 40))
        else:
            painter.setPen(QPen(QColor(255, 255, 255, 28), 2))
            painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawRoundedRect(self.rect, 18, 18)


def label_item() -> QGraphicsSimpleTextItem:
    """A pile's label."""
    item = QGraphicsSimpleTextItem()
    item.setBrush(LABEL_COLOUR)
    item.setZValue(400)
    return item


class FontMeasure:
    """Text sizes for the layout, with the fonts the items draw in."""

    def __init__(self) -> None:
        self._label = label_item()
        self.label_scale = 1.0  # the piles' labels at the player's text size (Preferences)

    def label_size(self, text: str, px: int) -> QSizeF:
        font = QFont()
        font.setPixelSize(round(px * self.label_scale))
        self._label.setFont(font)
        self._label.setText(text)
        return self._label.boundingRect().size()

    def board_size(self, trump: bool, lines: tuple[str, ...], min_h: float,
                   max_w: float) -> QSizeF:
        return board_size(trump, list(lines), min_h, max_w)

    def plate_size(self, plate: Plate, h: float) -> QSizeF:
        return QSizeF(plate_width(plate, h), plate_height(plate, h))


def centred_card(owner: QWidget, name: str) -> tuple[QFrame, QVBoxLayout]:
    """The framed card in the middle of an overlay that dims the table, and its layout."""
    outer = QVBoxLayout(owner)
    outer.setAlignment(Qt.AlignmentFlag.AlignCenter)
    card = QFrame(owner)
    card.setObjectName(name)
    outer.addWidget(card, 0, Qt.AlignmentFlag.AlignCenter)
    box = QVBoxLayout(card)
    box.setContentsMargins(24, 18, 24, 18)
    box.setSpacing(10)
    return card, box
