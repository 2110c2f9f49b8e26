"""What the table says and shows: sentences, notices, the score sheet."""

from __future__ import annotations

import pytest
from app_driver import PATIENCE_MS, Driver, TestBot, start
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from ghosteuchre.app.storage.settings import Pacing
from ghosteuchre.app.words import describe, who
from ghosteuchre.engine.actions import Act
from ghosteuchre.engine.state import Phase
from tests.support.seeds import seed_with_dealer

pytestmark = pytest.mark.slow  # the window driven through games, or long runs: not in the fast lane


def test_sentences_about_the_player_are_in_the_second_person() -> None:
    names = ["You", "Ada", "Bo"]
    assert describe.trick_taken(names, 0, 0) == "You take the trick"
    assert describe.trick_taken(names, 1, 0) == "Ada takes the trick"
    called = describe.renege_called(names, 1, 0, 2, 0)
    assert called == "Ada calls a renege on you: you lose 2 points"
    assert who.last_trick_title(names, 0, 0) == "Last trick — won by you"
    assert who.last_trick_title(names, 2, 0) == "Last trick — won by Bo"


def test_trick_taken_by_the_player_and_no_bot_shown_thinking(qtbot, make_window) -> None:
    pacing = Pacing.instant()
    pacing.trick_pause_ms = 0
    window = make_window(pacing=pacing, bots={1: TestBot(prefer=(Act.BID,)), 2: TestBot()})
    driver = Driver(qtbot, window)
    c = window.controller
    start(window, "ghost-hand", seed_with_dealer(0))
    driver.wait_for_human()
    driver.click_button("act-pass")
    while not c.holding_trick:
        driver.wait_for_human()
        if not c.holding_trick:
            driver.play_legal("click")
    taken = describe.trick_taken(c.names, c.trick_model.winner, 0)
    qtbot.waitUntil(lambda: window.table.prompt.text().startswith(taken), timeout=PATIENCE_MS)
    assert c.thinking_seat == -1


def test_bid_prompt_lists_only_what_the_player_may_do(qtbot, make_window) -> None:
    window = make_window(bots={1: TestBot(prefer=(Act.SWAP, Act.MOON)), 2: TestBot()})
    driver = Driver(qtbot, window)
    start(window, "ghost-hand", seed_with_dealer(0))  # seat 1 swaps and shoots the moon
    driver.wait_for_human()
    assert window.controller.view.phase == Phase.BID
    prompt = window.table.prompt.text()
    assert "moon" in prompt and "swap" not in prompt and "bid" not in prompt


def test_score_sheet_over_the_table_with_ctrl_t(qtbot, make_window) -> None:
    window = make_window()
    driver = Driver(qtbot, window)
    c = window.controller
    start(window, "cutthroat", seed_with_dealer(2))
    driver.wait_for_human()
    c.act(next(a for a in c.view.legal if a.act == Act.PASS))
    while not c.awaiting_next_hand:
        driver.wait_for_human()
        if c.human_to_act:
            if c.view.phase == Phase.PLAY:
                driver.play_legal("click")
            elif c.view.phase == Phase.DISCARD:
                c.discard(list(c.view.hand[: len(c.view.hand) - 5]))
            else:
                c.act(c.view.legal[0])
    QTest.keyClick(window, Qt.Key.Key_T, Qt.KeyboardModifier.ControlModifier)
    sheet = window.table.sheet
    assert sheet.isVisible() and not window.table.summary.isVisible()
    assert sheet.grid.count() == 4 * 2  # the header and one hand
    driver.key(Qt.Key.Key_Escape)
    assert not sheet.isVisible() and window.table.summary.isVisible()
