"""Speed of the exact solver and of Hard's card search, on fixed positions.

Usage: ``python benchmarks/solver_speed.py [--positions N] [--decisions N] [--seed S]``

Positions: games of both variants advanced by Medium to the first card, with
every hand known.  Prints, per variant, the nodes, the time and the nodes per
second of solving every legal card of each position exactly (the full hand, one
solver per position), then how many worlds Hard's card search solves in 200 ms
(the first card of the same games, and the first call of fresh hands: a Ghost
Hand bid or a Cutthroat order; ``--worlds`` worlds per card, a third per call).  Times are
processor time of this process, so other programs on the machine barely move them.
"""

from __future__ import annotations

import argparse
import os
import random
import statistics
import sys
import time
from typing import Any

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

from ghosteuchre.bots import hard, hardsearch
from ghosteuchre.bots.knowledge import position_of
from ghosteuchre.bots.registry import make_bot
from ghosteuchre.bots.solver import Solver
from ghosteuchre.bots.utility import play_leaf, sides
from ghosteuchre.engine.deal import new_game
from ghosteuchre.engine.rules import Rules
from ghosteuchre.engine.state import GameState, Phase
from ghosteuchre.engine.view import PlayerView, view_of


def first_cards(variant: str, count: int, seed: int) -> list[tuple[GameState, PlayerView]]:
    """Games advanced by Medium to the first card played, and the view of who plays it."""
    rules = Rules.make(variant)
    medium = make_bot("medium")
    out: list[tuple[GameState, PlayerView]] = []
    game = seed
    while len(out) < count:
        game += 1
        rng = random.Random(game)
        state = new_game(rules, game)
        while state.phase not in (Phase.PLAY, Phase.HAND_OVER):
            seat = state.turn
            state.apply(medium.decide(view_of(state, seat), rng).action, seat)
        if state.phase == Phase.PLAY:
            out.append((state, view_of(state, state.turn)))
    return out


def first_calls(variant: str, count: int, seed: int) -> list[PlayerView]:
    """The first call with a choice in fresh hands: a Ghost Hand bid or a Cutthroat order."""
    rules = Rules.make(variant)
    out: list[PlayerView] = []
    game = seed
    while len(out) < count:
        game += 1
        state = new_game(rules, game)
        if state.phase in (Phase.BID, Phase.ROUND1) and len(state.legal_actions()) > 1:
            out.append(view_of(state, state.turn))
    return out


def solver_speed(positions: list[tuple[GameState, PlayerView]]) -> tuple[int, float]:
    nodes = 0
    start = time.process_time()
    for state, view in positions:
        solver = Solver(sides(view), play_leaf(view))
        solver.root_values(position_of(view, [*state.hands, 0]))
        nodes += solver.nodes
    return nodes, time.process_time() - start


def worlds_per_decision(views: list[PlayerView], budget: float, worlds: int) -> list[float]:
    """Worlds Hard's card search solves per ``budget`` seconds of processor time, per decision.

    Each decision searches ``worlds`` worlds without a node limit; processor time (not wall
    time) keeps the figure independent of other programs on the machine.
    """
    counts: list[int] = []
    search = hardsearch.search_worlds  # type: ignore[attr-defined]  # patched where Hard calls it

    def counted(*args: Any, **kwargs: Any) -> int:
        n = search(*args, **kwargs)
        counts.append(n)
        return n

    hardsearch.search_worlds = counted  # type: ignore[attr-defined]
    try:
        rates = []
        for i, view in enumerate(views):
            bot = hard.HardBot(worlds=worlds)
            bot.node_budget = None
            start = time.process_time()
            bot.decide(view, random.Random(i))
            seconds = time.process_time() - start
            if counts:
                rates.append(counts.pop() * budget / max(seconds, 1e-6))
    finally:
        hardsearch.search_worlds = search  # type: ignore[attr-defined]
    return rates


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--positions", type=int, default=40)
    parser.add_argument("--decisions", type=int, default=20)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--budget-ms", type=float, default=200.0)
    parser.add_argument("--worlds", type=int, default=24, help="worlds per timed decision")
    args = parser.parse_args()
    for variant in ("ghost-hand", "cutthroat"):
        positions = first_cards(variant, max(args.positions, args.decisions), args.seed)
        solver_speed(positions[:args.positions])  # warm up: tables and caches
        nodes, seconds = solver_speed(positions[:args.positions])
        n = args.positions
        print(f"{variant:<11} exact solves: {n} positions, {nodes} nodes, {seconds:.2f} s, "
              f"{nodes / seconds:,.0f} nodes/s, {1000 * seconds / n:.1f} ms per position")
        kinds = (("card", [v for _, v in positions[:args.decisions]]),
                 ("call", first_calls(variant, args.decisions, args.seed)))
        for kind, views in kinds:
            worlds = worlds_per_decision(views, args.budget_ms / 1000, args.worlds)
            print(f"{variant:<11} worlds per {args.budget_ms:.0f} ms {kind} decision: "
                  f"mean {statistics.mean(worlds):.1f}, median {statistics.median(worlds):.1f}, "
                  f"min {min(worlds):.1f} ({len(worlds)} searched decisions)")


if __name__ == "__main__":
    main()
