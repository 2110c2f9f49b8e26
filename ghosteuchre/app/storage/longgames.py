"""Long games without stalling the window: Python's cyclic garbage collector paused while
a helper thread builds one (``collector_paused``), and a long game's lists let go a piece
at a time in a helper thread (``drop_slowly``)."""

from __future__ import annotations

import contextlib
import gc
import threading
from collections.abc import Iterator
from typing import Any

_paused = 0  # helper threads at work with the cyclic garbage collector paused
_pause_lock = threading.Lock()


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
            elif isinstance(thing, dict):
                while thing:
                    thing.popitem()

    threading.Thread(target=drop, name="drop", daemon=True).start()
