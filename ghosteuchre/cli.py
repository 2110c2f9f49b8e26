"""Headless commands: ``ghosteuchre-cli replay FILE [--json]`` and friends."""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Sequence

from .engine.cards import SUIT_SYMBOLS
from .engine.record import RecordError, load_file, loads, summary


def _replay(args: argparse.Namespace) -> int:
    try:
        loaded = loads(sys.stdin.buffer.read()) if args.file == "-" else load_file(args.file)
    except RecordError as exc:
        if args.json:
            print(json.dumps(exc.as_json()))
        else:
            print(exc.line(), file=sys.stderr)
        return 2
    result = summary(loaded.state)
    if args.json:
        print(json.dumps(result))
    else:
        names = loaded.players or ["seat 0", "seat 1", "seat 2"]
        print(format_summary(result, names))
    return 0


def format_summary(result: dict, names: list[str]) -> str:  # type: ignore[type-arg]
    lines = [f"{result['variant']}: {len(result['hands'])} hand(s)"]
    for i, h in enumerate(result["hands"]):
        head = f"hand {i}: dealer {names[h['dealer']]}"
        if h["void"]:
            lines.append(f"{head}; everybody passed")
            continue
        if h["declarer"] is not None:
            head += f"; {'declarer' if h['bid'] is not None else 'maker'} {names[h['declarer']]}"
        if h["bid"] is not None:
            head += f" bid {h['bid']}"
        if h["trump"] is not None:
            head += f", trump {SUIT_SYMBOLS['CDHS'.index(h['trump'])]}"
        if h["alone"]:
            head += ", alone: " + ", ".join(names[s] for s in h["alone"])
        tricks = "-".join(str(t) for t in h["tricks_won"])
        points = " ".join(f"{p:+d}" for p in h["points"])
        state = "" if h["complete"] else " (in progress)"
        lines.append(f"{head}; tricks {tricks}; points {points}{state}")
        for r in h["reneges"]:
            by = "not called" if r["called_by"] is None else f"called by {names[r['called_by']]}"
            lines.append(f"  renege by {names[r['seat']]} on trick {r['trick']}, {by}")
    lines.append(
        "scores: " + ", ".join(f"{n} {s}" for n, s in zip(names, result["scores"], strict=True))
    )
    if result["winner"] is not None:
        lines.append(f"winner: {names[result['winner']]}")
    elif result["to_act"] is not None:
        lines.append(f"to act: {names[result['to_act']['seat']]}")
    return "\n".join(lines)


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="ghosteuchre-cli", description="Ghost Euchre, headless")
    sub = parser.add_subparsers(dest="command", required=True)
    rp = sub.add_parser("replay", help="replay a game record and print the outcome")
    rp.add_argument("file", help="record file, or - for standard input")
    rp.add_argument("--json", action="store_true", help="print one JSON object")
    rp.set_defaults(func=_replay)
    args = parser.parse_args(argv)
    code: int = args.func(args)
    return code


if __name__ == "__main__":
    sys.exit(main())
