"""The rules reference (Help → Rules, F1): both games for players, with card pictures,
a glossary and the options in effect, each section and term reachable by its anchor.
The window and the topics it can show are here; the text is ``rulestext``'s."""

from __future__ import annotations

import logging
import re
from collections.abc import Iterator
from typing import Any

from PySide6.QtCore import Qt, QUrl
from PySide6.QtGui import QTextBlock, QTextCursor, QTextDocument
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QListWidget,
    QListWidgetItem,
    QSplitter,
    QTextBrowser,
    QVBoxLayout,
    QWidget,
)

from ...engine.rules import Rules
from ..art.cardart import CardArt
from ..storage.settings import Appearance
from ..words.korean import fit_particles
from .rulesblocks import CARD_WIDTH, translate
from .rulesglossary import GLOSSARY_TERMS
from .rulestext import SECTIONS, rules_html, section_titles

log = logging.getLogger(__name__)

TOPICS: tuple[str, ...] = (
    *(anchor for anchor, _ in SECTIONS),
    *(f"glossary-{term}" for term in GLOSSARY_TERMS),
)
"""Every anchor that ``RulesReference.show_topic()`` accepts."""

# A scoring rule of the hand summary (engine.scoring.Rule) → the section explaining it.
RULE_TOPICS: dict[str, str] = {
    "bid_made": "ghost-scoring",
    "set": "ghost-scoring",
    "moon_made": "ghost-scoring",
    "moon_failed": "ghost-scoring",
    "tricks": "ghost-scoring",
    "made": "cutthroat-scoring",
    "march": "cutthroat-scoring",
    "alone_march": "cutthroat-scoring",
    "euchred": "cutthroat-scoring",
    "euchre": "cutthroat-scoring",
    "beaten_alone": "cutthroat-scoring",
    "defended_alone": "cutthroat-scoring",
    "defended_alone_all": "cutthroat-scoring",
    "renege_called": "reneges",
    "renege_not_called": "reneges",
}

# A refusal's reason code (engine.reasons) → the section explaining it.
REASON_TOPICS: dict[str, str] = {
    "must_follow": "follow-suit",
    "swap_off": "ghost-swap",
    "already_swapped": "ghost-swap",
    "moon_called": "ghost-bidding",
    "moon_again": "ghost-bidding",
    "bid_six": "ghost-bidding",
    "bid_range": "ghost-bidding",
    "bid_above": "ghost-bidding",
    "dealer_stuck_bid": "stick-the-dealer",
    "dealer_stuck_suit": "stick-the-dealer",
    "turned_down": "round-two",
    "pickup_required": "ordering",
    "reneges_blocked": "reneges",
    "renege_not_proven": "reneges",
    "call_self": "reneges",
}

_CARD_SRC = re.compile(r'src="card:([0-9TJQKA][CDHS]|back)"')


def game_words(ghost: bool) -> str:
    """Links to the glossary for the words of Ghost Hand (``ghost``) or Cutthroat that the
    statistics and the review use, between commas: for a QLabel whose ``linkActivated``
    gives the topic to ``RulesReference.show_topic``."""
    if ghost:
        terms = [
            ("declarer", translate("RulesReference", "declarer")),
            ("trump", translate("RulesReference", "trump")),
            ("swap", translate("RulesReference", "swap")),
            ("shoot-the-moon", translate("RulesReference", "shooting the moon")),
            ("set", translate("RulesReference", "set")),
            ("renege", translate("RulesReference", "renege")),
        ]
    else:
        terms = [
            ("maker", translate("RulesReference", "maker")),
            ("trump", translate("RulesReference", "trump")),
            ("dummy", translate("RulesReference", "dummy")),
            ("alone", translate("RulesReference", "going alone")),
            ("defend-alone", translate("RulesReference", "defending alone")),
            ("march", translate("RulesReference", "march")),
            ("euchre", translate("RulesReference", "euchre")),
            ("renege", translate("RulesReference", "renege")),
        ]
    return ", ".join(
        f'<a href="glossary-{term}" style="color:#1a5fb4">{text}</a>' for term, text in terms
    )



def card_images(html: str, art: CardArt, dpr: float) -> dict[str, Any]:
    """The picture of every card the text shows, keyed ``card:JH`` (``card:back``)."""
    images: dict[str, Any] = {}
    for card in sorted(set(_CARD_SRC.findall(html))):
        pixmap = art.pixmap(
            None if card == "back" else card, CARD_WIDTH, dpr, face_up=card != "back"
        )
        images[f"card:{card}"] = pixmap.toImage()
    return images


def _blocks(document: QTextDocument) -> Iterator[tuple[QTextBlock, set[str]]]:
    """Each block of a document with the anchor names in it, as Qt parsed them."""
    block = document.begin()
    while block.isValid():
        names = set(block.charFormat().anchorNames())
        it = block.begin()
        while not it.atEnd():
            names.update(it.fragment().charFormat().anchorNames())
            it += 1
        yield block, names
        block = block.next()


def document_anchors(document: QTextDocument) -> set[str]:
    """Every anchor name in a document."""
    return {name for _, names in _blocks(document) for name in names}


def _anchor_block(document: QTextDocument, anchor: str) -> QTextBlock | None:
    return next((block for block, names in _blocks(document) if anchor in names), None)


# ---------------------------------------------------------------- the window
class RulesReference(QDialog):
    """A window with the contents on the left and the text on the right."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("rules-reference")
        self.setWindowTitle(translate("RulesReference", "Rules of Ghost Euchre"))
        self.setWindowFlag(Qt.WindowType.Window)
        self.setModal(False)
        self.art = CardArt()
        self.rules: Rules | None = None
        self.note = ""
        layout = QVBoxLayout(self)
        splitter = QSplitter()
        self.contents = QListWidget()
        self.contents.setObjectName("rules-contents")
        titles = section_titles()
        for anchor, depth in SECTIONS:
            item = QListWidgetItem(("    " * depth) + titles[anchor])
            item.setData(Qt.ItemDataRole.UserRole, anchor)
            self.contents.addItem(item)
        self.contents.itemClicked.connect(
            lambda item: self.show_topic(item.data(Qt.ItemDataRole.UserRole))
        )
        self.browser = QTextBrowser()
        self.browser.setObjectName("rules-text")
        self.browser.setOpenLinks(True)
        self.browser.setOpenExternalLinks(False)
        self.browser.document().setDefaultStyleSheet(
            "h1 { font-size: x-large; } h2 { font-size: large; margin-top: 18px; } "
            "td, th { padding: 4px; }"
        )
        self.browser.document().setDocumentMargin(14)
        splitter.addWidget(self.contents)
        splitter.addWidget(self.browser)
        splitter.setStretchFactor(1, 1)
        # The contents as wide as their longest title, up to a third of the window; a
        # title longer than that wraps onto a second line rather than being cut.
        self.contents.setWordWrap(True)
        self.contents.setTextElideMode(Qt.TextElideMode.ElideNone)
        self.contents.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        metrics = self.contents.fontMetrics()
        widest = max(metrics.horizontalAdvance(self.contents.item(row).text())
                     for row in range(self.contents.count()))
        frame = 2 * self.contents.frameWidth() + self.contents.verticalScrollBar().sizeHint(
            ).width() + 16
        splitter.setSizes([min(widest + frame, 300), 600])
        layout.addWidget(splitter)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.close)
        layout.addWidget(buttons)
        self.resize(900, 660)
        self.set_rules(None)

    def set_rules(self, rules: Rules | None, note: str = "") -> None:
        """Rewrite the text for the options in effect (None: no game is in progress)."""
        self.rules, self.note = rules, note
        bar = self.browser.verticalScrollBar()
        position = bar.value()
        html = fit_particles(rules_html(rules, note, self.art.four_colour))
        document = self.browser.document()
        for name, image in card_images(html, self.art, self.devicePixelRatioF()).items():
            document.addResource(QTextDocument.ResourceType.ImageResource, QUrl(name), image)
        self.browser.setHtml(html)
        bar.setValue(position)

    def set_appearance(self, appearance: Appearance) -> None:
        """Draw the cards and the suits' symbols as the table does (the card back, the
        four-colour deck); the text is drawn again if that changes them."""
        if self.art.set_style(appearance.four_colour, appearance.card_back, appearance.faces):
            self.set_rules(self.rules, self.note)

    def anchors(self) -> set[str]:
        return document_anchors(self.browser.document())

    def show_topic(self, anchor: str = "start") -> None:
        """Show the window with the section or glossary term ``anchor`` at the top."""
        if anchor not in TOPICS:
            log.warning("the rules reference has no topic %r", anchor)
            anchor = "start"
        self.show()
        self.raise_()
        self.activateWindow()
        section = "glossary" if anchor.startswith("glossary-") else anchor
        for row in range(self.contents.count()):
            item = self.contents.item(row)
            if item.data(Qt.ItemDataRole.UserRole) == section:
                self.contents.setCurrentItem(item)
        cursor = QTextCursor(self.browser.document())
        if section == "glossary" and anchor != section:
            block = _anchor_block(self.browser.document(), anchor)
            if block is not None:  # the term is marked: near the end it cannot be at the top
                cursor = QTextCursor(block)
                cursor.movePosition(
                    QTextCursor.MoveOperation.EndOfBlock, QTextCursor.MoveMode.KeepAnchor
                )
        self.browser.setTextCursor(cursor)
        if anchor == "start":
            self.browser.verticalScrollBar().setValue(0)
        else:
            self.browser.scrollToAnchor(anchor)
