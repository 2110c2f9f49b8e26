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

Calls (bids, the swap, naming trump in Ghost Hand, ordering up, the dummy or going
alone) are valued the same way: each candidate is laid out in every sampled world
and the whole hand solved (:mod:`calls`); the call with the best average is made
when it beats passing by a margin set by self-play.  Naming a suit in Cutthroat's
round two and defending alone follow Medium's rules: searching them gained nothing
measurable over those rules (docs/bots.md).
"""

from __future__ import annotations

import math
import random
from collections.abc import Callable, Hashable, Mapping
from typing import TypeVar

from ..engine import actions as acts
from ..engine.actions import Act, Action
from ..engine.cards import EFFECTIVE, JACK, POWER, is_left_bower, mask_of
from ..engine.rules import Rules
from ..engine.seats import left_of
from ..engine.state import Phase
from ..engine.view import PlayerView
from .base import Decision
from .calls import (
    cut_make_values,
    cut_pass_value,
    cut_play_value,
    ghost_bid_value,
    ghost_named_value,
    ghost_tricks,
    quick_keep,
)
from .handeval import (
    best_bid_values,
    best_trump,
    card_strength,
    is_trump,
    keep_best,
    keep_candidates,
    trick_distribution,
    trick_estimate,
    trumps_in,
)
from .heuristic import (
    PASS_VALUE_GHOST,
    HeuristicBot,
    boss_reason,
    card_by_rules,
    discard_reason,
    following,
    is_boss,
    partner_of,
    pass_reason,
    role,
)
from .inference import PlayEvidence
from .knowledge import Knowledge, knowledge_of, position_of, sample_hands
from .levels import DEFAULT_TIME_BUDGET
from .makerhand import MakerHand
from .parallel import Exchange, Partner
from .reasons import Reason
from .search import Key, Limits, SolveBudget, check_time_budget, search_worlds
from .solver import Solver, bits
from .utility import play_leaf, sides

DEFAULT_WORLDS = 24  # worlds per card when searching by worlds (the tournament's default)
WORLDS_UNDER_A_BUDGET = 400  # at most this many worlds within a time budget
NODE_BUDGET = 25_000  # per decision when searching by worlds
FIRST_LEAD_WORLDS = 24  # a first lead's worlds when searching by worlds, at least
CALL_NODES = 60_000  # per solved hand of a call when searching by worlds
PLAY_ABANDON = 4.0  # a card's world still being solved at this many budgets is dropped
CALL_OVERRUN = 0.04  # a call's last world may finish this long after the budget
CALL_WORLDS_PER_24 = 50  # a call's worlds with fixed worlds, per 24 worlds of a card
CLOSE_GAP = 0.25  # a call within this many points of its margin is close ...
CLOSE_EXTRA = 1.0  # ... and may search this many time budgets more
CALL_PHASES = (Phase.BID, Phase.DECLARE, Phase.ROUND1, Phase.CHOICE)  # the calls searched
RULE_PHASES = (Phase.PICKUP, Phase.ROUND2, Phase.DEFEND)  # decided by Medium's rules alone
SWAP = (-1, -1)  # the swap's key among a Ghost Hand bid's totals
TRICKS = 0  # the key of a suit's expected tricks among a Ghost Hand bid's totals
PASS_KEY = (-1, -1)  # passing's key among a Cutthroat call's totals
KEEP_CANDIDATES = 6  # the maker's keep-sets solved, the likeliest by the evaluation
KEEP_WORLDS = 32  # worlds the maker's keep-sets are solved over, at most
KEEP_MEMORY = 16  # keep-sets a bot remembers, so a maker's later discards cost nothing
BID_SUITS_WITHIN = 1.5  # a bid's suits: those within this many tricks of the best estimate
NAME_MARGIN = 0.25  # naming another suit than the bid's must score this much more

Drawn = TypeVar("Drawn")  # what a search's sampler draws
WEIGHT = ("weight",)  # the sum of the worlds' likelihoods among a weighted search's totals
World = tuple[list[int], int]  # a call's world: the three hands, and the ghost hand or dummy
Sampler = Callable[[], World]

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
MIN_GAIN = 0.05  # a call's reason speaks of a gain only from this many points


def _sigmoid(x: float) -> float:
    return 1 / (1 + math.exp(-x))


def bid_estimates(view: PlayerView) -> list[tuple[float, int]]:
    """Each suit's trick estimate for a Ghost Hand bid from ``view``'s hand, best first."""
    hand = mask_of(view.hand)
    return sorted(((trick_estimate(hand, s, view.rules), s) for s in range(4)), reverse=True)


def bid_suits(view: PlayerView) -> list[int]:
    """The suits a Ghost Hand bid could be made with, as Hard searches them: those within
    :data:`BID_SUITS_WITHIN` tricks of the best estimate (the naming tries every suit)."""
    ests = bid_estimates(view)
    return [s for e, s in ests if e >= ests[0][0] - BID_SUITS_WITHIN]


class HardBot(HeuristicBot):
    """Sampled-world exact search for the calls and the play.

    It searches within ``time_budget`` seconds, or — with ``worlds`` alone — over that
    many worlds per card (a third of them per call) and a node budget, which makes
    it deterministic for a given random generator.
    """

    def __init__(self, time_budget: float | None = None, worlds: int | None = None,
                 level: str = "hard", partner: Partner | None = None, stream: int = 0) -> None:
        super().__init__(level, careful=True)
        if time_budget is None and worlds is None:
            time_budget = DEFAULT_TIME_BUDGET
        if time_budget is not None:
            check_time_budget(time_budget)
        self.time_budget = time_budget
        self.worlds = worlds if worlds is not None else WORLDS_UNDER_A_BUDGET
        self.node_budget = NODE_BUDGET if time_budget is None else None
        # a call solves whole hands (several per world): 50 worlds at the default 24
        self.call_worlds = max(1, self.worlds * CALL_WORLDS_PER_24 // DEFAULT_WORLDS) \
            if time_budget is None else self.worlds
        self.prefilter = True  # skip the search for clear passes and hopeless options
        self.solve_discards = True  # the maker's and the dealer's discards by search
        self.know_maker = True  # the play's worlds know the maker chose (:mod:`makerhand`)
        self.keeps: dict[Hashable, int] = {}  # the maker's keep-sets found, by view
        self.bid_suits: dict[Hashable, tuple[int, float]] = {}  # a bid's suit and tricks
        self.partner = partner  # a process searching along (:mod:`parallel`)
        self.stream = stream  # which of the two searching processes this bot is
        self.exchange: Exchange | None = None  # the decision's exchange with the other
        self.pool: dict[Hashable, Solver] | None = None  # solvers shared with another search

    def search(self, totals: dict[Key, float], sample: Callable[[], Drawn],
               solve: Callable[[Drawn, SolveBudget], Mapping[Key, float]],
               limits: Limits) -> int:
        """:func:`search.search_worlds`, with the other process's worlds added when two search.

        ``totals`` may hold values before the search (a prior); only what the worlds
        add is exchanged.  Returns the number of worlds solved, by both processes.
        """
        if self.exchange is None:
            return search_worlds(totals, sample, solve, limits, self.pool)
        before = dict(totals)
        solved = search_worlds(totals, sample, solve, limits, self.pool)
        added: dict[Hashable, float] = {key: totals[key] - before[key] for key in totals}
        merged = self.exchange.merge(added, solved)
        if merged is None:
            return solved
        both, solved = merged
        for key in totals:
            totals[key] = before[key] + both[key]
        return solved

    def play_limits(self, first_lead: bool = False) -> Limits:
        """The play's limits; with fixed worlds a first lead (the dearest card to solve)
        searches every world, however many nodes they take."""
        if self.time_budget is None:
            if first_lead and self.node_budget is not None:
                return Limits(max(self.worlds, FIRST_LEAD_WORLDS), nodes_per_solve=CALL_NODES)
            return Limits(self.worlds, total_nodes=self.node_budget)
        return Limits(self.worlds, time_budget=self.time_budget,
                      abandon_after=PLAY_ABANDON * self.time_budget)

    def call_limits(self) -> Limits:
        if self.time_budget is None:
            return Limits(self.call_worlds, nodes_per_solve=CALL_NODES)
        return Limits(self.call_worlds, time_budget=self.time_budget,
                      abandon_after=self.time_budget + CALL_OVERRUN)

    def call_search(self, totals: dict[Key, float], sample: Callable[[], Drawn],
                    solve: Callable[[Drawn, SolveBudget], Mapping[Key, float]],
                    gap: Callable[[int], float]) -> int:
        """A call's search; under a time budget, a close call searches on.

        ``gap(n)`` is by how much the call the totals of ``n`` worlds favour beats its
        alternative beyond its margin (points per hand).  When it is within
        :data:`CLOSE_GAP`, up to :data:`CLOSE_EXTRA` more budgets are spent on more
        worlds.  Returns the number of worlds solved.
        """
        n = self.search(totals, sample, solve, self.call_limits())
        budget = self.time_budget
        if budget is None or n == 0 or n >= self.call_worlds or abs(gap(n)) >= CLOSE_GAP:
            return n
        more = Limits(self.call_worlds - n, time_budget=CLOSE_EXTRA * budget,
                      abandon_after=CLOSE_EXTRA * budget + CALL_OVERRUN)
        return n + self.search(totals, sample, solve, more)

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

    def world(self, view: PlayerView, k: Knowledge, rng: random.Random) -> list[int]:
        """A deal of the unseen cards, favouring deals that explain the bidding."""
        hands = sample_hands(k, rng)
        for _ in range(8):
            if rng.random() < bidding_likelihood(view, hands):
                break
            hands = sample_hands(k, rng)
        return hands

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

    # ------------------------------------------------------------ calls
    def decide(self, view: PlayerView, rng: random.Random) -> Decision:
        """The decision; with a partner, searched along by the partner process."""
        if self.partner is None or len(view.legal) < 2 or view.phase in RULE_PHASES:
            return self.make_decision(view, rng)
        fixed = None if self.time_budget is not None else self.worlds
        if self.partner.begin(self.time_budget, fixed, view, rng.getrandbits(64)):
            self.exchange = self.partner
        try:
            return self.make_decision(view, rng)
        finally:
            self.exchange = None
            self.partner.end()

    def make_decision(self, view: PlayerView, rng: random.Random) -> Decision:
        if len(view.legal) > 1 and view.phase in CALL_PHASES:
            return self.call(view, rng)
        if len(view.legal) > 1 and view.phase == Phase.DISCARD and self.solve_discards:
            if view.declarer == view.seat:
                return self.maker_discard(view)
            return self.dealer_discard(view, rng)
        return super().decide(view, rng)

    def call(self, view: PlayerView, rng: random.Random) -> Decision:
        phase = view.phase
        if phase == Phase.BID:
            return self.sim_bid(view, rng)
        if phase == Phase.DECLARE:
            return self.sim_declare(view, rng)
        if phase == Phase.ROUND1:
            return self.sim_make(view, rng)
        return self.sim_choice(view, rng)

    def call_world(self, view: PlayerView, k: Knowledge,
                   rng: random.Random) -> tuple[list[int], int]:
        """A world for a call: the three hands and the ghost hand or the dummy (0 if gone)."""
        w = self.world(view, k, rng)
        pile = 0
        if view.rules.is_ghost:
            if view.swapped_by is None:
                pile = w[3]
        elif not view.took_dummy:
            cards = bits(w[3])
            pile = mask_of(rng.sample(cards, 5)) if len(cards) >= 5 else w[3]
        return [w[0], w[1], w[2]], pile

    def sampler(self, view: PlayerView, rng: random.Random) -> Sampler:
        """Draws the worlds of a call from ``view``."""
        k = knowledge_of(view)
        return lambda: self.call_world(view, k, rng)

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
        """Round one: order up (or, as dealer, accept) the up-card's suit, or pass.

        Every option counted is solved in every world: going alone only when the
        estimate gives it a chance, and never stood in for by the estimate.
        """
        rules = view.rules
        me = view.seat
        up = int(view.up_card) if view.up_card is not None else -1
        suit = up // 6
        formula = self.make_value(view, suit, rng)
        need = make_margin(view)
        if self.prefilter and max(formula) < need - 1.0 and not score_pressure(view):
            return Decision(acts.PASS, Reason("pass_suit_too_weak", suit=suit))
        options = (0, 1) if not self.prefilter or formula[1] > -0.5 else (0,)
        totals = {(option, suit): 0.0 for option in options}
        later = later_callers(view)
        totals[PASS_KEY] = 0.0

        def solve(world: World, budget: SolveBudget) -> dict[tuple[int, int], float]:
            hands, dummy = world
            d, a = cut_make_values(rules, me, view.scores, hands, dummy, suit, view.dealer, up,
                                   True, 1 in options, budget)
            out = {(0, suit): d, PASS_KEY: cut_pass_value(
                rules, me, view.scores, hands, dummy, view.dealer, up, True, later, budget)}
            if a is not None:
                out[(1, suit)] = a
            return out

        def gap(n: int) -> float:
            best = max(totals[(option, suit)] for option in options)
            return (best - totals[PASS_KEY]) / n - need

        n = self.call_search(totals, self.sampler(view, rng), solve, gap)
        if n <= 0:
            return super().make_or_pass(view, rng)
        value = max(totals[(option, suit)] for option in options) / n
        pass_value = totals[PASS_KEY] / n
        if self.clears("make", value - pass_value, need):
            return Decision(acts.ORDER, make_reason(view, suit, value, pass_value))
        return Decision(acts.PASS, Reason("pass_suit_worth_only", suit=suit, value=value,
                                          passing=pass_value))

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


def make_reason(view: PlayerView, suit: int, value: float, passing: float) -> Reason:
    """Why Hard orders up or accepts ``suit`` (worth ``value``; passing ``passing``)."""
    code = "search_accepted" if view.dealer == view.seat else "search_ordered_up"
    gain = value - passing
    if gain < MIN_GAIN:  # within the margin: double-dummy deals undervalue making
        return Reason(code + "_close", suit=suit, value=value, passing=passing)
    if value > 0:
        return Reason(code, suit=suit, value=value, gain=gain, passing=passing)
    threat = near_winner(view)
    if threat is not None:
        side = "left" if threat == left_of(view.seat) else "right"
        return Reason(code + "_to_block", suit=suit, side=side, value=value, passing=passing)
    return Reason(code + "_least_loss", suit=suit, value=value, passing=passing)


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


def near_winner(view: PlayerView) -> int | None:
    """The opponent closest to the target when one is near it (score pressure), else None."""
    if not score_pressure(view):
        return None
    return max((s for s in range(3) if s != view.seat), key=lambda s: view.scores[s])


def card_reason(view: PlayerView, card: int, legal: list[int], k: Knowledge) -> Reason:
    """Why the searched card, by the fact a player can check that makes it good: the
    highest card left of its suit, trumps still out, a partner with no cards of the suit,
    the cheapest winner; or what it does in the trick (it leads, wins so far, or ducks)."""
    if not view.trick:
        return lead_reason(view, card, k)
    t = view.trump_or_none
    hand = mask_of(view.hand)
    led = EFFECTIVE[t][view.trick[0][1]]
    power = POWER[t][led]
    win_seat, win_card = max(view.trick, key=lambda play: power[play[1]])
    if power[card] > power[win_card]:
        if EFFECTIVE[t][card] != led:
            return Reason("trumped_void", card=card, suit=led)
        if card == min((c for c in legal if power[c] > power[win_card]), key=lambda c: power[c]):
            return Reason("wins_trick", card=card)
        if is_boss(card, view, k):
            return boss_reason(card, led, t)
        return Reason("search_card_wins", card=card)
    if all(power[c] < power[win_card] for c in legal):
        return Reason("cannot_beat", card=card, winning=win_card)
    if win_seat == partner_of(view):
        return Reason("partner_wins", card=card, winning=win_card)
    if EFFECTIVE[t][card] not in (led, t) and trumps_in(hand, t):
        return Reason("search_keeps_trumps", card=card, suit=led)
    return Reason("search_card_ducks", card=card)


def lead_reason(view: PlayerView, card: int, k: Knowledge) -> Reason:
    """Why the searched lead: see :func:`card_reason`."""
    t = view.trump_or_none
    suit = EFFECTIVE[t][card]
    if suit != t:
        if is_boss(card, view, k):
            return Reason("lead_boss", card=card, suit=suit)
        partner = partner_of(view)
        if partner is not None and k.is_void(partner, suit) and not k.is_void(partner, t) \
                and k.trumps_out():
            return Reason("search_lead_to_partner_void", card=card, suit=suit)
        return Reason("search_lead_side", card=card, suit=suit)
    if is_boss(card, view, k):
        return Reason("lead_best_trump", card=card)
    if is_left_bower(card, t) and k.unseen >> (t * 6 + JACK) & 1:
        return Reason("search_lead_left_for_right", card=card)
    if view.declarer == view.seat:
        trumps = trumps_in(mask_of(view.hand), t)
        if trumps > 1:
            return Reason("lead_to_pull_trump", card=card, trumps=trumps, role=role(view))
        return Reason("lead_to_draw_last_trumps", card=card, role=role(view))
    return Reason("search_lead_trump_out", card=card, trumps=k.trumps_out())


def later_callers(view: PlayerView) -> list[int]:
    """Cutthroat: the seats still to call after me in this round, in order."""
    passes = sum(1 for _, a in view.log if a.act == Act.PASS)
    return _seats_after(view.seat, passes if view.phase == Phase.ROUND1 else passes - 3)


def later_bidders(view: PlayerView) -> list[int]:
    """Ghost Hand: the seats still to bid after me this hand, in order."""
    spoken = sum(1 for _, a in view.log if a.act in (Act.BID, Act.MOON, Act.PASS))
    return _seats_after(seat=view.seat, spoken=spoken)


def _seats_after(seat: int, spoken: int) -> list[int]:
    """The seats left of ``seat`` still to speak when ``spoken`` players have spoken."""
    return [left_of(seat, step) for step in range(1, 3 - spoken)]


def overbid(hands: list[int], seats: list[int], rules: Rules) -> int:
    """The highest bid (6: the moon) that ``seats`` would make with these hands, 0 if none.

    A player bids a level when its expected points from the hand evaluation beat
    passing, the way a sound player (and Medium) bids.
    """
    return ghost_declarer(hands, seats, rules, 0, -1, -1)[1]


def ghost_declarer(hands: list[int], seats: list[int], rules: Rules, top: int, top_seat: int,
                   dealer: int) -> tuple[int, int]:
    """Who declares, and at what bid, when ``seats`` bid in turn over ``top`` (bid by
    ``top_seat``; -1 and 0 when nobody has bid): each bids the highest level over the
    bid so far that its hand's estimate makes worth more than passing, as a sound player
    (and Medium) bids; a dealer who may not pass bids 3.  (-1, 0): nobody bids."""
    for seat in seats:
        est = best_trump(hands[seat], rules)[1]
        values = best_bid_values(est, rules)
        for bid in (6, 5, 4, 3):
            if bid > top and values[bid] - (6 - min(est, 6.0)) / 2 > PASS_VALUE_GHOST:
                top, top_seat = bid, seat
                break
        else:
            if seat == dealer and top_seat < 0 and rules.stick_the_dealer:
                top, top_seat = 3, seat
    return top_seat, top


class Defence:
    """My value in one Ghost Hand world when another player declares: its bid and its best
    suit by the estimate, solved with me against both others as in the play; 0 when
    nobody declares (the hand is void).  Each declarer and bid is solved once."""

    def __init__(self, view: PlayerView, hands: list[int], budget: SolveBudget) -> None:
        self.view = view
        self.hands = hands
        self.budget = budget
        self.known: dict[tuple[int, int], float] = {}

    def __call__(self, declarer: int, bid: int) -> float:
        if declarer < 0:
            return 0.0
        value = self.known.get((declarer, bid))
        if value is None:
            v = self.view
            suit = best_trump(self.hands[declarer], v.rules)[0]
            value = self.known[(declarer, bid)] = ghost_named_value(
                v.rules, v.seat, v.scores, self.hands, declarer, suit, bid, self.budget)
        return value


def high_bidder(view: PlayerView) -> int:
    """Ghost Hand: the seat holding the highest bid so far, -1 if nobody has bid."""
    return view.declarer if view.high_bid and view.declarer is not None else -1


def bid_key(view: PlayerView) -> Hashable:
    """What a Ghost Hand bid and the naming after it have in common in the views."""
    return view.hand_number, view.seat, view.dealer, view.scores, mask_of(view.hand)


def bid_reason(view: PlayerView, bid: int, suit: int, tricks: float, value: float,
               passing: float, lowest: int) -> Reason:
    """Why Hard bids ``bid`` with ``suit`` (worth ``value``; passing ``passing``)."""
    if acts.PASS not in view.legal and value <= passing:
        return Reason("dealer_must_bid", bid=bid)
    if bid == 6:
        code = "search_moon"
    elif bid > lowest:  # a higher bid pays only by keeping the contract
        code = "search_bid_to_block"
    elif value > 0:
        code = "search_bid"
    elif value > passing:
        code = "search_bid_least_loss"
    else:  # within the margin, which shrinks when an opponent nears the target
        code = "search_bid_risk"
    return Reason(code, bid=bid, suit=suit, tricks=tricks, value=value, passing=passing)


def named_reason(view: PlayerView, suit: int, bid: int, tricks: float, bid_suit: int) -> Reason:
    """Why Hard names ``suit`` for its bid (``bid_suit``: the suit it bid with, -1 unknown)."""
    if bid_suit >= 0 and bid_suit != suit:
        return Reason("search_named_other_suit", suit=suit, other=bid_suit,
                      bid=bid)
    return Reason("search_named_trump", suit=suit, bid=bid, tricks=tricks)


def ghost_pass_value(view: PlayerView) -> float:
    """What passing is usually worth to me in Ghost Hand (nothing if it ends the hand void)."""
    if view.seat == view.dealer and view.high_bid == 0:
        return 0.0
    return PASS_VALUE_GHOST


def score_pressure(view: PlayerView) -> float:
    """How much an opponent's closeness to the target should push me to take risks (0..1)."""
    target = view.rules.target
    me = view.scores[view.seat]
    best_other = max(view.scores[s] for s in range(3) if s != view.seat)
    if best_other < target * 0.7 or me > best_other:
        return 0.0
    return min(1.0, (best_other - target * 0.7) / (target * 0.3))


def bidding_likelihood(view: PlayerView, hands: list[int]) -> float:
    """How plausible the bidding is with these hands (1 = fully, near 0 = hardly)."""
    played = [0, 0, 0]
    for trick in [*(t.plays for t in view.tricks), view.trick]:
        for s, c in trick:
            played[s] |= 1 << c
    rules = view.rules
    trump = view.trump_or_none
    up = int(view.up_card) if view.up_card is not None else -1
    like = 1.0
    passes = 0
    made = False
    for seat, action in view.log:
        act = action.act
        if act in (Act.PLAY, Act.DISCARD, Act.SWAP):
            continue
        if act in (Act.ORDER, Act.TRUMP, Act.DUMMY, Act.ALONE):
            made = True
        if seat == view.seat:
            passes += act == Act.PASS
            continue
        held = hands[seat] | played[seat]
        if act in (Act.BID, Act.MOON):
            bid = 6 if act == Act.MOON else action.arg
            est = trick_estimate(held, trump, rules) if trump < 4 and seat == view.declarer \
                else best_trump(held, rules)[1]
            like *= _sigmoid(1.5 * (est - bid + 1.0))
        elif act == Act.PASS and rules.is_ghost:
            like *= _sigmoid(1.5 * (3.5 - best_trump(held, rules)[1]))
        elif act == Act.PASS and not made and up >= 0:
            passes += 1
            if passes <= 3:  # round one: not strong in the up-card's suit
                like *= _sigmoid(1.5 * (2.5 - trick_estimate(held, up // 6, rules)))
            else:  # round two: no strong suit but the turned-down one
                like *= _sigmoid(1.5 * (2.5 - best_trump(held, rules, exclude=up // 6)[1]))
        elif act in (Act.ORDER, Act.TRUMP) and not rules.is_ghost:
            suit = action.arg if act == Act.TRUMP else up // 6
            like *= _sigmoid(1.5 * (trick_estimate(held, suit, rules) - 1.0))
    return like
