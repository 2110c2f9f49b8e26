"""The player's own input: how long the UI thread is busy with each mouse or key event
the player sends the table, with the paints it causes.

    QT_QPA_PLATFORM=offscreen python benchmarks/player_input.py [--size 1920x1080] [--cards 8]

A Cutthroat game against Easy bots; at each of the player's first ``--cards`` turns to
play a card, the mouse is moved across the hand in 25 steps, the arrow keys move the
focus ring four cards right and back, and a legal card is dragged to the trick in 30
steps and let go there.  Each event is timed with the UI thread's own CPU clock
(``time.thread_time``), from sending it until the paints it asks for are done.  Prints
the median, the 90th percentile and the longest of each kind, in ms.

Target: every event within a frame at 60 Hz (16.7 ms), the drop (which plays the card
and lays the table out) included.
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent))
from ui_responsiveness import installed_bytecode, size_option

FRAME_MS = 16.7


def figures(times: list[float]) -> dict[str, float]:
    ordered = sorted(times)
    return {"events": len(ordered), "median_ms": round(statistics.median(ordered), 2),
            "p90_ms": round(ordered[int(len(ordered) * 0.9)], 2),
            "longest_ms": round(ordered[-1], 2)}


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--size", default="1920x1080")
    parser.add_argument("--cards", type=int, default=8)
    parser.add_argument("--seed", type=int, default=5)
    args = parser.parse_args()
    width, height = size_option(args.size)
    installed_bytecode()

    from PySide6.QtCore import QPoint, QPointF, QSettings, Qt
    from PySide6.QtTest import QTest
    from PySide6.QtWidgets import QApplication

    app = QApplication(sys.argv[:1])
    from ghosteuchre.app.play.worker import keep_loaded
    from ghosteuchre.app.shell.mainwindow import MainWindow
    from ghosteuchre.app.storage.settings import GameSetup, Pacing, Settings
    from ghosteuchre.engine.actions import Act
    from ghosteuchre.engine.state import Phase

    keep_loaded()
    store = QSettings(tempfile.mktemp(suffix=".ini"), QSettings.Format.IniFormat)
    store.setValue("learning/coached_games_left", 0)
    store.setValue("play/confirm_risky_calls", False)
    store.setValue("play/auto_play", False)
    window = MainWindow(Settings(store), Pacing.fast(), autosave=False)
    window.resize(width, height)
    window.show()
    window.start(GameSetup("cutthroat", {}, ["You", "Ada", "Bo"], ["easy", "easy"]), args.seed)
    c, table = window.controller, window.table
    viewport = table.viewport()
    times: dict[str, list[float]] = {"hover": [], "keys": [], "drag": [], "drop": []}

    def pump(seconds: float) -> None:
        end = time.monotonic() + seconds
        while time.monotonic() < end:
            app.processEvents()
            time.sleep(0.002)

    def timed(kind: str, send: Callable[[], Any]) -> None:
        started = time.thread_time()
        send()
        app.processEvents()  # the paints the event asked for
        app.processEvents()
        times[kind].append((time.thread_time() - started) * 1000)

    def at(point: QPointF) -> QPoint:
        return table.mapFromScene(point)

    def move_to(point: QPoint) -> Callable[[], None]:
        return lambda: QTest.mouseMove(viewport, point)

    def press(key: Qt.Key) -> Callable[[], None]:
        return lambda: QTest.keyClick(table, key)

    def let_go(point: QPoint) -> Callable[[], None]:
        return lambda: QTest.mouseRelease(viewport, Qt.MouseButton.LeftButton, pos=point)

    played = 0
    deadline = time.monotonic() + 300
    while played < args.cards and time.monotonic() < deadline:
        pump(0.05)
        view = c.view
        if c.state is None or view is None:
            continue
        if c.awaiting_next_hand:
            c.continue_()
            continue
        if not c.human_to_act or table.layout_pending:
            continue
        if view.phase != Phase.PLAY:
            c.act(view.legal[0], confirmed=True)  # the calls: not what is measured
            continue
        pump(0.3)  # the table at rest
        cards = [str(card) for card in c.hand_model.cards()]
        rects = [table.element_rect(f"hand:{i}") for i in range(len(cards))]
        if not cards or any(r is None for r in rects):
            c.act(view.legal[0], confirmed=True)  # a dummy's turn: not the hand's cards
            continue
        first, last = rects[0], rects[-1]
        assert first is not None and last is not None
        start, end = (at(QPointF(first.left() + 5, first.center().y())),
                      at(QPointF(last.right() - 5, last.center().y())))
        for i in range(25):
            timed("hover", move_to(start + (end - start) * i / 24))
        pump(0.2)
        table.setFocus()
        for key in [Qt.Key.Key_Right] * 4 + [Qt.Key.Key_Left] * 4:
            timed("keys", press(key))
        pump(0.2)
        card = next(str(a.card) for a in view.legal if a.act == Act.PLAY)
        rect = rects[cards.index(card)]
        trick = table.element_rect("trick")
        assert rect is not None and trick is not None
        start = at(QPointF(rect.left() + rect.width() * 0.25, rect.top() + rect.height() * 0.45))
        end = at(trick.center())
        QTest.mousePress(viewport, Qt.MouseButton.LeftButton, pos=start)
        for i in range(1, 31):
            timed("drag", move_to(start + (end - start) * i / 30))
        timed("drop", let_go(end))
        played += 1
    c.shutdown()
    result = {kind: figures(measured) for kind, measured in times.items() if measured}
    print(json.dumps({"size": args.size, "cards": played, **result}, indent=1))
    slow = [kind for kind, f in result.items() if f["longest_ms"] > FRAME_MS]
    if slow:
        print("longer than a frame:", ", ".join(slow))
    return 1 if slow or played < args.cards else 0


if __name__ == "__main__":
    sys.exit(main())
