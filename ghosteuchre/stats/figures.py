"""What hands count for one seat: contracts and how many were made, moons, euchres,
going and defending alone, reneges called, from the hand results the engine reports
(``HandResult`` and its scoring entries).  Whether a contract was made, and which hands
are finished, come from ``engine.figures.hand_counts``, as on the game-over screen."""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import asdict, dataclass, fields

from ..engine.figures import finished_hands, hand_counts
from ..engine.rules import Rules
from ..engine.state import GameState, HandResult


@dataclass(frozen=True)
class Figures:
    """Counts over finished hands, seen from one seat.

    A *contract* is the Ghost Hand declarer's bid (a moon included) or the Cutthroat
    maker's trump.  A *euchre* is a contract that failed: a Ghost Hand declarer who is
    set (a failed moon included), a Cutthroat maker who takes fewer than 3 tricks; the
    seat *takes* one when it is its own contract and *gives* one when it is another's.
    """

    hands: int = 0  # finished hands, void ones included
    declared: int = 0  # hands the seat declared (Ghost Hand) or made trump (Cutthroat)
    made: int = 0  # of those, the contracts made
    moons: int = 0  # Ghost Hand: moons shot
    moons_made: int = 0
    euchres_given: int = 0
    euchres_taken: int = 0
    alone: int = 0  # Cutthroat: the seat made trump and went alone
    marches: int = 0  # Cutthroat: the seat made trump and took all 5 tricks, alone or not
    defended_alone: int = 0  # Cutthroat: the seat defended alone
    reneges_against: int = 0  # the seat's reneges that were called
    reneges_by: int = 0  # reneges the seat called

    def __add__(self, other: Figures) -> Figures:
        return Figures(*(a + b for a, b in zip(_values(self), _values(other), strict=True)))

    def __sub__(self, other: Figures) -> Figures:
        return Figures(*(a - b for a, b in zip(_values(self), _values(other), strict=True)))

    def as_dict(self) -> dict[str, int]:
        return asdict(self)


FIELDS: tuple[str, ...] = tuple(f.name for f in fields(Figures))


def _values(figures: Figures) -> tuple[int, ...]:
    return tuple(getattr(figures, name) for name in FIELDS)


def hand_figures(result: HandResult, rules: Rules, seat: int) -> Figures:
    """What a finished hand counts for ``seat``; an unfinished hand counts nothing."""
    if not result.complete:
        return Figures()
    hand = hand_counts(result, rules, seat)
    return Figures(
        hands=1,
        declared=int(hand.declared),
        made=int(hand.made),
        moons=int(hand.moon),
        moons_made=int(hand.moon_made),
        euchres_given=int(hand.euchre),
        euchres_taken=int(hand.set),
        alone=int(hand.alone),
        marches=int(hand.marched),
        defended_alone=int(hand.defended_alone),
        reneges_against=sum(1 for r in result.reneges
                            if r.seat == seat and r.called_by is not None),
        reneges_by=sum(1 for r in result.reneges if r.called_by == seat),
    )


def sum_figures(results: Iterable[HandResult], rules: Rules, seat: int) -> Figures:
    total = Figures()
    for result in results:
        total = total + hand_figures(result, rules, seat)
    return total


def game_figures(state: GameState, seat: int) -> Figures:
    """What a game's finished hands count for ``seat`` (a record: ``record.replay(...).state``)."""
    return sum_figures(finished_hands(state), state.rules, seat)
