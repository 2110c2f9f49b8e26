"""A finished trick in one line of the log: "Ada leads the A♠ · Bo follows with the 9♠ ·
you trump with the J♥ — you take the trick" (each a literal ``translate("Describe", ...)``)."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from ...engine.cards import NO_TRUMP, Card, bower_kind, effective_suit
from ...engine.state import Trick

translate = QCoreApplication.translate  # literal context and text, for pyside6-lupdate


def trick_line(names: list[str], trick: Trick, trump: int | None, you: int | None) -> str:
    """A finished trick in one line: each card and how it was played, then who took it
    ("Ada leads the A♠ · Bo follows with the 9♠ · you trump with the J♥ — you take the
    trick")."""
    line = ""
    led = effective_suit(int(trick.plays[0][1]), _trump(trump))
    for seat, card in trick.plays:
        play = _play_words(names[seat], seat == you, card, not line, led, trump)
        line = translate("Describe", "{0} · {1}").format(line, play) if line else play
    if trick.winner is not None:
        line = (
            translate("Describe", "{0} — you take the trick").format(line)
            if trick.winner == you
            else translate("Describe", "{0} — {1} takes the trick").format(
                line, names[trick.winner]
            )
        )
    return line[:1].upper() + line[1:]


def _trump(trump: int | None) -> int:
    return NO_TRUMP if trump is None else trump


def _play_words(
    name: str, me: bool, card: Card, first: bool, led: int, trump: int | None
) -> str:
    """One card of a trick: led, followed, trumped or thrown off (the left bower named)."""
    text = card.pretty()
    if bower_kind(int(card), trump) == "left":
        text = translate("Describe", "{0} (left bower)").format(text)
    suit = effective_suit(int(card), _trump(trump))
    if first:
        return (
            translate("Describe", "you lead the {0}").format(text)
            if me
            else translate("Describe", "{0} leads the {1}").format(name, text)
        )
    if suit == led:
        return (
            translate("Describe", "you follow with the {0}").format(text)
            if me
            else translate("Describe", "{0} follows with the {1}").format(name, text)
        )
    if suit == trump:
        return (
            translate("Describe", "you trump with the {0}").format(text)
            if me
            else translate("Describe", "{0} trumps with the {1}").format(name, text)
        )
    return (
        translate("Describe", "you throw off the {0}").format(text)
        if me
        else translate("Describe", "{0} throws off the {1}").format(name, text)
    )
