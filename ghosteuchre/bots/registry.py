"""Every bot level, and the one way to make a bot: :func:`make_bot` from a :class:`BotConfig`."""

from __future__ import annotations

from .base import Bot, RandomBot
from .hard import HardBot
from .heuristic import HeuristicBot
from .levels import APP_LEVELS, LEVELS, REFERENCE_LEVELS, BotConfig
from .omniscient import OmniscientBot
from .parallel import Partner

__all__ = ["APP_LEVELS", "LEVELS", "REFERENCE_LEVELS", "BotConfig", "make_bot"]


def make_bot(config: BotConfig | str, partner: Partner | None = None) -> Bot:
    """A new bot of ``config`` (or of a level, with its default search).

    ``partner``: a process that searches along with Hard (:mod:`parallel`); other
    levels do not search and ignore it."""
    if isinstance(config, str):
        config = BotConfig.for_level(config)
    level = config.level
    if level == "random":
        return RandomBot()
    if level == "easy":
        return HeuristicBot("easy", careful=False, mistake_rate=0.12, noise=0.6, notice_rate=0.5)
    if level == "medium":
        return HeuristicBot("medium", careful=True, endgame_tricks=3)
    if level == "hard":
        return HardBot(time_budget=config.time_budget, worlds=config.worlds, partner=partner)
    if level == "omniscient":
        return OmniscientBot()
    # the optional OpenSpiel is loaded only when an ISMCTS bot is asked for
    from .ismcts import IsmctsBot

    return IsmctsBot(time_budget=config.time_budget)
