"""The texts a player reads most, in a hand of either game, for the review sheets
``docs/review-<lang>.md`` that ``update_translations.py`` writes: the decision bar, the
prompts, the log's lines, the plates and piles, the hand's summary and the end of the game.
A native reader checks them, source beside translation, in one sitting."""

from __future__ import annotations

import xml.etree.ElementTree as ET
from pathlib import Path

REVIEW: tuple[tuple[str, str], ...] = (
    *(("DecisionBar", s) for s in (
        "&Pass", "Swap with the &ghost", "Shoot the &moon", "&Order it up", "&Accept",
        "Pick &up", "&Decline", "&Take the dummy", "Go &alone", "Defend &alone",
        "&Discard {0} of {1}", "Call a &renege on {0}", "&Next hand", "&Clubs", "&Diamonds",
        "&Hearts", "&Spades")),
    *(("Describe", s) for s in (
        "Your turn: play a card", "Your lead", "{0} to play", "{0} to decide",
        "You won the bid: name trump", "Order up the {0}, or pass",
        "Pick up the {0} (then discard), or decline", "Name a suit, or pass",
        "Take the dummy, or go alone", "Choose %n card(s) to discard, then confirm",
        "Defend alone, or pass", "Hand over", "You take the trick", "{0} takes the trick",
        "You pass", "{0} passes", "You bid {0}", "{0} bids {1}", "{0} leads the {1}",
        "{0} follows with the {1}", "{0} trumps with the {1}", "{0} throws off the {1}",
        "you lead the {0}", "you follow with the {0}", "You are the maker", "{0} is the maker",
        "{0}: tricks {1}, {2} ({3})", "+1 a trick", "Bid {0} made: +1 a trick",
        "Bid {0} lost: \u2212{0}", "Euchred: each defender +{0}",
        "Everybody passed: no points, and the deal passes left.", "Easy", "Medium", "Hard")),
    *(("TableView", s) for s in (
        "Score {0}  ·  Tricks {1}", "thinking", "maker", "alone", "sits out", "Trump: {0}",
        "Playing to {0}", "Hand {0}", "Ghost hand", "Dead hand (given up by {0})",
        "Dead hand (given up by you)", "Dummy", "Last trick — won by {0}",
        "Last trick — won by you", "{0} bot", "Led", "Hint", "Next hand")),
    *(("SummaryOverlay", s) for s in ("Player", "Tricks", "Points", "Why")),
    ("GameOverScreen", "You win the game, with a score of {0}!"),
    ("GameOverScreen", "{0} wins the game, with a score of {1}"),
)


def review_sheet(ts: Path, language: str, name: str) -> str:
    """The review sheet of a language's .ts: each text of REVIEW with its translation."""
    found: dict[tuple[str, str], str] = {}
    for context in ET.parse(ts).iter("context"):
        for message in context.iter("message"):
            translation = message.find("translation")
            if translation is None:
                continue
            forms = [f.text or "" for f in translation.findall("numerusform")]
            text = " / ".join(forms) if forms else translation.text or ""
            found[(context.findtext("name") or "", message.findtext("source") or "")] = text
    lines = [f"# Review sheet: {name} (`{language}`)", "",
             f"The {len(REVIEW)} texts a player reads most, in a hand of either game, with the",
             "English source beside the translation, for a native reader to check in one sitting.",
             "Made by `tools/update_translations.py` from the .ts file; do not edit by hand.", "",
             f"| # | where | English | {name} |", "|---|---|---|---|"]
    for number, (where, source) in enumerate(REVIEW, 1):
        shown = found.get((where, source), "(missing)")
        lines.append(f"| {number} | {where} | {_cell(source)} | {_cell(shown)} |")
    return "\n".join(lines) + "\n"


def _cell(text: str) -> str:
    return text.replace("|", "\\|").replace("\n", " ")
