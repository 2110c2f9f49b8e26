"""A driver that plays through real mouse and key events (and the test bot, from
``tests.support.bots``)."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QPoint, QPointF, Qt, QThreadPool
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QPushButton

from ghosteuchre.app.mainwindow import MainWindow
from ghosteuchre.app.settings import GameSetup
from ghosteuchre.engine.actions import Act, Action
from ghosteuchre.engine.state import Phase
from tests.support.bots import PATIENCE_MS, TestBot

__all__ = ["PATIENCE_MS", "Driver", "TestBot", "deliver_bot_answers", "start"]


def button_name(action: Action) -> str:
    """The decision bar's button for ``action``."""
    if action.act == Act.BID:
        return f"act-bid-{action.arg}"
    if action.act == Act.TRUMP:
        return f"act-trump-{'CDHS'[action.arg]}"
    return f"act-{action.act.name.lower()}"


def deliver_bot_answers() -> None:
    """Wait until every bot and hint task has returned, then hand their answers to the
    controller (they arrive as queued signals)."""
    assert QThreadPool.globalInstance().waitForDone(PATIENCE_MS)
    QCoreApplication.processEvents()


def start(window: MainWindow, variant: str, seed: int, options: dict | None = None) -> None:
    window.start(GameSetup(variant, options or {}, ["You", "Ada", "Bo"], ["easy", "easy"]), seed)


class Driver:
    """Sends real mouse and key events to the table, like a player."""

    def __init__(self, qtbot, window: MainWindow) -> None:
        self.qtbot = qtbot
        self.window = window
        self.table = window.table
        self.c = window.controller

    def wait_for_human(self, timeout: int = PATIENCE_MS) -> None:
        c = self.c

        def ready() -> bool:
            s = c.state
            if s is None:
                return False
            if c.holding_trick and c.pacing.trick_pause_ms == 0:
                return True
            return c.human_to_act or (s.phase == Phase.HAND_OVER and c.awaiting_next_hand)

        self.qtbot.waitUntil(ready, timeout=timeout)

    def button(self, name: str) -> QPushButton:
        button = self.table.bar.findChild(QPushButton, name)
        names = [b.objectName() for b in self.table.bar.buttons()]
        assert button is not None, f"no button {name}: {names}"
        return button

    def click_button(self, name: str) -> None:
        button = self.button(name)
        assert button.isEnabled() and button.isVisible(), name
        QTest.mouseClick(button, Qt.MouseButton.LeftButton)

    def key(self, key: Qt.Key) -> None:
        QTest.keyClick(self.table.viewport(), key)

    def card_point(self, card: str) -> QPoint:
        """A point on the left of ``card`` in the player's hand (the next card covers the
        right of it)."""
        index = [str(x) for x in self.c.hand_model.cards()].index(card)
        rect = self.table.element_rect(f"hand:{index}")
        assert rect is not None, f"{card} is not on the table"
        point = QPointF(rect.left() + rect.width() * 0.25, rect.top() + rect.height() * 0.45)
        return self.table.mapFromScene(point)

    def click_card(self, card: str) -> None:
        point = self.card_point(card)
        QTest.mouseClick(self.table.viewport(), Qt.MouseButton.LeftButton, pos=point)

    def double_click_card(self, card: str) -> None:
        vp = self.table.viewport()
        point = self.card_point(card)
        QTest.mouseClick(vp, Qt.MouseButton.LeftButton, pos=point)
        QTest.mouseDClick(vp, Qt.MouseButton.LeftButton, pos=point)

    def drag_card(self, card: str, to: QPoint | None = None) -> None:
        vp = self.table.viewport()
        start = self.card_point(card)
        end = to or self.table.mapFromScene(self.table.element_rect("trick").center())
        QTest.mousePress(vp, Qt.MouseButton.LeftButton, pos=start)
        steps = 8
        for i in range(1, steps + 1):
            point = start + (end - start) * i / steps
            QTest.mouseMove(vp, point)
        QTest.mouseRelease(vp, Qt.MouseButton.LeftButton, pos=end)

    def key_play(self, card: str) -> None:
        cards = [str(x) for x in self.c.hand_model.cards()]
        target = cards.index(card)
        self.key(Qt.Key.Key_Left)  # shows the focus ring
        self.key(Qt.Key.Key_Right)
        while self.table.focus_index != target:
            self.key(Qt.Key.Key_Right)
        self.key(Qt.Key.Key_Return)

    def play_legal(self, how: str) -> None:
        view = self.c.view
        assert view is not None
        legal = [str(a.card) for a in view.legal if a.act == Act.PLAY]
        card = legal[-1]
        before = len(self.c.state.history[-1].actions)
        {"drag": self.drag_card, "click": self.click_card, "key": self.key_play,
         "double": self.double_click_card}[how](card)
        assert len(self.c.state.history[-1].actions) == before + 1, f"{how} did not play {card}"
        assert self.c.state.history[-1].actions[-1][1] == Action(Act.PLAY, int(view.legal[-1].arg))

    def discard_by_mouse(self) -> None:
        """Click the cards to put aside (the lowest in the hand's order), then Discard."""
        view = self.c.view
        assert view is not None
        hand = list(view.sorted_hand())
        for card in hand[: len(hand) - 5]:
            self.click_card(str(card))
        self.click_button("act-discard")

    def continue_if_held(self) -> bool:
        c = self.c
        if c.holding_trick:
            QTest.mouseClick(self.table.viewport(), Qt.MouseButton.LeftButton,
                             pos=QPoint(self.table.width() // 2, 40))
            return True
        return False
