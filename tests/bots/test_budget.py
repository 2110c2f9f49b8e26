"""Hard keeps to its time budget, and is reproducible with a fixed budget."""

from __future__ import annotations

import random

import pytest
from work_clock import NODE_COST_S, install

from ghosteuchre.bots import BotConfig, make_bot
from ghosteuchre.bots.hardsearch import PLAY_ABANDON
from ghosteuchre.engine.deal import new_game
from ghosteuchre.engine.rules import Rules
from ghosteuchre.engine.state import Phase
from ghosteuchre.engine.view import view_of


def first_play_view(variant: str, seed: int):  # type: ignore[no-untyped-def]
    rng = random.Random(seed)
    state = new_game(Rules.make(variant), seed)
    while state.phase != Phase.PLAY:
        if state.phase == Phase.HAND_OVER:
            seed += 100
            state = new_game(Rules.make(variant), seed)
            continue
        state.apply_unchecked(rng.choice(state.legal_actions()))
    return view_of(state, state.turn)


SOLVER_CHECK_S = 1024 * NODE_COST_S  # the solver looks at the clock every 1,024 positions


def test_hard_respects_a_time_budget(monkeypatch: pytest.MonkeyPatch) -> None:
    clock = install(monkeypatch)
    budget = 0.05
    bot = make_bot(BotConfig("hard", time_budget=budget))
    for variant in ("ghost-hand", "cutthroat"):
        for seed in range(4):
            view = first_play_view(variant, seed)
            start = clock.now
            decision = bot.decide(view, random.Random(seed))
            took = clock.now - start
            assert 0 < took <= PLAY_ABANDON * budget + SOLVER_CHECK_S
            assert decision.action in view.legal


def test_hard_with_fixed_worlds_is_deterministic() -> None:
    for variant in ("ghost-hand", "cutthroat"):
        view = first_play_view(variant, 3)
        a = make_bot(BotConfig("hard", worlds=6)).decide(view, random.Random(9))
        b = make_bot(BotConfig("hard", worlds=6)).decide(view, random.Random(9))
        assert a == b
