"""Practice deals: the solver proves every stored claim, and the write-up plays as a lesson."""

from __future__ import annotations

import copy
import dataclasses
import json
import re
import subprocess
import sys
from pathlib import Path

import pytest

from ghosteuchre.engine.cards import Card
from ghosteuchre.learn.explain import size_word
from ghosteuchre.learn.lesson import LessonError
from ghosteuchre.learn.practice import (
    as_lesson,
    first_card_values,
    load_practice,
    position,
    practice_files,
    prove_deal,
)
from ghosteuchre.learn.runner import Runner

ROOT = Path(__file__).resolve().parents[2]
DEALS = [deal for path in practice_files() for deal in load_practice(path)]


@pytest.mark.parametrize("variant", ["ghost-hand", "cutthroat"])
def test_each_variant_has_a_dozen_deals_from_easy_to_hard(variant: str) -> None:
    deals = [d for d in DEALS if d.record["variant"] == variant]
    assert len(deals) >= 12
    assert min(d.level for d in deals) == 1 and max(d.level for d in deals) >= 4
    assert {d.goal.kind for d in deals} >= {"tricks", "set"}
    assert len({d.id for d in DEALS}) == len(DEALS)


@pytest.mark.parametrize("deal", DEALS, ids=[d.id for d in DEALS])
def test_the_solver_proves_the_right_line_and_refutes_every_other_first_card(deal) -> None:
    prove_deal(deal)
    values = first_card_values(position(deal), deal.seat, deal.goal)
    right = Card.parse(deal.line[0]["card"])
    assert values[right] and not any(ok for card, ok in values.items() if card != right)
    assert all(not values[card] for card, _ in deal.tempting)


@pytest.mark.parametrize("deal", DEALS, ids=[d.id for d in DEALS])
def test_the_write_up_steps_through_the_right_line(deal) -> None:
    runner = Runner(as_lesson(deal))
    assert runner.step is not None and runner.step.text == deal.text
    assert runner.next().ok
    wrong, why = deal.tempting[0]
    outcome = runner.try_action({"act": "play", "card": str(wrong)})
    assert not outcome.ok and outcome.explanation == why
    while not runner.finished:
        assert runner.complete_step().ok
    assert runner.finish_state().phase.name == "HAND_OVER"


def _changed(deal, **changes):
    return dataclasses.replace(copy.deepcopy(deal), **changes)


def test_a_wrong_first_card_in_the_line_is_caught() -> None:
    deal = DEALS[0]
    wrong = str(deal.tempting[0][0])
    line = (dict(deal.line[0], card=wrong), *deal.line[1:])
    with pytest.raises(LessonError, match="first card does not reach the goal"):
        prove_deal(_changed(deal, line=line))


def test_a_tempting_card_that_cannot_be_played_is_caught() -> None:
    deal = DEALS[0]
    held = {Card.parse(m["card"]) for m in deal.line}
    missing = next(Card(c) for c in range(24) if Card(c) not in held)
    with pytest.raises(LessonError, match=f"the tempting {missing} cannot be played now"):
        prove_deal(_changed(deal, tempting=((missing, "No."),)))


def test_a_goal_that_is_out_of_reach_is_caught() -> None:
    deal = next(d for d in DEALS if d.goal.kind == "tricks")
    goal = dataclasses.replace(deal.goal, tricks=deal.goal.tricks + 1)
    with pytest.raises(LessonError, match="does not reach the goal"):
        prove_deal(_changed(deal, goal=goal))


def test_a_line_that_stops_early_is_caught() -> None:
    deal = DEALS[0]
    with pytest.raises(LessonError, match="stops before the end of the hand"):
        prove_deal(_changed(deal, line=deal.line[:1]))


def test_a_record_that_does_not_stop_at_the_learner_is_caught() -> None:
    deal = DEALS[0]
    with pytest.raises(LessonError, match="with the learner to play"):
        position(_changed(deal, seat=(deal.seat + 1) % 3))


def test_the_developer_tool_checks_every_stored_deal() -> None:
    proc = subprocess.run([sys.executable, str(ROOT / "tools" / "practice.py"), "--check"],
                          capture_output=True, text=True, timeout=300, check=False, cwd=ROOT)
    assert proc.returncode == 0, proc.stdout + proc.stderr
    assert f"{len(DEALS)} of {len(DEALS)} practice deals proven" in proc.stdout


def _tool():  # type: ignore[no-untyped-def]
    sys.path.insert(0, str(ROOT / "tools"))
    try:
        import practice as tool  # type: ignore[import-not-found]
    finally:
        sys.path.remove(str(ROOT / "tools"))
    return tool


@pytest.mark.parametrize("deal", DEALS, ids=[d.id for d in DEALS])
def test_every_write_up_says_why_and_is_true_of_its_deal(deal) -> None:
    """The stored notes are the ones computed from the deal's position and line (so every
    fact they state holds), and each of the learner's chosen cards gets a reason."""
    tool = _tool()
    state = position(deal)
    line = [(m["seat"], Card.parse(m["card"])) for m in deal.line]
    assert [m["note"] for m in tool.write_up(state, deal.seat, deal.goal, line)] == \
        [m["note"] for m in deal.line]
    for move in deal.line:
        if move["seat"] == deal.seat and "the only card you may play" not in move["note"]:
            reason = move["note"].split(": ", 1)[1] if ": " in move["note"] else move["note"]
            assert len(reason.split()) >= 6, move["note"]
    first = deal.line[0]["note"]
    assert "reaches the goal" not in first and "nothing else" not in first
    left = state.rules.tricks_per_hand - len(state.tricks)
    assert [why for _, why in deal.tempting] == [
        tool.tempting_why(state, deal.seat, deal.goal, card, left, i == 0)
        for i, (card, _) in enumerate(deal.tempting)]
    wrong = {c for c, ok in first_card_values(state, deal.seat, deal.goal).items() if not ok}
    assert {card for card, _ in deal.tempting} == wrong  # every wrong first card says why


def test_the_developer_tool_finds_a_deal_with_one_right_first_card(tmp_path: Path) -> None:
    tool = _tool()
    data = tool.generate("cutthroat", 1, 500)
    path = tmp_path / "found.practice.json"
    path.write_text(tool.dumps(data), encoding="utf-8")
    (deal,) = load_practice(path)
    prove_deal(deal)


@pytest.mark.parametrize(("change", "message"), [
    (lambda d: d.update(format="x"), "format must be 'ghosteuchre-practice/1'"),
    (lambda d: d["deals"][0].pop("goal"), "a practice deal is an object with"),
    (lambda d: d["deals"][0].update(level=9), "level must be 1 to 5"),
    (lambda d: d["deals"][0].update(goal={"kind": "win"}), "goal must be tricks"),
    (lambda d: d["deals"][0]["line"][0].update(note=""), "each of the learner's moves needs"),
    (lambda d: d["deals"][0].update(tempting=[{"card": "ZZ", "why": "x"}]), "not a card"),
])
def test_a_malformed_practice_file_gets_one_sentence(change, message: str,
                                                      tmp_path: Path) -> None:
    data = json.loads(practice_files()[0].read_text(encoding="utf-8"))
    change(data)
    path = tmp_path / "bad.practice.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    with pytest.raises(LessonError) as caught:
        load_practice(path)
    assert message in str(caught.value) and "\n" not in str(caught.value)


@pytest.mark.parametrize(("deal_id", "words"), [
    ("ct-144", "Lead the 9♣ through Ada, the maker"),
    ("gh-103", "keep your J♦ guarded"),
    ("ct-17", "count the trumps: 6 of the 7 have been played and you hold 1"),
    ("ct-128", "that forces out a trump"),
    ("gh-84", "keep the K♥"),
    ("ct-3", "leading trumps draws theirs"),
])
def test_the_write_ups_use_the_players_reasons(deal_id: str, words: str) -> None:
    deal = next(d for d in DEALS if d.id == deal_id)
    assert any(words in m["note"] for m in deal.line if m["seat"] == deal.seat)


def test_a_card_is_called_small_only_when_it_is_a_nine_or_a_ten() -> None:
    """An honour (A, K, Q, J) is never a "small" trump or a "low" card in a write-up: a
    king played under a bower is a lower trump."""
    assert size_word(Card.parse("9H")) == size_word(Card.parse("TH")) == "small"
    assert {size_word(Card.parse(c)) for c in ("KH", "QH", "AH", "JD")} == {"lower"}
    notes = [m["note"] for d in DEALS for m in d.line if m["seat"] == d.seat]
    sized = 0
    for note in notes:
        played = re.match(r"(?:Play|Lead) the (\S+?):", note)
        if played is None:
            continue
        text = played.group(1).replace("10", "T")
        card = Card.parse(text[0] + "CDHS"["♣♦♥♠".index(text[1])])
        if re.search(r"\b(small|low)\b", note):
            assert int(card) % 6 <= 1, note
            sized += 1
    assert sized
    assert any(n.startswith("Play the K♥:") and "a lower trump" in n for n in notes)
