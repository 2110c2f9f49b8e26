"""Why the player's action was refused, as a sentence to the player: the engine's reason
(``engine/reasons.py``, marked for translation where it is written) translated, with its
card, suit, action and the left bower's part filled in."""

from __future__ import annotations

from collections.abc import Mapping

from ...engine.actions import Act
from ...engine.cards import CARDS
from ...engine.reasons import HOLDS_LEFT, NO_BOWER, IllegalAction, player_sentence
from .gamewords import look_up, suit_name, translate


def refusal(exc: IllegalAction) -> str:
    """Why the player's action was refused: a sentence to the player."""
    p = exc.params
    fields: dict[str, object] = {**p, "who": translate("Describe", "seat {0}").format(exc.seat)}
    if "card" in p:
        fields["card"] = _pretty(p["card"])
    if "shown" in p:
        fields["shown"] = _pretty(p["shown"])
    if "suit" in p:
        fields["suit"] = suit_name(p["suit"])
    if "act" in p:
        fields["verb"] = _verb(p)
    if "bower" in p:
        fields["bower"] = _bower(p)
    text = look_up("Describe", player_sentence(exc.code)).format(**fields)
    return text[:1].upper() + text[1:] + "."


def _bower(p: Mapping[str, int]) -> str:
    """The must-follow sentence's explanation when the left bower is the reason."""
    if p["bower"] == NO_BOWER:
        return ""
    trump = p["trump"]
    singular = (
        translate("Describe", "club"),
        translate("Describe", "diamond"),
        translate("Describe", "heart"),
        translate("Describe", "spade"),
    )[trump]
    trump_is = translate("Describe", "a {0} while {1} are trump").format(singular, suit_name(trump))
    if p["bower"] == HOLDS_LEFT:
        return translate("Describe", ", which is {0}").format(trump_is)
    return translate("Describe", "; the {0} is {1}").format(_pretty(p["played"]), trump_is)


def _pretty(card: int) -> str:
    return CARDS[card].pretty()


def _verb(p: Mapping[str, int]) -> str:
    """What an action does, after "cannot" (cards written as in records: "play the JH")."""
    act, arg = Act(p["act"]), p.get("arg", -1)
    card = str(CARDS[arg]) if 0 <= arg < 24 else "?"
    if act == Act.BID:
        return translate("Describe", "bid {0}").format(arg)
    if act == Act.TRUMP:
        return (
            translate("Describe", "name {0}").format(suit_name(arg))
            if 0 <= arg < 4
            else translate("Describe", "name a suit")
        )
    if act == Act.DISCARD:
        return translate("Describe", "discard the {0}").format(card)
    if act == Act.PLAY:
        return translate("Describe", "play the {0}").format(card)
    return {
        Act.SWAP: translate("Describe", "swap with the ghost hand"),
        Act.MOON: translate("Describe", "shoot the moon"),
        Act.PASS: translate("Describe", "pass"),
        Act.ORDER: translate("Describe", "order up"),
        Act.PICKUP: translate("Describe", "pick up"),
        Act.DECLINE: translate("Describe", "decline the up-card"),
        Act.DUMMY: translate("Describe", "take the dummy"),
        Act.ALONE: translate("Describe", "go alone"),
        Act.CALL_RENEGE: translate("Describe", "call a renege"),
    }[act]
