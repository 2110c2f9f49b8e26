"""Help → Keyboard shortcuts (and "?" on the table): every key the game answers, read
from the window's actions and the table's own key lists, so the sheet cannot fall out of
step with what the keys do."""

from __future__ import annotations

from html import escape

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QAction, QKeyEvent, QKeySequence
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QTextBrowser,
    QVBoxLayout,
    QWidget,
)

from ..table import keys

translate = QCoreApplication.translate  # literal context and text, for pyside6-lupdate


def action_rows(actions: list[QAction]) -> list[tuple[str, str]]:
    """Each action with a shortcut: its keys as the keyboard names them (every one of
    them, as Redo has two), and its words as the menu shows them (without the menu's "&"
    and "…")."""
    rows = []
    for action in actions:
        shortcuts = [s for s in action.shortcuts() if not s.isEmpty()]
        if not shortcuts:
            continue
        words = keys.mnemonic(action.text())[0].rstrip("…").strip()
        rows.append((translate("Keys", ", ").join(
            s.toString(QKeySequence.SequenceFormat.NativeText) for s in shortcuts), words))
    return rows


def table_rows() -> list[tuple[str, str]]:
    """The table's own keys with what they do, then the Tab order."""
    rows = [(keys.key_names(group), words) for group, words in keys.table_keys()]
    rows.append((translate("Keys", "Tab, Shift+Tab"),
                 translate("Keys", "Go through the cards, buttons, plates and piles")))
    return rows


def sections(actions: list[QAction]) -> list[tuple[str, list[tuple[str, str]]]]:
    """The sheet's sections: a heading and its rows of keys and words."""
    return [
        (translate("Keys", "Menus"), action_rows(actions)),
        (translate("Keys", "On the table"), table_rows()),
        (translate("Keys", "Choices (the letter shown on each button)"), keys.key_help()),
    ]


def sheet_html(actions: list[QAction]) -> str:
    """The sections in one table, so that the keys of every section line up."""
    parts = ["<table cellspacing='0' cellpadding='3'>"]
    for heading, rows in sections(actions):
        parts.append(f"<tr><td colspan='2'><h3>{escape(heading)}</h3></td></tr>")
        parts += [f"<tr><td style='white-space:nowrap'><b>{escape(key)}</b>&nbsp;&nbsp;</td>"
                  f"<td>{escape(words)}</td></tr>" for key, words in rows]
    parts.append("</table>")
    return "".join(parts)


class ShortcutSheet(QDialog):
    """The keyboard shortcuts of ``window`` in the player's language; Esc or Close
    closes it. It scrolls when the screen is too small for it."""

    def __init__(self, window: QWidget) -> None:
        super().__init__(window)
        self.setObjectName("shortcuts")
        self.setWindowTitle(translate("Keys", "Keyboard shortcuts"))
        layout = QVBoxLayout(self)
        self.text = QTextBrowser()
        self.text.setObjectName("shortcut-sheet")
        self.text.setOpenLinks(False)
        layout.addWidget(self.text)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
        self.refresh()

    def refresh(self) -> None:
        """Read the keys again (after a change of language) and fit the window to them."""
        window = self.parentWidget()
        self.text.setHtml(sheet_html(window.actions() if window is not None else []))
        document = self.text.document()
        document.setTextWidth(-1)
        want_w = int(document.idealWidth()) + 40
        screen = (window or self).screen().availableGeometry()
        width = min(want_w, int(screen.width() * 0.9))
        document.setTextWidth(width - 40)
        height = min(int(document.size().height()) + 90, int(screen.height() * 0.85))
        self.resize(width, height)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if event.key() in keys.SHEET_KEYS or event.text() == "?":
            self.reject()  # "?" again closes it, as Esc does
            return
        super().keyPressEvent(event)


def show_sheet(window: QWidget, sheet: ShortcutSheet | None) -> ShortcutSheet:
    """Open the sheet (window-modal, it does not block), made once and read afresh."""
    if sheet is None:
        sheet = ShortcutSheet(window)
    else:
        sheet.refresh()
    sheet.setWindowModality(Qt.WindowModality.WindowModal)
    sheet.open()
    return sheet
