"""A short seeded game played through the window to its end."""

from __future__ import annotations

from ghosteuchre.app.storage.settings import GameSetup
from ghosteuchre.engine.actions import Act
from tests.support.bots import PATIENCE_MS, TestBot

NAMES = ["You", "Ada", "Bo"]


def play_to_the_end(qtbot, make_window, variant: str, target: int, seed: int = 4):
    """A short seeded game played to its end: the player takes every call it can."""
    bots = {s: TestBot(prefer=(Act.ORDER, Act.DUMMY, Act.ALONE, Act.BID)) for s in (1, 2)}
    window = make_window(bots=bots)
    window.start(GameSetup(variant, {"target": target}, NAMES, ["easy", "easy"]), seed=seed)
    c = window.controller

    overlays = window.table.overlays

    def ready() -> bool:
        return overlays.game_over_shown() or c.human_to_act or c.awaiting_next_hand

    for _ in range(2000):
        qtbot.waitUntil(ready, timeout=PATIENCE_MS)
        if c.state.winner is not None:  # the screen comes in the next turn of the loop
            qtbot.waitUntil(overlays.game_over_shown, timeout=PATIENCE_MS)
        if overlays.game_over_shown():
            break
        if c.awaiting_next_hand or c.holding_trick:
            c.continue_()
        elif c.human_to_act:
            calls = [a for a in c.view.legal if a.act not in (Act.PASS, Act.ALONE)]
            assert c.act((calls or c.view.legal)[0])
    assert overlays.game_over_shown()
    screen = overlays.game_over_screen
    qtbot.waitUntil(lambda: not screen.revealing, timeout=PATIENCE_MS)  # painted whole
    return window, screen
