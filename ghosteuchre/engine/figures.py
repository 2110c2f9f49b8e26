"""What hands count, in one place: :func:`hand_counts` reads one finished hand for one
seat, and both sums are made of it: a game's figures for the game-over screen
(:func:`game_figures`: standings, the score after each hand, each player's contracts,
euchres, moons and lone hands) and the statistics' :class:`Figures` kept across games
(:func:`hand_figures`, :func:`seat_figures`).  A figure has one name in both.  The
state is a finished game, or one replayed from its record with ``record.loads``."""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import asdict, dataclass, fields

from .rules import Rules
from .scoring import Rule
from .seats import SEATS
from .state import GameState, HandResult

MADE = frozenset({Rule.BID_MADE, Rule.MOON_MADE, Rule.MADE, Rule.MARCH, Rule.ALONE_MARCH})
FAILED = frozenset({Rule.SET, Rule.MOON_FAILED, Rule.EUCHRED, Rule.BEATEN_ALONE})


@dataclass(frozen=True)
class PlayerFigures:
    """One player's part in a game."""

    seat: int
    score: int
    place: int  # 1 for the highest score; tied players share a place
    tricks: int  # tricks won over the whole game
    declared: int  # hands this player declared: bids (Ghost Hand) or made trump (Cutthroat)
    made: int  # of those, the hands whose contract was made
    euchres_taken: int  # of those, the hands whose contract failed (set or euchred)
    euchres_given: int  # another player's contracts that failed while this player defended
    moons: int  # Ghost Hand: moons shot
    moons_made: int
    alone: int  # Cutthroat: hands this player went alone as the maker
    alone_marched: int  # of those, marched (took all 5)
    marches: int  # Cutthroat: hands this player, the maker, took all 5 (alone or not)
    defended_alone: int  # Cutthroat: hands this player defended alone
    defended_alone_won: int  # of those, the maker was beaten


@dataclass(frozen=True)
class GameFigures:
    """A game's figures: ``progress[s]`` is seat s's score after each hand (the first
    value after the first hand), so every list has ``hands`` values."""

    variant: str
    target: int
    hands: int  # hands dealt and finished, void ones included
    void_hands: int  # hands nobody bid or made trump in
    scores: tuple[int, int, int]
    winner: int | None
    players: tuple[PlayerFigures, PlayerFigures, PlayerFigures]
    progress: tuple[tuple[int, ...], tuple[int, ...], tuple[int, ...]]

    def standings(self) -> list[PlayerFigures]:
        """The players from first place to last (by seat within a tie)."""
        return sorted(self.players, key=lambda p: (p.place, p.seat))


def finished_hands(state: GameState) -> list[HandResult]:
    """Every finished hand of the game, oldest first (the one in progress left out)."""
    results = list(state.results)
    if state.history:
        last = state.hand_result()
        if last.complete:
            results.append(last)
    return results


def contract_made(result: HandResult, rules: Rules) -> bool | None:
    """Whether the declarer of a finished hand made the contract, as the hand's scoring
    says; None when nobody declared (a void hand)."""
    if result.void or result.declarer is None:
        return None
    applied = {entry.rule for entry in result.score(rules).entries}
    if applied & MADE:
        return True
    return False if applied & FAILED else None


MARCHES = frozenset({Rule.MARCH, Rule.ALONE_MARCH})


@dataclass(frozen=True)
class HandCounts:
    """What one finished hand counts for one seat: the one place the game-over figures and
    the statistics' :class:`Figures` count from."""

    declared: bool = False  # the seat bid (Ghost Hand) or made trump (Cutthroat)
    made: bool = False  # ... and made the contract
    set: bool = False  # ... and failed (set, euchred)
    moon: bool = False  # the seat shot the moon
    moon_made: bool = False
    alone: bool = False  # the seat made trump and went alone
    marched: bool = False  # the seat made trump and took all 5 tricks, alone or not
    alone_marched: bool = False
    euchre: bool = False  # another's contract failed while the seat defended
    defended_alone: bool = False
    defended_alone_won: bool = False  # ... and the maker failed


def hand_counts(result: HandResult, rules: Rules, seat: int) -> HandCounts:
    """What the finished hand ``result`` counts for ``seat`` (nothing for a void hand)."""
    made = contract_made(result, rules)
    declarer = result.declarer
    if made is None or declarer is None:
        return HandCounts()
    if declarer != seat:
        alone = seat in result.alone
        return HandCounts(euchre=not made, defended_alone=alone,
                          defended_alone_won=alone and not made)
    applied = {entry.rule for entry in result.score(rules).entries}
    moon = rules.is_ghost and result.bid == 6
    alone = seat in result.alone
    marched = bool(applied & MARCHES)
    return HandCounts(declared=True, made=made, set=not made, moon=moon,
                      moon_made=moon and made, alone=alone, marched=marched,
                      alone_marched=alone and marched)


def game_figures(state: GameState) -> GameFigures:
    """The figures of the game in ``state``, counting its finished hands."""
    results = finished_hands(state)
    counts = {s: dict.fromkeys(_COUNTERS, 0) for s in SEATS}
    totals = [0, 0, 0]
    progress: list[list[int]] = [[], [], []]
    void = 0
    for r in results:
        for s in SEATS:
            totals[s] += r.points[s]
            progress[s].append(totals[s])
            counts[s]["tricks"] += r.tricks_won[s]
        if contract_made(r, state.rules) is None:
            void += 1
            continue
        for s in SEATS:
            hand = hand_counts(r, state.rules, s)
            for name, field in _FROM_HAND.items():
                counts[s][name] += getattr(hand, field)
    scores = (totals[0], totals[1], totals[2])
    players = tuple(
        PlayerFigures(seat=s, score=scores[s], place=1 + sum(x > scores[s] for x in scores),
                      **counts[s])
        for s in SEATS
    )
    return GameFigures(
        variant=state.rules.variant,
        target=state.rules.target,
        hands=len(results),
        void_hands=void,
        scores=scores,
        winner=state.winner,
        players=(players[0], players[1], players[2]),
        progress=(tuple(progress[0]), tuple(progress[1]), tuple(progress[2])),
    )


# PlayerFigures' counts: the HandCounts field each one adds up (tricks aside)
_FROM_HAND = {
    "declared": "declared", "made": "made", "euchres_taken": "set", "euchres_given": "euchre",
    "moons": "moon", "moons_made": "moon_made", "alone": "alone",
    "alone_marched": "alone_marched", "marches": "marched",
    "defended_alone": "defended_alone", "defended_alone_won": "defended_alone_won",
}
_COUNTERS = ("tricks", *_FROM_HAND)


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


def seat_figures(state: GameState, seat: int) -> Figures:
    """What a game's finished hands count for ``seat`` (a record: ``record.replay(...).state``)."""
    return sum_figures(finished_hands(state), state.rules, seat)
