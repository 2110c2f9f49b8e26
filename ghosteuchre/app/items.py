"""Graphics items of the card table: cards, name plates and the information board."""

from __future__ import annotations

import time
from typing import NamedTuple

from PySide6.QtCore import (
    Property,
    QEasingCurve,
    QObject,
    QPointF,
    QPropertyAnimation,
    QRectF,
    Qt,
    QTimer,
    Signal,
)
from PySide6.QtGui import QBrush, QColor, QFont, QFontMetricsF, QPainter, QPen
from PySide6.QtWidgets import QGraphicsObject, QStyleOptionGraphicsItem, QWidget

from .cardart import BACK_COLOUR, EDGE_COLOUR, FACE_COLOUR, RANKS, SUITS, CardArt, suit_path

FOCUS_COLOUR = QColor("#ffd54a")
PLATE_COLOUR = QColor(8, 32, 20, 190)
PLATE_ACTIVE = QColor("#ffd54a")
TEXT_COLOUR = QColor("#f4f1e6")
MUTED_TEXT = QColor("#b9cbbf")


class Picture(NamedTuple):
    """A card picture to draw: a face, the back (``card`` None) or the shadow."""

    card: str | None
    width: int
    dpr: float
    dimmed: bool = False
    selected: bool = False
    shadow: bool = False


DECK = [r + s for s in SUITS for r in RANKS]


class ArtQueue(QObject):
    """Draws card pictures a slice at a time while the event loop is idle, so no turn
    of the loop draws many cards; a card whose picture is missing waits for it."""

    SLICE_S = 0.006

    def __init__(self, art: CardArt, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.art = art
        self._pending: dict[Picture, None] = {}
        self._waiting: list[CardItem] = []
        self._held = True  # until the table's first frame is up
        self._timer = QTimer(self)
        self._timer.setInterval(0)
        self._timer.timeout.connect(self._slice)

    def warm(self, width: int, dpr: float) -> None:
        """Queue the backs, faces and shadows a table with cards of ``width`` shows
        (instead of those of an earlier size still waiting)."""
        side, small = int(width * 0.72), int(width * 0.62)
        pictures = [Picture(None, w, dpr) for w in (width, side, small)]
        pictures += [Picture(None, w, dpr, shadow=True) for w in (width, side, small)]
        pictures += [Picture(c, width, dpr) for c in DECK]
        pictures += [Picture(c, small, dpr) for c in DECK]
        pictures += [Picture(c, width, dpr, dimmed=True) for c in DECK]
        self._pending = {p: None for p in pictures if not self._ready(p)}
        self._start()

    def need(self, item: CardItem, pictures: list[Picture]) -> None:
        """Draw ``pictures`` next, then repaint ``item``."""
        self._pending = dict.fromkeys([*pictures, *self._pending])
        if item not in self._waiting:
            self._waiting.append(item)
        self._start()

    def busy(self) -> bool:
        return bool(self._pending)

    def release(self) -> None:
        """Start drawing (called after the first frame, so as not to add to it)."""
        if self._held:
            self._held = False
            self._start()

    def _start(self) -> None:
        if self._pending and not self._held and not self._timer.isActive():
            self._timer.start()

    def _ready(self, p: Picture) -> bool:
        if p.shadow:
            return self.art.has_shadow(p.width, p.dpr)
        return self.art.cached(p.card, p.width, p.dpr, face_up=p.card is not None,
                               dimmed=p.dimmed, selected=p.selected) is not None

    def _draw(self, p: Picture) -> None:
        if p.shadow:
            self.art.shadow(p.width, p.dpr)
        else:
            self.art.pixmap(p.card or "AS", p.width, p.dpr, face_up=p.card is not None,
                            dimmed=p.dimmed, selected=p.selected)

    def _slice(self) -> None:
        started = time.perf_counter()
        while self._pending and time.perf_counter() - started < self.SLICE_S:
            picture = next(iter(self._pending))
            del self._pending[picture]
            if not self._ready(picture):
                self._draw(picture)
        waiting, self._waiting = self._waiting, []
        for item in waiting:
            if item.scene() is not None:
                item.update()
        if not self._pending:
            self._timer.stop()


class CardItem(QGraphicsObject):
    """One card; draws a cached pixmap of its current size and moves by animation.

    A picture not drawn yet is asked of the ``ArtQueue``; until it comes the card
    shows a plain blank of its colour. Each card has one animation, a child made on its
    first move and reused by every later one; ``arrived`` says a move has ended."""

    arrived = Signal()

    def __init__(self, queue: ArtQueue, card: str | None, key: str) -> None:
        super().__init__()
        self.queue = queue
        self.art = queue.art
        self.card = card
        self.key = key
        self.face_up = card is not None
        self.dimmed = False
        self.selected = False
        self.focused = False
        self.highlight = False
        self.width = 80
        self._anim: QPropertyAnimation | None = None
        self.home = QPointF()

    def height(self) -> float:
        return self.width * 1.4

    def boundingRect(self) -> QRectF:  # noqa: N802
        pad = max(3.0, self.width * 0.05)
        return QRectF(-pad, -pad, self.width + 2 * pad, self.height() + 2 * pad)

    def set_look(
        self,
        width: int,
        face_up: bool,
        dimmed: bool = False,
        selected: bool = False,
        focused: bool = False,
        highlight: bool = False,
    ) -> None:
        look = (width, face_up, dimmed, selected, focused, highlight)
        if look != (
            self.width,
            self.face_up,
            self.dimmed,
            self.selected,
            self.focused,
            self.highlight,
        ):
            self.prepareGeometryChange()
            self.width, self.face_up, self.dimmed, self.selected = look[:4]
            self.focused, self.highlight = focused, highlight
            self.update()

    def paint(
        self,
        painter: QPainter,
        option: QStyleOptionGraphicsItem,
        widget: QWidget | None = None,
    ) -> None:
        dpr = painter.device().devicePixelRatioF() if painter.device() else 1.0
        scale = painter.worldTransform().m11()
        shown = self.card if self.face_up else None
        width = round(self.width * max(scale, 0.1)) if scale != 1 else self.width
        pixmap = self.art.cached(shown, width, dpr, face_up=shown is not None,
                                 dimmed=self.dimmed, selected=self.selected)
        target = QRectF(0, 0, self.width, self.height())
        radius = self.width * 0.065
        if pixmap is None or not self.art.has_shadow(self.width, dpr):
            self.queue.need(self, [Picture(shown, width, dpr, self.dimmed, self.selected),
                                   Picture(None, self.width, dpr, shadow=True)])
            painter.setPen(QPen(EDGE_COLOUR, 1))
            painter.setBrush(FACE_COLOUR if shown else BACK_COLOUR)
            painter.drawRoundedRect(target, radius, radius)
        else:
            t = painter.worldTransform()
            if not (t.isScaling() or t.isRotating()):
                # on whole pixels the pictures are copied, not resampled
                painter.translate(round(t.dx()) - t.dx(), round(t.dy()) - t.dy())
            painter.drawPixmap(target.translated(2, 3), self.art.shadow(self.width, dpr),
                               QRectF(pixmap.rect()))
            painter.drawPixmap(target, pixmap, QRectF(pixmap.rect()))
        if self.focused or self.highlight:
            colour = FOCUS_COLOUR if self.focused else QColor("#7cf29a")
            painter.setPen(QPen(colour, max(2.0, self.width * 0.045)))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            pad = max(1.5, self.width * 0.02)
            painter.drawRoundedRect(target.adjusted(-pad, -pad, pad, pad), radius, radius)

    def move_to(self, pos: QPointF, duration: int, delay_ms: int = 0) -> None:
        """Go to ``pos``: at once, or along an eased path of ``duration`` ms."""
        self.home = QPointF(pos)
        anim = self._anim
        if self.animating() and anim is not None:
            if anim.endValue() == pos:
                return  # already on its way there
            anim.stop()
        if duration <= 0 or self.pos() == pos:
            self.setPos(pos)
            return
        if anim is None:
            anim = self._anim = QPropertyAnimation(self, b"pos", self)
            anim.setEasingCurve(QEasingCurve.Type.OutCubic)
            anim.finished.connect(self.arrived)
        anim.setKeyValues([])  # forget the delay of an earlier move
        anim.setDuration(duration + delay_ms)
        anim.setStartValue(self.pos())
        if delay_ms:
            anim.setKeyValueAt(delay_ms / (duration + delay_ms), self.pos())
        anim.setEndValue(pos)
        anim.start()

    def animating(self) -> bool:
        return self._anim is not None and self._anim.state() == QPropertyAnimation.State.Running


class PlateItem(QGraphicsObject):
    """A player's name plate: name, score, tricks, dealer chip and status line."""

    def __init__(self) -> None:
        super().__init__()
        self.name = ""
        self.detail = ""
        self.status = ""
        self.badge = ""
        self.dealer = False
        self.active = False
        self.pulse = 0.0
        self.size = (180.0, 52.0)
        self.setCacheMode(QGraphicsObject.CacheMode.DeviceCoordinateCache)

    def boundingRect(self) -> QRectF:  # noqa: N802
        w, h = self.size
        return QRectF(-4, -4, w + 8, h + 8)

    def set_content(
        self,
        name: str,
        detail: str,
        status: str,
        badge: str,
        dealer: bool,
        active: bool,
        size: tuple[float, float],
    ) -> None:
        content = (name, detail, status, badge, dealer, active, size)
        if content != (
            self.name,
            self.detail,
            self.status,
            self.badge,
            self.dealer,
            self.active,
            self.size,
        ):
            self.prepareGeometryChange()
            (self.name, self.detail, self.status, self.badge) = content[:4]
            self.dealer, self.active, self.size = dealer, active, size
            self.update()

    def _get_pulse(self) -> float:
        return self._pulse_value

    def _set_pulse(self, value: float) -> None:
        self._pulse_value = value
        self.update()

    _pulse_value = 0.0
    pulse_level = Property(float, _get_pulse, _set_pulse)

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
        if self.active:
            glow = QColor(PLATE_ACTIVE)
            glow.setAlphaF(0.55 + 0.45 * self._pulse_value)
            painter.setPen(QPen(glow, max(2.0, h * 0.06)))
        else:
            painter.setPen(QPen(QColor(255, 255, 255, 40), 1))
        painter.drawRoundedRect(rect, radius, radius)
        pad = h * 0.22
        big = QFont()
        big.setPixelSize(max(11, round(h * 0.32)))
        big.setBold(True)
        small = QFont()
        small.setPixelSize(max(10, round(h * 0.24)))
        chip = h * 0.36 if self.dealer else 0.0
        text_left = pad + (chip + pad * 0.6 if self.dealer else 0)
        if self.dealer:
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
        corner = self.status or self.badge
        room = top.width() - (QFontMetricsF(small).horizontalAdvance(corner) + pad
                              if corner else 0)
        name = QFontMetricsF(big).elidedText(self.name, Qt.TextElideMode.ElideRight, room)
        painter.drawText(top, Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter, name)
        if corner:
            painter.setFont(small)
            painter.setPen(QColor("#ffd54a"))
            painter.drawText(
                top, Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter, corner
            )
        painter.setFont(small)
        painter.setPen(MUTED_TEXT)
        bottom = QRectF(pad, h * 0.52, w - 2 * pad, h * 0.4)
        painter.drawText(
            bottom, Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter, self.detail
        )


class BoardItem(QGraphicsObject):
    """The information board: trump symbol, contract and target."""

    def __init__(self, four_colour: bool = False) -> None:
        super().__init__()
        self.trump: str | None = None
        self.lines: list[str] = []
        self.size = (220.0, 70.0)

    def boundingRect(self) -> QRectF:  # noqa: N802
        w, h = self.size
        return QRectF(0, 0, w, h)

    def set_content(self, trump: str | None, lines: list[str], size: tuple[float, float]) -> None:
        if (trump, lines, size) != (self.trump, self.lines, self.size):
            self.prepareGeometryChange()
            self.trump, self.lines, self.size = trump, list(lines), size
            self.update()

    @staticmethod
    def _font(line: int, lines: int, h: float) -> QFont:
        font = QFont()
        line_h = (h - 2 * h * 0.12) / max(1, lines)
        font.setPixelSize(max(10, round(min(line_h * 0.62, h * 0.24))))
        font.setBold(line == 0)
        return font

    @classmethod
    def width_for(cls, trump: bool, lines: list[str], h: float) -> float:
        """The width that shows every line of a board of height ``h`` in full."""
        pad = h * 0.12
        left = (h - pad) if trump else pad
        text = max((QFontMetricsF(cls._font(i, len(lines), h)).horizontalAdvance(line)
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
            colour = QColor("#b5121b") if self.trump in "DH" else QColor("#1c1c22")
            painter.fillPath(suit_path(self.trump, disc.adjusted(*(disc.width() * 0.22,) * 2,
                                                                   *(-disc.width() * 0.22,) * 2)),
                             QBrush(colour))
            left = disc.right() + pad
        line_h = (h - 2 * pad) / max(1, len(self.lines))
        for i, line in enumerate(self.lines):
            font = self._font(i, len(self.lines), h)
            painter.setFont(font)
            painter.setPen(TEXT_COLOUR if i == 0 else MUTED_TEXT)
            room = w - left - pad
            painter.drawText(
                QRectF(left, pad + i * line_h, room, line_h),
                Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter,
                QFontMetricsF(font).elidedText(line, Qt.TextElideMode.ElideRight, room),
            )
