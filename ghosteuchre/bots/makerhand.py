"""What the maker's own choices say about its hand, for the worlds of the play.

A world drawn only to fit the cards seen gives the maker (Cutthroat) or declarer
(Ghost Hand) a hand like anybody's, but that player chose:

- a Cutthroat maker who took the dummy kept five of its ten (or eleven) cards, by
  the hand evaluation: every trump, and an off-suit ace before a lesser side card.
  Its discards are some of the cards out of play; a world where a trump (or an
  off-suit ace) is among those cards while the maker holds a side card (a lesser
  side card) explains the keep only if that card happens to be in the kitty.  The
  chance of that is hypergeometric: the maker's discards are any of the cards out of
  play, equally likely.
- a Ghost Hand declarer bid its level with its hand (after its swap, if it swapped):
  a hand expecting fewer tricks than the bid explains it badly.

Both also weigh the hand's expected tricks by the hand evaluation (a maker orders and
keeps the strongest hand it can), on a curve set by ``benchmarks/maker_calibration.py``.

:class:`MakerHand` gives a world's likelihood of those choices and moves a drawn world
towards the likely ones by Metropolis steps: two cards of different holders (the
maker, the other player, the cards out of play; never the deciding seat's) swap
places when each may hold the other's card (the voids shown, the up-card's holder),
kept with the ratio of the likelihoods.  Swapping keeps every count and every fact
seen, so the steps sample the worlds that fit the view in proportion to that
likelihood.
"""

from __future__ import annotations

import math
import random

from ..engine.actions import Act
from ..engine.cards import EFFECTIVE, SUIT_MASK
from ..engine.view import PlayerView
from .handeval import trick_estimate
from .knowledge import HIDDEN, Knowledge
from .solver import bits

ACES = sum(1 << (suit * 6 + 5) for suit in range(4))  # the four aces (a card is suit * 6 + rank)
STEPS = 32  # Metropolis steps per world
MAKER_MOVES = 0.8  # the share of steps that swap one of the maker's cards
TRUMP_SLIP = 0.05  # the chance a maker throws a trump it could keep (Medium's evaluation may)
ACE_SLIP = 0.2  # ... or an off-suit ace over a lesser side card
# How the likelihood grows with the hand's expected tricks (a logistic curve: its centre
# and slope), set with benchmarks/maker_calibration.py so that the worlds' makers expect as
# many tricks as the true ones do.
MAKE_TRICKS = 4.5  # a maker's five kept cards: the centre, in expected tricks
MAKE_SLOPE = 3.0
BID_SHIFT = -0.3  # a declarer's hand: the centre is its bid less this many tricks
BID_SLOPE = 3.0


class MakerHand:
    """The maker's choices in this hand, seen from ``view``; inactive when there are none."""

    def __init__(self, view: PlayerView, k: Knowledge) -> None:
        self.k = k
        self.rules = view.rules
        self.trump = view.trump_or_none
        maker = view.declarer
        self.maker = -1 if maker is None or maker == view.seat else maker
        self.kind = ""
        self.discards = 0
        self.bid = view.high_bid
        self.played = 0
        if self.maker < 0 or self.trump >= 4:
            return
        for trick in [*(t.plays for t in view.tricks), view.trick]:
            for s, c in trick:
                if s == self.maker:
                    self.played |= 1 << int(c)
        if self.rules.is_ghost:
            self.kind = "bid" if self.bid else ""
        elif view.took_dummy:
            self.kind = "keep"
            took_up = view.up_card_taken and view.dealer == self.maker and any(
                a.act == Act.ORDER for _, a in view.log)
            self.discards = 5 + took_up
        self.others = [s for s in range(3) if s not in (view.seat, self.maker)]

    @property
    def active(self) -> bool:
        return bool(self.kind)

    def likelihood(self, hands: list[int]) -> float:
        """How well the maker's choices are explained by the world ``hands`` (four masks)."""
        held = hands[self.maker] | self.played
        if self.kind == "bid":
            est = trick_estimate(held, self.trump, self.rules)
            need = min(self.bid, self.rules.tricks_per_hand) - BID_SHIFT
            return 1 / (1 + math.exp(-BID_SLOPE * (est - need)))
        est = trick_estimate(held, self.trump, self.rules)
        made = 1 / (1 + math.exp(-MAKE_SLOPE * (est - MAKE_TRICKS)))
        return made * self.keep_likelihood(held, hands[HIDDEN])

    def keep_likelihood(self, held: int, pool: int) -> float:
        """The chance the maker's discards, any ``discards`` of ``pool``, leave ``held`` its
        best five: no trump among them while it holds a side card, and no off-suit ace
        while it holds a lesser side card."""
        t = self.trump
        trumps = SUIT_MASK[t][t]
        side = held & ~trumps
        if not side:
            return 1.0
        size = pool.bit_count()
        n = min(self.discards, size)
        t_out = (pool & trumps).bit_count()
        like = TRUMP_SLIP + (1 - TRUMP_SLIP) * _avoid(size, t_out, n)
        if side & ~ACES:
            aces = (pool & ~trumps & ACES).bit_count()
            like *= ACE_SLIP + (1 - ACE_SLIP) * _avoid(size - t_out, aces, n)
        return like

    def refine(self, hands: list[int], rng: random.Random) -> list[int]:
        """The world moved by :data:`STEPS` Metropolis steps towards the likely ones."""
        if not self.active:
            return hands
        rest = [*self.others, HIDDEN]
        h = list(hands)
        like = self.likelihood(h)
        for _ in range(STEPS):
            if rng.random() < MAKER_MOVES:
                a, b = self.maker, rng.choice(rest)
            else:
                a, b = rest if len(rest) == 2 else (self.maker, rest[0])
            if not h[a] or not h[b]:
                continue
            x = rng.choice(bits(h[a]))
            y = rng.choice(bits(h[b]))
            if not (self.may_hold(b, x) and self.may_hold(a, y)):
                continue
            h[a] ^= 1 << x | 1 << y
            h[b] ^= 1 << x | 1 << y
            new = self.likelihood(h)
            if new >= like or rng.random() * like < new:
                like = new
            else:
                h[a] ^= 1 << x | 1 << y
                h[b] ^= 1 << x | 1 << y
        return h

    def may_hold(self, holder: int, card: int) -> bool:
        """Whether ``holder`` may hold ``card`` by what the deciding seat has seen."""
        k = self.k
        if card == k.up_card and k.up_holder >= 0 and holder not in (k.up_holder, HIDDEN):
            return False
        return holder == HIDDEN or not k.voids[holder] >> EFFECTIVE[k.trump][card] & 1


def _avoid(size: int, marked: int, drawn: int) -> float:
    """The chance that ``drawn`` cards drawn from ``size`` miss all ``marked`` of them."""
    if drawn <= 0 or marked <= 0:
        return 1.0
    if size - marked < drawn:
        return 0.0
    return math.comb(size - marked, drawn) / math.comb(size, drawn)
