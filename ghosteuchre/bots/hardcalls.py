"""Hard's calls: the bid, the swap and naming trump in Ghost Hand; ordering up, the
dummy or going alone, and defending alone in Cutthroat; each valued over sampled worlds
solved whole (:mod:`calls`) and made when it beats its alternative by a margin set by
self-play."""

from __future__ import annotations

import math
import random

from ..engine import actions as acts
from ..engine.actions import Act, Action
from ..engine.cards import mask_of
from ..engine.state import Phase
from ..engine.view import PlayerView
from .base import Decision
from .bidding import (
    Defence,
    bid_estimates,
    bid_key,
    bid_suits,
    ghost_declarer,
    ghost_pass_value,
    high_bidder,
    later_bidders,
    later_callers,
    score_pressure,
)
from .calls import (
    cut_defence_values,
    cut_make_values,
    cut_pass_value,
    ghost_bid_value,
    ghost_named_value,
    ghost_tricks,
)
from .handeval import best_trump, trick_distribution, trick_estimate
from .hardreasons import MIN_GAIN, bid_reason, defend_reason, make_reason, named_reason
from .hardsearch import KEEP_MEMORY, HardSearch, World
from .heuristic import pass_reason
from .reasons import Reason
from .search import SolveBudget

# The keys of a call's totals beside its (suit, bid) and (option, suit) keys, each its own
PASS_KEY = (-1, -1)  # passing
SWAP = (-2, -2)  # the swap, in Ghost Hand
TRICKS = 0  # a suit's expected tricks, in Ghost Hand: (suit, TRICKS)
NAME_MARGIN = 0.25  # naming another suit than the bid's must score this much more

# How much a call must beat its alternative by (points per hand), set by self-play
# against Medium over the same deals: benchmarks/bot_calibrate_calls.py; making trump in
# Cutthroat by whole games against Medium and at a table of two Hards:
# benchmarks/opponent_strength.py.
GHOST_BID_MARGIN = 0.0
CUT_MAKE_MARGIN = -0.3  # making trump over passing
SWAP_MARGIN = 0.0
# A moon must beat the other calls by this much: a solved deal shows the declarer every
# card, and all six tricks need that more than any bid (benchmarks/call_patterns.py)
MOON_MARGIN = 6.0
ALONE_MARGIN = -0.25  # going alone over taking the dummy
# A defender going alone over defending together: a solved deal shows the lone defender
# every card, which overrates it (benchmarks/bot_ab.py: at 0 Hard lost points to
# Medium's rule, at 0.6 it did as well)
DEFEND_ALONE_MARGIN = 0.6
LONE_DEFENCE_MOST = 4  # the most a lone defence scores each defender (all five tricks)


class HardCalls(HardSearch):
    """Hard's calls, each through the search of :class:`HardSearch`."""

    def call(self, view: PlayerView, rng: random.Random) -> Decision:
        phase = view.phase
        if phase == Phase.BID:
            return self.sim_bid(view, rng)
        if phase == Phase.DECLARE:
            return self.sim_declare(view, rng)
        if phase in (Phase.ROUND1, Phase.ROUND2):
            return self.sim_make(view, rng)
        if phase == Phase.DEFEND:
            return self.sim_defend(view, rng)
        return self.sim_choice(view, rng)

    def margin(self, view: PlayerView, base: float) -> float:
        """What a call must beat passing by: ``base``, less when an opponent nears the target."""
        return base - 0.3 * score_pressure(view)

    def clears(self, kind: str, gain: float, margin: float) -> bool:
        """Whether a Cutthroat call of ``kind`` ("make" or "alone") gaining ``gain``
        points over its alternative clears ``margin``."""
        return gain > margin

    # Ghost Hand ----------------------------------------------------------
    def formula_bid_values(self, est: float, view: PlayerView) -> dict[Action, float]:
        """Expected value of each legal bid from the trick estimate alone."""
        probs = trick_distribution(est, view.rules)
        out = {}
        for a in view.legal:
            if a.act in (Act.BID, Act.MOON):
                bid = 6 if a.act == Act.MOON else a.arg
                out[a] = sum(p * ghost_bid_value(view.rules, view.seat, view.scores, view.seat,
                                                 bid, t) for t, p in enumerate(probs))
        return out

    def sim_bid(self, view: PlayerView, rng: random.Random) -> Decision:
        """Ghost Hand: bid (each level and the moon, each suit), swap or pass, all solved
        in the same worlds; the estimate decides only when no world could be solved."""
        rules = view.rules
        me = view.seat
        bids = [a for a in view.legal if a.act in (Act.BID, Act.MOON)]
        can_pass = acts.PASS in view.legal
        margin = self.margin(view, GHOST_BID_MARGIN)
        ests = bid_estimates(view)
        suits = bid_suits(view) if self.prefilter else [s for _, s in ests]
        swap = acts.SWAP in view.legal and view.high_bid < 6 and bool(bids)
        if self.prefilter and can_pass and not swap and bids:
            best_formula = max(self.formula_bid_values(ests[0][0], view).values())
            if best_formula < ghost_pass_value(view) + margin - 2.0:
                return Decision(acts.PASS, pass_reason(view))
        if not bids and not swap:
            return super().bid(view, rng)
        levels = [6 if a.act == Act.MOON else a.arg for a in bids]
        later = later_bidders(view)
        high = high_bidder(view)
        totals: dict[tuple[int, int], float] = {(s, b): 0.0 for s in suits for b in levels}
        for s in suits:
            totals[(s, TRICKS)] = 0.0
        totals[SWAP] = totals[PASS_KEY] = 0.0
        need = ghost_pass_value(view) + margin  # what the estimate must promise a fresh hand

        def solve(world: World, budget: SolveBudget) -> dict[tuple[int, int], float]:
            hands, pile = world
            against = Defence(view, hands, budget)
            out: dict[tuple[int, int], float] = {
                PASS_KEY: against(*ghost_declarer(hands, later, rules, view.high_bid, high,
                                                  view.dealer))}
            for s in suits:
                t = ghost_tricks(hands, me, s, budget)
                out[(s, TRICKS)] = float(t)
                for b in levels:
                    d, top = ghost_declarer(hands, later, rules, b, me, view.dealer)
                    out[(s, b)] = ghost_bid_value(rules, me, view.scores, me, b, t) \
                        if d == me else against(d, top)
            out[SWAP] = self.swap_world_value(view, hands, pile, need, budget) if swap else 0.0
            return out

        def best_bid(n: int) -> tuple[float, Action, int]:
            """The best bid and suit, and its value (a moon's less :data:`MOON_MARGIN`)."""
            return max(((totals[(s, b)] / n - (MOON_MARGIN if b == 6 else 0.0), a, s)
                        for s in suits for a, b in zip(bids, levels, strict=True)),
                       key=lambda x: (x[0], -levels[bids.index(x[1])], -suits.index(x[2])),
                       default=(-math.inf, acts.PASS, suits[0]))

        def gap(n: int) -> float:
            value = best_bid(n)[0]
            passing = totals[PASS_KEY] / n
            gaps = [value - passing - margin] if can_pass and bids else []
            if swap:
                gaps.append(totals[SWAP] / n - max(value, passing) - SWAP_MARGIN)
            return min(gaps, key=abs, default=math.inf)

        n = self.call_search(totals, self.sampler(view, rng), solve, gap)
        if n == 0:
            return super().bid(view, rng)
        value, action, suit = best_bid(n)
        pass_value = totals[PASS_KEY] / n
        stay = max(value, pass_value) if can_pass else value
        if swap and totals[SWAP] / n > stay + max(SWAP_MARGIN, MIN_GAIN):
            return Decision(acts.SWAP, Reason("search_swap", gain=totals[SWAP] / n - stay))
        if action != acts.PASS and (value > pass_value + margin or not can_pass):
            bid = 6 if action.act == Act.MOON else action.arg
            tricks = totals[(suit, TRICKS)] / n
            self.remember_bid(view, suit, tricks)
            return Decision(action, bid_reason(view, bid, suit, tricks, value, pass_value,
                                               min(levels)))
        if not can_pass:
            return super().bid(view, rng)
        return Decision(acts.PASS, pass_reason(view))

    def remember_bid(self, view: PlayerView, suit: int, tricks: float) -> None:
        """Keep the suit a bid was made with, so the naming that follows can name it."""
        if len(self.bid_suits) >= KEEP_MEMORY:
            self.bid_suits.pop(next(iter(self.bid_suits)))
        self.bid_suits[bid_key(view)] = (suit, tricks)

    def swap_world_value(self, view: PlayerView, hands: list[int], ghost: int, need: float,
                         budget: SolveBudget) -> float:
        """My value in this world if I swap: the ghost hand bid as the estimate advises
        (passed when that is not worth ``need``, or outbid by a later player)."""
        h = list(hands)
        rules = view.rules
        me = view.seat
        if ghost.bit_count() != rules.tricks_per_hand:
            return ghost_pass_value(view)
        h[me] = ghost
        against = Defence(view, h, budget)
        later = later_bidders(view)
        passing = ghost_declarer(h, later, rules, view.high_bid, high_bidder(view), view.dealer)
        suit, est = best_trump(ghost, rules)
        values = self.formula_bid_values(est, view)
        if not values:
            return against(*passing)
        action = max(values, key=lambda a: values[a])
        if values[action] <= need and acts.PASS in view.legal:
            return against(*passing)
        bid = 6 if action.act == Act.MOON else action.arg
        d, top = ghost_declarer(h, later, rules, bid, me, view.dealer)
        if d != me:
            return against(d, top)
        t = ghost_tricks(h, me, suit, budget)
        return ghost_bid_value(rules, me, view.scores, me, bid, t)

    def sim_declare(self, view: PlayerView, rng: random.Random) -> Decision:
        """Name the suit that scores best for the bid, every suit solved in the same worlds;
        the suit the bid was made with unless another does clearly better."""
        rules = view.rules
        me = view.seat
        bid = view.high_bid
        suits = list(range(4))
        totals = dict.fromkeys(suits, 0.0)

        def solve(world: World, budget: SolveBudget) -> dict[int, float]:
            hands, _ = world
            return {s: ghost_named_value(rules, me, view.scores, hands, me, s, bid, budget)
                    for s in suits}

        def gap(n: int) -> float:
            top = sorted(totals.values(), reverse=True)
            return (top[0] - top[1]) / n

        n = self.call_search(totals, self.sampler(view, rng), solve, gap)
        if n == 0:
            return super().decide(view, rng)
        suit = max(suits, key=lambda s: (totals[s], -s))
        hand = mask_of(view.hand)
        bid_suit, tricks = self.bid_suits.get(bid_key(view), (-1, 0.0))
        if bid_suit >= 0 and totals[suit] - totals[bid_suit] <= NAME_MARGIN * n:
            suit = bid_suit
        elif bid_suit < 0 or suit != bid_suit:
            tricks = trick_estimate(hand, suit, rules)
        return Decision(acts.TRUMP[suit], named_reason(view, suit, bid, tricks, bid_suit))

    # Cutthroat -----------------------------------------------------------
    def sim_make(self, view: PlayerView, rng: random.Random) -> Decision:
        """Round one: order up (or, as dealer, accept) the up-card's suit, or pass; round
        two: name any suit but the one turned down, or pass (a stuck dealer names the
        suit worth most).

        Every suit the hand may name and every option counted is solved in every world:
        going alone only when the estimate gives it a chance, and never stood in for by
        the estimate.
        """
        rules = view.rules
        me = view.seat
        round1 = view.phase == Phase.ROUND1
        stuck = acts.PASS not in view.legal
        up = int(view.up_card) if view.up_card is not None else -1
        suits = [up // 6] if round1 else [a.arg for a in view.legal if a.act == Act.TRUMP]
        formula = {s: self.make_value(view, s, rng) for s in suits}
        need = make_margin(view)
        if self.prefilter and not stuck and not score_pressure(view) \
                and max(max(f) for f in formula.values()) < need - 1.0:
            return Decision(acts.PASS, pass_made(view, suits[0]))
        options = {s: (0, 1) if not self.prefilter or formula[s][1] > -0.5 else (0,)
                   for s in suits}
        totals = {(option, s): 0.0 for s in suits for option in options[s]}
        later = later_callers(view)
        totals[PASS_KEY] = 0.0

        def solve(world: World, budget: SolveBudget) -> dict[tuple[int, int], float]:
            hands, dummy = world
            out = {}
            for s in suits:
                d, a = cut_make_values(rules, me, view.scores, hands, dummy, s, view.dealer,
                                       up, round1, 1 in options[s], budget)
                out[(0, s)] = d
                if a is not None:
                    out[(1, s)] = a
            out[PASS_KEY] = 0.0 if stuck else cut_pass_value(
                rules, me, view.scores, hands, dummy, view.dealer, up, round1, later, budget)
            return out

        def best(n: int) -> tuple[float, int]:
            """The suit worth most to make, and its value (the better of its options)."""
            return max(((max(totals[(option, s)] for option in options[s]) / n, s)
                        for s in suits), key=lambda x: (x[0], -suits.index(x[1])))

        def gap(n: int) -> float:
            if stuck:
                top = sorted((max(totals[(o, s)] for o in options[s]) for s in suits),
                             reverse=True)
                return (top[0] - top[1]) / n if len(top) > 1 else math.inf
            return best(n)[0] - totals[PASS_KEY] / n - need

        n = self.call_search(totals, self.sampler(view, rng), solve, gap)
        if n <= 0:
            return super().make_or_pass(view, rng)
        value, suit = best(n)
        action = acts.ORDER if round1 else acts.TRUMP[suit]
        if stuck:
            if value < MIN_GAIN:
                return Decision(action, Reason("dealer_must_name", suit=suit))
            return Decision(action, make_reason(view, suit, value, 0.0))
        pass_value = totals[PASS_KEY] / n
        if self.clears("make", value - pass_value, need):
            return Decision(action, make_reason(view, suit, value, pass_value))
        return Decision(acts.PASS, pass_made(view, suit, value, pass_value))

    def sim_choice(self, view: PlayerView, rng: random.Random) -> Decision:
        trump = view.trump_or_none
        totals = {"dummy": 0.0, "alone": 0.0}

        def solve(world: World, budget: SolveBudget) -> dict[str, float]:
            hands, dummy = world
            d, a = cut_make_values(view.rules, view.seat, view.scores, hands, dummy, trump,
                                   view.dealer, -1, False, True, budget)
            return {"dummy": d, "alone": a if a is not None else d}

        def gap(n: int) -> float:
            return (totals["alone"] - totals["dummy"]) / n - ALONE_MARGIN

        n = self.call_search(totals, self.sampler(view, rng), solve, gap)
        if n <= 0:
            return super().choose_dummy_or_alone(view, rng)
        d, a = totals["dummy"] / n, totals["alone"] / n
        if self.clears("alone", a - d, ALONE_MARGIN):
            # within the margin: double-dummy deals undervalue a lone maker too
            code = "search_alone" if a > d else "search_alone_close"
            return Decision(acts.ALONE, Reason(code, alone=a, dummy=d))
        return Decision(acts.DUMMY, Reason("search_dummy", dummy=d, alone=a))

    def sim_defend(self, view: PlayerView, rng: random.Random) -> Decision:
        """Cutthroat, once the maker has chosen: go alone against the maker or defend
        together, both solved in the same worlds with the game's end in each (a lone
        defence that stops the maker pays both defenders, more when it takes every
        trick); Medium's rule when no world could be solved."""
        rules, me = view.rules, view.seat
        maker, trump = view.declarer, view.trump_or_none
        if maker is None or trump is None:
            return super().defend(view)
        alone_now = list(view.alone)
        margin = defend_margin(view)
        totals = {"together": 0.0, "alone": 0.0}

        def solve(world: World, budget: SolveBudget) -> dict[str, float]:
            hands, _ = world
            together, alone = cut_defence_values(rules, me, view.scores, hands, maker, trump,
                                                 view.dealer, alone_now, budget)
            return {"together": together, "alone": alone}

        def gap(n: int) -> float:
            return (totals["alone"] - totals["together"]) / n - margin

        n = self.call_search(totals, self.sampler(view, rng), solve, gap)
        if n <= 0:
            return super().defend(view)
        together, alone = totals["together"] / n, totals["alone"] / n
        if alone - together > margin:
            return Decision(acts.ALONE, defend_reason(view, True, alone, together))
        return Decision(acts.PASS, defend_reason(view, False, alone, together))


def pass_made(view: PlayerView, suit: int, value: float | None = None,
              passing: float = 0.0) -> Reason:
    """Why Hard passes when it could make trump (``suit``: the up-card's in round one, the
    best to name in round two; worth ``value`` against ``passing``, None: not searched)."""
    if view.phase != Phase.ROUND1:
        return Reason("pass_no_suit")
    if value is None:
        return Reason("pass_suit_too_weak", suit=suit)
    return Reason("pass_suit_worth_only", suit=suit, value=value, passing=passing)


def defend_margin(view: PlayerView) -> float:
    """What defending alone must beat defending together by: :data:`DEFEND_ALONE_MARGIN`,
    but 0 when this hand could end the game (a lone defence's points to each defender,
    a euchre's, or the maker's for all five tricks alone): the solved values then hold
    the game's end, which that discount must not hide."""
    rules = view.rules
    most = max(LONE_DEFENCE_MOST, rules.euchre_points, rules.march_points,
               rules.alone_march_points)
    return 0.0 if max(view.scores) + most >= rules.target else DEFEND_ALONE_MARGIN


def make_margin(view: PlayerView) -> float:
    """What making trump in Cutthroat must beat passing by.

    :data:`CUT_MAKE_MARGIN` (the solved deals' defenders play perfectly, which
    undervalues a maker), but 0 when a euchre would end the game for an opponent:
    the solved values then hold the game's end, which that discount must not wave
    through.
    """
    rules = view.rules
    if any(view.scores[s] + rules.euchre_points >= rules.target
           for s in range(3) if s != view.seat):
        return 0.0
    return CUT_MAKE_MARGIN
