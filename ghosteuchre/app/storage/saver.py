"""The saver: the app's files written on a helper thread, in the order asked."""

from __future__ import annotations

import logging
import os
import sys
import threading
import time
from pathlib import Path
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QObject, Signal

from .longgames import collector_paused

if TYPE_CHECKING:
    from ...engine.record import HandTexts

log = logging.getLogger(__name__)
LONG_GAME = 2000  # hands whose text is new to the saver: a long game's first save
# how long the helper thread waits for the next write before it ends: a game's writes
# (one after each action) find it waiting, and starting a thread makes the UI thread
# wait until the new thread has run
IDLE_S = 10.0
# after a write of more than BIG_WRITE characters (a very long game, written at each of
# the player's turns), the next write of that file waits REST times as long as that write
# took, and only the newest asked meanwhile is written: the disk and the processors are
# left in peace nine tenths of the time, and the game on the disk is at most REST_MAX_S older
BIG_WRITE = 1_000_000
REST = 9
REST_MAX_S = 2.0


class Saver(QObject):
    """Writes files on a helper thread (the disk can take tens of milliseconds, and a long
    game's record is built there too), in the order asked; a write waiting for its turn
    gives way to a newer one of the same file, a big file rests after each write
    (``REST``), and ``None`` removes the file.

    What is written: a record (a dict), an ``engine.record.Snapshot`` (its text is made
    here, a finished hand's text kept for the next snapshot) or text pieces.
    ``then_remove`` names a file removed once the write is on the disk (the autosave
    of a game just kept in the past games).

    Each write has a ``what`` ("autosave", "history", "statistics", "file"):
    ``failed(what, errno, detail)`` is emitted when that kind of write starts to fail and
    ``recovered(what)`` when it works again, so a failing disk is reported once;
    ``written(what, path)`` after each write.  ``left_behind(digest)`` gives the SHA-256
    of a finished game's autosave that could not be removed."""

    failed = Signal(str, int, str)
    recovered = Signal(str)
    written = Signal(str, object)
    left_behind = Signal(str)

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._lock = threading.Lock()
        self._work = threading.Condition(self._lock)  # a write was asked for
        self._jobs: list[tuple[str, Path, Any, Path | None]] = []
        self._thread: threading.Thread | None = None
        self._idle = threading.Event()
        self._idle.set()
        self._texts: HandTexts | None = None  # finished hands' text, for the next snapshot
        self._resting: tuple[str, Path, float] | None = None  # a big write's file: until when
        self._hurry = False  # ``wait()``: everything asked is written without a rest
        self.failing: set[str] = set()

    def put(self, path: Path, record: Any, what: str = "autosave",
            then_remove: Path | None = None) -> None:
        job = (what, path, record, then_remove)
        with self._lock:
            last = self._jobs[-1] if self._jobs else None
            if last is not None and last[:2] == (what, path) and last[3] is None:
                self._jobs[-1] = job
            else:
                self._jobs.append(job)
            self._idle.clear()
            self._work.notify()
            if self._thread is None:
                self._thread = threading.Thread(target=self._run, name="saver", daemon=True)
                self._thread.start()

    def know(self, texts: HandTexts) -> None:
        """Take the finished hands' text of a game just read (``SavedGame.texts``), so its
        first save does not make it again."""
        with self._lock:
            self._texts = texts

    def wait(self, timeout: float = 10.0) -> None:
        """Until everything asked so far is on disk (at once, without a rest)."""
        with self._lock:
            if self._jobs:
                self._hurry = True
                self._work.notify()
        self._idle.wait(timeout)

    @property
    def busy(self) -> bool:
        """Whether a write asked for is not done yet."""
        return not self._idle.is_set()

    def _run(self) -> None:
        if sys.platform == "linux":
            os.nice(10)  # this thread only: the table comes first
        while True:
            with self._lock:
                if not self._jobs:
                    self._hurry = False
                    self._idle.set()
                    if not self._work.wait_for(lambda: bool(self._jobs), IDLE_S):
                        self._thread = None
                        return
                self._rest()
                what, path, record, then_remove = self._jobs.pop(0)
            if record is None:
                self._remove(path)
            elif self._write(what, path, record) and then_remove is not None:
                self._remove(then_remove)

    def _rest(self) -> None:
        """With the lock held: the next write waits while its file rests after a big write
        (a newer one of the file may replace it meanwhile)."""
        resting = self._resting
        if resting is None or self._jobs[0][:2] != resting[:2]:
            return
        delay = resting[2] - time.monotonic()
        if delay > 0:
            self._work.wait_for(lambda: self._hurry, delay)

    def _write(self, what: str, path: Path, record: Any) -> bool:
        from ...engine.record import HandTexts, Snapshot, dumps
        from .userfiles import make_folder, write

        started = time.monotonic()
        try:
            if isinstance(record, Snapshot):
                if self._texts is None:
                    self._texts = HandTexts()
                with collector_paused(len(record.logs) - len(self._texts.logs) > LONG_GAME):
                    pieces = record.pieces(self._texts)
            elif isinstance(record, dict):
                pieces = [dumps(record)]
            else:
                pieces = list(record)
            if what == "history":
                make_folder(path.parent)  # the app's own folder: never through a link
            write(path, pieces)
            now = time.monotonic()
            big = sum(len(piece) for piece in pieces) > BIG_WRITE
            rest = min(REST * (now - started), REST_MAX_S)
            self._resting = (what, path, now + rest) if big else None
        except OSError as exc:
            log.warning("could not write %s: %s", path, exc)
            if what not in self.failing:  # a file the player names is told every time
                if what != "file":
                    self.failing.add(what)
                self.failed.emit(what, exc.errno or 0, f"{path}: {exc.strerror or exc}")
            return False
        if what in self.failing:
            self.failing.discard(what)
            self.recovered.emit(what)
        self.written.emit(what, path)
        return True

    def _remove(self, path: Path) -> None:
        from .savegame import file_digest
        from .userfiles import remove

        try:
            remove(path)
        except OSError as exc:
            log.warning("could not remove the finished game's autosave %s: %s", path, exc)
            left = file_digest(path)
            if left:
                self.left_behind.emit(left)
