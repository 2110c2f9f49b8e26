"""The hand history's window as a player uses it: the cards drawn as Preferences say, a
size that fits the screen and is remembered, Close and Esc, every pile face up when all
cards are open, and no name plate over the trick."""

from __future__ import annotations

import pytest
from app_driver import PATIENCE_MS
from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QFontMetricsF
from PySide6.QtTest import QTest

from ghosteuchre.app.screens.historywindow import ALL_OPEN, HandHistoryWindow
from ghosteuchre.app.shell.mainwindow import MainWindow
from ghosteuchre.app.storage.settings import Appearance
from ghosteuchre.app.table.plates import plate_texts
from ghosteuchre.engine.cards import cards_of
from ghosteuchre.engine.record import dumps, loads
from tests.support.clicks import choose_seat
from tests.support.games import random_record
from tests.support.pixels import blue, count, grab, green, mean
from tests.support.preferences import choose, click, close, open_preferences
from tests.support.records import bad_play_record

pytestmark = pytest.mark.slow  # the window driven through games, or long runs: not in the fast lane


def opened(qtbot, window: MainWindow, record=None) -> HandHistoryWindow:
    """The hand history of ``record`` (the Cutthroat hand of ``bad_play_record``)."""
    history = window.show_hand_history(record or bad_play_record(), 0)
    assert history is not None
    qtbot.waitExposed(history, timeout=PATIENCE_MS)
    return history


def settled(qtbot, history: HandHistoryWindow) -> None:
    """Every card's picture drawn and every card at rest (a step moves the cards)."""
    table = history.table
    qtbot.waitUntil(lambda: not table.art_queue.busy() and not any(
        card.animating() for card in table.scene_.cards.values()), timeout=PATIENCE_MS)


def closed(qtbot, window: MainWindow) -> None:
    qtbot.waitUntil(lambda: window.history_window is None, timeout=PATIENCE_MS)


def test_the_history_draws_the_cards_as_the_preferences_say(qtbot, settings, make_window
                                                            ) -> None:
    window = make_window()
    history = opened(qtbot, window)
    QTest.keyClick(history, Qt.Key.Key_Home)  # the deal: Ada's cards face down
    back, field = "backs:1:4", (0.15, 0.1, 0.85, 0.3)
    clubs = [f"hand:{i}" for i, card in enumerate(history.controller.hand_model.cards())
             if str(card)[1] == "C"]
    corner = (0.06, 0.07, 0.24, 0.4)
    settled(qtbot, history)
    r, g, b = mean(grab(history, back, field))
    assert b > r + 30  # the navy back
    assert clubs and all(count(grab(history, n, corner), green) == 0 for n in clubs)
    dialog = open_preferences(qtbot, window)
    choose(dialog.back, "red")
    click(dialog.four_colour)
    qtbot.waitUntil(lambda: (lambda m: m[0] > m[1] + 40 and m[0] > m[2] + 40)(
        mean(grab(history, back, field))), timeout=PATIENCE_MS)
    for name in clubs:
        qtbot.waitUntil(lambda n=name: count(grab(history, n, corner), green) > 10,
                        timeout=PATIENCE_MS)
    king = next(i for i, card in enumerate(history.controller.hand_model.cards())
                if str(card) == "KC")
    settled(qtbot, history)
    modern = grab(history, f"hand:{king}", (0.0, 0.0, 0.3, 1.0))
    choose(dialog.faces, "traditional")
    qtbot.waitUntil(lambda: grab(history, f"hand:{king}", (0.0, 0.0, 0.3, 1.0)) != modern,
                    timeout=PATIENCE_MS)
    close(qtbot, dialog)
    # a history opened later draws them so from the start
    history.activateWindow()
    QTest.keyClick(history, Qt.Key.Key_Escape)
    closed(qtbot, window)
    again = opened(qtbot, window)
    QTest.keyClick(again, Qt.Key.Key_Home)
    settled(qtbot, again)
    r, g, b = mean(grab(again, back, field))
    assert r > g + 40 and r > b + 40
    diamonds = [f"hand:{i}" for i, card in enumerate(again.controller.hand_model.cards())
                if str(card)[1] == "D"]
    assert all(count(grab(again, n, corner), blue) == 0 for n in diamonds)  # none held
    assert again.table.art.faces == "traditional"


def test_the_history_fits_the_screen_and_keeps_its_size_once_closed(qtbot, settings,
                                                                     make_window) -> None:
    window = make_window()
    history = opened(qtbot, window)
    room = history.screen().availableGeometry()
    assert room.contains(history.frameGeometry()), (room, history.frameGeometry())
    history.resize(760, 560)
    qtbot.waitUntil(lambda: history.size().width() == 760, timeout=PATIENCE_MS)
    QTest.mouseClick(history.close_button, Qt.MouseButton.LeftButton)
    closed(qtbot, window)
    again = opened(qtbot, window)
    assert (again.width(), again.height()) == (760, 560)


def test_esc_and_close_close_the_history(qtbot, settings, make_window) -> None:
    window = make_window()
    history = opened(qtbot, window)
    assert history.close_button.isVisible() and history.close_button.text() == "Close"
    QTest.keyClick(history, Qt.Key.Key_Escape)
    closed(qtbot, window)
    history = opened(qtbot, window)
    QTest.mouseClick(history.close_button, Qt.MouseButton.LeftButton)
    closed(qtbot, window)
    assert window.isVisible()  # the game's window stays


def face_up_in(history: HandHistoryWindow, pile: str, cards) -> bool:
    """Whether every one of ``cards`` lies face up in the table's ``pile``."""
    table = history.table
    rect = table.element_rect(pile)
    if rect is None:
        return False
    items = [table.scene_.cards.get(f"{pile}:{card}") for card in cards]
    return all(item is not None and item.face_up and rect.contains(item.home) for item in items)


def test_all_cards_open_turns_the_dummy_face_up(qtbot, settings, make_window) -> None:
    window = make_window()
    history = opened(qtbot, window)
    dummy = history.history.logs[0].deal.dummy
    QTest.keyClick(history, Qt.Key.Key_Home)
    assert not any(face_up_in(history, "dummy", [card]) for card in dummy)
    choose_seat(history, ALL_OPEN)
    qtbot.waitUntil(lambda: face_up_in(history, "dummy", dummy), timeout=PATIENCE_MS)
    choose_seat(history, 1)  # Ada's own view: the dummy lies face down again
    qtbot.waitUntil(lambda: not any(face_up_in(history, "dummy", [c]) for c in dummy),
                    timeout=PATIENCE_MS)


def test_all_cards_open_turns_the_ghost_hand_face_up(qtbot, settings, make_window) -> None:
    window = make_window()
    record = loads(dumps(random_record(3, "ghost-hand", 2)))
    history = opened(qtbot, window, record)
    QTest.keyClick(history, Qt.Key.Key_Home)
    ghost = cards_of(history.steps[0].state.ghost)
    assert len(ghost) == 6
    choose_seat(history, ALL_OPEN)
    qtbot.waitUntil(lambda: face_up_in(history, "ghost", ghost), timeout=PATIENCE_MS)
    choose_seat(history, 0)
    qtbot.waitUntil(lambda: not any(face_up_in(history, "ghost", [c]) for c in ghost),
                    timeout=PATIENCE_MS)


@pytest.mark.parametrize("variant", ["ghost-hand", "cutthroat"])
def test_no_name_plate_covers_a_trick_card_with_large_text(qtbot, settings, make_window,
                                                           variant) -> None:
    settings.save_appearance(Appearance(text_size=140))
    window = make_window()
    record = loads(dumps(random_record(3, variant, 1)))
    history = opened(qtbot, window, record)
    history.resize(1024, 700)
    qtbot.waitUntil(lambda: history.width() >= 1024, timeout=PATIENCE_MS)
    choose_seat(history, ALL_OPEN)
    history.setFocus()
    QTest.keyClick(history, Qt.Key.Key_Home)
    table, seen = history.table, 0
    while history.position < len(history.steps) - 1:
        QTest.keyClick(history, Qt.Key.Key_Right)
        step = history.steps[history.position]
        trick = step.state.tricks[-1].plays if step.trick_done else step.state.trick
        for _, card in trick:
            item = table.item_for(str(card))
            where = item.sceneBoundingRect().translated(item.home - item.pos())
            for seat in range(3):
                plate = table.element_rect(f"plate:{seat}")
                assert plate is not None
                over = plate.intersected(where)
                assert over.width() < 1 or over.height() < 1, (history.position, seat, card)
            seen += 1
    assert seen > 10


def plate_problems(history: HandHistoryWindow, problems: list[str]) -> None:
    """What of the plates' texts does not fit its plate, as the table is laid out now."""
    for seat, item in enumerate(history.table.scene_.plates):
        w, h = item.size
        for part in plate_texts(item.content, w, h, item._status(), item.font_basis):
            metrics = QFontMetricsF(part.font)
            if (metrics.horizontalAdvance(part.text) > part.rect.width() + 0.5
                    or metrics.height() > part.rect.height() + 1
                    or not QRectF(0, 0, w, h).adjusted(-0.5, -0.5, 0.5, 0.5).contains(part.rect)):
                problems.append(f"{history.table.width()}x{history.table.height()} plate {seat} "
                                f"{part.role} {part.text!r} does not fit its plate {w:.0f}x{h:.0f}")


@pytest.mark.parametrize("size", [(800, 600), (1024, 700), (1920, 1080)],
                         ids=["800x600", "1024x700", "1920x1080"])
@pytest.mark.parametrize("text_size", [100, 140])
def test_every_plate_text_of_the_history_fits(qtbot, settings, make_window, size,
                                              text_size) -> None:
    """At every size and text size the hand history fits the window asked for and the
    plates of its table show their name, score and tricks, and status whole, at every
    step of a hand of each variant."""
    settings.save_appearance(Appearance(text_size=text_size))
    window = make_window()
    for variant in ("ghost-hand", "cutthroat"):
        history = opened(qtbot, window, loads(dumps(random_record(3, variant, 1))))
        history.resize(*size)
        # the window takes the size asked for, a long hand's label in its selector too
        qtbot.waitUntil(lambda h=history: (h.width(), h.height()) == size, timeout=PATIENCE_MS)
        choose_seat(history, ALL_OPEN)
        problems: list[str] = []
        history.table.laid_out.connect(lambda h=history, p=problems: plate_problems(h, p))
        history.setFocus()
        QTest.keyClick(history, Qt.Key.Key_Home)
        while history.position < len(history.steps) - 1:
            QTest.keyClick(history, Qt.Key.Key_Right)
        assert problems == [], "\n".join(problems[:10])
        history.close()
        closed(qtbot, window)
