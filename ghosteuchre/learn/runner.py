"""The lesson runner: a lesson's record replayed step by step for one learner.

The runner holds the game state, plays the other seats' moves from the record
between the learner's steps, narrows the learner's actions to what the step
expects and answers every other action with why it is wrong here.  After the
last step the hand goes on as a normal game: :meth:`Runner.finish_state`.
"""

from __future__ import annotations

import copy
import re
from dataclasses import dataclass
from typing import Any

from ..engine import actions as A  # noqa: N812
from ..engine.cards import Card, trick_winner
from ..engine.record import RecordError, replay
from ..engine.scoring import hand_score
from ..engine.state import GameState, Phase
from .actions import ActionFormatError, Refused, after_steps, engine_steps, sentence
from .lesson import GENERIC_WRONG, Lesson, LessonError, Step

FINISH_LEVEL = "easy"  # the bots that finish the hand with the learner after the last step


@dataclass(frozen=True, slots=True)
class Outcome:
    """The answer to an action or a choice: accepted or not, and what the coach says."""

    ok: bool
    explanation: str
    code: str | None = None  # the engine's reason code when the action is against the rules
    words: tuple[str, ...] = ()  # a practice sentence's key and values (practiceplay.SENTENCES)


@dataclass(frozen=True, slots=True)
class Progress:
    """How far a learner got in a lesson; saved as a small JSON object."""

    lesson_id: str
    step: int
    completed: bool

    def to_json(self) -> dict[str, Any]:
        return {"lesson": self.lesson_id, "step": self.step, "completed": self.completed}

    @staticmethod
    def from_json(data: Any) -> Progress:
        if not isinstance(data, dict) or set(data) != {"lesson", "step", "completed"}:
            raise LessonError("progress is an object with lesson, step and completed")
        lesson, step, completed = data["lesson"], data["step"], data["completed"]
        if not isinstance(lesson, str) or not re.fullmatch(r"[a-z0-9][a-z0-9-]{0,59}", lesson):
            raise LessonError("the progress names no lesson")
        if isinstance(step, bool) or not isinstance(step, int) or step < 0:
            raise LessonError("the progress step must be a whole number of at least 0")
        if not isinstance(completed, bool):
            raise LessonError("completed must be true or false")
        return Progress(lesson, step, completed)


def replayed(record: dict[str, Any], count: int) -> GameState:
    """The state after the first ``count`` actions of a one-hand record."""
    hand = record["hands"][0]
    return replay({**record, "hands": [{**hand, "actions": hand["actions"][:count]}]}).state


class Runner:
    """Steps through a lesson; the learner plays ``lesson.seat``."""

    def __init__(self, lesson: Lesson) -> None:
        self.lesson = lesson
        self.seat = lesson.seat
        self.state = replayed(lesson.record, lesson.start)
        self.pos = lesson.start  # the next record action
        self.index = 0  # the current step
        self.bot_moves: list[dict[str, Any]] = []  # the other seats' moves just played
        self._read_trick = 0  # the tricks finished when a read step last held one
        self._play_others()

    @classmethod
    def resume(cls, lesson: Lesson, progress: Progress) -> Runner:
        """A runner at the step ``progress`` reached, as if the learner did every step before."""
        if progress.lesson_id != lesson.id:
            raise LessonError(f"the progress is for lesson {progress.lesson_id!r}, "
                              f"not {lesson.id!r}")
        runner = cls(lesson)
        while runner.index < min(progress.step, len(lesson.steps)):
            runner.complete_step()
        return runner

    # --------------------------------------------------------------- reading
    @property
    def step(self) -> Step | None:
        """The current step, or None once the lesson is over."""
        steps = self.lesson.steps
        return steps[self.index] if self.index < len(steps) else None

    @property
    def finished(self) -> bool:
        return self.index >= len(self.lesson.steps)

    @property
    def step_count(self) -> int:
        return len(self.lesson.steps)

    def progress(self) -> Progress:
        return Progress(self.lesson.id, self.index, self.finished)

    def allowed_actions(self) -> list[dict[str, Any]]:
        """The actions the learner may take now: the current do step's expected ones."""
        step = self.step
        return copy.deepcopy(list(step.expect)) if step is not None and step.kind == "do" else []

    # ------------------------------------------------------------ the learner
    def try_action(self, action: dict[str, Any]) -> Outcome:
        """Take ``action`` (record format) if the step expects it; otherwise say why not."""
        step = self.step
        if step is None or step.kind != "do":
            return Outcome(False, "There is nothing to play at this step.")
        try:
            steps = engine_steps(action)
        except ActionFormatError as exc:
            return Outcome(False, sentence(str(exc)))
        if any(engine_steps(e) == steps for e in step.expect):
            self.state = after_steps(self.state, self.seat, steps)
            self.pos += 1
            self.index += 1
            self._play_others()
            return Outcome(True, step.done)
        try:
            after_steps(self.state, self.seat, steps)
        except Refused as refused:
            if refused.code == "not_now" and refused.code not in step.refusals:
                # a move of another kind than the step asks for (a card while bidding)
                return Outcome(False, GENERIC_WRONG.format(task=step.text), refused.code)
            return Outcome(False, step.refusals.get(refused.code, refused.text), refused.code)
        for hint in step.hints:
            if hint.steps == steps:
                return Outcome(False, hint.text)
        return Outcome(False, step.wrong or GENERIC_WRONG.format(task=step.text))

    def begins(self, action: dict[str, Any]) -> bool:
        """Whether ``action`` (picking up, taking the dummy or going alone, without its
        discards) begins one of the do step's expected actions, so that the learner may
        choose the discards next and send the whole action to :meth:`try_action`."""
        step = self.step
        if step is None or step.kind != "do" or set(action) != {"act"}:
            return False
        return any(e["act"] == action["act"] and len(engine_steps(e)) > 1 for e in step.expect)

    def answer(self, choice: int) -> Outcome:
        """Answer the current quiz with the index of a choice."""
        step = self.step
        if step is None or step.kind != "quiz":
            return Outcome(False, "There is no question at this step.")
        if not 0 <= choice < len(step.choices):
            return Outcome(False, "Choose one of the answers.")
        if choice != step.answer:
            return Outcome(False, step.explain[choice])
        self.index += 1
        self._play_others()
        return Outcome(True, step.explain[choice])

    def next(self) -> Outcome:
        """Go on from a read step."""
        step = self.step
        if step is None:
            return Outcome(False, "The lesson is over.")
        if step.kind != "read":
            return Outcome(False, "Answer this step first." if step.kind == "quiz"
                           else "Make the move this step asks for first.")
        self.index += 1
        self._play_others()
        return Outcome(True, "")

    def complete_step(self) -> Outcome:
        """Do what the current step asks: the first expected action, or the right answer."""
        step = self.step
        if step is None:
            return Outcome(False, "The lesson is over.")
        if step.kind == "do":
            return self.try_action(step.expect[0])
        if step.kind == "quiz":
            return self.answer(step.answer)
        return self.next()

    def finish_state(self) -> GameState:
        """After the last step: the hand as it stands, to finish against Easy bots."""
        if not self.finished:
            raise ValueError("the lesson is not over yet")
        return self.state.clone()

    def _play_others(self) -> None:
        """Play the record's moves up to the learner's next action, or up to the end of a
        trick when the step now is a read step: the trick it speaks of stays on the table
        until the learner reads on, and the rest is played then."""
        actions = self.lesson.actions
        self.bot_moves = []
        while self.pos < len(actions) and actions[self.pos]["seat"] != self.seat:
            if self._trick_to_read():
                break
            action = actions[self.pos]
            self.state = after_steps(self.state, action["seat"], engine_steps(action))
            self.bot_moves.append(action)
            self.pos += 1

    def _trick_to_read(self) -> bool:
        """Whether a trick has just been finished and the current step, a read step, is the
        first to see it."""
        state, step = self.state, self.step
        if step is None or step.kind != "read" or state.phase != Phase.PLAY or state.trick \
                or not state.tricks or self._read_trick == len(state.tricks):
            return False
        self._read_trick = len(state.tricks)
        return True


# ------------------------------------------------------------------ checking
def check_lesson(lesson: Lesson) -> None:
    """Raise LessonError unless the lesson plays: walk it as a learner who does every step."""
    try:
        replay(lesson.record)
    except RecordError as exc:
        raise LessonError(f"the lesson's record: {exc.line()}") from None
    actions = lesson.actions
    for i, action in enumerate(actions):
        if not isinstance(action, dict) or action.get("seat") not in (0, 1, 2):
            raise LessonError(f"record action {i} names no seat")
    mine = sum(1 for a in actions[lesson.start:] if a["seat"] == lesson.seat)
    doing = sum(1 for s in lesson.steps if s.kind == "do")
    if mine != doing:
        raise LessonError(f"the record holds {mine} action(s) of seat {lesson.seat} after the "
                          f"start but the lesson has {doing} do step(s)")
    runner = Runner(lesson)
    for i, step in enumerate(lesson.steps):
        where = f"step {i}"
        if step.kind == "do":
            _check_do(runner, step, where)
        elif step.kind == "quiz":
            right = quiz_truth(runner.state, runner.seat, step)
            if right is not None and right != step.answer:
                raise LessonError(f"{where}: the engine finds choice {right} right, "
                                  f"not {step.answer}")
        runner.complete_step()
    if runner.pos != len(actions):
        raise LessonError("the record goes on after the last step with the learner's actions")


def _check_do(runner: Runner, step: Step, where: str) -> None:
    lesson, state = runner.lesson, runner.state
    recorded = engine_steps(lesson.actions[runner.pos])
    if all(engine_steps(e) != recorded for e in step.expect):
        raise LessonError(f"{where}: the record's action {runner.pos} is not among the "
                          "expected actions")
    for action in step.expect:
        steps = engine_steps(action)
        try:
            after_steps(state, runner.seat, steps)
        except Refused as refused:
            raise LessonError(f"{where}: the expected action {action} is refused: "
                              f"{refused.text}") from None
        if steps != recorded:
            rest = [dict(action, seat=runner.seat), *lesson.actions[runner.pos + 1:]]
            hand = lesson.record["hands"][0]
            actions = [*lesson.actions[:runner.pos], *rest]
            try:
                replay({**lesson.record, "hands": [{**hand, "actions": actions}]})
            except RecordError as exc:
                raise LessonError(f"{where}: after the expected action {action} the record "
                                  f"does not play on ({exc.line()})") from None
    for hint in step.hints:
        if hint.steps in {engine_steps(e) for e in step.expect}:
            raise LessonError(f"{where}: the hinted action {hint.action} is expected")
        try:
            after_steps(state, runner.seat, hint.steps)
        except Refused:
            raise LessonError(f"{where}: the hinted action {hint.action} is against the "
                              "rules (explain it under refusals)") from None


_SYMBOL_TO_LETTER = str.maketrans("♣♦♥♠", "CDHS")


def choice_card(text: str) -> Card | None:
    """The card a choice names, written as the table shows it (``J♦``), or None."""
    try:
        return Card.parse(text.strip().replace("10", "T").translate(_SYMBOL_TO_LETTER))
    except ValueError:
        return None


def quiz_truth(state: GameState, seat: int, step: Step) -> int | None:
    """The index of the choice the engine finds right for a quiz with a check, else None."""
    check = step.check
    if check is None:
        return None
    kind = check["kind"]
    if kind == "points":
        values = [_choice_number(c) for c in step.choices]
        truth = _points(state, check)
        right = [i for i, v in enumerate(values) if v == truth]
    else:
        if state.phase != Phase.PLAY or state.turn != seat:
            raise LessonError(f"a {kind} quiz is asked when the learner is to play a card")
        cards = [choice_card(c) for c in step.choices]
        if any(c is None for c in cards):
            raise LessonError(f"every choice of a {kind} quiz is a card such as 'J♦'")
        held = state.hand_of(seat)
        if any(c not in held for c in cards):
            raise LessonError(f"every choice of a {kind} quiz is a card in the learner's hand")
        legal = set(state.legal_actions())
        right = [i for i, c in enumerate(cards) if c is not None and A.PLAY[c] in legal
                 and (kind == "legal" or trick_winner(
                     state.trump, [*state.trick, (seat, int(c))]) == seat)]
    if len(right) != 1:
        raise LessonError(f"the engine finds {len(right)} right choices for a {kind} quiz, "
                          "not exactly one")
    return right[0]


def _choice_number(text: str) -> int | None:
    found = re.match(r"\s*([+-]?)(\d+)", text.replace("−", "-"))
    if found is None:
        return None
    return -int(found.group(2)) if found.group(1) == "-" else int(found.group(2))


def _points(state: GameState, check: dict[str, Any]) -> int:
    points: int = hand_score(state.rules, check["declarer"], check.get("bid", 0),
                             list(check.get("alone", [])), list(check["tricks"]))[check["seat"]]
    return points


__all__ = ["FINISH_LEVEL", "Outcome", "Progress", "Runner", "check_lesson",
           "quiz_truth", "replayed"]
