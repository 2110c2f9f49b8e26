"""The decision bar's key letters, each taken from its translated label's mnemonic: the
letter after "&" ("&Pass", "Dal&je"), or the Latin letter of a label written the Korean
way ("패스(&P)"). ``BARS`` lists the labels that can be shown together, so a test can
check that no two of them share a key in any language; ``key_help()`` lists them for the
player. The keys of the table itself (``PlayerInput.key``) are named here too, with what
each does (``table_keys()``), so the keyboard shortcut sheet lists every one of them."""

from __future__ import annotations

import re
import unicodedata

from PySide6.QtCore import QCoreApplication, Qt

translate = QCoreApplication.translate  # literal context and text, for pyside6-lupdate
RESERVED = "L345"  # L shows the last trick, 3 4 5 bid, whatever the language
_MNEMONIC = re.compile(r"\s*\(&(\w)\)|&(\w)")

# the table's own keys, as PlayerInput.key reads them
MOVE_KEYS = (Qt.Key.Key_Left, Qt.Key.Key_Right)  # the focus ring over the hand
ENTER_KEYS = (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space)
CLOSE_KEYS = (Qt.Key.Key_Escape,)  # the score sheet
LAST_TRICK_KEYS = (Qt.Key.Key_L,)
NEXT_KEYS = (Qt.Key.Key_N,)  # the hand's summary: the next hand
SHEET_KEYS = (Qt.Key.Key_Question,)  # this list of keys


def mnemonic(label: str) -> tuple[str, Qt.Key | None]:
    """The label as shown, without its "&", and the key its mnemonic names (None: none)."""
    escaped = label.replace("&&", "\0")
    match = _MNEMONIC.search(escaped)
    if match is None:
        return label.replace("&&", "&"), None
    # the letter as typed: an accented one (the pseudo-locale's Å) is its plain letter's key
    letter = unicodedata.normalize("NFKD", match.group(1) or match.group(2))[0].upper()
    text = (escaped[:match.start()] + (match.group(2) or "") + escaped[match.end():]).replace(
        "\0", "&")
    if not ("A" <= letter <= "Z" or "0" <= letter <= "9"):
        return text, None
    return text, Qt.Key(ord(letter))


def key_text(key: Qt.Key | None) -> str:
    if key is None:
        return ""
    if Qt.Key.Key_0 <= key <= Qt.Key.Key_9:
        return str(int(key) - int(Qt.Key.Key_0))
    return chr(int(key))


def swap() -> str:
    return translate("DecisionBar", "Swap with the &ghost")


def moon() -> str:
    return translate("DecisionBar", "Shoot the &moon")


def pass_() -> str:
    return translate("DecisionBar", "&Pass")


def order() -> str:
    return translate("DecisionBar", "&Order it up")


def accept() -> str:
    return translate("DecisionBar", "&Accept")


def pick_up() -> str:
    return translate("DecisionBar", "Pick &up")


def decline() -> str:
    return translate("DecisionBar", "&Decline")


def take_dummy() -> str:
    return translate("DecisionBar", "&Take the dummy")


def go_alone() -> str:
    return translate("DecisionBar", "Go &alone")


def defend_alone() -> str:
    return translate("DecisionBar", "Defend &alone")


def discard() -> str:
    return translate("DecisionBar", "&Discard {0} of {1}")


def renege() -> str:
    return translate("DecisionBar", "Call a &renege on {0}")


def claim() -> str:
    return translate("DecisionBar", "&Claim the rest")


def next_hand() -> str:
    return translate("DecisionBar", "&Next hand")


def suit(s: int) -> str:
    """The button of a suit named trump (0 clubs … 3 spades)."""
    return (
        translate("DecisionBar", "&Clubs"),
        translate("DecisionBar", "&Diamonds"),
        translate("DecisionBar", "&Hearts"),
        translate("DecisionBar", "&Spades"),
    )[s]


def bars() -> dict[str, list[str]]:
    """The labels of each set of buttons shown together, by the moment they are shown."""
    return {
        "bidding": [swap(), moon(), pass_()],
        "naming trump": [*map(suit, range(4)), pass_()],
        "round one": [order(), pass_()],
        "round one, the dealer": [accept(), pass_()],
        "the dealer's pick-up": [pick_up(), decline()],
        "the maker's choice": [take_dummy(), go_alone()],
        "defending": [defend_alone(), pass_()],
        "discarding": [discard()],
        "playing, with a claim offered": [claim(), renege()],
        "after the hand": [renege(), next_hand()],
    }


def clashes() -> list[str]:
    """What is wrong with the key letters in the language installed: a label without a
    key, a key two labels of one bar share, a key the table keeps for itself."""
    wrong = []
    for moment, labels in bars().items():
        seen: dict[Qt.Key, str] = {}
        for label in labels:
            key = mnemonic(label)[1]
            if key is None:
                wrong.append(f"{moment}: {label!r} has no key letter (&)")
                continue
            if key_text(key) in RESERVED:
                wrong.append(f"{moment}: {label!r} takes {key_text(key)}, the table's own key")
            if key in seen:
                wrong.append(f"{moment}: {label!r} and {seen[key]!r} share {key_text(key)}")
            seen[key] = label
    return wrong


def key_help() -> list[tuple[str, str]]:
    """Each key of the decision bar with what it does, in the language installed."""
    rows: dict[str, str] = {"3 4 5": translate("DecisionBar", "Bid 3, 4 or 5")}
    for labels in bars().values():
        for label in labels:
            text, key = mnemonic(label)
            if key is not None:
                words = text.replace("{0}", "…").replace("{1}", "…")
                rows.setdefault(key_text(key), "")
                if words not in rows[key_text(key)].split(" · "):
                    rows[key_text(key)] = " · ".join(filter(None, [rows[key_text(key)], words]))
    return sorted(rows.items())


def key_names(group: tuple[Qt.Key, ...]) -> str:
    """The keys of ``group`` as the player reads them on the keyboard."""
    names = {
        Qt.Key.Key_Left: "←",
        Qt.Key.Key_Right: "→",
        Qt.Key.Key_Return: translate("Keys", "Enter"),
        Qt.Key.Key_Enter: "",  # the keypad's Enter: named with the other
        Qt.Key.Key_Space: translate("Keys", "Space"),
        Qt.Key.Key_Escape: translate("Keys", "Esc"),
        Qt.Key.Key_Question: "?",
    }
    shown = [names[key] if key in names else key_text(key) for key in group]
    return translate("Keys", ", ").join(name for name in shown if name)


def table_keys() -> list[tuple[tuple[Qt.Key, ...], str]]:
    """Each group of the table's own keys with what it does, in the language installed."""
    return [
        (MOVE_KEYS, translate("Keys", "Move the focus over your hand")),
        (ENTER_KEYS, translate("Keys", "Play the card in focus, or go on")),
        (LAST_TRICK_KEYS, translate("Keys", "Show the last trick, or close it")),
        (NEXT_KEYS, translate("Keys", "Go on to the next hand from the hand's summary")),
        (CLOSE_KEYS, translate("Keys", "Close the score sheet")),
        (SHEET_KEYS, translate("Keys", "Show the keyboard shortcuts")),
    ]
