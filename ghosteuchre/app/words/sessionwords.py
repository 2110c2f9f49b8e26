"""The session's words in the player's language: the coach's warning, the hint's reason
and log line, a bot's reason as the viewer may read it (``session.Words``), and why a
command was refused (``refusal()``)."""

from __future__ import annotations

from collections.abc import Collection
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication

from ...engine.actions import Action
from ...engine.phases import Phase
from ...engine.state import IllegalAction
from ...engine.view import PlayerView
from ...session.events import Refused
from . import refusalwords, tablewords
from .reasons import live_text, reason_because, reason_text

if TYPE_CHECKING:
    from ...bots import Reason
    from ...bots.verdict import DecisionReview


translate = QCoreApplication.translate


def refusal(e: Refused) -> str:
    """The sentence for a refused command: the engine's reason, or the session's."""
    if isinstance(e.why, IllegalAction):
        return refusalwords.refusal(e.why)
    count = e.count
    if e.why == "discard-count":
        return translate("Controller", "Choose exactly %n card(s) to discard.", "", count)
    return {"turn": translate("Controller", "It is not your turn."),
            "nothing-to-discard": translate("Controller", "There is nothing to discard now."),
            "hint-turn": translate("Controller", "A hint is given on your turn."),
            "lesson-hints": translate("Controller", "The coach gives the hints in a lesson."),
            "no-hint": translate("Controller", "No hint could be found."),
            "no-claim": translate("Controller", "You can claim the rest only when your cards "
                                                "are sure to take every trick left.")}[e.why]


class AppWords:
    def coached_phases(self) -> Collection[Phase]:
        from ..play.coach import CALL_PHASES  # the coach and its judge load at the first call

        return CALL_PHASES

    def warning(self, review: DecisionReview, action: Action, view: PlayerView) -> str:
        from ..play.coach import coach_warning

        return coach_warning(review, action, view)

    def hint(self, actions: list[Action], reason: Any, view: PlayerView) -> tuple[str, str]:
        because = reason_because(reason) or reason_text(reason)
        return because, tablewords.hint_text(actions, view, because).replace("\n", " ")

    def explain(self, reason: Reason | str | None, action: Action,
                view: PlayerView) -> tuple[str, str]:
        text = live_text(reason, action, view)
        return text, (reason_because(text) or text) if text else ""
