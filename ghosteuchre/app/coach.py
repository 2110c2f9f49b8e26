"""The coach's warning before a call that is a clear mistake.

The Medium bot's evaluators judge the player's call against the best one: a call is
a clear mistake when it is expected to score at least ``MARGIN`` points less (in
Cutthroat, whose points are fewer, making trump is one when it is worth ``CUT_WEAK``
or less).  The
warning says what the hand is worth in tricks and what the call risks, in plain words.
"""

from __future__ import annotations

import random

from PySide6.QtCore import QCoreApplication

from ..bots.handeval import best_bid_values, best_trump
from ..bots.heuristic import PASS_VALUE_GHOST, HeuristicBot
from ..engine.actions import Act, Action
from ..engine.cards import mask_of
from ..engine.state import Phase
from ..engine.view import PlayerView
from .describe import suit_name

translate = QCoreApplication.translate
MARGIN = 1.5  # expected points below the best call that make a call a clear mistake
STRONG_TRICKS = 4  # Ghost Hand: the tricks a hand should take before passing it is a mistake
CUT_WEAK = -1.0  # Cutthroat: making trump this far below nothing is a clear mistake (the
# maker's points minus a defender's run from -2, euchred, to +2 or more, a march)


def call_warning(view: PlayerView, action: Action, rng: random.Random) -> str:
    """Why ``action`` is a clear mistake for the player of ``view``; "" if it is not."""
    if view.phase == Phase.BID and action.act in (Act.BID, Act.MOON, Act.PASS):
        return _bid_warning(view, action)
    if view.phase in (Phase.ROUND1, Phase.ROUND2) and action.act in (Act.ORDER, Act.TRUMP,
                                                                      Act.PASS):
        return _make_warning(view, action, rng)
    if view.phase == Phase.CHOICE and action.act == Act.ALONE:
        return _alone_warning(view, rng)
    return ""


def _bid_value(est: float, bid: int, values: dict[int, float]) -> float:
    return values[bid] - (6 - min(est, 6.0)) / 2


def _bid_warning(view: PlayerView, action: Action) -> str:
    hand = mask_of(view.hand)
    suit, est = best_trump(hand, view.rules)
    values = best_bid_values(est, view.rules)
    options = {PASS_VALUE_GHOST: 0} if Act.PASS in {a.act for a in view.legal} else {}
    for a in view.legal:
        if a.act in (Act.BID, Act.MOON):
            bid = 6 if a.act == Act.MOON else a.arg
            options[_bid_value(est, bid, values)] = bid
    if not options:
        return ""
    best = max(options)
    tricks = round(est)
    if action.act == Act.PASS:
        if best - PASS_VALUE_GHOST < MARGIN or tricks < STRONG_TRICKS or _must_call(view):
            return ""
        return translate(
            "Coach",
            "Your hand is strong: with {0} as trump it should take about %n trick(s). "
            "If you pass, someone else may win the bid.",
            "",
            tricks,
        ).format(suit_name(suit))
    bid = 6 if action.act == Act.MOON else action.arg
    if best - _bid_value(est, bid, values) < MARGIN:
        return ""
    if bid == 6:
        return translate(
            "Coach",
            "Shooting the moon means taking all 6 tricks. Your hand should take about "
            "%n trick(s), even with {0} as trump.",
            "",
            tricks,
        ).format(suit_name(suit))
    return translate(
        "Coach",
        "Your hand should take about %n trick(s), even with {0} as trump. If you bid {1} "
        "and take fewer, you lose {1} points.",
        "",
        tricks,
    ).format(suit_name(suit), bid)


def _must_call(view: PlayerView) -> bool:
    """The player may not pass (the dealer when everyone else has)."""
    return all(a.act != Act.PASS for a in view.legal)


def _make_warning(view: PlayerView, action: Action, rng: random.Random) -> str:
    bot = HeuristicBot("medium", careful=True)
    if view.phase == Phase.ROUND1:
        suits = [int(view.up_card or 0) // 6]
    else:
        suits = [a.arg for a in view.legal if a.act == Act.TRUMP]
    if not suits:
        return ""
    values = {suit: max(bot.make_value(view, suit, rng)) for suit in suits}
    best_suit = max(values, key=lambda s: values[s])
    if action.act == Act.PASS:
        if values[best_suit] < MARGIN or _must_call(view):
            return ""
        return translate(
            "Coach",
            "Your hand is strong with {0} as trump. If you pass, you may not get to make trump "
            "this hand.",
        ).format(suit_name(best_suit))
    suit = suits[0] if action.act == Act.ORDER else action.arg
    if values.get(suit, 0.0) > CUT_WEAK or _must_call(view):
        return ""
    return translate(
        "Coach",
        "With {0} as trump your hand is weak. The maker must take at least 3 of the 5 tricks; "
        "with fewer the maker is euchred and the others score.",
    ).format(suit_name(suit))


def _alone_warning(view: PlayerView, rng: random.Random) -> str:
    trump = view.trump_or_none
    with_dummy, alone = HeuristicBot("medium", careful=True).make_value(view, trump, rng)
    if with_dummy - alone < MARGIN:
        return ""
    return translate(
        "Coach",
        "Your hand is not strong enough to play alone: the dummy's five cards would help "
        "you more.",
    )
