"""The table repaints only what changed: a refresh that changes nothing paints nothing,
a bot's card played paints the items it moved, a card that slides is copied, not drawn
again, and a thinking player's plate pulses in a few steps without drawing its words
again.

Paints are counted (each item kind's ``paint`` and the viewport's paint events) in a
real main window on the offscreen platform; a count, not a time."""

from __future__ import annotations

import collections
import subprocess
import sys
import threading
from collections.abc import Callable
from dataclasses import replace
from pathlib import Path
from typing import Any

import pytest
from app_driver import PATIENCE_MS, Driver, TestBot, start
from PySide6.QtCore import QCoreApplication, QPoint, Qt
from PySide6.QtGui import QFontInfo, QPainter, QPixmap
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QStyleOptionGraphicsItem

import ghosteuchre.app.table as ghosteuchre_table
from ghosteuchre.app.storage.settings import Appearance, GameSetup, Pacing
from ghosteuchre.app.table import plates
from ghosteuchre.app.table.board import BoardItem
from ghosteuchre.app.table.cards import CardItem
from ghosteuchre.app.table.decisions import AHEAD, DecisionBar
from ghosteuchre.app.table.items import DropZoneItem
from ghosteuchre.app.table.plates import GLOW_STEPS, PlateItem, PlateRim, PlateText
from ghosteuchre.app.table.view import TableView
from ghosteuchre.engine import values
from ghosteuchre.engine.actions import Act
from ghosteuchre.engine.state import Phase
from tests.support.pacing import waiting_pacing
from tests.support.seeds import seed_with_dealer
from tests.support.subprocesses import ROOT, child_env

PAINTED = ((CardItem, "paint"), (PlateItem, "paint"), (BoardItem, "paint"),
           (DropZoneItem, "paint"), (TableView, "paintEvent"))


@pytest.fixture
def paints(monkeypatch) -> collections.Counter[str]:
    """How often each kind of item was painted, and the table (``TableView``)."""
    counts: collections.Counter[str] = collections.Counter()

    def counted(name: str, original: Callable[..., Any]) -> Callable[..., Any]:
        def paint(*args: Any) -> Any:
            counts[name] += 1
            return original(*args)
        return paint

    for owner, method in PAINTED:
        monkeypatch.setattr(owner, method, counted(owner.__name__, getattr(owner, method)))
    return counts


def settle(table: TableView) -> None:
    """Deliver what is queued: the table's next-turn refresh and the paints it asks for."""
    for _ in range(3):
        QCoreApplication.processEvents()


def to_the_players_lead(driver: Driver) -> None:
    """Pass every call and play cards until the player leads a trick."""
    c = driver.c
    while True:
        driver.wait_for_human()
        if driver.continue_if_held():
            continue
        if c.view.phase == Phase.PLAY and not c.view.trick:
            return
        if c.view.phase == Phase.PLAY:
            driver.play_legal("click")
        else:
            driver.click_button("act-pass")


def test_a_refresh_that_changes_nothing_paints_nothing_and_a_bot_card_paints_a_few(
        qtbot, make_window, paints) -> None:
    answer = threading.Event()
    answer.set()
    window = make_window(pacing=waiting_pacing(),
                         bots={1: TestBot(prefer=(Act.ORDER, Act.DUMMY)),
                               2: TestBot(gate=answer)})
    driver = Driver(qtbot, window)
    table, c = window.table, window.controller
    start(window, "cutthroat", seed_with_dealer(2))
    to_the_players_lead(driver)
    qtbot.waitUntil(lambda: not table.art_queue.busy(), timeout=PATIENCE_MS)
    settle(table)

    paints.clear()
    table.refresh()
    settle(table)
    assert paints == {}, "a refresh that changed nothing painted"

    answer.clear()  # the second bot thinks until told to answer
    driver.play_legal("click")
    qtbot.waitUntil(lambda: c.thinking_seat == 2, timeout=PATIENCE_MS)
    qtbot.waitUntil(lambda: not table.art_queue.busy(), timeout=PATIENCE_MS)
    settle(table)
    played = len(c.state.history[-1].actions)
    backs = len(table.table_layout.piles["backs:2"])  # the bot's cards, which close up
    paints.clear()
    answer.set()
    qtbot.waitUntil(lambda: len(c.state.history[-1].actions) > played, timeout=PATIENCE_MS)
    driver.wait_for_human()
    settle(table)
    # the cards that moved (the bot's cards close up, the trick's may glow), the bot's
    # plate and the plate that takes the trick, in a frame or two (the move, then who
    # thinks and the news of the trick, if the loop shows them apart): never a paint of
    # every item, nor the table again and again
    assert 1 <= paints["CardItem"] <= 2 * (backs + 3), paints
    assert 1 <= paints["PlateItem"] <= 4, paints
    assert paints["BoardItem"] == 0, paints
    assert paints["DropZoneItem"] == 0, paints
    assert 1 <= paints["TableView"] <= 4, paints


def test_a_thinking_plate_pulses_in_a_few_steps_and_draws_its_words_once(
        qtbot, make_window, monkeypatch) -> None:
    window = make_window()
    plate = window.table.scene_.plates[1]
    plate.set_content(values.replace(plate.content, name="Ada", status="thinking", active=True,
                              thinking=True), (180.0, 52.0))
    plate.pulse.stop()  # the beat is driven by hand below, not by the clock
    updates: list[object] = []  # the whole plate's: its words drawn again
    rims: list[object] = []  # the rim's alone
    drawn: list[object] = []

    def counted(into: list[object], original: Callable[..., Any]) -> Callable[..., Any]:
        def call(self: object, *args: Any) -> Any:
            into.append(self)
            return original(self, *args)
        return call

    monkeypatch.setattr(PlateItem, "update", counted(updates, PlateItem.update))
    monkeypatch.setattr(PlateRim, "update", counted(rims, PlateRim.update))
    monkeypatch.setattr(PlateItem, "_paint_body", counted(drawn, PlateItem._paint_body))
    corners: list[object] = []
    monkeypatch.setattr(PlateText, "draw", counted(corners, PlateText.draw))
    plates._CORNERS.clear()
    dots = set()
    picture = QPixmap(200, 60)
    for frame in range(121):  # two seconds' frames at 60 Hz: two beats
        plate.pulse_level = (frame % 60) / 60
        dots.add(plate._status())
        painter = QPainter(picture)
        plate.paint(painter, QStyleOptionGraphicsItem())
        painter.end()
    assert len(dots) == 3  # "thinking." to "thinking..."
    # the rim brightens and dims in steps, each a repaint of the rim alone; the plate is
    # drawn again only when the dots change, and then only its corner's words
    assert 2 * 4 <= len(rims) <= 2 * GLOW_STEPS + 1, len(rims)
    assert len(updates) <= 2 * len(dots) + 1, len(updates)
    assert len(drawn) == 1, len(drawn)  # the plate but its corner: drawn once, then kept
    texts = len(plate.texts()) - 1
    # its words drawn once, and each step's corner once, then kept
    assert len(corners) == texts + len(dots), (len(corners), texts)


def test_the_bar_makes_its_buttons_ahead_and_a_text_size_restyles_none(
        qtbot, make_window, monkeypatch) -> None:
    """The buttons of every kind of choice are made while the table is idle, so the
    player's first bid makes none; a new text size is each button's font, not a new
    style sheet (which would restyle every button the bar has made)."""
    window = make_window(bots={1: TestBot(), 2: TestBot()})
    bar = window.table.bar
    start(window, "ghost-hand", seed_with_dealer(2))  # the player bids first
    qtbot.waitUntil(lambda: all(name in bar._made for name, _ in AHEAD), timeout=PATIENCE_MS)
    made: list[object] = []
    styled: list[object] = []
    monkeypatch.setattr(DecisionBar, "_make", lambda self, *a: made.append(a))
    monkeypatch.setattr(DecisionBar, "setStyleSheet", lambda self, *a: styled.append(a))
    Driver(qtbot, window).wait_for_human()
    qtbot.waitUntil(lambda: bar.isVisible(), timeout=PATIENCE_MS)
    assert [b.objectName() for b in bar.buttons()][:2] == ["act-swap", "act-bid-3"]
    assert made == []
    before = bar.text_px
    window.table.set_appearance(Appearance(text_size=130))
    qtbot.waitUntil(lambda: bar.text_px > before, timeout=PATIENCE_MS)
    assert styled == []
    font = QFontInfo(bar.buttons()[0].font())
    assert font.pixelSize() == bar.text_px and font.bold()
    assert all(b.font().pixelSize() == bar.text_px for b in bar._made.values())


def test_a_card_without_a_tag_is_not_drawn_again_when_its_room_in_the_hand_changes(
        qtbot, make_window, monkeypatch) -> None:
    """The room a card's neighbour leaves in view sizes only its tag: a card with none
    keeps its cached picture when the hand closes up."""
    drawn: list[CardItem] = []
    paint = CardItem.paint
    monkeypatch.setattr(CardItem, "paint", lambda self, *a: drawn.append(self) or paint(self, *a))
    window = make_window(bots={1: TestBot(), 2: TestBot()})
    table = window.table
    start(window, "ghost-hand", seed_with_dealer(2))  # the player bids first, the hand fanned
    Driver(qtbot, window).wait_for_human()
    qtbot.waitUntil(lambda: not table.art_queue.busy(), timeout=PATIENCE_MS)
    settle(table)
    hand = table.hand_items()
    table.viewport().repaint()
    assert set(hand) <= set(drawn)  # each card's picture made
    drawn.clear()
    for item in hand:
        item.badge_room += 5.0  # as before a card left the hand
    table.refresh(animate=False)
    table.viewport().repaint()
    assert len(hand) > 1 and all(item.badge_room > 0 for item in hand[:-1])
    assert [item for item in drawn if not item.badge] == []


def test_a_sliding_card_is_copied_not_drawn_again(qtbot, make_window, paints) -> None:
    window = make_window()
    table = window.table
    start(window, "cutthroat", seed_with_dealer(2))
    qtbot.waitUntil(lambda: bool(table.scene_.hand), timeout=PATIENCE_MS)
    qtbot.waitUntil(lambda: not table.art_queue.busy(), timeout=PATIENCE_MS)
    settle(table)
    card = table.scene_.cards[table.scene_.hand[0]]
    table.viewport().repaint()  # the card's picture is made
    paints.clear()
    for _ in range(10):  # ten frames of a slide across the felt, between whole pixels
        card.setPos(card.pos().x() + 7.3, card.pos().y() - 2.6)
        table.viewport().repaint()
    assert paints["TableView"] >= 10
    assert paints["CardItem"] == 0, paints


def test_a_move_between_bots_is_laid_out_once_in_an_event_of_its_own(
        qtbot, make_window, monkeypatch) -> None:
    """A bot's move that the player does not answer is laid out in the next turn of the
    event loop, with who thinks next: one lay-out, never in the event that applied the
    move, and the widgets over the felt in the turn after that; the player's own turn is
    laid out at once."""
    window = make_window(pacing=waiting_pacing())
    table, c = window.table, window.controller
    refreshes: list[bool] = []  # each refresh: whether it ran inside a bot's answer
    widgets_later: list[bool] = []  # each refresh: whether its widgets wait a turn
    refresh = TableView.refresh

    def counted(view: TableView, animate: bool = True, widgets_now: bool = True) -> None:
        refreshes.append(c.background.playing_on)
        widgets_later.append(not widgets_now)
        refresh(view, animate, widgets_now)

    monkeypatch.setattr(TableView, "refresh", counted)
    moves: list[tuple[int, bool]] = []  # the refreshes before each bot move, its seat's turn
    decided = c.background._on_bot_decided

    def answered(*answer: Any) -> None:
        before = len(refreshes)
        decided(*answer)
        moves.append((len(refreshes) - before, c.human_to_act))

    monkeypatch.setattr(c.background, "_on_bot_decided", answered)
    window.start(GameSetup("cutthroat", {}, ["A", "B", "C"], ["easy", "easy"]), 3,
                 human=None)
    qtbot.waitUntil(lambda: len(moves) >= 12, timeout=PATIENCE_MS * 4)
    settle(table)
    assert all(count == 0 for count, _ in moves), moves
    assert not any(refreshes), "a table laid out inside a bot's answer"
    assert table.table_layout is not None
    assert len(refreshes) < 2 * len(moves)  # before: two a move (the move, who thinks)
    assert sum(widgets_later) >= len(moves)  # each bot move's widgets in a turn of their own


PAINTS_ON_ITS_OWN_THREAD = """
import os, sys
from PySide6.QtCore import QRectF
from PySide6.QtGui import QColor, QPainter, QPixmap
from PySide6.QtWidgets import QApplication
app = QApplication(sys.argv[:1])
from ghosteuchre.app.art.cardart import CardArt
threads = len(os.listdir("/proc/self/task"))
art = CardArt()
felt = QPixmap(1100, 780)
felt.fill(QColor("darkgreen"))
painter = QPainter(felt)
painter.setRenderHint(QPainter.RenderHint.Antialiasing)
painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
for turn, card in enumerate(["JH", "JD", "AS", "TC", "9H"]):
    picture = art.pixmap(card, 140)
    painter.rotate(4)  # fanned, as a hand is
    painter.drawPixmap(QRectF(300.5 + 40 * turn, 200.25, 140, 196), picture,
                       QRectF(picture.rect()))
    painter.drawRoundedRect(QRectF(20.5, 20.5, 400, 300), 16, 16)
painter.end()
print(threads, len(os.listdir("/proc/self/task")))
"""


@pytest.mark.skipif(not Path("/proc/self/task").exists(), reason="counts threads in /proc")
def test_the_table_paints_on_the_ui_thread_alone() -> None:
    """Qt hands big fills to a pool of threads and waits for them, which made a paint of
    3 ms take 10-20 ms while the bots kept both processors busy: the app turns the pool
    off, so painting cards and plates starts no thread."""
    env = child_env()
    env.pop("QT_NO_GUI_THREADPOOL", None)  # as the app starts: only the app sets it
    done = subprocess.run([sys.executable, "-c", PAINTS_ON_ITS_OWN_THREAD], env=env, cwd=ROOT,
                          capture_output=True, text=True, timeout=120, check=True)
    before, after = map(int, done.stdout.split())
    assert after == before


def test_a_deal_sends_the_cards_one_after_another_each_drawn_as_it_leaves_the_deck(
        qtbot, make_window, paints) -> None:
    """Dealt cards fly from the deck one after another: a card is shown (and drawn the
    first time) as it leaves, the last standing for the deck, so a deal is not drawn in
    one paint of every card; once dealt, every card is on the table, where it belongs."""
    pacing = waiting_pacing()
    pacing.animations, pacing.animation_ms = True, 220
    window = make_window(pacing=pacing)
    scene = window.table.scene_
    window.start(GameSetup("cutthroat", {}, ["You", "A", "B"], ["easy", "easy"]), 3)
    qtbot.waitUntil(lambda: len(scene.cards) >= 15, timeout=PATIENCE_MS)
    settle(window.table)
    shown = [item for item in scene.cards.values() if item.isVisible()]
    assert len(shown) < len(scene.cards) / 2, (len(shown), len(scene.cards))
    assert paints["CardItem"] < len(scene.cards)
    moving = sorted(item._anim.duration() for item in scene.cards.values()
                    if item.animating() and item._anim is not None)
    assert len(set(moving)) > len(moving) / 2  # each waits its turn: a flight of its own
    qtbot.waitUntil(lambda: not any(item.animating() for item in scene.cards.values()),
                    timeout=PATIENCE_MS)
    assert all(item.isVisible() and item.pos() == item.home for item in scene.cards.values())


@pytest.mark.slow
def test_games_one_after_another_keep_no_memory_for_each_reason_or_card_dealt(
        qtbot, make_window) -> None:
    """A bot's reason the coach shows and a card dealt from the deck each wait on a timer;
    game after game in one window, those waits keep nothing (a ``QTimer.singleShot``
    with a wait and a receiver kept some 110 bytes at every call: 50 KB over four of
    these games).  What the table holds for the game on it (the toast's place, the
    cards) comes and goes with the game, a few KB."""
    import tracemalloc

    pacing = waiting_pacing()
    pacing.animations, pacing.animation_ms = True, 20
    pacing.bot_delay_ms, pacing.trick_pause_ms = 0, 20
    window = make_window(pacing=pacing)
    c = window.controller
    c.coach = True  # the bots' reasons are told
    c.bot_factory = lambda level: TestBot(prefer=(Act.ORDER, Act.TRUMP))  # no endless passing
    setup = GameSetup("cutthroat", {"target": 5}, ["A", "B", "C"], ["easy", "easy"])
    finished: list[int] = []
    c.game_over.connect(finished.append)

    def play(games: int) -> None:
        for _ in range(games):
            before = len(finished)
            window.start(setup, len(finished) + 1, human=None)
            qtbot.waitUntil(lambda before=before: len(finished) > before, timeout=PATIENCE_MS)

    folder = Path(ghosteuchre_table.__file__).parent  # where the waits are started
    table_code = [tracemalloc.Filter(True, str(folder / name))
                  for name in ("overlays.py", "scene.py")]
    tracemalloc.start()
    try:
        play(2)
        first = tracemalloc.take_snapshot().filter_traces(table_code)
        play(4)
        second = tracemalloc.take_snapshot().filter_traces(table_code)
    finally:
        tracemalloc.stop()
    grown = second.compare_to(first, "lineno")
    assert sum(stat.size_diff for stat in grown) < 10_000, [str(stat) for stat in grown[:3]]


def test_an_empty_table_makes_a_deals_card_items_ahead_a_few_at_a_time(
        qtbot, make_window, monkeypatch) -> None:
    """Shown with no game, the table makes the items of a first deal while the event loop
    is idle, a few in each turn of it; the first deal then makes none in the event that
    lays it out (a saved game or a record opened shows at once)."""
    from ghosteuchre.app.table import scene as table_scene

    made: list[int] = []
    made_in_turn: list[int] = []
    original = CardItem.__init__

    def counted(self, *args, **kwargs):
        made.append(1)
        original(self, *args, **kwargs)

    monkeypatch.setattr(CardItem, "__init__", counted)
    window = make_window()
    qtbot.waitUntil(lambda: len(made) >= table_scene.DEAL_CARDS, timeout=PATIENCE_MS)
    for _ in range(20):  # each turn of the loop makes at most a few, then none
        before = len(made)
        QCoreApplication.processEvents()
        made_in_turn.append(len(made) - before)
    assert max(made_in_turn) <= table_scene.SPARES_AT_ONCE
    assert len(made) == table_scene.DEAL_CARDS
    assert not any(item.isVisible() for item in window.table.scene_.items()
                   if isinstance(item, CardItem))
    start(window, "ghost-hand", 3)
    Driver(qtbot, window).wait_for_human()
    assert len(made) == table_scene.DEAL_CARDS  # the deal took the items made ahead
    assert sum(isinstance(item, CardItem) and item.isVisible()
               for item in window.table.scene_.items()) >= 6


def test_a_card_let_go_is_laid_out_once_where_it_goes(qtbot, make_window, monkeypatch) -> None:
    """Letting go of a dragged card lays the table out once: the card played when it was
    let go on the trick, back in the hand and not raised when let go on the felt."""
    window = make_window(bots={1: TestBot(prefer=(Act.BID, Act.ORDER)), 2: TestBot()})
    table, c = window.table, window.controller
    driver = Driver(qtbot, window)
    refreshes: list[int] = []
    refresh = TableView.refresh

    def counted(view: TableView, *args: Any, **kwargs: Any) -> None:
        refreshes.append(1)
        refresh(view, *args, **kwargs)

    monkeypatch.setattr(TableView, "refresh", counted)
    start(window, "ghost-hand", 5)
    for target in ("hand", "trick"):  # let go above the hand, then on the trick
        while not (c.human_to_act and c.view.phase == Phase.PLAY):
            driver.wait_for_human()
            if not driver.continue_if_held() and c.view.phase != Phase.PLAY:
                driver.click_button("act-pass")  # a bot makes trump
        card = str(next(a.card for a in c.view.legal if a.act == Act.PLAY))
        vp = table.viewport()
        begin = driver.card_point(card)
        end = (begin + QPoint(0, -table.height() // 8) if target == "hand"
               else table.mapFromScene(table.element_rect("trick").center()))
        QTest.mousePress(vp, Qt.MouseButton.LeftButton, pos=begin)
        for i in range(1, 9):
            QTest.mouseMove(vp, begin + (end - begin) * i / 8)
        before = len(refreshes)
        QTest.mouseRelease(vp, Qt.MouseButton.LeftButton, pos=end)
        assert len(refreshes) - before == 1, target
        in_hand = card in [str(x) for x in c.hand_model.cards()]
        assert in_hand == (target == "hand")
        assert table.scene_.hover != card


def test_a_card_picked_up_while_it_rises_stays_with_the_mouse(
        qtbot, make_window, monkeypatch) -> None:
    """A card dragged away while it is still rising under the mouse stays where the mouse
    holds it: its rise, ended, does not take it back to the hand."""
    window = make_window(pacing=replace(Pacing.fast(), animation_ms=400),
                         bots={1: TestBot(prefer=(Act.BID, Act.ORDER)), 2: TestBot()})
    table, c = window.table, window.controller
    driver = Driver(qtbot, window)
    start(window, "ghost-hand", 5)
    while not (c.human_to_act and c.view.phase == Phase.PLAY):
        driver.wait_for_human()
        if not driver.continue_if_held() and c.view.phase != Phase.PLAY:
            driver.click_button("act-pass")
    qtbot.wait(600)  # the hand at rest
    card = str(c.hand_model.cards()[0])
    vp = table.viewport()
    begin = driver.card_point(card)
    QTest.mouseMove(vp, begin)  # the card under the mouse rises
    item = table.item_for(card)
    assert item.animating()
    QTest.mousePress(vp, Qt.MouseButton.LeftButton, pos=begin)
    end = begin + QPoint(0, -table.height() // 4)
    for i in range(1, 9):
        QTest.mouseMove(vp, begin + (end - begin) * i / 8)
    held = item.pos()
    qtbot.wait(600)  # longer than the rise
    assert item.pos() == held and item.pos().y() < item.home.y() - table.height() // 8
    QTest.mouseRelease(vp, Qt.MouseButton.LeftButton, pos=end)
