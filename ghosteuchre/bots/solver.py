"""Exact double-dummy solver for the play phase, on 24-bit card masks.

A :class:`Position` is the play phase with every hand known.  :func:`solve`
returns, for each card the player to move may play, the value of the hand
for a *root* seat when everyone plays perfectly from there on.

The game is searched as two sides: the root's side maximises the root's
utility, the other side minimises it.  In Cutthroat the sides are the maker
against the defenders (the defenders cooperate).  In Ghost Hand everyone plays
for themselves, so the search is *paranoid*: the root against both others.
Utilities are given per final trick vector (``leaf``), so any scoring, including
score-aware game values, can be searched.

Alpha-beta with a transposition table at trick boundaries, cards that are
equivalent (adjacent in rank among the cards still out) merged, and a bound
test on the utilities still reachable.  Everybody follows suit in the solver.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from dataclasses import dataclass

from ..engine.cards import EFFECTIVE, POWER, SUIT_MASK
from ..engine.seats import next_in_play, next_seats_without

INF = float("inf")


def _suit_orders() -> tuple[tuple[tuple[int, ...], ...], ...]:
    out = []
    for t in range(5):
        per_suit = []
        for s in range(4):
            cards = [c for c in range(24) if EFFECTIVE[t][c] == s]
            power = POWER[t][s]
            cards.sort(key=lambda c: -power[c])
            per_suit.append(tuple(cards))
        out.append(tuple(per_suit))
    return tuple(out)


# ORDER[t][s]: cards of effective suit s, strongest first, when t is trump.
ORDER = _suit_orders()


class BudgetExceededError(Exception):
    """The node budget or the deadline ran out during a solve."""


@dataclass(slots=True)
class Position:
    """The play phase with every hand known."""

    hands: list[int]  # three masks; a seat sitting out has 0
    trump: int
    leader: int
    trick: list[tuple[int, int]]  # (seat, card) played to the current trick
    won: list[int]  # tricks won so far per seat
    sitting_out: int = -1

    def copy(self) -> Position:
        return Position(list(self.hands), self.trump, self.leader, list(self.trick),
                        list(self.won), self.sitting_out)

    @property
    def to_move(self) -> int:
        if not self.trick:
            return self.leader
        return self.next_seat(self.trick[-1][0])

    def next_seat(self, seat: int) -> int:
        return next_in_play(seat, self.sitting_out)

    def legal(self) -> list[int]:
        """Cards the player to move may play (following suit)."""
        hand = self.hands[self.to_move]
        if self.trick:
            t = self.trump
            follow = hand & SUIT_MASK[t][EFFECTIVE[t][self.trick[0][1]]]
            if follow:
                hand = follow
        return bits(hand)


def bits(mask: int) -> list[int]:
    out = []
    while mask:
        low = mask & -mask
        out.append(low.bit_length() - 1)
        mask ^= low
    return out


def trick_winner(trump: int, trick: list[tuple[int, int]]) -> int:
    power = POWER[trump][EFFECTIVE[trump][trick[0][1]]]
    win_seat, best = trick[0]
    for s, c in trick[1:]:
        if power[c] > power[best]:
            win_seat, best = s, c
    return win_seat


Leaf = Callable[[tuple[int, int, int]], float]


class Solver:
    """One solver per (root, sides, utility); reuse it across positions of one world."""

    def __init__(
        self,
        maximiser: tuple[bool, bool, bool],
        leaf: Leaf,
        max_nodes: int | None = None,
        deadline: float | None = None,
    ) -> None:
        self.maximiser = maximiser
        self._leaf = leaf
        self._leaf_cache: dict[tuple[int, int, int], float] = {}
        self._range_cache: dict[tuple[int, int, int, int, int], tuple[float, float]] = {}
        self.max_nodes = max_nodes
        self.deadline = deadline
        self.nodes = 0
        self._tt: dict[int, tuple[float, float]] = {}
        self._next = next_seats_without(None)  # the next seat to play, per seat

    # utilities ---------------------------------------------------------
    def leaf(self, won: tuple[int, int, int]) -> float:
        v = self._leaf_cache.get(won)
        if v is None:
            v = self._leaf_cache[won] = self._leaf(won)
        return v

    def reachable_range(
        self, won: list[int], left: int, active: tuple[int, ...]
    ) -> tuple[float, float]:
        """Lowest and highest utility over every way to share the ``left`` tricks."""
        key = (won[0], won[1], won[2], left, active[0] * 3 + active[-1])
        got = self._range_cache.get(key)
        if got is not None:
            return got
        lo, hi = INF, -INF
        if len(active) == 3:
            for a in range(left + 1):
                for b in range(left - a + 1):
                    w = [won[0], won[1], won[2]]
                    w[active[0]] += a
                    w[active[1]] += b
                    w[active[2]] += left - a - b
                    v = self.leaf((w[0], w[1], w[2]))
                    lo, hi = min(lo, v), max(hi, v)
        else:
            for a in range(left + 1):
                w = [won[0], won[1], won[2]]
                w[active[0]] += a
                w[active[1]] += left - a
                v = self.leaf((w[0], w[1], w[2]))
                lo, hi = min(lo, v), max(hi, v)
        self._range_cache[key] = (lo, hi)
        return lo, hi

    # search ------------------------------------------------------------
    def root_values(self, pos: Position, moves: list[int] | None = None) -> dict[int, float]:
        """The exact value of each card the player to move may play."""
        if moves is None:
            moves = pos.legal()
        out: dict[int, float] = {}
        for card in moves:
            p = pos.copy()
            seat = p.to_move
            p.hands[seat] &= ~(1 << card)
            p.trick.append((seat, card))
            out[card] = self.value(p)
        return out

    def value(self, pos: Position) -> float:
        """The exact value of ``pos`` for the root."""
        p = pos.copy()
        active = tuple(s for s in range(3) if s != p.sitting_out)
        self._next = next_seats_without(p.sitting_out)
        if len(p.trick) == len(active):
            w = trick_winner(p.trump, p.trick)
            p.won[w] += 1
            p.trick = []
            p.leader = w
        return self._search(p, active, -INF, INF)

    def _search(self, p: Position, active: tuple[int, ...], alpha: float, beta: float) -> float:
        self.nodes += 1
        if self.max_nodes is not None and self.nodes > self.max_nodes:
            raise BudgetExceededError
        deadline = self.deadline
        if deadline is not None and not self.nodes & 1023 and time.perf_counter() > deadline:
            raise BudgetExceededError
        hands = p.hands
        trick = p.trick
        trump = p.trump
        won = p.won
        key = 0
        a0, b0 = alpha, beta
        if not trick:
            left = hands[active[0]].bit_count()
            if left == 0:
                return self.leaf((won[0], won[1], won[2]))
            lo, hi = self.reachable_range(won, left, active)
            if lo == hi or hi <= alpha:
                return hi
            if lo >= beta:
                return lo
            key = (hands[0] | hands[1] << 24 | hands[2] << 48 | p.leader << 72
                   | won[0] << 74 | won[1] << 77 | won[2] << 80)
            entry = self._tt.get(key)
            if entry is not None:
                elo, ehi = entry
                if elo >= beta:
                    return elo
                if ehi <= alpha:
                    return ehi
                if elo == ehi:
                    return elo
                alpha = max(alpha, elo)
                beta = min(beta, ehi)
            seat = p.leader
        else:
            seat = self._next[trick[-1][0]]
        moves = self._moves(p, seat)
        maximise = self.maximiser[seat]
        best = -INF if maximise else INF
        n_active = len(active)
        for card in moves:
            hands[seat] &= ~(1 << card)
            trick.append((seat, card))
            if len(trick) == n_active:
                w = trick_winner(trump, trick)
                won[w] += 1
                saved_trick, saved_leader = trick, p.leader
                p.trick = []
                p.leader = w
                v = self._search(p, active, alpha, beta)
                p.trick, p.leader = saved_trick, saved_leader
                won[w] -= 1
            else:
                v = self._search(p, active, alpha, beta)
            trick.pop()
            hands[seat] |= 1 << card
            if maximise:
                if v > best:
                    best = v
                    if v > alpha:
                        alpha = v
            elif v < best:
                best = v
                if v < beta:
                    beta = v
            if alpha >= beta:
                break
        if key:
            if best <= a0:
                entry = self._tt.get(key)
                self._tt[key] = (entry[0] if entry else -INF, best)
            elif best >= b0:
                entry = self._tt.get(key)
                self._tt[key] = (best, entry[1] if entry else INF)
            else:
                self._tt[key] = (best, best)
        return best

    def _moves(self, p: Position, seat: int) -> list[int]:
        """Legal cards of ``seat``, one per run of equivalent cards, in a useful order."""
        trump = p.trump
        hand = p.hands[seat]
        trick = p.trick
        if trick:
            led = EFFECTIVE[trump][trick[0][1]]
            follow = hand & SUIT_MASK[trump][led]
            if follow:
                hand = follow
        occupied = p.hands[0] | p.hands[1] | p.hands[2]
        for _, c in trick:
            occupied |= 1 << c
        moves: list[int] = []
        for s in range(4):
            if not hand & SUIT_MASK[trump][s]:
                continue
            prev_mine = False
            for c in ORDER[trump][s]:
                bit = 1 << c
                if hand & bit:
                    if not prev_mine:
                        moves.append(c)
                    prev_mine = True
                elif occupied & bit:
                    prev_mine = False
        if trick:
            led = EFFECTIVE[trump][trick[0][1]]
            power = POWER[trump][led]
            moves.sort(key=lambda c: -power[c])
        else:
            moves.sort(key=lambda c: -POWER[trump][EFFECTIVE[trump][c]][c])
        return moves
