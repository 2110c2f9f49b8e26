"""A long game's record: what the app writes it reads back (compact JSON, below the read
limit; a record above it is refused up front and the player told), and opening,
resuming and autosaving it build and parse the record in helper threads, never on the
UI thread.  Speed: benchmarks/big_record.py."""

from __future__ import annotations

import threading
from pathlib import Path
from typing import Any

import pytest
from app_driver import PATIENCE_MS
from files_driver import saving_settings, saving_window, settle
from PySide6.QtWidgets import QLabel

from benchmarks.big_record import long_record
from ghosteuchre.app.shell import keeper
from ghosteuchre.engine import record, safejson

pytestmark = pytest.mark.slow  # the window driven through games, or long runs: not in the fast lane

HANDS = 28_000


@pytest.fixture(scope="module")
def big(tmp_path_factory) -> bytes:
    """A 28,000-hand game's autosave (about 8 MB), most hands passed out."""
    return long_record(HANDS)


@pytest.fixture
def on_the_ui_thread(monkeypatch) -> list[str]:
    """The record work done on the UI thread: parsing and building a record's text."""
    seen: list[str] = []
    loads, pieces = record.loads, record.Snapshot.pieces

    def note(name: str) -> None:
        if threading.current_thread() is threading.main_thread():
            seen.append(name)

    def noted_loads(text: Any) -> Any:
        note("parse")
        return loads(text)

    def noted_pieces(self: Any, cache: Any = None) -> Any:
        note("build")
        return pieces(self, cache)

    monkeypatch.setattr(record, "loads", noted_loads)
    monkeypatch.setattr(record.Snapshot, "pieces", noted_pieces)
    return seen


def test_a_long_game_resumed_opened_and_autosaved_off_the_ui_thread(
    qtbot, tmp_path: Path, big: bytes, on_the_ui_thread: list[str], monkeypatch
) -> None:
    assert len(big) < safejson.MAX_BYTES and b"\n" not in big[:-1] and b": " not in big
    settings = saving_settings(tmp_path)
    settings.autosave_path().write_bytes(big)
    copy = tmp_path / "copy.euchre.json"
    copy.write_bytes(big)
    monkeypatch.setattr(keeper, "ask", lambda window, text, answered, *_: answered(keeper.KEEP))
    window = saving_window(qtbot, settings)
    c = window.controller
    window.first_screen()
    qtbot.waitUntil(lambda: c.state is not None and c.human_to_act, timeout=PATIENCE_MS * 3)
    assert len(c.state.history) == HANDS
    assert c.score_model.rowCount() == HANDS - 1
    assert c.act(c.view.legal[0], confirmed=True)  # the player acts: autosaved
    qtbot.waitUntil(lambda: c.human_to_act or c.awaiting_next_hand, timeout=PATIENCE_MS)
    settle(qtbot, window)
    window.game_files.open_path(copy)  # Open… of the same long game (Keep playing)
    settle(qtbot, window)
    assert on_the_ui_thread == []
    saved = settings.autosave_path().read_bytes()
    assert len(saved) < safejson.MAX_BYTES
    assert len(record.loads(saved).state.history) == HANDS  # read back whole
    window.controller.shutdown()


def test_a_record_above_the_read_limit_is_refused_before_writing_and_the_player_told(
    qtbot, tmp_path: Path, monkeypatch
) -> None:
    monkeypatch.setattr(safejson, "MAX_BYTES", 300)  # a first hand is longer
    settings = saving_settings(tmp_path)
    window = saving_window(qtbot, settings)
    window.start(settings.setup(), seed=3)
    c = window.controller
    qtbot.waitUntil(lambda: c.human_to_act, timeout=PATIENCE_MS)
    assert c.act(c.view.legal[0], confirmed=True)
    qtbot.waitUntil(lambda: window.findChild(QLabel, "save-problem") is not None,
                    timeout=PATIENCE_MS)
    label = window.findChild(QLabel, "save-problem")
    assert label.text() == ("This game cannot be saved: it is too long. You can play on, "
                            "but the game is lost when you quit.")
    assert not settings.autosave_path().exists()
    assert not list(settings.data_dir().glob(".tmp-*"))
    window.controller.shutdown()


def test_the_saves_after_a_resume_write_only_the_hand_in_play_anew(
    qtbot, tmp_path: Path, monkeypatch
) -> None:
    """The finished hands' text is made where the record was read, so the saves of a long
    game just resumed do not build it again while the player plays (and still write the
    same bytes as a record made from scratch)."""
    settings = saving_settings(tmp_path)
    settings.autosave_path().write_bytes(long_record(300))
    monkeypatch.setattr(keeper, "ask", lambda window, text, answered, *_: answered(keeper.KEEP))
    made_by_the_saver: list[int] = []
    hand_json = record.hand_json

    def counted(log: Any, actions: Any = None) -> Any:
        if threading.current_thread().name == "saver":
            made_by_the_saver.append(1)
        return hand_json(log, actions)

    monkeypatch.setattr(record, "hand_json", counted)
    window = saving_window(qtbot, settings)
    c = window.controller
    window.first_screen()
    qtbot.waitUntil(lambda: c.state is not None and c.human_to_act, timeout=PATIENCE_MS * 3)
    writes: list[int] = []
    c.saver.written.connect(lambda *_: writes.append(len(made_by_the_saver)))
    assert c.act(c.view.legal[0], confirmed=True)  # the player acts: autosaved
    qtbot.waitUntil(lambda: bool(writes) and (c.human_to_act or c.awaiting_next_hand)
                    and not c.saver.busy, timeout=PATIENCE_MS)
    settle(qtbot, window)
    assert made_by_the_saver and len(made_by_the_saver) <= 2 * (len(writes) + 1)  # not 300
    assert settings.autosave_path().read_text() == "".join(c.snapshot().pieces())
    window.controller.shutdown()


def test_a_game_opened_is_taken_on_in_one_event_and_laid_out_in_the_next(
    qtbot, tmp_path: Path, big: bytes, monkeypatch
) -> None:
    """Opening a long game: the event that puts the game read on the table leaves its
    lay-out to the next turn of the event loop, so that neither keeps the table from
    answering for long; then the player's hand is on the table."""
    copy = tmp_path / "copy.euchre.json"
    copy.write_bytes(big)
    window = saving_window(qtbot, saving_settings(tmp_path))
    table = window.table
    pending: list[bool] = []
    open_saved = window.open_saved

    def opened(saved: Any) -> None:
        open_saved(saved)
        pending.append(table.layout_pending)

    monkeypatch.setattr(window, "open_saved", opened)
    window.game_files.open_path(copy)
    qtbot.waitUntil(lambda: bool(pending), timeout=PATIENCE_MS * 3)
    assert pending == [True]
    qtbot.waitUntil(lambda: not table.layout_pending, timeout=PATIENCE_MS)
    assert len(window.controller.state.history) == HANDS
    assert table.element_rect("hand:0") is not None
    window.controller.shutdown()
