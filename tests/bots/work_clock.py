"""A clock for Hard's time budget that moves with the work done, not with the machine.

Hard's search reads ``time.perf_counter()`` to stop at its budget. Tests swap that
clock for one that advances a fixed cost per position the solver visits, so a
decision takes the same (simulated) time on a fast machine, a slow one or a busy
one, and whether Hard keeps to its budget is decided by its code alone.
"""

from __future__ import annotations

from typing import Any

import pytest

from ghosteuchre.bots import search, solver

NODE_COST_S = 5e-6  # about the speed of the exact solver on an ordinary machine


class WorkClock:
    def __init__(self) -> None:
        self.now = 1000.0

    def perf_counter(self) -> float:
        return self.now


def install(monkeypatch: pytest.MonkeyPatch) -> WorkClock:
    """Give Hard's search and the solver a work clock for the rest of the test."""
    clock = WorkClock()
    monkeypatch.setattr(search, "time", clock)
    monkeypatch.setattr(solver, "time", clock)
    visit = solver.Solver._search

    def visit_at_a_cost(self: solver.Solver, *args: Any) -> float:
        clock.now += NODE_COST_S
        return visit(self, *args)

    monkeypatch.setattr(solver.Solver, "_search", visit_at_a_cost)
    return clock
