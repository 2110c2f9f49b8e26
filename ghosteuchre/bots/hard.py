"""Hard: every call and card chosen by exact search over sampled worlds; and the omniscient
reference.

For each card decision Hard samples deals of the unseen cards that fit everything
it has seen (voids shown, the up-card, its own discards, the ghost, the dummy and
the kitty), keeps each with a probability that grows with how well the deal
explains the bidding (a maker holds trumps, a player who passed does not hold a
strong hand), solves each deal exactly with :mod:`solver` for its score-aware
value (:mod:`utility`), and plays the card with the best average.  It stops at
its time budget, or after a fixed number of worlds and nodes (then it is
deterministic for a given random generator).

Calls (bids, the swap, ordering, naming, the dummy or going alone, defending
alone) are valued the same way: each candidate is laid out in every sampled
world and the whole hand solved (:mod:`calls`); the call with the best average
is made when it beats passing by a margin set by self-play.
"""

from __future__ import annotations

import math
import random
import time
from itertools import combinations

from ..engine import actions as acts
from ..engine.actions import Act, Action
from ..engine.cards import mask_of
from ..engine.rules import Rules
from ..engine.state import GameState, Phase
from ..engine.view import PlayerView
from .base import Decision
from .calls import (
    cut_make_values,
    cut_play_value,
    ghost_bid_value,
    ghost_named_value,
    ghost_tricks,
    quick_keep,
)
from .handeval import best_trump, card_strength, trick_distribution, trick_estimate, trumps_in
from .heuristic import (
    PASS_VALUE_GHOST,
    HeuristicBot,
    card_by_rules,
    following,
    name,
    pass_reason,
    suit_name,
)
from .knowledge import Knowledge, knowledge_of, position_of, sample_hands
from .solver import BudgetExceededError, Solver, bits
from .utility import play_leaf, sides

DEFAULT_TIME_BUDGET = 0.2  # seconds per decision in the app
HARD_CAP = 0.8  # no decision may take longer than this, whatever the budget
DEFAULT_WORLDS = 24
NODE_BUDGET = 25_000  # per decision when searching by worlds
CALL_NODES = 60_000  # per solved world of a call when searching by worlds
CALL_OVERRUN = 0.04  # a call's last world may finish this long after the budget
PRIOR_WORLDS = 2.0  # weight of the hand evaluation's estimate in a call, in worlds
CALL_PHASES = (Phase.BID, Phase.DECLARE, Phase.ROUND1, Phase.ROUND2, Phase.CHOICE, Phase.DEFEND)

# How much a call must beat passing by (points per hand), set by self-play against
# Medium over the same deals: benchmarks/bot_calibrate_calls.py.
GHOST_BID_MARGIN = 0.0
CUT_MAKE_MARGIN = -1.2
SWAP_MARGIN = 0.0
DEFEND_MARGIN = 0.0


def _sigmoid(x: float) -> float:
    return 1 / (1 + math.exp(-x))


class HardBot(HeuristicBot):
    """Sampled-world exact search for the calls and the play."""

    def __init__(self, time_budget: float | None = None, worlds: int | None = None,
                 level: str = "hard") -> None:
        super().__init__(level, careful=True)
        if time_budget is None and worlds is None:
            time_budget = DEFAULT_TIME_BUDGET
        self.time_budget = time_budget
        self.worlds = worlds if worlds is not None else 400
        self.node_budget = NODE_BUDGET if time_budget is None else None
        self.prior_worlds = PRIOR_WORLDS
        # a call solves whole hands (several per world): a third of the play's worlds
        self.call_worlds = max(1, self.worlds // 3) if time_budget is None else self.worlds
        self.prefilter = True  # skip the search for clear passes and hopeless options

    def play(self, view: PlayerView, rng: random.Random) -> Decision:
        legal = following(view)
        k = knowledge_of(view)
        rule = card_by_rules(view, legal, k)
        if len(legal) == 1:
            return rule
        start = time.perf_counter()
        soft = start + self.time_budget if self.time_budget is not None else None
        hard = start + min(HARD_CAP, 4 * self.time_budget) if self.time_budget is not None else None
        totals = dict.fromkeys(legal, 0.0)
        solved = nodes = 0
        leaf = play_leaf(view)
        side = sides(view)
        for _ in range(self.worlds):
            if soft is not None and solved and time.perf_counter() > soft:
                break
            if self.node_budget is not None and nodes > self.node_budget:
                break
            hands = self.world(view, k, rng)
            solver = Solver(side, leaf, deadline=hard)
            try:
                values = solver.root_values(position_of(view, hands), legal)
            except BudgetExceededError:
                break
            nodes += solver.nodes
            solved += 1
            for c, v in values.items():
                totals[c] += v
        if not solved:
            return rule
        t = view.trump_or_none
        best = max(legal, key=lambda c: (round(totals[c], 6), -card_strength(c, t)))
        rule_card = rule.action.arg
        if abs(totals[rule_card] - totals[best]) < 1e-6:
            return rule
        worlds = "deal" if solved == 1 else f"{solved} likely deals"
        return Decision(acts.PLAY[best], f"Played the {name(best)}: it scores best over {worlds} "
                        "of the cards I cannot see.")

    def world(self, view: PlayerView, k: Knowledge, rng: random.Random) -> list[int]:
        """A deal of the unseen cards, favouring deals that explain the bidding."""
        hands = sample_hands(k, rng)
        for _ in range(8):
            if rng.random() < bidding_likelihood(view, hands):
                break
            hands = sample_hands(k, rng)
        return hands

    # ------------------------------------------------------------ calls
    def decide(self, view: PlayerView, rng: random.Random) -> Decision:
        if len(view.legal) > 1 and view.phase in CALL_PHASES:
            return self.call(view, rng)
        return super().decide(view, rng)

    def call(self, view: PlayerView, rng: random.Random) -> Decision:
        phase = view.phase
        if phase == Phase.BID:
            return self.sim_bid(view, rng)
        if phase == Phase.DECLARE:
            return self.sim_declare(view, rng)
        if phase in (Phase.ROUND1, Phase.ROUND2):
            return self.sim_make(view, rng)
        if phase == Phase.CHOICE:
            return self.sim_choice(view, rng)
        return self.sim_defend(view, rng)

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

    def margin(self, view: PlayerView, base: float) -> float:
        """What a call must beat passing by: ``base``, less when an opponent nears the target."""
        return base - 0.3 * score_pressure(view)

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
        rules = view.rules
        me = view.seat
        hand = mask_of(view.hand)
        bids = [a for a in view.legal if a.act in (Act.BID, Act.MOON)]
        can_pass = acts.PASS in view.legal
        pass_value = ghost_pass_value(view)
        need = pass_value + self.margin(view, GHOST_BID_MARGIN)
        ests = sorted(((trick_estimate(hand, s, rules), s) for s in range(4)), reverse=True)
        if self.prefilter:
            suits = [s for e, s in ests[:2] if e >= ests[0][0] - 0.5]
        else:
            suits = [s for _, s in ests]
        swap = acts.SWAP in view.legal and view.high_bid < 6 and bool(bids)
        if self.prefilter and can_pass and not swap and bids:
            best_formula = max(self.formula_bid_values(ests[0][0], view).values())
            if best_formula < need - 2.0:
                return Decision(acts.PASS, pass_reason(view))
        prior = dict(ests_to_prior(ests, suits, rules, self.prior_worlds))
        counts = {s: list(prior[s]) for s in suits}
        swap_total = 0.0
        n = 0
        clock = CallClock(self)
        k = knowledge_of(view)
        while clock.more(n) and (bids or swap):
            hands, pile = self.call_world(view, k, rng)
            try:
                got = [ghost_tricks(hands, me, s, clock.max_nodes, clock.deadline)
                       for s in suits]
                sw = self.swap_world_value(view, hands, pile, need, clock) if swap else 0.0
            except BudgetExceededError:
                break
            for s, t in zip(suits, got, strict=True):
                counts[s][t] += 1
            swap_total += sw
            n += 1
        best: tuple[float, Action, int] = (-math.inf, acts.PASS, suits[0])
        for s in suits:
            total = sum(counts[s])
            if total <= 0:
                continue
            for a in bids:
                bid = 6 if a.act == Act.MOON else a.arg
                v = sum(c * ghost_bid_value(rules, me, view.scores, me, bid, t)
                        for t, c in enumerate(counts[s])) / total
                if v > best[0]:
                    best = (v, a, s)
        value, action, suit = best
        stay = max(value, pass_value) if can_pass else value
        if swap and n and swap_total / n > stay + SWAP_MARGIN:
            return Decision(acts.SWAP, f"Swapped with the ghost hand: over {n} likely deals a "
                            f"fresh hand is worth {swap_total / n:+.1f} points to me, mine "
                            f"{stay:+.1f}.")
        if action != acts.PASS and (value > need or not can_pass):
            word = "Shot the moon" if action.act == Act.MOON else f"Bid {action.arg}"
            worlds = f"{n} likely deals" if n != 1 else "the deal"
            return Decision(action, f"{word}: with {suit_name(suit)} as trump it is worth "
                            f"{value:+.1f} points to me over {worlds}.")
        if not can_pass:
            return super().bid(view, rng)
        return Decision(acts.PASS, pass_reason(view))

    def swap_world_value(self, view: PlayerView, hands: list[int], ghost: int, need: float,
                         clock: CallClock) -> float:
        """My value in this world if I swap: the ghost hand bid as the estimate advises."""
        if ghost.bit_count() != view.rules.tricks_per_hand:
            return ghost_pass_value(view)
        suit, est = best_trump(ghost, view.rules)
        values = self.formula_bid_values(est, view)
        if not values:
            return ghost_pass_value(view)
        action = max(values, key=lambda a: values[a])
        if values[action] <= need and acts.PASS in view.legal:
            return ghost_pass_value(view)
        h = list(hands)
        h[view.seat] = ghost
        t = ghost_tricks(h, view.seat, suit, clock.max_nodes, clock.deadline)
        bid = 6 if action.act == Act.MOON else action.arg
        return ghost_bid_value(view.rules, view.seat, view.scores, view.seat, bid, t)

    def sim_declare(self, view: PlayerView, rng: random.Random) -> Decision:
        rules = view.rules
        me = view.seat
        hand = mask_of(view.hand)
        bid = view.high_bid
        ests = sorted(((trick_estimate(hand, s, rules), s) for s in range(4)), reverse=True)
        if self.prefilter:
            suits = [s for e, s in ests[:3] if e >= ests[0][0] - 1.5]
        else:
            suits = [s for _, s in ests]
        totals = {}
        for e, s in ests:
            if s in suits:
                probs = trick_distribution(e, rules)
                totals[s] = self.prior_worlds * sum(
                    p * ghost_bid_value(rules, me, view.scores, me, bid, t)
                    for t, p in enumerate(probs))
        n = 0
        clock = CallClock(self)
        k = knowledge_of(view)
        while clock.more(n) and len(suits) > 1:
            hands, _ = self.call_world(view, k, rng)
            try:
                got = [ghost_named_value(rules, me, view.scores, hands, me, s, bid,
                                         clock.max_nodes, clock.deadline) for s in suits]
            except BudgetExceededError:
                break
            for s, v in zip(suits, got, strict=True):
                totals[s] += v
            n += 1
        suit = max(suits, key=lambda s: (totals[s], -s))
        if n == 0:
            return super().decide(view, rng)
        return Decision(acts.TRUMP[suit], f"Named {suit_name(suit)}: it scores best over {n} "
                        f"likely deals ({totals[suit] / (n + self.prior_worlds):+.1f} points).")

    # Cutthroat -----------------------------------------------------------
    def sim_make(self, view: PlayerView, rng: random.Random) -> Decision:
        rules = view.rules
        me = view.seat
        stuck = acts.PASS not in view.legal
        up = int(view.up_card) if view.up_card is not None else -1
        round1 = view.phase == Phase.ROUND1
        suits = [up // 6] if round1 else [a.arg for a in view.legal if a.act == Act.TRUMP]
        formula = {s: self.make_value(view, s, rng) for s in suits}
        best_formula = max(max(v) for v in formula.values())
        need = self.margin(view, CUT_MAKE_MARGIN)
        if self.prefilter:
            if best_formula < need - 1.0 and not stuck:
                why = f"{suit_name(suits[0])} would not make often enough" if round1 else \
                    "no suit is strong enough to make"
                return Decision(acts.PASS, f"Passed: {why}.")
            suits = sorted((s for s in suits if max(formula[s]) >= best_formula - 1.0),
                           key=lambda s: -max(formula[s]))[:2]
        alone_ok = {s: not self.prefilter or formula[s][1] > -0.5 for s in suits}
        w0 = self.prior_worlds
        dummy_tot = {s: w0 * formula[s][0] for s in suits}
        alone_tot = {s: w0 * formula[s][1] for s in suits}
        n = 0
        clock = CallClock(self)
        k = knowledge_of(view)
        while clock.more(n):
            hands, dummy = self.call_world(view, k, rng)
            try:
                got = [cut_make_values(rules, me, view.scores, hands, dummy, s, view.dealer, up,
                                       round1, alone_ok[s], clock.max_nodes, clock.deadline)
                       for s in suits]
            except BudgetExceededError:
                break
            for s, (d, a) in zip(suits, got, strict=True):
                dummy_tot[s] += d
                alone_tot[s] += a if a is not None else formula[s][1]
            n += 1
        if n + w0 <= 0:
            return super().make_or_pass(view, rng)
        value, suit = max((max(dummy_tot[s], alone_tot[s]) / (n + w0), s) for s in suits)
        if value > need or stuck:
            worlds = f"{n} likely deals" if n != 1 else "the deal"
            if round1:
                word = "Accepted" if view.dealer == me else "Ordered it up"
                return Decision(acts.ORDER, f"{word}: {suit_name(suit)} as trump is worth "
                                f"{value:+.1f} points to me over {worlds}.")
            return Decision(acts.TRUMP[suit], f"Named {suit_name(suit)}: worth {value:+.1f} "
                            f"points to me over {worlds}.")
        if round1:
            return Decision(acts.PASS, f"Passed: {suit_name(suit)} would be worth only "
                            f"{value:+.1f} points to me.")
        return Decision(acts.PASS, f"Passed: my best suit would be worth only {value:+.1f} "
                        "points to me.")

    def sim_choice(self, view: PlayerView, rng: random.Random) -> Decision:
        trump = view.trump_or_none
        formula = self.make_value(view, trump, rng)
        w0 = self.prior_worlds
        dummy_tot, alone_tot = w0 * formula[0], w0 * formula[1]
        n = 0
        clock = CallClock(self)
        k = knowledge_of(view)
        while clock.more(n):
            hands, dummy = self.call_world(view, k, rng)
            try:
                d, a = cut_make_values(view.rules, view.seat, view.scores, hands, dummy, trump,
                                       view.dealer, -1, False, True, clock.max_nodes,
                                       clock.deadline)
            except BudgetExceededError:
                break
            dummy_tot += d
            alone_tot += a if a is not None else formula[1]
            n += 1
        if n + w0 <= 0:
            return super().choose_dummy_or_alone(view, rng)
        d, a = dummy_tot / (n + w0), alone_tot / (n + w0)
        if a > d:
            return Decision(acts.ALONE, f"Went alone: {a:+.1f} points expected alone, {d:+.1f} "
                            "with the dummy.")
        return Decision(acts.DUMMY, f"Took the dummy: {d:+.1f} points expected with it, "
                        f"{a:+.1f} alone.")

    def sim_defend(self, view: PlayerView, rng: random.Random) -> Decision:
        rules = view.rules
        trump = view.trump_or_none
        hand = mask_of(view.hand)
        maker = view.declarer if view.declarer is not None else 0
        if self.prefilter and (trumps_in(hand, trump) < 2
                               or trick_estimate(hand, trump, rules) < 2.0):
            return Decision(acts.PASS, "Passed: I defend together with the other player.")
        alone_now = list(view.alone)
        total = 0.0
        n = 0
        clock = CallClock(self)
        k = knowledge_of(view)
        while clock.more(n):
            hands, _ = self.call_world(view, k, rng)
            try:
                together = cut_play_value(rules, view.seat, view.scores, hands, maker, trump,
                                          view.dealer, alone_now, clock.max_nodes,
                                          clock.deadline)
                alone = cut_play_value(rules, view.seat, view.scores, hands, maker, trump,
                                       view.dealer, [*alone_now, view.seat], clock.max_nodes,
                                       clock.deadline)
            except BudgetExceededError:
                break
            total += alone - together
            n += 1
        if not n:
            return super().defend(view)
        gain = total / n
        if gain > DEFEND_MARGIN:
            return Decision(acts.ALONE, f"Defended alone: over {n} likely deals it gains "
                            f"{gain:+.1f} points on defending together.")
        return Decision(acts.PASS, "Passed: I defend together with the other player.")


class CallClock:
    """When a call's search over worlds stops: the time budget, or a fixed number of worlds."""

    def __init__(self, bot: HardBot) -> None:
        self.start = time.perf_counter()
        self.budget = bot.time_budget
        self.limit = bot.call_worlds
        self.max_nodes = CALL_NODES if bot.time_budget is None else None
        self.deadline = None
        if self.budget is not None:
            self.deadline = self.start + min(HARD_CAP, self.budget + CALL_OVERRUN)

    def more(self, done: int) -> bool:
        if done >= self.limit:
            return False
        timed_out = time.perf_counter() - self.start > self.budget if self.budget else False
        return not (done and timed_out)


def ghost_pass_value(view: PlayerView) -> float:
    """What passing is usually worth to me in Ghost Hand (nothing if it ends the hand void)."""
    if view.seat == view.dealer and view.high_bid == 0:
        return 0.0
    return PASS_VALUE_GHOST


def ests_to_prior(ests: list[tuple[float, int]], suits: list[int], rules: Rules,
                  weight: float) -> list[tuple[int, list[float]]]:
    """Per suit, the estimate's trick distribution counted as ``weight`` worlds."""
    out = []
    for e, s in ests:
        if s in suits:
            out.append((s, [weight * p for p in trick_distribution(e, rules)]))
    return out


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


class OmniscientBot(HardBot):
    """Benchmark ceiling: sees every card (it is told the true state) and solves exactly.

    Every call is valued on the true deal (the real ghost hand, dummy and other
    hands, every option and suit solved double-dummy), and every card by exact
    search of the true deal.
    """

    def __init__(self, worlds: int | None = None) -> None:
        super().__init__(time_budget=None, worlds=1, level="omniscient")
        self.state: GameState | None = None
        self.prior_worlds = 0.0
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
                    return Decision(acts.DECLINE, f"Declined the {name(up)}: my hand does "
                                    "better on this deal without it.")
                return Decision(acts.PICKUP, f"Picked up the {name(up)}: it helps on this deal.")
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
        return Decision(acts.DISCARD[card], f"Discarded the {name(card)}: the five I keep "
                        "score best on this deal.")

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
