"""The claim proof's cost: ``engine.claims.claim_tricks`` runs at every refresh of the
table in the play, on the player's turn and while the others play to the trick (whether
to offer "Claim the rest"), so it must cost far less than a frame.

    python benchmarks/claim_speed.py [--games N]

Prints the positions looked at, how many offered a claim, and the median, the 99th
percentile and the worst time of one proof.  Target: the 99th percentile under 1 ms (a
frame is 16 ms).
"""

from __future__ import annotations

import argparse
import random
import time

from ghosteuchre.engine import Phase, Rules, new_game, view_of
from ghosteuchre.engine.claims import claim_tricks
from ghosteuchre.engine.deal import deal_next


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--games", type=int, default=40)
    games = parser.parse_args().games
    times: list[float] = []
    offered = 0
    for seed in range(1, games + 1):
        rng = random.Random(seed)
        variant = "ghost-hand" if seed % 2 else "cutthroat"
        reneges = "callable" if seed % 4 < 2 else "blocked"
        state = new_game(Rules.make(variant, {"reneges": reneges}), seed)
        while len(state.history) <= 4 and not state.is_terminal():
            seat = state.current_player
            if seat is None:
                deal_next(state, seed)
                continue
            if state.phase == Phase.PLAY:
                for viewer in range(3):  # the seat to play, and the two waiting for it
                    view = view_of(state, viewer)
                    start = time.perf_counter()
                    offered += claim_tricks(view) is not None
                    times.append(time.perf_counter() - start)
            state.apply(rng.choice(state.legal_actions()), seat)
    print(f"positions: {len(times)}, claims offered: {offered}")
    times.sort()
    print(f"one proof: median {times[len(times) // 2] * 1e6:.1f} µs, "
          f"99th percentile {times[len(times) * 99 // 100] * 1e6:.1f} µs, "
          f"worst {times[-1] * 1e6:.1f} µs (on a loaded machine the worst is a pause of the "
          "process, not the proof)")


if __name__ == "__main__":
    main()
