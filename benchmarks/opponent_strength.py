"""How strong an opponent a level is: whole games with one player against two of it.

Usage: ``python benchmarks/opponent_strength.py --variant V --games N --seed S
[--level hard] [--player medium] [--time-budget MS] [--hard-processes 2] [--jobs J]
[--make-margin M] [--only against|among]``

A player who picks a level for both bots plays against two of them.  This plays whole
games of ``player,X,X`` (the player standing in for a person, Medium by default) and of
``X,player,player`` (the ladder's lineup), each game in its three rotations, and prints
the player's and X's share of the games won with a 95% CI.  Against two bots of its own
level the player would win a third.  ``--only against`` plays only ``player,X,X``,
``--only among`` only ``X,player,player``.  ``--make-margin`` sets Hard's Cutthroat
``CUT_MAKE_MARGIN`` (how much a call to make trump may fall short of passing).
"""

from __future__ import annotations

import argparse
import math
import os
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

from ghosteuchre.bots import hardcalls, tournament

MARGIN = "OPPONENT_STRENGTH_MAKE_MARGIN"
if MARGIN in os.environ:  # the worker processes import this module too
    hardcalls.CUT_MAKE_MARGIN = float(os.environ[MARGIN])


def share(wins: float, games: int) -> str:
    half = 1.96 * math.sqrt(wins * (1 - wins) / games) if games else 0.0
    return f"{wins:.3f} [{wins - half:.3f}, {wins + half:.3f}] of {games} games"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--variant", default="cutthroat", choices=("cutthroat", "ghost-hand"))
    parser.add_argument("--games", type=int, default=100)
    parser.add_argument("--seed", type=int, default=61)
    parser.add_argument("--level", default="hard")
    parser.add_argument("--player", default="medium")
    parser.add_argument("--time-budget", type=float, default=0.0,
                        help="ms per search decision; 0: a fixed number of worlds")
    parser.add_argument("--hard-processes", type=int, choices=[1, 2], default=1)
    parser.add_argument("--jobs", type=int, default=2)
    parser.add_argument("--make-margin", type=float, default=None)
    parser.add_argument("--only", choices=("against", "among"), default=None,
                        help="against: only player,X,X; among: only X,player,player")
    args = parser.parse_args()
    if args.make_margin is not None:
        os.environ[MARGIN] = str(args.make_margin)
        hardcalls.CUT_MAKE_MARGIN = args.make_margin
    budget = args.time_budget / 1000 if args.time_budget else None
    jobs = 1 if args.hard_processes == 2 else args.jobs
    x, player = args.level, args.player
    print(f"{args.variant}, {args.games} games x 3 rotations, seed {args.seed}, "
          f"{x} {'at ' + str(args.time_budget) + ' ms' if budget else 'with fixed worlds'}"
          f", Hard's make margin {hardcalls.CUT_MAKE_MARGIN:g}", flush=True)
    runs = {"against": ((player, x, x), player), "among": ((x, player, player), x)}
    for name, (lineup, who) in runs.items():
        if args.only not in (None, name):
            continue
        start = time.perf_counter()
        summary = tournament.run(args.variant, lineup, args.seed, args.games, games=True,
                                 time_budget=budget, jobs=jobs,
                                 two_processes=args.hard_processes == 2)
        entry = summary["kinds"][who]
        print(f"{','.join(lineup):<22} {who} won {share(entry['win_rate'], entry['games'])}, "
              f"{entry['mean_points']:+.3f} points per hand "
              f"({time.perf_counter() - start:.0f} s)", flush=True)


if __name__ == "__main__":
    main()
