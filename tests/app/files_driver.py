"""Helpers for the tests of statistics and game files: a window that keeps its files in
a test folder, the Game menu through the mouse, and a player who plays hands out."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from app_driver import PATIENCE_MS, Human
from PySide6.QtCore import QSettings, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QMessageBox

from ghosteuchre.app.shell import keeper
from ghosteuchre.app.shell.keeper import GameQuestion
from ghosteuchre.app.shell.mainwindow import MainWindow
from ghosteuchre.app.storage.settings import GameSetup, Pacing, Settings
from ghosteuchre.bots import make_bot
from ghosteuchre.engine.state import Phase

LEVELS = ["easy", "medium"]


def saving_settings(tmp_path: Path) -> Settings:
    """Settings whose data folder (autosave, statistics, history) is ``tmp_path/data``."""
    data = tmp_path / "data"
    data.mkdir(exist_ok=True)
    store = QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)
    store.setValue("learning/coached_games_left", 0)
    # every card by hand: a window a test leaves running (a "killed" one) must not play on
    store.setValue("play/auto_play", False)
    store.setValue("play/finish_hands", False)
    settings = Settings(store, data_dir=data)
    settings.save_setup(GameSetup(levels=list(LEVELS)))
    return settings


def saving_window(qtbot, settings: Settings) -> MainWindow:
    """A main window that autosaves and keeps statistics and past games, with the Easy
    and Medium bots deciding in this process."""
    window = MainWindow(settings, Pacing.instant())
    window.controller.bot_factory = make_bot
    qtbot.addWidget(window)
    window.resize(1100, 760)
    window.show()
    qtbot.waitExposed(window, timeout=PATIENCE_MS)
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow, timeout=PATIENCE_MS)
    return window


def start(window: MainWindow, variant: str, seed: int, options: dict[str, Any]) -> None:
    window.start(GameSetup(variant, options, ["You", "Ada", "Bo"], list(LEVELS)), seed)


def choose_menu(qtbot, window: MainWindow, menu_text: str, item_text: str) -> None:
    """Click the menu bar's ``menu_text``, then its item ``item_text``, with the mouse."""
    bar = window.menuBar()
    entry = next(a for a in bar.actions() if a.text() == menu_text)
    QTest.mouseClick(bar, Qt.MouseButton.LeftButton, pos=bar.actionGeometry(entry).center())
    menu = entry.menu()
    qtbot.waitUntil(menu.isVisible, timeout=PATIENCE_MS)
    item = next(a for a in menu.actions() if a.text() == item_text)
    assert item.isEnabled(), item_text
    QTest.mouseClick(menu, Qt.MouseButton.LeftButton, pos=menu.actionGeometry(item).center())
    qtbot.waitUntil(lambda: not menu.isVisible(), timeout=PATIENCE_MS)


def notice(qtbot, window: MainWindow) -> QMessageBox:
    """The notice box the window shows now."""
    qtbot.waitUntil(lambda: window.findChild(QMessageBox, "notice") is not None
                    and window.findChild(QMessageBox, "notice").isVisible(),
                    timeout=PATIENCE_MS)
    return window.findChild(QMessageBox, "notice")


def close_notice(qtbot, window: MainWindow) -> None:
    box = notice(qtbot, window)
    QTest.mouseClick(box.button(QMessageBox.StandardButton.Ok), Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: window.findChild(QMessageBox, "notice") is None,
                    timeout=PATIENCE_MS)
    window.activateWindow()  # what the window manager does when a box closes
    qtbot.waitUntil(window.isActiveWindow, timeout=PATIENCE_MS)


class Player(Human):
    """The human of the full-game tests, with the mouse: plays until a hand or the game
    is over."""

    def __init__(self, qtbot, window: MainWindow) -> None:
        super().__init__(qtbot, window, "mouse")

    def hand_over(self) -> bool:
        c = self.c
        return ((c.state is not None and c.state.phase == Phase.HAND_OVER
                and c.awaiting_next_hand and self.table.summary.isVisible())
                or self.game_over_shown())

    def finish_hand(self) -> None:
        """Play until the hand on the table is over and its summary shown."""
        for _ in range(100):
            self.wait_for_turn()
            if self.hand_over():
                return
            self.take_turn()
        raise AssertionError("the hand did not end")

    def next_hand_or_done(self) -> bool:
        """Deal the next hand (False) or say the game is over (True)."""
        if self.game_over_shown():
            return True
        self.next_hand()
        return False


def settle(qtbot, window: MainWindow) -> None:
    """Until every file asked for is read or written and the window has heard of it."""
    def quiet() -> bool:
        QApplication.sendPostedEvents()
        return keeper.in_flight == 0 and not window.controller.saver.busy

    for _ in range(3):  # a write's news can ask for another write (the statistics)
        qtbot.waitUntil(quiet, timeout=PATIENCE_MS)
        QApplication.processEvents()
    if window._statistics is not None:
        window._statistics.saver.wait()


def question(qtbot, window: MainWindow) -> GameQuestion:
    """The question about the game in progress, shown now."""
    qtbot.waitUntil(lambda: window.findChild(GameQuestion, "game-question") is not None
                    and window.findChild(GameQuestion, "game-question").isVisible(),
                    timeout=PATIENCE_MS)
    return window.findChild(GameQuestion, "game-question")


def answer(qtbot, window: MainWindow, choice: str) -> None:
    """Click ``choice`` (keeper.KEEP, SAVE or DISCARD) in the question with the mouse."""
    box = question(qtbot, window)
    QTest.mouseClick(box.choices[choice], Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: window.findChild(GameQuestion, "game-question") is None,
                    timeout=PATIENCE_MS)
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow, timeout=PATIENCE_MS)


def read_json(path: Path) -> Any:
    return json.loads(path.read_text(encoding="utf-8"))
