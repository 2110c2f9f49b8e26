"""The main window's menu bar: Game, View, Settings and Help, each action a command of
the window (``window.GameWindow``), and the Game menu's actions enabled as the game
allows (``MenuActions.enable``)."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QMainWindow

from . import i18n

if TYPE_CHECKING:
    from ..play.controller import Controller
    from .window import GameWindow

translate = QCoreApplication.translate  # literal context and text, for pyside6-lupdate


@dataclass
class MenuActions:
    """The actions other code reads or changes (the rest only run their command)."""

    new: QAction
    undo: QAction
    redo: QAction
    claim: QAction
    hint: QAction
    side: QAction  # View → Log and scores
    animations: QAction
    aids: QAction  # View → Learning aids
    learn: QAction
    rules: QAction

    def enable(self, c: Controller) -> None:
        """Undo while there is a move to take back, Redo while one taken back may be made
        again, Claim while it is offered; Hint while a game is being played."""
        self.undo.setEnabled(c.can_undo)
        self.redo.setEnabled(c.can_redo)
        self.claim.setEnabled(c.can_claim)
        self.hint.setEnabled(c.state is not None and c.state.winner is None)


def _action(window: QMainWindow, menu: Any, text: str, slot: Callable[..., Any],
            shortcut: Any = None) -> QAction:
    action = QAction(text, window)
    if shortcut is not None:
        action.setShortcut(QKeySequence(shortcut))
        action.setShortcutContext(Qt.ShortcutContext.WindowShortcut)
    action.triggered.connect(slot)
    menu.addAction(action)
    window.addAction(action)
    return action


def _checkable(window: QMainWindow, menu: Any, text: str, on: bool,
               toggled: Callable[[bool], None]) -> QAction:
    action = QAction(text, window, checkable=True)
    action.setChecked(on)
    action.toggled.connect(toggled)
    menu.addAction(action)
    return action


def set_animations(window: GameWindow, on: bool) -> None:
    """View → Animations: kept with the pace of play."""
    window.controller.pacing.animations = on
    window.settings.save_pacing(window.controller.pacing)


def set_aids(window: GameWindow, on: bool) -> None:
    """View → Learning aids: kept, and the table shows or hides them at once."""
    window.controller.aids = on
    window.settings.set_learning_aids(on)
    window.table.refresh(animate=False)


def build_menus(window: GameWindow) -> MenuActions:
    """The menu bar of ``window``, its actions also the window's (their keys work over
    the whole window)."""
    assert isinstance(window, QMainWindow)  # the main window itself
    c, bar = window.controller, window.menuBar()  # the game files are made at first use
    game = bar.addMenu(translate("MainWindow", "&Game"))
    new = _action(window, game, translate("MainWindow", "&New game…"), window.ask_new_game,
                  QKeySequence.StandardKey.New)
    _action(window, game, translate("MainWindow", "&Open…"), lambda: window.game_files.open_game(),
            QKeySequence.StandardKey.Open)
    _action(window, game, translate("MainWindow", "Save &As…"), lambda: window.game_files.save_as(),
            QKeySequence.StandardKey.SaveAs)
    _action(window, game, translate("MainWindow", "&Export hand history…"),
            lambda: window.game_files.export_history())
    _action(window, game, translate("MainWindow", "&Past games…"),
            lambda: window.game_files.show_past_games())
    _action(window, game, translate("MainWindow", "S&tatistics…"), window.show_statistics)
    game.addSeparator()
    undo = _action(window, game, translate("MainWindow", "&Undo"), c.undo,
                   QKeySequence.StandardKey.Undo)
    redo = _action(window, game, translate("MainWindow", "&Redo"), c.redo, "Ctrl+Shift+Z")
    redo.setShortcuts([QKeySequence("Ctrl+Shift+Z"), QKeySequence("Ctrl+Y")])
    claim = _action(window, game, translate("MainWindow", "&Claim the rest"), c.claim)
    hint = _action(window, game, translate("MainWindow", "&Hint"), c.hint, "Ctrl+H")
    for action in (undo, redo, claim, hint):  # until a game is dealt
        action.setEnabled(False)
    _action(window, game, translate("MainWindow", "&Last trick"), window.table.show_last_trick,
            "L")
    _action(window, game, translate("MainWindow", "&Score sheet"), window.show_score_sheet,
            "Ctrl+T")
    _action(window, game, translate("MainWindow", "Hand &history…"),
            lambda: window.show_hand_history(), "Ctrl+Shift+H")
    game.addSeparator()
    _action(window, game, translate("MainWindow", "&Quit"), window.close,
            QKeySequence.StandardKey.Quit)
    view = bar.addMenu(translate("MainWindow", "&View"))
    side = _checkable(window, view, translate("MainWindow", "&Log and scores"), False,
                      window.show_side)
    animations = _checkable(window, view, translate("MainWindow", "&Animations"),
                            c.pacing.animations, lambda on: set_animations(window, on))
    aids = QAction(translate("MainWindow", "Learning &aids"), window, checkable=True)
    aids.setToolTip(translate(
        "MainWindow", "Tag the bowers, say why a card cannot be played, explain the buttons"))
    aids.setChecked(c.aids)
    aids.toggled.connect(lambda on: set_aids(window, on))
    view.addAction(aids)
    settings = bar.addMenu(translate("MainWindow", "&Settings"))
    preferences = _action(window, settings, translate("MainWindow", "&Preferences…"),
                          window.show_preferences, "Ctrl+,")
    preferences.setMenuRole(QAction.MenuRole.PreferencesRole)
    _action(window, settings, translate("MainWindow", "&Language…"),
            lambda: i18n.ask_language(window.settings, window))
    help_menu = bar.addMenu(translate("MainWindow", "&Help"))
    _action(window, help_menu, translate("MainWindow", "&Welcome…"), window.show_welcome)
    learn = _action(window, help_menu, translate("MainWindow", "&Learn to play…"),
                    window.learn_requested.emit)
    rules = _action(window, help_menu, translate("MainWindow", "&Rules"),
                    lambda: window.show_rules(), "F1")
    _action(window, help_menu, translate("MainWindow", "&Keyboard shortcuts…"),
            window.show_shortcuts)
    help_menu.addSeparator()
    _action(window, help_menu, translate("MainWindow", "&About Ghost Euchre"), window.about)
    actions = MenuActions(new, undo, redo, claim, hint, side, animations, aids, learn, rules)
    c.view_changed.connect(lambda: actions.enable(c))
    c.game_over.connect(lambda: actions.enable(c))
    return actions
