"""The bot interface, the random reference bot and the level factory."""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Protocol

from ..engine.actions import Action
from ..engine.view import PlayerView

APP_LEVELS = ("easy", "medium", "hard")
REFERENCE_LEVELS = ("random", "omniscient")


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


def make_bot(
    level: str,
    *,
    time_budget: float | None = None,
    worlds: int | None = None,
) -> Bot:
    """A bot of ``level``.

    Hard searches within ``time_budget`` seconds (default 0.2) unless ``worlds``
    fixes the number of sampled worlds instead, which makes it deterministic
    for a given random generator.  Easy and Medium ignore both.
    """
    from .hard import HardBot
    from .heuristic import HeuristicBot

    if level == "random":
        return RandomBot()
    if level == "easy":
        return HeuristicBot("easy", careful=False, mistake_rate=0.12, noise=0.6, notice_rate=0.5)
    if level == "medium":
        return HeuristicBot("medium", careful=True, endgame_tricks=3)
    if level == "hard":
        return HardBot(time_budget=time_budget, worlds=worlds)
    if level == "omniscient":
        from .hard import OmniscientBot

        return OmniscientBot(worlds=worlds)
    raise ValueError(f"unknown bot level {level!r}")
