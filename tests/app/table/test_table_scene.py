"""The table's elements by name, the scene's drag and drop, the thinking plate's pulse."""

from __future__ import annotations

import threading

import pytest
from app_driver import PATIENCE_MS, Driver, TestBot, start
from PySide6.QtCore import QPoint, QPointF, QPropertyAnimation, Qt
from PySide6.QtTest import QTest

from ghosteuchre.app.play.models import CardRole, LegalRole, column
from ghosteuchre.app.table.cards import CardItem
from ghosteuchre.app.table.items import DropZoneItem
from ghosteuchre.app.table.scene import SPARE_CARDS
from ghosteuchre.engine.actions import Act
from ghosteuchre.engine.state import Phase
from tests.support.seeds import seed_with_dealer

pytestmark = pytest.mark.slow  # the window driven through games, or long runs: not in the fast lane


def top_card_at(table, rect) -> CardItem | None:
    """The topmost card at a point in the left quarter of ``rect`` (scene coordinates)."""
    point = table.mapFromScene(QPointF(rect.left() + rect.width() * 0.25, rect.center().y()))
    return next((i for i in table.items(point) if isinstance(i, CardItem)), None)


def test_named_elements_are_where_the_player_sees_them(qtbot, make_window) -> None:
    window = make_window()
    driver = Driver(qtbot, window)
    table, c = window.table, window.controller
    start(window, "cutthroat", seed_with_dealer(2))  # the player speaks first
    driver.wait_for_human()
    assert c.view.phase == Phase.ROUND1
    hand = [str(card) for card in c.hand_model.cards()]
    for i, card in enumerate(hand):
        assert top_card_at(table, table.element_rect(f"hand:{i}")) is table.item_for(card)
    assert table.element_rect(f"hand:{len(hand)}") is None
    up = top_card_at(table, table.element_rect("kitty:up"))
    assert up is not None and up.face_up and up.card == str(c.view.up_card)
    assert table.element_rect("kitty").contains(table.element_rect("kitty:up"))
    for seat, plate in enumerate(table.scene_.plates):
        assert table.element_rect(f"plate:{seat}").topLeft() == plate.pos()
    assert table.element_rect("board").topLeft() == table.scene_.board.pos()
    for name, widget in (("button:order", driver.button("act-order")),
                         ("button:pass", driver.button("act-pass")), ("prompt", table.prompt)):
        centre = table.mapFromScene(table.element_rect(name).center())
        assert window.childAt(table.viewport().mapTo(window, centre)) is widget, name
    assert table.element_rect("button:bid-3") is None  # not a Cutthroat choice
    names = table.element_names()
    assert {"hand:0", "kitty:up", "trick", "plate:2", "board", "button:order"} <= set(names)
    assert all(table.element_rect(name) is not None for name in names)


def test_a_card_dropped_on_the_trick_is_played_and_one_dropped_elsewhere_goes_home(
        qtbot, make_window) -> None:
    window = make_window(bots={1: TestBot(prefer=(Act.BID,)), 2: TestBot()})
    driver = Driver(qtbot, window)
    table, c = window.table, window.controller
    start(window, "ghost-hand", seed_with_dealer(0))
    driver.wait_for_human()
    driver.click_button("act-pass")
    driver.wait_for_human()
    assert c.view.phase == Phase.PLAY
    zone = next(i for i in table.scene().items() if isinstance(i, DropZoneItem))
    card = str(c.view.legal[-1].card)
    item = table.item_for(card)
    home = item.pos()

    # dropped beside the trick: nothing is played and the card goes back
    vp = table.viewport()
    start_point = driver.card_point(card)
    aside = table.mapFromScene(table.element_rect("board").center())
    with qtbot.waitSignal(table.scene_.card_dropped) as dropped:
        QTest.mousePress(vp, Qt.MouseButton.LeftButton, pos=start_point)
        for i in range(1, 9):
            QTest.mouseMove(vp, start_point + (aside - start_point) * i / 8)
        assert zone.dragging and not zone.hot  # the zone shows where a card may go
        QTest.mouseRelease(vp, Qt.MouseButton.LeftButton, pos=aside)
    assert dropped.args == [card, "hand"]
    assert not zone.dragging
    assert item.pos() == home and c.view.phase == Phase.PLAY and c.human_to_act

    # dropped on the trick: played
    end = table.mapFromScene(table.element_rect("trick").center())
    with qtbot.waitSignal(table.scene_.card_dropped) as dropped:
        QTest.mousePress(vp, Qt.MouseButton.LeftButton, pos=start_point)
        for i in range(1, 9):
            QTest.mouseMove(vp, start_point + (end - start_point) * i / 8)
        assert zone.dragging and zone.hot and table.drop_hot
        QTest.mouseRelease(vp, Qt.MouseButton.LeftButton, pos=end)
    assert dropped.args == [card, "trick"]
    assert c.state.history[-1].actions[-1][0] == 0
    assert str(c.state.history[-1].actions[-1][1].card) == card


def test_a_thinking_bots_plate_pulses_until_it_has_decided(qtbot, make_window) -> None:
    gate = threading.Event()  # the bots think until the test opens it
    window = make_window(bots={1: TestBot(gate=gate), 2: TestBot(gate=gate)})
    c = window.controller
    start(window, "cutthroat", seed_with_dealer(0))  # seat 1 speaks first
    qtbot.waitUntil(lambda: c.thinking_seat == 1, timeout=PATIENCE_MS)
    plate = window.table.scene_.plates[1]
    assert plate.pulse.propertyName() == b"pulse_level"
    # the table shows who thinks in the next turn of the event loop
    qtbot.waitUntil(lambda: plate.pulse.state() == QPropertyAnimation.State.Running,
                    timeout=PATIENCE_MS)
    first = plate.pulse_level
    qtbot.waitUntil(lambda: plate.pulse_level != first, timeout=PATIENCE_MS)
    assert window.table.scene_.plates[0].pulse.state() != QPropertyAnimation.State.Running
    gate.set()
    qtbot.waitUntil(lambda: c.thinking_seat != 1, timeout=PATIENCE_MS)
    qtbot.waitUntil(lambda: plate.pulse.state() != QPropertyAnimation.State.Running,
                    timeout=PATIENCE_MS)
    assert plate.pulse_level == 0.0


def test_the_hand_model_tells_each_cards_text_and_legality(qtbot, make_window) -> None:
    window = make_window()
    c = window.controller
    start(window, "ghost-hand", seed_with_dealer(2))
    Driver(qtbot, window).wait_for_human()
    assert column(c.hand_model, CardRole) == [str(card) for card in c.view.sorted_hand()]
    assert column(c.hand_model, LegalRole) == [False] * len(c.view.hand)  # bidding
    assert QPoint(0, 0) == window.table.mapFromScene(QPointF(0, 0))  # scene = view coords


def test_the_cards_that_left_the_table_come_back_as_other_cards_in_later_deals(
    qtbot, make_window
) -> None:
    """A deal takes the items of cards that left the table instead of making new ones; a
    card shown is always one the table is showing now, face and back as it should be,
    and no item put aside ever shows."""
    from ghosteuchre.app.storage.settings import GameSetup, Pacing
    from ghosteuchre.bots import make_bot

    window = make_window(Pacing(animations=True, animation_ms=20, bot_delay_ms=0,
                                trick_pause_ms=20))
    window.controller.bot_factory = lambda level: make_bot("easy")
    table, c = window.table, window.controller
    scene = table.scene()
    cards_by_item: dict[int, set[str | None]] = {}
    wrong: list[str] = []
    kept: list[CardItem] = []

    def look() -> None:
        for item in scene.items():
            if not isinstance(item, CardItem) or not item.isVisible():
                continue
            if scene.cards.get(item.key) is not item and item not in scene._leaving:
                wrong.append(f"{item.card} shown, off the table")
            if item.face_up != (item.card is not None):
                wrong.append(f"{item.card} face up: {item.face_up}")
        for item in scene.cards.values():
            kept.append(item)  # alive, so that no other item takes its id
            cards_by_item.setdefault(id(item), set()).add(item.card)

    table.laid_out.connect(look)
    setup = GameSetup("cutthroat", {"target": 5}, ["North", "West", "East"], ["easy", "easy"])
    with qtbot.waitSignal(c.game_over, timeout=60000):
        window.start(setup, 3, human=None)
    assert not wrong, wrong[:5]
    assert len(c.state.history) >= 3
    # items showed more than one card over the game's deals
    assert sum(len(cards) > 1 for cards in cards_by_item.values()) >= 10
    assert len({id(item) for item in kept}) <= SPARE_CARDS + 3  # and a trick collected
