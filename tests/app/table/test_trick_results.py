"""A finished trick a player cannot miss: the winning card glows, the winner's plate is
marked, the trick waits for a click or a key when asked, every card goes in the log, the
last trick shows as small cards; and the table's raised cards and toasts behave."""

from __future__ import annotations

import re

import pytest
from app_driver import PATIENCE_MS, Driver, TestBot, start
from PySide6.QtCore import QCoreApplication, QPoint, QPointF, QRectF, Qt
from PySide6.QtGui import QAccessible
from PySide6.QtTest import QTest

from ghosteuchre.app.storage.settings import COACHED_GAMES
from ghosteuchre.app.words.trickwords import trick_line
from ghosteuchre.engine.actions import Act
from ghosteuchre.engine.cards import Card
from ghosteuchre.engine.state import Phase, Trick
from tests.support.accessibility import children, node
from tests.support.pacing import waiting_pacing
from tests.support.seeds import seed_with_dealer

pytestmark = pytest.mark.slow  # the window driven through games, or long runs: not in the fast lane

CARD = re.compile(r"(?:10|[9JQKA])[♣♦♥♠]")


def setups() -> dict[str, tuple[str, int, dict[int, TestBot]]]:
    """Each variant with a bot that makes the contract and the player who passes."""
    return {
        "ghost-hand": ("ghost-hand", seed_with_dealer(0), {1: TestBot(prefer=(Act.BID,))}),
        "cutthroat": ("cutthroat", seed_with_dealer(2),
                      {1: TestBot(prefer=(Act.ORDER, Act.DUMMY)), 2: TestBot()}),
    }


def to_next_held_trick(driver: Driver) -> None:
    """Pass every call and play cards until a finished trick is held on the table."""
    c = driver.c
    while True:
        driver.wait_for_human()
        if c.holding_trick:
            return
        if c.view.phase == Phase.PLAY:
            driver.play_legal("click")
        else:
            before = len(c.state.history[-1].actions)
            driver.click_button("act-pass")
            coach = driver.table.overlays.coach
            driver.qtbot.waitUntil(  # the coach judges the call off the UI thread
                lambda n=before, coach=coach: coach.isVisible()
                or len(c.state.history[-1].actions) > n, timeout=PATIENCE_MS)
            if coach.isVisible():  # the coach doubts the pass: "Do it anyway"
                QTest.mouseClick(coach.button, Qt.MouseButton.LeftButton)


def hand_tops(driver: Driver) -> list[float]:
    table = driver.table
    return [table.element_rect(f"hand:{i}").top() for i in range(len(driver.c.view.hand))]


def raised(driver: Driver) -> list[int]:
    """The cards of the hand raised above the others."""
    tops = hand_tops(driver)
    return [i for i, top in enumerate(tops) if top < max(tops) - 0.5]


@pytest.mark.parametrize("variant", ["ghost-hand", "cutthroat"])
def test_the_winning_card_glows_and_the_winners_plate_is_marked(
    qtbot, make_window, variant
) -> None:
    name, seed, bots = setups()[variant]
    window = make_window(pacing=waiting_pacing(), bots=bots)
    driver = Driver(qtbot, window)
    table, c = window.table, window.controller
    start(window, name, seed)
    to_next_held_trick(driver)
    trick = c.state.tricks[-1]
    winner = trick.winner
    won = str(next(card for seat, card in trick.plays if seat == winner))
    for _, card in trick.plays:
        item = table.item_for(str(card))
        assert item.winner == (str(card) == won)
        # the winner's paint reaches out to its whole glow; the others' to their shadow
        reach = -item.boundingRect().top() / item.width
        assert reach >= 0.15 if item.winner else reach < 0.13, (card, reach)
    assert all(table.item_for(won).zValue() > table.item_for(str(card)).zValue()
               for _, card in trick.plays if str(card) != won)  # nothing covers it
    assert [plate.took_trick for plate in table.scene_.plates] == [s == winner for s in range(3)]
    assert table.scene_.plates[winner].mark_text() == "took the trick"
    drawn = [part.text for part in table.scene_.plates[winner].texts()]
    assert "took the trick" in drawn  # drawn on the winner's plate
    assert not any("took the trick" in part.text for seat, plate in
                   enumerate(table.scene_.plates) if seat != winner for part in plate.texts())

    # the glow shows in gold just outside the card
    rect = table.element_rect(f"trick:{winner}")
    image = table.viewport().grab().toImage()
    glow = image.pixelColor(int(rect.center().x()), int(rect.top() - table.card_width * 0.03))
    assert glow.red() > 200 and glow.green() > 150 and glow.blue() < 140, glow.name()

    driver.continue_if_held()
    assert not c.holding_trick
    assert not any(plate.took_trick for plate in table.scene_.plates)


def test_a_finished_trick_waits_for_a_click_or_a_key(qtbot, make_window) -> None:
    name, seed, bots = setups()["ghost-hand"]
    window = make_window(pacing=waiting_pacing(), bots=bots)
    driver = Driver(qtbot, window)
    table, c = window.table, window.controller
    start(window, name, seed)
    for how in (Qt.Key.Key_Space, Qt.Key.Key_Return, "click"):
        to_next_held_trick(driver)
        tricks = len(c.state.tricks)
        QCoreApplication.processEvents()
        assert c.holding_trick and c.trick_model.rowCount() == 3
        assert table.prompt.text().endswith("— click or press Space to go on")
        if how == "click":
            assert driver.continue_if_held()
        else:
            driver.key(how)
        assert not c.holding_trick and len(c.state.tricks) == tricks
        assert "click or press Space" not in table.prompt.text()


def trick_lines(lines: list[str]) -> list[str]:
    return [line for line in lines if line.endswith(("take the trick", "takes the trick"))]


def test_the_log_names_every_card_of_every_trick(qtbot, make_window) -> None:
    name, seed, bots = setups()["ghost-hand"]
    window = make_window(bots=bots)
    driver = Driver(qtbot, window)
    c = window.controller
    start(window, name, seed)
    while c.state.phase != Phase.HAND_OVER:
        driver.wait_for_human()
        if c.view.phase == Phase.PLAY:
            driver.play_legal("click")
        elif c.human_to_act:
            driver.click_button("act-pass")
    lines = trick_lines(c.log_model.lines())
    assert len(lines) == 6
    for line, trick in zip(lines, c.state.tricks, strict=True):
        assert CARD.findall(line) == [card.pretty() for _, card in trick.plays]
    assert lines[0] == (
        "Ada leads the Q♣ · Bo follows with the 9♣ · you follow with the J♠ (left bower)"
        " — you take the trick"
    )


def trick(*plays: tuple[int, str], winner: int) -> Trick:
    return Trick(plays[0][0], tuple((seat, Card.parse(card)) for seat, card in plays), winner)


def test_a_trick_line_says_how_each_card_was_played() -> None:
    names = ["You", "Ada", "Bo"]
    hearts = 2
    assert trick_line(names, trick((1, "AS"), (2, "9S"), (0, "JH"), winner=0), hearts, 0) == (
        "Ada leads the A♠ · Bo follows with the 9♠ · you trump with the J♥ — you take the trick"
    )
    assert trick_line(names, trick((0, "TS"), (1, "9C"), (2, "JD"), winner=2), hearts, 0) == (
        "You lead the 10♠ · Ada throws off the 9♣ · Bo trumps with the J♦ (left bower)"
        " — Bo takes the trick"
    )
    assert trick_line(names, trick((2, "QH"), (0, "JD"), winner=0), hearts, 0) == (
        "Bo leads the Q♥ · you follow with the J♦ (left bower) — you take the trick"
    )
    assert trick_line(names, trick((1, "KC"), (0, "9D"), winner=1), hearts, 0) == (
        "Ada leads the K♣ · you throw off the 9♦ — Ada takes the trick"
    )


def test_a_lone_defence_logs_two_cards_a_trick(qtbot, make_window) -> None:
    window = make_window(bots={1: TestBot(prefer=(Act.ORDER, Act.ALONE)), 2: TestBot()})
    driver = Driver(qtbot, window)
    c = window.controller
    start(window, "cutthroat", seed_with_dealer(0))  # the player deals, Ada goes alone
    driver.wait_for_human()
    driver.click_button("act-pickup")
    driver.click_card(str(c.hand_model.cards()[-1]))
    driver.click_button("act-discard")
    driver.wait_for_human()
    driver.click_button("act-alone")  # Bo sits out
    while c.state.phase != Phase.HAND_OVER:
        driver.wait_for_human()
        if c.human_to_act:
            driver.play_legal("click")
    lines = trick_lines(c.log_model.lines())
    assert len(lines) == 5
    for line in lines:
        assert len(CARD.findall(line)) == 2 and "Bo" not in line


def test_the_last_trick_shows_small_cards_with_who_played_them(qtbot, make_window) -> None:
    name, seed, bots = setups()["cutthroat"]
    window = make_window(pacing=waiting_pacing(), bots=bots)
    driver = Driver(qtbot, window)
    table, c = window.table, window.controller
    start(window, name, seed)
    to_next_held_trick(driver)
    driver.continue_if_held()
    trick = c.state.tricks[-1]
    panel = table.last_trick_panel

    driver.key(Qt.Key.Key_L)
    assert panel.isVisible()
    winner = "you" if trick.winner == 0 else c.names[trick.winner]
    assert panel.title.text() == f"Last trick — won by {winner}"
    assert [label.accessibleName() for label in panel.cards] == [
        card.pretty() for _, card in trick.plays]
    assert [label.text() for label in panel.names] == [c.names[s] for s, _ in trick.plays]
    small = round(table.card_width * 0.72)
    for label in panel.cards:
        pixmap = label.pixmap()
        assert not pixmap.isNull() and pixmap.width() == small  # a card drawn by CardArt
    frame = table.element_rect("last-trick")
    assert frame is not None and frame.contains(
        QRectF(panel.cards[0].geometry()).translated(frame.topLeft()))

    driver.key(Qt.Key.Key_L)  # the same key closes it
    assert not panel.isVisible()
    menu_action = next(a for a in window.actions() if a.text() == "&Last trick")
    menu_action.trigger()
    assert panel.isVisible()
    QTest.mouseClick(panel.button, Qt.MouseButton.LeftButton)  # Close
    assert not panel.isVisible()


# ------------------------------------------------------------------ the bugs
def my_turn_to_play(qtbot, make_window, size=(1100, 760)) -> Driver:
    window = make_window(bots={1: TestBot(prefer=(Act.BID,))}, size=size)
    driver = Driver(qtbot, window)
    start(window, "ghost-hand", seed_with_dealer(0))
    c = window.controller
    while not (c.human_to_act and c.view.phase == Phase.PLAY):
        driver.wait_for_human()
        if c.human_to_act and c.view.phase != Phase.PLAY:
            driver.click_button("act-pass")
    return driver


def test_a_raised_card_comes_down_when_the_mouse_goes_onto_a_widget(
    qtbot, make_window
) -> None:
    driver = my_turn_to_play(qtbot, make_window)
    table = driver.table
    vp = table.viewport()
    card = str(driver.c.hand_model.cards()[1])
    QTest.mouseMove(vp, driver.card_point(card))
    qtbot.waitUntil(lambda: raised(driver) == [1], timeout=PATIENCE_MS)
    prompt = table.element_rect("prompt")
    assert prompt is not None
    QTest.mouseMove(vp, table.mapFromScene(prompt.center()))
    qtbot.waitUntil(lambda: raised(driver) == [], timeout=PATIENCE_MS)


def test_a_card_dragged_back_to_the_hand_is_not_left_raised(qtbot, make_window) -> None:
    driver = my_turn_to_play(qtbot, make_window)
    table = driver.table
    vp = table.viewport()
    card = str(driver.c.hand_model.cards()[2])
    QTest.mouseMove(vp, driver.card_point(card))
    qtbot.waitUntil(lambda: raised(driver) == [2], timeout=PATIENCE_MS)
    left_plate = table.element_rect("plate:1")
    away = table.mapFromScene(QPointF(left_plate.right() + 40, left_plate.bottom() + 60))
    driver.drag_card(card, to=away)  # let go on the felt: it goes back to the hand
    assert driver.c.human_to_act
    assert raised(driver) == []


def test_the_focus_leaving_the_table_lowers_the_focused_card(qtbot, make_window) -> None:
    driver = my_turn_to_play(qtbot, make_window)
    window, table = driver.window, driver.table
    table.setFocus()
    driver.key(Qt.Key.Key_Right)
    qtbot.waitUntil(lambda: raised(driver) == [table.focus_index], timeout=PATIENCE_MS)
    window.show_side(True)
    log = window.log_view
    QTest.mouseClick(log.viewport(), Qt.MouseButton.LeftButton, pos=QPoint(10, 10))
    qtbot.waitUntil(lambda: not table.hasFocus() and raised(driver) == [],
                    timeout=PATIENCE_MS)


def test_only_the_card_under_a_still_mouse_is_raised_after_the_hand_moves(
    qtbot, make_window
) -> None:
    driver = my_turn_to_play(qtbot, make_window)
    table, c = driver.table, driver.c
    vp = table.viewport()
    last = len(c.view.hand) - 1
    rect = table.element_rect(f"hand:{last}")
    mouse = QPointF(rect.right() - 4, rect.bottom() - 10)  # the right edge of the hand
    QTest.mouseMove(vp, table.mapFromScene(mouse))
    qtbot.waitUntil(lambda: raised(driver) == [last], timeout=PATIENCE_MS)
    driver.key_play(str(c.view.legal[0].card))  # the keys play a card; the mouse stays
    driver.wait_for_human()
    assert c.human_to_act and c.view.phase == Phase.PLAY
    for i in raised(driver):
        on_it = table.element_rect(f"hand:{i}").contains(mouse)
        assert on_it or i == table.focus_index, (i, table.focus_index)


def coached_window(qtbot, make_window, settings, size):
    settings.store.setValue("learning/coached_games_left", COACHED_GAMES)
    name, seed, bots = setups()["ghost-hand"]
    window = make_window(pacing=waiting_pacing(), bots=bots, size=size)
    assert window.controller.coach
    start(window, name, seed)
    return window, Driver(qtbot, window)


def clear_of_the_table(table, toast: QRectF, trick_seats) -> None:
    """The toast covers no card of the trick, no card of the hand and no plate."""
    for name in [f"trick:{s}" for s in trick_seats] + ["hand"] + [f"plate:{s}" for s in range(3)]:
        rect = table.element_rect(name)
        assert not toast.intersects(rect), (name, toast, rect)


@pytest.mark.parametrize("size", [(1280, 800), (800, 600)])
def test_a_bots_reason_keeps_clear_of_the_trick(qtbot, make_window, settings, size) -> None:
    window, driver = coached_window(qtbot, make_window, settings, size)
    table, c = window.table, window.controller
    checked = 0
    while checked < 2:
        to_next_held_trick(driver)
        seat, _ = c.state.tricks[-1].plays[-1]
        if seat != 0:  # a bot played the last card and said why
            toast = table.toast
            assert toast.plain.startswith(c.names[seat] + ": “")
            # placed when shown, and kept there while it shows
            clear_of_the_table(table, QRectF(toast.geometry()),
                               [s for s, _ in c.state.tricks[-1].plays])
            checked += 1
        driver.continue_if_held()


@pytest.mark.parametrize("size", [(1280, 800), (800, 600)])
def test_a_refusal_keeps_clear_of_the_finished_trick(qtbot, make_window, size) -> None:
    name, seed, bots = setups()["ghost-hand"]
    window = make_window(pacing=waiting_pacing(), bots=bots, size=size)
    driver = Driver(qtbot, window)
    table, c = window.table, window.controller
    start(window, name, seed)
    to_next_held_trick(driver)
    table.setFocus()
    QTest.keyClick(table.viewport(), Qt.Key.Key_H, Qt.KeyboardModifier.ControlModifier)
    toast = table.element_rect("toast")
    assert toast is not None and table.toast.plain == "A hint is given on your turn."
    clear_of_the_table(table, toast, [s for s, _ in c.state.tricks[-1].plays])
    assert not toast.intersects(table.element_rect("prompt"))


def marked(driver: Driver) -> list[str]:
    """The cards of the trick on the table that carry the "Led" tag."""
    cards = [str(card) for _, card in driver.c.trick_model.plays()]
    return [card for card in cards
            if "Led" in driver.table.item_for(card).badge.split(" · ")]


def spoken_led(window) -> list[bool]:
    """For each card of the trick, whether a screen reader hears that it was led."""
    trick = node(window, QAccessible.Role.List, "Trick")
    return ["led" in name.split(", ") for name in children(trick)]


def test_the_card_led_is_marked_until_its_trick_is_collected(qtbot, make_window) -> None:
    name, seed, bots = setups()["ghost-hand"]
    window = make_window(pacing=waiting_pacing(), bots=bots)
    driver = Driver(qtbot, window)
    c = window.controller
    start(window, name, seed)
    led: list[str] = []  # the card led to each held trick
    partial = 0  # the times the player saw a trick of one or two cards
    while len(led) < 3:
        driver.wait_for_human()
        plays = [str(card) for _, card in c.trick_model.plays()]
        if plays:
            qtbot.waitUntil(lambda plays=plays: marked(driver) == plays[:1], timeout=PATIENCE_MS)
            assert spoken_led(window) == [i == 0 for i in range(len(plays))]
            partial += len(plays) < 3
        if c.holding_trick:
            assert len(plays) == 3
            if led:  # the mark left the last trick's lead with the trick
                assert led[-1] not in window.table.scene_.cards
            led.append(plays[0])
            driver.continue_if_held()
        elif c.view.phase == Phase.PLAY:
            driver.play_legal("click")
        else:
            driver.click_button("act-pass")
            coach = driver.table.overlays.coach
            if coach.isVisible():
                QTest.mouseClick(coach.button, Qt.MouseButton.LeftButton)
    assert partial > 0
    assert [str(t.plays[0][1]) for t in c.state.tricks[:3]] == led
    assert 0 in [t.leader for t in c.state.tricks[:3]]  # the player led one of them
