"""Cheap undo: the game as its current hand was dealt, kept so that taking back a
decision replays that hand only, not the whole game (``GameState.undo()`` replays every
hand of the game for each action taken back: seconds in a game of thousands of hands)."""

from __future__ import annotations

from ..engine.actions import Act
from ..engine.state import GameState, HandLog, replay_logs


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
