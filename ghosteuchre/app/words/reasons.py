"""A bot's reason as a sentence in the player's language.

Bots give a structured :class:`~ghosteuchre.bots.reasons.Reason` (a code and its
arguments) and write its sentence once, in English marked for translation
(``bots/reasons.py``); the app renders it with its translations.
"""

from __future__ import annotations

from ...bots.fairness import live_reason
from ...bots.reasons import Reason, render_reason
from ...engine.actions import Action
from ...engine.view import PlayerView
from .gamewords import bid_text, look_up, suit_name


class _Translated:
    """The bots' marked texts, suits and bids in the player's language."""

    def text(self, context: str, text: str, count: int | None = None) -> str:
        return look_up(context, text) if count is None else look_up(context, text, "", count)

    def suit(self, suit: int) -> str:
        return suit_name(suit)

    def bid(self, bid: int) -> str:
        return bid_text(bid)


_TRANSLATED = _Translated()


def reason_text(reason: Reason | str | None) -> str:
    """The sentence for a bot's reason; a str is a sentence already worded, None is ""."""
    if reason is None:
        return ""
    if isinstance(reason, str):
        return reason
    return render_reason(reason, _TRANSLATED)


def live_text(reason: Reason | str | None, action: Action, seen: PlayerView) -> str:
    """The sentence for a bot's reason as the player of ``seen`` (their view after the
    bot's ``action``) may read it while the hand is on; "" for a reason held back until
    the hand is over (``bots.fairness.live_reason``)."""
    return reason_text(live_reason(reason, action, seen))


def reason_because(reason: Reason | str | None) -> str:
    """The explanation of a reason without what was done: the part of its sentence after
    the first colon ("with hearts as trump my hand should make it."), for a line that
    already says what was done; "" for a sentence without one."""
    text = reason_text(reason)
    _, colon, because = text.partition(": ")
    return because if colon else ""
