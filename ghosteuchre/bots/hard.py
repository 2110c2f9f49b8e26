"""Hard: every card chosen by exact search over sampled worlds; and the omniscient reference.

For each card decision Hard samples deals of the unseen cards that fit everything
it has seen (voids shown, the up-card, its own discards, the ghost, the dummy and
the kitty), keeps each with a probability that grows with how well the deal
explains the bidding (a maker holds trumps, a player who passed does not hold a
strong hand), solves each deal exactly with :mod:`solver` for its score-aware
value (:mod:`utility`), and plays the card with the best average.  It stops at
its time budget, or after a fixed number of worlds and nodes (then it is
deterministic for a given random generator).
"""

from __future__ import annotations

import math
import random
import time

from ..engine import actions as acts
from ..engine.actions import Act
from ..engine.cards import EFFECTIVE
from ..engine.state import GameState, Phase
from ..engine.view import PlayerView
from .base import Decision
from .handeval import best_trump, card_strength, trick_estimate
from .heuristic import HeuristicBot, card_by_rules, following, name
from .knowledge import Knowledge, knowledge_of, position_of, sample_hands
from .solver import BudgetExceededError, Solver
from .utility import play_leaf, sides

DEFAULT_TIME_BUDGET = 0.2  # seconds per decision in the app
HARD_CAP = 0.8  # no decision may take longer than this, whatever the budget
DEFAULT_WORLDS = 24
NODE_BUDGET = 25_000  # per decision when searching by worlds


def _sigmoid(x: float) -> float:
    return 1 / (1 + math.exp(-x))


class HardBot(HeuristicBot):
    """Sampled-world exact search for the play; calibrated hand evaluation for the calls."""

    def __init__(self, time_budget: float | None = None, worlds: int | None = None,
                 level: str = "hard") -> None:
        super().__init__(level, careful=True)
        if time_budget is None and worlds is None:
            time_budget = DEFAULT_TIME_BUDGET
        self.time_budget = time_budget
        self.worlds = worlds if worlds is not None else 400
        self.node_budget = NODE_BUDGET if time_budget is None else None

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

    def make_threshold(self, view: PlayerView) -> float:
        # -0.3 did best in self-play against Medium's 0.0; more when an opponent nears the target
        return -0.3 - 0.3 * score_pressure(view)


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
    like = 1.0
    for seat, action in view.log:
        if seat == view.seat or action.act in (Act.PLAY, Act.DISCARD, Act.SWAP):
            continue
        held = hands[seat] | played[seat]
        if action.act in (Act.BID, Act.MOON) and trump < 4 and seat == view.declarer:
            bid = 6 if action.act == Act.MOON else action.arg
            like *= _sigmoid(1.5 * (trick_estimate(held, trump, rules) - bid + 1.0))
        elif action.act == Act.PASS and view.phase != Phase.BID:
            if rules.is_ghost:
                like *= _sigmoid(1.5 * (3.5 - best_trump(held, rules)[1]))
            elif view.up_card is not None and seat != view.declarer:
                up = int(view.up_card) // 6
                if EFFECTIVE[up][int(view.up_card)] == up and trump == up:
                    like *= _sigmoid(1.5 * (2.5 - trick_estimate(held, up, rules)))
        elif action.act in (Act.ORDER, Act.TRUMP) and not rules.is_ghost and trump < 4:
            like *= _sigmoid(1.5 * (trick_estimate(held, trump, rules) - 1.0))
    return like


class OmniscientBot(HardBot):
    """Benchmark ceiling: sees every hand (it is told the true state) and solves exactly."""

    def __init__(self, worlds: int | None = None) -> None:
        super().__init__(time_budget=None, worlds=1, level="omniscient")
        self.state: GameState | None = None

    def observe(self, state: GameState) -> None:
        """Be told the whole truth before each decision."""
        self.state = state

    def world(self, view: PlayerView, k: Knowledge, rng: random.Random) -> list[int]:
        if self.state is None:
            return super().world(view, k, rng)
        return [*self.state.hands, 0]

    def decide(self, view: PlayerView, rng: random.Random) -> Decision:
        if view.phase == Phase.CHOICE and self.state is not None and len(view.legal) > 1:
            return self.choose_seen_dummy(view)
        return super().decide(view, rng)

    def choose_seen_dummy(self, view: PlayerView) -> Decision:
        from .handeval import keep_best, maker_value

        assert self.state is not None
        trump = view.trump_or_none
        hand = self.state.hands[view.seat]
        rules = view.rules
        keep = keep_best(hand | self.state.dummy, trump, 5, rules)
        alone_hand = keep_best(hand, trump, 5, rules)
        with_dummy = maker_value(trick_estimate(keep, trump, rules), rules, alone=False)
        alone = maker_value(trick_estimate(alone_hand, trump, rules), rules, alone=True)
        if alone > with_dummy:
            return Decision(acts.ALONE, "Went alone: the dummy adds nothing I need.")
        return Decision(acts.DUMMY, "Took the dummy.")
