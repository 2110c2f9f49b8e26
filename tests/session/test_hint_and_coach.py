"""The hint and the coach without a window: the judge is asked from the player's view,
its late answers are dropped, a call that is a clear mistake waits for the player."""

from __future__ import annotations

from types import SimpleNamespace

from ghosteuchre.engine.phases import Phase
from ghosteuchre.session import events as ev
from tests.support.flow import Table


class Words:
    """The coach's words for a test: every call is coached, every other call warned."""

    def __init__(self, warn: str = "") -> None:
        self.warn = warn

    def coached_phases(self):
        return (Phase.BID, Phase.DECLARE, Phase.ROUND1, Phase.ROUND2, Phase.PICKUP,
                Phase.CHOICE)

    def warning(self, review, action, view) -> str:
        return self.warn if action not in review.best else ""

    def hint(self, actions, reason, view) -> tuple[str, str]:
        return f"because {reason}", f"Hint: {actions[0]}"

    def explain(self, reason, action, view) -> tuple[str, str]:
        return "", ""


def test_the_hint_asks_the_judge_and_shows_its_choice() -> None:
    table = Table(words=Words())
    s = table.start("cutthroat", 5)
    table.run()
    assert s.hint() and len(table.judging) == 1
    q = table.judging.pop()
    assert q.view.seat == 0 and q.view == s.view
    best = s.view.legal[-1]
    s.judged(q.key, SimpleNamespace(best=(best,), reason="it is best"))
    assert ev.HintReady((best,), "because it is best") in table.said
    assert s.hint_actions == [best]
    assert s.hint_lines[len(s.state.history[-1].actions)] == f"Hint: {best}"
    assert s.hint() and not table.judging  # known: no second question


def test_a_late_judgement_is_dropped() -> None:
    table = Table(words=Words())
    s = table.start("cutthroat", 5)
    table.run()
    s.hint()
    q = table.judging.pop()
    table.play_first_legal()
    table.run()
    table.kinds()
    s.judged(q.key, SimpleNamespace(best=(s.view.legal[0],), reason="late"))
    assert not any(isinstance(e, ev.HintReady) for e in table.said)


def test_the_coach_holds_a_clear_mistake_until_it_is_confirmed() -> None:
    table = Table(words=Words(warn="Think again."))
    table.session.coach = True
    s = table.start("cutthroat", 5)
    table.run()
    assert s.view.phase in Words().coached_phases() and len(s.view.legal) > 1
    q = table.judging.pop()  # asked ahead of the player's call
    good, bad = s.view.legal[0], s.view.legal[-1]
    s.judged(q.key, SimpleNamespace(best=(good,), reason=""))
    before = len(s.state.history[-1].actions)
    assert not s.act(bad)
    assert ev.CoachWarning(bad, "Think again.") in table.said
    assert len(s.state.history[-1].actions) == before
    assert s.act(bad, confirmed=True) and len(s.state.history[-1].actions) == before + 1


def test_a_call_made_before_the_judgement_is_made_when_it_comes() -> None:
    table = Table(words=Words(warn="Think again."))
    s = table.start("cutthroat", 5)
    table.run()
    s.coach = True  # the coach comes on after the question would have been asked
    good = s.view.legal[0]
    assert not s.act(good)  # it waits for the judgement
    q = table.judging.pop()
    before = len(s.state.history[-1].actions)
    s.judged(q.key, SimpleNamespace(best=(good,), reason=""))
    assert len(s.state.history[-1].actions) > before  # made: it was not a mistake
