"""The main window: menus, the card table, the log and score sheet, the game flow."""

from __future__ import annotations

import errno
import logging
import random
from pathlib import Path
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication, QEvent, Qt, QTimer, Signal
from PySide6.QtGui import QAction, QCloseEvent, QKeySequence
from PySide6.QtWidgets import (
    QApplication,
    QDockWidget,
    QLabel,
    QMainWindow,
    QMessageBox,
    QWidget,
)

from ..play.controller import Controller
from ..play.worker import FirstPaint
from ..storage.settings import GameSetup, Pacing, Settings
from ..table import TableView
from . import i18n
from .about import about_box

if TYPE_CHECKING:
    from ..play.lessoncoach import Coach
    from ..play.lessons import Course, LessonsWindow
    from ..play.sound import SoundCues
    from ..screens.history import GameHistory
    from ..screens.historywindow import HandHistoryWindow
    from ..screens.rulesref import RulesReference
    from ..screens.statistics import StatisticsKeeper, StatisticsWindow
    from ..storage.savegame import SavedGame
    from .gamefiles import GameFiles
    from .keeper import GameKeeper
    from .preferences import PreferencesDialog
    from .shortcuts import ShortcutSheet
    from .welcome import EmptyTable, Welcome

log = logging.getLogger(__name__)


# what the first screen does without, imported once it shows (``worker.FirstPaint``);
# not the bots, which think in the bot process
LATER = tuple(f"ghosteuchre.{name}" for name in (
    "app.screens.rulesref", "app.table.gameover", "engine.record", "app.storage.savegame",
    "app.screens.statistics", "app.shell.welcome", "app.shell.dialogs", "app.shell.shortcuts"))


class MainWindow(QMainWindow):
    """Owns the controller and the table; tests reach them as ``.controller`` and ``.table``."""

    closed = Signal()
    learn_requested = Signal()  # "Learn to play": the lessons (show_lessons)

    def __init__(
        self,
        settings: Settings | None = None,
        pacing: Pacing | None = None,
        autosave: bool = True,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.settings = settings or Settings()
        self.closing = False  # the window is closing: no question is answered any more
        self.controller = Controller(pacing or self.settings.pacing(), self)
        if autosave:
            self.controller.autosave_path = self.settings.autosave_path()
        self.table = TableView(self.controller, self)
        self.setCentralWidget(self.table)
        FirstPaint(self.table.viewport(), LATER)  # the bot process starts once it shows
        self.setWindowTitle(self.tr("Ghost Euchre"))
        self.setMinimumSize(780, 560)
        self.dock: QDockWidget | None = None
        self.save_problem: QLabel | None = None  # the status bar's note that saving fails
        self.write_problems: dict[str, QLabel] = {}  # the same for each kind of file
        self.welcome: Welcome | None = None
        self.rules_window: RulesReference | None = None
        self.empty_table: EmptyTable | None = None
        self.lessons_window: LessonsWindow | None = None
        self.coach: Coach | None = None
        self._courses: list[Course] | None = None
        self._statistics: StatisticsKeeper | None = None
        self._game_files: GameFiles | None = None
        self._keeper: GameKeeper | None = None
        self.statistics_window: StatisticsWindow | None = None
        if autosave:  # a window that saves also keeps the statistics and the past games
            self.controller.hand_finished.connect(lambda i: self.statistics.count_hand(i))
            self.controller.game_finished.connect(self._game_finished)
        self.learn_requested.connect(self.show_lessons)
        self.controller.lesson_ended.connect(self._lesson_ended)
        self.controller.aids = self.settings.learning_aids
        self.controller.coach = self.settings.coached_games_left > 0
        self.controller.game_over.connect(self._count_coached_game)
        self.table.overlays.rules_wanted.connect(self.show_rules)
        self.table.overlays.review_wanted.connect(self.review_last_hand)
        self.history_window: HandHistoryWindow | None = None
        self.shortcut_sheet: ShortcutSheet | None = None
        self.sound: SoundCues | None = None
        self.make_sound_player: Any = None  # the sound's player (None: the audio device)
        self.table.shortcuts_wanted.connect(self.show_shortcuts)
        self._build_menus()
        self._preferences()
        self.table.new_game_requested.connect(self.ask_new_game)
        self.table.overlays.play_again_requested.connect(self.play_again)
        self.controller.bot_failed.connect(
            lambda text: self.statusBar().showMessage(self.tr("A bot failed: {0}").format(text))
        )
        saver = self.controller.saver
        saver.failed.connect(self._write_failed)
        saver.recovered.connect(self._write_recovered)
        saver.left_behind.connect(self._autosave_left_behind)

    # ------------------------------------------------------------- widgets
    def _build_side(self) -> QDockWidget:
        """The dock with the log and the score sheet, built when first shown."""
        from PySide6.QtWidgets import QListView, QTableView, QTabWidget

        from .dockscores import fit_score_view

        c = self.controller
        tabs = QTabWidget()
        self.log_view = QListView()
        self.log_view.setModel(c.log_model)
        self.log_view.setObjectName("log")
        self.log_view.setWordWrap(True)
        self.log_view.setResizeMode(QListView.ResizeMode.Adjust)  # lines wrap anew as it narrows
        self.log_view.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.score_view = QTableView()
        self.score_view.setObjectName("score-sheet")
        fit_score_view(self.score_view, c.score_model)
        tabs.addTab(self.log_view, self.tr("Log"))
        tabs.addTab(self.score_view, self.tr("Scores"))
        tabs.setUsesScrollButtons(False)  # both tabs' names whole, never arrows
        tabs.tabBar().setElideMode(Qt.TextElideMode.ElideNone)
        tabs.setMinimumWidth(tabs.tabBar().sizeHint().width())
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
        self._action(game, self.tr("&Open…"), lambda: self.game_files.open_game(),
                     QKeySequence.StandardKey.Open)
        self._action(game, self.tr("Save &As…"), lambda: self.game_files.save_as(),
                     QKeySequence.StandardKey.SaveAs)
        self._action(game, self.tr("&Export hand history…"),
                     lambda: self.game_files.export_history())
        self._action(game, self.tr("&Past games…"), lambda: self.game_files.show_past_games())
        self._action(game, self.tr("S&tatistics…"), self.show_statistics)
        game.addSeparator()
        self.undo_action = self._action(game, self.tr("&Undo"), self.controller.undo,
                                        QKeySequence.StandardKey.Undo)
        self.undo_action.setEnabled(False)
        self.redo_action = self._action(game, self.tr("&Redo"), self.controller.redo,
                                        "Ctrl+Shift+Z")
        self.redo_action.setShortcuts([QKeySequence("Ctrl+Shift+Z"), QKeySequence("Ctrl+Y")])
        self.redo_action.setEnabled(False)
        self.claim_action = self._action(game, self.tr("&Claim the rest"), self.controller.claim)
        self.claim_action.setEnabled(False)
        self.hint_action = self._action(game, self.tr("&Hint"), self.controller.hint, "Ctrl+H")
        self.hint_action.setEnabled(False)  # until a game is dealt
        self.controller.view_changed.connect(self._enable_actions)
        self.controller.game_over.connect(self._enable_actions)
        self._action(game, self.tr("&Last trick"), self.table.show_last_trick, "L")
        self._action(game, self.tr("&Score sheet"), self.show_score_sheet, "Ctrl+T")
        self._action(game, self.tr("Hand &history…"), lambda: self.show_hand_history(),
                     "Ctrl+Shift+H")
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
        self.aids_action = QAction(self.tr("Learning &aids"), self, checkable=True)
        self.aids_action.setToolTip(self.tr(
            "Tag the bowers, say why a card cannot be played, explain the buttons"))
        self.aids_action.setChecked(self.controller.aids)
        self.aids_action.toggled.connect(self._set_aids)
        view.addAction(self.aids_action)
        settings_menu = self.menuBar().addMenu(self.tr("&Settings"))
        preferences = self._action(settings_menu, self.tr("&Preferences…"),
                                   self.show_preferences, "Ctrl+,")
        preferences.setMenuRole(QAction.MenuRole.PreferencesRole)
        self._action(settings_menu, self.tr("&Language…"),
                     lambda: i18n.ask_language(self.settings, self))
        help_menu = self.menuBar().addMenu(self.tr("&Help"))
        self._action(help_menu, self.tr("&Welcome…"), self.show_welcome)
        self.learn_action = self._action(help_menu, self.tr("&Learn to play…"),
                                         self.learn_requested.emit)
        self.rules_action = self._action(help_menu, self.tr("&Rules"), lambda: self.show_rules(),
                                         "F1")
        self._action(help_menu, self.tr("&Keyboard shortcuts…"), self.show_shortcuts)
        help_menu.addSeparator()
        self._action(help_menu, self.tr("&About Ghost Euchre"), self.about)

    def _enable_actions(self) -> None:
        """Undo while there is a move to take back, Redo while one taken back may be made
        again, Claim while it is offered; Hint while a game is being played."""
        c = self.controller
        self.undo_action.setEnabled(c.can_undo)
        self.redo_action.setEnabled(c.can_redo)
        self.claim_action.setEnabled(c.can_claim)
        self.hint_action.setEnabled(c.state is not None and c.state.winner is None)

    def _action(self, menu: Any, text: str, slot: Any, shortcut: Any = None) -> QAction:
        action = QAction(text, self)
        if shortcut is not None:
            action.setShortcut(QKeySequence(shortcut))
            action.setShortcutContext(Qt.ShortcutContext.WindowShortcut)
        action.triggered.connect(slot)
        menu.addAction(action)
        self.addAction(action)
        return action

    # --------------------------------------------- preferences, the window
    def _preferences(self) -> None:
        from .preferences import RiskyCalls

        self.preferences_dialog: PreferencesDialog | None = None
        self.risky_calls = RiskyCalls(self)
        self.risky_calls.answered.connect(self._preferences_changed)
        self.table.hold_call = self.risky_calls.hold
        self.table.set_appearance(self.settings.appearance())
        speed = self.controller.session.speed
        speed.auto_play, speed.finish = self.settings.speed_of_play
        self.apply_sound()  # the sound module loads only if sound is on

    def apply_sound(self) -> None:
        """Sound on or off and its volume, as the preferences say; with sound off (as it
        is unless the player turns it on) nothing of the sound is loaded."""
        on = self.settings.sound_on
        if self.sound is None:
            if not on:
                return
            from ..play.sound import SoundCues

            self.sound = SoundCues(self.controller, self.make_sound_player, self)
            self.sound.failed.connect(lambda _why: self.statusBar().showMessage(
                self.tr("No sound: the audio device could not be opened."), 10000))
        self.sound.configure(on, self.settings.sound_volume)

    def show_preferences(self) -> PreferencesDialog:
        """Settings → Preferences (window-modal); each change applies at once."""
        from .preferences import PreferencesDialog

        if self.preferences_dialog is None:
            self.preferences_dialog = PreferencesDialog(self.settings, self)
            self.preferences_dialog.changed.connect(self._preferences_changed)
        self.preferences_dialog.open()
        return self.preferences_dialog

    def _preferences_changed(self) -> None:
        from .preferences import apply_preferences

        apply_preferences(self)

    def restore_window(self) -> bool:
        """Take the size, place and docks the window had when it was last closed; False
        if none are remembered or they cannot be used."""
        geometry, state = self.settings.window_state()
        if geometry is None or not self.restoreGeometry(geometry):
            return False
        if state is not None:
            dock = self.dock or self._build_side()
            dock.hide()
            self.restoreState(state)
        return True

    def _set_animations(self, on: bool) -> None:
        self.controller.pacing.animations = on
        self.settings.save_pacing(self.controller.pacing)

    def _set_aids(self, on: bool) -> None:
        self.controller.aids = on
        self.settings.set_learning_aids(on)
        self.table.refresh(animate=False)

    def _count_coached_game(self) -> None:
        if self.controller.coach and self.controller.human is not None:
            self.settings.count_coached_game()
            self.controller.coach = self.settings.coached_games_left > 0

    def show_side(self, on: bool = True) -> None:
        dock = self.dock or self._build_side()
        dock.setVisible(on)

    def show_score_sheet(self) -> None:
        self.table.show_score_sheet()

    def show_hand_history(self, record: Any = None, hand_index: int | None = None
                          ) -> HandHistoryWindow | None:
        """The hand history: the current game's finished hands, or with ``record`` (a
        loaded record, ``engine.record.Loaded``) a past or opened game's; at hand
        ``hand_index`` (from 0), else at the last hand.  None if there is no hand to show."""
        from ..play.worker import review_in_process
        from ..screens.history import GameHistory
        from ..screens.historywindow import HandHistoryWindow

        c = self.controller
        history = GameHistory.from_controller(c) if record is None else \
            GameHistory.from_record(record)
        if history is None or not history.logs:
            self.nothing_to_show(self.tr("No hand has been finished yet."))
            return None
        if self.history_window is not None:
            self.history_window.close()
        window = HandHistoryWindow(history, c.pacing, self.settings, review_in_process,
                                   c.bot_factory, self)
        window.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        window.destroyed.connect(lambda: setattr(self, "history_window", None))
        window.play_again_requested.connect(self.play_deal_again)
        window.rules_wanted.connect(self.show_rules)
        if hand_index is not None:
            window.show_hand(hand_index)
        self.history_window = window
        window.show()
        return window

    def review_last_hand(self) -> None:
        """The hand summary's "Review your play": the hand just played, reviewed."""
        window = self.show_hand_history()
        if window is not None:
            window.start_review()

    def play_deal_again(self, history: GameHistory, hand: int, seat: int) -> None:
        """A new game whose first hand is ``hand`` of ``history`` again (the same cards
        and dealer), with the player in ``seat``; later hands are new deals."""
        from ..screens.history import deal_again

        state, names, levels = deal_again(history, hand, seat)

        def proceed() -> None:
            if self.history_window is not None:
                self.history_window.close()
            self.controller.resume(state, random.SystemRandom().randrange(1 << 31), names,
                                   levels, seat)
            self.table.setFocus()

        self.keeper.leave_then(proceed)

    def about(self) -> QMessageBox:
        """Help → About (``about.about_box``)."""
        return about_box(self)

    def show_shortcuts(self) -> ShortcutSheet:
        """Help → Keyboard shortcuts (and "?" on the table): every key of the menus, the
        table and the decision bar, in the player's language."""
        from .shortcuts import show_sheet

        self.shortcut_sheet = show_sheet(self, self.shortcut_sheet)
        return self.shortcut_sheet

    # ------------------------------------------------------- help and learning
    def show_welcome(self) -> Welcome:
        """The Welcome's three choices (window-modal, it does not block the caller)."""
        from .welcome import Welcome

        if self.welcome is None:
            self.welcome = Welcome(self)
            self.welcome.learn_requested.connect(self.learn_requested)
            self.welcome.play_requested.connect(self.play_variant)
            self.welcome.options_requested.connect(
                lambda: QTimer.singleShot(0, self._choose_options))
            self.welcome.finished.connect(lambda _: self._offer_new_game())
        state = self.controller.state
        self.welcome.set_game_in_progress(state is not None and state.winner is None)
        self.controller.warm_up_bots()  # the bot process starts while the player reads
        self.welcome.open()
        return self.welcome

    def show_rules(self, topic: str = "start") -> RulesReference:
        """The rules reference at ``topic`` (see rulesref.TOPICS), with this game's options."""
        from ..screens.rulesref import RulesReference

        if self.rules_window is None:
            self.rules_window = RulesReference(self)
            self.rules_window.set_appearance(self.settings.appearance())
            self.controller.game_started.connect(self._update_rules)
        self._update_rules()
        self.rules_window.show_topic(topic)
        return self.rules_window

    def courses(self) -> list[Course]:
        """The lessons and practice deals (read once)."""
        from ..play.lessons import courses

        if self._courses is None:
            self._courses = courses()
        return self._courses

    def show_lessons(self) -> LessonsWindow:
        """The list of lessons and practice deals (window-modal, it does not block)."""
        from ..play.lessons import LessonsWindow

        if self.lessons_window is None:
            self.lessons_window = LessonsWindow(self.courses(), self.settings.lessons_done(),
                                                self)
            self.lessons_window.chosen.connect(self.start_course)
            self.lessons_window.rejected.connect(self._offer_new_game)
        else:
            self.lessons_window.set_done(self.settings.lessons_done())
        played = self.controller.lesson
        if played is not None:
            key = played.course.key
            self.lessons_window.select_after(key, key in self.settings.lessons_done())
        self.lessons_window.open()
        return self.lessons_window

    def start_course(self, key: str) -> None:
        """Play the lesson or practice deal called ``key`` on the table (once the player
        has said what becomes of a game in progress)."""
        self.keeper.leave_then(lambda: self._start_course(key))

    def _start_course(self, key: str) -> None:
        from ..play.lessoncoach import Coach
        from ..play.lessons import LessonSession

        course = next(c for c in self.courses() if c.key == key)
        if self.coach is None:
            self.coach = Coach(self.table, self.controller)
        session = LessonSession(course, self, self.settings.lesson_step(key))
        session.completed.connect(self.settings.set_lesson_done)
        session.progressed.connect(self.settings.set_lesson_step)
        if self.empty_table is not None:
            self.empty_table.hide()
        names = course.lesson.record.get("players")  # the names the lesson's words use
        if not (isinstance(names, list) and len(names) == 3
                and all(isinstance(n, str) for n in names)):
            names = self.settings.setup().names
        self.controller.start_lesson(session, names)
        self.activateWindow()
        self.table.setFocus()
        self.coach.set_session(session)

    def _lesson_ended(self) -> None:
        if self.coach is not None:
            self.coach.set_session(None)
        QTimer.singleShot(0, self.show_lessons)

    def _update_rules(self) -> None:
        if self.rules_window is not None:
            state = self.controller.state
            self.rules_window.set_rules(state.rules if state is not None else None)

    def play_variant(self, variant: str) -> None:
        """Deal a game of ``variant`` with its remembered (or standard) options."""
        setup = self.settings.setup()
        setup = GameSetup(variant, self.settings.options_for(variant), setup.names, setup.levels)
        self.settings.save_setup(setup)
        self.keeper.leave_then(lambda: self.start(setup))

    def _choose_options(self) -> None:
        if not self.ask_new_game():
            self._offer_new_game()

    def _offer_new_game(self) -> None:
        """With no game in progress, the table shows "New game…" and "Welcome…"."""
        from .welcome import EmptyTable

        if self.controller.state is not None and not self.controller.lesson_left:
            return
        if self.empty_table is None:
            self.empty_table = EmptyTable(self.table)
            self.empty_table.new_game.connect(self.ask_new_game)
            self.empty_table.welcome.connect(self.show_welcome)
            self.controller.game_started.connect(self.empty_table.hide)
        self.empty_table.show()

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

    def play_again(self) -> None:
        """A new game with the same players and rules as the one just played."""
        c = self.controller
        if c.state is None:
            return
        seed = random.SystemRandom().randrange(1 << 31)
        c.new_game(c.state.rules, seed, c.names, c.levels, c.human)
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
        self.keeper.leave_then(lambda: self.start(setup))
        return True

    def first_screen(self) -> None:
        """At start: the autosaved game if the player wants it (read in a helper thread
        first); on the first start (until a game has been set up) the Welcome; else a new
        game with the remembered set-up.  Settings that could not be used are told, and
        temporary files a killed write left behind are removed."""
        from ..storage import userfiles

        if self.closing:  # a signal came first
            return
        for folder in (self.settings.data_dir(), self.settings.history_dir()):
            userfiles.clean_temporaries(folder)  # what a write killed midway left
        for kept in self.settings.kept_aside:
            self.notice(self.tr("Your settings could not be read, so the standard settings "
                                "are used. The file was kept as {0}.").format(kept.name))
        self.keeper.resume_at_start(self._after_resume)

    def _after_resume(self, resumed: bool) -> None:
        if resumed or self.closing:
            return
        if self.settings.first_start:
            self.show_welcome()
            return
        self.start(self.settings.setup())

    def game_words(self, state: Any) -> str:
        """The game's variant as the player reads it in a sentence."""
        return self.tr("Ghost Hand") if state.rules.is_ghost else self.tr("Cutthroat")

    def resume_question(self, saved: SavedGame) -> str:
        """The question that offers ``saved``: its variant, hand and scores."""
        state = saved.state
        variant = self.game_words(state)
        scores = self.tr(", ").join(  # a name and its score never split over two lines
            self.tr("{0} {1}", "a player's name and score").format(name, score)
            .replace(" ", "\u00a0")
            for name, score in zip(saved.names, state.scores, strict=True))
        return self.tr("Resume your {0} game? Hand {1} — {2}").format(
            variant, state.hand_number + 1, scores)

    def set_aside_autosave(self, path: Path, data: bytes | None, reason: str) -> None:
        from ..storage import savegame

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

    def resume_loaded(self, loaded: Any) -> None:
        """Continue a replayed record; BadSaveError if its app fields do not fit."""
        from ..storage.savegame import checked

        self.resume_saved(checked(loaded))

    def resume_saved(self, saved: SavedGame) -> None:
        """Put ``saved`` on the table (the caller has seen to the game that was there)."""
        if self.closing:
            return
        app = saved.app
        if saved.texts is not None:
            self.controller.saver.know(saved.texts)
        self.controller.resume(saved.state, app.seed, saved.names, app.levels, app.human,
                               saved.sheet)
        self.table.setFocus()

    def nothing_to_show(self, text: str) -> None:
        """Say that a command has nothing to show yet: news over the table (gold, not a
        refusal's red), never a box to close."""
        self.table.show_message(text, notice=True)

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

    # ------------------------------------------------- statistics and game files
    @property
    def statistics(self) -> StatisticsKeeper:
        """Your statistics, counted after every hand (read when first needed)."""
        if self._statistics is None:
            from ..screens.statistics import StatisticsKeeper

            self._statistics = StatisticsKeeper(self.settings.statistics_path(),
                                                self.controller, self)
            self._statistics.problem.connect(self.notice)
            self._statistics.saver.failed.connect(self._write_failed)
            self._statistics.saver.recovered.connect(self._write_recovered)
        return self._statistics

    @property
    def game_files(self) -> GameFiles:
        """Save As, Open, Export hand history and the past games."""
        if self._game_files is None:
            from .gamefiles import GameFiles

            self._game_files = GameFiles(self)
        return self._game_files

    @property
    def keeper(self) -> GameKeeper:
        """Asks before a game in progress is left; keeps left and finished games."""
        if self._keeper is None:
            from .keeper import GameKeeper

            self._keeper = GameKeeper(self)
        return self._keeper

    def _game_finished(self, winner: int) -> None:
        """The game is kept in the past games first; once it is on the disk its autosave
        is removed and the statistics count it."""
        if self.controller.human is None:
            return
        self.keeper.keep_finished(lambda: self.statistics.count_game(winner))

    def show_statistics(self) -> StatisticsWindow:
        from ..screens.statistics import StatisticsWindow

        if self.statistics_window is None:
            self.statistics_window = StatisticsWindow(self.statistics, self)
            self.statistics_window.rules_wanted.connect(self.show_rules)
        self.statistics_window.refresh()
        if self.statistics_window.fitted_font != QApplication.font().key():
            self.statistics_window.fit()  # the text size changed since it was last shown
        self.statistics_window.show()  # not modal: its words' links open the rules beside it
        self.statistics_window.raise_()
        self.statistics_window.activateWindow()
        return self.statistics_window

    def open_past_game(self, path: Path) -> None:
        """Open a game file (one of the past games) as Game → Open… does."""
        self.game_files.open_path(path)

    def open_saved(self, saved: SavedGame) -> None:
        """Resume an opened game file's game in place of the one on the table."""
        self.resume_saved(saved)

    # ------------------------------------------------------------ autosave
    def _write_failed(self, what: str, code: int, detail: str) -> None:
        """Tell, once until it works again, that a kind of file cannot be written."""
        if what == "file":
            self.notice(self.tr("The game could not be saved: {0}.").format(detail))
            return
        if code in (errno.EACCES, errno.EPERM, errno.EROFS):
            problem = self.tr("the game's data folder is read-only")
        elif code in (errno.ENOSPC, errno.EDQUOT):
            problem = self.tr("the disk is full")
        elif code == errno.EFBIG:
            problem = self.tr("it is too long")
        else:
            problem = self.tr("the game's data folder cannot be written")
        if what == "history":
            text = self.tr("Finished and left games cannot be kept in Past games: {0}.")
        elif what == "statistics":
            text = self.tr("Your statistics cannot be saved: {0}.")
        else:
            text = self.tr("This game cannot be saved: {0}. You can play on, but the game "
                           "is lost when you quit.")
        label = self._problem_label(what)
        label.setText(text.format(problem))
        label.setToolTip(detail)
        label.show()

    def _problem_label(self, what: str) -> QLabel:
        """The status line's note that ``what`` cannot be written (one per kind)."""
        labels = self.write_problems
        if what not in labels:
            label = QLabel()
            label.setObjectName("save-problem" if what == "autosave" else f"{what}-problem")
            label.setStyleSheet("color: #a00000; font-weight: bold;")
            label.setWordWrap(True)
            self.statusBar().addPermanentWidget(label, 1)
            labels[what] = label
            if what == "autosave":
                self.save_problem = label
        return labels[what]

    def _write_recovered(self, what: str) -> None:
        label = self.write_problems.get(what)
        if label is not None:
            label.hide()

    def _autosave_left_behind(self, digest: str) -> None:
        self.settings.ignore_autosave(digest)

    def closeEvent(self, event: QCloseEvent) -> None:
        self.closing = True
        if self.history_window is not None:
            self.history_window.close()
        self.settings.save_window_state(self.saveGeometry(), self.saveState())
        self.controller.shutdown()
        if self.sound is not None:
            self.sound.close()
        if self._statistics is not None:
            self._statistics.saver.wait()
        if self._keeper is not None or self._game_files is not None:
            from .keeper import finish_reads

            finish_reads()
        QCoreApplication.sendPostedEvents(self, QEvent.Type.MetaCall)  # the saver's last news
        self.closed.emit()
        super().closeEvent(event)
