"""Fair play at the real table: whole coached hands through the main window, the human's
calls and cards made with the mouse (the coach's questions answered with Enter), a hint
asked at every turn, and Medium and Hard bots giving their reasons.  Every sentence the
table shows while the hand is on (the toasts, the news line, the coach's panel, the hint
note, the prompt and the log) names no card the human cannot see and counts no hidden
trump, judged from the human's own view at the moment it is shown."""

from __future__ import annotations

import random

import pytest
from app_driver import PATIENCE_MS, Driver, button_name
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from ghosteuchre.app.storage.settings import COACHED_GAMES, GameSetup
from ghosteuchre.bots import BotConfig, make_bot
from ghosteuchre.engine.state import Phase
from ghosteuchre.engine.view import PlayerView, view_of
from tests.support.fairness import check_fair, check_shown

HANDS = 4  # hands per variant
SEEDS = {"ghost-hand": 4, "cutthroat": 9}


class Watch:
    """Every sentence the table shows, each with the human's view when it was shown."""

    def __init__(self, window) -> None:  # type: ignore[no-untyped-def]
        self.window = window
        self.c = window.controller
        self.shown: list[tuple[str, str, PlayerView]] = []  # (where, text, view)
        self.seen: set[tuple[str, str]] = set()  # each text is judged when it first shows
        c = self.c
        c.bot_explained.connect(lambda seat, text: self.add("remark", text))
        c.coach_warning.connect(lambda action, text: self.add("coach", text))
        c.illegal_move.connect(lambda text: self.add("toast", text))
        c.view_changed.connect(self.look)

    def add(self, where: str, text: str) -> None:
        s = self.c.state
        if text and s is not None and s.phase != Phase.HAND_OVER \
                and (where, text) not in self.seen:
            self.seen.add((where, text))
            self.shown.append((where, text, view_of(s, 0)))

    def look(self) -> None:
        """What the table's widgets and the log show now."""
        table = self.window.table
        overlays = table.overlays
        for where, label in (("toast", overlays.toast), ("coach", overlays.coach.body),
                             ("hint", table.hint_note), ("prompt", table.prompt),
                             ("news", table.news.line)):
            if label.isVisible():
                self.add(where, label.text())
        for line in self.c.log_model.lines():
            self.add("log", line)


def play_coached_hands(qtbot, window, variant: str) -> Watch:  # type: ignore[no-untyped-def]
    c = window.controller
    c.bot_factory = lambda level: make_bot(BotConfig(level, worlds=2))
    watch = Watch(window)
    driver = Driver(qtbot, window)
    rng = random.Random(SEEDS[variant])
    window.start(GameSetup(variant, {}, ["You", "Ada", "Bo"], ["medium", "hard"]),
                 SEEDS[variant])
    assert c.coach
    hands = 0
    while hands < HANDS:
        qtbot.waitUntil(lambda: (c.human_to_act or c.awaiting_next_hand)
                        and not window.table.layout_pending, timeout=PATIENCE_MS)
        if not c.human_to_act:
            watch.look()
            hands += 1
            if hands < HANDS:
                QTest.mouseClick(window.table.summary.button, Qt.MouseButton.LeftButton)
            continue
        view = c.view
        assert view is not None
        QTest.mouseClick(window.table.hint_button, Qt.MouseButton.LeftButton)
        qtbot.waitUntil(lambda: bool(c.hint_actions), timeout=PATIENCE_MS)
        watch.look()
        take_turn(qtbot, watch, driver, view, rng)
        watch.look()
    return watch


def take_turn(qtbot, watch: Watch, driver: Driver, view: PlayerView,  # type: ignore[no-untyped-def]
              rng: random.Random) -> None:
    """A seeded choice among the legal ones, made with the mouse; a call the coach
    questions is made anyway with Enter."""
    window = watch.window
    c = window.controller
    before = len(c.state.history[-1].actions)
    if view.phase == Phase.PLAY:
        driver.click_card(str(rng.choice(view.legal).card))
    elif view.phase == Phase.DISCARD:
        driver.discard_by_mouse()
    else:
        call = rng.choice(view.legal)
        driver.click_button(button_name(call))
        panel = window.table.overlays.coach
        qtbot.waitUntil(lambda: panel.isVisible() or len(c.state.history[-1].actions) > before,
                        timeout=PATIENCE_MS)
        if panel.isVisible():
            watch.look()
            qtbot.waitUntil(lambda: QApplication.focusWidget() is panel.button,
                            timeout=PATIENCE_MS)  # the panel takes the keys: Enter goes on
            QTest.keyClick(QApplication.focusWidget(), Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: len(c.state.history[-1].actions) > before, timeout=PATIENCE_MS)


@pytest.mark.parametrize("variant", sorted(SEEDS))
def test_every_sentence_of_a_coached_hand_at_the_table_is_fair(
        qtbot, settings, make_window, variant: str) -> None:
    settings.store.setValue("learning/coached_games_left", COACHED_GAMES)
    window = make_window()
    window.activateWindow()  # what the window manager does for a new window
    qtbot.waitUntil(window.isActiveWindow, timeout=PATIENCE_MS)
    watch = play_coached_hands(qtbot, window, variant)
    kinds = {where for where, _, _ in watch.shown}
    assert {"remark", "hint", "log", "prompt"} <= kinds, kinds
    for where, text, view in watch.shown:
        if where == "remark":
            check_fair(text, None, view)
        else:
            check_shown(text, view)
