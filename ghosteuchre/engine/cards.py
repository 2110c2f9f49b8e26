"""Cards, suits and the bower rule.

A card is an ``int`` from 0 to 23 (``suit * 6 + rank``) that prints as two
characters: rank ``9 T J Q K A`` then suit ``C D H S``.  The bower rule lives
here and only here: :func:`effective_suit`, :func:`bower_kind` and the tables built
from them, with :func:`trick_winner`, the one reading of who takes a trick.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import Literal

SUITS = "CDHS"
RANKS = "9TJQKA"
SUIT_SYMBOLS = "♣♦♥♠"
SUIT_NAMES = ("clubs", "diamonds", "hearts", "spades")
SUIT_SINGULAR = ("club", "diamond", "heart", "spade")
NO_TRUMP = 4
JACK = 2
DECK_SIZE = 24
FULL_DECK = (1 << DECK_SIZE) - 1


class CardError(ValueError):
    """Raised for text that is not a card or a suit."""


class Card(int):
    """One of the 24 cards; an ``int`` subclass so it can index tables."""

    __slots__ = ()

    @property
    def suit(self) -> int:
        return self // 6

    @property
    def rank(self) -> int:
        return self % 6

    @property
    def colour(self) -> str:
        return "red" if self.suit in (1, 2) else "black"

    def __str__(self) -> str:
        return RANKS[self % 6] + SUITS[self // 6]

    def __repr__(self) -> str:
        return f"Card({str(self)!r})"

    def pretty(self) -> str:
        """The card as a player reads it, with its suit symbol, e.g. ``J♦`` or ``10♥``."""
        rank = RANKS[self % 6]
        return ("10" if rank == "T" else rank) + SUIT_SYMBOLS[self // 6]

    @staticmethod
    def parse(text: str) -> Card:
        if not isinstance(text, str) or len(text) != 2:
            raise CardError(f"{text!r} is not a card (expected rank then suit, e.g. 'JH')")
        rank = RANKS.find(text[0].upper())
        suit = SUITS.find(text[1].upper())
        if rank < 0 or suit < 0:
            raise CardError(f"{text!r} is not a card (ranks 9 T J Q K A, suits C D H S)")
        return CARDS[suit * 6 + rank]


CARDS: tuple[Card, ...] = tuple(Card(i) for i in range(DECK_SIZE))


def parse_suit(text: str) -> int:
    if not isinstance(text, str) or len(text) != 1 or text.upper() not in SUITS:
        raise CardError(f"{text!r} is not a suit (C, D, H or S)")
    return SUITS.index(text.upper())


def effective_suit(card: int, trump: int) -> int:
    """Trump for both bowers, otherwise the printed suit."""
    suit, rank = divmod(card, 6)
    if rank == JACK and trump != NO_TRUMP and (suit == trump or suit == trump ^ 3):
        return trump
    return suit


def bower_kind(card: int, trump: int | None) -> Literal["right", "left"] | None:
    """``"right"`` for the jack of trump, ``"left"`` for the other jack of its colour,
    None for every other card or while no suit is trump (``None`` or ``NO_TRUMP``)."""
    if trump is None or trump == NO_TRUMP or card % 6 != JACK:
        return None
    if card // 6 == trump:
        return "right"
    return "left" if card // 6 == trump ^ 3 else None


def is_left_bower(card: int, trump: int) -> bool:
    return trump != NO_TRUMP and card == (trump ^ 3) * 6 + JACK


def trump_rank(card: int, trump: int) -> int:
    """Rank among trumps, 1 (nine) to 7 (right bower); 0 for a non-trump."""
    if effective_suit(card, trump) != trump:
        return 0
    if card % 6 == JACK:
        return 7 if card // 6 == trump else 6
    return (1, 2, 0, 3, 4, 5)[card % 6]


def mask_of(cards: Iterable[int]) -> int:
    m = 0
    for c in cards:
        m |= 1 << c
    return m


def cards_of(mask: int) -> tuple[Card, ...]:
    out = []
    while mask:
        low = mask & -mask
        out.append(CARDS[low.bit_length() - 1])
        mask ^= low
    return tuple(out)


# EFFECTIVE[t][c]: effective suit of card c when t (0-3, or NO_TRUMP) is trump.
EFFECTIVE: tuple[tuple[int, ...], ...] = tuple(
    tuple(effective_suit(c, t) for c in range(DECK_SIZE)) for t in range(5)
)
# SUIT_MASK[t][s]: the cards whose effective suit is s when t is trump.
SUIT_MASK: tuple[tuple[int, ...], ...] = tuple(
    tuple(mask_of(c for c in range(DECK_SIZE) if EFFECTIVE[t][c] == s) for s in range(4))
    for t in range(5)
)
# FOLLOW[t][c]: the cards of card c's effective suit when t is trump (what follows c).
FOLLOW: tuple[tuple[int, ...], ...] = tuple(
    tuple(SUIT_MASK[t][EFFECTIVE[t][c]] for c in range(DECK_SIZE)) for t in range(5)
)


def _power(card: int, trump: int, led: int) -> int:
    if EFFECTIVE[trump][card] == trump:
        return 100 + trump_rank(card, trump)
    if EFFECTIVE[trump][card] == led:
        return 1 + card % 6
    return 0


# POWER[t][led][c]: strength of card c in a trick led in effective suit `led`.
POWER: tuple[tuple[tuple[int, ...], ...], ...] = tuple(
    tuple(tuple(_power(c, t, led) for c in range(DECK_SIZE)) for led in range(4)) for t in range(5)
)


def trick_winner(trump: int, trick: Sequence[tuple[int, int]]) -> int:
    """The seat that takes a trick of (seat, card) plays in order, the first led: the
    highest trump, else the highest card of the suit led.  ``trump`` may be NO_TRUMP."""
    win_seat, best = trick[0]
    power = POWER[trump][EFFECTIVE[trump][best]]
    top = power[best]
    for seat, card in trick:  # the lead, first, beats nothing
        if power[card] > top:
            win_seat, top = seat, power[card]
    return win_seat


def sort_key(card: int, trump: int) -> tuple[int, int]:
    """Display order: trump first (left bower inside trump), then alternating colours."""
    eff = EFFECTIVE[trump][card]
    if trump == NO_TRUMP:
        order = (0, 1, 3, 2)  # clubs, diamonds, spades, hearts: colours alternate
        return (order[eff], -(card % 6))
    others = [s for s in (0, 1, 3, 2) if s != trump]
    # alternate colours after trump where possible
    black = [s for s in others if s in (0, 3)]
    red = [s for s in others if s in (1, 2)]
    seq = [trump]
    first, second = (red, black) if trump in (0, 3) else (black, red)
    while first or second:
        if first:
            seq.append(first.pop(0))
        if second:
            seq.append(second.pop(0))
    if eff == trump:
        return (0, -trump_rank(card, trump))
    return (seq.index(eff), -(card % 6))

