"""Qt item models the controller keeps current: hand, trick, score sheet, log."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtCore import (
    QAbstractListModel,
    QAbstractTableModel,
    QModelIndex,
    QObject,
    QPersistentModelIndex,
    Qt,
)

from ...engine.cards import Card
from ..words.korean import fit_particles

CardRole = Qt.ItemDataRole.UserRole + 1
LegalRole = Qt.ItemDataRole.UserRole + 2
SeatRole = Qt.ItemDataRole.UserRole + 3
WinningRole = Qt.ItemDataRole.UserRole + 4

Index = QModelIndex | QPersistentModelIndex  # what Qt passes to a model
_INDEX = QModelIndex()


def column(model: QAbstractListModel, role: int) -> list[Any]:
    """The value of ``role`` for every row of a list model, in order."""
    return [model.data(model.index(row), role) for row in range(model.rowCount())]


class HandModel(QAbstractListModel):
    """The cards of one seat, in display order, with whether each may be played now:
    ``CardRole`` the card's text ("JH"), ``LegalRole`` whether it may be played now."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._cards: list[Card] = []
        self._legal: set[Card] = set()

    def rowCount(self, parent: Index = _INDEX) -> int:
        return 0 if parent.isValid() else len(self._cards)

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid():
            return None
        card = self._cards[index.row()]
        if role == Qt.ItemDataRole.DisplayRole:
            return card.pretty()
        if role == CardRole:
            return str(card)
        if role == LegalRole:
            return card in self._legal
        return None

    def cards(self) -> list[Card]:
        return list(self._cards)

    def is_legal(self, card: Card) -> bool:
        return card in self._legal

    def set_cards(self, cards: list[Card], legal: set[Card]) -> None:
        if cards != self._cards:
            self.beginResetModel()
            self._cards = list(cards)
            self._legal = set(legal)
            self.endResetModel()
        elif legal != self._legal:
            self._legal = set(legal)
            if self._cards:
                self.dataChanged.emit(
                    self.index(0), self.index(len(self._cards) - 1), [LegalRole]
                )


class TrickModel(QAbstractListModel):
    """The cards on the table in play order: ``CardRole`` the card's text, ``SeatRole``
    who played it, ``WinningRole`` whether that seat won the trick; ``winner`` once
    complete."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._plays: list[tuple[int, Card]] = []
        self.winner: int | None = None
        self.leader: int | None = None

    def rowCount(self, parent: Index = _INDEX) -> int:
        return 0 if parent.isValid() else len(self._plays)

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid():
            return None
        seat, card = self._plays[index.row()]
        if role == Qt.ItemDataRole.DisplayRole:
            return card.pretty()
        if role == CardRole:
            return str(card)
        if role == SeatRole:
            return seat
        if role == WinningRole:
            return seat == self.winner
        return None

    def plays(self) -> list[tuple[int, Card]]:
        return list(self._plays)

    def set_trick(
        self, plays: list[tuple[int, Card]], leader: int | None, winner: int | None
    ) -> None:
        if plays == self._plays and winner == self.winner:
            return
        self.leader = leader
        if plays[: len(self._plays)] == self._plays and len(plays) > len(self._plays):
            first = len(self._plays)
            self.beginInsertRows(_INDEX, first, len(plays) - 1)
            self._plays = list(plays)
            self.winner = winner
            self.endInsertRows()
            return
        self.beginResetModel()
        self._plays = list(plays)
        self.winner = winner
        self.endResetModel()


SheetRow = tuple[Any, tuple[int, int, int], tuple[int, int, int]]  # hand, points, totals
Sheet = tuple[list[Any], list[SheetRow]]  # finished hands' results and their rows


def sheet_rows(results: list[Any], known: Sheet | None = None) -> Sheet:
    """The score sheet's rows of the finished hands' ``results`` (``HandResult``), from
    the rows ``known`` for the first of them (same objects) on.  No Qt: a long game's
    sheet is made in the thread that reads it."""
    done, rows = known if known is not None else ([], [])
    n = len(done)
    if n > len(results) or (n and (results[n - 1] is not done[n - 1]
                                   or results[0] is not done[0])):
        done, rows = [], []
    totals = rows[-1][2] if rows else (0, 0, 0)
    for r in results[len(done):]:
        totals = (totals[0] + r.points[0], totals[1] + r.points[1], totals[2] + r.points[2])
        rows.append((r, (r.points[0], r.points[1], r.points[2]), totals))
        done.append(r)
    return done, rows


class SheetKeeper:
    """A game's score sheet: the finished hands' rows, kept from one refresh to the next
    (a long game has thousands), and the row of a hand just over."""

    def __init__(self, kept: Sheet | None = None) -> None:
        self.kept: Sheet = kept if kept is not None else ([], [])

    def rows(self, results: list[Any], over: Any = None) -> tuple[list[SheetRow], int]:
        """The rows after ``results`` (and ``over``, the result of a hand just over) and
        how many of them are as last time."""
        before = self.kept[0]
        self.kept = sheet_rows(results, self.kept)
        same = len(before) if self.kept[0] is before else 0
        rows = self.kept[1]
        sheet = list(rows)
        if over is not None:
            totals = rows[-1][2] if rows else (0, 0, 0)
            p = over.points
            totals = (totals[0] + p[0], totals[1] + p[1], totals[2] + p[2])
            sheet.append((over, (p[0], p[1], p[2]), totals))
        return sheet, same


class ScoreModel(QAbstractTableModel):
    """The score sheet: one row per finished hand, a column per seat, then totals."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.names = ["", "", ""]
        # each row: its hand (as given to ``label_of``, or the label itself), the points
        # and the running totals; a hand's label is made when the row is first shown
        self._rows: list[tuple[Any, tuple[int, int, int], tuple[int, int, int]]] = []
        self._label_of: Callable[[Any], str] = str
        self._labels: dict[int, tuple[Any, str]] = {}

    def set_label_of(self, label_of: Callable[[Any], str]) -> None:
        """How a row's hand is worded in the first column (for the rows to come)."""
        self._label_of = label_of
        self._labels = {}

    def _label(self, hand: Any) -> str:
        if isinstance(hand, str):
            return hand
        known = self._labels.get(id(hand))
        if known is None or known[0] is not hand:
            known = self._labels[id(hand)] = (hand, self._label_of(hand))
        return known[1]

    def rowCount(self, parent: Index = _INDEX) -> int:
        return 0 if parent.isValid() else len(self._rows)

    def columnCount(self, parent: Index = _INDEX) -> int:
        return 0 if parent.isValid() else 7

    def headerData(
        self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole
    ) -> Any:
        if role != Qt.ItemDataRole.DisplayRole:
            return None
        if orientation == Qt.Orientation.Vertical:
            return str(section + 1)
        if section == 0:
            return self.tr("Hand")
        if section <= 3:
            return self.tr("{0} +/-").format(self.names[section - 1])
        return self.tr("{0} total").format(self.names[section - 4])

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid():
            return None
        hand, points, totals = self._rows[index.row()]
        col = index.column()
        if role == Qt.ItemDataRole.DisplayRole:
            if col == 0:
                return self._label(hand)
            if col <= 3:
                return f"{points[col - 1]:+d}"
            return str(totals[col - 4])
        if role == Qt.ItemDataRole.TextAlignmentRole and col:
            return int(Qt.AlignmentFlag.AlignCenter)
        return None

    def rows(self) -> list[tuple[str, tuple[int, int, int], tuple[int, int, int]]]:
        return [(self._label(hand), points, totals) for hand, points, totals in self._rows]

    def set_rows(
        self,
        names: list[str],
        rows: list[tuple[Any, tuple[int, int, int], tuple[int, int, int]]],
        same: int = 0,
    ) -> None:
        """Show ``rows``; the first ``same`` are known to be as they were (they are not
        compared again: a long game has thousands)."""
        if names != self.names:
            self.names = list(names)
            self.headerDataChanged.emit(Qt.Orientation.Horizontal, 0, 6)
        same = min(same, len(self._rows), len(rows))
        old = self._rows[same:]
        if rows[same:] == old:
            return
        if rows[same: len(self._rows)] == old:
            self.beginInsertRows(_INDEX, len(self._rows), len(rows) - 1)
            self._rows = list(rows)
            self.endInsertRows()
            return
        self.beginResetModel()
        self._rows = list(rows)
        self.endResetModel()


class LogModel(QAbstractListModel):
    """This hand's bids and decisions, one readable line each (with the coach, a bot's
    line ends with its reason), and each finished trick in one line with every card;
    a line's tooltip is the whole line."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._lines: list[str] = []

    def rowCount(self, parent: Index = _INDEX) -> int:
        return 0 if parent.isValid() else len(self._lines)

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if index.isValid() and role in (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.ToolTipRole):
            return self._lines[index.row()]
        return None

    def lines(self) -> list[str]:
        return list(self._lines)

    def set_lines(self, lines: list[str]) -> None:
        lines = [fit_particles(line) for line in lines]
        if lines == self._lines:
            return
        if lines[: len(self._lines)] == self._lines:
            self.beginInsertRows(_INDEX, len(self._lines), len(lines) - 1)
            self._lines = list(lines)
            self.endInsertRows()
            return
        self.beginResetModel()
        self._lines = list(lines)
        self.endResetModel()
