"""Fair by construction: every sentence the coach shows while a hand is on is worked out
from the human's own view, so it names no card the human cannot see and counts no
hidden card.  Whole hands of every bot level, the human's seat played by a bot too."""

from __future__ import annotations

import random

import pytest

from ghosteuchre.app.words.reasons import live_text
from ghosteuchre.bots import BotConfig, make_bot
from ghosteuchre.bots.fairness import live_reason
from ghosteuchre.engine.deal import deal_number
from ghosteuchre.engine.rules import Rules
from ghosteuchre.engine.state import GameState, Phase
from ghosteuchre.engine.view import view_of
from tests.support.fairness import check_fair

HUMAN = 0
HANDS = 200


def play_hands(variant: str, hands: int, seed: int) -> tuple[int, int, set[str]]:
    """Play ``hands`` hands and check every live sentence; (sentences, held back, codes)."""
    rules = Rules.make(variant)
    lineups = [("medium", "medium", "hard"), ("easy", "hard", "medium"),
               ("medium", "easy", "easy")]
    shown = held = 0
    codes: set[str] = set()
    for n in range(hands):
        bots = [make_bot(BotConfig(level, worlds=2)) for level in lineups[n % 3]]
        rng = random.Random(seed * 1000 + n)
        state = GameState(rules, n % 3)
        state.start_hand(deal_number(rules, seed, n))
        while state.phase != Phase.HAND_OVER:
            seat = state.turn
            decision = bots[seat].decide(view_of(state, seat), rng)
            state.apply(decision.action, seat)
            if seat == HUMAN:
                continue
            seen = view_of(state, HUMAN)
            text = live_text(decision.reason, decision.action, seen)
            check_fair(text, live_reason(decision.reason, decision.action, seen), seen)
            shown += bool(text)
            held += not text
            codes.add(getattr(decision.reason, "code", ""))
    return shown, held, codes


@pytest.mark.parametrize("variant", ["ghost-hand", "cutthroat"])
@pytest.mark.slow
def test_no_live_sentence_names_or_counts_a_hidden_card(variant: str, qapp) -> None:
    shown, held, codes = play_hands(variant, HANDS, seed=23)
    assert shown > HANDS * 3 and held > HANDS  # both kinds came up, many times
    assert len(codes) >= 15


def test_a_discard_and_a_trump_count_are_held_back(qapp) -> None:
    """The sentences that gave open hands away: a face-down discard and a trump count."""
    from ghosteuchre.bots.reasons import Reason
    from ghosteuchre.engine import actions as acts

    rules = Rules.make("cutthroat")
    state = GameState(rules, 0)
    state.start_hand(deal_number(rules, 1, 0))
    seen = view_of(state, HUMAN)
    void = Reason("discard_to_void", card=13, suit=2)
    assert live_text(void, acts.DISCARD[13], seen) == ""
    lead = Reason("lead_to_pull_trump", card=14, trumps=5, role="maker")
    text = live_text(lead, acts.PLAY[14], seen)
    assert text and "5" not in text and "trump" in text
    for code, dealer in (("search_ordered_up", False), ("search_accepted", True)):
        order = Reason(code, suit=2, trumps=3, value=0.8, gain=1.1, passing=-0.3)
        text = live_text(order, acts.ORDER, seen)  # what the order tells, not the trumps
        assert text and "3" not in text and "hearts" in text
        assert text.startswith("Accepted" if dealer else "Ordered it up"), text
    named = Reason("search_named", suit=0, trumps=3, value=0.8, gain=1.1, passing=-0.3)
    text = live_text(named, acts.TRUMP[0], seen)  # round two: what the naming tells
    assert text and "3" not in text and text.startswith("Named clubs"), text
    # a defence: a pass says only that it defends together; going alone waits
    together = Reason("search_defend_together", trumps=1, value=0.9, passing=0.4)
    assert live_text(together, acts.PASS, seen) == \
        "Passed: I defend together with the other player."
    alone = Reason("search_defend_alone", trumps=3, value=1.4, passing=0.7)
    assert live_text(alone, acts.ALONE, seen) == ""
