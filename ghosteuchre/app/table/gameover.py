"""The end of a game, over the table: who won, the final standings, a chart of each
player's score after every hand (``scorechart.py``), the game's figures, and Play again
/ New game…."""

from __future__ import annotations

import html
from collections.abc import Callable, Iterator

from PySide6.QtCore import QRectF, Qt, QTimer, Signal
from PySide6.QtGui import QColor, QFont, QKeyEvent, QPainter
from PySide6.QtWidgets import (
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from ...engine.figures import GameFigures, PlayerFigures
from ..words import describe
from ..words.korean import fit_particles
from .items import centred_card, menu_px, next_turn
from .scorechart import PLAYER_COLOURS, ScoreChart


def screen_style(px: int) -> str:
    """The screen's style for a body text of ``px`` pixels."""
    return f"""
QFrame#game-over-card {{ background: rgb(10, 34, 21); border: 1px solid #c9962b;
  border-radius: 14px; }}
QLabel {{ color: #f4f1e6; background: transparent; font-size: {px}px; }}
QLabel#title {{ font-size: {round(px * 1.6)}px; font-weight: bold; color: #ffd54a; }}
QLabel#subtitle {{ color: #c9d8cd; }}
QLabel#head {{ color: #c9d8cd; font-weight: bold; }}
QLabel#winner {{ color: #ffd54a; font-weight: bold; }}
QPushButton {{ color: #1d1a12; background: #f1d27a; border: 1px solid #8a6d1c;
  border-radius: 8px; padding: 6px 18px; font-weight: bold; font-size: {px}px; }}
QPushButton:focus {{ border: 2px solid #ffffff; }}
QPushButton#new-game {{ background: #d9d2bd; }}
"""


class GameOverScreen(QWidget):
    """Over the dimmed table at the end of a game. Enter or Space plays again (unless
    New game… has the focus), N asks for a new game."""

    play_again = Signal()
    new_game = Signal()
    review = Signal()  # "Review your play": the last hand in the hand history

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.setObjectName("game-over")
        self._px = 0
        self._spare: dict[str, list[QLabel]] = {}  # labels off the grids, by object name
        self._stale: dict[int, QLabel] = {}  # the grid's labels not filled again yet
        self._rehearsal: Iterator[Callable[[], None]] = iter(())  # its steps still to take
        self._unpainted: list[QWidget] = []  # shown, not painted yet, in their order
        self._next_part = next_turn(self, self._paint_next_part)
        self.figures: GameFigures | None = None
        self.names: list[str] = []
        self.card, box = centred_card(self, "game-over-card")
        self.title = QLabel(self.card)
        self.title.setObjectName("title")
        self.title.setWordWrap(True)
        self.subtitle = QLabel(self.card)
        self.subtitle.setObjectName("subtitle")
        self.subtitle.setWordWrap(True)
        middle = QHBoxLayout()
        middle.setSpacing(24)
        self.standings = QGridLayout()
        self.standings.setHorizontalSpacing(16)
        self.standings.setVerticalSpacing(6)
        standing_box = QVBoxLayout()
        standing_box.addLayout(self.standings)
        standing_box.addStretch(1)
        self.chart = ScoreChart(self.card)
        middle.addLayout(standing_box)
        middle.addWidget(self.chart, 1)
        self.figures_grid = QGridLayout()
        self.figures_grid.setHorizontalSpacing(16)
        self.figures_grid.setVerticalSpacing(4)
        self.new_game_button = QPushButton(self.tr("New game…"), self.card)
        self.new_game_button.setObjectName("new-game")
        self.play_again_button = QPushButton(self.tr("Play again"), self.card)
        self.play_again_button.setObjectName("play-again")
        self.play_again_button.setDefault(True)
        self.play_again_button.setToolTip(
            self.tr("A new deal with the same players and rules (Enter)"))
        self.new_game_button.setToolTip(self.tr("Choose the rules and the players (N)"))
        for button in (self.play_again_button, self.new_game_button):
            button.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.review_button = QPushButton(self.tr("Review your play"), self.card)
        self.review_button.setObjectName("game-over-review")
        self.review_button.setToolTip(
            self.tr("Step through the last hand and see which of your choices cost points"))
        self.play_again_button.clicked.connect(self.play_again)
        self.new_game_button.clicked.connect(self.new_game)
        self.review_button.clicked.connect(self.review)
        buttons = QHBoxLayout()
        buttons.addWidget(self.review_button)
        buttons.addStretch(1)
        buttons.addWidget(self.new_game_button)
        buttons.addWidget(self.play_again_button)
        QWidget.setTabOrder(self.play_again_button, self.new_game_button)
        QWidget.setTabOrder(self.new_game_button, self.review_button)
        box.addWidget(self.title)
        box.addWidget(self.subtitle)
        box.addLayout(middle, 1)
        box.addLayout(self.figures_grid)
        box.addLayout(buttons)
        self.hide()

    # ------------------------------------------------------------ showing
    def text_px(self) -> int:
        """The body text size for the table's size."""
        area = self._table_rect()
        return max(menu_px(), min(19, round(min(area.width() / 80, area.height() / 46))))

    def _table_rect(self) -> QRectF:
        parent = self.parentWidget()
        return QRectF(parent.rect() if parent is not None else self.rect())

    def variant_name(self, variant: str) -> str:
        return self.tr("Ghost Hand") if variant == "ghost-hand" else self.tr("Cutthroat")

    def show_game(self, figures: GameFigures, names: list[str], human: int | None,
                  last_hand: str) -> None:
        """The end of the game that ``figures`` describe; ``names`` by seat."""
        self._rehearsal = iter(())  # what is left of a rehearsal is not needed
        self.figures = figures
        self.names = list(names)
        winner = figures.winner
        if winner is None:
            title = self.tr("The game is over")
        elif winner == human:
            title = self.tr("You win the game, with a score of {0}!").format(
                describe.score_text(figures.scores[winner]))
        else:
            title = self.tr("{0} wins the game, with a score of {1}").format(
                names[winner], describe.score_text(figures.scores[winner]))
        self.title.setText(fit_particles(title))
        parts = [
            self.variant_name(figures.variant),
            self.tr("playing to {0}").format(figures.target),
            self.tr("hands played: {0}").format(figures.hands),
        ]
        subtitle = "  ·  ".join(parts)
        if last_hand:
            subtitle += "\n" + self.tr("Last hand: {0}").format(last_hand)
        self.subtitle.setText(subtitle)
        self._fill_standings(figures.standings())
        self.chart.set_game(names, figures.progress, figures.target)
        self._fill_figures(figures)
        self.place()
        # the first paint in three, a turn of the event loop apart and each shorter than
        # a frame: the dimmed table, then the card, then its chart
        self._unpainted = [self.card, self.chart]
        for widget in self._unpainted:
            widget.setUpdatesEnabled(False)
        self.show()
        self.raise_()
        self.play_again_button.setFocus(Qt.FocusReason.OtherFocusReason)

    @property
    def revealing(self) -> bool:
        """Shown, and parts of it are still to be painted for the first time."""
        return self.isVisible() and bool(self._unpainted)

    def _paint_next_part(self) -> None:
        if self._unpainted and self.isVisible():
            self._unpainted.pop(0).setUpdatesEnabled(True)

    def place(self) -> None:
        """Cover the table; the card takes most of it."""
        area = self._table_rect()
        px = self.text_px()
        if px != self._px:
            self._px = px
            self.setStyleSheet(screen_style(px))
            font = QFont(self.font())
            font.setPixelSize(px)
            self.chart.setFont(font)
        self.setGeometry(area.toRect())
        self.card.setMaximumSize(int(min(area.width() - 24, 1100)), int(area.height() - 16))
        self.card.setMinimumWidth(int(min(area.width() - 24, max(560, area.width() * 0.62))))
        self.chart.setMinimumHeight(int(max(140, min(360, area.height() * 0.3))))

    def _clear(self, grid: QGridLayout) -> None:
        """Begin to fill ``grid`` again: the labels on it stay where they are, to be given
        their new texts, until ``_tidy`` takes off those that were not."""
        items = (grid.itemAt(i) for i in range(grid.count()))
        self._stale = {id(w): w for item in items
                       if item is not None and isinstance(w := item.widget(), QLabel)}

    def _tidy(self, grid: QGridLayout) -> None:
        """Take the labels not filled again off ``grid``; they wait, hidden, for another
        game."""
        for widget in self._stale.values():
            grid.removeWidget(widget)
            self._put_aside(widget)
        self._stale = {}

    def _put_aside(self, label: QLabel) -> None:
        label.hide()
        self._spare.setdefault(label.objectName(), []).append(label)

    def prepare(self, names: tuple[str, ...] = ("head",) * 8 + ("",) * 32 + ("winner",) * 3,
                step: int = 6, then: Callable[[], None] | None = None) -> None:
        """Make the labels a game's end will show ahead of it, ``step`` at a time in
        separate turns of the event loop, so that the end of the game shows at once;
        ``then`` is called in the turn after the last."""
        if not self._spare:
            self.place()  # the style sheet for this table's size, before the labels' polish
        for name in names[:step]:
            label = QLabel(self.card)
            label.setObjectName(name)
            label.hide()
            label.ensurePolished()
            self._spare.setdefault(name, []).append(label)
        if names[step:]:
            QTimer.singleShot(0, self, lambda: self.prepare(names[step:], step, then))
        elif then is not None:
            QTimer.singleShot(0, self, then)

    def rehearse(self, figures: GameFigures, names: list[str]) -> None:
        """Fill the hidden screen once with the game so far and lay it out: what the
        first fill and layout cost is then paid before the game's end.  Done in three
        steps, each in a turn of the event loop of its own (about 2 ms each); the
        screen shown meanwhile ends it."""
        self.figures, self.names = figures, list(names)
        self._rehearsal = iter((
            lambda: self._fill_standings(figures.standings()),
            lambda: self._fill_chart_and_figures(figures, names),
            self._lay_out_hidden,
        ))
        self._rehearse_step()

    def _rehearse_step(self) -> None:
        step = next(self._rehearsal, None)
        if step is not None and not self.isVisible():
            step()
            QTimer.singleShot(0, self, self._rehearse_step)

    def _fill_chart_and_figures(self, figures: GameFigures, names: list[str]) -> None:
        self.chart.set_game(names, figures.progress, figures.target)
        self._fill_figures(figures)

    def _lay_out_hidden(self) -> None:
        self.place()
        for layout in (self.layout(), self.card.layout()):
            if layout is not None:
                layout.activate()
        for label in self.card.findChildren(QLabel):
            label.sizeHint()

    def _label(self, grid: QGridLayout, row: int, col: int, text: str, name: str = "",
               left: bool = False, tip: str = "") -> QLabel:
        item = grid.itemAtPosition(row, col)
        there = item.widget() if item is not None else None
        if isinstance(there, QLabel) and there.objectName() == name:
            label = there  # in its place already: only its words change
            self._stale.pop(id(label), None)
        else:
            if isinstance(there, QLabel):
                grid.removeWidget(there)
                self._stale.pop(id(there), None)
                self._put_aside(there)
            spare = self._spare.get(name)
            label = spare.pop() if spare else QLabel(self.card)
            label.setObjectName(name)
            align = Qt.AlignmentFlag.AlignLeft if left else Qt.AlignmentFlag.AlignHCenter
            grid.addWidget(label, row, col, align | Qt.AlignmentFlag.AlignVCenter)
        label.setTextFormat(Qt.TextFormat.AutoText)
        label.setText(text)
        label.setWordWrap(grid is self.figures_grid and name == "head")  # on narrow tables
        label.setToolTip(tip)
        if label.isHidden():
            label.show()
        return label

    def _fill_standings(self, players: list[PlayerFigures]) -> None:
        grid = self.standings
        self._clear(grid)
        for col, head in enumerate((self.tr("Place"), self.tr("Player"), self.tr("Score"))):
            self._label(grid, 0, col, head, "head", left=col == 1)
        winner = self.figures.winner if self.figures else None
        for row, p in enumerate(players, start=1):
            name = "winner" if p.seat == winner else ""
            self._label(grid, row, 0, str(p.place), name)
            swatch = f'<span style="color: {PLAYER_COLOURS[p.seat % 3]};">■</span> '
            label = self._label(grid, row, 1, "", name, left=True)
            label.setTextFormat(Qt.TextFormat.RichText)
            label.setText(swatch + html.escape(self.names[p.seat]))
            self._label(grid, row, 2, describe.score_text(p.score), name)
        self._tidy(grid)

    def columns(self, figures: GameFigures) -> list[tuple[str, str, list[str]]]:
        """The figures' columns: heading, its tooltip and one cell for each seat."""
        seats = figures.players
        if figures.variant == "ghost-hand":
            cols = [
                (self.tr("Bids"), self.tr("Hands this player won the bidding"),
                 [str(p.declared) for p in seats]),
                (self.tr("Made"), self.tr("Bids made"), [str(p.made) for p in seats]),
                (self.tr("Set"), self.tr("Bids that fell short"),
                 [str(p.euchres_taken) for p in seats]),
                (self.tr("Set others"),
                 self.tr("Another player's bids that fell short against this player"),
                 [str(p.euchres_given) for p in seats]),
                (self.tr("Moons shot / made"), self.tr("Moons shot, and how many were made"),
                 [f"{p.moons} / {p.moons_made}" for p in seats]),
            ]
        else:
            cols = [
                (self.tr("Made trump"), self.tr("Hands this player named trump"),
                 [str(p.declared) for p in seats]),
                (self.tr("Made"), self.tr("Hands the maker took 3 or more tricks"),
                 [str(p.made) for p in seats]),
                (self.tr("Euchred"), self.tr("Hands this player made trump and was euchred"),
                 [str(p.euchres_taken) for p in seats]),
                (self.tr("Euchres"), self.tr("Hands this player helped euchre the maker"),
                 [str(p.euchres_given) for p in seats]),
                (self.tr("Marched / alone"),
                 self.tr("Hands this player made trump and took all 5 tricks, and hands "
                         "this player went alone"),
                 [f"{p.marches} / {p.alone}" for p in seats]),
            ]
            if any(p.defended_alone for p in seats):
                cols.append((self.tr("Defended alone / won"),
                             self.tr("Hands this player defended alone, and how many beat "
                                     "the maker"),
                             [f"{p.defended_alone} / {p.defended_alone_won}" for p in seats]))
        cols.append((self.tr("Tricks"), self.tr("Tricks won in the whole game"),
                     [str(p.tricks) for p in seats]))
        return cols

    def _fill_figures(self, figures: GameFigures) -> None:
        grid = self.figures_grid
        self._clear(grid)
        self._label(grid, 0, 0, self.tr("Player"), "head", left=True)
        columns = self.columns(figures)
        for col, (head, tip, _) in enumerate(columns, start=1):
            self._label(grid, 0, col, head, "head", tip=tip)
        for row, p in enumerate(figures.standings(), start=1):
            self._label(grid, row, 0, self.names[p.seat], left=True)
            for col, (_, tip, cells) in enumerate(columns, start=1):
                self._label(grid, row, col, cells[p.seat], tip=tip)
        self._tidy(grid)

    # ------------------------------------------------------------- input
    def keyPressEvent(self, event: QKeyEvent) -> None:
        if self.key(event.key()):
            return
        super().keyPressEvent(event)

    def key(self, key: int) -> bool:
        """Act on a key; False if it means nothing here."""
        if key in (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space):
            if self.new_game_button.hasFocus():
                self.new_game.emit()
            else:
                self.play_again.emit()
            return True
        if key == Qt.Key.Key_N:
            self.new_game.emit()
            return True
        return False

    def paintEvent(self, event: object) -> None:
        QPainter(self).fillRect(self.rect(), QColor(0, 0, 0, 140))
        if self._unpainted and not self._next_part.isActive():
            self._next_part.start()  # this paint is done: the next part in the next turn
