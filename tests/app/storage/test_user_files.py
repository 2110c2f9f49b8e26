"""The settings are files like the others: a settings name that is a link, a named pipe, a
folder or unreadable, or a file that is not settings text, is put aside with one
sentence and the standard settings are used; nothing is ever written through a link."""

from __future__ import annotations

import os
import stat
from pathlib import Path

import pytest
from files_driver import close_notice, notice

from ghosteuchre.app.shell import keeper
from ghosteuchre.app.shell.mainwindow import MainWindow
from ghosteuchre.app.storage import userfiles
from ghosteuchre.app.storage.settings import GameSetup, Pacing, Settings


def make(kind: str, path: Path, outside: Path) -> None:
    """Put a ``kind`` of thing at ``path``."""
    path.parent.mkdir(parents=True, exist_ok=True)
    if kind == "link":
        outside.write_text("[setup]\nsaved=true\n# the player's own file\n", encoding="utf-8")
        path.symlink_to(outside)
    elif kind == "link to a device":
        path.symlink_to("/dev/null")
    elif kind == "pipe":
        os.mkfifo(path)
    elif kind == "folder":
        path.mkdir()
    elif kind == "corrupt":
        path.write_bytes(b"\x00\xff\xfe not settings \x13")
    elif kind == "not settings text":
        path.write_text("[setup\nthis is no setting\n", encoding="utf-8")


KINDS = ["link", "link to a device", "pipe", "folder", "corrupt", "not settings text"]


@pytest.mark.parametrize("kind", KINDS)
def test_a_settings_file_that_is_not_one_is_kept_aside_and_the_player_told(
    qtbot, tmp_path: Path, kind: str, monkeypatch
) -> None:
    path = tmp_path / "config" / "Ghost Euchre.conf"
    outside = tmp_path / "outside.txt"
    make(kind, path, outside)
    before = outside.read_bytes() if outside.exists() else None
    settings = Settings(data_dir=tmp_path / "data", path=path)
    (kept,) = settings.kept_aside
    assert kept.name.startswith("Ghost Euchre.corrupt-") and kept.name.endswith(".conf")
    assert userfiles.what_is(kept) == {"link": "link", "link to a device": "link",
                                       "pipe": "pipe", "folder": "folder"}.get(kind, "file")
    assert settings.setup().levels == ["medium", "medium"]  # the standard settings

    monkeypatch.setattr(keeper, "ask", lambda *args: None)
    window = MainWindow(settings, Pacing.instant())
    qtbot.addWidget(window)
    window.show()
    window.first_screen()
    box = notice(qtbot, window)
    assert box.text() == ("Your settings could not be read, so the standard settings are "
                          f"used. The file was kept as {kept.name}.")
    close_notice(qtbot, window)
    settings.save_setup(GameSetup(levels=["hard", "easy"]))
    window.close()
    assert userfiles.what_is(path) == "file"  # written as a regular file, atomically
    assert Settings(path=path).setup().levels == ["hard", "easy"]
    if before is not None:
        assert outside.read_bytes() == before  # nothing written through the link
    assert stat.S_ISCHR(os.stat("/dev/null").st_mode)


def test_a_link_put_in_place_of_the_settings_later_is_not_written_through(
    tmp_path: Path
) -> None:
    path = tmp_path / "Ghost Euchre.conf"
    settings = Settings(path=path)
    settings.save_setup(GameSetup(levels=["easy", "easy"]))
    outside = tmp_path / "outside.txt"
    outside.write_text("mine", encoding="utf-8")
    path.unlink()
    path.symlink_to(outside)
    settings.save_setup(GameSetup(levels=["hard", "hard"]))
    assert outside.read_text(encoding="utf-8") == "mine"
    assert userfiles.what_is(path) == "file" and len(settings.kept_aside) == 1


def test_good_settings_are_read_and_kept(tmp_path: Path) -> None:
    path = tmp_path / "Ghost Euchre.conf"
    Settings(path=path).save_setup(GameSetup(levels=["hard", "easy"]))
    again = Settings(path=path)
    assert again.kept_aside == [] and again.setup().levels == ["hard", "easy"]


@pytest.mark.parametrize("kind", ["link", "pipe", "folder"])
def test_an_autosave_or_statistics_name_that_is_not_a_file_is_never_read_through(
    tmp_path: Path, kind: str
) -> None:
    path = tmp_path / "statistics.json"
    make(kind, path, tmp_path / "outside.txt")
    with pytest.raises(userfiles.NotAFile):
        userfiles.read(path)


def test_writing_replaces_a_link_never_its_target(tmp_path: Path) -> None:
    outside = tmp_path / "outside.txt"
    outside.write_text("mine", encoding="utf-8")
    path = tmp_path / "data" / "autosave.json"
    path.parent.mkdir()
    path.symlink_to(outside)
    userfiles.write(path, ["{}\n"])
    assert outside.read_text(encoding="utf-8") == "mine"
    assert userfiles.what_is(path) == "file" and path.read_text(encoding="utf-8") == "{}\n"


def test_a_history_name_that_is_a_link_is_put_aside_not_written_into(tmp_path: Path) -> None:
    elsewhere = tmp_path / "elsewhere"
    elsewhere.mkdir()
    history = tmp_path / "data" / "history"
    history.parent.mkdir()
    history.symlink_to(elsewhere)
    userfiles.make_folder(history)  # what the saver does before writing a past game
    userfiles.write(history / "20260101-120000.euchre.json", ["{}\n"])
    assert list(elsewhere.iterdir()) == []
    assert userfiles.what_is(history) == "folder"
    assert [p.name.startswith("history.corrupt-") for p in history.parent.iterdir()
            if p.name != "history"] == [True]



def test_a_folder_the_player_chose_is_used_as_it_is_even_through_a_link(tmp_path: Path) -> None:
    documents = tmp_path / "disk" / "Documents"
    documents.mkdir(parents=True)
    chosen = tmp_path / "Documents"
    chosen.symlink_to(documents)
    userfiles.write(chosen / "mygame.euchre.json", ["{}\n"])  # Save As
    assert chosen.is_symlink() and (documents / "mygame.euchre.json").is_file()
