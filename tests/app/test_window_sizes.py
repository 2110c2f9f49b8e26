"""What a player reads stays readable on a small and on a large window: the trick's
tags, the name plates, the hand history's side panel."""

from __future__ import annotations

from app_driver import PATIENCE_MS, Driver, TestBot, start
from PySide6.QtCore import QRectF
from PySide6.QtGui import QFontMetricsF
from test_play import seed_with_dealer
from test_trick_results import waiting_pacing

from ghosteuchre.app.table.piles import index_depth
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
