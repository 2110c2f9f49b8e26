"""UI responsiveness: the longest event-loop stall while Hard bots play a game, and
the time from process start to an interactive table next to a bare PySide6 window.

    QT_QPA_PLATFORM=offscreen python benchmarks/ui_responsiveness.py [--variant V] [--seed N]

Start-up is the time from starting the interpreter until the window's first paint; the
bare window and the table take turns, after one warm-up run each that fills the file and
bytecode caches (as an installed app has its bytecode compiled).

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
import tempfile
import time
from pathlib import Path

# Each program prints a line once its window has been painted for the first time.
FIRST_PAINT = """
from PySide6.QtCore import QEvent, QObject, QTimer
class FirstPaint(QObject):
    def eventFilter(self, obj, event):
        if event.type() == QEvent.Type.Paint:
            obj.removeEventFilter(self)
            QTimer.singleShot(0, lambda: print("painted", flush=True))
        return False
"""

BARE = FIRST_PAINT + """
import sys
from PySide6.QtWidgets import QApplication, QMainWindow
app = QApplication(sys.argv[:1])
w = QMainWindow(); w.resize(1100, 780)
painted = FirstPaint(); w.installEventFilter(painted)
w.show()
app.exec()
"""

TABLE = FIRST_PAINT + """
import sys, tempfile
from PySide6.QtWidgets import QApplication
from PySide6.QtCore import QSettings
app = QApplication(sys.argv[:1])
from ghosteuchre.app.mainwindow import MainWindow
from ghosteuchre.app.settings import GameSetup, Pacing, Settings
w = MainWindow(Settings(QSettings(tempfile.mktemp(suffix=".ini"), QSettings.Format.IniFormat)),
               Pacing(), autosave=False)
w.resize(1100, 780)
painted = FirstPaint(); w.table.viewport().installEventFilter(painted)
w.show()
w.start(GameSetup("ghost-hand", {}, ["You", "Ada", "Bo"], ["hard", "hard"]), 1)
app.exec()
"""


# Both programs start as an installed app does: with compiled bytecode, written to a
# private cache by the warm-up runs.
PYCACHE = tempfile.mkdtemp(prefix="ghosteuchre-pycache-")


def time_to_paint(script: str) -> float:
    """Seconds from starting the interpreter until its window reports the first paint."""
    env = {**os.environ, "QT_QPA_PLATFORM": os.environ.get("QT_QPA_PLATFORM", "offscreen"),
           "PYTHONPYCACHEPREFIX": PYCACHE}
    env.pop("PYTHONDONTWRITEBYTECODE", None)
    started = time.perf_counter()
    proc = subprocess.Popen([sys.executable, "-c", script], stdout=subprocess.PIPE, text=True,
                            env=env)
    assert proc.stdout is not None
    line = proc.stdout.readline()
    elapsed = time.perf_counter() - started
    proc.kill()
    proc.wait()
    assert line.strip() == "painted", line
    return elapsed


def startup(runs: int) -> tuple[float, float]:
    """Median start-up seconds of the bare window and of the table; they take turns."""
    time_to_paint(BARE), time_to_paint(TABLE)  # warm the file and bytecode caches
    bare, table = [], []
    for _ in range(runs):
        bare.append(time_to_paint(BARE))
        table.append(time_to_paint(TABLE))
    return statistics.median(bare), statistics.median(table)


class Probe:
    """Samples the UI thread's stack every millisecond, to tell what ran during a stall."""

    def __init__(self) -> None:
        import threading

        self.main = threading.get_ident()
        self.samples: list[tuple[float, str]] = []
        self.running = True
        self.thread = threading.Thread(target=self._run, daemon=True)
        self.thread.start()

    def _run(self) -> None:
        while self.running:
            frame = sys._current_frames().get(self.main)
            stack = []
            while frame is not None and len(stack) < 6:
                code = frame.f_code
                stack.append(f"{Path(code.co_filename).name}:{frame.f_lineno} {code.co_name}")
                frame = frame.f_back
            self.samples.append((time.perf_counter(), " < ".join(stack)))
            time.sleep(0.001)

    def report(self, ticks: list[float], worst: int = 5) -> list[dict[str, object]]:
        """The longest gaps between ticks with the stacks most often seen in each."""
        import collections

        self.running = False
        gaps = sorted(itertools.pairwise(ticks), key=lambda ab: ab[0] - ab[1])[:worst]
        out = []
        for a, b in gaps:
            seen = collections.Counter(s for t, s in self.samples if a <= t <= b)
            out.append({"at_s": round(a - ticks[0], 3), "gap_ms": round((b - a) * 1000, 1),
                        "stacks": seen.most_common(3)})
        return out


def longest_stall(
    variant: str, seed: int, level: str, probe: bool = False
) -> dict[str, object]:
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
    ticks: list[float] = []
    timer = QTimer()
    timer.timeout.connect(lambda: ticks.append(time.perf_counter()))
    sampler = Probe() if probe else None
    done: list[int] = []
    window.controller.game_over.connect(done.append)
    clock.start()
    timer.start(5)
    window.start(GameSetup(variant, {}, ["A", "B", "C"], [level, level]), seed, human=None)
    while not done and clock.elapsed() < 300_000:
        app.processEvents()
        time.sleep(0.0005)
    timer.stop()
    gaps = [(b - a) * 1000 for a, b in itertools.pairwise(ticks)]
    state = window.controller.state
    window.controller.shutdown()
    result: dict[str, object] = {
        "game_seconds": clock.elapsed() / 1000,
        "hands": len(state.history) if state else 0,
        "longest_stall_ms": round(max(gaps), 1) if gaps else 0.0,
        "p99_stall_ms": round(sorted(gaps)[int(len(gaps) * 0.99)], 1) if gaps else 0.0,
        "finished": bool(done),
    }
    if sampler is not None:
        result["stalls"] = sampler.report(ticks)
    return result


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--variant", default="cutthroat")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--level", default="hard")
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--probe", action="store_true",
                        help="only the game, with the longest stalls and what ran in them")
    args = parser.parse_args()
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    if args.probe:
        print(json.dumps(longest_stall(args.variant, args.seed, args.level, probe=True),
                         indent=1))
        return 0
    bare, table = startup(args.runs)
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
