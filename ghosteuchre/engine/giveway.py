"""Long loops of the engine (a long record parsed, replayed, written or let go) give way
to a program's interactive thread: ``give_way()``, called between hands, waits while that
thread is busy if the program has said how to tell (``wait_with``), and else does
nothing.  A game's results never depend on it, only when a helper thread runs."""

from __future__ import annotations

from collections.abc import Callable

_wait: Callable[[], None] | None = None


def wait_with(wait: Callable[[], None] | None) -> None:
    """How ``give_way()`` waits (None: it does not)."""
    global _wait
    _wait = wait


def give_way() -> None:
    """Between two pieces of a long job: let the interactive thread go first."""
    if _wait is not None:
        _wait()
