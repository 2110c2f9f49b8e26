"""Game → Hint (Ctrl+H, or the Hint button): the judge's choice (``bots.review.judge``,
Hard's), off the UI thread; it stays in its own place until the player acts, and the log
keeps it."""

from __future__ import annotations

import threading

import pytest
from app_driver import PATIENCE_MS, Driver, TestBot, deliver_bot_answers, start
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from ghosteuchre.bots.verdict import DecisionReview
from ghosteuchre.engine import actions as acts
from ghosteuchre.engine.actions import Act
from ghosteuchre.engine.state import Phase
from tests.support.seeds import seed_with_dealer

pytestmark = pytest.mark.slow  # the window driven through games, or long runs: not in the fast lane


class HintJudge:
    """A judge that chooses as a TestBot would (a maker's whole discard at once) and
    remembers the threads and views it was asked on."""

    def __init__(self, prefer: tuple[Act, ...] = (), gate: threading.Event | None = None):
        self.bot = TestBot(prefer=prefer, gate=gate)
        self.threads: list[int] = []
        self.views: list = []

    def __call__(self, view, seed: str) -> DecisionReview:
        self.threads.append(threading.get_ident())
        self.views.append(view)
        decision = self.bot.decide(view, None)
        best = (decision.action,)
        if view.phase == Phase.DISCARD:
            best = tuple(acts.DISCARD[c] for c in view.hand[: len(view.hand) - 5])
        return DecisionReview(view.seat, best, best, decision.reason, ((best, 0.0),), (),
                              0.0, 0.0)


def make(make_window, judge: HintJudge, **bots):
    window = make_window(bots={1: bots.get("b1", TestBot(prefer=(Act.BID,))), 2: TestBot()})
    window.controller.judge = judge
    return window


def ctrl_h(window) -> None:
    QTest.keyClick(window.table.viewport(), Qt.Key.Key_H, Qt.KeyboardModifier.ControlModifier)


def test_hint_highlights_the_card_and_explains(qtbot, make_window) -> None:
    judge = HintJudge()
    window = make(make_window, judge)
    driver = Driver(qtbot, window)
    c = window.controller
    start(window, "ghost-hand", seed_with_dealer(0))
    driver.wait_for_human()
    driver.click_button("act-pass")
    driver.wait_for_human()
    assert c.view.phase == Phase.PLAY
    with qtbot.waitSignal(c.hint_ready, timeout=PATIENCE_MS) as ready:
        ctrl_h(window)
    assert judge.threads[-1] != threading.get_ident()
    assert judge.views[-1] == c.view  # judged from the player's own view
    actions, reason = ready.args
    card = actions[0].card
    assert actions[0] == c.view.legal[0] and reason == f"Played the {actions[0].card.pretty()}."
    assert window.table.item_for(str(card)).highlight
    note = window.table.hint_note
    assert note.isVisible() and note.text().startswith(f"Hint: play the {card.pretty()}")
    assert any(line.startswith(f"Hint: play the {card.pretty()}")
               for line in c.log_model.lines())  # the log keeps it
    driver.play_legal("click")
    assert not c.hint_actions
    assert not any(item.highlight for item in window.table.hand_items())
    assert not note.isVisible()  # the hint went with the turn
    assert any(line.startswith("Hint: ") for line in c.log_model.lines())


def test_a_hint_stays_until_the_player_acts(qtbot, make_window) -> None:
    """Neither time nor a message over the table takes the hint away."""
    window = make(make_window, HintJudge())
    driver = Driver(qtbot, window)
    c = window.controller
    start(window, "ghost-hand", seed_with_dealer(0))
    driver.wait_for_human()
    with qtbot.waitSignal(c.hint_ready, timeout=PATIENCE_MS):
        ctrl_h(window)
    note = window.table.hint_note
    text = note.text()
    window.table.show_message("Bo: “Passed: my hand is not strong enough to bid.”", notice=True)
    qtbot.wait(7000)  # longer than any message stays
    assert note.isVisible() and note.text() == text
    assert not note.geometry().intersects(window.table.toast.geometry()) \
        or not window.table.toast.isVisible()


def test_hint_button_rings_the_suggested_choice(qtbot, make_window) -> None:
    window = make(make_window, HintJudge(prefer=(Act.BID,)), b1=TestBot())
    driver = Driver(qtbot, window)
    start(window, "ghost-hand", seed_with_dealer(0))
    driver.wait_for_human()
    assert window.table.hint_button.isVisible()
    with qtbot.waitSignal(window.controller.hint_ready, timeout=PATIENCE_MS):
        QTest.mouseClick(window.table.hint_button, Qt.MouseButton.LeftButton)
    assert driver.button("act-bid-3").property("hint")
    assert not driver.button("act-pass").property("hint")


def test_hint_for_a_discard_names_every_card(qtbot, make_window) -> None:
    window = make(make_window, HintJudge())
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
    window = make(make_window, HintJudge(gate=gate))
    driver = Driver(qtbot, window)
    c = window.controller
    start(window, "ghost-hand", seed_with_dealer(0))
    driver.wait_for_human()
    ctrl_h(window)
    driver.click_button("act-pass")
    gate.set()
    deliver_bot_answers()  # the hint arrives now, after the turn it was for
    assert not c.hint_actions
    assert not window.table.hint_note.isVisible()
