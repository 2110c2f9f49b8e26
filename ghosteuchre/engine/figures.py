"""A game's figures: standings, the score after each hand, and each player's contracts,
euchres, moons and lone hands, from a game's state (a finished game, or one replayed
from its record with ``record.loads``)."""

from __future__ import annotations

from dataclasses import dataclass

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
    contracts: int  # hands this player declared: bids (Ghost Hand) or made trump (Cutthroat)
    made: int  # of those, the hands whose contract was made
    set: int  # of those, the hands whose contract failed (set or euchred)
    euchres: int  # another player's contracts that failed while this player defended
    moons: int  # Ghost Hand: moons shot
    moons_made: int
    alone: int  # Cutthroat: hands this player went alone as the maker
    alone_made: int  # of those, marched (took all 5)
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
    the statistics (``stats.figures``) count from."""

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
    "contracts": "declared", "made": "made", "set": "set", "euchres": "euchre",
    "moons": "moon", "moons_made": "moon_made", "alone": "alone",
    "alone_made": "alone_marched", "marches": "marched", "defended_alone": "defended_alone",
    "defended_alone_won": "defended_alone_won",
}
_COUNTERS = ("tricks", *_FROM_HAND)
