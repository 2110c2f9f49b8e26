"""The pieces the rules reference's text is made of: a heading, a paragraph, a row of
card pictures, a table, a link to the glossary and a score; and ``Page``, what the text
quotes from the game in progress."""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QCoreApplication

from ...engine.rules import CUTTHROAT, GHOST_HAND, Rules

CARD_WIDTH = 50  # the width of a card picture in the text, in logical pixels
CARD_HEIGHT = 70

translate = QCoreApplication.translate  # literal context and text, for pyside6-lupdate


@dataclass(frozen=True)
class Page:
    """What the text quotes: ``rules``, the options in effect (None: no game), or a
    ``note`` in their place; the deck's inks; the sections' titles."""

    rules: Rules | None
    note: str
    four_colour: bool
    titles: dict[str, str]

    @property
    def ghost(self) -> Rules:
        """The Ghost Hand rules whose figures the text gives."""
        rules = self.rules
        return rules if rules is not None and rules.is_ghost else Rules.make(GHOST_HAND)

    @property
    def cut(self) -> Rules:
        """The Cutthroat rules whose figures the text gives."""
        rules = self.rules
        return rules if rules is not None and not rules.is_ghost else Rules.make(CUTTHROAT)

    @property
    def penalty(self) -> int:
        return (self.rules or self.ghost).renege_penalty


def heading(anchor: str, depth: int, title: str) -> str:
    tag = "h1" if anchor == "start" else "h2" if depth == 0 else "h3"
    return f'<{tag}><a name="{anchor}"></a>{title}</{tag}>'


def paragraph(text: str) -> str:
    return f"<p>{text}</p>"


def cards(*cards: str, caption: str = "") -> str:
    images = "&nbsp;".join(
        f'<img src="card:{c}" width="{CARD_WIDTH}" height="{CARD_HEIGHT}">' for c in cards
    )
    text = f'<br><span style="color:#555">{caption}</span>' if caption else ""
    return f'<p style="margin-left:12px">{images}{text}</p>'


def table(rows: list[tuple[str, str]], head: tuple[str, str]) -> str:
    cells = "".join(f"<tr><td>{a}</td><td align='right'><b>{b}</b></td></tr>" for a, b in rows)
    return (
        f"<table border='1' cellspacing='0' cellpadding='5' style='margin-left:12px'>"
        f"<tr><th align='left'>{head[0]}</th><th align='right'>{head[1]}</th></tr>"
        f"{cells}</table>"
    )


def term(term: str, text: str) -> str:
    """A link to the glossary's ``term``, reading ``text``."""
    return f'<a href="#glossary-{term}">{text}</a>'


def points(n: int) -> str:
    return f"+{n}" if n > 0 else f"−{-n}"
