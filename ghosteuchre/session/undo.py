"""Cheap undo: the game as its current hand was dealt, kept so that taking back a
decision replays that hand only, not the whole game (``GameState.undo()`` replays every
hand of the game for each action taken back: seconds in a game of thousands of hands);
and redo, which makes the decisions undone again, exactly as they were."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Protocol

from ..engine.actions import Act, Action
from ..engine.state import GameState, HandLog, replay_logs
from . import events as ev
from .host import Host

if TYPE_CHECKING:
    from ..bots import Reason


def light_copy(state: GameState) -> GameState:
    """A copy of ``state`` that shares the finished hands' logs (never changed again)
    instead of copying every one of them."""
    history = state.history
    state.history = history[-1:]
    try:
        copy = state.clone()
    finally:
        state.history = history
    copy.history = history[:-1] + copy.history
    return copy


class HandStart:
    """The state at the start of the current hand, once it is known."""

    def __init__(self) -> None:
        self._state: GameState | None = None

    def mark(self, state: GameState) -> None:
        """Keep ``state`` as it is now if its hand has just been dealt (else forget)."""
        fresh = bool(state.history) and not state.history[-1].actions
        self._state = light_copy(state) if fresh else None

    def _of(self, state: GameState) -> GameState:
        kept = self._state
        if (kept is None or len(kept.history) != len(state.history)
                or kept.history[-1].deal is not state.history[-1].deal):
            last = state.history[-1]  # a game resumed in mid-hand: replayed once
            logs = [*state.history[:-1], HandLog(last.dealer, last.deal, [])]
            kept = replay_logs(state.rules, state.first_dealer, logs)
            self._state = kept
        return kept

    def rewind(self, state: GameState, keep: int) -> None:
        """Take ``state`` back to its current hand's first ``keep`` actions, in place."""
        actions = list(state.history[-1].actions[:keep])
        fresh = light_copy(self._of(state))
        for seat, action in actions:
            if action.act == Act.CALL_RENEGE:
                fresh.apply(action, seat)
            else:
                fresh.apply_unchecked(action)
        state.__dict__.update(fresh.__dict__)


@dataclass
class Taken:
    """What one undo took back from the current hand: its actions from index ``keep``
    on, and what the session kept about them (the bots' reasons, the hints, the plays
    made for the player)."""

    hand: int
    keep: int
    actions: list[tuple[int, Action]]
    bot_reasons: dict[int, str]
    hint_lines: dict[int, str]
    action_reasons: dict[tuple[int, int], Reason | str]
    forced: set[int]


class Redo:
    """The decisions undone, newest last, to be made again as they were.  Anything new
    the player does forgets them; so does a new hand or game."""

    def __init__(self) -> None:
        self._taken: list[Taken] = []

    def clear(self) -> None:
        self._taken = []

    def take(self, session: Host, keep: int) -> None:
        """Note what an undo to ``keep`` actions of this hand is about to take back."""
        s = session.state
        assert s is not None
        hand = s.hand_number
        self._taken.append(Taken(
            hand, keep, list(s.history[-1].actions[keep:]),
            {i: t for i, t in session.bot_reasons.items() if i >= keep},
            {i: t for i, t in session.hint_lines.items() if i >= keep},
            {(h, i): why for (h, i), why in session.action_reasons.items()
             if h == hand and i >= keep},
            {i for i in session.speed.forced if i >= keep}))

    def next(self, state: GameState | None) -> Taken | None:
        """The undo that may be made again now (the game is as that undo left it)."""
        if not self._taken or state is None or not state.history:
            return None
        taken = self._taken[-1]
        if taken.hand != state.hand_number or len(state.history[-1].actions) != taken.keep:
            return None
        return taken

    def redo(self, session: Host) -> bool:
        """Make the last undone decision again, and every action after it that the undo
        took back; False if there is none."""
        s = session.state
        taken = self.next(s)
        if taken is None or s is None:
            return False
        self._taken.pop()
        for seat, action in taken.actions:
            s.apply(action, seat)
        session.bot_reasons.update(taken.bot_reasons)
        session.hint_lines.update(taken.hint_lines)
        session.action_reasons.update(taken.action_reasons)
        session.speed.forced |= taken.forced
        return True


class Undoable(Host, Protocol):
    """The session as undo sees it: its own parts besides the ``Host``'s."""

    @property
    def start_of_hand(self) -> HandStart: ...
    @property
    def redo_stack(self) -> Redo: ...


def undo_target(session: Host) -> int | None:
    """How many actions of this hand stay when the player's last decision is taken back
    (a discard of several cards is one decision); None if there is none."""
    s, human = session.state, session.human
    if s is None or human is None or s.winner is not None or not s.history:
        return None
    if not session.driver.keeps_game or not session.driver.may_act:
        return None
    actions = s.history[-1].actions
    mine = [i for i, (seat, a) in enumerate(actions) if seat == human
            and a.act != Act.CALL_RENEGE and i not in session.speed.forced]
    if not mine:
        return None
    target = mine[-1]
    while target > 0 and actions[target - 1][0] == human and actions[
            target - 1][1].act == Act.DISCARD and actions[target][1].act == Act.DISCARD:
        target -= 1
    return target


def take_back(session: Undoable) -> bool:
    """Take back the player's last decision and every action after it in this hand;
    answers of bots asked before are dropped.  The hand is replayed from its start,
    kept when it was dealt, so a long game is not replayed from its first hand."""
    target = undo_target(session)
    s = session.state
    if target is None or s is None:
        return False
    session.cancel()
    session.redo_stack.take(session, target)
    session.speed.reset()
    session.speed.forced = {i for i in session.speed.forced if i < target}
    session.start_of_hand.rewind(s, target)
    session.bot_reasons = {i: text for i, text in session.bot_reasons.items() if i < target}
    session.hint_lines = {i: text for i, text in session.hint_lines.items() if i < target}
    hand = s.hand_number
    session.action_reasons = {(h, i): why for (h, i), why in session.action_reasons.items()
                              if h < hand or i < target}
    session.complete_at_start = min(session.complete_at_start, len(s.results))
    session.after_undo_or_redo(ev.Undone())
    return True


def make_again(session: Undoable) -> bool:
    """Make the decision undone last again, with every action the undo took back: the
    game is then exactly as it was before that undo."""
    if not session.can_redo or session.state is None:
        return False
    session.cancel()
    session.speed.reset()
    session.redo_stack.redo(session)
    session.after_undo_or_redo(ev.Redone())
    return True
