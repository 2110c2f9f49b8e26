"""The anytime search behind every Hard decision: sample a world, solve it, average.

A *world* is one deal of the cards the deciding seat has not seen, consistent with
its view (:mod:`knowledge`).  :func:`search_worlds` draws worlds one by one, has
each solved exactly (``solve`` returns a value per candidate: a card, or what a
call is worth) and adds the values to running totals, until the world count, the
time budget or the node budget says stop.  A world whose solve runs past the
deadline or the node limit of one solve is dropped, and the search ends there.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Hashable, Mapping
from dataclasses import dataclass
from typing import TypeVar

from .levels import MAX_TIME_BUDGET as MAX_TIME_BUDGET  # its home; kept here too
from .levels import check_time_budget as check_time_budget
from .solver import BudgetExceededError, Leaf, Solver

SHARED_TABLE_SIZE = 400_000  # positions a shared solver keeps between worlds, at most

Key = TypeVar("Key", bound=Hashable)
World = TypeVar("World")


@dataclass(frozen=True, slots=True)
class Limits:
    """When a search over worlds stops.

    ``worlds``: at most this many worlds.  ``time_budget``: no new world is started
    that would end after this many seconds at the mean pace of the worlds so far (one
    world is always solved).  ``abandon_after``: a
    world still being solved this many seconds after the start is dropped.
    ``nodes_per_solve``: a solve that needs more nodes drops its world.
    ``total_nodes``: no new world once the solves so far used this many nodes.
    """

    worlds: int
    time_budget: float | None = None
    abandon_after: float | None = None
    nodes_per_solve: int | None = None
    total_nodes: int | None = None


class SolveBudget:
    """What the solves of one world may use; it hands out their solvers (one at a time).

    A solver asked for with a ``share`` key is kept in ``pool`` (one per search), so the
    worlds of one decision share its transposition table; the key must name the leaf
    utility exactly (two leaves with one key would mix their values).
    """

    def __init__(self, max_nodes: int | None, deadline: float | None,
                 pool: dict[Hashable, Solver] | None = None) -> None:
        self.max_nodes = max_nodes
        self.deadline = deadline
        self.pool = pool if pool is not None else {}
        self._done = 0  # nodes of the solvers before the current one
        self._current: Solver | None = None

    def solver(self, maximiser: tuple[bool, bool, bool], leaf: Leaf,
               share: Hashable | None = None) -> Solver:
        if self._current is not None:
            self._done += self._current.nodes
        solver = self.pool.get((maximiser, share)) if share is not None else None
        if solver is not None:
            solver.trim(SHARED_TABLE_SIZE)
        else:
            solver = Solver(maximiser, leaf)
            if share is not None:
                self.pool[(maximiser, share)] = solver
        solver.max_nodes = self.max_nodes
        solver.deadline = self.deadline
        solver.nodes = 0
        self._current = solver
        return solver

    @property
    def nodes(self) -> int:
        """Nodes searched by this world's solvers so far."""
        return self._done + (self._current.nodes if self._current is not None else 0)


def search_worlds(
    totals: dict[Key, float],
    sample: Callable[[], World],
    solve: Callable[[World, SolveBudget], Mapping[Key, float]],
    limits: Limits,
    pool: dict[Hashable, Solver] | None = None,
) -> int:
    """Add each solved world's values to ``totals`` (every key already there).

    ``pool``: the shared solvers to use (by default the search's own), so that two
    searches over the same worlds solve each position once.  Returns the number of
    worlds solved; the caller averages.
    """
    start = time.perf_counter()
    deadline = start + limits.abandon_after if limits.abandon_after is not None else None
    solved = nodes = 0
    pool = pool if pool is not None else {}
    while solved < limits.worlds:
        if solved and limits.time_budget is not None:
            elapsed = time.perf_counter() - start
            if elapsed * (solved + 1) / solved > limits.time_budget:
                break
        if limits.total_nodes is not None and nodes > limits.total_nodes:
            break
        world = sample()
        budget = SolveBudget(limits.nodes_per_solve, deadline, pool)
        try:
            values = solve(world, budget)
        except BudgetExceededError:
            break
        nodes += budget.nodes
        solved += 1
        for key, value in values.items():
            totals[key] += value
    return solved
