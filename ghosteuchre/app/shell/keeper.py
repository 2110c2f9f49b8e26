"""The game on the table is never thrown away without the player's word.

``GameKeeper`` asks before anything replaces a game in progress (New game, Open…, Past
games → Open, Play this deal again): Keep playing, Save it and continue, or Discard.  A
game saved or discarded this way, and one the player chose not to resume at start, is
kept in the past games (``history/``, marked unfinished) before the autosave lets it
go; a game played to its end is kept there before its autosave is removed and before
the statistics count it.  Records are read in a helper thread (``read_in_background``),
so a long game never stalls the window.
"""

from __future__ import annotations

import logging
import os
import threading
import time
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication, QObject, Qt, Signal
from PySide6.QtWidgets import QMessageBox, QPushButton, QWidget

from ..storage.longgames import collector_paused

if TYPE_CHECKING:
    from ..storage.savegame import SavedGame
    from .window import GameWindow

log = logging.getLogger(__name__)
translate = QCoreApplication.translate  # literal context and text, for pyside6-lupdate
KEEP, SAVE, DISCARD = "keep", "save", "discard"
in_flight = 0  # reads in helper threads whose results have not been delivered yet


class GameQuestion(QMessageBox):
    """The question before a game in progress is left: its buttons are ``choices[KEEP]``
    (Keep playing; Esc too), ``choices[SAVE]`` and ``choices[DISCARD]``."""

    def __init__(self, parent: QWidget, text: str, keep_words: str = "") -> None:
        super().__init__(QMessageBox.Icon.Question, self.tr("Ghost Euchre"), text,
                         QMessageBox.StandardButton.NoButton, parent)
        self.setObjectName("game-question")
        self.setInformativeText(self.tr("A discarded game is kept in Game → Past games."))
        self.choices: dict[str, QPushButton] = {
            KEEP: self.addButton(keep_words or self.tr("&Keep playing"),
                                 QMessageBox.ButtonRole.RejectRole),
            SAVE: self.addButton(self.tr("&Save it and continue"),
                                 QMessageBox.ButtonRole.AcceptRole),
            DISCARD: self.addButton(self.tr("&Discard"), QMessageBox.ButtonRole.DestructiveRole),
        }
        for key, button in self.choices.items():
            button.setObjectName(key)
        self.setDefaultButton(self.choices[KEEP])
        self.setEscapeButton(self.choices[KEEP])
        self.setWindowModality(Qt.WindowModality.WindowModal)
        self.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)

    def answer(self) -> str:
        clicked = self.clickedButton()
        return next((k for k, b in self.choices.items() if b is clicked), KEEP)


def ask(window: GameWindow, text: str, answered: Callable[[str], None],
        keep_words: str = "") -> GameQuestion:
    """Show the question (window-modal, it does not block) and call ``answered`` with
    KEEP, SAVE or DISCARD; never when the window closes first (a signal, a log-out)."""
    assert isinstance(window, QWidget)  # the main window itself
    box = GameQuestion(window, text, keep_words)

    def done(_: int) -> None:
        if not window.closing:
            answered(box.answer())

    box.finished.connect(done)
    box.open()
    return box


def is_big(path: Path) -> bool:
    """Whether ``path`` holds a long game's record (BIG_BYTES or more)."""
    try:
        return os.lstat(path).st_size >= BIG_BYTES
    except OSError:
        return False


class _Delivery(QObject):
    """Carries a helper thread's result to the UI thread."""

    ready = Signal(object)


BIG_BYTES = 1024 * 1024  # a record this long is a long game's (thousands of hands)


def read_in_background(parent: QObject, work: Callable[[], Any],
                       done: Callable[[Any], None], big: bool = False) -> None:
    """Run ``work`` in a helper thread and give its result (or the exception it raised)
    to ``done`` on the UI thread; ``big``: it reads a long game (``collector_paused``)."""
    global in_flight
    delivery = _Delivery(parent)
    in_flight += 1

    def deliver(result: Any) -> None:
        global in_flight
        in_flight -= 1
        delivery.deleteLater()
        done(result)

    delivery.ready.connect(deliver, Qt.ConnectionType.QueuedConnection)

    def run() -> None:
        try:
            with collector_paused(big):
                result = work()
        except Exception as exc:  # handed to ``done``, which says why
            result = exc
        delivery.ready.emit(result)

    thread = threading.Thread(target=run, name="reader", daemon=True)
    _readers.add(thread)
    thread.start()


_readers: set[threading.Thread] = set()  # helper threads reading records


def finish_reads(timeout: float = 5.0) -> None:
    """Wait (at most ``timeout`` seconds) for the helper threads still reading, so none
    is left talking to Qt while the app exits."""
    end = time.monotonic() + timeout
    for thread in list(_readers):
        thread.join(max(0.0, end - time.monotonic()))
        if not thread.is_alive():
            _readers.discard(thread)


def game_words(state: Any) -> str:
    """The game's variant as the player reads it in a sentence."""
    if state.rules.is_ghost:
        return translate("MainWindow", "Ghost Hand")
    return translate("MainWindow", "Cutthroat")


def resume_question(saved: SavedGame) -> str:
    """The question that offers ``saved``: its variant, hand and scores."""
    state = saved.state
    scores = translate("MainWindow", ", ").join(  # a name and its score never split
        translate("MainWindow", "{0} {1}", "a player's name and score").format(name, score)
        .replace(" ", "\u00a0")
        for name, score in zip(saved.names, state.scores, strict=True))
    return translate("MainWindow", "Resume your {0} game? Hand {1} — {2}").format(
        game_words(state), state.hand_number + 1, scores)


class GameKeeper(QObject):
    """The main window's game in progress: asked about before it is left, kept in the
    past games when it is left or finished (see the module's words)."""

    kept = Signal(object)  # a game's file in the past games, on the disk

    def __init__(self, window: GameWindow) -> None:
        assert isinstance(window, QWidget)  # the main window itself
        super().__init__(window)
        self.window = window
        self.question: GameQuestion | None = None
        self._on_kept: dict[Path, Callable[[], None]] = {}
        window.controller.saver.written.connect(self._written)

    # ------------------------------------------------------------ leaving
    def in_progress(self) -> bool:
        """Whether the table holds an unfinished game of the player's in which the player
        has done something (a game just dealt has nothing of theirs to lose), in a
        window that keeps files (one made with ``autosave=False`` keeps no games)."""
        c = self.window.controller
        s = c.state
        return (s is not None and c.lesson is None and c.human is not None
                and c.autosave_path is not None
                and s.winner is None and bool(s.history)
                and (len(s.history) > 1
                     or any(seat == c.human for seat, _ in s.history[-1].actions)))

    def leave_then(self, proceed: Callable[[], None],
                   instead: Callable[[], None] | None = None) -> None:
        """``proceed`` (which replaces the game on the table) once the player has said
        what becomes of the game in progress; at once if there is none.  ``instead`` if
        the player keeps playing."""
        if self.window.closing:
            return
        if not self.in_progress():
            proceed()
            return
        state = self.window.controller.state
        assert state is not None
        text = self.tr("Your {0} game is not finished. What should become of it?").format(
            game_words(state))
        self.question = ask(self.window, text,
                            lambda answer: self._left(answer, proceed, instead))

    def _left(self, answer: str, proceed: Callable[[], None],
              instead: Callable[[], None] | None) -> None:
        if answer == KEEP or (answer == SAVE and self.window.game_files.save_as() is None):
            if instead is not None:  # nothing saved: the game stays on the table
                instead()
            return
        self.keep_unfinished()
        proceed()

    # ------------------------------------------------------------ keeping
    def keep_unfinished(self, record: Any = None) -> None:
        """Keep the game on the table (or ``record``, a record or snapshot) in the past
        games, marked unfinished; the autosave is removed once it is on the disk (a new
        game writes its own)."""
        c = self.window.controller
        self._keep(record if record is not None else c.snapshot(), unfinished=True)

    def keep_finished(self, then: Callable[[], None]) -> None:
        """Keep the game just finished in the past games; ``then`` once it is on the
        disk (the statistics count it then)."""
        self._keep(self.window.controller.snapshot(), unfinished=False, then=then)

    def _keep(self, record: Any, unfinished: bool,
              then: Callable[[], None] | None = None) -> None:
        files = self.window.game_files
        path = files.history_name(unfinished)
        if then is not None:
            self._on_kept[path] = then
        autosave = self.window.controller.autosave_path
        self.window.controller.saver.put(path, record, "history", then_remove=autosave)

    def _written(self, what: str, path: object) -> None:
        if what != "history" or not isinstance(path, Path):
            return
        self.window.game_files.prune_history(keep=path)
        then = self._on_kept.pop(path, None)
        if then is not None:
            then()
        self.kept.emit(path)

    # ------------------------------------------------------- at the start
    def resume_at_start(self, then: Callable[[bool], None]) -> None:
        """Offer the autosaved game: read in a helper thread, then asked about; ``then``
        (True if it was resumed) unless the window closes first.  A bad autosave is put
        aside and the player told; a finished one is kept in the past games."""
        from ..storage import savegame

        path = self.window.settings.autosave_path()
        ignored = self.window.settings.ignored_autosave()
        if not savegame.exists(path):
            if ignored:
                self.window.settings.ignore_autosave("")
            then(False)
            return

        def work() -> tuple[bytes | None, SavedGame | None, str]:
            data: bytes | None = None
            try:
                data = savegame.read_bytes(path)
                if ignored and savegame.digest(data) == ignored:
                    return data, None, ""
                return data, savegame.parse(data), ""
            except savegame.BadSaveError as exc:
                return data, None, str(exc)

        def done(result: Any) -> None:
            if self.window.closing:
                return
            if isinstance(result, Exception):
                result = (None, None, str(result))
            data, saved, problem = result
            if problem:
                self._set_aside(path, data, problem)
                then(False)
            elif saved is None:
                then(False)
            elif saved.state.winner is not None:
                self._keep_recovered(saved, path, data)
                then(False)
            else:
                self._offer(saved, data, then)

        read_in_background(self, work, done, big=is_big(path))

    def _set_aside(self, path: Path, data: bytes | None, reason: str) -> None:
        """An autosave that cannot be resumed: moved aside (or else ignored), and told."""
        from ..storage import savegame

        log.warning("the autosave %s cannot be resumed: %s", path, reason)
        window = self.window
        try:
            kept = savegame.set_aside(path)
        except OSError as exc:
            log.warning("could not move %s aside: %s", path, exc)
            if data is not None:
                window.settings.ignore_autosave(savegame.digest(data))
            window.notice(
                translate("MainWindow", "The saved game could not be read, so a new game "
                          "starts."),
                translate("MainWindow", "File: {0}\nProblem: {1}").format(path, reason))
            return
        window.notice(
            translate("MainWindow", "The saved game could not be read, so a new game starts. "
                      "The file was kept as {0}.").format(kept.name),
            translate("MainWindow", "File: {0}\nProblem: {1}").format(kept, reason),
        )

    def _offer(self, saved: SavedGame, data: bytes | None,
               then: Callable[[bool], None]) -> None:
        def answered(answer: str) -> None:
            saving = answer == SAVE
            if answer == KEEP or (saving and self.window.game_files.save_as(
                    self._pieces(data)) is None):
                self.window.resume_saved(saved)  # nothing saved: the game goes on
                then(True)
                return
            self.keep_unfinished(self._pieces(data))
            then(False)

        text = resume_question(saved)
        self.question = ask(self.window, text, answered, self.tr("&Resume"))

    def _keep_recovered(self, saved: SavedGame, path: Path, data: bytes | None) -> None:
        """A finished game's autosave (the app stopped before keeping it): kept in the
        past games, then removed."""
        log.info("keeping the finished game of %s in the past games", path)
        self._keep(self._pieces(data), unfinished=False)

    @staticmethod
    def _pieces(data: bytes | None) -> list[str]:
        """An autosave's text as the saver writes it (it was read, so it is UTF-8)."""
        assert data is not None
        return [data.decode("utf-8-sig")]
