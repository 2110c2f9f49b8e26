"""What a session tells its table: one small frozen value per happening, in order.

A ``Session`` hands each event to its sink (the Qt adapter emits a signal for it) as it
happens, so a listener sees the game exactly as it stands at that moment; without a sink
the session keeps them for ``Session.events()``."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from ..engine.actions import Action
from ..engine.cards import Card
from ..engine.scoring import renege_points
from ..engine.state import GameState, HandResult, IllegalAction
from ..engine.view import PlayerView

if TYPE_CHECKING:
    from ..bots import Bot


@dataclass(frozen=True)
class Started:
    """A game (or a lesson, or a replayed hand) is on the table."""


@dataclass(frozen=True)
class Dealt:
    """A new hand is on the table: the cards are laid out afresh."""


@dataclass(frozen=True)
class Refreshed:
    """The table's snapshot changed; ``trick_done``: a trick was just finished."""

    trick_done: bool


@dataclass(frozen=True)
class Shown:
    """Only the shown hint changed (the models stay as they are)."""


@dataclass(frozen=True)
class Thinking:
    """The seat a bot or a script is thinking for now, or -1."""

    seat: int


@dataclass(frozen=True)
class Played:
    seat: int
    card: Card


@dataclass(frozen=True)
class PlayerActed:
    """The engine accepted the player's action."""


@dataclass(frozen=True)
class TrickDone:
    winner: int


@dataclass(frozen=True)
class TrickCleared:
    pass


@dataclass(frozen=True)
class HandScored:
    result: HandResult


@dataclass(frozen=True)
class HandFinished:
    """A hand (its index) was played to its end here: a statistic to count."""

    hand: int


@dataclass(frozen=True)
class GameFinished:
    """The game was played to its end here (its winner)."""

    winner: int


@dataclass(frozen=True)
class GameOver:
    winner: int


@dataclass(frozen=True)
class Refused:
    """The player's command was refused: the engine's refusal, or a ``Session`` reason
    (``TURN``, ``NOTHING_TO_DISCARD``, ``DISCARD_COUNT`` with ``count``, ``HINT_TURN``,
    ``LESSON_HINTS``, ``NO_HINT``, ``NO_CLAIM``)."""

    why: IllegalAction | str
    count: int = 0


@dataclass(frozen=True)
class RenegeCalled:
    """An upheld renege call: who called it on whom, the card the accused played in the
    trick where they did not follow (``None`` if unknown), the suit led that they held
    (-1 if unknown) and the points it cost them (negative)."""

    caller: int
    accused: int
    card: Card | None = None
    suit: int = -1
    points: int = 0


def renege_call(state: GameState, caller: int, accused: int) -> RenegeCalled:
    """The call of ``caller`` on ``accused`` as it stands before it is applied: the
    reneges it settles are the accused's provable ones nobody called yet (every fact of it
    is on the table: the cards played and the suit led)."""
    called = [r for r in state.reneges
              if r.seat == accused and r.provable and r.called_by is None]
    if not called:
        return RenegeCalled(caller, accused)
    first = called[0]
    plays = state.tricks[first.trick].plays if first.trick < len(state.tricks) else ()
    card = next((c for seat, c in plays if seat == accused), None)
    return RenegeCalled(caller, accused, card, first.suit,
                        renege_points(state.rules) * len(called))


@dataclass(frozen=True)
class Undone:
    pass


@dataclass(frozen=True)
class Redone:
    """An undone decision was made again: the game is as it was before the undo."""


@dataclass(frozen=True)
class Claimed:
    """The player claimed the rest of the hand: their ``tricks`` are played out for them."""

    tricks: int


@dataclass(frozen=True)
class HintReady:
    actions: tuple[Action, ...]
    reason: str


@dataclass(frozen=True)
class BotExplained:
    seat: int
    text: str


@dataclass(frozen=True)
class CoachWarning:
    action: Action
    text: str


@dataclass(frozen=True)
class BotFailed:
    message: str


@dataclass(frozen=True)
class LessonEnded:
    pass


@dataclass(frozen=True)
class Wait:
    """Call ``Session.on_timer()`` after ``ms`` milliseconds; None: no step is waiting."""

    ms: int | None


@dataclass(frozen=True)
class AskBot:
    """Ask ``bot`` for seat ``seat``'s action off the UI thread; answer with
    ``Session.bot_decided(generation, …)`` or ``bot_failed``."""

    bot: Bot
    view: PlayerView
    seed: str
    generation: int


@dataclass(frozen=True)
class AskJudge:
    """Judge the player's decision from ``view`` off the UI thread; answer with
    ``Session.judged(key, review)``."""

    view: PlayerView
    seed: str
    key: Any


@dataclass(frozen=True)
class Autosave:
    """Save the game as it stands (``Session.record()``); ``final``: it has just ended."""

    final: bool


Event = (Started | Dealt | Refreshed | Shown | Thinking | Played | PlayerActed | TrickDone
         | TrickCleared | HandScored | HandFinished | GameFinished | GameOver | Refused
         | RenegeCalled | Undone | Redone | Claimed | HintReady | BotExplained | CoachWarning
         | BotFailed | LessonEnded | Wait | AskBot | AskJudge | Autosave)
