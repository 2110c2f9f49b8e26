"""What a session tells its table: one small frozen value per happening, in order.

A ``Session`` hands each event to its sink (the Qt adapter emits a signal for it) as it
happens, so a listener sees the game exactly as it stands at that moment; without a sink
the session keeps them for ``Session.events()``."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ..engine.actions import Action
from ..engine.cards import Card
from ..engine.scoring import renege_points
from ..engine.state import GameState, HandResult, IllegalAction
from ..engine.values import Value
from ..engine.view import PlayerView

if TYPE_CHECKING:
    from ..bots import Bot


class Started(Value):
    """A game (or a lesson, or a replayed hand) is on the table."""


class Dealt(Value):
    """A new hand is on the table: the cards are laid out afresh."""


class Refreshed(Value):
    """The table's snapshot changed; ``trick_done``: a trick was just finished."""

    trick_done: bool


class Shown(Value):
    """Only the shown hint changed (the models stay as they are)."""


class Thinking(Value):
    """The seat a bot or a script is thinking for now, or -1."""

    seat: int


class Played(Value):
    seat: int
    card: Card


class PlayerActed(Value):
    """The engine accepted the player's action."""


class TrickDone(Value):
    winner: int


class TrickCleared(Value):
    pass


class HandScored(Value):
    result: HandResult


class HandFinished(Value):
    """A hand (its index) was played to its end here: a statistic to count."""

    hand: int


class GameFinished(Value):
    """The game was played to its end here (its winner)."""

    winner: int


class GameOver(Value):
    winner: int


class Refused(Value):
    """The player's command was refused: the engine's refusal, or a ``Session`` reason
    (``TURN``, ``NOTHING_TO_DISCARD``, ``DISCARD_COUNT`` with ``count``, ``HINT_TURN``,
    ``LESSON_HINTS``, ``NO_HINT``, ``NO_CLAIM``)."""

    why: IllegalAction | str
    count: int = 0


class RenegeCalled(Value):
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


class Undone(Value):
    pass


class Redone(Value):
    """An undone decision was made again: the game is as it was before the undo."""


class Claimed(Value):
    """The player claimed the rest of the hand: their ``tricks`` are played out for them."""

    tricks: int


class HintReady(Value):
    actions: tuple[Action, ...]
    reason: str


class BotExplained(Value):
    seat: int
    text: str


class CoachWarning(Value):
    action: Action
    text: str


class BotFailed(Value):
    message: str


class LessonEnded(Value):
    pass


class Wait(Value):
    """Call ``Session.on_timer()`` after ``ms`` milliseconds; None: no step is waiting."""

    ms: int | None


class AskBot(Value):
    """Ask ``bot`` for seat ``seat``'s action off the UI thread; answer with
    ``Session.bot_decided(generation, …)`` or ``bot_failed``."""

    bot: Bot
    view: PlayerView
    seed: str
    generation: int


class AskJudge(Value):
    """Judge the player's decision from ``view`` off the UI thread; answer with
    ``Session.judged(key, review)``."""

    view: PlayerView
    seed: str
    key: Any


class Autosave(Value):
    """Save the game as it stands (``Session.record()``); ``final``: it has just ended."""

    final: bool


Event = (Started | Dealt | Refreshed | Shown | Thinking | Played | PlayerActed | TrickDone
         | TrickCleared | HandScored | HandFinished | GameFinished | GameOver | Refused
         | RenegeCalled | Undone | Redone | Claimed | HintReady | BotExplained | CoachWarning
         | BotFailed | LessonEnded | Wait | AskBot | AskJudge | Autosave)
