"""The engine's fast paths give what a plain reading of the rules gives: the cards that
may be played, a checked action equal to a legal one but not the same object, and rules
as dictionary keys."""

from __future__ import annotations

import random

import pytest

from ghosteuchre.engine import actions as A  # noqa: N812
from ghosteuchre.engine.actions import Action
from ghosteuchre.engine.cards import EFFECTIVE, cards_of
from ghosteuchre.engine.deal import deal_from_deck, shuffled_deck
from ghosteuchre.engine.rules import Rules
from ghosteuchre.engine.state import GameState, Phase


def plain_plays(state: GameState) -> tuple[Action, ...]:
    """The cards the player to act may play, read as the rules say it."""
    held = cards_of(state.hands[state.turn])
    if state.trick and state.rules.reneges == "blocked":
        led = EFFECTIVE[state.trump][state.trick[0][1]]
        follow = [c for c in held if EFFECTIVE[state.trump][c] == led]
        held = tuple(follow) or held
    return tuple(A.PLAY[c] for c in held)


@pytest.mark.parametrize("variant", ["ghost-hand", "cutthroat"])
@pytest.mark.parametrize("reneges", ["blocked", "callable"])
def test_the_play_actions_are_the_cards_that_may_be_played(variant: str, reneges: str) -> None:
    rules = Rules.make(variant, {"reneges": reneges})
    rng = random.Random(7)
    plays = 0
    for hand in range(40):
        state = GameState(rules, hand % 3)
        state.start_hand(deal_from_deck(rules, shuffled_deck(rng)))
        while state.phase is not Phase.HAND_OVER:
            legal = state.legal_actions()
            if state.phase is Phase.PLAY:
                assert legal == plain_plays(state)
                plays += 1
            state.apply_unchecked(rng.choice(legal))
    assert plays > 300


@pytest.mark.parametrize("variant", ["ghost-hand", "cutthroat"])
def test_an_equal_action_is_applied_as_the_legal_one(variant: str) -> None:
    rules = Rules.make(variant)
    rng = random.Random(11)
    for hand in range(20):
        deal = deal_from_deck(rules, shuffled_deck(rng))
        same, equal = GameState(rules, hand % 3), GameState(rules, hand % 3)
        same.start_hand(deal)
        equal.start_hand(deal)
        while same.phase is not Phase.HAND_OVER:
            action = rng.choice(same.legal_actions())
            same.apply(action, same.turn)
            equal.apply(Action(action.act, action.arg), equal.turn)
            assert equal.__dict__ == same.__dict__


def test_equal_rules_hash_equal_and_others_stay_apart() -> None:
    assert Rules.make("cutthroat", {"target": 10}) == Rules.make("cutthroat")
    assert hash(Rules.make("cutthroat", {"target": 10})) == hash(Rules.make("cutthroat"))
    kinds = [Rules.make("ghost-hand"), Rules.make("ghost-hand", {"moon_points": 12}),
             Rules.make("ghost-hand", {"ghost_swap": False}), Rules.make("cutthroat")]
    assert len({rules: i for i, rules in enumerate(kinds)}) == 4
