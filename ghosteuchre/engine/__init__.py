"""The rules engine: pure Python, no Qt."""

from .actions import Act, Action, ActionError
from .cards import CARDS, SUIT_NAMES, SUIT_SYMBOLS, SUITS, Card, CardError
from .deal import deal_next, deal_number, first_dealer, new_game
from .phases import Phase
from .reasons import IllegalAction
from .rules import CUTTHROAT, GHOST_HAND, VARIANTS, OptionError, Rules
from .state import Deal, GameState, HandLog, Trick
from .view import PlayerView, view_of

__all__ = [
    "CARDS",
    "CUTTHROAT",
    "GHOST_HAND",
    "SUITS",
    "SUIT_NAMES",
    "SUIT_SYMBOLS",
    "VARIANTS",
    "Act",
    "Action",
    "ActionError",
    "Card",
    "CardError",
    "Deal",
    "GameState",
    "HandLog",
    "IllegalAction",
    "OptionError",
    "Phase",
    "PlayerView",
    "Rules",
    "Trick",
    "deal_next",
    "deal_number",
    "first_dealer",
    "new_game",
    "view_of",
]
