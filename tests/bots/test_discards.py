"""Hard's maker keeps every trump and the five its search chooses, the same five at every
discard of the exchange; the search beats the evaluation's rule where they differ."""

from __future__ import annotations

import random

import pytest

from ghosteuchre.bots import make_bot
from ghosteuchre.bots.calls import cut_play_value
from ghosteuchre.bots.handeval import card_strength, is_trump, keep_best
from ghosteuchre.bots.hard import HardBot
from ghosteuchre.bots.search import Limits, SolveBudget, search_worlds
from ghosteuchre.bots.solver import bits
from ghosteuchre.engine.cards import Card, mask_of
from ghosteuchre.engine.deal import new_game
from ghosteuchre.engine.rules import Rules
from ghosteuchre.engine.state import GameState, Phase
from ghosteuchre.engine.view import view_of

RULES = Rules.make("cutthroat")


def at_maker_discard(seed: int) -> GameState | None:
    """The first hand of game ``seed`` called by Medium, at the maker's first discard after
    taking the dummy (None if nobody takes it)."""
    rng = random.Random(seed)
    medium = make_bot("medium")
    state = new_game(RULES, seed)
    while state.phase not in (Phase.PLAY, Phase.HAND_OVER):
        if state.phase == Phase.DISCARD and state.took_dummy:
            return state
        state.apply(medium.decide(view_of(state, state.turn), rng).action, state.turn)
    return None


@pytest.mark.slow
def test_the_maker_keeps_every_trump_and_the_same_five_at_each_discard() -> None:
    checked = 0
    for seed in range(1, 14):
        state = at_maker_discard(seed)
        if state is None:
            continue
        seat = state.turn
        trump = state.trump
        before = state.hands[seat]
        first = HardBot(worlds=24).maker_keep(view_of(state, seat))
        while state.phase == Phase.DISCARD:
            view = view_of(state, seat)
            # a new bot at each discard: the five are found again from the view alone
            decision = HardBot(worlds=24).decide(view, random.Random(seed))
            assert decision.action in view.legal
            state.apply(decision.action, seat)
        kept = state.hands[seat]
        assert kept == first
        trumps = sorted((c for c in bits(before) if is_trump(c, trump)),
                        key=lambda c: -card_strength(c, trump))
        assert all(kept >> c & 1 for c in trumps[:5])
        checked += 1
    assert checked >= 6


def test_one_bot_throws_outside_the_same_five_under_a_time_budget() -> None:
    state = at_maker_discard(1)
    assert state is not None
    seat = state.turn
    bot = HardBot(time_budget=0.2)
    first = bot.maker_keep(view_of(state, seat))
    while state.phase == Phase.DISCARD:
        view = view_of(state, seat)
        state.apply(bot.decide(view, random.Random(5)).action, seat)
    assert state.hands[seat] == first


def test_the_search_keeps_an_ace_the_defenders_cannot_ruff_where_the_rule_does_not() -> None:
    # Hearts are trump; the maker holds every club but the ten.  The rule keeps the A♣
    # with the four trumps, but the defenders hold at most one club between them and
    # would ruff it; the search keeps the A♦.
    state = at_maker_discard(8)
    assert state is not None
    seat = state.turn
    view = view_of(state, seat)
    trump = state.trump
    rule = keep_best(state.hands[seat], trump, 5, RULES, keep_trumps=True)
    bot = HardBot(worlds=24)
    keep = bot.maker_keep(view)
    assert rule == mask_of([Card.parse(c) for c in ["AC", "JH", "QH", "KH", "AH"]])
    assert keep == mask_of([Card.parse(c) for c in ["AD", "JH", "QH", "KH", "AH"]])

    # on other deals that fit what the maker knows (drawn with another seed), it scores more
    totals = {keep: 0.0, rule: 0.0}

    def solve(world: tuple[list[int], int], budget: SolveBudget) -> dict[int, float]:
        hands = list(world[0])
        out = {}
        for five in totals:
            hands[seat] = five
            out[five] = cut_play_value(RULES, seat, view.scores, hands, seat, trump,
                                       view.dealer, [], budget)
        return out

    n = search_worlds(totals, bot.sampler(view, random.Random("other deals")), solve,
                      Limits(100))
    assert n == 100
    assert totals[keep] > totals[rule] + 0.2 * n
