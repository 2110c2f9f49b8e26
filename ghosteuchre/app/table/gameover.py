"""The end of a game, over the table: who won, the final standings, a chart of each
player's score after every hand, the game's figures, and Play again / New game…."""

from __future__ import annotations

import html
import math
from collections.abc import Callable, Iterator

from PySide6.QtCore import QPointF, QRectF, QSize, Qt, QTimer, Signal
from PySide6.QtGui import (
    QColor,
    QFont,
    QFontMetricsF,
    QKeyEvent,
    QPainter,
    QPainterPath,
    QPen,
)
from PySide6.QtWidgets import (
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from ...engine.figures import GameFigures, PlayerFigures
from ..words import describe
from ..words.korean import fit_particles
from .items import centred_card, menu_px

# one colour and one marker for each seat, told apart without colour too
PLAYER_COLOURS = ("#ffd54a", "#7cc8ff", "#ff9a8f")
MARKERS = ("circle", "square", "diamond")
TEXT = QColor("#f4f1e6")
MUTED = QColor("#b9cbbf")
GRID = QColor(255, 255, 255, 38)
TARGET = QColor("#c9962b")


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


def nice_steps() -> Iterator[int]:
    """The round steps, 1, 2, 5, 10, 20, 50 … without end."""
    power = 1
    while True:
        for m in (1, 2, 5):
            yield m * power
        power *= 10


def nice_step(span: float, ticks: int) -> int:
    """A round step that cuts ``span`` into about ``ticks``."""
    raw = max(1.0, span / max(1, ticks))
    return next(s for s in nice_steps() if s >= raw)


class ScoreChart(QWidget):
    """Each player's score after each hand, drawn with QPainter: hands along the bottom,
    points up the side, the target score as a dashed line, and a legend by player."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("score-chart")
        self.names: list[str] = []
        self.progress: tuple[tuple[int, ...], ...] = ()
        self.target = 0
        self.setMinimumSize(240, 160)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)

    def set_game(self, names: list[str], progress: tuple[tuple[int, ...], ...],
                 target: int) -> None:
        self.names, self.progress, self.target = list(names), progress, target
        self.setAccessibleName(self.tr("Chart of each player's score after each hand"))
        self.update()

    def sizeHint(self) -> QSize:
        return QSize(360, 220)

    def _hands(self) -> int:
        return max((len(p) for p in self.progress), default=0)

    def _range(self) -> tuple[int, int]:
        """The lowest and highest points the side shows."""
        values = [v for p in self.progress for v in p]
        low = min([0, *values])
        high = max([self.target, *values, 1])
        return low, high + max(1, (high - low) // 10)  # room for the target's label

    def plot_area(self) -> QRectF:
        """Where the lines are drawn, inside the axes' numbers and under the legend."""
        fm = QFontMetricsF(self.font())
        low, high = self._range()
        numbers = max(fm.horizontalAdvance(describe.score_text(low)),
                      fm.horizontalAdvance(describe.score_text(high)))
        left = numbers + fm.height() * 0.6
        top = self._legend_height() + fm.height() * 0.4
        bottom = fm.height() * 2.4  # the hand numbers and "Hand"
        right = fm.height() * 0.8
        return QRectF(left, top, max(10.0, self.width() - left - right),
                      max(10.0, self.height() - top - bottom))

    def side_values(self) -> list[int]:
        """The points numbered up the side: a round step, as many as leave each number
        room, below zero too when a score went there."""
        fm = QFontMetricsF(self.font())
        low, high = self._range()
        span, room = max(1, high - low), self.plot_area().height()
        step = next(s for s in nice_steps()
                    if room * s / span >= fm.height() * 1.25 and span / s <= 8)
        return list(range(math.ceil(low / step) * step, high + 1, step))

    def _legend_height(self) -> float:
        return QFontMetricsF(self.font()).height() * 1.4 * len(self._legend_rows())

    def _legend_rows(self) -> list[list[int]]:
        """The seats of each row of the legend: as many side by side as fit."""
        fm = QFontMetricsF(self.font())
        rows: list[list[int]] = [[]]
        used = 0.0
        for seat, name in enumerate(self.names):
            width = fm.height() * 2.2 + fm.horizontalAdvance(name)
            if rows[-1] and used + width > self.width():
                rows.append([])
                used = 0.0
            rows[-1].append(seat)
            used += width
        return rows

    def point(self, hand: int, score: float) -> QPointF:
        """Where the score after ``hand`` (0 before the first hand) lies."""
        area = self.plot_area()
        low, high = self._range()
        x = area.left() + area.width() * hand / max(1, self._hands())
        y = area.bottom() - area.height() * (score - low) / max(1, high - low)
        return QPointF(x, y)

    def lines(self) -> list[list[QPointF]]:
        """Each player's line: one point for each hand played."""
        return [[self.point(i + 1, v) for i, v in enumerate(p)] for p in self.progress]

    def paintEvent(self, event: object) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        fm = QFontMetricsF(self.font())
        area = self.plot_area()
        low = self._range()[0]
        hands = self._hands()
        # points up the side, with faint lines across
        painter.setFont(self.font())
        for value in self.side_values():
            y = self.point(0, value).y()
            painter.setPen(QPen(GRID, 1))
            painter.drawLine(QPointF(area.left(), y), QPointF(area.right(), y))
            painter.setPen(MUTED)
            box = QRectF(0, y - fm.height() / 2, area.left() - fm.height() * 0.3, fm.height())
            painter.drawText(box, Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter,
                             describe.score_text(value))
        # hand numbers along the bottom
        if hands:
            widest = fm.horizontalAdvance(str(hands)) + fm.height()
            every = nice_step(hands, max(1, int(area.width() / widest)))
            for hand in range(0, hands + 1, every):
                x = self.point(hand, low).x()
                painter.setPen(QPen(MUTED, 1))
                painter.drawLine(QPointF(x, area.bottom()), QPointF(x, area.bottom() + 4))
                box = QRectF(x - widest / 2, area.bottom() + 4, widest, fm.height())
                painter.drawText(box, Qt.AlignmentFlag.AlignCenter, str(hand))
        painter.setPen(MUTED)
        painter.drawText(
            QRectF(area.left(), area.bottom() + 4 + fm.height(), area.width(), fm.height()),
            Qt.AlignmentFlag.AlignCenter, self.tr("Hand"))
        painter.setPen(QPen(MUTED, 1.2))
        painter.drawLine(area.bottomLeft(), area.topLeft())
        zero = self.point(0, 0).y()
        painter.drawLine(QPointF(area.left(), zero), QPointF(area.right(), zero))
        # the target
        target_y = self.point(0, self.target).y()
        painter.setPen(QPen(TARGET, 1.6, Qt.PenStyle.DashLine))
        painter.drawLine(QPointF(area.left(), target_y), QPointF(area.right(), target_y))
        label = self.tr("Target {0}").format(self.target)
        painter.setPen(TARGET)
        painter.drawText(QRectF(area.left() + 6, target_y - fm.height() - 1,
                                area.width() - 12, fm.height()),
                         Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter, label)
        # each player's line, from nought before the first hand
        size = max(3.0, fm.height() * 0.28)
        for seat, points in enumerate(self.lines()):
            colour = QColor(PLAYER_COLOURS[seat % 3])
            painter.setPen(QPen(colour, 2.2, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap,
                                Qt.PenJoinStyle.RoundJoin))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            path = QPainterPath(self.point(0, 0))
            for p in points:
                path.lineTo(p)
            painter.drawPath(path)
            painter.setBrush(colour)
            for p in points:
                _marker(painter, MARKERS[seat % 3], p, size)
        # the legend
        x0 = area.left()
        for r, seats in enumerate(self._legend_rows()):
            x = x0
            y = r * fm.height() * 1.4
            for seat in seats:
                colour = QColor(PLAYER_COLOURS[seat % 3])
                mid = QPointF(x + fm.height() * 0.6, y + fm.height() * 0.7)
                painter.setPen(QPen(colour, 2.2))
                painter.drawLine(mid - QPointF(fm.height() * 0.55, 0),
                                 mid + QPointF(fm.height() * 0.55, 0))
                painter.setBrush(colour)
                _marker(painter, MARKERS[seat % 3], mid, size)
                painter.setPen(TEXT)
                text_x = x + fm.height() * 1.4
                name = fm.elidedText(self.names[seat], Qt.TextElideMode.ElideRight,
                                     self.width() - text_x)
                painter.drawText(QRectF(text_x, y, fm.horizontalAdvance(name) + 2,
                                        fm.height() * 1.4),
                                 Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter, name)
                x = text_x + fm.horizontalAdvance(name) + fm.height() * 0.8


def _marker(painter: QPainter, shape: str, at: QPointF, size: float) -> None:
    if shape == "circle":
        painter.drawEllipse(at, size, size)
    elif shape == "square":
        painter.drawRect(QRectF(at.x() - size, at.y() - size, 2 * size, 2 * size))
    else:
        path = QPainterPath(at + QPointF(0, -size * 1.3))
        for dx, dy in ((size * 1.3, 0), (0, size * 1.3), (-size * 1.3, 0)):
            path.lineTo(at + QPointF(dx, dy))
        path.closeSubpath()
        painter.drawPath(path)


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
        self.show()
        self.raise_()
        self.play_again_button.setFocus(Qt.FocusReason.OtherFocusReason)

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
        first fill and layout cost is then paid before the game's end."""
        self.figures, self.names = figures, list(names)
        self._fill_standings(figures.standings())
        self.chart.set_game(names, figures.progress, figures.target)
        self._fill_figures(figures)
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
