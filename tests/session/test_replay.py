"""The replay driver without a window: a hand shown step by step from any seat, with
every hand open or not; nobody acts."""

from __future__ import annotations

from ghosteuchre.engine.deal import new_game
from ghosteuchre.engine.rules import Rules
from ghosteuchre.engine.state import GameState
from ghosteuchre.session import ReplayDriver, Session, TableSnapshot
from ghosteuchre.session import events as ev


def steps_of_a_hand(seed: int = 4) -> list[tuple[GameState, bool]]:
    """Every position of a hand played with first legal actions, and whether its last
    action finished a trick."""
    state = new_game(Rules.make("cutthroat", {}), seed)
    out = [(state.clone(), False)]
    while state.current_player is not None:
        tricks = len(state.tricks)
        state.apply(state.legal_actions()[0], state.current_player)
        out.append((state.clone(), len(state.tricks) > tricks))
    return out


def replay(seat: int, open_cards: bool = False) -> Session:
    s = Session()
    s.driver = ReplayDriver(seat)
    s.names, s.human = ["You", "Ada", "Bo"], 0
    s.open_cards = open_cards
    return s


def test_stepping_shows_each_position_from_the_chosen_seat() -> None:
    steps = steps_of_a_hand()
    s = replay(seat=1)
    s.show(steps[0][0], False, True)
    assert [type(e) for e in s.events()] == [ev.Dealt, ev.Refreshed]
    assert s.viewer == 1 and s.view is not None and s.view.seat == 1
    done = next(i for i, (_, trick) in enumerate(steps) if trick)
    s.show(steps[done][0], True, False)
    shown = TableSnapshot.of(s)
    assert s.events() == [ev.Refreshed(True)]  # the same deal: no new layout
    last = steps[done][0].tricks[-1]
    assert shown.holding_trick and shown.winner == last.winner and shown.trick == last.plays
    s.show(steps[done + 1][0], False, False)
    assert TableSnapshot.of(s).winner is None and len(TableSnapshot.of(s).trick) == 1


def test_nobody_acts_in_a_replay() -> None:
    steps = steps_of_a_hand()
    s = replay(seat=0)
    state = next(st for st, _ in steps if st.current_player == 0)
    s.show(state, False, True)
    s.events()
    before = list(state.history[-1].actions)
    assert not s.human_to_act and not s.can_undo
    assert not s.act(state.legal_actions()[0]) and not s.hint() and not s.call_renege(1)
    s.continue_()
    assert s.events() == [] and state.history[-1].actions == before


def test_all_cards_open_shows_every_hand() -> None:
    steps = steps_of_a_hand()
    s = replay(seat=2, open_cards=True)
    s.show(steps[0][0], False, True)
    hands = TableSnapshot.of(s).open_hands
    assert len(hands) == 3 and all(len(h) == 5 for h in hands)
    assert TableSnapshot.of(replay(seat=2)).open_hands == ()
