"""The past games: the history folder's record files, newest first, each read into a
line (``PastGame``), and the window that lists them (``PastGamesWindow``: Open, Hand
history)."""

from __future__ import annotations

import contextlib
import re
from dataclasses import dataclass
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QDateTime, QLocale, Qt, Signal
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QLabel,
    QPushButton,
    QTreeWidget,
    QTreeWidgetItem,
    QVBoxLayout,
    QWidget,
)

from ...engine import record
from ...engine.record import RecordError
from ..screens.statistics import variant_name
from . import userfiles

translate = QCoreApplication.translate
EXTENSION = ".euchre.json"
UNFINISHED = "-unfinished"
_STAMP = re.compile(r"(\d{8}-\d{6})(-\d+)?(-unfinished)?\.euchre\.json")


@dataclass(frozen=True)
class PastGame:
    """A line of the past games' list."""

    path: Path
    when: QDateTime
    variant: str = ""
    players: tuple[str, ...] = ()
    scores: tuple[int, ...] = ()
    winner: int | None = None
    readable: bool = True


def past_game_files(folder: Path) -> list[Path]:
    """The history's record files, newest first (in the order they were kept: names
    never go back in time, see ``GameFiles.history_name``)."""
    try:
        files = [p for p in folder.iterdir() if _STAMP.fullmatch(p.name)]
    except OSError:
        return []
    return sorted(files, key=stamp_order, reverse=True)


def stamp_order(path: Path) -> tuple[str, int]:
    """A history file's place: its time stamp, then its number within that second."""
    match = _STAMP.fullmatch(path.name)
    assert match is not None
    return match.group(1), int((match.group(2) or "-1")[1:])


def is_unfinished(path: Path) -> bool:
    return path.name.endswith(UNFINISHED + EXTENSION)


def read_past_game(path: Path) -> PastGame:
    match = _STAMP.fullmatch(path.name)
    when = QDateTime.fromString(match.group(1) if match else "", "yyyyMMdd-HHmmss")
    if not when.isValid():
        with contextlib.suppress(OSError):
            when = QDateTime.fromSecsSinceEpoch(int(path.stat().st_mtime))
    try:
        loaded = load_record(path)
    except RecordError:
        return PastGame(path, when, readable=False)
    s = loaded.state
    players = tuple(loaded.players or ("", "", ""))
    return PastGame(path, when, s.rules.variant, players, tuple(s.scores), s.winner)


def load_record(path: Path) -> record.Loaded:
    """A game file read through ``userfiles`` (never through a link or from a pipe) and
    replayed; RecordError if it cannot be used."""
    try:
        data = userfiles.read(path)
    except (ValueError, OSError) as exc:
        reason = exc.strerror if isinstance(exc, OSError) and exc.strerror else str(exc)
        raise RecordError(f"cannot read {path.name}: {reason}") from None
    return record.loads(data)


class PastGamesList(QTreeWidget):
    """The past games, newest first: date, game, players, winner and scores.
    ``chosen(path)`` on a double-click or Enter; ``selected_path()`` for buttons."""

    chosen = Signal(Path)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("past-games")
        self.items: list[QTreeWidgetItem] = []  # the lines, newest game first
        self.setRootIsDecorated(False)
        self.setUniformRowHeights(True)
        self.setHeaderLabels([self.tr("Date"), self.tr("Game"), self.tr("Players"),
                              self.tr("Winner"), self.tr("Scores")])
        self.header().setStretchLastSection(True)
        self.itemActivated.connect(lambda item, _: self.chosen.emit(self.path_of(item)))

    def set_games(self, games: list[PastGame]) -> None:
        self.clear()
        self.items = []
        self.add_games(games)

    def add_games(self, games: list[PastGame]) -> None:
        """Add lines at the end (older games)."""
        for game in games:
            item = self._line(game)
            self.addTopLevelItem(item)
            self.items.append(item)
        self._fit()

    def put_first(self, game: PastGame) -> None:
        """Add a line at the top (a game kept while the list is shown)."""
        item = self._line(game)
        self.insertTopLevelItem(0, item)
        self.items.insert(0, item)
        self._fit()

    def _line(self, game: PastGame) -> QTreeWidgetItem:
        locale = QLocale()
        when = locale.toString(game.when, QLocale.FormatType.ShortFormat)
        if not game.readable:
            line = [when, self.tr("This game could not be read."), "", "", ""]
        else:
            winner = (game.players[game.winner] if game.winner is not None
                      else self.tr("Not finished"))
            scores = ", ".join(
                self.tr("{0} {1}", "a player's name and score").format(
                    name, locale.toString(score))
                for name, score in zip(game.players, game.scores, strict=True))
            line = [when, variant_name(game.variant), ", ".join(game.players), winner,
                    scores]
        item = QTreeWidgetItem(line)
        item.setData(0, Qt.ItemDataRole.UserRole, str(game.path))
        return item

    def _fit(self) -> None:
        if self.items and self.currentItem() is None:
            self.setCurrentItem(self.items[0])
        header = self.header()
        for column in range(self.columnCount() - 1):  # each as wide as its text, and a gap
            width = max(self.sizeHintForColumn(column), header.sectionSizeHint(column))
            self.setColumnWidth(column, width + 18)

    def lines(self) -> list[list[str]]:
        """The text of every line, as shown."""
        return [[item.text(c) for c in range(self.columnCount())] for item in self.items]

    @staticmethod
    def path_of(item: QTreeWidgetItem) -> Path:
        return Path(item.data(0, Qt.ItemDataRole.UserRole))

    def selected_path(self) -> Path | None:
        item = self.currentItem()
        return self.path_of(item) if item is not None else None


class PastGamesWindow(QDialog):
    """Game → Past games…: the list, Open and Close; ``buttons`` takes more buttons
    (they can act on ``games.selected_path()``).  ``open_requested(path)``."""

    open_requested = Signal(Path)
    history_requested = Signal(Path)  # the game's hands, step by step

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("past-games-window")
        self.setWindowTitle(self.tr("Past games"))
        self.resize(720, 460)
        self.games = PastGamesList()
        self.empty = QLabel(self.tr("No game has been kept yet."))
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        self.open_button = QPushButton(self.tr("&Open"))
        self.open_button.setObjectName("open")
        self.open_button.setToolTip(self.tr("Show the game on the table as it ended"))
        self.buttons.addButton(self.open_button, QDialogButtonBox.ButtonRole.ActionRole)
        self.open_button.clicked.connect(self._open_selected)
        self.history_button = QPushButton(self.tr("&Hand history…"))
        self.history_button.setObjectName("hand-history")
        self.history_button.setToolTip(
            self.tr("Step through the game's hands, with every card and the bots' reasons"))
        self.buttons.addButton(self.history_button, QDialogButtonBox.ButtonRole.ActionRole)
        self.history_button.clicked.connect(self._history_of_selected)
        self.games.chosen.connect(self._open)
        self.buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(self.empty)
        layout.addWidget(self.games)
        layout.addWidget(self.buttons)

    def set_games(self, games: list[PastGame], more: int = 0) -> None:
        """Show ``games``; ``more`` lines are still to come (``add_games``)."""
        self.games.set_games(games)
        self._lines_changed()
        self.empty.setVisible(not games and not more)

    def add_games(self, games: list[PastGame]) -> None:
        self.games.add_games(games)
        self._lines_changed()

    def put_first(self, game: PastGame) -> None:
        """A game kept while the window is open: the top line."""
        self.games.put_first(game)
        self._lines_changed()

    def _lines_changed(self) -> None:
        self.empty.setVisible(not self.games.items)
        self.open_button.setEnabled(bool(self.games.items))
        self.history_button.setEnabled(bool(self.games.items))

    def _history_of_selected(self) -> None:
        path = self.games.selected_path()
        if path is not None:
            self.accept()
            self.history_requested.emit(path)

    def _open_selected(self) -> None:
        path = self.games.selected_path()
        if path is not None:
            self._open(path)

    def _open(self, path: Path) -> None:
        self.accept()
        self.open_requested.emit(path)
