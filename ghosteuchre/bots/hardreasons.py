"""Why Hard chose what it chose, by the facts a player can check: a card's or a lead's
reason, a bid's, a named trump's and an order's."""

from __future__ import annotations

from ..engine import actions as acts
from ..engine.cards import EFFECTIVE, JACK, POWER, is_left_bower, mask_of
from ..engine.seats import left_of
from ..engine.state import Phase
from ..engine.view import PlayerView
from .bidding import score_pressure
from .handeval import trumps_in
from .heuristic import boss_reason, is_boss, partner_of, role
from .knowledge import Knowledge
from .reasons import Reason

MIN_GAIN = 0.05  # a call's reason speaks of a gain only from this many points


def card_reason(view: PlayerView, card: int, legal: list[int], k: Knowledge) -> Reason:
    """Why the searched card, by the fact a player can check that makes it good: the
    highest card left of its suit, trumps still out, a partner with no cards of the suit,
    the cheapest winner; or what it does in the trick (it leads, wins so far, or ducks)."""
    if not view.trick:
        return lead_reason(view, card, k)
    t = view.trump_or_none
    hand = mask_of(view.hand)
    led = EFFECTIVE[t][view.trick[0][1]]
    power = POWER[t][led]
    win_seat, win_card = max(view.trick, key=lambda play: power[play[1]])
    if power[card] > power[win_card]:
        if EFFECTIVE[t][card] != led:
            return Reason("trumped_void", card=card, suit=led)
        if card == min((c for c in legal if power[c] > power[win_card]), key=lambda c: power[c]):
            return Reason("wins_trick", card=card)
        if is_boss(card, view, k):
            return boss_reason(card, led, t)
        return Reason("search_card_wins", card=card)
    if all(power[c] < power[win_card] for c in legal):
        return Reason("cannot_beat", card=card, winning=win_card)
    if win_seat == partner_of(view):
        return Reason("partner_wins", card=card, winning=win_card)
    if EFFECTIVE[t][card] not in (led, t) and trumps_in(hand, t):
        return Reason("search_keeps_trumps", card=card, suit=led)
    return Reason("search_card_ducks", card=card)


def lead_reason(view: PlayerView, card: int, k: Knowledge) -> Reason:
    """Why the searched lead: see :func:`card_reason`."""
    t = view.trump_or_none
    suit = EFFECTIVE[t][card]
    if suit != t:
        if is_boss(card, view, k):
            return Reason("lead_boss", card=card, suit=suit)
        partner = partner_of(view)
        if partner is not None and k.is_void(partner, suit) and not k.is_void(partner, t) \
                and k.trumps_out():
            return Reason("search_lead_to_partner_void", card=card, suit=suit)
        return Reason("search_lead_side", card=card, suit=suit)
    if is_boss(card, view, k):
        return Reason("lead_best_trump", card=card)
    if is_left_bower(card, t) and k.unseen >> (t * 6 + JACK) & 1:
        return Reason("search_lead_left_for_right", card=card)
    if view.declarer == view.seat:
        trumps = trumps_in(mask_of(view.hand), t)
        if trumps > 1:
            return Reason("lead_to_pull_trump", card=card, trumps=trumps, role=role(view))
        return Reason("lead_to_draw_last_trumps", card=card, role=role(view))
    return Reason("search_lead_trump_out", card=card, trumps=k.trumps_out())


def bid_reason(view: PlayerView, bid: int, suit: int, tricks: float, value: float,
               passing: float, lowest: int) -> Reason:
    """Why Hard bids ``bid`` with ``suit`` (worth ``value``; passing ``passing``)."""
    if acts.PASS not in view.legal and value <= passing:
        return Reason("dealer_must_bid", bid=bid)
    if bid == 6:
        code = "search_moon"
    elif bid > lowest:  # a higher bid pays only by keeping the contract
        code = "search_bid_to_block"
    elif value > 0:
        code = "search_bid"
    elif value > passing:
        code = "search_bid_least_loss"
    else:  # within the margin, which shrinks when an opponent nears the target
        code = "search_bid_risk"
    return Reason(code, bid=bid, suit=suit, tricks=tricks, value=value, passing=passing)


def named_reason(view: PlayerView, suit: int, bid: int, tricks: float, bid_suit: int) -> Reason:
    """Why Hard names ``suit`` for its bid (``bid_suit``: the suit it bid with, -1 unknown)."""
    if bid_suit >= 0 and bid_suit != suit:
        return Reason("search_named_other_suit", suit=suit, other=bid_suit,
                      bid=bid)
    return Reason("search_named_trump", suit=suit, bid=bid, tricks=tricks)


def make_reason(view: PlayerView, suit: int, value: float, passing: float) -> Reason:
    """Why Hard orders up, accepts or (in round two) names ``suit`` (worth ``value``;
    passing ``passing``), with the trumps it holds as it decides: the five cards of its
    hand, both bowers counted.  The up-card is not among them: a dealer who accepts takes
    it (the sentence says "besides the up-card"); another player's order gives it to the
    dealer; in round two it is turned down."""
    if view.phase == Phase.ROUND2:
        code = "search_named"
    else:
        code = "search_accepted" if view.dealer == view.seat else "search_ordered_up"
    trumps = trumps_in(mask_of(view.hand), suit)
    gain = value - passing
    if gain < MIN_GAIN:  # within the margin: double-dummy deals undervalue making
        return Reason(code + "_close", suit=suit, trumps=trumps, value=value, passing=passing)
    if value > 0:
        return Reason(code, suit=suit, trumps=trumps, value=value, gain=gain, passing=passing)
    threat = near_winner(view)
    if threat is not None:
        side = "left" if threat == left_of(view.seat) else "right"
        return Reason(code + "_to_block", suit=suit, trumps=trumps, side=side, value=value,
                      passing=passing)
    return Reason(code + "_least_loss", suit=suit, trumps=trumps, value=value, passing=passing)


def defend_reason(view: PlayerView, alone: bool, alone_value: float,
                  together: float) -> Reason:
    """Why Hard defends alone (``alone``) or together with the other defender, each
    worth its value to Hard, with the trumps it holds (both bowers counted)."""
    trumps = trumps_in(mask_of(view.hand), view.trump_or_none)
    if alone:
        return Reason("search_defend_alone", trumps=trumps, value=alone_value,
                      passing=together)
    return Reason("search_defend_together", trumps=trumps, value=together,
                  passing=alone_value)


def near_winner(view: PlayerView) -> int | None:
    """The opponent closest to the target when one is near it (score pressure), else None."""
    if not score_pressure(view):
        return None
    return max((s for s in range(3) if s != view.seat), key=lambda s: view.scores[s])
