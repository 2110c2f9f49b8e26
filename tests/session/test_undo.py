"""Undo without a window: the player's last decision and every answer after it, the same
game as the engine's own undo gives, without replaying the game's earlier hands."""

from __future__ import annotations

from ghosteuchre.engine import actions as acts
from ghosteuchre.engine.actions import Act
from ghosteuchre.engine.record import dumps, to_record
from ghosteuchre.engine.state import Phase
from ghosteuchre.session import events as ev
from ghosteuchre.session import undo as cheap
from tests.support.bots import TestBot
from tests.support.flow import Table
from tests.support.seeds import seed_with_dealer


def record_of(state) -> str:
    return dumps(to_record(state, ["You", "Ada", "Bo"], {}))


def played_hand(table: Table, decisions: int):
    """Play the player's first ``decisions`` decisions of the hand; the session."""
    s = table.session
    for _ in range(decisions):
        table.run()
        if s.holding_trick:
            s.continue_()
            table.run()
        assert s.human_to_act
        table.play_first_legal()
    table.run()
    return s


def test_undo_takes_back_the_players_card_and_the_bots_answers() -> None:
    table = Table()
    table.start("ghost-hand", seed_with_dealer(0), bots={1: TestBot(prefer=(Act.BID,)),
                                                         2: TestBot()})
    s = table.session
    table.run()
    assert not s.can_undo  # nothing of the player's yet in this hand
    played_hand(table, 3)
    actions = s.state.history[-1].actions
    mine = max(i for i, (seat, a) in enumerate(actions) if seat == 0)
    expected = s.state.clone()
    while len(expected.history[-1].actions) > mine:
        expected.undo()
    table.kinds()
    assert s.can_undo and s.undo()
    assert "Undone" in table.kinds()
    assert record_of(s.state) == record_of(expected)
    assert s.state.__dict__.keys() == expected.__dict__.keys()
    assert s.state.hands == expected.hands and s.state.turn == expected.turn
    assert s.human_to_act and not s.holding_trick


def test_undo_drops_a_bot_answer_asked_before() -> None:
    table = Table()
    table.start("cutthroat", seed_with_dealer(1))  # seat 2 first, then the player
    s = table.session
    table.run()
    assert s.act(acts.PASS)
    assert s.thinking_seat == 1 and table.step() and table.asked  # seat 1 is asked
    assert s.undo()
    assert s.human_to_act and s.thinking_seat == -1
    actions = list(s.state.history[-1].actions)
    assert table.answer()  # the old question's answer comes, and is dropped
    assert s.state.history[-1].actions == actions and s.human_to_act


def test_undo_in_a_later_hand_replays_only_that_hand(monkeypatch) -> None:
    table = Table()
    table.start("ghost-hand", 1)
    s = table.session
    for _ in range(3):  # three hands played: the fourth is dealt
        table.play_hand()
        s.continue_()
    assert s.state.hand_number == 3
    replays: list[int] = []
    real = cheap.replay_logs
    monkeypatch.setattr(cheap, "replay_logs", lambda *a: replays.append(1) or real(*a))
    played_hand(table, 2)
    expected = s.state.clone()
    target = cheap.undo_target(s)
    while len(expected.history[-1].actions) > target:
        expected.undo()
    assert s.undo()
    assert replays == [] and record_of(s.state) == record_of(expected)


def test_a_game_resumed_in_mid_hand_is_replayed_once_for_all_its_undos(monkeypatch) -> None:
    table = Table()
    table.start("ghost-hand", seed_with_dealer(0), bots={1: TestBot(prefer=(Act.BID,)),
                                                         2: TestBot()})
    s = table.session
    played_hand(table, 3)
    state = s.state.clone()
    resumed = Table()
    resumed.session.start(state, s.seed, s.names, s.levels, 0,
                          type(s.driver)({1: TestBot(prefer=(Act.BID,)), 2: TestBot()}))
    replays: list[int] = []
    real = cheap.replay_logs
    monkeypatch.setattr(cheap, "replay_logs", lambda *a: replays.append(1) or real(*a))
    r = resumed.session
    undone = 0
    while r.can_undo:
        assert r.undo()
        undone += 1
    assert undone >= 2 and replays == [1]
    assert [seat for seat, _ in r.state.history[-1].actions] == [1, 2]


def test_undo_takes_back_the_discards_then_the_choice() -> None:
    table = Table()
    table.start("cutthroat", seed_with_dealer(2))  # the player speaks first
    s = table.session
    table.run()
    assert s.act(acts.ORDER)
    table.run()
    assert s.view.phase == Phase.CHOICE and s.act(acts.DUMMY)
    assert s.view.phase == Phase.DISCARD and len(s.view.hand) == 10
    assert not s.discard(list(s.view.hand[:4]))  # five cards go, as one decision
    assert ev.Refused("discard-count", 5) in table.said
    assert s.discard(list(s.view.hand[:5]))
    table.run()
    assert s.undo()
    assert s.view.phase == Phase.DISCARD and len(s.view.hand) == 10 and s.human_to_act
    assert s.undo()
    assert s.view.phase == Phase.CHOICE and s.human_to_act
