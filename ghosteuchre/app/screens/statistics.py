"""Your statistics: kept up to date after every hand, shown in Game → Statistics….

``StatisticsKeeper`` counts each hand the controller reports (``hand_finished``) and each
game's end (``game_finished``) into a ``stats.Book`` and writes it to
``statistics.json`` in the data folder (atomically, on the autosave's helper thread).  A
statistics file that cannot be used is renamed aside, the player is told in one
sentence, and counting starts again from zero.
"""

from __future__ import annotations

import logging
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QLocale, QObject, Qt, Signal
from PySide6.QtWidgets import (
    QApplication,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QMessageBox,
    QPushButton,
    QTableWidget,
    QTableWidgetItem,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from ...engine import safejson
from ...engine.rules import CUTTHROAT, GHOST_HAND
from ...stats import Book, Tally, difficulty_key, game_key, hand_figures
from ...stats.book import ALL, difficulty_levels
from ..play.controller import Controller
from ..storage import userfiles
from ..storage.saver import Saver
from ..words.gamewords import level_name
from .rulesref import game_words

log = logging.getLogger(__name__)
translate = QCoreApplication.translate
MAX_BYTES = 1024 * 1024  # a statistics file is a few kilobytes


def variant_name(variant: str) -> str:
    """A variant as the player reads it."""
    if variant == GHOST_HAND:
        return translate("Statistics", "Ghost Hand")
    return translate("Statistics", "Cutthroat")


def difficulty_name(key: str) -> str:
    """A difficulty as the player reads it: "Medium", "Easy + Hard", "All levels"."""
    if key == ALL:
        return translate("Statistics", "All levels")
    return " + ".join(level_name(level) for level in difficulty_levels(key))


class StatisticsKeeper(QObject):
    """The statistics book, read when first needed and saved after every change; the main
    window hands it the controller's hand_finished and game_finished."""

    problem = Signal(str)  # the statistics file could not be used (one sentence)
    changed = Signal()

    def __init__(self, path: Path, controller: Controller, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.path = path
        self.controller = controller
        self.saver = Saver(self)
        self._book: Book | None = None

    def book(self) -> Book:
        if self._book is None:
            self._book = self._load()
        return self._book

    def reset(self) -> None:
        """Forget every figure (the game in progress counts from its next hand)."""
        self._book = Book()
        self._save()

    def _load(self) -> Book:
        if not userfiles.exists(self.path):
            return Book()
        try:
            return Book.from_json(safejson.loads(userfiles.read(self.path, MAX_BYTES)))
        except (ValueError, OSError, RecursionError) as exc:  # StatsFileError, JsonInputError
            log.warning("the statistics %s cannot be used: %s", self.path, exc)
        try:
            kept = userfiles.set_aside(self.path)
        except OSError as exc:
            log.warning("could not move %s aside: %s", self.path, exc)
            self.problem.emit(self.tr(
                "Your statistics could not be read, so they start again from zero."))
            return Book()
        self.problem.emit(self.tr(
            "Your statistics could not be read, so they start again from zero; the file was "
            "kept as {0}.").format(kept.name))
        return Book()

    def _save(self) -> None:
        self.saver.put(self.path, self.book().as_json(), "statistics")
        self.changed.emit()

    def _game(self) -> tuple[str, str, str] | None:
        """The game's key, variant and difficulty; None if it is not the player's game."""
        c = self.controller
        s = c.state
        if s is None or c.human is None or c.lesson is not None:
            return None
        return game_key(s, c.seed), s.rules.variant, difficulty_key(c.levels, c.human)

    def count_hand(self, index: int) -> None:
        """Count the hand the controller reports as finished (hand_finished)."""
        game, c = self._game(), self.controller
        if game is None or c.state is None or c.human is None:
            return
        figures = hand_figures(c.state.hand_result(), c.state.rules, c.human)
        if self.book().count_hand(*game, index, figures):
            self._save()

    def count_game(self, winner: int) -> None:
        """Count the game's end the controller reports (game_finished)."""
        game, c = self._game(), self.controller
        if game is None or c.state is None or c.human is None:
            return
        if self.book().count_game(*game, winner == c.human, c.state.scores[c.human]):
            self._save()


class StatisticsWindow(QDialog):
    """A tab per variant: the difficulty to show, a table of the figures and links to the
    glossary for the game's words in it; Reset."""

    rules_wanted = Signal(str)  # a word's link: the rules reference's topic

    def __init__(self, keeper: StatisticsKeeper, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.keeper = keeper
        self.setObjectName("statistics")
        self.setWindowTitle(self.tr("Statistics"))
        self.tabs = QTabWidget()
        self.choosers: dict[str, QComboBox] = {}
        self.tables: dict[str, QTableWidget] = {}
        for variant in (GHOST_HAND, CUTTHROAT):
            self.tabs.addTab(self._variant_tab(variant), variant_name(variant))
        self.reset_button = QPushButton(self.tr("&Reset…"))
        self.reset_button.setObjectName("reset")
        self.reset_button.clicked.connect(self.ask_reset)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.addButton(self.reset_button, QDialogButtonBox.ButtonRole.ResetRole)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(self.tabs)
        layout.addWidget(buttons)
        self.confirm: QMessageBox | None = None
        keeper.changed.connect(self.refresh)
        self.refresh()
        self.fit()

    def fit(self) -> None:
        """As large as the longest tab's lines in the text size chosen, so they show
        without scrolling, unless the screen is smaller (then the screen's height)."""
        self.fitted_font = QApplication.font().key()
        tables = list(self.tables.values())
        for table in tables:
            table.verticalHeader().setDefaultSectionSize(table.fontMetrics().height() + 8)
        rows = max(t.verticalHeader().length() + 2 * t.frameWidth() for t in tables)
        width = max(t.sizeHintForColumn(0) + t.columnWidth(1) + 2 * t.frameWidth() + 8
                    for t in tables)
        for table in tables:
            table.setMinimumHeight(rows)
        hint = self.sizeHint()
        for table in tables:
            table.setMinimumHeight(0)  # the player may still make the window smaller
        screen = (self.screen() or QApplication.primaryScreen()).availableGeometry()
        self.resize(min(max(hint.width(), width + 48, 460), screen.width()),
                    min(hint.height(), screen.height() - 40))

    def _variant_tab(self, variant: str) -> QWidget:
        page = QWidget()
        chooser = QComboBox()
        chooser.setObjectName(f"difficulty-{variant}")
        chooser.currentIndexChanged.connect(lambda _: self._fill(variant))
        label = QLabel(self.tr("&Difficulty:"))
        label.setBuddy(chooser)
        row = QHBoxLayout()
        row.addWidget(label)
        row.addWidget(chooser, 1)
        table = QTableWidget(0, 2)
        table.setObjectName(f"statistics-{variant}")
        table.verticalHeader().hide()
        table.horizontalHeader().hide()  # each line names its figure
        table.verticalHeader().setDefaultSectionSize(table.fontMetrics().height() + 8)
        table.horizontalHeader().setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        table.horizontalHeader().setSectionResizeMode(1, QHeaderView.ResizeMode.Fixed)
        table.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
        table.setSelectionMode(QTableWidget.SelectionMode.NoSelection)
        words = QLabel(
            self.tr("What the words mean: {0}.").format(game_words(variant == GHOST_HAND)))
        words.setObjectName(f"words-{variant}")
        words.setWordWrap(True)
        words.setTextFormat(Qt.TextFormat.RichText)
        words.setTextInteractionFlags(Qt.TextInteractionFlag.LinksAccessibleByMouse)  # the hand
        words.linkActivated.connect(self.rules_wanted)
        layout = QVBoxLayout(page)
        layout.addLayout(row)
        layout.addWidget(table)
        layout.addWidget(words)
        self.choosers[variant] = chooser
        self.tables[variant] = table
        return page

    def refresh(self) -> None:
        """Show the book as it is now (the chosen difficulties stay chosen if played)."""
        book = self.keeper.book()
        for variant, chooser in self.choosers.items():
            chosen = chooser.currentData() or ALL
            chooser.blockSignals(True)
            chooser.clear()
            for key in (ALL, *book.difficulties(variant)):
                chooser.addItem(difficulty_name(key), key)
            chooser.setCurrentIndex(max(chooser.findData(chosen), 0))
            chooser.blockSignals(False)
            self._fill(variant)

    def rows(self, variant: str) -> list[tuple[str, str]]:
        """The table's lines for a variant at the chosen difficulty: (figure, value)."""
        key = self.choosers[variant].currentData() or ALL
        return self._lines(variant, self.keeper.book().tally(variant, key))

    def _lines(self, variant: str, t: Tally) -> list[tuple[str, str]]:
        locale = QLocale()
        f = t.figures
        rate, average = t.win_rate, t.average_score
        none = self.tr("—")
        lines = [
            (self.tr("Games played"), locale.toString(t.games)),
            (self.tr("Games won"), locale.toString(t.won)),
            (self.tr("Win rate"),
             none if rate is None else self.tr("{0}%").format(locale.toString(rate * 100, "f", 0))),
            (self.tr("Average final score"),
             none if average is None else locale.toString(average, "f", 1)),
            (self.tr("Best winning streak"), locale.toString(t.best_streak)),
            (self.tr("Current winning streak"), locale.toString(t.streak)),
            (self.tr("Hands played"), locale.toString(f.hands)),
        ]
        if variant == GHOST_HAND:
            lines += [
                (self.tr("Hands you declared"), locale.toString(f.declared)),
                (self.tr("Bids you made"), locale.toString(f.made)),
                (self.tr("Moons you shot"), locale.toString(f.moons)),
                (self.tr("Moons you made"), locale.toString(f.moons_made)),
                (self.tr("Declarers you set"), locale.toString(f.euchres_given)),
                (self.tr("Times you were set"), locale.toString(f.euchres_taken)),
            ]
        else:
            lines += [
                (self.tr("Hands you named trump"), locale.toString(f.declared)),
                (self.tr("… and took 3 tricks or more"), locale.toString(f.made)),
                (self.tr("Makers you euchred"), locale.toString(f.euchres_given)),
                (self.tr("Times you were euchred"), locale.toString(f.euchres_taken)),
                (self.tr("Hands you took all 5 tricks as the maker"),
                 locale.toString(f.marches)),
                (self.tr("Hands you went alone"), locale.toString(f.alone)),
                (self.tr("Hands you defended alone"), locale.toString(f.defended_alone)),
            ]
        lines += [
            (self.tr("Reneges called against you"), locale.toString(f.reneges_against)),
            (self.tr("Reneges you called"), locale.toString(f.reneges_by)),
        ]
        return lines

    def _fill(self, variant: str) -> None:
        table = self.tables[variant]
        rows = self.rows(variant)
        table.setRowCount(len(rows))
        for i, (label, value) in enumerate(rows):
            table.setItem(i, 0, QTableWidgetItem(label))
            number = QTableWidgetItem(value)
            number.setTextAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
            table.setItem(i, 1, number)
        table.setColumnWidth(1, table.sizeHintForColumn(1) + 24)  # the numbers clear the edge

    def ask_reset(self) -> QMessageBox:
        """Ask before forgetting every figure (window-modal; Reset confirms)."""
        box = QMessageBox(QMessageBox.Icon.Question, self.tr("Reset statistics"),
                          self.tr("Forget all your statistics in both games? This cannot be "
                                  "undone."), QMessageBox.StandardButton.Cancel, self)
        box.setObjectName("confirm-reset")
        yes = box.addButton(self.tr("Reset"), QMessageBox.ButtonRole.DestructiveRole)
        yes.setObjectName("confirm")
        box.setDefaultButton(QMessageBox.StandardButton.Cancel)
        box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        box.buttonClicked.connect(lambda button: self.keeper.reset() if button is yes else None)
        self.confirm = box
        box.open()
        return box
