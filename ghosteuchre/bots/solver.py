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

Alpha-beta on plain integers: hands are masks, the trick so far is its led
suit, its winner and the winner's power, so a card is played with a few integer
operations.  A transposition table at trick boundaries (kept for the solver's
life, so one solver can serve every world of a decision), cards that are
equivalent (adjacent in rank among the cards still out) merged, the merged
moves of a hand looked up in a table, the last player of a trick trying its
cheapest winning card (or its lowest card) first, the last trick scored without
search, and a bound test on the utilities still reachable.  Everybody follows
suit in the solver.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from dataclasses import dataclass

from ..engine.cards import EFFECTIVE, POWER, SUIT_MASK, trick_winner
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


Leaf = Callable[[tuple[int, int, int]], float]


# The merged moves of a hand, per (legal cards, cards still out, trump), for every solver.
_MOVES: dict[int, tuple[int, ...]] = {}
MOVES_CACHE_SIZE = 50_000


def _tables(trump: int) -> tuple[tuple[int, ...], tuple[tuple[int, ...], ...],
                                 tuple[int, ...]]:
    """Per card its effective suit and its power in a trick led in each suit; the suit masks."""
    return EFFECTIVE[trump], POWER[trump], SUIT_MASK[trump]


class Solver:
    """One solver per (root, sides, utility); reuse it across positions and worlds of one
    decision (its transposition table stays valid for any deal)."""

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
        self._range_cache: dict[int, tuple[float, float]] = {}
        self.max_nodes = max_nodes
        self.deadline = deadline
        self.nodes = 0
        self._tt: dict[int, tuple[float, float]] = {}

    def trim(self, entries: int) -> None:
        """Empty the transposition table if it holds more than ``entries`` positions."""
        if len(self._tt) > entries:
            self._tt.clear()

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
        key = won[0] | won[1] << 4 | won[2] << 8 | left << 12 | (active[0] * 3 + active[-1]) << 16
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
        if len(p.trick) == len(active):
            w = trick_winner(p.trump, p.trick)
            p.won[w] += 1
            p.trick = []
            p.leader = w
        search = self._searcher(p, active)
        if not p.trick:
            return search(p.leader, 0, 0, 0, 0, 0, -INF, INF)
        eff, power, _ = _tables(p.trump)
        led = eff[p.trick[0][1]]
        win_seat = trick_winner(p.trump, p.trick)
        win_pow = max(power[led][c] for _, c in p.trick)
        tmask = 0
        for _, c in p.trick:
            tmask |= 1 << c
        nxt = next_seats_without(p.sitting_out)
        return search(nxt[p.trick[-1][0]], len(p.trick), led, win_seat, win_pow, tmask,
                      -INF, INF)

    def _searcher(  # noqa: C901 - the search inlined in one closure for speed
        self, p: Position, active: tuple[int, ...]
    ) -> Callable[[int, int, int, int, int, int, float, float], float]:
        """The alpha-beta search of ``p``'s deal: hands and tricks won are changed in place."""
        hands = p.hands
        won = p.won
        trump = p.trump
        eff, power, suit_mask = _tables(trump)
        order = ORDER[trump]
        nxt = next_seats_without(p.sitting_out)
        n_active = len(active)
        last_pos = n_active - 1
        maxi = self.maximiser
        tt = self._tt
        tt_get = tt.get
        if len(_MOVES) > MOVES_CACHE_SIZE:
            _MOVES.clear()
        moves_get = _MOVES.get
        range_get = self._range_cache.get
        leaf_cache = self._leaf_cache
        leaf = self.leaf
        reach = self.reachable_range
        max_nodes = self.max_nodes if self.max_nodes is not None else 1 << 62
        deadline = self.deadline
        clock = time.perf_counter
        tag = (trump << 2 | (p.sitting_out + 1)) << 84
        range_tag = (active[0] * 3 + active[-1]) << 16
        solver = self

        def gen(legal: int, occupied: int) -> tuple[int, ...]:
            moves: list[int] = []
            for s in range(4):
                if not legal & suit_mask[s]:
                    continue
                prev_mine = False
                for c in order[s]:
                    bit = 1 << c
                    if legal & bit:
                        if not prev_mine:
                            moves.append(c)
                        prev_mine = True
                    elif occupied & bit:
                        prev_mine = False
            moves.sort(key=lambda c: -power[eff[c]][c])
            return tuple(moves)

        def search(  # noqa: C901 - the alpha-beta loop, one function for speed
            seat: int, ntrick: int, led: int, win_seat: int, win_pow: int, tmask: int,
            alpha: float, beta: float,
        ) -> float:
            solver.nodes += 1
            nodes = solver.nodes
            if nodes > max_nodes:
                raise BudgetExceededError
            if deadline is not None and not nodes & 1023 and clock() > deadline:
                raise BudgetExceededError
            hand = hands[seat]
            key = 0
            a0, b0 = alpha, beta
            if ntrick == 0:
                left = hand.bit_count()
                if left <= 1:
                    if left == 0:
                        return leaf((won[0], won[1], won[2]))
                    c = hand.bit_length() - 1
                    led = eff[c]
                    pw = power[led]
                    win_seat, win_pow = seat, pw[c]
                    s = nxt[seat]
                    while s != seat:
                        c = hands[s].bit_length() - 1
                        if pw[c] > win_pow:
                            win_seat, win_pow = s, pw[c]
                        s = nxt[s]
                    won[win_seat] += 1
                    t = (won[0], won[1], won[2])
                    won[win_seat] -= 1
                    v = leaf_cache.get(t)
                    return v if v is not None else leaf(t)
                bounds = range_get(won[0] | won[1] << 4 | won[2] << 8 | left << 12 | range_tag)
                lo, hi = bounds if bounds is not None else reach(won, left, active)
                if lo == hi or hi <= alpha:
                    return hi
                if lo >= beta:
                    return lo
                key = (hands[0] | hands[1] << 24 | hands[2] << 48 | seat << 72
                       | won[0] << 74 | won[1] << 77 | won[2] << 80 | tag)
                entry = tt_get(key)
                if entry is not None:
                    elo, ehi = entry
                    if elo >= beta:
                        return elo
                    if ehi <= alpha:
                        return ehi
                    if elo == ehi:
                        return elo
                    if elo > alpha:
                        alpha = elo
                    if ehi < beta:
                        beta = ehi
                legal = hand
                occupied = hands[0] | hands[1] | hands[2]
            else:
                follow = hand & suit_mask[led]
                if follow:  # only the led suit's cards still out matter
                    legal = follow
                    occupied = (hands[0] | hands[1] | hands[2] | tmask) & suit_mask[led]
                else:
                    legal = hand
                    occupied = hands[0] | hands[1] | hands[2] | tmask
            mkey = legal | occupied << 24 | trump << 48
            moves = moves_get(mkey)
            if moves is None:
                moves = _MOVES[mkey] = gen(legal, occupied)
            maximise = maxi[seat]
            if ntrick == last_pos and len(moves) > 1:
                pw = power[led]
                low_first = moves[::-1]
                if maxi[win_seat] == maximise:
                    moves = low_first
                else:
                    for c in low_first:
                        if pw[c] > win_pow:
                            moves = (c, *(m for m in low_first if m != c))
                            break
                    else:
                        moves = low_first
            best = -INF if maximise else INF
            for c in moves:
                bit = 1 << c
                hands[seat] = hand ^ bit
                if ntrick == 0:
                    lc = eff[c]
                    v = search(nxt[seat], 1, lc, seat, power[lc][c], bit, alpha, beta)
                else:
                    pc = power[led][c]
                    if ntrick == last_pos:
                        w = seat if pc > win_pow else win_seat
                        won[w] += 1
                        v = search(w, 0, 0, 0, 0, 0, alpha, beta)
                        won[w] -= 1
                    elif pc > win_pow:
                        v = search(nxt[seat], ntrick + 1, led, seat, pc, tmask | bit, alpha, beta)
                    else:
                        v = search(nxt[seat], ntrick + 1, led, win_seat, win_pow, tmask | bit,
                                   alpha, beta)
                hands[seat] = hand
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
                    entry = tt_get(key)
                    tt[key] = (entry[0] if entry else -INF, best)
                elif best >= b0:
                    entry = tt_get(key)
                    tt[key] = (best, entry[1] if entry else INF)
                else:
                    tt[key] = (best, best)
            return best

        return search
