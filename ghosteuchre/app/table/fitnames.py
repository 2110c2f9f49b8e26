"""Players' names in running text (the prompt, the decision bar, the toasts, the news
line): a name too long for its share of a line is cut short with "…", so no sentence
runs past the edge of its box, whatever the names and the text size."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QFont, QFontMetrics

NAME_SHARE = 0.22  # the most of the table's width one name takes in a sentence


def fit_name(name: str, font: QFont, room: int) -> str:
    """``name`` as it fits in ``room`` pixels of ``font`` (measured bold, as the toasts
    write it): whole, or cut with "…"."""
    bold = QFont(font)
    bold.setBold(True)
    return QFontMetrics(bold).elidedText(name, Qt.TextElideMode.ElideRight, max(room, 24))


def running_names(names: list[str], font: QFont, table_width: float) -> list[str]:
    """The players' names for the sentences on a table ``table_width`` wide."""
    room = int(table_width * NAME_SHARE)
    return [fit_name(name, font, room) for name in names]
