"""The bots' side of the bot process: no Qt, so a spawned child imports little.

Bots search in pure Python; in a thread of the app they would hold the GIL the
table needs for painting and input, so they think in a separate process.

The process lives exactly as long as the app's end of its pipe: a thread reads the
requests and, when the pipe reaches its end (the app closed it, or died even by
SIGKILL), ends the process at once, even in the middle of a search.  With a pipe to a
partner process (``bots.parallel``), Hard searches each decision in both.
"""

from __future__ import annotations

import os
import queue
import random
import signal
import threading
import traceback
from multiprocessing.connection import Connection
from typing import TYPE_CHECKING, TypeAlias

if TYPE_CHECKING:  # the app's process names this module's functions only: none of these
    from ...bots import Bot, BotConfig, Reason
    from ...bots.parallel import Partner
    from ...bots.verdict import Choice
    from ...engine.actions import Action
    from ...engine.view import PlayerView

NICENESS = 10  # where a process cannot be an idle task (``yield_processor``): the table first
_bots: dict[BotConfig, Bot] = {}
_partner: Partner | None = None

Request: TypeAlias = (
    "tuple[BotConfig, PlayerView, random.Random] | tuple[str, PlayerView, Choice, str]")


def decide(config: BotConfig, view: PlayerView, rng: random.Random) -> tuple[Action, Reason | str]:
    """The decision of a bot of ``config`` (one is kept per config in this process)."""
    bot = _bots.get(config)
    if bot is None:
        from ...bots import make_bot

        bot = _bots[config] = make_bot(config, _partner)
    decision = bot.decide(view, rng)
    return decision.action, decision.reason


def serve_partner(conn: Connection, niceness: int) -> None:
    """The partner process's main (``bots.partnerprocess.serve``), imported there: the
    app's own process never loads Hard's search."""
    from ...bots.partnerprocess import serve as serve_as_partner

    serve_as_partner(conn, niceness)


def serve(conn: Connection, partner: Connection | None = None) -> None:
    """The process's main loop: answer each request ``(config, view, rng)`` with
    ``(True, (action, reason))`` and each ``("review", view, chosen, seed)`` with
    ``(True, DecisionReview)``, or ``(False, traceback)`` if the bot failed.
    ``partner``: the pipe to a process that searches along with Hard."""
    global _partner
    signal.signal(signal.SIGINT, signal.SIG_IGN)  # Ctrl+C in a terminal is the app's
    from ...bots.partnerprocess import yield_processor

    yield_processor(NICENESS)
    if partner is not None:
        from ...bots.parallel import Partner

        _partner = Partner(partner)
    from ...bots import hard, heuristic  # noqa: F401  (before the requests' thread unpickles)

    requests: queue.SimpleQueue[Request] = queue.SimpleQueue()
    threading.Thread(target=_read, args=(conn, requests), name="requests", daemon=True).start()

    while True:
        request = requests.get()
        try:
            answer: tuple[bool, object] = (True, _answer(request))
        except (EOFError, BrokenPipeError, ConnectionError):
            os._exit(0)  # a pipe to the partner or the app ended: the app is gone
        except Exception:
            answer = (False, traceback.format_exc())
        try:
            conn.send(answer)
        except (EOFError, OSError):
            os._exit(0)  # the app is gone: end silently


def _answer(request: Request) -> object:
    """A decision ``(config, view, rng)``, or a review ``("review", view, chosen, seed)``."""
    if len(request) == 4:
        from ...bots.review import review_decision

        _, view, chosen, seed = request
        return review_decision(view, chosen, seed)
    config, view, rng = request
    return decide(config, view, rng)


def _read(conn: Connection, requests: queue.SimpleQueue[Request]) -> None:
    while True:
        try:
            requests.put(conn.recv())
        except (EOFError, OSError):
            os._exit(0)  # the app is gone
