"""The session as its parts see it: ``Host``, what a driver, the judge, the speed of play
and undo read of the ``Session`` that holds them and may ask of it.  The parts type
against these protocols, so none of them names the session (``flow.py``) that is built
from them."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Protocol

from ..engine.actions import Action
from ..engine.state import GameState, IllegalAction
from ..engine.view import PlayerView
from . import events as ev

if TYPE_CHECKING:
    from ..bots import Reason


class Timing(Protocol):
    """How the table paces itself (``app.settings.Pacing``)."""

    bot_delay_ms: int
    trick_pause_ms: int


class Acting(Protocol):
    """Who may act, as the parts ask the driver."""

    @property
    def may_act(self) -> bool: ...  # False: a replay, where nobody acts
    @property
    def keeps_game(self) -> bool: ...  # the game is counted, saved, undone and explained


class Explaining(Protocol):
    def explain(self, seat: int, action: Action, reason: Reason | str | None) -> None: ...


class Forcing(Protocol):
    """The speed of play as undo sees it: the plays it made for the player."""

    forced: set[int]

    def reset(self, new_hand: bool = False) -> None: ...


class Host(Protocol):
    """What the session's parts read of it and may ask of it."""

    state: GameState | None
    seed: int
    human: int | None
    generation: int
    view: PlayerView | None
    holding_trick: bool
    shown_tricks: int
    hint_actions: list[Action]
    hint_reason: str
    hint_lines: dict[int, str]
    bot_reasons: dict[int, str]
    action_reasons: dict[tuple[int, int], Reason | str]
    complete_at_start: int

    @property
    def pacing(self) -> Timing: ...
    @property
    def coach(self) -> bool: ...
    @property
    def driver(self) -> Acting: ...
    @property
    def judge(self) -> Explaining: ...
    @property
    def speed(self) -> Forcing: ...
    @property
    def viewer(self) -> int: ...
    @property
    def human_to_act(self) -> bool: ...
    @property
    def can_redo(self) -> bool: ...
    @property
    def waiting(self) -> bool: ...

    def emit(self, event: ev.Event) -> None: ...
    def refuse(self, why: IllegalAction | str, count: int = 0) -> None: ...
    def act(self, action: Action, confirmed: bool = False) -> bool: ...
    def after_action(self, seat: int, action: Action) -> None: ...
    def changed(self, check_trick: bool = True) -> None: ...
    def refresh(self, trick_done: bool) -> None: ...
    def release_trick(self) -> None: ...
    def proceed(self) -> None: ...
    def schedule(self, ms: int, step: Callable[[], None]) -> None: ...
    def set_thinking(self, seat: int) -> None: ...
    def cancel(self) -> None: ...
    def after_undo_or_redo(self, event: ev.Event) -> None: ...
