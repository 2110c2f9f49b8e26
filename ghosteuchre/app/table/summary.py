"""The hand summary and the score sheet over the dimmed table: a grid of tricks, points
and rules, sized to the window."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QRect, Qt, QTimer, Signal
from PySide6.QtGui import QColor, QPainter, QShowEvent
from PySide6.QtWidgets import QGridLayout, QHBoxLayout, QLabel, QPushButton, QWidget

from ..words import describe
from ..words.korean import fit_particles
from .content import translate
from .items import centred_card, text_scale
from .toast import link_html


def summary_style(px: int) -> str:
    """The overlay's style for a body text of ``px`` pixels."""
    return f"""
QFrame#summary-card {{ background: rgb(10, 34, 21); border: 1px solid #c9962b;
  border-radius: 14px; }}
QLabel {{ color: #f4f1e6; background: transparent; font-size: {px}px; }}
QLabel#title {{ font-size: {round(px * 1.45)}px; font-weight: bold; color: #ffd54a; }}
QLabel#headline {{ font-size: {round(px * 1.15)}px; color: #fff6d5; }}
QLabel#head {{ color: #c9d8cd; font-weight: bold; }}
QLabel#points {{ font-weight: bold; }}
QLabel#totals {{ color: #c9d8cd; }}
QLabel#totals[final="true"] {{ color: #ffd54a; font-weight: bold;
  font-size: {round(px * 1.15)}px; }}
QPushButton {{ color: #1d1a12; background: #f1d27a; border: 1px solid #8a6d1c;
  border-radius: 8px; padding: 6px 16px; font-weight: bold;
  font-size: {px}px; }}
"""


Cell = tuple[str, str]  # text, colour ("" for the default)


LINK_COLOUR = "#9fd3ff"


def _make_link(label: QLabel, text: str, topic: str) -> None:
    """Make ``label`` show ``text`` as a link to the rules reference's ``topic``."""
    label.setTextFormat(Qt.TextFormat.RichText)
    label.setText(link_html(text, topic, LINK_COLOUR))
    label.setTextInteractionFlags(Qt.TextInteractionFlag.LinksAccessibleByMouse)
    label.setCursor(Qt.CursorShape.PointingHandCursor)
    label.setToolTip(translate("TableView", "Open the rules at this topic"))


class SummaryOverlay(QWidget):
    """A small table over the dimmed table, with a title, a headline, a line under the
    table and one button: the end of a hand or of the game (each player's tricks and
    points with the rule that produced them), or the score sheet."""

    rules_wanted = Signal(str)  # a Why cell was clicked: the rules reference's topic
    renege_wanted = Signal(int)  # a "Call a renege" button: the seat accused
    shown = Signal()

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.setObjectName("summary")
        self._px = 0
        self.card, box = centred_card(self, "summary-card")
        self.title = QLabel(self.card)
        self.title.setObjectName("title")
        self.headline = QLabel(self.card)
        self.headline.setObjectName("headline")
        self.grid = QGridLayout()
        self.grid.setHorizontalSpacing(18)
        self.grid.setVerticalSpacing(6)
        self._cells: dict[tuple[int, int], QLabel] = {}  # the grid's labels, kept for reuse
        self.totals = QLabel(self.card)
        self.totals.setObjectName("totals")
        self.totals.setWordWrap(True)
        self.button = QPushButton(self.card)
        self.button.setObjectName("summary-next")
        self.button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.review_button = QPushButton(self.tr("Review your play"), self.card)
        self.review_button.setObjectName("summary-review")
        self.review_button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.review_button.hide()
        self._calls: dict[int, QPushButton] = {}  # a renege call's button, by the accused
        self._call_row = QHBoxLayout()  # a row of their own: the words are long in some languages
        self._call_row.addStretch(1)
        buttons = QHBoxLayout()
        buttons.addStretch(1)
        buttons.addWidget(self.review_button)
        buttons.addWidget(self.button)
        box.addWidget(self.title)
        box.addWidget(self.headline)
        box.addLayout(self.grid)
        box.addWidget(self.totals)
        box.addLayout(self._call_row)
        box.addLayout(buttons)
        self.hide()

    def _table_rect(self) -> QRect:
        parent = self.parentWidget()
        return parent.rect() if parent is not None else self.rect()

    def text_px(self) -> int:
        """The body text size for the table's size and, as far as it has room, text size."""
        w, h = self._table_rect().width(), self._table_rect().height()
        px = max(13, min(20, round(min(w / 80, h / 48))))
        return max(px, min(round(px * text_scale()), round(min(w / 50, h / 32))))

    def show_table(
        self,
        title: str,
        headline: str,
        rows: list[describe.SummaryRow],
        totals: str,
        button: str,
        final: bool = False,
    ) -> None:
        """A hand's summary: each player's tricks, points and the rule behind them."""
        from ..screens.rulesref import RULE_TOPICS

        head = [self.tr("Player"), self.tr("Tricks"), self.tr("Points"), self.tr("Why")]
        cells = [
            [
                (r.name, ""),
                (r.tricks, ""),
                (describe.signed(r.points), _points_colour(r.points)),
                (r.rule, ""),
            ]
            for r in rows
        ]
        links = {
            (row, 3): RULE_TOPICS[r.rule_code]
            for row, r in enumerate(rows, start=1)
            if r.rule_code in RULE_TOPICS
        }
        self.show_grid(
            title, headline, head if rows else [], cells, totals, button, final, left=(0, 3),
            links=links,
        )

    def _restyle(self) -> None:
        """The overlay's style at the text size the table has now (set again only when
        that changes: a new style sheet re-reads every label's look)."""
        px = self.text_px()
        if px != self._px:
            self._px = px
            self.setStyleSheet(summary_style(px))

    def prepare(self, rows: int = 4, then: Callable[[], None] | None = None) -> None:
        """Make the labels of a hand's summary (a head and three players, four columns)
        ahead of it, a row in each turn of the event loop, hidden and given the
        overlay's style, so that the first summary shows at once; ``then`` is called in
        the turn after the last row."""
        self._restyle()
        missing = [(r, c) for r in range(rows) for c in range(4) if (r, c) not in self._cells]
        if not missing:
            if then is not None:
                QTimer.singleShot(0, self, then)
            return
        row = missing[0][0]
        for at in (at for at in missing if at[0] == row):
            label = self._new_cell(*at)
            label.setObjectName("head" if row == 0 else "")
            label.setProperty("colour", "")
            label.hide()
            label.ensurePolished()
        QTimer.singleShot(0, self, lambda: self.prepare(rows, then))

    def _new_cell(self, row: int, col: int) -> QLabel:
        label = self._cells[row, col] = QLabel(self.card)
        label.linkActivated.connect(self.rules_wanted)
        return label

    def show_grid(
        self,
        title: str,
        headline: str,
        head: list[str],
        rows: list[list[Cell]],
        totals: str,
        button: str,
        final: bool = False,
        left: tuple[int, ...] = (0,),
        links: dict[tuple[int, int], str] | None = None,
    ) -> None:
        """``rows`` of (text, colour) cells under ``head``; the ``left`` columns align left;
        a cell of ``links`` (by row, counting the head, and column) opens the rules
        reference at its topic."""
        self._restyle()
        for label in self._cells.values():  # taken off the grid; each put back as needed
            self.grid.removeWidget(label)
            label.hide()
        self.title.setText(title)
        self.headline.setText(fit_particles(headline))
        self.headline.setVisible(bool(headline))
        for col, text in enumerate(head):
            self._cell(0, col, text, "head", "", col in left)
        columns = max([len(head), *(len(cells) for cells in rows)])
        for col in range(self.grid.columnCount()):
            self.grid.setColumnStretch(col, 0)
        self.grid.setColumnStretch(columns, 1)  # room the headline leaves goes after the table
        for row, cells in enumerate(rows, start=1):
            for col, (text, colour) in enumerate(cells):
                label = self._cell(
                    row, col, text, "points" if colour else "", colour, col in left
                )
                topic = (links or {}).get((row, col))
                if topic:
                    _make_link(label, text, topic)
        self.totals.setText(totals)
        self.totals.setProperty("final", final)
        self.totals.setStyleSheet("")  # re-read the [final] rule
        self.totals.setVisible(bool(totals))
        self.review_button.hide()
        self.show_calls([])
        self.button.setText(button)
        self.setGeometry(self._table_rect())
        self.show()
        self.raise_()

    def show_calls(self, calls: list[tuple[int, str]]) -> None:
        """A button for each player a renege may still be called on once the hand is
        over (until the next deal): the seat accused and the button's words."""
        for button in self._calls.values():
            button.hide()
        for seat, text in calls:
            if seat not in self._calls:
                made = self._calls[seat] = QPushButton(self.card)
                made.setObjectName(f"summary-renege-{seat}")
                made.setFocusPolicy(Qt.FocusPolicy.NoFocus)
                made.clicked.connect(lambda _=False, s=seat: self.renege_wanted.emit(s))
                self._call_row.addWidget(made)
            self._calls[seat].setText(text)
            self._calls[seat].show()

    def call_first(self) -> bool:
        """Click the first renege call's button shown, leftmost (the key R); False if none
        shows."""
        shown = [b for b in self._calls.values() if b.isVisible()]
        if not shown:
            return False
        min(shown, key=lambda b: b.x()).click()
        return True

    def _cell(
        self, row: int, col: int, text: str, name: str, colour: str, left: bool
    ) -> QLabel:
        """The label at ``row`` and ``col``: the one shown there before, given its new
        look only where it changed (a new label re-reads the overlay's whole style)."""
        label = self._cells.get((row, col))
        if label is None:
            label = self._new_cell(row, col)
        elif label.textFormat() == Qt.TextFormat.RichText:  # it was a link
            label.setTextFormat(Qt.TextFormat.AutoText)
            label.setTextInteractionFlags(Qt.TextInteractionFlag.NoTextInteraction)
            label.unsetCursor()
            label.setToolTip("")
        label.setText(text)
        if label.objectName() != name or label.property("colour") != colour:
            label.setObjectName(name)
            label.setProperty("colour", colour)
            label.setStyleSheet(f"color: {colour};" if colour else "")
        align = Qt.AlignmentFlag.AlignLeft if left else Qt.AlignmentFlag.AlignHCenter
        self.grid.addWidget(label, row, col, align | Qt.AlignmentFlag.AlignVCenter)
        label.show()
        return label

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        self.shown.emit()

    def paintEvent(self, event: object) -> None:
        painter = QPainter(self)
        painter.fillRect(self.rect(), QColor(0, 0, 0, 120))


def _points_colour(points: int) -> str:
    return "#7cf29a" if points > 0 else ("#ff8f8f" if points < 0 else "#f4f1e6")
