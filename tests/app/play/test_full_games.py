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

from collections import Counter
from collections.abc import Iterator

import pytest
from app_driver import PATIENCE_MS, Human, start
from PySide6.QtCore import QEvent, QObject
from PySide6.QtWidgets import QApplication

from ghosteuchre.bots import make_bot
from ghosteuchre.engine.actions import Act
from ghosteuchre.engine.state import Phase

pytestmark = pytest.mark.slow  # the window driven through games, or long runs: not in the fast lane

# variant: (seed, target). Chosen so that the human's simple policy meets most of the
# variant's decisions in a few hands (see the kinds asserted in the test).
GAMES = {
    "ghost-hand": (10, 5),
    "cutthroat": (22, 5),
}
MAX_TURNS = 400  # far more than a game to 5 points needs: more is a game that never ends


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
