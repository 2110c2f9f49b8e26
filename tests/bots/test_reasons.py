"""A bot's reason is a code with arguments; the renderer words it as one English sentence."""

from __future__ import annotations

import pickle
import random

import pytest

from ghosteuchre.bots import BotConfig, Decision, Reason, make_bot, render_reason
from ghosteuchre.bots.reasons import SENTENCES
from ghosteuchre.engine import actions as acts
from ghosteuchre.engine.cards import Card
from ghosteuchre.engine.deal import deal_number
from ghosteuchre.engine.rules import Rules
from ghosteuchre.engine.state import GameState, Phase
from ghosteuchre.engine.view import view_of

NINE_CLUBS = int(Card.parse("9C"))
ACE_HEARTS = int(Card.parse("AH"))


@pytest.mark.parametrize(
    ("reason", "sentence"),
    [
        (Reason("wins_trick", card=ACE_HEARTS),
         "Played the A♥: the cheapest card that wins the trick."),
        (Reason("cannot_beat", card=NINE_CLUBS, winning=ACE_HEARTS),
         "Played the 9♣: I cannot beat the A♥."),
        (Reason("search_bid", bid=6, suit=2, tricks=5.8, value=3.26),
         "Shot the moon with hearts as trump: I expect about 5.8 tricks."),
        (Reason("search_bid_to_block", bid=4, suit=0, tricks=4.62, value=2.1),
         "Bid 4 with clubs as trump: I expect about 4.6 tricks, and a lower bid would likely "
         "be outbid."),
        (Reason("search_card_ducks", card=NINE_CLUBS),
         "Played the 9♣: letting this trick go does best on the likely deals."),
        (Reason("lead_to_pull_trump", card=ACE_HEARTS, trumps=3, role="declarer"),
         "Led the A♥ to pull trump: I am the declarer and hold 3 trumps."),
        (Reason("search_ordered_up_to_block", suit=3, side="left", value=-0.4, passing=-2.0),
         "Ordered up spades: a risk, but passing would likely let the player on my left, close "
         "to winning, make trump."),
        (Reason("discard_side_card", card=ACE_HEARTS),
         "Discarded the A♥: I keep my trumps and the side cards that go best with them."),
        (Reason("dealer_must_bid", bid=6), "Bid the moon: as dealer I may not pass."),
        (Reason("named_best_suit", suit=3, tricks=2.04),
         "Named spades: my best suit, worth about 2.0 tricks."),
    ],
)
def test_a_reason_reads_as_the_sentence_players_see(reason: Reason, sentence: str) -> None:
    assert render_reason(reason) == sentence
    assert Decision(acts.PASS, reason).text == sentence


def test_an_unknown_code_or_a_missing_argument_is_an_error() -> None:
    with pytest.raises(ValueError, match="unknown reason code 'because'"):
        Reason("because")
    with pytest.raises(KeyError, match="no argument 'card'"):
        render_reason(Reason("wins_trick"))


def test_a_reason_travels_to_another_process_unchanged() -> None:
    reason = Reason("search_swap", worlds=5, fresh=1.25, mine=-0.5)
    assert pickle.loads(pickle.dumps(reason)) == reason
    assert reason["fresh"] == 1.25


def test_a_sentence_given_as_text_is_kept() -> None:
    assert Decision(acts.PASS, "first legal").text == "first legal"


@pytest.mark.parametrize("variant", ["ghost-hand", "cutthroat"])
def test_every_level_gives_structured_reasons_that_read_as_sentences(variant: str) -> None:
    rules = Rules.make(variant)
    codes: set[str] = set()
    for deal in range(6):
        lineup = [("hard", "medium", "easy"), ("omniscient", "random", "hard")][deal % 2]
        bots = [make_bot(BotConfig(level, worlds=4)) for level in lineup]
        rngs = [random.Random(deal * 3 + s) for s in range(3)]
        state = GameState(rules, deal % 3)
        state.start_hand(deal_number(rules, 5, deal))
        while state.phase != Phase.HAND_OVER:
            seat = state.turn
            bot = bots[seat]
            if hasattr(bot, "observe"):
                bot.observe(state)
            decision = bot.decide(view_of(state, seat), rngs[seat])
            assert isinstance(decision.reason, Reason)
            text = decision.text
            assert text[0].isupper() and text.endswith(".") and "{" not in text
            codes.add(decision.reason.code)
            state.apply(decision.action, seat)
    assert codes <= set(SENTENCES) and len(codes) >= 10
