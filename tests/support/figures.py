"""The player's figures counted again, independently, from a game's ``replay --json``."""

from __future__ import annotations

from typing import Any

from ghosteuchre.stats import Figures


def counted_from_summary(data: dict[str, Any], seat: int) -> Figures:
    """The figures of ``seat``, counted from a ``replay --json`` summary by the rules'
    words: a contract is made with at least the bid (Ghost Hand) or 3 tricks (Cutthroat)."""
    ghost = data["variant"] == "ghost-hand"
    counts = dict.fromkeys(Figures().as_dict(), 0)
    for hand in data["hands"]:
        if not hand["complete"]:
            continue
        counts["hands"] += 1
        counts["reneges_against"] += sum(
            1 for r in hand["reneges"] if r["seat"] == seat and r["called_by"] is not None)
        counts["reneges_by"] += sum(1 for r in hand["reneges"] if r["called_by"] == seat)
        declarer = hand["declarer"]
        if hand["void"] or declarer is None:
            continue
        won = hand["tricks_won"][declarer]
        moon = hand["bid"] == "moon"
        need = (6 if moon else hand["bid"]) if ghost else 3
        made = won >= need
        if declarer == seat:
            counts["declared"] += 1
            counts["made"] += made
            counts["euchres_taken"] += not made
            counts["moons"] += moon
            counts["moons_made"] += moon and made
            counts["alone"] += seat in hand["alone"]
            counts["marches"] += not ghost and won == 5
        else:
            counts["euchres_given"] += not made
            counts["defended_alone"] += seat in hand["alone"]
    return Figures(**counts)
