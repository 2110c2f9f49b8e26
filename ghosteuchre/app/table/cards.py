"""Cards on the table: the items, and the queue that draws their pictures ahead of time."""

from __future__ import annotations

import functools
import math
import time
from typing import NamedTuple

from PySide6.QtCore import (
    QEasingCurve,
    QObject,
    QPointF,
    QPropertyAnimation,
    QRectF,
    Qt,
    QTimer,
    Signal,
)
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPen, QPixmap
from PySide6.QtWidgets import QGraphicsObject, QStyleOptionGraphicsItem, QWidget

from ..art.cardart import (
    EDGE_COLOUR,
    FACE_COLOUR,
    RANKS,
    SUITS,
    CardArt,
    clear_picture,
    device_ratio,
)

FOCUS_COLOUR = QColor("#ffd54a")
WINNER_COLOUR = QColor("#ffcf3a")  # the glow around the card that takes the trick
BADGE_COLOUR = QColor("#1d4f91")
BADGE_EDGE = QColor("#0c2548")
BADGE_TEXT = QColor("#ffffff")
RUNNING = QPropertyAnimation.State.Running  # a card on its way
BADGE_ROOM = 0.58  # of a card's width: what the next card of the hand leaves uncovered
BADGE_ALONG = 0.6  # of a card's height: what an upright tag may run along
BADGE_MIN_PX = 9  # the smallest readable tag


_GLOWS: dict[tuple[float, float, float, float], QPixmap] = {}  # by card size and dpr
# the tags drawn, by what they show, their card's size, their room, the pixel ratio and
# the font: where each lies on its card and its picture
_BADGES: dict[tuple[object, ...], tuple[QRectF, QPixmap]] = {}
BADGES_KEPT = 256


def _draw_glow(painter: QPainter, card: QRectF, radius: float, width: float) -> None:
    """Gold rings fading outwards from ``card``, and a bright edge."""
    painter.setBrush(Qt.BrushStyle.NoBrush)
    reach = width * 0.13
    steps = 6
    for i in range(steps, 0, -1):
        grow = reach * i / steps
        colour = QColor(WINNER_COLOUR)
        colour.setAlphaF(0.5 * (1 - i / (steps + 1)))
        painter.setPen(QPen(colour, reach / steps + 1))
        painter.drawRoundedRect(card.adjusted(-grow, -grow, grow, grow),
                                radius + grow, radius + grow)
    edge = max(2.5, width * 0.04)
    painter.setPen(QPen(WINNER_COLOUR, edge))
    painter.drawRoundedRect(card.adjusted(-edge / 2, -edge / 2, edge / 2, edge / 2),
                            radius, radius)


@functools.lru_cache(maxsize=2048)
def _fit(texts: tuple[str, ...], room: float, largest: int, font_key: str) -> int | None:
    """The largest pixel size from ``largest`` down to the smallest readable at which
    every one of ``texts`` fits ``room`` in the bold application font (``font_key``, the
    font's key, tells a change of that font); measured once for each tag, not at every
    paint."""
    font = QFont()
    font.setBold(True)
    for px in range(largest, BADGE_MIN_PX - 1, -1):
        font.setPixelSize(px)
        metrics = QFontMetricsF(font)
        if max(metrics.horizontalAdvance(t) for t in texts) + px <= room:
            return px
    return None


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

    SLICE_S = 0.003  # a slice stays within this, or one picture if that takes longer

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
        """Draw pictures while the next, if it takes as long as the longest so far, still
        ends within ``SLICE_S`` (the first is always drawn)."""
        started = time.perf_counter()
        longest = 0.0
        while self._pending:
            before = time.perf_counter()
            if before - started + longest > self.SLICE_S:
                break
            picture = next(iter(self._pending))
            del self._pending[picture]
            if not self._ready(picture):
                self._draw(picture)
            longest = max(longest, time.perf_counter() - before)
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
        # drawn once into a picture of the screen's pixels, which a move only copies
        self.setCacheMode(QGraphicsObject.CacheMode.DeviceCoordinateCache)
        self.queue = queue
        self.art = queue.art
        self.card = card
        self.key = key
        self.face_up = card is not None
        self.dimmed = False
        self.selected = False
        self.focused = False
        self.highlight = False
        self.winner = False  # the card that takes the finished trick: it glows
        self.badge = ""  # a learning aid's tag on the card ("Left ♥")
        self.badge_room = 0.0  # how much of the card's width the next card leaves in view
        self.badge_peers: tuple[str, ...] = ()  # the tags shown beside it, at one size
        self.width = 80
        self._bounds = self._bounds_now()  # asked for dozens of times a paint: kept
        self._anim: QPropertyAnimation | None = None
        self.home = QPointF()
        self._in_deck = QTimer(self)  # a dealt card waiting in the deck: when it leaves
        self._in_deck.setSingleShot(True)
        self._in_deck.timeout.connect(self.show)

    def leave_deck_in(self, ms: int) -> None:
        """Hidden in the deck until it leaves it, ``ms`` from now (a deal)."""
        self.hide()
        self._in_deck.start(ms)

    def stay_in_deck(self) -> None:
        """It has left the table before leaving the deck: it stays hidden."""
        self._in_deck.stop()

    def reuse(self, card: str | None, key: str) -> None:
        """Become another card, as a new item would be: the table keeps the items of
        cards that have left it and takes them back for later deals (``TableScene``)."""
        self.stop()
        self.card, self.key, self.face_up = card, key, card is not None
        self.dimmed = self.selected = self.focused = self.highlight = self.winner = False
        self.badge, self.badge_room, self.badge_peers = "", 0.0, ()
        self.setToolTip("")
        self.prepareGeometryChange()
        self._bounds = self._bounds_now()
        self.update()  # its cached picture is of the card it was

    def set_badge_room(self, room: float, peers: tuple[str, ...] = ()) -> None:
        """How much of its width the next card leaves in view, and the tags shown beside
        it: they size its tag, so only a card that shows one is drawn again."""
        if (room, peers) != (self.badge_room, self.badge_peers):
            self.badge_room, self.badge_peers = room, peers
            if self.badge:
                self.update()

    def height(self) -> float:
        return self.width * 1.4

    def boundingRect(self) -> QRectF:
        return self._bounds

    def _bounds_now(self) -> QRectF:
        """The card with room for its shadow, or for its glow when it wins the trick, in
        whole pixels: the cached picture of a size with a fraction would be drawn again at
        many steps of a move, as its size in the screen's pixels changes with the place."""
        pad = math.ceil(max(3.0, self.width * (0.16 if self.winner else 0.05)))
        return QRectF(-pad, -pad, self.width + 2 * pad, math.ceil(self.height()) + 2 * pad)

    def set_look(
        self,
        width: int,
        face_up: bool,
        dimmed: bool = False,
        selected: bool = False,
        focused: bool = False,
        highlight: bool = False,
        badge: str = "",
        tip: str = "",
        winner: bool = False,
    ) -> None:
        if tip != self.toolTip():
            self.setToolTip(tip)
        look = (width, face_up, dimmed, selected, focused, highlight, badge, winner)
        if look != (
            self.width,
            self.face_up,
            self.dimmed,
            self.selected,
            self.focused,
            self.highlight,
            self.badge,
            self.winner,
        ):
            self.prepareGeometryChange()
            self.width, self.face_up, self.dimmed, self.selected = look[:4]
            self.focused, self.highlight, self.badge = focused, highlight, badge
            self.winner = winner
            self._bounds = self._bounds_now()
            self.update()

    def paint(
        self,
        painter: QPainter,
        option: QStyleOptionGraphicsItem,
        widget: QWidget | None = None,
    ) -> None:
        dpr = device_ratio(painter)
        scale = painter.worldTransform().m11()
        shown = self.card if self.face_up else None
        width = round(self.width * max(scale, 0.1)) if scale != 1 else self.width
        pixmap = self.art.cached(shown, width, dpr, face_up=shown is not None,
                                 dimmed=self.dimmed, selected=self.selected)
        target = QRectF(0, 0, self.width, self.height())
        radius = self.width * 0.065
        if self.winner:
            self._paint_glow(painter, target, radius)
        if pixmap is None or not self.art.has_shadow(self.width, dpr):
            self.queue.need(self, [Picture(shown, width, dpr, self.dimmed, self.selected),
                                   Picture(None, self.width, dpr, shadow=True)])
            painter.setPen(QPen(EDGE_COLOUR, 1))
            painter.setBrush(FACE_COLOUR if shown else self.art.back_colour())
            painter.drawRoundedRect(target, radius, radius)
        else:
            t = painter.worldTransform()
            if not (t.isScaling() or t.isRotating()):
                # on whole pixels the pictures are copied, not resampled
                painter.translate(round(t.dx()) - t.dx(), round(t.dy()) - t.dy())
            painter.drawPixmap(target.translated(2, 3), self.art.shadow(self.width, dpr),
                               QRectF(pixmap.rect()))
            painter.drawPixmap(target, pixmap, QRectF(pixmap.rect()))
        if self.badge and self.face_up:
            self._paint_badge(painter, target)
        if self.focused or self.highlight:
            colour = FOCUS_COLOUR if self.focused else QColor("#7cf29a")
            painter.setPen(QPen(colour, max(2.0, self.width * 0.045)))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            pad = max(1.5, self.width * 0.02)
            painter.drawRoundedRect(target.adjusted(-pad, -pad, pad, pad), radius, radius)

    def _paint_glow(self, painter: QPainter, card: QRectF, radius: float) -> None:
        """The winning card's glow: gold rings fading outwards, and a bright edge; drawn
        once for each size into a picture that every later paint copies."""
        dpr = device_ratio(painter)
        reach = self.width * 0.13
        margin = reach + reach / 6 + 2
        key = (card.width(), card.height(), radius, dpr)
        picture = _GLOWS.get(key)
        if picture is None:
            size = card.adjusted(-margin, -margin, margin, margin).size()
            picture = clear_picture(size.width(), size.height(), dpr)
            glow = QPainter(picture)
            glow.setRenderHint(QPainter.RenderHint.Antialiasing)
            _draw_glow(glow, card.translated(margin, margin), radius, self.width)
            glow.end()
            _GLOWS[key] = picture
        painter.drawPixmap(card.adjusted(-margin, -margin, margin, margin), picture,
                           QRectF(picture.rect()))

    def badge_lines(self) -> tuple[str, ...]:
        """The tag's lines: its parts one under the other ("Led" over "Left ♦") if they
        fit across its room at a larger size than the whole tag on one line (or the one
        line does not fit at a readable size); else one line."""
        if " · " in self.badge:
            parts = tuple(self.badge.split(" · "))
            stacked = self._badge_fit(self._badge_room(), parts)
            if stacked is not None and stacked > (self._badge_fit(self._badge_room()) or 0):
                return parts
        return (self.badge,)

    def badge_upright(self) -> bool:
        """Whether the tag runs up the card: when a tight fan leaves too narrow a strip
        in view for it to lie across, even on two lines."""
        return self._badge_fit(self._badge_room(), self.badge_lines()) is None

    def badge_font(self) -> QFont:
        """The tag's bold font, the largest at which it and its peers fit their room."""
        px = self._badge_fit(self._badge_room(), self.badge_lines())
        if px is None:  # upright: along the strip's height, no thicker than its width
            along = self._badge_fit(self.height() * BADGE_ALONG) or BADGE_MIN_PX
            px = max(BADGE_MIN_PX, min(along, int(self._badge_room() / 1.45)))
        font = QFont()
        font.setBold(True)
        font.setPixelSize(px)
        return font

    def _badge_fit(self, room: float, lines: tuple[str, ...] = ()) -> int | None:
        """The largest pixel size (down to the smallest readable) at which each of the
        tag's ``lines`` (the whole tag if none) and its peers fits ``room``, if any."""
        texts = (*(lines or (self.badge,)), *self.badge_peers)
        largest = max(BADGE_MIN_PX, round(self.width * 0.15))
        return _fit(texts, room, largest, QFont().key())

    def badge_rect(self) -> QRectF:
        """Where the tag lies, in the card's coordinates: at the bottom left, the part a
        fanned hand leaves in view (upright, it runs up from the bottom)."""
        font = self.badge_font()
        px = font.pixelSize()
        metrics = QFontMetricsF(font)
        inset = self.width * 0.05
        lines = self.badge_lines()
        length = max(metrics.horizontalAdvance(line) for line in lines) + px
        thick = px * 1.45 if len(lines) == 1 else px * 0.45 + len(lines) * metrics.lineSpacing()
        if self.badge_upright():
            return QRectF(inset, self.height() - length - inset, thick, length)
        w = min(self._badge_room(), length)
        return QRectF(inset, self.height() - thick - inset, w, thick)

    def _badge_room(self) -> float:
        inset = self.width * 0.05
        room = self.width * BADGE_ROOM
        if self.badge_room > 0:
            room = min(room, self.badge_room - 2 * inset)
        return room

    def _paint_badge(self, painter: QPainter, card: QRectF) -> None:
        """The tag, copied from its picture (drawn once for each look, size and room)."""
        t = painter.worldTransform()  # a scaled card's tag is drawn at its scale: crisp
        dpr = device_ratio(painter) * max(math.hypot(t.m11(), t.m12()), 0.1)
        key = (self.badge, self.badge_peers, self.badge_room, self.width, self.height(), dpr,
               QFont().key())
        known = _BADGES.get(key)
        if known is None:
            known = _BADGES[key] = self._badge_picture(dpr)
            if len(_BADGES) > BADGES_KEPT:
                _BADGES.pop(next(iter(_BADGES)))
        place, picture = known
        painter.drawPixmap(place.translated(card.topLeft()), picture, QRectF(picture.rect()))

    def _badge_picture(self, dpr: float) -> tuple[QRectF, QPixmap]:
        """The tag drawn on whole pixels around where it lies, and that place."""
        tag = self.badge_rect()
        left, top = math.floor(tag.left()) - 1, math.floor(tag.top()) - 1
        place = QRectF(left, top, math.ceil(tag.right()) + 1 - left,
                       math.ceil(tag.bottom()) + 1 - top)
        picture = clear_picture(place.width(), place.height(), dpr)
        painter = QPainter(picture)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setRenderHint(QPainter.RenderHint.TextAntialiasing)
        painter.translate(-left, -top)
        self._draw_badge(painter, tag)
        painter.end()
        return place, picture

    def _draw_badge(self, painter: QPainter, tag: QRectF) -> None:
        font = self.badge_font()
        painter.setFont(font)
        edge = min(tag.width(), tag.height(), font.pixelSize() * 1.45) / 2
        painter.setPen(QPen(BADGE_EDGE, 1))
        painter.setBrush(BADGE_COLOUR)
        painter.drawRoundedRect(tag, edge, edge)
        painter.setPen(BADGE_TEXT)
        if not self.badge_upright():
            painter.drawText(tag, Qt.AlignmentFlag.AlignCenter, "\n".join(self.badge_lines()))
            return
        painter.save()
        painter.translate(tag.bottomLeft())
        painter.rotate(-90)
        painter.drawText(QRectF(0, 0, tag.height(), tag.width()), Qt.AlignmentFlag.AlignCenter,
                         self.badge)
        painter.restore()

    def move_to(self, pos: QPointF, duration: int, delay_ms: int = 0) -> None:
        """Go to ``pos``: at once, or along an eased path of ``duration`` ms."""
        self.home = QPointF(pos)
        anim = self._anim
        if anim is not None and anim.state() == RUNNING:
            if anim.endValue() == pos:
                return  # already on its way there
            anim.stop()
        elif self.pos() == pos and self.isVisible():
            return  # resting there
        self.show()  # a card kept in the deck (``TableScene._deal``) comes out on another move
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
        return self._anim is not None and self._anim.state() == RUNNING

    def stop(self) -> None:
        """Stay where it is now: a move still under way ends here."""
        if self._anim is not None:
            self._anim.stop()
