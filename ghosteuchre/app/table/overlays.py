"""What lies over the table, filled from the models and the PlayerView: messages
(toasts), the hand summary and the end of the game, the score sheet (``summary.py``),
the last trick and the coach's warning (``panels.py``)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, QRect, QRectF, QSizeF, QTimer, Signal
from PySide6.QtWidgets import QWidget

from ...engine.scoring import tied_over_target
from ..art.cardart import CardArt
from ..words import describe, who
from . import keys
from .content import translate
from .controls import next_hand_label
from .fitnames import running_names
from .items import after
from .layout import TableLayout
from .panels import CoachPanel, LastTrickPanel, Panel
from .summary import SummaryOverlay
from .toast import Toast, toast_kept, toast_obstacles, toast_place, toast_sizes

if TYPE_CHECKING:
    from .commands import TableCommands
    from .gameover import GameOverScreen

PREPARE_MS = 1500  # after a game starts, the game-over screen is made ahead of its end
REHEARSAL_HANDS = 200  # a longer game's figures take too long to count for a rehearsal
# a bot's reason waits for the table to lay its move out (at once, or in the next turn
# of the event loop); shown this long after if no lay-out came
REASON_WAIT_MS = 100


class Overlays(QObject):
    """The hand summary (and the end of the game), the score sheet and the last trick,
    over the table; they read the controller's models and its PlayerView."""

    new_game_requested = Signal()
    play_again_requested = Signal()
    rules_wanted = Signal(str)  # a link to the rules reference: its topic
    review_wanted = Signal()  # the summary's "Review your play"

    def __init__(
        self, controller: TableCommands, parent: QWidget, art: CardArt | None = None
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
        self.summary.renege_wanted.connect(controller.call_renege)
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
        self._reason: str | None = None  # a bot's reason, shown at the next lay-out
        # ... or after a while if no lay-out comes
        self._reason_wait = after(self, REASON_WAIT_MS, self._reason_not_laid_out)
        self._prepare_soon = after(self, PREPARE_MS, self._prepare_game_over)
        self._toast_rect = QRect()
        self._toast_shaped: object = None  # the text, font and width the sizes are for
        self._toast_sizes: list[QSizeF] = []

    def new_game(self) -> None:
        self.game_over_winner = None
        self.undone()
        if self.game_over_screen is None:  # made while the first hand is played
            self._prepare_soon.start()

    def _prepare_game_over(self) -> None:
        if self.game_over_screen is None:
            self.summary.prepare(then=lambda: self._game_over_screen().prepare(
                then=self._rehearse_game_over))

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
        # shown with the bot's move, when the table lays that out (now, or in the next
        # turn of the event loop), so it appears once, where the new table leaves room
        self._reason = translate("TableView", "{0}: “{1}”").format(name, text)
        if not self._reason_wait.isActive():
            self._reason_wait.start()

    def _show_reason(self) -> bool:
        """Show the bot's reason that waits for the table's lay-out; False if none."""
        if self._reason is None:
            return False
        reason, self._reason = self._reason, None
        self.toast.show_text(reason, notice=True)
        return True

    def _reason_not_laid_out(self) -> None:
        if self._show_reason() and self._layout is not None:  # no lay-out came first
            self._place_toast(self._layout, self._avoid)

    def new_deal(self) -> None:
        self._reason = None
        self.toast.hide()  # what it said was of the last hand
        self.summary.hide()
        self._summary_under_sheet = False

    def undone(self) -> None:
        self._reason = None
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
        call = keys.mnemonic(keys.renege())[0]
        self.summary.show_calls(
            [(seat, call.format(c.names[seat])) for seat in (c.view.can_call if c.view else ())])
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
        self._show_reason()
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
            if panel.isVisible():  # else placed when it shows
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
            self._toast_rect = (toast_kept(self._toast_rect, layout, sizes, layers)
                                or toast_place(layout, sizes, layers))
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
