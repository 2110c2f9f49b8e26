"""The players' name plates: ``PlateItem`` (name, score, tricks, dealer chip, status; the
plate of the player who takes the finished trick edged in gold; a thinking player's
plate pulsing), and where each of a plate's texts goes (``plate_texts()``), for
painting, measuring and the tests."""

from __future__ import annotations

import math

from PySide6.QtCore import Property, QCoreApplication, QEasingCurve, QPropertyAnimation, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPen, QPixmap
from PySide6.QtWidgets import QGraphicsItem, QGraphicsObject, QStyleOptionGraphicsItem, QWidget

from ...engine.values import Value, replace
from ..art.cardart import clear_picture, device_ratio
from .items import MUTED_TEXT, PLATE_ACTIVE, PLATE_COLOUR, TEXT_COLOUR, menu_px
from .layout import Plate

PULSE_MS = 1000  # one beat of a thinking player's plate
GLOW_STEPS = 16  # the brightnesses of a thinking player's rim: a repaint at each step
TRICK_WON = QColor("#ffcf3a")  # the plate of the player who takes the finished trick
BODIES_KEPT = 4  # a plate's pictures kept: with its corner's row and without, marked or not
LOOKS_KEPT = 8  # what a plate showed lately: at rest, and thinking with one to three dots
CORNERS_KEPT = 64  # the corners' pictures kept, for all the plates


class PlateItem(QGraphicsObject):
    """A player's name plate: name, score, tricks, dealer chip and status line.

    While its player thinks, the plate pulses: a looping ``QPropertyAnimation`` runs its
    ``pulse_level`` (where the beat is, 0 to 1) and the plate brightens its rim and counts
    dots after "thinking" from it.

    The plate and its texts but the corner's are drawn once into a picture (``body()``)
    at the screen's pixel ratio, again only when one of those texts, the size or the font
    changes; the corner (the status with its dots, or the badge), which changes at every
    turn, is copied over it from a picture of its own (``corner_picture()``).  The rim is
    its own item (``PlateRim``), repainted over the plate's cache when its brightness,
    one of ``GLOW_STEPS``, changes."""

    def __init__(self) -> None:
        super().__init__()
        self.content = Plate("", "")
        self.size = (180.0, 52.0)
        self._bounds = rim_bounds(self.size)  # asked for dozens of times a paint: kept
        self.font_basis = 52.0  # the plate height its fonts are chosen for
        self._pulse_value = 0.0
        self.took_trick = False  # its player takes the finished trick on the table
        # the last pictures of the plate but its corner, and what it showed lately
        self._bodies: dict[object, QPixmap] = {}
        self._looks: dict[object, tuple[QPixmap, tuple[QRectF, QPixmap] | None]] = {}
        self.rim = PlateRim(self)
        self.setCacheMode(QGraphicsObject.CacheMode.DeviceCoordinateCache)
        self.pulse = QPropertyAnimation(self, b"pulse_level", self)
        self.pulse.setStartValue(0.0)
        self.pulse.setEndValue(1.0)
        self.pulse.setDuration(PULSE_MS)
        self.pulse.setEasingCurve(QEasingCurve.Type.Linear)
        self.pulse.setLoopCount(-1)

    def boundingRect(self) -> QRectF:
        return self._bounds

    def set_content(self, content: Plate, size: tuple[float, float],
                    scale: float | None = None) -> None:
        """Show ``content`` on a plate of ``size``, in the fonts of a plate ``scale``
        high (its own height if None)."""
        scale = size[1] if scale is None else scale
        if (content, size, scale) != (self.content, self.size, self.font_basis):
            if size != self.size:
                self.prepareGeometryChange()
                self.rim.resized()
                self._bounds = rim_bounds(size)
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
        glow, status = self._look()
        self._pulse_value = value
        if self._status() != status:
            self.update()  # the dots: the plate's picture is drawn again
        elif self._look()[0] != glow:
            self.rim.update()  # only the rim, over the plate's cache

    pulse_level = Property(float, _get_pulse, _set_pulse)

    def glow(self) -> float:
        """How bright the rim of the active plate is, 0.55 to 1 (in ``GLOW_STEPS``)."""
        beat = 0.5 + 0.5 * abs(1 - 2 * self._pulse_value) if self.content.thinking else 0.0
        return 0.55 + 0.45 * round(beat * GLOW_STEPS) / GLOW_STEPS

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
        return round(self.glow() * 255), self._status()

    def paint(
        self,
        painter: QPainter,
        option: QStyleOptionGraphicsItem,
        widget: QWidget | None = None,
    ) -> None:
        body, corner = self.look(device_ratio(painter))
        w, h = self.size
        painter.drawPixmap(QRectF(-4, -4, w + 8, h + 8), body, QRectF(body.rect()))
        if corner is not None:
            place, picture = corner
            painter.drawPixmap(place, picture, QRectF(picture.rect()))

    def look(self, dpr: float) -> tuple[QPixmap, tuple[QRectF, QPixmap] | None]:
        """The plate's picture but for its corner and an active plate's rim, and its
        corner's place and picture, at the pixel ratio ``dpr``: worked out again only
        when what the plate shows changes."""
        key = (self.content, self.size, self.font_basis, self.took_trick, self._status(),
               self.mark_text(), dpr, QFont().key())
        known = self._looks.get(key)
        if known is None:
            parts = self.texts()
            corner = next((corner_picture(p, dpr) for p in parts if p.role == "corner"), None)
            body = self.body(dpr, [p for p in parts if p.role != "corner"])
            known = self._looks[key] = (body, corner)
            if len(self._looks) > LOOKS_KEPT:
                self._looks.pop(next(iter(self._looks)))
        return known

    def body(self, dpr: float, parts: list[PlateText]) -> QPixmap:
        """The plate with the texts ``parts`` (all but its corner), at the pixel ratio
        ``dpr``: drawn again only when one of them, the size or the chip changes."""
        key = (tuple(p.key() for p in parts), self.content.dealer, self.size, self.font_basis,
               self.took_trick, dpr)
        known = self._bodies.get(key)
        if known is not None:
            return known
        w, h = self.size
        picture = clear_picture(w + 8, h + 8, dpr)
        painter = QPainter(picture)
        painter.translate(4, 4)
        self._paint_body(painter, parts)
        painter.end()
        if len(self._bodies) >= BODIES_KEPT:
            self._bodies.pop(next(iter(self._bodies)))
        self._bodies[key] = picture
        return picture

    def _paint_body(self, painter: QPainter, parts: list[PlateText]) -> None:
        w, h = self.size
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setRenderHint(QPainter.RenderHint.TextAntialiasing)
        rect = QRectF(0, 0, w, h)
        radius = min(h * 0.28, 16)
        painter.setBrush(PLATE_COLOUR)
        if self.took_trick:
            painter.setBrush(QColor(74, 58, 12, 230))
            painter.setPen(QPen(TRICK_WON, max(3.0, h * 0.08)))
        else:  # an active plate's rim is drawn over this edge at each beat
            painter.setPen(QPen(QColor(255, 255, 255, 40), 1))
        painter.drawRoundedRect(rect, radius, radius)
        if self.content.dealer:
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
        for part in parts:
            part.draw(painter)


_CORNERS: dict[tuple[object, ...], tuple[QRectF, QPixmap]] = {}


def corner_picture(part: PlateText, dpr: float) -> tuple[QRectF, QPixmap]:
    """A plate's corner text drawn on the screen's whole pixels around where it lies, and
    that place (in the plate's coordinates): drawn once for each text, font, place and
    pixel ratio, for all the plates."""
    key = (part.key(), dpr)
    known = _CORNERS.get(key)
    if known is None:
        rect = part.rect
        left, top = math.floor(rect.left() * dpr) / dpr, math.floor(rect.top() * dpr) / dpr
        place = QRectF(left, top, math.ceil(rect.right() * dpr) / dpr - left,
                       math.ceil(rect.bottom() * dpr) / dpr - top)
        picture = clear_picture(place.width(), place.height(), dpr)
        painter = QPainter(picture)
        painter.setRenderHint(QPainter.RenderHint.TextAntialiasing)
        painter.translate(-left, -top)
        part.draw(painter)
        painter.end()
        known = _CORNERS[key] = (place, picture)
        if len(_CORNERS) > CORNERS_KEPT:
            _CORNERS.pop(next(iter(_CORNERS)))
    return known


def rim_bounds(size: tuple[float, float]) -> QRectF:
    """A plate of ``size`` with room for its rim."""
    return QRectF(-4, -4, size[0] + 8, size[1] + 8)


class PlateRim(QGraphicsItem):
    """The rim of an active plate, drawn over the plate at each step of its pulse (the
    plate itself is copied from its cache meanwhile)."""

    def __init__(self, plate: PlateItem) -> None:
        super().__init__(plate)
        self.plate = plate

    def boundingRect(self) -> QRectF:
        return self.plate.boundingRect()

    def resized(self) -> None:
        self.prepareGeometryChange()

    def paint(
        self,
        painter: QPainter,
        option: QStyleOptionGraphicsItem,
        widget: QWidget | None = None,
    ) -> None:
        plate = self.plate
        if not plate.content.active or plate.took_trick:
            return
        w, h = plate.size
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        glow = QColor(PLATE_ACTIVE)
        glow.setAlphaF(plate.glow())
        painter.setPen(QPen(glow, max(2.0, h * 0.05)))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        radius = min(h * 0.28, 16)
        painter.drawRoundedRect(QRectF(0, 0, w, h), radius, radius)


class PlateText(Value):
    """A text of a name plate: what it says, its font and colour, the box it is drawn in."""

    role: str  # "name", "level", "detail" or "corner"
    text: str
    font: QFont
    colour: QColor
    rect: QRectF
    align: Qt.AlignmentFlag = Qt.AlignmentFlag.AlignLeft
    whole: str = ""  # the text before elision (a name too long for its plate)

    def key(self) -> tuple[object, ...]:
        """What its drawing depends on, to know a picture of it again."""
        return (self.text, self.font.key(), self.colour.rgba(), self.rect.getRect(),
                self.align)

    def draw(self, painter: QPainter) -> None:
        painter.setFont(self.font)
        painter.setPen(self.colour)
        painter.drawText(self.rect, self.align | Qt.AlignmentFlag.AlignVCenter, self.text)


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


def plate_height(plate: Plate, h: float, width: float | None = None) -> float:
    """The least height that shows a plate's lines: the name, then the level (a bot's
    plate on a wide table) and the score (on two lines in a plate ``width`` wide that
    has no room for it on one)."""
    big, small = plate_fonts(h)
    fs = QFontMetricsF(small)
    lines = 1 if width is None else len(score_lines(plate.detail, fs, width - 2 * plate_pad(h)))
    rows = (1 if plate.level else 0) + lines
    return 2 * plate_pad(h) * 0.6 + QFontMetricsF(big).height() + rows * fs.height()


def score_lines(detail: str, fs: QFontMetricsF, room: float) -> list[str]:
    """The score line ("Score 3 · Tricks 1"), or its two halves on two lines when it is
    wider than ``room``."""
    if fs.horizontalAdvance(detail) + 1 <= room or "·" not in detail:
        return [detail]
    return [half.strip() for half in detail.split("·", 1)]


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
    details = score_lines(plate.detail, fs, w - 2 * pad)
    beside = plate.level or details[-1]
    own_row = bool(corner) and not plate.level and (
        fs.horizontalAdvance(beside) + fs.horizontalAdvance("  ") + corner_w > w - 2 * pad)
    heights = [fb.height(),
               *([fs.height()] * ((1 if plate.level or own_row else 0) + len(details)))]
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
    for detail, row in zip(details, rows[-len(details):], strict=True):
        parts.append(PlateText("detail", detail, small, MUTED_TEXT,
                               QRectF(pad, row.top(), fs.horizontalAdvance(detail) + 1,
                                      row.height())))
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
