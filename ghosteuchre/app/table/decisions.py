"""The decision bar: one button per choice of the current phase, legal ones enabled,
each with its key (``controls.py`` places it with the prompt and the hint button)."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QFont
from PySide6.QtWidgets import QHBoxLayout, QPushButton, QWidget

from ...engine import actions as acts
from ...engine.actions import Action
from ...engine.cards import SUIT_SYMBOLS, SUITS
from ...engine.state import Phase
from ...engine.view import PlayerView
from ..words import tablewords
from . import keys
from .content import translate
from .items import next_turn

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

# the buttons of every kind of choice, by name (and the suit whose colour its text takes)
AHEAD = (
    ("act-pass", ""), *((f"act-bid-{n}", "") for n in (3, 4, 5)), ("act-moon", ""),
    ("act-swap", ""), *((f"act-trump-{s}", s) for s in SUITS), ("act-order", ""),
    ("act-pickup", ""), ("act-decline", ""), ("act-dummy", ""), ("act-alone", ""),
    ("act-discard", ""), ("act-next", ""), ("act-claim", ""),
    *((f"act-renege-{seat}", "") for seat in range(3)),
)


def sized_font(widget: QWidget, px: int) -> QFont:
    """``widget``'s font at ``px`` pixels (the style sheet makes a button's bold)."""
    font = QFont(widget.font())
    font.setPixelSize(px)
    return font


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
        self.text_px = 0  # the buttons' text size (``set_text_px``); 0: the bar's font
        self._ahead_soon = next_turn(self, self._make_ahead_now)
        self.names: list[str] = ["", "", ""]
        self.next_label = ""  # the text of the button after a hand (next_hand_label)
        self._view: PlayerView | None = None
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)

    def buttons(self) -> list[QPushButton]:
        """The buttons on the bar now, left to right."""
        items = (self._layout.itemAt(i) for i in range(self._layout.count()))
        return [w for item in items if item is not None
                and isinstance(w := item.widget(), QPushButton)]

    def set_text_px(self, px: int) -> None:
        """The buttons' text size, given to each button as a font of its own: a size in
        the bar's style sheet would restyle every button it has made at each change."""
        self.text_px = px
        font = sized_font(self, px)
        for button in self._made.values():
            button.setFont(font)

    def make_ahead(self) -> None:
        """Make the buttons of every kind of choice ahead, hidden, one in each turn of the
        event loop: a choice shown for the first time then costs no button's making and
        first styling (some 0.8 ms each) in the event that shows it."""
        if not self._ahead_soon.isActive() and any(n not in self._made for n, _ in AHEAD):
            self._ahead_soon.start()

    def _make_ahead_now(self) -> None:
        name, suit = next((n, s) for n, s in AHEAD if n not in self._made)
        button = self._make(name, suit)
        button.hide()
        button.ensurePolished()
        button.sizeHint()
        self.make_ahead()

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
        if self.text_px:
            button.setFont(sized_font(self, self.text_px))
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
