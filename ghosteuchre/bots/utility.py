"""What a hand's outcome is worth to a seat, and who plays with whom in search.

The value of an outcome for a seat is its points minus the average of the other
two players' points, plus a bonus (or a loss) when the hand ends the game.  A
seat that plays for the game therefore prefers a safe point when a risky march
could hand the win to someone else, and takes risks when an opponent is about
to win.

Search sides: in Cutthroat the maker against the defenders (defenders cooperate);
in Ghost Hand the searching seat against both others (paranoid).
"""

from __future__ import annotations

from collections.abc import Callable

from ..engine.rules import Rules
from ..engine.scoring import hand_score
from ..engine.view import PlayerView


def game_bonus(rules: Rules) -> float:
    """The value of winning the game, in points of one hand."""
    return rules.target / 4


def outcome_value(
    rules: Rules, seat: int, scores: tuple[int, int, int], points: list[int]
) -> float:
    """Points of ``seat`` minus the others' average, plus the game bonus if the game ends."""
    others = [s for s in range(3) if s != seat]
    value = points[seat] - (points[others[0]] + points[others[1]]) / 2
    after = [scores[s] + points[s] for s in range(3)]
    top = max(after)
    if top >= rules.target and after.count(top) == 1:
        value += game_bonus(rules) if after[seat] == top else -game_bonus(rules)
    return value


def sides(view: PlayerView, root: int | None = None) -> tuple[bool, bool, bool]:
    """Which seats maximise ``root``'s value in search."""
    me = view.seat if root is None else root
    if view.rules.is_ghost or view.declarer is None:
        return (me == 0, me == 1, me == 2)
    maker = view.declarer
    mine = me == maker
    return tuple((s == maker) == mine for s in range(3))  # type: ignore[return-value]


def play_leaf(view: PlayerView, root: int | None = None) -> Callable[[tuple[int, int, int]], float]:
    """The value for ``root`` of the hand ending with each trick vector."""
    me = view.seat if root is None else root
    rules = view.rules
    declarer = view.declarer if view.declarer is not None else 0
    bid = view.high_bid
    alone = list(view.alone)
    scores = view.scores

    def leaf(won: tuple[int, int, int]) -> float:
        points = hand_score(rules, declarer, bid, alone, list(won))
        return outcome_value(rules, me, scores, points)

    return leaf
