"""The saver's helper thread: a game's writes, one after each action, find it waiting;
the UI thread never waits for a thread to start again while they come."""

from __future__ import annotations

import threading
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
