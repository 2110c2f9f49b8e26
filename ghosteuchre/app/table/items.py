"""The table's other items: name plates, the information board, the drop zone and the
piles' labels."""

from __future__ import annotations

from PySide6.QtCore import (
    Property,
    QCoreApplication,
    QEasingCurve,
    QPropertyAnimation,
    QRectF,
    QSizeF,
    Qt,
)
from PySide6.QtGui import QBrush, QColor, QFont, QFontMetricsF, QPainter, QPen
from PySide6.QtWidgets import (
    QGraphicsItem,
    QGraphicsObject,
    QGraphicsSimpleTextItem,
    QStyleOptionGraphicsItem,
    QWidget,
)

from ..cardart import suit_colour, suit_path
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
        self.text_scale = 1.0  # the player's text size (Preferences)
        self._pulse_value = 0.0
        self.took_trick = False  # its player takes the finished trick on the table
        self.setCacheMode(QGraphicsObject.CacheMode.DeviceCoordinateCache)
        self.pulse = QPropertyAnimation(self, b"pulse_level", self)
        self.pulse.setStartValue(0.0)
        self.pulse.setEndValue(1.0)
        self.pulse.setDuration(PULSE_MS)
        self.pulse.setEasingCurve(QEasingCurve.Type.Linear)
        self.pulse.setLoopCount(-1)

    def boundingRect(self) -> QRectF:  # noqa: N802
        w, h = self.size
        return QRectF(-4, -4, w + 8, h + 8)

    def set_content(self, content: Plate, size: tuple[float, float]) -> None:
        if (content, size) != (self.content, self.size):
            self.prepareGeometryChange()
            self.content, self.size = content, size
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
        radius = h * 0.28
        painter.setBrush(PLATE_COLOUR)
        plate = self.content
        if self.took_trick:
            painter.setBrush(QColor(74, 58, 12, 230))
            painter.setPen(QPen(TRICK_WON, max(3.0, h * 0.08)))
        elif plate.active:
            glow = QColor(PLATE_ACTIVE)
            glow.setAlphaF(self._glow())
            painter.setPen(QPen(glow, max(2.0, h * 0.06)))
        else:
            painter.setPen(QPen(QColor(255, 255, 255, 40), 1))
        painter.drawRoundedRect(rect, radius, radius)
        pad = h * 0.22
        big = QFont()
        big.setPixelSize(max(11, round(h * 0.32 * self.text_scale)))
        big.setBold(True)
        small = QFont()
        small.setPixelSize(max(10, round(h * 0.24 * self.text_scale)))
        chip = h * 0.36 if plate.dealer else 0.0
        text_left = pad + (chip + pad * 0.6 if plate.dealer else 0)
        if plate.dealer:
            chip_rect = QRectF(pad, h * 0.16, chip, chip)
            painter.setBrush(QColor("#f4f1e6"))
            painter.setPen(QPen(QColor("#8a6d1c"), 1.5))
            painter.drawEllipse(chip_rect)
            f = QFont(small)
            f.setBold(True)
            f.setPixelSize(max(8, round(chip * 0.62)))
            painter.setFont(f)
            painter.setPen(QColor("#5b4710"))
            painter.drawText(chip_rect, Qt.AlignmentFlag.AlignCenter, "D")
        painter.setFont(big)
        painter.setPen(TEXT_COLOUR)
        top = QRectF(text_left, h * 0.08, w - text_left - pad, h * 0.46)
        corner = self.mark_text() or self._status() or plate.badge
        room = top.width() - (QFontMetricsF(small).horizontalAdvance(corner) + pad
                              if corner else 0)
        usual = max(11, round(h * 0.32))  # larger text gives way before a name is cut
        while big.pixelSize() > usual and QFontMetricsF(big).horizontalAdvance(plate.name) > room:
            big.setPixelSize(big.pixelSize() - 1)
        painter.setFont(big)
        name = QFontMetricsF(big).elidedText(plate.name, Qt.TextElideMode.ElideRight, room)
        painter.drawText(top, Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter, name)
        if corner:
            painter.setFont(small)
            painter.setPen(TRICK_WON if self.took_trick else QColor("#ffd54a"))
            painter.drawText(
                top, Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter, corner
            )
        painter.setFont(small)
        painter.setPen(MUTED_TEXT)
        bottom = QRectF(pad, h * 0.52, w - 2 * pad, h * 0.4)
        painter.drawText(
            bottom, Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter, plate.detail
        )


class BoardItem(QGraphicsObject):
    """The information board: trump symbol, contract and target."""

    def __init__(self, four_colour: bool = False) -> None:
        super().__init__()
        self.trump: str | None = None
        self.lines: list[str] = []
        self.size = (220.0, 70.0)
        self.four_colour = four_colour
        self.text_scale = 1.0  # the player's text size (Preferences)

    def boundingRect(self) -> QRectF:  # noqa: N802
        w, h = self.size
        return QRectF(0, 0, w, h)

    def set_content(self, trump: str | None, lines: list[str], size: tuple[float, float]) -> None:
        if (trump, lines, size) != (self.trump, self.lines, self.size):
            self.prepareGeometryChange()
            self.trump, self.lines, self.size = trump, list(lines), size
            self.update()

    @staticmethod
    def _font(line: int, lines: int, h: float, scale: float = 1.0) -> QFont:
        font = QFont()
        line_h = (h - 2 * h * 0.12) / max(1, lines)
        size = min(line_h * 0.62 * scale, line_h * 0.9, h * 0.24 * scale)
        font.setPixelSize(max(10, round(size)))
        font.setBold(line == 0)
        return font

    @classmethod
    def width_for(cls, trump: bool, lines: list[str], h: float, scale: float = 1.0) -> float:
        """The width that shows every line of a board of height ``h`` in full."""
        pad = h * 0.12
        left = (h - pad) if trump else pad
        text = max((QFontMetricsF(cls._font(i, len(lines), h, scale)).horizontalAdvance(line)
                    for i, line in enumerate(lines)), default=0.0)
        return left + text + pad + 4

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
        pad = h * 0.12
        left = pad
        if self.trump:
            disc = QRectF(pad, pad, h - 2 * pad, h - 2 * pad)
            painter.setBrush(QColor("#fdfbf4"))
            painter.setPen(QPen(QColor("#c9962b"), 2))
            painter.drawEllipse(disc)
            colour = suit_colour(self.trump, self.four_colour)
            painter.fillPath(suit_path(self.trump, disc.adjusted(*(disc.width() * 0.22,) * 2,
                                                                   *(-disc.width() * 0.22,) * 2)),
                             QBrush(colour))
            left = disc.right() + pad
        line_h = (h - 2 * pad) / max(1, len(self.lines))
        for i, line in enumerate(self.lines):
            font = self._font(i, len(self.lines), h, self.text_scale)
            painter.setFont(font)
            painter.setPen(TEXT_COLOUR if i == 0 else MUTED_TEXT)
            room = w - left - pad
            painter.drawText(
                QRectF(left, pad + i * line_h, room, line_h),
                Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter,
                QFontMetricsF(font).elidedText(line, Qt.TextElideMode.ElideRight, room),
            )


class DropZoneItem(QGraphicsItem):
    """The trick area: a faint outline, lit up while a card is dragged (brighter when the
    card is over it); a card that may not be played greys it, with a red edge over it."""

    def __init__(self) -> None:
        super().__init__()
        self.rect = QRectF()
        self.dragging = False
        self.hot = False  # the dragged card is over the trick
        self.refused = False  # the dragged card may not be played now

    def boundingRect(self) -> QRectF:  # noqa: N802
        return self.rect.adjusted(-2, -2, 2, 2)

    def set_rect(self, rect: QRectF) -> None:
        if rect != self.rect:
            self.prepareGeometryChange()
            self.rect = QRectF(rect)

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
        self.scale = 1.0  # the player's text size (Preferences)

    def label_size(self, text: str, px: int) -> QSizeF:
        font = QFont()
        font.setPixelSize(round(px * self.scale))
        self._label.setFont(font)
        self._label.setText(text)
        return self._label.boundingRect().size()

    def board_width(self, trump: bool, lines: tuple[str, ...], h: float) -> float:
        return BoardItem.width_for(trump, list(lines), h, self.scale)
