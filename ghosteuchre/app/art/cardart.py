"""Vector card art for the 24-card euchre deck, drawn with QPainter at any size and DPI."""

from __future__ import annotations

from collections import OrderedDict

from PySide6.QtCore import QPointF, QRectF, QSize, Qt
from PySide6.QtGui import QColor, QLinearGradient, QPainter, QPainterPath, QPen, QPixmap, QPolygonF

from .cardshapes import EMBLEMS, PIPS, rank_label, suit_path, text_path, unit_suit_path

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


def suit_colour(suit: str, four_colour: bool = False) -> QColor:
    """The ink colour of a suit, in the two- or four-colour scheme."""
    return QColor((FOUR_SUIT_COLOURS if four_colour else SUIT_COLOURS)[suit])


def device_ratio(painter: QPainter) -> float:
    """The pixel ratio of what ``painter`` draws on (1 when it draws on nothing)."""
    device = painter.device()
    return device.devicePixelRatioF() if device else 1.0


def clear_picture(width: float, height: float, dpr: float) -> QPixmap:
    """A transparent picture of ``width`` by ``height`` (logical pixels) at the pixel ratio
    ``dpr``, to draw into."""
    picture = QPixmap(round(width * dpr), round(height * dpr))
    picture.setDevicePixelRatio(dpr)
    picture.fill(Qt.GlobalColor.transparent)
    return picture


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
            cached = clear_picture(size.width(), size.height(), dpr)
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
        pixmap = clear_picture(size.width(), size.height(), dpr)
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
        if rank in PIPS:
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
        draw_court(painter, rank, suit, colour, unit_suit_path(suit), panel,
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
        text = text_path(rank_label(rank), QRectF(left, top, column, rank_h))
        painter.fillPath(text, colour)
        pip_top = max(top + rank_h, text.boundingRect().bottom()) + rank_h * 0.2
        pip_rect = QRectF(left + (column - suit_s) / 2, pip_top, suit_s, suit_s)
        painter.fillPath(suit_path(suit, pip_rect), colour)

    def _draw_pips(
        self, painter: QPainter, rank: str, suit: str, colour: QColor, w: float, h: float
    ) -> None:
        # Small cards pull the pips towards the middle, clear of the corner indices.
        side, spread = (w * 0.155, 0.8) if w < 100 else (w * 0.18, 0.95)
        for fx, fy in PIPS[rank]:
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
        painter.fillPath(EMBLEMS[rank](emblem), colour)
        letter = QRectF(cx - pw * 0.4, emblem.bottom() + gap, pw * 0.8, letter_h)
        text = text_path(rank_label(rank), letter)
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
        if -h - step <= x <= w + step:  # the lines that cross the card, no others
            painter.drawLine(QPointF(x, 0), QPointF(x + h, h))
        if -step <= x <= w + h + step:
            painter.drawLine(QPointF(x, 0), QPointF(x - h, h))
    dot = max(0.6, w * 0.016)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(BACK_ACCENT_COLOUR)
    for i in _across(w, step):
        for j in range(0, int(h / step) + 2):
            painter.drawEllipse(QPointF(i * step + (j % 2) * step / 2, j * step / 2), dot, dot)


def _across(w: float, step: float) -> range:
    """The columns of a pattern of ``step`` whose shapes may lie on a card ``w`` wide."""
    return range(-1, int(w / step) + 2)


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
            if -h - step <= x <= w + step:  # the lines that cross the card, no others
                painter.drawLine(QPointF(x, 0), QPointF(x + h, h))
            if -step <= x <= w + h + step:
                painter.drawLine(QPointF(x, 0), QPointF(x - h, h))
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(LATTICE_LINE_COLOUR)
    side = step * 0.32
    for i in _across(w, step):
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
