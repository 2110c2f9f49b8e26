"""Fuzzing ``ghosteuchre-cli replay``: any input ends in exit 0 or exit 2 with one sentence."""

from __future__ import annotations

import contextlib
import io
import json
import random
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from ghosteuchre.cli import main
from ghosteuchre.engine import Rules, new_game
from ghosteuchre.engine.deal import deal_next
from ghosteuchre.engine.record import to_record
from tests.support.games import random_record

pytestmark = pytest.mark.slow  # the window driven through games, or long runs: not in the fast lane


def _in_progress(seed: int, variant: str, steps: int) -> dict[str, Any]:
    rng = random.Random(seed)
    game = new_game(Rules.make(variant, {"reneges": "callable"}), seed)
    for _ in range(steps):
        if game.current_player is None:
            deal_next(game, seed)
        game.apply(rng.choice(game.legal_actions()), game.current_player)
    return to_record(game)


BASES = [
    random_record(1, "ghost-hand", 3),
    random_record(2, "cutthroat", 3),
    random_record(3, "ghost-hand", 2, {"reneges": "callable", "target": 500}),
    random_record(4, "cutthroat", 4, {"reneges": "callable", "dealer_pickup": "required"}),
    _in_progress(5, "cutthroat", 30),
    _in_progress(6, "ghost-hand", 17),
]
CARD_TEXTS = {f"{r}{s}" for r in "9TJQKA" for s in "CDHS"}


def _paths(value: Any, path: tuple[Any, ...] = ()) -> list[tuple[Any, ...]]:
    out = [path]
    if isinstance(value, dict):
        for key, item in value.items():
            out.extend(_paths(item, (*path, key)))
    elif isinstance(value, list):
        for i, item in enumerate(value):
            out.extend(_paths(item, (*path, i)))
    return out


def _at(data: Any, path: tuple[Any, ...]) -> Any:
    for key in path:
        data = data[key]
    return data


def _set(data: Any, path: tuple[Any, ...], value: Any) -> None:
    _at(data, path[:-1])[path[-1]] = value


def _delete(data: Any, path: tuple[Any, ...]) -> None:
    del _at(data, path[:-1])[path[-1]]


PATHS = [_paths(b)[1:] for b in BASES]
CARD_PATHS = [
    [p for p in ps if isinstance(_at(b, p), str) and _at(b, p) in CARD_TEXTS]
    for b, ps in zip(BASES, PATHS, strict=True)
]


JSON_VALUES = st.recursive(
    st.none()
    | st.booleans()
    | st.integers(min_value=-(10**40), max_value=10**40)
    | st.floats()
    | st.text(max_size=30)
    | st.sampled_from([*sorted(CARD_TEXTS), "pass", "bid", "play", "ghost-hand", "cutthroat"]),
    lambda inner: st.lists(inner, max_size=6)
    | st.dictionaries(st.text(max_size=8), inner, max_size=5),
    max_leaves=20,
)
MARK = "\u2603MARK\u2603"
RAW_TEXTS = st.sampled_from(
    [
        "9" * 5000,
        "-" + "1" * 400,
        "1e999",
        "NaN",
        "-Infinity",
        "[" * 3000 + "]" * 3000,
        "{\"a\":" * 2000 + "1" + "}" * 2000,
        "[" * 65 + "]" * 65,
        '"\\ud800"',
        '"\\u0000\\n"',
        '"' + "x" * 100_000 + '"',
        "[" + ",".join(['"JH"'] * 20_000) + "]",
    ]
)


@st.composite
def mutated_records(draw: st.DrawFn) -> bytes:
    i = draw(st.integers(0, len(BASES) - 1))
    data = json.loads(json.dumps(BASES[i]))
    kind = draw(
        st.sampled_from(["delete", "replace", "retype", "swap", "raw", "truncate", "bytes"])
    )
    path = draw(st.sampled_from(PATHS[i]))
    if kind == "delete":
        _delete(data, path)
    elif kind == "replace":
        _set(data, path, draw(JSON_VALUES))
    elif kind == "retype":
        old = _at(data, path)
        _set(data, path, draw(st.sampled_from([str(old), [old], {"v": old}, True, 1.5, None])))
    elif kind == "swap":
        a, b = draw(st.sampled_from(CARD_PATHS[i])), draw(st.sampled_from(CARD_PATHS[i]))
        first, second = _at(data, a), _at(data, b)
        _set(data, a, second)
        _set(data, b, first)
    elif kind == "raw":
        _set(data, path, MARK)
        text = json.dumps(data, ensure_ascii=False)
        return text.replace(json.dumps(MARK, ensure_ascii=False), draw(RAW_TEXTS)).encode()
    raw = json.dumps(data).encode()
    if kind == "truncate":
        return raw[: draw(st.integers(0, len(raw)))]
    if kind == "bytes":
        at = draw(st.integers(0, len(raw)))
        junk = draw(st.binary(min_size=1, max_size=4))
        return raw[:at] + junk + raw[at + draw(st.integers(0, 3)) :]
    return raw


def _replay(path: Path, as_json: bool) -> tuple[int, str, str]:
    out, err = io.StringIO(), io.StringIO()
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
        code = main(["replay", str(path), *(["--json"] if as_json else [])])
    return code, out.getvalue(), err.getvalue()


def _check_any_input(raw: bytes, path: Path) -> None:
    path.write_bytes(raw)
    code, out, err = _replay(path, as_json=True)
    assert code in (0, 2)
    answer = json.loads(out)
    if code == 0:
        assert set(answer) >= {"variant", "hands", "scores", "winner"}
    else:
        assert set(answer) == {"error", "hand", "action"} and "\n" not in answer["error"]
    code_text, out, err = _replay(path, as_json=False)
    assert code_text == code
    if code == 0:
        assert "scores:" in out and err == ""
    else:
        assert out == "" and err.count("\n") == 1 and err.endswith("\n")


FUZZ = settings(
    max_examples=250,
    deadline=None,
    suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow],
)


@pytest.mark.parametrize("base", range(len(BASES)))
def test_the_generated_records_replay(base: int, tmp_path: Path) -> None:
    path = tmp_path / "record.json"
    path.write_text(json.dumps(BASES[base]))
    assert _replay(path, as_json=True)[0] == 0


@FUZZ
@given(raw=mutated_records())
def test_mutated_records_exit_0_or_2(raw: bytes, tmp_path: Path) -> None:
    _check_any_input(raw, tmp_path / "record.json")


@FUZZ
@given(
    value=JSON_VALUES
    | st.fixed_dictionaries(
        {},
        optional={
            "format": st.just("ghosteuchre-record/1") | JSON_VALUES,
            "variant": st.sampled_from(["ghost-hand", "cutthroat"]) | JSON_VALUES,
            "options": JSON_VALUES,
            "players": JSON_VALUES,
            "hands": JSON_VALUES,
            "app": JSON_VALUES,
        },
    )
)
def test_random_json_values_exit_0_or_2(value: Any, tmp_path: Path) -> None:
    _check_any_input(json.dumps(value).encode(), tmp_path / "record.json")
