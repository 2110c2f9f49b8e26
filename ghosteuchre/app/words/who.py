"""The sentences in which a player is the subject or the object, each in two forms: one
to the player ("you take the trick", "you deal") and one about another player with the
name in it. A language that inflects a verb or a pronoun for the person translates both;
no sentence drops "you" into a name's slot."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

translate = QCoreApplication.translate  # literal context and text, for pyside6-lupdate


def last_trick_title(names: list[str], winner: int, you: int | None) -> str:
    """The heading of the last trick shown again."""
    if winner == you:
        return translate("TableView", "Last trick — won by you")
    return translate("TableView", "Last trick — won by {0}").format(names[winner])


def dead_hand_label(names: list[str], swapped_by: int, you: int | None) -> str:
    """The label of the dead hand, the hand given up for the ghost hand."""
    if swapped_by == you:
        return translate("TableView", "Dead hand (given up by you)")
    return translate("TableView", "Dead hand (given up by {0})").format(names[swapped_by])


def given_up_by(names: list[str], swapped_by: int, you: int | None) -> str:
    """The dead hand's description for a screen reader."""
    if swapped_by == you:
        return translate("Accessible", "Given up by you")
    return translate("Accessible", "Given up by {0}").format(names[swapped_by])


def trick_taken_by(names: list[str], winner: int, you: int | None) -> str:
    """The name of a finished trick for a screen reader."""
    if winner == you:
        return translate("Accessible", "Trick, taken by you")
    return translate("Accessible", "Trick, taken by {0}").format(names[winner])


def played_by(names: list[str], seat: int, you: int | None) -> str:
    """Who played a card of the trick, for a screen reader."""
    if seat == you:
        return translate("Accessible", "played by you")
    return translate("Accessible", "played by {0}").format(names[seat])


def renege_called_by(names: list[str], caller: int, points: int, you: int | None) -> str:
    """The line of the hand's summary for a renege called (``points`` lost)."""
    if caller == you:
        return translate("Describe", "Renege called by you: \u2212{0}").format(points)
    return translate("Describe", "Renege called by {0}: \u2212{1}").format(names[caller], points)


def deal_step(names: list[str], dealer: int, you: int | None, actions: int) -> str:
    """The first step of a hand in the hand history: who deals, how many actions follow."""
    if dealer == you:
        return translate("HandHistoryWindow", "The deal: you deal. {0} actions follow.").format(
            actions)
    return translate("HandHistoryWindow", "The deal: {0} deals. {1} actions follow.").format(
        names[dealer], actions)
