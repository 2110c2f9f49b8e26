"""Every sentence in which a player is the subject or the object has its own form for the
player ("you take the trick", "you deal") beside the one with a name: rendered with the
player in each role in every language, none shows "you" dropped into a name's slot
("gewonnen door jij", "pripao je igraču ti", "You deals"), nor any form a language's
list forbids (tools/translation_checks.py)."""

from __future__ import annotations

import sys
import xml.etree.ElementTree as ET
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QLocale
from translation_tool import update_translations

from ghosteuchre.app.shell import i18n
from ghosteuchre.app.table.news import renege_news, trick_news
from ghosteuchre.app.words import describe, who
from ghosteuchre.engine.cards import Card
from ghosteuchre.engine.scoring import Entry, Rule
from ghosteuchre.session.events import RenegeCalled

sys.path.insert(0, str(Path(__file__).resolve().parents[3] / "tools"))
from translation_checks import FORBIDDEN, forbidden_forms

LANGUAGES = list(update_translations.LANGUAGES)
NAMES = ["Zoë", "Ada", "Bo"]  # the player sits in seat 0

# Each sentence with the seat it is about: the player's own form when that seat is 0.
SENTENCES: dict[str, Callable[[int, int | None], str]] = {
    "last trick": lambda s, you: who.last_trick_title(NAMES, s, you),
    "dead hand": lambda s, you: who.dead_hand_label(NAMES, s, you),
    "given up (screen reader)": lambda s, you: who.given_up_by(NAMES, s, you),
    "trick taken (screen reader)": lambda s, you: who.trick_taken_by(NAMES, s, you),
    "card played (screen reader)": lambda s, you: who.played_by(NAMES, s, you),
    "renege called": lambda s, you: who.renege_called_by(NAMES, s, 2, you),
    "the deal (hand history)": lambda s, you: who.deal_step(NAMES, s, you, 17),
    "trick taken": lambda s, you: describe.trick_taken(NAMES, s, you),
    "summary's renege line": lambda s, you: describe.rule_text(
        Entry(Rule.RENEGE_CALLED, (1,), -2, trick=0, called_by=s), NAMES, you),
    "news: a trick": lambda s, you: trick_news(NAMES, s, Card.parse("AH"), you),
    "news: a renege called by": lambda s, you: renege_news(
        NAMES, RenegeCalled(s, 2, Card.parse("9C"), 2, -2), you),
    "news: a renege called on": lambda s, you: renege_news(
        NAMES, RenegeCalled(2, s, Card.parse("9C"), 2, -2), you),
}


@pytest.fixture(params=LANGUAGES)
def language(request: pytest.FixtureRequest, qapp) -> Iterator[str]:
    translators = i18n.install(qapp, QLocale(request.param))
    yield request.param
    i18n.uninstall(qapp, translators)


@pytest.mark.parametrize("sentence", SENTENCES)
def test_each_sentence_has_a_form_for_the_player_and_one_for_a_name(
        language: str, sentence: str) -> None:
    render = SENTENCES[sentence]
    yours, theirs, watched = render(0, 0), render(1, 0), render(0, None)
    assert yours != theirs
    assert "Zoë" not in yours and "Ada" in theirs and "Zoë" in watched
    assert "{" not in yours + theirs
    for text in (yours, theirs, watched):
        assert forbidden_forms(language, text) == [], text


def test_the_player_never_reads_you_in_a_name_slot_in_english(qapp) -> None:
    assert describe.trick_taken(NAMES, 0, 0) == "You take the trick"
    assert who.deal_step(NAMES, 0, 0, 3) == "The deal: you deal. 3 actions follow."
    assert who.last_trick_title(NAMES, 0, 0) == "Last trick — won by you"
    assert who.renege_called_by(NAMES, 0, 2, 0) == "Renege called by you: \u22122"


def translations(language: str) -> Iterator[tuple[str, str, str]]:
    tree = ET.parse(update_translations.ts_file(language))
    for context in tree.iter("context"):
        for message in context.iter("message"):
            translation = message.find("translation")
            if translation is None:
                continue
            forms = [f.text or "" for f in translation.findall("numerusform")]
            for text in forms or [translation.text or ""]:
                yield context.findtext("name") or "", message.findtext("source") or "", text


@pytest.mark.parametrize("language", LANGUAGES[1:])
def test_no_translation_holds_a_form_its_language_forbids(language: str) -> None:
    wrong = [f"{context}: {text[:80]!r} ({'; '.join(forbidden_forms(language, text))})"
             for context, _, text in translations(language) if forbidden_forms(language, text)]
    assert wrong == []


@pytest.mark.parametrize(("language", "text"), [
    ("en", "The deal: You deals. 12 actions follow."),
    ("nl", "Laatste slag — gewonnen door jij"),
    ("nl", "Dode hand (afgestaan door jij)"),
    ("hr", "Posljednji štih — pripao je igraču ti"),
    ("hr", "Renons (prijavljuje ti): −2"),
    ("hr", "Euchre za troje: igrač koji odredi adut igra protiv druge dvojice"),
    ("hr", "Ako sva trojica kažu dalje"),
    ("gl", "Xogas só: o morto queda na mesa"),
    ("gl", "Estás obrigado a servir"),
    ("gl", "Benvido á mesa"),
    ("gl", "Xogar só só paga a pena cando levas as cinco bazas"),
    ("gl", "Baza, levada por tu"),
    ("gl", "só"),
    ("sw", "Boti Wastani"),
    ("sw", "Mgawo: anagawa wewe."),
    ("ko", "나이(가) 트릭을 땁니다"),
])
def test_the_lists_catch_the_forms_they_name(language: str, text: str) -> None:
    assert language in FORBIDDEN
    assert forbidden_forms(language, text)


@pytest.mark.parametrize(("language", "text"), [
    ("nl", "Laatste slag — gewonnen door jou"),
    ("hr", "Posljednji štih — pripao je tebi"),
    ("hr", "Euchre za troje: igrač koji odredi adut igra protiv druga dva igrača"),
    ("gl", "Xogas en solitario: o morto queda na mesa"),
    ("gl", "Só un xogador pode cambiar."),
    ("sw", "Kompyuta Wastani"),
    ("ko", "트릭, 가져간 사람: 나"),
])
def test_the_lists_let_the_right_forms_through(language: str, text: str) -> None:
    assert forbidden_forms(language, text) == []
