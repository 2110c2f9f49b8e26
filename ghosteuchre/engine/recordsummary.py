"""The ``replay --json`` object of a game (docs/record-format.md): each hand's result,
the scores, the winner and who is to act with their legal actions."""

from __future__ import annotations

from typing import Any

from .actions import Act
from .cards import SUITS
from .recordjson import action_json
from .state import GameState, HandResult, Phase


# ------------------------------------------------------------ the summary
def summary(state: GameState) -> dict[str, Any]:
    """The ``replay --json`` object for a game."""
    hands = [_result_json(r) for r in state.results]
    if state.history:
        hands.append(_result_json(state.hand_result()))
    return {
        "variant": state.rules.variant,
        "hands": hands,
        "scores": list(state.scores),
        "winner": state.winner,
        "to_act": _to_act(state),
    }


def _result_json(r: HandResult) -> dict[str, Any]:
    return {
        "dealer": r.dealer,
        "void": r.void,
        "declarer": r.declarer,
        "bid": "moon" if r.bid == 6 else r.bid,
        "trump": SUITS[r.trump] if r.trump is not None else None,
        "alone": list(r.alone),
        "tricks": [
            {"leader": t.leader, "cards": [str(c) for _, c in t.plays], "winner": t.winner}
            for t in r.tricks
        ],
        "tricks_won": list(r.tricks_won),
        "reneges": [
            {"seat": x.seat, "trick": x.trick, "called_by": x.called_by} for x in r.reneges
        ],
        "points": list(r.points),
        "complete": r.complete,
    }


def _to_act(state: GameState) -> dict[str, Any] | None:
    seat = state.current_player
    if seat is None:
        return None
    legal = []
    for action in state.legal_actions():
        entry = action_json(action)
        if action.act == Act.PICKUP:
            entry["discard_count"] = 1
        elif action.act == Act.DUMMY:
            entry["discard_count"] = state.hands[seat].bit_count()
        elif action.act == Act.ALONE and state.phase == Phase.CHOICE:
            extra = state.hands[seat].bit_count() - 5
            if extra:
                entry["discard_count"] = extra
        legal.append(entry)
    return {"seat": seat, "legal": legal}
