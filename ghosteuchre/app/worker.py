"""Bots think on a thread pool; results carry the generation they were asked in."""

from __future__ import annotations

import logging
import random

from PySide6.QtCore import QObject, QRunnable, Signal

from ..bots import Bot, make_bot
from ..engine.view import PlayerView

log = logging.getLogger(__name__)


def bot_for_level(level: str) -> Bot:
    """The bot of ``level``; the random reference bot if that level is not available."""
    try:
        return make_bot(level)
    except Exception:
        log.warning("bot level %r is not available; using the random bot", level)
        return make_bot("random")


class WorkerSignals(QObject):
    # generation, seat, action (engine Action), reason
    decided = Signal(int, int, object, str)
    failed = Signal(int, int, str)


class BotTask(QRunnable):
    """One decision of one bot, from a frozen view and a seeded random generator."""

    def __init__(self, bot: Bot, view: PlayerView, seed: str, generation: int) -> None:
        super().__init__()
        self.bot = bot
        self.view = view
        self.seed = seed
        self.generation = generation
        self.signals = WorkerSignals()
        self.setAutoDelete(True)

    def run(self) -> None:
        seat = self.view.seat
        try:
            decision = self.bot.decide(self.view, random.Random(self.seed))
        except Exception as exc:  # a broken bot must not take the table down
            log.exception("bot at seat %d failed", seat)
            self.signals.failed.emit(self.generation, seat, str(exc))
            return
        self.signals.decided.emit(self.generation, seat, decision.action, decision.reason)
