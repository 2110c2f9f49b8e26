"""The main window: menus, the card table, the log and score sheet, the game flow."""

from __future__ import annotations

import errno
import logging
import random
from pathlib import Path
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication, QEvent, Qt, Signal
from PySide6.QtGui import QAction, QCloseEvent, QKeySequence
from PySide6.QtWidgets import QDockWidget, QLabel, QMainWindow, QMessageBox, QWidget

from .controller import Controller
from .settings import GameSetup, Pacing, Settings
from .table import TableView

if TYPE_CHECKING:
    from .savegame import SavedGame

log = logging.getLogger(__name__)


class MainWindow(QMainWindow):
    """Owns the controller and the table; tests reach them as ``.controller`` and ``.table``."""

    closed = Signal()

    def __init__(
        self,
        settings: Settings | None = None,
        pacing: Pacing | None = None,
        autosave: bool = True,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.settings = settings or Settings()
        self.controller = Controller(pacing or self.settings.pacing(), self)
        if autosave:
            self.controller.autosave_path = self.settings.autosave_path()
        self.table = TableView(self.controller, self)
        self.setCentralWidget(self.table)
        self.setWindowTitle(self.tr("Ghost Euchre"))
        self.setMinimumSize(780, 560)
        self.dock: QDockWidget | None = None
        self.save_problem: QLabel | None = None  # the status bar's note that saving fails
        self._build_menus()
        self.table.new_game_requested.connect(self.ask_new_game)
        self.controller.bot_failed.connect(
            lambda text: self.statusBar().showMessage(self.tr("A bot failed: {0}").format(text))
        )
        saver = self.controller.saver
        saver.failed.connect(self._autosave_failed)
        saver.recovered.connect(self._autosave_recovered)
        saver.left_behind.connect(self._autosave_left_behind)

    # ------------------------------------------------------------- widgets
    def _build_side(self) -> QDockWidget:
        """The dock with the log and the score sheet, built when first shown."""
        from PySide6.QtWidgets import QHeaderView, QListView, QTableView, QTabWidget

        c = self.controller
        tabs = QTabWidget()
        self.log_view = QListView()
        self.log_view.setModel(c.log_model)
        self.log_view.setObjectName("log")
        self.score_view = QTableView()
        self.score_view.setObjectName("score-sheet")
        self.score_view.setModel(c.score_model)
        self.score_view.horizontalHeader().setSectionResizeMode(
            QHeaderView.ResizeMode.ResizeToContents
        )
        tabs.addTab(self.log_view, self.tr("This hand"))
        tabs.addTab(self.score_view, self.tr("Score sheet"))
        self.side_tabs = tabs
        self.dock = QDockWidget(self.tr("Log and scores"), self)
        self.dock.setObjectName("side-dock")
        self.dock.setWidget(tabs)
        self.dock.setFeatures(
            QDockWidget.DockWidgetFeature.DockWidgetClosable
            | QDockWidget.DockWidgetFeature.DockWidgetMovable
        )
        self.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, self.dock)
        c.log_model.rowsInserted.connect(lambda *_: self.log_view.scrollToBottom())
        self.dock.visibilityChanged.connect(self.side_action.setChecked)
        return self.dock

    def _build_menus(self) -> None:
        game = self.menuBar().addMenu(self.tr("&Game"))
        self.new_action = self._action(game, self.tr("&New game…"), self.ask_new_game,
                                       QKeySequence.StandardKey.New)
        self.undo_action = self._action(game, self.tr("&Undo"), self.controller.undo,
                                        QKeySequence.StandardKey.Undo)
        self.undo_action.setEnabled(False)
        self.hint_action = self._action(game, self.tr("&Hint"), self.controller.hint, "Ctrl+H")
        self.controller.view_changed.connect(
            lambda: self.undo_action.setEnabled(self.controller.can_undo))
        self._action(game, self.tr("&Last trick"), self.table.show_last_trick, "L")
        self._action(game, self.tr("&Score sheet"), self.show_score_sheet, "Ctrl+T")
        game.addSeparator()
        self._action(game, self.tr("&Quit"), self.close, QKeySequence.StandardKey.Quit)
        view = self.menuBar().addMenu(self.tr("&View"))
        self.side_action = QAction(self.tr("&Log and scores"), self, checkable=True)
        self.side_action.toggled.connect(self.show_side)
        view.addAction(self.side_action)
        self.animations_action = QAction(self.tr("&Animations"), self, checkable=True)
        self.animations_action.setChecked(self.controller.pacing.animations)
        self.animations_action.toggled.connect(self._set_animations)
        view.addAction(self.animations_action)
        help_menu = self.menuBar().addMenu(self.tr("&Help"))
        self._action(help_menu, self.tr("&About Ghost Euchre"), self.about)

    def _action(self, menu: Any, text: str, slot: Any, shortcut: Any = None) -> QAction:
        action = QAction(text, self)
        if shortcut is not None:
            action.setShortcut(QKeySequence(shortcut))
            action.setShortcutContext(Qt.ShortcutContext.WindowShortcut)
        action.triggered.connect(slot)
        menu.addAction(action)
        self.addAction(action)
        return action

    def _set_animations(self, on: bool) -> None:
        self.controller.pacing.animations = on
        self.settings.save_pacing(self.controller.pacing)

    def show_side(self, on: bool = True) -> None:
        dock = self.dock or self._build_side()
        dock.setVisible(on)

    def show_score_sheet(self) -> None:
        self.table.show_score_sheet()

    def about(self) -> None:
        from .. import __version__

        QMessageBox.about(
            self,
            self.tr("About Ghost Euchre"),
            self.tr("Ghost Euchre {0}\n\nThree-player euchre: Ghost Hand and Cutthroat, "
                    "against bots.").format(__version__),
        )

    # ------------------------------------------------------------ the game
    def start(self, setup: GameSetup, seed: int | None = None, human: int | None = 0) -> None:
        """Start a game from a set-up (a new random seed unless one is given)."""
        if seed is None:
            seed = random.SystemRandom().randrange(1 << 31)
        levels = ["", *setup.levels] if human == 0 else [setup.levels[0], *setup.levels]
        if human is None:
            levels = [setup.levels[0], setup.levels[0], setup.levels[1]]
        self.controller.new_game(setup.rules(), seed, setup.names, levels, human)
        self.table.setFocus()

    def ask_new_game(self) -> bool:
        from .dialogs import NewGameDialog

        self.controller.warm_up_bots()  # the bot process starts while the player chooses
        dialog = NewGameDialog(self.settings, self)
        if dialog.exec() != NewGameDialog.DialogCode.Accepted:
            return False
        setup, pacing = dialog.result_setup(), dialog.result_pacing()
        self.settings.save_setup(setup)
        self.settings.save_pacing(pacing)
        self.controller.pacing = pacing
        self.animations_action.setChecked(pacing.animations)
        self.start(setup)
        return True

    def first_screen(self) -> None:
        """At start: the autosaved game if the player wants it, else a new game (chosen in
        the new-game dialog on the very first start)."""
        if self.resume_autosave():
            return
        if self.settings.first_start and self.ask_new_game():
            return
        self.start(self.settings.setup())

    def resume_autosave(self) -> bool:
        """Offer to continue an unfinished autosaved game; True if one was resumed.

        An autosave that fails a check is renamed aside (never deleted) and the player
        is told; a finished game's autosave is removed, or remembered as not to offer
        when the folder will not let it go."""
        from . import savegame

        path = self.settings.autosave_path()
        ignored = self.settings.ignored_autosave()
        if not savegame.exists(path):
            if ignored:
                self.settings.ignore_autosave("")
            return False
        data: bytes | None = None
        try:
            data = savegame.read_bytes(path)
            if ignored and savegame.digest(data) == ignored:
                return False
            saved = savegame.parse(data)
        except savegame.BadSaveError as exc:
            self._set_aside(path, data, str(exc))
            return False
        if saved.state.winner is not None:
            self._remove_finished(path, data)
            return False
        answer = QMessageBox.question(
            self,
            self.tr("Resume"),
            self.tr("Continue the unfinished game?"),
            QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No,
        )
        if answer != QMessageBox.StandardButton.Yes:
            return False
        self._resume(saved)
        return True

    def _set_aside(self, path: Path, data: bytes | None, reason: str) -> None:
        from . import savegame

        log.warning("the autosave %s cannot be resumed: %s", path, reason)
        try:
            kept = savegame.set_aside(path)
        except OSError as exc:
            log.warning("could not move %s aside: %s", path, exc)
            if data is not None:
                self.settings.ignore_autosave(savegame.digest(data))
            self.notice(self.tr("The saved game could not be read, so a new game starts."),
                        self.tr("File: {0}\nProblem: {1}").format(path, reason))
            return
        self.notice(
            self.tr("The saved game could not be read, so a new game starts. "
                    "The file was kept as {0}.").format(kept.name),
            self.tr("File: {0}\nProblem: {1}").format(kept, reason),
        )

    def _remove_finished(self, path: Path, data: bytes) -> None:
        from . import savegame

        try:
            path.unlink()
        except OSError as exc:
            log.warning("could not remove the finished game's autosave %s: %s", path, exc)
            self.settings.ignore_autosave(savegame.digest(data))
            return
        savegame.sync_folder(path.parent)

    def resume_loaded(self, loaded: Any) -> None:
        """Continue a replayed record; BadSaveError if its app fields do not fit."""
        from .savegame import checked

        self._resume(checked(loaded))

    def _resume(self, saved: SavedGame) -> None:
        app = saved.app
        self.controller.resume(saved.state, app.seed, saved.names, app.levels, app.human)
        self.table.setFocus()

    def notice(self, text: str, details: str = "") -> QMessageBox:
        """Tell the player something without stopping the table (a window-modal box)."""
        box = QMessageBox(QMessageBox.Icon.Information, self.tr("Ghost Euchre"), text,
                          QMessageBox.StandardButton.Ok, self)
        box.setObjectName("notice")
        if details:
            box.setDetailedText(details)
        box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        box.open()
        return box

    # ------------------------------------------------------------ autosave
    def _autosave_failed(self, code: int, detail: str) -> None:
        if code in (errno.EACCES, errno.EPERM, errno.EROFS):
            problem = self.tr("the game's data folder is read-only")
        elif code in (errno.ENOSPC, errno.EDQUOT):
            problem = self.tr("the disk is full")
        else:
            problem = self.tr("the game's data folder cannot be written")
        if self.save_problem is None:
            self.save_problem = QLabel()
            self.save_problem.setObjectName("save-problem")
            self.save_problem.setStyleSheet("color: #a00000; font-weight: bold;")
            self.statusBar().addPermanentWidget(self.save_problem, 1)
        self.save_problem.setText(
            self.tr("This game cannot be saved: {0}. You can play on, but the game is lost "
                    "when you quit.").format(problem))
        self.save_problem.setToolTip(detail)
        self.save_problem.show()

    def _autosave_recovered(self) -> None:
        if self.save_problem is not None:
            self.save_problem.hide()

    def _autosave_left_behind(self, digest: str) -> None:
        self.settings.ignore_autosave(digest)

    def closeEvent(self, event: QCloseEvent) -> None:  # noqa: N802
        self.controller.shutdown()
        QCoreApplication.sendPostedEvents(self, QEvent.Type.MetaCall)  # the saver's last news
        self.closed.emit()
        super().closeEvent(event)
