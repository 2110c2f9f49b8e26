"""Hand-built deals and short-hand play for engine tests."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from ghosteuchre.engine import Action, Card, Deal, GameState, Phase, Rules

DECK = [Card(i) for i in range(24)]


def cards(text: str) -> tuple[Card, ...]:
    return tuple(Card.parse(t) for t in text.split())


def rest(*used: tuple[Card, ...]) -> list[Card]:
    taken = {c for group in used for c in group}
    return [c for c in DECK if c not in taken]


def ghost_state(h0: str, h1: str, h2: str, dealer: int = 0, **options: Any) -> GameState:
    """A Ghost Hand game whose first hand deals these hands; the ghost gets the rest."""
    hands = (cards(h0), cards(h1), cards(h2))
    state = GameState(Rules.make("ghost-hand", options), dealer)
    state.start_hand(Deal(hands, ghost=tuple(rest(*hands))))
    return state


def cut_state(
    h0: str, h1: str, h2: str, up: str, dealer: int = 0, dummy: str = "", **options: Any
) -> GameState:
    """A Cutthroat game: these hands, ``up`` turned, the dummy (or the next 5 cards) and kitty."""
    hands = (cards(h0), cards(h1), cards(h2))
    upc = cards(up)
    dummy_cards = cards(dummy) if dummy else tuple(rest(*hands, upc)[:5])
    kitty = upc + tuple(rest(*hands, upc, dummy_cards))
    state = GameState(Rules.make("cutthroat", options), dealer)
    state.start_hand(Deal(hands, dummy=dummy_cards, kitty=kitty))
    return state


def act(state: GameState, *steps: str) -> None:
    """Apply steps like ``"1 bid 4"`` or ``"0 play JH"`` (seat first)."""
    for step in steps:
        seat, text = step.split(" ", 1)
        state.apply(Action.parse(text), int(seat))


def first_legal(state: GameState) -> Action:
    return state.legal_actions()[0]


def play_out(state: GameState, policy: Callable[[GameState], Action] = first_legal) -> None:
    """Play the hand to its end with ``policy`` choosing each action."""
    while state.phase not in (Phase.HAND_OVER, Phase.DEAL):
        state.apply(policy(state), state.current_player)
