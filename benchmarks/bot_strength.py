"""Bot strength: the ladder in paired duplicate play and the strength ratio.

Usage: ``python benchmarks/bot_strength.py [--deals N] [--seed S] [--jobs K]
[--variant V] [--time-budget MS] [--hard-processes 2] [--ismcts-deals N]
[--ismcts-budget MS] [--out FILE] [--json]``

For each variant it plays the lineup ``X,medium,medium`` for X in random, easy,
medium, hard and omniscient over the same deals, then prints

* each X's mean points per hand with a 95% confidence interval,
* the ladder steps hard-medium, medium-easy, easy-random as paired differences
  over the same deals (X's mean minus the next level's mean, deal by deal),
* X - Medium at the same table: per deal, X's seats against the Medium seats of
  the lineup ``X,medium,medium`` (a second measure of each step, over one table),
* the strength ratio S(X) = (P(X) - P(random)) / (P(omniscient) - P(random)), with a
  95% CI (the ratio of two paired means over the same deals, by the delta method),
* each level's latency per decision: p50, p95 with a 95% CI (order statistics) and max,
* with ``--ismcts-deals N``: the lineup ``hard,ismcts,medium`` over N deals with
  both searching bots at the same per-decision time budget (``--ismcts-budget``,
  default the app's 200 ms), and the paired difference hard - ismcts.

Without ``--time-budget`` Hard searches a fixed number of worlds (reproducible).
``--hard-processes 2``: Hard searches each decision with a partner process, as the
app does on a machine with two processors or more (with ``--jobs 1``).
``--out FILE`` writes the JSON results so far after every lineup.
"""

from __future__ import annotations

import argparse
import json
import os
import sys
import time
from typing import Any

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

from ghosteuchre.bots.tournament import mean_ci, ratio_ci, run, run_task_points

LEVELS = ("random", "easy", "medium", "hard", "omniscient")


def ladder(variant: str, deals: int, seed: int, jobs: int,
           time_budget: float | None, save: Any = None,
           two_processes: bool = False) -> dict[str, Any]:
    per_deal: dict[str, list[float]] = {}
    summaries = {}
    for level in LEVELS:
        lineup = (level, "medium", "medium")
        started = time.perf_counter()
        summary = run(variant, lineup, seed, deals, time_budget=time_budget, jobs=jobs,
                      keep_per_deal=True, two_processes=two_processes)
        per_deal[level] = run_task_points(summary, level)
        summaries[level] = summary["kinds"][level]
        summaries[level]["seconds"] = round(time.perf_counter() - started, 1)
        summaries[level]["vs_medium"] = next(
            (q for q in summary["pairs"] if (q["a"], q["b"]) == (level, "medium")), None)
        if save is not None:
            save({"variant": variant, "partial": True, "levels": summaries})
    out: dict[str, Any] = {"variant": variant, "deals": deals, "seed": seed,
                           "hard_time_budget": time_budget, "hard_processes":
                           2 if two_processes else 1, "levels": {}}
    p = {lv: summaries[lv]["mean_points"] for lv in LEVELS}
    span = p["omniscient"] - p["random"]
    over_random = {lv: [x - r for x, r in zip(per_deal[lv], per_deal["random"], strict=True)]
                   for lv in LEVELS}
    for level in LEVELS:
        s = summaries[level]
        strength_ci = None
        if span and deals > 1:
            _, lo, hi = ratio_ci(over_random[level], over_random["omniscient"])
            strength_ci = [round(lo, 3), round(hi, 3)]
        out["levels"][level] = {
            "mean_points": s["mean_points"],
            "ci95": s["ci95"],
            "strength": round((p[level] - p["random"]) / span, 3) if span else None,
            "strength_ci95": strength_ci,
            "latency_ms": s["latency_ms"],
            "seconds": s["seconds"],
            "vs_medium_same_table": s["vs_medium"],
        }
    steps = []
    for upper, lower in (("hard", "medium"), ("medium", "easy"), ("easy", "random"),
                         ("omniscient", "hard")):
        diffs = [a - b for a, b in zip(per_deal[upper], per_deal[lower], strict=True)]
        mean, lo, hi = mean_ci(diffs)
        steps.append({"a": upper, "b": lower, "mean_diff": round(mean, 4),
                      "ci95": [round(lo, 4), round(hi, 4)]})
    out["steps"] = steps
    return out


def head_to_head(variant: str, deals: int, seed: int, jobs: int,
                 budget: float, two_processes: bool = False) -> dict[str, Any]:
    """Hard against OpenSpiel's ISMCTS at the same time budget (lineup hard,ismcts,medium)."""
    summary = run(variant, ("hard", "ismcts", "medium"), seed, deals, time_budget=budget,
                  jobs=jobs, two_processes=two_processes)
    pair = next(p for p in summary["pairs"] if {p["a"], p["b"]} == {"hard", "ismcts"})
    sign = 1 if pair["a"] == "hard" else -1
    lo, hi = pair["ci95"]
    ci = [lo, hi] if sign == 1 else [-hi, -lo]
    return {"variant": variant, "deals": deals, "seed": seed, "time_budget": budget,
            "kinds": summary["kinds"], "hard_minus_ismcts": round(sign * pair["mean_diff"], 4),
            "ci95": ci}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--deals", type=int, default=2000)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--jobs", type=int, default=os.cpu_count() or 1)
    parser.add_argument("--variant", choices=["ghost-hand", "cutthroat"], action="append")
    parser.add_argument("--time-budget", type=float, help="ms per Hard decision")
    parser.add_argument("--hard-processes", type=int, choices=[1, 2], default=1)
    parser.add_argument("--ismcts-deals", type=int, default=0)
    parser.add_argument("--ismcts-budget", type=float, default=200.0, help="ms per decision")
    parser.add_argument("--out", help="write the JSON results here as they come")
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args()
    budget = args.time_budget / 1000 if args.time_budget else None
    results: list[dict[str, Any]] = []

    def save(partial: dict[str, Any] | None = None) -> None:
        if args.out:
            with open(args.out, "w") as f:
                json.dump(results + ([partial] if partial else []), f, indent=1)

    for v in args.variant or ["ghost-hand", "cutthroat"]:
        results.append(ladder(v, args.deals, args.seed, args.jobs, budget, save,
                              args.hard_processes == 2))
        save()
        if not args.json:
            print_ladder(results[-1])
    for v in args.variant or ["ghost-hand", "cutthroat"]:
        if args.ismcts_deals:
            h = head_to_head(v, args.ismcts_deals, args.seed, args.jobs,
                             args.ismcts_budget / 1000, args.hard_processes == 2)
            results.append(h)
            save()
            if not args.json:
                print(f"\n{v}: hard,ismcts,medium, {h['deals']} deals x 3 rotations, "
                      f"{args.ismcts_budget:.0f} ms per decision: hard - ismcts "
                      f"{h['hard_minus_ismcts']:+.3f} [{h['ci95'][0]:+.3f}, {h['ci95'][1]:+.3f}]",
                      flush=True)
    if args.json:
        print(json.dumps(results))


def print_ladder(r: dict[str, Any]) -> None:
    print(f"\n{r['variant']}: lineup X,medium,medium, {r['deals']} deals x 3 rotations")
    print(f"{'X':<11}{'pts/hand':>10}{'95% CI':>20}{'S(X)':>8}{'95% CI':>16}{'p50 ms':>9}"
          f"{'p95 ms':>9}{'95% CI':>18}{'max ms':>9}")
    for level, e in r["levels"].items():
        ci = f"[{e['ci95'][0]:+.3f}, {e['ci95'][1]:+.3f}]"
        s_ci = e.get("strength_ci95") or [e["strength"], e["strength"]]
        lat = e["latency_ms"]
        p95_ci = lat["p95_ci"]
        print(f"{level:<11}{e['mean_points']:>+10.3f}{ci:>20}{e['strength']:>8.3f}"
              f"{f'[{s_ci[0]:.3f}, {s_ci[1]:.3f}]':>16}{lat['p50']:>9.2f}{lat['p95']:>9.2f}"
              f"{f'[{p95_ci[0]:.1f}, {p95_ci[1]:.1f}]':>18}{lat['max']:>9.2f}")
    for level, e in r["levels"].items():
        q = e["vs_medium_same_table"]
        if q is not None:
            print(f"  {level} - medium at the same table: {q['mean_diff']:+.3f} "
                  f"[{q['ci95'][0]:+.3f}, {q['ci95'][1]:+.3f}]")
    for s in r["steps"]:
        ok = "yes" if s["ci95"][0] > 0 else "no"
        print(f"  {s['a']} - {s['b']}: {s['mean_diff']:+.3f} "
              f"[{s['ci95'][0]:+.3f}, {s['ci95'][1]:+.3f}]  CI above 0: {ok}", flush=True)


if __name__ == "__main__":
    main()
