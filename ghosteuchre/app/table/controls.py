"""What the player is asked and may choose, over the table above the hand: the prompt,
the decision bar (``decisions.py``) and the hint button, placed and sized by the layout."""

from __future__ import annotations

from PySide6.QtCore import QObject, QRect, QRectF, QSizeF, Qt
from PySide6.QtGui import QFont
from PySide6.QtWidgets import QLabel, QPushButton, QWidget

from ...engine.view import PlayerView
from ..words import describe, tablewords
from ..words.korean import fit_particles
from .commands import TableCommands
from .content import translate
from .decisions import BAR_STYLE, COMPACT_STYLE, FOUR_COLOUR_STYLE, DecisionBar, sized_font
from .fitnames import running_names
from .layout import TableLayout, text_px

PROMPT_STYLE = (
    "QLabel#prompt { color: #fff6d5; background: rgba(0, 0, 0, 110);"
    " border-radius: 9px; padding: 3px 12px; }"
)
MIN_TEXT_PX = 10  # the smallest the prompt and the decision bar's text become to fit
MIN_NOTE_WIDTH = 180  # narrower than this, the hint goes above the hand instead
HINT_STYLE = (
    "QLabel#hint-note { color: #1d1a12; background: rgba(241, 210, 122, 240);"
    " border: 1px solid #8a6d1c; border-radius: 10px; padding: 6px 10px; }"
)


def next_hand_label(c: TableCommands) -> str:
    """What the button after a hand does: in a lesson or a practice deal it goes back to
    the list; after a game won in the last trick (held while the player may still call
    a renege) it ends the game (empty: it deals the next hand)."""
    lesson = c.lesson
    if lesson is None:
        won = c.view is not None and c.view.winner is not None
        return translate("TableView", "Finish the game") if won else ""
    if lesson.course.kind == "practice":
        return translate("TableView", "Back to the practice deals")
    return translate("TableView", "Back to the lessons")


class Controls(QObject):
    """What the player is asked and may choose, over the table above the hand: the
    prompt, the decision bar, and the hint button in the corner."""

    def __init__(self, controller: TableCommands, parent: QWidget) -> None:
        super().__init__(parent)
        self.c = controller
        self.bar = DecisionBar(parent)
        self.bar.names = controller.names
        self.bar.hide()  # until there is a game to show (see place)
        self.prompt = QLabel(parent)
        self.prompt.setObjectName("prompt")
        self.prompt.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.prompt.setStyleSheet(PROMPT_STYLE)
        self.prompt.hide()
        self.hint_button = QPushButton(translate("TableView", "Hint"), parent)
        self.hint_button.setObjectName("hint")
        self.hint_button.setToolTip(
            translate("TableView", "What would the Hard bot do? (Ctrl+H)")
        )
        self.hint_button.setStyleSheet(BAR_STYLE)
        self.hint_button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.hint_button.setAutoDefault(True)
        self.hint_button.setAccessibleDescription(self.hint_button.toolTip())
        self.hint_button.hide()
        self.hint_button.clicked.connect(controller.hint)
        # the hint, from its coming until the player acts, above the hint button
        self.hint_note = QLabel(parent)
        self.hint_note.setObjectName("hint-note")
        self.hint_note.setWordWrap(True)
        self.hint_note.setTextFormat(Qt.TextFormat.PlainText)
        self.hint_note.setStyleSheet(HINT_STYLE)
        self.hint_note.hide()
        self.four_colour = False  # the suits' buttons in the four-colour deck's inks

    def fit(self, layout: TableLayout, view: PlayerView, px: int, compact: bool,
            selected: int, game_over: bool, covered: bool) -> tuple[int, bool]:
        """Place the prompt, the bar and the hint (as ``place``) at the table's text size,
        the bar starting from ``px`` and ``compact`` (its last fit).  The prompt becomes
        smaller only where its line would not fit the table's width.  The bar gives way
        where it would not fit the table's width, or, larger than the usual size, would
        lie over the cards beside it or a plate: first its buttons' margins narrow, then
        its text is made smaller.  Returns the bar's size and margins that fit."""
        usual = text_px(layout.card_width)
        wanted = round(usual * layout.text_scale)
        prompt_px = wanted
        self.set_hint_px(wanted)
        room = layout.width - 16
        while True:
            if self.prompt.font().pixelSize() != prompt_px:
                font = QFont(self.bar.font())
                font.setPixelSize(prompt_px)
                self.prompt.setFont(font)
            self.set_bar_px(px, compact)
            self.place(layout, view, selected, game_over, covered)
            if self.prompt.width() > room and prompt_px > MIN_TEXT_PX:
                prompt_px -= 1
                continue
            too_wide = self.bar.width() > room or (
                px > usual and over_the_cards(layout, self.bar))
            if not too_wide or px <= MIN_TEXT_PX:
                return px, compact
            if compact:
                px -= 1
            compact = True

    def refit(self) -> None:
        """Size the bar and the hint button again at the next fit (the app's font or the
        suits' inks have changed)."""
        self.bar.setProperty("fit", None)
        self.hint_button.setProperty("px", None)

    def set_bar_px(self, px: int, compact: bool = False) -> None:
        """The bar's buttons' text size; ``compact``: their margins narrowed."""
        if self.bar.property("fit") != (px, compact):
            self.bar.setProperty("fit", (px, compact))
            style = self._button_style(compact)
            if self.bar.styleSheet() != style:  # restyles every button the bar has made
                self.bar.setStyleSheet(style)
            self.bar.set_text_px(px)
            self.bar.set_compact(compact)

    def set_hint_px(self, px: int) -> None:
        """The hint button's text size: the table's, not the bar's (which gives way where
        a long bar would not fit), so the button keeps its size from phase to phase."""
        if self.hint_button.property("px") != px:
            self.hint_button.setProperty("px", px)
            self.hint_button.setFont(sized_font(self.bar, px))

    def _button_style(self, compact: bool = False) -> str:
        style = BAR_STYLE + (FOUR_COLOUR_STYLE if self.four_colour else "")
        return style + COMPACT_STYLE if compact else style

    def place(
        self, layout: TableLayout, view: PlayerView, selected: int, game_over: bool, covered: bool
    ) -> None:
        """Show the choices of ``view`` (``selected`` discards chosen so far) where the
        layout puts them; ``covered``: the hand's summary lies over the table."""
        c = self.c
        bar = self.bar
        names = running_names(c.names, self.prompt.font(), layout.width)
        bar.names = names
        bar.next_label = next_hand_label(c)
        bar.show_choices(
            view, c.human_to_act, selected, c.awaiting_next_hand and c.human is not None,
            game_over, c.can_claim,
        )
        bar.set_hint(c.hint_actions)
        bar.resize(bar.sizeHint())
        bar_h = bar.sizeHint().height()
        self.hint_button.setVisible(c.human_to_act and not covered)
        self.hint_button.adjustSize()
        self.hint_button.move(layout.hint_rect(self.hint_button.size().toSizeF()).topLeft())
        bar.move(layout.bar_rect(QSizeF(bar.width(), bar_h)).topLeft())
        text = (
            tablewords.prompt(view, names)
            if c.human is not None
            else translate("TableView", "Demo game")
        )
        auto = c.shown().auto_card
        if auto is not None:
            text = translate("TableView", "Only the {0} may be played: it is played for you"
                             ).format(auto.pretty())
        if c.holding_trick and c.trick_model.winner is not None:
            text = describe.trick_taken(names, c.trick_model.winner, c.human)
            if c.pacing.trick_pause_ms == 0 and c.human is not None and not c.scripted:
                text = translate("TableView", "{0} — click or press Space to go on").format(text)
        self.prompt.setText(fit_particles(text))
        self.prompt.adjustSize()
        self.prompt.setVisible(bool(text))
        self.prompt.move(layout.prompt_rect(self.prompt.size().toSizeF(), bar_h).topLeft())
        self._place_hint(layout, view, covered)
        if covered:
            bar.hide()
            self.prompt.hide()

    def _place_hint(self, layout: TableLayout, view: PlayerView, covered: bool) -> None:
        """The hint stays until the player acts: above the hint button, in the corner (or,
        where the hand reaches that far, higher, clear of the hand)."""
        c, note = self.c, self.hint_note
        if not c.hint_actions or covered or not c.human_to_act:
            note.hide()
            return
        note.setText(tablewords.hint_text(c.hint_actions, view, c.hint_reason))
        button = self.hint_button.geometry()
        hand = layout.element_rect("hand")
        room = button.right() - (hand.right() if hand is not None else 0.0) - 12
        width = int(min(340.0, layout.width * 0.3, max(room, MIN_NOTE_WIDTH)))
        note.setFixedWidth(width)
        note.setFixedHeight(note.heightForWidth(width))
        rect = QRect(button.right() - width, button.top() - note.height() - 8, width,
                     note.height())
        if hand is not None and QRectF(rect).intersects(hand):
            rect.moveBottom(int(layout.hand_top) - 8)
        rect.moveTop(max(4, rect.top()))
        note.move(rect.topLeft())
        note.show()
        note.raise_()


def over_the_cards(layout: TableLayout, bar: QWidget) -> bool:
    """Whether the decision bar lies over a pile of cards beside it or a name plate."""
    rect = QRectF(bar.geometry())
    piles = [pile.rect() for name, pile in layout.piles.items()
             if name not in ("hand", "trick") and len(pile)]
    return any(rect.intersects(r) for r in [*piles, *map(QRectF, layout.plates)])
