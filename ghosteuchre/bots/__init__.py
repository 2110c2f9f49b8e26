"""Bots: pure Python, no Qt.  Every bot decides from a PlayerView only."""

from .base import APP_LEVELS, REFERENCE_LEVELS, Bot, Decision, RandomBot, make_bot

__all__ = ["APP_LEVELS", "REFERENCE_LEVELS", "Bot", "Decision", "RandomBot", "make_bot"]
