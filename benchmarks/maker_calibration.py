"""How well Hard's worlds of the play know the maker's (or declarer's) hand.

Usage: ``python benchmarks/maker_calibration.py [--variant V] [--deals N] [--seed S]
[--worlds W]``

Each deal is called and played by Medium up to the first card of a defender (a seat
other than the maker or declarer, not sitting out).  There Hard's play sampler
(``HardBot.play_world``: the worlds that fit the view, kept by how well they explain
the bidding, weighed by the cards played) draws ``--worlds`` worlds, and the maker's
hand as it was when play began (its hand in the world and the cards it played) is
valued with the hand evaluation: its expected tricks with the trump named, and its
trumps.  Prints the weighted mean of the worlds against the true hand's, per deal
paired, with 95% CIs.  The aim is within 0.3 tricks.
"""

from __future__ import annotations

import argparse
import os
import random
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

from ghosteuchre.bots.handeval import trick_estimate, trumps_in
from ghosteuchre.bots.hard import HardBot
from ghosteuchre.bots.inference import PlayEvidence
from ghosteuchre.bots.knowledge import knowledge_of
from ghosteuchre.bots.makerhand import MakerHand
from ghosteuchre.bots.registry import make_bot
from ghosteuchre.bots.tournament import mean_ci
from ghosteuchre.engine.deal import deal_number
from ghosteuchre.engine.rules import Rules
from ghosteuchre.engine.state import GameState, Phase
from ghosteuchre.engine.view import PlayerView, view_of


def first_defence(rules: Rules, seed: int, deal: int) -> tuple[GameState, PlayerView] | None:
    """The state and view at the first card of a defender, Medium deciding; None if void."""
    state = GameState(rules, deal % 3)
    state.start_hand(deal_number(rules, seed, deal))
    medium = make_bot("medium")
    rng = random.Random(f"calibration:{seed}:{deal}")
    while state.phase != Phase.HAND_OVER:
        view = view_of(state, state.turn)
        if view.phase == Phase.PLAY and view.declarer not in (None, view.seat) \
                and len(view.legal) > 1:
            return state, view
        state.apply(medium.decide(view, rng).action, state.turn)
    return None


def played_by(view: PlayerView, seat: int) -> int:
    mask = 0
    for trick in [*(t.plays for t in view.tricks), view.trick]:
        for s, c in trick:
            if s == seat:
                mask |= 1 << int(c)
    return mask


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--variant", default="cutthroat")
    parser.add_argument("--deals", type=int, default=300)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--worlds", type=int, default=24)
    args = parser.parse_args()
    rules = Rules.make(args.variant)
    bot = HardBot(worlds=args.worlds)
    tricks: list[float] = []
    trumps: list[float] = []
    true_tricks: list[float] = []
    true_trumps: list[float] = []
    for deal in range(args.deals):
        found = first_defence(rules, args.seed, deal)
        if found is None:
            continue
        state, view = found
        maker = view.declarer
        assert maker is not None
        trump = view.trump_or_none
        k = knowledge_of(view)
        evidence = PlayEvidence(view)
        choices = MakerHand(view, k)
        rng = random.Random(f"worlds:{args.seed}:{deal}")
        since = played_by(view, maker)
        total = est = held = 0.0
        for _ in range(args.worlds):
            hands, weight = bot.play_world(view, k, rng, evidence, choices)
            hand = hands[maker] | since
            total += weight
            est += weight * trick_estimate(hand, trump, rules)
            held += weight * trumps_in(hand, trump)
        truth = state.hands[maker] | since
        tricks.append(est / total)
        trumps.append(held / total)
        true_tricks.append(trick_estimate(truth, trump, rules))
        true_trumps.append(trumps_in(truth, trump))
    n = len(tricks)
    print(f"{args.variant}: {n} defenders' first cards, seed {args.seed}, {args.worlds} worlds")
    for name, sampled, true in (("expected tricks", tricks, true_tricks),
                                ("trumps", trumps, true_trumps)):
        m, lo, hi = mean_ci([a - b for a, b in zip(sampled, true, strict=True)])
        print(f"  maker's {name}: worlds {sum(sampled) / n:.2f}, true {sum(true) / n:.2f}, "
              f"worlds - true {m:+.2f} [{lo:+.2f}, {hi:+.2f}]")


if __name__ == "__main__":
    main()
