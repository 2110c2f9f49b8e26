"""A long game read in a helper thread waits while the UI thread paints the table, so the
paint never waits for the interpreter; the UI thread itself never waits."""

from __future__ import annotations

import threading
import time

from ghosteuchre.app.storage import longgames
from ghosteuchre.engine import giveway
from ghosteuchre.engine.deal import deal_next, new_game
from ghosteuchre.engine.record import dumps, loads, to_record
from ghosteuchre.engine.rules import Rules


def long_record(hands: int = 3000) -> str:
    """A Ghost Hand game of ``hands`` hands, every one passed out."""
    state = new_game(Rules.make("ghost-hand", {"target": 500}), 1)
    while len(state.history) < hands:
        while state.current_player is not None:
            state.apply(next(a for a in state.legal_actions() if a.act.name == "PASS"),
                        state.current_player)
        deal_next(state, 1)
    return dumps(to_record(state))


def test_a_helper_threads_read_waits_while_the_ui_thread_paints() -> None:
    """The UI thread paints (10 ms at a time) and waits for events (5 ms) in turn while a
    helper thread reads a long game: the reader goes on only while the UI thread waits."""
    text = long_record()
    longgames.watch_ui_thread()
    steps: list[float] = []  # when the reader went on from one piece to the next
    wait = giveway._wait
    assert wait is not None

    def noted() -> None:
        wait()
        steps.append(time.monotonic())

    giveway.wait_with(noted)
    paints: list[tuple[float, float]] = []
    done: list[int] = []
    reader = threading.Thread(target=lambda: done.append(len(loads(text).state.history)))
    try:
        reader.start()
        while reader.is_alive() or len(paints) < 3:
            entered = time.monotonic()
            with longgames.painting():
                start = time.monotonic()
                while time.monotonic() - start < 0.010:
                    pass
                # a helper waits at most FRAME_S: a paint held up (by the machine) past
                # that is no longer guarded
                paints.append((start, min(time.monotonic(), entered + longgames.FRAME_S)))
            time.sleep(0.005)  # the UI thread waits for events: the reader goes on
        reader.join()
    finally:
        giveway.wait_with(wait)
    assert done == [3000]
    assert len(steps) >= 6000  # each hand parsed, then replayed
    during = [t for t in steps for start, end in paints if start + 0.002 < t < end]
    assert len(during) <= len(paints), (len(during), len(steps), len(paints))
    beside = [p for p in paints if p[1] < steps[-1]]
    assert len(beside) >= 3, "the reader ran beside several paints"


def test_the_ui_thread_itself_never_waits_for_itself(monkeypatch) -> None:
    """A record read on the UI thread (the command line, a test) goes straight through,
    even while that thread is marked busy."""
    longgames.watch_ui_thread()

    def no_sleep(seconds: float) -> None:
        raise AssertionError("the UI thread waited for itself")

    monkeypatch.setattr(longgames.time, "sleep", no_sleep)
    with longgames.painting():
        assert len(loads(long_record(50)).state.history) == 50
