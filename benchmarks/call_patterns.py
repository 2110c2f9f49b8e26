"""Hard's calls, pattern by pattern: how often it calls, how the calls end, how stable they are.

Usage: ``python benchmarks/call_patterns.py --variant V [--deals N] [--seed S]
[--worlds W | --time-budget MS] [--late] [--reference K] [--reference-worlds R]
[--out F]``

Each deal is one hand of ``hard,medium,medium`` with Hard in seat ``deal % 3`` and the
dealer in seat ``deal // 3 % 3`` (every seat against every dealer), played to its
end.  ``--late`` starts each hand from scores drawn near the end of a game (each
seat between half the target and one point short of it), where the game's end
weighs on every call.  Prints, with 95% CIs:

- Cutthroat: the share of Hard's round-one chances it ordered up or accepted, the
  share of those orders euchred, and its points per order;
- Ghost Hand: the share of Hard's bids that were moons, the share of its moons made,
  the share of its other bids made;
- Hard's points per hand, and its points less the others' mean (what it maximises),
  each deal's written to ``--out`` for a paired comparison of two runs;
- with ``--reference K``: of Hard's first K calls (bids, swaps, naming trump,
  orders, the dummy or alone), the share a Hard with ``--reference-worlds`` worlds
  per call (300) decides otherwise on the same view: the flip rate.
"""

from __future__ import annotations

import argparse
import json
import os
import random
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

from ghosteuchre.bots.hard import CALL_PHASES, HardBot
from ghosteuchre.bots.registry import make_bot
from ghosteuchre.bots.tournament import mean_ci
from ghosteuchre.engine.actions import Act
from ghosteuchre.engine.deal import deal_number
from ghosteuchre.engine.rules import Rules
from ghosteuchre.engine.state import GameState, Phase
from ghosteuchre.engine.view import PlayerView, view_of


def share(hits: list[float]) -> str:
    if not hits:
        return "none"
    m, lo, hi = mean_ci(hits)
    return f"{100 * m:.1f} % [{100 * lo:.1f}, {100 * hi:.1f}] of {len(hits)}"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--variant", default="cutthroat")
    parser.add_argument("--deals", type=int, default=200)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--worlds", type=int, default=24)
    parser.add_argument("--time-budget", type=float, default=0, help="ms; else fixed worlds")
    parser.add_argument("--late", action="store_true")
    parser.add_argument("--reference", type=int, default=0)
    parser.add_argument("--reference-worlds", type=int, default=300)
    parser.add_argument("--out", help="write Hard's points per deal here (JSON)")
    args = parser.parse_args()
    rules = Rules.make(args.variant)
    budget = args.time_budget / 1000 if args.time_budget else None
    hard = HardBot(time_budget=budget, worlds=None if budget else args.worlds)
    reference = HardBot(worlds=args.worlds)
    reference.call_worlds = args.reference_worlds
    medium = make_bot("medium")
    ordered: list[float] = []
    euchred: list[float] = []
    order_points: list[float] = []
    moons: list[float] = []
    moons_made: list[float] = []
    bids_made: list[float] = []
    flips: list[float] = []
    points: list[float] = []  # Hard's points per hand, and its points less the others' mean
    ahead: list[float] = []
    start = time.perf_counter()
    for deal in range(args.deals):
        me = deal % 3
        state = GameState(rules, deal // 3 % 3)
        score_rng = random.Random(f"scores:{args.seed}:{deal}")
        if args.late:
            state.scores = [score_rng.randint(rules.target // 2, rules.target - 1)
                            for _ in range(3)]
        state.start_hand(deal_number(rules, args.seed, deal))
        rngs = [random.Random(f"patterns:{args.seed}:{deal}:{seat}") for seat in range(3)]
        my_order = False
        while state.phase != Phase.HAND_OVER:
            seat = state.turn
            view = view_of(state, seat)
            bot = hard if seat == me else medium
            action = bot.decide(view, rngs[seat]).action
            if seat == me and len(view.legal) > 1:
                if view.phase == Phase.ROUND1:
                    ordered.append(float(action.act == Act.ORDER))
                    my_order = action.act == Act.ORDER
                if view.phase == Phase.BID and action.act in (Act.BID, Act.MOON):
                    moons.append(float(action.act == Act.MOON))
                if view.phase in CALL_PHASES and len(flips) < args.reference:
                    flips.append(float(flipped(reference, view, action, deal)))
            state.apply(action, seat)
        got = state.hand_points
        points.append(float(got[me]))
        ahead.append(got[me] - sum(got[s] for s in range(3) if s != me) / 2)
        if state.void or state.declarer != me:
            continue
        won = state.tricks_won[me]
        if rules.is_ghost:
            if state.high_bid == 6:
                moons_made.append(float(won == rules.tricks_per_hand))
            else:
                bids_made.append(float(won >= state.high_bid))
        elif my_order:
            euchred.append(float(won < 3))
            order_points.append(float(state.hand_points[me]))
    print(f"{args.variant}: {args.deals} deals, seed {args.seed}, "
          f"{'late scores, ' if args.late else ''}"
          f"Hard at {f'{args.time_budget:g} ms' if budget else f'{args.worlds} worlds'}, "
          f"{time.perf_counter() - start:.0f} s")
    for name, values in (("points per hand", points), ("points less the others' mean", ahead)):
        m, lo, hi = mean_ci(values)
        print(f"  Hard's {name}: {m:+.3f} [{lo:+.3f}, {hi:+.3f}]")
    if args.out:
        with open(args.out, "w", encoding="utf-8") as f:
            json.dump({"points": points, "ahead": ahead}, f)
    if rules.is_ghost:
        print(f"  moons among Hard's bids: {share(moons)}")
        print(f"  Hard's moons made: {share(moons_made)}")
        print(f"  Hard's other bids made: {share(bids_made)}")
    else:
        print(f"  round-one chances ordered up or accepted: {share(ordered)}")
        print(f"  Hard's orders euchred: {share(euchred)}")
        if order_points:
            m, lo, hi = mean_ci(order_points)
            print(f"  Hard's points per order: {m:+.3f} [{lo:+.3f}, {hi:+.3f}]")
    if args.reference:
        print(f"  calls decided otherwise at {args.reference_worlds} worlds: {share(flips)}")


def flipped(reference: HardBot, view: PlayerView, action: object, deal: int) -> bool:
    """Whether the reference Hard decides otherwise on ``view``."""
    return reference.decide(view, random.Random(f"reference:{deal}")).action != action


if __name__ == "__main__":
    main()
