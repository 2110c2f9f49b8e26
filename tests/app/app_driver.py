"""Drivers that play through real mouse and key events: ``Driver``, and ``Human``, which
plays seat 0 a whole game by the keyboard or the mouse (and the test bot, from
``tests.support.bots``)."""

from __future__ import annotations

import itertools
import re

from PySide6.QtCore import QCoreApplication, QPoint, QPointF, Qt, QThreadPool
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QPushButton

from ghosteuchre.app.shell.mainwindow import MainWindow
from ghosteuchre.app.storage.settings import GameSetup
from ghosteuchre.app.table.cards import CardItem
from ghosteuchre.engine import actions as acts
from ghosteuchre.engine.actions import Act, Action
from ghosteuchre.engine.cards import Card, effective_suit
from ghosteuchre.engine.state import Phase
from ghosteuchre.engine.view import PlayerView
from tests.support.bots import PATIENCE_MS, TestBot
from tests.support.clicks import button_name

__all__ = [
    "PATIENCE_MS", "Driver", "Human", "TestBot", "button_name", "deliver_bot_answers", "start",
]


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
            if s is None or self.table.layout_pending:  # shown once the table is laid out
                return False
            if c.holding_trick and c.pacing.trick_pause_ms == 0:
                return True
            return c.human_to_act or (s.phase == Phase.HAND_OVER and c.awaiting_next_hand)

        self.qtbot.waitUntil(ready, timeout=timeout)

    def button(self, name: str) -> QPushButton:
        shown = {b.objectName(): b for b in self.table.bar.buttons()}
        assert name in shown, f"no button {name}: {list(shown)}"
        return shown[name]

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


# ------------------------------------------------------------------ the human's policy
def _length(hand: list[Card], suit: int) -> int:
    """How many cards of ``hand`` would be trumps if ``suit`` were trump."""
    return sum(effective_suit(c, suit) == suit for c in hand)


FIRST_ENABLED = {
    Phase.BID: (acts.SWAP, acts.BID[3], acts.BID[4], acts.BID[5], acts.MOON, acts.PASS),
    Phase.ROUND1: (acts.ORDER, acts.PASS),
    Phase.PICKUP: (acts.PICKUP, acts.DECLINE),
    Phase.CHOICE: (acts.DUMMY, acts.ALONE),
    Phase.DEFEND: (acts.ALONE, acts.PASS),
}


def policy(view: PlayerView) -> list[Action]:
    """The human's next action(s): one, or the whole discard."""
    legal = view.legal
    hand = list(view.sorted_hand())
    phase = view.phase
    if phase == Phase.PLAY:
        cards = {a.card for a in legal}
        return [acts.PLAY[next(c for c in hand if c in cards)]]
    if phase == Phase.DISCARD:
        return [acts.DISCARD[c] for c in hand[: len(hand) - 5]]
    suits = [a for a in acts.TRUMP if a in legal]
    best = max(suits or acts.TRUMP, key=lambda a: (_length(hand, a.arg), -a.arg))
    strong = _length(hand, best.arg) >= 3
    if phase == Phase.BID:
        if acts.SWAP in legal and _length(hand, best.arg) <= 2:
            return [acts.SWAP]
        if strong and acts.BID[3] in legal:
            return [acts.BID[3]]
    if phase == Phase.ROUND1 and view.up_card is not None and _length(hand, view.up_card.suit) >= 3:
        return [acts.ORDER]
    if phase in (Phase.DECLARE, Phase.ROUND2) and (strong or acts.PASS not in legal):
        return [best]
    if acts.PASS in legal:
        return [acts.PASS]
    return [next(a for a in FIRST_ENABLED[phase] if a in legal)]


class Human:
    """Plays seat 0 through real events only; ``device`` is "keyboard" or "mouse"."""

    def __init__(self, qtbot, window: MainWindow, device: str) -> None:
        self.qtbot = qtbot
        self.window = window
        self.table = window.table
        self.c = window.controller
        self.device = device
        self.enter_keys = itertools.cycle((Qt.Key.Key_Return, Qt.Key.Key_Space))
        self.next_keys = itertools.cycle((Qt.Key.Key_Return, Qt.Key.Key_N))
        self.card_ways = itertools.cycle(("click", "drag"))
        self.hands_continued = 0

    # ---------------------------------------------------------------- waiting
    def game_over_shown(self) -> bool:
        s = self.c.state
        return (
            s is not None
            and s.winner is not None
            and self.table.game_over_winner == s.winner
            and self.table.overlays.game_over_shown()
        )

    def wait_for_turn(self) -> None:
        c = self.c

        def ready() -> bool:
            if self.table.layout_pending:  # the player sees the table once it is laid out
                return False
            if self.game_over_shown():
                return True
            if c.human_to_act:
                return True
            return c.awaiting_next_hand and self.table.summary.isVisible()

        self.qtbot.waitUntil(ready, timeout=PATIENCE_MS)

    # ---------------------------------------------------------------- actions
    def take_turn(self) -> None:
        c = self.c
        if not c.human_to_act:
            assert c.awaiting_next_hand and c.state.phase == Phase.HAND_OVER
            self.next_hand()
            return
        view = c.view
        assert view is not None and view.to_act == 0
        planned = policy(view)
        hand = len(c.state.history)
        before = len(c.state.history[-1].actions)
        if view.phase == Phase.DISCARD:
            self.discard([Card(a.card) for a in planned])
        elif view.phase == Phase.PLAY:
            self.play(Card(planned[0].card))
        else:
            self.choose(planned[0])
        # the engine took exactly the planned action(s), from the events alone
        assert len(c.state.history) == hand
        taken = c.state.history[-1].actions[before : before + len(planned)]
        # (a discard is confirmed as a whole; its cards go to the engine in card order)
        assert sorted(taken, key=str) == sorted(((0, a) for a in planned), key=str), planned

    def choose(self, action: Action) -> None:
        button = self.button(button_name(action))
        assert button.isEnabled() and button.isVisible(), button.objectName()
        if self.device == "keyboard":
            self.press(self.key_on(button))
        else:
            self.click_widget(button)

    def play(self, card: Card) -> None:
        if self.device == "keyboard":
            self.focus_card(card)
            self.press(next(self.enter_keys))
        elif next(self.card_ways) == "click":
            self.click_card(card)
        else:
            self.drag_card(card)

    def discard(self, cards: list[Card]) -> None:
        for card in cards:
            if self.device == "keyboard":
                self.focus_card(card)
                self.press(next(self.enter_keys))
            else:
                self.click_card(card)
            assert card in self.table.selected
        assert set(self.table.selected) == set(cards)
        confirm = self.button("act-discard")
        assert confirm.isEnabled(), confirm.text()
        if self.device == "keyboard":
            self.press(self.key_on(confirm))
        else:
            self.click_widget(confirm)

    def next_hand(self) -> None:
        number = self.c.state.hand_number
        summary = self.table.summary
        assert summary.isVisible() and summary.button.text() == "Next hand"
        if self.device == "keyboard":
            self.press(next(self.next_keys))
        else:
            self.click_widget(summary.button)
        assert self.c.state.hand_number == number + 1
        self.hands_continued += 1

    # ---------------------------------------------------------------- the keyboard
    def button(self, name: str) -> QPushButton:
        shown = {b.objectName(): b for b in self.table.bar.buttons()}
        assert name in shown, f"no button {name}: {list(shown)}"
        return shown[name]

    @staticmethod
    def key_on(button: QPushButton) -> Qt.Key:
        """The key shown in brackets on the button's label."""
        found = re.search(r"\[(.)\]$", button.text())
        assert found, button.text()
        return Qt.Key(ord(found.group(1).upper()))

    def press(self, key: Qt.Key) -> None:
        focus = QApplication.focusWidget()
        assert focus is self.table, f"the focus is on {focus!r}, not the table"
        QTest.keyClick(focus, key)

    def focus_card(self, card: Card) -> None:
        """Move the focus ring onto ``card`` with the arrow keys."""
        cards = list(self.c.hand_model.cards())
        target = cards.index(card)
        n = len(cards)
        right = (target - self.table.focus_index) % n
        key = Qt.Key.Key_Right if right <= n - right else Qt.Key.Key_Left
        if right == 0:  # show the ring where it is: one step away and back
            self.press(Qt.Key.Key_Left)
            key = Qt.Key.Key_Right
        for _ in range(n):
            if self.table.focus_index == target:
                break
            self.press(key)
        assert self.table.focus_index == target
        assert self.table.item_for(str(card)).focused

    # ---------------------------------------------------------------- the mouse
    def click_widget(self, widget: QPushButton) -> None:
        centre = widget.rect().center()
        top = self.window.childAt(widget.mapTo(self.window, centre))
        assert top is widget, f"{widget.objectName()} is covered by {top!r}"
        QTest.mouseClick(widget, Qt.MouseButton.LeftButton, pos=centre)

    def card_point(self, card: Card) -> QPoint:
        """A point of the viewport where ``card`` is the topmost of the hand's cards and
        no widget covers it."""
        item = self.table.item_for(str(card))
        rect = item.sceneBoundingRect()
        vp = self.table.viewport()
        for fx, fy in itertools.product((0.2, 0.1, 0.35, 0.5, 0.7, 0.9), (0.5, 0.3, 0.7)):
            point = self.table.mapFromScene(
                QPointF(rect.left() + rect.width() * fx, rect.top() + rect.height() * fy)
            )
            if self.window.childAt(vp.mapTo(self.window, point)) is not vp:
                continue
            top = next((i for i in self.table.items(point) if isinstance(i, CardItem)), None)
            if top is item:
                return point
        raise AssertionError(f"no visible point of {card} on the table")

    def click_card(self, card: Card) -> None:
        QTest.mouseClick(
            self.table.viewport(), Qt.MouseButton.LeftButton, pos=self.card_point(card)
        )

    def drag_card(self, card: Card) -> None:
        vp = self.table.viewport()
        begin = self.card_point(card)
        end = self.table.mapFromScene(self.table.element_rect("trick").center())
        assert self.window.childAt(vp.mapTo(self.window, end)) is vp
        QTest.mousePress(vp, Qt.MouseButton.LeftButton, pos=begin)
        steps = 8
        for i in range(1, steps + 1):
            QTest.mouseMove(vp, begin + (end - begin) * i / steps)
        assert self.table.drop_hot, "the drop zone did not light up"
        QTest.mouseRelease(vp, Qt.MouseButton.LeftButton, pos=end)
