"""Game files: Save As, Open, Export hand history, and the past games.

Every file is a game record (docs/record-format.md) with the extension ``.euchre.json``;
the app's own fields (seed, the player's seat, the bots' levels) go in its ``app`` object.
Opening checks the file with the engine's loader and changes nothing when it fails.
Each game played to its end is kept in the data folder's ``history`` folder (the last
``HISTORY_KEPT``), and each game left unfinished (the last ``UNFINISHED_KEPT``), listed
by ``PastGamesWindow``.  Files are read in a helper thread and written by the
controller's saver, so a long game never stalls the window.
"""

from __future__ import annotations

import logging
import random
import time
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import (
    QCoreApplication,
    QObject,
    QStandardPaths,
)
from PySide6.QtWidgets import (
    QFileDialog,
    QMessageBox,
    QWidget,
)

from ...engine.record import RecordError
from ...engine.state import Phase
from ..storage import savegame, userfiles
from ..storage.longgames import drop_slowly
from ..storage.pastgames import (
    EXTENSION,
    UNFINISHED,
    PastGame,
    PastGamesWindow,
    is_unfinished,
    load_record,
    past_game_files,
    read_past_game,
    stamp_order,
)
from ..storage.savegame import SavedGame
from .keeper import is_big, read_in_background

if TYPE_CHECKING:
    from .window import GameWindow

log = logging.getLogger(__name__)
translate = QCoreApplication.translate
TEXT_EXTENSION = ".txt"  # the hand history exported as readable text
HISTORY_KEPT = 200  # finished games
UNFINISHED_KEPT = 50  # games left unfinished (discarded, or not resumed)

# (parent, "save" or "open", suggested path) -> the path chosen, or None when cancelled
PathChooser = Callable[[QWidget, str, Path], "Path | None"]


def choose_with_dialog(parent: QWidget, mode: str, suggested: Path) -> Path | None:
    """The platform's file dialog."""
    pattern = translate("GameFiles", "Ghost Euchre games (*.euchre.json)")
    if mode == "export":  # the hand history: readable text, or the game's record
        text = translate("GameFiles", "Readable text (*.txt)")
        name, kind = QFileDialog.getSaveFileName(
            parent, translate("GameFiles", "Export hand history"), str(suggested),
            f"{text};;{pattern}")
        if name and kind == text and not name.endswith(TEXT_EXTENSION):
            name += TEXT_EXTENSION
    elif mode == "save":
        name, _ = QFileDialog.getSaveFileName(
            parent, translate("GameFiles", "Save game"), str(suggested), pattern)
    else:
        name, _ = QFileDialog.getOpenFileName(
            parent, translate("GameFiles", "Open game"), str(suggested.parent), pattern)
    return Path(name) if name else None


def with_extension(path: Path) -> Path:
    return path if path.name.endswith(EXTENSION) else path.with_name(path.name + EXTENSION)


class GameFileError(ValueError):
    """A game file that cannot be opened; the message is the sentence for the player."""


def read_game(path: Path, names: list[str], levels: list[str]) -> SavedGame:
    """The game a file holds, checked by the engine's loader and the autosave's checks of
    the app's fields; a record without them is resumed with the player at seat 0, the
    given bots' ``levels`` (seats 1 and 2), and ``names`` where it has none."""
    try:
        loaded = load_record(path)
        if not loaded.app:
            seed = random.SystemRandom().randrange(1 << 31)
            loaded.app = {"seed": seed, "human": 0, "levels": ["", *levels]}
            loaded.players = loaded.players or names
        return savegame.checked(loaded)
    except RecordError as exc:
        reason = exc.line()
    except (ValueError, RecursionError) as exc:  # BadSaveError among them
        reason = str(exc)
    raise GameFileError(cannot_open(path, reason))


def cannot_open(path: Path, reason: str) -> str:
    """The sentence for a game file that cannot be opened, with the reason."""
    return translate("GameFiles", "{0} could not be opened: {1}.").format(path.name, reason)


class GameFiles(QObject):
    """The Game menu's file commands for a main window; ``choose_path`` can be replaced
    (tests answer it without a dialog)."""

    def __init__(self, window: GameWindow) -> None:
        assert isinstance(window, QWidget)  # the main window itself
        super().__init__(window)
        self.window = window
        self.choose_path: PathChooser = choose_with_dialog
        self.past_window: PastGamesWindow | None = None
        self._past: dict[Path, tuple[tuple[int, int], PastGame]] = {}  # read once per file
        self._named: set[str] = set()  # history names handed out this run
        self._shown: set[Path] = set()  # the files the past games' window lists
        window.controller.saver.written.connect(self._history_written)

    # -------------------------------------------------------------- helpers
    def _record(self) -> Any:
        """The game on the table as a snapshot to write, or None if there is none."""
        c = self.window.controller
        if c.state is None or c.lesson is not None or not c.state.history:
            return None
        return c.snapshot()

    def _folder(self) -> Path:
        """Where Open… and Save As… start: the folder of the last game file opened or
        saved while it is there, else the Documents folder if there is one, else home."""
        documents = QStandardPaths.writableLocation(
            QStandardPaths.StandardLocation.DocumentsLocation)
        for folder in (self.window.settings.games_folder(), Path(documents or "")):
            if folder is not None and folder.is_absolute() and folder.is_dir():
                return folder
        return Path.home()

    def _suggested(self, words: str, extension: str = EXTENSION) -> Path:
        stamp = time.strftime("%Y-%m-%d %H-%M")
        return self._folder() / f"{words} {stamp}{extension}"

    def _chosen(self, mode: str, words: str, extension: str = EXTENSION) -> Path | None:
        """The file the player picks in the file dialog; its folder is remembered."""
        chosen = self.choose_path(self.window, mode, self._suggested(words, extension))
        if chosen is not None:
            self.window.settings.set_games_folder(chosen.parent)
        return chosen

    def _write(self, rec: Any, words: str, chosen: Path | None = None,
               title: str = "") -> Path | None:
        chosen = chosen or self._chosen("save", words)
        if chosen is None:
            return None
        path = with_extension(chosen)
        if path != chosen and userfiles.exists(path) and not self._replace(path, title):
            return None
        self.window.controller.saver.put(path, rec, "file")
        return path

    def _replace(self, path: Path, title: str = "") -> bool:
        """Whether the player lets ``path`` (the name with its extension, which the file
        dialog did not check) be replaced; ``title``: the question's, else "Save game"."""
        answer = QMessageBox.question(
            self.window, title or self.tr("Save game"),
            self.tr("{0} already exists. Do you want to replace it?").format(path.name),
            QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No,
            QMessageBox.StandardButton.No)
        return answer == QMessageBox.StandardButton.Yes

    # ------------------------------------------------------------- commands
    def save_as(self, rec: Any = None) -> Path | None:
        """Write the game as it stands now (or ``rec``) to a file the player chooses; the
        file is written by the saver, and a failure is told when it happens."""
        rec = rec if rec is not None else self._record()
        if rec is None:
            self.window.notice(self.tr("There is no game to save."))
            return None
        return self._write(rec, self.tr("Ghost Euchre game"))

    def export_history(self) -> Path | None:
        """Write the finished hands of the game to a file the player chooses: as readable
        text (a name ending in .txt, ``handtext``) or as a game record."""
        c = self.window.controller
        state = c.state
        if state is None or c.lesson is not None or not state.history or not (
                state.results or state.phase == Phase.HAND_OVER):
            self.window.nothing_to_show(self.tr("No hand has been finished yet, so there "
                                                "is no hand history to export."))
            return None
        chosen = self._chosen("export", self.tr("Ghost Euchre hands"), TEXT_EXTENSION)
        if chosen is None:
            return None
        if not chosen.name.endswith(TEXT_EXTENSION):  # the game's record
            return self._write(c.snapshot().finished_hands(), "", chosen,
                               self.tr("Export hand history"))
        from ..screens.history import GameHistory
        from ..words.handtext import text_pieces

        history = GameHistory.from_controller(c)
        assert history is not None
        c.saver.put(chosen, text_pieces(history), "file")  # made on the saver's thread
        return chosen

    def open_game(self) -> None:
        """Open a game file the player chooses."""
        path = self._chosen("open", "")
        if path is not None:
            self.open_path(path)

    def open_path(self, path: Path, opened: Callable[[], None] | None = None) -> None:
        """Resume the game in ``path`` at its last action (a finished game is shown
        finished), once the game on the table has been seen to (``leave_then``); if the
        file is bad, say why and change nothing.  The file is read in a helper thread;
        ``opened`` is called once the game is on the table."""
        setup = self.window.settings.setup()

        def done(result: Any) -> None:
            if self.window.closing:
                return
            if isinstance(result, GameFileError):
                self.window.notice(str(result))
                return
            if isinstance(result, Exception):
                self.window.notice(cannot_open(path, str(result)))
                return

            def proceed() -> None:
                self.window.table.show_opened_soon()  # laid out apart from taking it on
                self.window.open_saved(result)
                if opened is not None:
                    opened()

            def let_go() -> None:  # a long game is freed a piece at a time
                drop_slowly(result.state.history, result.state.results)

            self.window.keeper.leave_then(proceed, let_go)

        read_in_background(self, lambda: read_game(path, setup.names, setup.levels), done,
                           big=is_big(path))

    # ---------------------------------------------------------- past games
    def history_name(self, unfinished: bool) -> Path:
        """A new file name in the history folder: never one already there or handed out,
        and never earlier than the newest (the clock may have gone back), so the names'
        order is the order the games were kept."""
        folder = self.window.settings.history_dir()
        files = past_game_files(folder)
        stamp = time.strftime("%Y%m%d-%H%M%S")
        if files:
            stamp = max(stamp, stamp_order(files[0])[0])
        names = {p.name for p in files} | self._named
        tail = UNFINISHED if unfinished else ""
        n = 1
        while any(f"{stamp}{'' if n == 1 else f'-{n}'}{t}{EXTENSION}" in names
                  for t in ("", UNFINISHED)):
            n += 1
        name = f"{stamp}{'' if n == 1 else f'-{n}'}{tail}{EXTENSION}"
        self._named.add(name)
        return folder / name

    def prune_history(self, keep: Path | None = None) -> None:
        """Only the last HISTORY_KEPT finished and UNFINISHED_KEPT unfinished games stay,
        ``keep`` (the game just kept) always."""
        files = past_game_files(self.window.settings.history_dir())
        finished = [p for p in files if not is_unfinished(p)]
        unfinished = [p for p in files if is_unfinished(p)]
        for old in finished[HISTORY_KEPT:] + unfinished[UNFINISHED_KEPT:]:
            if old == keep:
                continue
            try:
                userfiles.remove(old)
            except OSError as exc:
                log.warning("could not remove the old game %s: %s", old, exc)
            self._past.pop(old, None)

    def past_game(self, path: Path) -> PastGame:
        """A past game's line (each file is replayed once while it stays the same)."""
        try:
            st = path.stat()
            stamp = (st.st_mtime_ns, st.st_size)
        except OSError:
            stamp = (0, 0)
        known = self._past.get(path)
        if known is None or known[0] != stamp:
            known = (stamp, read_past_game(path))
            self._past[path] = known
        return known[1]

    def show_history_of(self, path: Path) -> None:
        """The hand history of a game file (read in a helper thread); a file that cannot
        be read says why."""
        def done(result: Any) -> None:
            if isinstance(result, RecordError):
                self.window.notice(cannot_open(path, result.line()))
            elif isinstance(result, Exception):
                self.window.notice(cannot_open(path, str(result)))
            elif not self.window.closing:
                self.window.show_hand_history(result)

        read_in_background(self, lambda: load_record(path), done, big=is_big(path))

    def past_games(self) -> list[PastGame]:
        """The past games, newest first."""
        return [self.past_game(p) for p in self._listed()]

    def _listed(self) -> list[Path]:
        return past_game_files(self.window.settings.history_dir())[
            :HISTORY_KEPT + UNFINISHED_KEPT]

    def show_past_games(self) -> PastGamesWindow:
        """The past games' window; the files not read before are read in a helper thread
        (each game is replayed to show its scores), so the window never stalls."""
        if self.past_window is None:
            self.past_window = PastGamesWindow(self.window)
            self.past_window.open_requested.connect(self.window.open_past_game)
            self.past_window.history_requested.connect(self.show_history_of)
        files = self._listed()
        self._shown = set(files)
        self.past_window.set_games([], more=len(files))
        self.past_window.open()
        self._read_all(files)
        return self.past_window

    def _history_written(self, what: str, path: object) -> None:
        """A game kept while the past games' window is open (one just finished, whose
        file reached the disk after the window listed the folder) joins the top of its
        list."""
        window = self.past_window
        if (what != "history" or not isinstance(path, Path) or window is None
                or not window.isVisible() or path in self._shown):
            return
        self._shown.add(path)

        def done(game: Any) -> None:
            if isinstance(game, PastGame) and window.isVisible():
                window.put_first(game)

        read_in_background(self, lambda: self.past_game(path), done, big=is_big(path))

    def _read_all(self, files: list[Path]) -> None:
        """Fill the window from ``files``, a batch at a time from a helper thread."""
        if not files:
            return
        batch, rest = files[:8], files[8:]
        window = self.past_window

        def done(games: Any) -> None:
            if window is None or isinstance(games, Exception):
                return
            window.add_games(games)
            self._read_all(rest)

        read_in_background(self, lambda: [self.past_game(p) for p in batch], done,
                           big=any(is_big(p) for p in batch))
