"""The coach, on for a player's first games: the bots' reasons in the log and on the
table, and a warning before a call that is a clear mistake, by the one judge the hint
and the review read too."""

from __future__ import annotations

import itertools

import pytest
from app_driver import PATIENCE_MS, Driver, TestBot, start
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from ghosteuchre.app.play.coach import coach_warning
from ghosteuchre.app.storage.settings import COACHED_GAMES, GameSetup
from ghosteuchre.app.words import describe
from ghosteuchre.bots import make_bot
from ghosteuchre.bots.review import judge, review_decision
from ghosteuchre.bots.seeding import judge_seed
from ghosteuchre.bots.verdict import MARK_POINTS
from ghosteuchre.engine import actions as acts
from ghosteuchre.engine.deal import new_game
from ghosteuchre.engine.rules import Rules
from ghosteuchre.engine.state import Phase
from ghosteuchre.engine.view import view_of

pytestmark = pytest.mark.slow  # the window driven through games, or long runs: not in the fast lane


def coached(settings) -> None:
    settings.store.setValue("learning/coached_games_left", COACHED_GAMES)


def first_call_seed(wanted) -> int:
    """A Ghost Hand seed where the player bids first and ``wanted(warning)`` holds of
    the coach's warnings (a function of the action), judged as the table judges them."""
    for seed in itertools.count(1):
        state = new_game(Rules.make("ghost-hand"), seed)
        if state.current_player != 0:
            continue
        view = view_of(state, 0)
        review = judge(view, judge_seed(seed, 0, 0))
        if wanted(lambda action, r=review, v=view: coach_warning(r, action, v)):
            return seed
    raise AssertionError("unreachable")


def weak_seed() -> int:
    """A Ghost Hand seed where the player bids first and shooting the moon is a clear
    mistake, while passing is not."""
    return first_call_seed(lambda warn: warn(acts.MOON) and not warn(acts.PASS))


def test_the_coach_warns_before_a_clear_mistake(qtbot, settings, make_window) -> None:
    coached(settings)
    window = make_window(bots={1: TestBot(), 2: TestBot()})
    driver = Driver(qtbot, window)
    c = window.controller
    assert c.coach
    start(window, "ghost-hand", weak_seed())
    driver.wait_for_human()
    panel = window.table.overlays.coach

    driver.click_button("act-moon")
    qtbot.waitUntil(panel.isVisible, timeout=PATIENCE_MS)
    assert "Better: " in panel.body.text() and "points" in panel.body.text()
    for button in (panel.think, panel.button):  # laid out at once, nothing cut off
        assert button.width() >= button.sizeHint().width()
    assert c.state.history[-1].actions == []  # nothing was called yet
    QTest.mouseClick(panel.think, Qt.MouseButton.LeftButton)  # "Let me think"
    assert not panel.isVisible()
    assert c.state.history[-1].actions == [] and c.human_to_act

    driver.click_button("act-moon")
    qtbot.waitUntil(panel.isVisible, timeout=PATIENCE_MS)
    assert panel.button.text() == "Do it anyway  [Enter]"
    QTest.mouseClick(panel.button, Qt.MouseButton.LeftButton)
    assert not panel.isVisible()
    assert c.state.history[-1].actions[0] == (0, acts.MOON)


def test_a_sensible_call_goes_through_at_once(qtbot, settings, make_window) -> None:
    coached(settings)
    window = make_window(bots={1: TestBot(), 2: TestBot()})
    driver = Driver(qtbot, window)
    c = window.controller
    start(window, "ghost-hand", weak_seed())
    driver.wait_for_human()
    driver.click_button("act-pass")
    qtbot.waitUntil(lambda: bool(c.state.history[-1].actions), timeout=PATIENCE_MS)
    assert not window.table.overlays.coach.isVisible()
    assert c.state.history[-1].actions[0] == (0, acts.PASS)


def test_without_the_coach_a_mistake_is_not_questioned(qtbot, make_window) -> None:
    window = make_window(bots={1: TestBot(), 2: TestBot()})
    driver = Driver(qtbot, window)
    c = window.controller
    assert not c.coach  # the player has had the coached games
    start(window, "ghost-hand", weak_seed())
    driver.wait_for_human()
    driver.click_button("act-moon")
    assert not window.table.overlays.coach.isVisible()
    assert c.state.history[-1].actions[0] == (0, acts.MOON)


def test_the_bots_reasons_appear_in_the_log_and_on_the_table(qtbot, settings, make_window):
    coached(settings)
    window = make_window(bots={1: TestBot(), 2: TestBot()})
    c = window.controller
    c.bot_factory = lambda level: make_bot("medium")
    driver = Driver(qtbot, window)
    start(window, "cutthroat", 7)
    toasts: list[str] = []
    toast = window.table.toast
    show_text = toast.show_text
    told: list[str] = []  # the bots' reasons not shown yet
    replaced: list[str] = []  # those another replaced before the table showed them

    def shown(text: str, notice: bool = False) -> None:  # each toast the table shows
        show_text(text, notice)
        toasts.append(text)
        told.clear()

    def reason_told(seat: int, text: str) -> None:
        replaced.extend(told)  # the table shows the reason of the move it shows
        told[:] = [text]

    toast.show_text = shown
    c.bot_explained.connect(reason_told)
    for _ in range(30):
        driver.wait_for_human(timeout=PATIENCE_MS)
        if c.state.phase in (Phase.PLAY, Phase.HAND_OVER) and len(toasts) >= 3:
            break
        if driver.continue_if_held():
            continue
        if c.view.phase == Phase.PLAY:
            driver.play_legal("click")
        elif c.view.phase == Phase.DISCARD:
            for card in c.hand_model.cards()[: len(c.view.hand) - 5]:
                driver.click_card(str(card))
            driver.click_button("act-discard")
        else:
            legal = [b for b in window.table.bar.buttons() if b.isEnabled()]
            before = len(c.state.history[-1].actions)
            QTest.mouseClick(legal[-1], Qt.MouseButton.LeftButton)
            panel = window.table.overlays.coach
            qtbot.waitUntil(lambda n=before, panel=panel: panel.isVisible()
                            or len(c.state.history[-1].actions) > n, timeout=PATIENCE_MS)
            if panel.isVisible():
                QTest.mouseClick(panel.button, Qt.MouseButton.LeftButton)
    explained = [line for line in c.log_model.lines() if " — " in line]
    assert explained, c.log_model.lines()
    names = ("Ada", "Bo")
    assert all(line.startswith(names) for line in explained)
    assert toasts and all(t.startswith(("Ada: ", "Bo: ")) for t in toasts)
    assert all("“" in t for t in toasts)
    for line in explained:  # the log gives the reason the table showed, after the call
        because = line.split(" — ", 1)[1]
        assert any(because in t for t in toasts) or any(
            because.rstrip(".") in r for r in replaced), (line, toasts)


def call_views():
    """Calls of both variants, each with its judge's seed: first bids, namings of trump,
    Cutthroat's first calls and a defender's choice."""
    for seed in range(1, 5):
        state = new_game(Rules.make("ghost-hand"), seed)
        yield view_of(state, state.current_player), f"{seed}:bid"
        state = declaring(seed)
        yield view_of(state, state.current_player), f"{seed}:declare"
        state = new_game(Rules.make("cutthroat"), seed)
        yield view_of(state, state.current_player), f"{seed}:order"
        state = defending(seed)
        yield view_of(state, state.current_player), f"{seed}:defend"


def test_the_coach_never_questions_the_hints_call_and_questions_what_the_review_marks():
    warned = 0
    for view, seed in call_views():
        review = judge(view, seed)
        assert not coach_warning(review, review.best[0], view)  # the hint's own call
        for action in view.legal:
            warning = coach_warning(review, action, view)
            reviewed = review_decision(view, (action,), seed)  # the review, on its own
            assert bool(warning) == reviewed.marked, (view.phase, action, warning)
            assert bool(warning) == (action != review.best[0] and reviewed.cost >= MARK_POINTS)
            if warning:
                warned += 1
                assert f"about {reviewed.cost:.1f} points" in warning
                better = describe.suggestion(list(review.best), view)
                assert f"Better: {better}." in warning and "reason: “" in warning
    assert warned >= 4


def test_the_coach_retires_after_the_first_games(qtbot, settings, make_window) -> None:
    settings.store.setValue("learning/coached_games_left", 1)
    window = make_window(bots={1: TestBot(), 2: TestBot()})
    c = window.controller
    assert c.coach
    start(window, "ghost-hand", 1)
    c.game_over.emit(1)  # the end of the player's game
    assert settings.coached_games_left == 0 and not c.coach


def test_another_choice_takes_the_warning_away(qtbot, settings, make_window) -> None:
    coached(settings)
    window = make_window(bots={1: TestBot(), 2: TestBot()})
    driver = Driver(qtbot, window)
    c = window.controller
    start(window, "ghost-hand", weak_seed())
    driver.wait_for_human()
    panel = window.table.overlays.coach
    driver.click_button("act-moon")
    qtbot.waitUntil(panel.isVisible, timeout=PATIENCE_MS)
    driver.click_button("act-pass")
    assert c.state.history[-1].actions[0] == (0, acts.PASS)
    qtbot.waitUntil(lambda: not panel.isVisible(), timeout=PATIENCE_MS)


def declaring(seed: int):
    """A Ghost Hand state at the declarer naming trump: the first bidder bid 3."""
    state = new_game(Rules.make("ghost-hand"), seed)
    state.apply(acts.BID[3], state.current_player)
    while state.phase == Phase.BID:
        state.apply(acts.PASS, state.current_player)
    return state


def defending(seed: int):
    """A Cutthroat state at the first defender's choice: the first player ordered up, the
    dealer left the up-card, the maker took the dummy."""
    state = new_game(Rules.make("cutthroat"), seed)
    state.apply(acts.ORDER, state.current_player)
    while state.phase != Phase.DEFEND:
        legal = state.legal_actions()
        choice = next((a for a in legal if a.act in (acts.Act.DECLINE, acts.Act.DUMMY)),
                      legal[0])
        state.apply(choice, state.current_player)
    return state


def test_do_it_anyway_swaps_a_strong_hand(qtbot, settings, make_window) -> None:
    coached(settings)
    window = make_window(bots={1: TestBot(), 2: TestBot()})
    driver = Driver(qtbot, window)
    c = window.controller
    seed = first_call_seed(lambda warn: warn(acts.SWAP))
    start(window, "ghost-hand", seed)
    driver.wait_for_human()
    seed_hand = list(c.view.hand)
    driver.click_button("act-swap")
    panel = window.table.overlays.coach
    qtbot.waitUntil(panel.isVisible, timeout=PATIENCE_MS)
    assert "Better: " in panel.body.text()
    assert c.state.history[-1].actions == []
    QTest.mouseClick(panel.button, Qt.MouseButton.LeftButton)  # "Do it anyway"
    assert c.state.history[-1].actions[0] == (0, acts.SWAP)
    assert list(c.view.hand) != seed_hand


def press(qtbot, key: Qt.Key) -> None:
    """A key pressed by the player: it goes to whatever has the keyboard's focus."""
    focused = QApplication.focusWidget()
    assert focused is not None, "nothing has the keyboard's focus"
    QTest.keyClick(focused, key)


def test_the_coach_panel_is_answered_by_keyboard(qtbot, settings, make_window) -> None:
    coached(settings)
    window = make_window(bots={1: TestBot(), 2: TestBot()})
    c = window.controller
    driver = Driver(qtbot, window)
    start(window, "ghost-hand", weak_seed())
    driver.wait_for_human()
    window.activateWindow()
    window.table.setFocus()
    qtbot.waitUntil(window.table.hasFocus, timeout=PATIENCE_MS)
    panel = window.table.overlays.coach
    press(qtbot, Qt.Key.Key_M)  # shoot the moon
    qtbot.waitUntil(panel.isVisible, timeout=PATIENCE_MS)
    assert panel.button.text() == "Do it anyway  [Enter]"
    assert panel.think.text() == "Let me think  [Esc]"
    qtbot.waitUntil(panel.button.hasFocus, timeout=PATIENCE_MS)  # the panel takes the focus
    press(qtbot, Qt.Key.Key_Tab)
    assert panel.think.hasFocus()
    press(qtbot, Qt.Key.Key_Tab)
    assert panel.button.hasFocus()
    press(qtbot, Qt.Key.Key_Escape)  # let me think
    assert not panel.isVisible() and c.state.history[-1].actions == []
    assert window.table.hasFocus()  # the table has the keys again
    press(qtbot, Qt.Key.Key_M)
    qtbot.waitUntil(panel.isVisible, timeout=PATIENCE_MS)
    qtbot.waitUntil(panel.button.hasFocus, timeout=PATIENCE_MS)
    press(qtbot, Qt.Key.Key_Return)  # do it anyway
    assert c.state.history[-1].actions[0] == (0, acts.MOON)


def test_a_coached_game_is_played_by_keyboard_only(qtbot, settings, make_window) -> None:
    """A whole coached game (to 2 points) with the keyboard alone, a questioned call
    made anyway on the way; every choice comes from a key pressed where the focus is."""
    coached(settings)
    window = make_window(bots={1: TestBot(), 2: TestBot()})
    c = window.controller
    seed = weak_seed()
    window.start(GameSetup("ghost-hand", {"target": 2}, ["You", "Ada", "Bo"],
                           ["easy", "easy"]), seed)
    window.activateWindow()
    window.table.setFocus()
    qtbot.waitUntil(window.table.hasFocus, timeout=PATIENCE_MS)
    panel = window.table.overlays.coach
    questioned = 0
    for _ in range(1500):
        qtbot.waitUntil(lambda: c.human_to_act or c.holding_trick or c.awaiting_next_hand
                        or panel.isVisible(), timeout=PATIENCE_MS)
        if c.state.winner is not None:
            break
        if panel.isVisible():
            questioned += 1
            qtbot.waitUntil(lambda: panel.isAncestorOf(QApplication.focusWidget()),
                            timeout=PATIENCE_MS)
            press(qtbot, Qt.Key.Key_Return)
            continue
        before = (len(c.state.history), len(c.state.history[-1].actions), c.holding_trick)
        view = c.view
        if c.holding_trick or c.awaiting_next_hand:
            press(qtbot, Qt.Key.Key_Return)
        elif view.phase == Phase.BID:
            # the moon first (questioned, made anyway), then bids of 3: every hand scores,
            # so the game ends even when a tie over the target plays on
            moon = questioned == 0 and acts.MOON in view.legal
            press(qtbot, Qt.Key.Key_M if moon else Qt.Key.Key_3)
        elif view.phase == Phase.DECLARE:
            press(qtbot, Qt.Key.Key_H)
        else:
            assert view.phase == Phase.PLAY
            press(qtbot, Qt.Key.Key_Right)
            press(qtbot, Qt.Key.Key_Return)  # the card under the focus ring, if legal
            if (len(c.state.history), len(c.state.history[-1].actions)) == before[:2] \
                    and not panel.isVisible():
                while c.human_to_act and len(c.state.history[-1].actions) == before[1]:
                    press(qtbot, Qt.Key.Key_Right)
                    press(qtbot, Qt.Key.Key_Return)
        qtbot.waitUntil(lambda b=before: panel.isVisible() or c.state.winner is not None or (
            len(c.state.history), len(c.state.history[-1].actions), c.holding_trick) != b,
            timeout=PATIENCE_MS)
    assert c.state.winner is not None, ("the game did not end", c.state.scores, c.view.phase,
                                        c.human_to_act, c.holding_trick, c.awaiting_next_hand,
                                        QApplication.focusWidget(), len(c.state.history))
    assert questioned >= 1
    assert c.state.history[0].actions[0] == (0, acts.MOON)  # the questioned call, made
