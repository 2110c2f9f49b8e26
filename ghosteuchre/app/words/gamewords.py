"""The names the table's sentences use: the suits, a bid, a card, a bot level and a rule
option's words, in the player's language (each a literal ``translate("Describe", ...)``;
the options' words are the engine's, ``look_up("RuleOption", ...)``)."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from ...engine.cards import SUIT_SYMBOLS, Card
from ...engine.rules import OPTIONS
from ...engine.values import Value

translate = QCoreApplication.translate  # literal context and text, for pyside6-lupdate
# The texts the engine and the bots mark where they define them (engine/words.py)
look_up = QCoreApplication.translate


def suit_name(suit: int) -> str:
    return (
        translate("Describe", "clubs"),
        translate("Describe", "diamonds"),
        translate("Describe", "hearts"),
        translate("Describe", "spades"),
    )[suit]


def suit_label(suit: int) -> str:
    return f"{SUIT_SYMBOLS[suit]} {suit_name(suit)}"


def bid_text(bid: int) -> str:
    return translate("Describe", "the moon") if bid == 6 else str(bid)


def card_text(card: Card) -> str:
    return card.pretty()


def level_name(level: str) -> str:
    """A bot level as the player reads it: "Easy", "Medium", "Hard"."""
    names = {
        "easy": translate("Describe", "Easy"),
        "medium": translate("Describe", "Medium"),
        "hard": translate("Describe", "Hard"),
    }
    return names.get(level, level.capitalize())


class OptionText(Value):
    """What the player reads about a rule option, translated."""

    label: str
    explanation: str
    choices: tuple[str, ...] = ()  # one label per allowed value of a "choice" option


def option_text(name: str) -> OptionText:
    """The rule option's words (engine/rules.py OPTIONS) in the player's language."""
    option = OPTIONS[name]
    return OptionText(
        look_up("RuleOption", option.label),
        look_up("RuleOption", option.explanation),
        tuple(look_up("RuleOption", choice) for choice in option.choice_labels),
    )
