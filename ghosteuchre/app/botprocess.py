"""The bots' side of the bot process: no Qt, so a spawned child imports little.

Bots search in pure Python; in a thread of the app they would hold the GIL the
table needs for painting and input, so they think in a separate process.
"""

from __future__ import annotations

import os
import random

from ..bots import Bot, make_bot
from ..engine.actions import Action
from ..engine.view import PlayerView

_bots: dict[str, Bot] = {}


def decide(level: str, view: PlayerView, rng: random.Random) -> tuple[Action, str]:
    """The decision of a bot of ``level`` (one is kept per level in this process)."""
    bot = _bots.get(level)
    if bot is None:
        bot = _bots[level] = make_bot(level)
    decision = bot.decide(view, rng)
    return decision.action, decision.reason


def start() -> None:
    """Runs first in the bot process: searching yields the CPU to the table."""
    if hasattr(os, "nice"):
        os.nice(10)


def ready() -> bool:
    """Import the bots ahead of the first decision."""
    from ..bots import hard, heuristic  # noqa: F401

    return True
