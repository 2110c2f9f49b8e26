"""The lesson driver without a window: the learner's actions go to the script, the other
seats play the script's moves after the bots' delay, a trick read about stays, the
lesson's hand is played out or left, and nothing is counted or saved."""

from __future__ import annotations

from ghosteuchre.engine import actions as acts
from ghosteuchre.engine.deal import new_game
from ghosteuchre.engine.rules import Rules
from ghosteuchre.engine.state import GameState
from ghosteuchre.session import LessonDriver, TableSnapshot
from ghosteuchre.session import events as ev
from tests.support.bots import TestBot
from tests.support.flow import Pace, Script, ScriptRunner, Table


def lesson_table(pause: int = 1, tricks: int = 0) -> tuple[Table, Script]:
    """A cutthroat deal where the learner (the seat to speak first) is in a lesson,
    ``tricks`` tricks into the hand."""
    state = new_game(Rules.make("cutthroat", {}), 7)
    seat = state.current_player
    while len(state.tricks) < tricks:
        state.apply(state.legal_actions()[0], state.current_player)
    script = Script(ScriptRunner(state, seat, state))
    table = Table(Pace(bot_delay_ms=300, trick_pause_ms=pause))
    bots = {s: TestBot() for s in range(3) if s != seat}
    table.session.start(state.clone(), 0, ["You", "Ada", "Bo"], ["easy"] * 3, seat,
                        LessonDriver(script, bots, least_pause_ms=1200))
    return table, script


def others_moves(state: GameState, count: int) -> list[tuple[int, tuple[acts.Action, ...]]]:
    """The next ``count`` moves of the other seats, as a script would give them."""
    trial, moves = state.clone(), []
    for _ in range(count):
        seat = trial.current_player
        action = trial.legal_actions()[0]
        trial.apply(action, seat)
        moves.append((seat, (action,)))
    return moves


def test_the_learners_action_goes_to_the_script() -> None:
    table, script = lesson_table()
    s = table.session
    assert s.scripted and s.human_to_act and not table.asked
    assert not s.act(acts.PASS)  # the script does not take it: nothing changes, nothing said
    assert script.tried == [acts.PASS] and s.state.history[-1].actions == []
    assert not any(isinstance(e, ev.Refused) for e in table.said)
    script.accept.add(acts.PASS)
    assert s.act(acts.PASS) and s.state.history[-1].actions[-1] == (s.human, acts.PASS)


def test_the_other_seats_play_the_scripts_moves_after_the_delay() -> None:
    table, script = lesson_table()
    s = table.session
    script.accept.add(acts.PASS)
    after = s.state.clone()
    after.apply(acts.PASS, s.human)
    script.then = others_moves(after, 2)
    assert s.act(acts.PASS)
    assert table.wait == 300 and s.thinking_seat == script.queue[0][0]
    assert not s.act(acts.PASS)  # the learner waits for the moves to be shown
    assert table.step() and len(script.queue) == 1 and table.step() and not script.queue
    assert [seat for seat, _ in s.state.history[-1].actions][1:] == [m[0] for m in
                                                                     others_moves(after, 2)]
    assert not table.asked  # no bot is asked while the script drives the table


def test_a_trick_in_a_lesson_goes_by_itself_even_when_the_table_waits_for_a_click() -> None:
    table, script = lesson_table(pause=0, tricks=1)
    s = table.session
    s.shown_tricks = 0  # as if the trick had just been finished
    table.kinds()
    s.changed()
    assert s.holding_trick and table.wait == 1200  # the lesson's least pause
    script.kind = "read"
    table.wait = None
    s.cancel()
    s.holding_trick = False
    s.shown_tricks = 0
    s.changed()
    assert s.holding_trick and table.wait is None  # read about: it stays
    script.kind = "do"
    s.driver.changed(s)  # the learner read on
    assert not s.holding_trick


def test_the_practice_hint_comes_from_the_script() -> None:
    table, script = lesson_table()
    s = table.session
    assert not s.hint() and ev.Refused("lesson-hints") in table.said
    card = s.view.hand[0]
    script.hint_card = card
    assert s.hint() and s.hint_actions == [acts.PLAY[card]] and ev.Shown() in table.said


def test_after_the_last_step_the_hand_is_played_out_against_the_bots() -> None:
    table, script = lesson_table()
    s = table.session
    driver = s.driver
    assert isinstance(driver, LessonDriver)
    driver.finish_hand(s)
    assert s.scripted  # not finished yet: nothing changes
    script.finished = True
    driver.finish_hand(s)
    assert script.free and not s.scripted and s.state is not script.runner.state
    table.run()
    assert s.human_to_act or s.awaiting_next_hand
    assert not s.can_undo and not any(isinstance(e, ev.Autosave) for e in table.said)


def test_leaving_the_lesson_freezes_the_table() -> None:
    table, script = lesson_table()
    s = table.session
    table.kinds()
    s.driver.end(s)
    assert script.left and table.kinds() == ["Wait", "LessonEnded"]
    script.accept.add(acts.PASS)
    assert not s.act(acts.PASS) and TableSnapshot.of(s).lesson_left
