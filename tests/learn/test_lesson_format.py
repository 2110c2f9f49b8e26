"""A malformed lesson file is refused with one sentence that says what is wrong."""

from __future__ import annotations

import copy
import json
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from ghosteuchre.learn.lesson import LessonError
from ghosteuchre.learn.load import LESSONS_DIR, load_lesson, loads_lesson

BASE = json.loads((LESSONS_DIR / "01-tricks.lesson.json").read_text(encoding="utf-8"))
PLAY_ACE = 5  # the do step "Play the A♠"
LEGAL_QUIZ = 3  # "Which of these cards may you play?"


def _set(path: tuple[Any, ...], value: Any) -> Callable[[dict[str, Any]], None]:
    def change(data: dict[str, Any]) -> None:
        target = data
        for key in path[:-1]:
            target = target[key]
        target[path[-1]] = value
    return change


def _drop(path: tuple[Any, ...]) -> Callable[[dict[str, Any]], None]:
    def change(data: dict[str, Any]) -> None:
        target = data
        for key in path[:-1]:
            target = target[key]
        del target[path[-1]]
    return change


def _extra_do_step(data: dict[str, Any]) -> None:
    data["steps"].append({"kind": "do", "text": "Play on.", "expect": [{"act": "play",
                                                                         "card": "TS"}]})


CASES = [
    (_set(("format",), "ghosteuchre-lesson/9"), "format must be 'ghosteuchre-lesson/1'"),
    (_set(("colour",), "red"), "unknown field 'colour'"),
    (_drop(("steps",)), "needs the field 'steps'"),
    (_set(("id",), "Lesson One"), "lower-case letters, digits and hyphens"),
    (_set(("steps", 0, "kind"), "watch"), "kind must be 'read', 'do' or 'quiz', not 'watch'"),
    (_set(("steps", 0, "anchor"), "sofa"), "'sofa' is not a table element"),
    (_set(("steps", 0, "text"), ""), "text must be a text that is not empty"),
    (_set(("steps", PLAY_ACE, "expect"), [{"act": "play", "card": "9S"}]),
     "step 5: the record's action 5 is not among the expected actions"),
    (_set(("steps", PLAY_ACE, "expect"), [{"act": "play", "card": "AS"},
                                          {"act": "play", "card": "KH"}]),
     "step 5: the expected action {'act': 'play', 'card': 'KH'} is refused: You must follow"),
    (_set(("steps", PLAY_ACE, "expect"), [{"act": "fold"}]), "step 5: unknown act 'fold'"),
    (_set(("steps", PLAY_ACE, "refusals"), {"rude": "No."}),
     "'rude' is not a reason code of the engine"),
    (_set(("steps", PLAY_ACE, "hints"), [{"action": {"act": "play", "card": "AS"},
                                          "text": "No."}]),
     "the hinted action {'act': 'play', 'card': 'AS'} is expected"),
    (_set(("steps", LEGAL_QUIZ, "answer"), 0), "step 3: the engine finds choice 1 right, not 0"),
    (_set(("steps", LEGAL_QUIZ, "answer"), 7), "answer must be the index of one of the choices"),
    (_set(("steps", LEGAL_QUIZ, "explain"), ["Yes."]), "explain must give one text for each"),
    (_set(("steps", LEGAL_QUIZ, "choices"), ["K♥", "A♠", "A♥"]),
     "every choice of a legal quiz is a card in the learner's hand"),
    (_set(("steps", LEGAL_QUIZ, "check"), {"kind": "guess"}), "check must be an object"),
    (_set(("steps", LEGAL_QUIZ, "check"), {"kind": "points", "declarer": 5, "tricks": [1],
                                           "seat": 0}), "a points check gives the declarer"),
    (_set(("record", "hands", 0, "actions", 5, "card"), "KH"),
     "the lesson's record: hand 1, action 6: seat 0 must follow spades"),
    (_set(("record", "hands"), []), "must hold exactly one hand"),
    (_set(("start",), 99), "start must count actions of the record"),
    (_extra_do_step, "the record holds 3 action(s) of seat 0 after the start but the lesson "
                     "has 4 do step(s)"),
]


@pytest.mark.parametrize(("change", "message"), CASES, ids=[m for _, m in CASES])
def test_a_malformed_lesson_gets_one_sentence(
    change: Callable[[dict[str, Any]], None], message: str
) -> None:
    data = copy.deepcopy(BASE)
    change(data)
    with pytest.raises(LessonError) as caught:
        loads_lesson(json.dumps(data))
    text = str(caught.value)
    assert message in text
    assert "\n" not in text and len(text) < 300


def test_the_unchanged_lesson_loads() -> None:
    assert loads_lesson(json.dumps(BASE)).id == "01-tricks"


@pytest.mark.parametrize(("raw", "message"), [
    (b"{", "not valid JSON"),
    (b"[]", "a lesson must be a JSON object"),
    (b"\xff\xfe", "UTF-8"),
    (b'{"a": ' * 100 + b"1" + b"}" * 100, "nested"),
])
def test_broken_json_gets_one_sentence(raw: bytes, message: str, tmp_path: Path) -> None:
    path = tmp_path / "bad.lesson.json"
    path.write_bytes(raw)
    with pytest.raises(LessonError) as caught:
        load_lesson(path)
    text = str(caught.value)
    assert text.startswith(str(path)) and message in text and "\n" not in text


def test_a_missing_file_names_itself(tmp_path: Path) -> None:
    with pytest.raises(LessonError, match=r"missing\.lesson\.json"):
        load_lesson(tmp_path / "missing.lesson.json")


JSON_VALUES = st.recursive(
    st.none() | st.booleans() | st.integers(-3, 30) | st.sampled_from(
        ["", "x", "JD", "9S", "play", "quiz", "do", "read", "trick", "must_follow", "wins",
         "legal", "points", "ghost-hand", "A♠", "+4"]),
    lambda inner: st.lists(inner, max_size=3) | st.dictionaries(
        st.sampled_from(["act", "card", "kind", "text", "expect", "choices", "answer",
                         "explain", "check", "seat", "tricks", "declarer", "bid"]),
        inner, max_size=3),
    max_leaves=6,
)


def _paths(value: Any, prefix: tuple[Any, ...] = ()) -> list[tuple[Any, ...]]:
    out = [prefix] if prefix else []
    if isinstance(value, dict):
        for key, item in value.items():
            out.extend(_paths(item, (*prefix, key)))
    elif isinstance(value, list):
        for i, item in enumerate(value):
            out.extend(_paths(item, (*prefix, i)))
    return out


PATHS = [p for p in _paths(BASE) if p[0] != "record"] + [
    ("record", "hands", 0, "actions", 4), ("record", "hands", 0, "actions", 5, "card")]


@settings(max_examples=300, deadline=None)
@given(st.sampled_from(PATHS), JSON_VALUES)
@pytest.mark.slow
def test_any_changed_value_is_refused_with_a_sentence_or_accepted(
    path: tuple[Any, ...], value: Any
) -> None:
    data = copy.deepcopy(BASE)
    _set(path, value)(data)
    try:
        loads_lesson(json.dumps(data))
    except LessonError as exc:
        assert str(exc) and "\n" not in str(exc)
