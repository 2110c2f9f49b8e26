"""The anytime search over worlds stops at its world count, node budget or time budget."""

from __future__ import annotations

import time
from types import SimpleNamespace

import pytest

from ghosteuchre.bots import search
from ghosteuchre.bots.search import Limits, SolveBudget, search_worlds
from ghosteuchre.bots.solver import BudgetExceededError


def counting_solve(world: int, budget: SolveBudget) -> dict[str, float]:
    return {"a": float(world), "b": 1.0}


def test_it_solves_the_number_of_worlds_asked_and_sums_per_candidate() -> None:
    worlds = iter(range(1, 100))
    totals = {"a": 0.0, "b": 0.5}
    solved = search_worlds(totals, lambda: next(worlds), counting_solve, Limits(worlds=4))
    assert solved == 4
    assert totals == {"a": 1 + 2 + 3 + 4, "b": 4.5}


def test_a_world_whose_solve_runs_out_is_dropped_and_the_search_ends() -> None:
    worlds = iter(range(1, 100))

    def solve(world: int, budget: SolveBudget) -> dict[str, float]:
        if world == 3:
            raise BudgetExceededError
        return {"a": float(world)}

    totals = {"a": 0.0}
    assert search_worlds(totals, lambda: next(worlds), solve, Limits(worlds=10)) == 2
    assert totals == {"a": 3.0}


def test_no_new_world_once_the_solves_used_the_node_budget() -> None:
    worlds = iter(range(1, 100))

    def solve(world: int, budget: SolveBudget) -> dict[str, float]:
        for _ in range(2):  # two solves of 20 nodes each: 40 nodes per world
            budget.solver((True, False, False), lambda won: 0.0).nodes = 20
        return {"a": 1.0}

    totals = {"a": 0.0}
    limits = Limits(worlds=10, total_nodes=100)
    assert search_worlds(totals, lambda: next(worlds), solve, limits) == 3  # 120 > 100


def test_past_the_time_budget_no_new_world_starts_but_one_is_always_solved() -> None:
    worlds = iter(range(1, 100))

    def slow(world: int, budget: SolveBudget) -> dict[str, float]:
        time.sleep(0.002)
        return {"a": 1.0}

    totals = {"a": 0.0}
    limits = Limits(worlds=10, time_budget=0.001)
    assert search_worlds(totals, lambda: next(worlds), slow, limits) == 1


def test_no_world_starts_that_would_end_past_the_time_budget_at_the_pace_so_far(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    clock = [0.0]
    monkeypatch.setattr(search, "time", SimpleNamespace(perf_counter=lambda: clock[0]))
    worlds = iter(range(1, 100))

    def solve(world: int, budget: SolveBudget) -> dict[str, float]:
        clock[0] += 0.03  # every world takes 30 ms
        return {"a": 1.0}

    totals = {"a": 0.0}
    assert search_worlds(totals, lambda: next(worlds), solve,
                         Limits(worlds=10, time_budget=0.1)) == 3
    assert clock[0] <= 0.1


def test_the_worlds_of_one_search_share_a_solver_per_key_and_it_counts_each_worlds_nodes() -> None:
    worlds = iter(range(1, 100))
    seen: list[object] = []

    def solve(world: int, budget: SolveBudget) -> dict[str, float]:
        shared = budget.solver((True, False, False), lambda won: 0.0, share="play")
        assert shared.nodes == 0  # each world counts its own nodes
        shared.nodes = 10
        seen.append(shared)
        seen.append(budget.solver((True, False, False), lambda won: 0.0))
        return {"a": 1.0}

    assert search_worlds({"a": 0.0}, lambda: next(worlds), solve, Limits(worlds=3)) == 3
    assert seen[0] is seen[2] is seen[4]
    assert len({id(s) for s in seen[1::2]}) == 3


def test_a_search_given_another_ones_solvers_does_not_solve_their_worlds_again() -> None:
    """The judge values a call over the worlds the Hard bot's choice was searched over,
    with its solvers (``pool``): the positions already solved cost next to nothing."""
    import random

    from ghosteuchre.bots.calls import ghost_tricks
    from ghosteuchre.bots.hard import HardBot
    from ghosteuchre.engine.deal import new_game
    from ghosteuchre.engine.rules import Rules
    from ghosteuchre.engine.view import view_of

    state = new_game(Rules.make("ghost-hand"), 3)
    view = view_of(state, state.current_player)
    nodes: list[int] = []

    def solve(world: tuple[list[int], int], budget: SolveBudget) -> dict[str, float]:
        tricks = ghost_tricks(world[0], view.seat, 0, budget)
        nodes.append(budget.nodes)
        return {"tricks": float(tricks)}

    pool: dict = {}
    totals = []
    for _ in range(2):
        totals.append({"tricks": 0.0})
        sampler = HardBot(worlds=8).sampler(view, random.Random(1))
        assert search_worlds(totals[-1], sampler, solve, Limits(worlds=6), pool) == 6
    first, second = sum(nodes[:6]), sum(nodes[6:])
    assert totals[0] == totals[1]
    assert second * 20 < first
