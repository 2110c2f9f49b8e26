"""A hand of a game in the record's JSON form (docs/record-format.md): its dealer, deal
and actions, the exchanges' discards grouped back into the composite actions."""

from __future__ import annotations

from typing import Any

from .actions import Act, Action
from .cards import SUITS
from .state import Deal, HandLog


def hand_json(log: HandLog, actions: list[tuple[int, Action]] | None = None) -> dict[str, Any]:
    """One hand of a record: its dealer, deal and ``actions`` (all the log's if None)."""
    return {
        "dealer": log.dealer,
        "deal": _deal_json(log.deal),
        "actions": _group(list(log.actions) if actions is None else actions),
    }


def _deal_json(deal: Deal) -> dict[str, Any]:
    out: dict[str, Any] = {"hands": [[str(c) for c in h] for h in deal.hands]}
    if deal.ghost:
        out["ghost"] = [str(c) for c in deal.ghost]
    else:
        out["dummy"] = [str(c) for c in deal.dummy]
        out["kitty"] = [str(c) for c in deal.kitty]
    return out


def _group(actions: list[tuple[int, Action]]) -> list[dict[str, Any]]:
    out: list[dict[str, Any]] = []
    for seat, action in actions:
        if action.act == Act.DISCARD:
            owner = out[-1]
            if owner["act"] == "dummy":
                owner["discard"].append(str(action.card))
            else:
                owner["discard"] = str(action.card)
            continue
        entry = {"seat": seat, **action_json(action)}
        if action.act == Act.DUMMY:
            entry["discard"] = []
        out.append(entry)
    return out


def action_json(action: Action) -> dict[str, Any]:
    """An engine action in the record's action format (without ``seat``)."""
    act = action.act
    if act == Act.BID:
        return {"act": "bid", "tricks": action.arg}
    if act == Act.TRUMP:
        return {"act": "trump", "suit": SUITS[action.arg]}
    if act in (Act.PLAY, Act.DISCARD):
        return {"act": act.name.lower(), "card": str(action.card)}
    if act == Act.CALL_RENEGE:
        return {"act": "call_renege", "accused": action.arg}
    return {"act": act.name.lower()}
