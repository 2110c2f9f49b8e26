"""The saver's helper thread: a game's writes, one after each action, find it waiting;
the UI thread never waits for a thread to start again while they come."""

from __future__ import annotations

import threading
import time
from collections.abc import Callable
from pathlib import Path

import pytest

from ghosteuchre.app.storage import saver as saver_module
from ghosteuchre.app.storage.saver import Saver


def test_a_games_writes_start_the_helper_thread_once(
    qapp, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    started: list[str] = []
    start = threading.Thread.start

    def counted(thread: threading.Thread) -> None:
        started.append(thread.name)
        start(thread)

    monkeypatch.setattr(threading.Thread, "start", counted)
    saver = Saver()
    path = tmp_path / "autosave.euchre.json"
    for move in range(20):
        saver.put(path, [f'{{"move": {move}}}'])
        saver.wait()
        assert path.read_text(encoding="utf-8") == f'{{"move": {move}}}'
    assert started == ["saver"]


def test_the_helper_thread_ends_once_no_write_comes(
    qapp, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(saver_module, "IDLE_S", 0.05)
    saver = Saver()
    path = tmp_path / "autosave.euchre.json"
    saver.put(path, ["first"])
    saver.wait()
    thread = saver._thread
    assert thread is not None
    thread.join(5)
    assert not thread.is_alive() and saver._thread is None
    saver.put(path, ["second"])  # a new thread takes the next write
    saver.wait()
    assert not saver.busy
    assert path.read_text(encoding="utf-8") == "second"


def slow_writes(monkeypatch: pytest.MonkeyPatch, seconds: float) -> list[str]:
    """Every write takes ``seconds``; the texts written, in order."""
    from ghosteuchre.app.storage import userfiles

    written: list[str] = []
    write = userfiles.write

    def slow(path: Path, pieces: list[str]) -> None:
        time.sleep(seconds)
        write(path, pieces)
        written.append("".join(pieces))

    monkeypatch.setattr(userfiles, "write", slow)
    return written


def until(condition: Callable[[], object], seconds: float = 10.0) -> None:
    deadline = time.monotonic() + seconds
    while not condition():
        assert time.monotonic() < deadline
        time.sleep(0.005)


def long_game_written(monkeypatch: pytest.MonkeyPatch, path: Path,
                      rest_max_s: float) -> tuple[Saver, list[str]]:
    """A saver whose writes of more than 10 characters rest (up to ``rest_max_s``), and
    the texts it wrote: a long game's first autosave, on the disk."""
    monkeypatch.setattr(saver_module, "BIG_WRITE", 10)
    monkeypatch.setattr(saver_module, "REST", 10_000)
    monkeypatch.setattr(saver_module, "REST_MAX_S", rest_max_s)
    written = slow_writes(monkeypatch, 0.01)
    saver = Saver()
    saver.put(path, ["a long game, move 0"])
    until(lambda: written)
    return saver, written


def test_a_big_files_next_writes_rest_and_only_the_newest_is_written(
    qapp, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A very long game's autosave, written at each of the player's turns, leaves the disk at rest
    (nine times as long as it took); of what is asked for the file meanwhile only the
    newest is written, and other files keep their turn after it; ``wait()`` (the window
    closing) writes them at once."""
    path = tmp_path / "autosave.euchre.json"
    saver, written = long_game_written(monkeypatch, path, 10_000.0)  # a rest past the test
    for move in range(1, 4):
        saver.put(path, [f"a long game, move {move}"])
        time.sleep(0.05)  # longer than a write: each would be written without the rest
    saver.put(tmp_path / "statistics.json", ["short"], "statistics")  # in its turn
    time.sleep(0.05)
    assert written == ["a long game, move 0"] and saver.busy
    saver.wait()
    assert written == ["a long game, move 0", "a long game, move 3", "short"]
    assert path.read_text(encoding="utf-8") == "a long game, move 3"
    assert not saver.busy


def test_a_short_files_writes_do_not_rest(
    qapp, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(saver_module, "REST", 10_000)
    written = slow_writes(monkeypatch, 0.01)
    saver = Saver()
    path = tmp_path / "autosave.euchre.json"
    for move in range(3):
        saver.put(path, [f"move {move}"])
        until(lambda m=move: len(written) == m + 1)  # without wait()
    assert written == ["move 0", "move 1", "move 2"]


def test_a_big_files_rest_has_an_end(
    qapp, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """However long a write took, the next one comes within ``REST_MAX_S``."""
    path = tmp_path / "autosave.euchre.json"
    saver, written = long_game_written(monkeypatch, path, 0.05)
    saver.put(path, ["a long game, move 1"])
    until(lambda: len(written) == 2)  # without wait()
    assert path.read_text(encoding="utf-8") == "a long game, move 1"
