"""Refusals: a reason code with parameters, rendered to the seat's and the player's sentence."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from ghosteuchre.engine import Action, IllegalAction
from ghosteuchre.engine.actions import Act
from ghosteuchre.engine.cards import Card
from ghosteuchre.engine.phases import Phase
from ghosteuchre.engine.reasons import HOLDS_LEFT, NO_BOWER, PLAYS_LEFT, REASONS, reason_text

from .helpers import act, ghost_state

# Every parameter any reason uses; a reason's sentence takes only the ones it names.
PARAMS = {
    "size": 6, "turn": 2, "act": int(Act.PLAY), "arg": int(Card.parse("QS")),
    "phase": int(Phase.BID), "card": int(Card.parse("9C")), "suit": 2,
    "shown": int(Card.parse("JD")), "played": int(Card.parse("JD")), "trump": 2,
    "bower": NO_BOWER, "swapper": 0, "bid": 3, "low": 4, "high": 3, "accused": 0,
}


@pytest.mark.parametrize("code", sorted(REASONS))
@pytest.mark.parametrize("bower", [NO_BOWER, HOLDS_LEFT, PLAYS_LEFT])
def test_every_reason_has_both_sentences(code: str, bower: int) -> None:
    err = IllegalAction(code, {**PARAMS, "bower": bower}, seat=1)
    assert str(err) == reason_text(code, err.params, 1)
    assert str(err) and err.you
    assert "{" not in str(err) + err.you


def test_every_reason_the_state_gives_has_sentences() -> None:
    engine = Path(__file__).parents[2] / "ghosteuchre/engine"
    source = "".join((engine / name).read_text() for name in ("state.py", "refusal.py"))
    codes = set(re.findall(r'IllegalAction\("(\w+)"', source))
    codes |= set(re.findall(r'return "(\w+)", ', source))
    assert len(codes) > 20
    assert codes <= set(REASONS)


def test_a_refusal_keeps_its_code_and_parameters() -> None:
    state = ghost_state("JH AH 9S TS QS KS", "JD 9C TC QC KC AC", "9D TD QD KD AD AS", dealer=2)
    act(state, "0 bid 3", "1 pass", "2 pass", "0 trump H", "0 play AH")
    with pytest.raises(IllegalAction) as err:
        state.apply(Action.parse("play 9C"), 1)
    assert err.value.code == "must_follow"
    assert err.value.seat == 1
    assert err.value.params["bower"] == HOLDS_LEFT
    assert Card(err.value.params["shown"]) == Card.parse("JD")


@pytest.mark.parametrize(
    ("code", "params", "seat_form", "you_form"),
    [
        ("not_your_turn", {"turn": 2}, "it is seat 2's turn, not seat 1's", "it is not your turn"),
        ("not_now", {"act": int(Act.BID), "arg": 4, "phase": int(Phase.PLAY)},
         "seat 1 cannot bid 4 during playing cards", "you cannot bid 4 now"),
        ("must_follow", {**PARAMS, "bower": PLAYS_LEFT, "suit": 1, "shown": 7, "trump": 2},
         "seat 1 must follow diamonds (holds the TD; the JD is a heart while hearts are trump)",
         "You must follow diamonds: you hold the 10♦; the J♦ is a heart while hearts are trump"),
        ("renege_not_proven", {"accused": 0},
         "no renege by seat 0 is proven by the cards played so far",
         "the cards played so far do not prove a renege by that player"),
        ("game_over", {}, "the game is over", "the game is over"),
    ],
)
def test_sentences_name_the_seat_or_speak_to_the_player(
    code: str, params: dict[str, int], seat_form: str, you_form: str
) -> None:
    err = IllegalAction(code, params, seat=1)
    assert str(err) == seat_form
    assert err.you == you_form
