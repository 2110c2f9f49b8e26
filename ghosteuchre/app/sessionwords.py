"""The session's words (``session.flow.Words``) in the player's language: the coach's
warning, the hint's reason and log line, a bot's reason as the viewer may read it."""

from __future__ import annotations

from collections.abc import Collection
from typing import TYPE_CHECKING, Any

from ..engine.actions import Action
from ..engine.phases import Phase
from ..engine.view import PlayerView
from . import describe
from .reasons import live_text, reason_because, reason_text

if TYPE_CHECKING:
    from ..bots import Reason
    from ..bots.review import DecisionReview


class AppWords:
    def coached_phases(self) -> Collection[Phase]:
        from .coach import CALL_PHASES  # the coach and its judge load at the first call

        return CALL_PHASES

    def warning(self, review: DecisionReview, action: Action, view: PlayerView) -> str:
        from .coach import coach_warning

        return coach_warning(review, action, view)

    def hint(self, actions: list[Action], reason: Any, view: PlayerView) -> tuple[str, str]:
        because = reason_because(reason) or reason_text(reason)
        return because, describe.hint_text(actions, view, because).replace("\n", " ")

    def explain(self, reason: Reason | str | None, action: Action,
                view: PlayerView) -> tuple[str, str]:
        text = live_text(reason, action, view)
        return text, (reason_because(text) or text) if text else ""
