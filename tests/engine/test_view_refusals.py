"""Refusals from the player's own view: ``engine.refusal.refusal(view, action)`` says why
an action is refused exactly as the engine's ``apply`` does, from the PlayerView alone.

``tests/data/refusals.txt`` holds the refusals the engine gave (code, parameters and the
sentence to the player) for every action not allowed, at every turn of seeded hands of
both variants and both renege modes, and for a seat whose turn it is not; the view's
refusals must be the same, sentence for sentence.
"""

from __future__ import annotations

import json
import random
from collections.abc import Iterator
from pathlib import Path

import pytest

from ghosteuchre.engine import actions as A  # noqa: N812
from ghosteuchre.engine.actions import Action
from ghosteuchre.engine.deal import deal_next, new_game
from ghosteuchre.engine.reasons import IllegalAction
from ghosteuchre.engine.rules import Rules
from ghosteuchre.engine.state import GameState, Phase
from ghosteuchre.engine.view import refusal, view_of

GOLDEN = Path(__file__).parents[1] / "data" / "refusals.txt"
GAMES = [("ghost-hand", "blocked"), ("ghost-hand", "callable"), ("cutthroat", "blocked"),
         ("cutthroat", "callable")]
HANDS = 2  # hands played per game
CALLS = (A.SWAP, A.MOON, A.PASS, A.ORDER, A.PICKUP, A.DECLINE, A.DUMMY, A.ALONE,
         *(Action(A.Act.BID, n) for n in range(2, 7)), *A.TRUMP)


def actions(state: GameState, seat: int) -> list[Action]:
    """The actions tried for ``seat``: every call (four in the play or a discard), and in
    the play (a discard) each card of its hand and two it does not hold, else one of its
    cards; one call and one card for a seat whose turn it is not."""
    held = [int(c) for c in state.hand_of(seat)][:1] or [0]
    if seat != state.current_player:
        return [A.PASS, A.PLAY[held[0]]]
    if state.phase in (Phase.PLAY, Phase.DISCARD):
        held = [int(c) for c in state.hand_of(seat)]
        held += [c for c in range(24) if c not in held][:2]
    kind = A.DISCARD if state.phase == Phase.DISCARD else A.PLAY
    calls = CALLS if state.phase not in (Phase.PLAY, Phase.DISCARD) else CALLS[:4]
    return [*calls, *(kind[c] for c in held), (A.PLAY if kind is A.DISCARD else A.DISCARD)[0]]


def positions() -> Iterator[tuple[str, GameState, int]]:
    """Every turn of seeded games (each action a seeded choice among the legal ones), with
    the seat to act and the next seat, each under a name."""
    for variant, reneges in GAMES:
        rules = Rules.make(variant, {"reneges": reneges})
        for seed in (1, 2):
            state = new_game(rules, seed)
            rng = random.Random(seed)
            step = 0
            while state.winner is None:
                if state.phase == Phase.HAND_OVER:
                    yield f"{variant}/{reneges}/{seed}/{step}", state, 0
                    if len(state.history) == HANDS:
                        break
                    deal_next(state, seed)
                    continue
                seat = state.current_player
                assert seat is not None
                name = f"{variant}/{reneges}/{seed}/{step}"
                yield name, state, seat
                yield name, state, (seat + 1) % 3
                state.apply(rng.choice(state.legal_actions()), seat)
                step += 1


def refusals() -> Iterator[str]:
    """One line per refused action: where, who, what, and the engine's refusal."""
    for name, state, seat in positions():
        for action in actions(state, seat):
            try:
                state.clone().apply(action, seat)
            except IllegalAction as err:
                yield _line(name, seat, action, err)


def _line(name: str, seat: int, action: Action, err: IllegalAction) -> str:
    """The refusal's code and parameters: its sentence is made from them alone
    (``reasons.reason_text``)."""
    params = json.dumps(dict(sorted(err.params.items())), separators=(",", ":"))
    return f"{name}|{seat}|{action}|{err.code}|{params}"


def test_the_engine_refuses_as_it_always_did() -> None:
    assert list(refusals()) == GOLDEN.read_text(encoding="utf-8").splitlines()


@pytest.mark.parametrize("variant", ["ghost-hand", "cutthroat"])
def test_the_views_refusal_is_the_engines_word_for_word(variant: str) -> None:
    golden = [line for line in GOLDEN.read_text(encoding="utf-8").splitlines()
              if line.startswith(variant + "/")]
    seen = []
    for name, state, seat in positions():
        if not name.startswith(variant + "/"):
            continue
        view = view_of(state, seat)
        for action in actions(state, seat):
            err = refusal(view, action)
            allowed = action in state.legal_actions() and seat == state.current_player
            assert (err is None) == allowed, (name, seat, action)
            if err is not None:
                assert err.seat in (None, seat)
                seen.append(_line(name, seat, action, err))
    assert len(seen) > 1000
    assert seen == golden
