"""Hard's discards (every trump kept) against the evaluation's best five, solved on true deals.

Usage: ``python benchmarks/discard_check.py [--deals N] [--seed S] [--maker [--draws D]]``

Cutthroat hands are called and discarded by Medium up to each discard; where
keeping the best five by the hand evaluation (Medium's rule) would throw a trump
that Hard's rule keeps, both five-card hands are laid out on the true deal (the
other discarder keeping its best five, nobody defending alone) and solved
double-dummy for the discarder's points minus the others' average.  Prints how
often keeping the trump is better, equal and worse, and the mean difference
with its 95% CI.

``--maker``: at each maker's first discard after taking the dummy, the five
Hard's search keeps (``HardBot.maker_keep``) against the rule's five (every
trump and the side cards the evaluation likes best).  Where they differ, both
are valued over ``--draws`` deals that fit the calls as they were made: the
cards the maker has not seen are dealt again, Medium's calls are replayed on
them (the maker's own calls as made) and a deal is kept only when every call
comes out the same; each kept deal is solved double-dummy for both fives.
Prints the mean difference per differing discard and per maker's discard,
with 95% CIs over discards.
"""

from __future__ import annotations

import argparse
import os
import random
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

from ghosteuchre.bots.base import Bot
from ghosteuchre.bots.calls import cut_play_value, quick_keep
from ghosteuchre.bots.handeval import keep_best
from ghosteuchre.bots.hard import HardBot
from ghosteuchre.bots.registry import make_bot
from ghosteuchre.bots.tournament import mean_ci
from ghosteuchre.engine.actions import Act, Action
from ghosteuchre.engine.cards import Card, mask_of
from ghosteuchre.engine.deal import deal_number, new_game
from ghosteuchre.engine.rules import Rules
from ghosteuchre.engine.state import Deal, GameState, Phase
from ghosteuchre.engine.view import view_of

Calls = list[tuple[int, Action]]


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


def to_maker_discard(
    state: GameState, medium: Bot, rng: random.Random, replay: Calls | None = None,
    maker: int = -1,
) -> tuple[GameState, Calls] | None:
    """Medium's calls up to the maker's first discard after taking the dummy (None if the
    hand goes another way).  With ``replay``, the maker's calls are the ones in it and
    every other call must come out as in it (a dealer's hidden discard may differ)."""
    calls: Calls = []
    while state.phase not in (Phase.PLAY, Phase.HAND_OVER):
        seat = state.turn
        if state.phase == Phase.DISCARD and state.took_dummy:
            return state, calls
        action = medium.decide(view_of(state, seat), rng).action
        if replay is not None:
            made_by, made = replay[len(calls)]
            if seat == maker:
                action = made
            elif made_by != seat or (made.act != Act.DISCARD and action != made):
                return None
        calls.append((seat, action))
        state.apply(action, seat)
    return None


def fitting_deals(state: GameState, game: int, calls: Calls, medium: Bot, draws: int,
                  ) -> list[list[int]]:
    """Up to ``draws`` deals of the cards the maker has not seen that give the same calls:
    the hands at the maker's discard."""
    seat = state.turn
    deal = deal_number(state.rules, game, 0)
    up = deal.kitty[0]
    seen = state.hands[seat] | mask_of(deal.hands[seat]) | mask_of(deal.dummy) | 1 << int(up)
    unseen = [c for c in range(24) if not seen >> c & 1]
    rng = random.Random(f"fitting:{game}")
    found: list[list[int]] = []
    for _ in range(200 * draws):
        if len(found) == draws:
            break
        rng.shuffle(unseen)
        hands = []
        rest = iter(unseen)
        for s in range(3):
            cards = deal.hands[s] if s == seat else tuple(Card(next(rest)) for _ in range(5))
            hands.append(cards)
        kitty = (up, *(Card(next(rest)) for _ in range(3)))
        again = GameState(state.rules, state.dealer)
        again.start_hand(Deal((hands[0], hands[1], hands[2]), dummy=deal.dummy, kitty=kitty))
        out = to_maker_discard(again, medium, random.Random(rng.random()), calls, seat)
        if out is not None and out[0].turn == seat:
            found.append(list(out[0].hands))
    return found


def maker_check(args: argparse.Namespace) -> None:
    rules = Rules.make("cutthroat")
    medium = make_bot("medium")
    hard = HardBot(worlds=24)
    diffs: list[float] = []
    per_discard: list[float] = []
    for game in range(args.seed, args.seed + args.deals):
        found = to_maker_discard(new_game(rules, game), medium, random.Random(game))
        if found is None:
            continue
        state, calls = found
        seat = state.turn
        rule = keep_best(state.hands[seat], state.trump, 5, rules, keep_trumps=True)
        search = hard.maker_keep(view_of(state, seat))
        if search == rule:
            per_discard.append(0.0)
            continue
        values = []
        for hands in fitting_deals(state, game, calls, medium, args.draws):
            pair = []
            for five in (search, rule):
                hands[seat] = five
                pair.append(cut_play_value(rules, seat, (0, 0, 0), hands, seat, state.trump,
                                           state.dealer, []))
            values.append(pair[0] - pair[1])
        diff = sum(values) / len(values) if values else 0.0
        diffs.append(diff)
        per_discard.append(diff)
    better = sum(d > 1e-9 for d in diffs)
    worse = sum(d < -1e-9 for d in diffs)
    mean, lo, hi = mean_ci(diffs)
    all_mean, all_lo, all_hi = mean_ci(per_discard)
    print(f"{len(per_discard)} makers' discards ({args.deals} deals), {len(diffs)} where the "
          f"search keeps other cards than the rule: search better {better}, equal "
          f"{len(diffs) - better - worse}, worse {worse} (over up to {args.draws} deals that "
          f"fit the calls); mean {mean:+.4f} [{lo:+.4f}, {hi:+.4f}] per differing discard, "
          f"{all_mean:+.4f} [{all_lo:+.4f}, {all_hi:+.4f}] per maker's discard")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--deals", type=int, default=3000)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--maker", action="store_true",
                        help="the maker's search against the rule, over deals fitting the calls")
    parser.add_argument("--draws", type=int, default=60, help="deals per differing discard")
    args = parser.parse_args()
    if args.maker:
        maker_check(args)
        return
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
