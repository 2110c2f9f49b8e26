"""The partner process of Hard on two processors (:mod:`parallel` is the exchange).

:func:`start_partner` starts one for this process; :func:`serve` is its main loop, also
started directly by the app's bot process.
"""

from __future__ import annotations

import logging
import multiprocessing
import os
import random
import signal
from multiprocessing.connection import Connection
from typing import Any

from .hard import HardBot
from .parallel import AbandonedError, Partner, PartnerSide

log = logging.getLogger(__name__)

EARLY = 0.9  # the partner's searches end at this share of the budget, to be in time


def start_partner() -> Partner | None:
    """A new partner process, or None where this process may not start one."""
    if multiprocessing.current_process().daemon:
        return None  # a daemonic process may not have children
    context = multiprocessing.get_context("spawn")
    mine, theirs = context.Pipe()
    process = context.Process(target=serve, args=(theirs,), name="ghosteuchre-partner",
                              daemon=True)
    process.start()
    theirs.close()
    return Partner(mine, process)


def yield_processor(niceness: int) -> None:
    """This process (and the threads it starts from now on) runs only on a processor
    that nothing else wants: on Linux as an idle task (``SCHED_IDLE``), which any other
    program's thread that wakes takes the processor from at once; elsewhere at
    ``niceness`` (a lower priority, which still shares the processor for a while)."""
    if hasattr(os, "sched_setscheduler") and hasattr(os, "SCHED_IDLE"):
        try:
            os.sched_setscheduler(0, os.SCHED_IDLE, os.sched_param(0))
            return
        except OSError:
            pass
    if hasattr(os, "nice"):
        os.nice(niceness)


def serve(conn: Connection, niceness: int = 0) -> None:
    """The partner process: make each decision sent, exchanging at each search, until
    the pipe closes.  ``niceness``: as the process it searches with (a lower priority)."""

    signal.signal(signal.SIGINT, signal.SIG_IGN)  # Ctrl+C in a terminal is the app's
    if niceness:
        yield_processor(niceness)
    bots: dict[tuple[float | None, int | None], HardBot] = {}
    message: tuple[Any, ...] | None = None
    while True:
        if message is None:
            try:
                message = conn.recv()
            except (EOFError, OSError):
                return
        if message[0] != "decide":
            message = None
            continue  # the end of a decision already dropped
        _, decision, time_budget, worlds, view, seed = message
        message = None
        key = (time_budget, worlds)
        bot = bots.get(key)
        if bot is None:
            budget = None if time_budget is None else EARLY * time_budget
            bot = bots[key] = HardBot(time_budget=budget, worlds=worlds, stream=1)
        bot.exchange = PartnerSide(conn, decision)
        try:
            bot.decide(view, random.Random(seed))
        except AbandonedError as dropped:
            message = dropped.message
        except (EOFError, OSError):
            return
        except Exception:  # the main bot goes on alone when the partner fails
            log.exception("the partner search failed")
        finally:
            bot.exchange = None
