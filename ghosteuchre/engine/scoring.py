"""Hand scoring for both variants: a hand's points, rule by rule.

:func:`score_hand` is the one place that knows how a hand scores.  It returns
the points of each seat with the rules that produced them (:class:`Entry`,
a rule code with the seats it applies to), which the app shows after each
hand; the state and the bots' search use :func:`hand_score`, the same
points without the breakdown.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from enum import StrEnum
from typing import Protocol

from .rules import Rules
from .seats import SEATS


class Rule(StrEnum):
    """The scoring rules of docs/rules.md, as codes."""

    BID_MADE = "bid_made"  # Ghost Hand: the declarer made the bid, +1 a trick
    SET = "set"  # Ghost Hand: the declarer fell short and loses the bid
    MOON_MADE = "moon_made"
    MOON_FAILED = "moon_failed"
    TRICKS = "tricks"  # Ghost Hand: a player who did not declare, +1 a trick
    MADE = "made"  # Cutthroat: the maker took 3 or 4 tricks
    MARCH = "march"  # Cutthroat: the maker took all 5
    ALONE_MARCH = "alone_march"  # Cutthroat: the maker went alone and took all 5
    EUCHRED = "euchred"  # Cutthroat: the maker took fewer than 3 (no points)
    EUCHRE = "euchre"  # Cutthroat: each defender's points for a euchre
    BEATEN_ALONE = "beaten_alone"  # Cutthroat: the maker was beaten by a lone defender
    DEFENDED_ALONE = "defended_alone"  # each defender, when a lone defence took 3 or 4
    DEFENDED_ALONE_ALL = "defended_alone_all"  # each defender, when a lone defence took all 5
    RENEGE_CALLED = "renege_called"  # the renege penalty
    RENEGE_NOT_CALLED = "renege_not_called"  # a renege nobody called (no points)


@dataclass(frozen=True, slots=True)
class Entry:
    """One rule applied to a hand: each of ``seats`` scores ``points`` by ``rule``."""

    rule: Rule
    seats: tuple[int, ...]
    points: int
    bid: int = 0  # BID_MADE, SET: the bid
    trick: int = -1  # RENEGE_*: the trick of the renege, from 0
    called_by: int | None = None  # RENEGE_CALLED: the seat that called it


@dataclass(frozen=True, slots=True)
class Score:
    """A hand's points for each seat and the rules that produced them."""

    points: tuple[int, int, int]
    entries: tuple[Entry, ...]


class RenegeLike(Protocol):
    @property
    def seat(self) -> int: ...
    @property
    def trick(self) -> int: ...
    @property
    def called_by(self) -> int | None: ...


def renege_points(rules: Rules) -> int:
    """The points a called renege costs the player who reneged."""
    return -rules.renege_penalty


def contract_entries(
    rules: Rules, declarer: int, bid: int, alone: Sequence[int], tricks_won: Sequence[int]
) -> list[Entry]:
    """The rules a finished (not void) hand scores by, renege penalties aside."""
    won = tricks_won[declarer]
    others = tuple(s for s in SEATS if s != declarer)
    if rules.is_ghost:
        if bid == 6:
            made = Entry(Rule.MOON_MADE, (declarer,), rules.moon_points) if won == 6 else Entry(
                Rule.MOON_FAILED, (declarer,), -rules.moon_failure)
        elif won >= bid:
            made = Entry(Rule.BID_MADE, (declarer,), won, bid=bid)
        else:
            made = Entry(Rule.SET, (declarer,), -bid, bid=bid)
        return [made] + [Entry(Rule.TRICKS, (s,), tricks_won[s]) for s in others]
    if won == 5:
        if declarer in alone:
            return [Entry(Rule.ALONE_MARCH, (declarer,), rules.alone_march_points)]
        return [Entry(Rule.MARCH, (declarer,), rules.march_points)]
    if won >= 3:
        return [Entry(Rule.MADE, (declarer,), 1)]
    if any(s in alone for s in others):
        defence = Entry(Rule.DEFENDED_ALONE_ALL, others, 4) if won == 0 else Entry(
            Rule.DEFENDED_ALONE, others, 2)
        return [Entry(Rule.BEATEN_ALONE, (declarer,), 0), defence]
    return [Entry(Rule.EUCHRED, (declarer,), 0), Entry(Rule.EUCHRE, others, rules.euchre_points)]


def renege_entries(rules: Rules, reneges: Iterable[RenegeLike]) -> list[Entry]:
    """A penalty for each called renege, a note for each one nobody called."""
    return [
        Entry(Rule.RENEGE_NOT_CALLED, (r.seat,), 0, trick=r.trick)
        if r.called_by is None
        else Entry(Rule.RENEGE_CALLED, (r.seat,), renege_points(rules), trick=r.trick,
                   called_by=r.called_by)
        for r in reneges
    ]


def score_hand(
    rules: Rules,
    declarer: int | None,
    bid: int,
    alone: Sequence[int],
    tricks_won: Sequence[int],
    reneges: Iterable[RenegeLike] = (),
    complete: bool = True,
) -> Score:
    """A hand's points rule by rule: its contract once complete, then its reneges."""
    entries = []
    if complete and declarer is not None:
        entries = contract_entries(rules, declarer, bid, alone, tricks_won)
    entries += renege_entries(rules, reneges)
    return Score(_total(entries), tuple(entries))


def _total(entries: Iterable[Entry]) -> tuple[int, int, int]:
    points = [0, 0, 0]
    for entry in entries:
        for s in entry.seats:
            points[s] += entry.points
    return points[0], points[1], points[2]


# (rules, declarer, bid, alone, tricks won) -> points; a few hundred keys per rules.
_POINTS: dict[tuple[Rules, int, int, tuple[int, ...], tuple[int, ...]], tuple[int, int, int]] = {}


def hand_score(
    rules: Rules, declarer: int, bid: int, alone: Sequence[int], tricks_won: Sequence[int]
) -> list[int]:
    """Points for a completed (not void) hand, before renege penalties."""
    key = (rules, declarer, bid, tuple(alone), tuple(tricks_won))
    points = _POINTS.get(key)
    if points is None:
        points = _POINTS[key] = _total(contract_entries(rules, declarer, bid, alone, tricks_won))
    return list(points)


def tied_over_target(scores: tuple[int, ...] | list[int], target: int) -> bool:
    """Whether the lead at or above the target is shared, so nobody has won yet and play
    goes on until one player alone has the highest score."""
    top = max(scores)
    return top >= target and list(scores).count(top) > 1
