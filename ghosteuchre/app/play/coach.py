"""The coach's warning before a call that is a clear mistake.

The coach has no judge of its own: it reads the judgement of the decision
(``bots.review.judge``, Hard's sampling and solving from the player's own view), the
one the hint gives and the review marks.  A call is questioned exactly when the review
would mark it: it is not the judge's choice and costs at least ``MARK_POINTS`` expected
points against it.  The warning says what it costs, what the better call is and the
Hard bot's reason for it.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from ...bots.verdict import DecisionReview
from ...engine.actions import Action
from ...engine.state import Phase
from ...engine.view import PlayerView
from ..words.describe import suggestion
from ..words.reasons import reason_because, reason_text

translate = QCoreApplication.translate
# the calls the coach judges before they are made (cards and discards are reviewed after)
CALL_PHASES = (Phase.BID, Phase.DECLARE, Phase.ROUND1, Phase.ROUND2, Phase.PICKUP,
               Phase.CHOICE, Phase.DEFEND)


def coach_warning(review: DecisionReview, action: Action, view: PlayerView) -> str:
    """Why ``action`` is a clear mistake by the judgement ``review`` of ``view``'s
    decision; "" when the review would not mark it."""
    mine = review.of((action,))
    if mine is None or not mine.marked:
        return ""
    why = reason_because(review.reason) or reason_text(review.reason)
    return translate(
        "Coach",
        "This call is likely to cost you about {0} points. Better: {1}. The Hard bot’s "
        "reason: “{2}”",
    ).format(f"{mine.cost:.1f}", suggestion(list(review.best), view), why[:1].upper() + why[1:])


def call_warning(view: PlayerView, action: Action, seed: str) -> str:
    """The coach's warning for ``action`` on ``view``, judged here (the app judges in the
    bot process, off the UI thread)."""
    from ...bots.review import judge

    return coach_warning(judge(view, seed), action, view)
