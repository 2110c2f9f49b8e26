"""Game → Undo (Ctrl+Z): the player's last decision and the bots' answers after it."""

from __future__ import annotations

import pytest
from app_driver import Driver, TestBot, start
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from ghosteuchre.engine.actions import Act
from ghosteuchre.engine.state import Phase
from tests.support.seeds import seed_with_dealer

pytestmark = pytest.mark.slow  # the window driven through games, or long runs: not in the fast lane


def ctrl_z(window) -> None:
    QTest.keyClick(window.table.viewport(), Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)


def test_undo_takes_back_a_card_and_the_bots_answers(qtbot, make_window) -> None:
    window = make_window(bots={1: TestBot(prefer=(Act.BID,)), 2: TestBot()})
    driver = Driver(qtbot, window)
    c = window.controller
    start(window, "ghost-hand", seed_with_dealer(0))  # seat 1 bids, the human passes last
    driver.wait_for_human()
    assert not window.undo_action.isEnabled()  # nothing of the player's yet in this hand
    ctrl_z(window)
    assert c.view.phase == Phase.BID
    driver.click_button("act-pass")
    driver.wait_for_human()
    assert c.view.phase == Phase.PLAY and window.undo_action.isEnabled()
    while True:  # until a card of the player's is answered by the bots
        before = list(c.state.history[-1].actions)
        hand = [str(x) for x in c.hand_model.cards()]
        driver.play_legal("click")
        driver.wait_for_human()
        if c.state.history[-1].actions[-1][0] != 0:
            break
    ctrl_z(window)
    assert c.state.history[-1].actions == before
    assert c.human_to_act and [str(x) for x in c.hand_model.cards()] == hand
    while window.undo_action.isEnabled():  # and every card and the pass before it
        ctrl_z(window)
        assert c.human_to_act
    assert c.view.phase == Phase.BID
    assert [seat for seat, _ in c.state.history[-1].actions] == [1, 2]


def test_undo_a_discard_then_the_choice(qtbot, make_window) -> None:
    window = make_window()
    driver = Driver(qtbot, window)
    c = window.controller
    start(window, "cutthroat", seed_with_dealer(2))  # the human speaks first
    driver.wait_for_human()
    driver.key(Qt.Key.Key_O)
    driver.wait_for_human()
    driver.click_button("act-dummy")
    chosen = [str(x) for x in c.hand_model.cards()[:5]]
    for card in chosen:
        driver.click_card(card)
    driver.key(Qt.Key.Key_D)
    driver.wait_for_human()
    ctrl_z(window)
    assert c.view.phase == Phase.DISCARD and len(c.view.hand) == 10 and c.human_to_act
    assert not window.table.selected
    ctrl_z(window)
    assert c.view.phase == Phase.CHOICE and c.human_to_act


def test_undo_after_the_hand_is_over_hides_the_summary(qtbot, make_window) -> None:
    window = make_window(bots={1: TestBot(prefer=(Act.BID,)), 2: TestBot()})
    driver = Driver(qtbot, window)
    c = window.controller
    start(window, "ghost-hand", seed_with_dealer(0))
    driver.wait_for_human()
    driver.click_button("act-pass")
    while c.state.phase != Phase.HAND_OVER:
        driver.wait_for_human()
        if not driver.continue_if_held() and c.state.phase == Phase.PLAY:
            driver.play_legal("click")
    driver.wait_for_human()
    assert window.table.summary.isVisible()
    ctrl_z(window)
    assert c.state.phase == Phase.PLAY and c.human_to_act and not c.awaiting_next_hand
    assert not window.table.summary.isVisible() and len(c.hand_model.cards()) == 1
