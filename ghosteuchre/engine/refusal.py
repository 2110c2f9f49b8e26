"""Why the rules refuse an action, from what the acting seat may know.

:func:`refused` is the one place the reason of a refusal is worked out (``GameState``
raises it from ``apply``); it reads only what the acting seat sees: the phase, its own
hand, trump, the trick, the bids and who swapped.  ``view.refusal`` gives the same
refusal from a seat's :class:`~ghosteuchre.engine.view.PlayerView`, so that the app
can say why a card or a call is refused without the full state.
"""

from __future__ import annotations

from collections.abc import Sequence

from .actions import Act, Action
from .cards import EFFECTIVE, SUIT_MASK, cards_of, is_left_bower
from .phases import Phase
from .reasons import HOLDS_LEFT, NO_BOWER, PLAYS_LEFT
from .rules import Rules

Reason = tuple[str, dict[str, int], int]  # a refusal's code, parameters and seat


def acted(action: Action) -> dict[str, int]:
    """An action as a refusal's parameters."""
    return {"act": action.act, "arg": action.arg}


def refused(rules: Rules, phase: Phase, seat: int, action: Action, hand: int, trump: int,
            trick: Sequence[tuple[int, int]], high_bid: int, swapped_by: int) -> Reason:
    """Why ``seat``, to act in ``phase`` holding ``hand``, may not take ``action`` (known
    not to be legal)."""
    act, arg = action.act, action.arg
    if phase == Phase.PLAY and act == Act.PLAY:
        return _play_refusal(seat, arg, hand, trump, trick)
    if phase == Phase.DISCARD and act == Act.DISCARD:
        return "discard_not_held", {"card": arg}, seat
    if phase == Phase.BID:
        if act == Act.SWAP:
            if not rules.ghost_swap:
                return "swap_off", {}, seat
            return "already_swapped", {"swapper": swapped_by}, seat
        if act == Act.BID:
            if high_bid == 6:
                return "moon_called", {}, seat
            if arg == 6:
                return "bid_six", {}, seat
            low = max(3, high_bid + 1)
            if high_bid:
                return "bid_above", {"bid": arg, "low": low, "high": high_bid}, seat
            return "bid_range", {"bid": arg, "low": low}, seat
        if act == Act.MOON:
            return "moon_again", {}, seat
        if act == Act.PASS:
            return "dealer_stuck_bid", {}, seat
    if phase == Phase.ROUND2 and act == Act.TRUMP:
        return "turned_down", {"suit": arg}, seat
    if phase == Phase.ROUND2 and act == Act.PASS:
        return "dealer_stuck_suit", {}, seat
    if phase == Phase.PICKUP and act == Act.DECLINE:
        return "pickup_required", {}, seat
    return "not_now", {**acted(action), "phase": phase}, seat


def _play_refusal(seat: int, card: int, hand: int, trump: int,
                  trick: Sequence[tuple[int, int]]) -> Reason:
    if card < 0 or not hand >> card & 1:
        return "card_not_held", {"card": card}, seat
    led = EFFECTIVE[trump][trick[0][1]]
    follow = cards_of(hand & SUIT_MASK[trump][led])
    left = [c for c in follow if is_left_bower(c, trump)]
    bower = HOLDS_LEFT if left else PLAYS_LEFT if is_left_bower(card, trump) else NO_BOWER
    params = {"suit": led, "shown": left[0] if left else follow[-1], "played": card,
              "trump": trump, "bower": bower}
    return "must_follow", params, seat
