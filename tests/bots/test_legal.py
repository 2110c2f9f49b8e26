"""Every level returns only legal actions, with a reason, in random states of both variants."""

from __future__ import annotations

import random

import pytest

from ghosteuchre.bots import APP_LEVELS, BotConfig, Decision, make_bot
from ghosteuchre.bots.tournament import ask_renege_calls
from ghosteuchre.engine.deal import deal_next, new_game
from ghosteuchre.engine.rules import Rules
from ghosteuchre.engine.state import GameState, Phase
from ghosteuchre.engine.view import view_of

OPTION_SETS = {
    "ghost-hand": [
        {},
        {"reneges": "callable", "stick_the_dealer": True},
        {"ghost_swap": False, "moon_failure": 24, "moon_points": 6},
    ],
    "cutthroat": [
        {},
        {"reneges": "callable", "stick_the_dealer": True, "dealer_pickup": "required"},
        {"defend_alone": False, "march_points": 1, "euchre_points": 5},
    ],
}


def random_walk(state: GameState, seed: int, steps: int) -> None:
    """Advance a game by random legal actions (reneges included in callable mode)."""
    rng = random.Random(seed)
    for _ in range(steps):
        if state.phase == Phase.HAND_OVER:
            if state.winner is not None:
                return
            deal_next(state, seed)
        state.apply_unchecked(rng.choice(state.legal_actions()))


def cases() -> list[tuple[str, dict[str, object], int]]:
    return [(v, o, i) for v, opts in OPTION_SETS.items() for o in opts for i in range(3)]


@pytest.mark.parametrize(("variant", "options", "part"), cases())
@pytest.mark.slow
def test_every_level_plays_legally(variant: str, options: dict[str, object], part: int) -> None:
    rules = Rules.make(variant, options)
    levels = [*APP_LEVELS, "random"]
    for n in range(12):
        seed = part * 1000 + n
        state = new_game(rules, seed)
        random_walk(state, seed, seed % 9)
        bots = [make_bot(BotConfig(levels[(n + s) % len(levels)], worlds=3)) for s in range(3)]
        rngs = [random.Random(seed * 3 + s) for s in range(3)]
        for _ in range(60):
            if state.phase == Phase.HAND_OVER:
                break
            seat = state.turn
            view = view_of(state, seat)
            decision = bots[seat].decide(view, rngs[seat])
            assert isinstance(decision, Decision)
            assert decision.action in view.legal
            assert decision.text.endswith(".") and len(decision.text) > 8
            state.apply(decision.action, seat)
            if rules.callable_reneges:
                ask_renege_calls(state, bots, rngs)


def play_out_hand(state: GameState, seed: int) -> None:
    rng = random.Random(seed)
    while state.phase != Phase.HAND_OVER:
        state.apply_unchecked(rng.choice(state.legal_actions()))


def test_medium_calls_every_provable_renege() -> None:
    rules = Rules.make("cutthroat", {"reneges": "callable"})
    medium = make_bot("medium")
    found = 0
    for seed in range(60):
        state = new_game(rules, seed)
        play_out_hand(state, seed)
        for seat in range(3):
            accusable = state.callable_accused(seat)
            call = medium.renege_call(view_of(state, seat), random.Random(seed))
            if accusable:
                found += 1
                assert call in accusable
            else:
                assert call is None
    assert found > 0


def test_easy_notices_about_half_the_reneges() -> None:
    rules = Rules.make("ghost-hand", {"reneges": "callable"})
    noticed = chances = 0
    for seed in range(300):
        state = new_game(rules, seed)
        play_out_hand(state, seed)
        easy = make_bot("easy")
        for seat in range(3):
            if state.callable_accused(seat):
                chances += 1
                rng = random.Random(seed * 7 + seat)
                first = easy.renege_call(view_of(state, seat), rng)
                noticed += first is not None
                # asking again about the same renege gives the same answer
                assert easy.renege_call(view_of(state, seat), rng) == first
    assert chances > 30
    assert 0.3 < noticed / chances < 0.7
