"""The fair-play checker: a sentence shown while a hand is on names no card the human
cannot see and gives no count of hidden cards, judged from the human's own view."""

from __future__ import annotations

import re

from ghosteuchre.engine.actions import Act
from ghosteuchre.engine.cards import EFFECTIVE, Card
from ghosteuchre.engine.view import PlayerView

CARD = re.compile(r"(10|[9JQKA])([♣♦♥♠])")
COUNTS = ("trumps", "tricks", "count")  # reason arguments that count cards or tricks
TRUMP_COUNT = re.compile(r"(\d+) trumps?\b")  # "3 trumps", "1 trump"
TRUMPS = 7  # the bowers and the A, K, Q, 10 and 9 of the trump suit


def named_cards(text: str) -> set[int]:
    """Every card a sentence names, as the app writes cards (``10♥``, ``J♦``)."""
    return {int(Card.parse(("T" if rank == "10" else rank) + "CDHS"["♣♦♥♠".index(suit)]))
            for rank, suit in CARD.findall(text)}


def visible(view: PlayerView) -> set[int]:
    """The cards the human can see, from the human's view only: their hand, what they
    gave up or took, the turned card and every card played to a trick."""
    cards = [*view.hand, *view.my_discards, *view.my_dummy, *view.my_dead_hand,
             *(c for _, c in view.trick), *(c for t in view.tricks for _, c in t.plays)]
    if view.up_card is not None:
        cards.append(view.up_card)
    return {int(c) for c in cards}


def public_numbers(view: PlayerView) -> set[str]:
    """Numbers every player knows: the bids made this hand."""
    bids = {str(a.arg) for _, a in view.log if a.act == Act.BID}
    return bids | ({str(view.high_bid)} if view.high_bid else set())


def known_trump_counts(view: PlayerView) -> set[int]:
    """The counts of trumps the human may speak of: those in their hand, those played,
    those they have seen, and those they have not."""
    if view.trump is None:
        return set(range(TRUMPS + 1))  # before trump a count is of a suit the hand holds
    trump = view.trump

    def trumps(cards: set[int]) -> int:
        return sum(EFFECTIVE[trump][c] == trump for c in cards)

    played = {int(c) for _, c in view.trick} | {int(c) for t in view.tricks for _, c in t.plays}
    seen = trumps(visible(view))
    return {trumps({int(c) for c in view.hand}), trumps(played), seen, TRUMPS - seen}


def check_fair(text: str, reason: object, view: PlayerView) -> None:
    """A bot's live reason: no hidden card named, no number but a bid, no count
    among the structured reason's arguments."""
    if not text:
        return
    check_shown(text, view)
    numbers = set(re.findall(r"\d+", CARD.sub("", text)))
    assert numbers <= public_numbers(view), (text, numbers)
    if reason is not None:
        assert not any(name in COUNTS for name, _ in reason.args), (text, reason)


def check_shown(text: str, view: PlayerView) -> None:
    """Any sentence on the table during the hand: no hidden card named, no count of
    trumps the human cannot know."""
    hidden = named_cards(text) - visible(view)
    assert not hidden, (text, [str(Card(c)) for c in hidden])
    counts = {int(n) for n in TRUMP_COUNT.findall(CARD.sub("", text))}
    assert counts <= known_trump_counts(view), (text, counts)
