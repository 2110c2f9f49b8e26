"""The rules reference (Help → Rules, F1): both games for players, with card pictures,
a glossary and the options in effect, each section and term reachable by its anchor."""

from __future__ import annotations

import logging
import re
from collections.abc import Iterator
from typing import Any

from PySide6.QtCore import QCoreApplication, Qt, QUrl
from PySide6.QtGui import QTextBlock, QTextCursor, QTextDocument
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QListWidget,
    QListWidgetItem,
    QSplitter,
    QTextBrowser,
    QVBoxLayout,
    QWidget,
)

from ..engine.rules import CUTTHROAT, GHOST_HAND, OPTIONS, Option, Rules
from .cardart import SUITS, CardArt, suit_colour
from .describe import option_text
from .korean import fit_particles
from .settings import Appearance

log = logging.getLogger(__name__)

CARD_WIDTH = 50  # the width of a card picture in the text, in logical pixels
CARD_HEIGHT = 70

# (anchor, depth): the sections in reading order; their titles are in section_titles().
SECTIONS: tuple[tuple[str, int], ...] = (
    ("start", 0),
    ("cards", 0),
    ("tricks", 0),
    ("follow-suit", 1),
    ("trumping", 1),
    ("bowers", 0),
    ("ghost-hand", 0),
    ("ghost-deal", 1),
    ("ghost-bidding", 1),
    ("ghost-swap", 1),
    ("ghost-trump", 1),
    ("ghost-scoring", 1),
    ("cutthroat", 0),
    ("cutthroat-deal", 1),
    ("ordering", 1),
    ("round-two", 1),
    ("dummy", 1),
    ("going-alone", 1),
    ("defending-alone", 1),
    ("cutthroat-lead", 1),
    ("cutthroat-scoring", 1),
    ("reneges", 0),
    ("stick-the-dealer", 0),
    ("winning", 0),
    ("this-game", 0),
    ("glossary", 0),
)

GLOSSARY_TERMS: tuple[str, ...] = (
    "bower",
    "right-bower",
    "left-bower",
    "trump",
    "follow-suit",
    "lead",
    "trick",
    "order-up",
    "pick-up",
    "kitty",
    "up-card",
    "turned-down",
    "dummy",
    "ghost-hand",
    "dead-hand",
    "swap",
    "march",
    "euchre",
    "set",
    "moon",
    "shoot-the-moon",
    "alone",
    "defend-alone",
    "sits-out",
    "renege",
    "stick-the-dealer",
    "declarer",
    "maker",
    "defenders",
    "target",
)

TOPICS: tuple[str, ...] = (
    *(anchor for anchor, _ in SECTIONS),
    *(f"glossary-{term}" for term in GLOSSARY_TERMS),
)
"""Every anchor that ``RulesReference.show_topic()`` accepts."""

# A scoring rule of the hand summary (engine.scoring.Rule) → the section explaining it.
RULE_TOPICS: dict[str, str] = {
    "bid_made": "ghost-scoring",
    "set": "ghost-scoring",
    "moon_made": "ghost-scoring",
    "moon_failed": "ghost-scoring",
    "tricks": "ghost-scoring",
    "made": "cutthroat-scoring",
    "march": "cutthroat-scoring",
    "alone_march": "cutthroat-scoring",
    "euchred": "cutthroat-scoring",
    "euchre": "cutthroat-scoring",
    "beaten_alone": "cutthroat-scoring",
    "defended_alone": "cutthroat-scoring",
    "defended_alone_all": "cutthroat-scoring",
    "renege_called": "reneges",
    "renege_not_called": "reneges",
}

# A refusal's reason code (engine.reasons) → the section explaining it.
REASON_TOPICS: dict[str, str] = {
    "must_follow": "follow-suit",
    "swap_off": "ghost-swap",
    "already_swapped": "ghost-swap",
    "moon_called": "ghost-bidding",
    "moon_again": "ghost-bidding",
    "bid_six": "ghost-bidding",
    "bid_range": "ghost-bidding",
    "bid_above": "ghost-bidding",
    "dealer_stuck_bid": "stick-the-dealer",
    "dealer_stuck_suit": "stick-the-dealer",
    "turned_down": "round-two",
    "pickup_required": "ordering",
    "reneges_blocked": "reneges",
    "renege_not_proven": "reneges",
    "call_self": "reneges",
}

_CARD_SRC = re.compile(r'src="card:([0-9TJQKA][CDHS]|back)"')


translate = QCoreApplication.translate  # literal context and text, for pyside6-lupdate


def section_titles() -> dict[str, str]:
    return {
        "start": translate("RulesReference", "Ghost Euchre"),
        "cards": translate("RulesReference", "The cards"),
        "tricks": translate("RulesReference", "Tricks"),
        "follow-suit": translate("RulesReference", "Following suit"),
        "trumping": translate("RulesReference", "Trumping"),
        "bowers": translate("RulesReference", "Trump and the bowers"),
        "ghost-hand": translate("RulesReference", "Ghost Hand"),
        "ghost-deal": translate("RulesReference", "The deal"),
        "ghost-bidding": translate("RulesReference", "Bidding"),
        "ghost-swap": translate("RulesReference", "The ghost hand and the swap"),
        "ghost-trump": translate("RulesReference", "Trump and play"),
        "ghost-scoring": translate("RulesReference", "Scoring in Ghost Hand"),
        "cutthroat": translate("RulesReference", "Cutthroat"),
        "cutthroat-deal": translate("RulesReference", "The deal and the up-card"),
        "ordering": translate("RulesReference", "Round one: ordering up"),
        "round-two": translate("RulesReference", "Round two: naming trump"),
        "dummy": translate("RulesReference", "Taking the dummy"),
        "going-alone": translate("RulesReference", "Going alone"),
        "defending-alone": translate("RulesReference", "Defending alone"),
        "cutthroat-lead": translate("RulesReference", "Who leads"),
        "cutthroat-scoring": translate("RulesReference", "Scoring in Cutthroat"),
        "reneges": translate("RulesReference", "Reneges and calls"),
        "stick-the-dealer": translate("RulesReference", "Stick the dealer"),
        "winning": translate("RulesReference", "Winning the game"),
        "this-game": translate("RulesReference", "This game's rules"),
        "glossary": translate("RulesReference", "Glossary"),
    }


def glossary() -> dict[str, tuple[str, str, str]]:
    """term anchor: (the term, its definition, the section that tells more)."""
    return {
        "bower": (
            translate("RulesReference", "Bower"),
            translate(
                "RulesReference", "Either of the two highest trumps: the jacks of trump's colour."
            ),
            "bowers",
        ),
        "right-bower": (
            translate("RulesReference", "Right bower"),
            translate(
                "RulesReference", "The jack of the trump suit, the highest card of the hand."
            ),
            "bowers",
        ),
        "left-bower": (
            translate("RulesReference", "Left bower"),
            translate(
                "RulesReference",
                "The other jack of the same colour as trump. It "
                "counts as a trump, the second highest, and no "
                "longer belongs to its printed suit.",
            ),
            "bowers",
        ),
        "trump": (
            translate("RulesReference", "Trump"),
            translate(
                "RulesReference",
                "The suit chosen for the hand. Any trump beats any card of another suit.",
            ),
            "bowers",
        ),
        "follow-suit": (
            translate("RulesReference", "Follow suit"),
            translate(
                "RulesReference", "Play a card of the suit that was led. You must when you can."
            ),
            "follow-suit",
        ),
        "lead": (
            translate("RulesReference", "Lead"),
            translate(
                "RulesReference",
                "Play the first card of a trick. The winner of a trick leads the next one.",
            ),
            "tricks",
        ),
        "trick": (
            translate("RulesReference", "Trick"),
            translate(
                "RulesReference",
                "One card from each player in play. The highest trump takes "
                "it, or else the highest card of the suit led.",
            ),
            "tricks",
        ),
        "order-up": (
            translate("RulesReference", "Order up"),
            translate(
                "RulesReference",
                "In Cutthroat's first round: make the up-card's suit "
                "trump. The dealer does it by accepting.",
            ),
            "ordering",
        ),
        "pick-up": (
            translate("RulesReference", "Pick up"),
            translate(
                "RulesReference",
                "The dealer takes the up-card into their hand and discards a card face down.",
            ),
            "ordering",
        ),
        "kitty": (
            translate("RulesReference", "Kitty"),
            translate(
                "RulesReference",
                "In Cutthroat, the four cards left over after the deal. Its "
                "top card is turned face up.",
            ),
            "cutthroat-deal",
        ),
        "up-card": (
            translate("RulesReference", "Up-card"),
            translate(
                "RulesReference",
                "The kitty's top card, face up. In round one its suit is offered as trump.",
            ),
            "cutthroat-deal",
        ),
        "turned-down": (
            translate("RulesReference", "Turned down"),
            translate(
                "RulesReference",
                "When everyone passes in round one, the up-card "
                "is turned face down and its suit cannot be "
                "trump in that hand.",
            ),
            "round-two",
        ),
        "dummy": (
            translate("RulesReference", "Dummy"),
            translate(
                "RulesReference",
                "In Cutthroat, a spare hand of five cards dealt face down. The maker may take it.",
            ),
            "dummy",
        ),
        "ghost-hand": (
            translate("RulesReference", "Ghost hand"),
            translate(
                "RulesReference",
                "In Ghost Hand, a spare hand of six cards dealt "
                "face down. One player per hand may swap for it.",
            ),
            "ghost-swap",
        ),
        "dead-hand": (
            translate("RulesReference", "Dead hand"),
            translate(
                "RulesReference",
                "The cards given up in a swap. They lie face down and take no part in the hand.",
            ),
            "ghost-swap",
        ),
        "swap": (
            translate("RulesReference", "Swap"),
            translate(
                "RulesReference",
                "Trade your whole hand for the ghost hand, sight unseen, before you bid.",
            ),
            "ghost-swap",
        ),
        "march": (
            translate("RulesReference", "March"),
            translate("RulesReference", "In Cutthroat, the maker taking all five tricks."),
            "cutthroat-scoring",
        ),
        "euchre": (
            translate("RulesReference", "Euchre"),
            translate(
                "RulesReference",
                "In Cutthroat, stopping the maker from taking three "
                "tricks. The maker is euchred and each defender "
                "scores.",
            ),
            "cutthroat-scoring",
        ),
        "set": (
            translate("RulesReference", "Set"),
            translate(
                "RulesReference",
                "In Ghost Hand, a declarer who takes fewer tricks than bid is "
                "set and loses the bid.",
            ),
            "ghost-scoring",
        ),
        "moon": (
            translate("RulesReference", "Moon"),
            translate("RulesReference", "In Ghost Hand, the bid of all six tricks."),
            "ghost-bidding",
        ),
        "shoot-the-moon": (
            translate("RulesReference", "Shoot the moon"),
            translate(
                "RulesReference",
                "Bid the moon: claim all six tricks, for a big score if you take them all.",
            ),
            "ghost-bidding",
        ),
        "alone": (
            translate("RulesReference", "Alone"),
            translate(
                "RulesReference",
                "In Cutthroat, playing without help: a maker who leaves the "
                "dummy unseen, or a defender who plays without the other "
                "defender.",
            ),
            "going-alone",
        ),
        "defend-alone": (
            translate("RulesReference", "Defend alone"),
            translate(
                "RulesReference",
                "In Cutthroat, one defender takes on the "
                "maker single-handed while the other sits "
                "out.",
            ),
            "defending-alone",
        ),
        "sits-out": (
            translate("RulesReference", "Sits out"),
            translate(
                "RulesReference",
                "A defender whose partner defends alone puts their "
                "cards down and plays no part in the hand, but still "
                "shares the defenders' points.",
            ),
            "defending-alone",
        ),
        "renege": (
            translate("RulesReference", "Renege"),
            translate("RulesReference", "Failing to follow suit when you could have."),
            "reneges",
        ),
        "stick-the-dealer": (
            translate("RulesReference", "Stick the dealer"),
            translate(
                "RulesReference",
                "A house rule: the dealer may not pass when everyone else has passed.",
            ),
            "stick-the-dealer",
        ),
        "declarer": (
            translate("RulesReference", "Declarer"),
            translate(
                "RulesReference",
                "In Ghost Hand, the highest bidder, who names trump and leads first.",
            ),
            "ghost-trump",
        ),
        "maker": (
            translate("RulesReference", "Maker"),
            translate(
                "RulesReference",
                "In Cutthroat, the player who made trump, playing against the other two.",
            ),
            "ordering",
        ),
        "defenders": (
            translate("RulesReference", "Defenders"),
            translate(
                "RulesReference",
                "In Cutthroat, the two players who are not the "
                "maker. They play together against the maker.",
            ),
            "cutthroat-scoring",
        ),
        "target": (
            translate("RulesReference", "Target"),
            translate(
                "RulesReference",
                "The score that ends the game: 32 points in Ghost Hand "
                "and 10 in Cutthroat, unless the game sets another.",
            ),
            "winning",
        ),
    }


def value_text(option: Option, value: Any) -> str:
    """What a player reads for an option's value: on/off, a number, or the choice's words."""
    if option.kind == "bool":
        return translate("RulesReference", "on") if value else translate("RulesReference", "off")
    if option.kind == "choice":
        return option_text(option.name).choices[list(option.allowed).index(value)]
    return str(value)


def variant_name(variant: str) -> str:
    return (
        translate("RulesReference", "Ghost Hand")
        if variant == GHOST_HAND
        else translate("RulesReference", "Cutthroat")
    )


# ---------------------------------------------------------------- the document
def _cards(*cards: str, caption: str = "") -> str:
    images = "&nbsp;".join(
        f'<img src="card:{c}" width="{CARD_WIDTH}" height="{CARD_HEIGHT}">' for c in cards
    )
    text = f'<br><span style="color:#555">{caption}</span>' if caption else ""
    return f'<p style="margin-left:12px">{images}{text}</p>'


def _heading(anchor: str, depth: int, title: str) -> str:
    tag = "h2" if depth == 0 else "h3"
    return f'<{tag}><a name="{anchor}"></a>{title}</{tag}>'


def _table(rows: list[tuple[str, str]], head: tuple[str, str]) -> str:
    cells = "".join(f"<tr><td>{a}</td><td align='right'><b>{b}</b></td></tr>" for a, b in rows)
    return (
        f"<table border='1' cellspacing='0' cellpadding='5' style='margin-left:12px'>"
        f"<tr><th align='left'>{head[0]}</th><th align='right'>{head[1]}</th></tr>"
        f"{cells}</table>"
    )


def _term(term: str, text: str) -> str:
    """A link to the glossary's ``term``, reading ``text``."""
    return f'<a href="#glossary-{term}">{text}</a>'


def game_words(ghost: bool) -> str:
    """Links to the glossary for the words of Ghost Hand (``ghost``) or Cutthroat that the
    statistics and the review use, between commas: for a QLabel whose ``linkActivated``
    gives the topic to ``RulesReference.show_topic``."""
    if ghost:
        terms = [
            ("declarer", translate("RulesReference", "declarer")),
            ("trump", translate("RulesReference", "trump")),
            ("swap", translate("RulesReference", "swap")),
            ("shoot-the-moon", translate("RulesReference", "shooting the moon")),
            ("set", translate("RulesReference", "set")),
            ("renege", translate("RulesReference", "renege")),
        ]
    else:
        terms = [
            ("maker", translate("RulesReference", "maker")),
            ("trump", translate("RulesReference", "trump")),
            ("dummy", translate("RulesReference", "dummy")),
            ("alone", translate("RulesReference", "going alone")),
            ("defend-alone", translate("RulesReference", "defending alone")),
            ("march", translate("RulesReference", "march")),
            ("euchre", translate("RulesReference", "euchre")),
            ("renege", translate("RulesReference", "renege")),
        ]
    return ", ".join(
        f'<a href="glossary-{term}" style="color:#1a5fb4">{text}</a>' for term, text in terms
    )


def _points(n: int) -> str:
    return f"+{n}" if n > 0 else f"−{-n}"


def rules_html(rules: Rules | None = None, note: str = "", four_colour: bool = False) -> str:
    """The whole reference as HTML; ``rules`` are the options in effect (None: no game);
    the suits' symbols in the inks of the two- or ``four_colour`` deck."""
    titles = section_titles()
    ghost = rules if rules is not None and rules.is_ghost else Rules.make(GHOST_HAND)
    cut = rules if rules is not None and not rules.is_ghost else Rules.make(CUTTHROAT)
    penalty = (rules or ghost).renege_penalty
    h = {anchor: _heading(anchor, depth, titles[anchor]) for anchor, depth in SECTIONS}
    more = translate("RulesReference", "More")
    parts: list[str] = [
        f'<h1><a name="start"></a>{titles["start"]}</h1>',
        "<p>"
        + translate(
            "RulesReference",
            "Ghost Euchre is two card games for three players: <b>Ghost Hand</b> and "
            "<b>Cutthroat</b>. Both use the 24-card euchre deck, both are played in "
            "tricks, and in both one suit is {0} for the hand, with the two jacks of "
            "its colour, the {1}, as its highest cards. You play against two bots; the "
            "first to reach the {2} with more points than anyone else wins.",
        ).format(
            _term("trump", translate("RulesReference", "trump")),
            _term("bower", translate("RulesReference", "bowers")),
            _term("target", translate("RulesReference", "target score")),
        )
        + "</p>",
        "<p>"
        + translate(
            "RulesReference",
            "Read the cards, tricks and bowers first: both games share them. Then read "
            "the game you want to play. Linked words are explained in the glossary at "
            "the end. At the table, F1 opens this page again.",
        )
        + "</p>",
        "<p>"
        + " · ".join(
            f'<a href="#{a}">{titles[a]}</a>'
            for a, depth in SECTIONS
            if depth == 0 and a != "start"
        )
        + "</p>",
        h["cards"],
        "<p>"
        + translate(
            "RulesReference",
            "The deck has 24 cards: the 9, 10, jack, queen, king and ace of each of the "
            "four suits, clubs ♣, diamonds ♦, hearts ♥ and spades ♠. Clubs and spades "
            "are black; diamonds and hearts are red.",
        )
        + (
            " "
            + translate(
                "RulesReference",
                "Your four-colour deck prints clubs in green and diamonds in blue; in the "
                "rules, clubs are still black and diamonds still red.",
            )
            if four_colour
            else ""
        )
        + "</p>",
        _cards(
            "AC",
            "KC",
            "QC",
            "JC",
            "TC",
            "9C",
            caption=translate(
                "RulesReference",
                "A suit that is not trump, from high to low: ace, king, queen, jack, 10, 9.",
            ),
        ),
        h["tricks"],
        "<p>"
        + translate(
            "RulesReference",
            "A hand is played in {0}. One player {1}: plays any card they like. "
            "Then each other player, in turn to the left, plays one card. The cards "
            "played together form the trick, and one player wins it.",
        ).format(
            _term("trick", translate("RulesReference", "tricks")),
            _term("lead", translate("RulesReference", "leads")),
        )
        + "</p>",
        h["follow-suit"],
        "<p>"
        + translate(
            "RulesReference",
            "You must <b>follow suit</b>: if you hold a card of the suit that was led, "
            "you must play one. Only when you have none may you play anything else, a "
            "trump or any other card. Failing to follow when you could is a {0}.",
        ).format(_term("renege", translate("RulesReference", "renege")))
        + "</p>",
        h["trumping"],
        "<p>"
        + translate(
            "RulesReference",
            "The highest trump in a trick wins it. If nobody played a trump, the "
            "highest card of the suit that was led wins; a card of any other suit "
            "cannot win, however high. The winner of a trick leads the next one.",
        )
        + "</p>",
        _cards(
            "KS",
            "9S",
            "9H",
            caption=translate(
                "RulesReference",
                "Hearts are trump. The K♠ is led and the 9♠ follows. The third "
                "player has no spades and plays the 9♥: a trump, so it wins.",
            ),
        ),
        h["bowers"],
        "<p>"
        + translate(
            "RulesReference",
            "In every hand one suit is trump. The jack of trump, the <b>right "
            "bower</b>, is the highest card of the hand. The other jack of the same "
            "colour, the <b>left bower</b>, is second. After them come the ace, king, "
            "queen, 10 and 9 of trump, seven trumps in all.",
        )
        + "</p>",
        _cards(
            "JH",
            "JD",
            "AH",
            "KH",
            "QH",
            "TH",
            "9H",
            caption=translate(
                "RulesReference",
                "Hearts are trump: the J♥ (right bower), the J♦ (left bower), "
                "then A, K, Q, 10, 9 of hearts.",
            ),
        ),
        "<p>"
        + translate(
            "RulesReference",
            "The left bower changes suit. While hearts are trump, the J♦ is a heart "
            "for everything: it follows hearts, not diamonds; led, it is a heart lead; "
            "and if you hold it and hearts are led, you must play it or another heart. "
            "Diamonds then have only five cards.",
        )
        + "</p>",
        _table(
            [
                (
                    translate("RulesReference", "clubs ♣"),
                    translate("RulesReference", "J♣ right, J♠ left"),
                ),
                (
                    translate("RulesReference", "spades ♠"),
                    translate("RulesReference", "J♠ right, J♣ left"),
                ),
                (
                    translate("RulesReference", "hearts ♥"),
                    translate("RulesReference", "J♥ right, J♦ left"),
                ),
                (
                    translate("RulesReference", "diamonds ♦"),
                    translate("RulesReference", "J♦ right, J♥ left"),
                ),
            ],
            (
                translate("RulesReference", "When trump is"),
                translate("RulesReference", "the bowers are"),
            ),
        ),
        h["ghost-hand"],
        "<p>"
        + translate(
            "RulesReference",
            "Ghost Hand uses all 24 cards and six tricks a hand. Each player bids how "
            "many tricks they will take, and a fourth hand, the {0}, lies face down "
            "for anyone who would rather swap their cards for it.",
        ).format(_term("ghost-hand", translate("RulesReference", "ghost hand")))
        + "</p>",
        h["ghost-deal"],
        "<p>"
        + translate(
            "RulesReference",
            "The dealer gives six cards to each player and six to the ghost hand, face "
            "down. The deal passes to the left after every hand.",
        )
        + "</p>",
        _cards(
            "back",
            "back",
            "back",
            "back",
            "back",
            "back",
            caption=translate("RulesReference", "The ghost hand: six cards nobody has seen."),
        ),
        h["ghost-bidding"],
        "<p>"
        + translate(
            "RulesReference",
            "Bidding starts with the player to the dealer's left and goes round once; "
            "the dealer speaks last. On your turn you may bid 3, 4 or 5 tricks (more "
            "than any earlier bid of this hand), {0}, or pass. Shooting the moon "
            "claims all six tricks and beats every bid; after it the others can only "
            "pass.",
        ).format(_term("shoot-the-moon", translate("RulesReference", "shoot the moon")))
        + "</p>",
        "<p>"
        + translate(
            "RulesReference",
            "If all three pass, nobody scores and the next dealer deals again, unless "
            "the game is played with {0}.",
        ).format(
            '<a href="#stick-the-dealer">'
            + translate("RulesReference", "stick the dealer")
            + "</a>"
        )
        + "</p>",
        h["ghost-swap"],
        "<p>"
        + translate(
            "RulesReference",
            "On your turn, before you bid, you may <b>swap</b>: trade your whole hand "
            "for the ghost hand without looking at it first. Then you bid or pass with "
            "the new cards. Only one player may swap in each hand. The hand given up "
            "is {0}: it lies face down and takes no part in the hand.",
        ).format(_term("dead-hand", translate("RulesReference", "dead")))
        + "</p>",
        "<p>"
        + translate(
            "RulesReference",
            "Swap when your cards are poor. The ghost hand is a fresh chance, but it "
            "may be no better. (A house rule can turn swapping off.)",
        )
        + "</p>",
        h["ghost-trump"],
        "<p>"
        + translate(
            "RulesReference",
            "The highest bidder is the {0}. The declarer names any suit as trump and "
            "leads the first trick, and the three players play all six tricks.",
        ).format(_term("declarer", translate("RulesReference", "declarer")))
        + "</p>",
        h["ghost-scoring"],
        "<p>" + translate("RulesReference", "After the sixth trick:") + "</p>",
        _table(
            [
                (
                    translate("RulesReference", "Each player who did not declare"),
                    translate("RulesReference", "+1 a trick"),
                ),
                (
                    translate("RulesReference", "The declarer, taking at least the tricks bid"),
                    translate("RulesReference", "+1 a trick"),
                ),
                (
                    translate(
                        "RulesReference", "The declarer, taking fewer (the declarer is {0})"
                    ).format(_term("set", translate("RulesReference", "set"))),
                    translate("RulesReference", "loses the bid"),
                ),
                (
                    translate("RulesReference", "Shooting the moon and taking all six"),
                    _points(ghost.moon_points),
                ),
                (
                    translate("RulesReference", "Shooting the moon and losing a trick"),
                    _points(-ghost.moon_failure),
                ),
            ],
            (translate("RulesReference", "Who"), translate("RulesReference", "Points")),
        ),
        "<p>"
        + translate(
            "RulesReference",
            "For example, Ada bids 4 and takes 5 tricks: she scores 5. You take the "
            "sixth trick and score 1. Had Ada taken only 3, she would lose 4 and you "
            "would score your tricks all the same.",
        )
        + "</p>",
        h["cutthroat"],
        "<p>"
        + translate(
            "RulesReference",
            "Cutthroat is three-handed euchre. In each hand one player, the {0}, "
            "chooses trump and plays against the other two, the {1}, who work "
            "together for that hand. Five tricks are played, and a spare hand, the "
            "{2}, can strengthen the maker.",
        ).format(
            _term("maker", translate("RulesReference", "maker")),
            _term("defenders", translate("RulesReference", "defenders")),
            _term("dummy", translate("RulesReference", "dummy")),
        )
        + "</p>",
        h["cutthroat-deal"],
        "<p>"
        + translate(
            "RulesReference",
            "The dealer gives five cards to each player and five to the dummy, face "
            "down. The last four cards are the {0}; its top card is turned face up: "
            "the {1}.",
        ).format(
            _term("kitty", translate("RulesReference", "kitty")),
            _term("up-card", translate("RulesReference", "up-card")),
        )
        + "</p>",
        _cards(
            "QD",
            "back",
            "back",
            "back",
            caption=translate(
                "RulesReference",
                "The kitty, with the Q♦ as its up-card: diamonds are offered as trump.",
            ),
        ),
        h["ordering"],
        "<p>"
        + translate(
            "RulesReference",
            "Starting to the dealer's left, each player in turn may {0} (make the "
            "up-card's suit trump) or pass. The first to order up becomes the maker. "
            "When the dealer does it (the dealer <i>accepts</i>), the dealer takes the "
            "up-card into their hand.",
        ).format(_term("order-up", translate("RulesReference", "order up")))
        + "</p>",
        "<p>"
        + translate(
            "RulesReference",
            "When another player orders up, the dealer may {0} the up-card and discard "
            "one card face down, or leave it; either way its suit is trump. (A house "
            "rule can make the pick-up compulsory.)",
        ).format(_term("pick-up", translate("RulesReference", "pick up")))
        + "</p>",
        h["round-two"],
        "<p>"
        + translate(
            "RulesReference",
            "If all three pass, the up-card is {0} and its suit cannot be trump in "
            "this hand. Starting again to the dealer's left, each player may name any "
            "other suit as trump, or pass. The first to name one becomes the maker. If "
            "everyone passes again, nobody scores and the deal passes to the left.",
        ).format(_term("turned-down", translate("RulesReference", "turned down")))
        + "</p>",
        h["dummy"],
        "<p>"
        + translate(
            "RulesReference",
            "Before anyone sees the dummy, the maker chooses. <b>Take the dummy</b>: "
            "add its five cards to your hand, then discard down to five, keeping the "
            "best. (A dealer who has just taken the up-card discards six of eleven.)",
        )
        + "</p>",
        h["going-alone"],
        "<p>"
        + translate(
            "RulesReference",
            "Or <b>go alone</b>: leave the dummy unseen and play the cards you hold. "
            "Going alone is a risk that pays: a march alone scores more. (A dealer who "
            "has just taken the up-card discards one card.)",
        )
        + "</p>",
        h["defending-alone"],
        "<p>"
        + translate(
            "RulesReference",
            "Then each defender in turn, starting to the maker's left, may <b>defend "
            "alone</b> or pass. When one does, the other defender {0}: their cards "
            "stay down and they play no part in the hand, but they share the "
            "defenders' points. Only one defender may go alone. (A house rule can "
            "forbid defending alone.)",
        ).format(_term("sits-out", translate("RulesReference", "sits out")))
        + "</p>",
        h["cutthroat-lead"],
        "<p>"
        + translate(
            "RulesReference",
            "The player to the dealer's left leads the first trick. If one player "
            "went alone, the first player still in play to that player's left leads "
            "instead. If the maker and a defender both went alone, the lone defender "
            "leads.",
        )
        + "</p>",
        h["cutthroat-scoring"],
        "<p>"
        + translate(
            "RulesReference",
            "The maker's tricks are counted against the defenders' tricks together:",
        )
        + "</p>",
        _table(
            [
                (
                    translate("RulesReference", "The maker takes 3 or 4 tricks"),
                    translate("RulesReference", "maker +1"),
                ),
                (
                    translate("RulesReference", "The maker takes all 5, a {0}").format(
                        _term("march", translate("RulesReference", "march"))
                    ),
                    translate("RulesReference", "maker {0}").format(_points(cut.march_points)),
                ),
                (
                    translate("RulesReference", "The maker went alone and takes all 5"),
                    translate("RulesReference", "maker {0}").format(
                        _points(cut.alone_march_points)
                    ),
                ),
                (
                    translate("RulesReference", "The maker takes fewer than 3: a {0}").format(
                        _term("euchre", translate("RulesReference", "euchre"))
                    ),
                    translate("RulesReference", "each defender {0}").format(
                        _points(cut.euchre_points)
                    ),
                ),
                (
                    translate("RulesReference", "A defender went alone; the defenders take 3 or 4"),
                    translate("RulesReference", "each defender +2"),
                ),
                (
                    translate("RulesReference", "A defender went alone; the defenders take all 5"),
                    translate("RulesReference", "each defender +4"),
                ),
            ],
            (translate("RulesReference", "What happens"), translate("RulesReference", "Points")),
        ),
        "<p>"
        + translate(
            "RulesReference",
            "Both defenders score, the one who sat out too. When the maker takes 3 "
            "or more against a lone defender, the maker scores as usual.",
        )
        + "</p>",
        h["reneges"],
        "<p>"
        + translate(
            "RulesReference",
            "Failing to follow suit when you could have is a <b>renege</b>. Usually "
            "the game refuses such a card and tells you why.",
        )
        + "</p>",
        "<p>"
        + translate(
            "RulesReference",
            "With the house rule that allows reneges, the card is played and the trick "
            "stands, but any other player may <b>call</b> the renege once the cards "
            "played prove it: the player did not follow a suit earlier in the hand and "
            "has since played a card of that suit. A call that holds costs the "
            "offender {0} points for each renege it proves; a call the cards do not "
            "prove is refused. Calls are possible until the next hand is dealt. A "
            "renege nobody calls costs nothing, so keep watch.",
        ).format(penalty)
        + "</p>",
        h["stick-the-dealer"],
        "<p>"
        + translate(
            "RulesReference",
            "Usually, when everyone passes, the hand is thrown in and the deal moves "
            "on. With the house rule <b>stick the dealer</b>, the dealer may not pass "
            "when the others have: in Ghost Hand the dealer must bid at least 3 or "
            "shoot the moon; in Cutthroat the dealer must name a suit in round two.",
        )
        + "</p>",
        h["winning"],
        "<p>"
        + translate(
            "RulesReference",
            "Scores may go below zero. After each hand, if anyone has reached the "
            "target (32 points in Ghost Hand and 10 in Cutthroat, unless the game "
            "sets another), the player with the most points wins. If two or more "
            "share the highest score, another hand is played.",
        )
        + "</p>",
        h["this-game"],
        *_this_game(rules, note),
        h["glossary"],
        *(
            f'<p><a name="glossary-{anchor}"></a><b>{term}</b>: {text} '
            f'<a href="#{see}">{more}</a></p>'
            for anchor, (term, text, see) in glossary().items()
        ),
    ]
    return _suit_inks("\n".join(parts), four_colour)


def _suit_inks(html: str, four_colour: bool) -> str:
    """Each suit's symbol in its ink, as on the cards (the symbols appear only in text)."""
    for suit, symbol in zip(SUITS, "♣♦♥♠", strict=True):
        ink = suit_colour(suit, four_colour).name()
        html = html.replace(symbol, f'<span style="color:{ink}">{symbol}</span>')
    return html


def _this_game(rules: Rules | None, note: str) -> Iterator[str]:
    if rules is None:
        yield (
            "<p>"
            + (
                note
                or translate(
                    "RulesReference",
                    "No game is in progress. A new game uses the rules chosen in Game → New game.",
                )
            )
            + "</p>"
        )
        return
    yield (
        "<p>"
        + (note or translate("RulesReference", "The game in progress is played with these rules:"))
        + "</p>"
    )
    standard = Rules.make(rules.variant)
    game = translate("RulesReference", "Game")
    items = [f"<li>{game}: <b>{variant_name(rules.variant)}</b></li>"]
    for name in Rules.option_names(rules.variant):
        option = OPTIONS[name]
        value = getattr(rules, name)
        changed = (
            translate("RulesReference", " (changed from the standard game)")
            if value != getattr(standard, name)
            else ""
        )
        items.append(
            f'<li><a href="#{option.topic}">{option_text(option.name).label}</a>: '
            f"<b>{value_text(option, value)}</b>{changed}</li>"
        )
    yield "<ul>" + "".join(items) + "</ul>"


def card_images(html: str, art: CardArt, dpr: float) -> dict[str, Any]:
    """The picture of every card the text shows, keyed ``card:JH`` (``card:back``)."""
    images: dict[str, Any] = {}
    for card in sorted(set(_CARD_SRC.findall(html))):
        pixmap = art.pixmap(
            None if card == "back" else card, CARD_WIDTH, dpr, face_up=card != "back"
        )
        images[f"card:{card}"] = pixmap.toImage()
    return images


def _blocks(document: QTextDocument) -> Iterator[tuple[QTextBlock, set[str]]]:
    """Each block of a document with the anchor names in it, as Qt parsed them."""
    block = document.begin()
    while block.isValid():
        names = set(block.charFormat().anchorNames())
        it = block.begin()
        while not it.atEnd():
            names.update(it.fragment().charFormat().anchorNames())
            it += 1
        yield block, names
        block = block.next()


def document_anchors(document: QTextDocument) -> set[str]:
    """Every anchor name in a document."""
    return {name for _, names in _blocks(document) for name in names}


def _anchor_block(document: QTextDocument, anchor: str) -> QTextBlock | None:
    return next((block for block, names in _blocks(document) if anchor in names), None)


# ---------------------------------------------------------------- the window
class RulesReference(QDialog):
    """A window with the contents on the left and the text on the right."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("rules-reference")
        self.setWindowTitle(translate("RulesReference", "Rules of Ghost Euchre"))
        self.setWindowFlag(Qt.WindowType.Window)
        self.setModal(False)
        self.art = CardArt()
        self.rules: Rules | None = None
        self.note = ""
        layout = QVBoxLayout(self)
        splitter = QSplitter()
        self.contents = QListWidget()
        self.contents.setObjectName("rules-contents")
        titles = section_titles()
        for anchor, depth in SECTIONS:
            item = QListWidgetItem(("    " * depth) + titles[anchor])
            item.setData(Qt.ItemDataRole.UserRole, anchor)
            self.contents.addItem(item)
        self.contents.itemClicked.connect(
            lambda item: self.show_topic(item.data(Qt.ItemDataRole.UserRole))
        )
        self.browser = QTextBrowser()
        self.browser.setObjectName("rules-text")
        self.browser.setOpenLinks(True)
        self.browser.setOpenExternalLinks(False)
        self.browser.document().setDefaultStyleSheet(
            "h1 { font-size: x-large; } h2 { font-size: large; margin-top: 18px; } "
            "td, th { padding: 4px; }"
        )
        self.browser.document().setDocumentMargin(14)
        splitter.addWidget(self.contents)
        splitter.addWidget(self.browser)
        splitter.setStretchFactor(1, 1)
        # The contents as wide as their longest title, up to a third of the window; a
        # title longer than that wraps onto a second line rather than being cut.
        self.contents.setWordWrap(True)
        self.contents.setTextElideMode(Qt.TextElideMode.ElideNone)
        self.contents.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        metrics = self.contents.fontMetrics()
        widest = max(metrics.horizontalAdvance(self.contents.item(row).text())
                     for row in range(self.contents.count()))
        frame = 2 * self.contents.frameWidth() + self.contents.verticalScrollBar().sizeHint(
            ).width() + 16
        splitter.setSizes([min(widest + frame, 300), 600])
        layout.addWidget(splitter)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.close)
        layout.addWidget(buttons)
        self.resize(900, 660)
        self.set_rules(None)

    def set_rules(self, rules: Rules | None, note: str = "") -> None:
        """Rewrite the text for the options in effect (None: no game is in progress)."""
        self.rules, self.note = rules, note
        bar = self.browser.verticalScrollBar()
        position = bar.value()
        html = fit_particles(rules_html(rules, note, self.art.four_colour))
        document = self.browser.document()
        for name, image in card_images(html, self.art, self.devicePixelRatioF()).items():
            document.addResource(QTextDocument.ResourceType.ImageResource, QUrl(name), image)
        self.browser.setHtml(html)
        bar.setValue(position)

    def set_appearance(self, appearance: Appearance) -> None:
        """Draw the cards and the suits' symbols as the table does (the card back, the
        four-colour deck); the text is drawn again if that changes them."""
        if self.art.set_style(appearance.four_colour, appearance.card_back, appearance.faces):
            self.set_rules(self.rules, self.note)

    def anchors(self) -> set[str]:
        return document_anchors(self.browser.document())

    def show_topic(self, anchor: str = "start") -> None:
        """Show the window with the section or glossary term ``anchor`` at the top."""
        if anchor not in TOPICS:
            log.warning("the rules reference has no topic %r", anchor)
            anchor = "start"
        self.show()
        self.raise_()
        self.activateWindow()
        section = "glossary" if anchor.startswith("glossary-") else anchor
        for row in range(self.contents.count()):
            item = self.contents.item(row)
            if item.data(Qt.ItemDataRole.UserRole) == section:
                self.contents.setCurrentItem(item)
        cursor = QTextCursor(self.browser.document())
        if section == "glossary" and anchor != section:
            block = _anchor_block(self.browser.document(), anchor)
            if block is not None:  # the term is marked: near the end it cannot be at the top
                cursor = QTextCursor(block)
                cursor.movePosition(
                    QTextCursor.MoveOperation.EndOfBlock, QTextCursor.MoveMode.KeepAnchor
                )
        self.browser.setTextCursor(cursor)
        if anchor == "start":
            self.browser.verticalScrollBar().setValue(0)
        else:
            self.browser.scrollToAnchor(anchor)
