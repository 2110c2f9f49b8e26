"""Practice deals on the table: the solver grades every card the learner may play."""

from __future__ import annotations

from typing import Any

import pytest

from ghosteuchre.engine import actions as A  # noqa: N812
from ghosteuchre.engine.cards import EFFECTIVE, POWER, Card
from ghosteuchre.engine.state import Phase
from ghosteuchre.learn.practice import (
    best_line,
    count_solver,
    learner_side,
    load_practice,
    practice_files,
)
from ghosteuchre.learn.practiceplay import PracticeRunner

DEALS = {deal.id: deal for path in practice_files() for deal in load_practice(path)}


def _play(card: str) -> dict[str, Any]:
    return {"act": "play", "card": card}


def _at_move(deal_id: str, move: int) -> PracticeRunner:
    """The runner at the learner's ``move``-th card (from 0) of the stored line."""
    runner = PracticeRunner(DEALS[deal_id])
    seen = 0
    while True:
        step = runner.step
        assert step is not None
        if step.kind == "do":
            if seen == move:
                return runner
            seen += 1
        assert runner.complete_step().ok


def _keeps(runner: PracticeRunner, card: Card) -> bool:
    """Whether ``card`` keeps the goal, by the solver of how many tricks the side gets."""
    counter, pos = count_solver(runner.state, runner.seat, runner.goal, runner.base)
    amount = counter.root_values(pos, [int(card)])[int(card)]
    goal, state = runner.goal, runner.state
    if goal.kind == "tricks":
        return amount >= goal.tricks
    need = state.high_bid if state.rules.is_ghost else 3
    return amount >= need if goal.kind == "make" else -amount < need


def test_an_ace_that_keeps_the_goal_like_the_lines_king_is_accepted() -> None:
    """ct-146: nobody else holds a diamond; the line leads the K♦, the A♦ does as well."""
    runner = _at_move("ct-146", 2)
    assert {str(c) for c in runner.accepted()} == {"KD", "AD", "AH"}
    outcome = runner.try_action(_play("AD"))
    assert outcome.ok
    assert outcome.explanation == "Right: the A♦ keeps the goal against best defence too."
    while not runner.finished:
        assert runner.complete_step().ok
    assert runner.state.phase == Phase.HAND_OVER
    assert runner.state.tricks_won[runner.state.declarer] < 3  # Ada is set all the same


def test_after_from_here_any_card_keeps_the_goal_any_card_is_accepted() -> None:
    """gh-44: the note of the second lead says any card keeps the goal from there."""
    before = _at_move("gh-44", 1)
    assert "any card keeps the goal" in before.step.text  # type: ignore[union-attr]
    runner = _at_move("gh-44", 2)
    assert runner.line_card() == Card.parse("JS")
    assert runner.try_action(_play("QS")).ok
    while not runner.finished:
        assert runner.complete_step().ok
    assert runner.state.phase == Phase.HAND_OVER


def test_a_refused_card_names_the_trick_best_defence_then_takes() -> None:
    runner = _at_move("gh-84", 1)
    outcome = runner.try_action(_play("KH"))
    assert not outcome.ok
    assert outcome.explanation == ("Not the K♥: then Bo takes trick 5 with the Q♥, and the "
                                   "goal is lost.")
    assert outcome.words == ("lost", "KH", "Bo", "5", "QH")
    assert runner.step is not None and runner.step.kind == "do"  # nothing changed


def test_hint_shows_a_card_that_keeps_the_goal_and_why() -> None:
    runner = _at_move("gh-84", 1)
    card, why = runner.hint()  # type: ignore[misc]
    assert card == Card.parse("QC") and why.explanation.startswith("Play the Q♣: ")
    assert runner.try_action(_play("TH")).ok  # off the line now
    card, why = runner.hint()  # type: ignore[misc]
    assert card in runner.accepted()
    assert why.explanation == (f"Play the {card.pretty()}: against best defence you then "
                               "take 2 of the last 5 tricks. It gives up this trick and keeps "
                               "the K♥, which wins a later one.")
    assert runner.try_action(_play(str(card))).ok


def _walk(runner: PracticeRunner, depth: int) -> int:
    """Try every card at every position up to ``depth`` of the learner's moves; each accepted
    card keeps the goal and each refused one loses it, by an independent count."""
    checked = 0
    while runner.step is not None and runner.step.kind == "read":
        assert runner.next().ok
    if runner.step is None:
        won = runner.state.tricks_won
        state = runner.state
        assert state.phase == Phase.HAND_OVER
        assert runner.deal.goal.reached(state, runner.seat, runner.base, (won[0], won[1], won[2]))
        return 0
    legal = [a.card for a in runner.state.legal_actions() if a.act == A.Act.PLAY]
    accepted = runner.accepted()
    assert accepted
    for card in legal:
        keeps = _keeps(runner, card)
        assert (card in accepted) == keeps, f"{runner.deal.id}: {card}"
        if not keeps:
            trial = _copy(runner)
            outcome = trial.try_action(_play(str(card)))
            assert not outcome.ok and outcome.explanation, f"{runner.deal.id}: {card}"
            checked += 1
    for card in accepted if depth > 0 else accepted[:1]:
        trial = _copy(runner)
        assert trial.try_action(_play(str(card))).ok, f"{runner.deal.id}: {card}"
        checked += 1 + _walk(trial, depth - 1)
    return checked


def _copy(runner: PracticeRunner) -> PracticeRunner:
    """A runner at the same position, replayed from the moves made."""
    clone = PracticeRunner(runner.deal, runner.lesson)
    moves = [(s, a) for s, a in runner.state.history[-1].actions[len(
        clone.state.history[-1].actions):]]
    for seat, action in moves:
        if seat == runner.seat:
            while clone.step is not None and clone.step.kind == "read":
                clone.next()
            assert clone.try_action(_play(str(action.card))).ok
    while clone.step is not None and clone.step.kind == "read":
        clone.next()
    return clone


@pytest.mark.parametrize("deal_id", sorted(DEALS))
def test_every_accepted_card_keeps_the_goal_and_every_refused_one_loses_it(
        deal_id: str) -> None:
    assert _walk(PracticeRunner(DEALS[deal_id]), 6) > 0


@pytest.mark.parametrize("deal_id", sorted(DEALS))
def test_a_trick_the_others_finish_is_seen_before_they_lead_on(deal_id: str) -> None:
    """Along the line, the step after a trick the others finish sees it on the table; the
    next cards come when the learner reads on."""
    runner = PracticeRunner(DEALS[deal_id])
    while not runner.finished:
        tricks = len(runner.state.tricks)
        runner.complete_step()
        finished = len(runner.state.tricks) - tricks
        assert finished <= 1 or runner.state.phase == Phase.HAND_OVER
        if finished and runner.state.phase == Phase.PLAY:
            last_card_by = runner.state.tricks[tricks].plays[-1][0]
            if last_card_by != runner.seat:  # the others finished it
                assert runner.state.trick == [], (deal_id, runner.index)


def _line_after(runner: PracticeRunner, card: Card) -> tuple[Any, list[tuple[int, Card]]]:
    """The state after the learner plays ``card`` now, and the right line from there."""
    state = runner.state.clone()
    state.apply(A.PLAY[card], runner.seat)
    rest = best_line(state, runner.seat, runner.goal, runner.base) \
        if state.phase == Phase.PLAY else []
    return state, rest


def _trick_of(runner: PracticeRunner, card: Card) -> tuple[int | None, list[Card]]:
    """Who takes the trick ``card`` goes to in the right line, and the learner's cards that
    take a later trick in it."""
    state, rest = _line_after(runner, card)
    trick, later = len(runner.state.tricks), []
    for turn, move in rest:
        before = len(state.tricks)
        state.apply(A.PLAY[move], turn)
        if before > trick and len(state.tricks) > before \
                and state.tricks[-1].winner == runner.seat:
            later += [c for s, c in state.tricks[-1].plays if s == runner.seat]
    return state.tricks[trick].winner, later


def _hints_off_the_line() -> list[tuple[PracticeRunner, Card, Any]]:
    """In every deal of three cards or more, the hint after a second card that keeps the goal
    but is not the line's."""
    out = []
    for deal_id in sorted(DEALS):
        moves = sum(1 for m in DEALS[deal_id].line if m["seat"] == DEALS[deal_id].seat)
        if moves < 3:
            continue
        runner = _at_move(deal_id, 1)  # the first card is the only one that keeps the goal
        other = [c for c in runner.accepted() if c != runner.line_card()]
        if not other or not runner.try_action(_play(str(other[0]))).ok:
            continue
        while runner.step is not None and runner.step.kind == "read":
            runner.next()
        got = runner.hint()
        if got is not None:
            out.append((runner, *got))
    return out


def test_a_hint_off_the_line_says_what_the_card_does_and_it_is_true() -> None:
    """Off the stored line the hint names what its card does in the solver's line (wins
    this trick, keeps the highest trump, draws trumps, gives the trick up for a later
    one), each claim checked against that line."""
    hints = _hints_off_the_line()
    assert len(hints) >= 5
    said_why = 0
    for runner, card, why in hints:
        assert card in runner.accepted()
        key, *words = why.words[why.words.index("|") + 1:] if "|" in why.words else ("",)
        winner, later = _trick_of(runner, card)
        state = runner.state
        if key == "why-draws":
            assert not state.trick and state.trump == EFFECTIVE[state.trump][card]
        elif key in ("why-wins", "why-wins-boss"):
            assert winner == runner.seat, why.explanation
        elif key == "why-side":
            assert winner not in (None, runner.seat) and learner_side(state, runner.seat)[winner]
        elif key == "why-keeps":
            assert winner != runner.seat and Card.parse(words[0]) in later, why.explanation
        elif key == "why-spare":
            led = EFFECTIVE[state.trump][state.trick[0][1]]
            power = POWER[state.trump][led]
            best = max((c for _, c in state.trick), key=lambda c: power[c])
            assert str(best) == words[0] and winner != runner.seat
            assert all(power[a.card] < power[best] for a in state.legal_actions())
        else:
            continue
        said_why += 1
        assert why.explanation.startswith(f"Play the {card.pretty()}: ")
        assert len(why.explanation.split(". ")) == 2, why.explanation
    assert said_why >= len(hints) - 2
