"""The bots' side of the bot process: no Qt, so a spawned child imports little.

Bots search in pure Python; in a thread of the app they would hold the GIL the
table needs for painting and input, so they think in a separate process.
"""

from __future__ import annotations

import os
import random

from ..bots import Bot, BotConfig, Reason, make_bot
from ..engine.actions import Action
from ..engine.view import PlayerView

_bots: dict[BotConfig, Bot] = {}


def decide(config: BotConfig, view: PlayerView, rng: random.Random) -> tuple[Action, Reason | str]:
    """The decision of a bot of ``config`` (one is kept per config in this process)."""
    bot = _bots.get(config)
    if bot is None:
        bot = _bots[config] = make_bot(config)
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
