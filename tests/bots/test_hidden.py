"""Bots decide from what they may see: hidden cards never change a decision."""

from __future__ import annotations

import random

import pytest

from ghosteuchre.bots import BotConfig, make_bot
from ghosteuchre.engine.deal import new_game
from ghosteuchre.engine.rules import Rules
from ghosteuchre.engine.state import GameState, Phase
from ghosteuchre.engine.view import view_of


def reshuffle_hidden(state: GameState, seat: int, rng: random.Random) -> GameState:
    """A copy where every card ``seat`` cannot see is dealt again to the same places."""
    other = state.clone()
    seats = [s for s in range(3) if s != seat]
    piles = [other.hands[s] for s in seats] + [other.ghost, other.dummy]
    if other.swapped_by != seat:
        piles.append(other.dead)
    cards = [c for p in piles for c in range(24) if p >> c & 1]
    rng.shuffle(cards)
    masks = []
    for p in piles:
        n = p.bit_count()
        masks.append(sum(1 << c for c in cards[:n]))
        cards = cards[n:]
    other.hands[seats[0]], other.hands[seats[1]] = masks[0], masks[1]
    other.ghost, other.dummy = masks[2], masks[3]
    if other.swapped_by != seat:
        other.dead = masks[4]
    return other


@pytest.mark.parametrize("variant", ["ghost-hand", "cutthroat"])
@pytest.mark.parametrize("level", ["easy", "medium", "hard"])
@pytest.mark.slow
def test_hidden_cards_do_not_change_decisions(variant: str, level: str) -> None:
    rules = Rules.make(variant)
    decisions = 0
    for seed in range(25):
        rng = random.Random(seed)
        state = new_game(rules, seed)
        for _ in range(rng.randrange(25)):
            if state.phase == Phase.HAND_OVER:
                break
            state.apply_unchecked(rng.choice(state.legal_actions()))
        if state.phase == Phase.HAND_OVER:
            continue
        seat = state.turn
        twin = reshuffle_hidden(state, seat, rng)
        view = view_of(state, seat)
        assert view_of(twin, seat) == view
        a = make_bot(BotConfig(level, worlds=4)).decide(view, random.Random(seed))
        b = make_bot(BotConfig(level, worlds=4)).decide(view_of(twin, seat), random.Random(seed))
        assert a == b
        decisions += 1
    assert decisions > 10
