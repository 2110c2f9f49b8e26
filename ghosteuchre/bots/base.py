"""The bot interface, a decision with its reason, and the random reference bot."""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Protocol

from ..engine.actions import Action
from ..engine.view import PlayerView
from .reasons import Reason, render_reason


@dataclass(frozen=True, slots=True)
class Decision:
    action: Action
    reason: Reason | str  # why; a str is a sentence already worded (bots written for tests)

    @property
    def text(self) -> str:
        """The reason as one sentence a player can read."""
        return self.reason if isinstance(self.reason, str) else render_reason(self.reason)


class Bot(Protocol):
    level: str

    def decide(self, view: PlayerView, rng: random.Random) -> Decision:
        """Choose one of ``view.legal`` (it is this bot's turn)."""
        ...

    def renege_call(self, view: PlayerView, rng: random.Random) -> int | None:
        """The seat to accuse of a renege now, or None (callable mode only)."""
        ...


class RandomBot:
    """Uniformly random legal play; a benchmark reference, never offered in the app."""

    level = "random"

    def decide(self, view: PlayerView, rng: random.Random) -> Decision:
        return Decision(rng.choice(view.legal), Reason("random"))

    def renege_call(self, view: PlayerView, rng: random.Random) -> int | None:
        return view.can_call[0] if view.can_call else None
