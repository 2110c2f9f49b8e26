"""Every bot level, and the one way to make a bot: :func:`make_bot` from a :class:`BotConfig`."""

from __future__ import annotations

from dataclasses import dataclass

from .base import Bot, RandomBot
from .hard import DEFAULT_TIME_BUDGET, HardBot
from .heuristic import HeuristicBot
from .levels import APP_LEVELS, LEVELS, REFERENCE_LEVELS
from .omniscient import OmniscientBot
from .parallel import Partner
from .search import check_time_budget

__all__ = ["APP_LEVELS", "LEVELS", "REFERENCE_LEVELS", "BotConfig", "make_bot"]


@dataclass(frozen=True, slots=True)
class BotConfig:
    """A bot level and how long it searches: the value that is sent to the bot process.

    ``time_budget``: seconds per decision (at most ``search.MAX_TIME_BUDGET``; a larger
    budget is refused).  ``worlds``: a fixed number of sampled worlds instead, which
    makes Hard deterministic for a given random generator.  Hard without either
    searches for the app's default 0.2 s; Easy, Medium and Random ignore both, the
    omniscient bot solves the one true deal and ISMCTS searches for the time budget.
    """

    level: str
    time_budget: float | None = None
    worlds: int | None = None

    def __post_init__(self) -> None:
        if self.level not in LEVELS:
            raise ValueError(f"unknown bot level {self.level!r} (expected one of "
                             f"{', '.join(LEVELS)})")
        if self.time_budget is not None:
            check_time_budget(self.time_budget)
        if self.worlds is not None and self.worlds < 1:
            raise ValueError(f"a bot needs at least one world to search, not {self.worlds}")

    @classmethod
    def for_level(cls, level: str) -> BotConfig:
        """``level`` with its default search: the app's time budget for Hard."""
        return cls(level, DEFAULT_TIME_BUDGET if level in ("hard", "ismcts") else None)


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
