"""Sentences the player reads: refusals and the hand summary's rules."""

from __future__ import annotations

import pytest

from ghosteuchre.app.words import describe, refusalwords
from ghosteuchre.engine import IllegalAction, Rules
from ghosteuchre.engine.actions import Act
from ghosteuchre.engine.cards import Card
from ghosteuchre.engine.phases import Phase
from ghosteuchre.engine.reasons import HOLDS_LEFT, NO_BOWER, PLAYS_LEFT, REASONS
from ghosteuchre.engine.state import HandResult, Renege

PARAMS = {
    "size": 5, "turn": 0, "arg": int(Card.parse("KH")), "phase": int(Phase.ROUND2),
    "card": int(Card.parse("AS")), "suit": 3, "shown": int(Card.parse("JC")),
    "played": int(Card.parse("JC")), "trump": 3, "swapper": 2, "bid": 5, "low": 3, "high": 0,
    "accused": 2,
}
NAMES = ["You", "Ada", "Bo"]


@pytest.mark.parametrize("code", sorted(REASONS))
@pytest.mark.parametrize("bower", [NO_BOWER, HOLDS_LEFT, PLAYS_LEFT])
@pytest.mark.parametrize("act", [Act.PLAY, Act.TRUMP, Act.ORDER])
def test_a_refusal_reads_as_the_engine_says_it_to_the_player(
    code: str, bower: int, act: Act
) -> None:
    err = IllegalAction(code, {**PARAMS, "bower": bower, "act": int(act)}, seat=2)
    sentence = err.you[0].upper() + err.you[1:] + "."
    assert refusalwords.refusal(err) == sentence


def test_the_bower_refusal_explains_itself() -> None:
    err = IllegalAction("must_follow", {**PARAMS, "bower": HOLDS_LEFT, "suit": 2, "trump": 2,
                                        "shown": int(Card.parse("JD"))}, seat=0)
    assert refusalwords.refusal(err) == (
        "You must follow hearts: you hold the J♦, which is a heart while hearts are trump.")


def result(**fields: object) -> HandResult:
    base: dict[str, object] = dict(
        dealer=2, void=False, declarer=0, bid=None, trump=3, alone=(), tricks=(),
        tricks_won=(3, 1, 1), reneges=(), points=(1, 0, 0), complete=True)
    base.update(fields)
    return HandResult(**base)  # type: ignore[arg-type]


def rules_column(r: HandResult, rules: Rules, you: int | None = 0) -> list[str]:
    return [row.rule for row in describe.hand_table(r, NAMES, rules, you)[1]]


def test_summary_rules_for_ghost_hand_contracts() -> None:
    rules = Rules.make("ghost-hand")
    made = result(bid=4, tricks_won=(4, 1, 1), points=(4, 1, 1))
    assert rules_column(made, rules) == ["Bid 4 made: +1 a trick", "+1 a trick", "+1 a trick"]
    moon = result(bid=6, tricks_won=(5, 1, 0), points=(-6, 1, 0))
    assert rules_column(moon, rules)[0] == "Moon failed: \u22126"


def test_summary_rules_for_a_lone_defence_and_a_called_renege() -> None:
    rules = Rules.make("cutthroat", {"reneges": "callable"})
    lone = result(alone=(1,), tricks_won=(0, 5, 0), points=(-2, 4, 4),
                  reneges=(Renege(0, 1, 2, True, 1),))
    headline, rows = describe.hand_table(lone, NAMES, rules, you=0)
    assert headline == "You were euchred in ♠ spades; Ada defended alone"
    assert [r.rule for r in rows] == [
        "Beaten by a lone defender; Renege called by Ada: \u22122",
        "Lone defence took all 5: each defender +4",
        "Lone defence took all 5: each defender +4",
    ]
    assert rows[2].tricks == "\u2014"
    euchre = result(tricks_won=(2, 2, 1), points=(0, 2, 2), reneges=(Renege(2, 3, 0),))
    assert rules_column(euchre, rules, you=None) == [
        "Euchred", "Euchred: each defender +2", "Euchred: each defender +2; "
        "Renege on trick 4, not called"]


def test_a_negative_score_has_the_same_minus_sign_as_negative_points() -> None:
    assert describe.score_text(-4) == describe.signed(-4) == "\u22124"
    assert describe.score_text(0) == "0" and describe.score_text(14) == "14"


def test_the_log_line_of_a_renege_call_says_on_whom_and_what_it_cost() -> None:
    from ghosteuchre.engine.actions import Action
    from ghosteuchre.engine.deal import new_game
    from ghosteuchre.engine.view import view_of

    state = new_game(Rules.make("cutthroat", {"reneges": "callable", "renege_penalty": 3}), 2)
    names = ["You", "Ada", "Bo"]
    view = view_of(state, 0)
    call = Action(Act.CALL_RENEGE, 0)
    assert describe.action_line(names, 1, call, view, you=0) == (
        "Ada calls a renege on you: you lose 3 points")
    assert describe.action_line(names, 0, Action(Act.CALL_RENEGE, 2), view, you=0) == (
        "You call a renege on Bo: Bo loses 3 points")
    assert describe.action_line(names, 2, Action(Act.CALL_RENEGE, 1), view, you=0) == (
        "Bo calls a renege on Ada: Ada loses 3 points")
