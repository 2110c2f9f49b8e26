"""The coach's warning before a call that is a clear mistake.

The bots' evaluators judge the player's call against the best one: a call is a clear
mistake when it is expected to score at least ``MARGIN`` points less (in Cutthroat,
whose points are fewer, making trump is one when it is worth ``CUT_WEAK`` or less).
In Ghost Hand a swap or keeping the hand is judged the way the bots value a swap
(``SWAP_TRIES`` imagined ghost hands; keeping a hand is a mistake when a swap gains
``KEEP_MARGIN``), and a named trump by the tricks the hand
should take with it (``TRUMP_MARGIN`` fewer than with the best suit); in Cutthroat a
defender going alone should take ``ALONE_DEFENCE`` tricks.  The warning says what the
hand is worth in tricks and what the call risks, in plain words.
"""

from __future__ import annotations

import random

from PySide6.QtCore import QCoreApplication

from ..bots.handeval import best_bid_values, best_trump, trick_estimate
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
TRUMP_MARGIN = 1.0  # Ghost Hand: a named trump this many tricks below the best is a mistake
SWAP_TRIES = 24  # ghost hands imagined to value a swap
KEEP_MARGIN = 2.0  # expected points a swap gains that make keeping the hand a clear mistake
ALONE_DEFENCE = 2.5  # Cutthroat: a lone defender expected to take fewer tricks than this
# (3 are needed) is clearly better off defending together


def call_warning(view: PlayerView, action: Action, rng: random.Random) -> str:
    """Why ``action`` is a clear mistake for the player of ``view``; "" if it is not."""
    if view.phase == Phase.BID and action.act == Act.SWAP:
        return _swap_warning(view, rng)
    if view.phase == Phase.BID and action.act in (Act.BID, Act.MOON, Act.PASS):
        return _bid_warning(view, action) or _keep_warning(view, action, rng)
    if view.phase == Phase.DECLARE and action.act == Act.TRUMP:
        return _trump_warning(view, action.arg)
    if view.phase == Phase.DEFEND and action.act == Act.ALONE:
        return _defend_alone_warning(view)
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


def _keep_and_swap(view: PlayerView, rng: random.Random) -> tuple[float, float]:
    """Ghost Hand: the expected points of the best call with this hand and, on average,
    with a ghost hand made of cards the player has not seen (as the bots value a swap)."""
    bot = HeuristicBot("medium", careful=True)
    hand = mask_of(view.hand)
    keep = max(PASS_VALUE_GHOST, bot.ghost_options(hand, view, rng)[1])
    unseen = [c for c in range(24) if not hand >> c & 1]
    swap = sum(max(PASS_VALUE_GHOST,
                   bot.ghost_options(mask_of(rng.sample(unseen, 6)), view, rng)[1])
               for _ in range(SWAP_TRIES)) / SWAP_TRIES
    return keep, swap


def _swap_warning(view: PlayerView, rng: random.Random) -> str:
    keep, swap = _keep_and_swap(view, rng)
    if keep - swap < MARGIN:
        return ""
    suit, est = best_trump(mask_of(view.hand), view.rules)
    return translate(
        "Coach",
        "Your hand is strong: with {0} as trump it should take about {1} of the 6 tricks. The "
        "ghost hand is most likely weaker, and once you swap you cannot take your cards back.",
    ).format(suit_name(suit), round(est))


def _keep_warning(view: PlayerView, action: Action, rng: random.Random) -> str:
    """Bidding or passing with a weak hand while the swap is still open."""
    if Act.SWAP not in {a.act for a in view.legal} or view.high_bid >= 6:
        return ""
    keep, swap = _keep_and_swap(view, rng)
    if swap - keep < KEEP_MARGIN:
        return ""
    suit, est = best_trump(mask_of(view.hand), view.rules)
    return translate(
        "Coach",
        "Your hand is weak: even with {0} as trump it should take about {1} of the 6 tricks. "
        "You may still swap it for the ghost hand first, which is most likely better.",
    ).format(suit_name(suit), round(est))


def _trump_warning(view: PlayerView, named: int) -> str:
    hand = mask_of(view.hand)
    best, best_est = best_trump(hand, view.rules)
    est = trick_estimate(hand, named, view.rules)
    if best == named or best_est - est < TRUMP_MARGIN:
        return ""
    if view.high_bid >= 6:
        return translate(
            "Coach",
            "With {0} as trump your hand should take about {1} of the 6 tricks; with {2} as "
            "trump, about {3}. You shot the moon: you need all 6.",
        ).format(suit_name(named), round(est), suit_name(best), round(best_est))
    return translate(
        "Coach",
        "With {0} as trump your hand should take about {1} of the 6 tricks; with {2} as "
        "trump, about {3}. You bid {4}.",
    ).format(suit_name(named), round(est), suit_name(best), round(best_est), view.high_bid)


def _defend_alone_warning(view: PlayerView) -> str:
    est = trick_estimate(mask_of(view.hand), view.trump_or_none, view.rules)
    if est >= ALONE_DEFENCE:
        return ""
    return translate(
        "Coach",
        "Alone you must take 3 of the 5 tricks by yourself, and your hand should take about "
        "{0} of them. Defending together, the other defender's tricks count with yours.",
    ).format(round(est))


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
