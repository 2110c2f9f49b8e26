"""The player's figures (ghosteuchre.stats): what hands count for a seat, checked against
the ``replay --json`` summaries of the example records and of random games, and the
statistics book: hands counted once, games once, streaks, and a file checked field by
field."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from hypothesis import given
from hypothesis import strategies as st

from ghosteuchre.engine.record import loads, replay
from ghosteuchre.engine.recordsummary import summary
from ghosteuchre.engine.rules import Rules
from ghosteuchre.engine.state import HandResult
from ghosteuchre.stats import (
    Book,
    Figures,
    StatsFileError,
    difficulty_key,
    hand_figures,
    seat_figures,
)
from ghosteuchre.stats.book import DIFFICULTIES, KEYS_KEPT, MAX_COUNT, game_key
from tests.support.figures import counted_from_summary
from tests.support.games import random_record

EXAMPLES = Path(__file__).resolve().parent / "data" / "examples"


@pytest.mark.parametrize("path", sorted(EXAMPLES.glob("*.record.json")), ids=lambda p: p.name)
def test_example_records_count_as_their_summaries_say(path: Path) -> None:
    state = loads(path.read_bytes()).state
    expected = json.loads(path.with_name(path.name.replace(".record", ".expected")).read_text())
    for seat in range(3):
        assert seat_figures(state, seat) == counted_from_summary(expected, seat)


def test_the_examples_cover_every_figure() -> None:
    total = Figures()
    for path in EXAMPLES.glob("*.record.json"):
        state = loads(path.read_bytes()).state
        for seat in range(3):
            total = total + seat_figures(state, seat)
    missing = [name for name, value in total.as_dict().items() if value == 0]
    assert missing == ["moons_made"], total  # no example makes a moon: see the next test


def _result(declarer: int, bid: int | None, won: tuple[int, ...],
            alone: tuple[int, ...] = ()) -> HandResult:
    return HandResult(dealer=0, void=False, declarer=declarer, bid=bid, trump=0, alone=alone,
                      tricks=(), tricks_won=won, reneges=(), points=(0, 0, 0), complete=True)


def test_each_kind_of_contract_counts_as_the_rules_say() -> None:
    ghost, cut = Rules.make("ghost-hand"), Rules.make("cutthroat")
    moon = _result(1, 6, (0, 6, 0))
    assert hand_figures(moon, ghost, 1) == Figures(hands=1, declared=1, made=1, moons=1,
                                                   moons_made=1)
    assert hand_figures(moon, ghost, 0) == Figures(hands=1)
    failed_moon = _result(1, 6, (1, 5, 0))
    assert hand_figures(failed_moon, ghost, 1) == Figures(hands=1, declared=1, moons=1,
                                                          euchres_taken=1)
    assert hand_figures(failed_moon, ghost, 2) == Figures(hands=1, euchres_given=1)
    march = _result(2, None, (0, 0, 5), alone=(2,))
    assert hand_figures(march, cut, 2) == Figures(hands=1, declared=1, made=1, alone=1,
                                                  marches=1)
    with_dummy = _result(2, None, (0, 0, 5))
    assert hand_figures(with_dummy, cut, 2) == Figures(hands=1, declared=1, made=1, marches=1)
    beaten = _result(2, None, (5, 0, 0), alone=(0,))
    assert hand_figures(beaten, cut, 0) == Figures(hands=1, euchres_given=1, defended_alone=1)
    assert hand_figures(beaten, cut, 1) == Figures(hands=1, euchres_given=1)


@given(seed=st.integers(0, 10**6), variant=st.sampled_from(["ghost-hand", "cutthroat"]),
       callable_reneges=st.booleans())
def test_random_games_count_as_their_summaries_say(
    seed: int, variant: str, callable_reneges: bool
) -> None:
    options = {"reneges": "callable"} if callable_reneges else {}
    state = replay(random_record(seed, variant, 6, options)).state
    data = summary(state)
    for seat in range(3):
        figures = seat_figures(state, seat)
        assert figures == counted_from_summary(data, seat)
        assert figures.declared == figures.made + figures.euchres_taken
    contracts = sum(1 for h in data["hands"] if h["complete"] and h["declarer"] is not None)
    assert sum(seat_figures(state, s).declared for s in range(3)) == contracts


def test_difficulty_is_the_two_bots_levels() -> None:
    assert difficulty_key(["", "medium", "medium"], 0) == "medium"
    assert difficulty_key(["", "hard", "easy"], 0) == "easy+hard"
    assert difficulty_key(["hard", "", "medium"], 1) == "medium+hard"
    assert set(DIFFICULTIES) == {"easy", "medium", "hard", "easy+medium", "easy+hard",
                                 "medium+hard"}


# ----------------------------------------------------------------------- the book
GAME = "a" * 64
ONE = Figures(hands=1, declared=1, made=1)
EUCHRED = Figures(hands=1, declared=1, euchres_taken=1)


def test_a_hand_reported_again_replaces_its_count() -> None:
    book = Book()
    assert book.count_hand(GAME, "cutthroat", "easy", 0, ONE)
    assert book.count_hand(GAME, "cutthroat", "easy", 1, ONE)
    assert not book.count_hand(GAME, "cutthroat", "easy", 1, ONE)  # the same again
    assert book.count_hand(GAME, "cutthroat", "easy", 1, EUCHRED)  # undone, played again
    figures = book.tally("cutthroat", "easy").figures
    assert figures == Figures(hands=2, declared=2, made=1, euchres_taken=1)
    assert book.tally("cutthroat").figures == figures  # "all levels"
    assert book.tally("ghost-hand").figures == Figures()


def test_a_game_counts_once_and_streaks_follow_the_wins() -> None:
    book = Book()
    results = [True, True, False, True, True, True, False, True]
    for n, won in enumerate(results):
        key = f"{n:064x}"
        assert book.count_game(key, "ghost-hand", "hard", won, 30 if won else 12)
        assert not book.count_game(key, "ghost-hand", "hard", won, 30)
    tally = book.tally("ghost-hand", "hard")
    assert (tally.games, tally.won, tally.best_streak, tally.streak) == (8, 6, 3, 1)
    assert tally.win_rate == 6 / 8 and tally.average_score == (6 * 30 + 2 * 12) / 8
    assert book.difficulties("ghost-hand") == ["hard"]


def test_difficulties_are_kept_apart_and_added_up() -> None:
    book = Book()
    book.count_game("1" * 64, "cutthroat", "easy", True, 10)
    book.count_game("2" * 64, "cutthroat", "easy+hard", False, 4)
    assert book.tally("cutthroat", "easy").games == 1
    assert book.tally("cutthroat", "easy+hard").won == 0
    assert book.tally("cutthroat").games == 2 and book.tally("cutthroat").best_streak == 1
    assert book.difficulties("cutthroat") == ["easy", "easy+hard"]


def test_the_book_round_trips_through_json() -> None:
    book = Book()
    book.count_hand(GAME, "ghost-hand", "medium", 0, Figures(hands=1, moons=1, moons_made=1,
                                                             declared=1, made=1))
    book.count_game(GAME, "ghost-hand", "medium", True, 40)
    again = Book.from_json(json.loads(json.dumps(book.as_json())))
    assert again == book
    assert not again.count_game(GAME, "ghost-hand", "medium", True, 40)  # counted already


def test_a_game_ended_long_ago_still_counts_once() -> None:
    book = Book()
    book.count_game(GAME, "cutthroat", "easy", True, 10)
    for n in range(KEYS_KEPT - 1):
        book.count_hand(f"{n:064x}", "cutthroat", "easy", 0, ONE)  # other games
        book.count_game(f"{n:064x}", "cutthroat", "easy", False, 3)
    assert not book.count_game(GAME, "cutthroat", "easy", True, 10)  # reopened and won again
    assert book.count_game(f"{KEYS_KEPT:064x}", "cutthroat", "easy", True, 10)
    assert len(book.ended) == KEYS_KEPT and GAME not in book.ended


def test_game_key_tells_games_apart() -> None:
    rules = Rules.make("ghost-hand")
    a = replay(random_record(1, "ghost-hand", 2)).state
    b = replay(random_record(2, "ghost-hand", 2)).state
    assert game_key(a, 1) == game_key(a, 1) != game_key(b, 2)
    assert game_key(a, 1) != game_key(a, 3)
    assert a.rules == rules


def _valid() -> dict[str, Any]:
    book = Book()
    book.count_hand(GAME, "cutthroat", "easy", 0, ONE)
    book.count_game(GAME, "cutthroat", "easy", True, 12)
    data: dict[str, Any] = book.as_json()
    return data


BAD: dict[str, Any] = {
    "a list": [],
    "no format": {k: v for k, v in _valid().items() if k != "format"},
    "other format": {**_valid(), "format": "ghosteuchre-statistics/9"},
    "unknown field": {**_valid(), "extra": 1},
    "tallies a list": {**_valid(), "tallies": []},
    "unknown variant": {**_valid(), "tallies": {"poker": {}}},
    "unknown difficulty": {**_valid(), "tallies": {"cutthroat": {"godlike": {}}}},
    "count a string": {**_valid(), "tallies": {"cutthroat": {"all": {"games": "3"}}}},
    "count a float": {**_valid(), "tallies": {"cutthroat": {"all": {"games": 3.0}}}},
    "count a bool": {**_valid(), "tallies": {"cutthroat": {"all": {"won": True}}}},
    "count negative": {**_valid(), "tallies": {"cutthroat": {"all": {"hands": -1}}}},
    "count huge": {**_valid(), "tallies": {"cutthroat": {"all": {"hands": 10**29}}}},
    "score huge": {**_valid(), "tallies": {"cutthroat": {"all": {"score_total": -(10**20)}}}},
    "more wins than games": {**_valid(), "tallies": {"cutthroat": {"all": {"won": 2}}}},
    "unknown count": {**_valid(), "tallies": {"cutthroat": {"all": {"points": 2}}}},
    "tally a list": {**_valid(), "tallies": {"cutthroat": {"all": [1]}}},
    "current a string": {**_valid(), "current": "x"},
    "current key short": {**_valid(), "current": {**_valid()["current"], "game": "ab"}},
    "current hand text": {**_valid(), "current": {**_valid()["current"], "hand": "1"}},
    "current with more": {**_valid(), "current": {**_valid()["current"], "finished": 1}},
    "ended a string": {**_valid(), "ended": "x"},
    "ended a short key": {**_valid(), "ended": ["ab"]},
    "ended too long": {**_valid(), "ended": [GAME] * 201},
    "current missing a field": {**_valid(), "current": {"game": GAME}},
}


@pytest.mark.parametrize("data", BAD.values(), ids=BAD.keys())
def test_a_bad_statistics_file_is_refused_with_a_reason(data: Any) -> None:
    with pytest.raises(StatsFileError) as err:
        Book.from_json(data)
    assert str(err.value) and "\n" not in str(err.value)


def test_the_largest_counts_are_accepted() -> None:
    data = _valid()
    data["tallies"]["cutthroat"]["all"]["hands"] = MAX_COUNT
    assert Book.from_json(data).tally("cutthroat").figures.hands == MAX_COUNT


JSON = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats(allow_nan=False) | st.text(max_size=8),
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=8), inner,
                                                               max_size=4),
    max_leaves=20,
)


@given(noise=JSON, where=st.sampled_from(["top", "tallies", "tally", "current", "count"]))
def test_any_json_is_read_or_refused_with_a_reason(noise: Any, where: str) -> None:
    data = _valid()
    if where == "top":
        data = noise
    elif where == "tallies":
        data["tallies"] = noise
    elif where == "tally":
        data["tallies"]["cutthroat"]["easy"] = noise
    elif where == "current":
        data["current"] = noise
    else:
        data["tallies"]["cutthroat"]["all"]["hands"] = noise
    try:
        book = Book.from_json(data)
    except StatsFileError:
        return
    assert Book.from_json(json.loads(json.dumps(book.as_json()))) == book
