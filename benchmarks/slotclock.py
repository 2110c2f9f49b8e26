"""The UI thread's work, event by event: how long each event the application delivers
(a slot called from the event loop, a timer, a paint, a queued signal from another
thread) keeps the UI thread busy, measured with the thread's own CPU clock
(``time.thread_time``), which other programs on the machine hardly change, and named by
the function the event ran in.

    app = SlotClockApplication(sys.argv[:1]); ...; app.clock.start(); ...; app.clock.report()

A sampling thread looks at the UI thread's stack every millisecond to name what ran:
the function the event called first (the slot) and, of this project's functions, the
one it was in most often.
"""

from __future__ import annotations

import collections
import gc
import sys
import threading
import time
from pathlib import Path
from typing import Any

from PySide6.QtCore import QEvent, QObject
from PySide6.QtWidgets import QApplication

PROJECT = str(Path(__file__).resolve().parents[1] / "ghosteuchre")
SLOW_MS = 16.0  # one frame at 60 Hz


class SlotClock:
    """The events that kept the UI thread busy longest, with what ran in them."""

    def __init__(self) -> None:
        self.running = False
        self.main = threading.get_ident()
        self.depth = 0
        # cpu ms, start, end, what, of which the garbage collector's
        self.events: list[tuple[float, float, float, str, float]] = []
        self.count = 0
        self.samples: list[tuple[float, str, str]] = []  # when, the slot, the project code
        self._sampler: threading.Thread | None = None
        self._notify_code: Any = None
        self._app_notify_code: Any = None
        self.collections: list[float] = []  # the garbage collector's pauses, in ms
        self._gc_start = 0.0
        self._event_gc = 0.0

    def start(self) -> None:
        """Times the events from now on (a new run forgets the last one's)."""
        self.running = True
        self.events, self.samples, self.count = [], [], 0
        self.collections = []  # the garbage collector's pauses, in ms
        gc.callbacks.append(self._collected)
        self._sampler = threading.Thread(target=self._sample, daemon=True)
        self._sampler.start()

    def stop(self) -> None:
        self.running = False
        if self._collected in gc.callbacks:
            gc.callbacks.remove(self._collected)
        if self._sampler is not None:
            self._sampler.join()

    def _collected(self, phase: str, info: dict[str, int]) -> None:
        """The collector's passes on the UI thread, by that thread's CPU clock (a pass on
        another thread stops it too, but waiting takes none of its CPU)."""
        if threading.get_ident() != self.main:
            return
        if phase == "start":
            self._gc_start = time.thread_time()
        elif self.running:
            spent = (time.thread_time() - self._gc_start) * 1000
            self.collections.append(spent)
            self._event_gc += spent

    def _sample(self) -> None:
        while self.running:
            frame = sys._current_frames().get(self.main)
            slot, project = "", ""
            while frame is not None:
                code = frame.f_code
                if not project and code.co_filename.startswith(PROJECT):
                    project = f"{Path(code.co_filename).stem}.{code.co_name}"
                back = frame.f_back
                if back is not None and back.f_code is self._notify_code \
                        and code is not self._app_notify_code:
                    slot = _name(frame)  # the outermost event's slot is seen last
                frame = back
            if slot:
                self.samples.append((time.perf_counter(), slot, project))
            time.sleep(0.001)

    def deliver(self, deliver: Any, receiver: QObject, event: QEvent) -> bool:
        if not self.running or self.depth:
            return bool(deliver(receiver, event))
        self.depth += 1
        self._event_gc = 0.0
        cpu, wall = time.thread_time(), time.perf_counter()
        try:
            return bool(deliver(receiver, event))
        finally:
            self.depth -= 1
            spent = (time.thread_time() - cpu) * 1000
            self.count += 1
            if spent >= 2.0:
                what = f"{type(receiver).__name__}:{event.type().name}"
                self.events.append((spent, wall, time.perf_counter(), what, self._event_gc))

    def report(self, worst: int = 8) -> dict[str, object]:
        """The longest events: their CPU milliseconds and what ran in them."""
        events = sorted(self.events, reverse=True)
        out = []
        for spent, start, end, what, collecting in events[:worst]:
            seen = [(slot, project) for t, slot, project in self.samples if start <= t <= end]
            slots = collections.Counter(slot for slot, _ in seen).most_common(1)
            inner = collections.Counter(p for _, p in seen if p).most_common(2)
            out.append({
                "cpu_ms": round(spent, 1),
                "gc_ms": round(collecting, 1),
                "event": what,
                "slot": slots[0][0] if slots else what,
                "in": [name for name, _ in inner],
            })
        spans = sorted(e[0] for e in self.events)
        return {
            "events": self.count,
            "longest_gc_ms": round(max(self.collections, default=0.0), 1),
            "longest_ms": round(spans[-1], 1) if spans else 0.0,
            "over_16ms": sum(1 for s in spans if s > SLOW_MS),
            "slowest": out,
        }


def _name(frame: Any) -> str:
    code = frame.f_code
    owner = frame.f_locals.get("self") if code.co_argcount else None
    where = Path(code.co_filename).stem
    if owner is not None:
        return f"{where}.{type(owner).__name__}.{code.co_name}"
    return f"{where}.{code.co_name}"


class SlotClockApplication(QApplication):
    """A QApplication that times every event it delivers on the UI thread."""

    def __init__(self, argv: list[str]) -> None:
        super().__init__(argv)
        self.clock = SlotClock()
        self.clock._notify_code = SlotClock.deliver.__code__
        self.clock._app_notify_code = SlotClockApplication.notify.__code__

    def notify(self, receiver: QObject, event: QEvent) -> bool:
        return self.clock.deliver(super().notify, receiver, event)
