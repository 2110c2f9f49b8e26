"""Actions written as in a game record (``{"act": "play", "card": "JD"}``), as engine steps.

A record action such as taking the dummy is one entry with its discards; the
engine takes it as several atomic actions.  :func:`engine_steps` makes that
translation for lessons and practice deals with the game record's own parser, so an
entry that is not an action gets the record's one-sentence error.
"""

from __future__ import annotations

from typing import Any

from ..engine.actions import Action
from ..engine.cards import CardError
from ..engine.reasons import IllegalAction
from ..engine.record import MalformedAction, action_steps
from ..engine.state import GameState, Phase


class ActionFormatError(ValueError):
    """An entry that is not an action in the record's format; the message is the engine's
    sentence (``engine.record.action_steps``)."""


class Refused(ValueError):  # noqa: N818 - reads as a sentence at call sites
    """An action the rules do not allow now: the engine's reason code and the sentence to the
    player (``discard_count`` when a composite action leaves cards to discard)."""

    def __init__(self, code: str, text: str) -> None:
        super().__init__(text)
        self.code = code
        self.text = text


def engine_steps(raw: Any) -> tuple[Action, ...]:
    """The engine actions of one record action, parsed as a game record's are
    (``seat`` is allowed and ignored).  The discards of taking the dummy come sorted, so
    two entries that discard the same cards give the same steps."""
    try:
        first, *discards = action_steps(raw)
    except (MalformedAction, CardError) as exc:
        raise ActionFormatError(str(exc)) from None
    return (first, *sorted(discards, key=lambda d: d.arg))


def after_steps(state: GameState, seat: int, steps: tuple[Action, ...]) -> GameState:
    """A copy of ``state`` after one record action's steps for ``seat``; raise Refused if the
    rules forbid any step or the discards are incomplete (``state`` never changes)."""
    after = state.clone()
    try:
        for action in steps:
            after.apply(action, seat)
    except IllegalAction as err:
        raise Refused(err.code, sentence(err.you)) from None
    if after.phase == Phase.DISCARD and after.turn == seat:
        count = after.discards_left
        raise Refused("discard_count",
                      f"You must discard {count} more card{'s' if count > 1 else ''}.")
    return after


def sentence(text: str) -> str:
    """``text`` with a capital first letter and a full stop."""
    text = text[:1].upper() + text[1:]
    return text if text.endswith((".", "!", "?")) else text + "."
