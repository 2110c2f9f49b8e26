"""A long game's record on the table: the longest stall of the window while a 28,000-hand
record (about 8 MB) is resumed from the autosave, autosaved after the player's actions,
and opened with Game → Open….

    QT_QPA_PLATFORM=offscreen python benchmarks/big_record.py [--hands N]

A timer asks for a turn of the event loop every 4 ms; the longest wait between two turns
is the stall; "idle" is the same wait with nothing to do (what the machine's load alone
gives).  Target: every stall within one frame (16 ms) beyond the timer's period and the
idle stall.

Beside each stall, the longest pass of the garbage collector on any thread (``gc_ms``, by
the CPU clock of the thread it ran in: every thread waits for it).  With ``--slots``, also
the UI thread's longest event by its own CPU clock (``slot_cpu_ms``, with the slot it ran,
from ``slotclock.py``), which the machine's load hardly changes; its clock runs Python at
every event, which lengthens the stalls while a helper thread is busy, so the stalls are
those of the run without it.
"""

from __future__ import annotations

import argparse
import json
import random
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

sys.dont_write_bytecode = False  # the app as installed: its modules' bytecode is kept

from ghosteuchre.engine.actions import Act  # noqa: E402
from ghosteuchre.engine.deal import deal_next, new_game  # noqa: E402
from ghosteuchre.engine.record import dumps, to_record  # noqa: E402
from ghosteuchre.engine.rules import Rules  # noqa: E402
from ghosteuchre.engine.state import GameState, Phase  # noqa: E402

APP = {"seed": 1, "human": 0, "levels": ["", "easy", "easy"]}


def long_game(hands: int, seed: int = 1) -> GameState:
    """A Ghost Hand game to 500 points of ``hands`` hands, most passed out (one in twenty
    played with random legal actions), unfinished and at the player's turn."""
    state = new_game(Rules.make("ghost-hand", {"target": 500}), seed)
    rng = random.Random(seed)
    while True:
        while state.phase != Phase.HAND_OVER and not (
                len(state.history) == hands and state.current_player == 0):
            legal = state.legal_actions()
            passes = [a for a in legal if a.act == Act.PASS]
            action = passes[0] if passes and len(state.history) % 20 else rng.choice(legal)
            state.apply(action, state.current_player)
        if len(state.history) == hands or state.winner is not None:
            return state
        deal_next(state, seed)


def long_record(hands: int) -> bytes:
    """The autosave of ``long_game(hands)``, as the app writes it."""
    return dumps(to_record(long_game(hands), ["You", "Ada", "Bo"], APP)).encode()


def measure(hands: int, slots: bool = False) -> dict[str, Any]:
    import gc
    import threading

    from PySide6.QtCore import QElapsedTimer, QSettings, QTimer
    from PySide6.QtWidgets import QApplication
    from slotclock import SlotClockApplication

    from ghosteuchre.app.shell import keeper
    from ghosteuchre.app.shell.mainwindow import MainWindow
    from ghosteuchre.app.storage.settings import GameSetup, Pacing, Settings

    app = QApplication.instance() or (
        SlotClockApplication(sys.argv[:1]) if slots else QApplication(sys.argv[:1]))
    clock = getattr(app, "clock", None)
    passes: list[float] = []
    began: dict[int, float] = {}

    def collected(phase: str, info: dict[str, int]) -> None:
        if phase == "start":
            began[threading.get_ident()] = time.thread_time()
        elif threading.get_ident() in began:
            passes.append((time.thread_time() - began.pop(threading.get_ident())) * 1000)

    gc.callbacks.append(collected)
    folder = Path(tempfile.mkdtemp(prefix="big-record-"))
    data = long_record(hands)
    (folder / "autosave.json").write_bytes(data)
    (folder / "copy.euchre.json").write_bytes(data)
    settings = Settings(QSettings(str(folder / "s.ini"), QSettings.Format.IniFormat),
                        data_dir=folder)
    settings.save_setup(GameSetup(levels=["easy", "easy"]))
    keeper.ask = lambda window, text, answered, *_: answered(keeper.KEEP)
    window = MainWindow(settings, Pacing.instant())
    window.resize(1100, 780)
    window.show()
    timer, gaps = QElapsedTimer(), [0]
    timer.start()
    last = [timer.elapsed()]

    def tick() -> None:
        now = timer.elapsed()
        gaps.append(now - last[0])
        last[0] = now

    ticker = QTimer()
    ticker.timeout.connect(tick)
    ticker.start(4)

    def until(done: Any, seconds: float = 120) -> None:
        end = time.monotonic() + seconds
        while not done() and time.monotonic() < end:
            app.processEvents()
            time.sleep(0.001)

    def phase(name: str, action: Any, done: Any) -> None:
        for _ in range(5):
            app.processEvents()
        gaps.clear()
        passes.clear()
        last[0] = timer.elapsed()
        if clock is not None:
            clock.events.clear()
            clock.samples.clear()
            clock.start()
        started = time.monotonic()
        action()
        until(done)
        result[name] = {"seconds": round(time.monotonic() - started, 2),
                        "longest_stall_ms": max(gaps, default=0),
                        "gc_ms": round(max(passes, default=0.0), 1)}
        if clock is not None:
            clock.stop()
            slowest = clock.report(worst=1)
            result[name]["slot_cpu_ms"] = slowest["longest_ms"]
            result[name]["slot"] = slowest["slowest"]

    c = window.controller
    result: dict[str, Any] = {"hands": hands, "bytes": len(data)}
    idle_until = time.monotonic() + 3
    phase("idle", lambda: None, lambda: time.monotonic() > idle_until)  # the machine's own
    phase("resume", window.first_screen,
          lambda: keeper.in_flight == 0 and c.state is not None and c.human_to_act)

    def act() -> None:
        assert c.view is not None
        c.act(c.view.legal[0], confirmed=True)

    phase("autosave", act, lambda: c.human_to_act and not c.saver.busy)
    phase("open", lambda: window.game_files.open_path(folder / "copy.euchre.json"),
          lambda: keeper.in_flight == 0)
    result["autosave_bytes"] = (folder / "autosave.json").stat().st_size
    window.close()
    gc.callbacks.remove(collected)
    return result


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--hands", type=int, default=28_000)
    parser.add_argument("--slots", action="store_true",
                        help="also time each event of the UI thread by its CPU clock")
    args = parser.parse_args()
    print(json.dumps(measure(args.hands, args.slots)))


if __name__ == "__main__":
    main()
