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


def _tournament(args: argparse.Namespace) -> int:
    from .bots.tournament import format_table, run

    lineup = tuple(args.lineup.split(","))
    if len(lineup) != 3:
        print("a lineup names three bots, e.g. hard,medium,medium", file=sys.stderr)
        return 2
    try:
        options = json.loads(args.options) if args.options else None
        result = run(
            args.variant,
            (lineup[0], lineup[1], lineup[2]),
            seed=args.seed,
            count=args.games if args.games else args.deals,
            games=bool(args.games),
            options=options,
            time_budget=args.time_budget / 1000 if args.time_budget else None,
            jobs=args.jobs,
        )
    except ValueError as exc:
        print(str(exc), file=sys.stderr)
        return 2
    print(json.dumps(result) if args.json else format_table(result))
    return 0


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="ghosteuchre-cli", description="Ghost Euchre, headless")
    sub = parser.add_subparsers(dest="command", required=True)
    rp = sub.add_parser("replay", help="replay a game record and print the outcome")
    rp.add_argument("file", help="record file, or - for standard input")
    rp.add_argument("--json", action="store_true", help="print one JSON object")
    rp.set_defaults(func=_replay)
    tp = sub.add_parser("tournament", help="duplicate tournament between bots")
    tp.add_argument("--variant", required=True, choices=["ghost-hand", "cutthroat"])
    tp.add_argument("--lineup", required=True, help="three of random, easy, medium, hard, "
                    "omniscient, ismcts, e.g. hard,medium,medium")
    count = tp.add_mutually_exclusive_group(required=True)
    count.add_argument("--deals", type=int, help="single hands, each in the 3 rotations")
    count.add_argument("--games", type=int, help="full games to the target, in the 3 rotations")
    tp.add_argument("--seed", type=int, default=1)
    tp.add_argument("--options", help="rule options as a JSON object")
    tp.add_argument("--time-budget", type=float, help="milliseconds per search decision "
                    "(default: a fixed number of worlds, which is reproducible)")
    tp.add_argument("--jobs", type=int, default=1, help="worker processes")
    tp.add_argument("--json", action="store_true", help="print one JSON object")
    tp.set_defaults(func=_tournament)
    args = parser.parse_args(argv)
    code: int = args.func(args)
    return code


if __name__ == "__main__":
    sys.exit(main())
