"""Calibrate Hard's bias against passing by self-play over the same deals.

Usage: ``python benchmarks/bot_calibrate_calls.py [--deals N] [--seed S] [--jobs K]
[--variant V] [--margins M,M,...] [--worlds W] [--fit-callers]``

For each margin M (how many points per hand a call must beat passing by), a bot
that calls like Hard with that margin and plays its cards like Medium sits in
the lineup ``X,medium,medium`` for every deal in the three rotations.  Playing
the cards like Medium keeps the run short and isolates the calls.  It prints,
per margin, X's mean points per hand and the paired difference to margin 0
over the same deals, with 95% confidence intervals; the last row is Medium
itself in X's seat.

``--fit-callers``: how often Medium makes trump in Cutthroat's first round by the
hand's expected tricks in the up-card's suit (the dealer's with the up-card),
over the first calls of ``--deals`` fresh hands, next to Hard's model of the
other callers (``calls.call_chance``).
"""

from __future__ import annotations

import argparse
import os
import random
import sys
from multiprocessing import get_context

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

from ghosteuchre.bots import Bot, Decision, hard, make_bot
from ghosteuchre.bots.calls import call_chance
from ghosteuchre.bots.handeval import trick_estimate
from ghosteuchre.bots.heuristic import HeuristicBot
from ghosteuchre.bots.tournament import TaskResult, mean_ci, play_hand
from ghosteuchre.engine.actions import Act
from ghosteuchre.engine.cards import mask_of
from ghosteuchre.engine.deal import deal_number, new_game
from ghosteuchre.engine.rules import Rules
from ghosteuchre.engine.state import GameState, Phase
from ghosteuchre.engine.view import PlayerView, view_of

MEDIUM = 99.0  # the margin that stands for Medium's own calls, for comparison


class CallsOnly(hard.HardBot):
    """Hard's calls with a given margin; Medium's card play."""

    def __init__(self, margin: float, worlds: int) -> None:
        super().__init__(worlds=worlds * 3)
        self.endgame_tricks = 3
        self.margin_value = margin

    def margin(self, view: PlayerView, base: float) -> float:
        return self.margin_value - 0.3 * hard.score_pressure(view)

    def play(self, view: PlayerView, rng: random.Random) -> Decision:
        return HeuristicBot.play(self, view, rng)


def run_one(args: tuple[str, int, int, int, float, int]) -> tuple[float, int, float]:
    variant, seed, index, rotation, margin, worlds = args
    rules = Rules.make(variant)
    x = (0 + rotation) % 3
    bots: list[Bot] = [make_bot("medium") for _ in range(3)]
    bots[x] = make_bot("medium") if margin == MEDIUM else CallsOnly(margin, worlds)
    rngs = [random.Random(f"calibrate:{seed}:{index}:{rotation}:{s}") for s in range(3)]
    state = GameState(rules, (index + seed) % 3)
    state.start_hand(deal_number(rules, seed, index))
    result = TaskResult(index, rotation, ("x", "m", "m"), [0, 0, 0], 1, None)
    play_hand(state, bots, rngs, result)
    return margin, index, float(state.scores[x])


def fit_callers(deals: int, seed: int) -> None:
    """Medium's first-round calls by expected tricks, next to Hard's model of them."""
    rules = Rules.make("cutthroat")
    medium = make_bot("medium")
    counts: dict[float, list[int]] = {}
    for game in range(seed, seed + deals):
        rng = random.Random(game)
        state = new_game(rules, game)
        while state.phase == Phase.ROUND1:
            seat = state.turn
            view = view_of(state, seat)
            up = int(state.up_card)
            held = mask_of(view.hand) | (1 << up if seat == state.dealer else 0)
            est = round(trick_estimate(held, up // 6, rules) * 2) / 2
            action = medium.decide(view, rng).action
            row = counts.setdefault(est, [0, 0])
            row[0] += action.act == Act.ORDER
            row[1] += 1
            state.apply(action, seat)
    print(f"cutthroat, round one, {deals} fresh hands: Medium's calls by expected tricks")
    print(f"{'tricks':>7}{'hands':>7}{'Medium calls':>14}{'model':>8}")
    for est, (made, n) in sorted(counts.items()):
        print(f"{est:>7.1f}{n:>7}{made / n:>14.2f}{call_chance(est):>8.2f}")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--deals", type=int, default=300)
    parser.add_argument("--seed", type=int, default=11)
    parser.add_argument("--jobs", type=int, default=os.cpu_count() or 1)
    parser.add_argument("--variant", choices=["ghost-hand", "cutthroat"], action="append")
    parser.add_argument("--margins", default="-0.3,0,0.3")
    parser.add_argument("--worlds", type=int, default=6, help="worlds per call")
    parser.add_argument("--fit-callers", action="store_true",
                        help="Medium's first-round calls against Hard's model of callers")
    args = parser.parse_args()
    if args.fit_callers:
        fit_callers(args.deals, args.seed)
        return
    margins = [float(m) for m in args.margins.split(",")] + [MEDIUM]
    for variant in args.variant or ["ghost-hand", "cutthroat"]:
        tasks = [(variant, args.seed, i, r, m, args.worlds)
                 for i in range(args.deals) for r in range(3) for m in margins]
        with get_context("spawn").Pool(args.jobs) as pool:
            results = pool.map(run_one, tasks, chunksize=8)
        per: dict[float, dict[int, list[float]]] = {m: {} for m in margins}
        for m, i, pts in results:
            per[m].setdefault(i, []).append(pts)
        means = {m: [sum(v) / len(v) for _, v in sorted(per[m].items())] for m in margins}
        base = 0.0 if 0.0 in margins else margins[0]
        print(f"{variant}: {args.deals} deals x 3 rotations, X = Hard's calls + Medium's play")
        for m in margins:
            mean, lo, hi = mean_ci(means[m])
            d, dlo, dhi = mean_ci([a - b for a, b in zip(means[m], means[base], strict=True)])
            label = "Medium's calls" if m == MEDIUM else f"margin {m:+.2f}"
            print(f"  {label:<15} {mean:+.3f} [{lo:+.3f}, {hi:+.3f}]   vs {base:+.2f}: "
                  f"{d:+.3f} [{dlo:+.3f}, {dhi:+.3f}]", flush=True)


if __name__ == "__main__":
    main()
