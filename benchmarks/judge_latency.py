"""The judge's latency (``bots.review.judge``: the hint and the coach), single-threaded.

Usage: ``python benchmarks/judge_latency.py [--deals N] [--seed S]``

Plays Medium deals of both variants and, at each decision of seat 0 with a choice,
times the judgement of that decision (Hard's choice with every legal choice valued, as
the hint and the coach get it) next to a Hard bot deciding at the app's time budget (the
hint before the judge); prints p50 / p95 / max milliseconds for calls and for cards.

The app starts the judgement as the player's turn begins (with the coach on, or once
the player has asked for a hint in the hand), so what the player waits after pressing
Hint (or making a call the coach judges) is the judgement's time less the time the
player took: the rows ``wait@Ns`` give that wait for a player who answers N seconds
into the turn (``wait@0s`` is the judgement's own time).  The target is in
``docs/app.md`` (*The hint and the coach: how long the player waits*).
"""

from __future__ import annotations

import argparse
import os
import random
import statistics
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

from ghosteuchre.bots import BotConfig, make_bot
from ghosteuchre.bots.review import judge
from ghosteuchre.bots.seeding import judge_seed
from ghosteuchre.engine.deal import deal_number
from ghosteuchre.engine.rules import Rules
from ghosteuchre.engine.state import GameState, Phase
from ghosteuchre.engine.view import view_of

THINK_S = (0.5, 1.0)  # the player's answers, seconds into the turn, for the wait rows


def percentile(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--deals", type=int, default=10)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    print(f"{'variant':<11}{'who':<10}{'decision':<9}{'n':>5}{'p50 ms':>9}{'p95 ms':>9}"
          f"{'max ms':>9}")
    for variant in ("ghost-hand", "cutthroat"):
        rules = Rules.make(variant)
        medium, hard = make_bot("medium"), make_bot(BotConfig("hard"))
        times: dict[tuple[str, str], list[float]] = {}
        for n in range(args.deals):
            state = GameState(rules, n % 3)
            state.start_hand(deal_number(rules, args.seed, n))
            rng = random.Random(n)
            while state.phase != Phase.HAND_OVER:
                seat = state.turn
                view = view_of(state, seat)
                if seat == 0 and len(view.legal) > 1:
                    kind = "card" if view.phase == Phase.PLAY else "call"
                    start = time.perf_counter()
                    judge(view, judge_seed(args.seed, n, len(view.log)))
                    took = time.perf_counter() - start
                    times.setdefault(("judge", kind), []).append(took)
                    for think in THINK_S:
                        times.setdefault((f"wait@{think:g}s", kind), []).append(
                            max(0.0, took - think))
                    start = time.perf_counter()
                    hard.decide(view, random.Random(n))
                    times.setdefault(("hard", kind), []).append(time.perf_counter() - start)
                state.apply(medium.decide(view, rng).action, seat)
        for (who, kind), values in sorted(times.items()):
            ms = [v * 1000 for v in values]
            print(f"{variant:<11}{who:<10}{kind:<9}{len(ms):>5}{statistics.median(ms):>9.0f}"
                  f"{percentile(ms, 0.95):>9.0f}{max(ms):>9.0f}")


if __name__ == "__main__":
    main()
