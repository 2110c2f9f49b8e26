"""Whole hands of both variants played only through real mouse and key events."""

from __future__ import annotations

import itertools

import pytest
from app_driver import Driver, TestBot, start
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from ghosteuchre.engine.actions import Act
from ghosteuchre.engine.state import Phase
from tests.support.seeds import seed_with_dealer

pytestmark = pytest.mark.slow  # the window driven through games, or long runs: not in the fast lane

WAYS = ("drag", "click", "key")


def play_out_hand(driver: Driver, ways=WAYS) -> None:
    c = driver.c
    hand = c.state.hand_number
    cycle = itertools.cycle(ways)
    while True:
        driver.wait_for_human()
        if c.state.hand_number != hand or c.state.phase == Phase.HAND_OVER:
            return
        if driver.continue_if_held():
            continue
        assert c.view.phase == Phase.PLAY
        driver.play_legal(next(cycle))


def test_ghost_hand_swap_bid_trump_and_play(qtbot, make_window) -> None:
    window = make_window()
    driver = Driver(qtbot, window)
    start(window, "ghost-hand", seed_with_dealer(2))  # the human bids first
    c = window.controller
    driver.wait_for_human()
    assert c.view.phase == Phase.BID
    driver.click_button("act-swap")
    assert c.state.swapped_by == 0
    assert not driver.button("act-swap").isEnabled()
    driver.key(Qt.Key.Key_4)
    assert c.state.high_bid == 4 and c.state.declarer == 0
    driver.wait_for_human()
    assert c.view.phase == Phase.DECLARE
    driver.key(Qt.Key.Key_H)
    assert c.state.trump == 2
    cards = c.hand_model.cards()
    assert all(c.view.sorted_hand()[i] == cards[i] for i in range(len(cards)))
    play_out_hand(driver)
    s = c.state
    assert s.phase == Phase.HAND_OVER and sum(s.tricks_won) == 6
    assert len([a for seat, a in s.history[-1].actions if seat == 0 and a.act == Act.PLAY]) == 6
    summary = window.table.summary
    assert summary.isVisible() and summary.grid.count() == 4 * 4  # a header and 3 players
    QTest.mouseClick(summary.button, Qt.MouseButton.LeftButton)
    assert c.state.hand_number == 1


def test_ghost_hand_bot_declares_human_plays(qtbot, make_window) -> None:
    window = make_window(bots={1: TestBot(prefer=(Act.BID,)), 2: TestBot()})
    driver = Driver(qtbot, window)
    start(window, "ghost-hand", seed_with_dealer(0))  # seat 1 bids first, the human last
    c = window.controller
    driver.wait_for_human()
    assert not driver.button("act-bid-3").isEnabled()  # 3 has been bid
    driver.click_button("act-pass")
    play_out_hand(driver, ("click",))
    assert c.state.phase == Phase.HAND_OVER
    assert c.state.declarer == 1


def test_cutthroat_order_take_dummy_discard_and_play(qtbot, make_window) -> None:
    window = make_window()
    driver = Driver(qtbot, window)
    start(window, "cutthroat", seed_with_dealer(2))  # the human speaks first, not dealer
    c = window.controller
    driver.wait_for_human()
    assert c.view.phase == Phase.ROUND1
    driver.key(Qt.Key.Key_O)
    driver.wait_for_human()  # the dealer (a test bot) declined or picked up
    assert c.view.phase == Phase.CHOICE
    driver.click_button("act-dummy")
    assert c.view.phase == Phase.DISCARD and len(c.view.hand) == 10
    confirm = driver.button("act-discard")
    assert not confirm.isEnabled()
    chosen = [str(x) for x in c.hand_model.cards()[:5]]
    for card in chosen:
        driver.click_card(card)
    driver.click_card(chosen[0])  # un-choose one, then choose it again
    assert not driver.button("act-discard").isEnabled()
    driver.click_card(chosen[0])
    driver.key(Qt.Key.Key_D)
    assert sorted(str(x) for x in c.state.discards[0]) == sorted(chosen)
    play_out_hand(driver)
    assert c.state.phase == Phase.HAND_OVER and sum(c.state.tricks_won) == 5


def test_cutthroat_dealer_pickup_with_discard_on_the_table(qtbot, make_window) -> None:
    window = make_window(bots={1: TestBot(prefer=(Act.ORDER, Act.ALONE)), 2: TestBot()})
    driver = Driver(qtbot, window)
    start(window, "cutthroat", seed_with_dealer(0))  # the human deals; seat 1 orders
    c = window.controller
    driver.wait_for_human()
    assert c.view.phase == Phase.PICKUP
    up = str(c.view.up_card)
    driver.click_button("act-pickup")
    assert len(c.view.hand) == 6 and up in [str(x) for x in c.view.hand]
    card = str(c.hand_model.cards()[-1])
    driver.click_card(card)
    driver.click_button("act-discard")
    assert [str(x) for x in c.state.discards[0]] == [card]
    driver.wait_for_human()  # seat 1 went alone; the human may defend alone
    assert c.view.phase == Phase.DEFEND
    driver.click_button("act-alone")
    assert c.state.alone == [1, 0] and c.state.sitting_out == 2
    play_out_hand(driver)
    assert c.state.phase == Phase.HAND_OVER


def test_cutthroat_round_two_name_suit_and_go_alone(qtbot, make_window) -> None:
    window = make_window()
    driver = Driver(qtbot, window)
    start(window, "cutthroat", seed_with_dealer(1))  # seat 2 first, then the human, dealer 1
    c = window.controller
    driver.wait_for_human()
    driver.click_button("act-pass")
    driver.wait_for_human()
    assert c.view.phase == Phase.ROUND2
    turned = "CDHS"[c.view.turned_down]
    names = [b.objectName() for b in window.table.bar.buttons()]
    assert f"act-trump-{turned}" not in names
    suit = next(x for x in "CDHS" if x != turned)
    driver.key(getattr(Qt.Key, f"Key_{suit}"))
    assert c.state.trump == "CDHS".index(suit) and c.state.declarer == 0
    driver.click_button("act-alone")
    assert 0 in c.state.alone
    play_out_hand(driver, ("key", "drag"))
    assert c.state.phase == Phase.HAND_OVER


def test_illegal_drop_snaps_back_with_the_reason(qtbot, make_window) -> None:
    window = make_window(bots={1: TestBot(prefer=(Act.BID,)), 2: TestBot()})
    driver = Driver(qtbot, window)
    start(window, "ghost-hand", seed_with_dealer(0))
    c = window.controller
    driver.wait_for_human()
    driver.click_button("act-pass")
    while True:
        driver.wait_for_human()
        assert c.state.phase == Phase.PLAY
        if driver.continue_if_held():
            continue
        legal = {a.card for a in c.view.legal}
        illegal = [x for x in c.hand_model.cards() if x not in legal]
        if illegal:
            break
        driver.play_legal("click")
    card = str(illegal[0])
    item = window.table.item_for(card)
    home = item.pos()
    assert item.dimmed  # blocked mode dims cards that may not be played
    before = len(c.state.history[-1].actions)
    with qtbot.waitSignal(c.illegal_move) as blocker:
        driver.drag_card(card)
    assert "must follow" in blocker.args[0]
    assert len(c.state.history[-1].actions) == before
    assert window.table.toast.isVisible() and "must follow" in window.table.toast.text()
    assert item.pos() == home


def test_double_click_mode(qtbot, make_window) -> None:
    from ghosteuchre.app.storage.settings import Pacing

    pacing = Pacing.instant()
    pacing.double_click = True
    window = make_window(pacing=pacing, bots={1: TestBot(prefer=(Act.BID,)), 2: TestBot()})
    driver = Driver(qtbot, window)
    start(window, "ghost-hand", seed_with_dealer(0))
    driver.wait_for_human()
    driver.click_button("act-pass")
    driver.wait_for_human()
    c = window.controller
    card = str(c.view.legal[-1].card)
    before = len(c.state.history[-1].actions)
    driver.click_card(card)
    assert len(c.state.history[-1].actions) == before  # one click only selects nothing
    driver.play_legal("double")


def test_trick_waits_for_a_click_when_the_pause_is_zero(qtbot, make_window) -> None:
    from ghosteuchre.app.storage.settings import Pacing

    pacing = Pacing.instant()
    pacing.trick_pause_ms = 0
    window = make_window(pacing=pacing, bots={1: TestBot(prefer=(Act.BID,)), 2: TestBot()})
    driver = Driver(qtbot, window)
    start(window, "ghost-hand", seed_with_dealer(0))
    c = window.controller
    driver.wait_for_human()
    driver.click_button("act-pass")
    while not c.holding_trick:
        driver.wait_for_human()
        if not c.holding_trick:
            driver.play_legal("click")
    qtbot.wait(50)  # nothing but a click may take the trick away
    assert c.holding_trick and c.trick_model.rowCount() == 3
    driver.continue_if_held()
    assert not c.holding_trick and c.trick_model.rowCount() < 3
    driver.key(Qt.Key.Key_L)
    assert window.table.last_trick_panel.isVisible()


def test_the_first_arrow_key_shows_the_ring_on_the_card_where_it_is(qtbot, make_window) -> None:
    window = make_window(bots={1: TestBot(prefer=(Act.BID,)), 2: TestBot()})
    driver = Driver(qtbot, window)
    start(window, "ghost-hand", seed_with_dealer(0))
    driver.wait_for_human()
    driver.click_button("act-pass")
    driver.wait_for_human()
    while window.controller.view.phase != Phase.PLAY:
        driver.continue_if_held()
        driver.wait_for_human()
    table = window.table
    window.activateWindow()
    table.setFocus()
    qtbot.waitUntil(table.hasFocus)
    first = str(window.controller.hand_model.cards()[0])
    assert not table.item_for(first).focused  # no ring before a key is pressed
    driver.key(Qt.Key.Key_Right)
    assert table.focus_index == 0 and table.item_for(first).focused
    driver.key(Qt.Key.Key_Right)
    assert table.focus_index == 1
    driver.key(Qt.Key.Key_Left)
    assert table.focus_index == 0 and table.item_for(first).focused


def test_each_turn_starts_with_the_focus_ring_on_a_playable_card(qtbot, make_window) -> None:
    """A keyboard player finds the ring on a card that may be played, at every turn (it
    may then be moved onto any card, to read why it may not be played)."""
    window = make_window(bots={1: TestBot(prefer=(Act.ORDER, Act.DUMMY)), 2: TestBot()})
    window.activateWindow()
    driver = Driver(qtbot, window)
    c = window.controller
    start(window, "cutthroat", seed_with_dealer(2), {"target": 500})
    checked = 0
    for _ in range(200):
        driver.wait_for_human()
        if c.awaiting_next_hand:
            if c.state.hand_number >= 4:
                break
            c.continue_()
            continue
        if driver.continue_if_held():
            continue
        view = c.view
        if view.phase != Phase.PLAY:
            c.act(next((a for a in view.legal if a.act == Act.PASS), view.legal[0]))
            continue
        cards = list(c.hand_model.cards())
        legal = {a.card for a in view.legal}
        if len(legal) < len(cards):
            assert cards[window.table.focus_index] in legal, (cards, window.table.focus_index)
            checked += 1
        driver.key(Qt.Key.Key_Left)  # the ring shows, and moves onto another card
        driver.key_play(str(cards[-1] if cards[-1] in legal else next(iter(legal))))
    assert checked >= 3
