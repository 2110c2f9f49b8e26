"""Hard's discards (every trump kept) against the evaluation's best five, solved on true deals.

Usage: ``python benchmarks/discard_check.py [--deals N] [--seed S]``

Cutthroat hands are called and discarded by Medium up to each discard; where
keeping the best five by the hand evaluation (Medium's rule) would throw a trump
that Hard's rule keeps, both five-card hands are laid out on the true deal (the
other discarder keeping its best five, nobody defending alone) and solved
double-dummy for the discarder's points minus the others' average.  Prints how
often keeping the trump is better, equal and worse, and the mean difference
with its 95% CI.
"""

from __future__ import annotations

import argparse
import os
import random
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

from ghosteuchre.bots.calls import cut_play_value, quick_keep
from ghosteuchre.bots.handeval import keep_best
from ghosteuchre.bots.registry import make_bot
from ghosteuchre.bots.tournament import mean_ci
from ghosteuchre.engine.deal import new_game
from ghosteuchre.engine.rules import Rules
from ghosteuchre.engine.state import GameState, Phase
from ghosteuchre.engine.view import view_of


def solved(state: GameState, seat: int, keep: int) -> float:
    """``seat``'s double-dummy value when it keeps ``keep`` and play starts."""
    rules = state.rules
    trump = state.trump
    maker = state.declarer if state.declarer is not None else seat
    hands = list(state.hands)
    hands[seat] = keep
    if maker != seat:
        hands[maker] = quick_keep(hands[maker] | state.dummy, trump, rules)
    return cut_play_value(rules, seat, (0, 0, 0), hands, maker, trump, state.dealer, [])


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--deals", type=int, default=3000)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    rules = Rules.make("cutthroat")
    medium = make_bot("medium")
    diffs = []
    for game in range(args.seed, args.seed + args.deals):
        rng = random.Random(game)
        state = new_game(rules, game)
        while state.phase not in (Phase.PLAY, Phase.HAND_OVER):
            seat = state.turn
            if state.phase == Phase.DISCARD and not state.alone:
                hand = state.hands[seat]
                old = keep_best(hand, state.trump, 5, rules)
                new = keep_best(hand, state.trump, 5, rules, keep_trumps=True)
                if old != new:
                    diffs.append(solved(state, seat, new) - solved(state, seat, old))
                    break
            state.apply(medium.decide(view_of(state, seat), rng).action, seat)
    better = sum(d > 1e-9 for d in diffs)
    worse = sum(d < -1e-9 for d in diffs)
    mean, lo, hi = mean_ci(diffs)
    print(f"{len(diffs)} discards where the rules differ ({args.deals} deals): keeping the trump "
          f"better {better}, equal {len(diffs) - better - worse}, worse {worse}; "
          f"mean {mean:+.3f} [{lo:+.3f}, {hi:+.3f}] points")


if __name__ == "__main__":
    main()
