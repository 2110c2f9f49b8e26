"""The table's elements in words, as a screen reader reads them: each card, pile, plate
and the board with its name, description, role and state (``TableWords``), read from
the controller and the view as they are now."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from PySide6.QtGui import QAccessible

from ...engine.cards import Card, bower_kind, effective_suit
from ...engine.state import Phase
from ..play.models import CardRole, LegalRole, SeatRole, WinningRole, column
from ..words import gamewords, who
from .content import hand_cards, translate

if TYPE_CHECKING:
    from .sight import TableSight


Role = QAccessible.Role


def rank_name(rank: int) -> str:
    """A rank's name, for a card's name: "Nine" … "Ace"."""
    return (
        translate("Accessible", "Nine"),
        translate("Accessible", "Ten"),
        translate("Accessible", "Jack"),
        translate("Accessible", "Queen"),
        translate("Accessible", "King"),
        translate("Accessible", "Ace"),
    )[rank]


def card_name(card: Card) -> str:
    """A card in words: "Jack of diamonds"."""
    return translate("Accessible", "{0} of {1}").format(
        rank_name(card.rank), gamewords.suit_name(card.suit)
    )


def cards_count(n: int) -> str:
    return translate("Accessible", "%n card(s)", "", n)


def tricks_count(n: int) -> str:
    return translate("Accessible", "%n trick(s)", "", n)


def joined(parts: list[str]) -> str:
    """Parts of a name, as a screen reader says them: "Ada, 2 tricks, maker"."""
    return translate("Accessible", ", ").join(p for p in parts if p)


@dataclass
class Element:
    """One element of the table as a screen reader knows it."""

    key: str  # the element's name on the table (``TableView.element_rect``)
    role: QAccessible.Role
    name: str
    description: str = ""
    children: list[str] = field(default_factory=list)
    focusable: bool = False
    selected: bool = False
    disabled: bool = False


class TableWords:
    """The table's elements in words, read from the controller and the view now."""

    def __init__(self, view: TableSight) -> None:
        self.view = view

    def elements(self) -> dict[str, Element]:
        """Every element shown now, each container before its cards."""
        view = self.view
        c = view.controller
        v = c.view
        layout = view.table_layout
        if v is None or layout is None or not view.scene_.board.isVisible():
            return {}
        out: dict[str, Element] = {}

        def add(element: Element, parent: Element | None = None) -> None:
            out[element.key] = element
            if parent is not None:
                parent.children.append(element.key)

        hand = Element("hand", Role.List, translate("Accessible", "Your hand"))
        cards = hand_cards(c)
        hand.description = cards_count(len(cards))
        add(hand)
        legal = column(c.hand_model, LegalRole)
        for i, card in enumerate(cards):
            add(self._hand_card(i, card, bool(legal[i]) if i < len(legal) else False), hand)

        model = c.trick_model
        trick = Element("trick", Role.List, translate("Accessible", "Trick"))
        winner = model.winner
        if winner is not None:
            trick.name = who.trick_taken_by(c.names, winner, c.human)
        elif model.rowCount() == 0:
            trick.description = translate("Accessible", "No card has been played to it yet.")
        add(trick)
        for i, (seat, text, winning) in enumerate(zip(
                column(model, SeatRole), column(model, CardRole),
                column(model, WinningRole), strict=True)):
            parts = [card_name(Card.parse(text)), who.played_by(c.names, seat, c.human)]
            if i == 0:
                parts.append(translate("Accessible", "led"))
            if winning and winner is not None:
                parts.append(translate("Accessible", "takes the trick"))
            add(Element(f"trick:{seat}", Role.ListItem, joined(parts)), trick)

        for name in ("ghost", "dead", "dummy", "kitty"):
            pile = layout.piles.get(name)
            if pile is not None and len(pile):
                self._top_pile(name, add)

        for seat in range(3):
            backs = layout.piles.get(f"backs:{seat}")
            if backs is not None and len(backs):
                add(Element(
                    f"backs:{seat}", Role.List,
                    translate("Accessible", "Cards of {0}").format(c.names[seat]),
                    translate("Accessible", "{0}, face down").format(cards_count(len(backs))),
                ))

        viewer = c.viewer
        for seat in ((viewer + k) % 3 for k in range(3)):
            add(self._plate(seat))
        board = view.scene_.board
        add(Element("board", Role.StaticText, joined(board.lines), focusable=True))
        return out

    def _hand_card(self, i: int, card: Card, legal: bool) -> Element:
        c = self.view.controller
        v = c.view
        assert v is not None
        parts = [card_name(card)]
        description = ""
        trump = v.trump
        bower = bower_kind(int(card), trump)
        if bower == "left":
            parts.append(translate("Accessible", "left bower"))
        elif bower == "right":
            parts.append(translate("Accessible", "right bower"))
        elif trump is not None and effective_suit(int(card), trump) == trump:
            parts.append(translate("Accessible", "trump"))
        my_turn = c.human_to_act
        selected = card in self.view.selected
        disabled = False
        if my_turn and v.phase == Phase.PLAY:
            if legal:
                parts.append(translate("Accessible", "playable"))
            elif not v.rules.callable_reneges:
                parts.append(translate("Accessible", "cannot be played"))
                description = c.why_not(card)
                disabled = True
            else:
                parts.append(translate("Accessible", "does not follow suit"))
        elif my_turn and v.phase == Phase.DISCARD:
            parts.append(translate("Accessible", "chosen to discard") if selected
                         else translate("Accessible", "kept"))
        if any(a.card == card for a in c.hint_actions if a.card is not None):
            parts.append(translate("Accessible", "suggested by the hint"))
        return Element(f"hand:{i}", Role.ListItem, joined(parts), description,
                       focusable=True, selected=selected, disabled=disabled)

    def _top_pile(self, name: str, add: Callable[..., None]) -> None:
        c = self.view.controller
        v = c.view
        assert v is not None
        if name == "ghost":
            add(Element(name, Role.List, translate("Accessible", "Ghost hand"),
                        translate("Accessible", "6 cards, face down"), focusable=True))
        elif name == "dead":
            given = who.given_up_by(c.names, v.swapped_by or 0, c.human)
            unseen = "" if v.my_dead_hand else translate("Accessible", "6 cards, face down")
            pile = Element(name, Role.List, translate("Accessible", "Dead hand"),
                           joined([given, unseen]), focusable=True)
            add(pile)
            for i, card in enumerate(v.my_dead_hand):
                add(Element(f"dead:{i}", Role.ListItem, card_name(Card(card))), pile)
        elif name == "dummy":
            add(Element(name, Role.List, translate("Accessible", "Dummy"),
                        translate("Accessible", "5 cards, face down"), focusable=True))
        elif v.up_card is not None:
            up = card_name(v.up_card)
            if v.up_card_taken:
                text = translate("Accessible", "the {0} was picked up").format(up)
            elif v.turned_down is not None:
                text = translate("Accessible", "the {0} was turned down").format(up)
            else:
                text = translate("Accessible", "the {0} is turned up").format(up)
            pile = Element(name, Role.List, joined([translate("Accessible", "Kitty"), text]),
                           focusable=True)
            add(pile)
            if not v.up_card_taken and v.turned_down is None:
                add(Element("kitty:up", Role.ListItem, joined(
                    [up, translate("Accessible", "turned up")])), pile)

    def _plate(self, seat: int) -> Element:
        c = self.view.controller
        v = c.view
        assert v is not None
        plate = self.view.scene_.plates[seat].content
        level = c.levels[seat] if seat != c.human and c.levels[seat] else ""
        bot = translate("TableView", "{0} bot").format(gamewords.level_name(level)) if level else ""
        parts = [plate.name, bot, tricks_count(v.tricks_won[seat]), plate.badge, plate.status]
        if plate.dealer:
            parts.append(translate("Accessible", "dealer"))
        if plate.active and not plate.thinking:
            parts.append(translate("Accessible", "to play") if v.phase == Phase.PLAY
                         else translate("Accessible", "to decide"))
        return Element(f"plate:{seat}", Role.StaticText, joined(parts),
                       translate("Accessible", "Score {0}").format(v.scores[seat]),
                       focusable=True)
