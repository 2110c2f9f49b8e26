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


def game_figures(state: GameState) -> GameFigures:
    """The figures of the game in ``state``, counting its finished hands."""
    ghost = state.rules.is_ghost
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
        declarer = r.declarer
        made = contract_made(r, state.rules)
        if made is None or declarer is None:
            void += 1
            continue
        mine = counts[declarer]
        mine["contracts"] += 1
        mine["made" if made else "set"] += 1
        if ghost and r.bid == 6:
            mine["moons"] += 1
            mine["moons_made"] += made
        if declarer in r.alone:
            mine["alone"] += 1
            mine["alone_made"] += r.tricks_won[declarer] == 5
        for s in SEATS:
            if s == declarer:
                continue
            counts[s]["euchres"] += not made
            if s in r.alone:
                counts[s]["defended_alone"] += 1
                counts[s]["defended_alone_won"] += not made
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


_COUNTERS = (
    "tricks", "contracts", "made", "set", "euchres", "moons", "moons_made", "alone",
    "alone_made", "defended_alone", "defended_alone_won",
)
