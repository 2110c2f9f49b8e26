"""The hand history's words: an action as the replay's step line says it, every hand
laid open, and a reviewed decision's line.  Shared by the window and the readable
export (``handtext``), so each sentence has one source."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication

from ...engine.actions import Act, Action
from ...engine.cards import cards_of
from ...engine.state import GameState, Phase
from ...engine.view import PlayerView, view_of
from . import describe
from .reasons import reason_because, reason_text

if TYPE_CHECKING:
    from ...bots.verdict import DecisionReview

translate = QCoreApplication.translate  # literal context and text, for pyside6-lupdate


def discard_text(names: list[str], seat: int, action: Action, you: int | None,
                 shown: bool) -> str:
    """A discard: its card when ``shown`` (the seat's own, or every hand open)."""
    card = action.card.pretty()
    if seat == you:
        return translate("HandHistoryWindow", "you discard the {0}").format(card)
    if shown:
        return translate("HandHistoryWindow", "{0} discards the {1}").format(names[seat], card)
    return translate("HandHistoryWindow", "{0} discards a card").format(names[seat])


def action_text(names: list[str], seat: int, action: Action, state: GameState, viewer: int,
                you: int | None, all_open: bool) -> str:
    """An action of the replay as seen from ``viewer`` (every card when ``all_open``)."""
    if action.act == Act.PLAY:
        if seat == you:
            return translate("HandHistoryWindow", "you play the {0}").format(
                action.card.pretty())
        return translate("HandHistoryWindow", "{0} plays the {1}").format(
            names[seat], action.card.pretty())
    if action.act == Act.DISCARD:
        return discard_text(names, seat, action, you, seat == viewer or all_open)
    line = describe.action_line(names, seat, action, view_of(state, viewer), you)
    return line or str(action)


def open_hands_lines(names: list[str], state: GameState) -> list[str]:
    """Every hand, and the ghost hand or the dummy while it is in play."""
    lines = []
    for seat in range(3):
        cards = " ".join(c.pretty() for c in view_of(state, seat).sorted_hand())
        lines.append(translate("HandHistoryWindow", "{0}: {1}").format(names[seat],
                                                                        cards or "—"))
    if state.rules.is_ghost and state.ghost:
        pile = " ".join(c.pretty() for c in cards_of(state.ghost))
        lines.append(translate("HandHistoryWindow", "Ghost hand: {0}").format(pile))
    elif not state.rules.is_ghost and state.dummy and not state.took_dummy:
        pile = " ".join(c.pretty() for c in cards_of(state.dummy))
        lines.append(translate("HandHistoryWindow", "Dummy: {0}").format(pile))
    return lines


def review_line(view: PlayerView, review: DecisionReview) -> str:
    """A reviewed decision: ✓ as good as the Hard bot's, or ✗ with its cost, the better
    choice and the Hard bot's reason."""
    where = moment_text(view)
    mine = describe.suggestion(list(review.chosen), view)
    if not review.marked:
        if review.chosen == review.best:
            return translate("HandHistoryWindow", "✓ {0}: {1}, as the Hard bot would.").format(
                where, mine)
        return translate("HandHistoryWindow",
                         "✓ {0}: {1}, about as good as the Hard bot's choice.").format(
            where, mine)
    better = describe.suggestion(list(review.best), view)
    why = reason_because(review.reason) or reason_text(review.reason)
    why = why[:1].upper() + why[1:]
    cost = max(review.cost, 0.0)
    if review.penalty:
        loss = translate("HandHistoryWindow",
                         "a renege that was called and cost you {0} points").format(
            review.penalty)
    elif review.tricks and review.trick_cost >= 0.5:
        loss = translate("HandHistoryWindow",
                         "which cost you about {0} points and {1} tricks on average").format(
            describe.number(cost), describe.number(review.trick_cost))
    else:
        loss = translate("HandHistoryWindow",
                         "which cost you about {0} points on average").format(
            describe.number(cost))
    return translate("HandHistoryWindow",
                     "✗ {0}: you chose to {1}, {2}. Better: {3}. The Hard bot's reason: "
                     "“{4}”").format(where, mine, loss, better, why)


def review_summary(decisions: int, marked: int, total: float) -> str:
    """Under a hand's review: what the bold lines mean and what they cost (``total``)."""
    if not decisions:
        return translate("HandHistoryWindow", "You had no choice to make in this hand.")
    if not marked:
        return translate("HandHistoryWindow",
                         "No decision cost you half a point or a trick. Well played.")
    return translate(
        "HandHistoryWindow", "In bold: what cost you half a point or a trick or more, on "
        "average. Click a line to see the table at that moment.") + "\n" + translate(
        "HandHistoryWindow", "The marked decisions cost you about {0} points in all.").format(
        f"{total:.1f}")


def moment_text(view: PlayerView) -> str:
    """When a decision was taken: its trick, or the part of the calls."""
    phase = view.phase
    if phase == Phase.PLAY:
        return translate("HandHistoryWindow", "Trick {0}").format(len(view.tricks) + 1)
    moments = {
        Phase.BID: translate("HandHistoryWindow", "Bidding"),
        Phase.DECLARE: translate("HandHistoryWindow", "Naming trump"),
        Phase.ROUND1: translate("HandHistoryWindow", "Round one"),
        Phase.PICKUP: translate("HandHistoryWindow", "Round one"),
        Phase.ROUND2: translate("HandHistoryWindow", "Round two"),
        Phase.CHOICE: translate("HandHistoryWindow", "Dummy or alone"),
        Phase.DEFEND: translate("HandHistoryWindow", "Defending alone"),
        Phase.DISCARD: translate("HandHistoryWindow", "Discard"),
    }
    return moments.get(phase, translate("HandHistoryWindow", "Calling"))
