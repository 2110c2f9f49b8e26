"""The coach, on for a player's first games: the bots' reasons in the log and on the
table, and a warning before a call that is a clear mistake."""

from __future__ import annotations

import itertools
import random

from app_driver import PATIENCE_MS, Driver, TestBot, start
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from ghosteuchre.app.coach import call_warning
from ghosteuchre.app.settings import COACHED_GAMES
from ghosteuchre.bots import make_bot
from ghosteuchre.engine import actions as acts
from ghosteuchre.engine.deal import new_game
from ghosteuchre.engine.rules import Rules
from ghosteuchre.engine.state import Phase
from ghosteuchre.engine.view import view_of


def coached(settings) -> None:
    settings.store.setValue("learning/coached_games_left", COACHED_GAMES)


def weak_seed() -> int:
    """A Ghost Hand seed where the player bids first and shooting the moon is a clear
    mistake, while passing is not."""
    rng = random.Random(0)
    for seed in itertools.count(1):
        state = new_game(Rules.make("ghost-hand"), seed)
        if state.current_player != 0:
            continue
        view = view_of(state, 0)
        if call_warning(view, acts.MOON, rng) and not call_warning(view, acts.PASS, rng):
            return seed
    raise AssertionError("unreachable")


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
    assert "all 6 tricks" in panel.body.text() and "about" in panel.body.text()
    for button in (panel.think, panel.button):  # laid out at once, nothing cut off
        assert button.width() >= button.sizeHint().width()
    assert c.state.history[-1].actions == []  # nothing was called yet
    QTest.mouseClick(panel.think, Qt.MouseButton.LeftButton)  # "Let me think"
    assert not panel.isVisible()
    assert c.state.history[-1].actions == [] and c.human_to_act

    driver.click_button("act-moon")
    qtbot.waitUntil(panel.isVisible, timeout=PATIENCE_MS)
    assert panel.button.text() == "Do it anyway"
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
    c.bot_explained.connect(lambda seat, text: toasts.append(window.table.toast.text()))
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
            QTest.mouseClick(legal[-1], Qt.MouseButton.LeftButton)
            if window.table.overlays.coach.isVisible():
                QTest.mouseClick(window.table.overlays.coach.button, Qt.MouseButton.LeftButton)
    explained = [line for line in c.log_model.lines() if " — " in line]
    assert explained, c.log_model.lines()
    names = ("Ada", "Bo")
    assert all(line.startswith(names) for line in explained)
    assert toasts and all(t.startswith(("Ada: ", "Bo: ")) for t in toasts)
    assert all("“" in t for t in toasts)
    for line in explained:  # the log gives the reason the table showed, after the call
        because = line.split(" — ", 1)[1]
        assert any(because in t for t in toasts), (line, toasts)


def test_cutthroat_calls_are_judged_one_way_or_the_other() -> None:
    """Ordering up a weak hand is questioned, passing a strong one too, never both."""
    rng = random.Random(0)
    warned = {"order": 0, "pass": 0}
    for seed in range(1, 60):
        state = new_game(Rules.make("cutthroat"), seed)
        view = view_of(state, state.current_player)
        assert view.phase == Phase.ROUND1
        order = call_warning(view, acts.ORDER, rng)
        passing = call_warning(view, acts.PASS, rng)
        assert not (order and passing)
        warned["order"] += bool(order)
        warned["pass"] += bool(passing)
        if order:
            assert "euchred" in order and "3 of the 5 tricks" in order
    assert warned["order"] > 0 and warned["pass"] > 0, warned


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


def judged(view, action) -> str:
    """The coach's warning, with the same imagined ghost hands each time."""
    return call_warning(view, action, random.Random(1))


def ghost_seed(wanted) -> int:
    """A Ghost Hand seed whose first bidder's view satisfies ``wanted``."""
    for seed in itertools.count(1):
        state = new_game(Rules.make("ghost-hand"), seed)
        if wanted(view_of(state, state.current_player)):
            return seed
    raise AssertionError("unreachable")


def first_view(seed: int):
    state = new_game(Rules.make("ghost-hand"), seed)
    return state, view_of(state, state.current_player)


def test_swapping_a_strong_hand_is_questioned_and_keeping_it_is_not() -> None:
    _, view = first_view(ghost_seed(lambda v: judged(v, acts.SWAP)))
    warning = judged(view, acts.SWAP)
    assert "strong" in warning and "cannot take your cards back" in warning
    assert "ghost hand" not in judged(view, acts.PASS)


def test_passing_a_weak_hand_without_swapping_is_questioned() -> None:
    state, view = first_view(ghost_seed(lambda v: "swap" in judged(v, acts.PASS)))
    assert "weak" in judged(view, acts.PASS)
    assert not judged(view, acts.SWAP)
    state.apply(acts.SWAP, state.current_player)  # after the swap the keep warning is gone
    assert "ghost hand" not in judged(view_of(state, state.current_player), acts.PASS)


def declaring(seed: int):
    """A Ghost Hand state at the declarer naming trump: the first bidder bid 3."""
    state = new_game(Rules.make("ghost-hand"), seed)
    state.apply(acts.BID[3], state.current_player)
    while state.phase == Phase.BID:
        state.apply(acts.PASS, state.current_player)
    return state


def test_naming_a_clearly_worse_trump_is_questioned_and_the_best_is_not() -> None:
    from ghosteuchre.bots.handeval import best_trump
    from ghosteuchre.engine.cards import mask_of

    rng = random.Random(0)
    checked = 0
    for seed in range(1, 30):
        state = declaring(seed)
        view = view_of(state, state.current_player)
        assert view.phase == Phase.DECLARE
        best, _ = best_trump(mask_of(view.hand), view.rules)
        assert not call_warning(view, acts.TRUMP[best], rng)
        warned = [s for s in range(4) if call_warning(view, acts.TRUMP[s], rng)]
        checked += len(warned)
        for suit in warned:
            text = call_warning(view, acts.TRUMP[suit], rng)
            assert "You bid 3" in text and "about" in text
    assert checked > 0


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


def test_a_weak_defender_going_alone_is_questioned_a_strong_one_is_not() -> None:
    rng = random.Random(0)
    warned = {True: 0, False: 0}
    for seed in range(1, 40):
        view = view_of(defending(seed), defending(seed).current_player)
        text = call_warning(view, acts.ALONE, rng)
        warned[bool(text)] += 1
        assert not call_warning(view, acts.PASS, rng)
        if text:
            assert "3 of the 5 tricks" in text
    assert warned[True] > 0 and warned[False] > 0, warned


def test_do_it_anyway_swaps_a_strong_hand(qtbot, settings, make_window) -> None:
    coached(settings)
    window = make_window(bots={1: TestBot(), 2: TestBot()})
    driver = Driver(qtbot, window)
    c = window.controller
    seed = next(seed for seed in itertools.count(1)
                if new_game(Rules.make("ghost-hand"), seed).current_player == 0
                and call_warning(view_of(new_game(Rules.make("ghost-hand"), seed), 0),
                                 acts.SWAP, random.Random(f"{seed}:coach")))
    start(window, "ghost-hand", seed)
    driver.wait_for_human()
    seed_hand = list(c.view.hand)
    driver.click_button("act-swap")
    panel = window.table.overlays.coach
    qtbot.waitUntil(panel.isVisible, timeout=PATIENCE_MS)
    assert "strong" in panel.body.text()
    assert c.state.history[-1].actions == []
    QTest.mouseClick(panel.button, Qt.MouseButton.LeftButton)  # "Do it anyway"
    assert c.state.history[-1].actions[0] == (0, acts.SWAP)
    assert list(c.view.hand) != seed_hand
