"""Hard: every call and card chosen by exact search over sampled worlds; and the omniscient
reference.

For each card decision Hard samples deals of the unseen cards that fit everything
it has seen (voids shown, the up-card, its own discards, the ghost, the dummy and
the kitty), keeps each with a probability that grows with how well the deal
explains the bidding (a maker holds trumps, a player who passed does not hold a
strong hand), weighs it by how well it explains the cards the others chose so far
(:mod:`inference`), solves each deal exactly with :mod:`solver` for its score-aware
value (:mod:`utility`), and plays the card with the best weighted average.  It stops at
its time budget, or after a fixed number of worlds and nodes (then it is
deterministic for a given random generator).

Calls (bids, the swap, naming trump in Ghost Hand, ordering up, naming a suit in
Cutthroat's round two, the dummy or going alone, defending alone) are valued the same
way: each candidate (every suit the hand may name) is laid out in every sampled world
and the whole hand solved (:mod:`calls`); the call with the best average is made when
it beats passing by a margin set by self-play.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Hashable, Mapping

from ..engine import actions as acts
from ..engine.cards import mask_of
from ..engine.state import Phase
from ..engine.view import PlayerView
from .base import Decision
from .calls import cut_play_value, quick_keep
from .handeval import card_strength, is_trump, keep_best, keep_candidates
from .hardcalls import HardCalls
from .hardreasons import card_reason
from .hardsearch import CALL_NODES, CALL_OVERRUN, KEEP_MEMORY, World
from .heuristic import card_by_rules, discard_reason, following
from .inference import PlayEvidence
from .knowledge import Knowledge, knowledge_of, position_of
from .makerhand import MakerHand
from .reasons import Reason
from .search import Key, Limits, SolveBudget
from .solver import bits
from .utility import play_leaf, sides

# the calls searched (round two unless ``search_round_two`` is off)
CALL_PHASES = (Phase.BID, Phase.DECLARE, Phase.ROUND1, Phase.ROUND2, Phase.CHOICE,
               Phase.DEFEND)
RULE_PHASES = (Phase.PICKUP,)  # decided by Medium's rules alone
KEEP_CANDIDATES = 6  # the maker's keep-sets solved, the likeliest by the evaluation
KEEP_WORLDS = 32  # worlds the maker's keep-sets are solved over, at most
WEIGHT = ("weight",)  # the sum of the worlds' likelihoods among a weighted search's totals


class HardBot(HardCalls):
    """Hard: the play and the discards by search, the calls of :class:`HardCalls`; with a
    partner, each decision searched along by the partner process."""

    def play(self, view: PlayerView, rng: random.Random) -> Decision:
        legal = following(view)
        k = knowledge_of(view)
        rule = card_by_rules(view, legal, k)
        if len(legal) == 1:
            return rule
        leaf = play_leaf(view)
        side = sides(view)

        def solve(hands: list[int], budget: SolveBudget) -> dict[int, float]:
            return budget.solver(side, leaf, "play").root_values(position_of(view, hands), legal)

        totals = dict.fromkeys(legal, 0.0)
        first_lead = not view.tricks and not view.trick
        solved = self.weighted_search(view, k, rng, totals, solve, self.play_limits(first_lead))
        if not solved:
            return rule
        t = view.trump_or_none
        best = max(legal, key=lambda c: (round(totals[c], 6), -card_strength(c, t)))
        rule_card = rule.action.arg
        if abs(totals[rule_card] - totals[best]) < 1e-6:
            return rule
        return Decision(acts.PLAY[best], card_reason(view, best, legal, k))

    def weighted_search(self, view: PlayerView, k: Knowledge, rng: random.Random,
                        totals: dict[Key, float],
                        solve: Callable[[list[int], SolveBudget], Mapping[Key, float]],
                        limits: Limits) -> int:
        """A search of the play's worlds, each weighted by how well it explains the cards played.

        ``totals`` end as weighted means (each world's values times its likelihood
        (:class:`inference.PlayEvidence`), over the sum of the likelihoods); returns
        the number of worlds solved.
        """
        evidence = PlayEvidence(view)
        maker = MakerHand(view, k)
        sums: dict[Hashable, float] = {key: value for key, value in totals.items()}
        sums[WEIGHT] = 0.0

        def sample() -> tuple[list[int], float]:
            return self.play_world(view, k, rng, evidence, maker)

        def weighted(world: tuple[list[int], float],
                     budget: SolveBudget) -> dict[Hashable, float]:
            hands, weight = world
            values: dict[Hashable, float] = {key: weight * v
                                             for key, v in solve(hands, budget).items()}
            values[WEIGHT] = weight
            return values

        solved = self.search(sums, sample, weighted, limits)
        if solved:
            for key in totals:
                totals[key] = sums[key] / sums[WEIGHT]
        return solved

    def play_world(self, view: PlayerView, k: Knowledge, rng: random.Random,
                   evidence: PlayEvidence, maker: MakerHand) -> tuple[list[int], float]:
        """A world of the play, moved towards the maker's choices (:mod:`makerhand`), and
        its weight: how well it explains the cards played."""
        hands = self.world(view, k, rng)
        if self.know_maker:
            hands = maker.refine(hands, rng)
        return hands, evidence.likelihood(hands)

    def discard(self, view: PlayerView) -> Decision:
        """Keep every trump (the strongest five if more) and the best side cards with them."""
        trump = view.trump_or_none
        hand = mask_of(view.hand)
        keep = keep_best(hand, trump, 5, view.rules, keep_trumps=True)
        throw = bits(hand & ~keep) or bits(hand)
        card = min(throw, key=lambda c: card_strength(c, trump))
        return Decision(acts.DISCARD[card], discard_reason(card, hand, trump))

    def dealer_discard(self, view: PlayerView, rng: random.Random) -> Decision:
        """A dealer who picked up for another maker: each side card thrown, solved per world.

        The rule's card (:meth:`discard`) stands unless another side card does better
        on average; a hand of trumps only is left to the rule.
        """
        rule = self.discard(view)
        trump = view.trump_or_none
        hand = mask_of(view.hand)
        maker = view.declarer
        side = [c for c in bits(hand) if not is_trump(c, trump)]
        if maker is None or maker == view.seat or hand.bit_count() != 6 or len(side) < 2:
            return rule
        me = view.seat

        def solve(world: World, budget: SolveBudget) -> dict[int, float]:
            hands, dummy = world
            h = [hands[0], hands[1], hands[2]]
            h[maker] = quick_keep(h[maker] | dummy, trump, view.rules)
            out = {}
            for c in side:
                h[me] = hand & ~(1 << c)
                out[c] = cut_play_value(view.rules, me, view.scores, h, maker, trump,
                                        view.dealer, [], budget)
            return out

        totals = dict.fromkeys(side, 0.0)
        if not self.search(totals, self.sampler(view, rng), solve, self.call_limits()):
            return rule
        card = rule.action.arg
        best = max(side, key=lambda c: (round(totals[c], 6), c == card, -card_strength(c, trump)))
        if best == card:
            return rule
        return Decision(acts.DISCARD[best], Reason("discard_on_likely_deals", card=best))

    def maker_discard(self, view: PlayerView) -> Decision:
        """The maker's discards: throw the cards outside the five :meth:`maker_keep` keeps."""
        trump = view.trump_or_none
        hand = mask_of(view.hand)
        keep = self.maker_keep(view)
        throw = bits(hand & ~keep) or bits(hand)
        card = min(throw, key=lambda c: card_strength(c, trump))
        full = hand | mask_of(view.my_discards)
        if keep == keep_best(full, trump, 5, view.rules, keep_trumps=True):
            return Decision(acts.DISCARD[card], discard_reason(card, hand, trump))
        return Decision(acts.DISCARD[card], Reason("maker_keeps_on_likely_deals", card=card))

    def maker_keep(self, view: PlayerView) -> int:
        """The five cards a maker keeps of its hand before its discards, by search.

        Every trump is kept; the :data:`KEEP_CANDIDATES` keep-sets the evaluation likes
        best (those still in hand) are each solved in the same worlds, drawn with a
        seed taken from the view, and the best on average is kept (the evaluation's
        own on a tie).  The hand before the discards and everything the worlds depend
        on are the same at each of the maker's discards, and the bot remembers the
        five it chose, so every discard of one exchange throws a card outside the same
        five.
        """
        trump = view.trump_or_none
        hand = mask_of(view.hand)
        full = hand | mask_of(view.my_discards)
        up = int(view.up_card) if view.up_card is not None else -1
        key = (view.hand_number, view.seat, view.dealer, view.scores, full, trump, up,
               view.up_card_taken, tuple(view.alone), len(view.log) - len(view.my_discards))
        known = self.keeps.get(key)
        if known is not None and known & ~hand == 0:
            return known
        candidates = [c for c in keep_candidates(full, trump, 5, view.rules, KEEP_CANDIDATES)
                      if c & ~hand == 0] or [keep_best(hand, trump, 5, view.rules, True)]
        if len(candidates) == 1:
            return candidates[0]
        rng = random.Random(f"keep:{key}" + (f":{self.stream}" if self.stream else ""))
        me = view.seat
        alone = list(view.alone)

        def solve(world: World, budget: SolveBudget) -> dict[int, float]:
            h = list(world[0])
            out = {}
            for keep in candidates:
                h[me] = keep
                out[keep] = cut_play_value(view.rules, me, view.scores, h, me, trump,
                                           view.dealer, alone, budget)
            return out

        totals = dict.fromkeys(candidates, 0.0)
        limits = Limits(min(KEEP_WORLDS, self.call_worlds), nodes_per_solve=CALL_NODES) \
            if self.time_budget is None \
            else Limits(KEEP_WORLDS, time_budget=self.time_budget,
                        abandon_after=self.time_budget + CALL_OVERRUN)
        self.search(totals, self.sampler(view, rng), solve, limits)
        best = max(range(len(candidates)), key=lambda i: (round(totals[candidates[i]], 6), -i))
        if len(self.keeps) >= KEEP_MEMORY:
            self.keeps.pop(next(iter(self.keeps)))
        self.keeps[key] = candidates[best]
        return candidates[best]

    def decide(self, view: PlayerView, rng: random.Random) -> Decision:
        """The decision; with a partner, searched along by the partner process."""
        if self.partner is None or len(view.legal) < 2 or self.by_rules(view):
            return self.make_decision(view, rng)
        fixed = None if self.time_budget is not None else self.worlds
        if self.partner.begin(self.time_budget, fixed, view, rng.getrandbits(64)):
            self.exchange = self.partner
        try:
            return self.make_decision(view, rng)
        finally:
            self.exchange = None
            self.partner.end()

    def by_rules(self, view: PlayerView) -> bool:
        """Whether ``view``'s decision is Medium's rule's, made without a search."""
        return view.phase in RULE_PHASES or (view.phase == Phase.ROUND2
                                             and not self.search_round_two)

    def make_decision(self, view: PlayerView, rng: random.Random) -> Decision:
        if len(view.legal) > 1 and view.phase in CALL_PHASES and not self.by_rules(view):
            return self.call(view, rng)
        if len(view.legal) > 1 and view.phase == Phase.DISCARD and self.solve_discards:
            if view.declarer == view.seat:
                return self.maker_discard(view)
            return self.dealer_discard(view, rng)
        return super().decide(view, rng)
