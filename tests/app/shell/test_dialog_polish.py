"""The new-game dialog, the file dialogs' folder and the "nothing to show yet" answers, as
a player meets them."""

from __future__ import annotations

from pathlib import Path

from app_driver import PATIENCE_MS
from files_driver import choose_menu, saving_settings, saving_window, start
from PySide6.QtCore import QStandardPaths, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QComboBox, QLineEdit, QMessageBox

from ghosteuchre.app.shell import gamefiles
from ghosteuchre.app.shell.dialogs import NewGameDialog
from ghosteuchre.app.storage.settingchecks import MAX_NAME
from ghosteuchre.app.storage.settings import GameSetup


def shown_dialog(qtbot, settings) -> NewGameDialog:
    dialog = NewGameDialog(settings)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    qtbot.wait(50)
    return dialog


def test_folding_the_house_rules_gives_the_dialog_its_height_back(qtbot, settings) -> None:
    dialog = shown_dialog(qtbot, settings)
    folded = dialog.height()
    qtbot.mouseClick(dialog.house_toggle, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: dialog.height() > folded, timeout=PATIENCE_MS)
    qtbot.mouseClick(dialog.house_toggle, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: dialog.height() == folded, timeout=PATIENCE_MS)
    assert not dialog.house_box.isVisible()


def test_the_renege_penalty_is_offered_only_while_reneges_can_be_called(
    qtbot, settings
) -> None:
    dialog = shown_dialog(qtbot, settings)
    qtbot.mouseClick(dialog.house_toggle, Qt.MouseButton.LeftButton)
    reneges = dialog.option_widgets["reneges"]
    penalty = dialog.option_widgets["renege_penalty"]
    assert isinstance(reneges, QComboBox) and reneges.currentData() == "blocked"
    qtbot.waitUntil(reneges.isVisible, timeout=PATIENCE_MS)
    assert not penalty.isVisible() and not dialog.option_labels["renege_penalty"].isVisible()
    qtbot.wait(50)  # the dialog fits its height in the next turn
    height = dialog.height()
    reneges.setCurrentIndex(reneges.findData("callable"))
    qtbot.waitUntil(penalty.isVisible, timeout=PATIENCE_MS)
    assert dialog.option_labels["renege_penalty"].isVisible()
    reneges.setCurrentIndex(reneges.findData("blocked"))
    qtbot.waitUntil(lambda: not penalty.isVisible() and dialog.height() == height,
                    timeout=PATIENCE_MS)


def test_a_name_as_long_as_the_settings_allow_is_typed_whole(qtbot, settings) -> None:
    dialog = shown_dialog(qtbot, settings)
    edit = dialog.names[0]
    assert isinstance(edit, QLineEdit)
    edit.setFocus()
    edit.selectAll()
    name = "Maximiliana Wolfsberger-Ott"  # longer than a name may be
    QTest.keyClicks(edit, name)
    assert edit.text() == name[:MAX_NAME] and MAX_NAME == 24


def test_open_and_save_as_start_in_a_folder_that_exists_then_where_the_player_was(
    qtbot, tmp_path: Path, monkeypatch
) -> None:
    home, games = tmp_path / "home", tmp_path / "games"
    home.mkdir()
    games.mkdir()
    monkeypatch.setattr(gamefiles.Path, "home", lambda: home)
    monkeypatch.setattr(gamefiles.QStandardPaths, "writableLocation",
                        lambda where: str(home / "Documents"))  # not made on this machine
    window = saving_window(qtbot, saving_settings(tmp_path))
    start(window, "cutthroat", 3, {})
    suggested: list[Path] = []
    answers = [None, games / "mine", None]

    def choose(parent: object, mode: str, path: Path) -> Path | None:
        suggested.append(path)
        return answers.pop(0)

    window.game_files.choose_path = choose
    choose_menu(qtbot, window, "&Game", "&Open…")
    assert suggested[-1].parent == home  # no Documents folder: home, not a missing folder
    window.game_files.save_as()
    assert suggested[-1].parent == home and suggested[-1].name.endswith(".euchre.json")
    window.controller.saver.wait()
    assert (games / "mine.euchre.json").is_file()
    choose_menu(qtbot, window, "&Game", "&Open…")
    assert suggested[-1].parent == games  # where the last game file went
    (home / "Documents").mkdir()
    window.settings.set_games_folder(tmp_path / "gone")
    window.game_files.choose_path = lambda parent, mode, path: suggested.append(path)
    window.game_files.open_game()
    assert suggested[-1].parent == home / "Documents"  # the folder is gone: Documents
    assert QStandardPaths is gamefiles.QStandardPaths
    window.controller.shutdown()


def test_nothing_to_show_yet_is_news_over_the_table_never_a_box_or_a_refusal(
    qtbot, tmp_path: Path
) -> None:
    window = saving_window(qtbot, saving_settings(tmp_path))
    window.game_files.choose_path = lambda *_: None  # never asked: nothing to export
    start(window, "ghost-hand", 10, {"target": 20})
    toast = window.table.toast
    window.table.setFocus()
    QTest.keyClick(window.table, Qt.Key.Key_L)  # the last trick, before the first trick
    qtbot.waitUntil(toast.isVisible, timeout=PATIENCE_MS)
    assert toast.plain == "No trick has been played yet in this hand."
    assert toast.property("notice")  # gold news, not a refusal's red
    toast.hide()
    choose_menu(qtbot, window, "&Game", "&Export hand history…")
    qtbot.waitUntil(toast.isVisible, timeout=PATIENCE_MS)
    assert toast.plain.startswith("No hand has been finished yet")
    assert toast.property("notice")
    toast.hide()
    window.show_hand_history()
    qtbot.waitUntil(toast.isVisible, timeout=PATIENCE_MS)
    assert toast.plain == "No hand has been finished yet."
    assert window.findChild(QMessageBox, "notice") is None
    window.controller.shutdown()


def test_the_side_dock_at_800_by_600_shows_its_tabs_whole_and_never_scrolls_sideways(
    qtbot, tmp_path: Path
) -> None:
    window = saving_window(qtbot, saving_settings(tmp_path))
    window.resize(800, 600)
    names = ["Bartholomew Finchley-Ro", "Maximiliana Wolfsberger", "Konstantinos Papadopoul"]
    window.start(GameSetup("cutthroat", {}, names, ["easy", "easy"]), 4)
    window.side_action.trigger()
    tabs = window.side_tabs
    qtbot.waitUntil(tabs.isVisible, timeout=PATIENCE_MS)
    qtbot.wait(50)
    bar = tabs.tabBar()
    for i in range(bar.count()):  # no arrows, no name cut short
        assert bar.tabRect(i).width() >= bar.fontMetrics().horizontalAdvance(bar.tabText(i))
        assert bar.tabRect(i).right() <= bar.width()
    assert window.table.width() >= window.table.minimumWidth()  # the dock covers no table
    tabs.setCurrentIndex(1)
    scores = window.score_view
    qtbot.waitUntil(scores.isVisible, timeout=PATIENCE_MS)
    qtbot.wait(50)
    assert not scores.horizontalScrollBar().isVisible()
    header = scores.horizontalHeader()
    for column in range(4, 7):  # each player's total in sight
        right = header.sectionViewportPosition(column) + header.sectionSize(column)
        assert right <= scores.viewport().width()
    window.controller.shutdown()
