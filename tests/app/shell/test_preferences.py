"""Settings → Preferences: each preference applies at once to the table in play, is
remembered across a restart, and a bad stored value gives way to its default. The window
remembers its size and docks; the Resume question names the game."""

from __future__ import annotations

import itertools
import logging
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from app_driver import PATIENCE_MS, Driver, TestBot, start
from PySide6.QtCore import QByteArray, QSettings, Qt
from PySide6.QtGui import QColor
from PySide6.QtTest import QTest
from PySide6.QtWidgets import (
    QCheckBox,
    QDialogButtonBox,
    QMessageBox,
    QPushButton,
    QSpinBox,
)

from ghosteuchre.app.shell import keeper
from ghosteuchre.app.shell.mainwindow import MainWindow
from ghosteuchre.app.shell.preferences import PreferencesDialog
from ghosteuchre.app.storage import savegame
from ghosteuchre.app.storage.settings import Appearance, GameSetup, Pacing, Settings
from ghosteuchre.engine.actions import Act
from ghosteuchre.engine.deal import deal_next, first_dealer, new_game
from ghosteuchre.engine.record import dumps, to_record
from ghosteuchre.engine.rules import Rules
from ghosteuchre.engine.state import Phase
from tests.support.pixels import blue, count, grab, green, mean
from tests.support.preferences import choose, click, close, open_preferences

pytestmark = pytest.mark.slow  # the window driven through games, or long runs: not in the fast lane

QUICK = Pacing(animations=False, animation_ms=40, bot_delay_ms=0, trick_pause_ms=1)


def seed_with_dealer(dealer: int) -> int:
    return next(s for s in itertools.count(1) if first_dealer(s) == dealer)


def quick(settings: Settings) -> Settings:
    """Settings whose stored pacing is quick, so that applying them keeps the test quick."""
    settings.save_pacing(QUICK)
    return settings


def type_into(spin: QSpinBox, value: int) -> None:
    spin.setFocus()
    QTest.keyClick(spin, Qt.Key.Key_A, Qt.KeyboardModifier.ControlModifier)
    QTest.keyClicks(spin, str(value))
    QTest.keyClick(spin, Qt.Key.Key_Tab)  # on to the next field


def bidding(qtbot, window: MainWindow) -> Driver:
    """A Ghost Hand deal where the player bids first."""
    driver = Driver(qtbot, window)
    start(window, "ghost-hand", seed_with_dealer(2))
    driver.wait_for_human()
    assert window.controller.view.phase == Phase.BID
    return driver


def playing(qtbot, window: MainWindow) -> Driver:
    """A Ghost Hand deal where Ada has made the contract and the player is to play."""
    driver = Driver(qtbot, window)
    start(window, "ghost-hand", seed_with_dealer(0))
    driver.wait_for_human()
    driver.click_button("act-pass")
    driver.wait_for_human()
    assert window.controller.view.phase == Phase.PLAY
    return driver


# ------------------------------------------------------------------ the dialog
def test_preferences_open_mid_hand_from_the_settings_menu(qtbot, settings, make_window) -> None:
    window = make_window(bots={1: TestBot(prefer=(Act.BID,)), 2: TestBot()})
    quick(settings)
    playing(qtbot, window)
    menus = [a.text() for a in window.menuBar().actions()]
    assert "&Settings" in menus
    dialog = open_preferences(qtbot, window)
    assert dialog.general.title() == "General"  # where further general choices go
    assert window.controller.view.phase == Phase.PLAY  # the hand waits, untouched
    close(qtbot, dialog)


def test_four_colour_deck_inks_clubs_green_and_diamonds_blue_at_once(
    qtbot, settings, make_window
) -> None:
    window = make_window(bots={1: TestBot(prefer=(Act.BID,)), 2: TestBot()})
    quick(settings)
    playing(qtbot, window)
    c = window.controller
    cards = [str(x) for x in c.hand_model.cards()]
    index = (0.06, 0.07, 0.24, 0.4)  # the corner: rank and suit
    inks = {"C": green, "D": blue}
    shown = [(f"hand:{i}", inks[card[1]]) for i, card in enumerate(cards) if card[1] in inks]
    assert shown, cards
    qtbot.waitUntil(lambda: not window.table.art_queue.busy(), timeout=PATIENCE_MS)
    for name, ink in shown:
        assert count(grab(window, name, index), ink) == 0
    dialog = open_preferences(qtbot, window)
    click(dialog.four_colour)
    assert settings.appearance().four_colour
    for name, ink in shown:
        qtbot.waitUntil(lambda n=name, i=ink: count(grab(window, n, index), i) > 10,
                        timeout=PATIENCE_MS)
    close(qtbot, dialog)


def test_four_colour_deck_inks_the_suit_buttons(qtbot, settings, make_window) -> None:
    window = make_window()
    quick(settings)
    driver = bidding(qtbot, window)
    driver.key(Qt.Key.Key_4)
    driver.wait_for_human()
    assert window.controller.view.phase == Phase.DECLARE

    def ink(name: str, test: Callable[[QColor], bool]) -> int:
        return count(driver.button(name).grab().toImage(), test)

    assert ink("act-trump-C", green) == 0 and ink("act-trump-D", blue) == 0
    dialog = open_preferences(qtbot, window)
    click(dialog.four_colour)
    close(qtbot, dialog)
    qtbot.waitUntil(lambda: ink("act-trump-C", green) > 5 and ink("act-trump-D", blue) > 5,
                    timeout=PATIENCE_MS)


def test_each_card_back_is_drawn_on_the_table(qtbot, settings, make_window) -> None:
    window = make_window(bots={1: TestBot(prefer=(Act.BID,)), 2: TestBot()})
    quick(settings)
    playing(qtbot, window)
    back = f"backs:1:{window.controller.view.hand_sizes[1] - 1}"  # the one fully in view
    field = (0.15, 0.1, 0.85, 0.3)  # the pattern above the middle
    qtbot.waitUntil(lambda: not window.table.art_queue.busy(), timeout=PATIENCE_MS)
    r, g, b = mean(grab(window, back, field))
    assert b > r + 30  # navy
    dialog = open_preferences(qtbot, window)
    choose(dialog.back, "red")
    qtbot.waitUntil(lambda: mean(grab(window, back, field))[0] > 120, timeout=PATIENCE_MS)
    r, g, b = mean(grab(window, back, field))
    assert r > g + 40 and r > b + 40
    choose(dialog.back, "green")
    qtbot.waitUntil(lambda: (lambda m: m[1] > m[0] + 20)(mean(grab(window, back, field))),
                    timeout=PATIENCE_MS)
    assert settings.appearance().card_back == "green"
    close(qtbot, dialog)


def test_larger_text_makes_the_plates_and_prompt_bigger(qtbot, settings, make_window) -> None:
    window = make_window(bots={1: TestBot(prefer=(Act.BID,)), 2: TestBot()})
    quick(settings)
    playing(qtbot, window)

    def ink() -> int:  # the light pixels of Ada's plate: her name and her tricks
        return count(grab(window, "plate:1", (0, 0, 1, 1)),
                     lambda p: p.lightness() > 170)

    before, prompt = ink(), window.table.prompt.font().pixelSize()
    dialog = open_preferences(qtbot, window)
    choose(dialog.text_size, 140)
    assert ink() > before * 1.3
    assert window.table.prompt.font().pixelSize() >= round(prompt * 1.3)
    close(qtbot, dialog)


def test_double_click_mode_refuses_single_clicks(qtbot, settings, make_window) -> None:
    window = make_window(bots={1: TestBot(prefer=(Act.BID,)), 2: TestBot()})
    quick(settings)
    driver = playing(qtbot, window)
    c = window.controller
    dialog = open_preferences(qtbot, window)
    choose(dialog.click, True)
    close(qtbot, dialog)
    assert c.pacing.double_click
    card = str(next(a.card for a in c.view.legal if a.act == Act.PLAY))
    played = len(c.state.history[-1].actions)
    driver.click_card(card)
    assert len(c.state.history[-1].actions) == played  # a single click plays nothing
    driver.double_click_card(card)
    assert len(c.state.history[-1].actions) == played + 1


def test_pacing_applies_at_once_and_a_trick_can_wait_for_a_click(
    qtbot, settings, make_window
) -> None:
    window = make_window(bots={1: TestBot(prefer=(Act.BID,)), 2: TestBot()})
    quick(settings)
    driver = playing(qtbot, window)
    c = window.controller
    dialog = open_preferences(qtbot, window)
    assert not dialog.animation_ms.isEnabled()  # no moves, no speed to choose
    click(dialog.animations)
    assert window.animations_action.isChecked()  # the View menu follows the dialog
    type_into(dialog.animation_ms, 300)
    type_into(dialog.bot_delay, 0)
    type_into(dialog.trick_pause, 0)
    assert dialog.trick_pause.value() == 0  # "until I click"
    close(qtbot, dialog)
    assert (c.pacing.animations, c.pacing.animation_ms, c.pacing.trick_pause_ms) == (True, 300, 0)
    while not c.holding_trick:
        driver.wait_for_human()
        if not c.holding_trick:
            driver.play_legal("click")
    qtbot.waitUntil(lambda: "click or press Space to go on" in window.table.prompt.text(),
                    timeout=PATIENCE_MS)
    assert c.holding_trick  # the finished trick stays until the click
    assert driver.continue_if_held()
    qtbot.waitUntil(lambda: not c.holding_trick, timeout=PATIENCE_MS)


def test_the_view_menu_and_the_dialog_agree(qtbot, settings, make_window) -> None:
    window = make_window()
    quick(settings)
    window.aids_action.trigger()
    window.animations_action.trigger()
    dialog = open_preferences(qtbot, window)
    assert not dialog.aids.isChecked() and dialog.animations.isChecked()
    click(dialog.aids)
    assert window.aids_action.isChecked() and window.controller.aids
    close(qtbot, dialog)


def test_shooting_the_moon_asks_first_and_dont_ask_again_sticks(
    qtbot, settings, make_window
) -> None:
    settings.set_confirm_risky_calls(True)
    window = make_window()
    quick(settings)
    driver = bidding(qtbot, window)
    c = window.controller

    def question() -> QMessageBox:
        qtbot.waitUntil(lambda: window.findChild(QMessageBox, "confirm-call") is not None,
                        timeout=PATIENCE_MS)
        box = window.findChild(QMessageBox, "confirm-call")
        qtbot.waitUntil(box.isVisible, timeout=PATIENCE_MS)
        return box

    driver.key(Qt.Key.Key_M)
    box = question()
    assert box.text() == "Shoot the moon?"
    assert box.informativeText().startswith("You must take all 6 tricks")
    click(box.findChild(QPushButton, "cancel"))
    qtbot.waitUntil(lambda: window.findChild(QMessageBox, "confirm-call") is None,
                    timeout=PATIENCE_MS)
    assert c.state.history[-1].actions == [] and c.human_to_act

    driver.click_button("act-moon")
    box = question()
    click(box.findChild(QCheckBox, "dont-ask-again"))
    click(box.findChild(QPushButton, "confirm"))
    qtbot.waitUntil(lambda: bool(c.state.history[-1].actions), timeout=PATIENCE_MS)
    assert c.state.history[-1].actions[0][1].act == Act.MOON
    assert not settings.confirm_risky_calls
    dialog = open_preferences(qtbot, window)
    assert not dialog.confirm.isChecked()
    close(qtbot, dialog)

    bidding(qtbot, window)  # a new game: the moon goes at once now
    driver.key(Qt.Key.Key_M)
    assert c.state.history[-1].actions[0][1].act == Act.MOON
    assert window.findChild(QMessageBox, "confirm-call") is None


def test_going_alone_asks_first(qtbot, settings, make_window) -> None:
    settings.set_confirm_risky_calls(True)
    window = make_window()
    quick(settings)
    driver = Driver(qtbot, window)
    start(window, "cutthroat", seed_with_dealer(2))  # the player speaks first
    c = window.controller
    driver.wait_for_human()
    driver.key(Qt.Key.Key_O)
    driver.wait_for_human()
    assert c.view.phase == Phase.CHOICE
    driver.click_button("act-alone")
    qtbot.waitUntil(lambda: window.findChild(QMessageBox, "confirm-call") is not None,
                    timeout=PATIENCE_MS)
    box = window.findChild(QMessageBox, "confirm-call")
    assert box.text() == "Go alone?" and box.informativeText() == (
        "You play your own five cards without the dummy: all 5 tricks score +4 (+3 with the "
        "dummy), 3 or 4 tricks score +1 as usual, and fewer than 3 give each defender +2.")
    assert c.view.phase == Phase.CHOICE
    click(box.findChild(QPushButton, "confirm"))
    qtbot.waitUntil(lambda: 0 in c.state.alone, timeout=PATIENCE_MS)
    assert settings.confirm_risky_calls  # asked again next time


# ------------------------------------------------------ remembered, or not
def test_preferences_survive_a_restart(qtbot, settings, make_window) -> None:
    window = make_window()
    quick(settings)
    dialog = open_preferences(qtbot, window)
    choose(dialog.back, "red")
    choose(dialog.text_size, 120)
    choose(dialog.click, True)
    click(dialog.four_colour)
    click(dialog.confirm)
    type_into(dialog.bot_delay, 700)
    close(qtbot, dialog)

    again = Settings(QSettings(settings.store.fileName(), QSettings.Format.IniFormat))
    assert again.appearance() == Appearance("red", True, 120)
    assert again.pacing().bot_delay_ms == 700 and again.pacing().double_click
    assert again.confirm_risky_calls
    window = MainWindow(again, autosave=False)
    qtbot.addWidget(window)
    assert window.table.appearance == Appearance("red", True, 120)
    assert window.controller.pacing.bot_delay_ms == 700
    shown = PreferencesDialog(again, window)
    assert shown.back.currentData() == "red" and shown.four_colour.isChecked()
    assert shown.text_size.currentData() == 120 and shown.bot_delay.value() == 700
    window.controller.shutdown()


def test_bad_stored_preferences_fall_back_with_one_warning_each(
    qtbot, tmp_path: Path, caplog
) -> None:
    store = QSettings(str(tmp_path / "bad.ini"), QSettings.Format.IniFormat)
    bad = {
        "appearance/card_back": "purple",
        "appearance/four_colour": "maybe",
        "appearance/text_size": 333,
        "play/confirm_risky_calls": "sometimes",
        "pacing/double_click": 7,
        "window/geometry": "not a window",
        "window/state": 12,
    }
    for key, value in bad.items():
        store.setValue(key, value)
    settings = Settings(store)
    with caplog.at_level(logging.WARNING, logger="ghosteuchre.app.storage.settings"):
        for _ in range(2):
            assert settings.appearance() == Appearance()
            assert settings.confirm_risky_calls
            assert not settings.pacing().double_click
            assert settings.window_state() == (None, None)
    warned = [r.getMessage() for r in caplog.records]
    for key in bad:
        assert sum(key in line for line in warned) == 1, key
    window = MainWindow(settings, autosave=False)
    qtbot.addWidget(window)
    assert not window.restore_window()
    dialog = PreferencesDialog(settings, window)
    assert dialog.back.currentData() == "navy" and dialog.text_size.currentData() == 100
    window.controller.shutdown()


def test_a_preference_the_table_does_not_know_is_refused(settings) -> None:
    try:
        settings.save_appearance(Appearance(card_back="purple"))
    except ValueError as exc:
        assert "purple" in str(exc)
    else:
        raise AssertionError("a card back that does not exist was stored")
    assert settings.appearance() == Appearance()


def test_the_window_remembers_its_size_and_docks(qtbot, settings) -> None:
    first = MainWindow(settings, Pacing.instant(), autosave=False)
    qtbot.addWidget(first)
    first.resize(790, 570)  # inside the test screen
    first.show()
    qtbot.waitExposed(first)
    first.show_side(True)
    qtbot.waitUntil(lambda: first.dock is not None and first.dock.isVisible(),
                    timeout=PATIENCE_MS)
    first.close()

    second = MainWindow(settings, Pacing.instant(), autosave=False)
    qtbot.addWidget(second)
    assert second.restore_window()
    second.show()
    qtbot.waitExposed(second)
    assert (second.width(), second.height()) == (790, 570)
    qtbot.waitUntil(lambda: second.dock is not None and second.dock.isVisible(),
                    timeout=PATIENCE_MS)
    assert second.side_action.isChecked()
    second.close()


def test_a_dock_left_closed_stays_closed(qtbot, settings) -> None:
    first = MainWindow(settings, Pacing.instant(), autosave=False)
    qtbot.addWidget(first)
    first.show()
    qtbot.waitExposed(first)
    first.close()
    second = MainWindow(settings, Pacing.instant(), autosave=False)
    qtbot.addWidget(second)
    assert second.restore_window()
    second.show()
    qtbot.waitExposed(second)
    assert second.dock is None  # made when it is first shown
    assert not second.side_action.isChecked()
    second.close()


def test_an_unusable_remembered_geometry_is_ignored(qtbot, settings) -> None:
    settings.save_window_state(QByteArray(b"\x01\xd9\xd0\xcb garbage"), QByteArray(b"junk"))
    window = MainWindow(settings, Pacing.instant(), autosave=False)
    qtbot.addWidget(window)
    assert not window.restore_window()
    window.resize(900, 620)
    window.show()
    qtbot.waitExposed(window)
    assert (window.width(), window.height()) == (900, 620)
    window.close()


# ---------------------------------------------------------------- resume
def test_the_resume_question_names_the_variant_hand_and_scores(
    qtbot, tmp_path: Path, monkeypatch
) -> None:
    settings = Settings(QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat),
                        data_dir=tmp_path)
    settings.save_setup(GameSetup())
    state = new_game(Rules.make("cutthroat", {"target": 99}), 11)
    while state.hand_number < 4:
        if state.phase == Phase.HAND_OVER:
            deal_next(state, 11)
        else:
            state.apply(state.legal_actions()[0])
    assert any(state.scores)
    names = ["Mia", "Ada", "Bo"]
    app = {"seed": 11, "human": 0, "levels": ["", "easy", "easy"]}
    settings.autosave_path().write_text(dumps(to_record(state, names, app)))
    asked: list[str] = []

    def question(window: Any, text: str, *args: Any) -> None:
        asked.append(text)  # and left unanswered

    monkeypatch.setattr(keeper, "ask", question)
    window = MainWindow(settings, Pacing.instant())
    qtbot.addWidget(window)
    window.first_screen()
    qtbot.waitUntil(lambda: keeper.in_flight == 0)
    a, b, c = state.scores
    nb = "\u00a0"  # a name and its score are never split over two lines
    assert asked == [f"Resume your Cutthroat game? Hand 5 — Mia{nb}{a}, Ada{nb}{b}, Bo{nb}{c}"]
    assert savegame.exists(settings.autosave_path())  # no answer: the game stays
    window.controller.shutdown()


def test_each_card_back_is_its_own_and_sharp_at_any_pixel_ratio(qapp) -> None:
    from ghosteuchre.app.art.cardart import BACKS, CardArt

    pictures = []
    for back in BACKS:
        art = CardArt(back=back)
        for dpr in (1.0, 1.5, 2.0):
            pixmap = art.pixmap(None, 60, dpr, face_up=False)
            assert (pixmap.width(), pixmap.height()) == (round(60 * dpr), round(84 * dpr))
        pictures.append(art.pixmap(None, 60, 2.0, face_up=False).toImage())
    assert len({bytes(p.constBits()) for p in pictures}) == len(BACKS)


def test_in_a_lesson_a_risky_call_goes_to_the_lesson_unasked(qtbot, settings, make_window) -> None:
    from tests.support.lessons import (
        bubble_ready,
        click_action,
        expected_action,
        feedback,
        open_course,
    )

    settings.set_confirm_risky_calls(True)
    window = make_window(size=(1280, 800))
    open_course(qtbot, window, "04-ghost-hand")
    runner = window.controller.lesson.runner
    driver = Driver(qtbot, window)
    while True:  # on to the step that asks for a bid of 4
        qtbot.waitUntil(lambda: bubble_ready(window), timeout=PATIENCE_MS)
        step, index = runner.step, runner.index
        if step.kind == "do" and any(h.action.get("act") == "moon" for h in step.hints):
            break
        if step.kind == "read":
            click(window.coach.bubble.button("coach-next"))
        elif step.kind == "quiz":
            click(window.coach.bubble.button(f"coach-choice-{step.answer}"))
        else:
            click_action(driver, expected_action(step.expect[0]))
        qtbot.waitUntil(lambda i=index: runner.index == i + 1, timeout=PATIENCE_MS)
    why = next(h.text for h in step.hints if h.action.get("act") == "moon")
    driver.click_button("act-moon")
    qtbot.waitUntil(lambda: why in feedback(window), timeout=PATIENCE_MS)
    assert window.findChild(QMessageBox, "confirm-call") is None


def test_defending_alone_asks_first_with_what_it_scores(qtbot, settings, make_window) -> None:
    settings.set_confirm_risky_calls(True)
    bot = TestBot(prefer=(Act.ORDER, Act.PICKUP, Act.DUMMY, Act.TRUMP))
    window = make_window(bots={1: bot, 2: TestBot()})
    quick(settings)
    driver = Driver(qtbot, window)
    start(window, "cutthroat", seed_with_dealer(0))  # Ada speaks first and orders up
    c = window.controller
    for _ in range(10):
        driver.wait_for_human()
        if c.view.phase == Phase.DEFEND:
            break
        c.act(next(a for a in c.view.legal if a.act in (Act.PASS, Act.DECLINE)), confirmed=True)
    assert c.view.phase == Phase.DEFEND and c.view.declarer == 1
    driver.click_button("act-alone")
    qtbot.waitUntil(lambda: window.findChild(QMessageBox, "confirm-call") is not None,
                    timeout=PATIENCE_MS)
    box = window.findChild(QMessageBox, "confirm-call")
    assert box.text() == "Defend alone?" and box.informativeText() == (
        "The other defender sits out, and you must stop the maker without help. If you take "
        "3 or 4 tricks, both defenders score +2; if you take all 5, both score +4. If the "
        "maker takes 3 or more, the maker scores as usual.")
    click(box.findChild(QPushButton, "confirm"))
    qtbot.waitUntil(lambda: 0 in c.state.alone, timeout=PATIENCE_MS)


def test_traditional_court_figures_show_at_once_and_are_kept(qtbot, settings, make_window
                                                             ) -> None:
    window = make_window(bots={1: TestBot(prefer=(Act.BID,)), 2: TestBot()})
    quick(settings)
    playing(qtbot, window)
    cards = [str(c) for c in window.controller.hand_model.cards()]
    court = next(i for i, c in enumerate(cards) if c[0] in "JQK")
    name = f"hand:{court}"
    qtbot.waitUntil(lambda: not window.table.art_queue.busy(), timeout=PATIENCE_MS)
    modern = grab(window, name, (0.0, 0.0, 0.3, 1.0))
    dialog = open_preferences(qtbot, window)
    assert dialog.faces.currentData() == "modern"
    choose(dialog.faces, "traditional")
    qtbot.waitUntil(lambda: grab(window, name, (0.0, 0.0, 0.3, 1.0)) != modern,
                    timeout=PATIENCE_MS)
    assert window.table.art.faces == "traditional"
    close(qtbot, dialog)
    again = Settings(QSettings(settings.store.fileName(), QSettings.Format.IniFormat))
    assert again.appearance().faces == "traditional"
    restarted = MainWindow(again, autosave=False)
    qtbot.addWidget(restarted)
    assert restarted.table.art.faces == "traditional"
    restarted.controller.shutdown()


def test_at_800_by_600_with_larger_text_preferences_fit_and_scroll(qtbot, settings,
                                                                  make_window,
                                                                  monkeypatch) -> None:
    from PySide6.QtCore import QRect
    from PySide6.QtGui import QScreen

    monkeypatch.setattr(QScreen, "availableGeometry", lambda self: QRect(0, 0, 800, 600))
    settings.save_appearance(Appearance(text_size=140))
    window = make_window(size=(800, 600))
    window.table.set_appearance(settings.appearance())
    try:
        dialog = open_preferences(qtbot, window)
        assert dialog.frameGeometry().height() <= 600 and dialog.width() <= 800
        close_button = dialog.findChild(QDialogButtonBox)
        assert close_button.isVisible()
        sound = dialog.findChild(QCheckBox, "sound")
        dialog.groups_area.ensureWidgetVisible(sound)
        assert sound.visibleRegion().boundingRect().height() > 0
        close(qtbot, dialog)
    finally:
        window.table.set_appearance(Appearance())
