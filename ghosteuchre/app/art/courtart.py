"""The traditional deck's court cards: double-headed king, queen and jack figures drawn
as vector paths (the king with crown and sword, the queen with crown and flower, the jack
with cap and halberd), each half the other turned about the card's centre."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPen, QTransform

INK = QColor("#1c1c22")
RED = QColor("#c0262d")
BLUE = QColor("#27489a")
GOLD = QColor("#e2ae38")
GOLD_DARK = QColor("#a8761d")
SKIN = QColor("#f6dcc2")
CREAM = QColor("#fbf7ec")
STEEL = QColor("#d9dde4")
WOOD = QColor("#8a5a2b")
LEAF = QColor("#2f7a3b")
HAIR = {"K": QColor("#f0e2b6"), "Q": QColor("#c98a2e"), "J": QColor("#6b3f1d")}

# robe and trim colours by suit, so the twelve figures are told apart at a glance
ROBES = {"C": (BLUE, RED), "D": (RED, BLUE), "H": (RED, GOLD), "S": (BLUE, GOLD)}

Unit = Callable[[float, float], QPointF]


class Half:
    """Paints paths given in the half-figure's unit box (x 0..1 across, y 0 at the top
    to 1 at the card's middle) with an outline of constant width."""

    def __init__(self, painter: QPainter, box: QRectF, line: float) -> None:
        self.p = painter
        side = min(box.width(), box.height())  # one scale across and down: round faces
        x0 = box.center().x() - side / 2
        self.map = QTransform(side, 0, 0, side, x0, box.bottom() - side)
        self.line = line

    def fill(self, path: QPainterPath, colour: QColor, outline: bool = True) -> None:
        shape = self.map.map(path)
        self.p.setPen(QPen(INK, self.line, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap,
                           Qt.PenJoinStyle.RoundJoin) if outline else Qt.PenStyle.NoPen)
        self.p.setBrush(colour)
        self.p.drawPath(shape)

    def stroke(self, path: QPainterPath, colour: QColor, width: float) -> None:
        self.p.setPen(QPen(colour, self.line * width, Qt.PenStyle.SolidLine,
                           Qt.PenCapStyle.RoundCap, Qt.PenJoinStyle.RoundJoin))
        self.p.setBrush(Qt.BrushStyle.NoBrush)
        self.p.drawPath(self.map.map(path))


def _poly(*points: tuple[float, float]) -> QPainterPath:
    path = QPainterPath()
    path.moveTo(*points[0])
    for x, y in points[1:]:
        path.lineTo(x, y)
    path.closeSubpath()
    return path


def _ellipse(cx: float, cy: float, rx: float, ry: float) -> QPainterPath:
    path = QPainterPath()
    path.addEllipse(QPointF(cx, cy), rx, ry)
    return path


def _robe(half: Half, rank: str, suit: str) -> None:
    robe, trim = ROBES[suit]
    body = QPainterPath()
    body.moveTo(0.1, 1.0)
    body.cubicTo(0.1, 0.8, 0.14, 0.64, 0.34, 0.6)
    body.lineTo(0.66, 0.6)
    body.cubicTo(0.86, 0.64, 0.9, 0.8, 0.9, 1.0)
    body.closeSubpath()
    half.fill(body, robe)
    # the arm that holds the sword, the halberd or the flower, with a gold cuff
    side = -1 if rank == "Q" else 1
    arm = _poly(*[(0.5 + side * (x - 0.5), y) for x, y in (
        (0.62, 0.62), (0.78, 0.66), (0.86, 0.8), (0.76, 0.86), (0.66, 0.74))])
    half.fill(arm, robe)
    cuff = _poly(*[(0.5 + side * (x - 0.5), y) for x, y in (
        (0.86, 0.8), (0.76, 0.86), (0.74, 0.82), (0.84, 0.76))])
    half.fill(cuff, GOLD)
    # the chest panel in the other colour, with a gold edge down each side
    chest = _poly((0.38, 0.62), (0.62, 0.62), (0.58, 1.0), (0.42, 1.0))
    half.fill(chest, trim)
    for x0, x1 in ((0.38, 0.42), (0.62, 0.58)):
        edge = QPainterPath()
        edge.moveTo(x0, 0.63)
        edge.lineTo(x1, 0.99)
        half.stroke(edge, GOLD, 2.4)
    if rank == "K":  # an ermine collar
        collar = QPainterPath()
        collar.moveTo(0.2, 0.66)
        collar.cubicTo(0.32, 0.58, 0.68, 0.58, 0.8, 0.66)
        collar.cubicTo(0.68, 0.74, 0.32, 0.74, 0.2, 0.66)
        half.fill(collar, CREAM)
        for x in (0.3, 0.42, 0.5, 0.58, 0.7):
            half.fill(_ellipse(x, 0.67, 0.012, 0.016), INK, outline=False)
    elif rank == "Q":  # a gold necklace
        necklace = QPainterPath()
        necklace.moveTo(0.4, 0.6)
        necklace.quadTo(0.5, 0.72, 0.6, 0.6)
        half.stroke(necklace, GOLD, 2.2)
        half.fill(_ellipse(0.5, 0.68, 0.025, 0.03), RED)
    else:  # a row of buttons
        for y in (0.7, 0.8, 0.9):
            half.fill(_ellipse(0.5, y, 0.018, 0.02), GOLD)


def _head(half: Half, rank: str) -> None:
    hair = HAIR[rank]
    if rank == "Q":  # long hair behind the face, down to the shoulders
        locks = QPainterPath()
        locks.moveTo(0.36, 0.3)
        locks.cubicTo(0.3, 0.45, 0.3, 0.58, 0.36, 0.64)
        locks.lineTo(0.64, 0.64)
        locks.cubicTo(0.7, 0.58, 0.7, 0.45, 0.64, 0.3)
        locks.closeSubpath()
        half.fill(locks, hair)
    half.fill(_poly((0.45, 0.44), (0.55, 0.44), (0.56, 0.62), (0.44, 0.62)), SKIN)
    half.fill(_ellipse(0.5, 0.37, 0.105, 0.12), SKIN)
    for x in (0.462, 0.538):  # eyes and brows
        half.fill(_ellipse(x, 0.355, 0.011, 0.011), INK, outline=False)
        brow = QPainterPath()
        brow.moveTo(x - 0.022, 0.33)
        brow.quadTo(x, 0.318, x + 0.022, 0.33)
        half.stroke(brow, INK, 0.8)
    nose = QPainterPath()
    nose.moveTo(0.5, 0.36)
    nose.quadTo(0.488, 0.395, 0.503, 0.4)
    half.stroke(nose, INK, 0.7)
    if rank == "K":  # a full beard and moustache
        beard = QPainterPath()
        beard.moveTo(0.4, 0.38)
        beard.cubicTo(0.4, 0.47, 0.44, 0.56, 0.5, 0.58)
        beard.cubicTo(0.56, 0.56, 0.6, 0.47, 0.6, 0.38)
        beard.cubicTo(0.57, 0.43, 0.54, 0.42, 0.5, 0.425)
        beard.cubicTo(0.46, 0.42, 0.43, 0.43, 0.4, 0.38)
        half.fill(beard, hair)
        tache = QPainterPath()
        tache.moveTo(0.455, 0.425)
        tache.quadTo(0.5, 0.405, 0.545, 0.425)
        half.stroke(tache, INK, 0.8)
    else:
        mouth = QPainterPath()
        mouth.moveTo(0.475, 0.425)
        mouth.quadTo(0.5, 0.44, 0.525, 0.425)
        half.stroke(mouth, RED, 1.2)
        for x in (0.44, 0.56):  # cheeks
            half.fill(_ellipse(x, 0.405, 0.016, 0.011), QColor(226, 120, 110, 110),
                      outline=False)
    if rank == "J":  # short curls at the sides
        for side in (-1, 1):
            curl = QPainterPath()
            curl.moveTo(0.5 + side * 0.09, 0.27)
            curl.cubicTo(0.5 + side * 0.14, 0.3, 0.5 + side * 0.14, 0.4, 0.5 + side * 0.11,
                         0.45)
            curl.lineTo(0.5 + side * 0.1, 0.32)
            curl.closeSubpath()
            half.fill(curl, hair)


def _crown(half: Half, queen: bool) -> None:
    top, base = (0.13, 0.265) if queen else (0.06, 0.27)
    points = [(0.39, base), (0.38, top + 0.07), (0.43, top + 0.11), (0.45, top + 0.02),
              (0.5, top + 0.09), (0.55, top + 0.02), (0.57, top + 0.11), (0.62, top + 0.07),
              (0.61, base)]
    if queen:
        points = [(0.4, base), (0.4, top + 0.05), (0.45, top + 0.08), (0.5, top),
                  (0.55, top + 0.08), (0.6, top + 0.05), (0.6, base)]
    half.fill(_poly(*points), GOLD)
    band = QPainterPath()
    band.addRect(QRectF(0.385, base - 0.035, 0.23, 0.04))
    half.fill(band, GOLD_DARK)
    for x in (0.44, 0.5, 0.56):
        half.fill(_ellipse(x, base - 0.015, 0.012, 0.013), RED if x == 0.5 else BLUE,
                  outline=False)
    tips = [(0.38, top + 0.07), (0.5, top + 0.09), (0.62, top + 0.07)] if not queen else [
        (0.5, top)]
    for x, y in tips:
        half.fill(_ellipse(x, y - 0.012, 0.015, 0.016), CREAM)


def _cap(half: Half, suit: str) -> None:
    robe, trim = ROBES[suit]
    cap = QPainterPath()
    cap.moveTo(0.36, 0.28)
    cap.cubicTo(0.34, 0.14, 0.6, 0.1, 0.7, 0.2)
    cap.cubicTo(0.72, 0.24, 0.68, 0.27, 0.64, 0.28)
    cap.closeSubpath()
    half.fill(cap, trim)
    brim = QPainterPath()
    brim.addRoundedRect(QRectF(0.37, 0.255, 0.28, 0.045), 0.02, 0.02)
    half.fill(brim, robe)
    feather = QPainterPath()
    feather.moveTo(0.6, 0.2)
    feather.cubicTo(0.66, 0.06, 0.78, 0.02, 0.86, 0.05)
    feather.cubicTo(0.78, 0.08, 0.7, 0.14, 0.63, 0.23)
    feather.closeSubpath()
    half.fill(feather, CREAM)


def _hand(half: Half, x: float, y: float) -> None:
    half.fill(_ellipse(x, y, 0.042, 0.035), SKIN)


def _sword(half: Half) -> None:
    x = 0.8
    blade = _poly((x - 0.022, 0.76), (x - 0.022, 0.12), (x, 0.05), (x + 0.022, 0.12),
                  (x + 0.022, 0.76))
    half.fill(blade, STEEL)
    fuller = QPainterPath()
    fuller.moveTo(x, 0.14)
    fuller.lineTo(x, 0.72)
    half.stroke(fuller, QColor("#9aa1ad"), 0.9)
    half.fill(_poly((x - 0.09, 0.76), (x + 0.09, 0.76), (x + 0.09, 0.8), (x - 0.09, 0.8)),
              GOLD)
    half.fill(_poly((x - 0.018, 0.8), (x + 0.018, 0.8), (x + 0.018, 0.9), (x - 0.018, 0.9)),
              WOOD)
    _hand(half, x, 0.85)
    half.fill(_ellipse(x, 0.935, 0.028, 0.028), GOLD)


def _flower(half: Half) -> None:
    x = 0.22
    stem = QPainterPath()
    stem.moveTo(x + 0.02, 0.84)
    stem.cubicTo(x - 0.02, 0.6, x + 0.03, 0.42, x, 0.24)
    half.stroke(stem, LEAF, 2.2)
    leaf = QPainterPath()
    leaf.moveTo(x + 0.005, 0.55)
    leaf.quadTo(x + 0.1, 0.48, x + 0.12, 0.53)
    leaf.quadTo(x + 0.07, 0.6, x + 0.005, 0.55)
    half.fill(leaf, LEAF)
    for k in range(5):
        petal = QTransform.fromTranslate(x, 0.22).rotate(72 * k).map(_ellipse(0, -0.045, 0.03,
                                                                            0.045))
        half.fill(petal, RED)
    half.fill(_ellipse(x, 0.22, 0.022, 0.022), GOLD)
    _hand(half, x + 0.02, 0.82)


def _halberd(half: Half) -> None:
    x = 0.8
    staff = _poly((x - 0.014, 0.2), (x + 0.014, 0.2), (x + 0.014, 0.98), (x - 0.014, 0.98))
    half.fill(staff, WOOD)
    spike = _poly((x - 0.016, 0.2), (x, 0.02), (x + 0.016, 0.2))
    half.fill(spike, STEEL)
    axe = QPainterPath()
    axe.moveTo(x + 0.014, 0.13)
    axe.cubicTo(x + 0.1, 0.1, x + 0.14, 0.16, x + 0.13, 0.22)
    axe.cubicTo(x + 0.14, 0.28, x + 0.1, 0.33, x + 0.014, 0.3)
    axe.closeSubpath()
    half.fill(axe, STEEL)
    hook = _poly((x - 0.014, 0.17), (x - 0.09, 0.2), (x - 0.014, 0.24))
    half.fill(hook, STEEL)
    _hand(half, x, 0.8)


def draw_court(painter: QPainter, rank: str, suit: str, colour: QColor, pip: QPainterPath,
               panel: QRectF, line: float) -> None:
    """A double-headed figure of ``rank`` ('J', 'Q', 'K') in ``panel``; ``pip`` is the
    suit's symbol in the unit square, put in the panel's upper corner in ``colour``."""
    painter.save()
    clip = QPainterPath()
    clip.addRoundedRect(panel, panel.width() * 0.05, panel.width() * 0.05)
    painter.setClipPath(clip)
    painter.fillPath(clip, CREAM)
    box = QRectF(panel.x(), panel.y(), panel.width(), panel.height() / 2)
    for turn in (0, 180):
        painter.save()
        cx, cy = panel.center().x(), panel.center().y()
        painter.translate(cx, cy)
        painter.rotate(turn)
        painter.translate(-cx, -cy)
        half = Half(painter, box, line)
        if rank == "Q":
            _flower(half)
        _robe(half, rank, suit)
        _head(half, rank)
        if rank == "K":
            _crown(half, queen=False)
            _sword(half)
        elif rank == "Q":
            _crown(half, queen=True)
        else:
            _cap(half, suit)
            _halberd(half)
        side = 0.16
        corner = (0.82, 0.06) if rank == "Q" else (0.06, 0.06)
        mark = QTransform(side * box.width(), 0, 0, side * box.width(),
                          box.x() + corner[0] * box.width(), box.y() + corner[1] * box.height())
        painter.fillPath(mark.map(pip), colour)
        painter.restore()
    painter.setClipping(False)
    painter.setPen(QPen(INK, line))
    painter.drawLine(QPointF(panel.left(), panel.center().y()),
                     QPointF(panel.right(), panel.center().y()))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.setPen(QPen(colour, line * 1.4))
    painter.drawRoundedRect(panel, panel.width() * 0.05, panel.width() * 0.05)
    painter.restore()
