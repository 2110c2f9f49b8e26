"""The Welcome on the first start: three choices that each do their thing, and a
closed Welcome leaves an empty table with a way to a new game."""

from __future__ import annotations

import json

import pytest
from app_driver import PATIENCE_MS, start
from PySide6.QtCore import Qt, QTimer
from PySide6.QtWidgets import QApplication, QDialogButtonBox, QLabel, QPushButton

from ghosteuchre.app.shell.dialogs import NewGameDialog
from ghosteuchre.app.shell.welcome import Welcome
from ghosteuchre.app.storage.settings import GameSetup

pytestmark = pytest.mark.slow  # the window driven through games, or long runs: not in the fast lane


def welcome_of(qtbot, window) -> Welcome:
    welcome = window.welcome
    assert welcome is not None, "no Welcome was shown"
    qtbot.waitUntil(welcome.isVisible, timeout=PATIENCE_MS)
    return welcome


def click(qtbot, button) -> None:
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)


def test_the_first_start_shows_the_welcome_and_deals_nothing(qtbot, make_window) -> None:
    window = make_window()
    assert window.settings.first_start
    window.first_screen()
    welcome = welcome_of(qtbot, window)
    assert welcome.isModal()
    assert not welcome.findChild(QLabel, "game-in-progress").isVisible()
    assert [b.objectName() for b in (welcome.learn, welcome.play_ghost, welcome.play_cutthroat)
            ] == ["learn", "play-ghost-hand", "play-cutthroat"]
    for button in (welcome.play_ghost, welcome.play_cutthroat):
        assert button.description().count(". ") + button.description().endswith(".") == 2
    assert window.controller.state is None


def test_closing_the_welcome_leaves_an_empty_table_with_a_new_game_button(
    qtbot, make_window
) -> None:
    window = make_window()
    window.first_screen()
    welcome = welcome_of(qtbot, window)
    qtbot.keyClick(welcome, Qt.Key.Key_Escape)
    qtbot.waitUntil(lambda: not welcome.isVisible(), timeout=PATIENCE_MS)
    assert window.controller.state is None  # Cancel no longer deals a game
    panel = window.empty_table
    assert panel is not None and panel.isVisible()
    new_game = panel.findChild(QPushButton, "empty-new-game")
    assert new_game.text() == "New game…"

    def deal() -> None:
        dialog = QApplication.activeModalWidget()
        assert isinstance(dialog, NewGameDialog)
        dialog.findChild(QDialogButtonBox).button(QDialogButtonBox.StandardButton.Ok).click()

    QTimer.singleShot(0, deal)
    click(qtbot, new_game)
    qtbot.waitUntil(lambda: window.controller.state is not None, timeout=PATIENCE_MS)
    assert not panel.isVisible()


def test_the_empty_table_offers_the_welcome_again(qtbot, make_window) -> None:
    window = make_window()
    window.first_screen()
    welcome = welcome_of(qtbot, window)
    click(qtbot, welcome.findChild(QDialogButtonBox).button(QDialogButtonBox.StandardButton.Close))
    qtbot.waitUntil(lambda: window.empty_table is not None and window.empty_table.isVisible(),
                    timeout=PATIENCE_MS)
    click(qtbot, window.empty_table.findChild(QPushButton, "empty-welcome"))
    qtbot.waitUntil(welcome.isVisible, timeout=PATIENCE_MS)


@pytest.mark.parametrize("variant", ["cutthroat", "ghost-hand"])
def test_play_starts_a_game_of_that_variant_with_its_remembered_options(
    qtbot, make_window, settings, variant: str
) -> None:
    settings.store.setValue(f"setup/options/{variant}", json.dumps({"target": 7}))
    window = make_window()
    window.first_screen()
    welcome = welcome_of(qtbot, window)
    button = welcome.play_cutthroat if variant == "cutthroat" else welcome.play_ghost
    click(qtbot, button)
    c = window.controller
    qtbot.waitUntil(lambda: c.state is not None, timeout=PATIENCE_MS)
    assert c.state.rules.variant == variant and c.state.rules.target == 7
    assert c.human == 0
    assert not welcome.isVisible()
    assert window.empty_table is None or not window.empty_table.isVisible()
    assert not settings.first_start  # the next start deals at once
    assert settings.setup().variant == variant


def test_learn_to_play_opens_the_lessons_at_the_start(qtbot, make_window) -> None:
    window = make_window()
    window.first_screen()
    click(qtbot, welcome_of(qtbot, window).learn)
    lessons = window.lessons_window
    assert lessons is not None
    qtbot.waitUntil(lessons.isVisible, timeout=PATIENCE_MS)
    assert lessons.lists["lesson"].currentRow() == 0
    assert window.controller.state is None
    assert window.empty_table is not None and window.empty_table.isVisible()


def test_learn_to_play_can_be_taken_over(qtbot, make_window) -> None:
    window = make_window()
    asked: list[bool] = []
    window.learn_requested.disconnect(window.show_lessons)
    window.learn_requested.connect(lambda: asked.append(True))
    window.first_screen()
    click(qtbot, welcome_of(qtbot, window).learn)
    qtbot.waitUntil(lambda: asked == [True], timeout=PATIENCE_MS)
    assert window.lessons_window is None


def test_a_later_start_deals_at_once_and_help_reopens_the_welcome(
    qtbot, make_window, settings
) -> None:
    settings.save_setup(GameSetup(levels=["easy", "easy"]))
    window = make_window()
    window.first_screen()
    qtbot.waitUntil(lambda: window.controller.state is not None, timeout=PATIENCE_MS)
    assert window.welcome is None
    help_menu = next(a.menu() for a in window.menuBar().actions() if a.text() == "&Help")
    texts = [a.text() for a in help_menu.actions() if not a.isSeparator()]
    assert texts == ["&Welcome…", "&Learn to play…", "&Rules", "&Keyboard shortcuts…",
                     "&About Ghost Euchre"]
    next(a for a in help_menu.actions() if a.text() == "&Welcome…").trigger()
    welcome = welcome_of(qtbot, window)
    assert welcome.findChild(QLabel, "game-in-progress").isVisible()
    click(qtbot, welcome.play_cutthroat)
    qtbot.waitUntil(
        lambda: window.controller.state.rules.variant == "cutthroat", timeout=PATIENCE_MS
    )


def test_choose_rules_and_players_opens_the_new_game_dialog(qtbot, make_window) -> None:
    window = make_window()
    window.first_screen()
    welcome = welcome_of(qtbot, window)
    seen: list[str] = []

    def cancel() -> None:
        dialog = QApplication.activeModalWidget()
        if not isinstance(dialog, NewGameDialog):
            QTimer.singleShot(20, cancel)
            return
        seen.append(dialog.current_variant())
        dialog.reject()

    QTimer.singleShot(0, cancel)
    click(qtbot, welcome.findChild(QPushButton, "choose-options"))
    qtbot.waitUntil(lambda: seen == ["ghost-hand"], timeout=PATIENCE_MS)
    qtbot.waitUntil(lambda: window.empty_table is not None and window.empty_table.isVisible(),
                    timeout=PATIENCE_MS)
    assert window.controller.state is None
    start(window, "cutthroat", 3)
    qtbot.waitUntil(lambda: not window.empty_table.isVisible(), timeout=PATIENCE_MS)


def test_the_choice_with_the_keyboard_focus_shows_a_ring(qtbot) -> None:
    welcome = Welcome()
    qtbot.addWidget(welcome)
    welcome.show()
    welcome.activateWindow()
    qtbot.waitUntil(welcome.learn.hasFocus, timeout=PATIENCE_MS)
    focused = welcome.learn.grab().toImage()
    qtbot.keyClick(welcome.learn, Qt.Key.Key_Tab)
    qtbot.waitUntil(welcome.play_ghost.hasFocus, timeout=PATIENCE_MS)
    assert welcome.learn.grab().toImage() != focused
    ring = welcome.play_ghost.grab().toImage().pixelColor(2, welcome.play_ghost.height() // 2)
    assert ring.blue() > 150 and ring.red() < 120  # the ring is drawn on its left edge
