"""Seeded deals: a game is reproducible from (rules, seed); a hand from a deal number."""

from __future__ import annotations

import random
from itertools import repeat, starmap
from operator import itemgetter

from .cards import CARDS, Card
from .rules import Rules
from .state import Deal, GameState


def shuffled_deck(rng: random.Random) -> list[int]:
    """A uniformly random order of the 24 cards (sorting by random keys)."""
    keys = list(starmap(rng.random, repeat((), 24)))  # 24 draws, called without a loop
    return sorted(range(24), key=keys.__getitem__)


def deal_from_deck(rules: Rules, deck: list[int]) -> Deal:
    """Lay out a shuffled deck as the variant's deal."""
    c: tuple[Card, ...] = itemgetter(*deck)(CARDS)
    if rules.is_ghost:
        return Deal((c[0:6], c[6:12], c[12:18]), ghost=c[18:24])
    return Deal((c[0:5], c[5:10], c[10:15]), dummy=c[15:20], kitty=c[20:24])


def deal_number(rules: Rules, seed: int, number: int) -> Deal:
    """Hand ``number`` (0-based) of the game with ``seed``, independent of play."""
    rng = random.Random(f"ghosteuchre:{seed}:{number}")
    return deal_from_deck(rules, shuffled_deck(rng))


def first_dealer(seed: int) -> int:
    return random.Random(f"ghosteuchre:{seed}:dealer").randrange(3)


def new_game(rules: Rules, seed: int) -> GameState:
    """A game whose first dealer and every deal follow from ``seed``; first hand dealt."""
    state = GameState(rules, first_dealer(seed))
    state.start_hand(deal_number(rules, seed, 0))
    return state


def deal_next(state: GameState, seed: int) -> None:
    """Deal the next hand of a seeded game."""
    state.start_hand(deal_number(state.rules, seed, len(state.history)))
