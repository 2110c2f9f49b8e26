"""The bower rule and the trick's winner, each read in one place for the whole game."""

from __future__ import annotations

import itertools

from ghosteuchre.engine.cards import (
    CARDS,
    JACK,
    NO_TRUMP,
    Card,
    bower_kind,
    effective_suit,
    trick_winner,
    trump_rank,
)


def test_the_bowers_are_the_two_jacks_of_trumps_colour() -> None:
    for trump in range(4):
        kinds = {str(c): bower_kind(int(c), trump) for c in CARDS if bower_kind(int(c), trump)}
        same_colour = "CDHS"[trump ^ 3]
        assert kinds == {f"J{'CDHS'[trump]}": "right", f"J{same_colour}": "left"}
    for card in CARDS:
        assert bower_kind(int(card), None) is None
        assert bower_kind(int(card), NO_TRUMP) is None


def test_a_bower_is_a_jack_that_counts_as_trump() -> None:
    for trump, card in itertools.product(range(4), CARDS):
        is_bower = card.rank == JACK and effective_suit(int(card), trump) == trump
        assert (bower_kind(int(card), trump) is not None) == is_bower


def _by_the_rules(trump: int, trick: list[tuple[int, Card]]) -> int:
    """The winner as the rules say it: the highest trump, else the highest of the suit led."""
    trumps = [(trump_rank(int(c), trump), s) for s, c in trick if trump_rank(int(c), trump)]
    if trump != NO_TRUMP and trumps:
        return max(trumps)[1]
    led = effective_suit(int(trick[0][1]), trump)
    followers = [(c.rank, s) for s, c in trick if effective_suit(int(c), trump) == led]
    return max(followers)[1]


def test_trick_winner_follows_the_rules_on_every_trick_of_two_cards() -> None:
    for trump in range(5):
        for a, b in itertools.permutations(CARDS, 2):
            trick = [(0, a), (1, b)]
            assert trick_winner(trump, trick) == _by_the_rules(trump, trick), (trump, a, b)


def test_trick_winner_on_tricks_of_three() -> None:
    cards = [Card.parse(t) for t in ("JD", "JH", "AH", "9H", "AS", "TC")]
    for trump in range(5):
        for trick_cards in itertools.permutations(cards, 3):
            trick = list(enumerate(trick_cards))
            assert trick_winner(trump, trick) == _by_the_rules(trump, trick)
