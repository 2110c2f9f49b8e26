"""A bot's reason as a sentence in the player's language.

Bots give a structured :class:`~ghosteuchre.bots.reasons.Reason` (a code and its
arguments); the bots' own English (``render_reason``) is for developers and shows
their search.  The app words the same codes here for players: what the call or the
card does, named with the reason's card, suit and counts, never the search's deals
or expected points.  Each sentence is a literal ``translate("BotReason", ...)`` that
pyside6-lupdate collects.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QCoreApplication

from ..bots.fairness import live_reason
from ..bots.reasons import Reason
from ..engine.actions import Action
from ..engine.cards import CARDS
from ..engine.view import PlayerView
from .describe import bid_text, suit_name

translate = QCoreApplication.translate
_HIDDEN = ("value", "fresh", "mine", "alone", "dummy", "gain", "passing", "worlds", "simulations")


def reason_text(reason: Reason | str | None) -> str:
    """The sentence for a bot's reason; a str is a sentence already worded, None is ""."""
    if reason is None:
        return ""
    if isinstance(reason, str):
        return reason
    return _sentence(reason).format(**_fields(reason))


def live_text(reason: Reason | str | None, action: Action, seen: PlayerView) -> str:
    """The sentence for a bot's reason as the player of ``seen`` (their view after the
    bot's ``action``) may read it while the hand is on; "" for a reason held back until
    the hand is over (``bots.fairness.live_reason``)."""
    return reason_text(live_reason(reason, action, seen))


def reason_because(reason: Reason | str | None) -> str:
    """The explanation of a reason without what was done: the part of its sentence after
    the first colon ("with hearts as trump my hand should make it."), for a line that
    already says what was done; "" for a sentence without one."""
    text = reason_text(reason)
    _, colon, because = text.partition(": ")
    return because if colon else ""


def _count(reason: Reason, name: str) -> int:
    value = reason[name]
    if not isinstance(value, int):
        raise TypeError(f"reason {reason.code!r}: {name} must be a whole number")
    return value


def _fields(reason: Reason) -> dict[str, object]:
    """The reason's arguments as the words of its sentence."""
    fields: dict[str, object] = {}
    for name, value in reason.args:
        if name in ("card", "winning"):
            fields[name] = CARDS[_count(reason, name)].pretty()
        elif name == "suit":
            fields[name] = suit_name(_count(reason, name))
        elif name == "tricks":
            fields[name] = round(float(value))
        elif name == "role":
            fields[name] = (
                translate("BotReason", "declarer")
                if value == "declarer"
                else translate("BotReason", "maker")
            )
        elif name == "side":
            fields["threat"] = (
                translate("BotReason", "the player on my left")
                if value == "left"
                else translate("BotReason", "the player on my right")
            )
        elif name not in _HIDDEN:
            fields[name] = value
    fields.setdefault("role", translate("BotReason", "maker"))
    fields.setdefault("threat", translate("BotReason", "another player"))
    if "bid" in fields:
        bid = _count(reason, "bid")
        fields["bid_words"] = bid_text(bid)
        fields["bid_verb"] = (
            translate("BotReason", "Shot the moon")
            if bid == 6
            else translate("BotReason", "Bid {0}").format(bid)
        )
    return fields


def _sentence(reason: Reason) -> str:
    """The sentence of the reason's code, with ``{field}`` places for the words of its
    arguments (a count is a plain name: pyside6-lupdate reads no other)."""
    trumps, tricks = (
        round(float(reason[name])) if name in dict(reason.args) else 0
        for name in ("trumps", "tricks")
    )
    sentences: dict[str, Callable[[], str]] = {
        # any bot
        "random": lambda: translate("BotReason", "Chose at random."),
        "only_legal_card": lambda: translate(
            "BotReason", "Played the {card}: the only card I was allowed to play."
        ),
        "last_card_to_discard": lambda: translate(
            "BotReason", "Discarded the {card}: the last card I had to give up."
        ),
        "must_pick_up": lambda: translate(
            "BotReason", "Picked up the up-card: the rules require it."
        ),
        "only_action": lambda: translate("BotReason", "Chose {action}: the only thing I may do."),
        # Ghost Hand calls
        "bid_expected_tricks": lambda: translate(
            "BotReason",
            "{bid_verb}: with {suit} as trump my hand should take about %n trick(s).",
            "",
            tricks,
        ),
        "dealer_must_bid": lambda: translate(
            "BotReason", "Bid {bid_words}: the dealer may not pass when everyone else has."
        ),
        "swap_weak_hand": lambda: translate(
            "BotReason",
            "Swapped with the ghost hand: mine is too weak to bid, and a fresh hand is "
            "usually better.",
        ),
        "pass_moon_called": lambda: translate(
            "BotReason", "Passed: someone has already called the moon."
        ),
        "pass_cannot_beat_bid": lambda: translate(
            "BotReason", "Passed: my hand is not strong enough to bid more than {bid}."
        ),
        "pass_too_weak_to_bid": lambda: translate(
            "BotReason", "Passed: my hand is not strong enough to bid."
        ),
        "named_best_suit": lambda: translate(
            "BotReason", "Named {suit}: my strongest suit, good for about %n trick(s).", "", tricks
        ),
        "search_swap": lambda: translate(
            "BotReason",
            "Swapped with the ghost hand: an unseen hand is likely to be better than mine.",
        ),
        "search_bid": lambda: translate(
            "BotReason", "{bid_verb}: with {suit} as trump my hand should make it."
        ),
        "search_bid_to_block": lambda: translate(
            "BotReason",
            "{bid_verb}: with {suit} as trump my hand should take about %n trick(s), and a "
            "lower bid would likely be outbid.",
            "",
            tricks,
        ),
        "search_bid_least_loss": lambda: translate(
            "BotReason",
            "{bid_verb}: with {suit} as trump my hand should take about %n trick(s), and "
            "passing would likely cost me more.",
            "",
            tricks,
        ),
        "search_bid_risk": lambda: translate(
            "BotReason",
            "{bid_verb}: with {suit} as trump my hand should take about %n trick(s); a risk "
            "worth taking with another player close to winning.",
            "",
            tricks,
        ),
        "search_moon": lambda: translate(
            "BotReason",
            "Shot the moon: with {suit} as trump my hand should take every trick often "
            "enough to be worth the risk.",
        ),
        "search_named_trump": lambda: translate(
            "BotReason", "Named {suit}: my hand is strongest with it as trump."
        ),
        "search_named_other_suit": lambda: translate(
            "BotReason",
            "Named {suit}: after the bids that followed mine, it is a better trump for me "
            "than the suit I bid with.",
        ),
        # Cutthroat calls
        "accepted_with_dummy": lambda: translate(
            "BotReason",
            "Accepted: with {suit} as trump and the dummy's cards to choose from, I should "
            "take at least three tricks.",
        ),
        "ordered_up_with_dummy": lambda: translate(
            "BotReason",
            "Ordered it up: with {suit} as trump and the dummy's cards to choose from, I "
            "should take at least three tricks.",
        ),
        "pass_suit_too_weak": lambda: translate(
            "BotReason", "Passed: with {suit} as trump I would too often be euchred."
        ),
        "pass_no_suit": lambda: translate(
            "BotReason", "Passed: no suit is strong enough for me to make it."
        ),
        "named_with_dummy": lambda: translate(
            "BotReason",
            "Named {suit}: with the dummy's cards I should take at least three tricks.",
        ),
        "dealer_must_name": lambda: translate(
            "BotReason", "Named {suit}: the dealer must name a suit when everyone has passed."
        ),
        "picked_up_trump": lambda: translate(
            "BotReason", "Picked up the {card}: one more trump to use against the maker."
        ),
        "alone_should_march": lambda: translate(
            "BotReason", "Went alone: my hand is strong enough to take all five tricks by itself."
        ),
        "took_dummy": lambda: translate(
            "BotReason", "Took the dummy: five more cards to choose my best hand from."
        ),
        "discard_low": lambda: translate(
            "BotReason", "Discarded the {card}: a low card I will not need."
        ),
        "discard_side_card": lambda: translate(
            "BotReason",
            "Discarded the {card}: I keep my trumps and the side cards that go best with them.",
        ),
        "discard_weakest_trump": lambda: translate(
            "BotReason", "Discarded the {card}: my weakest trump."
        ),
        "discard_to_void": lambda: translate(
            "BotReason",
            "Discarded the {card}: now I have no {suit}, so I can trump when {suit} are led.",
        ),
        "defend_alone_trumps": lambda: translate(
            "BotReason",
            "Defended alone: with %n trump(s) I can stop the maker by myself.",
            "",
            trumps,
        ),
        "defend_together": lambda: translate(
            "BotReason", "Passed: I defend together with the other player."
        ),
        "search_accepted": lambda: translate(
            "BotReason", "Accepted: with {suit} as trump I should take at least three tricks."
        ),
        "search_ordered_up": lambda: translate(
            "BotReason",
            "Ordered it up: with {suit} as trump I should take at least three tricks.",
        ),
        "search_accepted_to_block": lambda: translate(
            "BotReason",
            "Accepted {suit}: a risk, but if I passed, {threat}, who is close to winning, "
            "would likely make trump.",
        ),
        "search_ordered_up_to_block": lambda: translate(
            "BotReason",
            "Ordered up {suit}: a risk, but if I passed, {threat}, who is close to winning, "
            "would likely make trump.",
        ),
        "search_accepted_least_loss": lambda: translate(
            "BotReason",
            "Accepted {suit}: if I passed, another player would likely make trump and "
            "cost me more.",
        ),
        "search_ordered_up_least_loss": lambda: translate(
            "BotReason",
            "Ordered up {suit}: if I passed, another player would likely make trump and "
            "cost me more.",
        ),
        "search_accepted_close": lambda: translate(
            "BotReason", "Accepted {suit}: a close call that I think is worth the risk."
        ),
        "search_ordered_up_close": lambda: translate(
            "BotReason", "Ordered up {suit}: a close call that I think is worth the risk."
        ),
        "pass_suit_worth_only": lambda: translate(
            "BotReason", "Passed: with {suit} as trump I would risk being euchred."
        ),
        "search_alone": lambda: translate(
            "BotReason", "Went alone: my hand should do better without the dummy than with it."
        ),
        "search_alone_close": lambda: translate(
            "BotReason", "Went alone: a close call that I think is worth the risk."
        ),
        "search_dummy": lambda: translate(
            "BotReason", "Took the dummy: its cards should help me more than going alone."
        ),
        "declined_on_deal": lambda: translate(
            "BotReason", "Declined the {card}: my hand is better without it."
        ),
        "picked_up_on_deal": lambda: translate(
            "BotReason", "Picked up the {card}: it makes my hand stronger."
        ),
        "discard_on_likely_deals": lambda: translate(
            "BotReason",
            "Discarded the {card}: the cards I keep give the maker the most trouble.",
        ),
        "maker_keeps_on_likely_deals": lambda: translate(
            "BotReason",
            "Discarded the {card}: as maker I keep the five cards that should take the most "
            "tricks.",
        ),
        "discard_on_deal": lambda: translate(
            "BotReason", "Discarded the {card}: the five cards I keep are my strongest."
        ),
        # card play
        "careless_card": lambda: translate("BotReason", "Played the {card}."),
        "endgame_best": lambda: translate(
            "BotReason", "Played the {card}: with the cards still out, it takes the most tricks."
        ),
        "search_card_wins": lambda: translate(
            "BotReason",
            "Played the {card}: it beats the cards played so far, and taking this "
            "trick is my best chance.",
        ),
        "search_card_ducks": lambda: translate(
            "BotReason",
            "Played the {card}: I let this trick go and keep my better cards for later.",
        ),
        "search_lead_side": lambda: translate(
            "BotReason", "Led the {card}: leading {suit} now is my best chance."
        ),
        "search_lead_trump_out": lambda: translate(
            "BotReason",
            "Led the {card}: leading trump draws out the %n trump(s) I have not seen yet.",
            "",
            trumps,
        ),
        "search_lead_left_for_right": lambda: translate(
            "BotReason",
            "Led the {card}: the right bower is still out, so I lead the left bower to draw it.",
        ),
        "search_lead_to_partner_void": lambda: translate(
            "BotReason", "Led the {card}: my partner has no {suit} left and may trump it."
        ),
        "wins_with_boss": lambda: translate(
            "BotReason",
            "Played the {card}: the highest card left in {suit}; only a trump can beat it.",
        ),
        "wins_with_best_trump": lambda: translate(
            "BotReason", "Played the {card}: the highest trump left, so nobody can beat it."
        ),
        "search_keeps_trumps": lambda: translate(
            "BotReason", "Threw off the {card}: I have no {suit}, and I keep my trumps for later."
        ),
        "partner_wins": lambda: translate(
            "BotReason", "Played the {card}: my partner's {winning} already wins the trick."
        ),
        "trumped_void": lambda: translate(
            "BotReason", "Trumped with the {card}: I have no {suit}, so I may play a trump."
        ),
        "wins_trick": lambda: translate(
            "BotReason", "Played the {card}: the cheapest card that wins the trick."
        ),
        "cannot_beat": lambda: translate(
            "BotReason", "Played the {card}: I cannot beat the {winning}, so I keep my good cards."
        ),
        "lead_to_pull_trump": lambda: translate(
            "BotReason",
            "Led the {card}: I am the {role} with %n trump(s), so I draw out the others' trumps.",
            "",
            trumps,
        ),
        "lead_to_draw_last_trumps": lambda: translate(
            "BotReason",
            "Led the {card}: I am the {role} with 1 trump left, so I draw out the last trumps.",
        ),
        "lead_boss": lambda: translate(
            "BotReason",
            "Led the {card}: the highest card left in {suit}; only a trump can beat it.",
        ),
        "lead_short_suit": lambda: translate(
            "BotReason",
            "Led the {card}: the lowest card of my shortest side suit, so I can trump that "
            "suit sooner.",
        ),
        "lead_best_trump": lambda: translate(
            "BotReason", "Led the {card}: the highest trump left, so nobody can beat it."
        ),
        "lead_lowest_trump": lambda: translate(
            "BotReason", "Led the {card}: I have only trumps left, so I lead the lowest."
        ),
        "last_card": lambda: translate("BotReason", "The {card} was my last card."),
        "lead_trump": lambda: translate(
            "BotReason", "Led the {card}: leading trump draws out the others' trumps."
        ),
        # card play: a card thrown off (neither following suit nor trumping)
        "careless_throw": lambda: translate("BotReason", "Threw off the {card}."),
        "endgame_throw": lambda: translate(
            "BotReason",
            "Threw off the {card}: with the cards still out, keeping my other cards takes "
            "the most tricks.",
        ),
        "partner_wins_throw": lambda: translate(
            "BotReason", "Threw off the {card}: my partner's {winning} already wins the trick."
        ),
        "cannot_beat_throw": lambda: translate(
            "BotReason", "Threw off the {card}: I cannot beat the {winning}, so I keep my good "
            "cards."
        ),
        "search_card_ducks_throw": lambda: translate(
            "BotReason",
            "Threw off the {card}: I let this trick go and keep my better cards for later.",
        ),
        # calls worded from what the call itself tells (said during the hand)
        "bid_to_make": lambda: translate("BotReason", "{bid_verb}: I expect my hand to make it."),
        "discard_keep_five": lambda: translate(
            "BotReason", "Discarded these cards: the five I keep do best with {suit} as trump."
        ),
        # benchmark references
        "only_sensible_action": lambda: translate("BotReason", "Chose the only sensible action."),
        "most_visited": lambda: translate(
            "BotReason", "Chose {action}: it came out best when I tried each choice."
        ),
    }
    return sentences[reason.code]()
