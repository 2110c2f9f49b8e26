"""Every shipped lesson loads, replays, and can be walked by a learner step by step."""

from __future__ import annotations

import json
import random
import subprocess
import sys
from pathlib import Path

import pytest

from ghosteuchre.bots.registry import make_bot
from ghosteuchre.engine.actions import Act
from ghosteuchre.engine.cards import Card
from ghosteuchre.engine.recordjson import action_json
from ghosteuchre.engine.state import Phase
from ghosteuchre.engine.view import view_of
from ghosteuchre.learn.load import lesson_files, lessons, load_lesson
from ghosteuchre.learn.runner import Progress, Runner

FILES = lesson_files()
IDS = [p.name.removesuffix(".lesson.json") for p in FILES]


def test_the_curriculum_has_eight_lessons_in_order() -> None:
    assert [lesson.id for lesson in lessons()] == [
        "01-tricks", "02-trump", "03-bowers", "04-ghost-hand", "05-cutthroat",
        "05b-cutthroat-defending", "06-reneges", "07-strategy",
    ]


@pytest.mark.parametrize(("lesson_id", "acts"), [
    ("03-bowers", {"play"}),
    ("04-ghost-hand", {"swap", "bid", "trump", "play"}),
    ("05-cutthroat", {"order", "dummy", "play"}),
    ("05b-cutthroat-defending", {"pickup", "alone", "play"}),
])
def test_the_learner_does_each_move_of_the_variants_once(lesson_id: str, acts: set[str]) -> None:
    lesson = next(le for le in lessons() if le.id == lesson_id)
    done = {e["act"] for step in lesson.steps if step.kind == "do" for e in step.expect}
    assert acts <= done


@pytest.mark.parametrize("path", FILES, ids=IDS)
def test_lesson_record_replays_with_the_cli(path: Path, tmp_path: Path) -> None:
    record = json.loads(path.read_text(encoding="utf-8"))["record"]
    target = tmp_path / "record.json"
    target.write_text(json.dumps(record), encoding="utf-8")
    proc = subprocess.run([sys.executable, "-m", "ghosteuchre.cli", "replay", str(target)],
                          capture_output=True, text=True, timeout=60, check=False)
    assert proc.returncode == 0, proc.stderr


def _wrong_actions(runner: Runner) -> list[dict[str, object]]:
    """Legal actions of the learner that the step does not expect, in record format."""
    expected = [json.dumps(e, sort_keys=True) for e in runner.allowed_actions()]
    out = []
    for action in runner.state.legal_actions():
        if action.act in (Act.DUMMY, Act.PICKUP):
            continue
        entry = action_json(action)
        if json.dumps(entry, sort_keys=True) not in expected:
            out.append(entry)
    return out


def _illegal_play(runner: Runner) -> dict[str, object] | None:
    """A card in the learner's hand that the rules do not allow now, if there is one."""
    state = runner.state
    if state.phase != Phase.PLAY:
        return None
    legal = {a.arg for a in state.legal_actions()}
    for card in state.hand_of(runner.seat):
        if card not in legal:
            return {"act": "play", "card": str(card)}
    return None


@pytest.mark.parametrize("path", FILES, ids=IDS)
def test_a_learner_walks_the_lesson_and_every_wrong_move_is_explained(path: Path) -> None:
    lesson = load_lesson(path)
    runner = Runner(lesson)
    refused = 0
    while runner.step is not None:
        step = runner.step
        before = runner.index
        if step.kind == "read":
            assert runner.answer(0).ok is False
            assert runner.next().ok
        elif step.kind == "quiz":
            assert runner.next().ok is False
            for i, text in enumerate(step.explain):
                if i != step.answer:
                    outcome = runner.answer(i)
                    assert not outcome.ok and outcome.explanation == text
                    assert runner.index == before
            outcome = runner.answer(step.answer)
            assert outcome.ok and outcome.explanation == step.explain[step.answer]
        else:
            wrong = _wrong_actions(runner)
            illegal = _illegal_play(runner)
            assert wrong or illegal, f"step {before} has no wrong move to try"
            for action in [*wrong, *([illegal] if illegal else [])]:
                hand = runner.state.hand_of(runner.seat)
                outcome = runner.try_action(action)
                assert not outcome.ok and outcome.explanation.strip(), action
                assert runner.index == before and runner.state.hand_of(runner.seat) == hand
                refused += 1
            assert runner.next().ok is False
            assert runner.try_action(step.expect[0]).ok
        assert runner.index == before + 1
    assert refused > 0
    assert runner.progress() == Progress(lesson.id, len(lesson.steps), True)
    assert runner.pos == len(lesson.actions)


def _runner_at(lesson_id: str, text: str) -> Runner:
    """A runner of the lesson at its first step whose text contains ``text``."""
    runner = Runner(load_lesson(next(p for p in FILES if p.name.startswith(lesson_id))))
    while runner.step is not None and text not in runner.step.text:
        runner.complete_step()
    assert runner.step is not None
    return runner


def test_the_left_bower_cannot_follow_its_printed_suit() -> None:
    runner = _runner_at("03", "Follow diamonds")
    outcome = runner.try_action({"act": "play", "card": "JD"})
    assert not outcome.ok and outcome.code == "must_follow"
    assert "the J♦ is a heart, not a diamond" in outcome.explanation


def test_the_engine_sentence_explains_a_refusal_the_lesson_does_not_word() -> None:
    runner = _runner_at("03", "Follow clubs")
    outcome = runner.try_action({"act": "play", "card": "JD"})
    assert not outcome.ok
    assert outcome.explanation == ("You must follow clubs: you hold the K♣; the J♦ is a heart "
                                   "while hearts are trump.")


def test_a_legal_but_wrong_card_gets_its_hint() -> None:
    runner = _runner_at("01", "Play the A♠")
    outcome = runner.try_action({"act": "play", "card": "9S"})
    assert not outcome.ok and outcome.code is None
    assert "lower than the K♠" in outcome.explanation
    assert runner.allowed_actions() == [{"act": "play", "card": "AS"}]


def test_a_bid_too_low_is_explained_in_the_lessons_words() -> None:
    runner = _runner_at("04", "Bid 4")
    outcome = runner.try_action({"act": "bid", "tricks": 3})
    assert outcome.code == "bid_above" and "higher, 4 or 5" in outcome.explanation
    assert "only one player" in runner.try_action({"act": "swap"}).explanation


def test_the_ghost_swap_is_done_once_and_the_old_hand_is_dead() -> None:
    runner = _runner_at("04", "Swap your hand")
    weak = runner.state.hand_of(0)
    assert "swap first" in runner.try_action({"act": "bid", "tricks": 4}).explanation
    assert runner.try_action({"act": "swap"}).ok
    assert runner.state.hand_of(0) != weak
    assert {str(c) for c in runner.state.hand_of(0)} >= {"JS", "JC", "AS", "KS"}


def test_the_dealer_picks_up_and_must_discard_the_card_the_lesson_names() -> None:
    runner = _runner_at("05b", "Pick up the K♥")
    assert runner.begins({"act": "pickup"}) and not runner.begins({"act": "decline"})
    assert "Q♣" in runner.try_action({"act": "pickup", "discard": "AS"}).explanation
    assert "pick it up" in runner.try_action({"act": "decline"}).explanation
    assert runner.try_action({"act": "pickup", "discard": "QC"}).ok
    assert "KH" in {str(c) for c in runner.state.hand_of(0)}


def test_the_maker_takes_the_dummy_and_keeps_the_best_five() -> None:
    runner = _runner_at("05-cutthroat", "take the dummy. Then")
    wrong = runner.try_action({"act": "dummy", "discard": ["JD", "QC", "TC", "TD", "9S"]})
    assert not wrong.ok and "four trumps" in wrong.explanation
    assert runner.try_action(runner.allowed_actions()[0]).ok
    assert sorted(str(c) for c in runner.state.hand_of(0)) == ["AH", "AS", "JD", "JH", "QH"]


def test_a_renege_call_that_nothing_proves_is_refused() -> None:
    runner = _runner_at("06", "Call the renege")
    outcome = runner.try_action({"act": "call_renege", "accused": 1})
    assert outcome.code == "renege_not_proven" and "Ada followed suit" in outcome.explanation
    assert runner.try_action({"act": "call_renege", "accused": 2}).ok
    assert runner.state.hand_points[2] == -2


def test_a_malformed_action_is_answered_with_a_sentence() -> None:
    runner = _runner_at("01", "Play the A♠")
    outcome = runner.try_action({"act": "play", "card": "ZZ"})
    assert not outcome.ok and outcome.explanation.endswith(".")
    assert "\n" not in outcome.explanation


def test_the_other_seats_move_from_the_record_between_the_learners_steps() -> None:
    runner = _runner_at("01", "Lead the K♥")
    runner.complete_step()
    assert [m["card"] for m in runner.bot_moves] == ["AH", "TH"]
    assert runner.state.trick == [] and len(runner.state.tricks) == 2  # the read step sees it
    assert runner.step is not None and "won the trick" in runner.step.text
    runner.next()
    assert [m["card"] for m in runner.bot_moves] == ["9D", "KD"]
    assert [str(c) for _, c in runner.state.trick] == ["9D", "KD"]


@pytest.mark.parametrize("path", FILES, ids=IDS)
def test_a_read_step_after_a_finished_trick_sees_it_before_the_next_card(path: Path) -> None:
    """No trick is finished and followed by another card between two steps: the step that
    comes after a trick sees it on the table, as the app keeps it there."""
    runner = Runner(load_lesson(path))
    while not runner.finished:
        tricks = len(runner.state.tricks)
        runner.complete_step()
        if len(runner.state.tricks) > tricks:
            assert len(runner.state.tricks) == tricks + 1, runner.index
            assert runner.state.trick == [] or runner.state.phase != Phase.PLAY, runner.index


@pytest.mark.parametrize("path", FILES, ids=IDS)
def test_each_card_the_others_play_is_named_before_the_learner_plays_to_it(path: Path) -> None:
    """The steps the learner reads between the others' cards and the learner's own card
    name every card lying in the trick, so no step speaks of the table as it was before."""
    lesson = load_lesson(path)
    runner = Runner(lesson)
    unnamed = []
    while not runner.finished:
        if runner.bot_moves and runner.state.trick:
            ahead = lesson.steps[runner.index:]
            last = next(i for i, step in enumerate(ahead) if step.kind == "do")
            said = " ".join(step.text for step in ahead[:last + 1])
            unnamed += [(runner.index, Card(card).pretty()) for _, card in runner.state.trick
                        if Card(card).pretty() not in said]
        runner.complete_step()
    assert unnamed == []


@pytest.mark.parametrize("path", FILES, ids=IDS)
def test_after_the_last_step_the_hand_finishes_against_easy_bots(path: Path) -> None:
    runner = Runner(load_lesson(path))
    with pytest.raises(ValueError):
        runner.finish_state()
    while not runner.finished:
        assert runner.complete_step().ok
    state = runner.finish_state()
    bot = make_bot("easy")
    rng = random.Random(7)
    while state.phase != Phase.HAND_OVER:
        decision = bot.decide(view_of(state, state.turn), rng)
        state.apply(decision.action, state.turn)
    assert sum(state.tricks_won) == state.rules.tricks_per_hand


def test_progress_round_trips_and_refuses_nonsense() -> None:
    progress = Progress("02-trump", 3, False)
    assert Progress.from_json(json.loads(json.dumps(progress.to_json()))) == progress
    for bad in ({"lesson": "x", "step": -1, "completed": False},
                {"lesson": "x", "step": 1, "completed": "yes"},
                {"lesson": "../x", "step": 1, "completed": True}, [], {"lesson": "x"}):
        with pytest.raises(ValueError, match=r"^[^\n]+$"):
            Progress.from_json(bad)


def test_lessons_and_practice_deals_are_package_data() -> None:
    import tomllib

    root = Path(__file__).resolve().parents[2]
    pyproject = tomllib.loads((root / "pyproject.toml").read_text(encoding="utf-8"))
    patterns = pyproject["tool"]["setuptools"]["package-data"]["ghosteuchre"]
    package = root / "ghosteuchre"
    shipped = {p for pattern in patterns for p in package.glob(pattern)}
    data = set((package / "learn").rglob("*.json"))
    assert len(data) >= 9 and data <= shipped


def test_a_learner_resumes_a_lesson_where_they_left_off() -> None:
    lesson = load_lesson(FILES[2])
    runner = Runner(lesson)
    for _ in range(6):
        runner.complete_step()
    saved = json.loads(json.dumps(runner.progress().to_json()))
    resumed = Runner.resume(lesson, Progress.from_json(saved))
    assert resumed.index == runner.index and resumed.step == runner.step
    assert resumed.state.hand_of(0) == runner.state.hand_of(0)
    assert resumed.state.trick == runner.state.trick
    with pytest.raises(ValueError, match="not '01-tricks'"):
        Runner.resume(load_lesson(FILES[0]), Progress.from_json(saved))


def test_a_move_of_another_kind_than_the_step_asks_gets_the_step_again() -> None:
    runner = _runner_at("04", "Swap your hand")
    outcome = runner.try_action({"act": "play", "card": "9C"})
    assert not outcome.ok and outcome.code == "not_now"
    assert outcome.explanation == ("That is not what this step asks. Nobody has swapped yet, "
                                   "so you may. Swap your hand for the ghost hand.")
    assert "9C" not in outcome.explanation
