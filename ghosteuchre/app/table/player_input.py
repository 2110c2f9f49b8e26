"""The player's hand on the table: the keyboard's focus ring, the discards chosen so far,
and what a click, a drop or a key does; every choice goes to the controller."""

from __future__ import annotations

from PySide6.QtCore import QObject, Signal
from PySide6.QtGui import QKeyEvent

from ...engine import actions as acts
from ...engine.cards import Card
from ...engine.state import Phase
from . import keys
from .commands import TableCommands
from .content import hand_cards, translate
from .decisions import DecisionBar
from .overlays import Overlays


class PlayerInput(QObject):
    """Turns clicks, drops and keys into the controller's actions."""

    changed = Signal()  # the table should be shown again
    message = Signal(str)  # a sentence for the player
    last_trick_wanted = Signal()
    shortcuts_wanted = Signal()  # "?": the keyboard shortcut sheet

    def __init__(
        self,
        controller: TableCommands,
        overlays: Overlays,
        bar: DecisionBar,
        parent: QObject | None = None,
    ) -> None:
        super().__init__(parent)
        self.c = controller
        self.overlays = overlays
        self.bar = bar
        self.focus_index = 0  # the card of the hand with the focus ring
        self.selected: set[Card] = set()  # the discards chosen so far
        self.keyboard_used = False  # the focus ring shows after an arrow key
        self._turn: tuple[int, int, int] | None = None  # the play turn the ring was set for

    def discarding(self) -> bool:
        v = self.c.view
        return self.c.human_to_act and v is not None and v.phase == Phase.DISCARD

    def settle(self, hand: list[Card]) -> None:
        """Forget choices the game has moved past."""
        self.selected &= set(hand)
        if not self.discarding():
            self.selected.clear()
        self.focus_index = min(self.focus_index, max(0, len(hand) - 1))
        v = self.c.view
        if v is None or not self.c.human_to_act or v.phase != Phase.PLAY:
            return
        turn = (v.hand_number, len(v.tricks), len(hand))
        legal = [i for i, card in enumerate(hand) if acts.PLAY[card] in v.legal]
        if turn != self._turn and legal and self.focus_index not in legal:
            # the turn starts with the ring on the playable card nearest to it
            self.focus_index = min(legal, key=lambda i: abs(i - self.focus_index))
        self._turn = turn

    def new_deal(self) -> None:
        self.selected.clear()
        self.focus_index = 0

    def activate(self, card: Card) -> None:
        """A click (or Enter) on one of the viewer's cards."""
        c = self.c
        v = c.view
        if v is None:
            return
        if self.discarding():
            if card in self.selected:
                self.selected.discard(card)
            elif len(self.selected) < len(v.hand) - 5:
                self.selected.add(card)
            else:
                self.message.emit(
                    translate(
                        "TableView",
                        "You have already chosen your discards; click one to put it back.",
                    )
                )
            self.changed.emit()
            return
        if c.holding_trick:
            c.continue_()
            return
        c.play(card)

    def confirm_discard(self) -> None:
        if self.c.discard(sorted(self.selected)):
            self.selected.clear()

    # ------------------------------------------------------------- the mouse
    def pressed(self, left: bool) -> None:
        self.keyboard_used = False
        if left:
            self.overlays.last_trick.hide()

    def card_clicked(self, card: str) -> None:
        c = self.c
        if not c.pacing.double_click or (c.view and c.view.phase == Phase.DISCARD):
            self.activate(Card.parse(card))

    def card_double_clicked(self, card: str) -> None:
        self.activate(Card.parse(card))

    def card_dropped(self, card: str, pile: str) -> None:
        """A card dragged from the hand and let go: played if on the trick (the table is
        laid out anew as the game moves); else, or if refused, laid out back in the hand."""
        if pile != "trick" or not self.c.play(Card.parse(card)):
            self.changed.emit()

    def felt_clicked(self) -> None:
        if self.c.holding_trick:
            self.c.continue_()

    # ---------------------------------------------------------- the keyboard
    def key(self, event: QKeyEvent) -> bool:
        """Act on a key pressed on the table; False if it means nothing here."""
        key = event.key()
        c = self.c
        overlays = self.overlays
        hand = hand_cards(c)
        if key not in keys.LAST_TRICK_KEYS:  # L shows the last trick or closes it
            overlays.last_trick.hide()
        if key in keys.SHEET_KEYS or event.text() == "?":
            self.shortcuts_wanted.emit()
            return True
        if overlays.sheet.isVisible() and key in (*keys.CLOSE_KEYS, *keys.ENTER_KEYS):
            overlays.close_score_sheet()
            return True
        if key in keys.MOVE_KEYS and hand:
            if self.keyboard_used:  # the first arrow shows the ring where it is
                delta = -1 if key == keys.MOVE_KEYS[0] else 1
                self.focus_index = (self.focus_index + delta) % len(hand)
            self.keyboard_used = True
            self.changed.emit()
            return True
        if overlays.game_over_shown():
            assert overlays.game_over_screen is not None
            return overlays.game_over_screen.key(key)
        if key in keys.ENTER_KEYS:
            if c.holding_trick or (c.awaiting_next_hand and overlays.game_over_winner is None):
                overlays.summary.hide()
                c.continue_()
                return True
            if hand and c.human_to_act:
                self.keyboard_used = True
                self.activate(hand[min(self.focus_index, len(hand) - 1)])
                return True
        if key in keys.LAST_TRICK_KEYS:
            self.last_trick_wanted.emit()
            return True
        if overlays.summary.isVisible() and key in (*keys.NEXT_KEYS,
                                                    keys.mnemonic(keys.next_hand())[1]):
            overlays.summary_button()
            return True
        if overlays.summary.isVisible() and key == keys.mnemonic(keys.renege())[1] \
                and overlays.summary.call_first():
            return True
        return self.bar.trigger_key(key)
