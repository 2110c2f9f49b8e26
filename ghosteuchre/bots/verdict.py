"""A review's verdict on one decision (:class:`DecisionReview`), light enough for the
app's own process: the review itself (:mod:`review`, Hard's search) runs in the bot
process, and only its verdicts come back."""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, replace

from ..engine.actions import Act, Action
from ..engine.view import PlayerView
from .reasons import Reason

MARK_POINTS = 0.5  # a choice costing this many expected points or more is marked
MARK_TRICKS = 0.75  # a card costing about a trick (this many expected tricks or more) is marked

Choice = tuple[Action, ...]  # one action, or every discard of one exchange


@dataclass(frozen=True, slots=True)
class DecisionReview:
    """One decision of a seat, valued.

    ``values``: every legal choice with its expected points (Hard's objective);
    ``tricks``: for a card, each card's expected tricks for the seat's side (else
    empty).  ``best`` is the Hard bot's choice with its ``reason``; ``cost`` and
    ``trick_cost`` what the seat's choice gives up against it (negative when the
    seat's choice values higher).
    """

    seat: int
    chosen: Choice
    best: Choice
    reason: Reason | str
    values: tuple[tuple[Choice, float], ...]
    tricks: tuple[tuple[Choice, float], ...]
    cost: float
    trick_cost: float
    penalty: int = 0  # points the game took from the seat for this choice (a renege called)

    @property
    def marked(self) -> bool:
        """Whether the choice cost enough to point out: a penalty always does."""
        if self.penalty:
            return True
        if self.chosen == self.best:
            return False
        return self.cost >= MARK_POINTS or self.trick_cost >= MARK_TRICKS

    @property
    def loss(self) -> float:
        """The points the choice lost: its penalty, else its expected cost (none if not
        marked)."""
        if self.penalty:
            return float(self.penalty)
        return max(self.cost, 0.0) if self.marked else 0.0

    def penalised(self, points: int) -> DecisionReview:
        """The review of a choice the game penalised by ``points``."""
        return replace(self, penalty=points)

    def value_of(self, choice: Choice) -> float:
        return dict(self.values)[choice]

    def of(self, chosen: Choice) -> DecisionReview | None:
        """The same judgement of the decision for the choice ``chosen``; None if it
        was not valued (a maker's discard other than the two compared)."""
        key = choice_key(chosen)
        values, tricks = dict(self.values), dict(self.tricks)
        if key not in values:
            return None
        best = self.best
        return replace(self, chosen=key, cost=values[best] - values[key],
                       trick_cost=tricks[best] - tricks[key] if tricks else 0.0)


@dataclass(frozen=True, slots=True)
class HandDecision:
    """A seat's decision in a hand: where it is in the hand's actions, what the seat
    knew, and what it chose."""

    index: int  # the hand's action index of the decision's first action
    view: PlayerView
    chosen: Choice


def review_total(reviews: Iterable[DecisionReview]) -> float:
    """The points a seat lost to its marked decisions (penalties counted as the game
    counted them)."""
    return sum(review.loss for review in reviews)


def choice_key(choice: Choice) -> Choice:
    """A discard's cards in one order, so two equal exchanges compare equal."""
    if choice and choice[0].act == Act.DISCARD:
        return tuple(sorted(choice, key=lambda a: a.arg))
    return tuple(choice)


