"""What a session asks to save, and its record: the game as it stands, kept at the
player's turn and at a hand's end; a finished game once, when it ends here."""

from __future__ import annotations

from ghosteuchre.engine.actions import Act
from ghosteuchre.engine.record import loads
from ghosteuchre.session import events as ev
from tests.support.bots import TestBot
from tests.support.flow import Table


def test_the_game_is_saved_at_the_players_turn_and_replays_the_same() -> None:
    table = Table()
    s = table.start("ghost-hand", 3)
    table.run()
    table.play_first_legal()
    table.run()
    assert ev.Autosave(False) in table.said
    loaded = loads("".join(s.record().pieces()))
    assert loaded.state.history[-1].actions == s.state.history[-1].actions
    assert loaded.app == {"seed": 3, "levels": ["easy"] * 3, "human": 0}


def test_a_game_played_to_its_end_here_is_saved_once_more_and_counted() -> None:
    table = Table()
    bots = {i: TestBot(prefer=(Act.ORDER, Act.DUMMY)) for i in (1, 2)}
    s = table.start("cutthroat", 3, bots=bots, target=3)
    for _ in range(500):
        table.run()
        if any(isinstance(e, ev.GameOver) for e in table.said):
            break
        if s.holding_trick or s.awaiting_next_hand:
            s.continue_()
        elif s.human_to_act:
            table.play_first_legal()
    assert s.state.winner is not None
    said = table.said
    assert said[-3:] == [ev.Autosave(True), ev.GameFinished(s.state.winner),
                         ev.GameOver(s.state.winner)]
    finished = [e.hand for e in said if isinstance(e, ev.HandFinished)]
    assert finished == list(range(len(s.state.history)))


def test_a_finished_game_put_back_on_the_table_is_not_saved_or_counted_again() -> None:
    table = Table()
    bots = {i: TestBot(prefer=(Act.ORDER, Act.DUMMY)) for i in range(3)}
    s = table.start("cutthroat", 3, human=None, bots=bots, target=3)
    table.run(until_human=False, limit=20000)
    again = Table()
    again.session.start(s.state, 3, s.names, s.levels, 0, type(s.driver)({}))
    kinds = again.kinds()
    assert "GameOver" in kinds and "Autosave" not in kinds and "HandFinished" not in kinds
