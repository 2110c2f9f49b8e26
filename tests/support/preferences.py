"""The preferences dialog through the keyboard and the mouse: opened by its shortcut,
its controls clicked and chosen, closed."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QPoint, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
)

from ghosteuchre.app.shell.mainwindow import MainWindow
from ghosteuchre.app.shell.preferences import PreferencesDialog
from tests.support.bots import PATIENCE_MS


def open_preferences(qtbot, window: MainWindow) -> PreferencesDialog:
    """Settings → Preferences by its shortcut, Ctrl+comma."""
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow, timeout=PATIENCE_MS)
    QTest.keyClick(window.table.viewport(), Qt.Key.Key_Comma, Qt.KeyboardModifier.ControlModifier)
    dialog = window.findChild(PreferencesDialog, "preferences")
    assert dialog is not None
    qtbot.waitUntil(dialog.isVisible, timeout=PATIENCE_MS)
    return dialog


def click(widget: Any) -> None:
    """A click on a button, or on a check box's box."""
    at = QPoint(8, widget.height() // 2) if isinstance(widget, QCheckBox) else None
    QTest.mouseClick(widget, Qt.MouseButton.LeftButton, pos=at or widget.rect().center())


def choose(combo: QComboBox, data: object) -> None:
    """Pick the entry of ``combo`` holding ``data`` with the arrow keys."""
    combo.setFocus()
    target = combo.findData(data)
    assert target >= 0, data
    while combo.currentIndex() != target:
        QTest.keyClick(combo, Qt.Key.Key_Down if combo.currentIndex() < target else Qt.Key.Key_Up)


def close(qtbot, dialog: PreferencesDialog) -> None:
    QTest.keyClick(dialog, Qt.Key.Key_Escape)
    qtbot.waitUntil(lambda: not dialog.isVisible(), timeout=PATIENCE_MS)
