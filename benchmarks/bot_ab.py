"""Before/after strength of Hard on the same deals: play, then compare two runs.

Usage:
  ``python benchmarks/bot_ab.py play --variant V (--deals N | --games N) --seed S
  [--time-budget MS] [--hard-processes 2] --out F``
  ``python benchmarks/bot_ab.py compare BEFORE.json AFTER.json``

``play`` runs ``hard,medium,medium`` in one process (paired duplicate, three
rotations per deal) with the tree on ``PYTHONPATH`` and writes Hard's and
Medium's points per hand on every deal (with ``--games``: per game, and Hard's
win rate).  Run it once with the old tree and once
with the new one on the same arguments; ``compare`` prints both runs' points per
hand and the per-deal paired difference after − before with its 95% CI.
"""

from __future__ import annotations

import argparse
import json
import os
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

from ghosteuchre.bots.tournament import mean_ci, run


def play(args: argparse.Namespace) -> None:
    start = time.perf_counter()
    budget = args.time_budget / 1000 if args.time_budget else None
    games = args.games is not None
    count = args.games if games else args.deals
    summary = run(args.variant, ("hard", "medium", "medium"), args.seed, count, games=games,
                  time_budget=budget, jobs=1, keep_per_deal=True,
                  two_processes=args.hard_processes == 2)
    out = {"variant": args.variant, "games" if games else "deals": count, "seed": args.seed,
           "win_rate": summary["kinds"]["hard"].get("win_rate"),
           "time_budget_ms": args.time_budget, "seconds": round(time.perf_counter() - start),
           "hard": summary["per_deal"]["hard"], "medium": summary["per_deal"]["medium"],
           "latency_ms": summary["kinds"]["hard"]["latency_ms"]}
    with open(args.out, "w", encoding="utf-8") as f:
        json.dump(out, f)
    print(json.dumps({k: v for k, v in out.items() if k not in ("hard", "medium")}))


def compare(args: argparse.Namespace) -> None:
    with open(args.before, encoding="utf-8") as f:
        before = json.load(f)
    with open(args.after, encoding="utf-8") as f:
        after = json.load(f)
    n = min(len(before["hard"]), len(after["hard"]))
    for name, run_ in (("before", before), ("after", after)):
        m, lo, hi = mean_ci(run_["hard"][:n])
        pairs = zip(run_["hard"][:n], run_["medium"][:n], strict=True)
        d, dlo, dhi = mean_ci([h - x for h, x in pairs])
        wins = run_.get("win_rate")
        print(f"{name:<7} hard {m:+.3f} [{lo:+.3f}, {hi:+.3f}]  "
              f"hard - medium {d:+.3f} [{dlo:+.3f}, {dhi:+.3f}]"
              + (f"  hard's win rate {wins:.3f}" if wins is not None else ""))
    diff = [a - b for a, b in zip(after["hard"][:n], before["hard"][:n], strict=True)]
    m, lo, hi = mean_ci(diff)
    print(f"after - before (hard, {n} paired deals or games): {m:+.3f} [{lo:+.3f}, {hi:+.3f}]")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    sub = parser.add_subparsers(required=True)
    p = sub.add_parser("play")
    p.add_argument("--variant", required=True, choices=["ghost-hand", "cutthroat"])
    count = p.add_mutually_exclusive_group(required=True)
    count.add_argument("--deals", type=int)
    count.add_argument("--games", type=int, help="whole games instead of deals")
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("--time-budget", type=float, default=0.0, help="ms; 0: fixed worlds")
    p.add_argument("--hard-processes", type=int, choices=[1, 2], default=1,
                   help="2: Hard searches with a partner process, as the app does")
    p.add_argument("--out", required=True)
    p.set_defaults(func=play)
    c = sub.add_parser("compare")
    c.add_argument("before")
    c.add_argument("after")
    c.set_defaults(func=compare)
    args = parser.parse_args()
    args.func(args)


if __name__ == "__main__":
    main()
