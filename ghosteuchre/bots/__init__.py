"""Bots: pure Python, no Qt.  Every bot decides from a PlayerView only.

The names below are imported when first used, so that a program that needs only the
structured reasons or the list of levels (the app's first screen) does not load the
search."""

from __future__ import annotations

import importlib
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from .base import Bot, Decision, RandomBot
    from .levels import APP_LEVELS, LEVELS, REFERENCE_LEVELS
    from .reasons import Reason, render_reason
    from .registry import BotConfig, make_bot

_HOME = {
    "Bot": "base", "Decision": "base", "RandomBot": "base",
    "Reason": "reasons", "render_reason": "reasons",
    "APP_LEVELS": "levels", "LEVELS": "levels", "REFERENCE_LEVELS": "levels",
    "BotConfig": "levels", "make_bot": "registry",
}

__all__ = [
    "APP_LEVELS",
    "LEVELS",
    "REFERENCE_LEVELS",
    "Bot",
    "BotConfig",
    "Decision",
    "RandomBot",
    "Reason",
    "make_bot",
    "render_reason",
]


def __getattr__(name: str) -> Any:
    home = _HOME.get(name)
    if home is None:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    value = getattr(importlib.import_module(f".{home}", __name__), name)
    globals()[name] = value
    return value
