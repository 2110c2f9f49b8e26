"""The shapes drawn on a card, as paths at any size: the suits' symbols, the court
cards' emblems, the index's letters, and where the pips of the 9 and the 10 lie."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, Qt
from PySide6.QtGui import QFont, QFontMetricsF, QPainterPath, QPolygonF, QTransform

_FONT_FAMILIES = ["Georgia", "DejaVu Serif", "Times New Roman", "Liberation Serif", "serif"]


def unit_suit_path(suit: str) -> QPainterPath:
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
    return QTransform(side, 0, 0, side, x0, y0).map(unit_suit_path(suit))


def _index_font() -> QFont:
    font = QFont()
    font.setFamilies(_FONT_FAMILIES)
    font.setStyleHint(QFont.StyleHint.Serif)
    font.setPixelSize(100)
    font.setWeight(QFont.Weight.Bold)
    return font


def text_path(text: str, rect: QRectF) -> QPainterPath:
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


def rank_label(rank: str) -> str:
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


EMBLEMS = {"J": _cap_path, "Q": _tiara_path, "K": _crown_path}


# Pip centres as (x, y) fractions of the card, for the number cards.
_SIDE_PIPS = [(x, y) for x in (0.345, 0.655) for y in (0.2, 0.4, 0.6, 0.8)]
PIPS = {"9": [*_SIDE_PIPS, (0.5, 0.5)], "T": [*_SIDE_PIPS, (0.5, 0.3), (0.5, 0.7)]}
