"""A bot's reason as a sentence in the player's language.

Bots give a structured :class:`~ghosteuchre.bots.reasons.Reason` (a code and its
arguments) and word it in English themselves (``render_reason``); the app words
the same codes here, each through a literal ``translate("BotReason", ...)`` that
pyside6-lupdate collects.  tests/app/test_translatable.py checks that every code
has a sentence here that reads as the English one.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QCoreApplication

from ..bots.reasons import Reason
from ..engine.cards import CARDS
from .describe import bid_text, suit_name

translate = QCoreApplication.translate

_POINTS = ("value", "fresh", "mine", "alone", "dummy", "gain")  # expected points: "+1.5"


def reason_text(reason: Reason | str | None) -> str:
    """The sentence for a bot's reason; a str is a sentence already worded, None is ""."""
    if reason is None:
        return ""
    if isinstance(reason, str):
        return reason
    return _sentence(reason).format(**_fields(reason))


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
            fields[name] = f"{float(value):.1f}"
        elif name in _POINTS:
            fields[name] = f"{float(value):+.1f}"
        else:
            fields[name] = value
    if "bid" in fields:
        bid = _count(reason, "bid")
        fields["bid_words"] = bid_text(bid)
        fields["bid_verb"] = (
            translate("BotReason", "Shot the moon")
            if bid == 6
            else translate("BotReason", "Bid {0}").format(bid)
        )
    if "worlds" in fields:
        worlds = _count(reason, "worlds")
        fields["deals"] = (
            translate("BotReason", "the deal")
            if worlds == 1
            else translate("BotReason", "%n likely deal(s)", "", worlds)
        )
    return fields


def _sentence(reason: Reason) -> str:
    """The sentence of the reason's code, with ``{field}`` places for the words of its
    arguments (a count is a plain name: pyside6-lupdate reads no other)."""
    worlds, trumps, simulations = (
        _count(reason, name) if name in dict(reason.args) else 0
        for name in ("worlds", "trumps", "simulations")
    )
    sentences: dict[str, Callable[[], str]] = {
        # any bot
        "random": lambda: translate("BotReason", "Chose at random."),
        "only_legal_card": lambda: translate("BotReason", "Played the {card}: my only legal card."),
        "last_card_to_discard": lambda: translate(
            "BotReason", "Discarded the {card}: my last card to lose."
        ),
        "must_pick_up": lambda: translate(
            "BotReason", "Picked up the up-card: the rules require it."
        ),
        "only_action": lambda: translate("BotReason", "Chose {action}: the only thing I may do."),
        # Ghost Hand calls
        "bid_expected_tricks": lambda: translate(
            "BotReason", "{bid_verb}: I expect about {tricks} tricks with {suit} as trump."
        ),
        "dealer_must_bid": lambda: translate(
            "BotReason", "Bid {bid_words}: as dealer I may not pass."
        ),
        "swap_weak_hand": lambda: translate(
            "BotReason",
            "Swapped with the ghost hand: mine is too weak to bid and a fresh hand is worth more "
            "on average.",
        ),
        "pass_moon_called": lambda: translate("BotReason", "Passed: the moon has been called."),
        "pass_cannot_beat_bid": lambda: translate(
            "BotReason", "Passed: my hand cannot beat the bid of {bid}."
        ),
        "pass_too_weak_to_bid": lambda: translate(
            "BotReason", "Passed: my hand is not strong enough to bid."
        ),
        "named_best_suit": lambda: translate(
            "BotReason", "Named {suit}: my best suit, worth about {tricks} tricks."
        ),
        "search_swap": lambda: translate(
            "BotReason",
            "Swapped with the ghost hand: over %n likely deal(s) a fresh hand is worth {fresh} "
            "points to me, mine {mine}.",
            "",
            worlds,
        ),
        "search_bid": lambda: translate(
            "BotReason",
            "{bid_verb}: with {suit} as trump it is worth {value} points to me over {deals}.",
        ),
        "search_named_trump": lambda: translate(
            "BotReason",
            "Named {suit}: it scores best over %n likely deal(s) ({value} points).",
            "",
            worlds,
        ),
        # Cutthroat calls
        "accepted_with_dummy": lambda: translate(
            "BotReason",
            "Accepted: {suit} as trump with the dummy should be worth {value} points to me.",
        ),
        "ordered_up_with_dummy": lambda: translate(
            "BotReason",
            "Ordered it up: {suit} as trump with the dummy should be worth {value} points to me.",
        ),
        "pass_suit_too_weak": lambda: translate(
            "BotReason", "Passed: {suit} would not make often enough."
        ),
        "pass_no_suit": lambda: translate("BotReason", "Passed: no suit is strong enough to make."),
        "named_with_dummy": lambda: translate(
            "BotReason", "Named {suit}: worth {value} points to me with the dummy."
        ),
        "dealer_must_name": lambda: translate(
            "BotReason", "Named {suit}: as dealer I must name a suit."
        ),
        "picked_up_trump": lambda: translate(
            "BotReason", "Picked up the {card}: one more trump against the maker."
        ),
        "alone_should_march": lambda: translate(
            "BotReason",
            "Went alone: my hand should march ({alone} points expected, {dummy} with the dummy).",
        ),
        "took_dummy": lambda: translate(
            "BotReason", "Took the dummy: five more cards to choose my best hand from."
        ),
        "discard_low": lambda: translate(
            "BotReason", "Discarded the {card}: a low card I will not need."
        ),
        "discard_weakest_trump": lambda: translate(
            "BotReason", "Discarded the {card}: my weakest trump."
        ),
        "discard_to_void": lambda: translate(
            "BotReason", "Discarded the {card}: it leaves me void in {suit}."
        ),
        "defend_alone_trumps": lambda: translate(
            "BotReason",
            "Defended alone: %n trump(s) should stop the maker on my own.",
            "",
            trumps,
        ),
        "defend_together": lambda: translate(
            "BotReason", "Passed: I defend together with the other player."
        ),
        "search_accepted": lambda: translate(
            "BotReason", "Accepted: {suit} as trump is worth {value} points to me over {deals}."
        ),
        "search_ordered_up": lambda: translate(
            "BotReason",
            "Ordered it up: {suit} as trump is worth {value} points to me over {deals}.",
        ),
        "search_named_suit": lambda: translate(
            "BotReason", "Named {suit}: worth {value} points to me over {deals}."
        ),
        "pass_suit_worth_only": lambda: translate(
            "BotReason", "Passed: {suit} would be worth only {value} points to me."
        ),
        "pass_best_suit_worth_only": lambda: translate(
            "BotReason", "Passed: my best suit would be worth only {value} points to me."
        ),
        "search_alone": lambda: translate(
            "BotReason", "Went alone: {alone} points expected alone, {dummy} with the dummy."
        ),
        "search_dummy": lambda: translate(
            "BotReason", "Took the dummy: {dummy} points expected with it, {alone} alone."
        ),
        "search_defend_alone": lambda: translate(
            "BotReason",
            "Defended alone: over %n likely deal(s) it gains {gain} points on defending together.",
            "",
            worlds,
        ),
        "declined_on_deal": lambda: translate(
            "BotReason", "Declined the {card}: my hand does better on this deal without it."
        ),
        "picked_up_on_deal": lambda: translate(
            "BotReason", "Picked up the {card}: it helps on this deal."
        ),
        "discard_on_deal": lambda: translate(
            "BotReason", "Discarded the {card}: the five I keep score best on this deal."
        ),
        # card play
        "careless_card": lambda: translate("BotReason", "Played the {card}."),
        "endgame_best": lambda: translate(
            "BotReason",
            "Played the {card}: it does best over %n way(s) the other cards may lie.",
            "",
            worlds,
        ),
        "search_best_card": lambda: (
            translate(
                "BotReason",
                "Played the {card}: it scores best over deal of the cards I cannot see.",
            )
            if worlds == 1
            else translate(
                "BotReason",
                "Played the {card}: it scores best over %n likely deal(s) of the cards I cannot "
                "see.",
                "",
                worlds,
            )
        ),
        "partner_wins": lambda: translate(
            "BotReason", "Played the {card}: my partner's {winning} already wins the trick."
        ),
        "trumped_void": lambda: translate(
            "BotReason", "Trumped with the {card}: I have no {suit}."
        ),
        "wins_trick": lambda: translate(
            "BotReason", "Played the {card}: the cheapest card that wins the trick."
        ),
        "cannot_beat": lambda: translate(
            "BotReason", "Played the {card}: I cannot beat the {winning}."
        ),
        "lead_to_pull_trump": lambda: translate(
            "BotReason",
            "Led the {card} to pull trump: I am the maker and hold %n trump(s).",
            "",
            trumps,
        ),
        "lead_to_draw_last_trumps": lambda: translate(
            "BotReason", "Led the {card} to draw the last trumps: I am the maker and hold 1 trump."
        ),
        "lead_boss": lambda: translate(
            "BotReason", "Led the {card}: nobody can beat it in {suit}."
        ),
        "lead_short_suit": lambda: translate(
            "BotReason", "Led the {card}: a low card from my shortest suit."
        ),
        "lead_best_trump": lambda: translate(
            "BotReason", "Led the {card}: it is the best trump left."
        ),
        "lead_lowest_trump": lambda: translate(
            "BotReason", "Led the {card}: only trumps left, so the lowest one."
        ),
        # benchmark references
        "only_sensible_action": lambda: translate("BotReason", "Chose the only sensible action."),
        "most_visited": lambda: translate(
            "BotReason",
            "Chose {action}: visited most in %n information-set search(es).",
            "",
            simulations,
        ),
    }
    return sentences[reason.code]()
