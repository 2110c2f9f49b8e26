"""The bidding as Hard models it: who is still to speak, how a sound player bids a hand
in Ghost Hand (:func:`ghost_declarer`, :class:`Defence`), how near an opponent is to
the target, and how plausible the bidding so far makes a deal."""

from __future__ import annotations

import math
from collections.abc import Hashable

from ..engine.actions import Act
from ..engine.cards import mask_of
from ..engine.rules import Rules
from ..engine.seats import left_of
from ..engine.state import Phase
from ..engine.view import PlayerView
from .calls import ghost_named_value
from .handeval import best_bid_values, best_trump, trick_estimate
from .heuristic import PASS_VALUE_GHOST
from .search import SolveBudget

BID_SUITS_WITHIN = 1.5  # a bid's suits: those within this many tricks of the best estimate


def _sigmoid(x: float) -> float:
    return 1 / (1 + math.exp(-x))


def bid_estimates(view: PlayerView) -> list[tuple[float, int]]:
    """Each suit's trick estimate for a Ghost Hand bid from ``view``'s hand, best first."""
    hand = mask_of(view.hand)
    return sorted(((trick_estimate(hand, s, view.rules), s) for s in range(4)), reverse=True)


def bid_suits(view: PlayerView) -> list[int]:
    """The suits a Ghost Hand bid could be made with, as Hard searches them: those within
    :data:`BID_SUITS_WITHIN` tricks of the best estimate (the naming tries every suit)."""
    ests = bid_estimates(view)
    return [s for e, s in ests if e >= ests[0][0] - BID_SUITS_WITHIN]


def later_callers(view: PlayerView) -> list[int]:
    """Cutthroat: the seats still to call after me in this round, in order."""
    passes = sum(1 for _, a in view.log if a.act == Act.PASS)
    return _seats_after(view.seat, passes if view.phase == Phase.ROUND1 else passes - 3)


def later_bidders(view: PlayerView) -> list[int]:
    """Ghost Hand: the seats still to bid after me this hand, in order."""
    spoken = sum(1 for _, a in view.log if a.act in (Act.BID, Act.MOON, Act.PASS))
    return _seats_after(seat=view.seat, spoken=spoken)


def _seats_after(seat: int, spoken: int) -> list[int]:
    """The seats left of ``seat`` still to speak when ``spoken`` players have spoken."""
    return [left_of(seat, step) for step in range(1, 3 - spoken)]


def overbid(hands: list[int], seats: list[int], rules: Rules) -> int:
    """The highest bid (6: the moon) that ``seats`` would make with these hands, 0 if none.

    A player bids a level when its expected points from the hand evaluation beat
    passing, the way a sound player (and Medium) bids.
    """
    return ghost_declarer(hands, seats, rules, 0, -1, -1)[1]


def ghost_declarer(hands: list[int], seats: list[int], rules: Rules, top: int, top_seat: int,
                   dealer: int) -> tuple[int, int]:
    """Who declares, and at what bid, when ``seats`` bid in turn over ``top`` (bid by
    ``top_seat``; -1 and 0 when nobody has bid): each bids the highest level over the
    bid so far that its hand's estimate makes worth more than passing, as a sound player
    (and Medium) bids; a dealer who may not pass bids 3.  (-1, 0): nobody bids."""
    for seat in seats:
        est = best_trump(hands[seat], rules)[1]
        values = best_bid_values(est, rules)
        for bid in (6, 5, 4, 3):
            if bid > top and values[bid] - (6 - min(est, 6.0)) / 2 > PASS_VALUE_GHOST:
                top, top_seat = bid, seat
                break
        else:
            if seat == dealer and top_seat < 0 and rules.stick_the_dealer:
                top, top_seat = 3, seat
    return top_seat, top


class Defence:
    """My value in one Ghost Hand world when another player declares: its bid and its best
    suit by the estimate, solved with me against both others as in the play; 0 when
    nobody declares (the hand is void).  Each declarer and bid is solved once."""

    def __init__(self, view: PlayerView, hands: list[int], budget: SolveBudget) -> None:
        self.view = view
        self.hands = hands
        self.budget = budget
        self.known: dict[tuple[int, int], float] = {}

    def __call__(self, declarer: int, bid: int) -> float:
        if declarer < 0:
            return 0.0
        value = self.known.get((declarer, bid))
        if value is None:
            v = self.view
            suit = best_trump(self.hands[declarer], v.rules)[0]
            value = self.known[(declarer, bid)] = ghost_named_value(
                v.rules, v.seat, v.scores, self.hands, declarer, suit, bid, self.budget)
        return value


def high_bidder(view: PlayerView) -> int:
    """Ghost Hand: the seat holding the highest bid so far, -1 if nobody has bid."""
    return view.declarer if view.high_bid and view.declarer is not None else -1


def bid_key(view: PlayerView) -> Hashable:
    """What a Ghost Hand bid and the naming after it have in common in the views."""
    return view.hand_number, view.seat, view.dealer, view.scores, mask_of(view.hand)


def ghost_pass_value(view: PlayerView) -> float:
    """What passing is usually worth to me in Ghost Hand (nothing if it ends the hand void)."""
    if view.seat == view.dealer and view.high_bid == 0:
        return 0.0
    return PASS_VALUE_GHOST


def score_pressure(view: PlayerView) -> float:
    """How much an opponent's closeness to the target should push me to take risks (0..1)."""
    target = view.rules.target
    me = view.scores[view.seat]
    best_other = max(view.scores[s] for s in range(3) if s != view.seat)
    if best_other < target * 0.7 or me > best_other:
        return 0.0
    return min(1.0, (best_other - target * 0.7) / (target * 0.3))


def bidding_likelihood(view: PlayerView, hands: list[int]) -> float:
    """How plausible the bidding is with these hands (1 = fully, near 0 = hardly)."""
    played = [0, 0, 0]
    for trick in [*(t.plays for t in view.tricks), view.trick]:
        for s, c in trick:
            played[s] |= 1 << c
    rules = view.rules
    trump = view.trump_or_none
    up = int(view.up_card) if view.up_card is not None else -1
    like = 1.0
    passes = 0
    made = False
    for seat, action in view.log:
        act = action.act
        if act in (Act.PLAY, Act.DISCARD, Act.SWAP):
            continue
        if act in (Act.ORDER, Act.TRUMP, Act.DUMMY, Act.ALONE):
            made = True
        if seat == view.seat:
            passes += act == Act.PASS
            continue
        held = hands[seat] | played[seat]
        if act in (Act.BID, Act.MOON):
            bid = 6 if act == Act.MOON else action.arg
            est = trick_estimate(held, trump, rules) if trump < 4 and seat == view.declarer \
                else best_trump(held, rules)[1]
            like *= _sigmoid(1.5 * (est - bid + 1.0))
        elif act == Act.PASS and rules.is_ghost:
            like *= _sigmoid(1.5 * (3.5 - best_trump(held, rules)[1]))
        elif act == Act.PASS and not made and up >= 0:
            passes += 1
            if passes <= 3:  # round one: not strong in the up-card's suit
                like *= _sigmoid(1.5 * (2.5 - trick_estimate(held, up // 6, rules)))
            else:  # round two: no strong suit but the turned-down one
                like *= _sigmoid(1.5 * (2.5 - best_trump(held, rules, exclude=up // 6)[1]))
        elif act in (Act.ORDER, Act.TRUMP) and not rules.is_ghost:
            suit = action.arg if act == Act.TRUMP else up // 6
            like *= _sigmoid(1.5 * (trick_estimate(held, suit, rules) - 1.0))
    return like
