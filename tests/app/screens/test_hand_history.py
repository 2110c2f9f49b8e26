"""Hand history: a hand replayed on the table step by step, the bots' reasons, "Play this
deal again", and the review of the player's decisions (off the UI thread)."""

from __future__ import annotations

import threading

import pytest
from app_driver import PATIENCE_MS, Driver, TestBot, start
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from ghosteuchre.app.play import worker
from ghosteuchre.app.screens.historywindow import ALL_OPEN, HandHistoryWindow
from ghosteuchre.bots.review import hand_decisions, review_decision
from ghosteuchre.engine.actions import Act, Action
from ghosteuchre.engine.record import dumps, loads, to_record
from ghosteuchre.engine.state import GameState, Phase, replay_logs
from ghosteuchre.engine.view import view_of
from tests.support.clicks import choose_seat, click_menu_entry
from tests.support.records import bad_play_record

pytestmark = pytest.mark.slow  # the window driven through games, or long runs: not in the fast lane


def play_one_hand(qtbot, window) -> None:
    """The player plays a whole hand (the last legal card, the first call offered)."""
    c = window.controller
    driver = Driver(qtbot, window)
    while c.state.phase != Phase.HAND_OVER:
        driver.wait_for_human()
        if driver.continue_if_held() or c.state.phase == Phase.HAND_OVER:
            continue
        if c.view.phase == Phase.DISCARD:
            c.discard(list(c.view.hand[: len(c.view.hand) - 5]))
        elif c.view.phase == Phase.PLAY:
            driver.play_legal("click")
        else:
            c.act(next((a for a in c.view.legal if a.act == Act.ORDER), c.view.legal[0]))
    qtbot.waitUntil(lambda: c.awaiting_next_hand, timeout=PATIENCE_MS)


def open_history(qtbot, window) -> HandHistoryWindow:
    QTest.keyClick(window.table.viewport(), Qt.Key.Key_H,
                   Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier)
    qtbot.waitUntil(lambda: window.history_window is not None, timeout=PATIENCE_MS)
    history = window.history_window
    qtbot.waitExposed(history, timeout=PATIENCE_MS)
    return history


def key(history: HandHistoryWindow, k: Qt.Key,
        mod: Qt.KeyboardModifier = Qt.KeyboardModifier.NoModifier) -> None:
    QTest.keyClick(history, k, mod)


def recorded_states(state: GameState, hand: int) -> list[GameState]:
    """Each position of hand ``hand`` from the game's record, read back and replayed."""
    loaded = loads(dumps(to_record(state, ["You", "Ada", "Bo"], {})))
    logs = loaded.state.history
    game = replay_logs(loaded.state.rules, loaded.state.first_dealer, logs[:hand])
    game.start_hand(logs[hand].deal)
    out = [game.clone()]
    for seat, action in logs[hand].actions:
        game.apply(action, seat)
        out.append(game.clone())
    return out


def test_stepping_forward_and_back_shows_every_seats_view(qtbot, make_window) -> None:
    window = make_window()
    start(window, "cutthroat", 3)
    play_one_hand(qtbot, window)
    history = open_history(qtbot, window)
    states = recorded_states(window.controller.state, 0)
    assert history.position == len(states) - 1  # it opens at the hand's end
    for seat in range(3):
        choose_seat(history, seat)
        key(history, Qt.Key.Key_Home)
        assert history.position == 0
        for i, state in enumerate(states):
            assert history.view == view_of(state, seat), (seat, i)
            assert history.controller.view.seat == seat
            key(history, Qt.Key.Key_Right)
        assert history.position == len(states) - 1
        for i in range(len(states) - 1, -1, -1):
            assert history.position == i
            assert history.view == view_of(states[i], seat), (seat, i)
            key(history, Qt.Key.Key_Left)
    shown = [str(c) for c in history.table.controller.hand_model.cards()]
    assert shown == [str(c) for c in view_of(states[0], 2).sorted_hand()]


def test_trick_and_end_keys_and_buttons(qtbot, make_window) -> None:
    window = make_window()
    start(window, "ghost-hand", 8)
    play_one_hand(qtbot, window)
    history = open_history(qtbot, window)
    key(history, Qt.Key.Key_Home)
    key(history, Qt.Key.Key_Right, Qt.KeyboardModifier.ControlModifier)
    first_trick = history.position
    assert history.steps[first_trick].trick_done
    assert len(history.steps[first_trick].state.tricks) == 1
    # the finished trick lies on the table with its winner
    winner = history.steps[first_trick].state.tricks[0].winner
    assert history.controller.trick_model.winner == winner
    key(history, Qt.Key.Key_Right, Qt.KeyboardModifier.ControlModifier)
    assert len(history.steps[history.position].state.tricks) == 2
    key(history, Qt.Key.Key_Left, Qt.KeyboardModifier.ControlModifier)
    assert history.position == first_trick
    key(history, Qt.Key.Key_End)
    assert history.steps[history.position].state.phase == Phase.HAND_OVER
    assert not history.buttons["forward"].isEnabled()
    QTest.mouseClick(history.buttons["start"], Qt.MouseButton.LeftButton)
    assert history.position == 0
    QTest.mouseClick(history.buttons["forward"], Qt.MouseButton.LeftButton)
    assert history.position == 1
    QTest.mouseClick(history.buttons["trick-end"], Qt.MouseButton.LeftButton)
    assert history.position == first_trick


def test_all_cards_open_lists_every_hand(qtbot, make_window) -> None:
    window = make_window()
    start(window, "cutthroat", 3)
    play_one_hand(qtbot, window)
    history = open_history(qtbot, window)
    key(history, Qt.Key.Key_Home)
    choose_seat(history, ALL_OPEN)
    assert history.open_hands.isVisible()
    deal = window.controller.state.history[0].deal
    text = history.open_hands.text()
    for hand in deal.hands:
        for card in hand:
            assert card.pretty() in text
    # the table is the player's, with the other hands face up on it
    assert history.view.seat == 0
    table = history.table
    for seat in (1, 2):
        faces = [table.item_for(str(card)) for card in deal.hands[seat]]
        assert all(item.face_up for item in faces)
        rect = table.element_rect(f"backs:{seat}")
        assert all(rect.contains(item.sceneBoundingRect().center()) for item in faces)


def test_each_bots_reason_shows_with_its_action(qtbot, make_window) -> None:
    window = make_window()
    start(window, "cutthroat", 3)
    play_one_hand(qtbot, window)
    history = open_history(qtbot, window)
    key(history, Qt.Key.Key_Home)
    actions = window.controller.state.history[0].actions
    shown = 0
    for i, (seat, _) in enumerate(actions):
        key(history, Qt.Key.Key_Right)
        if seat != 0 and (0, i) in window.controller.action_reasons:
            assert window.controller.names[seat] in history.reason_label.text()
            assert "“" in history.reason_label.text()
            shown += 1
        if seat == 0:
            assert history.reason_label.text() == ""
    assert shown > 3


def test_a_reason_not_kept_is_asked_again_of_the_same_seeded_bot(qtbot, make_window) -> None:
    window = make_window()
    start(window, "cutthroat", 3)
    play_one_hand(qtbot, window)
    c = window.controller
    loaded = loads(dumps(to_record(c.state, c.names, {"seed": c.seed, "levels": c.levels,
                                                       "human": 0})))
    history = window.show_hand_history(loaded, 0)
    assert history is not None
    history.worker.bot_factory = lambda level: TestBot()
    history.show_hand(0)
    key(history, Qt.Key.Key_Home)
    index = next(i for i, (seat, a) in enumerate(c.state.history[0].actions)
                 if seat != 0 and len(history.steps[i].state.legal_actions()) > 1)
    history.go(index + 1)
    qtbot.waitUntil(lambda: "“" in history.reason_label.text(), timeout=PATIENCE_MS)


def test_play_this_deal_again_deals_the_same_cards_in_the_chosen_seat(qtbot, make_window) -> None:
    window = make_window()
    start(window, "cutthroat", 6)
    play_one_hand(qtbot, window)
    c = window.controller
    first = c.state.history[0]
    history = open_history(qtbot, window)
    click_menu_entry(qtbot, history.again_button, "again-2")
    qtbot.waitUntil(lambda: c.human == 2, timeout=PATIENCE_MS)
    s = c.state
    assert len(s.history) == 1
    assert s.history[0].deal == first.deal
    assert s.dealer == first.dealer
    assert c.names[2] == "You"
    assert sorted(c.names) == ["Ada", "Bo", "You"]
    assert c.levels[2] == ""
    assert s.scores == [0, 0, 0]
    # the player now holds seat 2's cards
    assert set(c.view.hand) == set(first.deal.hands[2])


def test_the_review_marks_ruffing_the_partners_trick_and_jumps_there(qtbot, make_window,
                                                                     monkeypatch) -> None:
    gate = threading.Event()

    def slow_review(view, chosen, seed):
        gate.wait(PATIENCE_MS / 1000)
        return review_decision(view, chosen, seed)

    monkeypatch.setattr(worker, "review_in_process", slow_review)
    window = make_window()
    loaded = bad_play_record()
    history = window.show_hand_history(loaded, 0)
    history.worker.bot_factory = lambda level: TestBot()
    qtbot.waitExposed(history, timeout=PATIENCE_MS)
    QTest.mouseClick(history.review_button, Qt.MouseButton.LeftButton)
    assert history.reviewing and history.progress.isVisible()
    # the replay answers while the review waits
    key(history, Qt.Key.Key_Home)
    assert history.position == 0
    key(history, Qt.Key.Key_Right)
    key(history, Qt.Key.Key_Right)
    assert history.position == 2
    assert history.review_list.count() == 0
    gate.set()
    qtbot.waitUntil(lambda: not history.reviewing, timeout=PATIENCE_MS)
    lines = [history.review_list.item(i) for i in range(history.review_list.count())]
    assert len(lines) == len(history.decisions) >= 3
    marked = [item for item in lines if item.font().bold()]
    assert len(marked) == 1
    assert "J♥" in marked[0].text() and "Better: play the" in marked[0].text()
    assert "A♠" in marked[0].text()  # the reason: the partner's ace already wins
    for place, review in history.reviews.items():
        if review.chosen == review.best:
            assert not lines[place].font().bold()
    rect = history.review_list.visualItemRect(marked[0])
    QTest.mouseClick(history.review_list.viewport(), Qt.MouseButton.LeftButton,
                     pos=rect.center())
    step = history.steps[history.position]
    assert history.view.seat == 0
    assert history.view.to_act == 0 and history.view.phase == Phase.PLAY
    assert [str(c) for _, c in step.state.trick] == ["9S", "AS"]


def test_closing_the_window_cancels_a_review_under_way(qtbot, make_window,
                                                       monkeypatch) -> None:
    gate = threading.Event()
    asked: list[str] = []

    def gated_review(view, chosen, seed):
        asked.append(seed)
        gate.wait(PATIENCE_MS / 1000)
        return review_decision(view, chosen, seed)

    monkeypatch.setattr(worker, "review_in_process", gated_review)
    window = make_window()
    history = window.show_hand_history(bad_play_record(), 0)
    history.worker.bot_factory = lambda level: TestBot()
    QTest.mouseClick(history.review_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: len(asked) == 1, timeout=PATIENCE_MS)
    thread = history.worker._thread
    history.close()
    gate.set()
    thread.join(PATIENCE_MS / 1000)
    assert not thread.is_alive()
    assert len(asked) == 1  # the decisions still waiting were never reviewed


def test_the_hand_summary_offers_the_review(qtbot, make_window, monkeypatch) -> None:
    monkeypatch.setattr(worker, "review_in_process", review_decision)
    window = make_window()
    start(window, "ghost-hand", 8)
    play_one_hand(qtbot, window)
    button = window.table.overlays.summary.review_button
    qtbot.waitUntil(button.isVisible, timeout=PATIENCE_MS)
    QTest.mouseClick(button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: window.history_window is not None, timeout=PATIENCE_MS)
    history = window.history_window
    qtbot.waitUntil(lambda: not history.reviewing, timeout=PATIENCE_MS)
    assert history.review_status.text()
    assert history.review_list.count() == len(history.decisions)


def test_the_bot_process_reviews_a_decision_as_review_decision_does() -> None:
    loaded = bad_play_record()
    s = loaded.state
    decision = next(d for d in hand_decisions(s.rules, s.first_dealer, s.history, 0, 0)
                    if d.chosen == (Action.parse("play JH"),))
    process = worker.BotProcess()
    try:
        review = process.review(decision.view, decision.chosen, "4:0:review")
    finally:
        process.stop()
    assert review == review_decision(decision.view, decision.chosen, "4:0:review")
    assert review.marked


def test_the_games_words_beside_the_review_open_the_glossary(qtbot, make_window) -> None:
    import re

    from PySide6.QtCore import QPoint
    from PySide6.QtWidgets import QLabel

    from ghosteuchre.app.screens.rulesref import TOPICS

    window = make_window()
    start(window, "cutthroat", 3)
    play_one_hand(qtbot, window)
    history = open_history(qtbot, window)
    label = history.findChild(QLabel, "history-words")
    assert label is not None and label.isVisible()
    topics = re.findall(r'href="([^"]+)"', label.text())
    assert {"glossary-maker", "glossary-euchre", "glossary-march", "glossary-alone"} <= set(topics)
    assert set(topics) <= set(TOPICS)
    for y in range(4, label.height(), 4):  # along the lines until a click lands on a word
        for x in range(4, label.width(), 8):
            if window.rules_window is None:
                QTest.mouseClick(label, Qt.MouseButton.LeftButton, pos=QPoint(x, y))
    rules = window.rules_window
    assert rules is not None and rules.isVisible()
    chosen = rules.contents.currentItem()
    assert chosen is not None and chosen.data(Qt.ItemDataRole.UserRole) == "glossary"


def test_a_discard_hidden_from_the_seat_shown_keeps_its_reason_hidden(qtbot, make_window) -> None:
    import re

    window = make_window(bots={1: TestBot(prefer=(Act.ORDER,)), 2: TestBot()})
    start(window, "cutthroat", 3)
    play_one_hand(qtbot, window)
    history = open_history(qtbot, window)
    actions = window.controller.state.history[0].actions
    discards = [i for i, (seat, action) in enumerate(actions)
                if seat != 0 and action.act == Act.DISCARD]
    assert discards
    card = re.compile(r"(?:10|[9JQKA])[♣♦♥♠]")
    for i in discards:
        history.go(i + 1)
        assert "discards a card" in history.step_label.text()
        assert not card.search(history.reason_label.text()), history.reason_label.text()
        assert "All cards open" in history.reason_label.text()
    choose_seat(history, ALL_OPEN)
    history.go(discards[0] + 1)
    assert card.search(history.step_label.text())
    assert "All cards open" not in history.reason_label.text()
