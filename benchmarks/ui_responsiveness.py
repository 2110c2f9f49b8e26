"""UI responsiveness: the longest event-loop stall while Hard bots play a game, and
the time from process start to an interactive table next to a bare PySide6 window.

    QT_QPA_PLATFORM=offscreen python benchmarks/ui_responsiveness.py [--variant V] [--seed N]

Targets: longest stall <= 50 ms; table start-up <= 2x the bare window, measured side by
side in this run.
"""

from __future__ import annotations

import argparse
import itertools
import json
import os
import statistics
import subprocess
import sys
import time

BARE = """
import sys, time
t0 = time.perf_counter()
from PySide6.QtWidgets import QApplication, QMainWindow
from PySide6.QtCore import QTimer
app = QApplication(sys.argv[:1])
w = QMainWindow(); w.resize(1100, 780); w.show()
QTimer.singleShot(0, lambda: (print(time.perf_counter() - t0), app.quit()))
app.exec()
"""

TABLE = """
import sys, time
t0 = time.perf_counter()
from PySide6.QtWidgets import QApplication
from PySide6.QtCore import QTimer, QSettings
app = QApplication(sys.argv[:1])
from ghosteuchre.app.mainwindow import MainWindow
from ghosteuchre.app.settings import GameSetup, Pacing, Settings
import tempfile
w = MainWindow(Settings(QSettings(tempfile.mktemp(suffix=".ini"), QSettings.Format.IniFormat)),
               Pacing(), autosave=False)
w.resize(1100, 780); w.show()
w.start(GameSetup("ghost-hand", {}, ["You", "Ada", "Bo"], ["hard", "hard"]), 1)
QTimer.singleShot(0, lambda: (print(time.perf_counter() - t0), app.quit()))
app.exec()
"""


def startup(script: str, runs: int) -> float:
    """Median seconds from interpreter start to the first event-loop turn after show()."""
    times = []
    env = {**os.environ, "QT_QPA_PLATFORM": os.environ.get("QT_QPA_PLATFORM", "offscreen")}
    for _ in range(runs):
        started = time.perf_counter()
        out = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True,
                             env=env, check=True)
        assert out.stdout.strip()
        times.append(time.perf_counter() - started)
    return statistics.median(times)


def longest_stall(variant: str, seed: int, level: str) -> dict[str, float]:
    from PySide6.QtCore import QElapsedTimer, QSettings, QTimer
    from PySide6.QtWidgets import QApplication

    app = QApplication.instance() or QApplication(sys.argv[:1])
    import tempfile

    from ghosteuchre.app.mainwindow import MainWindow
    from ghosteuchre.app.settings import GameSetup, Pacing, Settings

    store = QSettings(tempfile.mktemp(suffix=".ini"), QSettings.Format.IniFormat)
    window = MainWindow(Settings(store), Pacing.fast(), autosave=False)
    window.resize(1100, 780)
    window.show()
    clock = QElapsedTimer()
    ticks: list[int] = []
    timer = QTimer()
    timer.timeout.connect(lambda: ticks.append(clock.elapsed()))
    done: list[int] = []
    window.controller.game_over.connect(done.append)
    clock.start()
    timer.start(5)
    window.start(GameSetup(variant, {}, ["A", "B", "C"], [level, level]), seed, human=None)
    while not done and clock.elapsed() < 300_000:
        app.processEvents()
        time.sleep(0.0005)
    timer.stop()
    gaps = [b - a for a, b in itertools.pairwise(ticks)]
    state = window.controller.state
    window.controller.shutdown()
    return {
        "game_seconds": clock.elapsed() / 1000,
        "hands": len(state.history) if state else 0,
        "longest_stall_ms": float(max(gaps)) if gaps else 0.0,
        "p99_stall_ms": float(sorted(gaps)[int(len(gaps) * 0.99)]) if gaps else 0.0,
        "finished": bool(done),
    }


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--variant", default="cutthroat")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--level", default="hard")
    parser.add_argument("--runs", type=int, default=3)
    args = parser.parse_args()
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    bare = startup(BARE, args.runs)
    table = startup(TABLE, args.runs)
    result = {
        "bare_window_start_s": round(bare, 3),
        "table_start_s": round(table, 3),
        "start_ratio": round(table / bare, 2),
        **longest_stall(args.variant, args.seed, args.level),
    }
    print(json.dumps(result))
    ok = result["longest_stall_ms"] <= 50 and result["start_ratio"] <= 2
    print("targets met" if ok else "targets missed", file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main())
