"""The values of one hand: its deal, a renege, a finished trick, the hand's log of actions
and its public result."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import NamedTuple

from .actions import Action
from .cards import Card
from .rules import Rules
from .scoring import Score, score_hand


@dataclass(frozen=True, slots=True)
class Deal:
    """The cards of one hand: three hands plus the ghost, or the dummy and kitty."""

    hands: tuple[tuple[Card, ...], tuple[Card, ...], tuple[Card, ...]]
    ghost: tuple[Card, ...] = ()
    dummy: tuple[Card, ...] = ()
    kitty: tuple[Card, ...] = ()

    def all_cards(self) -> list[Card]:
        return [c for h in self.hands for c in h] + [*self.ghost, *self.dummy, *self.kitty]


@dataclass(slots=True)
class Renege:
    seat: int
    trick: int
    suit: int
    provable: bool = False
    called_by: int | None = None


class Trick(NamedTuple):
    leader: int
    plays: tuple[tuple[int, Card], ...]  # (seat, card) in play order
    winner: int | None


@dataclass(frozen=True, slots=True)
class HandResult:
    """A hand's public outcome (renege entries are live until the next deal)."""

    dealer: int
    void: bool
    declarer: int | None
    bid: int | None  # Ghost Hand: 3..5, or 6 for the moon
    trump: int | None
    alone: tuple[int, ...]
    tricks: tuple[Trick, ...]
    tricks_won: tuple[int, ...]
    reneges: tuple[Renege, ...]
    points: tuple[int, ...]
    complete: bool

    def score(self, rules: Rules) -> Score:
        """The points rule by rule: the contract once the hand is complete, and the reneges."""
        return score_hand(rules, self.declarer, self.bid or 0, self.alone, self.tricks_won,
                          self.reneges, self.complete)


@dataclass(slots=True)
class HandLog:
    """A hand as played so far: who dealt, the deal, and every (seat, action)."""

    dealer: int
    deal: Deal
    actions: list[tuple[int, Action]] = field(default_factory=list)
