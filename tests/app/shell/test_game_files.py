"""Game files: Save As and Open round-trip a game exactly; a bad file (each of the engine's
bad records) is refused with its sentence and the game on the table goes on unchanged;
Export hand history keeps the finished hands; finished games go to the history folder
(the last 200), listed in Game → Past games… and opened from there."""

from __future__ import annotations

import json
import shutil
from pathlib import Path
from typing import Any

import pytest
from app_driver import PATIENCE_MS
from files_driver import (
    Player,
    answer,
    choose_menu,
    close_notice,
    notice,
    read_json,
    saving_settings,
    saving_window,
    settle,
    start,
)
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QMessageBox, QPushButton

from ghosteuchre.app.shell import keeper
from ghosteuchre.app.shell.gamefiles import HISTORY_KEPT
from ghosteuchre.app.shell.mainwindow import MainWindow
from ghosteuchre.app.storage.pastgames import PastGamesWindow
from ghosteuchre.app.storage.settings import Settings
from ghosteuchre.engine.record import RecordError, load_file, loads, to_record
from ghosteuchre.engine.state import Phase
from tests.support.bad_records import FIELDS, GHOST, in_record

pytestmark = pytest.mark.slow  # the window driven through games, or long runs: not in the fast lane


@pytest.fixture
def settings(tmp_path: Path) -> Settings:
    return saving_settings(tmp_path)


@pytest.fixture
def window(qtbot, settings: Settings):
    window = saving_window(qtbot, settings)
    yield window
    window.controller.shutdown()


class Chooser:
    """Answers the file dialog with the next path given, and notes what was asked."""

    def __init__(self, window: MainWindow) -> None:
        self.answers: list[Path | None] = []
        self.asked: list[str] = []
        window.game_files.choose_path = self

    def __call__(self, parent: Any, mode: str, suggested: Path) -> Path | None:
        self.asked.append(mode)
        return self.answers.pop(0)


def current_record(window: MainWindow) -> dict[str, Any]:
    c = window.controller
    return to_record(c.state, c.names, {"seed": c.seed, "human": c.human, "levels": c.levels})


def table_state(window: MainWindow) -> tuple[Any, ...]:
    """What the table shows: the hand, the trick, the score sheet, the log, the view."""
    c = window.controller
    scores = [[c.score_model.index(r, col).data() for col in range(c.score_model.columnCount())]
              for r in range(c.score_model.rowCount())]
    log = [c.log_model.index(r, 0).data() for r in range(c.log_model.rowCount())]
    return (c.hand_model.cards(), c.trick_model.rowCount(), scores, log, c.view, c.names,
            c.levels, c.human)


def play_some(qtbot, window: MainWindow, actions: int) -> None:
    player = Player(qtbot, window)
    c = window.controller
    for _ in range(actions):
        player.wait_for_turn()
        if player.hand_over():
            player.next_hand()
            continue
        player.take_turn()
    player.wait_for_turn()
    assert c.human_to_act


def test_save_as_then_open_gives_back_the_same_game(
    qtbot, window: MainWindow, tmp_path: Path
) -> None:
    start(window, "cutthroat", 22, {"target": 10})
    play_some(qtbot, window, 9)
    chooser = Chooser(window)
    chooser.answers = [tmp_path / "my game"]
    QTest.keySequence(window, "Ctrl+Shift+S")  # Game → Save As…
    saved_path = tmp_path / "my game.euchre.json"
    settle(qtbot, window)
    assert chooser.asked == ["save"] and saved_path.is_file()
    saved = read_json(saved_path)
    assert saved == current_record(window)
    shown = table_state(window)

    play_some(qtbot, window, 2)  # the game moves on
    assert current_record(window) != saved

    chooser.answers = [saved_path]
    choose_menu(qtbot, window, "&Game", "&Open…")
    assert chooser.asked == ["save", "open"]
    answer(qtbot, window, keeper.DISCARD)  # the game on the table was not finished
    c = window.controller
    qtbot.waitUntil(lambda: c.human_to_act and not window.table.layout_pending,
                    timeout=PATIENCE_MS)
    assert current_record(window) == saved
    assert table_state(window) == shown
    Player(qtbot, window).take_turn()  # and the game goes on


def test_a_cancelled_dialog_does_nothing(qtbot, window: MainWindow) -> None:
    start(window, "ghost-hand", 10, {})
    chooser = Chooser(window)
    chooser.answers = [None, None]
    before = current_record(window)
    QTest.keySequence(window, "Ctrl+Shift+S")
    QTest.keySequence(window, "Ctrl+O")
    assert chooser.asked == ["save", "open"]
    assert current_record(window) == before
    assert window.findChild(PastGamesWindow) is None


def _bad_files() -> dict[str, bytes]:
    files = {name: in_record(base, change).encode() for name, base, change, _ in FIELDS}
    files["deep nesting"] = b"[" * 100_000 + b"]" * 100_000
    files["not JSON"] = b"{\"format\": "
    files["no hand"] = json.dumps({**GHOST, "hands": []}).encode()
    files["bad app fields"] = json.dumps({**GHOST, "app": {"seed": "x"}}).encode()
    return files


def test_each_bad_file_is_refused_with_its_sentence_and_the_game_goes_on(
    qtbot, window: MainWindow, tmp_path: Path
) -> None:
    start(window, "ghost-hand", 10, {})
    play_some(qtbot, window, 2)
    chooser = Chooser(window)
    path = tmp_path / "bad.euchre.json"
    for name, content in _bad_files().items():
        before, shown = current_record(window), table_state(window)
        path.write_bytes(content)
        try:
            reason = loads(content)
        except RecordError as exc:
            reason = exc.line()
        else:
            reason = None
        chooser.answers = [path]
        QTest.keySequence(window, "Ctrl+O")
        box = notice(qtbot, window)
        text = box.text()
        assert text.startswith("bad.euchre.json could not be opened: "), name
        assert text.endswith(".") and "\n" not in text, name
        if reason is not None:
            assert text == f"bad.euchre.json could not be opened: {reason}.", name
        close_notice(qtbot, window)
        assert current_record(window) == before, name
        assert table_state(window) == shown, name
    Player(qtbot, window).take_turn()  # the game goes on


def scores_line(names: list[str], scores: list[int]) -> str:
    """The past games' Scores column: "You 12, Ada 33, Bo 5"."""
    return ", ".join(f"{n} {s}" for n, s in zip(names, scores, strict=True))


def finish_game(qtbot, window: MainWindow) -> None:
    player = Player(qtbot, window)
    for _ in range(40):
        player.finish_hand()
        if player.next_hand_or_done():
            return
    raise AssertionError("the game did not end")


def test_export_hand_history_keeps_the_finished_hands(
    qtbot, window: MainWindow, tmp_path: Path
) -> None:
    start(window, "ghost-hand", 10, {"target": 20})
    chooser = Chooser(window)
    chooser.answers = [tmp_path / "none.euchre.json"]
    choose_menu(qtbot, window, "&Game", "&Export hand history…")
    assert chooser.asked == []  # nothing finished yet: the player is told, nothing asked
    assert window.table.toast.plain.startswith("No hand has been finished yet")
    assert window.findChild(QMessageBox, "notice") is None

    player = Player(qtbot, window)
    player.finish_hand()
    player.next_hand()
    play_some(qtbot, window, 1)
    c = window.controller
    assert c.state.phase != Phase.HAND_OVER and len(c.state.history) == 2
    chooser.answers = [tmp_path / "hands.euchre.json"]
    choose_menu(qtbot, window, "&Game", "&Export hand history…")
    settle(qtbot, window)
    exported = read_json(tmp_path / "hands.euchre.json")
    assert exported["hands"] == current_record(window)["hands"][:1]
    loaded = load_file(tmp_path / "hands.euchre.json")
    assert loaded.state.phase == Phase.HAND_OVER and len(loaded.state.history) == 1


def test_finished_games_are_kept_listed_and_opened(
    qtbot, window: MainWindow, settings: Settings, tmp_path: Path
) -> None:
    # an earlier game, finished, and many older copies of it in the history folder
    start(window, "ghost-hand", 10, {"target": 5})
    finish_game(qtbot, window)
    settle(qtbot, window)
    history = settings.history_dir()
    (first,) = history.glob("*.euchre.json")
    old = read_json(first)
    assert old == current_record(window)
    for n in range(HISTORY_KEPT + 4):
        shutil.copy(first, history / f"2020{n:04d}-120000.euchre.json")
    first.unlink()

    start(window, "cutthroat", 22, {"target": 5})
    finish_game(qtbot, window)
    settle(qtbot, window)
    c = window.controller
    files = sorted(history.glob("*.euchre.json"))
    assert len(files) == HISTORY_KEPT
    assert read_json(files[-1]) == current_record(window)
    assert files[0].name == "20200005-120000.euchre.json"  # the 5 oldest went

    choose_menu(qtbot, window, "&Game", "&Past games…")
    past = window.game_files.past_window
    assert past is not None
    qtbot.waitUntil(past.isVisible, timeout=PATIENCE_MS)
    qtbot.waitUntil(lambda: len(past.games.items) == HISTORY_KEPT, timeout=PATIENCE_MS)
    lines = past.games.lines()
    assert len(lines) == HISTORY_KEPT
    names = ["You", "Ada", "Bo"]
    newest = lines[0]
    assert newest[1:] == ["Cutthroat", "You, Ada, Bo", names[c.state.winner],
                          scores_line(names, c.state.scores)]
    assert newest[0]  # a date
    old_state = load_file(files[0]).state
    assert lines[-1][1:] == ["Ghost Hand", "You, Ada, Bo", names[old_state.winner],
                             scores_line(names, old_state.scores)]

    # open the oldest one: a finished game, shown finished
    tree = past.games
    item = tree.topLevelItem(tree.topLevelItemCount() - 1)
    tree.scrollToItem(item)
    QTest.mouseClick(tree.viewport(), Qt.MouseButton.LeftButton,
                     pos=tree.visualItemRect(item).center())
    assert tree.selected_path() == files[0]
    QTest.mouseClick(past.findChild(QPushButton, "open"), Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: not past.isVisible(), timeout=PATIENCE_MS)
    qtbot.waitUntil(lambda: c.state.rules.variant == "ghost-hand", timeout=PATIENCE_MS)
    assert current_record(window)["hands"] == old["hands"]
    qtbot.waitUntil(lambda: window.table.game_over_winner == old_state.winner,
                    timeout=PATIENCE_MS)
    settle(qtbot, window)
    assert len(list(history.glob("*.euchre.json"))) == HISTORY_KEPT  # not kept again
    games = window.statistics.book().tally("ghost-hand").games
    assert games == 1  # nor counted again


def test_an_unreadable_past_game_says_so_and_opens_to_its_sentence(
    qtbot, window: MainWindow, settings: Settings
) -> None:
    start(window, "ghost-hand", 10, {})
    before = current_record(window)
    history = settings.history_dir()
    history.mkdir()
    (history / "20261130-101500.euchre.json").write_bytes(b"\x00 not a game")
    choose_menu(qtbot, window, "&Game", "&Past games…")
    past = window.game_files.past_window
    qtbot.waitUntil(lambda: len(past.games.items) == 1, timeout=PATIENCE_MS)
    (line,) = past.games.lines()
    assert line[1:] == ["This game could not be read.", "", "", ""] and line[0]
    point = past.games.visualItemRect(past.games.items[0]).center()
    QTest.mouseClick(past.games.viewport(), Qt.MouseButton.LeftButton, pos=point)
    QTest.mouseDClick(past.games.viewport(), Qt.MouseButton.LeftButton, pos=point)
    text = notice(qtbot, window).text()
    assert text.startswith("20261130-101500.euchre.json could not be opened: record: ")
    close_notice(qtbot, window)
    assert current_record(window) == before


def test_the_past_games_window_says_when_there_is_none(qtbot, window: MainWindow) -> None:
    choose_menu(qtbot, window, "&Game", "&Past games…")
    past = window.game_files.past_window
    qtbot.waitUntil(past.isVisible, timeout=PATIENCE_MS)
    assert past.empty.isVisible() and past.empty.text() == (
        "No game has been kept yet.")
    assert past.games.lines() == [] and not past.open_button.isEnabled()


def test_a_game_kept_while_the_past_games_are_shown_joins_the_top_of_the_list(
    qtbot, window: MainWindow
) -> None:
    # a game just finished is on the disk a moment later: the window opened meanwhile
    # lists it as soon as it is there
    choose_menu(qtbot, window, "&Game", "&Past games…")
    past = window.game_files.past_window
    assert past is not None
    qtbot.waitUntil(past.isVisible, timeout=PATIENCE_MS)
    assert past.empty.isVisible() and not past.open_button.isEnabled()
    start(window, "cutthroat", 22, {"target": 5})
    window.keeper.keep_unfinished()
    qtbot.waitUntil(lambda: len(past.games.items) == 1, timeout=PATIENCE_MS)
    (line,) = past.games.lines()
    assert line[1] == "Cutthroat" and line[3] == "Not finished"
    assert not past.empty.isVisible() and past.open_button.isEnabled()
    assert past.games.currentItem() is past.games.items[0]
    past.close()


def test_a_past_games_hands_open_in_the_hand_history(
    qtbot, window: MainWindow, settings: Settings
) -> None:
    start(window, "cutthroat", 22, {"target": 5})
    finish_game(qtbot, window)
    hands = len(window.controller.state.history)
    choose_menu(qtbot, window, "&Game", "&Past games…")
    past = window.game_files.past_window
    assert past is not None
    qtbot.waitUntil(lambda: len(past.games.items) == 1, timeout=PATIENCE_MS)
    tree = past.games
    item = tree.topLevelItem(0)
    QTest.mouseClick(tree.viewport(), Qt.MouseButton.LeftButton,
                     pos=tree.visualItemRect(item).center())
    QTest.mouseClick(past.findChild(QPushButton, "hand-history"), Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: window.history_window is not None
                    and window.history_window.isVisible(), timeout=PATIENCE_MS)
    history = window.history_window
    assert history.hand_box.count() == hands  # every hand of the finished game
    history.close()


def test_a_past_game_that_cannot_be_read_has_no_hand_history(
    qtbot, window: MainWindow, settings: Settings
) -> None:
    history = settings.history_dir()
    history.mkdir(parents=True, exist_ok=True)
    (history / "20240101-120000.euchre.json").write_text("{", encoding="utf-8")
    window.game_files.show_history_of(history / "20240101-120000.euchre.json")
    settle(qtbot, window)
    assert "20240101-120000.euchre.json could not be opened" in notice(qtbot, window).text()
    assert window.history_window is None
    close_notice(qtbot, window)
