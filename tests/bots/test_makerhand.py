"""The play's worlds know the maker chose: its keep (Cutthroat) and its bid (Ghost Hand)."""

from __future__ import annotations

import random

import pytest

from ghosteuchre.bots import make_bot
from ghosteuchre.bots.handeval import trick_estimate
from ghosteuchre.bots.hard import HardBot
from ghosteuchre.bots.inference import PlayEvidence
from ghosteuchre.bots.knowledge import HIDDEN, knowledge_of
from ghosteuchre.bots.makerhand import MakerHand
from ghosteuchre.engine.cards import EFFECTIVE
from ghosteuchre.engine.deal import deal_number
from ghosteuchre.engine.rules import Rules
from ghosteuchre.engine.state import GameState, Phase
from ghosteuchre.engine.view import PlayerView, view_of


def defenders_first_cards(variant: str, deals: int) -> list[tuple[GameState, PlayerView]]:
    """Each deal called and played by Medium up to a defender's first card of the hand."""
    rules = Rules.make(variant)
    medium = make_bot("medium")
    out = []
    for deal in range(deals):
        state = GameState(rules, deal % 3)
        state.start_hand(deal_number(rules, 3, deal))
        rng = random.Random(deal)
        while state.phase != Phase.HAND_OVER:
            view = view_of(state, state.turn)
            if view.phase == Phase.PLAY and view.declarer not in (None, view.seat) \
                    and len(view.legal) > 1:
                out.append((state, view))
                break
            state.apply(medium.decide(view, rng).action, state.turn)
    return out


@pytest.mark.parametrize("variant", ["cutthroat", "ghost-hand"])
def test_the_worlds_give_the_maker_the_hand_it_chose(variant: str) -> None:
    bot = HardBot(worlds=12)
    rules = Rules.make(variant)
    gaps, before = [], []
    for state, view in defenders_first_cards(variant, 40):
        maker = view.declarer
        assert maker is not None
        trump = view.trump_or_none
        k = knowledge_of(view)
        evidence = PlayEvidence(view)
        choices = MakerHand(view, k)
        if not choices.active:  # a Cutthroat maker who went alone chose no keep
            assert variant == "cutthroat" and not view.took_dummy
            continue
        rng = random.Random(1)
        played = sum(1 << int(c) for t in view.tricks for s, c in t.plays if s == maker) | sum(
            1 << int(c) for s, c in view.trick if s == maker)
        truth = trick_estimate(state.hands[maker] | played, trump, rules)
        worlds = [bot.play_world(view, k, rng, evidence, choices)[0] for _ in range(12)]
        plain = [bot.world(view, k, rng) for _ in range(12)]
        gaps.append(sum(trick_estimate(w[maker] | played, trump, rules) for w in worlds) / 12
                    - truth)
        before.append(sum(trick_estimate(w[maker] | played, trump, rules) for w in plain) / 12
                      - truth)
    assert len(gaps) >= 30
    assert abs(sum(gaps) / len(gaps)) < 0.35
    assert sum(before) / len(before) < sum(gaps) / len(gaps) - 0.25


def test_refined_worlds_keep_every_fact_seen() -> None:
    bot = HardBot(worlds=12)
    for _, view in defenders_first_cards("cutthroat", 15):
        k = knowledge_of(view)
        choices = MakerHand(view, k)
        rng = random.Random(2)
        for _ in range(5):
            hands = choices.refine(bot.world(view, k, rng), rng)
            assert hands[view.seat] == k.mine
            assert [hands[s].bit_count() for s in range(3)] == list(view.hand_sizes)
            assert hands[HIDDEN].bit_count() == k.hidden_count
            assert sum(hands) == k.unseen | k.mine and not hands[0] & hands[1] & hands[2]
            for seat in range(3):
                for c in range(24):
                    if hands[seat] >> c & 1:
                        assert not k.voids[seat] >> EFFECTIVE[k.trump][c] & 1
