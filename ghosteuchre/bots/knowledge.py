"""What a seat can infer from its view: unseen cards, voids, and sampled worlds."""

from __future__ import annotations

import random
from dataclasses import dataclass

from ..engine.actions import Act
from ..engine.cards import EFFECTIVE, FULL_DECK, NO_TRUMP, SUIT_MASK, mask_of
from ..engine.view import PlayerView
from .solver import Position

HIDDEN = 3  # the holder index of cards out of play (ghost, dummy, kitty, discards)


@dataclass(frozen=True, slots=True)
class Knowledge:
    seat: int
    trump: int
    mine: int  # my hand
    played: int  # every card played this hand
    unseen: int  # cards whose place I do not know
    sizes: tuple[int, int, int]  # cards in each hand now
    voids: tuple[int, int, int]  # per seat, a 4-bit mask of effective suits it lacks
    up_holder: int  # seat that holds the up-card unless it discarded it, or -1
    up_card: int

    @property
    def hidden_count(self) -> int:
        return self.unseen.bit_count() - sum(
            self.sizes[s] for s in range(3) if s != self.seat
        )

    def trumps_out(self) -> int:
        """Trumps I have not seen (in other hands or out of play)."""
        if self.trump == NO_TRUMP:
            return 0
        return (self.unseen & SUIT_MASK[self.trump][self.trump]).bit_count()

    def is_void(self, seat: int, suit: int) -> bool:
        return bool(self.voids[seat] >> suit & 1)


def knowledge_of(view: PlayerView) -> Knowledge:
    trump = view.trump_or_none
    played = 0
    voids = [0, 0, 0]
    tricks = [t.plays for t in view.tricks]
    if view.trick:
        tricks.append(view.trick)
    for plays in tricks:
        led = EFFECTIVE[trump][plays[0][1]]
        for s, c in plays:
            played |= 1 << c
            if EFFECTIVE[trump][c] != led:
                voids[s] |= 1 << led
    mine = mask_of(view.hand)
    seen = mine | played | mask_of(view.my_discards) | mask_of(view.my_dead_hand)
    seen |= mask_of(view.my_dummy)
    up_holder = -1
    up = -1
    if view.up_card is not None:
        up = int(view.up_card)
        if not view.up_card_taken:
            seen |= 1 << up
        elif view.dealer != view.seat and not played >> up & 1:
            up_holder = view.dealer
    return Knowledge(
        seat=view.seat,
        trump=trump,
        mine=mine,
        played=played,
        unseen=FULL_DECK & ~seen,
        sizes=view.hand_sizes,
        voids=(voids[0], voids[1], voids[2]),
        up_holder=up_holder,
        up_card=up,
    )


def sample_hands(k: Knowledge, rng: random.Random, use_voids: bool = True) -> list[int]:
    """Hands for all three seats (mine as I hold it) consistent with what I know.

    Returns four masks: seats 0-2 and the cards out of play.
    """
    others = [s for s in range(3) if s != k.seat]
    cards = [c for c in range(24) if k.unseen >> c & 1]
    for _ in range(60 if use_voids else 1):
        capacity = [k.sizes[s] if s != k.seat else 0 for s in range(3)] + [k.hidden_count]
        allowed: list[tuple[int, float, list[int]]] = []
        for c in cards:
            suit_bit = 1 << EFFECTIVE[k.trump][c]
            holders = [s for s in others if not (use_voids and k.voids[s] & suit_bit)]
            if c == k.up_card and k.up_holder >= 0:
                holders = [h for h in holders if h == k.up_holder]
            holders.append(HIDDEN)
            rank = (len(holders), rng.random()) if c != k.up_card else (0, 0.0)
            allowed.append((rank[0], rank[1], holders))
        order = sorted(range(len(cards)), key=lambda i: allowed[i][:2])
        out = [0, 0, 0, 0]
        out[k.seat] = k.mine
        ok = True
        for i in order:
            holders = [h for h in allowed[i][2] if capacity[h] > 0]
            if not holders:
                ok = False
                break
            weights = [capacity[h] for h in holders]
            h = rng.choices(holders, weights)[0]
            capacity[h] -= 1
            out[h] |= 1 << cards[i]
        if ok:
            return out
    if use_voids:
        return sample_hands(k, rng, use_voids=False)
    raise RuntimeError("no world fits the known card counts")


def position_of(view: PlayerView, hands: list[int]) -> Position:
    """The solver's play-phase position of a sampled (or true) world."""
    sitting_out = -1 if view.sitting_out is None else view.sitting_out
    h = [hands[0], hands[1], hands[2]]
    if sitting_out >= 0:
        h[sitting_out] = 0
    leader = view.leader if view.leader is not None else 0
    return Position(
        h,
        view.trump_or_none,
        leader,
        [(s, int(c)) for s, c in view.trick],
        list(view.tricks_won),
        sitting_out,
    )


def bid_history(view: PlayerView) -> list[tuple[int, Act, int]]:
    """This hand's public calls (no plays or discards): (seat, act, arg)."""
    return [(s, a.act, a.arg) for s, a in view.log if a.act not in (Act.PLAY, Act.DISCARD)]
