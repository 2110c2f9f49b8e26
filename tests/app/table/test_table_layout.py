"""The table's geometry without widgets: every element has a name and a place, and the
places make a table a player can read (nothing hidden under another pile)."""

from __future__ import annotations

import ast
import itertools
from pathlib import Path

import pytest
from PySide6.QtCore import QRectF

from ghosteuchre.app.table.layout import (
    Plate,
    TableContent,
    TableLayout,
    TopPile,
    bar_room,
    controls_room,
    label_room,
    layout_table,
)
from ghosteuchre.app.table.piles import index_depth
from ghosteuchre.engine import values
from tests.support.table_content import Measure, cutthroat, ghost_hand

SIZES = [(640, 440), (800, 600), (1100, 760), (1280, 800), (1920, 1080), (2560, 1080),
         (2560, 1440)]
TEXT_SCALES = (1.0, 1.4)  # the usual text size and the largest a player may choose


def contents() -> list[TableContent]:
    return [cutthroat(), cutthroat(cards=11), cutthroat(cards=1, plays=0), ghost_hand(),
            ghost_hand(dead=True), cutthroat(viewer=2)]


def layouts() -> list[TableLayout]:
    return [layout_table(w, h, content, Measure(scale), scale)
            for (w, h), content, scale in itertools.product(SIZES, contents(), TEXT_SCALES)]


def test_every_named_element_has_a_rectangle_on_the_table() -> None:
    for layout in layouts():
        table = QRectF(0, 0, layout.width, layout.height)
        for name in layout.names():
            rect = layout.element_rect(name)
            assert rect is not None and not rect.isEmpty(), name
            assert table.contains(rect), (layout.width, layout.height, name, rect)


def test_the_hand_reads_left_to_right_and_a_raised_card_stands_higher() -> None:
    layout = layout_table(1280, 800, cutthroat(lifts={2: 0.22}), Measure())
    rects = [layout.element_rect(f"hand:{i}") for i in range(5)]
    assert [r.left() for r in rects] == sorted(r.left() for r in rects)
    assert rects[2].top() < rects[1].top() == rects[3].top()
    assert layout.element_rect("hand:5") is None  # the player has five cards
    assert layout.element_rect("hand") == rects[0].united(rects[2]).united(rects[4])


def test_piles_plates_trick_and_hand_do_not_cover_each_other() -> None:
    # (on the smallest table an eleven-card hand reaches over the player's plate)
    for layout in [layout for layout in layouts() if layout.width >= 800]:
        piles = [name for name in ("ghost", "dead", "dummy", "kitty") if name in layout.piles]
        labels = [f"label:{name}" for name in piles]
        plates = [f"plate:{seat}" for seat in range(3)]
        apart = [*piles, *labels, "trick", "hand", *plates, "board"]
        for a, b in itertools.combinations(apart, 2):
            ra, rb = layout.element_rect(a), layout.element_rect(b)
            if ra is None or rb is None:
                continue
            # (the kitty's squared cards step down a pixel or two over its label's margin)
            inner = ra.adjusted(2, 2, -2, -2)
            assert not inner.intersects(rb), (layout.width, layout.height, a, b)


def test_the_trick_area_holds_every_card_played_to_it() -> None:
    for layout in layouts():
        zone = layout.element_rect("trick")
        for seat in range(3):
            assert zone.contains(layout.element_rect(f"trick:{seat}").center())


def test_seats_sit_around_the_viewer() -> None:
    for viewer in range(3):
        layout = layout_table(1280, 800, cutthroat(viewer=viewer), Measure())
        left, right = (viewer + 1) % 3, (viewer + 2) % 3
        assert layout.place(viewer) == "bottom"
        assert layout.element_rect(f"plate:{viewer}").top() > 600
        assert layout.element_rect(f"plate:{left}").right() < 640
        assert layout.element_rect(f"plate:{right}").left() > 640
        assert layout.element_rect(f"backs:{left}").right() < 640
        assert layout.element_rect(f"backs:{right}").left() > 640
        assert layout.element_rect(f"backs:{viewer}") is None
        assert layout.element_rect(f"trick:{left}").center().x() < 640
        assert layout.element_rect(f"trick:{viewer}").center().y() > \
            layout.element_rect(f"trick:{left}").center().y()


def test_the_kitty_shows_its_up_card_beside_the_squared_cards() -> None:
    layout = layout_table(1280, 800, cutthroat(), Measure())
    up = layout.element_rect("kitty:up")
    squared = layout.element_rect("kitty:2")
    assert up == layout.element_rect("kitty:3")
    assert up.left() > squared.right()
    assert layout.element_rect("kitty").contains(up)
    label = layout.element_rect("label:kitty")
    assert label.top() > up.bottom()


def test_face_up_dead_hand_spreads_wider_than_the_ghost() -> None:
    ghost = layout_table(1280, 800, ghost_hand(), Measure()).element_rect("ghost")
    dead = layout_table(1280, 800, ghost_hand(dead=True), Measure()).element_rect("dead")
    assert dead.width() > ghost.width()


@pytest.mark.parametrize("name", ["nothing", "hand:x", "plate:7", "label:dummy", "kitty:up",
                                  "backs:0", "trick:x"])
def test_unknown_or_absent_elements_have_no_rectangle(name: str) -> None:
    layout = layout_table(1280, 800, ghost_hand(), Measure())
    assert layout.element_rect(name) is None


def test_cards_grow_with_the_table() -> None:
    widths = [layout_table(w, h, cutthroat(), Measure()).card_width for w, h in SIZES[:5]]
    assert widths == sorted(widths) and widths[0] < widths[-1]


TABLE = Path(__file__).resolve().parents[3] / "ghosteuchre" / "app" / "table"


def test_the_table_reads_no_game_state_and_its_geometry_no_widgets() -> None:
    """The table reads the models and the viewer's PlayerView, never the engine's state;
    the layout and the piles are geometry alone."""
    for path in TABLE.glob("*.py"):
        tree = ast.parse(path.read_text(), str(path))
        for node in ast.walk(tree):
            if isinstance(node, ast.Attribute) and node.attr == "state":
                owner = node.value
                name = owner.id if isinstance(owner, ast.Name) else getattr(owner, "attr", "")
                assert name not in ("c", "controller"), f"{path.name}:{node.lineno}"
            if isinstance(node, ast.ImportFrom):
                names = {alias.name for alias in node.names}
                assert not names & {"GameState", "view_of"}, f"{path.name}:{node.lineno}"
                if path.name in ("layout.py", "piles.py"):
                    assert node.module not in ("PySide6.QtWidgets", "PySide6.QtGui"), path.name


def test_the_trick_area_leaves_the_prompt_and_the_decision_bar_their_room() -> None:
    for layout in layouts():
        zone = layout.element_rect("trick")
        lowest = max(layout.element_rect(f"trick:{seat}").bottom() for seat in range(3))
        controls_top = layout.hand_top - controls_room(layout.card_width, layout.text_scale)
        # down to the controls' room, or just round the trick's lowest card where a big
        # card leaves less than that
        assert zone.bottom() <= max(controls_top, lowest + layout.card_width * 0.05) + 0.5, (
            layout.width, layout.height)


def test_open_hands_down_the_sides_show_every_cards_corner_index() -> None:
    for w, h in SIZES:
        content = values.replace(
            cutthroat(), open_hands=((), ("9S",) * 5, ("9S",) * 5))
        layout = layout_table(w, h, content, Measure())
        for seat in (1, 2):
            pile = layout.piles[f"backs:{seat}"]
            steps = {round(b.y() - a.y(), 3) for a, b in itertools.pairwise(pile.positions)}
            assert min(steps) >= index_depth(pile.card_width) - 0.5, (w, h)


def test_a_side_plate_takes_the_room_on_its_own_side_of_the_piles() -> None:
    """A long label under the kitty (at the right) leaves the left plate its width."""
    kitty = TopPile("kitty", (None, None, None, "9H"), "Kitty: " + "the nine of hearts " * 3)
    plates = (Plate("You", "Score 0"), Plate("Ada" * 6, "Score 0", level="Medium bot"),
              Plate("Bo", "Score 0"))
    content = values.replace(cutthroat(), top=(TopPile("dummy", (None,) * 5, "Dummy"),
                                                    kitty), plates=plates)
    layout = layout_table(1024, 700, content, Measure())
    need = Measure().plate_size(plates[1], 44).width()
    left = layout.plates[1]  # the next seat sits at the viewer's left
    piles_left = min(r.left() for r in (*layout.labels.values(),
                                        *(layout.piles[n].rect() for n in ("dummy", "kitty"))))
    assert need < piles_left - left.left() - 12  # there is room for it on the left
    assert left.width() >= need


def test_face_down_hands_down_the_sides_end_above_the_decision_bar() -> None:
    """The bar of choices may run the whole width of the table: it must not cover the
    bottom of the opponents' cards."""
    for layout in layouts():
        for seat in (1, 2):
            pile = layout.piles.get(f"backs:{seat}")
            if pile is not None and len(pile):
                room = bar_room(layout.card_width, layout.text_scale)
                assert pile.rect().bottom() <= layout.hand_top - room + 0.5, (
                    layout.width, layout.height, seat)


def test_the_piles_labels_and_the_controls_room_grow_with_the_cards() -> None:
    """On a large table the piles' labels are larger, with more room kept for them and
    for the prompt and the decision bar, than at 1280×800; at 800×600 as they were."""
    def sizes(w: int, h: int, scale: float = 1.0) -> tuple[float, ...]:
        layout = layout_table(w, h, ghost_hand(dead=True), Measure(scale), scale)
        cw = layout.card_width
        return (layout.label_px, label_room(cw, scale), controls_room(cw, scale),
                layout.labels["dead"].height())

    small, large, largest = sizes(1280, 800), sizes(1920, 1080), sizes(2560, 1440)
    for what in range(4):
        assert small[what] < large[what] < largest[what], (what, small, large, largest)
    assert sizes(800, 600)[:3] == (12, 26, 84)
    assert small[:3] == (17, 26, 84)
    # larger text keeps more room, at the same size of table
    for w, h in [(1280, 800), (1920, 1080), (2560, 1440)]:
        usual, larger = sizes(w, h), sizes(w, h, 1.4)
        assert larger[1] > usual[1] and larger[2] > usual[2] and larger[3] > usual[3]
