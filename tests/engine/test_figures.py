"""A finished game's figures: standings, the score after each hand, and each player's
contracts, euchres, moons and lone hands, checked against the game's record."""

from __future__ import annotations

import random
from typing import Any

import pytest

from ghosteuchre.engine import Act, Action, GameState, Rules, deal_next, new_game
from ghosteuchre.engine.figures import game_figures, seat_figures
from ghosteuchre.engine.record import dumps, loads, to_record
from ghosteuchre.engine.recordsummary import summary


def play_game(variant: str, seed: int, prefer: tuple[Act, ...] = (), **options: Any) -> GameState:
    """A whole game with seeded random choices, taking a ``prefer`` act half the times it
    is legal."""
    rng = random.Random(seed)
    state = new_game(Rules.make(variant, options), seed)
    while state.winner is None:
        if state.current_player is None:
            deal_next(state, seed)
            continue
        legal = state.legal_actions()
        liked = [a for a in legal if a.act in prefer]
        action: Action = rng.choice(liked if liked and rng.random() < 0.5 else list(legal))
        state.apply(action, state.current_player)
    return state


def recount(state: GameState) -> dict[str, Any]:
    """The figures counted again from the record's summary (the ``replay --json`` object)."""
    ghost = state.rules.is_ghost
    hands = [h for h in summary(state)["hands"] if h["complete"]]
    seats: list[dict[str, int]] = [dict(contracts=0, made=0, euchres=0, moons=0, alone=0,
                                        marches=0, defended_alone=0) for _ in range(3)]
    totals = [0, 0, 0]
    progress: list[list[int]] = [[], [], []]
    for h in hands:
        for s in range(3):
            totals[s] += h["points"][s]
            progress[s].append(totals[s])
        d = h["declarer"]
        if h["void"] or d is None:
            continue
        won = h["tricks_won"][d]
        need = {"moon": 6, None: 3}.get(h["bid"], h["bid"]) if ghost else 3
        seats[d]["contracts"] += 1
        seats[d]["made"] += won >= need
        seats[d]["moons"] += h["bid"] == "moon"
        seats[d]["alone"] += d in h["alone"]
        seats[d]["marches"] += not ghost and won == 5
        for s in range(3):
            if s != d:
                seats[s]["euchres"] += won < need
                seats[s]["defended_alone"] += s in h["alone"]
    return {"hands": len(hands), "seats": seats, "progress": progress}


@pytest.mark.parametrize("variant", ["ghost-hand", "cutthroat"])
@pytest.mark.parametrize("seed", [1, 2, 3])
def test_the_figures_agree_with_the_record(variant: str, seed: int) -> None:
    prefer = (Act.ALONE,) if variant == "cutthroat" else ()
    state = play_game(variant, seed, prefer, target=8)
    figures = game_figures(state)
    again = recount(state)
    assert figures.hands == again["hands"] == len(state.history)
    assert figures.scores == tuple(state.scores)
    assert figures.winner == state.winner
    assert [list(p) for p in figures.progress] == again["progress"]
    for p, counted in zip(figures.players, again["seats"], strict=True):
        assert p.declared == counted["contracts"]
        assert p.made == counted["made"]
        assert p.euchres_taken == p.declared - p.made
        assert p.euchres_given == counted["euchres"]
        assert p.moons == counted["moons"]
        assert p.alone == counted["alone"]
        assert p.marches == counted["marches"]
        assert p.defended_alone == counted["defended_alone"]
    assert figures.void_hands + sum(p.declared for p in figures.players) == figures.hands


def test_the_winner_is_first_and_places_follow_the_scores() -> None:
    figures = game_figures(play_game("ghost-hand", 5, target=10))
    first, second, third = figures.standings()
    assert first.seat == figures.winner and first.place == 1
    assert first.score > second.score >= third.score
    assert third.place == (2 if second.score == third.score else 3)
    assert figures.progress[first.seat][-1] >= figures.target


def test_a_game_read_back_from_its_record_has_the_same_figures() -> None:
    state = play_game("cutthroat", 7, (Act.ALONE,), target=6)
    again = loads(dumps(to_record(state, ["You", "Ada", "Bo"]))).state
    assert game_figures(again) == game_figures(state)


def test_lone_hands_are_counted_for_the_maker_and_the_lone_defender() -> None:
    state = play_game("cutthroat", 11, (Act.ORDER, Act.PICKUP, Act.ALONE), target=10)
    figures = game_figures(state)
    assert sum(p.alone for p in figures.players) > 0
    assert sum(p.defended_alone for p in figures.players) > 0
    for p in figures.players:
        assert p.alone_marched <= p.alone and p.defended_alone_won <= p.defended_alone
        assert p.moons == 0


def test_moons_are_counted_in_ghost_hand() -> None:
    state = play_game("ghost-hand", 3, (Act.MOON,), target=30)
    figures = game_figures(state)
    assert sum(p.moons for p in figures.players) > 0
    for p in figures.players:
        assert p.moons_made <= p.moons <= p.declared
        assert p.alone == p.defended_alone == 0


def test_an_unfinished_hand_is_not_counted() -> None:
    state = new_game(Rules.make("ghost-hand"), 3)
    state.apply(state.legal_actions()[0], state.current_player)
    figures = game_figures(state)
    assert figures.hands == 0 and figures.progress == ((), (), ())
    assert figures.winner is None
    assert [p.place for p in figures.players] == [1, 1, 1]


def test_marches_with_the_dummy_count_as_marches_as_in_the_statistics() -> None:
    """The game-over screen and the statistics count from the same place: a maker who
    takes all 5 tricks with the dummy has marched, without going alone."""

    for seed in range(1, 40):
        state = play_game("cutthroat", seed, (Act.ORDER, Act.DUMMY), target=8)
        figures = game_figures(state)
        if any(p.marches > p.alone_marched for p in figures.players):
            break
    else:
        raise AssertionError("no game with a march with the dummy")
    for p in figures.players:
        mine = seat_figures(state, p.seat)
        assert (p.marches, p.alone, p.declared, p.made, p.euchres_given) == (
            mine.marches, mine.alone, mine.declared, mine.made, mine.euchres_given)
