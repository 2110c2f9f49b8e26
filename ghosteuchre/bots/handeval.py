"""Hand evaluation: expected tricks of a hand for a trump suit, and what that is worth.

The estimate is linear in a few features of the hand; the weights were fitted by
least squares to double-dummy results of random deals (``benchmarks/calibrate_eval.py``
prints them again), separately for a Ghost Hand declarer and a Cutthroat maker.
"""

from __future__ import annotations

import math
from collections.abc import Iterator
from itertools import combinations

from ..engine.cards import EFFECTIVE, SUIT_MASK, trump_rank
from ..engine.rules import Rules
from ..engine.scoring import hand_score
from .solver import bits

FEATURES = ("one", "right", "left", "ace", "king", "low", "length", "off_ace", "off_king", "void")

# Fitted weights (see the module docstring) and the spread of the fit's residuals.
GHOST_WEIGHTS = (0.47, 1.16, 0.65, 0.33, -0.01, -0.09, 1.11, 0.89, 0.44, 0.18)
GHOST_SPREAD = 0.97
CUT_WEIGHTS = (0.28, 1.04, 0.54, 0.09, 0.03, -0.16, 0.98, 0.72, 0.33, 0.32)
CUT_SPREAD = 0.78


def _masks(trump: int) -> tuple[int, ...]:
    """Per trump suit, the card masks :func:`features` reads: the trumps, the right and left
    bowers, the ace and king of trump, the low trumps (9, 10, Q), then per other suit its
    cards, its ace and its king."""
    trumps = SUIT_MASK[trump][trump]
    by_rank = {trump_rank(c, trump): 1 << c for c in bits(trumps)}
    low = by_rank.get(1, 0) | by_rank.get(2, 0) | by_rank.get(3, 0)
    out = [trumps, by_rank.get(7, 0), by_rank.get(6, 0), by_rank.get(5, 0), by_rank.get(4, 0),
           low]
    for s in range(4):
        if s != trump:
            out += [SUIT_MASK[trump][s], 1 << (s * 6 + 5), 1 << (s * 6 + 4)]
    return tuple(out)


MASKS = tuple(_masks(t) for t in range(4))


def features(hand: int, trump: int) -> tuple[float, ...]:
    trumps, right, left, ace, king, low, *others = MASKS[trump]
    n = (hand & trumps).bit_count()
    off_ace = off_king = void = 0
    for i in range(0, 9, 3):
        suit = hand & others[i]
        if not suit:
            void += 1
            continue
        has_ace = bool(suit & others[i + 1])
        off_ace += has_ace
        if suit & others[i + 2] and (has_ace or suit.bit_count() >= 2):
            off_king += 1
    return (
        1.0,
        float(bool(hand & right)),
        float(bool(hand & left)),
        float(bool(hand & ace)),
        float(bool(hand & king)),
        float((hand & low).bit_count()),
        float(max(0, n - 2)),
        float(off_ace),
        float(off_king),
        float(min(void, 2) * min(n, 2) / 2),
    )


def trick_estimate(hand: int, trump: int, rules: Rules) -> float:
    """Expected tricks of ``hand`` as declarer/maker with ``trump``."""
    w = GHOST_WEIGHTS if rules.is_ghost else CUT_WEIGHTS
    f = features(hand, trump)
    est = sum(a * b for a, b in zip(w, f, strict=True))
    return max(0.0, min(float(rules.tricks_per_hand), est))


def trick_distribution(mean: float, rules: Rules) -> list[float]:
    """P(tricks == k) for k = 0..n, a discretised normal around ``mean``."""
    n = rules.tricks_per_hand
    sd = GHOST_SPREAD if rules.is_ghost else CUT_SPREAD

    def cdf(x: float) -> float:
        return 0.5 * (1 + math.erf((x - mean) / (sd * math.sqrt(2))))

    probs = []
    for k in range(n + 1):
        lo = -math.inf if k == 0 else k - 0.5
        hi = math.inf if k == n else k + 0.5
        probs.append((cdf(hi) if hi != math.inf else 1.0) - (cdf(lo) if lo != -math.inf else 0.0))
    return probs


def best_bid_values(mean: float, rules: Rules) -> dict[int, float]:
    """Ghost Hand: expected points of bidding 3, 4, 5 or the moon (6) with ``mean`` tricks."""
    probs = trick_distribution(mean, rules)
    n = rules.tricks_per_hand
    return {
        bid: sum(p * hand_score(rules, 0, bid, (), (k, n - k, 0))[0] for k, p in enumerate(probs))
        for bid in (3, 4, 5, 6)
    }


def maker_value(mean: float, rules: Rules, alone: bool) -> float:
    """Cutthroat: the maker's expected points minus each defender's, with ``mean`` tricks."""
    probs = trick_distribution(mean, rules)
    n = rules.tricks_per_hand
    value = 0.0
    for k, p in enumerate(probs):
        points = hand_score(rules, 0, 0, (0,) if alone else (), (k, n - k, 0))
        value += p * (points[0] - points[1])
    return value


def keep_best(hand: int, trump: int, keep: int, rules: Rules, keep_trumps: bool = False) -> int:
    """The ``keep`` cards of ``hand`` with the highest trick estimate.

    With ``keep_trumps`` every trump is kept (the strongest ``keep`` if there are more)
    and only the other cards are chosen by the estimate.
    """
    if hand.bit_count() <= keep:
        return hand
    best, best_mask = -1.0, 0
    for v, m in _scored_keeps(hand, trump, keep, rules, keep_trumps):
        if v > best:
            best, best_mask = v, m
    return best_mask


def keep_candidates(hand: int, trump: int, keep: int, rules: Rules, count: int) -> list[int]:
    """The ``count`` sets of ``keep`` cards that keep every trump (the strongest ``keep`` if
    there are more) and have the highest trick estimate, best first (the first is
    :func:`keep_best`'s)."""
    if hand.bit_count() <= keep:
        return [hand]
    scored = list(_scored_keeps(hand, trump, keep, rules, True))
    order = sorted(range(len(scored)), key=lambda i: (-scored[i][0], i))
    return [scored[i][1] for i in order[:count]]


def _scored_keeps(hand: int, trump: int, keep: int, rules: Rules,
                  keep_trumps: bool) -> Iterator[tuple[float, int]]:
    """Every set of ``keep`` cards of ``hand`` (every trump in it with ``keep_trumps``) with
    its trick estimate plus a hundredth of its cards' strength."""
    cards = bits(hand)
    fixed = 0
    if keep_trumps:
        trumps = sorted((c for c in cards if is_trump(c, trump)),
                        key=lambda c: -card_strength(c, trump))[:keep]
        for c in trumps:
            fixed |= 1 << c
        cards = [c for c in cards if not is_trump(c, trump)]
        keep -= len(trumps)
    for combo in combinations(cards, keep):
        m = fixed
        for c in combo:
            m |= 1 << c
        yield trick_estimate(m, trump, rules) + 0.01 * card_strength_sum(m, trump), m


def card_strength_sum(hand: int, trump: int) -> int:
    return sum(card_strength(c, trump) for c in bits(hand))


def card_strength(card: int, trump: int) -> int:
    """A card's standing: trumps above every other card, then rank."""
    r = trump_rank(card, trump)
    return 10 + r if r else card % 6


def best_trump(hand: int, rules: Rules, exclude: int = -1) -> tuple[int, float]:
    """The suit giving ``hand`` the most tricks, and that estimate."""
    best = (-1, -1.0)
    for s in range(4):
        if s == exclude:
            continue
        est = trick_estimate(hand, s, rules)
        if est > best[1]:
            best = (s, est)
    return best


def trumps_in(hand: int, trump: int) -> int:
    return (hand & SUIT_MASK[trump][trump]).bit_count()


def is_trump(card: int, trump: int) -> bool:
    return EFFECTIVE[trump][card] == trump
