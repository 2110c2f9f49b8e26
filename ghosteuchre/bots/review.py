"""A review of a player's decisions: every legal choice valued the way Hard values them.

:func:`review_decision` takes what one seat knew (a :class:`PlayerView`) and what it
chose, and, on a fixed seed, values every legal choice of that decision with Hard's
machinery: worlds sampled consistent with the view (:meth:`HardBot.world`; a card's
worlds weighted by the cards played so far, :meth:`HardBot.weighted_search`), each laid
out as the choice would (:mod:`calls`) and solved exactly (:mod:`solver`), the value
being Hard's objective (:mod:`utility`: the seat's points minus the others' average,
plus the game bonus).  The Hard bot's own choice on the same view and seed is the
choice the player's is measured against, with Hard's structured reason.

A decision is *marked* when Hard's choice is worth at least :data:`MARK_POINTS`
more on average, or, for a card, wins at least :data:`MARK_TRICKS` more trick for
the player's side.  A choice equal to Hard's own is never marked.

Discards are one decision (every card a seat throws in one exchange); a maker's
discard from ten or eleven cards compares the five kept with the five Hard keeps,
a dealer's single discard tries every card.  :func:`hand_decisions` lists a seat's
decisions in one hand of a game's history, each with the view it was taken from.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Hashable, Iterator

from ..engine import actions as acts
from ..engine.actions import Act, Action
from ..engine.cards import mask_of
from ..engine.rules import Rules
from ..engine.state import GameState, HandLog, Phase, replay_logs
from ..engine.view import PlayerView, view_of
from .bidding import bid_suits, ghost_pass_value, later_bidders, later_callers, overbid
from .calls import (
    cut_defence_values,
    cut_make_values,
    cut_pass_value,
    cut_play_value,
    ghost_bid_value,
    ghost_named_value,
    ghost_tricks,
    quick_keep,
)
from .handeval import card_strength
from .hard import HardBot
from .hardcalls import GHOST_BID_MARGIN
from .heuristic import PASS_VALUE_GHOST, following
from .knowledge import knowledge_of, position_of
from .reasons import Reason
from .search import Limits, SolveBudget, search_worlds
from .solver import Solver, bits
from .utility import play_leaf, sides
from .verdict import Choice, DecisionReview, HandDecision, choice_key

REVIEW_WORLDS = 24  # worlds per decision
HARD_WORLDS = 24  # the Hard bot the player is compared with: worlds per card (a third per call)
REVIEW_NODES = 400_000  # no new world once a decision's solves used this many positions


def hand_decisions(rules: Rules, first_dealer: int, logs: list[HandLog], hand: int,
                   seat: int) -> Iterator[HandDecision]:
    """Every decision ``seat`` took in hand ``hand`` of the game ``logs`` (a state's
    ``history``) that had more than one legal choice; a discard of several cards is
    one decision."""
    state = replay_logs(rules, first_dealer, logs[:hand])
    log = logs[hand]
    state.start_hand(log.deal)
    actions = log.actions
    i = 0
    while i < len(actions):
        who, action = actions[i]
        if who != seat or action.act == Act.CALL_RENEGE:
            _apply(state, who, action)
            i += 1
            continue
        view = view_of(state, seat)
        chosen = [action]
        _apply(state, who, action)
        i += 1
        while (action.act == Act.DISCARD and i < len(actions) and actions[i][0] == seat
               and actions[i][1].act == Act.DISCARD):
            chosen.append(actions[i][1])
            _apply(state, seat, actions[i][1])
            i += 1
        if len(view.legal) > 1:
            yield HandDecision(i - len(chosen), view, tuple(chosen))


def called_reneges(rules: Rules, first_dealer: int, logs: list[HandLog], hand: int,
                   seat: int) -> dict[int, int]:
    """The cards ``seat`` reneged with in hand ``hand`` that someone called, by the hand's
    action index, each with the points its penalty cost."""
    state = replay_logs(rules, first_dealer, logs[:hand])
    state.start_hand(logs[hand].deal)
    plays: dict[int, int] = {}  # the trick of each of the seat's cards -> its action index
    for i, (who, action) in enumerate(logs[hand].actions):
        if who == seat and action.act == Act.PLAY:
            plays[len(state.tricks)] = i
        _apply(state, who, action)
    return {plays[r.trick]: rules.renege_penalty for r in state.reneges
            if r.seat == seat and r.called_by is not None and r.trick in plays}


def _apply(state: GameState, seat: int, action: Action) -> None:
    if action.act == Act.CALL_RENEGE:
        state.apply(action, seat)
    else:
        state.apply_unchecked(action)


def judge(view: PlayerView, seed: int | str, worlds: int = REVIEW_WORLDS) -> DecisionReview:
    """The judgement of the decision before it is taken: Hard's choice on ``view`` (the
    hint), with every legal choice valued as :func:`review_decision` values it (the
    coach asks :meth:`DecisionReview.of` for the player's choice)."""
    return review_decision(view, (), seed, worlds)


def review_decision(view: PlayerView, chosen: Choice, seed: int | str,
                    worlds: int = REVIEW_WORLDS) -> DecisionReview:
    """``chosen`` (one action, or a whole discard; none: Hard's own, see :func:`judge`)
    against the Hard bot's choice on ``view``, every legal choice valued over ``worlds``
    sampled worlds; deterministic for ``seed``.

    A call's values are searched over the Hard bot's own first worlds with its solvers,
    so each position its choice solved is solved once."""
    if chosen and chosen[0] not in view.legal:
        raise ValueError("the chosen action is not one of the view's legal actions")
    pool: dict[Hashable, Solver] = {}
    best, reason = hard_choice(view, seed, pool)
    chosen = chosen or best
    card = view.phase == Phase.PLAY
    rng = random.Random(f"{seed}:review" if card else seed)
    values, tricks = _values(view, chosen, best, rng, worlds, pool)
    chosen_key = choice_key(chosen)
    best_key = choice_key(best)
    cost = values.get(best_key, 0.0) - values.get(chosen_key, values.get(best_key, 0.0))
    trick_cost = tricks.get(best_key, 0.0) - tricks.get(chosen_key, tricks.get(best_key, 0.0))
    return DecisionReview(
        seat=view.seat,
        chosen=chosen_key,
        best=best_key,
        reason=reason,
        values=tuple(values.items()),
        tricks=tuple(tricks.items()),
        cost=cost,
        trick_cost=trick_cost,
    )


def judge_bot(pool: dict[Hashable, Solver] | None = None) -> HardBot:
    """The Hard bot the judge measures against: ``HARD_WORLDS`` worlds per card,
    ``REVIEW_WORLDS`` per call (the worlds the call's values are then searched over),
    its solvers in ``pool``."""
    bot = HardBot(worlds=HARD_WORLDS)
    bot.call_worlds = REVIEW_WORLDS
    bot.pool = pool
    return bot


def hard_choice(view: PlayerView, seed: int | str,
                pool: dict[Hashable, Solver] | None = None) -> tuple[Choice, Reason | str]:
    """What the judge's Hard bot (:func:`judge_bot`, deterministic) chooses on ``view``;
    a whole discard for an exchange of several cards."""
    bot = judge_bot(pool)
    hand = mask_of(view.hand)
    if view.phase == Phase.DISCARD and hand.bit_count() > 6:
        trump = view.trump_or_none
        keep = bot.maker_keep(view)
        thrown = sorted(bits(hand & ~keep), key=lambda c: card_strength(c, trump))
        return tuple(acts.DISCARD[c] for c in thrown), Reason("discard_keep_five", suit=trump)
    decision = bot.decide(view, random.Random(seed))
    return (decision.action,), decision.reason


Values = dict[Choice, float]


def _values(view: PlayerView, chosen: Choice, best: Choice, rng: random.Random,
            worlds: int, pool: dict[Hashable, Solver]) -> tuple[Values, Values]:
    """Expected points of every choice (and, for a card, expected tricks)."""
    phase = view.phase
    if phase == Phase.PLAY:
        return _card_values(view, rng, worlds)
    limits = Limits(worlds, total_nodes=REVIEW_NODES)
    sampler = judge_bot().sampler(view, rng)
    solve = _call_solver(view, chosen, best)
    keys = _call_keys(view, chosen, best)
    totals = dict.fromkeys(keys, 0.0)
    n = search_worlds(totals, sampler, solve, limits, pool)
    return _finish(view, totals, max(n, 1)), {}


def _card_values(view: PlayerView, rng: random.Random, worlds: int) -> tuple[Values, Values]:
    cards = following(view)
    if view.rules.callable_reneges:
        cards = sorted(set(cards) | {a.arg for a in view.legal if a.act == Act.PLAY})
    k = knowledge_of(view)
    leaf = play_leaf(view)
    side = sides(view)
    mine = [s for s in range(3) if side[s] == side[view.seat] and s != view.sitting_out]

    def tricks_leaf(won: tuple[int, int, int]) -> float:
        return float(sum(won[s] for s in mine))

    def solve(hands: list[int], budget: SolveBudget) -> dict[Hashable, float]:
        pos = position_of(view, hands)
        points = budget.solver(side, leaf, "play").root_values(pos, cards)
        won = budget.solver(side, tricks_leaf, "tricks").root_values(pos, cards)
        out: dict[Hashable, float] = {}
        for c in cards:
            out[("points", c)] = points[c]
            out[("tricks", c)] = won[c]
        return out

    hard = HardBot(worlds=HARD_WORLDS)
    hard.know_maker = False  # the review values a card on the worlds that fit the view
    totals: dict[Hashable, float] = {(kind, c): 0.0 for kind in ("points", "tricks")
                                     for c in cards}
    hard.weighted_search(view, k, rng, totals, solve, Limits(worlds, total_nodes=REVIEW_NODES))
    values: Values = {(acts.PLAY[c],): totals[("points", c)] for c in cards}
    tricks: Values = {(acts.PLAY[c],): totals[("tricks", c)] for c in cards}
    return values, tricks


World = tuple[list[int], int]
Solve = Callable[[World, SolveBudget], dict[Hashable, float]]


def _call_keys(view: PlayerView, chosen: Choice, best: Choice) -> list[Hashable]:
    """The running totals of a call's search."""
    if view.phase == Phase.BID:
        levels = [_level(a) for a in view.legal if a.act in (Act.BID, Act.MOON)]
        keys: list[Hashable] = [(s, b) for s in bid_suits(view) for b in levels]
        return [*keys, "swap"]
    return list(_options(view, chosen, best))


def _level(action: Action) -> int:
    return 6 if action.act == Act.MOON else action.arg


def _options(view: PlayerView, chosen: Choice, best: Choice) -> list[Choice]:
    """The choices of a decision other than a Ghost Hand bid."""
    if view.phase == Phase.DISCARD and mask_of(view.hand).bit_count() > 6:
        return list(dict.fromkeys([choice_key(chosen), choice_key(best)]))
    return [(a,) for a in view.legal]


def _finish(view: PlayerView, totals: dict[Hashable, float], n: int) -> Values:
    """Average the totals into each choice's value."""
    if view.phase != Phase.BID:
        return {key: total / n for key, total in totals.items() if isinstance(key, tuple)}
    out: Values = {}
    for a in view.legal:
        if a.act in (Act.BID, Act.MOON):
            out[(a,)] = max(totals[(s, _level(a))] / n for s in bid_suits(view))
        elif a.act == Act.PASS:
            out[(a,)] = ghost_pass_value(view)
        else:
            out[(a,)] = totals["swap"] / n
    return out


def _call_solver(view: PlayerView, chosen: Choice, best: Choice) -> Solve:
    """Each choice of a call laid out in a world and solved (as Hard's calls are)."""
    rules, me, scores, dealer = view.rules, view.seat, view.scores, view.dealer
    phase = view.phase
    trump = view.trump_or_none
    up = int(view.up_card) if view.up_card is not None else -1
    maker = view.declarer if view.declarer is not None else me
    hand = mask_of(view.hand)
    alone_now = list(view.alone)
    options = _options(view, chosen, best)

    def make(world: World, budget: SolveBudget) -> dict[Hashable, float]:
        hands, dummy = world
        round1 = phase == Phase.ROUND1
        later = later_callers(view)
        out: dict[Hashable, float] = {}
        for (a,) in options:
            if a.act == Act.PASS:
                out[(a,)] = cut_pass_value(rules, me, scores, hands, dummy, dealer, up, round1,
                                           later, budget)
            else:
                suit = up // 6 if round1 else a.arg
                d, lone = cut_make_values(rules, me, scores, hands, dummy, suit, dealer, up,
                                          round1, True, budget)
                out[(a,)] = max(d, lone if lone is not None else d)
        return out

    def choice(world: World, budget: SolveBudget) -> dict[Hashable, float]:
        hands, dummy = world
        d, lone = cut_make_values(rules, me, scores, hands, dummy, trump, dealer, -1, False,
                                  True, budget)
        return {(acts.DUMMY,): d, (acts.ALONE,): lone if lone is not None else d}

    def defend(world: World, budget: SolveBudget) -> dict[Hashable, float]:
        hands, _ = world
        together, alone = cut_defence_values(rules, me, scores, hands, maker, trump, dealer,
                                             alone_now, budget)
        return {(acts.PASS,): together, (acts.ALONE,): alone}

    def pickup(world: World, budget: SolveBudget) -> dict[Hashable, float]:
        hands, dummy = world
        out: dict[Hashable, float] = {}
        for (a,) in options:
            h = [hands[0], hands[1], hands[2]]
            h[maker] = quick_keep(h[maker] | dummy, trump, rules)
            if a.act == Act.PICKUP:
                h[me] = quick_keep(hand | 1 << up, trump, rules)
            out[(a,)] = cut_play_value(rules, me, scores, h, maker, trump, dealer, alone_now,
                                       budget)
        return out

    def discard(world: World, budget: SolveBudget) -> dict[Hashable, float]:
        hands, dummy = world
        out: dict[Hashable, float] = {}
        for option in options:
            h = [hands[0], hands[1], hands[2]]
            if maker != me and not view.took_dummy and dummy:
                h[maker] = quick_keep(h[maker] | dummy, trump, rules)
            h[me] = hand & ~mask_of([a.card for a in option])
            out[option] = cut_play_value(rules, me, scores, h, maker, trump, dealer, alone_now,
                                         budget)
        return out

    def bid(world: World, budget: SolveBudget) -> dict[Hashable, float]:
        hands, pile = world
        levels = [_level(a) for a in view.legal if a.act in (Act.BID, Act.MOON)]
        over = overbid(hands, later_bidders(view), rules)
        out: dict[Hashable, float] = {}
        for s in bid_suits(view):
            t = ghost_tricks(hands, me, s, budget) if levels else 0
            for b in levels:
                out[(s, b)] = PASS_VALUE_GHOST if over > b else ghost_bid_value(
                    rules, me, scores, me, b, t)
        swap = acts.SWAP in view.legal
        need = ghost_pass_value(view) + GHOST_BID_MARGIN
        out["swap"] = HardBot(worlds=HARD_WORLDS).swap_world_value(
            view, hands, pile, need, budget) if swap else 0.0
        return out

    def declare(world: World, budget: SolveBudget) -> dict[Hashable, float]:
        hands, _ = world
        return {(a,): ghost_named_value(rules, me, scores, hands, me, a.arg, view.high_bid,
                                        budget) for (a,) in options}

    solvers: dict[Phase, Solve] = {
        Phase.ROUND1: make, Phase.ROUND2: make, Phase.CHOICE: choice, Phase.DEFEND: defend,
        Phase.PICKUP: pickup, Phase.DISCARD: discard, Phase.BID: bid, Phase.DECLARE: declare,
    }
    return solvers[phase]
