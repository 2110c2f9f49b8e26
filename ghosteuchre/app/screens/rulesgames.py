"""The rules reference's sections on each game: Ghost Hand and Cutthroat, each section
its anchor with the blocks of its text."""

from __future__ import annotations

from .rulesblocks import Page, cards, paragraph, points, table, term, translate


def ghost_hand_sections(page: Page) -> dict[str, list[str]]:
    ghost = page.ghost
    return {
        "ghost-hand": [
            paragraph(translate(
                "RulesReference",
                "Ghost Hand uses all 24 cards and six tricks a hand. Each player bids how "
                "many tricks they will take, and a fourth hand, the {0}, lies face down "
                "for anyone who would rather swap their cards for it.",
            ).format(term("ghost-hand", translate("RulesReference", "ghost hand")))),
        ],
        "ghost-deal": [
            paragraph(translate(
                "RulesReference",
                "The dealer gives six cards to each player and six to the ghost hand, face "
                "down. The deal passes to the left after every hand.",
            )),
            cards(
                "back", "back", "back", "back", "back", "back",
                caption=translate("RulesReference", "The ghost hand: six cards nobody has seen."),
            ),
        ],
        "ghost-bidding": [
            paragraph(translate(
                "RulesReference",
                "Bidding starts with the player to the dealer's left and goes round once; "
                "the dealer speaks last. On your turn you may bid 3, 4 or 5 tricks (more "
                "than any earlier bid of this hand), {0}, or pass. Shooting the moon "
                "claims all six tricks and beats every bid; after it the others can only "
                "pass.",
            ).format(term("shoot-the-moon", translate("RulesReference", "shoot the moon")))),
            paragraph(translate(
                "RulesReference",
                "If all three pass, nobody scores and the next dealer deals again, unless "
                "the game is played with {0}.",
            ).format(
                '<a href="#stick-the-dealer">'
                + translate("RulesReference", "stick the dealer")
                + "</a>"
            )),
        ],
        "ghost-swap": [
            paragraph(translate(
                "RulesReference",
                "On your turn, before you bid, you may <b>swap</b>: trade your whole hand "
                "for the ghost hand without looking at it first. Then you bid or pass with "
                "the new cards. Only one player may swap in each hand. The hand given up "
                "is {0}: it lies face down and takes no part in the hand.",
            ).format(term("dead-hand", translate("RulesReference", "dead")))),
            paragraph(translate(
                "RulesReference",
                "Swap when your cards are poor. The ghost hand is a fresh chance, but it "
                "may be no better. (A house rule can turn swapping off.)",
            )),
        ],
        "ghost-trump": [
            paragraph(translate(
                "RulesReference",
                "The highest bidder is the {0}. The declarer names any suit as trump and "
                "leads the first trick, and the three players play all six tricks.",
            ).format(term("declarer", translate("RulesReference", "declarer")))),
        ],
        "ghost-scoring": [
            paragraph(translate("RulesReference", "After the sixth trick:")),
            table(
                [
                    (
                        translate("RulesReference", "Each player who did not declare"),
                        translate("RulesReference", "+1 a trick"),
                    ),
                    (
                        translate(
                            "RulesReference", "The declarer, taking at least the tricks bid"
                        ),
                        translate("RulesReference", "+1 a trick"),
                    ),
                    (
                        translate(
                            "RulesReference", "The declarer, taking fewer (the declarer is {0})"
                        ).format(term("set", translate("RulesReference", "set"))),
                        translate("RulesReference", "loses the bid"),
                    ),
                    (
                        translate("RulesReference", "Shooting the moon and taking all six"),
                        points(ghost.moon_points),
                    ),
                    (
                        translate("RulesReference", "Shooting the moon and losing a trick"),
                        points(-ghost.moon_failure),
                    ),
                ],
                (translate("RulesReference", "Who"), translate("RulesReference", "Points")),
            ),
            paragraph(translate(
                "RulesReference",
                "For example, Ada bids 4 and takes 5 tricks: she scores 5. You take the "
                "sixth trick and score 1. Had Ada taken only 3, she would lose 4 and you "
                "would score your tricks all the same.",
            )),
        ],
    }


def cutthroat_sections(page: Page) -> dict[str, list[str]]:
    cut = page.cut
    return {
        "cutthroat": [
            paragraph(translate(
                "RulesReference",
                "Cutthroat is three-handed euchre. In each hand one player, the {0}, "
                "chooses trump and plays against the other two, the {1}, who work "
                "together for that hand. Five tricks are played, and a spare hand, the "
                "{2}, can strengthen the maker.",
            ).format(
                term("maker", translate("RulesReference", "maker")),
                term("defenders", translate("RulesReference", "defenders")),
                term("dummy", translate("RulesReference", "dummy")),
            )),
        ],
        "cutthroat-deal": [
            paragraph(translate(
                "RulesReference",
                "The dealer gives five cards to each player and five to the dummy, face "
                "down. The last four cards are the {0}; its top card is turned face up: "
                "the {1}.",
            ).format(
                term("kitty", translate("RulesReference", "kitty")),
                term("up-card", translate("RulesReference", "up-card")),
            )),
            cards(
                "QD", "back", "back", "back",
                caption=translate(
                    "RulesReference",
                    "The kitty, with the Q♦ as its up-card: diamonds are offered as trump.",
                ),
            ),
        ],
        "ordering": [
            paragraph(translate(
                "RulesReference",
                "Starting to the dealer's left, each player in turn may {0} (make the "
                "up-card's suit trump) or pass. The first to order up becomes the maker. "
                "When the dealer does it (the dealer <i>accepts</i>), the dealer takes the "
                "up-card into their hand.",
            ).format(term("order-up", translate("RulesReference", "order up")))),
            paragraph(translate(
                "RulesReference",
                "When another player orders up, the dealer may {0} the up-card and discard "
                "one card face down, or leave it; either way its suit is trump. (A house "
                "rule can make the pick-up compulsory.)",
            ).format(term("pick-up", translate("RulesReference", "pick up")))),
        ],
        "round-two": [
            paragraph(translate(
                "RulesReference",
                "If all three pass, the up-card is {0} and its suit cannot be trump in "
                "this hand. Starting again to the dealer's left, each player may name any "
                "other suit as trump, or pass. The first to name one becomes the maker. If "
                "everyone passes again, nobody scores and the deal passes to the left.",
            ).format(term("turned-down", translate("RulesReference", "turned down")))),
        ],
        "dummy": [
            paragraph(translate(
                "RulesReference",
                "Before anyone sees the dummy, the maker chooses. <b>Take the dummy</b>: "
                "add its five cards to your hand, then discard down to five, keeping the "
                "best. (A dealer who has just taken the up-card discards six of eleven.)",
            )),
        ],
        "going-alone": [
            paragraph(translate(
                "RulesReference",
                "Or <b>go alone</b>: leave the dummy unseen and play the cards you hold. "
                "Going alone is a risk that pays: a march alone scores more. (A dealer who "
                "has just taken the up-card discards one card.)",
            )),
        ],
        "defending-alone": [
            paragraph(translate(
                "RulesReference",
                "Then each defender in turn, starting to the maker's left, may <b>defend "
                "alone</b> or pass. When one does, the other defender {0}: their cards "
                "stay down and they play no part in the hand, but they share the "
                "defenders' points. Only one defender may go alone. (A house rule can "
                "forbid defending alone.)",
            ).format(term("sits-out", translate("RulesReference", "sits out")))),
        ],
        "cutthroat-lead": [
            paragraph(translate(
                "RulesReference",
                "The player to the dealer's left leads the first trick. If one player "
                "went alone, the first player still in play to that player's left leads "
                "instead. If the maker and a defender both went alone, the lone defender "
                "leads.",
            )),
        ],
        "cutthroat-scoring": [
            paragraph(translate(
                "RulesReference",
                "The maker's tricks are counted against the defenders' tricks together:",
            )),
            table(
                [
                    (
                        translate("RulesReference", "The maker takes 3 or 4 tricks"),
                        translate("RulesReference", "maker +1"),
                    ),
                    (
                        translate("RulesReference", "The maker takes all 5, a {0}").format(
                            term("march", translate("RulesReference", "march"))
                        ),
                        translate("RulesReference", "maker {0}").format(
                            points(cut.march_points)
                        ),
                    ),
                    (
                        translate("RulesReference", "The maker went alone and takes all 5"),
                        translate("RulesReference", "maker {0}").format(
                            points(cut.alone_march_points)
                        ),
                    ),
                    (
                        translate(
                            "RulesReference", "The maker takes fewer than 3: a {0}"
                        ).format(term("euchre", translate("RulesReference", "euchre"))),
                        translate("RulesReference", "each defender {0}").format(
                            points(cut.euchre_points)
                        ),
                    ),
                    (
                        translate(
                            "RulesReference", "A defender went alone; the defenders take 3 or 4"
                        ),
                        translate("RulesReference", "each defender +2"),
                    ),
                    (
                        translate(
                            "RulesReference", "A defender went alone; the defenders take all 5"
                        ),
                        translate("RulesReference", "each defender +4"),
                    ),
                ],
                (
                    translate("RulesReference", "What happens"),
                    translate("RulesReference", "Points"),
                ),
            ),
            paragraph(translate(
                "RulesReference",
                "Both defenders score, the one who sat out too. When the maker takes 3 "
                "or more against a lone defender, the maker scores as usual.",
            )),
        ],
    }
