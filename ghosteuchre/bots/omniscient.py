"""The omniscient reference: told the true state, it solves the true deal exactly.

A benchmark ceiling, never offered in the app: the only bot that sees more than
its :class:`~ghosteuchre.engine.view.PlayerView`.  It is Hard whose worlds are the
true deal (one world per decision), without the hand evaluation's estimate mixed
in and without skipping clear passes.
"""

from __future__ import annotations

import math
import random
from itertools import combinations

from ..engine import actions as acts
from ..engine.cards import mask_of
from ..engine.state import GameState, Phase
from ..engine.view import PlayerView
from .base import Decision
from .calls import cut_play_value, quick_keep
from .handeval import card_strength, trick_estimate
from .hard import HardBot
from .knowledge import Knowledge
from .reasons import Reason
from .solver import bits


class OmniscientBot(HardBot):
    """Benchmark ceiling: sees every card (it is told the true state) and solves exactly.

    Every call is valued on the true deal (the real ghost hand, dummy and other
    hands, every option and suit solved double-dummy), and every card by exact
    search of the true deal.
    """

    def __init__(self) -> None:
        super().__init__(time_budget=None, worlds=1, level="omniscient")
        self.state: GameState | None = None
        self.prefilter = False
        self.node_budget = None
        self._keep = (-1, 0)  # (hand number, the five cards chosen to keep)

    def observe(self, state: GameState) -> None:
        """Be told the whole truth before each decision."""
        self.state = state

    def world(self, view: PlayerView, k: Knowledge, rng: random.Random) -> list[int]:
        if self.state is None:
            return super().world(view, k, rng)
        return [*self.state.hands, 0]

    def call_world(self, view: PlayerView, k: Knowledge,
                   rng: random.Random) -> tuple[list[int], int]:
        if self.state is None:
            return super().call_world(view, k, rng)
        st = self.state
        return list(st.hands), st.ghost if view.rules.is_ghost else st.dummy

    def decide(self, view: PlayerView, rng: random.Random) -> Decision:
        if self.state is not None and len(view.legal) > 1:
            if view.phase == Phase.DISCARD:
                return self.discard_solved(view)
            if view.phase == Phase.PICKUP:
                up = int(view.up_card or 0)
                take = self.best_keep(view, self.state.hands[view.seat] | 1 << up)[1]
                leave = self.best_keep(view, self.state.hands[view.seat])[1]
                if leave > take:
                    return Decision(acts.DECLINE, Reason("declined_on_deal", card=up))
                return Decision(acts.PICKUP, Reason("picked_up_on_deal", card=up))
        return super().decide(view, rng)

    def discard_solved(self, view: PlayerView) -> Decision:
        """Keep the five cards that score best on the true deal (among the likeliest eight)."""
        assert self.state is not None
        st = self.state
        me = view.seat
        hand = st.hands[me]
        if self._keep[0] != view.hand_number or hand & self._keep[1] != self._keep[1]:
            self._keep = (view.hand_number, self.best_keep(view, hand)[0])
        keep = self._keep[1]
        throw = bits(hand & ~keep) or bits(hand)
        card = min(throw, key=lambda c: card_strength(c, view.trump_or_none))
        return Decision(acts.DISCARD[card], Reason("discard_on_deal", card=card))

    def best_keep(self, view: PlayerView, hand: int) -> tuple[int, float]:
        """The five of ``hand`` that score best on the true deal, and their value."""
        assert self.state is not None
        st = self.state
        rules = view.rules
        me = view.seat
        trump = view.trump_or_none
        maker = view.declarer if view.declarer is not None else me
        combos = []
        for combo in combinations(bits(hand), 5):
            m = mask_of(combo)
            combos.append((trick_estimate(m, trump, rules), m))
        combos.sort(reverse=True)
        best, best_value = combos[0][1], -math.inf
        for _, keep in combos[:8]:
            hands = list(st.hands)
            hands[me] = keep
            alone = list(st.alone)
            if maker != me:  # the dealer after picking up: the maker is assumed to take the dummy
                hands[maker] = quick_keep(hands[maker] | st.dummy, trump, rules)
                alone = []
            v = cut_play_value(rules, me, view.scores, hands, maker, trump, view.dealer, alone)
            if v > best_value:
                best, best_value = keep, v
        return best, best_value
