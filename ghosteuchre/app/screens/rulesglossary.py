"""The rules reference's glossary: each term with its definition and the section that
tells more."""

from __future__ import annotations

from .rulesblocks import Page, translate

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


def glossary_section(page: Page) -> dict[str, list[str]]:
    more = translate("RulesReference", "More")
    return {
        "glossary": [
            f'<p><a name="glossary-{anchor}"></a><b>{term}</b>: {text} '
            f'<a href="#{see}">{more}</a></p>'
            for anchor, (term, text, see) in glossary().items()
        ],
    }
