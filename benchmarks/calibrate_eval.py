"""Fit the hand-evaluation weights of ``ghosteuchre.bots.handeval`` to double-dummy results.

Usage: ``python benchmarks/calibrate_eval.py [DEALS] [SEED]``.  Prints the fitted
weights and the spread of the residuals for both variants.
"""

from __future__ import annotations

import math
import random
import sys

from ghosteuchre.bots.handeval import FEATURES, features, keep_best, trumps_in
from ghosteuchre.bots.solver import Position, Solver
from ghosteuchre.engine.cards import mask_of
from ghosteuchre.engine.rules import Rules


def declarer_tricks(hands: list[int], trump: int, leader: int, declarer: int) -> float:
    side = tuple(s == declarer for s in range(3))
    solver = Solver((side[0], side[1], side[2]), lambda w: float(w[declarer]))
    return solver.value(Position(hands, trump, leader, [], [0, 0, 0]))


def samples(variant: str, deals: int, seed: int) -> list[tuple[tuple[float, ...], float]]:
    rules = Rules.make(variant)
    rng = random.Random(seed)
    out = []
    for _ in range(deals):
        deck = list(range(24))
        rng.shuffle(deck)
        if rules.is_ghost:
            hands = [mask_of(deck[i * 6 : (i + 1) * 6]) for i in range(3)]
            for trump in range(4):
                if trumps_in(hands[0], trump) >= 2:
                    v = declarer_tricks(hands, trump, 0, 0)
                    out.append((features(hands[0], trump), v))
        else:
            hands = [mask_of(deck[i * 5 : (i + 1) * 5]) for i in range(3)]
            dummy = mask_of(deck[15:20])
            leader = rng.randrange(3)
            for trump in range(4):
                if trumps_in(hands[0] | dummy, trump) >= 3:
                    keep = keep_best(hands[0] | dummy, trump, 5, rules)
                    h = [keep, hands[1], hands[2]]
                    out.append((features(keep, trump), declarer_tricks(h, trump, leader, 0)))
    return out


def least_squares(rows: list[tuple[tuple[float, ...], float]]) -> list[float]:
    n = len(rows[0][0])
    a = [[0.0] * (n + 1) for _ in range(n)]
    for f, y in rows:
        for i in range(n):
            for j in range(n):
                a[i][j] += f[i] * f[j]
            a[i][n] += f[i] * y
    for i in range(n):
        a[i][i] += 1e-6
    for col in range(n):
        piv = max(range(col, n), key=lambda r: abs(a[r][col]))
        a[col], a[piv] = a[piv], a[col]
        for r in range(n):
            if r != col and a[col][col]:
                k = a[r][col] / a[col][col]
                for c in range(col, n + 1):
                    a[r][c] -= k * a[col][c]
    return [a[i][n] / a[i][i] for i in range(n)]


def main() -> None:
    deals = int(sys.argv[1]) if len(sys.argv) > 1 else 600
    seed = int(sys.argv[2]) if len(sys.argv) > 2 else 1
    for variant in ("ghost-hand", "cutthroat"):
        rows = samples(variant, deals, seed)
        w = least_squares(rows)
        res = [y - sum(a * b for a, b in zip(w, f, strict=True)) for f, y in rows]
        sd = math.sqrt(sum(r * r for r in res) / len(res))
        print(f"{variant}: {len(rows)} hands, residual spread {sd:.2f}")
        print("  " + ", ".join(f"{name}={x:.2f}" for name, x in zip(FEATURES, w, strict=True)))
        print("  (" + ", ".join(f"{x:.2f}" for x in w) + ")")


if __name__ == "__main__":
    main()
