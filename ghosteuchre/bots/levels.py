"""The bot levels and how long they search: the names the app offers and the
:class:`BotConfig` it sends to the bot process, without importing any bot (the app's
first screen and its UI thread need no more)."""

from __future__ import annotations

from dataclasses import dataclass

APP_LEVELS = ("easy", "medium", "hard")  # the levels a player chooses from
REFERENCE_LEVELS = ("random", "omniscient")  # for measuring the others
LEVELS = ("random", "easy", "medium", "hard", "omniscient", "ismcts")
DEFAULT_TIME_BUDGET = 0.2  # seconds per decision in the app
MAX_TIME_BUDGET = 10.0  # seconds: the longest time budget a decision may be given


def check_time_budget(seconds: float) -> None:
    """Refuse a time budget that is not positive or is over :data:`MAX_TIME_BUDGET`."""
    if not 0 < seconds <= MAX_TIME_BUDGET:
        raise ValueError(f"a time budget must be more than 0 and at most {MAX_TIME_BUDGET:g} "
                         f"seconds, not {seconds:g}")


@dataclass(frozen=True, slots=True)
class BotConfig:
    """A bot level and how long it searches: the value that is sent to the bot process.

    ``time_budget``: seconds per decision (at most :data:`MAX_TIME_BUDGET`; a larger
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
