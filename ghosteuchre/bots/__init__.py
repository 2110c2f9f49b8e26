"""Bots: pure Python, no Qt.  Every bot decides from a PlayerView only."""

from .base import Bot, Decision, RandomBot
from .reasons import Reason, render_reason
from .registry import APP_LEVELS, LEVELS, REFERENCE_LEVELS, BotConfig, make_bot

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
