"""The engine against a second, plain reading of the spec, on many random games."""

from __future__ import annotations

import copy
import json
import random
from typing import Any

import pytest

from ghosteuchre.engine import Rules, new_game
from ghosteuchre.engine.record import replay, to_record
from ghosteuchre.engine.recordsummary import summary
from tests.support.games import random_step

from .reference import replay_reference

pytestmark = pytest.mark.slow  # the window driven through games, or long runs: not in the fast lane

OPTION_CHOICES: dict[str, list[Any]] = {
    "target": [5, 10, 20],
    "reneges": ["blocked", "callable", "callable"],
    "renege_penalty": [0, 2, 5],
    "stick_the_dealer": [False, True],
    "ghost_swap": [True, False],
    "moon_points": [24, 12],
    "moon_failure": [6, 24],
    "dealer_pickup": ["optional", "required"],
    "defend_alone": [True, False],
    "march_points": [3, 5],
    "alone_march_points": [4, 6],
    "euchre_points": [2, 3],
}


def random_rules(variant: str, rng: random.Random) -> Rules:
    options = {
        name: rng.choice(OPTION_CHOICES[name])
        for name in Rules.option_names(variant)
        if rng.random() < 0.6
    }
    return Rules.make(variant, options)


def normalised(result: dict[str, Any]) -> dict[str, Any]:
    result = copy.deepcopy(result)
    if result["to_act"]:
        result["to_act"]["legal"] = sorted(
            json.dumps(x, sort_keys=True) for x in result["to_act"]["legal"]
        )
    return result


def random_record(variant: str, seed: int) -> dict[str, Any]:
    rng = random.Random(seed)
    rules = random_rules(variant, rng)
    state = new_game(rules, seed)
    for _ in range(rng.randrange(50, 600)):
        if state.is_terminal():
            break
        random_step(state, seed, rng, pass_bias=0.5)
    return to_record(state)


@pytest.mark.parametrize("variant", ["ghost-hand", "cutthroat"])
def test_engine_agrees_with_the_reference_on_random_games(variant: str) -> None:
    games = 200
    for seed in range(games):
        record = random_record(variant, seed)
        assert normalised(summary(replay(record).state)) == normalised(replay_reference(record)), (
            f"seed {seed}"
        )
        # and at a random point inside the last hand, where legal actions are listed
        if record["hands"] and record["hands"][-1]["actions"]:
            cut = copy.deepcopy(record)
            actions = cut["hands"][-1]["actions"]
            del actions[random.Random(seed).randrange(len(actions)) :]
            assert normalised(summary(replay(cut).state)) == normalised(replay_reference(cut)), (
                f"seed {seed} (cut)"
            )
