"""The autosave never hurts the player: a bad one is kept aside and the player told,
a failing data folder is reported once while play goes on, and a finished game whose
autosave cannot be removed is not offered again."""

from __future__ import annotations

import json
import os
import random
import stat
import subprocess
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest
from app_driver import PATIENCE_MS, TestBot
from PySide6.QtCore import QSettings
from PySide6.QtWidgets import QLabel, QMessageBox

from ghosteuchre.app.shell import keeper
from ghosteuchre.app.shell.mainwindow import MainWindow
from ghosteuchre.app.storage import savegame, userfiles
from ghosteuchre.app.storage.savegame import BadSaveError, check_app, check_names
from ghosteuchre.app.storage.settings import GameSetup, Pacing, Settings
from ghosteuchre.bots import Decision
from ghosteuchre.engine.deal import new_game
from ghosteuchre.engine.record import dumps, load_file, to_record
from ghosteuchre.engine.rules import Rules
from ghosteuchre.engine.view import PlayerView

pytestmark = pytest.mark.slow  # the window driven through games, or long runs: not in the fast lane

NAMES = ["You", "Ada", "Bo"]
APP = {"seed": 5, "human": 0, "levels": ["", "easy", "easy"]}


def record(app: Any = APP, players: Any = NAMES, variant: str = "ghost-hand") -> dict[str, Any]:
    """An unfinished game's autosave: the first deal, nothing played yet."""
    out = to_record(new_game(Rules.make(variant), 5), players, app)
    if app is None:
        out.pop("app", None)
    return out


def text(data: dict[str, Any]) -> bytes:
    return dumps(data).encode()


@pytest.fixture
def data_dir(tmp_path: Path) -> Path:
    folder = tmp_path / "data"
    folder.mkdir()
    return folder


@pytest.fixture
def store(tmp_path: Path, data_dir: Path) -> Settings:
    settings = Settings(
        QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat), data_dir=data_dir
    )
    settings.save_setup(GameSetup(levels=["easy", "easy"]))  # not the first start
    return settings


@pytest.fixture
def questions(monkeypatch) -> list[str]:
    """The resume questions asked; each is answered Resume."""
    asked: list[str] = []

    def ask(window: Any, text: str, answered: Callable[[str], None], *args: Any) -> None:
        asked.append(text)
        answered(keeper.KEEP)

    monkeypatch.setattr(keeper, "ask", ask)
    return asked


def first_screen(qtbot, window: MainWindow) -> None:
    """The window's first screen, once the autosave has been read."""
    window.first_screen()
    qtbot.waitUntil(lambda: keeper.in_flight == 0, timeout=PATIENCE_MS)


@pytest.fixture
def open_window(qtbot, store: Settings) -> Iterator[Callable[[], MainWindow]]:
    windows: list[MainWindow] = []

    def make() -> MainWindow:
        window = MainWindow(store, Pacing.instant())
        window.controller.bot_factory = lambda level: TestBot()
        qtbot.addWidget(window)
        window.resize(1000, 720)
        window.show()
        qtbot.waitExposed(window)
        windows.append(window)
        return window

    yield make
    for window in windows:
        window.controller.shutdown()


def wait_for_new_game(qtbot, window: MainWindow) -> None:
    """A fresh game is on the table and has come round to the player."""
    c = window.controller
    qtbot.waitUntil(lambda: c.state is not None and c.human_to_act, timeout=PATIENCE_MS)
    assert len(c.state.history) == 1 and c.human == 0


def notice(qtbot, window: MainWindow) -> QMessageBox:
    box = window.findChild(QMessageBox, "notice")
    assert box is not None, "the player was not told"
    qtbot.waitUntil(box.isVisible, timeout=PATIENCE_MS)
    return box


def kept_files(folder: Path) -> list[Path]:
    return sorted(folder.glob("autosave.corrupt-*.json"))


def play_one_action(qtbot, window: MainWindow) -> None:
    c = window.controller
    qtbot.waitUntil(lambda: c.human_to_act, timeout=PATIENCE_MS)
    before = sum(len(h.actions) for h in c.state.history)
    assert c.act(c.view.legal[0], confirmed=True)  # past the coach, if it would question it
    assert sum(len(h.actions) for h in c.state.history) > before


# ------------------------------------------------------------- bad autosaves
def _illegal() -> bytes:
    data = record()
    data["hands"][0]["actions"] = [{"seat": 1, "act": "play", "card": "9C"}]
    return text(data)


BAD_FILES = {
    "truncated": text(record())[:300],
    "garbage": b"\x00\xffGHOST\x13\x37" * 40,
    "empty": b"",
    "wrong format": text({**record(), "format": "ghosteuchre-record/9"}),
    "other JSON": b'{"name": "not a game", "items": [1, 2, 3]}',
    "a list": b"[1, 2, 3]",
    "illegal action": _illegal(),
    "deep nesting": b"[" * 100_000 + b"]" * 100_000,
    "not UTF-8": b'{"format": "\xff\xfe"}',
    "no hand": text({**record(), "hands": []}),
    "huge number": text(record()).replace(b'"seed":5', b'"seed":' + b"9" * 5000),
}


@pytest.mark.parametrize("content", BAD_FILES.values(), ids=BAD_FILES.keys())
def test_a_bad_autosave_is_kept_aside_the_player_told_and_a_new_game_starts(
    qtbot, open_window, data_dir: Path, questions: list[str], content: bytes
) -> None:
    path = data_dir / "autosave.json"
    path.write_bytes(content)
    window = open_window()
    first_screen(qtbot, window)
    box = notice(qtbot, window)
    (kept,) = kept_files(data_dir)
    assert kept.read_bytes() == content
    assert "The saved game could not be read, so a new game starts." in box.text()
    assert f"The file was kept as {kept.name}." in box.text()
    assert questions == []
    wait_for_new_game(qtbot, window)
    box.button(QMessageBox.StandardButton.Ok).click()
    qtbot.waitUntil(lambda: window.findChild(QMessageBox, "notice") is None, timeout=PATIENCE_MS)
    play_one_action(qtbot, window)
    window.controller.saver.wait(PATIENCE_MS / 1000)
    assert load_file(path).state.history  # the new game saves in the usual place


BAD_APPS: dict[str, Any] = {
    "seed is text": {**APP, "seed": "x"},
    "seed is negative": {**APP, "seed": -1},
    "seed is too large": {**APP, "seed": 1 << 70},
    "seed is a boolean": {**APP, "seed": True},
    "seed is missing": {"human": 0, "levels": APP["levels"]},
    "human is 7": {**APP, "human": 7},
    "human is text": {**APP, "human": "0"},
    "human is a fraction": {**APP, "human": 0.0},
    "seed is a fraction": {**APP, "seed": 5.0},
    "human is missing": {"seed": 5, "levels": APP["levels"]},
    "human null with a blank level": {**APP, "human": None},
    "levels too short": {**APP, "levels": ["", "easy"]},
    "levels unknown": {**APP, "levels": ["", "godlike", "easy"]},
    "levels not a list": {**APP, "levels": "easy"},
    "levels numbers": {**APP, "levels": [0, 1, 2]},
    "a bot without a level": {**APP, "levels": ["", "", "easy"]},
    "app is missing": None,
}


@pytest.mark.parametrize("app", BAD_APPS.values(), ids=BAD_APPS.keys())
def test_check_app_refuses_each_bad_field(app: Any) -> None:
    with pytest.raises(BadSaveError):
        check_app(app if app is not None else {})


@pytest.mark.parametrize(
    "players", [None, ["You", "Ada"], ["You", "", "Bo"], ["You", "A" * 25, "Bo"],
                ["You", 7, "Bo"], ["You", "Ada\nBo", "Cy"]],
)
def test_check_names_refuses_bad_names(players: Any) -> None:
    with pytest.raises(BadSaveError):
        check_names(players)


def test_check_app_takes_the_apps_own_fields() -> None:
    assert check_app(APP).levels == ["", "easy", "easy"]
    fields = check_app({"seed": 0, "human": None, "levels": ["hard", "medium", "easy"]})
    assert fields.human is None and fields.seed == 0


@pytest.mark.parametrize(
    "app",
    [BAD_APPS[k] for k in ("seed is text", "human is 7", "human null with a blank level",
                           "levels unknown", "app is missing")],
    ids=["seed x", "human 7", "human null", "bad levels", "no app"],
)
def test_an_autosave_with_bad_app_fields_is_kept_aside(
    qtbot, open_window, data_dir: Path, questions: list[str], app: Any
) -> None:
    (data_dir / "autosave.json").write_bytes(text(record(app)))
    window = open_window()
    first_screen(qtbot, window)
    assert "could not be read" in notice(qtbot, window).text()
    assert len(kept_files(data_dir)) == 1
    wait_for_new_game(qtbot, window)


def test_a_good_autosave_is_offered_and_resumed(
    qtbot, open_window, data_dir: Path, questions: list[str]
) -> None:
    path = data_dir / "autosave.json"
    path.write_bytes(text(record({**APP, "seed": 77})))
    window = open_window()
    first_screen(qtbot, window)
    assert questions == ["Resume your Ghost Hand game? Hand 1 — You\u00a00, Ada\u00a00, Bo\u00a00"]
    c = window.controller
    assert c.seed == 77 and c.names == NAMES
    qtbot.waitUntil(lambda: c.human_to_act, timeout=PATIENCE_MS)
    assert window.findChild(QMessageBox, "notice") is None and kept_files(data_dir) == []


def test_a_folder_in_place_of_the_autosave_is_moved_aside(
    qtbot, open_window, data_dir: Path, questions: list[str]
) -> None:
    path = data_dir / "autosave.json"
    path.mkdir()
    (path / "keep.txt").write_text("mine")
    window = open_window()
    first_screen(qtbot, window)
    assert "could not be read" in notice(qtbot, window).text()
    (kept,) = kept_files(data_dir)
    assert kept.is_dir() and (kept / "keep.txt").read_text() == "mine"
    wait_for_new_game(qtbot, window)
    play_one_action(qtbot, window)
    window.controller.saver.wait(PATIENCE_MS / 1000)
    assert path.is_file()


@pytest.mark.parametrize("target", ["/dev/zero", "missing-file"])
def test_a_symlink_in_place_of_the_autosave_is_moved_aside_not_its_target(
    qtbot, open_window, data_dir: Path, questions: list[str], target: str
) -> None:
    path = data_dir / "autosave.json"
    path.symlink_to(target)
    window = open_window()
    first_screen(qtbot, window)
    assert "could not be read" in notice(qtbot, window).text()
    (kept,) = kept_files(data_dir)
    assert kept.is_symlink() and os.readlink(kept) == target
    assert not path.is_symlink()  # the new game may already have saved there
    if target == "/dev/zero":
        assert stat.S_ISCHR(os.stat("/dev/zero").st_mode)
    wait_for_new_game(qtbot, window)


def test_an_unreadable_autosave_is_kept_aside(
    qtbot, open_window, data_dir: Path, questions: list[str], monkeypatch
) -> None:
    path = data_dir / "autosave.json"
    path.write_bytes(text(record()))
    path.chmod(0)

    def refuse(name: Any, limit: int = 0) -> bytes:  # what a non-root player meets
        raise PermissionError(13, "Permission denied", str(name))

    monkeypatch.setattr(userfiles, "read", refuse)
    window = open_window()
    first_screen(qtbot, window)
    assert "could not be read" in notice(qtbot, window).text()
    (kept,) = kept_files(data_dir)
    assert stat.S_IMODE(kept.stat().st_mode) == 0
    wait_for_new_game(qtbot, window)


def test_the_folder_is_synced_after_the_rename(data_dir: Path, monkeypatch) -> None:
    path = data_dir / "autosave.json"
    path.write_bytes(b"junk")
    synced: list[tuple[bool, list[str]]] = []
    real_fsync = os.fsync

    def spy(fd: int) -> None:
        synced.append((stat.S_ISDIR(os.fstat(fd).st_mode), sorted(os.listdir(data_dir))))
        real_fsync(fd)

    monkeypatch.setattr(os, "fsync", spy)
    kept = savegame.set_aside(path, now=1_800_000_000)
    assert kept.name.startswith("autosave.corrupt-") and kept.name.endswith(".json")
    assert synced == [(True, [kept.name])]


def test_set_aside_never_overwrites_an_earlier_copy(data_dir: Path) -> None:
    path = data_dir / "autosave.json"
    names = []
    for content in (b"one", b"two", b"three"):
        path.write_bytes(content)
        names.append(savegame.set_aside(path, now=1_800_000_000))
    assert [p.read_bytes() for p in names] == [b"one", b"two", b"three"]
    assert len(set(names)) == 3


def test_a_corrupt_autosave_that_cannot_be_moved_is_not_offered_again(
    qtbot, open_window, data_dir: Path, questions: list[str], monkeypatch
) -> None:
    path = data_dir / "autosave.json"
    path.write_bytes(b"junk")

    def refuse(src: Any, dst: Any) -> None:
        raise PermissionError(13, "Permission denied", str(src))

    monkeypatch.setattr(os, "rename", refuse)  # a read-only folder
    monkeypatch.setattr(os, "replace", refuse)
    window = open_window()
    first_screen(qtbot, window)
    box = notice(qtbot, window)
    assert box.text() == "The saved game could not be read, so a new game starts."
    wait_for_new_game(qtbot, window)
    play_one_action(qtbot, window)
    window.controller.shutdown()
    assert path.read_bytes() == b"junk"
    again = open_window()
    first_screen(qtbot, again)
    wait_for_new_game(qtbot, again)
    assert again.findChild(QMessageBox, "notice") is None and questions == []


# ---------------------------------------------------------- a failing folder
def save_problem(window: MainWindow) -> QLabel | None:
    return window.findChild(QLabel, "save-problem")


def test_a_file_in_place_of_the_data_folder_is_reported_once_and_play_goes_on(
    qtbot, tmp_path: Path
) -> None:
    blocker = tmp_path / "data"
    blocker.write_text("a file where the folder should be")
    settings = Settings(QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat),
                        data_dir=blocker / "ghosteuchre")
    window = MainWindow(settings, Pacing.instant())
    window.controller.bot_factory = lambda level: TestBot()
    qtbot.addWidget(window)
    window.show()
    failures: list[int] = []
    window.controller.saver.failed.connect(lambda code, detail: failures.append(code))
    window.start(GameSetup(levels=["easy", "easy"]), seed=3)
    for _ in range(3):
        play_one_action(qtbot, window)
        window.controller.saver.wait(PATIENCE_MS / 1000)
    qtbot.waitUntil(lambda: save_problem(window) is not None, timeout=PATIENCE_MS)
    label = save_problem(window)
    assert label.isVisible()
    assert label.text() == ("This game cannot be saved: the game's data folder cannot be "
                            "written. You can play on, but the game is lost when you quit.")
    assert len(failures) == 1
    assert window.controller.state.history[-1].actions
    window.controller.shutdown()


def test_a_failing_write_is_reported_once_and_cleared_when_saving_works_again(
    qtbot, open_window, data_dir: Path, monkeypatch
) -> None:
    real_replace = os.replace
    broken = [True]

    def replace(src: Any, dst: Any) -> None:
        if broken[0]:
            raise PermissionError(13, "Permission denied", str(dst))
        real_replace(src, dst)

    monkeypatch.setattr(os, "replace", replace)
    window = open_window()
    window.start(GameSetup(levels=["easy", "easy"]), seed=3)
    play_one_action(qtbot, window)
    window.controller.saver.wait(PATIENCE_MS / 1000)
    qtbot.waitUntil(lambda: save_problem(window) is not None, timeout=PATIENCE_MS)
    assert "the game's data folder is read-only" in save_problem(window).text()
    assert not save_problem(window).isHidden()
    assert [p.name for p in data_dir.iterdir()] == []  # no temporary file is left behind
    broken[0] = False
    play_one_action(qtbot, window)
    # the next save, when the bots have answered, works; then the note goes
    qtbot.waitUntil(lambda: (data_dir / "autosave.json").is_file(), timeout=PATIENCE_MS)
    qtbot.waitUntil(lambda: save_problem(window).isHidden(), timeout=PATIENCE_MS)


class FirstLegal(TestBot):
    """Always takes the first legal action: with the player doing the same, the
    Cutthroat game of seed 4 to 1 point ends after one hand."""

    def decide(self, view: PlayerView, rng: random.Random) -> Decision:
        return Decision(view.legal[0], "first legal")


def play_to_the_end(qtbot, window: MainWindow) -> None:
    c = window.controller
    c.bots = {seat: FirstLegal() for seat in c.bots}

    def ready() -> bool:
        return c.state.winner is not None or c.human_to_act or c.awaiting_next_hand

    while c.state.winner is None:
        qtbot.waitUntil(ready, timeout=PATIENCE_MS)
        if c.awaiting_next_hand:
            c.continue_()
        elif c.human_to_act:
            assert c.act(c.view.legal[0], confirmed=True)  # past the coach
    qtbot.waitUntil(lambda: c.awaiting_next_hand, timeout=PATIENCE_MS)  # the game-over screen


def test_a_finished_game_whose_autosave_cannot_be_removed_is_not_offered(
    qtbot, open_window, data_dir: Path, questions: list[str], monkeypatch
) -> None:
    path = data_dir / "autosave.json"
    real_unlink = os.unlink

    def unlink(name: Any, *args: Any, **kwargs: Any) -> None:
        if Path(name) == path:
            raise PermissionError(13, "Permission denied", str(name))
        real_unlink(name, *args, **kwargs)

    monkeypatch.setattr(os, "unlink", unlink)
    window = open_window()
    window.start(GameSetup("cutthroat", {"target": 1}, levels=["easy", "easy"]), seed=4)
    play_to_the_end(qtbot, window)
    window.close()  # the player quits at once
    assert path.is_file()  # the last position of the finished game is still there
    assert window.settings.ignored_autosave() == savegame.file_digest(path)
    again = open_window()
    first_screen(qtbot, again)
    assert questions == []
    assert again.findChild(QMessageBox, "notice") is None
    wait_for_new_game(qtbot, again)
    play_one_action(qtbot, again)  # the new game's autosave replaces the old one
    again.controller.saver.wait(PATIENCE_MS / 1000)
    again.controller.shutdown()
    third = open_window()
    first_screen(qtbot, third)
    assert questions == ["Resume your Ghost Hand game? Hand 1 — You\u00a00, Ada\u00a00, Bo\u00a00"]


@pytest.fixture
def lock_folder() -> Iterator[Callable[[Path], None]]:
    """Makes a folder really unwritable: immutable where chattr works (as root), else
    without write permission; undone after the test."""
    locked: list[Path] = []

    def lock(folder: Path) -> None:
        locked.append(folder)
        try:
            immutable = subprocess.run(["chattr", "+i", str(folder)],
                                       capture_output=True, check=False).returncode == 0
        except FileNotFoundError:
            immutable = False
        if not immutable:
            folder.chmod(0o555)
        try:
            (folder / "probe").write_text("x")
        except OSError:
            return
        (folder / "probe").unlink()
        pytest.skip("this system lets the test write into a read-only folder")

    yield lock
    for folder in locked:
        subprocess.run(["chattr", "-i", str(folder)], capture_output=True, check=False)
        folder.chmod(0o755)


def test_a_really_read_only_folder_is_reported_and_the_earlier_game_is_not_lost(
    qtbot, open_window, data_dir: Path, questions: list[str], lock_folder
) -> None:
    path = data_dir / "autosave.json"
    path.write_bytes(text(record({**APP, "seed": 9})))  # an earlier game, left unfinished
    lock_folder(data_dir)
    window = open_window()
    window.start(GameSetup("cutthroat", {"target": 1}, levels=["easy", "easy"]), seed=4)
    play_to_the_end(qtbot, window)
    window.controller.saver.wait(PATIENCE_MS / 1000)
    qtbot.waitUntil(lambda: save_problem(window) is not None, timeout=PATIENCE_MS)
    label = save_problem(window)
    assert label is not None and label.isVisible()
    assert "the game's data folder is read-only" in label.text()
    window.close()
    assert json.loads(path.read_text())["app"]["seed"] == 9
    again = open_window()
    first_screen(qtbot, again)  # the game on the disk is still there to resume
    assert questions == ["Resume your Ghost Hand game? Hand 1 — You\u00a00, Ada\u00a00, Bo\u00a00"]
    assert again.controller.seed == 9
