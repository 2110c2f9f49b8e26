"""Every call reason of Hard over 400 hands per variant, checked against the decision.

A learner reads these sentences: the naming must not contradict the bid, the role
words must fit the seat (a maker's discard is not "against the maker"), a gain is
said only of a gain, and no call that is made shows a negative number.
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
from ghosteuchre.engine.deal import deal_number
from ghosteuchre.engine.rules import Rules
from ghosteuchre.engine.state import GameState, Phase
from ghosteuchre.engine.view import PlayerView, view_of

pytestmark = pytest.mark.slow  # the window driven through games, or long runs: not in the fast lane

HANDS = 400
CALLS = (Act.BID, Act.MOON, Act.SWAP, Act.TRUMP, Act.ORDER, Act.DUMMY, Act.ALONE)
GAIN_CODES = ("search_ordered_up", "search_accepted", "search_swap")


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
    if act == Act.MOON:
        assert code in ("search_moon", "dealer_must_bid"), text
    if code == "search_bid_to_block":
        lowest = min(a.arg for a in view.legal if a.act == Act.BID)
        assert act == Act.BID and int(args["bid"]) > lowest, text
    if code == "discard_on_likely_deals" or "against the maker" in text:
        assert view.declarer != view.seat, text
    if code == "maker_keeps_on_likely_deals":
        assert view.declarer == view.seat, text


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
