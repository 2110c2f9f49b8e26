"""Help → Keyboard shortcuts and "?" on the table: a sheet made from the window's actions
and the table's key lists, so every shortcut and every key of the table is on it, in the
player's language, readable in a small window with larger text, closed by Esc or Close."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from app_driver import PATIENCE_MS, start
from PySide6.QtCore import QLocale, Qt
from PySide6.QtGui import QKeySequence
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QDialogButtonBox
from translation_tool import update_translations

from ghosteuchre.app.shell import i18n
from ghosteuchre.app.shell.shortcuts import ShortcutSheet, sections
from ghosteuchre.app.storage.settings import Appearance
from ghosteuchre.app.table import keys

PLAYER_INPUT = Path(keys.__file__).with_name("player_input.py")


def sheet_text(sheet: ShortcutSheet) -> str:
    return sheet.text.toPlainText()


def open_from_menu(window) -> ShortcutSheet:
    help_menu = window.menuBar().actions()[-1].menu()
    action = next(a for a in help_menu.actions() if "…" in a.text()
                  and a.text() != help_menu.actions()[0].text()
                  and a.triggered and "shortcut" in a.text().lower()) \
        if QLocale().language() == QLocale.Language.English else None
    if action is None:
        return window.show_shortcuts()
    action.trigger()
    assert isinstance(window.shortcut_sheet, ShortcutSheet)
    return window.shortcut_sheet


def test_every_shortcut_of_the_window_is_on_the_sheet(qtbot, make_window) -> None:
    window = make_window()
    sheet = open_from_menu(window)
    assert sheet.isVisible() and sheet.windowTitle() == "Keyboard shortcuts"
    text = sheet_text(sheet)
    with_keys = [a for a in window.actions() if not a.shortcut().isEmpty()]
    assert len(with_keys) >= 8
    for action in with_keys:
        keys_shown = ", ".join(  # every key of an action with more than one (Redo)
            k.toString(QKeySequence.SequenceFormat.NativeText) for k in action.shortcuts())
        words = action.text().replace("&", "").rstrip("…")
        assert re.search(re.escape(keys_shown) + r"\s+" + re.escape(words), text), (
            keys_shown, words)


def test_the_table_reads_only_the_keys_the_sheet_lists(qapp) -> None:
    source = PLAYER_INPUT.read_text(encoding="utf-8")
    assert "Qt.Key." not in source  # every key comes from keys.py's lists
    used = set(re.findall(r"keys\.([A-Z_]+_KEYS)\b", source))
    listed = {group for group, _ in keys.table_keys()}
    assert used and all(getattr(keys, name) in listed for name in used), used
    rows = dict(sections([])[1][1])
    for group, words in keys.table_keys():
        assert rows[keys.key_names(group)] == words
    assert {"←, →", "Enter, Space", "L", "N", "Esc", "?"} <= set(rows)


@pytest.mark.parametrize("language", [x for x in update_translations.LANGUAGES if x != "en"])
def test_the_sheet_speaks_the_players_language(qapp, make_window, language: str) -> None:
    translators = i18n.install(qapp, QLocale(language))
    try:
        window = make_window()
        sheet = window.show_shortcuts()
        english = {"Menus", "On the table", "Move the focus over your hand",
                   "Show the keyboard shortcuts", "Keyboard shortcuts"}
        shown = {*sheet_text(sheet).splitlines(), sheet.windowTitle()}
        assert not english & shown, english & shown
        assert "&" not in sheet_text(sheet)
        sheet.close()
    finally:
        i18n.uninstall(qapp, translators)


def test_question_mark_on_the_table_opens_it_and_esc_or_close_closes_it(
        qtbot, make_window) -> None:
    window = make_window()
    start(window, "cutthroat", 3)
    table = window.table
    window.activateWindow()
    table.setFocus()
    qtbot.waitUntil(table.hasFocus, timeout=PATIENCE_MS)
    QTest.keyClick(table.viewport(), Qt.Key.Key_Question, Qt.KeyboardModifier.ShiftModifier,
                   )
    sheet = window.shortcut_sheet
    assert sheet is not None
    qtbot.waitUntil(sheet.isVisible, timeout=PATIENCE_MS)
    QTest.keyClick(sheet, Qt.Key.Key_Escape)
    qtbot.waitUntil(lambda: not sheet.isVisible(), timeout=PATIENCE_MS)
    window.show_shortcuts()
    qtbot.waitUntil(sheet.isVisible, timeout=PATIENCE_MS)
    close = sheet.findChild(QDialogButtonBox).button(QDialogButtonBox.StandardButton.Close)
    qtbot.mouseClick(close, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: not sheet.isVisible(), timeout=PATIENCE_MS)


def test_at_800_by_600_with_larger_text_it_fits_without_sideways_scrolling(
        qtbot, make_window) -> None:
    window = make_window(size=(800, 600))
    window.table.set_appearance(Appearance(text_size=140))
    try:
        sheet = window.show_shortcuts()
        qtbot.waitUntil(sheet.isVisible, timeout=PATIENCE_MS)
        screen = window.screen().availableGeometry()
        assert sheet.width() <= screen.width() and sheet.height() <= screen.height()
        assert not sheet.text.horizontalScrollBar().isVisible()
        assert QApplication.font().pixelSize() > 0 or QApplication.font().pointSizeF() > 9
        sheet.close()
    finally:
        window.table.set_appearance(Appearance())
