"""The main window: the card table, the game's commands, the help and the lessons; its parts
are the menus (``menus.py``), the side dock (``dockscores.py``), the hand history
(``handhistory.py``), the notes on unwritable files (``writeproblems.py``), the game files,
the keeper of the game on the table and the preferences, typed against ``window.GameWindow``."""

from __future__ import annotations

import random
import sys
from pathlib import Path
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication, QEvent, Qt, QTimer, Signal
from PySide6.QtGui import QCloseEvent
from PySide6.QtWidgets import QApplication, QDockWidget, QMainWindow, QMessageBox, QWidget

from ..play.controller import Controller
from ..play.worker import FirstPaint
from ..storage.longgames import watch_ui_thread
from ..storage.settings import GameSetup, Pacing, Settings
from ..table import TableView
from . import handhistory
from .about import about_box
from .menus import build_menus
from .writeproblems import WriteProblems

if TYPE_CHECKING:
    from ..play.lessoncoach import Coach
    from ..play.lessons import Course, LessonsWindow
    from ..play.sound import SoundCues
    from ..screens.historywindow import HandHistoryWindow
    from ..screens.rulesref import RulesReference
    from ..screens.statistics import StatisticsKeeper, StatisticsWindow
    from ..storage.savegame import SavedGame
    from .gamefiles import GameFiles
    from .keeper import GameKeeper
    from .preferences import PreferencesDialog
    from .shortcuts import ShortcutSheet
    from .welcome import EmptyTable, Welcome

# How long a helper thread (the saver, a record's reader, the pipe to the bot process)
# keeps the interpreter before the UI thread may take it back: Python's 5 ms default,
# met several times in one event, is a stutter.
SWITCH_S = 0.001
# what the first screen does without, imported once it shows (``worker.FirstPaint``);
# not the bots, which think in the bot process
LATER = tuple(f"ghosteuchre.{name}" for name in (
    "app.screens.rulesref", "app.table.gameover", "engine.record", "engine.figures",
    "app.storage.savegame", "app.screens.statistics", "app.shell.welcome",
    "app.shell.dialogs", "app.shell.shortcuts", "app.shell.preferences"))


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
        sys.setswitchinterval(SWITCH_S)
        watch_ui_thread()
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
        # the status line's notes that a kind of file cannot be written
        self.write_problems = WriteProblems(self.statusBar, self.notice, self)
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
        self.table.overlays.review_wanted.connect(lambda: handhistory.review_last_hand(self))
        self.history_window: HandHistoryWindow | None = None
        self.shortcut_sheet: ShortcutSheet | None = None
        self.sound: SoundCues | None = None
        self.make_sound_player: Any = None  # the sound's player (None: the audio device)
        self.table.shortcuts_wanted.connect(self.show_shortcuts)
        m = build_menus(self)
        self.new_action, self.undo_action, self.redo_action, self.claim_action = (
            m.new, m.undo, m.redo, m.claim)
        self.hint_action, self.side_action, self.animations_action, self.aids_action = (
            m.hint, m.side, m.animations, m.aids)
        self.learn_action, self.rules_action = m.learn, m.rules
        self._preferences()
        self.table.new_game_requested.connect(self.ask_new_game)
        self.table.overlays.play_again_requested.connect(self.play_again)
        self.controller.bot_failed.connect(
            lambda text: self.statusBar().showMessage(self.tr("A bot failed: {0}").format(text))
        )
        saver = self.controller.saver
        saver.failed.connect(self.write_problems.failed)
        saver.recovered.connect(self.write_problems.recovered)
        saver.left_behind.connect(self._autosave_left_behind)

    # ------------------------------------------------------------- widgets
    def _build_side(self) -> QDockWidget:
        """The dock with the log and the score sheet, built when first shown."""
        from .dockscores import side_dock

        c = self.controller
        self.dock, self.side_tabs, self.log_view, self.score_view = side_dock(
            self, c.log_model, c.score_model)
        self.dock.visibilityChanged.connect(self.side_action.setChecked)
        return self.dock

    # --------------------------------------------- preferences, the window
    def _preferences(self) -> None:
        from .riskycalls import RiskyCalls

        self.preferences_dialog: PreferencesDialog | None = None
        self.risky_calls = RiskyCalls(self)
        self.risky_calls.answered.connect(self._preferences_changed)
        self.table.hold_call = self.risky_calls.hold
        self.table.set_appearance(self.settings.appearance())
        speed = self.controller.session.speed
        speed.auto_play, speed.finish = self.settings.speed_of_play
        if self.settings.sound_on:  # else neither the sound nor the preferences load
            self.apply_sound()

    def apply_sound(self) -> None:
        """Sound on or off as the preferences say (``preferences.apply_sound``)."""
        from .preferences import apply_sound

        apply_sound(self)

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
        """Take the size, place and docks the window had when it was last closed (the
        side dock's only if it showed); False if none are remembered or they cannot be used."""
        geometry, state = self.settings.window_state()
        if geometry is None or not self.restoreGeometry(geometry):
            return False
        if state is not None:
            (self.dock or self._build_side()).hide()
            self.restoreState(state)
        return True

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
        """Game → Hand history (``handhistory.show_hand_history``)."""
        return handhistory.show_hand_history(self, record, hand_index)

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
            self._statistics.saver.failed.connect(self.write_problems.failed)
            self._statistics.saver.recovered.connect(self.write_problems.recovered)
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
    def _autosave_left_behind(self, digest: str) -> None:
        self.settings.ignore_autosave(digest)

    def closeEvent(self, event: QCloseEvent) -> None:
        self.closing = True
        if self.history_window is not None:
            self.history_window.close()
        docked = self.dock is not None and self.dock.isVisible()  # else no dock made at start
        self.settings.save_window_state(self.saveGeometry(), self.saveState() if docked else None)
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
