"""Practice deals (``ghosteuchre-practice/1``): a position, a goal, and the line that reaches it.

A practice deal is a game record cut in the play phase with the learner to act,
a goal ("take 3 of the last 4 tricks", "set the maker", "make your bid"), the
right line to the end of the hand with a note per move, and tempting wrong first
cards.  The exact double-dummy solver proves the goal: the right first card
reaches it against best defence and every other first card fails.
"""

from __future__ import annotations

import os
import re
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from ..bots.knowledge import position_of
from ..bots.solver import Position, Solver
from ..engine import actions as A  # noqa: N812
from ..engine import safejson
from ..engine.cards import Card, CardError
from ..engine.record import RecordError, replay
from ..engine.safejson import JsonInputError, shown
from ..engine.state import GameState, Phase
from ..engine.view import view_of
from .lesson import Hint, Lesson, LessonError, Step
from .runner import check_lesson

FORMAT = "ghosteuchre-practice/1"
PRACTICE_DIR = Path(__file__).resolve().parent / "practice"
GOALS = ("tricks", "make", "set")
MAX_LEVEL = 5


@dataclass(frozen=True, slots=True)
class Goal:
    """``tricks``: the learner takes at least ``tricks`` more tricks; ``make``: the learner,
    declarer or maker, makes the contract; ``set``: the declarer or maker fails."""

    kind: str
    tricks: int = 0

    def reached(self, state: GameState, seat: int, base: tuple[int, ...],
                won: tuple[int, int, int]) -> bool:
        """Whether the hand ending with ``won`` tricks reaches the goal."""
        if self.kind == "tricks":
            return won[seat] - base[seat] >= self.tricks
        needed = contract(state)
        made = won[state.declarer] >= needed
        return made if self.kind == "make" else not made


def contract(state: GameState) -> int:
    """The tricks the declarer or maker needs: the bid (6 for the moon), or 3 in Cutthroat."""
    return state.high_bid if state.rules.is_ghost else 3


@dataclass(frozen=True, slots=True)
class PracticeDeal:
    id: str
    level: int
    seat: int
    goal: Goal
    text: str
    record: dict[str, Any]
    line: tuple[dict[str, Any], ...]  # seat, act "play", card, note
    tempting: tuple[tuple[Card, str], ...]  # a wrong first card and why it fails


# ------------------------------------------------------------------ solving
def learner_side(state: GameState, seat: int) -> tuple[bool, bool, bool]:
    """The seats that play for the learner: the learner, and in Cutthroat a fellow defender."""
    if state.rules.is_ghost or seat == state.declarer:
        return (seat == 0, seat == 1, seat == 2)
    return tuple(s != state.declarer for s in range(3))  # type: ignore[return-value]


Base = tuple[int, ...]  # the tricks won when the practice starts


def solver_for(state: GameState, seat: int, goal: Goal,
               base: Base | None = None) -> tuple[Solver, Position]:
    """The solver whose value is 1 when the goal is reached against best defence, else 0."""
    base = tuple(state.tricks_won) if base is None else base

    def leaf(won: tuple[int, int, int]) -> float:
        return 1.0 if goal.reached(state, seat, base, won) else 0.0

    pos = position_of(view_of(state, seat), list(state.hands))
    return Solver(learner_side(state, seat), leaf), pos


def count_solver(state: GameState, seat: int, goal: Goal,
                 base: Base | None = None) -> tuple[Solver, Position]:
    """The solver of how far towards the goal the learner's side gets: tricks, or the
    declarer's tricks (counted negative when the learner sets)."""
    base = tuple(state.tricks_won) if base is None else base
    score: Callable[[tuple[int, int, int]], float]
    if goal.kind == "tricks":
        def score(won: tuple[int, int, int]) -> float:
            return won[seat] - base[seat]
    else:
        sign = 1 if goal.kind == "make" else -1

        def score(won: tuple[int, int, int]) -> float:
            return sign * won[state.declarer]
    pos = position_of(view_of(state, seat), list(state.hands))
    return Solver(learner_side(state, seat), score), pos


def first_card_values(state: GameState, seat: int, goal: Goal,
                      base: Base | None = None) -> dict[Card, bool]:
    """For each card the player to act may play: does the learner's goal stay in reach
    against best defence?"""
    solver, pos = solver_for(state, seat, goal, base)
    return {Card(c): v >= 1.0 for c, v in solver.root_values(pos).items()}


def best_move(state: GameState, seat: int, goal: Goal, base: Base) -> Card:
    """The card the player to act plays in the right line: the learner's side keeps the goal
    in reach and takes the most it can; the defence gives away the least."""
    solver, pos = solver_for(state, seat, goal, base)
    reach = solver.root_values(pos)
    counter, cpos = count_solver(state, seat, goal, base)
    amount = counter.root_values(cpos)
    if learner_side(state, seat)[state.turn]:
        return Card(max(reach, key=lambda c: (reach[c], amount[c], -c)))
    return Card(min(reach, key=lambda c: (reach[c], amount[c], c)))


def best_line(state: GameState, seat: int, goal: Goal,
              base: Base | None = None) -> list[tuple[int, Card]]:
    """The right line to the end of the hand (:func:`best_move` at every turn)."""
    line: list[tuple[int, Card]] = []
    base = tuple(state.tricks_won) if base is None else base
    state = state.clone()
    while state.phase == Phase.PLAY:
        turn = state.turn
        card = best_move(state, seat, goal, base)
        line.append((turn, card))
        state.apply(A.PLAY[card], turn)
    return line


def tempting_count(state: GameState, seat: int, goal: Goal, card: Card) -> int:
    """How far the learner's side gets after ``card``: tricks, or the declarer's tricks."""
    solver, pos = count_solver(state, seat, goal)
    return abs(int(solver.root_values(pos, [int(card)])[int(card)]))


# ----------------------------------------------------------------- loading
def load_practice(path: str | os.PathLike[str]) -> list[PracticeDeal]:
    """The practice deals of one file, each at a position where the learner plays
    (:func:`prove_deal` checks the claims with the solver)."""
    try:
        data = safejson.loads(safejson.read_file(path))
        deals = [parse_deal(d, data.get("variant")) for d in _deals(data)]
        for deal in deals:
            position(deal)
        return deals
    except (JsonInputError, LessonError) as exc:
        raise LessonError(f"{safejson.shown_path(os.fspath(path))}: {exc}") from None


def practice_files(folder: Path = PRACTICE_DIR) -> list[Path]:
    return sorted(folder.glob("*.practice.json"))


def _deals(data: Any) -> list[Any]:
    if not isinstance(data, dict) or set(data) != {"format", "variant", "deals"}:
        raise LessonError("a practice file is an object with format, variant and deals")
    if data["format"] != FORMAT:
        raise LessonError(f"format must be {FORMAT!r}")
    if not isinstance(data["deals"], list):
        raise LessonError("deals must be a list")
    return data["deals"]


def parse_deal(data: Any, variant: Any) -> PracticeDeal:
    """The structure of one practice deal; LessonError at the first fault."""
    fields = {"id", "level", "seat", "goal", "text", "record", "line", "tempting"}
    if not isinstance(data, dict) or set(data) != fields:
        raise LessonError(f"a practice deal is an object with {', '.join(sorted(fields))}")
    deal_id = data["id"]
    if not isinstance(deal_id, str) or not re.fullmatch(r"[a-z0-9][a-z0-9-]{0,59}", deal_id):
        raise LessonError(f"{shown(deal_id)} is not a practice id")
    where = f"practice {deal_id}"
    level, seat, text = data["level"], data["seat"], data["text"]
    if not _whole(level) or not 1 <= level <= MAX_LEVEL:
        raise LessonError(f"{where}: level must be 1 to {MAX_LEVEL}")
    if not _whole(seat) or seat not in (0, 1, 2):
        raise LessonError(f"{where}: seat must be 0, 1 or 2")
    if not isinstance(text, str) or not text.strip() or len(text) > 200:
        raise LessonError(f"{where}: text must be a short text")
    goal = data["goal"]
    if not isinstance(goal, dict) or goal.get("kind") not in GOALS \
            or set(goal) - {"kind", "tricks"} \
            or (goal["kind"] == "tricks") != _whole(goal.get("tricks")):
        raise LessonError(f"{where}: goal must be tricks (with a number), make or set")
    record = data["record"]
    if not isinstance(record, dict) or record.get("variant") != variant:
        raise LessonError(f"{where}: the record must be a {shown(variant)} record")
    line, tempting = data["line"], data["tempting"]
    if not isinstance(line, list) or not line:
        raise LessonError(f"{where}: line must list the moves to the end of the hand")
    for move in line:
        if not isinstance(move, dict) or set(move) - {"seat", "act", "card", "note"} \
                or move.get("act") != "play" or move.get("seat") not in (0, 1, 2) \
                or not isinstance(move.get("note", ""), str):
            raise LessonError(f"{where}: each move of the line is a play with seat, card "
                              "and note")
        if move["seat"] == seat and not move.get("note", "").strip():
            raise LessonError(f"{where}: each of the learner's moves needs a note")
    if not isinstance(tempting, list) or not tempting:
        raise LessonError(f"{where}: tempting must name at least one wrong first card")
    wrong = []
    for item in tempting:
        if not isinstance(item, dict) or set(item) != {"card", "why"} \
                or not isinstance(item["why"], str) or not item["why"].strip():
            raise LessonError(f"{where}: each tempting card has card and why")
        try:
            wrong.append((Card.parse(item["card"]), item["why"]))
        except CardError as exc:
            raise LessonError(f"{where}: {exc}") from None
    return PracticeDeal(deal_id, level, seat, Goal(goal["kind"], goal.get("tricks", 0)), text,
                        record, tuple(line), tuple(wrong))


def _whole(value: Any) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


# ---------------------------------------------------------------- checking
def position(deal: PracticeDeal) -> GameState:
    """The deal's position; LessonError unless the learner is to play in its one hand."""
    where = f"practice {deal.id}"
    try:
        state = replay(deal.record).state
    except RecordError as exc:
        raise LessonError(f"{where}: the record: {exc.line()}") from None
    if len(state.history) != 1 or state.phase != Phase.PLAY or state.turn != deal.seat:
        raise LessonError(f"{where}: the record must stop in the play of its one hand with "
                          "the learner to play")
    return state


def prove_deal(deal: PracticeDeal) -> None:
    """Prove the deal with the solver; LessonError names what does not hold."""
    where = f"practice {deal.id}"
    state = position(deal)
    if deal.goal.kind != "tricks" and (deal.seat == state.declarer) != (deal.goal.kind ==
                                                                      "make"):
        raise LessonError(f"{where}: only the declarer or maker can make, only the others set")
    values = first_card_values(state, deal.seat, deal.goal)
    first = Card.parse(deal.line[0]["card"])
    if deal.line[0]["seat"] != deal.seat or not values.get(first):
        raise LessonError(f"{where}: the line's first card does not reach the goal")
    others = [str(c) for c, ok in values.items() if ok and c != first]
    if others:
        raise LessonError(f"{where}: the {others[0]} reaches the goal too")
    for card, _ in deal.tempting:
        if card not in values:
            raise LessonError(f"{where}: the tempting {card} cannot be played now")
    _check_line(deal, state, where)


def _check_line(deal: PracticeDeal, state: GameState, where: str) -> None:
    base = tuple(state.tricks_won)
    state = state.clone()
    side = learner_side(state, deal.seat)
    for i, move in enumerate(deal.line):
        seat = move["seat"]
        if state.phase != Phase.PLAY or seat != state.turn:
            raise LessonError(f"{where}: move {i} of the line is not the turn of seat {seat}")
        try:
            card = Card.parse(move["card"])
        except CardError as exc:
            raise LessonError(f"{where}: {exc}") from None
        if side[seat] and not first_card_values(state, deal.seat, deal.goal, base).get(card):
            raise LessonError(f"{where}: move {i} of the line loses the goal")
        if A.PLAY[card] not in state.legal_actions():
            raise LessonError(f"{where}: move {i} of the line is against the rules")
        state.apply(A.PLAY[card], seat)
    if state.phase != Phase.HAND_OVER:
        raise LessonError(f"{where}: the line stops before the end of the hand")
    won = (state.tricks_won[0], state.tricks_won[1], state.tricks_won[2])
    if not deal.goal.reached(state, deal.seat, base, won):
        raise LessonError(f"{where}: the line does not reach the goal")


# ---------------------------------------------------------------- write-up
def as_lesson(deal: PracticeDeal) -> Lesson:
    """The write-up as a lesson: the learner plays the right line, the others reply from it."""
    hand = deal.record["hands"][0]
    moves = [{"seat": m["seat"], "act": "play", "card": m["card"]} for m in deal.line]
    record = {**deal.record, "hands": [{**hand, "actions": [*hand["actions"], *moves]}]}
    steps = [Step("read", deal.text, "board")]
    pending: list[str] = []
    state = position(deal)
    for i, move in enumerate(deal.line):
        state.apply(A.PLAY[Card.parse(move["card"])], move["seat"])
        if move["seat"] != deal.seat:
            if move.get("note"):
                pending.append(move["note"])
            more = i + 1 < len(deal.line) and deal.line[i + 1]["seat"] != deal.seat
            if pending and more and not state.trick:
                # the others finished a trick and lead on: one read step sees that trick
                steps.append(Step("read", " ".join(pending), "trick"))
                pending = []
            continue
        if pending:
            steps.append(Step("read", " ".join(pending), "trick"))
            pending = []
        hints: tuple[Hint, ...] = ()
        if i == 0:
            hints = tuple(Hint({"act": "play", "card": str(c)}, (A.PLAY[c],), why)
                          for c, why in deal.tempting)
        steps.append(Step("do", move["note"], f"hand:{deal.seat}",
                          expect=({"act": "play", "card": move["card"]},),
                          wrong="That card does not reach the goal against best defence.",
                          hints=hints))
    if pending:
        steps.append(Step("read", " ".join(pending), "trick"))
    lesson = Lesson(deal.id, deal.text, deal.text, deal.seat, len(hand["actions"]), record,
                    tuple(steps))
    check_lesson(lesson)
    return lesson
