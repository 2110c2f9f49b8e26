"""The lesson format (``ghosteuchre-lesson/1``): a game record plus the coach's steps.

This module reads the structure of a lesson and refuses anything else with one
sentence; :mod:`~ghosteuchre.learn.load` then checks it against the engine.
See ``docs/learn.md`` for the format.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import Any

from ..engine.actions import Action
from ..engine.reasons import REASONS
from ..engine.safejson import shown
from .actions import ActionFormatError, engine_steps

FORMAT = "ghosteuchre-lesson/1"
MAX_TEXT = 2000
ANCHOR = re.compile(r"(kitty|dummy|trick|board|hand:[0-2]|plate:[0-2]|button:[a-z_]{1,30})")
CHECKS = ("wins", "legal", "points")
EXTRA_REASONS = ("discard_count",)


class LessonError(ValueError):
    """A lesson or practice file that is malformed or does not play; the message is a sentence."""


@dataclass(frozen=True, slots=True)
class Hint:
    """A legal action that is wrong at this step, and why."""

    action: dict[str, Any]
    steps: tuple[Action, ...]
    text: str


@dataclass(frozen=True, slots=True)
class Step:
    """One step: ``read`` (Next), ``do`` (an expected action) or ``quiz`` (choose an answer)."""

    kind: str
    text: str
    anchor: str | None = None
    expect: tuple[dict[str, Any], ...] = ()
    done: str = ""
    wrong: str = ""
    hints: tuple[Hint, ...] = ()
    refusals: dict[str, str] = field(default_factory=dict)
    choices: tuple[str, ...] = ()
    answer: int = -1
    explain: tuple[str, ...] = ()
    check: dict[str, Any] | None = None


@dataclass(frozen=True, slots=True)
class Lesson:
    """A record (one hand) opened after ``start`` actions, the learner's seat and the steps."""

    id: str
    title: str
    summary: str
    seat: int
    start: int
    record: dict[str, Any]
    steps: tuple[Step, ...]

    @property
    def actions(self) -> list[dict[str, Any]]:
        actions: list[dict[str, Any]] = self.record["hands"][0]["actions"]
        return actions


GENERIC_WRONG = "That is not what this step asks. {task}"


def parse_lesson(data: Any) -> Lesson:
    """The lesson in ``data`` (parsed JSON); raise LessonError at the first fault."""
    fields = _object(data, "a lesson", {"format", "id", "title", "summary", "seat", "start",
                                         "record", "steps"}, {"format", "id", "title", "record",
                                                              "steps"})
    if fields["format"] != FORMAT:
        raise LessonError(f"format must be {FORMAT!r}")
    lesson_id = _text(fields, "id", "the lesson", limit=60)
    if not re.fullmatch(r"[a-z0-9][a-z0-9-]*", lesson_id):
        raise LessonError("the lesson id is made of lower-case letters, digits and hyphens")
    record = fields["record"]
    if not isinstance(record, dict) or not isinstance(record.get("hands"), list) \
            or len(record["hands"]) != 1 or not isinstance(record["hands"][0], dict) \
            or not isinstance(record["hands"][0].get("actions"), list):
        raise LessonError("the lesson's record must hold exactly one hand with its actions")
    seat = fields.get("seat", 0)
    if not _whole(seat) or seat not in (0, 1, 2):
        raise LessonError("seat must be 0, 1 or 2")
    start = fields.get("start", 0)
    if not _whole(start) or not 0 <= start <= len(record["hands"][0]["actions"]):
        raise LessonError("start must count actions of the record (0 to the number of actions)")
    steps = fields["steps"]
    if not isinstance(steps, list) or not steps:
        raise LessonError("steps must be a non-empty list")
    return Lesson(
        id=lesson_id,
        title=_text(fields, "title", "the lesson", limit=80),
        summary=_text(fields, "summary", "the lesson", optional=True),
        seat=seat,
        start=start,
        record=record,
        steps=tuple(parse_step(s, f"step {i}") for i, s in enumerate(steps)),
    )


def parse_step(data: Any, where: str) -> Step:
    kind = data.get("kind") if isinstance(data, dict) else None
    if kind == "read":
        f = _object(data, where, {"kind", "text", "anchor"}, {"kind", "text"})
        return Step("read", _text(f, "text", where), _anchor(f, where))
    if kind == "do":
        f = _object(data, where, {"kind", "text", "anchor", "expect", "done", "wrong", "hints",
                                  "refusals"}, {"kind", "text", "expect"})
        expect = f["expect"]
        if not isinstance(expect, list) or not expect:
            raise LessonError(f"{where}: expect must be a non-empty list of actions")
        for action in expect:
            _steps_of(action, where)
        return Step(
            "do", _text(f, "text", where), _anchor(f, where),
            expect=tuple(expect),
            done=_text(f, "done", where, optional=True),
            wrong=_text(f, "wrong", where, optional=True),
            hints=_hints(f.get("hints", []), where),
            refusals=_refusals(f.get("refusals", {}), where),
        )
    if kind == "quiz":
        f = _object(data, where, {"kind", "text", "anchor", "choices", "answer", "explain",
                                  "check"}, {"kind", "text", "choices", "answer", "explain"})
        choices, explain = f["choices"], f["explain"]
        if not isinstance(choices, list) or not 2 <= len(choices) <= 6 \
                or not all(isinstance(c, str) and c.strip() for c in choices):
            raise LessonError(f"{where}: choices must be a list of 2 to 6 texts")
        answer = f["answer"]
        if not _whole(answer) or not 0 <= answer < len(choices):
            raise LessonError(f"{where}: answer must be the index of one of the choices")
        if not isinstance(explain, list) or len(explain) != len(choices) \
                or not all(isinstance(c, str) and c.strip() for c in explain):
            raise LessonError(f"{where}: explain must give one text for each choice")
        check = _check(f.get("check"), where)
        return Step("quiz", _text(f, "text", where), _anchor(f, where), choices=tuple(choices),
                    answer=answer, explain=tuple(explain), check=check)
    raise LessonError(f"{where}: kind must be 'read', 'do' or 'quiz', not {shown(kind)}")


def _check(check: Any, where: str) -> dict[str, Any] | None:
    if check is None:
        return None
    if not isinstance(check, dict) or check.get("kind") not in CHECKS:
        raise LessonError(f"{where}: check must be an object whose kind is one of "
                          f"{', '.join(CHECKS)}")
    if check["kind"] != "points":
        if set(check) != {"kind"}:
            raise LessonError(f"{where}: a {check['kind']} check has only a kind")
        return check
    seats = (0, 1, 2)
    tricks, alone = check.get("tricks"), check.get("alone", [])
    if set(check) - {"kind", "declarer", "bid", "tricks", "alone", "seat"} \
            or not all(_whole(check.get(k)) and check.get(k) in seats
                       for k in ("declarer", "seat")) \
            or not (_whole(check.get("bid", 0)) and 0 <= check.get("bid", 0) <= 6) \
            or not (isinstance(tricks, list) and len(tricks) == 3
                    and all(_whole(t) and 0 <= t <= 6 for t in tricks)) \
            or not (isinstance(alone, list) and len(alone) <= 2
                    and all(_whole(a) and a in seats for a in alone)):
        raise LessonError(f"{where}: a points check gives the declarer and seat (0 to 2), "
                          "the bid (0 to 6), the tricks of the three seats and who went alone")
    return check


def _steps_of(action: Any, where: str) -> tuple[Action, ...]:
    try:
        return engine_steps(action)
    except ActionFormatError as exc:
        raise LessonError(f"{where}: {exc}") from None


def _hints(value: Any, where: str) -> tuple[Hint, ...]:
    if not isinstance(value, list):
        raise LessonError(f"{where}: hints must be a list")
    out = []
    for hint in value:
        f = _object(hint, f"{where}, a hint", {"action", "text"}, {"action", "text"})
        out.append(Hint(f["action"], _steps_of(f["action"], where),
                        _text(f, "text", f"{where}, a hint")))
    return tuple(out)


def _refusals(value: Any, where: str) -> dict[str, str]:
    if not isinstance(value, dict):
        raise LessonError(f"{where}: refusals must map reason codes to texts")
    for code, text in value.items():
        if code not in REASONS and code not in EXTRA_REASONS:
            raise LessonError(f"{where}: {shown(code)} is not a reason code of the engine")
        if not isinstance(text, str) or not text.strip() or len(text) > MAX_TEXT:
            raise LessonError(f"{where}: the refusal text for {code} must be a short text")
    return dict(value)


def _object(data: Any, where: str, allowed: set[str], required: set[str]) -> dict[str, Any]:
    if not isinstance(data, dict):
        raise LessonError(f"{where} must be a JSON object")
    unknown = set(data) - allowed
    if unknown:
        raise LessonError(f"{where} has an unknown field {shown(sorted(unknown)[0])}")
    missing = required - set(data)
    if missing:
        raise LessonError(f"{where} needs the field {sorted(missing)[0]!r}")
    return data


def _text(f: dict[str, Any], key: str, where: str, optional: bool = False,
          limit: int = MAX_TEXT) -> str:
    value = f.get(key)
    if value is None and optional:
        return ""
    if not isinstance(value, str) or not value.strip():
        raise LessonError(f"{where}: {key} must be a text that is not empty")
    if len(value) > limit:
        raise LessonError(f"{where}: {key} is longer than {limit} characters")
    if any(ord(ch) < 32 and ch != "\n" for ch in value):
        raise LessonError(f"{where}: {key} holds a control character")
    return value


def _anchor(f: dict[str, Any], where: str) -> str | None:
    value = f.get("anchor")
    if value is None:
        return None
    if not isinstance(value, str) or not ANCHOR.fullmatch(value):
        raise LessonError(f"{where}: {shown(value)} is not a table element (such as 'trick', "
                          "'hand:0', 'plate:1', 'kitty', 'board' or 'button:order')")
    return value


def _whole(value: Any) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)
