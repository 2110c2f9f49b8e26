"""What lies over the table: messages (toasts), the hand summary and the end of the
game, the score sheet, and the last trick."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QEvent, QObject, QRect, QRectF, QSizeF, Qt, QTimer, Signal
from PySide6.QtGui import (
    QColor,
    QKeyEvent,
    QKeySequence,
    QPainter,
    QShowEvent,
)
from PySide6.QtWidgets import (
    QApplication,
    QFrame,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QLayout,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from ...engine.cards import Card
from ...engine.scoring import tied_over_target
from ..art.cardart import CardArt
from ..play.controller import Controller
from ..words import describe, who
from ..words.korean import fit_particles
from .content import translate
from .decisions import next_hand_label
from .fitnames import running_names
from .items import centred_card, text_scale
from .layout import TableLayout
from .toast import Toast, link_html, toast_obstacles, toast_place, toast_sizes

if TYPE_CHECKING:
    from .gameover import GameOverScreen

PREPARE_MS = 1500  # after a game starts, the game-over screen is made ahead of its end
REHEARSAL_HANDS = 200  # a longer game's figures take too long to count for a rehearsal

WON_EDGE = "#ffcf3a"  # the edge of the card that took the last trick, and its player's name

PANEL_STYLE = """
QFrame#panel, QFrame#coach, QFrame#last-trick { background: rgba(8, 30, 18, 225);
  border: 1px solid #c9962b; border-radius: 14px; }
QFrame#last-trick { background: rgb(8, 30, 18); }
QLabel { color: #f4f1e6; background: transparent; }
QLabel#title { font-size: 18px; font-weight: bold; color: #ffd54a; }
QPushButton { color: #1d1a12; background: #f1d27a; border: 1px solid #8a6d1c;
  border-radius: 8px; padding: 6px 16px; font-weight: bold; }
QPushButton:focus { border: 2px solid #ffffff; }
"""


def _clear_layout(layout: QLayout) -> None:
    """Take everything off ``layout``, and off the layouts in it: the widgets are hidden
    at once and deleted when the loop comes round."""
    while layout.count():
        item = layout.takeAt(0)
        if item is None:
            continue
        widget, inner = item.widget(), item.layout()
        if widget is not None:
            widget.hide()
            widget.deleteLater()
        elif inner is not None:
            _clear_layout(inner)
            inner.deleteLater()


class Panel(QFrame):
    """A centred overlay: a title, lines of text and optional buttons."""

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.setObjectName("panel")
        self.setStyleSheet(PANEL_STYLE)
        self._layout = QVBoxLayout(self)
        self._layout.setContentsMargins(20, 16, 20, 16)
        self.title = QLabel(self)
        self.title.setObjectName("title")
        self.body = QLabel(self)
        self.body.setWordWrap(True)
        self.body.setTextFormat(Qt.TextFormat.PlainText)
        self._layout.addWidget(self.title)
        self._layout.addWidget(self.body)
        self.button = QPushButton(self)
        self.button.setObjectName("panel-button")
        self.button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self._layout.addWidget(self.button, 0, Qt.AlignmentFlag.AlignRight)
        self.hide()

    def show_text(self, title: str, lines: list[str], button: str = "") -> None:
        self.title.setText(title)
        self.body.setText("\n".join(lines))
        self.button.setText(button)
        self.button.setVisible(bool(button))
        self.show()
        self.raise_()


class LastTrickPanel(Panel):
    """The last trick: each card as a small card with who played it under it, the
    winner's card edged in gold and the winner named in the title."""

    def __init__(self, parent: QWidget, art: CardArt) -> None:
        super().__init__(parent)
        self.setObjectName("last-trick")
        self.art = art
        self.body.hide()
        self.row = QHBoxLayout()
        self.row.setSpacing(14)
        self._layout.insertLayout(1, self.row)
        self.cards: list[QLabel] = []  # the cards, in play order
        self.names: list[QLabel] = []  # who played each

    def show_trick(
        self, title: str, plays: list[tuple[str, str, bool]], card_width: int, button: str
    ) -> None:
        """``plays``: each card's text ("JH"), who played it and whether it took the trick."""
        _clear_layout(self.row)
        self.cards, self.names = [], []
        dpr = self.devicePixelRatioF()
        for card, name, won in plays:
            cell = QVBoxLayout()
            picture = QLabel(self)
            picture.setObjectName("last-trick-card")
            picture.setPixmap(self.art.pixmap(card, card_width, dpr))
            picture.setAccessibleName(Card.parse(card).pretty())
            picture.setStyleSheet(
                f"border: 3px solid {WON_EDGE if won else 'transparent'}; border-radius: 8px;"
                " padding: 2px;"
            )
            who = QLabel(name, self)
            who.setObjectName("last-trick-name")
            who.setAlignment(Qt.AlignmentFlag.AlignHCenter)
            if won:
                who.setStyleSheet(f"color: {WON_EDGE}; font-weight: bold;")
            cell.addWidget(picture, 0, Qt.AlignmentFlag.AlignHCenter)
            cell.addWidget(who)
            self.row.addLayout(cell)
            self.cards.append(picture)
            self.names.append(who)
        self.show_text(title, [], button)
        self.body.hide()


def keyed(text: str, key: Qt.Key) -> str:
    """A button's text with its key, as the decision bar writes it: "Pass  [P]"."""
    name = QKeySequence(key).toString(QKeySequence.SequenceFormat.NativeText)
    return f"{text}  [{name}]"


class AnswerKeys(QObject):
    """The keys of a panel that waits for an answer: Enter gives the first button's
    answer, Esc the last's, Tab and Shift+Tab go from one button to the other.  The
    first button takes the focus when the panel shows; the focus goes back to the table
    when it hides."""

    def __init__(self, panel: QWidget, buttons: list[QPushButton], table: QWidget) -> None:
        super().__init__(panel)
        self.panel, self.buttons, self.table = panel, buttons, table
        for button in buttons:
            button.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
            button.installEventFilter(self)
        panel.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        kind = event.type()
        if watched is self.panel:
            if kind == QEvent.Type.Show:
                QTimer.singleShot(0, self._take_focus)
            elif kind == QEvent.Type.Hide:
                focused = QApplication.focusWidget()
                if focused is not None and self.panel.isAncestorOf(focused):
                    self.table.setFocus(Qt.FocusReason.OtherFocusReason)
            return False
        if kind != QEvent.Type.KeyPress or not isinstance(event, QKeyEvent):
            return False
        key = event.key()
        if key in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            self.buttons[0].click()
        elif key == Qt.Key.Key_Escape:
            self.buttons[-1].click()
        elif key in (Qt.Key.Key_Tab, Qt.Key.Key_Backtab):
            here = self.buttons.index(watched) if watched in self.buttons else 0
            step = -1 if key == Qt.Key.Key_Backtab else 1
            self.buttons[(here + step) % len(self.buttons)].setFocus(
                Qt.FocusReason.TabFocusReason)
        else:
            return False
        return True

    def _take_focus(self) -> None:
        if self.panel.isVisible():
            self.buttons[0].setFocus(Qt.FocusReason.OtherFocusReason)


class CoachPanel(Panel):
    """The coach's warning before a clear mistake: "Do it anyway  [Enter]" or "Let me
    think  [Esc]", answered by the mouse or the keyboard (:class:`AnswerKeys`); each
    button shows its key as the decision bar's do."""

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.setObjectName("coach")
        self.action: Any = None  # the call waiting for the player's word
        self.moment = (0, 0)  # where the game was when the warning came
        self.button.setObjectName("coach-go-on")
        self.think = QPushButton(keyed(translate("TableView", "Let me think"),
                                       Qt.Key.Key_Escape), self)
        self.think.setObjectName("coach-think")
        row = QHBoxLayout()
        row.addStretch(1)
        row.addWidget(self.think)
        self._layout.removeWidget(self.button)
        row.addWidget(self.button)
        self._layout.addLayout(row)
        self.keys = AnswerKeys(self, [self.button, self.think], parent)

    def warn(self, action: Any, text: str) -> None:
        self.action = action
        self.show_text(translate("TableView", "The coach: are you sure?"), [text],
                       keyed(translate("TableView", "Do it anyway"), Qt.Key.Key_Enter))


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
        buttons = QHBoxLayout()
        buttons.addStretch(1)
        buttons.addWidget(self.review_button)
        buttons.addWidget(self.button)
        box.addWidget(self.title)
        box.addWidget(self.headline)
        box.addLayout(self.grid)
        box.addWidget(self.totals)
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
        px = self.text_px()
        if px != self._px:
            self._px = px
            self.setStyleSheet(summary_style(px))
        _clear_layout(self.grid)
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
                    label.linkActivated.connect(self.rules_wanted)
        self.totals.setText(totals)
        self.totals.setProperty("final", final)
        self.totals.setStyleSheet("")  # re-read the [final] rule
        self.totals.setVisible(bool(totals))
        self.review_button.hide()
        self.button.setText(button)
        self.setGeometry(self._table_rect())
        self.show()
        self.raise_()

    def _cell(
        self, row: int, col: int, text: str, name: str, colour: str, left: bool
    ) -> QLabel:
        label = QLabel(text, self.card)
        if name:
            label.setObjectName(name)
        if colour:
            label.setStyleSheet(f"color: {colour};")
        align = Qt.AlignmentFlag.AlignLeft if left else Qt.AlignmentFlag.AlignHCenter
        self.grid.addWidget(label, row, col, align | Qt.AlignmentFlag.AlignVCenter)
        return label

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        self.shown.emit()

    def paintEvent(self, event: object) -> None:
        painter = QPainter(self)
        painter.fillRect(self.rect(), QColor(0, 0, 0, 120))


def _points_colour(points: int) -> str:
    return "#7cf29a" if points > 0 else ("#ff8f8f" if points < 0 else "#f4f1e6")


class Overlays(QObject):
    """The hand summary (and the end of the game), the score sheet and the last trick,
    over the table; they read the controller's models and its PlayerView."""

    new_game_requested = Signal()
    play_again_requested = Signal()
    rules_wanted = Signal(str)  # a link to the rules reference: its topic
    review_wanted = Signal()  # the summary's "Review your play"

    def __init__(
        self, controller: Controller, parent: QWidget, art: CardArt | None = None
    ) -> None:
        super().__init__(parent)
        self.c = controller
        self.table = parent
        self.toast = Toast(parent)
        self.toast.linkActivated.connect(self.rules_wanted)
        self.coach = CoachPanel(parent)
        self.coach.button.clicked.connect(self._coach_go_on)
        self.coach.think.clicked.connect(self.coach.hide)
        controller.illegal_move.connect(self._refused)
        controller.player_acted.connect(self.toast.hide_refusal)
        controller.coach_warning.connect(self._coach_warns)
        controller.bot_explained.connect(self._bot_explained)
        controller.view_changed.connect(self._drop_stale_warning)
        self.summary = SummaryOverlay(parent)
        self.summary.rules_wanted.connect(self.rules_wanted)
        self.summary.button.clicked.connect(self.summary_button)
        self.summary.review_button.clicked.connect(self.review_wanted)
        self.sheet = SummaryOverlay(parent)
        self.sheet.setObjectName("score-sheet")
        self.sheet.button.clicked.connect(self.close_score_sheet)
        self.toast.covers = (self.summary, self.sheet)
        for cover in self.toast.covers:
            cover.shown.connect(self.toast.hide)
        self._summary_under_sheet = False
        self.last_trick = LastTrickPanel(parent, art or CardArt())
        self.last_trick.button.clicked.connect(self.last_trick.hide)
        self.game_over_winner: int | None = None
        self.game_over_screen: GameOverScreen | None = None  # made at the first game's end
        self._layout: TableLayout | None = None  # the table's layout when last placed
        self._avoid: tuple[QRect, ...] = ()  # the widgets the toast keeps clear of
        self._toast_key: object = None  # what the toast's place was worked out for
        self._toast_rect = QRect()
        self._toast_shaped: object = None  # the text, font and width the sizes are for
        self._toast_sizes: list[QSizeF] = []

    def new_game(self) -> None:
        self.game_over_winner = None
        self.undone()
        if self.game_over_screen is None:  # made while the first hand is played
            QTimer.singleShot(PREPARE_MS, self, self._prepare_game_over)

    def _prepare_game_over(self) -> None:
        if self.game_over_screen is None:
            self._game_over_screen().prepare(then=self._rehearse_game_over)

    def _rehearse_game_over(self) -> None:
        """The game-over screen filled once, hidden, with the game so far."""
        screen, c = self.game_over_screen, self.c
        if screen is not None and not screen.isVisible() and c.view is not None \
                and c.lesson is None:
            view = c.view
            if view.hand_number < REHEARSAL_HANDS:
                figures = c.figures()
            else:  # the same screen filled with a game just begun: as costly to lay out
                from ...engine.deal import new_game
                from ...engine.figures import game_figures

                figures = game_figures(new_game(view.rules, 0))
            screen.rehearse(figures, c.names)

    def _game_over_screen(self) -> GameOverScreen:
        from .gameover import GameOverScreen

        screen = self.game_over_screen
        if screen is None:
            screen = self.game_over_screen = GameOverScreen(self.table)
            screen.play_again.connect(self.play_again_requested)
            screen.new_game.connect(self.new_game_requested)
            screen.review.connect(self.review_wanted)
        return screen

    # ------------------------------------------------------------- the coach
    def _refused(self, text: str) -> None:
        """A refusal of the engine's links to the rule behind it (the toast shows it next)."""
        from ..screens.rulesref import REASON_TOPICS

        refused = self.c.last_refusal
        if refused is not None and describe.refusal(refused) == text:
            self.toast.link_topic = REASON_TOPICS.get(refused.code, "")

    def _coach_warns(self, action: object, text: str) -> None:
        self.toast.hide()
        self.coach.warn(action, text)
        self.coach.moment = self._moment()
        if self._layout is not None:
            self._place_panel(self.coach, self._layout)
        self.coach.raise_()

    def _moment(self) -> tuple[int, int]:
        """Where the game is: the hand and how many actions it has had."""
        v = self.c.view
        return (v.hand_number, len(v.log)) if v is not None else (0, 0)

    def _coach_go_on(self) -> None:
        action = self.coach.action
        self.coach.hide()
        if action is not None:
            self.c.act(action, confirmed=True)

    def _drop_stale_warning(self) -> None:
        """The warning goes once the game has moved on (another choice, an undo)."""
        if self.coach.isVisible() and self.coach.moment != self._moment():
            self.coach.hide()

    def _bot_explained(self, seat: int, text: str) -> None:
        width = self._layout.width if self._layout is not None else self.table.width()
        name = running_names(self.c.names, self.toast.font(), width)[seat]
        self.toast.show_text(translate("TableView", "{0}: “{1}”").format(name, text),
                             notice=True)
        if self._layout is not None:
            self._place_toast(self._layout, self._avoid)

    def new_deal(self) -> None:
        self.summary.hide()
        self._summary_under_sheet = False

    def undone(self) -> None:
        if self.game_over_screen is not None:
            self.game_over_screen.hide()
        self.summary.hide()
        self.sheet.hide()
        self._summary_under_sheet = False
        self.last_trick.hide()

    def hand_scored(self) -> bool:
        """The summary of the hand just scored, when a player is at the table."""
        c = self.c
        if c.human is None:
            return False
        number = c.view.hand_number + 1 if c.view else 1
        headline, rows = c.last_table
        totals = self._totals()
        if c.view is not None and tied_over_target(c.view.scores, c.view.rules.target):
            totals += "\n" + translate(
                "TableView", "Tied for the lead at {0} points, at or over the target of {1}: "
                "play goes on until one player leads alone.").format(
                max(c.view.scores), c.view.rules.target)
        self.summary.show_table(
            translate("TableView", "Hand {0}").format(number),
            headline,
            rows,
            totals,
            next_hand_label(c) or translate("TableView", "Next hand"),
        )
        self.summary.review_button.setVisible(c.lesson is None)
        return True

    def game_over(self, winner: int) -> None:
        """The game-over screen: standings, the score chart, the figures, Play again."""
        self.game_over_winner = winner
        self.summary.hide()
        # shown in the next turn of the event loop: the table's last move is drawn in
        # this one, and neither keeps the UI thread busy for more than a frame
        QTimer.singleShot(0, self, lambda: self._show_game_over(winner))

    def _show_game_over(self, winner: int) -> None:
        c = self.c
        if self.game_over_winner != winner or c.view is None or c.view.winner != winner:
            return  # a new game or an undo came first
        screen = self._game_over_screen()
        screen.show_game(c.figures(), c.names, c.human, c.last_table[0])
        screen.review_button.setVisible(c.human is not None and c.lesson is None)

    def game_over_shown(self) -> bool:
        return self.game_over_screen is not None and self.game_over_screen.isVisible()

    def _totals(self) -> str:
        c = self.c
        scores = [describe.score_text(x) for x in (c.view.scores if c.view else (0, 0, 0))]
        return translate("TableView", "Scores: {0}").format("   ".join(  # none wrapped apart
            f"{c.names[s]} {scores[s]}".replace(" ", "\u00a0") for s in range(3)))

    def summary_button(self) -> None:
        """Next hand."""
        self.summary.hide()
        self.c.continue_()

    def show_score_sheet(self) -> None:
        """Each hand's contract, points and running totals (the newest that fit)."""
        c = self.c
        if c.view is None:
            return
        sheet = c.score_model.rows()
        fit = max(3, int((self.table.height() - 230) / (self.sheet.text_px() * 1.9)))
        shown = sheet[-fit:]
        rows = [
            [(label, "")]
            + [(f"{describe.score_text(totals[s])}  ({describe.signed(points[s])})", "")
               for s in range(3)]
            for label, points, totals in shown
        ]
        headline = translate("TableView", "Playing to {0}").format(c.view.rules.target)
        if len(shown) < len(sheet):
            headline += "  ·  " + translate("TableView", "the last {0} of {1} hands").format(
                len(shown), len(sheet)
            )
        if not sheet:
            headline += "  ·  " + translate("TableView", "no hand has been scored yet")
        if self.summary.isVisible():
            self._summary_under_sheet = True
            self.summary.hide()
        self.sheet.show_grid(
            translate("TableView", "Score sheet"),
            headline,
            [translate("TableView", "Hand"), *c.names] if sheet else [],
            rows,
            self._totals(),
            translate("TableView", "Close"),
        )

    def close_score_sheet(self) -> None:
        self.sheet.hide()
        if self._summary_under_sheet:
            self._summary_under_sheet = False
            self.summary.show()
            self.summary.raise_()

    def show_last_trick(self) -> bool:
        """The last trick of this hand and who won it; False if there is none yet."""
        c = self.c
        tricks = c.view.tricks if c.view is not None else ()
        if not tricks:
            return False
        trick = tricks[-1]
        if trick.winner is None:
            return False
        plays = [(str(card), c.names[seat], seat == trick.winner) for seat, card in trick.plays]
        width = self._layout.card_width if self._layout is not None else 80
        self.last_trick.show_trick(
            who.last_trick_title(c.names, trick.winner, c.human),
            plays,
            max(48, round(width * 0.72)),
            translate("TableView", "Close"),
        )
        return True

    def place(self, layout: TableLayout, avoid: tuple[QRect, ...] = ()) -> None:
        """Put the overlays where ``layout`` leaves room; the toast also keeps clear of
        the widgets at ``avoid`` (the prompt, the decision bar)."""
        self._avoid = avoid
        if self.toast.isVisible():
            self._place_toast(layout, avoid)
        w, h = int(layout.width), int(layout.height)
        self.summary.setGeometry(0, 0, w, h)
        self.sheet.setGeometry(0, 0, w, h)
        if self.game_over_shown():
            assert self.game_over_screen is not None
            self.game_over_screen.place()
        self._layout = layout
        for panel in (self.last_trick, self.coach):
            self._place_panel(panel, layout)

    def _place_toast(self, layout: TableLayout, avoid: tuple[QRect, ...]) -> None:
        """The toast where it covers no card of the trick, no card of the hand, no name
        plate and none of ``avoid``, and as little else as it can, near the middle."""
        toast = self.toast
        widest = int(layout.width * 0.7)
        toast.setMaximumWidth(widest)
        shaped = (toast.text(), toast.font().key(), widest)
        if shaped != self._toast_shaped:  # the text is measured once at each table width
            self._toast_shaped = shaped
            self._toast_sizes = toast_sizes(toast, layout.width)
        sizes = self._toast_sizes
        layers = toast_obstacles(layout, avoid)
        key = (layout.width, layout.height, tuple((s.width(), s.height()) for s in sizes),
               tuple(tuple(r.getRect() for r in layer) for layer in layers))
        if key != self._toast_key:  # the same place as last time, without the search
            self._toast_key = key
            self._toast_rect = toast_place(layout, sizes, layers)
        toast.setGeometry(self._toast_rect)

    def _place_panel(self, panel: Panel, layout: TableLayout) -> None:
        """Where the layout puts a panel, moved down below the piles' labels it would
        cover while that keeps it above the player's hand."""
        panel.setMaximumWidth(int(min(layout.width * 0.8, 640)))
        panel.adjustSize()
        rect = layout.panel_rect(panel.size().toSizeF())
        covered = [label for label in layout.labels.values()
                   if QRectF(rect).intersects(label)]
        if covered:
            top = int(max(label.bottom() for label in covered)) + 6
            if top + rect.height() <= layout.hand_top:
                rect.moveTop(top)
        panel.setGeometry(rect)
