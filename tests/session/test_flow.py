"""The game flow without a window: bots, a finished trick held, the next hand, stale
answers, refusals, the demo."""

from __future__ import annotations

from ghosteuchre.engine.actions import Act
from ghosteuchre.engine.state import IllegalAction, Phase
from ghosteuchre.session import LiveDriver, TableSnapshot
from ghosteuchre.session import events as ev
from tests.support.bots import TestBot
from tests.support.flow import Pace, Table


def play_to_trick(table: Table) -> None:
    """Play until a trick is finished and held (the player plays their first card)."""
    s = table.session
    for _ in range(200):
        if s.holding_trick:
            return
        table.run()
        if s.holding_trick:
            return
        if s.awaiting_next_hand:
            s.continue_()
            continue
        table.play_first_legal()
    raise AssertionError("no trick was finished")


def test_the_bots_play_until_the_players_turn() -> None:
    table = Table()
    s = table.start("cutthroat", 5)
    kinds = table.kinds()
    assert kinds[:3] == ["Wait", "Started", "Dealt"] and "Refreshed" in kinds
    table.run()
    assert s.human_to_act and s.thinking_seat == -1
    assert s.view is not None and s.view.seat == 0 and s.view.legal


def test_a_bot_is_asked_after_the_bots_delay_and_thinks_meanwhile() -> None:
    table = Table(Pace(bot_delay_ms=450))
    s = table.start("ghost-hand", 2, human=None, bots={i: TestBot() for i in range(3)})
    assert table.wait == 450 and not table.asked
    seat = s.state.current_player
    assert s.thinking_seat == seat and ev.Thinking(seat) in table.said
    assert table.step() and [q.view.seat for q in table.asked] == [seat]
    before = len(s.state.history[-1].actions)
    assert table.answer() and len(s.state.history[-1].actions) > before


def test_a_finished_trick_stays_until_the_player_goes_on() -> None:
    table = Table(Pace(trick_pause_ms=0))
    s = table.start("cutthroat", 5, bots={1: TestBot(prefer=(Act.ORDER, Act.DUMMY)),
                                          2: TestBot()})
    play_to_trick(table)
    shown = TableSnapshot.of(s)
    assert shown.holding_trick and shown.winner is not None and len(shown.trick) == 3
    assert not s.human_to_act and not table.step() and not table.asked  # nothing moves
    assert any(isinstance(e, ev.TrickDone) for e in table.said)
    table.kinds()
    s.continue_()
    assert table.kinds()[:3] == ["Wait", "TrickCleared", "Refreshed"]
    assert not s.holding_trick and TableSnapshot.of(s).winner is None


def test_a_finished_trick_goes_by_itself_after_the_pause() -> None:
    table = Table(Pace(trick_pause_ms=700))
    s = table.start("cutthroat", 5, bots={1: TestBot(prefer=(Act.ORDER, Act.DUMMY)),
                                          2: TestBot()})
    play_to_trick(table)
    assert table.wait == 700
    assert table.step() and not s.holding_trick


def test_the_next_hand_is_dealt_when_the_player_goes_on() -> None:
    table = Table()
    s = table.start("ghost-hand", 1)
    table.play_hand()
    said = table.kinds()
    assert "HandScored" in said and "HandFinished" in said and "Autosave" in said
    assert s.state.phase == Phase.HAND_OVER and not table.step()  # the player deals on
    s.continue_()
    assert s.state.hand_number == 1 and s.state.phase != Phase.HAND_OVER
    assert "Dealt" in table.kinds()


def test_a_bot_answer_after_a_new_game_is_dropped() -> None:
    table = Table()
    s = table.start("ghost-hand", 1, human=None, bots={i: TestBot() for i in range(3)})
    table.step()
    old = table.asked.pop()
    generation = s.generation
    table.start("cutthroat", 2)
    assert s.generation > generation
    state, actions = s.state, list(s.state.history[-1].actions)
    decision = old.bot.decide(old.view, __import__("random").Random(0))
    s.bot_decided(old.generation, old.view.seat, decision.action, decision.reason)
    assert s.state is state and s.state.history[-1].actions == actions
    assert s.state.rules.variant == "cutthroat"


def test_a_bot_failure_plays_a_legal_action_in_its_place() -> None:
    table = Table()
    s = table.start("ghost-hand", 2, human=None, bots={i: TestBot() for i in range(3)})
    table.step()
    q = table.asked.pop()
    s.bot_failed(q.generation, q.view.seat, "the bot process stopped")
    assert ev.BotFailed("the bot process stopped") in table.said
    assert s.state.history[-1].actions[-1][0] == q.view.seat


def test_commands_out_of_turn_are_refused_with_a_reason() -> None:
    table = Table(Pace(bot_delay_ms=450))
    s = table.start("ghost-hand", 2, human=None, bots={i: TestBot() for i in range(3)})
    table.kinds()
    assert not s.human_to_act
    assert not s.act(s.state.legal_actions()[0])
    assert not s.discard([])
    assert not s.hint()
    assert table.said == [ev.Refused("turn"), ev.Refused("nothing-to-discard"),
                          ev.Refused("hint-turn")]


def test_an_illegal_card_is_refused_by_the_engine() -> None:
    table = Table()
    s = table.start("cutthroat", 5, bots={1: TestBot(prefer=(Act.ORDER, Act.DUMMY)),
                                          2: TestBot()})
    for _ in range(500):
        table.run()
        if s.human_to_act and s.state.phase == Phase.PLAY and s.state.trick:
            break
        if s.awaiting_next_hand:
            s.continue_()
        elif s.human_to_act:
            table.play_first_legal()
        elif s.holding_trick:
            s.continue_()
    legal = {a.card for a in s.view.legal}
    wrong = [c for c in s.view.hand if c not in legal]
    if not wrong:  # every card follows: none to refuse in this trick
        return
    table.kinds()
    from ghosteuchre.engine import actions as acts

    assert not s.act(acts.PLAY[wrong[0]])
    [refused] = table.said
    assert isinstance(refused, ev.Refused) and isinstance(refused.why, IllegalAction)
    assert s.last_refusal is refused.why and s.refusal_of(wrong[0]) is not None


def test_the_demo_plays_a_game_to_its_end() -> None:
    table = Table()
    bots = {i: TestBot(prefer=(Act.ORDER, Act.DUMMY)) for i in range(3)}
    s = table.start("cutthroat", 3, human=None, bots=bots, target=3)
    table.run(until_human=False, limit=20000)
    assert s.state.winner is not None and max(s.state.scores) >= 3
    assert any(isinstance(e, ev.GameOver) for e in table.said)
    assert not any(isinstance(e, ev.Autosave) for e in table.said)  # nobody's game to keep


def test_a_renege_call_names_the_card_played_the_suit_held_and_the_cost() -> None:
    """The call's event carries what the table says of it, all of it public: the card
    the accused played in the trick they did not follow, the suit led, and the points
    the call took from their score."""
    import random

    from ghosteuchre.engine import Rules, new_game
    from ghosteuchre.engine.actions import call_renege
    from ghosteuchre.engine.cards import effective_suit
    from tests.support.games import random_step

    calls = 0
    for seed in range(60):
        state = new_game(Rules.make("cutthroat", {"reneges": "callable"}), seed)
        rng = random.Random(seed)
        while not state.is_terminal() and len(state.history) < 4:
            accused = state.callable_accused()
            if accused:
                caller = (accused[0] + 1) % 3
                call = ev.renege_call(state, caller, accused[0])
                before = state.scores[accused[0]]
                uncalled = [r for r in state.reneges if r.called_by is None]
                state.apply(call_renege(accused[0]), caller)
                renege = next(r for r in uncalled if r.called_by == caller)
                trick = state.tricks[renege.trick]
                assert (call.caller, call.accused) == (caller, accused[0])
                assert call.card == dict(trick.plays)[accused[0]]
                assert call.suit == renege.suit == effective_suit(trick.plays[0][1],
                                                                  state.trump)
                assert call.card is not None
                assert effective_suit(call.card, state.trump) != call.suit
                assert call.points == state.scores[accused[0]] - before < 0
                calls += 1
                continue
            random_step(state, seed, rng)
    assert calls >= 3


def hand_over_with_a_renege_to_call(target: int = 10, won: bool | None = None) -> Table:
    """A Cutthroat hand played to its end with a renege of a bot's the player may still
    call (the bots call none); with ``won`` only one whose last trick did (or did not)
    win the game."""
    for seed in range(1, 400):
        table = Table()
        s = table.start("cutthroat", seed, bots={1: TestBot(calls=False), 2: TestBot(calls=False)},
                        reneges="callable", target=target)
        table.play_hand()
        assert s.state is not None and s.view is not None
        if s.view.can_call and (won is None or won == (s.state.winner is not None)):
            return table
    raise AssertionError("no hand ended with a renege to call")


def test_a_renege_called_after_the_last_trick_scores_the_hand_again() -> None:
    """Calls are taken until the next deal: one made under the hand's summary costs its
    points, and the hand is scored again (the summary, the statistics, the autosave)."""
    table = hand_over_with_a_renege_to_call()
    s = table.session
    accused = s.view.can_call[0]
    before = s.state.scores[accused]
    table.kinds()
    assert s.call_renege(accused)
    said = table.kinds()
    assert "RenegeCalled" in said and "HandScored" in said and "HandFinished" in said
    assert "Autosave" in said and "GameOver" not in said and s.awaiting_next_hand
    scored = s.state.hand_result()
    assert s.state.scores[accused] == before - 2 and scored.points[accused] <= -2
    assert any(r.seat == accused and r.called_by == 0 for r in scored.reneges)


def test_a_game_won_in_the_last_trick_waits_while_the_player_may_call_a_renege() -> None:
    table = hand_over_with_a_renege_to_call(target=1, won=True)
    s = table.session
    assert s.state.winner is not None
    said = table.kinds()
    assert "HandScored" in said and "GameOver" not in said  # the player may still call
    s.continue_()  # no call: the game ends as it stood, and no hand is dealt
    said = table.kinds()
    assert said.count("GameOver") == 1 and "GameFinished" in said and "Dealt" not in said


def test_a_renege_called_after_the_last_trick_can_decide_the_game() -> None:
    """The player and the accused tie for the lead at the target after the last trick:
    play would go on, but the call leaves the player alone at the top, and they win."""
    table = hand_over_with_a_renege_to_call()
    s = table.session
    accused = s.view.can_call[0]
    target = s.state.rules.target
    s.state.scores[:] = [target if seat in (0, accused) else 0 for seat in range(3)]
    assert s.state.winner is None
    table.kinds()
    assert s.call_renege(accused)
    said = table.kinds()
    assert s.state.winner == 0 and "GameOver" in said and "GameFinished" in said


def test_a_game_held_for_the_players_call_ends_as_it_stands_when_it_is_left() -> None:
    """The window closing ends a game held for the player's renege calls as it stands,
    once; a game opened already over is never held."""
    table = hand_over_with_a_renege_to_call(target=1, won=True)
    s = table.session
    table.kinds()
    s.end_held_game()
    s.end_held_game()
    said = table.kinds()
    assert said.count("GameFinished") == 1 and said.count("GameOver") == 1
    finished = s.state.clone()
    again = Table()
    again.session.start(finished, 1, ["You", "Ada", "Bo"], ["easy"] * 3, 0,
                        LiveDriver({1: TestBot(calls=False), 2: TestBot(calls=False)}))
    said = again.kinds()
    assert "GameOver" in said and "GameFinished" not in said  # over when opened: not counted
