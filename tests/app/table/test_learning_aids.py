"""Learning aids: the bowers' tags, why a dimmed card cannot be played, the buttons' tips,
hints in player language and links from the hand summary and refusals to the rules."""

from __future__ import annotations

import itertools
import re

import pytest
from app_driver import PATIENCE_MS, Driver, TestBot, start
from PySide6.QtCore import QEvent, QPoint, Qt
from PySide6.QtGui import QFontMetrics, QHelpEvent
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QLabel, QToolTip

from ghosteuchre.app.storage.settings import COACHED_GAMES
from ghosteuchre.app.words import refusalwords
from ghosteuchre.app.words.reasons import reason_text
from ghosteuchre.bots.reasons import SENTENCES, Reason
from ghosteuchre.engine import actions as acts
from ghosteuchre.engine.actions import Act
from ghosteuchre.engine.cards import JACK, SUIT_SYMBOLS, SUITS, Card
from ghosteuchre.engine.deal import new_game
from ghosteuchre.engine.rules import Rules
from ghosteuchre.engine.state import IllegalAction, Phase
from ghosteuchre.engine.view import view_of
from tests.support.seeds import seed_with_dealer

pytestmark = pytest.mark.slow  # the window driven through games, or long runs: not in the fast lane

INTERNALS = re.compile(
    r"\d+\s+(likely\s+)?(worlds?|ways?|deals?)|[+\-−]\d+(\.\d+)?\s*points?|points to me"
    r"|information-set|visited|simulation",
    re.IGNORECASE,
)


def jack_seed() -> tuple[int, Card]:
    """A Ghost Hand seed whose first deal gives the player a jack, and that jack."""
    for seed in itertools.count(1):
        jacks = [c for c in view_of(new_game(Rules.make("ghost-hand"), seed), 0).hand
                 if c.rank == JACK]
        if jacks:
            return seed, jacks[0]
    raise AssertionError("unreachable")


def name_trump(driver: Driver, suit: int) -> None:
    """Win the auction with a bid of 3 (the bots pass) and name ``suit``."""
    driver.wait_for_human()
    driver.click_button("act-bid-3")
    driver.wait_for_human()
    assert driver.c.view.phase == Phase.DECLARE
    driver.click_button(f"act-trump-{SUITS[suit]}")
    driver.wait_for_human()


def test_the_left_bower_is_tagged_once_trump_is_named(qtbot, make_window) -> None:
    window = make_window(bots={1: TestBot(), 2: TestBot()})
    driver = Driver(qtbot, window)
    seed, jack = jack_seed()
    start(window, "ghost-hand", seed)
    driver.wait_for_human()
    assert all(item.badge == "" for item in window.table.hand_items())  # trump not known
    trump = jack.suit ^ 3  # the other suit of the jack's colour
    name_trump(driver, trump)
    item = window.table.item_for(str(jack))
    assert item.badge == f"Left {SUIT_SYMBOLS[trump]}"
    assert "left bower" in item.toolTip() and jack.pretty() in item.toolTip()
    others = [i for i in window.table.hand_items() if i is not item]
    assert all(i.badge in ("", f"Right {SUIT_SYMBOLS[trump]}") for i in others)
    right = [i for i in others if i.badge]
    assert all(Card.parse(i.card) == Card.parse("J" + SUITS[trump]) for i in right)

    window.aids_action.trigger()  # View → Learning aids, off
    assert not window.settings.learning_aids
    assert all(i.badge == "" for i in window.table.hand_items())


def test_with_the_aids_off_no_bower_is_tagged(qtbot, settings, make_window) -> None:
    settings.set_learning_aids(False)
    window = make_window(bots={1: TestBot(), 2: TestBot()})
    driver = Driver(qtbot, window)
    seed, jack = jack_seed()
    start(window, "ghost-hand", seed)
    name_trump(driver, jack.suit ^ 3)
    assert not window.aids_action.isChecked()
    assert all(i.badge == "" for i in window.table.hand_items())


def _first_dimmed_turn(driver: Driver) -> Card:
    """Play on (the player's first legal card) until a card of the hand is dimmed."""
    c = driver.c
    for _ in range(40):
        driver.wait_for_human()
        if driver.continue_if_held():
            continue
        if c.view.phase == Phase.BID:
            driver.click_button("act-pass")
            continue
        assert c.view.phase == Phase.PLAY
        legal = {a.card for a in c.view.legal if a.act == Act.PLAY}
        illegal = [card for card in c.hand_model.cards() if card not in legal]
        if illegal:
            return illegal[0]
        driver.play_legal("click")
    raise AssertionError("the player never had to follow suit")


def test_hovering_a_dimmed_card_says_why_it_cannot_be_played(qtbot, make_window) -> None:
    window = make_window(bots={1: TestBot(prefer=(Act.BID,)), 2: TestBot()})
    driver = Driver(qtbot, window)
    start(window, "ghost-hand", 3)
    card = _first_dimmed_turn(driver)
    state = window.controller.state.clone()
    with pytest.raises(IllegalAction) as refused:
        state.apply(acts.PLAY[card], 0)
    sentence = refusalwords.refusal(refused.value)
    assert sentence.startswith("You must follow")
    viewport = window.table.viewport()
    point = driver.card_point(str(card))
    QTest.mouseMove(viewport, point)
    qtbot.waitUntil(lambda: window.table.scene_.hover == str(card), timeout=PATIENCE_MS)
    QApplication.sendEvent(
        viewport, QHelpEvent(QEvent.Type.ToolTip, point, viewport.mapToGlobal(point))
    )
    qtbot.waitUntil(lambda: QToolTip.text() == sentence, timeout=PATIENCE_MS)


def test_every_decision_button_says_what_it_commits_to(qtbot, make_window) -> None:
    window = make_window(bots={1: TestBot(), 2: TestBot()})
    driver = Driver(qtbot, window)
    seen: dict[str, str] = {}
    start(window, "ghost-hand", 1)
    driver.wait_for_human()
    seen.update({b.objectName(): b.toolTip() for b in window.table.bar.buttons()})
    driver.click_button("act-bid-3")
    driver.wait_for_human()
    seen.update({b.objectName(): b.toolTip() for b in window.table.bar.buttons()})
    start(window, "cutthroat", 2)
    driver.wait_for_human()
    seen.update({b.objectName(): b.toolTip() for b in window.table.bar.buttons()})
    assert {"act-swap", "act-bid-3", "act-bid-4", "act-moon", "act-pass", "act-trump-H",
            "act-order"} <= set(seen)
    assert [name for name, tip in seen.items() if not tip] == []
    assert seen["act-bid-4"] == (
        "Bid 4: you name trump and must take at least 4 of the 6 tricks, or lose 4 points."
    )
    assert "all 6 tricks" in seen["act-moon"]
    assert "you are the maker: take at least 3 of the 5 tricks" in seen["act-order"]


SAMPLES = [
    dict(card=int(Card.parse("KS")), winning=int(Card.parse("AS")), suit=s, value=v, fresh=v,
         mine=-v, alone=v, dummy=-v, gain=v, tricks=t, bid=b, worlds=w, simulations=w,
         trumps=n, action="pass")
    for s, v, t, b, w, n in [(0, 0.3, 3.4, 4, 16, 2), (2, -1.25, 0.4, 6, 1, 1),
                             (3, 2.0, 5.6, 3, 200, 3)]
]


@pytest.mark.parametrize("code", sorted(SENTENCES))
def test_no_reason_shows_the_search_inside(code: str) -> None:
    for args in SAMPLES:
        text = reason_text(Reason(code, **args))
        assert not INTERNALS.search(text), text
        assert "1 tricks" not in text and "1 trumps" not in text


def test_a_hint_names_the_play_in_player_terms(qtbot, make_window) -> None:
    window = make_window(bots={1: TestBot(prefer=(Act.BID,)), 2: TestBot()})
    c = window.controller
    driver = Driver(qtbot, window)
    start(window, "ghost-hand", 5)
    driver.wait_for_human()
    driver.click_button("act-pass")
    texts = []
    for _ in range(3):
        driver.wait_for_human()
        if driver.continue_if_held():
            continue
        if c.view.phase != Phase.PLAY:
            break
        with qtbot.waitSignal(c.hint_ready, timeout=PATIENCE_MS):
            QTest.mouseClick(window.table.hint_button, Qt.MouseButton.LeftButton)
        texts.append(window.table.hint_note.text())
        driver.play_legal("click")
    assert texts and all(t.startswith("Hint: play the ") for t in texts)
    assert not any(INTERNALS.search(t) for t in texts), texts


def _finish_hand(driver: Driver) -> None:
    c = driver.c
    hand = c.state.hand_number
    while True:
        driver.wait_for_human()
        if c.state.phase == Phase.HAND_OVER or c.state.hand_number != hand:
            return
        if driver.continue_if_held():
            continue
        if c.view.phase == Phase.BID:
            driver.click_button("act-pass")
        else:
            driver.play_legal("click")


def test_clicking_a_why_cell_opens_the_rules_at_its_paragraph(qtbot, make_window) -> None:
    window = make_window(bots={1: TestBot(prefer=(Act.BID,)), 2: TestBot()})
    driver = Driver(qtbot, window)
    start(window, "ghost-hand", 3)
    _finish_hand(driver)
    summary = window.table.summary
    qtbot.waitUntil(summary.isVisible, timeout=PATIENCE_MS)
    links = [label for label in summary.findChildren(QLabel) if "<a href=" in label.text()]
    assert len(links) == 3  # each player's Why
    label = links[0]
    QTest.mouseClick(label, Qt.MouseButton.LeftButton, pos=QPoint(4, label.height() // 2))
    qtbot.waitUntil(lambda: window.rules_window is not None and window.rules_window.isVisible(),
                    timeout=PATIENCE_MS)
    assert window.rules_window.contents.currentItem().data(Qt.ItemDataRole.UserRole) == (
        "ghost-scoring")


def test_a_refused_card_links_to_its_rule(qtbot, make_window) -> None:
    window = make_window(bots={1: TestBot(prefer=(Act.BID,)), 2: TestBot()})
    driver = Driver(qtbot, window)
    start(window, "ghost-hand", 3)
    card = _first_dimmed_turn(driver)
    driver.click_card(str(card))
    toast = window.table.toast
    qtbot.waitUntil(toast.isVisible, timeout=PATIENCE_MS)
    assert 'href="follow-suit"' in toast.text() and "Why?" in toast.text()
    toast._timer.stop()  # the message stays while the mouse looks for its link
    QTest.mouseClick(toast, Qt.MouseButton.LeftButton, pos=_link_point(toast))
    qtbot.waitUntil(lambda: window.rules_window is not None and window.rules_window.isVisible(),
                    timeout=PATIENCE_MS)
    assert window.rules_window.contents.currentItem().data(
        Qt.ItemDataRole.UserRole) == "follow-suit"


def _link_point(label: QLabel) -> QPoint:
    """A point over the label's link: where the mouse turns into a pointing hand."""
    for y in range(label.height() - 4, 2, -3):
        for x in range(label.width() - 4, 2, -3):
            QTest.mouseMove(label, QPoint(x, y))
            if label.cursor().shape() == Qt.CursorShape.PointingHandCursor:
                return QPoint(x, y)
    raise AssertionError("the label shows no link")


def test_a_new_player_has_the_aids_and_the_coach(tmp_path) -> None:
    from PySide6.QtCore import QSettings

    from ghosteuchre.app.storage.settings import Settings

    s = Settings(QSettings(str(tmp_path / "new.ini"), QSettings.Format.IniFormat))
    assert s.learning_aids and s.coached_games_left == COACHED_GAMES
    for _ in range(COACHED_GAMES + 2):
        s.count_coached_game()
    assert s.coached_games_left == 0
    s.store.setValue("learning/coached_games_left", "lots")
    assert s.coached_games_left == COACHED_GAMES


@pytest.mark.parametrize("size", [(1280, 800), (800, 600)])
def test_a_bowers_tag_stays_in_the_part_of_its_card_a_tight_fan_leaves_in_view(
        qtbot, make_window, size) -> None:
    window = make_window(bots={1: TestBot(), 2: TestBot()}, size=size)
    driver = Driver(qtbot, window)
    start(window, "cutthroat", seed_with_dealer(0))  # the player deals and may take the up-card
    driver.wait_for_human()
    driver.click_button("act-order")
    driver.wait_for_human()
    driver.click_button("act-dummy")
    driver.wait_for_human()
    items = sorted(window.table.hand_items(), key=lambda i: i.home.x())
    assert len(items) == 11  # the hand, the up-card and the dummy: the tightest fan
    tagged = [(i, item) for i, item in enumerate(items) if item.badge]
    assert tagged
    sizes = {item.badge_font().pixelSize() for _, item in tagged}
    assert len(sizes) == 1  # every tag of the hand at one size
    for i, item in tagged:
        tag = item.badge_rect().translated(item.home)  # where the card comes to rest
        if i + 1 < len(items):
            assert tag.right() <= items[i + 1].home.x(), item.badge
        length = QFontMetrics(item.badge_font()).horizontalAdvance(item.badge)
        along = tag.height() if item.badge_upright() else tag.width()
        assert length <= along, item.badge  # the whole tag is read
        assert item.badge_font().pixelSize() >= 9
