"""The exact solver: its play model equals the engine's, and it agrees with brute force."""

from __future__ import annotations

import random

import pytest

from ghosteuchre.bots.knowledge import position_of
from ghosteuchre.bots.solver import Position, Solver
from ghosteuchre.bots.utility import play_leaf, sides
from ghosteuchre.engine.actions import PLAY
from ghosteuchre.engine.cards import trick_winner
from ghosteuchre.engine.deal import new_game
from ghosteuchre.engine.rules import Rules
from ghosteuchre.engine.state import GameState, Phase
from ghosteuchre.engine.view import view_of


def to_play(rules: Rules, seed: int) -> GameState:
    """A game advanced by random calls to the first card of the play phase."""
    rng = random.Random(seed)
    while True:
        state = new_game(rules, seed)
        while state.phase not in (Phase.PLAY, Phase.HAND_OVER):
            state.apply_unchecked(rng.choice(state.legal_actions()))
        if state.phase == Phase.PLAY:
            return state
        seed += 1000


def brute_force(p: Position, maximiser: tuple[bool, bool, bool], leaf: Solver) -> float:
    """Plain minimax over every legal card, no pruning, no merging."""
    if not p.trick and not any(p.hands):
        return leaf.leaf((p.won[0], p.won[1], p.won[2]))
    seat = p.to_move
    values = []
    for card in p.legal():
        q = p.copy()
        q.hands[seat] &= ~(1 << card)
        q.trick.append((seat, card))
        active = 3 if q.sitting_out < 0 else 2
        if len(q.trick) == active:
            w = trick_winner(q.trump, q.trick)
            q.won[w] += 1
            q.trick, q.leader = [], w
        values.append(brute_force(q, maximiser, leaf))
    return max(values) if maximiser[seat] else min(values)


@pytest.mark.parametrize("variant", ["ghost-hand", "cutthroat"])
def test_solver_moves_match_engine(variant: str) -> None:
    rules = Rules.make(variant)
    for seed in range(40):
        state = to_play(rules, seed)
        rng = random.Random(seed)
        while state.phase == Phase.PLAY:
            view = view_of(state, state.turn)
            pos = position_of(view, list(state.hands))
            assert pos.to_move == state.turn
            assert sorted(pos.legal()) == sorted(a.arg for a in state.legal_actions())
            card = rng.choice(pos.legal())
            before = list(state.tricks_won)
            state.apply(PLAY[card], state.turn)
            if state.phase == Phase.PLAY and not state.trick:
                winner = trick_winner(pos.trump, [*pos.trick, (pos.to_move, card)])
                assert state.tricks_won[winner] == before[winner] + 1
                assert state.leader == winner


@pytest.mark.parametrize("variant", ["ghost-hand", "cutthroat"])
def test_solver_agrees_with_brute_force(variant: str) -> None:
    rules = Rules.make(variant)
    checked = 0
    for seed in range(30):
        state = to_play(rules, seed)
        rng = random.Random(seed)
        # play randomly until at most 3 tricks (2 in Ghost Hand) remain
        keep = 2 if rules.is_ghost else 3
        while state.phase == Phase.PLAY and state.hands[state.turn].bit_count() > keep:
            state.apply_unchecked(rng.choice(state.legal_actions()))
        if state.phase != Phase.PLAY:
            continue
        for root in range(3):
            view = view_of(state, root)
            side = sides(view)
            solver = Solver(side, play_leaf(view))
            pos = position_of(view, list(state.hands))
            exact = solver.root_values(pos)
            for card, value in exact.items():
                q = pos.copy()
                seat = q.to_move
                q.hands[seat] &= ~(1 << card)
                q.trick.append((seat, card))
                active = 3 if q.sitting_out < 0 else 2
                if len(q.trick) == active:
                    w = trick_winner(q.trump, q.trick)
                    q.won[w] += 1
                    q.trick, q.leader = [], w
                assert brute_force(q, side, Solver(side, play_leaf(view))) == pytest.approx(value)
            checked += 1
    assert checked > 20


@pytest.mark.parametrize("variant", ["ghost-hand", "cutthroat"])
def test_one_solver_shared_by_many_deals_gives_each_deal_its_own_values(variant: str) -> None:
    rules = Rules.make(variant)
    states = [to_play(rules, seed) for seed in range(12)]
    views = [view_of(state, state.turn) for state in states]
    # the same leaf for every deal: the first deal's objective, searched for each deal's cards
    side, leaf = sides(views[0]), play_leaf(views[0])
    shared = Solver(side, leaf)
    for state, view in zip(states, views, strict=True):
        pos = position_of(view, list(state.hands))
        pos.trump = views[0].trump_or_none
        assert shared.root_values(pos) == Solver(side, leaf).root_values(pos)
