"""What a player reads stays readable on a small and on a large window: the trick's
tags, the name plates, the hand history's side panel."""

from __future__ import annotations

from app_driver import PATIENCE_MS, Driver, TestBot, start
from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QFontMetricsF, QTextDocumentFragment
from PySide6.QtTest import QTest
from test_hand_history import bad_play_record, choose_seat
from test_play import seed_with_dealer
from test_trick_results import waiting_pacing

from ghosteuchre.app import worker
from ghosteuchre.app.history import ALL_OPEN
from ghosteuchre.app.settings import GameSetup
from ghosteuchre.app.table.items import plate_texts
from ghosteuchre.app.table.piles import index_depth
from ghosteuchre.bots.review import review_decision
from ghosteuchre.engine.cards import Card


def test_the_tag_of_a_led_bower_lies_across_its_card_on_a_small_window(
        qtbot, make_window) -> None:
    window = make_window(pacing=waiting_pacing(), bots={1: TestBot(), 2: TestBot()},
                         size=(800, 600))
    driver = Driver(qtbot, window)
    start(window, "ghost-hand", seed_with_dealer(2))  # the player bids first
    driver.wait_for_human()
    driver.click_button("act-swap")
    driver.wait_for_human()
    driver.click_button("act-bid-3")
    driver.wait_for_human()
    driver.click_button("act-trump-C")
    driver.wait_for_human()
    assert Card.parse("JS") in window.controller.view.hand  # the left bower, clubs trump
    driver.click_card("JS")
    table = window.table
    item = table.item_for("JS")
    qtbot.waitUntil(lambda: item.pos() == item.home, timeout=PATIENCE_MS)
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
