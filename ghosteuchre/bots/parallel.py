"""Hard on two processors: a partner process searches more worlds of the same decision.

This module is the exchange between the two processes; :mod:`partnerprocess` starts
and runs the partner.

With a :class:`Partner`, each decision Hard searches is also sent to the partner
process, which makes the same decision with worlds of its own (another random
stream).  Every search of the decision (the play's, a call's, a discard's) ends in
an exchange: the main bot adds what the partner's worlds gave to what its own gave
and sends the sum back, so both go on from the same totals, over twice the
worlds, and take the same path to the decision's next search.  The partner's
decision is thrown away; the main bot's is played.

The main bot never depends on the partner: when the partner is late, fails, took
another path, or is gone, the bot goes on with its own worlds (and the partner
drops the decision when it hears of the next).

Messages on the pipe, main to partner: ``("decide", d, time_budget, worlds, view,
seed)``, ``("merged", d, i, totals, solved)`` and ``("end", d)``; partner to main:
``("totals", d, i, totals, solved)`` for the ``i``-th search of decision ``d``.
"""

from __future__ import annotations

import logging
from collections.abc import Hashable
from multiprocessing.connection import Connection
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from multiprocessing.process import BaseProcess

    from ..engine.view import PlayerView

log = logging.getLogger(__name__)

LATE = 0.05  # seconds the main bot waits for the partner's worlds beyond its own search
LATE_SHARE = 0.5  # ... plus this share of the time budget (fixed worlds: no limit)

Totals = dict[Hashable, float]


class AbandonedError(Exception):
    """The main bot has moved on: the partner drops the decision it is making.

    ``message`` is a message read meanwhile that is not about that decision."""

    def __init__(self, message: tuple[Any, ...] | None = None) -> None:
        super().__init__()
        self.message = message


class Exchange:
    """One side's end of a decision's exchanges: :meth:`merge` after each search."""

    def merge(self, totals: Totals, solved: int) -> tuple[Totals, int] | None:
        """The sums of both sides' ``totals`` and worlds, or None to go on alone."""
        raise NotImplementedError


class Partner(Exchange):
    """The main bot's side: the partner process and the decision being made with it."""

    def __init__(self, conn: Connection, process: BaseProcess | None = None) -> None:
        self.conn = conn
        self.process = process
        self.alive = True
        self.decision = 0
        self.index = 0
        self.active = False
        self.wait: float | None = None

    def begin(self, time_budget: float | None, worlds: int | None, view: PlayerView,
              seed: int) -> bool:
        """Send the partner a decision to search along; False if it is gone."""
        if not self.alive:
            return False
        self.decision += 1
        self.index = 0
        self.wait = None if time_budget is None else LATE + LATE_SHARE * time_budget
        self.active = self._send(("decide", self.decision, time_budget, worlds, view, seed))
        return self.active

    def merge(self, totals: Totals, solved: int) -> tuple[Totals, int] | None:
        if not self.active:
            return None
        index = self.index
        self.index += 1
        while True:
            message = self._receive()
            if message is None:
                break
            kind, decision, *rest = message
            if kind != "totals" or decision != self.decision:
                continue  # from a decision already over
            their_index, theirs, their_solved = rest
            if their_index != index or theirs.keys() != totals.keys():
                break  # the partner took another path
            both = {key: value + theirs[key] for key, value in totals.items()}
            self._send(("merged", self.decision, index, both, solved + their_solved))
            return both, solved + their_solved
        self.end()
        return None

    def end(self) -> None:
        """The decision is made: the partner drops whatever it still does of it."""
        if self.active:
            self.active = False
            self._send(("end", self.decision))

    def stop(self) -> None:
        """Close the pipe; the partner process ends when it next reads it."""
        self.alive = self.active = False
        self.conn.close()
        if self.process is not None:
            self.process.join(2)

    def _send(self, message: tuple[Any, ...]) -> bool:
        try:
            self.conn.send(message)
        except (OSError, ValueError):
            self._gone()
            return False
        return True

    def _receive(self) -> tuple[Any, ...] | None:
        try:
            if not self.conn.poll(self.wait):
                return None
            message: tuple[Any, ...] = self.conn.recv()
        except (EOFError, OSError, ValueError):
            self._gone()
            return None
        return message

    def _gone(self) -> None:
        if self.alive:
            log.warning("the partner search process is gone; Hard searches alone")
        self.alive = self.active = False


class PartnerSide(Exchange):
    """The partner's side of one decision: send each search's totals, take the sums."""

    def __init__(self, conn: Connection, decision: int) -> None:
        self.conn = conn
        self.decision = decision
        self.index = 0

    def merge(self, totals: Totals, solved: int) -> tuple[Totals, int] | None:
        self.conn.send(("totals", self.decision, self.index, totals, solved))
        while True:
            message = self.conn.recv()
            kind, decision, *rest = message
            if kind == "decide":
                raise AbandonedError(message)
            if decision != self.decision or kind == "end":
                raise AbandonedError
            index, both, both_solved = rest
            if index == self.index:
                self.index += 1
                return both, both_solved
