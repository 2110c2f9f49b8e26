"""Invariants over random legal games of both variants and random options."""

from __future__ import annotations

import random
from dataclasses import fields
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from ghosteuchre.engine import Action, Card, GameState, Phase, Rules, new_game, view_of
from ghosteuchre.engine.actions import Act
from ghosteuchre.engine.cards import FULL_DECK, mask_of
from ghosteuchre.engine.record import replay, to_record
from ghosteuchre.engine.recordsummary import summary
from tests.support.games import random_step


@st.composite
def rules_strategy(draw: st.DrawFn) -> Rules:
    variant = draw(st.sampled_from(["ghost-hand", "cutthroat"]))
    options: dict[str, Any] = {
        "target": draw(st.integers(1, 40)),
        "reneges": draw(st.sampled_from(["blocked", "callable"])),
        "renege_penalty": draw(st.integers(0, 10)),
        "stick_the_dealer": draw(st.booleans()),
    }
    if variant == "ghost-hand":
        options["ghost_swap"] = draw(st.booleans())
        options["moon_points"] = draw(st.integers(6, 48))
        options["moon_failure"] = draw(st.sampled_from([6, 24]))
    else:
        options["dealer_pickup"] = draw(st.sampled_from(["optional", "required"]))
        options["defend_alone"] = draw(st.booleans())
        options["march_points"] = draw(st.integers(1, 10))
        options["alone_march_points"] = draw(st.integers(1, 10))
        options["euchre_points"] = draw(st.integers(1, 10))
    return Rules.make(variant, options)


def played_cards(state: GameState) -> list[Card]:
    return [c for t in state.tricks for _, c in t.plays] + [c for _, c in state.trick]


def check_conservation(state: GameState) -> None:
    if not state.history:
        return
    parts = [*state.hands, state.ghost, state.dead, state.dummy]
    parts.append(mask_of(state.discards[0] + state.discards[1] + state.discards[2]))
    parts.append(mask_of(played_cards(state)))
    if not state.rules.is_ghost:
        hidden_kitty = [c for c in state.kitty if not (c == state.up_card and state.up_taken)]
        parts.append(mask_of(hidden_kitty))
    total = 0
    for p in parts:
        assert total & p == 0, "a card is in two places"
        total |= p
    assert total == FULL_DECK


def known_to(state: GameState, seat: int) -> set[Card]:
    known = set(state.hand_of(seat)) | set(played_cards(state)) | set(state.discards[seat])
    if state.up_card >= 0:
        known.add(Card(state.up_card))
    if state.declarer == seat and state.took_dummy:
        known |= {Card(i) for i in range(24) if state.dummy_cards >> i & 1}
    if state.swapped_by == seat:
        known |= {Card(i) for i in range(24) if state.dead >> i & 1}
    return known


def cards_in(value: Any) -> list[Card]:
    if isinstance(value, Card):
        return [value]
    if isinstance(value, (tuple, list)):
        return [c for v in value for c in cards_in(v)]
    if isinstance(value, Action):
        return [value.card] if value.act in (Act.PLAY, Act.DISCARD) and value.arg >= 0 else []
    if hasattr(value, "_fields"):  # Trick
        return cards_in(tuple(value))
    return []


def check_views(state: GameState) -> None:
    for seat in range(3):
        view = view_of(state, seat)
        assert set(view.hand) == set(state.hand_of(seat))
        known = known_to(state, seat)
        for f in fields(view):
            leaked = [c for c in cards_in(getattr(view, f.name)) if c not in known]
            assert not leaked, f"seat {seat} sees {leaked} through {f.name}"


def check_counts(state: GameState) -> None:
    assert sum(state.tricks_won) == len(state.tricks)
    if state.phase == Phase.HAND_OVER and not state.void:
        assert len(state.tricks) == state.rules.tricks_per_hand
    points = [sum(r.points[s] for r in state.results) for s in range(3)]
    if state.history:
        points = [points[s] + state.hand_points[s] for s in range(3)]
        result = state.hand_result()
        assert result.score(state.rules).points == result.points  # the breakdown adds up
    assert points == state.scores


@settings(max_examples=80, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(rules=rules_strategy(), seed=st.integers(0, 10**6))
@pytest.mark.slow
def test_random_games_keep_every_invariant(rules: Rules, seed: int) -> None:
    rng = random.Random(seed)
    state = new_game(rules, seed)
    for step in range(400):
        random_step(state, seed, rng)
        check_conservation(state)
        check_counts(state)
        if step % 7 == 0:
            check_views(state)
        if state.is_terminal():
            break
    while state.phase == Phase.DISCARD:  # records hold whole exchanges only
        random_step(state, seed, rng)
    again = replay(to_record(state)).state
    assert summary(again) == summary(state)


@settings(max_examples=30, deadline=None)
@given(rules=rules_strategy(), seed=st.integers(0, 10**6), steps=st.integers(1, 60))
def test_undo_restores_the_previous_state(rules: Rules, seed: int, steps: int) -> None:
    rng = random.Random(seed)
    state = new_game(rules, seed)
    for _ in range(steps):
        random_step(state, seed, rng)
    if state.is_terminal() or state.current_player is None:
        return
    before = state.clone()
    state.apply(rng.choice(state.legal_actions()), state.current_player)
    state.undo()
    assert summary(state) == summary(before)
    assert state.legal_actions() == before.legal_actions()
    assert state.hands == before.hands and state.phase == before.phase


@settings(max_examples=30, deadline=None)
@given(rules=rules_strategy(), seed=st.integers(0, 10**6), steps=st.integers(1, 60))
def test_clone_is_independent(rules: Rules, seed: int, steps: int) -> None:
    rng = random.Random(seed)
    state = new_game(rules, seed)
    for _ in range(steps):
        random_step(state, seed, rng)
    snapshot = summary(state)
    twin = state.clone()
    for _ in range(30):
        random_step(twin, seed, rng)
    assert summary(state) == snapshot


def test_complete_random_games_reach_a_winner() -> None:
    for variant in ("ghost-hand", "cutthroat"):
        for seed in range(20):
            rng = random.Random(seed)
            state = new_game(Rules.make(variant, {"target": 12}), seed)
            for _ in range(20000):
                if state.is_terminal():
                    break
                random_step(state, seed, rng, pass_bias=0.7)
            assert state.is_terminal(), (variant, seed)
            top = max(state.scores)
            assert top >= 12 and state.scores.count(top) == 1
            assert state.winner == state.scores.index(top)
