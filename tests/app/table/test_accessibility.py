"""What a screen reader finds on a live table, the Tab order through it, and the contrast
of the table's text."""

from __future__ import annotations

import gc
import itertools
import re
import weakref

import pytest
from app_driver import PATIENCE_MS, Driver, TestBot, start
from PySide6.QtCore import QEvent, Qt
from PySide6.QtGui import QAccessible, QColor
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QPushButton

from ghosteuchre.app.shell.mainwindow import MainWindow
from ghosteuchre.app.storage.settings import Pacing
from ghosteuchre.app.table import decisions, items, scene
from ghosteuchre.app.table.accessible import TableAccess
from ghosteuchre.app.table.cards import CardItem
from ghosteuchre.app.table.elementwords import card_name
from ghosteuchre.app.words import refusalwords
from ghosteuchre.engine import actions as acts
from ghosteuchre.engine.actions import Act
from ghosteuchre.engine.cards import Card
from ghosteuchre.engine.deal import first_dealer
from ghosteuchre.engine.state import IllegalAction, Phase
from tests.support.accessibility import Description, Name, children, node, spoken

pytestmark = pytest.mark.slow  # the window driven through games, or long runs: not in the fast lane

VARIANTS = ("ghost-hand", "cutthroat")


def seed_with_dealer(dealer: int, after: int = 0) -> int:
    return next(s for s in itertools.count(after + 1) if first_dealer(s) == dealer)


def hand_names(window: MainWindow) -> list[str]:
    hand = node(window, QAccessible.Role.List, "Your hand")
    return children(hand)


def check_plates_board_and_buttons(window: MainWindow) -> None:
    """Each plate says the player's name and tricks; the board its lines; each decision
    button its choice (without the key) and what it commits to."""
    c = window.controller
    v = c.view
    for seat in range(3):
        plate = node(window, QAccessible.Role.StaticText, c.names[seat] + ", " if seat else "You,")
        tricks = v.tricks_won[seat]
        assert f", {tricks} trick" in plate.text(Name)
        assert plate.text(Description) == f"Score {v.scores[seat]}"
        assert ("dealer" in plate.text(Name)) == (seat == v.dealer)
    board = node(window, QAccessible.Role.StaticText, window.table.scene_.board.lines[0])
    assert board.text(Name) == ", ".join(window.table.scene_.board.lines)
    shown = [b for b in window.table.bar.buttons() if b.isVisible()]
    assert shown
    tree = spoken(window)
    for button in shown:
        label = button.text().split("  [")[0]
        assert label in tree, label
        assert tree[label].role() == QAccessible.Role.Button
        assert tree[label].text(Description) == button.toolTip() != ""


@pytest.mark.parametrize("variant", VARIANTS)
def test_bidding_names_every_card_plate_pile_and_button(qtbot, make_window, variant) -> None:
    window = make_window()
    driver = Driver(qtbot, window)
    start(window, variant, seed_with_dealer(2))  # the player speaks first
    driver.wait_for_human()
    c = window.controller
    assert c.view.phase in (Phase.BID, Phase.ROUND1)
    assert hand_names(window) == [card_name(card) for card in c.hand_model.cards()]
    check_plates_board_and_buttons(window)
    assert node(window, QAccessible.Role.List, "Trick").text(Description) == (
        "No card has been played to it yet.")
    for seat in (1, 2):
        backs = node(window, QAccessible.Role.List, f"Cards of {c.names[seat]}")
        assert backs.text(Description) == f"{c.view.hand_sizes[seat]} cards, face down"
    if variant == "ghost-hand":
        assert node(window, QAccessible.Role.List, "Ghost hand").text(Description) == (
            "6 cards, face down")
        assert "act-swap" in [b.objectName() for b in window.table.bar.buttons()]
    else:
        up = card_name(c.view.up_card)
        kitty = node(window, QAccessible.Role.List, "Kitty")
        assert kitty.text(Name) == f"Kitty, the {up} is turned up"
        assert children(kitty) == [f"{up}, turned up"]
        assert node(window, QAccessible.Role.List, "Dummy").text(Description) == (
            "5 cards, face down")


def play_until(driver: Driver, variant: str, wanted, games: int = 6) -> None:
    """Pass in the auction and play the last legal card until ``wanted()``, over new
    games if a hand ends first."""
    c = driver.c
    for game in range(games):
        start(driver.window, variant, seed_with_dealer(0, after=game * 10))
        while True:
            driver.wait_for_human()
            if wanted():
                return
            if c.awaiting_next_hand:
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
                enabled = [b.objectName() for b in driver.table.bar.buttons() if b.isEnabled()]
                passing = [n for n in ("act-pass", "act-decline") if n in enabled]
                driver.click_button((passing or enabled)[0])
    raise AssertionError("the wanted moment never came")


@pytest.mark.parametrize("variant", VARIANTS)
def test_a_card_that_may_not_be_played_says_why(qtbot, make_window, variant) -> None:
    window = make_window(bots={1: TestBot(prefer=(Act.BID, Act.ORDER)), 2: TestBot()})
    driver = Driver(qtbot, window)
    c = window.controller

    def must_follow() -> bool:
        v = c.view
        return (c.human_to_act and v.phase == Phase.PLAY
                and len([a for a in v.legal if a.act == Act.PLAY]) < len(v.hand))

    play_until(driver, variant, must_follow)
    legal = {a.card for a in c.view.legal}
    hand = node(window, QAccessible.Role.List, "Your hand")
    cards = c.hand_model.cards()
    for i, card in enumerate(cards):
        item = hand.child(i)
        name = item.text(Name)
        assert name.startswith(card_name(card))
        if card in legal:
            assert name.endswith(", playable") and item.text(Description) in ("", *[
                window.table.item_for(str(card)).toolTip()])
            assert not item.state().disabled
        else:
            assert name.endswith(", cannot be played"), name
            assert item.text(Description) == c.why_not(card)
            assert item.text(Description).startswith("You must follow")
            assert item.state().disabled and window.table.item_for(str(card)).dimmed
            with pytest.raises(IllegalAction) as refused:  # the engine's own, on the state
                c.state.clone().apply(acts.PLAY[card], c.human)
            assert c.why_not(card) == refusalwords.refusal(refused.value)
    trump = c.view.trump
    for i, card in enumerate(cards):
        if Card(card).rank == 2 and Card(card).suit == trump:
            assert ", right bower" in hand.child(i).text(Name)
    trick = node(window, QAccessible.Role.List, "Trick")
    plays = children(trick)
    assert plays and all(", played by " in p for p in plays)
    assert not any("takes the trick" in p for p in plays)
    check_plates_board_and_buttons_without_bar(window)


def check_plates_board_and_buttons_without_bar(window: MainWindow) -> None:
    """In play the bar shows only a renege call, if any; the plates and board still speak."""
    c = window.controller
    for seat in range(3):
        plate = node(window, QAccessible.Role.StaticText, c.names[seat] + ", " if seat else "You,")
        assert f", {c.view.tricks_won[seat]} trick" in plate.text(Name)
    assert "to play" in node(window, QAccessible.Role.StaticText, "You,").text(Name)
    board = node(window, QAccessible.Role.StaticText, "Trump: ")
    assert "Playing to" in board.text(Name)


@pytest.mark.parametrize("variant", VARIANTS)
def test_a_complete_trick_names_its_winner(qtbot, make_window, variant) -> None:
    pacing = Pacing.instant()
    pacing.trick_pause_ms = 0  # the finished trick stays until a click
    window = make_window(pacing=pacing, bots={1: TestBot(prefer=(Act.BID, Act.ORDER)),
                                              2: TestBot()})
    driver = Driver(qtbot, window)
    c = window.controller
    play_until(driver, variant, lambda: c.holding_trick)
    winner = c.trick_model.winner
    who = "you" if winner == c.human else c.names[winner]
    trick = node(window, QAccessible.Role.List, "Trick, taken by ")
    assert trick.text(Name) == f"Trick, taken by {who}"
    plays = children(trick)
    assert len(plays) == 3
    won = [p for p in plays if p.endswith(", takes the trick")]
    assert won == [p for p in plays if f", played by {who}," in p + ","]
    plate = node(window, QAccessible.Role.StaticText, c.names[winner] + ", " if winner else "You,")
    assert ", 1 trick" in plate.text(Name)


def focused_name(window: MainWindow) -> str:
    """What a screen reader says has the focus now."""
    widget = QApplication.focusWidget()
    if widget is window.table:
        table = QAccessible.queryAccessibleInterface(window.table)
        child = table.focusChild()
        return child.text(Name) if child is not None else ""
    iface = QAccessible.queryAccessibleInterface(widget) if widget is not None else None
    return iface.text(Name) if iface is not None else ""


def ring_shown(window: MainWindow) -> bool:
    """Whether the element with the focus wears a ring: a card's own or the table's."""
    table = window.table
    if QApplication.focusWidget() is not table:
        return True  # a button: its :focus border (see the next test)
    frame = table.access.frame
    cards = [item for item in table.hand_items() if item.focused]
    return frame.isVisible() or bool(cards)


@pytest.mark.parametrize("variant", VARIANTS)
def test_tab_goes_through_the_hand_the_buttons_then_the_board(qtbot, make_window,
                                                             variant) -> None:
    window = make_window()
    driver = Driver(qtbot, window)
    start(window, variant, seed_with_dealer(2))
    driver.wait_for_human()
    table = window.table
    window.activateWindow()
    table.setFocus()
    qtbot.waitUntil(table.hasFocus, timeout=PATIENCE_MS)
    expected = hand_names(window)
    expected += [b.accessibleName() for b in table.bar.buttons() if b.isEnabled()]
    expected += ["Hint", ", ".join(table.scene_.board.lines)]
    expected += [node(window, QAccessible.Role.StaticText, name).text(Name)
                 for name in ("You,", "Ada, ", "Bo, ")]
    heard = []
    for _ in expected:
        QTest.keyClick(QApplication.focusWidget(), Qt.Key.Key_Tab)
        heard.append(focused_name(window))
        assert ring_shown(window), heard[-1]
    assert heard == expected
    QTest.keyClick(QApplication.focusWidget(), Qt.Key.Key_Backtab)
    assert focused_name(window) == expected[-2]
    # back to a button: Space takes that choice
    while not isinstance(QApplication.focusWidget(), QPushButton) or (
            QApplication.focusWidget().objectName() != "act-pass"):
        QTest.keyClick(QApplication.focusWidget(), Qt.Key.Key_Backtab)
    QTest.keyClick(QApplication.focusWidget(), Qt.Key.Key_Space)
    seat, action = window.controller.state.history[-1].actions[0]
    assert seat == 0 and action.act == Act.PASS
    assert QApplication.focusWidget() is table  # the button went with the bar: back to the table


def test_a_focused_button_and_card_show_a_ring(qtbot, make_window) -> None:
    window = make_window()
    driver = Driver(qtbot, window)
    start(window, "ghost-hand", seed_with_dealer(2))
    driver.wait_for_human()
    table = window.table
    window.activateWindow()
    table.setFocus()
    qtbot.waitUntil(table.hasFocus, timeout=PATIENCE_MS)
    QTest.keyClick(table, Qt.Key.Key_Tab)
    frame = table.access.frame
    assert frame.isVisible() and frame.rect == table.element_rect("hand:0")
    button = table.bar.buttons()[0]
    before = button.grab().toImage()
    button.setFocus(Qt.FocusReason.TabFocusReason)
    qtbot.waitUntil(button.hasFocus, timeout=PATIENCE_MS)
    assert button.grab().toImage() != before  # the :focus border
    assert not frame.isVisible()
    QTest.mouseClick(table.viewport(), Qt.MouseButton.LeftButton,
                     pos=table.mapFromScene(table.element_rect("board").center()))
    assert not frame.isVisible()  # the mouse hides the ring


# ----------------------------------------------------------------- contrast
def luminance(colour: QColor) -> float:
    def channel(x: float) -> float:
        return x / 12.92 if x <= 0.03928 else ((x + 0.055) / 1.055) ** 2.4

    return (0.2126 * channel(colour.redF()) + 0.7152 * channel(colour.greenF())
            + 0.0722 * channel(colour.blueF()))


def contrast(a: QColor, b: QColor) -> float:
    light, dark = sorted((luminance(a), luminance(b)), reverse=True)
    return (light + 0.05) / (dark + 0.05)


def over(top: QColor, under: QColor) -> QColor:
    """``top`` with its alpha laid over the opaque ``under``."""
    a = top.alphaF()
    return QColor.fromRgbF(*(t * a + u * (1 - a) for t, u in zip(
        (top.redF(), top.greenF(), top.blueF()),
        (under.redF(), under.greenF(), under.blueF()), strict=True)))


@pytest.mark.parametrize("felt", [scene.FELT_CENTRE, scene.FELT_EDGE], ids=["centre", "edge"])
def test_the_table_text_has_a_contrast_of_at_least_4_5(felt: QColor) -> None:
    """WCAG AA for the plates', the board's and the piles' labels' text, anywhere on the
    felt (its light centre to its dark edge)."""
    plate = over(items.PLATE_COLOUR, felt)
    for text in (items.TEXT_COLOUR, items.MUTED_TEXT, items.PLATE_ACTIVE):
        assert contrast(text, plate) >= 4.5, text.name()
    assert contrast(items.LABEL_COLOUR, felt) >= 4.5


def test_the_decision_buttons_text_has_a_contrast_of_at_least_4_5() -> None:
    """The buttons' black, red, green and blue text (two- and four-colour decks) against
    both ends of their gold gradient."""
    style = decisions.BAR_STYLE
    stops = [QColor(c) for c in re.findall(r"stop:\d (#[0-9a-f]{6})", style)]
    inks = [QColor(c) for c in re.findall(r"\bcolor: (#[0-9a-f]{6});", style)[:1]]
    suits = style + decisions.FOUR_COLOUR_STYLE
    inks += [QColor(c) for c in re.findall(r'suit="[CDH]"\] \{ color: (#[0-9a-f]{6})', suits)]
    assert len(stops) == 2 and len(inks) == 4
    for ink in inks:
        for stop in stops:
            assert contrast(ink, stop) >= 4.5, (ink.name(), stop.name())


def test_the_dead_hand_names_the_cards_given_up(qtbot, make_window) -> None:
    window = make_window()
    driver = Driver(qtbot, window)
    start(window, "ghost-hand", seed_with_dealer(2))
    driver.wait_for_human()
    given_up = [card_name(card) for card in window.controller.view.sorted_hand()]
    driver.click_button("act-swap")
    dead = node(window, QAccessible.Role.List, "Dead hand")
    assert dead.text(Description) == "Given up by you"
    assert sorted(children(dead)) == sorted(given_up)
    assert hand_names(window) == [card_name(c) for c in window.controller.hand_model.cards()]
    assert sorted(hand_names(window)) != sorted(given_up)


def test_a_chosen_discard_says_so(qtbot, make_window) -> None:
    window = make_window(bots={1: TestBot(prefer=(Act.ORDER,)), 2: TestBot()})
    driver = Driver(qtbot, window)
    c = window.controller
    start(window, "cutthroat", seed_with_dealer(0))  # Ada orders the player's up-card
    driver.wait_for_human()
    driver.click_button("act-pickup")
    driver.wait_for_human()
    assert c.view.phase == Phase.DISCARD
    assert all(name.endswith(", kept") for name in hand_names(window))
    card = c.hand_model.cards()[0]
    driver.click_card(str(card))
    names = hand_names(window)
    assert names[0].startswith(card_name(card)) and names[0].endswith(", chosen to discard")
    assert all(name.endswith(", kept") for name in names[1:])
    hand = node(window, QAccessible.Role.List, "Your hand")
    assert hand.child(0).state().selected and not hand.child(1).state().selected


def test_a_closed_table_leaves_nothing_behind_after_a_screen_reader_walked_it(
        qtbot, settings) -> None:
    """Every card item and screen-reader layer of the closed window's table is gone (of
    the other windows' tables before it in the same process, none is counted)."""
    gc.collect()
    earlier = weakref.WeakSet(
        o for o in gc.get_objects() if isinstance(o, CardItem | TableAccess))
    window = MainWindow(settings, Pacing.instant(), autosave=False)
    window.controller.bot_factory = lambda level: TestBot()
    window.resize(1100, 760)
    window.show()
    driver = Driver(qtbot, window)
    start(window, "cutthroat", seed_with_dealer(2))
    driver.wait_for_human()
    assert len(spoken(window)) > 20
    window.controller.shutdown()
    window.close()
    window.deleteLater()
    del window, driver
    QApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
    gc.collect()
    left = [o for o in gc.get_objects()
            if isinstance(o, CardItem | TableAccess) and o not in earlier]
    assert left == []
