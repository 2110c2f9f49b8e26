"""Your statistics: counted after every hand of a game played with the mouse, the same as
the figures counted from the game's record; shown in Game → Statistics… per variant and
difficulty; a bad statistics file is kept aside with one sentence and counting starts
again; Reset asks first."""

from __future__ import annotations

import json
import os
from pathlib import Path

import pytest
from app_driver import PATIENCE_MS
from files_driver import (
    Player,
    choose_menu,
    close_notice,
    notice,
    read_json,
    saving_settings,
    saving_window,
    start,
)
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QComboBox, QMessageBox, QPushButton

from ghosteuchre.app.screens.statistics import StatisticsWindow
from ghosteuchre.app.shell import keeper
from ghosteuchre.app.shell.mainwindow import MainWindow
from ghosteuchre.app.storage.settings import Settings
from ghosteuchre.engine.record import loads, to_record
from ghosteuchre.engine.recordsummary import summary
from ghosteuchre.engine.state import Phase
from ghosteuchre.stats import Figures
from tests.support.figures import counted_from_summary

pytestmark = pytest.mark.slow  # the window driven through games, or long runs: not in the fast lane


@pytest.fixture
def settings(tmp_path: Path) -> Settings:
    return saving_settings(tmp_path)


@pytest.fixture
def window(qtbot, settings: Settings):
    window = saving_window(qtbot, settings)
    yield window
    window.controller.shutdown()


def stats_file(settings: Settings) -> Path:
    return settings.statistics_path()


def saved_tally(window: MainWindow, variant: str, difficulty: str) -> dict[str, int]:
    window.controller.saver.wait(PATIENCE_MS / 1000)  # a finished game is kept first
    QApplication.sendPostedEvents()
    QApplication.processEvents()
    window.statistics.saver.wait(PATIENCE_MS / 1000)
    data = read_json(stats_file(window.settings))
    tally: dict[str, int] = data["tallies"][variant][difficulty]
    return tally


def record_figures(window: MainWindow) -> Figures:
    """The player's figures, counted from the game's record (written and read back)."""
    c = window.controller
    text = json.dumps(to_record(c.state, c.names))
    return counted_from_summary(summary(loads(text).state), 0)


def open_statistics(qtbot, window: MainWindow) -> StatisticsWindow:
    choose_menu(qtbot, window, "&Game", "S&tatistics…")
    dialog = window.statistics_window
    assert dialog is not None
    qtbot.waitUntil(dialog.isVisible, timeout=PATIENCE_MS)
    return dialog


def table_lines(dialog: StatisticsWindow, variant: str) -> dict[str, str]:
    table = dialog.tables[variant]
    return {table.item(i, 0).text(): table.item(i, 1).text() for i in range(table.rowCount())}


LINES = {  # the table's lines that show a figure, in each variant
    "ghost-hand": {"Hands you declared": "declared", "Bids you made": "made",
                   "Moons you shot": "moons", "Moons you made": "moons_made",
                   "Declarers you set": "euchres_given", "Times you were set": "euchres_taken"},
    "cutthroat": {"Hands you named trump": "declared", "… and took 3 tricks or more": "made",
                  "Makers you euchred": "euchres_given",
                  "Times you were euchred": "euchres_taken",
                  "Hands you went alone": "alone", "Hands you defended alone": "defended_alone"},
}
GAMES = {"ghost-hand": (10, {"target": 5, "stick_the_dealer": True}),
         "cutthroat": (22, {"target": 5, "stick_the_dealer": True})}


@pytest.mark.parametrize("variant", sorted(GAMES))
def test_each_hand_is_counted_as_its_record_counts_it(
    qtbot, window: MainWindow, variant: str
) -> None:
    seed, options = GAMES[variant]
    start(window, variant, seed, options)
    player = Player(qtbot, window)
    c = window.controller
    hands = 0
    for _ in range(40):
        player.finish_hand()
        hands += 1
        expected = record_figures(window)
        assert expected.hands == hands
        for difficulty in ("easy+medium", "all"):
            tally = saved_tally(window, variant, difficulty)
            assert {k: tally[k] for k in Figures().as_dict()} == expected.as_dict()
        assert window.statistics.book().tally(variant, "easy+medium").figures == expected
        if player.next_hand_or_done():
            break
    assert c.state.winner is not None and hands >= 2
    assert expected.declared > 0
    tally = saved_tally(window, variant, "easy+medium")
    won = c.state.winner == 0
    assert (tally["games"], tally["won"], tally["score_total"]) == (1, int(won), c.state.scores[0])
    assert (tally["streak"], tally["best_streak"]) == (int(won), int(won))

    dialog = open_statistics(qtbot, window)
    dialog.tabs.setCurrentIndex(list(dialog.tables).index(variant))
    lines = table_lines(dialog, variant)
    assert lines["Games played"] == "1"
    assert lines["Games won"] == str(int(won))
    assert lines["Win rate"] == ("100%" if won else "0%")
    assert lines["Average final score"] == f"{c.state.scores[0]:.1f}"
    assert lines["Best winning streak"] == lines["Current winning streak"] == str(int(won))
    assert lines["Hands played"] == str(hands)
    for label, name in LINES[variant].items():
        assert lines[label] == str(getattr(expected, name)), label
    assert lines["Reneges called against you"] == str(expected.reneges_against)
    assert lines["Reneges you called"] == str(expected.reneges_by)
    other = table_lines(dialog, next(v for v in GAMES if v != variant))
    assert other["Games played"] == "0" and other["Win rate"] == "—"
    assert set(LINES[variant]) <= set(lines) and not set(LINES[variant]) & set(other)

    chooser = dialog.findChild(QComboBox, f"difficulty-{variant}")
    assert [chooser.itemText(i) for i in range(chooser.count())] == ["All levels",
                                                                      "Easy + Medium"]
    chooser.setFocus()
    QTest.keyClick(chooser, Qt.Key.Key_Down)
    assert chooser.currentText() == "Easy + Medium"
    assert table_lines(dialog, variant)["Games played"] == "1"


def test_a_resumed_game_does_not_count_its_hands_twice(
    qtbot, settings: Settings, window: MainWindow, monkeypatch
) -> None:
    start(window, "cutthroat", 22, {"target": 10})
    player = Player(qtbot, window)
    player.finish_hand()
    first = saved_tally(window, "cutthroat", "all")
    assert first["hands"] == 1
    window.close()  # the autosave holds the finished hand

    monkeypatch.setattr(keeper, "ask", lambda window, text, answered, *_: answered(keeper.KEEP))
    again = saving_window(qtbot, settings)
    again.first_screen()
    qtbot.waitUntil(lambda: keeper.in_flight == 0, timeout=PATIENCE_MS)
    assert again.controller.seed == 22
    player = Player(qtbot, again)
    player.wait_for_turn()
    assert player.hand_over()
    player.next_hand()
    player.finish_hand()
    assert saved_tally(again, "cutthroat", "all")["hands"] == 2
    again.controller.shutdown()


def test_a_hand_undone_and_played_again_counts_once(qtbot, window: MainWindow) -> None:
    start(window, "ghost-hand", 10, {})
    player = Player(qtbot, window)
    player.finish_hand()
    assert saved_tally(window, "ghost-hand", "all")["hands"] == 1
    c = window.controller
    assert c.state.winner is None and c.can_undo
    QTest.keySequence(window, "Ctrl+Z")
    assert c.state.phase != Phase.HAND_OVER
    player.finish_hand()
    tally = saved_tally(window, "ghost-hand", "all")
    assert {k: tally[k] for k in Figures().as_dict()} == record_figures(window).as_dict()
    assert tally["hands"] == 1


BAD_FILES: dict[str, bytes] = {
    "not JSON": b"{\"format\": \"ghosteuchre-statistics/1\", \"tallies\": {",
    "wrong types": json.dumps({"format": "ghosteuchre-statistics/1",
                               "tallies": {"ghost-hand": {"all": {"games": "many"}}}}).encode(),
    "huge number": b'{"format": "ghosteuchre-statistics/1", "tallies": {"cutthroat": '
                   b'{"all": {"hands": ' + b"9" * 5000 + b"}}}}",
    "big but short number": json.dumps({"format": "ghosteuchre-statistics/1", "tallies": {
        "cutthroat": {"all": {"hands": 10**25}}}}).encode(),
    "deep nesting": b"[" * 100_000 + b"]" * 100_000,
    "not UTF-8": b"\xff\xfe\x00garbage",
    "a list": b"[1, 2, 3]",
}


def _kept(folder: Path) -> list[Path]:
    return sorted(folder.glob("statistics.corrupt-*.json"))


@pytest.mark.parametrize("content", [*BAD_FILES.values(), None],
                         ids=[*BAD_FILES.keys(), "a folder"])
def test_a_bad_statistics_file_is_kept_aside_and_counting_starts_again(
    qtbot, window: MainWindow, content: bytes | None
) -> None:
    path = stats_file(window.settings)
    if content is None:
        path.mkdir()
        (path / "inside.txt").write_text("kept")
    else:
        path.write_bytes(content)
    dialog = open_statistics(qtbot, window)
    box = notice(qtbot, window)
    (kept,) = _kept(path.parent)
    assert box.text() == ("Your statistics could not be read, so they start again from "
                          f"zero; the file was kept as {kept.name}.")
    if content is None:
        assert (kept / "inside.txt").read_text() == "kept"
    else:
        assert kept.read_bytes() == content
    assert not os.path.lexists(path)
    assert set(table_lines(dialog, "ghost-hand").values()) <= {"0", "—"}
    close_notice(qtbot, window)
    QTest.keyClick(dialog, Qt.Key.Key_Escape)

    start(window, "ghost-hand", 10, {"target": 5})
    Player(qtbot, window).finish_hand()
    assert saved_tally(window, "ghost-hand", "all")["hands"] == 1
    assert len(_kept(path.parent)) == 1


def test_reset_asks_and_then_forgets_everything(qtbot, window: MainWindow) -> None:
    start(window, "ghost-hand", 10, {"target": 5})
    Player(qtbot, window).finish_hand()
    dialog = open_statistics(qtbot, window)
    assert table_lines(dialog, "ghost-hand")["Hands played"] == "1"

    reset = dialog.findChild(QPushButton, "reset")
    QTest.mouseClick(reset, Qt.MouseButton.LeftButton)
    box = dialog.confirm
    assert box is not None and box.objectName() == "confirm-reset"
    qtbot.waitUntil(box.isVisible, timeout=PATIENCE_MS)
    QTest.mouseClick(box.button(QMessageBox.StandardButton.Cancel), Qt.MouseButton.LeftButton)
    assert table_lines(dialog, "ghost-hand")["Hands played"] == "1"

    QTest.mouseClick(reset, Qt.MouseButton.LeftButton)
    box = dialog.confirm
    qtbot.waitUntil(box.isVisible, timeout=PATIENCE_MS)
    QTest.mouseClick(box.findChild(QPushButton, "confirm"), Qt.MouseButton.LeftButton)
    assert table_lines(dialog, "ghost-hand")["Hands played"] == "0"
    window.statistics.saver.wait(PATIENCE_MS / 1000)
    assert read_json(stats_file(window.settings))["tallies"] == {}


def test_the_games_words_link_to_the_glossary(qtbot, window: MainWindow) -> None:
    import re

    from PySide6.QtCore import QPoint
    from PySide6.QtWidgets import QApplication, QLabel

    from ghosteuchre.app.screens.rulesref import TOPICS

    dialog = open_statistics(qtbot, window)
    dialog.activateWindow()
    qtbot.waitUntil(dialog.isActiveWindow, timeout=PATIENCE_MS)
    words = {variant: dialog.findChild(QLabel, f"words-{variant}") for variant in GAMES}
    topics = {v: re.findall(r'href="([^"]+)"', label.text()) for v, label in words.items()}
    assert {"glossary-declarer", "glossary-shoot-the-moon", "glossary-set"} <= set(
        topics["ghost-hand"])
    assert {"glossary-maker", "glossary-euchre", "glossary-alone", "glossary-renege"} <= set(
        topics["cutthroat"])
    assert all(set(found) <= set(TOPICS) for found in topics.values())
    dialog.tabs.setCurrentIndex(1)
    label = words["cutthroat"]
    qtbot.waitUntil(label.isVisible, timeout=PATIENCE_MS)
    wanted: list[str] = []
    dialog.rules_wanted.connect(wanted.append)
    for y in range(4, label.height(), 4):  # along the lines until a click lands on a word
        for x in range(4, label.width(), 8):
            if not wanted:
                QTest.mouseClick(label, Qt.MouseButton.LeftButton, pos=QPoint(x, y))
    rules = window.rules_window
    assert rules is not None and rules.isVisible()
    assert wanted and wanted[0] in topics["cutthroat"]
    assert QApplication.activeModalWidget() is None  # the rules can be read beside it


@pytest.mark.parametrize("scale", [1.0, 1.4])
def test_the_statistics_show_every_line_without_scrolling_in_any_text_size(
    qtbot, window: MainWindow, scale: float
) -> None:
    from ghosteuchre.app.table.items import use_text_scale

    use_text_scale(scale)
    try:
        dialog = open_statistics(qtbot, window)
        screen = dialog.screen().availableGeometry()
        for index, table in enumerate(dialog.tables.values()):
            dialog.tabs.setCurrentIndex(index)
            qtbot.waitUntil(table.isVisible, timeout=PATIENCE_MS)
            qtbot.wait(20)  # laid out
            fits = not table.verticalScrollBar().isVisible()
            assert fits or dialog.height() >= screen.height() - 40  # as tall as the screen
            assert not table.horizontalScrollBar().isVisible()
            assert table.rowHeight(0) >= table.fontMetrics().height()
        dialog.close()
    finally:
        use_text_scale(1.0)
