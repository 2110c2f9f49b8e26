"""Actions: small frozen values with a text round-trip (``Action.parse("play JH")``).

The engine's actions are atomic: taking the dummy and each discard are separate
actions, so search never has to enumerate discard combinations.  Records group
them back into the composite actions of the record format (docs/record-format.md).
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import IntEnum

from .cards import CARDS, SUITS, Card, CardError, parse_suit


class Act(IntEnum):
    SWAP = 0
    BID = 1
    MOON = 2
    PASS = 3
    TRUMP = 4
    ORDER = 5
    PICKUP = 6
    DECLINE = 7
    DUMMY = 8
    ALONE = 9
    DISCARD = 10
    PLAY = 11
    CALL_RENEGE = 12


_NAMES = {a: a.name.lower() for a in Act}
_NAMES[Act.CALL_RENEGE] = "call_renege"
_BY_NAME = {v: k for k, v in _NAMES.items()}
_CARD_ARG = (Act.DISCARD, Act.PLAY)


class ActionError(ValueError):
    """Text that is not an action."""


@dataclass(frozen=True, slots=True)
class Action:
    """``act`` with one integer argument: a card, a suit, a trick count or a seat."""

    act: Act
    arg: int = -1

    @property
    def card(self) -> Card:
        return CARDS[self.arg]

    def __str__(self) -> str:
        name = _NAMES[self.act]
        if self.act in _CARD_ARG:
            return f"{name} {CARDS[self.arg]}" if self.arg >= 0 else f"{name} ??"
        if self.act == Act.TRUMP:
            return f"{name} {SUITS[self.arg]}"
        if self.act in (Act.BID, Act.CALL_RENEGE):
            return f"{name} {self.arg}"
        return name

    @staticmethod
    def parse(text: str) -> Action:
        parts = text.split()
        if not parts or parts[0].lower() not in _BY_NAME:
            raise ActionError(f"{text!r} is not an action")
        act = _BY_NAME[parts[0].lower()]
        try:
            if act in _CARD_ARG and len(parts) == 2:
                return Action(act, Card.parse(parts[1]))
            if act == Act.TRUMP and len(parts) == 2:
                return TRUMP[parse_suit(parts[1])]
            if act in (Act.BID, Act.CALL_RENEGE) and len(parts) == 2:
                return Action(act, int(parts[1]))
        except (CardError, ValueError) as exc:
            raise ActionError(f"{text!r} is not an action: {exc}") from None
        if (
            len(parts) == 1
            and act not in _CARD_ARG
            and act not in (Act.TRUMP, Act.BID, Act.CALL_RENEGE)
        ):
            return Action(act)
        raise ActionError(f"{text!r} is not an action")


SWAP = Action(Act.SWAP)
MOON = Action(Act.MOON)
PASS = Action(Act.PASS)
ORDER = Action(Act.ORDER)
PICKUP = Action(Act.PICKUP)
DECLINE = Action(Act.DECLINE)
DUMMY = Action(Act.DUMMY)
ALONE = Action(Act.ALONE)
BID = {n: Action(Act.BID, n) for n in (3, 4, 5)}
TRUMP = tuple(Action(Act.TRUMP, s) for s in range(4))
PLAY = tuple(Action(Act.PLAY, c) for c in range(24))
DISCARD = tuple(Action(Act.DISCARD, c) for c in range(24))
HIDDEN_DISCARD = Action(Act.DISCARD, -1)


def call_renege(accused: int) -> Action:
    return Action(Act.CALL_RENEGE, accused)
