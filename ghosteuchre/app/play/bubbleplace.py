"""Where a lesson's bubble goes: beside the element the step names, covering none of
what the learner needs now (``bubble_beside()``), else beside that element and what it
would cover; without an element, a set part of the way down the table
(``bubble_place()``)."""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF

from ..table.spots import best_spot, box

GAP = 12  # pixels between the bubble and its element
MARGIN = 8  # pixels kept free at the table's edges

Range = tuple[float, float]


def _sides(size: tuple[float, float], rect: QRectF, area: QRectF) -> list[tuple[Range, Range]]:
    """The ranges of a bubble's top left corner beside ``rect``: above, below, right, left
    (those where it fits in ``area``), overlapping that side by at least 40 pixels."""
    w, h = size
    edge = 40
    left, right = area.left() + MARGIN, area.right() - MARGIN - w
    high, low = area.top() + MARGIN, area.bottom() - MARGIN - h
    xs = (min(max(rect.left() - w + edge, left), right), max(min(rect.right() - edge, right), left))
    ys = (min(max(rect.top() - h + edge, high), low), max(min(rect.bottom() - edge, low), high))
    out = []
    if rect.top() - GAP - h >= high:
        out.append((xs, (rect.top() - GAP - h,) * 2))
    if rect.bottom() + GAP + h <= area.bottom() - MARGIN:
        out.append((xs, (rect.bottom() + GAP,) * 2))
    if rect.right() + GAP + w <= area.right() - MARGIN:
        out.append(((rect.right() + GAP,) * 2, ys))
    if rect.left() - GAP - w >= left:
        out.append(((rect.left() - GAP - w,) * 2, ys))
    return out


def _centred(size: tuple[float, float], rect: QRectF, xs: Range, ys: Range) -> QPointF:
    """The spot of a side's range nearest the middle of ``rect``'s side."""
    return QPointF(min(max(rect.center().x() - size[0] / 2, xs[0]), xs[1]),
                   min(max(rect.center().y() - size[1] / 2, ys[0]), ys[1]))


def bubble_beside(size: tuple[float, float], anchor: QRectF, area: QRectF,
                  avoid: tuple[QRectF, ...] = (), never: tuple[QRectF, ...] = ()
                  ) -> QPointF | None:
    """The best spot for a bubble of ``size`` beside ``anchor`` (above, below, right or
    left, inside ``area``) covering none of ``never``: covering none of ``avoid`` if it can,
    on the first side where it does, as near that side's middle as it can (the slots of
    ``spots.best_spot``); None if every spot beside it covers one of ``never``."""
    layers = [[box(r, 1.0) for r in never], [box(r, 1.0) for r in avoid]]  # spots are rounded
    best: tuple[tuple[int, int, float], QPointF] | None = None
    for side, (xs, ys) in enumerate(_sides(size, anchor, area)):
        middle = _centred(size, anchor, xs, ys)
        spot = best_spot(size, xs, ys, (middle.x(), middle.y()), layers)
        if spot is not None and (best is None or (spot.dropped, side, spot.distance) < best[0]):
            best = ((spot.dropped, side, spot.distance), QPointF(spot.x, spot.y))
    return best[1] if best is not None else None


def bubble_place(size: tuple[float, float], anchor: QRectF | None, area: QRectF,
                 top: float = 0.18, avoid: tuple[QRectF, ...] = (),
                 never: tuple[QRectF, ...] = ()) -> QPointF:
    """Where a bubble of ``size`` goes: beside the anchor if it can cover none of the
    ``never`` rectangles there (the players' plates, the controls and cards the learner
    needs now; see ``bubble_beside``).  When every place beside the anchor covers one,
    the bubble goes beside the anchor and those rectangles together (above the bar that
    lies above the hand).  Without an anchor, ``top`` of the way down the table, moved down
    past the ``never`` rectangles if it would cover one."""
    w, h = size

    def inside(x: float, y: float) -> QPointF:
        x = min(max(x, area.left() + MARGIN), area.right() - MARGIN - w)
        y = min(max(y, area.top() + MARGIN), area.bottom() - MARGIN - h)
        return QPointF(x, y)

    def box_at(spot: QPointF) -> QRectF:
        return QRectF(spot.x(), spot.y(), w, h)

    def hits(spot: QPointF) -> float:
        shared = [box_at(spot).intersected(r) for r in never if box_at(spot).intersects(r)]
        return sum(s.width() * s.height() for s in shared)

    if anchor is None:
        spot = inside(area.center().x() - w / 2, area.top() + area.height() * top)
        lower = [inside(spot.x(), r.bottom() + GAP) for r in never if r.bottom() > spot.y()]
        return min([spot, *sorted(lower, key=lambda p: p.y())], key=hits)
    if not _sides(size, anchor, area):
        return inside(anchor.center().x() - w / 2, area.top())
    grown = anchor
    for _ in range(len(never) + 1):
        found = bubble_beside(size, grown, area, avoid, never)
        if found is not None:
            return found
        # every place beside it covers one of ``never``: beside it and those it covers
        # where they cover least, which lie between the bubble and its element
        middles = [_centred(size, grown, xs, ys) for xs, ys in _sides(size, grown, area)]
        if not middles:
            break
        least = min(middles, key=hits)
        hit = [r for r in never if box_at(least).intersects(r) and not grown.contains(r)]
        if not hit:
            return least
        for r in hit:
            grown = grown.united(r)
    return min((_centred(size, anchor, xs, ys) for xs, ys in _sides(size, anchor, area)),
               key=hits)
