"""Whole games of both variants, played to the game-over screen by a human at seat 0
with the keyboard alone or with the mouse alone, against two Easy bots.

The human's policy reads the controller's view (never calls the controller): swap a
weak Ghost Hand hand, bid 3 or order up with three cards of a suit, otherwise pass
when allowed; when stuck name the longest suit or take the first enabled choice;
play the first legal card of the hand as shown; discard the first cards shown.
Every choice is sent as real events: keys to the focused widget, or mouse clicks and
drags on the card items and the decision buttons (checked to be the topmost widget
or item under the pointer).
"""

from __future__ import annotations

import itertools
import re
from collections import Counter
from collections.abc import Iterator

import pytest
from app_driver import PATIENCE_MS, button_name, start
from PySide6.QtCore import QEvent, QObject, QPoint, QPointF, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QPushButton

from ghosteuchre.app.mainwindow import MainWindow
from ghosteuchre.app.table.cards import CardItem
from ghosteuchre.bots import make_bot
from ghosteuchre.engine import actions as acts
from ghosteuchre.engine.actions import Act, Action
from ghosteuchre.engine.cards import Card, effective_suit
from ghosteuchre.engine.state import Phase
from ghosteuchre.engine.view import PlayerView

pytestmark = pytest.mark.slow  # the window driven through games, or long runs: not in the fast lane

# variant: (seed, target). Chosen so that the human's simple policy meets most of the
# variant's decisions in a few hands (see the kinds asserted in the test).
GAMES = {
    "ghost-hand": (10, 5),
    "cutthroat": (22, 5),
}
MAX_TURNS = 400  # far more than a game to 5 points needs: more is a game that never ends


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


# ------------------------------------------------------------------ input bookkeeping
class InputSpy(QObject):
    """Counts the key presses and mouse presses the application delivers."""

    def __init__(self) -> None:
        super().__init__()
        self.keys = 0
        self.mouse = 0

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        kind = event.type()
        if kind == QEvent.Type.KeyPress:
            self.keys += 1
        elif kind in (QEvent.Type.MouseButtonPress, QEvent.Type.MouseButtonDblClick):
            self.mouse += 1
        return False


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
        button = self.table.bar.findChild(QPushButton, name)
        names = [b.objectName() for b in self.table.bar.buttons()]
        assert button is not None, f"no button {name}: {names}"
        return button

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


@pytest.fixture
def input_spy() -> Iterator[InputSpy]:
    spy = InputSpy()
    app = QApplication.instance()
    app.installEventFilter(spy)
    yield spy
    app.removeEventFilter(spy)


@pytest.mark.parametrize("device", ["keyboard", "mouse"])
@pytest.mark.parametrize("variant", sorted(GAMES))
def test_full_game_to_the_end(qtbot, make_window, input_spy, variant: str, device: str) -> None:
    seed, target = GAMES[variant]
    window = make_window()
    window.activateWindow()  # what the window manager does for a new window
    qtbot.waitUntil(window.isActiveWindow, timeout=PATIENCE_MS)
    c = window.controller
    c.bot_factory = make_bot  # Easy bots, in this process
    human = Human(qtbot, window, device)
    start(window, variant, seed, {"target": target, "stick_the_dealer": True})
    assert c.state.rules.target == target
    assert QApplication.focusWidget() is window.table  # a new game puts the focus there
    assert c.levels[1:] == ["easy", "easy"] and all(b.level == "easy" for b in c.bots.values())
    for _ in range(MAX_TURNS):
        human.wait_for_turn()
        if human.game_over_shown():
            break
        human.take_turn()
    assert human.game_over_shown(), f"no winner after {MAX_TURNS} turns of the player"

    # the game-over screen
    s = c.state
    screen = window.table.overlays.game_over_screen
    assert s.is_terminal() and s.phase == Phase.HAND_OVER
    winner = s.winner
    assert winner is not None and s.scores[winner] >= target
    assert all(s.scores[winner] > s.scores[seat] for seat in range(3) if seat != winner)
    title = (f"You win the game, with a score of {s.scores[winner]}!" if winner == 0
             else f"{c.names[winner]} wins the game, with a score of {s.scores[winner]}")
    assert screen.title.text() == title and screen.play_again_button.text() == "Play again"
    assert not window.table.bar.isVisible()
    # every hand was played out, and the scores are the sum of the hands' points
    results = [*s.results, s.hand_result()]
    assert len(results) == len(s.history) == human.hands_continued + 1
    for result in results:
        assert result.complete
        if not result.void:
            assert len(result.tricks) == s.rules.tricks_per_hand
            assert all(t.winner is not None for t in result.tricks)
    assert [sum(r.points[seat] for r in results) for seat in range(3)] == s.scores
    assert list(c.score_model.rows()[-1][2]) == s.scores  # the score sheet's totals
    # the human made decisions of several kinds, all through events of the one device
    kinds = Counter(a.act for log in s.history for seat, a in log.actions if seat == 0)
    assert kinds[Act.PLAY] >= s.rules.tricks_per_hand
    assert kinds[Act.PASS] >= 1
    if variant == "ghost-hand":
        assert kinds[Act.BID] + kinds[Act.MOON] >= 1 and kinds[Act.SWAP] >= 1
        assert kinds[Act.TRUMP] >= 1
    else:
        assert kinds[Act.ORDER] >= 1 and kinds[Act.DUMMY] >= 1
        assert kinds[Act.PICKUP] + kinds[Act.DECLINE] >= 1 and kinds[Act.DISCARD] >= 5
    assert len(kinds) >= 5, kinds
    if device == "keyboard":
        assert input_spy.keys > 0 and input_spy.mouse == 0
    else:
        assert input_spy.mouse > 0 and input_spy.keys == 0
