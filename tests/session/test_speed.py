"""Speed of play without a window: an only legal card played for the player after a
short pause, the rest of a hand claimed, the hand finished quickly when nothing is left
to decide, and redo after undo — all of it ordinary plays in the record."""

from __future__ import annotations

from ghosteuchre.engine import actions as acts
from ghosteuchre.engine.actions import Act
from ghosteuchre.engine.claims import claim_plan
from ghosteuchre.engine.record import dumps, to_record
from ghosteuchre.engine.state import Phase
from ghosteuchre.engine.view import view_of
from ghosteuchre.session import LessonDriver, Session
from ghosteuchre.session import events as ev
from ghosteuchre.session.speed import AUTO_PAUSE_MS, QUICK_TRICK_MS
from tests.support.bots import TestBot
from tests.support.flow import Pace, Script, ScriptRunner, Table


def record_of(s: Session) -> str:
    assert s.state is not None
    return dumps(to_record(s.state, ["You", "Ada", "Bo"], {}))


def fast_table(auto: bool = True, finish: bool = True, pace: Pace | None = None) -> Table:
    table = Table(pace)
    table.session.speed.auto_play = auto
    table.session.speed.finish = finish
    return table


def until(table: Table, wanted, hands: int = 12) -> bool:
    """Play on (the player's first legal choices) until ``wanted(session)`` holds at the
    player's turn; False if it did not within ``hands`` hands."""
    s = table.session
    for _ in range(hands * 60):
        table.run()
        if s.awaiting_next_hand:
            if s.state is not None and s.state.winner is not None:
                return False
            s.continue_()
        elif s.holding_trick:
            s.continue_()
        elif s.human_to_act:
            if wanted(s):
                return True
            if s.speed.auto_card is None:
                table.play_first_legal()
            else:
                table.step()
    return False


def only_card(s: Session) -> bool:
    v = s.view
    return v is not None and v.phase == Phase.PLAY and len(v.legal) == 1 and len(v.hand) > 1


def test_an_only_legal_card_is_lifted_then_played_after_a_pause() -> None:
    table = fast_table(finish=False, pace=Pace(bot_delay_ms=450, trick_pause_ms=1))
    table.start("ghost-hand", 2)
    s = table.session
    assert until(table, only_card)
    card = s.view.legal[0].card
    assert s.speed.auto_card == card and s.waiting
    assert AUTO_PAUSE_MS[0] <= table.wait <= AUTO_PAUSE_MS[1]  # seen, not instant
    before = len(s.state.history[-1].actions)
    table.kinds()
    assert table.step()
    seat, action = s.state.history[-1].actions[before]
    assert (seat, action.act, action.card) == (0, Act.PLAY, card)
    assert "Played" in table.kinds() and s.speed.auto_card is None


def test_without_the_preference_the_only_card_waits_for_the_player() -> None:
    table = fast_table(auto=False, finish=False)
    table.start("ghost-hand", 2)
    s = table.session
    assert until(table, only_card)
    assert s.speed.auto_card is None and not s.waiting


def test_an_undo_skips_back_past_the_cards_played_for_the_player() -> None:
    table = fast_table(finish=False)
    table.start("ghost-hand", 2)
    s = table.session
    assert until(table, only_card)
    table.step()  # the only card goes
    table.run()
    assert s.undo()
    v = s.view
    assert s.human_to_act and s.speed.auto_card is None
    assert not (v.phase == Phase.PLAY and len(v.legal) == 1)  # a decision of the player's


def test_with_nothing_left_to_decide_the_hand_plays_out_without_a_click() -> None:
    # the trick pause is "until a click", and the bots are slow: finishing needs neither
    table = fast_table(auto=False, pace=Pace(bot_delay_ms=900, trick_pause_ms=0))
    table.start("ghost-hand", 4)
    s = table.session
    assert until(table, lambda s: len(s.view.hand) == 1 and s.view.phase == Phase.PLAY)
    assert s.speed.hurry and s.speed.auto_card is not None
    table.said.clear()
    for _ in range(50):
        if s.awaiting_next_hand:
            break
        assert table.answer() or table.step(), "the hand stopped for the player"
    assert s.awaiting_next_hand
    waits = [e.ms for e in table.said if isinstance(e, ev.Wait) and e.ms is not None]
    assert waits and max(waits) <= QUICK_TRICK_MS
    assert any(isinstance(e, ev.HandScored) for e in table.said)


def test_a_player_who_sits_out_sees_the_hand_played_out_quickly() -> None:
    table = fast_table(pace=Pace(bot_delay_ms=900, trick_pause_ms=0))
    bots = {1: TestBot(prefer=(Act.ORDER, Act.ALONE)), 2: TestBot(prefer=(Act.ORDER, Act.ALONE))}
    for seed in range(1, 40):
        table.start("cutthroat", seed, bots=bots)
        s = table.session
        for _ in range(40):
            table.run()
            if s.state.phase in (Phase.PLAY, Phase.HAND_OVER) or not s.human_to_act:
                break
            assert s.act(acts.PASS)
        if s.state.phase == Phase.PLAY and s.state.sitting_out == 0:
            break
    else:
        raise AssertionError("no deal where the player sits out")
    table.said.clear()
    for _ in range(80):
        if s.awaiting_next_hand:
            break
        assert table.answer() or table.step()
    assert s.awaiting_next_hand
    waits = [e.ms for e in table.said if isinstance(e, ev.Wait) and e.ms is not None]
    assert waits and max(waits) <= QUICK_TRICK_MS


def claimable(s: Session) -> bool:
    return s.can_claim


def test_a_claim_plays_the_rest_quickly_and_every_trick_is_the_players() -> None:
    table = fast_table(pace=Pace(bot_delay_ms=900, trick_pause_ms=0))
    table.start("ghost-hand", 7)
    s = table.session
    assert until(table, claimable, hands=30)
    left = len(s.view.hand)
    won = s.state.tricks_won[0]
    plan = claim_plan(view_of(s.state, 0))
    table.said.clear()
    assert s.claim()
    assert isinstance(table.said[0], ev.Claimed) and table.said[0].tricks == left
    for _ in range(80):
        if s.awaiting_next_hand:
            break
        assert table.answer() or table.step(), "the claim stopped for the player"
    assert s.awaiting_next_hand and s.state.tricks_won[0] == won + left
    mine = [a.card for seat, a in s.state.history[-1].actions[-3 * left:] if seat == 0]
    assert mine == list(plan)  # ordinary plays, in the claim's order
    waits = [e.ms for e in table.said if isinstance(e, ev.Wait) and e.ms is not None]
    assert max(waits) <= QUICK_TRICK_MS
    # undo takes back the claim as one decision: the claim is offered again
    assert s.undo() and s.can_claim and len(s.view.hand) == left


def test_a_claim_that_is_not_certain_is_refused_and_changes_nothing() -> None:
    table = fast_table()
    table.start("ghost-hand", 7)
    s = table.session
    assert until(table, lambda s: s.view.phase == Phase.PLAY and not s.can_claim)
    before = record_of(s)
    table.said.clear()
    assert not s.claim()
    assert [e.why for e in table.said if isinstance(e, ev.Refused)] == ["no-claim"]
    assert record_of(s) == before


def test_claims_are_not_offered_without_the_preference() -> None:
    table = fast_table(finish=False)
    table.start("ghost-hand", 7)
    assert not until(table, claimable, hands=4)


def test_redo_gives_back_exactly_the_game_before_the_undo() -> None:
    table = fast_table(auto=False, finish=False)
    table.start("ghost-hand", 3, bots={1: TestBot(prefer=(Act.BID,)), 2: TestBot()})
    s = table.session
    assert until(table, lambda s: s.view.phase == Phase.PLAY and len(s.view.hand) == 3)
    first = (record_of(s), dict(s.bot_reasons), dict(s.action_reasons))
    assert not s.can_redo
    assert s.undo() and s.can_redo
    second = record_of(s)
    assert s.undo() and s.can_redo
    table.kinds()
    assert s.redo()
    assert "Redone" in table.kinds()
    assert record_of(s) == second and s.human_to_act
    assert s.redo() and not s.can_redo
    assert (record_of(s), dict(s.bot_reasons), dict(s.action_reasons)) == first
    assert s.human_to_act and s.can_undo


def test_a_new_action_after_an_undo_forgets_the_redo() -> None:
    table = fast_table(auto=False, finish=False)
    table.start("ghost-hand", 3)
    s = table.session
    assert until(table, lambda s: s.view.phase == Phase.PLAY and len(s.view.hand) == 4)
    assert s.undo() and s.can_redo
    table.play_first_legal()
    assert not s.can_redo and not s.redo()


def test_redo_after_the_last_card_scores_the_hand_again() -> None:
    table = fast_table(auto=False, finish=False)
    table.start("ghost-hand", 3)
    s = table.session
    table.play_hand()
    done = record_of(s)
    assert s.undo() and not s.awaiting_next_hand
    table.said.clear()
    assert s.redo()
    table.run()
    assert record_of(s) == done and s.awaiting_next_hand
    assert any(isinstance(e, ev.HandScored) for e in table.said)


def test_a_lesson_plays_as_before_with_every_speed_preference_on() -> None:
    table = fast_table()
    game = Table()
    game.start("ghost-hand", 2)
    assert until(game, only_card)
    state = game.session.state.clone()
    script = Script(ScriptRunner(state.clone(), 0), accept=set(game.session.view.legal))
    s = table.session
    s.start(state, 0, ["You", "Ada", "Bo"], ["easy"] * 3, 0, LessonDriver(script, {}, 500))
    assert s.human_to_act and s.speed.auto_card is None and not s.waiting
    assert not s.can_claim and not s.can_redo


def test_an_only_card_waiting_stays_in_hand_when_the_preference_goes_off() -> None:
    table = fast_table(finish=False)
    table.start("ghost-hand", 2)
    s = table.session
    assert until(table, only_card)
    actions = len(s.state.history[-1].actions)
    s.speed.auto_play = False  # turned off in the Preferences during the pause
    assert table.step()
    assert len(s.state.history[-1].actions) == actions and s.human_to_act
    assert s.speed.auto_card is None


def until_off_turn_claim(table: Table, hands: int = 40) -> bool:
    """Play on (the player's first legal cards) until a claim is offered while a bot is
    still to play to the trick; False if none was within ``hands`` hands."""
    s = table.session
    for _ in range(hands * 200):
        if s.awaiting_next_hand:
            if s.state is not None and s.state.winner is not None:
                return False
            s.continue_()
        elif s.holding_trick:
            s.continue_()
        elif s.human_to_act:
            if s.speed.auto_card is None:
                table.play_first_legal()
            else:
                table.step()
        else:
            if s.view is not None and s.view.phase == Phase.PLAY and s.can_claim:
                return True
            assert table.answer() or table.step()
    return False


def test_a_claim_is_offered_while_the_bots_are_still_to_play_to_the_trick() -> None:
    table = fast_table(auto=False, pace=Pace(bot_delay_ms=900, trick_pause_ms=0))
    table.start("ghost-hand", 7)
    s = table.session
    assert until_off_turn_claim(table)
    assert not s.human_to_act
    played = any(seat == 0 for seat, _ in s.view.trick)
    left = len(s.view.hand) + played
    won = s.state.tricks_won[0]
    table.said.clear()
    assert s.claim()
    assert isinstance(table.said[0], ev.Claimed) and table.said[0].tricks == left
    for _ in range(200):
        if s.awaiting_next_hand:
            break
        assert table.answer() or table.step(), "the claim stopped for the player"
    assert s.awaiting_next_hand and s.state.tricks_won[0] == won + left
    waits = [e.ms for e in table.said if isinstance(e, ev.Wait) and e.ms is not None]
    assert max(waits) <= QUICK_TRICK_MS
