"""Record-format actions as engine steps, applied all or nothing."""

from __future__ import annotations

import pytest

from ghosteuchre.engine.record import RecordError, replay
from ghosteuchre.learn.actions import ActionFormatError, Refused, after_steps, engine_steps
from ghosteuchre.learn.load import LESSONS_DIR, load_lesson
from ghosteuchre.learn.runner import replayed

LESSON = load_lesson(LESSONS_DIR / "05b-cutthroat-defending.lesson.json")


def test_taking_the_dummy_with_too_few_discards_is_refused_and_changes_nothing() -> None:
    state = replayed(LESSON.record, 2)  # Ada, the maker, takes the dummy or goes alone
    hand = state.hand_of(1)
    with pytest.raises(Refused) as caught:
        after_steps(state, 1, engine_steps({"act": "dummy", "discard": ["QS", "KC"]}))
    assert caught.value.code == "discard_count"
    assert caught.value.text == "You must discard 3 more cards."
    assert state.hand_of(1) == hand and not state.took_dummy
    after = after_steps(state, 1, engine_steps(
        {"act": "dummy", "discard": ["QS", "9C", "TD", "JS", "KC"]}))
    assert sorted(str(c) for c in after.hand_of(1)) == ["9H", "AC", "AD", "QH", "TH"]


def test_the_dummys_discards_are_the_same_in_any_order() -> None:
    one = engine_steps({"act": "dummy", "discard": ["QS", "QC", "TS", "JS", "KC"]})
    other = engine_steps({"act": "dummy", "discard": ["kc", "JS", "TS", "QC", "QS"]})
    assert one == other


@pytest.mark.parametrize(("raw", "message"), [
    ("play JD", "an action is a JSON object"),
    ({"act": "fold"}, "unknown act 'fold'"),
    ({"act": "play"}, "play needs 'card'"),
    ({"act": "play", "card": "JD", "suit": "H"}, "play has no field 'suit'"),
    ({"act": "bid", "tricks": True}, "tricks must be a whole number"),
    ({"act": "pass", "seat": 3}, "seat must be 0, 1 or 2"),
    ({"act": "dummy", "discard": ["JD", "jd"]}, "the same card is discarded twice"),
    ({"act": "play", "card": "XX"}, "not a card"),
    ({"act": "dummy", "discard": "JD"}, "dummy needs the list of discarded cards"),
])
def test_an_entry_that_is_not_an_action_gets_the_records_sentence(raw: object,
                                                                   message: str) -> None:
    with pytest.raises(ActionFormatError) as caught:
        engine_steps(raw)
    assert message in str(caught.value) and "\n" not in str(caught.value)
    with pytest.raises(RecordError) as in_record:  # a game record says the same
        replay({**LESSON.record, "hands": [{**LESSON.record["hands"][0], "actions": [raw]}]})
    assert message in str(in_record.value)
