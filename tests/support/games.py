"""Seeded games of random legal play, for the tests that need many varied games."""

from __future__ import annotations

import random
from typing import Any

from ghosteuchre.engine import Action, GameState, Phase, Rules, new_game
from ghosteuchre.engine.actions import Act
from ghosteuchre.engine.deal import deal_next
from ghosteuchre.engine.record import to_record


def random_record(
    seed: int, variant: str, hands: int, options: dict[str, Any] | None = None
) -> dict[str, Any]:
    """The record of a seeded game of random legal play, ``hands`` hands long at most."""
    rng = random.Random(seed)
    game = new_game(Rules.make(variant, options or {}), seed)
    while not game.is_terminal():
        if game.current_player is None:
            if len(game.history) >= hands:
                break
            deal_next(game, seed)
            continue
        game.apply(rng.choice(game.legal_actions()), game.current_player)
    return to_record(game, ["Ann", "Bea", "Cy"], {"seed": seed, "levels": ["", "easy", "hard"]})


def random_step(state: GameState, seed: int, rng: random.Random, pass_bias: float = 0.0) -> None:
    """One random legal step: a deal, an action, or (sometimes) a renege call."""
    if state.current_player is None:
        if state.is_terminal():
            return
        if state.phase == Phase.HAND_OVER and state.callable_accused() and rng.random() < 0.5:
            at_fault = state.callable_accused()[0]
            state.apply(Action(Act.CALL_RENEGE, at_fault), (at_fault + 1) % 3)
            return
        deal_next(state, seed)
        return
    accused = state.callable_accused()
    if accused and rng.random() < 0.3:
        state.apply(Action(Act.CALL_RENEGE, accused[0]), (accused[0] + 2) % 3)
        return
    legal = state.legal_actions()
    if pass_bias and Action(Act.PASS) in legal and rng.random() < pass_bias:
        state.apply(Action(Act.PASS), state.current_player)
        return
    state.apply(rng.choice(legal), state.current_player)
