"""Game records with one field broken, and how the record reader must answer each."""

from __future__ import annotations

import copy
import json
from collections.abc import Callable
from typing import Any

from tests.support.games import random_record

GHOST = random_record(11, "ghost-hand", 3, {"reneges": "callable"})
CUT = random_record(12, "cutthroat", 4)


def in_record(base: dict[str, Any], where: Callable[[dict[str, Any]], Any]) -> str:
    """The record with one value replaced by the placeholder ``"@"``, as JSON text."""
    data = copy.deepcopy(base)
    where(data)
    return json.dumps(data)


def first_action(data: dict[str, Any], *acts: str) -> dict[str, Any]:
    """The record's first action of one of ``acts``."""
    for hand in data["hands"]:
        for action in hand["actions"]:
            if action["act"] in acts:
                found: dict[str, Any] = action
                return found
    raise AssertionError(f"no {acts} in the generated record")


# (what is broken, the record, the change, a word the error must say)
FIELDS: list[tuple[str, dict[str, Any], Callable[[dict[str, Any]], Any], str]] = [
    ("variant a list", GHOST, lambda d: d.update(variant=["ghost-hand"]), "variant"),
    ("variant missing", GHOST, lambda d: d.pop("variant"), "variant"),
    ("options a list", GHOST, lambda d: d.update(options=[1]), "options must be a JSON object"),
    ("option bool for int", GHOST, lambda d: d.update(options={"target": True}), "whole number"),
    ("option float", GHOST, lambda d: d.update(options={"target": 32.0}), "whole number"),
    ("option list", GHOST, lambda d: d.update(options={"reneges": ["blocked"]}), "one of"),
    ("option dict", GHOST, lambda d: d.update(options={"ghost_swap": {}}), "true or false"),
    ("option long name", GHOST, lambda d: d.update(options={"x" * 10_000: 1}), "unknown"),
    ("players a string", GHOST, lambda d: d.update(players="abc"), "players"),
    ("player a number", GHOST, lambda d: d["players"].__setitem__(1, 7), "players"),
    ("player name long", GHOST, lambda d: d["players"].__setitem__(1, "x" * 41), "40"),
    ("player name empty", GHOST, lambda d: d["players"].__setitem__(2, " "), "empty"),
    ("player newline", GHOST, lambda d: d["players"].__setitem__(0, "a\nb"), "control"),
    ("player escape", GHOST, lambda d: d["players"].__setitem__(0, "\x1b[2J"), "control"),
    ("app a list", GHOST, lambda d: d.update(app=[]), "app must be a JSON object"),
    ("hands a string", GHOST, lambda d: d.update(hands="[]"), "hands"),
    ("hand a list", GHOST, lambda d: d["hands"].__setitem__(0, []), "hand is a JSON object"),
    ("dealer a bool", GHOST, lambda d: d["hands"][0].update(dealer=True), "dealer"),
    ("dealer a string", GHOST, lambda d: d["hands"][0].update(dealer="0"), "dealer"),
    ("deal a list", GHOST, lambda d: d["hands"][0].update(deal=[]), "deal"),
    ("deal hands a str", GHOST, lambda d: d["hands"][0]["deal"].update(hands="JH"), "deal.hands"),
    ("card a list", GHOST, lambda d: d["hands"][0]["deal"]["ghost"].__setitem__(0, ["JH"]), "card"),
    ("huge hand", GHOST, lambda d: d["hands"][0]["deal"].update(ghost=["JH"] * 10**6), "cards"),
    ("actions a dict", GHOST, lambda d: d["hands"][0].update(actions={}), "actions"),
    ("action a list", GHOST, lambda d: d["hands"][0]["actions"].__setitem__(0, []), "action"),
    ("seat a bool", GHOST, lambda d: d["hands"][0]["actions"][0].update(seat=False), "seat"),
    ("seat a list", GHOST, lambda d: d["hands"][0]["actions"][0].update(seat=[0]), "seat"),
    ("act unknown long", GHOST, lambda d: d["hands"][0]["actions"][0].update(act="y" * 10**5),
     "unknown act"),
    ("tricks a bool", GHOST, lambda d: first_action(d, "bid").update(tricks=True), "whole number"),
    ("tricks huge", GHOST, lambda d: first_action(d, "bid").update(tricks=10**29), "bid"),
    ("suit a dict", GHOST, lambda d: first_action(d, "trump").update(suit={}), "suit"),
    ("card a dict", GHOST, lambda d: first_action(d, "play").update(card={"JH": 1}), "card"),
    ("field unhashable", GHOST, lambda d: first_action(d, "play").update(card=[["JH"]]), "card"),
    ("discard a dict", CUT, lambda d: first_action(d, "pickup", "dummy").update(discard={}),
     "discard"),
    ("discard huge", CUT,
     lambda d: first_action(d, "pickup", "dummy").update(discard=["9C"] * 10**6), "discard"),
]
