"""What a bot may say while the hand is on: only what the other players can check.

A bot's :class:`~.reasons.Reason` is true of its own cards, which the human does not
see.  :func:`live_reason` gives the reason as it may be said at the table during the
hand, judged from the human's :class:`PlayerView` (after the bot's action): the reason
itself when it states only public facts (the action, the cards played, the up-card,
the bids, the scores, the rules), a public rewording when one exists, or ``None``, the
reason held back until the hand is over (the hand history shows it with every card
open).  A reason is held back when it names or counts cards the human cannot see (a
face-down discard, the bot's hand, the dummy, the ghost hand, a number of trumps) or
tells what the bot's hand holds beyond what its action shows; a code not listed here is
held back too.

:func:`thrown_off` and :func:`last_card` fit a card's reason to how it was played:
a card that neither follows suit nor trumps is *thrown off*, never "played" or "led";
a card is the only choice only when it was its player's last.  :func:`is_honour` is the
one meaning of an honour (an ace, king or queen, or a bower): never called low.
"""

from __future__ import annotations

from ..engine.actions import Act, Action
from ..engine.cards import EFFECTIVE, JACK, NO_TRUMP, POWER
from ..engine.view import PlayerView
from .reasons import Reason

# Reasons that state only the action, the rules or what every player has seen.
PUBLIC = frozenset({
    "random", "must_pick_up", "only_action", "last_card", "only_sensible_action",
    "most_visited",
    # calls: what the call itself tells
    "dealer_must_bid", "dealer_must_name", "pass_moon_called", "pass_cannot_beat_bid",
    "pass_too_weak_to_bid", "pass_no_suit", "pass_suit_too_weak", "pass_suit_worth_only",
    "swap_weak_hand", "search_swap", "search_named_trump", "accepted_with_dummy",
    "ordered_up_with_dummy", "named_with_dummy", "took_dummy", "search_dummy",
    "defend_together", "picked_up_trump", "picked_up_on_deal",
    "declined_on_deal", "alone_should_march", "search_alone", "bid_to_make",
    # cards: the cards on the table
    "careless_card", "careless_throw", "endgame_best", "endgame_throw", "search_card_wins",
    "partner_wins", "partner_wins_throw", "trumped_void", "search_lead_side",
    "search_lead_to_partner_void", "lead_trump",
})
# Reasons true only while no card that beats the reason's card is left unplayed.
HIGHEST_LEFT = frozenset({"lead_boss", "wins_with_boss", "wins_with_best_trump",
                          "lead_best_trump"})
BIDS = frozenset({"bid_expected_tricks", "search_bid", "search_bid_to_block",
                  "search_bid_least_loss", "search_bid_risk"})
# Hard's order, acceptance or naming, which names the trumps it holds: said as the call
# tells it.
ORDERS = {"search_accepted": "accepted_with_dummy", "search_ordered_up": "ordered_up_with_dummy",
          "search_named": "named_with_dummy"}
TRUMP_LEADS = frozenset({"lead_to_pull_trump", "lead_to_draw_last_trumps",
                         "search_lead_trump_out"})
# A card thrown off: the reason of the same meaning that says so.
THROWN = {
    "careless_card": "careless_throw",
    "endgame_best": "endgame_throw",
    "partner_wins": "partner_wins_throw",
    "cannot_beat": "cannot_beat_throw",
    "search_card_ducks": "search_card_ducks_throw",
}
HONOUR_RANKS = (3, 4, 5)  # queen, king, ace (a card's index modulo 6)


def is_honour(card: int, trump: int | None) -> bool:
    """An ace, king or queen of any suit, or a bower (either jack of trump's colour)."""
    if card % 6 in HONOUR_RANKS:
        return True
    t = NO_TRUMP if trump is None else trump
    return card % 6 == JACK and t != NO_TRUMP and card // 6 in (t, t ^ 3)


def played_cards(view: PlayerView) -> set[int]:
    """Every card played to a trick so far this hand, the trick on the table included."""
    cards = {int(c) for trick in view.tricks for _, c in trick.plays}
    return cards | {int(c) for _, c in view.trick}


def seen_cards(view: PlayerView) -> set[int]:
    """Every card ``view``'s player knows the place of: its hand, the cards it gave up or
    took (discards, a dead hand, the dummy), the up-card and the cards played."""
    cards = {int(c) for c in (*view.hand, *view.my_discards, *view.my_dummy,
                              *view.my_dead_hand)}
    if view.up_card is not None:
        cards.add(int(view.up_card))
    return cards | played_cards(view)


def thrown_off(view: PlayerView, card: int) -> bool:
    """Whether ``card``, played now by ``view``'s player, neither follows suit nor trumps."""
    if not view.trick:
        return False
    t = view.trump_or_none
    led = EFFECTIVE[t][int(view.trick[0][1])]
    return EFFECTIVE[t][card] not in (led, t)


def as_played(view: PlayerView, reason: Reason) -> Reason:
    """``reason`` for a card played on ``view``, worded as the card was played: thrown
    off, or the player's last card."""
    if "card" not in dict(reason.args):
        return reason
    card = int(reason["card"])
    if reason.code == "only_legal_card" and len(view.hand) == 1:
        return Reason("last_card", card=card)
    if reason.code in THROWN and thrown_off(view, card):
        return Reason(THROWN[reason.code], **dict(reason.args))
    return reason


def live_reason(reason: Reason | str | None, action: Action, seen: PlayerView) -> Reason | None:
    """``reason`` as the player of ``seen`` may hear it while the hand is on (see the
    module's text); ``seen`` is that player's view after the action.  None: held back."""
    if not isinstance(reason, Reason) or action.act == Act.DISCARD:
        return None  # a worded sentence cannot be checked; a discard is face down
    code = reason.code
    if code == "search_named_trump":  # the suit named and the bid, not the hand's tricks
        return Reason(code, suit=reason["suit"], bid=seen.high_bid)
    if code in PUBLIC:
        return reason
    if code in HIGHEST_LEFT:
        if _highest_left(int(reason["card"]), seen):
            return reason
        return Reason("search_card_wins", card=reason["card"]) if code.startswith("wins") \
            else None
    if code == "wins_trick":
        return Reason("search_card_wins", card=reason["card"])
    if code in TRUMP_LEADS:
        return Reason("lead_trump", card=reason["card"])
    if code in BIDS:
        return Reason("bid_to_make", bid=reason["bid"])
    if code in ORDERS:
        return Reason(ORDERS[code], suit=reason["suit"])
    if code == "search_defend_together":  # the pass, not the trumps held
        return Reason("defend_together")
    if code == "named_best_suit" and seen.high_bid:
        return Reason("search_named_trump", suit=reason["suit"], bid=seen.high_bid)
    return None


def _highest_left(card: int, seen: PlayerView) -> bool:
    """No card that beats ``card`` in its own suit is still to be played (as far as the
    player of ``seen`` can tell)."""
    t = seen.trump_or_none
    suit = EFFECTIVE[t][card]
    power = POWER[t][suit]
    played = played_cards(seen)
    return all(c in played for c in range(24)
               if EFFECTIVE[t][c] == suit and power[c] > power[card])
