"""A clock for Hard's time budget that moves with the work done, not with the machine.

Hard's search reads ``time.perf_counter()`` to stop at its budget. Tests swap that
clock for one that advances a fixed cost per position the solver visits (added as each
solve ends), so a decision takes the same (simulated) time on a fast machine, a slow one or a busy
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
        self.solving: tuple[solver.Solver, int] | None = None  # a solve under way, its start

    def perf_counter(self) -> float:
        if self.solving is None:
            return self.now
        solving, before = self.solving
        return self.now + NODE_COST_S * max(0, solving.nodes - before)


def install(monkeypatch: pytest.MonkeyPatch) -> WorkClock:
    """Give Hard's search and the solver a work clock for the rest of the test."""
    clock = WorkClock()
    monkeypatch.setattr(search, "time", clock)
    monkeypatch.setattr(solver, "time", clock)
    solve = solver.Solver.value

    def solve_at_a_cost(self: solver.Solver, pos: Any) -> float:
        clock.solving = (self, self.nodes)
        try:
            return solve(self, pos)
        finally:
            clock.now = clock.perf_counter()
            clock.solving = None

    monkeypatch.setattr(solver.Solver, "value", solve_at_a_cost)
    return clock
