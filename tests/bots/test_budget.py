"""Hard keeps to its time budget, and is reproducible with a fixed budget."""

from __future__ import annotations

import random
import time

from ghosteuchre.bots import BotConfig, make_bot
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


def test_hard_respects_a_time_budget() -> None:
    bot = make_bot(BotConfig("hard", time_budget=0.05))
    for variant in ("ghost-hand", "cutthroat"):
        for seed in range(4):
            view = first_play_view(variant, seed)
            start = time.perf_counter()
            decision = bot.decide(view, random.Random(seed))
            assert time.perf_counter() - start < 0.4
            assert decision.action in view.legal


def test_hard_with_fixed_worlds_is_deterministic() -> None:
    for variant in ("ghost-hand", "cutthroat"):
        view = first_play_view(variant, 3)
        a = make_bot(BotConfig("hard", worlds=6)).decide(view, random.Random(9))
        b = make_bot(BotConfig("hard", worlds=6)).decide(view, random.Random(9))
        assert a == b
