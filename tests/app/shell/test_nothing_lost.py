"""Nothing the player had is ever lost: a game in progress is left only with the player's
word (Keep playing, Save it and continue, Discard), and a discarded or declined game is
kept in Past games; a finished game is kept before its autosave goes and before the
statistics count it; Quit saves the last card; a killed write leaves nothing behind;
history pruning never takes the game just kept; Save As checks the name it writes."""

from __future__ import annotations

import json
import os
import shutil
import subprocess
from pathlib import Path
from typing import Any

import pytest
from app_driver import PATIENCE_MS
from files_driver import (
    Player,
    answer,
    choose_menu,
    question,
    read_json,
    saving_settings,
    saving_window,
    settle,
    start,
)
from PySide6.QtCore import Qt, QTimer
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QDialogButtonBox, QLabel, QMessageBox, QPushButton

from ghosteuchre.app.shell import keeper
from ghosteuchre.app.shell.dialogs import NewGameDialog
from ghosteuchre.app.shell.gamefiles import HISTORY_KEPT
from ghosteuchre.app.shell.mainwindow import MainWindow
from ghosteuchre.app.storage.pastgames import past_game_files
from ghosteuchre.app.storage.settings import Settings
from ghosteuchre.engine.deal import new_game
from ghosteuchre.engine.record import dumps, to_record
from ghosteuchre.engine.rules import Rules
from tests.support.clicks import click_menu_entry

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
    """Answers the file dialog with the next path given."""

    def __init__(self, window: MainWindow, *answers: Path) -> None:
        self.answers = list(answers)
        window.game_files.choose_path = lambda parent, mode, suggested: self.answers.pop(0)


def game_record(window: MainWindow) -> dict[str, Any]:
    c = window.controller
    return to_record(c.state, c.names, {"seed": c.seed, "human": c.human, "levels": c.levels})


def holds(window: MainWindow, rec: dict[str, Any]) -> bool:
    """The table holds the game of ``rec``: everything in it, in order, and perhaps the
    bots' moves made since (the game goes on while the test looks)."""
    now = game_record(window)
    done, last = rec["hands"][:-1], rec["hands"][-1]
    if {k: v for k, v in now.items() if k != "hands"} != {
            k: v for k, v in rec.items() if k != "hands"}:
        return False
    if now["hands"][:len(done)] != done or len(now["hands"]) <= len(done):
        return False
    hand = now["hands"][len(done)]
    return (hand["dealer"], hand["deal"]) == (last["dealer"], last["deal"]) and \
        hand["actions"][:len(last["actions"])] == last["actions"]


def play(qtbot, window: MainWindow, turns: int, device: str = "mouse") -> None:
    """The player takes ``turns`` turns with the mouse or the keyboard (next hand when
    one ends), and the bots theirs until the player is to act again."""
    player = Player(qtbot, window)
    player.device = device
    for _ in range(turns):
        player.wait_for_turn()
        if player.hand_over():
            player.next_hand()
        else:
            player.take_turn()
    player.wait_for_turn()


def finish(qtbot, window: MainWindow) -> None:
    player = Player(qtbot, window)
    for _ in range(60):
        player.finish_hand()
        if player.next_hand_or_done():
            settle(qtbot, window)
            return
    raise AssertionError("the game did not end")


def history_files(settings: Settings, unfinished: bool | None = None) -> list[Path]:
    files = sorted(settings.history_dir().glob("*.euchre.json"))
    if unfinished is None:
        return files
    return [p for p in files if p.name.endswith("-unfinished.euchre.json") == unfinished]


def past_games_lines(qtbot, window: MainWindow) -> list[list[str]]:
    choose_menu(qtbot, window, "&Game", "&Past games…")
    past = window.game_files.past_window
    assert past is not None
    count = len(history_files(window.settings))
    qtbot.waitUntil(lambda: len(past.games.items) == count, timeout=PATIENCE_MS)
    return past.games.lines()


def open_first_past_game(qtbot, window: MainWindow) -> None:
    past = window.game_files.past_window
    tree = past.games
    point = tree.visualItemRect(tree.items[0]).center()
    QTest.mouseClick(tree.viewport(), Qt.MouseButton.LeftButton, pos=point)
    QTest.mouseClick(past.findChild(QPushButton, "open"), Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: not past.isVisible(), timeout=PATIENCE_MS)


def other_folder(tmp_path: Path) -> Path:
    folder = tmp_path / "other"
    folder.mkdir(exist_ok=True)
    return folder


def finished_file(tmp_path: Path, qtbot, settings: Settings) -> Path:
    """A finished game's file, played in another window."""
    other = saving_window(qtbot, saving_settings(other_folder(tmp_path)))
    start(other, "cutthroat", 3, {"target": 1})
    finish(qtbot, other)
    path = tmp_path / "finished.euchre.json"
    path.write_text(dumps(game_record(other)), encoding="utf-8")
    other.controller.shutdown()
    other.close()
    return path


# ------------------------------------------------------------- asking first
def test_open_mid_game_asks_first_and_a_discarded_game_is_found_in_past_games(
    qtbot, window: MainWindow, settings: Settings, tmp_path: Path
) -> None:
    finished = finished_file(tmp_path, qtbot, settings)
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow, timeout=PATIENCE_MS)
    start(window, "ghost-hand", 10, {})
    play(qtbot, window, 3)
    settle(qtbot, window)
    autosave = settings.autosave_path()
    before, on_disk = game_record(window), autosave.read_bytes()

    Chooser(window, finished, finished)
    QTest.keySequence(window, "Ctrl+O")
    box = question(qtbot, window)
    assert box.text() == "Your Ghost Hand game is not finished. What should become of it?"
    assert [b.text() for b in box.choices.values()] == [
        "&Keep playing", "&Save it and continue", "&Discard"]
    answer(qtbot, window, keeper.KEEP)
    settle(qtbot, window)
    assert holds(window, before) and autosave.read_bytes() == on_disk
    assert history_files(settings) == []

    QTest.keySequence(window, "Ctrl+O")
    answer(qtbot, window, keeper.DISCARD)
    c = window.controller
    qtbot.waitUntil(lambda: c.state.winner is not None, timeout=PATIENCE_MS)
    settle(qtbot, window)
    (kept,) = history_files(settings, unfinished=True)
    assert read_json(kept) == before
    assert not autosave.exists()  # the finished game opened never wrote over it

    lines = past_games_lines(qtbot, window)
    assert lines[0][1:4] == ["Ghost Hand", "You, Ada, Bo", "Not finished"]
    open_first_past_game(qtbot, window)  # the table's game is finished: nothing to ask
    qtbot.waitUntil(lambda: c.state.winner is None, timeout=PATIENCE_MS)
    assert holds(window, before)
    Player(qtbot, window).take_turn()  # and it goes on


def deal_from_the_new_game_dialog() -> None:
    dialog = QApplication.activeModalWidget()
    assert isinstance(dialog, NewGameDialog)
    ok = dialog.findChild(QDialogButtonBox).button(QDialogButtonBox.StandardButton.Ok)
    QTest.mouseClick(ok, Qt.MouseButton.LeftButton)


def test_new_game_asks_first_and_keeps_the_game_it_replaces(
    qtbot, window: MainWindow, settings: Settings
) -> None:
    start(window, "cutthroat", 22, {})
    play(qtbot, window, 2)
    before = game_record(window)
    QTimer.singleShot(0, deal_from_the_new_game_dialog)
    QTest.keySequence(window, "Ctrl+N")
    answer(qtbot, window, keeper.KEEP)
    assert holds(window, before)

    QTimer.singleShot(0, deal_from_the_new_game_dialog)
    QTest.keySequence(window, "Ctrl+N")
    answer(qtbot, window, keeper.DISCARD)
    c = window.controller
    qtbot.waitUntil(lambda: (len(c.state.history) == 1 and not c.state.history[0].actions)
                    or c.seed != before["app"]["seed"], timeout=PATIENCE_MS)
    settle(qtbot, window)
    (kept,) = history_files(settings, unfinished=True)
    assert read_json(kept) == before


def test_play_this_deal_again_asks_first_and_save_it_writes_the_file_too(
    qtbot, window: MainWindow, settings: Settings, tmp_path: Path
) -> None:
    start(window, "cutthroat", 6, {})
    player = Player(qtbot, window)
    player.finish_hand()
    before = game_record(window)
    history = window.show_hand_history()
    assert history is not None
    qtbot.waitUntil(history.isVisible, timeout=PATIENCE_MS)
    Chooser(window, tmp_path / "kept")
    click_menu_entry(qtbot, history.again_button, "again-2")
    answer(qtbot, window, keeper.SAVE)
    c = window.controller
    qtbot.waitUntil(lambda: c.human == 2, timeout=PATIENCE_MS)
    settle(qtbot, window)
    assert read_json(tmp_path / "kept.euchre.json") == before
    (kept,) = history_files(settings, unfinished=True)
    assert read_json(kept) == before


def write_autosave(settings: Settings, turns: int = 0) -> dict[str, Any]:
    state = new_game(Rules.make("ghost-hand"), 5)
    for _ in range(turns):
        state.apply(state.legal_actions()[0], state.current_player)
    rec = to_record(state, ["You", "Ada", "Bo"], {"seed": 5, "human": 0,
                                                   "levels": ["", "easy", "medium"]})
    settings.autosave_path().write_text(dumps(rec), encoding="utf-8")
    return rec


def test_declining_to_resume_keeps_the_game_in_past_games(
    qtbot, window: MainWindow, settings: Settings
) -> None:
    rec = write_autosave(settings, turns=2)
    window.first_screen()
    box = question(qtbot, window)
    assert box.text() == "Resume your Ghost Hand game? Hand 1 — You\u00a00, Ada\u00a00, Bo\u00a00"
    assert box.choices[keeper.KEEP].text() == "&Resume"
    answer(qtbot, window, keeper.DISCARD)
    c = window.controller
    qtbot.waitUntil(lambda: c.state is not None and c.seed != 5, timeout=PATIENCE_MS)
    settle(qtbot, window)
    (kept,) = history_files(settings, unfinished=True)
    assert read_json(kept) == rec
    lines = past_games_lines(qtbot, window)
    assert lines[0][3] == "Not finished"
    open_first_past_game(qtbot, window)  # the new game has nothing played: nothing to ask
    qtbot.waitUntil(lambda: c.seed == 5, timeout=PATIENCE_MS)
    assert holds(window, rec)


def test_escape_to_the_resume_question_resumes(
    qtbot, window: MainWindow, settings: Settings
) -> None:
    rec = write_autosave(settings, turns=1)
    window.first_screen()
    box = question(qtbot, window)
    QTest.keyClick(box, Qt.Key.Key_Escape)
    c = window.controller
    qtbot.waitUntil(lambda: c.state is not None, timeout=PATIENCE_MS)
    assert holds(window, rec) and history_files(settings) == []


# ----------------------------------------------------------- crash order
def test_quit_right_after_playing_a_card_saves_that_card(
    qtbot, window: MainWindow, settings: Settings
) -> None:
    start(window, "cutthroat", 22, {})
    c = window.controller
    player = Player(qtbot, window)
    for _ in range(30):
        player.wait_for_turn()
        if c.view.legal[0].act.name == "PLAY":
            break
        player.take_turn()
    card = str(c.view.legal[0].card)
    player.play(c.view.legal[0].card)
    window.close()  # Game → Quit
    actions = read_json(settings.autosave_path())["hands"][-1]["actions"]
    assert actions[-1] == {"seat": 0, "act": "play", "card": card} or any(
        a.get("card") == card and a["seat"] == 0 for a in actions)


def test_a_finished_game_is_kept_before_its_autosave_goes_and_then_counted(
    qtbot, window: MainWindow, settings: Settings, monkeypatch
) -> None:
    done: list[str] = []
    replace, unlink = os.replace, os.unlink

    def noted_replace(src: Any, dst: Any) -> None:
        replace(src, dst)
        name = Path(dst).name
        done.append("history" if name.endswith(".euchre.json") else name)

    def noted_unlink(path: Any, *args: Any, **kwargs: Any) -> None:
        unlink(path, *args, **kwargs)
        done.append(f"removed {Path(path).name}")

    monkeypatch.setattr(os, "replace", noted_replace)
    monkeypatch.setattr(os, "unlink", noted_unlink)
    start(window, "cutthroat", 22, {"target": 1})
    finish(qtbot, window)
    window.statistics.saver.wait()
    end = done[len(done) - 1 - done[::-1].index("history"):]
    assert end[:2] == ["history", "removed autosave.json"]
    assert "statistics.json" in end[2:]
    stats = read_json(settings.statistics_path())
    assert stats["tallies"]["cutthroat"]["all"]["games"] == 1


def test_a_finished_game_that_cannot_be_kept_stays_in_its_autosave_and_is_not_counted(
    qtbot, window: MainWindow, settings: Settings
) -> None:
    history = settings.history_dir()
    history.mkdir()
    locked = subprocess.run(["chattr", "+i", str(history)], capture_output=True,
                            check=False).returncode == 0
    if not locked:
        history.chmod(0o555)
    try:
        if os.access(history, os.W_OK) and not locked:
            pytest.skip("this system lets the test write into a read-only folder")
        start(window, "cutthroat", 22, {"target": 1})
        finish(qtbot, window)
        label = window.findChild(QLabel, "history-problem")
        assert label is not None and label.isVisible()
        assert label.text() == ("Finished and left games cannot be kept in Past games: the "
                                "game's data folder is read-only.")
        assert len([w for w in window.statusBar().findChildren(QLabel)
                    if w.objectName() == "history-problem"]) == 1  # told once
        assert settings.autosave_path().exists()
        window.statistics.saver.wait()
        stats = read_json(settings.statistics_path())
        assert stats["tallies"].get("cutthroat", {}).get("all", {}).get("games", 0) == 0
    finally:
        subprocess.run(["chattr", "-i", str(history)], capture_output=True, check=False)
        history.chmod(0o755)


def test_a_finished_game_left_in_the_autosave_by_a_crash_is_kept_at_start(
    qtbot, tmp_path: Path, settings: Settings
) -> None:
    other = saving_window(qtbot, saving_settings(other_folder(tmp_path)))
    start(other, "cutthroat", 3, {"target": 1})
    finish(qtbot, other)
    finished = game_record(other)
    other.controller.shutdown()
    settings.autosave_path().write_text(dumps(finished), encoding="utf-8")
    window = saving_window(qtbot, settings)
    window.first_screen()
    c = window.controller
    qtbot.waitUntil(lambda: c.state is not None, timeout=PATIENCE_MS)
    settle(qtbot, window)
    (kept,) = history_files(settings, unfinished=False)
    assert read_json(kept) == finished
    autosave = settings.autosave_path()
    assert not autosave.exists() or read_json(autosave)["app"]["seed"] == c.seed != 3
    assert window.findChild(keeper.GameQuestion) is None
    window.controller.shutdown()


def test_leftovers_of_a_killed_save_are_removed_at_start(
    qtbot, window: MainWindow, settings: Settings
) -> None:
    history = settings.history_dir()
    history.mkdir()
    leftovers = [settings.data_dir() / ".tmp-abc123.json", history / ".tmp-x.json"]
    for path in leftovers:
        path.write_text("{", encoding="utf-8")
    window.first_screen()
    assert not any(p.exists() for p in leftovers)


# ------------------------------------------------------------ the history
def test_pruning_never_takes_the_game_just_finished_when_the_clock_went_back(
    qtbot, window: MainWindow, settings: Settings, tmp_path: Path
) -> None:
    finished = finished_file(tmp_path, qtbot, settings)
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow, timeout=PATIENCE_MS)
    history = settings.history_dir()
    history.mkdir()
    for n in range(HISTORY_KEPT):
        shutil.copy(finished, history / f"2099{n // 28 + 1:02d}{n % 28 + 1:02d}-120000.euchre.json")
    start(window, "cutthroat", 22, {"target": 1})
    finish(qtbot, window)
    files = history_files(settings)
    assert len(files) == HISTORY_KEPT
    newest = past_game_files(history)[0]  # the newest in the app's order
    assert read_json(newest) == game_record(window)
    assert not (history / "20990101-120000.euchre.json").exists()  # the oldest went
    lines = past_games_lines(qtbot, window)
    assert lines[0][1] == "Cutthroat" and lines[0][4] == ", ".join(
        f"{n} {s}" for n, s in zip(["You", "Ada", "Bo"], window.controller.state.scores,
                                   strict=True))


def test_save_as_checks_the_name_with_its_extension(
    qtbot, window: MainWindow, tmp_path: Path
) -> None:
    existing = tmp_path / "mygame.euchre.json"
    existing.write_text("mine", encoding="utf-8")
    start(window, "ghost-hand", 10, {})
    Chooser(window, tmp_path / "mygame", tmp_path / "mygame")

    def reply(button: QMessageBox.StandardButton) -> None:
        box = QApplication.activeModalWidget()
        assert isinstance(box, QMessageBox)
        assert box.text() == "mygame.euchre.json already exists. Do you want to replace it?"
        QTest.mouseClick(box.button(button), Qt.MouseButton.LeftButton)

    QTimer.singleShot(0, lambda: reply(QMessageBox.StandardButton.No))
    QTest.keySequence(window, "Ctrl+Shift+S")
    settle(qtbot, window)
    assert existing.read_text(encoding="utf-8") == "mine"
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow, timeout=PATIENCE_MS)
    QTimer.singleShot(0, lambda: reply(QMessageBox.StandardButton.Yes))
    QTest.keySequence(window, "Ctrl+Shift+S")
    settle(qtbot, window)
    assert json.loads(existing.read_text(encoding="utf-8")) == game_record(window)


def test_statistics_that_cannot_be_written_are_told_once_in_the_status_line(
    qtbot, window: MainWindow, settings: Settings, monkeypatch
) -> None:
    from ghosteuchre.app.storage import userfiles

    write = userfiles.write

    def refuse(path: Path, pieces: Any) -> None:
        if path.name == "statistics.json":
            raise PermissionError(13, "Permission denied", str(path))
        write(path, pieces)

    monkeypatch.setattr(userfiles, "write", refuse)
    start(window, "cutthroat", 22, {"target": 3})
    player = Player(qtbot, window)
    for _ in range(2):
        player.finish_hand()
        window.statistics.saver.wait()
        QApplication.processEvents()
        if player.next_hand_or_done():
            break
    labels = [w for w in window.statusBar().findChildren(QLabel)
              if w.objectName() == "statistics-problem"]
    assert len(labels) == 1 and labels[0].isVisible()
    assert labels[0].text() == ("Your statistics cannot be saved: the game's data folder is "
                                "read-only.")


# ------------------------------------------------------- a whole game, interrupted
def open_past_game_with(qtbot, window: MainWindow, rec: dict[str, Any]) -> None:
    """Open, from Past games, the newest kept copy of the game whose record was ``rec``
    (the same deal, as far as it went), and check the table holds it again."""
    lines = past_games_lines(qtbot, window)
    assert lines[0][3] == "Not finished"
    open_first_past_game(qtbot, window)
    c = window.controller
    qtbot.waitUntil(lambda: c.seed == rec["app"]["seed"] and c.state.winner is None,
                    timeout=PATIENCE_MS)
    assert holds(window, rec)
    window.activateWindow()  # as the window manager does when the list closes
    qtbot.waitUntil(window.isActiveWindow, timeout=PATIENCE_MS)


@pytest.mark.parametrize(("variant", "target"), [("ghost-hand", 12), ("cutthroat", 6)])
def test_a_whole_game_interrupted_every_way_is_always_found_again(
    qtbot, tmp_path: Path, settings: Settings, variant: str, target: int
) -> None:
    finished = finished_file(tmp_path, qtbot, settings)
    window = saving_window(qtbot, settings)
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow, timeout=PATIENCE_MS)
    start(window, variant, 31, {"target": target})
    play(qtbot, window, 2, "keyboard")
    rec = game_record(window)
    Chooser(window, finished)
    QTest.keySequence(window, "Ctrl+O")  # interrupted by Open…
    answer(qtbot, window, keeper.DISCARD)
    settle(qtbot, window)
    open_past_game_with(qtbot, window, rec)

    play(qtbot, window, 2, "keyboard")
    rec = game_record(window)
    QTimer.singleShot(0, deal_from_the_new_game_dialog)
    QTest.keySequence(window, "Ctrl+N")  # interrupted by New game
    answer(qtbot, window, keeper.DISCARD)
    settle(qtbot, window)
    open_past_game_with(qtbot, window, rec)

    play(qtbot, window, 2, "keyboard")
    settle(qtbot, window)
    rec = game_record(window)
    window.hide()  # killed: nothing more is written; the autosave holds the game
    again = saving_window(qtbot, settings)
    again.first_screen()
    qtbot.waitUntil(lambda: again.keeper.question is not None, timeout=PATIENCE_MS)
    answer(qtbot, again, keeper.DISCARD)  # a declined resume
    settle(qtbot, again)
    open_past_game_with(qtbot, again, rec)

    finish(qtbot, again)  # played to its end: kept as finished
    c = again.controller
    lines = past_games_lines(qtbot, again)
    names = ["You", "Ada", "Bo"]
    assert lines[0][1:4] == [{"ghost-hand": "Ghost Hand", "cutthroat": "Cutthroat"}[variant],
                             "You, Ada, Bo", names[c.state.winner]]
    assert read_json(past_game_files(settings.history_dir())[0]) == game_record(again)
    window.controller.shutdown()
    again.controller.shutdown()
