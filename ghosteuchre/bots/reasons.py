"""Why a bot chose an action: a code with its arguments, and the sentence for it.

A bot gives a :class:`Reason` (``Reason("wins_trick", card=13)``); :func:`render_reason`
words it, in English or, given the app's :class:`Words`, in the player's language.
Every sentence is written once, here, in the words players read: what the call or the
card does, named with the reason's card, suit and counts, never the search's deals or
expected points; each is marked for the app's translations (context ``BotReason``,
``engine/words.py``).

Arguments named ``card`` or ``winning`` are cards, ``suit`` or ``other`` a suit, ``bid``
a bid (6: the moon), ``worlds`` a number of sampled deals, ``tricks`` an
expected number of tricks, ``role`` what the player who chose trump is called
(``declarer`` or ``maker``), ``side`` where a seat sits (``left`` or ``right``) and
the others (``value``, ``passing``, ``alone``, ``dummy``, ``gain``) expected points.
The expected points are the bot's own and never shown.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Protocol

from ..engine.cards import CARDS, SUIT_NAMES
from ..engine.words import _n, english_count

ReasonArg = int | float | str


@dataclass(frozen=True, slots=True, init=False)
class Reason:
    """A reason's code and its arguments (sorted by name)."""

    code: str
    args: tuple[tuple[str, ReasonArg], ...]

    def __init__(self, code: str, **args: ReasonArg) -> None:
        if code not in SENTENCES:
            raise ValueError(f"unknown reason code {code!r}")
        object.__setattr__(self, "code", code)
        object.__setattr__(self, "args", tuple(sorted(args.items())))

    def __getitem__(self, name: str) -> ReasonArg:
        for key, value in self.args:
            if key == name:
                return value
        raise KeyError(f"reason {self.code!r} has no argument {name!r}")


def card_name(card: int) -> str:
    return CARDS[card].pretty()


def suit_name(suit: int) -> str:
    return SUIT_NAMES[suit]


class Words(Protocol):
    """How a sentence is put in its reader's language."""

    def text(self, context: str, text: str, count: int | None = None) -> str:
        """A marked text (``count``: for its ``%n``), in the reader's language."""
        ...

    def suit(self, suit: int) -> str:
        """A suit's name in the plural: "hearts"."""
        ...

    def bid(self, bid: int) -> str:
        """A bid as a sentence names it: "4", "the moon"."""
        ...


class English:
    """The sentences as they are written."""

    def text(self, context: str, text: str, count: int | None = None) -> str:
        return text if count is None else english_count(text, count)

    def suit(self, suit: int) -> str:
        return suit_name(suit)

    def bid(self, bid: int) -> str:
        return "the moon" if bid == 6 else str(bid)


ENGLISH = English()


@dataclass(frozen=True, slots=True)
class Sentence:
    """A reason's sentence, with ``{field}`` places for the words of its arguments."""

    text: str
    count: str | None = None  # the argument its "%n" counts, rounded to a whole number


# The words of the arguments that are not a card, a suit or a number.
ROLES = {"declarer": _n("BotReason", "declarer"), "maker": _n("BotReason", "maker")}
SIDES = {
    "left": _n("BotReason", "the player on my left"),
    "right": _n("BotReason", "the player on my right"),
}
ANOTHER_PLAYER = _n("BotReason", "another player")
SHOT_THE_MOON = _n("BotReason", "Shot the moon")
BID = _n("BotReason", "Bid {0}")
# The arguments no sentence shows: the search's deals and expected points.
HIDDEN = ("value", "fresh", "mine", "alone", "dummy", "gain", "passing", "worlds", "simulations")


def _whole(reason: Reason, name: str) -> int:
    value = reason[name]
    if not isinstance(value, int):
        raise TypeError(f"reason {reason.code!r}: {name} must be a whole number")
    return value


def _fields(reason: Reason, words: Words) -> dict[str, object]:
    """The reason's arguments as the words of its sentence."""
    fields: dict[str, object] = {}
    for name, value in reason.args:
        if name in ("card", "winning"):
            fields[name] = card_name(_whole(reason, name))
        elif name == "suit":
            fields[name] = words.suit(_whole(reason, name))
        elif name == "tricks":
            fields[name] = round(float(value))
        elif name == "role":
            fields[name] = words.text("BotReason", ROLES["declarer" if value == "declarer"
                                                         else "maker"])
        elif name == "side":
            fields["threat"] = words.text("BotReason", SIDES["left" if value == "left"
                                                             else "right"])
        elif name not in HIDDEN:
            fields[name] = value
    fields.setdefault("role", words.text("BotReason", ROLES["maker"]))
    fields.setdefault("threat", words.text("BotReason", ANOTHER_PLAYER))
    if "bid" in fields:
        bid = _whole(reason, "bid")
        fields["bid_words"] = words.bid(bid)
        fields["bid_verb"] = (words.text("BotReason", SHOT_THE_MOON) if bid == 6
                              else words.text("BotReason", BID).format(bid))
    return fields


def render_reason(reason: Reason, words: Words = ENGLISH) -> str:
    """The reason as one sentence, in English or in the language of ``words``."""
    sentence = SENTENCES[reason.code]
    args = dict(reason.args)
    count = None if sentence.count is None else round(float(args.get(sentence.count, 0)))
    text = words.text("BotReason", sentence.text, count)
    try:
        return text.format(**_fields(reason, words))
    except KeyError as missing:
        raise KeyError(f"reason {reason.code!r} has no argument {missing.args[0]!r}") from None


SENTENCES: dict[str, Sentence] = {
    # any bot
    "random": Sentence(_n("BotReason", "Chose at random.")),
    "only_legal_card": Sentence(
        _n("BotReason", "Played the {card}: the only card I was allowed to play.")),
    "last_card_to_discard": Sentence(
        _n("BotReason", "Discarded the {card}: the last card I had to give up.")),
    "must_pick_up": Sentence(_n("BotReason", "Picked up the up-card: the rules require it.")),
    "only_action": Sentence(_n("BotReason", "Chose {action}: the only thing I may do.")),
    # Ghost Hand calls
    "bid_expected_tricks": Sentence(
        _n("BotReason", "{bid_verb}: with {suit} as trump my hand should take about %n "
                        "trick(s)."), "tricks"),
    "dealer_must_bid": Sentence(
        _n("BotReason", "Bid {bid_words}: the dealer may not pass when everyone else has.")),
    "swap_weak_hand": Sentence(
        _n("BotReason", "Swapped with the ghost hand: mine is too weak to bid, and a fresh hand is "
                        "usually better.")),
    "pass_moon_called": Sentence(_n("BotReason", "Passed: someone has already called the moon.")),
    "pass_cannot_beat_bid": Sentence(
        _n("BotReason", "Passed: my hand is not strong enough to bid more than {bid}.")),
    "pass_too_weak_to_bid": Sentence(
        _n("BotReason", "Passed: my hand is not strong enough to bid.")),
    "named_best_suit": Sentence(
        _n("BotReason", "Named {suit}: my strongest suit, good for about %n trick(s)."), "tricks"),
    "search_swap": Sentence(
        _n("BotReason", "Swapped with the ghost hand: an unseen hand is likely to be better than "
                        "mine.")),
    "search_bid": Sentence(
        _n("BotReason", "{bid_verb}: with {suit} as trump my hand should make it.")),
    "search_bid_to_block": Sentence(
        _n("BotReason", "{bid_verb}: with {suit} as trump my hand should take about %n trick(s), "
                        "and a lower bid would likely be outbid."), "tricks"),
    "search_bid_least_loss": Sentence(
        _n("BotReason", "{bid_verb}: with {suit} as trump my hand should take about %n trick(s), "
                        "and passing would likely cost me more."), "tricks"),
    "search_bid_risk": Sentence(
        _n("BotReason", "{bid_verb}: with {suit} as trump my hand should take about %n trick(s); a "
                        "risk worth taking with another player close to winning."), "tricks"),
    "search_moon": Sentence(
        _n("BotReason", "Shot the moon: with {suit} as trump my hand should take every trick often "
                        "enough to be worth the risk.")),
    "search_named_trump": Sentence(
        _n("BotReason", "Named {suit}: my hand is strongest with it as trump.")),
    "search_named_other_suit": Sentence(
        _n("BotReason", "Named {suit}: after the bids that followed mine, it is a better trump for "
                        "me than the suit I bid with.")),
    # Cutthroat calls
    "accepted_with_dummy": Sentence(
        _n("BotReason", "Accepted: with {suit} as trump and the dummy's cards to choose from, I "
                        "should take at least three tricks.")),
    "ordered_up_with_dummy": Sentence(
        _n("BotReason", "Ordered it up: with {suit} as trump and the dummy's cards to choose from, "
                        "I should take at least three tricks.")),
    "pass_suit_too_weak": Sentence(
        _n("BotReason", "Passed: with {suit} as trump I would too often be euchred.")),
    "pass_no_suit": Sentence(
        _n("BotReason", "Passed: no suit is strong enough for me to make it.")),
    "named_with_dummy": Sentence(
        _n("BotReason", "Named {suit}: with the dummy's cards I should take at least three "
                        "tricks.")),
    "dealer_must_name": Sentence(
        _n("BotReason", "Named {suit}: the dealer must name a suit when everyone has passed.")),
    "picked_up_trump": Sentence(
        _n("BotReason", "Picked up the {card}: one more trump to use against the maker.")),
    "alone_should_march": Sentence(
        _n("BotReason", "Went alone: my hand is strong enough to take all five tricks by itself.")),
    "took_dummy": Sentence(
        _n("BotReason", "Took the dummy: five more cards to choose my best hand from.")),
    "discard_low": Sentence(_n("BotReason", "Discarded the {card}: a low card I will not need.")),
    "discard_side_card": Sentence(
        _n("BotReason", "Discarded the {card}: I keep my trumps and the side cards that go best "
                        "with them.")),
    "discard_weakest_trump": Sentence(_n("BotReason", "Discarded the {card}: my weakest trump.")),
    "discard_to_void": Sentence(
        _n("BotReason", "Discarded the {card}: now I have no {suit}, so I can trump when {suit} are"
                        " led.")),
    "defend_alone_trumps": Sentence(
        _n("BotReason", "Defended alone: with %n trump(s) I can stop the maker by "
                        "myself."), "trumps"),
    "defend_together": Sentence(
        _n("BotReason", "Passed: I defend together with the other player.")),
    "search_defend_alone": Sentence(
        _n("BotReason", "Defended alone: with %n trump(s) I may take every trick by myself, "
                        "which scores more for us defenders than stopping the maker "
                        "together."), "trumps"),
    "search_defend_together": Sentence(
        _n("BotReason", "Passed: with %n trump(s) I am unlikely to take every trick by myself, "
                        "so the other player and I stop the maker more surely together."),
        "trumps"),
    "search_accepted": Sentence(
        _n("BotReason", "Accepted {suit}: I hold %n trump(s) besides the up-card I pick up, and "
                        "with the dummy's cards I should take most of the tricks."), "trumps"),
    "search_ordered_up": Sentence(
        _n("BotReason", "Ordered up {suit}: I hold %n trump(s), and with the dummy's cards I "
                        "should take most of the tricks, even if the dealer picks up the "
                        "up-card."), "trumps"),
    "search_accepted_to_block": Sentence(
        _n("BotReason", "Accepted {suit}: a risk with %n trump(s) in my hand besides the up-card, "
                        "but if I passed, {threat}, who is close to winning, would likely make "
                        "trump."), "trumps"),
    "search_ordered_up_to_block": Sentence(
        _n("BotReason", "Ordered up {suit}: a risk with %n trump(s) in my hand, but if I passed, "
                        "{threat}, who is close to winning, would likely make trump."), "trumps"),
    "search_accepted_least_loss": Sentence(
        _n("BotReason", "Accepted {suit}: a risk with %n trump(s) in my hand besides the up-card, "
                        "but if I passed, another player would likely make trump and cost me "
                        "more."), "trumps"),
    "search_ordered_up_least_loss": Sentence(
        _n("BotReason", "Ordered up {suit}: a risk with %n trump(s) in my hand, but if I passed, "
                        "another player would likely make trump and cost me more."), "trumps"),
    "search_accepted_close": Sentence(
        _n("BotReason", "Accepted {suit}: with %n trump(s) in my hand besides the up-card, a close "
                        "call that I think is worth the risk."), "trumps"),
    "search_ordered_up_close": Sentence(
        _n("BotReason", "Ordered up {suit}: with %n trump(s) in my hand, a close call that I think "
                        "is worth the risk."), "trumps"),
    "search_named": Sentence(
        _n("BotReason", "Named {suit}: I hold %n trump(s), and with the dummy's cards I should "
                        "take most of the tricks."), "trumps"),
    "search_named_to_block": Sentence(
        _n("BotReason", "Named {suit}: a risk with %n trump(s) in my hand, but if I passed, "
                        "{threat}, who is close to winning, would likely make trump."), "trumps"),
    "search_named_least_loss": Sentence(
        _n("BotReason", "Named {suit}: a risk with %n trump(s) in my hand, but if I passed, "
                        "another player would likely make trump and cost me more."), "trumps"),
    "search_named_close": Sentence(
        _n("BotReason", "Named {suit}: with %n trump(s) in my hand, a close call that I think is "
                        "worth the risk."), "trumps"),
    "pass_suit_worth_only": Sentence(
        _n("BotReason", "Passed: with {suit} as trump I would risk being euchred.")),
    "search_alone": Sentence(
        _n("BotReason", "Went alone: my hand should do better without the dummy than with it.")),
    "search_alone_close": Sentence(
        _n("BotReason", "Went alone: a close call that I think is worth the risk.")),
    "search_dummy": Sentence(
        _n("BotReason", "Took the dummy: its cards should help me more than going alone.")),
    "declined_on_deal": Sentence(
        _n("BotReason", "Declined the {card}: my hand is better without it.")),
    "picked_up_on_deal": Sentence(
        _n("BotReason", "Picked up the {card}: it makes my hand stronger.")),
    "discard_on_likely_deals": Sentence(
        _n("BotReason", "Discarded the {card}: the cards I keep give the maker the most trouble.")),
    "maker_keeps_on_likely_deals": Sentence(
        _n("BotReason", "Discarded the {card}: as maker I keep the five cards that should take the "
                        "most tricks.")),
    "discard_on_deal": Sentence(
        _n("BotReason", "Discarded the {card}: the five cards I keep are my strongest.")),
    # card play
    "careless_card": Sentence(_n("BotReason", "Played the {card}.")),
    "endgame_best": Sentence(
        _n("BotReason", "Played the {card}: with the cards still out, it takes the most tricks.")),
    "search_card_wins": Sentence(
        _n("BotReason", "Played the {card}: it beats the cards played so far, and taking this trick"
                        " is my best chance.")),
    "search_card_ducks": Sentence(
        _n("BotReason", "Played the {card}: I let this trick go and keep my better cards for "
                        "later.")),
    "search_lead_side": Sentence(
        _n("BotReason", "Led the {card}: leading {suit} now is my best chance.")),
    "search_lead_trump_out": Sentence(
        _n("BotReason", "Led the {card}: leading trump draws out the %n trump(s) I have not seen "
                        "yet."), "trumps"),
    "search_lead_left_for_right": Sentence(
        _n("BotReason", "Led the {card}: the right bower is still out, so I lead the left bower to "
                        "draw it.")),
    "search_lead_to_partner_void": Sentence(
        _n("BotReason", "Led the {card}: my partner has no {suit} left and may trump it.")),
    "wins_with_boss": Sentence(
        _n("BotReason", "Played the {card}: the highest card left in {suit}; only a trump can beat "
                        "it.")),
    "wins_with_best_trump": Sentence(
        _n("BotReason", "Played the {card}: the highest trump left, so nobody can beat it.")),
    "search_keeps_trumps": Sentence(
        _n("BotReason", "Threw off the {card}: I have no {suit}, and I keep my trumps for later.")),
    "partner_wins": Sentence(
        _n("BotReason", "Played the {card}: my partner's {winning} already wins the trick.")),
    "trumped_void": Sentence(
        _n("BotReason", "Trumped with the {card}: I have no {suit}, so I may play a trump.")),
    "wins_trick": Sentence(
        _n("BotReason", "Played the {card}: the cheapest card that wins the trick.")),
    "cannot_beat": Sentence(
        _n("BotReason", "Played the {card}: I cannot beat the {winning}, so I keep my good "
                        "cards.")),
    "lead_to_pull_trump": Sentence(
        _n("BotReason", "Led the {card}: I am the {role} with %n trump(s), so I draw out the "
                        "others' trumps."), "trumps"),
    "lead_to_draw_last_trumps": Sentence(
        _n("BotReason", "Led the {card}: I am the {role} with 1 trump left, so I draw out the last "
                        "trumps.")),
    "lead_boss": Sentence(
        _n("BotReason", "Led the {card}: the highest card left in {suit}; only a trump can beat "
                        "it.")),
    "lead_short_suit": Sentence(
        _n("BotReason", "Led the {card}: the lowest card of my shortest side suit, so I can trump "
                        "that suit sooner.")),
    "lead_best_trump": Sentence(
        _n("BotReason", "Led the {card}: the highest trump left, so nobody can beat it.")),
    "lead_lowest_trump": Sentence(
        _n("BotReason", "Led the {card}: I have only trumps left, so I lead the lowest.")),
    "last_card": Sentence(_n("BotReason", "The {card} was my last card.")),
    "lead_trump": Sentence(
        _n("BotReason", "Led the {card}: leading trump draws out the others' trumps.")),
    # card play: a card thrown off (neither following suit nor trumping)
    "careless_throw": Sentence(_n("BotReason", "Threw off the {card}.")),
    "endgame_throw": Sentence(
        _n("BotReason", "Threw off the {card}: with the cards still out, keeping my other cards "
                        "takes the most tricks.")),
    "partner_wins_throw": Sentence(
        _n("BotReason", "Threw off the {card}: my partner's {winning} already wins the trick.")),
    "cannot_beat_throw": Sentence(
        _n("BotReason", "Threw off the {card}: I cannot beat the {winning}, so I keep my good "
                        "cards.")),
    "search_card_ducks_throw": Sentence(
        _n("BotReason", "Threw off the {card}: I let this trick go and keep my better cards for "
                        "later.")),
    # calls worded from what the call itself tells (said during the hand)
    "bid_to_make": Sentence(_n("BotReason", "{bid_verb}: I expect my hand to make it.")),
    "discard_keep_five": Sentence(
        _n("BotReason", "Discarded these cards: the five I keep do best with {suit} as trump.")),
    # benchmark references
    "only_sensible_action": Sentence(_n("BotReason", "Chose the only sensible action.")),
    "most_visited": Sentence(
        _n("BotReason", "Chose {action}: it came out best when I tried each choice.")),
}
