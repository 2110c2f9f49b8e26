"""What a player reads stays readable on a small and on a large window: the trick's
tags, the name plates, the hand history's side panel."""

from __future__ import annotations

import itertools
from collections.abc import Callable

import pytest
from app_driver import PATIENCE_MS, Driver, TestBot, start
from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QFontMetricsF, QTextDocumentFragment
from PySide6.QtTest import QTest

from ghosteuchre.app.play import worker
from ghosteuchre.app.screens.historywindow import ALL_OPEN
from ghosteuchre.app.shell.mainwindow import MainWindow
from ghosteuchre.app.storage.settings import TEXT_SIZES, Appearance, GameSetup
from ghosteuchre.app.table.board import board_disc, board_flags, board_font, board_rows
from ghosteuchre.app.table.layout import label_room
from ghosteuchre.app.table.piles import index_depth
from ghosteuchre.app.table.plates import plate_fonts, plate_texts
from ghosteuchre.bots.review import review_decision
from ghosteuchre.engine.cards import Card
from tests.support.clicks import choose_seat
from tests.support.pacing import waiting_pacing
from tests.support.records import bad_play_record
from tests.support.seeds import seed_with_dealer

pytestmark = pytest.mark.slow  # the window driven through games, or long runs: not in the fast lane


def led_left_bower(qtbot, make_window, size: tuple[int, int], text_size: int = 100,
                   look: Callable[[MainWindow], None] | None = None) -> MainWindow:
    """A window of ``size`` where the player, who swapped with the ghost and made clubs
    trump, has just led the left bower (tagged "Led · Left ♣"); the text at
    ``text_size`` percent. ``look`` sees the window at each of the player's choices."""
    window = make_window(pacing=waiting_pacing(), bots={1: TestBot(), 2: TestBot()},
                         size=size)
    window.table.set_appearance(Appearance(text_size=text_size))
    driver = Driver(qtbot, window)
    start(window, "ghost-hand", seed_with_dealer(2))  # the player bids first
    for choice in ("act-swap", "act-bid-3", "act-trump-C", None):
        driver.wait_for_human()
        if look is not None:
            look(window)
        if choice is not None:
            driver.click_button(choice)
    assert Card.parse("JS") in window.controller.view.hand  # the left bower, clubs trump
    driver.click_card("JS")
    table = window.table
    item = table.item_for("JS")
    qtbot.waitUntil(lambda: item.pos() == item.home, timeout=PATIENCE_MS)
    return window


def test_the_tag_of_a_led_bower_lies_across_its_card_on_a_small_window(
        qtbot, make_window) -> None:
    window = led_left_bower(qtbot, make_window, (800, 600))
    table = window.table
    item = table.item_for("JS")
    assert item.badge == "Led · Left ♣"
    assert not item.badge_upright()
    tag = item.badge_rect()
    assert tag.width() > tag.height()  # it reads across, not up the card's edge
    assert QRectF(table.viewport().rect()).contains(tag.translated(item.pos()))
    metrics = QFontMetricsF(item.badge_font())
    for line in item.badge_lines():
        assert metrics.horizontalAdvance(line) <= tag.width()  # each line read whole
    assert metrics.height() * len(item.badge_lines()) <= tag.height()
    assert item.badge_font().pixelSize() >= 9
    # clear of the corner index at the card's bottom right
    corner = QRectF(item.width * 0.73, item.height() - index_depth(item.width),
                    item.width * 0.27, index_depth(item.width))
    assert not tag.intersects(corner)


def test_the_hand_historys_side_panel_reads_normally_on_a_small_window(
        qtbot, make_window, monkeypatch) -> None:
    monkeypatch.setattr(worker, "review_in_process", review_decision)
    window = make_window(size=(800, 600))
    history = window.show_hand_history(bad_play_record(), 0)
    history.worker.bot_factory = lambda level: TestBot()
    history.resize(800, 600)
    qtbot.waitExposed(history, timeout=PATIENCE_MS)
    choose_seat(history, ALL_OPEN)
    QTest.mouseClick(history.review_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: not history.reviewing and history.review_list.count() > 0,
                    timeout=PATIENCE_MS)
    qtbot.waitUntil(lambda: history.width() == 800, timeout=PATIENCE_MS)
    labels = [history.open_hands, history.review_status, history.words]
    assert all(label.isVisible() and label.text() for label in labels)
    # each label's lines show whole, once the layout has taken in the texts
    qtbot.waitUntil(lambda: all(label.height() >= label.heightForWidth(label.width())
                                for label in labels), timeout=PATIENCE_MS)
    for label in labels:
        metrics = label.fontMetrics()
        words = QTextDocumentFragment.fromHtml(label.text()).toPlainText().split()
        assert max(metrics.horizontalAdvance(w) for w in words) <= label.width(), label.text()
        # a line holds some thirty letters: five or six words, not one or two
        assert label.width() >= metrics.averageCharWidth() * 30, label.objectName()
    lines = history.review_list
    assert lines.viewport().width() >= lines.fontMetrics().averageCharWidth() * 30
    assert history.table.width() > history.side.width()  # the table keeps the most room
    assert plate_problems(history.table) == []  # its plates show whole all the same


def plate_problems(table) -> list[str]:
    """What a player would see wrong on the name plates: a text wider than its place,
    outside its plate, over another text, or a name cut short."""
    problems = []
    for seat, item in enumerate(table.scene_.plates):
        w, h = item.size
        parts = plate_texts(item.content, w, h, item._status(), item.font_basis)
        for part in parts:
            if QFontMetricsF(part.font).horizontalAdvance(part.text) > part.rect.width() + 0.5:
                problems.append(f"plate {seat}: {part.text!r} is wider than its place")
            if not QRectF(0, 0, w, h).adjusted(-0.5, -0.5, 0.5, 0.5).contains(part.rect):
                problems.append(f"plate {seat}: {part.text!r} lies outside the plate")
            if part.text != part.whole and part.role == "name":
                problems.append(f"plate {seat}: the name {part.whole!r} is cut short")
            problems += [f"plate {seat}: {part.text!r} runs into {other.text!r}"
                         for other in parts if other is not part
                         and part.rect.intersects(other.rect)]
    return problems


def test_the_name_plates_text_grows_with_the_cards_and_shows_whole(qtbot, make_window) -> None:
    window = make_window(bots={1: TestBot(), 2: TestBot()}, size=(800, 600))
    window.start(GameSetup("ghost-hand", {}, ["Alexandra Montgomery", "Ada", "Bartholomew"],
                           ["medium", "hard"]), seed_with_dealer(0))
    Driver(qtbot, window).wait_for_human()
    table = window.table
    name_px, score_px, card_w = {}, {}, {}
    for size in [(800, 600), (1280, 800), (1920, 1080), (2560, 1440)]:
        window.resize(*size)

        def laid_out() -> bool:
            layout = table.table_layout
            return (layout is not None and layout.width == table.viewport().width()
                    and layout.height == table.viewport().height()
                    and all(item.size == (rect.width(), rect.height())
                            for item, rect in zip(table.scene_.plates, layout.plates,
                                                  strict=True)))

        qtbot.waitUntil(laid_out, timeout=PATIENCE_MS)
        assert window.width() == size[0]
        assert plate_problems(table) == [], size
        item = table.scene_.plates[0]
        parts = {p.role: p for p in plate_texts(item.content, *item.size, item._status(),
                                                item.font_basis)}
        name_px[size] = parts["name"].font.pixelSize()
        score_px[size] = parts["detail"].font.pixelSize()
        card_w[size] = table.table_layout.card_width
    small, large, largest = (1280, 800), (1920, 1080), (2560, 1440)
    assert name_px[small] < name_px[large] < name_px[largest]
    assert score_px[small] < score_px[large] < score_px[largest]
    # as much larger as the cards are, near enough
    assert name_px[large] / card_w[large] >= 0.9 * name_px[small] / card_w[small]
    assert score_px[large] / card_w[large] >= 0.9 * score_px[small] / card_w[small]


TABLE_SIZES = [(800, 600), (1280, 800), (1920, 1080), (2560, 1440)]


def texts_apart(table, what: str) -> None:
    """No two of the table's elements lie over each other (but the trick's cards over
    each other's edges), and each lies whole on the table."""
    shown = set(table.element_names())
    apart = [name for name in ("ghost", "dead", "label:ghost", "label:dead", "hand", "board",
                               "backs:1", "backs:2", "plate:0", "plate:1", "plate:2",
                               "prompt", "bar", "hint")
             if name in shown]
    assert "prompt" in apart and "board" in apart, what
    assert "label:ghost" in apart or "label:dead" in apart, what
    places = [f"trick:{seat}" for seat in range(3)]  # where each seat's card lies
    viewport = QRectF(table.viewport().rect())
    for name in apart + places:
        assert viewport.contains(table.element_rect(name)), (name, what)
    for a, b in itertools.combinations(apart + places, 2):
        if a not in places or b not in places:
            ra, rb = table.element_rect(a), table.element_rect(b)
            assert not ra.intersects(rb), (a, ra, b, rb, what)
    for name, label in table.scene_.labels.items():  # each label's text whole in its place
        if label.isVisible():
            assert table.element_rect(f"label:{name}").contains(label.sceneBoundingRect())
    assert board_problems(table) == [], what


def board_problems(table) -> list[str]:
    """What a player would see wrong on the board: a line cut short or outside the board,
    lines over each other or over the trump's disc."""
    board = table.scene_.board
    w, h = board.size
    rows = board_rows(bool(board.trump), board.lines, w, h, board.font_basis)
    disc = board_disc(h, board.font_basis) if board.trump else QRectF()
    problems = []
    for i, (line, row) in enumerate(zip(board.lines, rows, strict=True)):
        font = board_font(i, board.font_basis)
        need = QFontMetricsF(font).boundingRect(QRectF(0, 0, row.width(), 10_000),
                                                board_flags(line, font, row.width()), line)
        if need.width() > row.width() + 0.5 or need.height() > row.height() + 0.5:
            problems.append(f"the board's {line!r} needs {need.size()} in {row.size()}")
        if not QRectF(0, 0, w, h).adjusted(-0.5, -0.5, 0.5, 0.5).contains(row):
            problems.append(f"the board's {line!r} lies outside the board")
        if row.intersects(disc):
            problems.append(f"the board's {line!r} runs into the trump's disc")
        if i and row.top() < rows[i - 1].bottom() - 0.5:
            problems.append(f"the board's {line!r} runs into the line above it")
    if board.trump and not QRectF(0, 0, w, h).contains(disc):
        problems.append("the trump's disc lies outside the board")
    return problems


@pytest.mark.parametrize("text_size", [100, max(TEXT_SIZES)])
@pytest.mark.parametrize("size", TABLE_SIZES, ids=[f"{w}x{h}" for w, h in TABLE_SIZES])
def test_nothing_on_the_table_covers_another_or_is_cut_off(
        qtbot, make_window, size, text_size) -> None:
    phases = []

    def look(window: MainWindow) -> None:
        phases.append(window.controller.view.phase.name)
        texts_apart(window.table, f"{size} {text_size}% {phases[-1]}")
        if phases[-1] != "PLAY":  # a card is played from the hand
            assert window.table.element_rect("bar") is not None, phases[-1]

    window = led_left_bower(qtbot, make_window, size, text_size, look)
    assert phases == ["BID", "BID", "DECLARE", "PLAY"]
    texts_apart(window.table, f"{size} {text_size}% the led card")
    item = window.table.item_for("JS")  # its tag whole on the card
    assert QRectF(0, 0, item.width, item.height()).contains(item.badge_rect())
    metrics = QFontMetricsF(item.badge_font())
    assert max(metrics.horizontalAdvance(line) for line in item.badge_lines()) <= (
        item.badge_rect().width())


def test_the_tables_texts_grow_with_the_cards(qtbot, make_window) -> None:
    """The piles' labels, the room kept for them, the prompt, the decision bar and the
    tags on the cards are larger on a large window than at 1280×800."""
    sizes = {}
    for size in [(1280, 800), (1920, 1080), (2560, 1440)]:
        window = led_left_bower(qtbot, make_window, size)
        table = window.table
        layout = table.table_layout
        label = table.scene_.labels["dead"]
        sizes[size] = (layout.card_width, label.font().pixelSize(),
                       label_room(layout.card_width), table.prompt.font().pixelSize(),
                       table.item_for("JS").badge_font().pixelSize())
        window.close()
    small, large, largest = sizes[(1280, 800)], sizes[(1920, 1080)], sizes[(2560, 1440)]
    assert small[0] < large[0] < largest[0]  # the cards
    for what in range(1, 5):
        assert small[what] < large[what] <= largest[what], (what, sizes)
    assert largest[1] > small[1] * 1.4  # the labels


def test_the_boards_text_and_trump_grow_with_the_cards(qtbot, make_window) -> None:
    """The board's lines and its trump are larger on a large window than at 1280×800,
    about as much larger as the cards are."""
    sizes = {}
    for size in [(1280, 800), (1920, 1080), (2560, 1440)]:
        window = led_left_bower(qtbot, make_window, size)
        board = window.table.scene_.board
        assert board.trump and len(board.lines) == 3, board.lines  # trump, bid, target
        sizes[size] = (window.table.table_layout.card_width,
                       board_font(0, board.font_basis).pixelSize(),
                       board_font(1, board.font_basis).pixelSize(),
                       board_disc(board.size[1], board.font_basis).width())
        assert board_problems(window.table) == [], size
        window.close()
    small, large, largest = sizes[(1280, 800)], sizes[(1920, 1080)], sizes[(2560, 1440)]
    for what in range(4):  # the cards, the first line, the others, the trump's disc
        assert small[what] < large[what] < largest[what], (what, sizes)
    for big in (large, largest):  # the lines grow about as much as the cards
        assert big[1] / big[0] >= 0.9 * small[1] / small[0], sizes


@pytest.mark.parametrize("size", [(1280, 800), (1920, 1080)], ids=["1280x800", "1920x1080"])
def test_the_boards_text_grows_with_the_players_text_size(qtbot, make_window, size) -> None:
    """At the largest text size the board's lines and the name plates' texts grow as much
    as the piles' labels do."""
    fonts = {}
    for text_size in (100, max(TEXT_SIZES)):
        window = led_left_bower(qtbot, make_window, size, text_size)
        board = window.table.scene_.board
        plate = window.table.scene_.plates[1]
        fonts[text_size] = (board_font(0, board.font_basis).pixelSize(),
                            board_font(1, board.font_basis).pixelSize(),
                            plate_fonts(plate.font_basis)[0].pixelSize(),
                            plate_fonts(plate.font_basis)[1].pixelSize(),
                            window.table.scene_.labels["dead"].font().pixelSize())
        assert board_problems(window.table) == [], (size, text_size)
        window.close()
    usual, large = fonts[100], fonts[max(TEXT_SIZES)]
    grown = large[4] / usual[4]  # the labels'
    for line in range(4):
        assert large[line] / usual[line] >= 0.9 * grown, fonts


def test_the_board_never_wraps_a_number_away_from_its_word(qtbot, make_window) -> None:
    """On a small window with the largest text the board's lines wrap between words, but
    "bid 3", "Playing to 5" and "Hand 1" stay whole: a no-break space joins each number
    to the word before it."""
    window = led_left_bower(qtbot, make_window, (800, 600), max(TEXT_SIZES))
    lines = window.table.scene_.board.lines
    target = window.controller.view.rules.target
    assert lines[1].endswith("bid\u00a03"), lines
    assert lines[2] == f"Playing to\u00a0{target}", lines
    assert not any(" " + digit in line for line in lines for digit in "0123456789"), lines
    assert board_problems(window.table) == []
    window.close()
