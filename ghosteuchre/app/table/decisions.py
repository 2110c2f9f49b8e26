"""The decision bar (one button per choice of the current phase, legal ones enabled), the
prompt above it and the hint button."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QObject, QRect, QRectF, QSizeF, Qt, Signal
from PySide6.QtGui import QFont
from PySide6.QtWidgets import QHBoxLayout, QLabel, QPushButton, QWidget

from ...engine import actions as acts
from ...engine.actions import Action
from ...engine.cards import SUIT_SYMBOLS, SUITS
from ...engine.state import Phase
from ...engine.view import PlayerView
from ..words import describe, tablewords
from ..words.korean import fit_particles
from . import keys
from .commands import TableCommands
from .content import translate
from .fitnames import running_names
from .layout import TableLayout, text_px

BAR_STYLE = """
QWidget#decisions { background: transparent; }
QPushButton {
  color: #1d1a12; background: qlineargradient(x1:0, y1:0, x2:0, y2:1,
      stop:0 #fff3c4, stop:1 #e9c65a);
  border: 1px solid #8a6d1c; border-radius: 8px; padding: 6px 14px; font-weight: bold;
}
QPushButton:hover { background: #fff7d8; }
QPushButton:focus { border: 3px solid #ffffff; padding: 4px 12px; outline: none; }
QPushButton:disabled { color: #6b6a60; background: #b9b7a8; border-color: #7d7b70; }
QPushButton[suit="D"], QPushButton[suit="H"] { color: #a00f18; }
QPushButton[hint="true"] { border: 3px solid #2fbf5b; }
"""
COMPACT_STYLE = """
QPushButton { padding: 6px 7px; }
QPushButton:focus { padding: 4px 5px; }
"""
FOUR_COLOUR_STYLE = """
QPushButton[suit="C"] { color: #0d5c2a; }
QPushButton[suit="D"] { color: #114a9e; }
"""


class DecisionBar(QWidget):
    """Shows the choices for the viewer; keys trigger them (shown in brackets)."""

    chosen = Signal(object)  # an engine Action
    discard_confirmed = Signal()
    renege_called = Signal(int)
    next_hand = Signal()
    claim_wanted = Signal()  # "Claim the rest"

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("decisions")
        self.setAccessibleName(self.tr("Your choices"))
        self.setStyleSheet(BAR_STYLE)
        self.setAttribute(Qt.WidgetAttribute.WA_StyledBackground, True)
        self._layout = QHBoxLayout(self)
        self._layout.setContentsMargins(0, 0, 0, 0)
        self._layout.setSpacing(8)
        self._keys: dict[int, QPushButton] = {}
        self._by_action: dict[Action, QPushButton] = {}
        # every button made, by name: a choice that comes again reuses its button (a new
        # one costs the UI thread its making, its style and its connection)
        self._made: dict[str, QPushButton] = {}
        self._on_click: dict[str, Callable[[], None]] = {}
        self._signature: tuple[object, ...] = ()
        self.names: list[str] = ["", "", ""]
        self.next_label = ""  # the text of the button after a hand (next_hand_label)
        self._view: PlayerView | None = None
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)

    def buttons(self) -> list[QPushButton]:
        """The buttons on the bar now, left to right."""
        items = (self._layout.itemAt(i) for i in range(self._layout.count()))
        return [w for item in items if item is not None
                and isinstance(w := item.widget(), QPushButton)]

    def set_compact(self, compact: bool) -> None:
        """Narrower gaps between the buttons (where the bar must give way)."""
        self._layout.setSpacing(4 if compact else 8)

    def _clear(self) -> None:
        self._keys = {}
        self._by_action = {}
        while self._layout.count():
            item = self._layout.takeAt(0)
            widget = item.widget() if item is not None else None
            if widget is not None:
                widget.hide()

    def _add(
        self,
        name: str,
        text: str,
        key: Qt.Key | None,
        enabled: bool,
        on_click: Callable[[], None],
        suit: str = "",
        action: Action | None = None,
    ) -> QPushButton:
        text, mnemonic = keys.mnemonic(text)
        key = key if key is not None else mnemonic
        label = f"{text}  [{keys.key_text(key)}]" if key is not None else text
        button = self._made.get(name) or self._make(name, suit)
        button.setText(label)
        button.setEnabled(enabled)
        button.setAccessibleName(text)
        button.setToolTip("")
        if button.property("hint"):
            self._ring(button, False)
        self._on_click[name] = on_click
        self._layout.addWidget(button)
        button.show()
        if key is not None and enabled:
            self._keys[int(key)] = button
        if action is not None:
            self._by_action[action] = button
        return button

    def _make(self, name: str, suit: str) -> QPushButton:
        button = self._made[name] = QPushButton(self)
        button.setObjectName(name)
        button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        button.setAutoDefault(True)  # Enter, like Space, takes a choice Tab reached
        button.setCursor(Qt.CursorShape.PointingHandCursor)
        if suit:
            button.setProperty("suit", suit)  # its text takes the suit's colour
        button.clicked.connect(lambda: self._on_click[name]())
        return button

    def set_hint(self, actions: list[Action]) -> None:
        """Ring the button of a suggested action."""
        for action, button in self._by_action.items():
            hinted = action in actions
            if bool(button.property("hint")) != hinted:
                self._ring(button, hinted)

    @staticmethod
    def _ring(button: QPushButton, hinted: bool) -> None:
        button.setProperty("hint", hinted)
        button.style().unpolish(button)
        button.style().polish(button)

    def trigger_key(self, key: int) -> bool:
        """Click the enabled button bound to ``key``; True if there was one."""
        button = self._keys.get(key)
        if button is None or not button.isEnabled() or not button.isVisible():
            return False
        button.click()
        return True

    def show_choices(
        self,
        view: PlayerView | None,
        my_turn: bool,
        selected: int,
        hand_over: bool,
        game_over: bool,
        claim: bool = False,
    ) -> None:
        """Rebuild the buttons for ``view`` (the viewer's view); ``claim``: the player may
        claim the rest of the hand."""
        legal = set(view.legal) if view is not None and my_turn else set()
        can_call = view.can_call if view is not None else ()
        names = self.names
        signature = (
            view.phase if view else None,
            tuple(sorted(legal, key=str)),
            can_call,
            selected if view and view.phase == Phase.DISCARD else -1,
            hand_over,
            game_over,
            self.next_label,
            view.dealer if view else None,
            tuple(names),
            claim,
        )
        if signature == self._signature:
            return
        self._signature = signature
        self._clear()
        if view is not None and legal:
            self._phase_buttons(view, legal, selected)
        if claim:
            button = self._add("act-claim", keys.claim(), None, True, self.claim_wanted.emit)
            button.setToolTip(translate(
                "TableView", "Your cards are sure to take every trick left: they are played "
                "out for you at once, then the hand is scored."))
        for seat in can_call:
            button = self._add(
                f"act-renege-{seat}",
                keys.renege().format(names[seat]) if len(can_call) == 1
                else keys.mnemonic(keys.renege())[0].format(names[seat]),
                None,
                True,
                self._call(seat),
            )
            button.setToolTip(
                translate(
                    "TableView",
                    "Say that this player did not follow suit when they could: if it is "
                    "true, they lose points; if not, you do.",
                )
            )
        if hand_over and not game_over:
            button = self._add(
                "act-next", self.next_label or keys.next_hand(),
                Qt.Key.Key_N if self.next_label else None, True, self.next_hand.emit,
            )
            if not self.next_label:
                button.setToolTip(translate("TableView", "Deal the next hand."))
        for button in self.buttons():
            button.setAccessibleDescription(button.toolTip())
        self.setVisible(self._layout.count() > 0)
        self.resize(self.sizeHint())

    def _call(self, seat: int) -> Callable[[], None]:
        return lambda: self.renege_called.emit(seat)

    def _choice(
        self,
        name: str,
        text: str,
        key: Qt.Key | None,
        action: Action,
        legal: set[Action],
        suit: str = "",
    ) -> None:
        button = self._add(
            name, text, key, action in legal, lambda: self.chosen.emit(action), suit, action
        )
        if self._view is not None:
            button.setToolTip(tablewords.commitment(self._view, action))

    def _phase_buttons(self, view: PlayerView, legal: set[Action], selected: int) -> None:
        phase = view.phase
        self._view = view
        choice = self._choice
        if phase == Phase.BID:
            if view.rules.ghost_swap:
                choice("act-swap", keys.swap(), None, acts.SWAP, legal)
            for n in (3, 4, 5):
                choice(
                    f"act-bid-{n}",
                    self.tr("Bid {0}").format(n),
                    Qt.Key(Qt.Key.Key_0 + n),
                    acts.BID[n],
                    legal,
                )
            choice("act-moon", keys.moon(), None, acts.MOON, legal)
            choice("act-pass", keys.pass_(), None, acts.PASS, legal)
        elif phase in (Phase.DECLARE, Phase.ROUND2):
            for s in range(4):
                if phase == Phase.ROUND2 and s == view.turned_down:
                    continue
                choice(
                    f"act-trump-{SUITS[s]}",
                    f"{SUIT_SYMBOLS[s]} {keys.suit(s)}",
                    None,
                    acts.TRUMP[s],
                    legal,
                    suit=SUITS[s],
                )
            if phase == Phase.ROUND2:
                choice("act-pass", keys.pass_(), None, acts.PASS, legal)
        elif phase == Phase.ROUND1:
            text = keys.accept() if view.seat == view.dealer else keys.order()
            choice("act-order", text, None, acts.ORDER, legal)
            choice("act-pass", keys.pass_(), None, acts.PASS, legal)
        elif phase == Phase.PICKUP:
            choice("act-pickup", keys.pick_up(), None, acts.PICKUP, legal)
            choice("act-decline", keys.decline(), None, acts.DECLINE, legal)
        elif phase == Phase.CHOICE:
            choice("act-dummy", keys.take_dummy(), None, acts.DUMMY, legal)
            choice("act-alone", keys.go_alone(), None, acts.ALONE, legal)
        elif phase == Phase.DEFEND:
            choice("act-alone", keys.defend_alone(), None, acts.ALONE, legal)
            choice("act-pass", keys.pass_(), None, acts.PASS, legal)
        elif phase == Phase.DISCARD:
            need = len(view.hand) - 5
            button = self._add(
                "act-discard",
                keys.discard().format(selected, need),
                None,
                selected == need,
                self.discard_confirmed.emit,
            )
            button.setToolTip(
                translate(
                    "TableView",
                    "Put the chosen cards aside face down: you play the hand with the other "
                    "five.",
                )
            )


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

    def set_bar_px(self, px: int, compact: bool = False) -> None:
        """The bar's buttons' text size; ``compact``: their margins narrowed."""
        if self.bar.property("fit") != (px, compact):
            self.bar.setProperty("fit", (px, compact))
            self.bar.setStyleSheet(self._button_style(px, compact))
            self.bar.set_compact(compact)

    def set_hint_px(self, px: int) -> None:
        """The hint button's text size: the table's, not the bar's (which gives way where
        a long bar would not fit), so the button keeps its size from phase to phase."""
        if self.hint_button.property("px") != px:
            self.hint_button.setProperty("px", px)
            self.hint_button.setStyleSheet(self._button_style(px))

    def _button_style(self, px: int, compact: bool = False) -> str:
        style = BAR_STYLE + (FOUR_COLOUR_STYLE if self.four_colour else "")
        if compact:
            style += COMPACT_STYLE
        return style + f"QPushButton {{ font-size: {px}px; }}"

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
