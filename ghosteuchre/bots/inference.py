"""What the cards played so far say about the hands: a likelihood of the play for a world.

Each card another player chose (with more than one legal card) is scored by how
plausible that choice was with the hand the world gives that player at the time
(its hand in the world now plus the cards it played since), under a soft model
of a sound player: the card the rules of thumb pick (:func:`heuristic.card_by_rules`,
Medium's play, counting cards from that player's seat) and the cards equivalent to
it are likely, the other legal cards less so the further they are from it in
strength.  A world where a defender who played the king under its partner's winning
ace still holds the nine of that suit explains the play badly, since the rules would
have thrown the nine.

:class:`PlayEvidence` is built once per decision (the past plays and what each
player had seen then); :meth:`PlayEvidence.likelihood` is asked once per world and
remembers each play's chance per hand, so worlds that give a player the same hand
cost a lookup.
"""

from __future__ import annotations

from dataclasses import dataclass, fields, replace
from typing import Any

from ..engine.cards import DECK_SIZE, EFFECTIVE, FULL_DECK, POWER, SUIT_MASK, cards_of
from ..engine.view import PlayerView
from .handeval import card_strength
from .heuristic import card_by_rules
from .knowledge import Knowledge
from .solver import bits

EQUIVALENT = 1.0  # weight of the rules' card and of the cards equivalent to it
OTHER = 0.2  # weight of the legal card next to the rules' card in strength
FARTHER = 0.5  # each further step in strength multiplies the weight by this
RENEGE = 0.05  # a card that did not follow suit although the world's hand could
VIEW_FIELDS = tuple(f.name for f in fields(PlayerView))
HAND_FIELD = VIEW_FIELDS.index("hand")
STRENGTH = tuple(tuple(card_strength(c, t) for c in range(DECK_SIZE)) for t in range(5))


@dataclass(frozen=True, slots=True)
class PastPlay:
    """One card another player chose, with what that player knew when it chose."""

    seat: int
    card: int
    since: int  # the cards this seat played from this card on (this card included)
    led: int  # the effective suit led, or -1 when this card led
    played: int  # every card played before this one
    view: tuple[Any, ...]  # its view, field by field: the trick so far, the roles (no hand)
    knowledge: Knowledge  # what this seat had seen (its own hand left out)


class PlayEvidence:
    """The other players' card choices so far in this hand, for weighing worlds."""

    def __init__(self, view: PlayerView) -> None:
        self.trump = view.trump_or_none
        self.plays = past_plays(view)
        self.cache: dict[tuple[int, int], float] = {}

    def likelihood(self, hands: list[int]) -> float:
        """How plausible the plays so far are with the world's ``hands`` (each play's chance)."""
        like = 1.0
        for i, p in enumerate(self.plays):
            hand = hands[p.seat] | p.since
            key = (i, hand)
            chance = self.cache.get(key)
            if chance is None:
                chance = self.cache[key] = self.chance(p, hand)
            like *= chance
        return like

    def chance(self, p: PastPlay, hand: int) -> float:
        """The chance a sound player holding ``hand`` would have chosen ``p.card``."""
        t = self.trump
        legal = hand & SUIT_MASK[t][p.led] if p.led >= 0 else 0
        legal = legal or hand
        if not legal >> p.card & 1:
            return RENEGE
        if legal & (legal - 1) == 0:
            return 1.0
        cards = bits(legal)
        k = replace(p.knowledge, mine=hand, unseen=p.knowledge.unseen & ~hand)
        seen = list(p.view)
        seen[HAND_FIELD] = cards_of(hand)
        rule = card_by_rules(PlayerView(*seen), cards, k).action.arg
        order = sorted(cards, key=lambda c: STRENGTH[t][c])
        at = order.index(rule)
        gone = hand | p.played
        total = mine = 0.0
        for i, c in enumerate(order):
            if equivalent(c, rule, gone, t):
                weight = EQUIVALENT
            else:
                weight = OTHER * FARTHER ** (abs(i - at) - 1)
            total += weight
            if c == p.card:
                mine = weight
        return mine / total


def equivalent(a: int, b: int, gone: int, trump: int) -> bool:
    """``a`` and ``b`` are the same suit and every card of it between them is in ``gone``."""
    suit = EFFECTIVE[trump][a]
    if a == b:
        return True
    if EFFECTIVE[trump][b] != suit:
        return False
    power = POWER[trump][suit]
    lo, hi = sorted((power[a], power[b]))
    return all(lo >= power[c] or power[c] >= hi or gone >> c & 1
               for c in bits(SUIT_MASK[trump][suit]))


def past_plays(view: PlayerView) -> list[PastPlay]:
    """Every card played this hand by a seat other than ``view.seat``, in order."""
    t = view.trump_or_none
    tricks = [trick.plays for trick in view.tricks]
    if view.trick:
        tricks.append(view.trick)
    order = [(s, int(c)) for plays in tricks for s, c in plays]
    sizes = list(view.hand_sizes)
    for s, _ in order:
        sizes[s] += 1  # each seat's hand size before the first trick
    seen_by_all = 0
    up = int(view.up_card) if view.up_card is not None else -1
    if up >= 0 and not view.up_card_taken:
        seen_by_all = 1 << up
    since = [0, 0, 0]
    later: list[int] = []
    for s, c in reversed(order):
        since[s] |= 1 << c
        later.append(since[s])
    later.reverse()
    out = []
    played = 0
    voids = [0, 0, 0]
    i = 0
    for plays in tricks:
        led = EFFECTIVE[t][plays[0][1]]
        for j, (s, c) in enumerate(plays):
            if s != view.seat:
                knowledge = Knowledge(
                    seat=s, trump=t, mine=0, played=played,
                    unseen=FULL_DECK & ~(played | seen_by_all),
                    sizes=(sizes[0], sizes[1], sizes[2]),
                    voids=(voids[0], voids[1], voids[2]),
                    up_holder=-1, up_card=up)
                seen = replace(view, seat=s, hand=(), legal=(), trick=plays[:j],
                               my_discards=(), my_dummy=(), my_dead_hand=())
                out.append(PastPlay(s, int(c), later[i], led if j else -1, played,
                                    tuple(getattr(seen, f) for f in VIEW_FIELDS), knowledge))
            played |= 1 << c
            sizes[s] -= 1
            if EFFECTIVE[t][c] != led:
                voids[s] |= 1 << led
            i += 1
    return out
