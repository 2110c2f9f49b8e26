"""Where Hard's points fall short of the omniscient bot's: in the calls or in the card play.

Usage: ``python benchmarks/hard_gap.py --variant V --deals N --seed S [--jobs J]
[--call-worlds W]``

Plays ``X,medium,medium`` over the same deals (three rotations each, as the ladder of
``bot_strength.py``) for four X:

- ``hard``: Hard with fixed worlds (24 per card, ``--call-worlds`` per call);
- ``omniscient calls``: every decision but the card play (bids, swaps, orders, the
  maker's choice, defending alone, discards) by the omniscient bot, the cards by Hard;
- ``omniscient play``: Hard's decisions, the cards by the omniscient bot;
- ``omniscient``: every decision by the omniscient bot.

Prints each X's points per hand and its paired difference to Hard, deal by deal, with
a 95% CI: how much seeing every card is worth in the calls and in the play.

``--kinds`` plays other X instead, among them Hard with one kind of Cutthroat call made
by Medium's rule (the rest by Hard): ``medium-order`` (round one: ordering up, or the
dealer's accepting), ``medium-name`` (naming a suit in round two), ``medium-choice``
(the dummy or alone) and ``medium-defend`` (defending alone).  Their differences to Hard
say what Hard's search gains over Medium's rule in that call.
"""

from __future__ import annotations

import argparse
import os
import random
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

from ghosteuchre.bots import make_bot, tournament
from ghosteuchre.bots.base import Bot, Decision
from ghosteuchre.bots.hard import HardBot
from ghosteuchre.bots.hardsearch import DEFAULT_WORLDS
from ghosteuchre.bots.omniscient import OmniscientBot
from ghosteuchre.bots.parallel import Partner
from ghosteuchre.engine.phases import Phase
from ghosteuchre.engine.state import GameState
from ghosteuchre.engine.view import PlayerView

CALLS = frozenset(Phase) - {Phase.PLAY}
MIXES = {"omniscient-calls": CALLS, "omniscient-play": frozenset({Phase.PLAY})}
MEDIUM_CALLS = {"medium-order": Phase.ROUND1, "medium-name": Phase.ROUND2,
                "medium-choice": Phase.CHOICE, "medium-defend": Phase.DEFEND}


class Mixed:
    """Hard, with another bot deciding in some phases (its calls, its card play, or one
    kind of call)."""

    level = "mixed"

    def __init__(self, other: Bot, phases: frozenset[Phase]) -> None:
        self.hard = fixed_hard()
        self.other = other
        self.phases = phases

    def observe(self, state: GameState) -> None:
        observe = getattr(self.other, "observe", None)
        if observe is not None:
            observe(state)

    def decide(self, view: PlayerView, rng: random.Random) -> Decision:
        return (self.other if view.phase in self.phases else self.hard).decide(view, rng)

    def renege_call(self, view: PlayerView, rng: random.Random) -> int | None:
        return self.hard.renege_call(view, rng)


def fixed_hard() -> HardBot:
    bot = HardBot(worlds=DEFAULT_WORLDS)
    bot.call_worlds = int(os.environ.get("HARD_GAP_CALL_WORLDS", "100"))
    return bot


def build_bot(kind: str, time_budget: float | None, partner: Partner | None = None) -> Bot:
    if kind in MIXES:
        return Mixed(OmniscientBot(), MIXES[kind])
    if kind in MEDIUM_CALLS:
        return Mixed(make_bot("medium"), frozenset({MEDIUM_CALLS[kind]}))
    if kind == "hard":
        return fixed_hard()
    return plain_build_bot(kind, time_budget, partner)


# the tournament's worker processes import this module too, so they build the same bots
plain_build_bot = tournament.build_bot
tournament.build_bot = build_bot
tournament.KINDS = (*tournament.KINDS, *MIXES, *MEDIUM_CALLS)  # type: ignore[assignment]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--variant", default="cutthroat", choices=("cutthroat", "ghost-hand"))
    parser.add_argument("--deals", type=int, default=200)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--jobs", type=int, default=2)
    parser.add_argument("--call-worlds", type=int, default=100,
                        help="Hard's worlds per call (it searches 24 per card)")
    parser.add_argument("--kinds", default=",".join((*MIXES, "omniscient")),
                        help="the X played besides Hard, comma-separated, of: "
                        + ", ".join((*MIXES, "omniscient", *MEDIUM_CALLS)))
    args = parser.parse_args()
    kinds = args.kinds.split(",")
    unknown = set(kinds) - {*MIXES, "omniscient", *MEDIUM_CALLS}
    if unknown:
        parser.error(f"unknown kinds: {', '.join(sorted(unknown))}")
    os.environ["HARD_GAP_CALL_WORLDS"] = str(args.call_worlds)  # for the worker processes
    per_deal = {}
    print(f"{args.variant}, {args.deals} deals x 3 rotations, seed {args.seed}, Hard with "
          f"24 worlds per card and {args.call_worlds} per call, lineup X,medium,medium")
    for kind in ("hard", *kinds):
        start = time.perf_counter()
        summary = tournament.run(args.variant, (kind, "medium", "medium"), args.seed,
                                 args.deals, jobs=args.jobs, keep_per_deal=True)
        per_deal[kind] = summary["per_deal"][kind]
        mean = tournament.mean_ci(per_deal[kind])
        line = f"{kind:<17} {mean[0]:+.3f} pts/hand"
        if kind != "hard":
            diff = [x - h for x, h in zip(per_deal[kind], per_deal["hard"], strict=True)]
            d, lo, hi = tournament.mean_ci(diff)
            line += f"   - hard: {d:+.3f} [{lo:+.3f}, {hi:+.3f}]"
        print(f"{line}   ({time.perf_counter() - start:.0f} s)", flush=True)


if __name__ == "__main__":
    main()
