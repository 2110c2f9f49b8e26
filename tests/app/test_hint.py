"""Game → Hint (Ctrl+H, or the Hint button): the Hard bot's suggestion, off the UI thread."""

from __future__ import annotations

import threading

from app_driver import PATIENCE_MS, Driver, TestBot, deliver_bot_answers, start
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from test_play import seed_with_dealer

from ghosteuchre.engine.actions import Act
from ghosteuchre.engine.state import Phase


class HintBot(TestBot):
    """Remembers the threads it was asked on and the levels it was made for."""

    def __init__(self, **kw) -> None:
        super().__init__(**kw)
        self.threads: list[int] = []

    def decide(self, view, rng):
        self.threads.append(threading.get_ident())
        return super().decide(view, rng)


def make(make_window, hint: HintBot, **bots):
    window = make_window(bots={1: bots.get("b1", TestBot(prefer=(Act.BID,))), 2: TestBot()})
    levels: list[str] = []
    factory = window.controller.bot_factory

    def bot_factory(level: str):
        levels.append(level)
        return hint if level == "hard" and len(levels) > 2 else factory(level)

    window.controller.bot_factory = bot_factory
    return window, levels


def ctrl_h(window) -> None:
    QTest.keyClick(window.table.viewport(), Qt.Key.Key_H, Qt.KeyboardModifier.ControlModifier)


def test_hint_highlights_the_card_and_explains(qtbot, make_window) -> None:
    hint = HintBot()
    window, levels = make(make_window, hint)
    driver = Driver(qtbot, window)
    c = window.controller
    start(window, "ghost-hand", seed_with_dealer(0))
    driver.wait_for_human()
    driver.click_button("act-pass")
    driver.wait_for_human()
    assert c.view.phase == Phase.PLAY
    with qtbot.waitSignal(c.hint_ready, timeout=PATIENCE_MS) as ready:
        ctrl_h(window)
    assert levels[-1] == "hard" and hint.threads[-1] != threading.get_ident()
    actions, reason = ready.args
    card = actions[0].card
    assert actions[0] == c.view.legal[0] and reason == "first legal"
    assert window.table.item_for(str(card)).highlight
    assert window.table.toast.text().startswith(f"Hint: play the {card.pretty()}")
    driver.play_legal("click")
    assert not c.hint_actions
    assert not any(item.highlight for item in window.table.hand_items())
    assert not window.table.toast.isVisible()  # the hint went with the turn


def test_hint_button_rings_the_suggested_choice(qtbot, make_window) -> None:
    hint = HintBot(prefer=(Act.BID,))
    window, _ = make(make_window, hint, b1=TestBot())
    driver = Driver(qtbot, window)
    start(window, "ghost-hand", seed_with_dealer(0))
    driver.wait_for_human()
    assert window.table.hint_button.isVisible()
    with qtbot.waitSignal(window.controller.hint_ready, timeout=PATIENCE_MS):
        QTest.mouseClick(window.table.hint_button, Qt.MouseButton.LeftButton)
    assert driver.button("act-bid-3").property("hint")
    assert not driver.button("act-pass").property("hint")


def test_hint_for_a_discard_names_every_card(qtbot, make_window) -> None:
    window, _ = make(make_window, HintBot())
    driver = Driver(qtbot, window)
    c = window.controller
    start(window, "cutthroat", seed_with_dealer(2))
    driver.wait_for_human()
    driver.key(Qt.Key.Key_O)
    driver.wait_for_human()
    driver.click_button("act-dummy")
    with qtbot.waitSignal(c.hint_ready, timeout=PATIENCE_MS) as ready:
        ctrl_h(window)
    actions = ready.args[0]
    assert len(actions) == 5 and all(a.act == Act.DISCARD for a in actions)
    assert len({a.card for a in actions}) == 5
    assert sum(item.highlight for item in window.table.hand_items()) == 5
    assert c.view.phase == Phase.DISCARD and len(c.view.hand) == 10  # nothing was played


def test_a_hint_that_comes_too_late_is_dropped(qtbot, make_window) -> None:
    gate = threading.Event()
    window, _ = make(make_window, HintBot(gate=gate))
    driver = Driver(qtbot, window)
    c = window.controller
    start(window, "ghost-hand", seed_with_dealer(0))
    driver.wait_for_human()
    ctrl_h(window)
    driver.click_button("act-pass")
    gate.set()
    deliver_bot_answers()  # the hint arrives now, after the turn it was for
    assert not c.hint_actions
