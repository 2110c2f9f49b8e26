"""Long games without stalling the window: Python's cyclic garbage collector paused while
a helper thread builds one (``collector_paused``), a long game's lists let go a piece
at a time in a helper thread (``drop_slowly``), and the engine's long loops in helper
threads made to wait while the UI thread paints (``watch_ui_thread``)."""

from __future__ import annotations

import contextlib
import gc
import threading
import time
from collections.abc import Iterator
from typing import Any

from ...engine import giveway

FRAME_S = 0.016  # the longest a helper thread waits for the UI thread at one time
_busy_since = 0.0  # when the UI thread began to paint the table; 0 when it is not painting
_depth = 0
_paused = 0  # helper threads at work with the cyclic garbage collector paused
_pause_lock = threading.Lock()


def watch_ui_thread() -> None:
    """From now on the engine's long loops (a long record read, written or let go) in
    helper threads wait, between two hands, while the UI thread paints (``painting``),
    at most ``FRAME_S`` at a time.  Otherwise each of a paint's many calls into Python
    would wait for the helper thread to hand the interpreter back."""
    giveway.wait_with(_wait_for_ui)


@contextlib.contextmanager
def painting() -> Iterator[None]:
    """Around the UI thread's painting: helper threads give way meanwhile."""
    global _busy_since, _depth
    _depth += 1
    if _depth == 1:
        _busy_since = time.monotonic()
    try:
        yield
    finally:
        _depth -= 1
        if not _depth:
            _busy_since = 0.0


def _wait_for_ui() -> None:
    if threading.current_thread() is threading.main_thread():
        return
    while _busy_since and time.monotonic() - _busy_since < FRAME_S:
        time.sleep(0.0005)


@contextlib.contextmanager
def collector_paused(big: bool = True) -> Iterator[None]:
    """Pause Python's cyclic garbage collector while a helper thread builds a long game
    (``big``; a full collection over millions of new objects would hold the
    interpreter, and the window, for a second); the objects made meanwhile are then
    frozen (left out of later collections), so the first collection after it does not
    meet them either.  Only for long games: what is frozen is never collected."""
    global _paused
    if not big:
        yield
        return
    with _pause_lock:
        _paused += 1
        gc.disable()
    try:
        yield
    finally:
        with _pause_lock:
            _paused -= 1
            if not _paused:
                gc.freeze()
                gc.enable()


def drop_slowly(*objects: Any) -> None:
    """Let go of big lists and dicts (a long game's hands) a piece at a time in a helper
    thread: freeing them at once would hold the interpreter, and the window, for
    tenths of a second."""
    def drop() -> None:
        for thing in objects:
            if isinstance(thing, list):
                while thing:
                    thing.pop()
                    giveway.give_way()
            elif isinstance(thing, dict):
                while thing:
                    thing.popitem()
                    giveway.give_way()

    threading.Thread(target=drop, name="drop", daemon=True).start()
