"""Where a box of a given size goes among the table's elements, without widgets.

The box must not cover the first layer of rectangles (the ``hard`` ones: cards that
matter now, name plates, controls) and had better not cover the others: it covers none
of any layer if it can, and otherwise gives up the last layers first (the least
important), then lies nearest a preferred point (across plus down).  The places looked
at are a few candidate slots made from the elements' rectangles: along each axis, the
preferred position, the two ends of the room, and every position where the box just
clears an element's side (ends where it begins, begins where it ends).  The nearest free
place always lies on such slots, so looking at these is as good as looking everywhere,
and it takes a time that grows with the number of elements (a score of them), not with
the table's size in pixels.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QRectF

from ...engine.values import Value

Box = tuple[float, float, float, float]  # left, top, right, bottom
EPSILON = 1e-6


def box(rect: QRectF, grow: float = 0.0) -> Box:
    """``rect``'s edges, moved out by ``grow`` on every side."""
    return (rect.left() - grow, rect.top() - grow, rect.right() + grow, rect.bottom() + grow)


class Spot(Value):
    """A place for the box's top left corner: how many layers it gave up (0: it covers
    nothing) and how far it lies from the preferred corner."""

    x: float
    y: float
    dropped: int
    distance: float

    def key(self, extra: float = 0.0) -> tuple[int, float]:
        """What makes one spot better than another: the lesser key."""
        return (self.dropped, self.distance + extra)


def _slots(lo: float, hi: float, prefer: float, size: float, rects: Sequence[Box],
           axis: int) -> list[float]:
    """The candidate positions along ``axis`` (0 across, 1 down) within [lo, hi], nearest
    ``prefer`` first: where the box just clears each of ``rects``."""
    hi = max(lo, hi)
    places = [min(max(prefer, lo), hi), lo, hi]
    for r in rects:
        places += (r[axis] - size, r[axis + 2])
    out = {p for p in places if lo <= p <= hi}
    return sorted(out, key=lambda p: abs(p - prefer))


def _across(x: float, w: float, rects: Sequence[Box]) -> list[Box]:
    """The rectangles a box from ``x`` to ``x + w`` overlaps across."""
    return [r for r in rects if x + w > r[0] + EPSILON and x < r[2] - EPSILON]


def _free_y(lo: float, hi: float, prefer: float, h: float, blockers: Sequence[Box]) -> float | None:
    """The top nearest ``prefer`` within [lo, hi] where a box ``h`` high clears every one of
    ``blockers`` down the table, or None."""
    hi = max(lo, hi)
    y = min(max(prefer, lo), hi)
    if not any(r[1] - h + EPSILON < y < r[3] - EPSILON for r in blockers):
        return y  # nothing in the way where it would go
    spans = sorted((r[1] - h, r[3]) for r in blockers)
    merged: list[list[float]] = []
    for a, b in spans:  # the tops that would cover a blocker, as runs that do not touch
        if merged and a < merged[-1][1] - EPSILON:
            merged[-1][1] = max(merged[-1][1], b)
        else:
            merged.append([a, b])
    for a, b in merged:
        if a + EPSILON < y < b - EPSILON:  # y is blocked: the nearest ends of its run
            ends = [e for e in (a, b) if lo - EPSILON <= e <= hi + EPSILON]
            return min(ends, key=lambda e: abs(e - prefer)) if ends else None
    return y


def _nearest_free(size: tuple[float, float], xs: tuple[float, float], ys: tuple[float, float],
                  prefer: tuple[float, float], rects: Sequence[Box], beat: float
                  ) -> tuple[float, float, float] | None:
    """The place covering none of ``rects`` nearest ``prefer`` (its distance, x and y), if
    one is nearer than ``beat``."""
    w, h = size
    px, py = prefer
    best = None
    seen: set[tuple[int, ...]] = set()
    for x in _slots(xs[0], xs[1], px, w, rects, 0):
        dx = abs(x - px)
        if dx >= beat:
            break
        blockers = _across(x, w, rects)
        which = tuple(map(id, blockers))
        if which in seen:  # the same rectangles in the way as at a nearer slot: no better
            continue
        seen.add(which)
        y = _free_y(ys[0], ys[1], py, h, blockers)
        if y is not None and dx + abs(y - py) < beat:
            beat = dx + abs(y - py)
            best = (beat, x, y)
    return best


def best_spot(size: tuple[float, float], xs: tuple[float, float], ys: tuple[float, float],
              prefer: tuple[float, float], layers: Sequence[Sequence[Box]],
              beat: tuple[int, float] = (1_000, float("inf"))) -> Spot | None:
    """The best place for a box of ``size`` whose left edge lies within ``xs`` and top edge
    within ``ys`` (each a (low, high) range), for the ``prefer`` corner, among the
    ``layers`` of rectangles (the first one never given up); None if there is none
    better than ``beat`` (a ``Spot.key``) or none that covers nothing of the first layer."""
    for dropped in range(min(len(layers), beat[0] + 1)):
        rects = [r for layer in layers[:len(layers) - dropped] for r in layer]
        limit = beat[1] if dropped == beat[0] else float("inf")
        free = _nearest_free(size, xs, ys, prefer, rects, limit)
        if free is not None:
            return Spot(free[1], free[2], dropped, free[0])
    return None
