"""Where a message and a lesson's bubble go, without widgets: never over what must stay in
view, and as good a place as a search through every few pixels of the table finds."""

from __future__ import annotations

import itertools

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from PySide6.QtCore import QRect, QRectF, QSizeF

from ghosteuchre.app.play.bubbleplace import GAP, MARGIN, bubble_place
from ghosteuchre.app.table.layout import TableLayout, layout_table
from ghosteuchre.app.table.spots import best_spot
from ghosteuchre.app.table.toast import toast_kept, toast_obstacles, toast_place
from tests.support.table_content import Measure, cutthroat, ghost_hand

SIZES = [(800, 600), (1024, 700), (1280, 800), (1920, 1080)]
TOASTS = [QSizeF(540, 40), QSizeF(435, 62), QSizeF(332, 84), QSizeF(256, 106)]


def widgets(layout: TableLayout) -> tuple[QRect, ...]:
    """The prompt and the decision bar over the table."""
    bar = layout.bar_rect(QSizeF(layout.width * 0.4, 40))
    return bar, layout.prompt_rect(QSizeF(200, 30), 40)


def key(layout: TableLayout, layers: list[list[QRectF]], rank: int, rect: QRectF,
        slack: float = 0.0) -> tuple[int, float]:
    """How good a place is: how many of the last layers it comes within 6 pixels of (less
    ``slack``; the hard first layer counts as all of them), then its distance from the
    middle."""
    gap = 6 - slack
    near = [[(r.left() - gap, r.top() - gap, r.right() + gap, r.bottom() + gap)
             for r in layer] for layer in layers]
    return key_at(layout, near, rank, rect.x(), rect.y(), rect.width(), rect.height())


def key_at(layout: TableLayout, near: list[list[tuple[float, float, float, float]]],
           rank: int, x: float, y: float, w: float, h: float) -> tuple[int, float]:
    hit = [any(x < r[2] and r[0] < x + w and y < r[3] and r[1] < y + h for r in layer)
           for layer in near]
    dropped = len(near) if hit[0] else next(
        k for k in range(len(near)) if not any(hit[:len(near) - k]))
    prefer = layout.toast_rect(QSizeF(w, h))
    return dropped, abs(x - prefer.x()) + abs(y - prefer.y()) + 40 * rank


def scanned(layout: TableLayout, layers: list[list[QRectF]], step: int) -> tuple[int, float]:
    """The best key of a toast at every ``step`` pixels across and down the table."""
    near = [[(r.left() - 6, r.top() - 6, r.right() + 6, r.bottom() + 6) for r in layer]
            for layer in layers]
    best = (len(layers) + 1, 0.0)
    for rank, size in enumerate(TOASTS):
        w, h = size.width(), size.height()
        xs = range(6, int(layout.width - w - 6) + 1, step)
        ys = range(6, int(layout.height - h - 6) + 1, step)
        for x, y in itertools.product(xs, ys):
            best = min(best, key_at(layout, near, rank, x, y, w, h))
    return best


@pytest.mark.slow
def test_a_toast_goes_where_a_search_of_every_pixel_would_put_it() -> None:
    """On tables large and small, in play and with the piles up: the toast covers no card
    of the trick or the hand, no plate, neither the prompt nor the bar, gives up no more of
    the board, the labels, the piles and the opponents' cards than it must, and is no
    further from the middle than the best of a scan every 12 pixels."""
    for (w, h), content in itertools.product(
            SIZES, [cutthroat(), cutthroat(cards=11), ghost_hand(), ghost_hand(dead=True)]):
        layout = layout_table(w, h, content, Measure())
        layers = toast_obstacles(layout, widgets(layout))
        placed = QRectF(toast_place(layout, TOASTS, layers))
        rank = next(i for i, s in enumerate(TOASTS) if s.toSize() == placed.size().toSize())
        ours, best = key(layout, layers, rank, placed, 0.5), scanned(layout, layers, 12)
        assert ours[0] <= best[0], (w, h, ours, best)
        assert not any(placed.intersects(r) for r in layers[0]), (w, h, placed)
        if ours[0] == best[0]:  # placed to the pixel
            assert ours[1] <= best[1] + 1, (w, h, placed, ours, best)


def test_the_best_spot_lies_between_elements_or_says_there_is_none() -> None:
    """A box that fits only in the gap between two elements goes there; one wider than
    every gap has no spot."""
    walls = [[(0.0, 0.0, 100.0, 100.0), (160.0, 0.0, 300.0, 100.0)]]
    spot = best_spot((50, 50), (0, 250), (0, 50), (0, 0), walls)
    assert spot is not None and (spot.x, spot.y) == (100, 0) and spot.dropped == 0
    assert best_spot((70, 100), (0, 230), (0, 0), (0, 0), walls) is None


rects = st.builds(lambda x, y, w, h: QRectF(x, y, w, h), st.integers(0, 1000),
                  st.integers(0, 650), st.integers(20, 300), st.integers(20, 120))


def beside(anchor: QRectF, size: tuple[float, float], area: QRectF) -> list[QRectF]:
    """Every place beside ``anchor`` a bubble may take, every 4 pixels along each side."""
    w, h = size
    out = []
    for x in range(int(anchor.left() - w + 40), int(anchor.right() - 40) + 1, 4):
        out += [QRectF(x, anchor.top() - GAP - h, w, h), QRectF(x, anchor.bottom() + GAP, w, h)]
    for y in range(int(anchor.top() - h + 40), int(anchor.bottom() - 40) + 1, 4):
        out += [QRectF(anchor.right() + GAP, y, w, h), QRectF(anchor.left() - GAP - w, y, w, h)]
    inner = area.adjusted(MARGIN, MARGIN, -MARGIN, -MARGIN)
    return [r for r in out if inner.contains(r)]


@settings(max_examples=150, deadline=None)
@given(anchor=rects, never=st.lists(rects, max_size=5), w=st.integers(200, 380),
       h=st.integers(60, 200))
def test_a_bubble_covers_neither_its_element_nor_what_must_stay_in_view(
        anchor: QRectF, never: list[QRectF], w: int, h: int) -> None:
    """Where some place beside the element covers nothing that must stay in view, the
    bubble takes such a place: beside the element, covering none of it."""
    area = QRectF(0, 0, 1024, 700)
    never = [r for r in never if not r.intersects(anchor)]
    free = [r for r in beside(anchor, (w, h), area)
            if not any(r.intersects(n) for n in never)]
    spot = bubble_place((w, h), anchor, area, never=tuple(never))
    bubble = QRectF(spot.x(), spot.y(), w, h)
    if free:
        assert not bubble.intersects(anchor), (bubble, anchor)
        assert not any(bubble.intersects(n) for n in never), (bubble, never)
        gap = max(anchor.left() - bubble.right(), bubble.left() - anchor.right(),
                  anchor.top() - bubble.bottom(), bubble.top() - anchor.bottom())
        assert gap <= GAP + 1e-6, (bubble, anchor)


def test_a_toast_clear_where_it_stands_stays_there_and_one_that_would_cover_moves() -> None:
    """As the table changes under it, a toast that covers nothing stays where it is (it
    does not jump at every move); once a card or a widget comes under it, it goes where
    the search puts it."""
    for (w, h), content in itertools.product(SIZES, [cutthroat(), ghost_hand()]):
        layout = layout_table(w, h, content, Measure())
        layers = toast_obstacles(layout, widgets(layout))
        placed = toast_place(layout, TOASTS, layers)
        if any(QRectF(placed).intersects(r) for layer in layers for r in layer):
            continue  # no spot clear of everything on this table
        kept = toast_kept(placed, layout, TOASTS, layers)
        assert kept is not None and kept.center() == placed.center(), (w, h)
        shorter = [QSizeF(placed.width() - 40, placed.height())]  # the next message's shape
        kept = toast_kept(placed, layout, shorter, layers)
        assert kept is not None and abs(kept.center().x() - placed.center().x()) <= 1, (w, h)
        card = QRectF(placed.center().x(), placed.center().y(), 10, 10)  # now under it
        covered = [[*layers[0], card], *layers[1:]]
        assert toast_kept(placed, layout, TOASTS, covered) is None, (w, h)
