"""The rules reference: every topic can be shown, the cards are drawn in the text, and
F1 shows the options of the game in progress."""

from __future__ import annotations

import re

import pytest
from app_driver import PATIENCE_MS, start
from PySide6.QtCore import Qt, QUrl
from PySide6.QtGui import QImage, QTextDocument
from PySide6.QtTest import QTest

from ghosteuchre.app.screens.rulesblocks import CARD_WIDTH
from ghosteuchre.app.screens.rulesref import (
    REASON_TOPICS,
    RULE_TOPICS,
    TOPICS,
    RulesReference,
)
from ghosteuchre.app.screens.rulestext import rules_html
from ghosteuchre.engine.reasons import REASONS
from ghosteuchre.engine.rules import CUTTHROAT, GHOST_HAND, OPTIONS, Rules
from ghosteuchre.engine.scoring import Rule

pytestmark = pytest.mark.slow  # the window driven through games, or long runs: not in the fast lane


@pytest.fixture
def reference(qtbot) -> RulesReference:
    window = RulesReference()
    qtbot.addWidget(window)
    return window


@pytest.mark.parametrize("rules", [None, Rules.make(GHOST_HAND), Rules.make(CUTTHROAT)],
                         ids=["no game", "ghost hand", "cutthroat"])
def test_every_topic_anchor_exists_in_the_document(reference, rules) -> None:
    reference.set_rules(rules)
    anchors = reference.anchors()
    assert set(TOPICS) <= anchors
    assert len(TOPICS) == len(set(TOPICS))
    for term in ("bower", "euchre", "sits-out", "renege", "target", "shoot-the-moon"):
        assert f"glossary-{term}" in TOPICS


def test_every_link_in_the_text_leads_to_an_anchor(reference) -> None:
    html = rules_html(Rules.make(CUTTHROAT))
    targets = set(re.findall(r'href="#([^"]+)"', html))
    assert targets and targets <= reference.anchors()


def test_options_scoring_rules_and_refusals_name_existing_topics() -> None:
    assert {option.topic for option in OPTIONS.values()} <= set(TOPICS)
    assert set(RULE_TOPICS) == {rule.value for rule in Rule}
    assert set(RULE_TOPICS.values()) <= set(TOPICS)
    assert set(REASON_TOPICS) <= set(REASONS)
    assert set(REASON_TOPICS.values()) <= set(TOPICS)


def test_card_pictures_are_drawn_by_the_games_card_art(reference) -> None:
    document = reference.browser.document()
    cards = set(re.findall(r'src="card:([^"]+)"', reference.browser.toHtml()))
    assert {"JH", "JD", "AH", "9H", "back", "QD"} <= cards
    for card in cards:
        image = document.resource(QTextDocument.ResourceType.ImageResource, QUrl(f"card:{card}"))
        assert isinstance(image, QImage) and not image.isNull(), card
        assert image.width() >= CARD_WIDTH
    right, left = (document.resource(QTextDocument.ResourceType.ImageResource, QUrl(f"card:{c}"))
                   for c in ("JH", "JD"))
    assert right != left


def _anchor_top(reference: RulesReference, anchor: str) -> int:
    document = reference.browser.document()
    block = document.begin()
    while block.isValid():
        it, names = block.begin(), set(block.charFormat().anchorNames())
        while not it.atEnd():
            names.update(it.fragment().charFormat().anchorNames())
            it += 1
        if anchor in names:
            return round(document.documentLayout().blockBoundingRect(block).top())
        block = block.next()
    raise AssertionError(f"no anchor {anchor}")


def test_show_topic_brings_the_section_to_the_top(qtbot, reference) -> None:
    reference.show_topic("bowers")
    qtbot.waitExposed(reference)
    bar = reference.browser.verticalScrollBar()
    assert abs(bar.value() - _anchor_top(reference, "bowers")) <= 2
    assert reference.contents.currentItem().text() == "Trump and the bowers"
    reference.show_topic("glossary-euchre")
    assert reference.browser.textCursor().selectedText().startswith("Euchre:")
    assert reference.contents.currentItem().text() == "Glossary"
    reference.show_topic("start")
    assert bar.value() == 0


def test_an_unknown_topic_shows_the_start(qtbot, reference, caplog) -> None:
    reference.show_topic("no-such-topic")
    assert reference.isVisible() and reference.browser.verticalScrollBar().value() == 0
    assert "no-such-topic" in caplog.text


def test_clicking_the_contents_scrolls_to_the_section(qtbot, reference) -> None:
    reference.show_topic("start")
    qtbot.waitExposed(reference)
    contents = reference.contents
    item = next(contents.item(r) for r in range(contents.count())
                if contents.item(r).text().strip() == "Scoring in Cutthroat")
    rect = contents.visualItemRect(item)
    QTest.mouseClick(contents.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
    bar = reference.browser.verticalScrollBar()
    qtbot.waitUntil(lambda: abs(bar.value() - _anchor_top(reference, "cutthroat-scoring")) <= 2,
                    timeout=PATIENCE_MS)


def test_f1_opens_the_rules_with_the_options_of_the_game_in_progress(
    qtbot, make_window
) -> None:
    window = make_window()
    start(window, "cutthroat", 5, {"target": 12, "stick_the_dealer": True})
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow, timeout=PATIENCE_MS)
    QTest.keyClick(window, Qt.Key.Key_F1)
    rules = window.rules_window
    assert rules is not None
    qtbot.waitUntil(rules.isVisible, timeout=PATIENCE_MS)
    text = rules.browser.toPlainText()
    assert "Game: Cutthroat" in text
    assert "Points to win: 12" in text
    assert "Stick the dealer: on (changed from the standard game)" in text
    assert "Points for a march: 3" in text and "Points for shooting the moon" not in text
    start(window, "ghost-hand", 6, {"moon_points": 30})
    qtbot.waitUntil(lambda: "Game: Ghost Hand" in rules.browser.toPlainText(), timeout=PATIENCE_MS)
    text = rules.browser.toPlainText()
    assert "Points for shooting the moon: 30" in text and "Points to win: 32" in text
    assert "Shooting the moon and taking all six\n+30" in text  # the scoring table follows


def test_without_a_game_the_rules_say_so(qtbot, make_window) -> None:
    window = make_window()
    rules = window.show_rules("this-game")
    assert "No game is in progress." in rules.browser.toPlainText()


def _image(rules: RulesReference, card: str) -> QImage:
    image = rules.browser.document().resource(
        QTextDocument.ResourceType.ImageResource, QUrl(f"card:{card}"))
    assert isinstance(image, QImage) and not image.isNull(), card
    return image


def _share(image: QImage, test) -> float:
    """The share of the picture's pixels that pass ``test``."""
    seen = [image.pixelColor(x, y) for x in range(0, image.width(), 2)
            for y in range(0, image.height(), 2)]
    return sum(1 for p in seen if test(p)) / len(seen)


def _blue(p) -> bool:
    return p.blue() > p.red() + 50 and p.blue() > p.green() + 30


def _red(p) -> bool:
    return p.red() > p.green() + 60 and p.red() > p.blue() + 60


def test_the_rules_follow_the_four_colour_deck_and_the_card_back(
    qtbot, settings, make_window
) -> None:
    from tests.support.preferences import choose, click, close, open_preferences

    window = make_window()
    rules = window.show_rules("cards")
    assert _share(_image(rules, "QD"), _blue) == 0
    assert _share(_image(rules, "back"), _red) < 0.05  # navy
    assert "#1453b5" not in rules.browser.toHtml()  # no blue diamonds in the text
    window.activateWindow()
    dialog = open_preferences(qtbot, window)
    click(dialog.four_colour)
    choose(dialog.back, "red")
    close(qtbot, dialog)
    qtbot.waitUntil(lambda: _share(_image(rules, "QD"), _blue) > 0.01, timeout=PATIENCE_MS)
    assert _share(_image(rules, "back"), _red) > 0.2
    html = rules.browser.toHtml()
    assert "#1453b5" in html and "#137a3a" in html  # ♦ blue and ♣ green in the text
    assert "four-colour deck prints clubs in green" in rules.browser.toPlainText()
    rules.close()
    window.rules_window = None  # a new window starts in the chosen style too
    again = window.show_rules("cards")
    assert _share(_image(again, "QD"), _blue) > 0.01
    assert _share(_image(again, "back"), _red) > 0.2
