"""A bot's reason is a code with arguments; the renderer words it as one English sentence."""

from __future__ import annotations

import pickle
import random
import re

import pytest

from ghosteuchre.bots import BotConfig, Decision, Reason, make_bot, render_reason
from ghosteuchre.bots.handeval import is_trump
from ghosteuchre.bots.hardreasons import card_reason
from ghosteuchre.bots.knowledge import knowledge_of
from ghosteuchre.bots.reasons import SENTENCES
from ghosteuchre.bots.solver import bits
from ghosteuchre.engine import actions as acts
from ghosteuchre.engine.actions import Act, Action
from ghosteuchre.engine.cards import (
    EFFECTIVE,
    JACK,
    POWER,
    SUIT_MASK,
    Card,
    is_left_bower,
    mask_of,
)
from ghosteuchre.engine.deal import deal_number
from ghosteuchre.engine.rules import Rules
from ghosteuchre.engine.state import GameState, Phase
from ghosteuchre.engine.view import PlayerView, view_of

NINE_CLUBS = int(Card.parse("9C"))
ACE_HEARTS = int(Card.parse("AH"))


@pytest.mark.parametrize(
    ("reason", "sentence"),
    [
        (Reason("wins_trick", card=ACE_HEARTS),
         "Played the A♥: the cheapest card that wins the trick."),
        (Reason("cannot_beat", card=NINE_CLUBS, winning=ACE_HEARTS),
         "Played the 9♣: I cannot beat the A♥, so I keep my good cards."),
        (Reason("search_bid", bid=6, suit=2, tricks=5.8, value=3.26),
         "Shot the moon: with hearts as trump my hand should make it."),
        (Reason("search_bid_to_block", bid=4, suit=0, tricks=4.62, value=2.1),
         "Bid 4: with clubs as trump my hand should take about 5 tricks, and a lower bid "
         "would likely be outbid."),
        (Reason("search_card_ducks", card=NINE_CLUBS),
         "Played the 9♣: I let this trick go and keep my better cards for later."),
        (Reason("lead_to_pull_trump", card=ACE_HEARTS, trumps=3, role="declarer"),
         "Led the A♥: I am the declarer with 3 trumps, so I draw out the others' trumps."),
        (Reason("search_ordered_up_to_block", suit=3, trumps=2, side="left", value=-0.4,
                passing=-2.0),
         "Ordered up spades: a risk with 2 trumps in my hand, but if I passed, the player on "
         "my left, who is close to winning, would likely make trump."),
        (Reason("search_ordered_up", suit=2, trumps=3, value=0.8, gain=1.1, passing=-0.3),
         "Ordered up hearts: I hold 3 trumps, and with the dummy's cards I should take most "
         "of the tricks, even if the dealer picks up the up-card."),
        (Reason("search_named", suit=3, trumps=1, value=0.4, gain=0.9, passing=-0.5),
         "Named spades: I hold 1 trump, and with the dummy's cards I should take most of the "
         "tricks."),
        (Reason("search_named_least_loss", suit=1, trumps=2, value=-0.3, passing=-0.7),
         "Named diamonds: a risk with 2 trumps in my hand, but if I passed, another player "
         "would likely make trump and cost me more."),
        (Reason("search_accepted_close", suit=0, trumps=1, value=-0.2, passing=-0.1),
         "Accepted clubs: with 1 trump in my hand besides the up-card, a close call that I "
         "think is worth the risk."),
        (Reason("discard_side_card", card=ACE_HEARTS),
         "Discarded the A♥: I keep my trumps and the side cards that go best with them."),
        (Reason("dealer_must_bid", bid=6),
         "Bid the moon: the dealer may not pass when everyone else has."),
        (Reason("named_best_suit", suit=3, tricks=2.04),
         "Named spades: my strongest suit, good for about 2 tricks."),
        (Reason("named_best_suit", suit=3, tricks=0.96),
         "Named spades: my strongest suit, good for about 1 trick."),
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
@pytest.mark.slow
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


def check_reason(  # noqa: C901 - the fact behind each reason code, one branch per code
    view: PlayerView, action: Action, reason: Reason, text: str
) -> None:
    """The reason agrees with the action and the situation it was chosen in."""
    t = view.trump_or_none
    hand = mask_of(view.hand)
    word = "maker" if view.rules.is_ghost else "declarer"
    assert word not in text, text
    assert "likely deals (" not in text and not re.search(r"\d+ (likely )?deals", text), text
    if action.act in (Act.PLAY, Act.DISCARD) and "card" in dict(reason.args):
        assert reason["card"] == action.arg, text
    if action.act not in (Act.PASS, Act.PLAY, Act.DISCARD):
        assert not re.search(r"-\d", text), text  # no negative value for a call it makes
    code = reason.code
    card = action.arg
    if code == "discard_low":
        assert not is_trump(card, t) and card % 6 <= 1, text
    if code == "discard_side_card":
        assert not is_trump(card, t) and card % 6 >= 2, text
    if code == "discard_weakest_trump":
        trumps = [c for c in bits(hand) if is_trump(c, t)]
        assert card == min(trumps, key=lambda c: POWER[t][t][c]), text
    if code == "discard_to_void":
        assert (hand & SUIT_MASK[t][EFFECTIVE[t][card]]).bit_count() == 1, text
    if code in ("search_card_wins", "search_card_ducks", "cannot_beat"):
        power = POWER[t][EFFECTIVE[t][view.trick[0][1]]]
        top = max(power[c] for _, c in view.trick)
        legal = [a.arg for a in view.legal]
        assert (power[card] > top) == (code == "search_card_wins"), text
        if code == "cannot_beat":
            assert all(power[c] < top for c in legal), text
    if code == "search_lead_side" or code.startswith(("lead_", "search_lead_")):
        assert not view.trick, text
    if code in ("search_lead_side", "lead_boss", "search_lead_to_partner_void",
                "search_keeps_trumps", "lead_short_suit"):
        assert not is_trump(card, t), text
    if code in ("search_lead_trump_out", "search_lead_left_for_right", "lead_best_trump",
                "wins_with_best_trump", "lead_to_pull_trump", "lead_to_draw_last_trumps",
                "trumped_void"):
        assert is_trump(card, t), text
    if code in ("lead_boss", "lead_best_trump", "wins_with_boss", "wins_with_best_trump"):
        suit = EFFECTIVE[t][card]
        power = POWER[t][suit]
        assert not any(power[c] > power[card] for c in bits(unseen(view) & SUIT_MASK[t][suit])), \
            text  # the highest card left of its suit
    if code in ("wins_with_boss", "wins_with_best_trump"):
        assert EFFECTIVE[t][card] == EFFECTIVE[t][view.trick[0][1]], text
        assert (code == "wins_with_best_trump") == (EFFECTIVE[t][card] == t), text
    if code == "search_lead_left_for_right":
        assert is_left_bower(card, t) and unseen(view) >> (t * 6 + JACK) & 1, text
    if code == "search_lead_trump_out":
        assert view.declarer != view.seat, text
        assert reason["trumps"] == (unseen(view) & SUIT_MASK[t][t]).bit_count() > 0, text
    if code in ("lead_to_pull_trump", "lead_to_draw_last_trumps"):
        assert view.declarer == view.seat, text
        held = (hand & SUIT_MASK[t][t]).bit_count()
        assert held == (reason["trumps"] if code == "lead_to_pull_trump" else 1), text
    if code == "search_lead_to_partner_void":
        partner = 3 - view.seat - view.declarer
        suit = reason["suit"]
        assert not view.rules.is_ghost and view.declarer != view.seat, text
        assert any(EFFECTIVE[t][trick.plays[0][1]] == suit and EFFECTIVE[t][c] != suit
                   for trick in view.tricks for s, c in trick.plays if s == partner), text
    if code in ("search_keeps_trumps", "trumped_void"):
        led = EFFECTIVE[t][view.trick[0][1]]
        assert reason["suit"] == led and not hand & SUIT_MASK[t][led], text
    if code == "search_keeps_trumps":
        assert hand & SUIT_MASK[t][t], text
    if code in ("wins_trick", "partner_wins"):
        power = POWER[t][EFFECTIVE[t][view.trick[0][1]]]
        winning = max(view.trick, key=lambda play: power[play[1]])
        if code == "partner_wins":
            assert winning[0] == 3 - view.seat - view.declarer, text
        else:
            legal = [a.arg for a in view.legal]
            assert card == min((c for c in legal if power[c] > power[winning[1]]),
                               key=lambda c: power[c]), text
    if code == "search_bid_risk":
        assert max(view.scores) >= view.rules.target * 0.7, text
    if code == "search_bid":
        assert reason["value"] > 0, text
    if code == "search_bid_to_block":
        assert reason["bid"] > min(a.arg for a in view.legal if a.act == Act.BID), text
    making = code.startswith(("search_accepted", "search_ordered_up")) or code in (
        "search_named", "search_named_to_block", "search_named_least_loss", "search_named_close")
    if making and code.endswith(("_least_loss", "_to_block")):
        assert reason["passing"] < reason["value"] <= 0, text
    if making and code.endswith("_close"):
        assert reason["value"] <= reason["passing"], text
    if code in ("search_ordered_up", "search_accepted", "search_named"):
        assert reason["value"] > 0, text
    if making:  # the trumps of its own hand, the up-card not among them
        suit = int(reason["suit"])
        assert view.up_card is not None, text
        # round one makes the up-card's suit; round two names another
        assert (suit == view.up_card // 6) == (view.phase == Phase.ROUND1), text
        assert reason["trumps"] == (hand & SUIT_MASK[suit][suit]).bit_count(), text
    if making and code.endswith("_to_block"):
        assert max(view.scores) >= view.rules.target * 0.7, text
    if code in ("search_alone", "search_alone_close"):
        assert (reason["alone"] > reason["dummy"]) == (code == "search_alone"), text


def unseen(view: PlayerView) -> int:
    """The cards whose place the seat does not know: not in its hand, not played, not its
    discards, the hand it gave up, the dummy it took, nor the up-card turned down."""
    seen = mask_of(view.hand) | mask_of(view.my_discards) | mask_of(view.my_dead_hand)
    seen |= mask_of(view.my_dummy)
    for trick in [*(t.plays for t in view.tricks), view.trick]:
        seen |= mask_of(c for _, c in trick)
    if view.up_card is not None and not view.up_card_taken:
        seen |= 1 << int(view.up_card)
    return 0xFFFFFF & ~seen


@pytest.mark.parametrize("variant", ["ghost-hand", "cutthroat"])
@pytest.mark.slow
def test_hards_reasons_are_true_of_the_decisions_they_explain(variant: str) -> None:
    rules = Rules.make(variant)
    codes: set[str] = set()
    decisions = 0
    for deal in range(24):
        bots = [make_bot(BotConfig("hard", worlds=3)), make_bot("medium"), make_bot("medium")]
        rngs = [random.Random(deal * 3 + s) for s in range(3)]
        state = GameState(rules, deal % 3)
        if deal % 2:  # an opponent close to winning
            state.scores = [rules.target // 2, rules.target - 2, rules.target // 3]
        state.start_hand(deal_number(rules, 9, deal))
        while state.phase != Phase.HAND_OVER:
            seat = state.turn
            view = view_of(state, seat)
            decision = bots[seat].decide(view, rngs[seat])
            if seat == 0 and isinstance(decision.reason, Reason):
                check_reason(view, decision.action, decision.reason, decision.text)
                codes.add(decision.reason.code)
                decisions += 1
            state.apply(decision.action, seat)
    assert decisions > 100 and len(codes) >= 6


@pytest.mark.parametrize("variant", ["ghost-hand", "cutthroat"])
@pytest.mark.slow
def test_every_cards_reason_states_a_fact_true_at_the_table(variant: str) -> None:
    """Whatever card Hard's search picks, its reason names a fact the player can check:
    the highest card left, the trumps still out, a partner who has shown a void."""
    rules = Rules.make(variant)
    codes: set[str] = set()
    for deal in range(60):
        bots = [make_bot("medium") for _ in range(3)]
        rngs = [random.Random(deal * 3 + s) for s in range(3)]
        state = GameState(rules, deal % 3)
        state.start_hand(deal_number(rules, 13, deal))
        while state.phase != Phase.HAND_OVER:
            seat = state.turn
            view = view_of(state, seat)
            legal = [a.arg for a in view.legal if a.act == Act.PLAY]
            for card in legal if len(legal) > 1 else []:
                reason = card_reason(view, card, legal, knowledge_of(view))
                check_reason(view, acts.PLAY[card], reason, render_reason(reason))
                codes.add(reason.code)
            state.apply(bots[seat].decide(view, rngs[seat]).action, seat)
    shown = {"lead_boss", "lead_best_trump", "search_lead_left_for_right",
             "search_lead_trump_out", "lead_to_pull_trump", "wins_with_boss",
             "wins_with_best_trump", "wins_trick", "trumped_void", "search_keeps_trumps"}
    if variant == "cutthroat":
        shown |= {"partner_wins", "search_lead_to_partner_void"}
    assert shown <= codes, shown - codes
