"""Random-legal complete hands per second for each variant, single process.

Rates are per second of this process's CPU time, so other load on the machine
does not count against them.  Each hand is dealt from a seeded shuffle and
played to its end by choosing uniformly among ``legal_actions()``; actions
go through ``apply_unchecked`` (the search path the bots use) and, for
comparison, through the validating ``apply``.

When OpenSpiel is installed (``pip install open_spiel``; not one of the project's
dependencies) its four-handed euchre is played the same way from a Python loop (each
card dealt by a uniform chance outcome, then uniform legal actions) and printed beside
the engine, with the ratio of each variant's unchecked rate to it.

    python benchmarks/engine_speed.py [--seconds 3]
"""

from __future__ import annotations

import argparse
import random
import time

from ghosteuchre.engine.deal import deal_from_deck, shuffled_deck
from ghosteuchre.engine.rules import Rules
from ghosteuchre.engine.state import GameState, Phase


def play_hands(rules: Rules, seconds: float, checked: bool, seed: int = 1) -> tuple[int, float]:
    rng = random.Random(seed)
    hands = 0
    over = Phase.HAND_OVER
    start = time.process_time()
    deadline = start + seconds
    while time.process_time() < deadline:
        for _ in range(100):
            state = GameState(rules, hands % 3)
            state.start_hand(deal_from_deck(rules, shuffled_deck(rng)), check=False)
            apply = state.apply if checked else state.apply_unchecked
            legal = state.legal_actions
            rnd = rng.random
            while state.phase is not over:
                options = legal()
                apply(options[int(rnd() * len(options))])
            hands += 1
    return hands, time.process_time() - start


def openspiel_hands(seconds: float, seed: int = 1) -> tuple[int, float] | None:
    """Hands of OpenSpiel's euchre played by uniform choices, and the CPU seconds taken;
    None without OpenSpiel."""
    try:
        import pyspiel  # type: ignore[import-not-found]
    except ImportError:
        return None
    game = pyspiel.load_game("euchre")
    rng = random.Random(seed)
    rnd = rng.random
    hands = 0
    start = time.process_time()
    deadline = start + seconds
    while time.process_time() < deadline:
        for _ in range(20):
            state = game.new_initial_state()
            while not state.is_terminal():
                if state.is_chance_node():
                    outcomes = state.chance_outcomes()
                    state.apply_action(outcomes[int(rnd() * len(outcomes))][0])
                else:
                    legal = state.legal_actions()
                    state.apply_action(legal[int(rnd() * len(legal))])
            hands += 1
    return hands, time.process_time() - start


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--seconds", type=float, default=3.0)
    args = parser.parse_args()
    print(f"{'variant':<12} {'path':<10} {'hands':>8} {'hands/s':>10}")
    unchecked = {}
    for variant in ("ghost-hand", "cutthroat"):
        rules = Rules.make(variant)
        for checked in (False, True):
            n, elapsed = play_hands(rules, args.seconds, checked)
            path = "apply" if checked else "unchecked"
            print(f"{variant:<12} {path:<10} {n:>8} {n / elapsed:>10.0f}")
            if not checked:
                unchecked[variant] = n / elapsed
    spiel = openspiel_hands(args.seconds)
    if spiel is None:
        print("OpenSpiel is not installed: pip install open_spiel to compare")
        return
    n, elapsed = spiel
    rate = n / elapsed
    print(f"{'euchre':<12} {'OpenSpiel':<10} {n:>8} {rate:>10.0f}")
    for variant, ours in unchecked.items():
        print(f"{variant} unchecked / OpenSpiel euchre: {ours / rate:.2f}x")


if __name__ == "__main__":
    main()
