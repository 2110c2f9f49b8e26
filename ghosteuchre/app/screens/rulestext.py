"""The rules reference's text: its sections in reading order, each an anchor with the
blocks of its text, rendered into one HTML page by ``rules_html()``; the sections both
games share and the options in effect are here, each game's in ``rulesgames``, the
glossary in ``rulesglossary``."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from typing import Any

from ...engine.rules import GHOST_HAND, OPTIONS, Option, Rules
from ..art.cardart import SUITS, suit_colour
from ..words.gamewords import option_text
from .rulesblocks import Page, cards, heading, paragraph, table, term, translate
from .rulesgames import cutthroat_sections, ghost_hand_sections
from .rulesglossary import glossary_section

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
def rules_html(rules: Rules | None = None, note: str = "", four_colour: bool = False) -> str:
    """The whole reference as HTML; ``rules`` are the options in effect (None: no game);
    the suits' symbols in the inks of the two- or ``four_colour`` deck."""
    page = Page(rules, note, four_colour, section_titles())
    bodies: dict[str, list[str]] = {}
    for sections in SECTION_TEXTS:
        bodies.update(sections(page))
    parts: list[str] = []
    for anchor, depth in SECTIONS:
        parts.append(heading(anchor, depth, page.titles[anchor]))
        parts.extend(bodies[anchor])
    return _suit_inks("\n".join(parts), four_colour)


def shared_sections(page: Page) -> dict[str, list[str]]:
    """The introduction, and the cards, tricks and bowers both games share."""
    titles = page.titles
    return {
        "start": [
            paragraph(translate(
                "RulesReference",
                "Ghost Euchre is two card games for three players: <b>Ghost Hand</b> and "
                "<b>Cutthroat</b>. Both use the 24-card euchre deck, both are played in "
                "tricks, and in both one suit is {0} for the hand, with the two jacks of "
                "its colour, the {1}, as its highest cards. You play against two bots; the "
                "first to reach the {2} with more points than anyone else wins.",
            ).format(
                term("trump", translate("RulesReference", "trump")),
                term("bower", translate("RulesReference", "bowers")),
                term("target", translate("RulesReference", "target score")),
            )),
            paragraph(translate(
                "RulesReference",
                "Read the cards, tricks and bowers first: both games share them. Then read "
                "the game you want to play. Linked words are explained in the glossary at "
                "the end. At the table, F1 opens this page again.",
            )),
            paragraph(" · ".join(
                f'<a href="#{a}">{titles[a]}</a>'
                for a, depth in SECTIONS
                if depth == 0 and a != "start"
            )),
        ],
        "cards": [
            paragraph(translate(
                "RulesReference",
                "The deck has 24 cards: the 9, 10, jack, queen, king and ace of each of the "
                "four suits, clubs ♣, diamonds ♦, hearts ♥ and spades ♠. Clubs and spades "
                "are black; diamonds and hearts are red.",
            ) + (
                " "
                + translate(
                    "RulesReference",
                    "Your four-colour deck prints clubs in green and diamonds in blue; in "
                    "the rules, clubs are still black and diamonds still red.",
                )
                if page.four_colour
                else ""
            )),
            cards(
                "AC", "KC", "QC", "JC", "TC", "9C",
                caption=translate(
                    "RulesReference",
                    "A suit that is not trump, from high to low: ace, king, queen, jack, 10, 9.",
                ),
            ),
        ],
        "tricks": [
            paragraph(translate(
                "RulesReference",
                "A hand is played in {0}. One player {1}: plays any card they like. "
                "Then each other player, in turn to the left, plays one card. The cards "
                "played together form the trick, and one player wins it.",
            ).format(
                term("trick", translate("RulesReference", "tricks")),
                term("lead", translate("RulesReference", "leads")),
            )),
        ],
        "follow-suit": [
            paragraph(translate(
                "RulesReference",
                "You must <b>follow suit</b>: if you hold a card of the suit that was led, "
                "you must play one. Only when you have none may you play anything else, a "
                "trump or any other card. Failing to follow when you could is a {0}.",
            ).format(term("renege", translate("RulesReference", "renege")))),
        ],
        "trumping": [
            paragraph(translate(
                "RulesReference",
                "The highest trump in a trick wins it. If nobody played a trump, the "
                "highest card of the suit that was led wins; a card of any other suit "
                "cannot win, however high. The winner of a trick leads the next one.",
            )),
            cards(
                "KS", "9S", "9H",
                caption=translate(
                    "RulesReference",
                    "Hearts are trump. The K♠ is led and the 9♠ follows. The third "
                    "player has no spades and plays the 9♥: a trump, so it wins.",
                ),
            ),
        ],
        "bowers": [
            paragraph(translate(
                "RulesReference",
                "In every hand one suit is trump. The jack of trump, the <b>right "
                "bower</b>, is the highest card of the hand. The other jack of the same "
                "colour, the <b>left bower</b>, is second. After them come the ace, king, "
                "queen, 10 and 9 of trump, seven trumps in all.",
            )),
            cards(
                "JH", "JD", "AH", "KH", "QH", "TH", "9H",
                caption=translate(
                    "RulesReference",
                    "Hearts are trump: the J♥ (right bower), the J♦ (left bower), "
                    "then A, K, Q, 10, 9 of hearts.",
                ),
            ),
            paragraph(translate(
                "RulesReference",
                "The left bower changes suit. While hearts are trump, the J♦ is a heart "
                "for everything: it follows hearts, not diamonds; led, it is a heart lead; "
                "and if you hold it and hearts are led, you must play it or another heart. "
                "Diamonds then have only five cards.",
            )),
            table(
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
        ],
    }


def house_sections(page: Page) -> dict[str, list[str]]:
    """Reneges, stick the dealer, winning and the options of the game in progress."""
    return {
        "reneges": [
            paragraph(translate(
                "RulesReference",
                "Failing to follow suit when you could have is a <b>renege</b>. Usually "
                "the game refuses such a card and tells you why.",
            )),
            paragraph(translate(
                "RulesReference",
                "With the house rule that allows reneges, the card is played and the trick "
                "stands, but any other player may <b>call</b> the renege once the cards "
                "played prove it: the player did not follow a suit earlier in the hand and "
                "has since played a card of that suit. A call that holds costs the "
                "offender {0} points for each renege it proves; a call the cards do not "
                "prove is refused. Calls are possible until the next hand is dealt. A "
                "renege nobody calls costs nothing, so keep watch.",
            ).format(page.penalty)),
        ],
        "stick-the-dealer": [
            paragraph(translate(
                "RulesReference",
                "Usually, when everyone passes, the hand is thrown in and the deal moves "
                "on. With the house rule <b>stick the dealer</b>, the dealer may not pass "
                "when the others have: in Ghost Hand the dealer must bid at least 3 or "
                "shoot the moon; in Cutthroat the dealer must name a suit in round two.",
            )),
        ],
        "winning": [
            paragraph(translate(
                "RulesReference",
                "Scores may go below zero. After each hand, if anyone has reached the "
                "target (32 points in Ghost Hand and 10 in Cutthroat, unless the game "
                "sets another), the player with the most points wins. If two or more "
                "share the highest score, another hand is played.",
            )),
        ],
        "this-game": list(_this_game(page.rules, page.note)),
    }


# Each gives the blocks of its sections' text, by anchor.
SECTION_TEXTS: tuple[Callable[[Page], dict[str, list[str]]], ...] = (
    shared_sections,
    ghost_hand_sections,
    cutthroat_sections,
    house_sections,
    glossary_section,
)


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

