"""Headless commands: ``ghosteuchre-cli replay FILE [--json]`` and friends."""

from __future__ import annotations

import argparse
import json
import math
import os
import signal
import sys
from collections.abc import Sequence
from typing import TextIO

from .__main__ import OneLineParser, say_error
from .engine.cards import SUIT_SYMBOLS
from .engine.record import RecordError, load_file, load_stream
from .engine.recordsummary import summary
from .engine.safejson import JsonInputError
from .engine.safejson import loads as safe_loads

MAX_COUNT = 100_000
MAX_JOBS = 64
MAX_TIME_BUDGET_MS = 60_000


class Stopped(Exception):  # noqa: N818 - reads as a sentence at call sites
    """SIGTERM (or SIGHUP) arrived: the command stops, its workers with it."""

    def __init__(self, signum: int) -> None:
        super().__init__(signum)
        self.code = 128 + signum


def _say(text: str, stream: TextIO | None = None) -> None:
    """Print a line on standard output (or ``stream``); characters its encoding cannot
    show are escaped."""
    stream = stream or sys.stdout
    if stream is None:
        return
    encoding = getattr(stream, "encoding", None) or "utf-8"
    print(text.encode(encoding, "backslashreplace").decode(encoding), file=stream)


def _stop(signum: int, frame: object) -> None:
    raise Stopped(signum)


def _replay(args: argparse.Namespace) -> int:
    try:
        if args.file == "-":
            stdin = sys.stdin.buffer if sys.stdin is not None else None
            loaded = load_stream(stdin)
        else:
            loaded = load_file(args.file)
    except RecordError as exc:
        if args.json:
            _say(json.dumps(exc.as_json()))
        else:
            say_error(exc.line())
        return 2
    result = summary(loaded.state)
    if args.json:
        _say(json.dumps(result))
    else:
        names = loaded.players or ["seat 0", "seat 1", "seat 2"]
        _say(format_summary(result, names))
    return 0


def format_summary(result: dict, names: list[str]) -> str:  # type: ignore[type-arg]
    lines = [f"{result['variant']}: {len(result['hands'])} hand(s)"]
    for i, h in enumerate(result["hands"]):
        head = f"hand {i + 1}: dealer {names[h['dealer']]}"  # counted from 1, as the app
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
            lines.append(f"  renege by {names[r['seat']]} on trick {r['trick'] + 1}, {by}")
    lines.append(
        "scores: " + ", ".join(f"{n} {s}" for n, s in zip(names, result["scores"], strict=True))
    )
    if result["winner"] is not None:
        lines.append(f"winner: {names[result['winner']]}")
    elif result["to_act"] is not None:
        lines.append(f"to act: {names[result['to_act']['seat']]}")
    return "\n".join(lines)


def _tournament_fault(args: argparse.Namespace) -> str | None:
    """The sentence that says what is wrong with the tournament's arguments, if anything."""
    if len(args.lineup.split(",")) != 3:
        return "a lineup names three bots, e.g. hard,medium,medium"
    flag, count = ("--games", args.games) if args.games is not None else ("--deals", args.deals)
    if not 1 <= count <= MAX_COUNT:
        return f"{flag} must be a whole number from 1 to {MAX_COUNT:,}"
    if not 1 <= args.jobs <= MAX_JOBS:
        return f"--jobs must be a whole number from 1 to {MAX_JOBS}"
    budget = args.time_budget
    if budget is not None and not (math.isfinite(budget) and 0 < budget <= MAX_TIME_BUDGET_MS):
        return f"--time-budget must be above 0 and at most {MAX_TIME_BUDGET_MS:,} milliseconds"
    return None


def _tournament(args: argparse.Namespace) -> int:
    from .bots.tournament import format_table, run

    fault = _tournament_fault(args)
    if fault is not None:
        say_error(fault)
        return 2
    lineup = tuple(args.lineup.split(","))
    try:
        options = safe_loads(args.options) if args.options is not None else None
    except JsonInputError as exc:
        say_error(f"--options: {exc}")
        return 2
    try:
        result = run(
            args.variant,
            (lineup[0], lineup[1], lineup[2]),
            seed=args.seed,
            count=args.games if args.games else args.deals,
            games=bool(args.games),
            options=options,
            time_budget=args.time_budget / 1000 if args.time_budget else None,
            jobs=args.jobs,
            two_processes=args.hard_processes == 2,
        )
    except ValueError as exc:
        say_error(str(exc))
        return 2
    _say(json.dumps(result) if args.json else format_table(result))
    return 0


def main(argv: Sequence[str] | None = None) -> int:
    parser = OneLineParser(prog="ghosteuchre-cli", description="Ghost Euchre, headless")
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
    tp.add_argument("--hard-processes", type=int, choices=[1, 2], default=1,
                    help="processes each Hard decision searches in; 2, as the app does with "
                    "two processors or more, needs --jobs 1")
    tp.add_argument("--json", action="store_true", help="print one JSON object")
    tp.set_defaults(func=_tournament)
    args = parser.parse_args(argv)
    for name in ("SIGTERM", "SIGHUP"):
        if hasattr(signal, name):
            signal.signal(getattr(signal, name), _stop)
    try:
        code: int = args.func(args)
        if sys.stdout is not None:
            sys.stdout.flush()
    except BrokenPipeError:
        _quiet_stdout()
        return 1
    except KeyboardInterrupt:  # Ctrl+C: stopped, the workers with it
        _quiet_stdout()
        return 128 + signal.SIGINT
    except Stopped as stop:
        _quiet_stdout()
        return stop.code
    except OSError as exc:  # standard output cannot be written (a full disk, /dev/full)
        say_error(f"ghosteuchre-cli: cannot write the output: {exc.strerror or exc}")
        _quiet_stdout()
        return 2
    return code


def _quiet_stdout() -> None:
    """After the reader closed the pipe: send what is left to devnull, as Python's docs advise."""
    try:
        stdout = sys.stdout.fileno()
    except (AttributeError, OSError, ValueError):
        return
    devnull = os.open(os.devnull, os.O_WRONLY)
    os.dup2(devnull, stdout)
    os.close(devnull)


if __name__ == "__main__":
    sys.exit(main())
