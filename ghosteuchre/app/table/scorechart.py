"""The score chart of the game-over screen: each player's score after every hand,
drawn with QPainter, each player in a colour and a marker of their own."""

from __future__ import annotations

import math
from collections.abc import Iterator

from PySide6.QtCore import QPointF, QRectF, QSize, Qt
from PySide6.QtGui import (
    QColor,
    QFontMetricsF,
    QPainter,
    QPainterPath,
    QPen,
)
from PySide6.QtWidgets import QSizePolicy, QWidget

from ..words import describe

# one colour and one marker for each seat, told apart without colour too
PLAYER_COLOURS = ("#ffd54a", "#7cc8ff", "#ff9a8f")
MARKERS = ("circle", "square", "diamond")
TEXT = QColor("#f4f1e6")
MUTED = QColor("#b9cbbf")
GRID = QColor(255, 255, 255, 38)
TARGET = QColor("#c9962b")


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
