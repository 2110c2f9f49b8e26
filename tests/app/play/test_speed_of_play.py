"""Speed of play through the window: forced cards played for the player, the rest of a
hand claimed by key and by mouse, redo by both of its shortcuts, and the Preferences'
"Speed of play" group."""

from __future__ import annotations

import pytest
from app_driver import PATIENCE_MS, Driver, TestBot, start
from PySide6.QtCore import QPoint, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QCheckBox, QGroupBox

from ghosteuchre.app.shell.shortcuts import sections
from ghosteuchre.engine.actions import Act
from ghosteuchre.engine.record import dumps, to_record
from ghosteuchre.engine.state import Phase

pytestmark = pytest.mark.slow  # the window driven through hands: not in the fast lane

FORCED_SEED = 238  # the player passes; after two choices the last four cards are forced
CLAIM_SEED = 227  # the player passes; at the first card the player's cards take every trick


def bidding_bots() -> dict[int, TestBot]:
    return {1: TestBot(prefer=(Act.BID,)), 2: TestBot(prefer=(Act.BID,))}


def fast_window(make_window, settings, **kwargs):
    settings.set_speed_of_play(True, True)
    return make_window(bots=bidding_bots(), **kwargs)


def record_of(c) -> str:
    return dumps(to_record(c.state, c.names, {}))


def to_the_play(driver: Driver) -> None:
    """Pass in the bidding (the P key) until the play begins."""
    c = driver.c
    driver.wait_for_human()
    while c.view.phase == Phase.BID:
        driver.key(Qt.Key.Key_P)
        driver.wait_for_human()


def test_a_hand_of_forced_cards_finishes_without_a_click(qtbot, make_window, settings) -> None:
    window = fast_window(make_window, settings)
    driver = Driver(qtbot, window)
    c = window.controller
    seen: list[tuple[str, str, bool]] = []  # each card shown as played for the player

    def shown() -> None:
        card = c.shown().auto_card
        if card is not None:
            items = window.table.hand_items()
            lifted = window.table.item_for(str(card))
            others = [item.home.y() for item in items if item is not lifted]  # where it goes
            seen.append((str(card), window.table.prompt.text(),
                         all(lifted.home.y() < y for y in others)))

    window.table.laid_out.connect(shown)  # what the player sees once the table shows the move
    start(window, "ghost-hand", FORCED_SEED)
    to_the_play(driver)
    for _ in range(2):  # the player's two choices, by mouse
        driver.wait_for_human()
        assert len(c.view.legal) > 1 and c.shown().auto_card is None
        driver.click_card(str(c.view.legal[0].card))
    qtbot.waitUntil(window.table.summary.isVisible, timeout=PATIENCE_MS)
    mine = [a.card for seat, a in c.state.history[-1].actions if seat == 0 and a.act == Act.PLAY]
    assert len(mine) == 6 and c.state.phase == Phase.HAND_OVER
    forced = [str(card) for card in mine[2:]]
    assert [card for card, _, _ in seen if card in forced][:1] == forced[:1]
    assert {card for card, _, _ in seen} >= set(forced)  # every one lifted before it went
    first = next(entry for entry in seen if entry[0] == forced[0])
    assert first[1] == f"Only the {mine[2].pretty()} may be played: it is played for you"
    assert first[2], "the card played for the player is not lifted"


def claim_position(qtbot, window) -> Driver:
    driver = Driver(qtbot, window)
    start(window, "ghost-hand", CLAIM_SEED)
    to_the_play(driver)
    qtbot.waitUntil(lambda: window.controller.can_claim, timeout=PATIENCE_MS)
    return driver


def claimed_out(qtbot, window, left: int, won: int) -> None:
    c = window.controller
    qtbot.waitUntil(window.table.summary.isVisible, timeout=PATIENCE_MS)
    assert c.state.phase == Phase.HAND_OVER and c.state.tricks_won[0] == won + left


def test_the_rest_is_claimed_by_key_and_by_mouse(qtbot, make_window, settings) -> None:
    window = fast_window(make_window, settings)
    c = window.controller
    driver = claim_position(qtbot, window)
    button = driver.button("act-claim")
    assert button.isVisible() and button.text() == "Claim the rest  [C]"
    assert window.claim_action.isEnabled()
    left, won = len(c.view.hand), c.state.tricks_won[0]
    messages: list[str] = []
    window.table.message_shown.connect(messages.append)
    driver.key(Qt.Key.Key_C)  # by key
    claimed_out(qtbot, window, left, won)
    assert f"You claim the last {left} tricks: your cards are played for you." in messages
    QTest.keyClick(window.table.viewport(), Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    qtbot.waitUntil(lambda: c.can_claim, timeout=PATIENCE_MS)  # the claim was one decision
    assert len(c.view.hand) == left and not window.table.summary.isVisible()
    driver.click_button("act-claim")  # by mouse
    claimed_out(qtbot, window, left, won)


def test_no_claim_is_offered_with_the_preference_off(qtbot, make_window, settings) -> None:
    settings.set_speed_of_play(False, False)
    window = make_window(bots=bidding_bots())
    c = window.controller
    driver = Driver(qtbot, window)
    start(window, "ghost-hand", CLAIM_SEED)
    to_the_play(driver)
    driver.wait_for_human()
    assert c.view.phase == Phase.PLAY and not c.can_claim
    assert "act-claim" not in [b.objectName() for b in window.table.bar.buttons()]
    assert not window.claim_action.isEnabled()


def test_redo_by_both_shortcuts_gives_back_the_game(qtbot, make_window, settings) -> None:
    window = make_window(bots=bidding_bots())
    c = window.controller
    driver = Driver(qtbot, window)
    start(window, "ghost-hand", FORCED_SEED)
    to_the_play(driver)
    driver.wait_for_human()
    driver.click_card(str(c.view.legal[0].card))
    driver.wait_for_human()
    played = record_of(c)
    vp = window.table.viewport()
    assert not window.redo_action.isEnabled()
    QTest.keyClick(vp, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)  # the card
    driver.wait_for_human()
    passed = record_of(c)
    QTest.keyClick(vp, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)  # the pass
    driver.wait_for_human()
    assert c.view.phase == Phase.BID and window.redo_action.isEnabled()
    QTest.keyClick(vp, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier
                   | Qt.KeyboardModifier.ShiftModifier)
    qtbot.waitUntil(lambda: c.human_to_act and record_of(c) == passed, timeout=PATIENCE_MS)
    QTest.keyClick(vp, Qt.Key.Key_Y, Qt.KeyboardModifier.ControlModifier)
    qtbot.waitUntil(lambda: c.human_to_act and record_of(c) == played, timeout=PATIENCE_MS)
    assert not window.redo_action.isEnabled()
    QTest.keyClick(vp, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    driver.wait_for_human()
    assert window.redo_action.isEnabled()
    driver.click_card(str(c.view.legal[-1].card))  # a new card forgets the redo
    assert not window.redo_action.isEnabled() and not c.can_redo


def test_the_keys_are_on_the_shortcut_sheet(make_window) -> None:
    window = make_window()
    rows = [row for _, section in sections(window.actions()) for row in section]
    assert ("Ctrl+Shift+Z, Ctrl+Y", "Redo") in rows
    assert any(key == "C" and "Claim the rest" in words.split(" · ") for key, words in rows)


def test_the_speed_of_play_group_is_on_by_default_and_applies_at_once(
        qtbot, make_window, settings) -> None:
    settings.store.remove("play/auto_play")  # a player who never changed them
    settings.store.remove("play/finish_hands")
    window = make_window()
    speed = window.controller.session.speed
    assert (speed.auto_play, speed.finish) == (True, True)
    qtbot.waitUntil(window.isActiveWindow, timeout=PATIENCE_MS)
    QTest.keyClick(window.table.viewport(), Qt.Key.Key_Comma, Qt.KeyboardModifier.ControlModifier)
    dialog = window.preferences_dialog
    qtbot.waitUntil(lambda: dialog is not None and dialog.isVisible(), timeout=PATIENCE_MS)
    group = dialog.findChild(QGroupBox, "speed-of-play")
    assert group.title() == "Speed of play"
    auto = group.findChild(QCheckBox, "auto-play")
    finish = group.findChild(QCheckBox, "finish-hands")
    assert auto.isChecked() and finish.isChecked()
    QTest.mouseClick(auto, Qt.MouseButton.LeftButton, pos=QPoint(8, auto.height() // 2))
    assert not speed.auto_play and speed.finish and settings.speed_of_play == (False, True)
    QTest.mouseClick(finish, Qt.MouseButton.LeftButton, pos=QPoint(8, finish.height() // 2))
    assert not speed.finish and settings.speed_of_play == (False, False)
