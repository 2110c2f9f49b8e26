"""Decision latency per level with the app's default settings, single-threaded.

Usage: ``python benchmarks/bot_latency.py [--deals N] [--seed S] [--time-budget MS]``

Plays ``level,medium,medium`` deals of both variants in one process and prints
p50 / p95 (with a 95% CI) / max milliseconds per level, overall and per decision
type.  Hard runs with the app's default time budget unless ``--time-budget`` is given.
"""

from __future__ import annotations

import argparse
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

from ghosteuchre.bots.levels import DEFAULT_TIME_BUDGET
from ghosteuchre.bots.tournament import run


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--deals", type=int, default=100)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--time-budget", type=float, default=DEFAULT_TIME_BUDGET * 1000)
    args = parser.parse_args()
    print(f"{'variant':<11}{'level':<8}{'decision':<24}{'n':>6}{'p50 ms':>9}{'p95 ms':>9}"
          f"{'95% CI':>18}{'max ms':>9}")
    for variant in ("ghost-hand", "cutthroat"):
        for level in ("easy", "medium", "hard"):
            summary = run(variant, (level, "medium", "medium"), args.seed, args.deals,
                          time_budget=args.time_budget / 1000, jobs=1)
            entry = summary["kinds"][level]
            rows = [("all", entry["latency_ms"]), *entry["latency_by_decision_ms"].items()]
            for decision, lat in rows:
                ci = f"[{lat['p95_ci'][0]:.1f}, {lat['p95_ci'][1]:.1f}]"
                print(f"{variant:<11}{level:<8}{decision:<24}{lat['n']:>6}{lat['p50']:>9.2f}"
                      f"{lat['p95']:>9.2f}{ci:>18}{lat['max']:>9.2f}")


if __name__ == "__main__":
    main()
