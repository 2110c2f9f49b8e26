"""UI responsiveness: the longest event-loop stall while Hard bots play a game, and
the time from process start to an interactive table next to a bare PySide6 window.

    QT_QPA_PLATFORM=offscreen python benchmarks/ui_responsiveness.py [--variant V] [--seed N]

Start-up is the time from starting the interpreter until the window's first paint; the
bare window and the table take turns, after one warm-up run each that fills the file and
bytecode caches (as an installed app has its bytecode compiled).  ``start_ratio_cpu`` is
the same ratio of the CPU time each program had used by its first paint, which the load
of a busy machine hardly changes.  ``qt_table_start_ratio`` is a third program taking the
same turns: a window with a menu bar and a graphics view of twenty cards drawn with text,
and no code of the game, which is what Qt alone costs any card table.

The games run in the event loop as the app runs it (``QEventLoop.exec``, which waits
for the next event), with a precise 5 ms timer whose ticks are the probe: a stall is the
time between two ticks.  The game's progress is looked at in the probe's tick.

Each game is then played again in a child process that times each event the UI thread
handles with that thread's own CPU clock (``slotclock.py``) and names the slowest:
``longest_slot_cpu_ms`` and ``slowest_slot``.  The stalls are measured in the game
without that clock, which calls Python code at every event and reads the UI thread's
stack every millisecond from a thread of its own (it adds some 0.5 ms to the p99 and
several to the longest stall).  ``--slots`` prints the slowest events of one game with
what ran in them (with ``--size``, ``--coach`` and ``--record`` for the other runs);
``--paints`` counts the table's paints by kind of item and its refreshes, with their CPU
time, per move of one game.  Besides the game at 1100x780 there are two more
runs (``--quick`` leaves them out): at 1920x1080 with the coach on (a message at every
bot move), and a 9 MB record (a game of some 5,000 hands) opened from the disk, played
on for three hands and autosaved.

Targets: longest stall <= 16.7 ms (a frame at 60 Hz), p99 <= 8 ms; table start-up
<= 1.5x the bare window, measured side by side in this run.  Beside them,
``idle_longest_stall_ms`` and ``idle_p99_stall_ms``: the same loop and timer for 10 s
with nothing to do, what the machine alone gives (on a virtual machine a processor
waking from idle can take more than a frame).
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
from typing import Any

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

# What any card table pays for Qt alone: a window with a menu bar and a graphics view
# that shows twenty cards drawn with text, with no code of the game.  The table's start
# can come no nearer the bare window than this.
QT_TABLE = FIRST_PAINT + """
import sys
from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QFont, QPainter, QPixmap
from PySide6.QtWidgets import QApplication, QGraphicsScene, QGraphicsView, QMainWindow
app = QApplication(sys.argv[:1])
w = QMainWindow(); w.resize(1100, 780)
scene = QGraphicsScene(0, 0, 1100, 740)
view = QGraphicsView(scene); w.setCentralWidget(view)
for name in ("Game", "View", "Help"):
    w.menuBar().addMenu(name).addAction("Item")
for i in range(20):
    card = QPixmap(90, 130); card.fill(QColor("white"))
    p = QPainter(card); p.setRenderHint(QPainter.RenderHint.Antialiasing); p.setFont(QFont())
    p.drawText(QRectF(5, 5, 80, 20), Qt.AlignmentFlag.AlignLeft, "A"); p.end()
    scene.addPixmap(card).setPos(40 + i * 45, 300)
painted = FirstPaint(); view.viewport().installEventFilter(painted)
w.show()
app.exec()
"""

# The app's start (``ghosteuchre.__main__.run``) but for the files it reads.
TABLE = "import gc\ngc.disable()\n" + FIRST_PAINT + """
import sys, tempfile
from PySide6.QtWidgets import QApplication
from PySide6.QtCore import QSettings
app = QApplication(sys.argv[:1])
from ghosteuchre.app.shell.mainwindow import MainWindow
from ghosteuchre.app.storage.settings import GameSetup, Pacing, Settings
from ghosteuchre.app.play.worker import keep_loaded
keep_loaded()
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


def installed_bytecode() -> None:
    """This process and the programs it starts read the package's modules compiled, as an
    installed app does (its bytecode is made when it is installed): else the helper thread
    that imports what a game soon needs would compile each module from its source in the
    middle of the game, holding the interpreter, and so the UI thread, a module at a
    time."""
    import compileall
    import importlib.util

    sys.pycache_prefix = PYCACHE
    sys.dont_write_bytecode = False
    os.environ["PYTHONPYCACHEPREFIX"] = PYCACHE
    os.environ.pop("PYTHONDONTWRITEBYTECODE", None)
    package = importlib.util.find_spec("ghosteuchre")
    assert package is not None and package.submodule_search_locations
    compileall.compile_dir(package.submodule_search_locations[0], quiet=1)


def time_to_paint(script: str) -> tuple[float, float]:
    """Seconds from starting the interpreter until its window reports the first paint,
    and the CPU seconds the program had used by then (which other load on the machine
    hardly changes)."""
    env = {**os.environ, "QT_QPA_PLATFORM": os.environ.get("QT_QPA_PLATFORM", "offscreen"),
           "PYTHONPYCACHEPREFIX": PYCACHE}
    env.pop("PYTHONDONTWRITEBYTECODE", None)
    started = time.perf_counter()
    proc = subprocess.Popen([sys.executable, "-c", script], stdout=subprocess.PIPE,
                            stderr=subprocess.PIPE, text=True, env=env,
                            cwd=tempfile.gettempdir())
    assert proc.stdout is not None and proc.stderr is not None
    line = proc.stdout.readline()
    elapsed = time.perf_counter() - started
    proc.kill()
    _, _, usage = os.wait4(proc.pid, 0)
    proc.returncode = -9
    proc.stdout.close()
    errors = proc.stderr.read()  # Qt's notes, such as a platform's missing feature
    proc.stderr.close()
    assert line.strip() == "painted", line + errors
    return elapsed, usage.ru_utime + usage.ru_stime


def startup(runs: int) -> dict[str, float]:
    """Median start-up seconds of the bare window, the Qt-only table and the game's table,
    wall clock and CPU; they take turns."""
    programs = {"bare": BARE, "qt_table": QT_TABLE, "table": TABLE}
    for script in programs.values():
        time_to_paint(script)  # warm the file and bytecode caches
    times: dict[str, list[tuple[float, float]]] = {name: [] for name in programs}
    for _ in range(runs):
        for name, script in programs.items():
            times[name].append(time_to_paint(script))
    medians = {}
    for name, measured in times.items():
        medians[f"{name}_s"] = statistics.median(m[0] for m in measured)
        medians[f"{name}_cpu_s"] = statistics.median(m[1] for m in measured)
    return medians


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
            stack: list[str] = []
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


class PaintCount:
    """Counts the table's paints by kind of item, and the UI thread's CPU time spent in
    the table's refresh and its parts, while a game is played (``--paints``)."""

    KINDS = ("cards.CardItem.paint", "plates.PlateItem.paint", "board.BoardItem.paint",
             "items.DropZoneItem.paint", "view.TableView.paintEvent")
    PARTS = ("view.TableView.refresh", "view.TableView._lay_out",
             "view.TableView._place_widgets", "scene.TableScene.show_table")
    LATER = ("plates.PlateItem._paint_body",)  # what a later version of the table has

    def __init__(self) -> None:
        import importlib

        self.calls: dict[str, int] = {}
        self.cpu: dict[str, float] = {}
        self.counting = False
        self._undo: list[tuple[type, str, Any]] = []
        for name in (*self.KINDS, *self.PARTS, *self.LATER):
            module, cls, method = name.split(".")
            owner = getattr(importlib.import_module(f"ghosteuchre.app.table.{module}"), cls)
            if not hasattr(owner, method):
                continue
            original = getattr(owner, method)
            self._undo.append((owner, method, original))
            self.calls[name], self.cpu[name] = 0, 0.0
            setattr(owner, method, self._counted(name, original))

    def _counted(self, name: str, original: Any) -> Any:
        def counted(*args: Any, **kwargs: Any) -> Any:
            if not self.counting:
                return original(*args, **kwargs)
            started = time.thread_time()
            try:
                return original(*args, **kwargs)
            finally:
                self.calls[name] += 1
                self.cpu[name] += time.thread_time() - started
        return counted

    def report(self, moves: int) -> dict[str, object]:
        """Calls and CPU milliseconds of each, per move of the game."""
        for owner, method, original in self._undo:
            setattr(owner, method, original)
        per = max(moves, 1)
        return {"moves": moves, "per_move": {
            name.split(".", 1)[1]: {"calls": round(self.calls[name] / per, 2),
                                    "cpu_ms": round(self.cpu[name] * 1000 / per, 2)}
            for name in self.calls}}


def application(timed: bool = False) -> Any:
    """The application; ``timed``: one that times every event it delivers (``slotclock``).
    That costs the UI thread a call of Python code at every event and a thread that reads
    its stack every millisecond, so the stalls are measured in a game without it."""
    from PySide6.QtWidgets import QApplication

    app = QApplication.instance()
    if app is None and timed:
        from slotclock import SlotClockApplication

        app = SlotClockApplication(sys.argv[:1])
    return app or QApplication(sys.argv[:1])


def stall_figures(gaps: list[float]) -> dict[str, float]:
    """The longest wait between two ticks and the 99th percentile, in ms."""
    ordered = sorted(gaps)
    return {"longest_stall_ms": round(ordered[-1], 1) if ordered else 0.0,
            "p99_stall_ms": round(ordered[int(len(ordered) * 0.99)], 1) if ordered else 0.0}


def probe_timer(tick: Any) -> Any:
    """A running 5 ms timer that calls ``tick``: precise, so that Qt does not move its
    timeouts to save wake-ups (a coarse timer may fire 5% late by design)."""
    from PySide6.QtCore import Qt, QTimer

    timer = QTimer()
    timer.setTimerType(Qt.TimerType.PreciseTimer)
    timer.timeout.connect(tick)
    timer.start(5)
    return timer


def idle_stall(seconds: float = 10.0) -> dict[str, float]:
    """The same loop and timer with nothing to do: what the machine alone gives (a
    processor waking from idle, another program).  A game's stalls are read beside it."""
    from PySide6.QtCore import QEventLoop, QTimer

    application()
    ticks: list[float] = []
    loop = QEventLoop()
    timer = probe_timer(lambda: ticks.append(time.perf_counter()))
    QTimer.singleShot(int(seconds * 1000), loop.quit)
    loop.exec()
    timer.stop()
    figures = stall_figures([(b - a) * 1000 for a, b in itertools.pairwise(ticks)])
    return {f"idle_{name}": value for name, value in figures.items()}


def longest_stall(
    variant: str, seed: int, level: str, probe: bool = False, size: tuple[int, int] = (1100, 780),
    coach: bool | None = None, record: Path | None = None, slots: bool = False,
    paints: bool = False,
) -> dict[str, object]:
    """A game of bots at ``level`` on a table of ``size``: the longest gaps between the
    ticks of a 5 ms timer (the event loop's stalls) and the events that kept the UI
    thread busy longest.  With ``coach`` the coach tells why at every bot move (a
    message each time; None: as for a new player, whose first three games are
    coached); with ``record`` the game is that record, opened from the disk,
    played on by the player's seat taking its first legal choice, and autosaved; with
    ``paints`` the table's paints and refreshes are counted per move."""
    from PySide6.QtCore import QElapsedTimer, QEventLoop, QSettings, QStandardPaths

    QStandardPaths.setTestModeEnabled(True)  # the record's run keeps no files of the user's
    app = application()
    import tempfile

    from ghosteuchre.app.shell.mainwindow import MainWindow
    from ghosteuchre.app.storage.settings import GameSetup, Pacing, Settings

    try:
        from ghosteuchre.app.play.worker import keep_loaded
    except ImportError:  # an older version of the app
        pass
    else:
        keep_loaded()  # as the app does before it makes its window
    counter = PaintCount() if paints else None
    store = QSettings(tempfile.mktemp(suffix=".ini"), QSettings.Format.IniFormat)
    window = MainWindow(Settings(store), Pacing.fast(), autosave=record is not None)
    if coach is not None:  # else as a new player's settings have it: on for three games
        window.controller.coach = coach
    window.resize(*size)
    window.show()
    clock = QElapsedTimer()
    ticks: list[float] = []
    sampler = Probe() if probe else None
    done: list[int] = []
    c = window.controller
    c.game_over.connect(done.append)
    for _ in range(20):  # the window painted before the clock starts
        app.processEvents()
        time.sleep(0.01)
    slot_clock = getattr(app, "clock", None)  # every event timed (``application(timed=True)``)
    if slot_clock is not None:
        slot_clock.start()
    if counter is not None:
        counter.counting = True
    loop = QEventLoop()
    first: list[int] = []
    hands = 3 if record is not None else 10_000

    def tick() -> None:
        """The probe's tick; the game's progress is looked at here, and with ``record``
        the player's seat plays, as a click would, between two ticks."""
        ticks.append(time.perf_counter())
        state = c.state
        if state is not None and not first:
            first.append(len(state.history))
        if done or clock.elapsed() >= 300_000 or (
                state is not None and first and len(state.history) - first[0] >= hands):
            loop.quit()
        elif record is not None and c.human_to_act and c.view is not None and c.view.legal:
            c.act(c.view.legal[0], confirmed=True)  # past the coach, who would wait
        elif record is not None and c.awaiting_next_hand:
            c.continue_()

    clock.start()
    timer = probe_timer(tick)
    if record is not None:
        window.controller.autosave_path = Path(tempfile.mkdtemp()) / "autosave.euchre.json"
        window.game_files.open_path(record)
    else:
        window.start(GameSetup(variant, {}, ["A", "B", "C"], [level, level]), seed, human=None)
    loop.exec()  # the event loop as the app runs it: it waits for the next event
    timer.stop()
    if slot_clock is not None:
        slot_clock.stop()
    gaps = [(b - a) * 1000 for a, b in itertools.pairwise(ticks)]
    state = c.state
    c.shutdown()
    result: dict[str, object] = {
        "game_seconds": clock.elapsed() / 1000,
        "hands": len(state.history) if state else 0,
        **stall_figures(gaps),
        "finished": bool(done),
    }
    if slot_clock is not None:
        report = slot_clock.report()
        result["longest_slot_cpu_ms"] = report["longest_ms"]
        result["slowest_slot"] = report["slowest"][0]["slot"] if report["slowest"] else ""
        if slots:
            result["slots"] = report
    if sampler is not None:
        result["stalls"] = sampler.report(ticks)
    if counter is not None:
        moves = sum(len(h.actions) for h in state.history) if state else 0
        result["paints"] = counter.report(moves)
    window.close()
    return result


def big_record(megabytes: float = 9.0) -> Path:
    """A Ghost Hand game to 500 played by random legal choices (its scores sink below
    zero, so it never ends) until its record takes ``megabytes``; a game in progress, the
    player at seat 0 against two Hard bots, as every run of this benchmark."""
    import random

    from ghosteuchre.engine import record
    from ghosteuchre.engine.deal import deal_next, new_game
    from ghosteuchre.engine.rules import Rules
    from ghosteuchre.engine.state import Phase

    state = new_game(Rules.make("ghost-hand", {"target": 500}), 1)
    rng = random.Random(1)
    app = {"seed": 1, "levels": ["", "hard", "hard"], "human": 0}
    path = Path(tempfile.mkdtemp(prefix="ghosteuchre-big-")) / "big.euchre.json"
    while True:
        if state.phase == Phase.HAND_OVER:
            if len(state.history) % 500 == 0:
                record.save_file(path, record.to_record(state, ["You", "Ada", "Bo"], app))
                if path.stat().st_size >= megabytes * 1024 * 1024:
                    deal_next(state, 1)
                    record.save_file(path, record.to_record(state, ["You", "Ada", "Bo"], app))
                    return path
            deal_next(state, 1)
            continue
        state.apply(rng.choice(state.legal_actions()))


TARGETS = {"longest_stall_ms": 16.7, "p99_stall_ms": 8.0, "start_ratio": 1.5}


def game_options(size: tuple[int, int], coach: bool | None, record: Path | None) -> list[str]:
    """The command line options of ``--slots`` for a game of this kind."""
    return ([f"--size={size[0]}x{size[1]}"] + (["--coach"] if coach else [])
            + ([f"--record={record}"] if record is not None else []))


def slowest_slot(args: argparse.Namespace, options: list[str]) -> dict[str, object]:
    """The same game played again in a child process with every event timed
    (``--slots``): the longest event's CPU milliseconds and its slot."""
    command = [sys.executable, __file__, "--slots", f"--variant={args.variant}",
               f"--seed={args.seed}", f"--level={args.level}", *options]
    out = subprocess.run(command, capture_output=True, text=True, check=True)
    timed = json.loads(out.stdout)
    return {"longest_slot_cpu_ms": timed["longest_slot_cpu_ms"],
            "slowest_slot": timed["slowest_slot"]}


def size_option(text: str) -> tuple[int, int]:
    width, _, height = text.partition("x")
    return int(width), int(height)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--variant", default="cutthroat")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--level", default="hard")
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--probe", action="store_true",
                        help="only the game, with the longest stalls and what ran in them")
    parser.add_argument("--slots", action="store_true",
                        help="only the game, with the events that kept the UI thread busiest")
    parser.add_argument("--paints", action="store_true",
                        help="only the game, with the table's paints and refreshes per move")
    parser.add_argument("--quick", action="store_true",
                        help="start-up and the game only, without the big table and the record")
    parser.add_argument("--size", type=size_option, default=(1100, 780),
                        help="with --probe, --slots or --paints: the table's size, WxH")
    parser.add_argument("--coach", action="store_true", default=None,
                        help="with --probe, --slots or --paints: the coach tells every move")
    parser.add_argument("--record", type=Path,
                        help="with --probe, --slots or --paints: a record to open and play on")
    args = parser.parse_args()
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    installed_bytecode()
    if args.probe or args.slots or args.paints:
        application(timed=args.probe or args.slots)
        stall = longest_stall(args.variant, args.seed, args.level, probe=args.probe,
                              size=args.size, coach=args.coach, record=args.record,
                              slots=args.slots or args.probe, paints=args.paints)
        print(json.dumps(stall, indent=1))
        return 0
    start = startup(args.runs)
    result: dict[str, object] = {
        "bare_window_start_s": round(start["bare_s"], 3),
        "table_start_s": round(start["table_s"], 3),
        "start_ratio": round(start["table_s"] / start["bare_s"], 2),
        "start_ratio_cpu": round(start["table_cpu_s"] / start["bare_cpu_s"], 2),
        "qt_table_start_ratio": round(start["qt_table_s"] / start["bare_s"], 2),
        **idle_stall(),
    }
    kinds: list[tuple[str, tuple[int, int], bool | None, Path | None]] = [
        ("", (1100, 780), None, None)]
    if not args.quick:
        kinds += [("1920x1080, the coach on", (1920, 1080), True, None),
                  ("a 9 MB record opened, played on and autosaved", (1100, 780), None,
                   big_record())]
    runs = []
    for name, size, coach, record in kinds:
        run: dict[str, object] = {"run": name} if name else dict(result)
        run.update(longest_stall(args.variant, args.seed, args.level, size=size, coach=coach,
                                 record=record))
        run.update(slowest_slot(args, game_options(size, coach, record)))
        print(json.dumps(run), flush=True)
        runs.append(run)
    missed = [f"{name} {run[name]} > {limit}" for run in runs
              for name, limit in TARGETS.items() if name in run and run[name] > limit]  # type: ignore[operator]
    print("targets met" if not missed else "targets missed: " + "; ".join(missed),
          file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main())
