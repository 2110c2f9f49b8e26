"""What cannot be written, told once until it works again: a note on the status line for
each kind of file (the autosave, the past games, the statistics), and a box for a game
file the player asked to save."""

from __future__ import annotations

import errno
from collections.abc import Callable

from PySide6.QtCore import QCoreApplication, QObject
from PySide6.QtWidgets import QLabel, QStatusBar

translate = QCoreApplication.translate  # literal context and text, for pyside6-lupdate


class WriteProblems(QObject):
    """The window's notes that a kind of file cannot be written (``Saver.failed`` and
    ``Saver.recovered``); ``status`` gives the window's status bar when first needed."""

    def __init__(self, status: Callable[[], QStatusBar], notice: Callable[[str], object],
                 parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._status = status
        self._notice = notice
        self.labels: dict[str, QLabel] = {}  # one for each kind of file

    def failed(self, what: str, code: int, detail: str) -> None:
        """Tell, once until it works again, that a kind of file cannot be written."""
        if what == "file":
            self._notice(translate("MainWindow", "The game could not be saved: {0}.")
                         .format(detail))
            return
        if code in (errno.EACCES, errno.EPERM, errno.EROFS):
            problem = translate("MainWindow", "the game's data folder is read-only")
        elif code in (errno.ENOSPC, errno.EDQUOT):
            problem = translate("MainWindow", "the disk is full")
        elif code == errno.EFBIG:
            problem = translate("MainWindow", "it is too long")
        else:
            problem = translate("MainWindow", "the game's data folder cannot be written")
        if what == "history":
            text = translate("MainWindow",
                             "Finished and left games cannot be kept in Past games: {0}.")
        elif what == "statistics":
            text = translate("MainWindow", "Your statistics cannot be saved: {0}.")
        else:
            text = translate("MainWindow", "This game cannot be saved: {0}. You can play on, "
                             "but the game is lost when you quit.")
        label = self.label(what)
        label.setText(text.format(problem))
        label.setToolTip(detail)
        label.show()

    def label(self, what: str) -> QLabel:
        """The status line's note that ``what`` cannot be written (one per kind)."""
        if what not in self.labels:
            label = QLabel()
            label.setObjectName("save-problem" if what == "autosave" else f"{what}-problem")
            label.setStyleSheet("color: #a00000; font-weight: bold;")
            label.setWordWrap(True)
            self._status().addPermanentWidget(label, 1)
            self.labels[what] = label
        return self.labels[what]

    def recovered(self, what: str) -> None:
        label = self.labels.get(what)
        if label is not None:
            label.hide()
