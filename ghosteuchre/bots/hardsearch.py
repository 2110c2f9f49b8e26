"""Hard's search machinery: the limits of a call's and a card's search (worlds, nodes,
time), the search shared with the partner process, and the worlds it draws, which favour
the deals that explain the bidding (:mod:`bidding`)."""

from __future__ import annotations

import random
from collections.abc import Callable, Hashable, Mapping
from typing import TypeVar

from ..engine.cards import mask_of
from ..engine.view import PlayerView
from .bidding import bidding_likelihood
from .heuristic import HeuristicBot
from .knowledge import Knowledge, knowledge_of, sample_hands
from .levels import DEFAULT_TIME_BUDGET
from .parallel import Exchange, Partner
from .search import Key, Limits, SolveBudget, check_time_budget, search_worlds
from .solver import Solver, bits

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
KEEP_MEMORY = 16  # keep-sets a bot remembers, so a maker's later discards cost nothing

Drawn = TypeVar("Drawn")  # what a search's sampler draws
World = tuple[list[int], int]  # a call's world: the three hands, and the ghost hand or dummy
Sampler = Callable[[], World]


class HardSearch(HeuristicBot):
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
        self.search_round_two = True  # Cutthroat's round two by search (off: Medium's rule)
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

    def world(self, view: PlayerView, k: Knowledge, rng: random.Random) -> list[int]:
        """A deal of the unseen cards, favouring deals that explain the bidding."""
        hands = sample_hands(k, rng)
        for _ in range(8):
            if rng.random() < bidding_likelihood(view, hands):
                break
            hands = sample_hands(k, rng)
        return hands

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
