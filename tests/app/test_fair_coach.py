"""Fair by construction: every sentence the coach shows while a hand is on is worked out
from the human's own view, so it names no card the human cannot see and counts no
hidden card.  Whole hands of every bot level, the human's seat played by a bot too."""

from __future__ import annotations

import random
import re

import pytest

from ghosteuchre.app.reasons import live_text
from ghosteuchre.bots import BotConfig, make_bot
from ghosteuchre.bots.fairness import live_reason
from ghosteuchre.engine.actions import Act
from ghosteuchre.engine.cards import Card
from ghosteuchre.engine.deal import deal_number
from ghosteuchre.engine.rules import Rules
from ghosteuchre.engine.state import GameState, Phase
from ghosteuchre.engine.view import PlayerView, view_of

HUMAN = 0
HANDS = 200
CARD = re.compile(r"(10|[9JQKA])([♣♦♥♠])")
COUNTS = ("trumps", "tricks", "count")  # arguments that count cards or tricks


def named_cards(text: str) -> set[int]:
    """Every card a sentence names, as the app writes cards (``10♥``, ``J♦``)."""
    return {int(Card.parse(("T" if rank == "10" else rank) + "CDHS"["♣♦♥♠".index(suit)]))
            for rank, suit in CARD.findall(text)}


def visible(view: PlayerView) -> set[int]:
    """The cards the human can see, from the human's view only: their hand, what they
    gave up or took, the turned card and every card played to a trick."""
    cards = [*view.hand, *view.my_discards, *view.my_dummy, *view.my_dead_hand,
             *(c for _, c in view.trick), *(c for t in view.tricks for _, c in t.plays)]
    if view.up_card is not None:
        cards.append(view.up_card)
    return {int(c) for c in cards}


def public_numbers(view: PlayerView) -> set[str]:
    """Numbers every player knows: the bids made this hand."""
    bids = {str(a.arg) for _, a in view.log if a.act == Act.BID}
    return bids | ({str(view.high_bid)} if view.high_bid else set())


def check_fair(text: str, reason: object, view: PlayerView) -> None:
    if not text:
        return
    hidden = named_cards(text) - visible(view)
    assert not hidden, (text, hidden)
    numbers = set(re.findall(r"\d+", CARD.sub("", text)))
    assert numbers <= public_numbers(view), (text, numbers)
    if reason is not None:
        assert not any(name in COUNTS for name, _ in reason.args), (text, reason)


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
