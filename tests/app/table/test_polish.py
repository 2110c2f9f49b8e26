"""Small things a player noticed at the table: the words and the signs it shows."""

from __future__ import annotations

import itertools
import random

import pytest
from app_driver import PATIENCE_MS, Driver, TestBot, start
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QWidget

from ghosteuchre.app.play.models import CardRole, HandModel
from ghosteuchre.app.shell.dialogs import NewGameDialog
from ghosteuchre.app.storage.settings import GameSetup
from ghosteuchre.app.words import describe, gamewords, refusalwords
from ghosteuchre.bots.reasons import card_name as bot_card_name
from ghosteuchre.engine import IllegalAction, Rules
from ghosteuchre.engine.actions import Act
from ghosteuchre.engine.cards import Card
from ghosteuchre.engine.deal import deal_next, first_dealer, new_game
from ghosteuchre.engine.reasons import NO_BOWER
from ghosteuchre.engine.scoring import tied_over_target
from ghosteuchre.engine.state import GameState, HandResult, Phase

pytestmark = pytest.mark.slow  # the window driven through games, or long runs: not in the fast lane

NAMES = ["You", "Ada", "Bo"]


def seed_with_dealer(dealer: int) -> int:
    return next(s for s in itertools.count(1) if first_dealer(s) == dealer)


def result(**fields: object) -> HandResult:
    base: dict[str, object] = dict(
        dealer=2, void=False, declarer=0, bid=None, trump=2, alone=(), tricks=(),
        tricks_won=(3, 1, 1), reneges=(), points=(1, 0, 0), complete=True)
    base.update(fields)
    return HandResult(**base)  # type: ignore[arg-type]


def test_score_sheet_rows_speak_to_the_player_in_the_second_person() -> None:
    cutthroat, ghost = Rules.make("cutthroat"), Rules.make("ghost-hand")
    assert describe.row_label(result(), NAMES, cutthroat, 0) == "You are the maker \u2665"
    assert describe.row_label(result(bid=6), NAMES, ghost, 0) == "You shoot the moon \u2665"
    defended = result(declarer=1, alone=(1, 0))
    assert describe.row_label(defended, NAMES, cutthroat, 0) == (
        "Ada is the maker, alone; you defend alone \u2665")


def test_the_score_sheet_says_you_defend_alone(qtbot, make_window) -> None:
    window = make_window(bots={1: TestBot(prefer=(Act.ORDER, Act.ALONE)), 2: TestBot()})
    driver = Driver(qtbot, window)
    start(window, "cutthroat", seed_with_dealer(0))
    c = window.controller
    driver.wait_for_human()
    driver.click_button("act-pickup")
    driver.click_card(str(c.hand_model.cards()[-1]))
    driver.click_button("act-discard")
    driver.wait_for_human()
    driver.click_button("act-alone")
    while c.state.phase != Phase.HAND_OVER:
        driver.wait_for_human()
        if c.state.phase == Phase.HAND_OVER or driver.continue_if_held():
            continue
        driver.play_legal("click")
    label = c.score_model.rows()[-1][0]
    assert label.startswith("Ada is the maker, alone; you defend alone"), label


def test_tens_read_10_for_the_player_and_stay_t_in_records() -> None:
    ten = Card.parse("TH")
    assert ten.pretty() == "10\u2665" and str(ten) == "TH"
    assert gamewords.card_text(ten) == "10\u2665"
    assert bot_card_name(int(ten)) == "10\u2665"
    model = HandModel()
    model.set_cards([ten], {ten})
    assert model.data(model.index(0)) == "10\u2665"
    assert model.data(model.index(0), CardRole) == "TH"
    err = IllegalAction("must_follow", {"suit": 2, "shown": int(ten), "bower": NO_BOWER,
                                        "trump": 3, "played": int(ten)}, seat=0)
    assert "the 10\u2665" in refusalwords.refusal(err)
    assert "TH" in err.args[0] and "T\u2665" not in refusalwords.refusal(err)


def test_the_summary_gives_no_trick_reason_to_a_player_without_tricks() -> None:
    ghost = Rules.make("ghost-hand")
    r = result(bid=4, tricks_won=(5, 1, 0), points=(5, 1, 0))
    rows = describe.hand_table(r, NAMES, ghost, 0)[1]
    assert [row.rule for row in rows] == ["Bid 4 made: +1 a trick", "+1 a trick", "No tricks"]


def test_the_headline_says_the_maker_was_euchred() -> None:
    cutthroat = Rules.make("cutthroat")
    euchred = result(tricks_won=(2, 2, 1), points=(0, 2, 2))
    assert describe.hand_table(euchred, NAMES, cutthroat, 0)[0] == (
        "You were euchred in \u2665 hearts")
    alone = result(declarer=1, alone=(1,), tricks_won=(2, 1, 2), points=(2, 0, 2))
    assert describe.hand_table(alone, NAMES, cutthroat, 0)[0] == (
        "Ada went alone in \u2665 hearts and was euchred")
    made = result(tricks_won=(3, 1, 1))
    assert describe.hand_table(made, NAMES, cutthroat, 0)[0] == "You made \u2665 hearts"


def test_the_headline_of_a_march_says_march() -> None:
    cutthroat = Rules.make("cutthroat")
    march = result(tricks_won=(5, 0, 0), points=(3, 0, 0))
    assert describe.hand_table(march, NAMES, cutthroat, 0)[0] == "You marched in \u2665 hearts"
    assert describe.hand_table(march, NAMES, cutthroat, 2)[0] == (
        f"{NAMES[0]} marched in \u2665 hearts")
    alone = result(declarer=1, alone=(1,), tricks_won=(0, 5, 0), points=(0, 4, 0))
    assert describe.hand_table(alone, NAMES, cutthroat, 0)[0] == (
        f"{NAMES[1]} marched alone in \u2665 hearts")
    assert describe.hand_table(alone, NAMES, cutthroat, 1)[0] == (
        "You marched alone in \u2665 hearts")


def reach_an_illegal_card(driver: Driver) -> Card:
    """Play on, making trump when asked, until the player holds a card they may not play."""
    c = driver.c
    for _ in range(400):
        driver.wait_for_human()
        if c.state.phase == Phase.HAND_OVER:
            c.continue_()
            continue
        if driver.continue_if_held():
            continue
        view = c.view
        if view.phase == Phase.DISCARD:
            need = len(view.hand) - 5
            assert c.discard(c.hand_model.cards()[:need])
            continue
        if view.phase != Phase.PLAY:
            calls = [a for a in view.legal if a.act not in (Act.PASS, Act.ALONE)]
            assert c.act((calls or view.legal)[0])
            continue
        illegal = [x for x in c.hand_model.cards() if not c.hand_model.is_legal(x)]
        if illegal:
            return illegal[0]
        driver.play_legal("click")
    raise AssertionError("no illegal card came up")


def test_a_refusal_goes_when_the_player_makes_a_legal_play(qtbot, make_window) -> None:
    window = make_window()
    driver = Driver(qtbot, window)
    start(window, "cutthroat", seed_with_dealer(2))
    c = window.controller
    toast = window.table.toast
    card = reach_an_illegal_card(driver)
    assert not c.play(card)
    assert toast.isVisible()
    driver.play_legal("click")
    assert not toast.isVisible()


def test_enter_on_the_game_over_screen_plays_again_and_n_asks_for_a_new_game(
    qtbot, make_window, monkeypatch
) -> None:
    asked: list[bool] = []
    monkeypatch.setattr(NewGameDialog, "exec", lambda self: asked.append(True) or 0)
    window = make_window(bots={s: TestBot(prefer=(Act.ORDER, Act.DUMMY)) for s in (1, 2)})
    window.start(GameSetup("cutthroat", {"target": 1}, ["You", "Ada", "Bo"], ["easy", "easy"]),
                 seed=4)
    c = window.controller

    def ready() -> bool:
        return c.state.winner is not None or c.human_to_act or c.awaiting_next_hand

    for _ in range(400):
        if c.state.winner is not None:
            break
        qtbot.waitUntil(ready, timeout=PATIENCE_MS)
        if c.awaiting_next_hand or c.holding_trick:
            c.continue_()
        elif c.human_to_act:
            calls = [a for a in c.view.legal if a.act not in (Act.PASS, Act.ALONE)]
            assert c.act((calls or c.view.legal)[0])
    overlays = window.table.overlays
    qtbot.waitUntil(overlays.game_over_shown, timeout=PATIENCE_MS)
    QTest.keyClick(window.table.viewport(), Qt.Key.Key_N)
    assert asked == [True]
    QTest.keyClick(window.table.viewport(), Qt.Key.Key_Return)
    assert asked == [True]
    assert not overlays.game_over_shown()
    assert c.state.winner is None and c.names == ["You", "Ada", "Bo"]


def test_dragging_a_dimmed_card_does_not_light_the_trick(qtbot, make_window) -> None:
    window = make_window()
    driver = Driver(qtbot, window)
    start(window, "cutthroat", seed_with_dealer(2))
    table = window.table
    zone = table.scene_.drop_zone
    card = str(reach_an_illegal_card(driver))
    vp = table.viewport()
    start_point = driver.card_point(card)
    end = table.mapFromScene(table.element_rect("trick").center())
    QTest.mousePress(vp, Qt.MouseButton.LeftButton, pos=start_point)
    for i in range(1, 9):
        QTest.mouseMove(vp, start_point + (end - start_point) * i / 8)
    assert zone.dragging and not table.drop_hot
    assert zone.refused
    QTest.mouseRelease(vp, Qt.MouseButton.LeftButton, pos=end)
    assert window.table.toast.isVisible()  # dropped there anyway: the player hears why not
    legal = str(next(a.card for a in window.controller.view.legal if a.act == Act.PLAY))
    start_point = driver.card_point(legal)
    QTest.mousePress(vp, Qt.MouseButton.LeftButton, pos=start_point)
    for i in range(1, 9):
        QTest.mouseMove(vp, start_point + (end - start_point) * i / 8)
    assert zone.dragging and not zone.refused and table.drop_hot
    QTest.mouseRelease(vp, Qt.MouseButton.LeftButton, pos=end)


def test_no_empty_panel_shows_before_a_game(make_window) -> None:
    window = make_window()  # as behind the Resume question: no game on the table yet
    table = window.table
    shown = [w.objectName() for w in table.viewport().findChildren(QWidget)
             if w.parentWidget() is table.viewport() and w.isVisible()]
    assert shown == []
    scene = table.scene_
    assert not any(item.isVisible() for item in (*scene.plates, scene.board))  # no blank plates


def tied_state(variant: str) -> GameState:
    """A game whose last hand has just left two players tied for the lead over the
    target (the engine's random legal play, target 5)."""
    for seed in itertools.count(1):
        state = new_game(Rules.make(variant, {"target": 5}), seed)
        rng = random.Random(seed)
        while state.winner is None:
            if state.phase == Phase.HAND_OVER:
                if tied_over_target(state.scores, 5):
                    return state
                deal_next(state, seed)
            else:
                state.apply(rng.choice(state.legal_actions()))
    raise AssertionError


@pytest.mark.parametrize("variant", ["cutthroat", "ghost-hand"])
def test_a_tie_over_the_target_is_said_to_play_on(qtbot, make_window, variant) -> None:
    state = tied_state(variant)
    assert state.winner is None and max(state.scores) >= 5
    window = make_window()
    window.controller.resume(state, 1, list(NAMES), ["", "easy", "easy"], 0)
    summary = window.table.overlays.summary
    qtbot.waitUntil(summary.isVisible, timeout=PATIENCE_MS)
    top = max(state.scores)
    assert (f"Tied for the lead at {top} points, at or over the target of 5: play goes on "
            "until one player leads alone.") in summary.totals.text()
    assert not window.table.overlays.game_over_shown()


def test_the_hint_button_keeps_its_size_from_the_auction_to_the_play(
    qtbot, make_window, settings
) -> None:
    settings.store.setValue("appearance/text_size", 140)  # a long bar gives way to fit
    window = make_window(size=(800, 600))
    driver = Driver(qtbot, window)
    c, hint = window.controller, window.table.controls.hint_button
    start(window, "ghost-hand", 3)
    driver.wait_for_human()
    assert c.view.phase == Phase.BID and hint.isVisible()
    bidding = hint.size()
    c.act(next(a for a in c.view.legal if a.act == Act.BID), confirmed=True)
    for _ in range(40):
        driver.wait_for_human()
        if c.view.phase == Phase.PLAY and not c.holding_trick:
            break
        if not driver.continue_if_held() and c.state.phase == Phase.HAND_OVER:
            c.continue_()
        elif c.human_to_act and c.view.phase != Phase.PLAY:
            c.act(c.view.legal[-1], confirmed=True)
    assert c.view.phase == Phase.PLAY and hint.isVisible()
    assert hint.size() == bidding
