"""Vector card art for the 24-card euchre deck, drawn with QPainter at any size and DPI."""

from __future__ import annotations

from collections import OrderedDict
from collections.abc import Callable

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, QSize, Qt
from PySide6.QtGui import (
    QColor,
    QFont,
    QFontMetricsF,
    QLinearGradient,
    QPainter,
    QPainterPath,
    QPen,
    QPixmap,
    QPolygonF,
    QTransform,
)

RANKS = "9TJQKA"
SUITS = "CDHS"
ASPECT = 1.4

SUIT_COLOURS: dict[str, QColor] = {
    "C": QColor("#1c1c22"),
    "D": QColor("#b5121b"),
    "H": QColor("#b5121b"),
    "S": QColor("#1c1c22"),
}
FOUR_SUIT_COLOURS: dict[str, QColor] = {
    "C": QColor("#137a3a"),
    "D": QColor("#1453b5"),
    "H": QColor("#b5121b"),
    "S": QColor("#1c1c22"),
}

FACE_COLOUR = QColor("#fdfbf4")
EDGE_COLOUR = QColor("#a9a496")
BACK_COLOUR = QColor("#1f3263")
BACK_LINE_COLOUR = QColor("#3c5596")
BACK_ACCENT_COLOUR = QColor("#b8313c")
LATTICE_COLOUR = QColor("#9e1b26")
LATTICE_LINE_COLOUR = QColor("#f3d9c9")
TARTAN_COLOUR = QColor("#1e6b45")
TARTAN_BAND_COLOUR = QColor(31, 50, 99, 170)
TARTAN_LINE_COLOUR = QColor("#e9d98b")
BACKS = ("navy", "red", "green")  # the designs of the back: see CardArt._draw_back
BACK_FIELDS = {"navy": BACK_COLOUR, "red": LATTICE_COLOUR, "green": TARTAN_COLOUR}
FACES = ("modern", "traditional")  # the court cards: emblems, or double-headed figures
GOLD = QColor("#c9962b")
GOLD_LIGHT = QColor("#f7e2a6")
COURT_FILL = QColor("#f3ecdd")
SELECTED_COLOUR = QColor("#2e8bff")
DIM_COLOUR = QColor(70, 70, 78, 120)

_FONT_FAMILIES = ["Georgia", "DejaVu Serif", "Times New Roman", "Liberation Serif", "serif"]


def suit_colour(suit: str, four_colour: bool = False) -> QColor:
    """The ink colour of a suit, in the two- or four-colour scheme."""
    return QColor((FOUR_SUIT_COLOURS if four_colour else SUIT_COLOURS)[suit])


def _unit_suit_path(suit: str) -> QPainterPath:
    """The suit symbol drawn in the unit square (y grows downwards)."""
    p = QPainterPath()
    if suit == "H":
        p.moveTo(0.5, 0.96)
        p.cubicTo(0.40, 0.80, 0.02, 0.62, 0.02, 0.32)
        p.cubicTo(0.02, 0.14, 0.14, 0.04, 0.28, 0.04)
        p.cubicTo(0.39, 0.04, 0.47, 0.11, 0.5, 0.21)
        p.cubicTo(0.53, 0.11, 0.61, 0.04, 0.72, 0.04)
        p.cubicTo(0.86, 0.04, 0.98, 0.14, 0.98, 0.32)
        p.cubicTo(0.98, 0.62, 0.60, 0.80, 0.5, 0.96)
    elif suit == "D":
        p.moveTo(0.5, 0.0)
        p.quadTo(0.64, 0.30, 0.88, 0.5)
        p.quadTo(0.64, 0.70, 0.5, 1.0)
        p.quadTo(0.36, 0.70, 0.12, 0.5)
        p.quadTo(0.36, 0.30, 0.5, 0.0)
    elif suit == "S":
        p.moveTo(0.5, 0.0)
        p.cubicTo(0.62, 0.17, 0.98, 0.35, 0.98, 0.60)
        p.cubicTo(0.98, 0.76, 0.87, 0.84, 0.75, 0.84)
        p.cubicTo(0.65, 0.84, 0.57, 0.79, 0.53, 0.72)
        p.cubicTo(0.54, 0.86, 0.59, 0.94, 0.68, 1.0)
        p.lineTo(0.32, 1.0)
        p.cubicTo(0.41, 0.94, 0.46, 0.86, 0.47, 0.72)
        p.cubicTo(0.43, 0.79, 0.35, 0.84, 0.25, 0.84)
        p.cubicTo(0.13, 0.84, 0.02, 0.76, 0.02, 0.60)
        p.cubicTo(0.02, 0.35, 0.38, 0.17, 0.5, 0.0)
    elif suit == "C":
        p.setFillRule(Qt.FillRule.WindingFill)
        r = 0.215
        for cx, cy in ((0.5, 0.245), (0.255, 0.56), (0.745, 0.56)):
            p.addEllipse(QPointF(cx, cy), r, r)
        p.addEllipse(QPointF(0.5, 0.5), 0.13, 0.13)
        stem = QPainterPath()
        stem.moveTo(0.46, 0.5)
        stem.cubicTo(0.46, 0.80, 0.41, 0.93, 0.31, 1.0)
        stem.lineTo(0.69, 1.0)
        stem.cubicTo(0.59, 0.93, 0.54, 0.80, 0.54, 0.5)
        stem.closeSubpath()
        p.addPath(stem)
    else:
        raise ValueError(f"unknown suit {suit!r}")
    return p


def suit_path(suit: str, rect: QRectF) -> QPainterPath:
    """The vector symbol of a suit ('C', 'D', 'H', 'S'), centred in the square inside rect."""
    side = min(rect.width(), rect.height())
    x0 = rect.center().x() - side / 2
    y0 = rect.center().y() - side / 2
    return QTransform(side, 0, 0, side, x0, y0).map(_unit_suit_path(suit))


def _index_font() -> QFont:
    font = QFont()
    font.setFamilies(_FONT_FAMILIES)
    font.setStyleHint(QFont.StyleHint.Serif)
    font.setPixelSize(100)
    font.setWeight(QFont.Weight.Bold)
    return font


def _text_path(text: str, rect: QRectF) -> QPainterPath:
    """Bold text whose capitals fill rect's height, centred, squeezed if too wide.

    Descenders (as in J or Q) may reach below rect.
    """
    font = _index_font()
    path = QPainterPath()
    path.addText(0, 0, font, text)
    box = path.boundingRect()
    scale = rect.height() / QFontMetricsF(font).capHeight()
    scale_x = min(scale, rect.width() / box.width())
    dx = rect.center().x() - box.center().x() * scale_x
    return QTransform(scale_x, 0, 0, scale, dx, rect.bottom()).map(path)


def _rank_label(rank: str) -> str:
    labels = {
        "9": "9",
        "T": "10",
        "J": QCoreApplication.translate("CardArt", "J", "jack corner index"),
        "Q": QCoreApplication.translate("CardArt", "Q", "queen corner index"),
        "K": QCoreApplication.translate("CardArt", "K", "king corner index"),
        "A": QCoreApplication.translate("CardArt", "A", "ace corner index"),
    }
    return labels[rank]


def _scaler(r: QRectF) -> Callable[[float, float], QPointF]:
    """Maps fractions of r's width and height to points inside r."""

    def point(fx: float, fy: float) -> QPointF:
        return QPointF(r.x() + fx * r.width(), r.y() + fy * r.height())

    return point


def _crown_path(r: QRectF) -> QPainterPath:
    """King: a three-pointed crown on a band."""
    at = _scaler(r)
    p = QPainterPath()
    p.setFillRule(Qt.FillRule.WindingFill)
    p.moveTo(at(0.10, 0.74))
    for fx, fy in ((0.03, 0.24), (0.31, 0.5), (0.5, 0.1), (0.69, 0.5), (0.97, 0.24), (0.9, 0.74)):
        p.lineTo(at(fx, fy))
    p.closeSubpath()
    p.addRect(QRectF(at(0.1, 0.78), at(0.9, 0.98)))
    for fx, fy in ((0.03, 0.2), (0.5, 0.07), (0.97, 0.2)):
        p.addEllipse(at(fx, fy), 0.075 * r.width(), 0.075 * r.width())
    return p


def _tiara_path(r: QRectF) -> QPainterPath:
    """Queen: an arched diadem with a tall central jewel."""
    at = _scaler(r)
    p = QPainterPath()
    p.setFillRule(Qt.FillRule.WindingFill)
    p.moveTo(at(0.04, 0.98))
    p.quadTo(at(0.5, 0.72), at(0.96, 0.98))
    p.lineTo(at(0.92, 0.7))
    p.quadTo(at(0.78, 0.6), at(0.72, 0.42))
    p.quadTo(at(0.64, 0.56), at(0.5, 0.3))
    p.quadTo(at(0.36, 0.56), at(0.28, 0.42))
    p.quadTo(at(0.22, 0.6), at(0.08, 0.7))
    p.closeSubpath()
    for fx, fy, size in (
        (0.28, 0.34, 0.065),
        (0.72, 0.34, 0.065),
        (0.08, 0.62, 0.05),
        (0.92, 0.62, 0.05),
    ):
        p.addEllipse(at(fx, fy), size * r.width(), size * r.width())
    p.addPolygon(QPolygonF([at(0.5, 0.0), at(0.6, 0.2), at(0.5, 0.4), at(0.4, 0.2)]))
    return p


def _cap_path(r: QRectF) -> QPainterPath:
    """Jack: a soft cap on a brim with a long sweeping feather."""
    at = _scaler(r)
    p = QPainterPath()
    p.setFillRule(Qt.FillRule.WindingFill)
    p.moveTo(at(0.12, 0.74))
    p.cubicTo(at(0.1, 0.3), at(0.7, 0.22), at(0.84, 0.74))
    p.closeSubpath()
    p.addRoundedRect(QRectF(at(0.02, 0.72), at(0.98, 0.94)), 0.1 * r.height(), 0.1 * r.height())
    p.moveTo(at(0.34, 0.62))
    p.cubicTo(at(0.4, 0.1), at(0.8, -0.04), at(1.0, 0.04))
    p.cubicTo(at(0.84, 0.2), at(0.6, 0.3), at(0.34, 0.62))
    p.closeSubpath()
    return p


_EMBLEMS = {"J": _cap_path, "Q": _tiara_path, "K": _crown_path}

# Pip centres as (x, y) fractions of the card, for the number cards.
_SIDE_PIPS = [(x, y) for x in (0.345, 0.655) for y in (0.2, 0.4, 0.6, 0.8)]
_PIPS = {"9": [*_SIDE_PIPS, (0.5, 0.5)], "T": [*_SIDE_PIPS, (0.5, 0.3), (0.5, 0.7)]}


class CardArt:
    """Renders and caches card pixmaps; cards are two-letter strings such as 'JH' or 'TD'."""

    def __init__(
        self, four_colour: bool = False, max_entries: int = 256, back: str = BACKS[0],
        faces: str = FACES[0],
    ) -> None:
        if back not in BACKS:
            raise ValueError(f"unknown card back {back!r}")
        if faces not in FACES:
            raise ValueError(f"unknown court faces {faces!r}")
        self.four_colour = four_colour
        self.back = back
        self.faces = faces
        self.max_entries = max_entries
        self._cache: OrderedDict[tuple[object, ...], QPixmap] = OrderedDict()

    @staticmethod
    def size_for_width(width: int) -> QSize:
        return QSize(width, round(width * ASPECT))

    def cached_count(self) -> int:
        return len(self._cache)

    def clear(self) -> None:
        """Forget every cached pixmap (after a language or colour change)."""
        self._cache.clear()

    def set_style(self, four_colour: bool, back: str, faces: str | None = None) -> bool:
        """Draw in the four- or two-colour scheme with the ``back`` design (one of BACKS)
        and the ``faces`` of the court cards (one of FACES; None: as they are); True if
        that changes the pictures."""
        faces = self.faces if faces is None else faces
        if back not in BACKS:
            raise ValueError(f"unknown card back {back!r}")
        if faces not in FACES:
            raise ValueError(f"unknown court faces {faces!r}")
        if (four_colour, back, faces) == (self.four_colour, self.back, self.faces):
            return False
        self.four_colour, self.back, self.faces = four_colour, back, faces
        self.clear()
        return True

    def back_colour(self) -> QColor:
        """The main colour of the back, for a card whose picture is not drawn yet."""
        return QColor(BACK_FIELDS[self.back])

    def pixmap(
        self,
        card: str | None,
        width: int,
        dpr: float = 1.0,
        *,
        face_up: bool = True,
        dimmed: bool = False,
        selected: bool = False,
    ) -> QPixmap:
        if card is not None and (len(card) != 2 or card[0] not in RANKS or card[1] not in SUITS):
            raise ValueError(f"unknown card {card!r}")
        shown = card if face_up else None
        key = self._key(shown, width, dpr, dimmed, selected)
        cached = self._cache.get(key)
        if cached is not None:
            self._cache.move_to_end(key)
            return cached
        pixmap = self._render(shown, width, dpr, dimmed, selected)
        self._cache[key] = pixmap
        while len(self._cache) > self.max_entries:
            self._cache.popitem(last=False)
        return pixmap

    def cached(
        self,
        card: str | None,
        width: int,
        dpr: float = 1.0,
        *,
        face_up: bool = True,
        dimmed: bool = False,
        selected: bool = False,
    ) -> QPixmap | None:
        """The pixmap if it has been drawn already, else None (nothing is drawn)."""
        return self._cache.get(self._key(card if face_up else None, width, dpr, dimmed, selected))

    def _key(
        self, card: str | None, width: int, dpr: float, dimmed: bool, selected: bool
    ) -> tuple[object, ...]:
        return (card, width, dpr, dimmed, selected, self.four_colour, self.back, self.faces)

    def has_shadow(self, width: int, dpr: float = 1.0) -> bool:
        return ("shadow", width, dpr) in self._cache

    def shadow(self, width: int, dpr: float = 1.0) -> QPixmap:
        """The soft shadow drawn under a card of ``width``."""
        key = ("shadow", width, dpr)
        cached = self._cache.get(key)
        if cached is None:
            size = self.size_for_width(width)
            cached = QPixmap(round(size.width() * dpr), round(size.height() * dpr))
            cached.setDevicePixelRatio(dpr)
            cached.fill(Qt.GlobalColor.transparent)
            painter = QPainter(cached)
            painter.setRenderHint(QPainter.RenderHint.Antialiasing)
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(QColor(0, 0, 0, 70))
            radius = width * 0.065
            painter.drawRoundedRect(QRectF(0, 0, size.width(), size.height()), radius, radius)
            painter.end()
            self._cache[key] = cached
        return cached

    def _render(
        self, card: str | None, width: int, dpr: float, dimmed: bool, selected: bool
    ) -> QPixmap:
        size = self.size_for_width(width)
        pixmap = QPixmap(round(size.width() * dpr), round(size.height() * dpr))
        pixmap.setDevicePixelRatio(dpr)
        pixmap.fill(Qt.GlobalColor.transparent)
        painter = QPainter(pixmap)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        w, h = float(size.width()), float(size.height())
        edge = max(1.0, width * dpr / 120) / dpr
        outline = QRectF(0, 0, w, h).adjusted(edge / 2, edge / 2, -edge / 2, -edge / 2)
        radius = w * 0.065
        shape = QPainterPath()
        shape.addRoundedRect(outline, radius, radius)
        if card is None:
            self._draw_back(painter, shape, w, h)
        else:
            painter.fillPath(shape, FACE_COLOUR)
            self._draw_face(painter, card, w, h)
        painter.setPen(QPen(EDGE_COLOUR, edge))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawPath(shape)
        if dimmed:
            painter.fillPath(shape, DIM_COLOUR)
        if selected:
            ring = max(2.0, w * 0.045)
            inner = QRectF(0, 0, w, h).adjusted(ring / 2, ring / 2, -ring / 2, -ring / 2)
            painter.setPen(QPen(SELECTED_COLOUR, ring))
            painter.drawRoundedRect(inner, radius, radius)
        painter.end()
        return pixmap

    # faces

    def _draw_face(self, painter: QPainter, card: str, w: float, h: float) -> None:
        rank, suit = card[0], card[1]
        colour = suit_colour(suit, self.four_colour)
        self._draw_index(painter, rank, suit, colour, w)
        painter.save()
        painter.translate(w, h)
        painter.rotate(180)
        self._draw_index(painter, rank, suit, colour, w)
        painter.restore()
        if rank in _PIPS:
            self._draw_pips(painter, rank, suit, colour, w, h)
        elif rank == "A":
            side = w * 0.5
            pip = QRectF(w / 2 - side / 2, h / 2 - side / 2, side, side)
            painter.fillPath(suit_path(suit, pip), colour)
        elif self.faces == "traditional":
            self._draw_figure(painter, rank, suit, colour, w, h)
        else:
            self._draw_court(painter, rank, suit, colour, w, h)

    def _draw_figure(
        self, painter: QPainter, rank: str, suit: str, colour: QColor, w: float, h: float
    ) -> None:
        """A traditional double-headed court figure, in a frame clear of the indices."""
        from .courtart import draw_court

        left, _, _, suit_s = self._index_metrics(w)
        margin = left + suit_s * 1.1 + w * 0.015
        panel = QRectF(margin, h * 0.045, w - 2 * margin, h * 0.91)
        draw_court(painter, rank, suit, colour, _unit_suit_path(suit), panel,
                   max(0.6, w * 0.007))

    def _index_metrics(self, w: float) -> tuple[float, float, float, float]:
        """Left, top, rank height and suit size of the corner index."""
        if w < 80:
            return w * 0.055, w * 0.07, w * 0.22, w * 0.17
        return w * 0.05, w * 0.065, w * 0.18, w * 0.14

    def _draw_index(
        self, painter: QPainter, rank: str, suit: str, colour: QColor, w: float
    ) -> None:
        left, top, rank_h, suit_s = self._index_metrics(w)
        column = suit_s * 1.25
        text = _text_path(_rank_label(rank), QRectF(left, top, column, rank_h))
        painter.fillPath(text, colour)
        pip_top = max(top + rank_h, text.boundingRect().bottom()) + rank_h * 0.2
        pip_rect = QRectF(left + (column - suit_s) / 2, pip_top, suit_s, suit_s)
        painter.fillPath(suit_path(suit, pip_rect), colour)

    def _draw_pips(
        self, painter: QPainter, rank: str, suit: str, colour: QColor, w: float, h: float
    ) -> None:
        # Small cards pull the pips towards the middle, clear of the corner indices.
        side, spread = (w * 0.155, 0.8) if w < 100 else (w * 0.18, 0.95)
        for fx, fy in _PIPS[rank]:
            cx, cy = (0.5 + (fx - 0.5) * spread) * w, fy * h
            pip = suit_path(suit, QRectF(-side / 2, -side / 2, side, side))
            painter.save()
            painter.translate(cx, cy)
            if fy > 0.5:
                painter.rotate(180)
            painter.fillPath(pip, colour)
            painter.restore()

    def _draw_court(
        self, painter: QPainter, rank: str, suit: str, colour: QColor, w: float, h: float
    ) -> None:
        jack = rank == "J"
        left, _, _, suit_s = self._index_metrics(w)
        margin = left + suit_s * 1.25 + w * 0.03
        panel = QRectF(margin, h * 0.12, w - 2 * margin, h * 0.76)
        frame = max(1.0, w * 0.018)
        if jack:
            fill = QLinearGradient(panel.topLeft(), panel.bottomRight())
            fill.setColorAt(0.0, GOLD_LIGHT)
            fill.setColorAt(1.0, GOLD_LIGHT.darker(112))
            painter.setBrush(fill)
            painter.setPen(QPen(GOLD, frame * 1.6))
        else:
            painter.setBrush(COURT_FILL)
            painter.setPen(QPen(colour, frame))
        painter.drawRoundedRect(panel, w * 0.03, w * 0.03)
        inner = panel.adjusted(frame * 2.2, frame * 2.2, -frame * 2.2, -frame * 2.2)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.setPen(QPen(GOLD if jack else colour, frame * 0.6))
        painter.drawRoundedRect(inner, w * 0.02, w * 0.02)

        pw, cx = panel.width(), panel.center().x()
        emblem_h, letter_h, pip_s = pw * 0.42, pw * 0.62, pw * 0.34
        gap = pw * 0.13
        top = panel.center().y() - (emblem_h + letter_h * 1.1 + pip_s + 2 * gap) / 2
        emblem = QRectF(cx - pw * 0.33, top, pw * 0.66, emblem_h)
        painter.fillPath(_EMBLEMS[rank](emblem), colour)
        letter = QRectF(cx - pw * 0.4, emblem.bottom() + gap, pw * 0.8, letter_h)
        text = _text_path(_rank_label(rank), letter)
        painter.fillPath(text, colour)
        pip_top = max(letter.bottom() + gap, text.boundingRect().bottom() + gap * 0.6)
        pip = QRectF(cx - pip_s / 2, pip_top, pip_s, pip_s)
        painter.fillPath(suit_path(suit, pip), colour)

    # back

    def _draw_back(self, painter: QPainter, shape: QPainterPath, w: float, h: float) -> None:
        painter.fillPath(shape, FACE_COLOUR)
        margin = w * 0.055
        field = QRectF(margin, margin, w - 2 * margin, h - 2 * margin)
        field_path = QPainterPath()
        field_path.addRoundedRect(field, w * 0.035, w * 0.035)
        painter.fillPath(field_path, BACK_FIELDS[self.back])
        painter.save()
        painter.setClipPath(field_path)
        {"navy": _navy_pattern, "red": _lattice_pattern, "green": _tartan_pattern}[self.back](
            painter, w, h)
        painter.restore()
        inset = w * 0.03
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.setPen(QPen(FACE_COLOUR, max(0.8, w * 0.012)))
        painter.drawRoundedRect(field.adjusted(inset, inset, -inset, -inset), w * 0.02, w * 0.02)
        {"navy": _navy_medal, "red": _lattice_medal, "green": _tartan_medal}[self.back](
            painter, w, h)


def _navy_pattern(painter: QPainter, w: float, h: float) -> None:
    """Navy: a fine diagonal grid with red dots."""
    step = w / 7
    painter.setPen(QPen(BACK_LINE_COLOUR, max(0.8, w * 0.012)))
    n = int((w + h) / step) + 2
    for i in range(-n, n + 1):
        x = i * step
        painter.drawLine(QPointF(x, 0), QPointF(x + h, h))
        painter.drawLine(QPointF(x, 0), QPointF(x - h, h))
    dot = max(0.6, w * 0.016)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(BACK_ACCENT_COLOUR)
    for i in range(-n, n + 1):
        for j in range(0, int(h / step) + 2):
            painter.drawEllipse(QPointF(i * step + (j % 2) * step / 2, j * step / 2), dot, dot)


def _navy_medal(painter: QPainter, w: float, h: float) -> None:
    medal = QRectF(w * 0.27, h / 2 - w * 0.3, w * 0.46, w * 0.6)
    painter.setBrush(BACK_COLOUR)
    painter.setPen(QPen(BACK_ACCENT_COLOUR, max(1.0, w * 0.03)))
    painter.drawEllipse(medal)
    painter.setPen(QPen(FACE_COLOUR, max(0.6, w * 0.01)))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.drawEllipse(medal.adjusted(w * 0.035, w * 0.035, -w * 0.035, -w * 0.035))
    side = w * 0.24
    spade = QRectF(w / 2 - side / 2, h / 2 - side / 2, side, side)
    painter.fillPath(suit_path("S", spade), FACE_COLOUR)


def _lattice_pattern(painter: QPainter, w: float, h: float) -> None:
    """Red: a lattice of doubled lines crossing at right angles, a diamond in each gap."""
    step = w / 5
    thin = max(0.7, w * 0.01)
    painter.setPen(QPen(LATTICE_LINE_COLOUR, thin))
    n = int((w + h) / step) + 2
    for i in range(-n, n + 1):
        for offset in (-thin * 1.6, thin * 1.6):
            x = i * step + offset
            painter.drawLine(QPointF(x, 0), QPointF(x + h, h))
            painter.drawLine(QPointF(x, 0), QPointF(x - h, h))
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(LATTICE_LINE_COLOUR)
    side = step * 0.32
    for i in range(-n, n + 1):
        for j in range(0, int(2 * h / step) + 2):
            centre = QPointF(i * step + (j % 2) * step / 2, j * step / 2 + step / 2)
            painter.fillPath(suit_path("D", QRectF(centre.x() - side / 2, centre.y() - side / 2,
                                                   side, side)), LATTICE_LINE_COLOUR)


def _lattice_medal(painter: QPainter, w: float, h: float) -> None:
    side = w * 0.46
    diamond = QRectF(w / 2 - side / 2, h / 2 - side * 0.65, side, side * 1.3)
    outline = QPolygonF([QPointF(diamond.center().x(), diamond.top()),
                         QPointF(diamond.right(), diamond.center().y()),
                         QPointF(diamond.center().x(), diamond.bottom()),
                         QPointF(diamond.left(), diamond.center().y())])
    painter.setBrush(LATTICE_COLOUR)
    painter.setPen(QPen(FACE_COLOUR, max(1.0, w * 0.025)))
    painter.drawPolygon(outline)
    heart = w * 0.2
    painter.fillPath(suit_path("H", QRectF(w / 2 - heart / 2, h / 2 - heart / 2, heart, heart)),
                     FACE_COLOUR)


def _tartan_pattern(painter: QPainter, w: float, h: float) -> None:
    """Green: a tartan of navy bands crossed by thin gold lines."""
    step = w / 4.5
    band = step * 0.4
    painter.setPen(Qt.PenStyle.NoPen)
    count = int(max(w, h) / step) + 2
    for i in range(-1, count):
        at = i * step + step / 4
        painter.fillRect(QRectF(at, 0, band, h), TARTAN_BAND_COLOUR)
        painter.fillRect(QRectF(0, at, w, band), TARTAN_BAND_COLOUR)
    painter.setPen(QPen(TARTAN_LINE_COLOUR, max(0.6, w * 0.007)))
    for i in range(-1, count):
        at = i * step + step / 4 + band + (step - band) / 2
        painter.drawLine(QPointF(at, 0), QPointF(at, h))
        painter.drawLine(QPointF(0, at), QPointF(w, at))


def _tartan_medal(painter: QPainter, w: float, h: float) -> None:
    medal = QRectF(w * 0.29, h / 2 - w * 0.21, w * 0.42, w * 0.42)
    painter.setBrush(TARTAN_COLOUR)
    painter.setPen(QPen(TARTAN_LINE_COLOUR, max(1.0, w * 0.025)))
    painter.drawEllipse(medal)
    side = w * 0.22
    painter.fillPath(suit_path("C", QRectF(w / 2 - side / 2, h / 2 - side / 2, side, side)),
                     FACE_COLOUR)
