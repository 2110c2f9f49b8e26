"""What the table asks of the player to act: the prompt of each phase and the hint
(each a literal ``translate("Describe", ...)``)."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from ...engine.actions import Act, Action
from ...engine.phases import Phase
from ...engine.view import PlayerView
from . import gamewords
from .describe import suggestion

translate = QCoreApplication.translate  # literal context and text, for pyside6-lupdate


def prompt(view: PlayerView, names: list[str]) -> str:
    """What the player to act is asked to do, in the second person for the viewer."""
    if view.phase == Phase.HAND_OVER:
        return translate("Describe", "Hand over")
    if view.to_act is None:
        return ""
    if view.to_act != view.seat:
        return (
            translate("Describe", "{0} to play").format(names[view.to_act])
            if view.phase == Phase.PLAY
            else (translate("Describe", "{0} to decide").format(names[view.to_act]))
        )
    phase = view.phase
    if phase == Phase.BID:
        return _bid_prompt(view, names)
    if phase == Phase.DECLARE:
        return translate("Describe", "You won the bid: name trump")
    if phase == Phase.ROUND1:
        return translate("Describe", "Order up the {0}, or pass").format(
            view.up_card.pretty() if view.up_card else ""
        )
    if phase == Phase.PICKUP:
        return translate("Describe", "Pick up the {0} (then discard), or decline").format(
            view.up_card.pretty() if view.up_card else ""
        )
    if phase == Phase.ROUND2:
        return translate("Describe", "Name a suit, or pass")
    if phase == Phase.CHOICE:
        return translate("Describe", "Take the dummy, or go alone")
    if phase == Phase.DISCARD:
        count = len(view.hand) - 5
        return translate("Describe", "Choose %n card(s) to discard, then confirm", "", count)
    if phase == Phase.DEFEND:
        return translate("Describe", "Defend alone, or pass")
    if phase == Phase.PLAY:
        return (
            translate("Describe", "Your lead")
            if not view.trick
            else translate("Describe", "Your turn: play a card")
        )
    return ""


def _bid_prompt(view: PlayerView, names: list[str]) -> str:
    """The choices the player has in the Ghost Hand auction, from the legal actions."""
    acts = {a.act for a in view.legal}
    bids = sorted(a.arg for a in view.legal if a.act == Act.BID)
    choices = []
    if Act.SWAP in acts:
        choices.append(translate("Describe", "swap with the ghost hand"))
    if bids:
        choices.append(
            translate("Describe", "bid {0}").format(bids[0])
            if len(bids) == 1
            else translate("Describe", "bid {0} to {1}").format(bids[0], bids[-1])
        )
    if Act.MOON in acts:
        choices.append(translate("Describe", "shoot the moon"))
    if Act.PASS in acts:
        choices.append(translate("Describe", "pass"))
    options = (
        choices[0]
        if len(choices) == 1
        else translate("Describe", "{0} or {1}").format(", ".join(choices[:-1]), choices[-1])
    )
    if view.high_bid == 6 and view.declarer is not None:
        return translate("Describe", "{0} shot the moon: you may {1}").format(
            names[view.declarer], options
        )
    return translate("Describe", "Your bid: {0}").format(options)


def hint_text(actions: list[Action], view: PlayerView, reason: str) -> str:
    """The hint: the suggestion, then the Hard bot's reason for it (without what it does)."""
    text = translate("Describe", "Hint: {0}").format(suggestion(actions, view))
    reason = reason[:1].upper() + reason[1:]
    return text + (
        "\n" + translate("Describe", "The Hard bot’s reason: “{0}”").format(reason)
        if reason
        else ""
    )


def commitment(view: PlayerView, action: Action) -> str:
    """What choosing ``action`` commits the player to, in one line."""
    a = action.act
    if a == Act.SWAP:
        return translate(
            "TableView",
            "Swap: give up your six cards and take the ghost hand's six unseen cards instead.",
        )
    tricks = view.rules.tricks_per_hand
    if a == Act.BID:
        return translate(
            "TableView",
            "Bid {0}: you name trump and must take at least {0} of the {1} tricks, or lose {0} "
            "points.",
        ).format(action.arg, tricks)
    if a == Act.MOON:
        return translate(
            "TableView",
            "Shoot the moon: you must take all {0} tricks; you win {1} points, or lose {2}.",
        ).format(tricks, view.rules.moon_points, view.rules.moon_failure)
    if a == Act.ORDER:
        suit = view.up_card.suit if view.up_card is not None else 0
        return translate(
            "TableView",
            "{0} become trump and you are the maker: take at least 3 of the {1} tricks, or "
            "the others score.",
        ).format(gamewords.suit_name(suit).capitalize(), tricks)
    if a == Act.TRUMP:
        if view.phase == Phase.DECLARE:
            return translate(
                "TableView", "Name {0} as trump for this hand."
            ).format(gamewords.suit_name(action.arg))
        return translate(
            "TableView",
            "Name {0} as trump and be the maker: take at least 3 of the {1} tricks, or the "
            "others score.",
        ).format(gamewords.suit_name(action.arg), tricks)
    if a == Act.PASS:
        if view.phase == Phase.DEFEND:
            return translate(
                "TableView", "Defend together with the other player against the maker."
            )
        return translate("TableView", "Pass: let the next player decide; you commit to nothing.")
    if a == Act.PICKUP:
        return translate(
            "TableView", "Take the up-card into your hand, then discard one card."
        )
    if a == Act.DECLINE:
        return translate("TableView", "Leave the up-card where it is.")
    if a == Act.DUMMY:
        return translate(
            "TableView",
            "Take the dummy's five cards and keep the best five of your ten.",
        )
    if a == Act.ALONE:
        if view.phase == Phase.DEFEND:
            return translate(
                "TableView",
                "Defend alone: the other defender sits out; stop the maker by yourself for "
                "more points.",
            )
        return translate(
            "TableView",
            "Go alone: play your own five cards without the dummy, for more points if you "
            "take all five tricks.",
        )
    return ""
