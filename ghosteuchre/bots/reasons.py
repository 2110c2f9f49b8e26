"""Why a bot chose an action: a code with its arguments, and the English sentence for it.

A bot gives a :class:`Reason` (``Reason("wins_trick", card=13)``); :func:`render_reason`
words it.  Arguments named ``card`` or ``winning`` are cards, ``suit`` or ``other`` a suit,
``bid`` a bid (6: the moon), ``worlds`` a number of sampled deals, ``tricks`` an
expected number of tricks, ``role`` what the player who chose trump is called
(``declarer`` or ``maker``), ``side`` where a seat sits (``left`` or ``right``) and
the others (``value``, ``passing``, ``alone``, ``dummy``, ``gain``) expected points.
A sentence never shows a negative value for a call that is made.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from ..engine.cards import CARDS, SUIT_NAMES

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


BID_WORDS = {3: "3", 4: "4", 5: "5", 6: "the moon"}


class _Words:
    """A reason's arguments as the words of its sentence."""

    def __init__(self, reason: Reason) -> None:
        self.reason = reason

    def whole(self, name: str) -> int:
        value = self.reason[name]
        if not isinstance(value, int):
            raise TypeError(f"reason {self.reason.code!r}: {name} must be a whole number")
        return value

    def card(self, name: str = "card") -> str:
        return card_name(self.whole(name))

    def suit(self, name: str = "suit") -> str:
        return suit_name(self.whole(name))

    def points(self, name: str = "value") -> str:
        return f"{float(self.reason[name]):+.1f}"

    def tricks(self) -> str:
        return f"{float(self.reason['tricks']):.1f}"

    def text(self, name: str) -> str:
        return str(self.reason[name])

    def bid_verb(self) -> str:
        bid = self.whole("bid")
        return "Shot the moon" if bid == 6 else f"Bid {bid}"

    def amount(self, name: str = "value") -> str:
        """A positive number of points, as ``0.4``."""
        return f"{abs(float(self.reason[name])):.1f}"

    def bid_words(self) -> str:
        return BID_WORDS[self.whole("bid")]

    def role(self) -> str:
        """What the player who chose trump is called in the variant."""
        return self.text("role") if any(k == "role" for k, _ in self.reason.args) else "maker"

    def seat_words(self) -> str:
        """The seat ``threat`` as the deciding player sees it."""
        return "the player on my left" if self.text("side") == "left" else \
            "the player on my right"

    def deals(self) -> str:
        """``N likely deals``, or ``the deal`` for one."""
        n = self.whole("worlds")
        return "the deal" if n == 1 else f"{n} likely deals"


_PASS_TOGETHER = "Passed: I defend together with the other player."

SENTENCES: dict[str, Callable[[_Words], str]] = {
    # any bot
    "random": lambda w: "Chose at random.",
    "only_legal_card": lambda w: f"Played the {w.card()}: my only legal card.",
    "last_card_to_discard": lambda w: f"Discarded the {w.card()}: my last card to lose.",
    "must_pick_up": lambda w: "Picked up the up-card: the rules require it.",
    "only_action": lambda w: f"Chose {w.text('action')}: the only thing I may do.",
    # Ghost Hand calls
    "bid_expected_tricks": lambda w: f"{w.bid_verb()}: I expect about {w.tricks()} tricks "
    f"with {w.suit()} as trump.",
    "dealer_must_bid": lambda w: f"Bid {BID_WORDS[w.whole('bid')]}: as dealer I may not pass.",
    "swap_weak_hand": lambda w: "Swapped with the ghost hand: mine is too weak to bid and a "
    "fresh hand is worth more on average.",
    "pass_moon_called": lambda w: "Passed: the moon has been called.",
    "pass_cannot_beat_bid": lambda w: f"Passed: my hand cannot beat the bid of {w.whole('bid')}.",
    "pass_too_weak_to_bid": lambda w: "Passed: my hand is not strong enough to bid.",
    "named_best_suit": lambda w: f"Named {w.suit()}: my best suit, worth about {w.tricks()} "
    "tricks.",
    "search_swap": lambda w: "Swapped with the ghost hand: on the likely deals a fresh hand "
    f"scores about {w.amount('gain')} points more than mine.",
    "search_bid": lambda w: f"{w.bid_verb()} with {w.suit()} as trump: I expect about "
    f"{w.tricks()} tricks.",
    "search_bid_to_block": lambda w: f"{w.bid_verb()} with {w.suit()} as trump: I expect about "
    f"{w.tricks()} tricks, and a lower bid would likely be outbid.",
    "search_bid_least_loss": lambda w: f"{w.bid_verb()} with {w.suit()} as trump: I expect about "
    f"{w.tricks()} tricks, and passing would likely cost me more.",
    "search_bid_risk": lambda w: f"{w.bid_verb()} with {w.suit()} as trump: I expect about "
    f"{w.tricks()} tricks, a risk worth taking with another player close to winning.",
    "search_moon": lambda w: f"Shot the moon with {w.suit()} as trump: I expect about "
    f"{w.tricks()} tricks, and taking all six is worth the risk.",
    "search_named_trump": lambda w: f"Named {w.suit()}: I expect about {w.tricks()} tricks "
    f"with it as trump, for my bid of {w.bid_words()}.",
    "search_named_other_suit": lambda w: f"Named {w.suit()} rather than {w.suit('other')}, the "
    f"suit I bid with: after the bids that followed mine it scores better for my bid of "
    f"{w.bid_words()}.",
    # Cutthroat calls
    "accepted_with_dummy": lambda w: f"Accepted: {w.suit()} as trump with the dummy should be "
    f"worth {w.points()} points to me.",
    "ordered_up_with_dummy": lambda w: f"Ordered it up: {w.suit()} as trump with the dummy "
    f"should be worth {w.points()} points to me.",
    "pass_suit_too_weak": lambda w: f"Passed: {w.suit()} would not make often enough.",
    "pass_no_suit": lambda w: "Passed: no suit is strong enough to make.",
    "named_with_dummy": lambda w: f"Named {w.suit()}: worth {w.points()} points to me with the "
    "dummy.",
    "dealer_must_name": lambda w: f"Named {w.suit()}: as dealer I must name a suit.",
    "picked_up_trump": lambda w: f"Picked up the {w.card()}: one more trump against the maker.",
    "alone_should_march": lambda w: f"Went alone: my hand should march ({w.points('alone')} "
    f"points expected, {w.points('dummy')} with the dummy).",
    "took_dummy": lambda w: "Took the dummy: five more cards to choose my best hand from.",
    "discard_low": lambda w: f"Discarded the {w.card()}: a low card I will not need.",
    "discard_side_card": lambda w: f"Discarded the {w.card()}: I keep my trumps and the side "
    "cards that go best with them.",
    "discard_weakest_trump": lambda w: f"Discarded the {w.card()}: my weakest trump.",
    "discard_to_void": lambda w: f"Discarded the {w.card()}: it leaves me void in {w.suit()}.",
    "defend_alone_trumps": lambda w: f"Defended alone: {w.whole('trumps')} trumps should stop the "
    "maker on my own.",
    "defend_together": lambda w: _PASS_TOGETHER,
    "search_accepted": lambda w: f"Accepted: {w.suit()} as trump should gain me about "
    f"{w.amount('gain')} points over passing.",
    "search_ordered_up": lambda w: f"Ordered it up: {w.suit()} as trump should gain me about "
    f"{w.amount('gain')} points over passing.",
    "search_accepted_to_block": lambda w: f"Accepted {w.suit()}: a risk, but passing would "
    f"likely let {w.seat_words()}, close to winning, make trump.",
    "search_ordered_up_to_block": lambda w: f"Ordered up {w.suit()}: a risk, but passing would "
    f"likely let {w.seat_words()}, close to winning, make trump.",
    "search_accepted_least_loss": lambda w: f"Accepted {w.suit()}: passing would likely cost me "
    "more, as another player would make trump.",
    "search_ordered_up_least_loss": lambda w: f"Ordered up {w.suit()}: passing would likely cost "
    "me more, as another player would make trump.",
    "search_accepted_close": lambda w: f"Accepted {w.suit()}: a close call, and defenders "
    "rarely play as perfectly as my count of the likely deals assumes.",
    "search_ordered_up_close": lambda w: f"Ordered up {w.suit()}: a close call, and defenders "
    "rarely play as perfectly as my count of the likely deals assumes.",
    "pass_suit_worth_only": lambda w: f"Passed: {w.suit()} as trump does not beat passing by "
    "enough to risk a euchre.",
    "search_alone": lambda w: "Went alone: on the likely deals my hand does better without the "
    "dummy.",
    "search_alone_close": lambda w: "Went alone: a close call, and defenders rarely play as "
    "perfectly as my count of the likely deals assumes.",
    "search_dummy": lambda w: "Took the dummy: on the likely deals its cards do better than "
    "going alone.",
    "declined_on_deal": lambda w: f"Declined the {w.card()}: my hand does better on this deal "
    "without it.",
    "picked_up_on_deal": lambda w: f"Picked up the {w.card()}: it helps on this deal.",
    "discard_on_likely_deals": lambda w: f"Discarded the {w.card()}: the hand I keep does best "
    "against the maker on the likely deals.",
    "maker_keeps_on_likely_deals": lambda w: f"Discarded the {w.card()}: as maker I keep the "
    "five cards that do best on the likely deals.",
    "discard_on_deal": lambda w: f"Discarded the {w.card()}: the five I keep score best on "
    "this deal.",
    # card play
    "careless_card": lambda w: f"Played the {w.card()}.",
    "endgame_best": lambda w: f"Played the {w.card()}: it does best over {w.whole('worlds')} "
    "ways the other cards may lie.",
    "search_card_wins": lambda w: f"Played the {w.card()}: it beats the cards played so far, and "
    "taking the trick does best on the likely deals.",
    "search_card_ducks": lambda w: f"Played the {w.card()}: letting this trick go does best on "
    "the likely deals.",
    "search_lead_trump_out": lambda w: f"Led the {w.card()}: {w.whole('trumps')} unseen trumps "
    "are out, and drawing them does best on the likely deals.",
    "search_lead_left_for_right": lambda w: f"Led the {w.card()}: the left bower draws the right "
    "bower, still out.",
    "search_lead_to_partner_void": lambda w: f"Led the {w.card()}: my partner has shown no "
    f"{w.suit()} and may trump it.",
    "wins_with_boss": lambda w: f"Played the {w.card()}: the highest {w.suit()} left.",
    "wins_with_best_trump": lambda w: f"Played the {w.card()}: the highest trump left.",
    "search_keeps_trumps": lambda w: f"Threw off the {w.card()}: void in {w.suit()}, and keeping "
    "my trumps does best on the likely deals.",
    "search_lead_side": lambda w: f"Led the {w.card()}: opening {w.suit()} now does best on the "
    "likely deals.",
    "partner_wins": lambda w: f"Played the {w.card()}: my partner's {w.card('winning')} already "
    "wins the trick.",
    "trumped_void": lambda w: f"Trumped with the {w.card()}: I have no {w.suit()}.",
    "wins_trick": lambda w: f"Played the {w.card()}: the cheapest card that wins the trick.",
    "cannot_beat": lambda w: f"Played the {w.card()}: I cannot beat the {w.card('winning')}.",
    "lead_to_pull_trump": lambda w: f"Led the {w.card()} to pull trump: I am the {w.role()} and "
    f"hold {w.whole('trumps')} trumps.",
    "lead_to_draw_last_trumps": lambda w: f"Led the {w.card()} to draw the last trumps: I am the "
    f"{w.role()} and hold 1 trump.",
    "lead_boss": lambda w: f"Led the {w.card()}: nobody can beat it in {w.suit()}.",
    "lead_short_suit": lambda w: f"Led the {w.card()}: the lowest card of my shortest side "
    "suit.",
    "lead_best_trump": lambda w: f"Led the {w.card()}: it is the best trump left.",
    "lead_lowest_trump": lambda w: f"Led the {w.card()}: only trumps left, so the lowest one.",
    "last_card": lambda w: f"The {w.card()} was my last card.",
    "lead_trump": lambda w: f"Led the {w.card()}: leading trump draws out the others' trumps.",
    # card play: a card thrown off (neither following suit nor trumping)
    "careless_throw": lambda w: f"Threw off the {w.card()}.",
    "endgame_throw": lambda w: f"Threw off the {w.card()}: keeping the others does best over "
    f"{w.whole('worlds')} ways the other cards may lie.",
    "partner_wins_throw": lambda w: f"Threw off the {w.card()}: my partner's "
    f"{w.card('winning')} already wins the trick.",
    "cannot_beat_throw": lambda w: f"Threw off the {w.card()}: I cannot beat the "
    f"{w.card('winning')}.",
    "search_card_ducks_throw": lambda w: f"Threw off the {w.card()}: letting this trick go does "
    "best on the likely deals.",
    # calls worded from what the call itself tells (said during the hand)
    "bid_to_make": lambda w: f"{w.bid_verb()}: I expect my hand to make it.",
    "discard_keep_five": lambda w: f"Discarded these cards: the five kept do best with "
    f"{w.suit()} as trump on the likely deals.",
    # benchmark references
    "only_sensible_action": lambda w: "Chose the only sensible action.",
    "most_visited": lambda w: f"Chose {w.text('action')}: visited most in "
    f"{w.whole('simulations')} information-set searches.",
}


def render_reason(reason: Reason) -> str:
    """The reason as one English sentence."""
    return SENTENCES[reason.code](_Words(reason))
