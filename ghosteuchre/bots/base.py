"""The bot interface."""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Protocol

from ..engine.actions import Action
from ..engine.view import PlayerView

APP_LEVELS = ("easy", "medium", "hard")


@dataclass(frozen=True, slots=True)
class Decision:
    action: Action
    reason: str  # one sentence a player can read


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
        return Decision(rng.choice(view.legal), "Chose at random.")

    def renege_call(self, view: PlayerView, rng: random.Random) -> int | None:
        return view.can_call[0] if view.can_call else None


def make_bot(level: str) -> Bot:
    if level == "random":
        return RandomBot()
    raise ValueError(f"unknown bot level {level!r}")
