"""The controller's flow in the window: bots off the UI thread, demo, dialog, autosave
(the flow itself, stale answers too, is tested without a window in tests/session)."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import threading

import pytest
from app_driver import PATIENCE_MS, Driver, TestBot, start
from PySide6.QtCore import Qt, QTimer
from PySide6.QtTest import QTest
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialogButtonBox,
    QLabel,
    QPushButton,
    QSpinBox,
)

from ghosteuchre.app.shell.dialogs import NewGameDialog
from ghosteuchre.app.shell.mainwindow import MainWindow
from ghosteuchre.app.storage.settings import GameSetup, Pacing
from ghosteuchre.app.words import describe
from ghosteuchre.engine.actions import Act
from ghosteuchre.engine.record import load_file
from ghosteuchre.engine.state import Phase
from ghosteuchre.session.snapshot import TableSnapshot

pytestmark = pytest.mark.slow  # the window driven through games, or long runs: not in the fast lane


def test_ui_stays_responsive_while_a_slow_bot_thinks(qtbot, make_window) -> None:
    gate = threading.Event()
    window = make_window(bots={1: TestBot(gate=gate), 2: TestBot(gate=gate)})
    c = window.controller
    start(window, "cutthroat", 5)
    if c.human_to_act:
        c.act(c.view.legal[-1])
    # the controller came back to the event loop with the bot still thinking
    assert c.thinking_seat > 0
    before = len(c.state.history[-1].actions)
    ticks: list[int] = []
    timer = QTimer()
    timer.timeout.connect(lambda: ticks.append(len(c.state.history[-1].actions)))
    timer.start(0)
    qtbot.waitUntil(lambda: len(ticks) >= 50, timeout=PATIENCE_MS)
    assert set(ticks) == {before} and c.thinking_seat > 0  # many turns, all before the answer
    gate.set()
    qtbot.waitUntil(lambda: len(c.state.history[-1].actions) > before, timeout=PATIENCE_MS)
    timer.stop()


def test_demo_mode_finishes_a_game(qtbot, make_window) -> None:
    bots = {s: TestBot(prefer=(Act.ORDER, Act.DUMMY)) for s in range(3)}
    window = make_window(pacing=Pacing.fast(), bots=bots)
    c = window.controller
    with qtbot.waitSignal(c.game_over, timeout=PATIENCE_MS):
        window.start(GameSetup("cutthroat", {"target": 3}, ["A", "B", "C"], ["easy", "easy"]),
                     seed=3, human=None)
    assert max(c.state.scores) >= 3 and c.state.winner is not None


def test_demo_command_line_prints_json(tmp_path) -> None:
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "HOME": str(tmp_path),
           "XDG_CONFIG_HOME": str(tmp_path), "XDG_DATA_HOME": str(tmp_path)}
    result = subprocess.run(
        [sys.executable, "-m", "ghosteuchre", "--demo", "--fast", "--quit-at-end",
         "--variant", "ghost-hand", "--target", "8", "--level", "easy", "--seed", "4"],
        capture_output=True, text=True, timeout=PATIENCE_MS / 1000, env=env, check=False,
    )
    assert result.returncode == 0, result.stderr
    lines = result.stdout.strip().splitlines()
    assert len(lines) == 1
    data = json.loads(lines[0])
    assert data["variant"] == "ghost-hand" and len(data["scores"]) == 3
    assert data["scores"][data["winner"]] == max(data["scores"]) >= 8


def test_new_game_dialog_lists_the_options_and_remembers(qtbot, settings) -> None:
    dialog = NewGameDialog(settings)
    qtbot.addWidget(dialog)
    dialog.variant.setCurrentIndex(1)  # cutthroat
    names = set(dialog.option_widgets)
    assert {"target", "reneges", "renege_penalty", "stick_the_dealer", "dealer_pickup",
            "defend_alone", "march_points", "alone_march_points", "euchre_points"} == names
    target = dialog.findChild(QSpinBox, "option-target")
    assert target.value() == 10
    target.setValue(7)
    dialog.findChild(QCheckBox, "option-defend_alone").setChecked(False)
    reneges = dialog.findChild(QComboBox, "option-reneges")
    reneges.setCurrentIndex(1)
    dialog.findChild(QComboBox, "level2").setCurrentIndex(2)
    dialog.findChild(QDialogButtonBox).accepted.emit()
    setup = dialog.result_setup()
    assert setup.variant == "cutthroat"
    assert setup.options == {"target": 7, "defend_alone": False, "reneges": "callable"}
    assert setup.levels[1] == "hard"
    settings.save_setup(setup)
    again = NewGameDialog(settings)
    qtbot.addWidget(again)
    assert again.current_variant() == "cutthroat"
    assert again.findChild(QSpinBox, "option-target").value() == 7
    dialog.variant.setCurrentIndex(0)
    assert "moon_points" in dialog.option_widgets and "dealer_pickup" not in dialog.option_widgets


def test_autosave_and_resume(qtbot, settings, tmp_path) -> None:
    window = MainWindow(settings, Pacing.instant(), autosave=True)
    qtbot.addWidget(window)
    window.controller.bot_factory = lambda level: TestBot()
    window.controller.autosave_path = tmp_path / "autosave.json"
    window.show()
    start(window, "ghost-hand", 11)
    driver = Driver(qtbot, window)
    driver.wait_for_human()
    c = window.controller
    if c.view.phase == Phase.BID:
        driver.click_button("act-bid-3")
    driver.wait_for_human()
    c.saver.wait(PATIENCE_MS / 1000)
    loaded = load_file(tmp_path / "autosave.json")
    assert loaded.app["seed"] == 11
    assert loaded.state.history[-1].actions == c.state.history[-1].actions
    other = MainWindow(settings, Pacing.instant(), autosave=False)
    qtbot.addWidget(other)
    other.controller.bot_factory = lambda level: TestBot()
    other.resume_loaded(loaded)
    assert other.controller.state.history[-1].actions == c.state.history[-1].actions
    assert other.controller.human_to_act
    window.controller.shutdown()
    other.controller.shutdown()


def test_callable_renege_call_by_the_player(qtbot, make_window) -> None:
    window = make_window(bots={1: TestBot(calls=False), 2: TestBot(calls=False)})
    c = window.controller
    driver = Driver(qtbot, window)
    for seed in range(1, 40):
        start(window, "cutthroat", seed, {"reneges": "callable"})
        while c.state.phase != Phase.HAND_OVER:
            driver.wait_for_human()
            if c.view.can_call:
                accused = c.view.can_call[0]
                driver.click_button(f"act-renege-{accused}")
                assert any(r.called_by == 0 for r in c.state.reneges)
                return
            if driver.continue_if_held() or c.state.phase == Phase.HAND_OVER:
                continue
            if c.view.phase == Phase.DISCARD:
                c.discard(list(c.view.hand[: len(c.view.hand) - 5]))
                continue
            if c.view.phase == Phase.PLAY:
                driver.play_legal("click")
            else:
                c.act(next((a for a in c.view.legal if a.act == Act.ORDER), c.view.legal[0]))
    raise AssertionError("no renege to call in 40 deals")


def renege_left_to_call(window, driver: Driver, seeds: range, target: int = 10,
                        won: bool = False):
    """Play Cutthroat hands (the bots call no renege) until one ends with a renege the
    player may still call, and with the game ``won`` in its last trick or not; the seat
    accused."""
    c = window.controller
    for seed in seeds:
        start(window, "cutthroat", seed, {"reneges": "callable", "target": target})
        while not c.awaiting_next_hand:
            driver.wait_for_human()
            if driver.continue_if_held() or c.awaiting_next_hand:
                continue
            if c.view.phase == Phase.DISCARD:
                c.discard(list(c.view.hand[: len(c.view.hand) - 5]))
            elif c.view.phase == Phase.PLAY:
                c.act(c.view.legal[0])  # the first card, followed suit or not
            else:
                c.act(next((a for a in c.view.legal if a.act == Act.ORDER), c.view.legal[0]))
        if c.view.can_call and (c.view.winner is not None) == won:
            return c.view.can_call[0]
    raise AssertionError("no hand ended with a renege to call")


@pytest.mark.parametrize("how", ["click", "key"])
def test_a_renege_left_after_the_last_trick_is_called_from_the_hands_summary(
    qtbot, make_window, how
) -> None:
    """Calls are taken until the next deal: the hand's summary, which lies over the bar,
    offers the call (a click, or R), and then shows the hand scored with it."""
    window = make_window()
    c, summary = window.controller, window.table.summary
    c.bot_factory = lambda level: TestBot(calls=False)
    driver = Driver(qtbot, window)
    accused = renege_left_to_call(window, driver, range(1, 400))
    button = summary.findChild(QPushButton, f"summary-renege-{accused}")
    assert button is not None
    qtbot.waitUntil(button.isVisible, timeout=PATIENCE_MS)
    assert button.text() == f"Call a renege on {c.names[accused]}"
    assert window.childAt(button.mapTo(window, button.rect().center())) is button
    before = c.view.scores[accused]
    if how == "click":
        QTest.mouseClick(button, Qt.MouseButton.LeftButton)
    else:
        driver.key(Qt.Key.Key_R)
    qtbot.waitUntil(lambda: not button.isVisible(), timeout=PATIENCE_MS)
    assert c.view.scores[accused] == before - 2 and summary.isVisible()
    texts = [label.text() for label in summary.findChildren(QLabel) if label.isVisible()]
    assert any("Renege called by you: −2" in text for text in texts), texts
    assert f"{c.names[accused]}\u00a0{describe.score_text(before - 2)}" in summary.totals.text()


def test_a_game_won_in_its_last_trick_waits_on_its_summary_while_a_renege_may_be_called(
    qtbot, make_window
) -> None:
    window = make_window()
    c, summary = window.controller, window.table.summary
    c.bot_factory = lambda level: TestBot(calls=False)
    driver = Driver(qtbot, window)
    renege_left_to_call(window, driver, range(1, 400), target=1, won=True)
    qtbot.waitUntil(summary.isVisible, timeout=PATIENCE_MS)
    assert summary.button.text() == "Finish the game"
    assert window.table.overlays.game_over_winner is None
    driver.key(Qt.Key.Key_N)
    qtbot.waitUntil(window.table.overlays.game_over_shown, timeout=PATIENCE_MS)
    assert window.table.overlays.game_over_winner == c.state.winner


def test_a_game_held_for_a_renege_call_ends_as_won_when_a_new_game_replaces_it(
    qtbot, make_window
) -> None:
    window = make_window()
    c = window.controller
    c.bot_factory = lambda level: TestBot(calls=False)
    renege_left_to_call(window, Driver(qtbot, window), range(1, 400), target=1, won=True)
    winner = c.state.winner
    with qtbot.waitSignal(c.game_finished, timeout=PATIENCE_MS) as finished:
        start(window, "cutthroat", 1)
    assert finished.args == [winner] and c.state.winner is None


def test_a_move_is_shown_from_one_snapshot_of_the_table(qtbot, make_window, monkeypatch) -> None:
    """The player's move is shown by the models, the table, its widgets and the menus
    from one snapshot of the game; what is read after the move is taken afresh."""
    window = make_window(bots={1: TestBot(), 2: TestBot()})
    c = window.controller
    start(window, "ghost-hand", 5)
    Driver(qtbot, window).wait_for_human()
    taken: list[bool] = []
    take = TableSnapshot.of.__func__

    def counted(cls: type[TableSnapshot], session: object) -> TableSnapshot:
        taken.append(True)
        return take(cls, session)

    monkeypatch.setattr(TableSnapshot, "of", classmethod(counted))
    before = c.shown()
    taken.clear()
    c.act(c.view.legal[0])
    assert len(taken) == 1
    after = c.shown()
    assert len(taken) == 2 and after != before and after.view == c.view
    assert after.can_claim == c.can_claim == c.session.can_claim


def test_a_hands_summary_and_the_next_deal_each_come_in_a_turn_of_their_own(
    qtbot, make_window, monkeypatch
) -> None:
    """At a hand's end the summary shows in one turn of the event loop and the table under
    it is laid out in a later one; "Next hand" deals in one turn and lays the new hand
    out in a later one, so that no one turn keeps the table from answering for long.
    The player then finds the new hand on the table."""
    window = make_window(bots={1: TestBot(), 2: TestBot()})
    c, table = window.controller, window.table
    start(window, "cutthroat", 5)
    driver = Driver(qtbot, window)
    summary_turn: list[bool] = []  # [True] during the turn the summary was shown in
    laid_out: list[bool] = []  # each lay-out of the table: in the summary's turn or not
    hand_scored, refresh = table.overlays.hand_scored, table.refresh

    def scored() -> bool:
        summary_turn.append(True)
        QTimer.singleShot(0, summary_turn.clear)  # before any timer the summary starts
        return hand_scored()

    def laying_out(*args: object, **kwargs: object) -> None:
        laid_out.append(bool(summary_turn))
        refresh(*args, **kwargs)

    monkeypatch.setattr(table.overlays, "hand_scored", scored)
    monkeypatch.setattr(table, "refresh", laying_out)
    while not c.awaiting_next_hand:
        driver.wait_for_human()
        if not driver.continue_if_held() and c.human_to_act:
            c.act(c.view.legal[0])
    qtbot.waitUntil(lambda: table.summary.isVisible() and not table.layout_pending,
                    timeout=PATIENCE_MS)
    assert True not in laid_out
    hands, layouts = len(c.state.history), len(laid_out)
    c.continue_()
    assert len(c.state.history) == hands + 1 and c.state.phase != Phase.HAND_OVER  # dealt
    assert len(laid_out) == layouts and table.layout_pending
    driver.wait_for_human()
    assert len(laid_out) > layouts and not table.summary.isVisible()
    assert all(table.element_rect(f"hand:{i}") is not None for i in range(len(c.view.hand)))
