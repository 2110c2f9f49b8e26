"""Calibrate Hard's bias against passing by self-play over the same deals.

Usage: ``python benchmarks/bot_calibrate_calls.py [--deals N] [--seed S] [--jobs K]
[--variant V] [--margins M,M,...] [--worlds W] [--fit-callers]``
``python benchmarks/bot_calibrate_calls.py --hard-play [--deals N] [--seed S] [--jobs K]
[--worlds W] [--play-worlds P] [--make M,...] [--alone M,...] [--out F]``

For each margin M (how many points per hand a call must beat passing by), a bot
that calls like Hard with that margin and plays its cards like Medium sits in
the lineup ``X,medium,medium`` for every deal in the three rotations.  Playing
the cards like Medium keeps the run short and isolates the calls.  It prints,
per margin, X's mean points per hand and the paired difference to margin 0
over the same deals, with 95% confidence intervals; the last row is Medium
itself in X's seat.

``--hard-play`` (Cutthroat): X is Hard itself, its cards searched over ``--play-worlds``
worlds and its calls over ``--worlds``, with Hard's margins (``hardcalls.CUT_MAKE_MARGIN``,
``ALONE_MARGIN``) as the baseline and each value of ``--make`` and ``--alone`` tried
in turn with the other at Hard's, and each
``--combo`` (several margins changed together)
(``--call-model CENTRE,SLOPE`` replaces Hard's model of when another player makes
trump, ``calls.call_chance``, for every row).  Only the margin a call is compared
with changes (whether to search a clear pass is decided with the lowest make margin
tried, for every row), so a hand plays exactly as with the baseline until a call
comes out differently: each hand is played once with the baseline, recording what
every call gained over its alternative, and played again for a row only when one
of its calls would flip.  It prints, per row, X's points per hand, the paired
difference to the baseline over the same deals with its 95% CI and how many hands
were played again; ``--out`` writes X's points per deal per row.

``--fit-callers``: how often Medium makes trump in Cutthroat's first round by the
hand's expected tricks in the up-card's suit (the dealer's with the up-card),
over the first calls of ``--deals`` fresh hands, next to Hard's model of the
other callers (``calls.call_chance``).
"""

from __future__ import annotations

import argparse
import json
import os
import random
import sys
from multiprocessing import get_context

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

from ghosteuchre.bots import Bot, Decision, bidding, calls, hard, hardcalls, hardsearch, make_bot
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
        return self.margin_value - 0.3 * bidding.score_pressure(view)

    def play(self, view: PlayerView, rng: random.Random) -> Decision:
        return HeuristicBot.play(self, view, rng)


class Calibrated(hard.HardBot):
    """Hard with its Cutthroat margins given, recording each call's gain over its
    alternative."""

    def __init__(self, margins: dict[str, float], lowest_make: float, play_worlds: int,
                 call_worlds: int) -> None:
        super().__init__(worlds=play_worlds)
        self.call_worlds = call_worlds
        self.margins = margins
        self.lowest_make = lowest_make
        self.gains: list[tuple[str, float]] = []

    def margin(self, view: PlayerView, base: float) -> float:
        return self.lowest_make - 0.3 * bidding.score_pressure(view)

    def clears(self, kind: str, gain: float, margin: float) -> bool:
        self.gains.append((kind, gain))
        shift = margin - self.lowest_make if kind == "make" else 0.0  # the score's pressure
        return gain > self.margins[kind] + shift


BASELINE = {"make": hardcalls.CUT_MAKE_MARGIN, "alone": hardcalls.ALONE_MARGIN}


def hard_play_hand(seed: int, index: int, rotation: int, bot: Calibrated) -> float:
    """X's points in one hand of deal ``index``, X (``bot``) in seat ``rotation``."""
    rules = Rules.make("cutthroat")
    bots: list[Bot] = [make_bot("medium") for _ in range(3)]
    bots[rotation] = bot
    rngs = [random.Random(f"calibrate:{seed}:{index}:{rotation}:{s}") for s in range(3)]
    state = GameState(rules, (index + seed) % 3)
    state.start_hand(deal_number(rules, seed, index))
    result = TaskResult(index, rotation, ("x", "m", "m"), [0, 0, 0], 1, None)
    play_hand(state, bots, rngs, result)
    return float(state.scores[rotation])


Row = tuple[tuple[str, float], ...]  # the margins changed and their values; () is the baseline


def hard_play_one(args: tuple[int, int, list[Row], float, int, int, tuple[float, float]]
                  ) -> tuple[int, dict[Row, float], int]:
    """Deal ``index`` in its three rotations for every row: X's mean points per row and
    how many hands were played again."""
    seed, index, rows, lowest, play_worlds, call_worlds, model = args
    calls.CALL_TRICKS, calls.CALL_SLOPE = model
    points: dict[Row, float] = dict.fromkeys(rows, 0.0)
    replayed = 0
    for rotation in range(3):
        base = Calibrated(BASELINE, lowest, play_worlds, call_worlds)
        base_pts = hard_play_hand(seed, index, rotation, base)
        for row in rows:
            margins = dict(BASELINE)
            margins.update(row)
            same = all((g > margins[k]) == (g > BASELINE[k]) for k, g in base.gains)
            if same:
                points[row] += base_pts / 3
            else:
                replayed += 1
                bot = Calibrated(margins, lowest, play_worlds, call_worlds)
                points[row] += hard_play_hand(seed, index, rotation, bot) / 3
    return index, points, replayed


def hard_play(args: argparse.Namespace) -> None:
    rows: list[Row] = [()]
    for kind in ("make", "alone"):
        rows += [((kind, float(m)),) for m in getattr(args, kind).split(",") if m]
    for combo in args.combo or []:
        pairs = (pair.split("=") for pair in combo.split(","))
        rows.append(tuple((kind, float(m)) for kind, m in pairs if kind in BASELINE))
    lowest = min([BASELINE["make"]] + [v for row in rows for k, v in row if k == "make"])
    model = (calls.CALL_TRICKS, calls.CALL_SLOPE)
    if args.call_model:
        centre, slope = (float(v) for v in args.call_model.split(","))
        model = (centre, slope)
    tasks = [(args.seed, i, rows, lowest, args.play_worlds, args.worlds, model)
             for i in range(args.deals)]
    per: dict[Row, list[float]] = {row: [] for row in rows}
    replayed = 0
    with get_context("spawn").Pool(args.jobs) as pool:
        for done, (_, points, again) in enumerate(pool.imap(hard_play_one, tasks), 1):
            replayed += again
            for row in rows:
                per[row].append(points[row])
            if done % 50 == 0:
                print(f"  {done} deals", file=sys.stderr, flush=True)
    print(f"cutthroat: {args.deals} deals (seed {args.seed}) x 3 rotations, X = Hard, "
          f"{args.play_worlds} worlds per card, {args.worlds} per call; baseline {BASELINE}; "
          f"other callers' model: centre {model[0]} tricks, slope {model[1]}")
    for row in rows:
        mean, lo, hi = mean_ci(per[row])
        d, dlo, dhi = mean_ci([a - b for a, b in zip(per[row], per[rows[0]], strict=True)])
        label = label_of(row)
        print(f"  {label:<15} {mean:+.3f} [{lo:+.3f}, {hi:+.3f}]   vs baseline: "
              f"{d:+.3f} [{dlo:+.3f}, {dhi:+.3f}]", flush=True)
    print(f"  hands played again: {replayed}")
    if args.out:
        with open(args.out, "w", encoding="utf-8") as f:
            json.dump({"seed": args.seed, "deals": args.deals, "worlds": args.worlds,
                       "play_worlds": args.play_worlds, "baseline": BASELINE,
                       "call_model": model,
                       "rows": {label_of(row): per[row] for row in rows}}, f)


def label_of(row: Row) -> str:
    return ", ".join(f"{k} {v:+.2f}" for k, v in row) or "baseline"


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
    parser.add_argument("--hard-play", action="store_true",
                        help="Cutthroat: X is Hard itself; try Hard's own margins")
    parser.add_argument("--play-worlds", type=int, default=hardsearch.DEFAULT_WORLDS,
                        help="with --hard-play: worlds per card")
    parser.add_argument("--make", default="", help="with --hard-play: make margins to try")
    parser.add_argument("--alone", default="", help="with --hard-play: alone margins to try")
    parser.add_argument("--combo", action="append",
                        help="with --hard-play: margins tried together, e.g. make=-1.2,alone=0")
    parser.add_argument("--call-model", help="with --hard-play: CENTRE,SLOPE of the model "
                        "of other callers (calls.call_chance) instead of Hard's")
    parser.add_argument("--out", help="with --hard-play: X's points per deal, as JSON")
    args = parser.parse_args()
    if args.hard_play:
        hard_play(args)
        return
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
