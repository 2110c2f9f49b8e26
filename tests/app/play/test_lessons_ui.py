"""Lessons and practice deals played on the table by real mouse and key events.

Each walk follows the coach's bubble: Next (by mouse, or Enter), the quiz's answers,
the card or the button the step asks for; at every quiz and do step a wrong try comes
first and the bubble must show the runner's explanation while the step stays."""

from __future__ import annotations

import copy

import pytest
from app_driver import PATIENCE_MS, Driver
from PySide6.QtCore import QPoint, QRectF, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from ghosteuchre.app.play.bubbleplace import GAP
from ghosteuchre.app.play.lessoncoach import anchor_element
from ghosteuchre.app.play.lessons import courses, record_action
from ghosteuchre.app.play.models import CardRole, column
from ghosteuchre.app.shell.mainwindow import MainWindow
from ghosteuchre.app.words.lessontext import in_words
from ghosteuchre.engine import actions as acts
from ghosteuchre.engine.actions import Action
from ghosteuchre.engine.cards import Card
from ghosteuchre.engine.state import Phase
from ghosteuchre.learn.practiceplay import PracticeRunner
from ghosteuchre.learn.runner import Runner
from tests.support.lessons import (
    bubble_ready,
    click,
    click_action,
    expected_action,
    feedback,
    open_course,
)

pytestmark = pytest.mark.slow  # the window driven through games, or long runs: not in the fast lane

ALL = courses()
LESSONS = [c.key for c in ALL if c.kind == "lesson"]
PRACTICE = [c.key for c in ALL if c.kind == "practice"]


def distance(a: QRectF, b: QRectF) -> float:
    dx = max(b.left() - a.right(), a.left() - b.right(), 0.0)
    dy = max(b.top() - a.bottom(), a.top() - b.bottom(), 0.0)
    return max(dx, dy)


def kept_clear(window: MainWindow) -> list[str]:
    """What the learner needs to see or use now: the players' plates, the decision bar and
    its prompt while the bar is up, the prompt, the Hint button, the message over the
    table (a bot's remark), the cards in the trick, and the hand when the step asks for a
    card from it; not what the bubble points at."""
    c, table = window.controller, window.table
    names = [f"plate:{seat}" for seat in range(3)]
    if table.element_rect("bar") is not None:
        names += ["bar"]
    names += ["prompt", "hint", "toast", *(f"trick:{seat}" for seat, _ in c.state.trick)]
    step = c.lesson.step if c.lesson is not None else None
    if step is not None and step.kind == "do" and c.human_to_act and c.state is not None \
            and c.state.phase in (Phase.PLAY, Phase.DISCARD):
        names.append("hand")
    coach = window.coach
    around = coach.around() if coach is not None else None
    return [n for n in names if around is None or table.element_rect(n) is None
            or not around.contains(table.element_rect(n))]


def check_placement(window: MainWindow) -> None:
    """The bubble covers no player's plate, nor the bar, nor the hand the learner plays from;
    beside its element (or beside the bar and prompt between them), it does not cover it
    and touches its side."""
    coach, table = window.coach, window.table
    assert coach is not None
    bubble = QRectF(coach.bubble.geometry())
    for name in kept_clear(window):
        rect = table.element_rect(name)
        assert rect is None or not bubble.intersects(rect), (name, coach.anchor, bubble, rect)
    if coach.anchor is None:
        return
    rect = table.element_rect(coach.anchor)
    around = coach.around()
    assert rect is not None and around is not None, coach.anchor
    assert around.contains(rect)
    assert not bubble.intersects(around.adjusted(2, 2, -2, -2)), (coach.anchor, bubble, around)
    beside = around
    for name in ("prompt", "bar"):
        more = table.element_rect(name)
        if more is not None and distance(bubble, beside) > GAP + 2:
            beside = beside.united(more)  # the bar lies between the bubble and its element
    assert distance(bubble, beside) <= GAP + 2, (coach.anchor, bubble, around)
    if beside == around:
        assert distance(bubble, rect) <= GAP + 60, (coach.anchor, bubble, rect)
    else:  # above or below the bar, over its element
        assert rect.left() <= bubble.center().x() <= rect.right(), (coach.anchor, bubble, rect)


def expected_refusal(runner: Runner, action: Action) -> str:
    """The refusal the coach says: the runner's, in the player's words (``in_words``)."""
    record = record_action(action)
    outcome = in_words(copy.deepcopy(runner).try_action(record), runner, runner.step, record)
    assert not outcome.ok
    return outcome.explanation


def choose_discards(qtbot, driver: Driver, cards: list[str]) -> None:
    """Click the cards to discard (and no other), then the bar's Discard button."""
    table = driver.window.table
    chosen = {str(c) for c in table.selected}
    for card in sorted(chosen - set(cards)) + sorted(set(cards) - chosen):  # put back first
        driver.click_card(card)
    qtbot.waitUntil(lambda: sorted(str(c) for c in table.selected) == sorted(cards),
                    timeout=PATIENCE_MS)
    driver.click_button("act-discard")


def lit_for_discards(qtbot, window: MainWindow) -> None:
    """While discards are chosen, the veil leaves both the hand and the Discard button lit,
    and the bubble covers neither."""
    coach, table = window.coach, window.table
    assert coach is not None
    qtbot.waitUntil(lambda: bubble_ready(window) and coach.anchor == "button:discard",
                    timeout=PATIENCE_MS)
    hand, button = table.element_rect("hand"), table.element_rect("button:discard")
    assert hand is not None and button is not None
    hole = coach.veil.hole
    assert coach.veil.isVisible() and hole is not None
    assert hole.contains(hand) and hole.contains(button)
    bubble = QRectF(coach.bubble.geometry())
    assert not bubble.intersects(hand) and not bubble.intersects(button)


def discard_with_a_wrong_try(qtbot, window: MainWindow, runner: Runner,
                             expected: dict) -> None:
    """After the first click of an action with discards: wrong discards first (the runner's
    reason shows and nothing changes), then the expected ones."""
    driver = Driver(qtbot, window)
    qtbot.waitUntil(lambda: driver.c.state is not None
                    and driver.c.state.phase == Phase.DISCARD, timeout=PATIENCE_MS)
    lit_for_discards(qtbot, window)
    right = expected["discard"] if isinstance(expected["discard"], list) \
        else [expected["discard"]]
    hand = [str(x) for x in driver.c.hand_model.cards()]
    wrong = [c for c in hand if c not in right][:len(right)]
    whole = dict(expected, discard=wrong if isinstance(expected["discard"], list) else wrong[0])
    told = copy.deepcopy(runner).try_action(whole)
    assert not told.ok
    index = runner.index
    choose_discards(qtbot, driver, wrong)
    qtbot.waitUntil(lambda: feedback(window) == told.explanation, timeout=PATIENCE_MS)
    assert runner.index == index and driver.c.state.phase == Phase.DISCARD
    choose_discards(qtbot, driver, right)


def wrong_action(driver: Driver, expected: Action, runner: Runner) -> Action | None:
    """A card of the hand the step does not ask for (refused by the rules or the lesson; in
    a practice deal one that loses the goal); None when the hand holds no such card."""
    hand = [str(x) for x in driver.c.hand_model.cards()]
    keeps = {str(c) for c in runner.accepted()} if isinstance(runner, PracticeRunner) else set()
    other = next((card for card in hand if acts.PLAY[Card.parse(card)] != expected
                  and card not in keeps), None)
    return acts.PLAY[Card.parse(other)] if other is not None else None


def walk(qtbot, window: MainWindow, keys: bool, until: int | None = None) -> None:
    """Do every step of the course on the table (or the steps before ``until``), with a
    wrong try at each quiz and do step."""
    driver = Driver(qtbot, window)
    session = window.controller.lesson
    assert session is not None
    runner = session.runner
    turn = 0
    while not runner.finished and (until is None or runner.index < until):
        qtbot.waitUntil(lambda: bubble_ready(window), timeout=PATIENCE_MS)
        coach = window.coach
        assert coach is not None
        step = runner.step
        assert step is not None
        index = runner.index
        if session.hides_notes and step.kind == "do":
            assert "find a card" in coach.bubble.text.text()
            assert step.text not in coach.bubble.text.text()
        else:
            assert coach.bubble.text.text() == step.text
        assert coach.anchor == anchor_element(step, window.table, runner.seat)
        check_placement(window)
        if step.anchor is not None and coach.anchor is not None:
            assert coach.veil.isVisible() and coach.veil.hole is not None
        turn += 1
        if step.kind == "read":
            if keys and turn % 2:
                def next_focused() -> bool:
                    focused = QApplication.focusWidget()
                    return focused is not None and focused.objectName() == "coach-next"

                qtbot.waitUntil(next_focused, timeout=PATIENCE_MS)
                focused = QApplication.focusWidget()
                QTest.keyClick(focused, Qt.Key.Key_Return)
            else:
                click(coach.bubble.button("coach-next"))
        elif step.kind == "quiz":
            wrong = (step.answer + 1) % len(step.choices)
            click(coach.bubble.button(f"coach-choice-{wrong}"))
            qtbot.waitUntil(lambda text=step.explain[wrong]: feedback(window) == text,
                            timeout=PATIENCE_MS)
            assert runner.index == index
            check_placement(window)  # taller with the explanation, still beside its element
            click(coach.bubble.button(f"coach-choice-{step.answer}"))
        else:
            right = expected_action(step.expect[0])
            wrong = wrong_action(driver, right, runner)
            if wrong is not None:
                told = expected_refusal(runner, wrong)
                click_action(driver, wrong)
                qtbot.waitUntil(lambda told=told, task=step.text: told in (
                    feedback(window), f"{feedback(window)} {task}"), timeout=PATIENCE_MS)
                assert feedback(window)
                assert runner.index == index
                check_placement(window)
            click_action(driver, right)
            if "discard" in step.expect[0]:
                discard_with_a_wrong_try(qtbot, window, runner, step.expect[0])
        qtbot.waitUntil(lambda index=index: runner.index == index + 1, timeout=PATIENCE_MS)
        if step.kind == "do" and session.hides_notes:
            assert session.feedback == step.text and session.ok


def finish(qtbot, window: MainWindow, key: str) -> None:
    """After the last step: finish the hand if the coach offers it, then back to the list."""
    driver = Driver(qtbot, window)
    c = window.controller
    qtbot.waitUntil(lambda: bubble_ready(window), timeout=PATIENCE_MS)
    coach = window.coach
    assert coach is not None
    finish_button = coach.bubble.button("coach-finish")
    if finish_button is not None:
        click(finish_button)
        while True:
            driver.wait_for_human(timeout=PATIENCE_MS)
            s = c.state
            assert s is not None
            if s.phase == Phase.HAND_OVER:
                break
            if c.holding_trick:
                driver.continue_if_held()
                continue
            view = c.view
            assert view is not None
            card = [str(a.card) for a in view.legal if a.act == acts.Act.PLAY][-1]
            driver.click_card(card)
            qtbot.waitUntil(lambda card=card: card not in [str(x) for x in c.hand_model.cards()],
                            timeout=PATIENCE_MS)
        qtbot.waitUntil(lambda: bubble_ready(window), timeout=PATIENCE_MS)
    assert coach.anchor is None and not coach.veil.isVisible()
    if c.state is not None and c.state.phase == Phase.HAND_OVER:
        assert coach.bubble.geometry().bottom() < window.table.height() * 0.25
    click(coach.bubble.button("coach-back"))
    qtbot.waitUntil(lambda: window.lessons_window is not None
                    and window.lessons_window.isVisible(), timeout=PATIENCE_MS)
    assert c.lesson is not None and c.lesson_left and not c.human_to_act
    assert key in window.settings.lessons_done()
    item = window.lessons_window.item_for(key)
    assert item is not None and item.text().startswith("✓")
    if key in LESSONS[:-1]:  # the list opens at the next lesson
        current = window.lessons_window.lists["lesson"].currentItem()
        assert current.data(Qt.ItemDataRole.UserRole) == LESSONS[LESSONS.index(key) + 1]
    window.lessons_window.reject()


@pytest.mark.parametrize("size", [(1280, 800), (1024, 700)], ids=["1280x800", "1024x700"])
@pytest.mark.parametrize("key", LESSONS)
def test_every_lesson_plays_on_the_table(qtbot, make_window, key: str,
                                         size: tuple[int, int]) -> None:
    window = make_window(size=size)
    open_course(qtbot, window, key)
    walk(qtbot, window, keys=True)
    finish(qtbot, window, key)


@pytest.mark.parametrize("key", PRACTICE)
def test_every_practice_deal_plays_its_line(qtbot, make_window, key: str) -> None:
    window = make_window()
    open_course(qtbot, window, key)
    walk(qtbot, window, keys=False)
    finish(qtbot, window, key)


def test_the_lists_show_every_lesson_and_the_practice_of_each_variant(qtbot,
                                                                       make_window) -> None:
    window = make_window()
    lessons = window.show_lessons()
    qtbot.waitUntil(lessons.isVisible, timeout=PATIENCE_MS)
    rows = [lessons.lists["lesson"].item(i).text() for i in range(lessons.lists["lesson"].count())]
    assert len(rows) == 8
    assert rows[0].strip().startswith("1. Cards, tricks and following suit")
    for variant in ("ghost-hand", "cutthroat"):
        widget = lessons.lists[variant]
        texts = [widget.item(i).text().strip() for i in range(widget.count())]
        levels = [int(text.split("level ")[1].split(":")[0]) for text in texts]
        assert len(levels) == 13 and levels == sorted(levels)
        assert [text.split(",")[0] for text in texts] == [
            f"Practice deal {n}" for n in range(1, 14)]  # each one named once
        assert len(set(texts)) == len(texts)


def test_the_list_moves_on_to_the_next_lesson_once_one_is_finished(qtbot,
                                                                   make_window) -> None:
    window = make_window()
    open_course(qtbot, window, LESSONS[0])
    walk(qtbot, window, keys=False)
    finish(qtbot, window, LESSONS[0])  # back at the list, which opened at the next lesson
    window.learn_action.trigger()  # and the same when it is opened again
    lessons = window.lessons_window
    assert lessons is not None
    qtbot.waitUntil(lessons.isVisible, timeout=PATIENCE_MS)
    current = lessons.lists["lesson"].currentItem()
    assert current is not None and current.data(Qt.ItemDataRole.UserRole) == LESSONS[1]
    assert lessons.tabs.currentWidget() is lessons.lists["lesson"]


def test_no_card_is_dimmed_while_a_quiz_asks_which_may_be_played(qtbot, make_window) -> None:
    """Lesson 1 asks which card may follow spades: the hand does not show the answer."""
    window = make_window()
    open_course(qtbot, window, LESSONS[0])
    c = window.controller
    session = c.lesson
    assert session is not None
    walk(qtbot, window, keys=False, until=3)
    qtbot.waitUntil(lambda: bubble_ready(window) and session.runner.index == 3,
                    timeout=PATIENCE_MS)
    assert session.step is not None and session.step.kind == "quiz"
    assert not any(card.dimmed for card in _hand_shown(window))
    click(window.coach.bubble.button(f"coach-choice-{session.step.answer}"))
    qtbot.waitUntil(lambda: session.runner.index == 4, timeout=PATIENCE_MS)
    click(window.coach.bubble.button(f"coach-choice-{session.step.answer}"))
    qtbot.waitUntil(lambda: session.step is not None and session.step.kind == "do",
                    timeout=PATIENCE_MS)
    qtbot.waitUntil(lambda: any(card.dimmed for card in _hand_shown(window)),
                    timeout=PATIENCE_MS)  # the do step: the hearts may not follow spades


def _hand_shown(window: MainWindow):  # type: ignore[no-untyped-def]
    from ghosteuchre.app.table.content import table_content

    c = window.controller
    assert c.view is not None
    return table_content(c, c.view, set(), None, None, wide=False).hand


def test_progress_is_remembered_in_a_new_window(qtbot, make_window, settings) -> None:
    window = make_window()
    open_course(qtbot, window, LESSONS[0])
    walk(qtbot, window, keys=True)
    finish(qtbot, window, LESSONS[0])
    again = MainWindow(settings, autosave=False)
    qtbot.addWidget(again)
    lessons = again.show_lessons()
    ticked = [lessons.lists["lesson"].item(i).text().startswith("✓") for i in range(8)]
    assert ticked == [True] + [False] * 7


def test_welcome_learn_to_play_opens_the_lessons(qtbot, make_window) -> None:
    window = make_window()
    welcome = window.show_welcome()
    qtbot.waitUntil(welcome.isVisible, timeout=PATIENCE_MS)
    click(welcome.learn)
    qtbot.waitUntil(lambda: window.lessons_window is not None
                    and window.lessons_window.isVisible(), timeout=PATIENCE_MS)


def test_a_new_game_ends_the_lesson_and_hides_the_coach(qtbot, make_window) -> None:
    window = make_window()
    open_course(qtbot, window, LESSONS[1])
    qtbot.waitUntil(lambda: bubble_ready(window), timeout=PATIENCE_MS)
    window.start(window.settings.setup(), seed=3)
    coach = window.coach
    assert coach is not None
    assert window.controller.lesson is None
    assert not coach.bubble.isVisible() and not coach.veil.isVisible()


def test_a_left_lesson_stays_still_behind_the_empty_table(qtbot, make_window) -> None:
    window = make_window()
    c = window.controller
    open_course(qtbot, window, LESSONS[0])
    qtbot.waitUntil(lambda: bubble_ready(window), timeout=PATIENCE_MS)
    session = c.lesson
    assert session is not None
    while not session.finished:
        session.runner.complete_step()
    session.changed.emit()
    qtbot.waitUntil(lambda: bubble_ready(window), timeout=PATIENCE_MS)
    assert window.coach is not None
    click(window.coach.bubble.button("coach-back"))
    lessons = window.lessons_window
    assert lessons is not None
    qtbot.waitUntil(lessons.isVisible, timeout=PATIENCE_MS)
    lessons.reject()
    qtbot.waitUntil(lambda: window.empty_table is not None and window.empty_table.isVisible(),
                    timeout=PATIENCE_MS)
    before = len(c.state.history[-1].actions)
    Driver(qtbot, window).click_card(str(c.hand_model.cards()[0]))
    assert len(c.state.history[-1].actions) == before
    assert not window.coach.bubble.isVisible()


def test_the_bubble_points_at_a_card_button_when_the_step_asks_to_bid(qtbot,
                                                                      make_window) -> None:
    window = make_window()
    open_course(qtbot, window, "04-ghost-hand")
    session = window.controller.lesson
    assert session is not None
    while session.step is not None and session.step.anchor != "button:bid":
        session.runner.complete_step()
        session.changed.emit()
    qtbot.waitUntil(lambda: bubble_ready(window) and window.coach is not None
                    and window.coach.anchor == "button:bid-4", timeout=PATIENCE_MS)
    check_placement(window)
    assert QPoint(0, 0) != window.coach.bubble.pos()


@pytest.mark.parametrize("key", ["04-ghost-hand", "05-cutthroat", "07-strategy"])
def test_the_coach_fits_a_small_window(qtbot, make_window, key: str) -> None:
    window = make_window(size=(800, 600))
    open_course(qtbot, window, key)
    walk(qtbot, window, keys=False)
    finish(qtbot, window, key)


def test_a_bad_progress_setting_counts_as_not_played(settings) -> None:
    settings.store.setValue("lessons/done/01-tricks", "maybe")
    settings.store.setValue("lessons/done/02-trump", True)
    assert settings.lessons_done() == {"02-trump"}
    with pytest.raises(ValueError):
        settings.set_lesson_done("../elsewhere")
    assert settings.lessons_done() == {"02-trump"}


def test_a_lesson_trick_goes_by_itself_when_tricks_wait_for_a_click(qtbot, make_window) -> None:
    from ghosteuchre.app.storage.settings import Pacing

    window = make_window(pacing=Pacing(animations=False, animation_ms=0, bot_delay_ms=0,
                                       trick_pause_ms=0))
    open_course(qtbot, window, LESSONS[0])
    c = window.controller
    session = c.lesson
    assert session is not None
    tricks = len(c.state.tricks)
    while len(session.runner.state.tricks) == tricks:
        step = session.step
        assert step is not None
        if step.kind == "do":
            c.act(expected_action(step.expect[0]))
        else:
            session.runner.complete_step()
    qtbot.waitUntil(lambda: c.holding_trick, timeout=PATIENCE_MS)
    qtbot.waitUntil(lambda: bubble_ready(window), timeout=PATIENCE_MS)
    coach = window.coach
    assert coach is not None
    step = session.step
    assert step is not None and step.kind == "read"  # lesson 1 speaks of its first trick
    click(coach.bubble.button("coach-next"))
    qtbot.waitUntil(lambda: not c.holding_trick and bubble_ready(window), timeout=PATIENCE_MS)


def test_the_coach_speaks_of_a_finished_trick_while_it_is_on_the_table(qtbot,
                                                                        make_window) -> None:
    open_course(qtbot, window := make_window(), LESSONS[0])
    c = window.controller
    session = c.lesson
    coach = window.coach
    assert session is not None and coach is not None
    tricks = len(c.state.tricks)
    while len(session.runner.state.tricks) == tricks:
        step = session.step
        assert step is not None
        if step.kind == "do":
            c.act(expected_action(step.expect[0]))
        else:
            session.runner.complete_step()
    qtbot.waitUntil(lambda: bubble_ready(window), timeout=PATIENCE_MS)
    step = session.step
    assert step is not None and step.kind == "read" and step.anchor == "trick"
    assert c.trick_model.rowCount() == 3 and c.trick_model.winner is not None
    played = [window.table.element_rect(f"trick:{seat}") for seat in range(3)]
    bubble = QRectF(coach.bubble.geometry())
    assert not any(bubble.intersects(r) for r in played if r is not None)
    click(coach.bubble.button("coach-next"))
    qtbot.waitUntil(lambda: c.trick_model.rowCount() == 0, timeout=PATIENCE_MS)
    assert not c.holding_trick


def offered(qtbot, window: MainWindow) -> str:
    """The coach's offer to continue a lesson where it was left, as the bubble says it."""
    qtbot.waitUntil(lambda: bubble_ready(window), timeout=PATIENCE_MS)
    coach = window.coach
    assert coach is not None
    return coach.bubble.text.text() if coach.bubble.button("coach-resume") else ""


def test_a_lesson_left_part_way_continues_at_the_step_reached(qtbot, make_window,
                                                               settings) -> None:
    key = "04-ghost-hand"
    window = make_window(size=(1280, 800))
    open_course(qtbot, window, key)
    walk(qtbot, window, keys=False, until=7)  # past the swap, at the quiz on bidding
    window.close()  # the app is closed mid-lesson
    again = make_window(size=(1280, 800))  # opened again, with the same settings
    open_course(qtbot, again, key)
    assert "stopped at step 8 of 20" in offered(qtbot, again)
    assert again.controller.lesson.runner.index == 0
    click(again.coach.bubble.button("coach-resume"))
    session = again.controller.lesson
    qtbot.waitUntil(lambda: bubble_ready(again) and again.coach.bubble.text.text()
                    == session.step.text, timeout=PATIENCE_MS)
    assert session.runner.index == 7 and session.runner.state.swapped_by == 0
    assert {str(c) for c in again.controller.hand_model.cards()} >= {"JS", "JC", "AS"}
    walk(qtbot, again, keys=True)  # the rest of the lesson plays from there
    finish(qtbot, again, key)
    assert settings.lesson_step(key) == 0  # finished: nothing to continue


def test_starting_again_and_a_bad_stored_step_begin_at_the_first_step(qtbot, make_window,
                                                                       settings) -> None:
    key = "03-bowers"
    settings.set_lesson_step(key, 5)
    window = make_window()
    open_course(qtbot, window, key)
    assert "stopped at step 6 of" in offered(qtbot, window)
    click(window.coach.bubble.button("coach-restart"))
    session = window.controller.lesson
    qtbot.waitUntil(lambda: window.coach.bubble.text.text() == session.step.text,
                    timeout=PATIENCE_MS)
    assert session.runner.index == 0 and settings.lesson_step(key) == 0
    for bad in ("banana", -3, 999):
        settings.store.setValue(f"lessons/step/{key}", bad)
        window.controller.end_lesson()
        qtbot.waitUntil(lambda: window.lessons_window.isVisible(), timeout=PATIENCE_MS)
        window.lessons_window.reject()
        open_course(qtbot, window, key)
        assert offered(qtbot, window) == ""
        assert window.controller.lesson.runner.index == 0


def test_a_practice_deals_summary_button_goes_back_to_the_practice_deals(qtbot,
                                                                          make_window) -> None:
    window = make_window()
    open_course(qtbot, window, PRACTICE[0])
    walk(qtbot, window, keys=False)
    c = window.controller
    qtbot.waitUntil(lambda: c.state.phase == Phase.HAND_OVER and c.awaiting_next_hand,
                    timeout=PATIENCE_MS)
    summary = window.table.overlays.summary
    qtbot.waitUntil(summary.isVisible, timeout=PATIENCE_MS)
    assert summary.button.text() == "Back to the practice deals"
    assert "Next hand" not in [b.text() for b in window.table.bar.buttons()]
    click(summary.button)
    qtbot.waitUntil(lambda: window.lessons_window is not None
                    and window.lessons_window.isVisible(), timeout=PATIENCE_MS)
    assert c.lesson_left


def shown_step(qtbot, window: MainWindow, index: int) -> None:
    """Wait until the bubble shows step ``index`` of the lesson on the table."""
    session = window.controller.lesson
    assert session is not None and window.coach is not None
    text = window.coach.bubble.text
    qtbot.waitUntil(lambda: bubble_ready(window) and session.runner.index == index
                    and session.step is not None and text.text() == session.step.text,
                    timeout=PATIENCE_MS)


@pytest.mark.parametrize("size", [(800, 600), (1280, 800), (1920, 1080)],
                         ids=["800x600", "1280x800", "1920x1080"])
def test_the_bubble_leaves_the_bidding_bar_and_the_hand_to_play_from_clear(
        qtbot, make_window, size: tuple[int, int]) -> None:
    """Lesson 4, from the swap to the first card: while the bar's buttons are up, at every
    step (read, quiz and do) the bubble covers none of them nor the prompt above them, and
    when the learner leads it covers no card of the hand."""
    window = make_window(size=size)
    open_course(qtbot, window, "04-ghost-hand")
    table, c = window.table, window.controller
    coach = window.coach
    assert coach is not None
    with_bar = 0
    for index in range(12):
        shown_step(qtbot, window, index)
        bubble = QRectF(coach.bubble.geometry())
        bar, prompt = table.element_rect("bar"), table.element_rect("prompt")
        if bar is not None and prompt is not None:
            with_bar += 1
            assert not bubble.intersects(bar) and not bubble.intersects(prompt), (
                index, bubble, bar, prompt)
        if c.human_to_act and c.state.phase == Phase.PLAY:
            hand = table.element_rect("hand")
            assert hand is not None and not bubble.intersects(hand), (index, bubble, hand)
        walk(qtbot, window, keys=False, until=index + 1)
    assert with_bar >= 8  # the swap, the bids and naming trump, with the steps between


def test_the_steps_on_the_dummy_point_at_the_dummy(qtbot, make_window) -> None:
    """Lesson 5: the steps on taking the dummy or going alone light the dummy hand and sit
    beside it, not beside the kitty."""
    window = make_window(size=(1280, 800))
    open_course(qtbot, window, "05-cutthroat")
    table, coach = window.table, window.coach
    assert coach is not None
    walk(qtbot, window, keys=False, until=8)
    for index in (8, 9):
        shown_step(qtbot, window, index)
        assert "dummy" in coach.bubble.text.text()
        dummy, kitty = table.element_rect("dummy"), table.element_rect("kitty")
        assert dummy is not None and kitty is not None
        assert coach.anchor == "dummy"
        hole = coach.veil.hole
        assert coach.veil.isVisible() and hole is not None
        assert hole.contains(dummy) and not hole.intersects(kitty)
        assert distance(QRectF(coach.bubble.geometry()), dummy) <= GAP + 60
        walk(qtbot, window, keys=False, until=index + 1)


def test_the_coach_names_the_cards_that_lie_in_the_trick(qtbot, make_window) -> None:
    """Lesson 7, step 8: Ada has led the right bower and Bo has thrown a club; the bubble
    names both cards the table shows, not only the play before them."""
    window = make_window(size=(1280, 800))
    open_course(qtbot, window, "07-strategy")
    walk(qtbot, window, keys=False, until=7)
    shown_step(qtbot, window, 7)
    assert window.coach is not None
    on_table = [Card.parse(text).pretty()
                for text in column(window.controller.trick_model, CardRole)]
    assert on_table == ["J♥", "9♣"]
    said = window.coach.bubble.text.text()
    assert [card for card in on_table if card not in said] == []


def test_a_practice_deal_takes_any_card_that_keeps_the_goal_and_gives_a_hint(
        qtbot, make_window) -> None:
    """ct-146: the line leads the K♦, but nobody else holds a diamond and the A♦ sets Ada as
    well; then the Hint button shows a card that keeps the goal, and why."""
    window = make_window()
    open_course(qtbot, window, "practice-ct-146")
    session = window.controller.lesson
    assert session is not None
    runner = session.runner
    assert isinstance(runner, PracticeRunner)
    third = [i for i, s in enumerate(runner.steps) if s.kind == "do"][2]
    walk(qtbot, window, keys=False, until=third)
    qtbot.waitUntil(lambda: bubble_ready(window) and window.controller.human_to_act,
                    timeout=PATIENCE_MS)
    driver = Driver(qtbot, window)
    driver.click_card("AD")
    qtbot.waitUntil(lambda: runner.index == third + 1, timeout=PATIENCE_MS)
    assert session.ok and session.feedback == (
        "Right: the A♦ keeps the goal against best defence too.")
    qtbot.waitUntil(lambda: bubble_ready(window) and window.controller.human_to_act
                    and not session.queue, timeout=PATIENCE_MS)
    hint = window.table.hint_button
    qtbot.waitUntil(hint.isVisible, timeout=PATIENCE_MS)
    click(hint)
    qtbot.waitUntil(lambda: feedback(window).startswith("Play the "), timeout=PATIENCE_MS)
    hinted = window.controller.hint_actions
    assert len(hinted) == 1 and hinted[0].card in runner.accepted()
    assert feedback(window).endswith("cannot take the 3 tricks needed. Your side takes this "
                                     "trick all the same, and you keep your better cards.")
    driver.click_card(str(hinted[0].card))
    qtbot.waitUntil(lambda: runner.index == third + 2, timeout=PATIENCE_MS)
    assert session.ok


def test_a_pass_shows_on_the_plate_while_the_calls_go_on(qtbot, make_window) -> None:
    """Lesson 4 says "Bo passed": his plate says so too, until the play begins."""
    from ghosteuchre.app.table.content import table_content

    window = make_window()
    open_course(qtbot, window, "04-ghost-hand")
    c = window.controller
    session = c.lesson
    assert session is not None
    qtbot.waitUntil(lambda: bubble_ready(window) and not session.queue, timeout=PATIENCE_MS)
    assert c.view is not None
    plates = table_content(c, c.view, set(), None, None, wide=False).plates
    assert plates[2].status == "passed" and plates[1].status == ""
    walk(qtbot, window, keys=False, until=12)  # trump named, the play has begun
    assert c.view is not None
    plates = table_content(c, c.view, set(), None, None, wide=False).plates
    assert "passed" not in [p.status for p in plates]
