"""Actions written as in a game record (``{"act": "play", "card": "JD"}``), as engine steps.

A record action such as taking the dummy is one entry with its discards; the
engine takes it as several atomic actions.  :func:`engine_steps` makes that
translation for lessons and practice deals, with a one-sentence error for an
entry that is not an action.
"""

from __future__ import annotations

from typing import Any

from ..engine import actions as A  # noqa: N812
from ..engine.actions import Act, Action
from ..engine.cards import Card, CardError, parse_suit
from ..engine.reasons import IllegalAction
from ..engine.record import ACTION_FIELDS
from ..engine.safejson import shown
from ..engine.state import GameState, Phase

_OPTIONAL = {"alone"}
_SIMPLE = {"swap": A.SWAP, "moon": A.MOON, "pass": A.PASS, "order": A.ORDER,
           "decline": A.DECLINE}


class ActionFormatError(ValueError):
    """An entry that is not an action in the record's format; the message is a sentence."""


class Refused(ValueError):  # noqa: N818 - reads as a sentence at call sites
    """An action the rules do not allow now: the engine's reason code and the sentence to the
    player (``discard_count`` when a composite action leaves cards to discard)."""

    def __init__(self, code: str, text: str) -> None:
        super().__init__(text)
        self.code = code
        self.text = text


def engine_steps(raw: Any) -> tuple[Action, ...]:
    """The engine actions of one record action (``seat`` is allowed and ignored).

    The discards of taking the dummy come sorted, so two entries that discard
    the same cards give the same steps.
    """
    if not isinstance(raw, dict):
        raise ActionFormatError("an action is a JSON object such as {\"act\": \"pass\"}")
    act = raw.get("act")
    if not isinstance(act, str) or act not in ACTION_FIELDS:
        raise ActionFormatError(f"{shown(act)} is not an act")
    unknown = set(raw) - {"seat", "act"} - ACTION_FIELDS[act]
    if unknown:
        raise ActionFormatError(f"{act} has no field {shown(sorted(unknown)[0])}")
    missing = ACTION_FIELDS[act] - set(raw)
    if missing and act not in _OPTIONAL:
        raise ActionFormatError(f"{act} needs the field {sorted(missing)[0]!r}")
    try:
        return _steps(act, raw)
    except CardError as exc:
        raise ActionFormatError(str(exc)) from None


def _steps(act: str, raw: dict[str, Any]) -> tuple[Action, ...]:
    if act in _SIMPLE:
        return (_SIMPLE[act],)
    if act == "play":
        return (A.PLAY[Card.parse(raw["card"])],)
    if act == "trump":
        return (A.TRUMP[parse_suit(raw["suit"])],)
    if act in ("bid", "call_renege"):
        value = raw["tricks" if act == "bid" else "accused"]
        if isinstance(value, bool) or not isinstance(value, int) or not 0 <= value <= 6:
            raise ActionFormatError(f"{act} needs a whole number, not {shown(value)}")
        return (Action(Act.BID, value),) if act == "bid" else (A.call_renege(value),)
    first = {"pickup": A.PICKUP, "dummy": A.DUMMY, "alone": A.ALONE}[act]
    discard = raw.get("discard")
    if act == "dummy":
        if not isinstance(discard, list):
            raise ActionFormatError("dummy needs the list of discarded cards")
        cards = sorted(Card.parse(c) for c in discard)
    else:
        cards = [] if discard is None else [Card.parse(discard)]
    return (first, *(A.DISCARD[c] for c in cards))


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
