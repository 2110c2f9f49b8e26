"""Hand scoring: each rule of RULES.md as an entry of the hand's breakdown."""

from __future__ import annotations

from dataclasses import dataclass

import pytest

from ghosteuchre.engine import Rules
from ghosteuchre.engine.scoring import Entry, Rule, hand_score, score_hand

from .helpers import act, cut_state, play_out


def rules_of(score_entries: tuple[Entry, ...]) -> list[tuple[Rule, tuple[int, ...], int]]:
    return [(e.rule, e.seats, e.points) for e in score_entries]


@pytest.mark.parametrize(
    ("bid", "won", "declarer_rule", "declarer_points"),
    [
        (4, (4, 1, 1), Rule.BID_MADE, 4),
        (3, (5, 1, 0), Rule.BID_MADE, 5),
        (5, (4, 1, 1), Rule.SET, -5),
        (6, (6, 0, 0), Rule.MOON_MADE, 24),
        (6, (5, 1, 0), Rule.MOON_FAILED, -6),
    ],
)
def test_ghost_hand_contracts(
    bid: int, won: tuple[int, int, int], declarer_rule: Rule, declarer_points: int
) -> None:
    score = score_hand(Rules.make("ghost-hand"), 0, bid, (), won)
    assert rules_of(score.entries) == [
        (declarer_rule, (0,), declarer_points),
        (Rule.TRICKS, (1,), won[1]),
        (Rule.TRICKS, (2,), won[2]),
    ]
    assert score.points == (declarer_points, won[1], won[2])
    if declarer_rule in (Rule.BID_MADE, Rule.SET):
        assert score.entries[0].bid == bid


@pytest.mark.parametrize(
    ("alone", "won", "expected"),
    [
        ((), (3, 2, 0), [(Rule.MADE, (0,), 1)]),
        ((), (5, 0, 0), [(Rule.MARCH, (0,), 3)]),
        ((0,), (5, 0, 0), [(Rule.ALONE_MARCH, (0,), 4)]),
        ((), (2, 2, 1), [(Rule.EUCHRED, (0,), 0), (Rule.EUCHRE, (1, 2), 2)]),
        ((0, 1), (1, 4, 0), [(Rule.BEATEN_ALONE, (0,), 0), (Rule.DEFENDED_ALONE, (1, 2), 2)]),
        ((1,), (0, 5, 0), [(Rule.BEATEN_ALONE, (0,), 0), (Rule.DEFENDED_ALONE_ALL, (1, 2), 4)]),
        ((1,), (3, 2, 0), [(Rule.MADE, (0,), 1)]),
    ],
)
def test_cutthroat_contracts(
    alone: tuple[int, ...], won: tuple[int, int, int], expected: list[object]
) -> None:
    rules = Rules.make("cutthroat")
    score = score_hand(rules, 0, 0, alone, won)  # seat 0 is the maker
    assert rules_of(score.entries) == expected
    assert list(score.points) == hand_score(rules, 0, 0, alone, won)


@dataclass
class FakeRenege:
    seat: int
    trick: int
    called_by: int | None


def test_reneges_are_entries_after_the_contract() -> None:
    rules = Rules.make("cutthroat", {"reneges": "callable", "renege_penalty": 3})
    reneges = [FakeRenege(2, 1, 0), FakeRenege(2, 3, None)]
    score = score_hand(rules, 0, 0, (), (3, 1, 1), reneges)
    assert rules_of(score.entries) == [
        (Rule.MADE, (0,), 1),
        (Rule.RENEGE_CALLED, (2,), -3),
        (Rule.RENEGE_NOT_CALLED, (2,), 0),
    ]
    assert (score.entries[1].trick, score.entries[1].called_by) == (1, 0)
    assert score.points == (1, 0, -3)


def test_an_unfinished_hand_scores_only_its_called_reneges() -> None:
    rules = Rules.make("ghost-hand", {"reneges": "callable"})
    score = score_hand(rules, 0, 4, (), (1, 1, 0), [FakeRenege(1, 0, 2)], complete=False)
    assert rules_of(score.entries) == [(Rule.RENEGE_CALLED, (1,), -2)]


def test_a_played_hand_reports_the_rules_it_scored_by() -> None:
    state = cut_state("JS AS KS QS TS", "9C TC QC KC AC", "9D TD QD KD AD", up="9S", dealer=2)
    act(state, "0 order", "2 pickup", "2 discard 9S", "0 alone", "1 pass", "2 pass")
    play_out(state)
    result = state.hand_result()
    score = result.score(state.rules)
    assert rules_of(score.entries) == [(Rule.ALONE_MARCH, (0,), 4)]
    assert score.points == result.points == (4, 0, 0)


def test_a_shared_lead_at_or_over_the_target_plays_on_and_agrees_with_the_winner() -> None:
    from ghosteuchre.engine.scoring import tied_over_target

    assert tied_over_target((32, 32, 10), 32) and tied_over_target((40, 40, 40), 32)
    assert not tied_over_target((33, 32, 10), 32)  # a winner
    assert not tied_over_target((31, 31, 0), 32)  # nobody at the target yet
    assert not tied_over_target((33, 20, 20), 32)  # tied, but not for the lead
