"""Every call reason of Hard over 400 hands per variant, checked against the decision.

A learner reads these sentences: the naming must not contradict the bid, the role
words must fit the seat (a maker's discard is not "against the maker"), a gain is
said only of a gain, and no call that is made shows a negative number.  A Cutthroat
order, acceptance, round-two naming or defence names the trumps the bot holds as it decides,
counted here from its hand by the rules (the jack of trump and the jack of the same
colour are trumps), and no other number.
"""

from __future__ import annotations

import random
import re

import pytest

from ghosteuchre.bots import render_reason
from ghosteuchre.bots.hard import HardBot
from ghosteuchre.bots.reasons import Reason
from ghosteuchre.bots.registry import make_bot
from ghosteuchre.engine.actions import Act
from ghosteuchre.engine.cards import Card
from ghosteuchre.engine.deal import deal_number
from ghosteuchre.engine.rules import Rules
from ghosteuchre.engine.state import GameState, Phase
from ghosteuchre.engine.view import PlayerView, view_of

pytestmark = pytest.mark.slow  # the window driven through games, or long runs: not in the fast lane

HANDS = 400
CALLS = (Act.BID, Act.MOON, Act.SWAP, Act.TRUMP, Act.ORDER, Act.DUMMY, Act.ALONE)
GAIN_CODES = ("search_ordered_up", "search_accepted", "search_named", "search_swap")
MAKING = ("search_accepted", "search_ordered_up")
# Cutthroat's round-two naming (Ghost Hand's naming for a bid has codes of its own)
NAMED = ("search_named", "search_named_to_block", "search_named_least_loss",
         "search_named_close")
# a defender's choice once the maker has chosen: alone, or together (a pass)
DEFENCE = {Act.ALONE: "search_defend_alone", Act.PASS: "search_defend_together"}
COLOUR = {"C": "black", "S": "black", "D": "red", "H": "red"}
SUIT_NAMES = ("clubs", "diamonds", "hearts", "spades")


def trumps_held(view: PlayerView, suit: int) -> int:
    """The trumps in ``view``'s hand with ``suit`` as trump: its cards of that suit and
    the other jack of its colour (the left bower)."""
    trump = "CDHS"[suit]
    held = 0
    for card in view.hand:
        rank, printed = str(Card(int(card)))
        held += printed == trump or (rank == "J" and COLOUR[printed] == COLOUR[trump])
    return held


def hard_calls(variant: str) -> list[tuple[PlayerView, Reason, Act, int]]:
    """Hard's calls and discards (one seat per hand, Medium in the others) up to the play:
    each view, its reason, the act and its argument."""
    rules = Rules.make(variant)
    hard = HardBot(worlds=1)  # two worlds per call: the sentences, not the choices, are tested
    medium = make_bot("medium")
    out = []
    for deal in range(HANDS):
        me = deal % 3
        state = GameState(rules, deal // 3 % 3)
        state.start_hand(deal_number(rules, 29, deal))
        rng = random.Random(deal)
        while state.phase not in (Phase.PLAY, Phase.HAND_OVER):
            view = view_of(state, state.turn)
            decision = (hard if state.turn == me else medium).decide(view, rng)
            if state.turn == me and len(view.legal) > 1:
                assert isinstance(decision.reason, Reason)
                out.append((view, decision.reason, decision.action.act, decision.action.arg))
            state.apply(decision.action, state.turn)
    return out


def check_call(view: PlayerView, reason: Reason, act: Act, text: str) -> None:
    args = dict(reason.args)
    code = reason.code
    if act in CALLS:
        assert not re.search(r"-\d", text), text  # no negative value for a call made
    if code in GAIN_CODES:
        assert float(args["gain"]) >= 0.05, text
    if code.startswith("search_accepted"):
        assert view.dealer == view.seat, text
    if code.startswith("search_ordered_up"):
        assert view.dealer != view.seat, text
    if act == Act.ORDER:
        assert code.startswith(MAKING), text
    if act == Act.TRUMP and view.phase == Phase.ROUND2:
        stuck = all(a.act != Act.PASS for a in view.legal)
        assert code in NAMED or (stuck and code == "dealer_must_name"), text
    if code in NAMED:
        assert view.phase == Phase.ROUND2 and act == Act.TRUMP, text
    if code.startswith(MAKING) or code in NAMED:
        check_order(view, reason, text)
    if view.phase == Phase.DEFEND:  # the trumps held, the one number
        assert code == DEFENCE[act], text
        held = trumps_held(view, int(view.trump_or_none or 0))
        assert reason["trumps"] == held, text
        assert re.findall(r"\d+", text) == [str(held)], text
        assert re.search(rf"\b{held} trumps?\b", text), text
    if act == Act.MOON:
        assert code in ("search_moon", "dealer_must_bid"), text
    if code == "search_bid_to_block":
        lowest = min(a.arg for a in view.legal if a.act == Act.BID)
        assert act == Act.BID and int(args["bid"]) > lowest, text
    if code == "discard_on_likely_deals" or "against the maker" in text:
        assert view.declarer != view.seat, text
    if code == "maker_keeps_on_likely_deals":
        assert view.declarer == view.seat, text


def check_order(view: PlayerView, reason: Reason, text: str) -> None:
    """An order, acceptance or naming: the trumps held, the one number; the dealer's words."""
    assert view.up_card is not None and view.up_card not in view.hand, text
    suit = int(view.up_card) // 6
    if view.phase == Phase.ROUND2:  # any suit but the one turned down
        assert reason["suit"] != suit, text
        suit = int(reason["suit"])
    assert reason["suit"] == suit, text
    held = trumps_held(view, suit)
    assert reason["trumps"] == held, text
    assert re.findall(r"\d+", text) == [str(held)], text  # one number: the trumps held
    assert re.search(rf"\b{held} trumps?\b", text), text
    if view.phase == Phase.ROUND2:
        assert text.startswith(f"Named {SUIT_NAMES[suit]}") and "up-card" not in text, text
    elif view.dealer == view.seat:
        assert text.startswith("Accepted") and "besides the up-card" in text, text
    else:  # another player's order gives the up-card to the dealer, not to the maker
        assert text.startswith("Ordered up") and "besides the up-card" not in text, text


@pytest.mark.parametrize("variant", ["ghost-hand", "cutthroat"])
def test_every_call_reason_of_400_hands_is_true(variant: str) -> None:
    calls = hard_calls(variant)
    bids: dict[tuple[int, int], Reason] = {}
    codes = set()
    for view, reason, act, arg in calls:
        text = render_reason(reason)
        assert text and text[0].isupper() and text.endswith("."), text
        codes.add(reason.code)
        check_call(view, reason, act, text)
        if act in (Act.BID, Act.MOON):
            bids[(view.hand_number, view.seat)] = reason
        if act == Act.TRUMP and view.phase == Phase.DECLARE:
            bid = bids.get((view.hand_number, view.seat))
            if bid is None or "suit" not in dict(bid.args):  # a forced bid names no suit
                continue
            if reason.code == "search_named_other_suit":
                assert reason["other"] == bid["suit"] != arg, text
            else:  # the suit bid with, and the same expected tricks
                assert reason.code == "search_named_trump" and arg == bid["suit"], text
                assert f"{float(reason['tricks']):.1f}" == f"{float(bid['tricks']):.1f}", text
    kinds = {Act.TRUMP, Act.BID, Act.PASS} if variant == "ghost-hand" else \
        {Act.ORDER, Act.PASS, Act.DUMMY, Act.DISCARD}
    assert kinds <= {act for _, _, act, _ in calls}
    assert len(calls) > HANDS // 2 and len(codes) >= 6
    if variant == "cutthroat":  # dealers and the other players both ordered, and named
        roles = {view.dealer == view.seat for view, _, act, _ in calls if act == Act.ORDER}
        assert roles == {True, False}
        assert any(reason.code in NAMED for _, reason, _, _ in calls)
        assert set(DEFENCE.values()) <= codes  # defenders went alone, and defended together
