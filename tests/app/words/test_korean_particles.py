"""Korean particles fit the word before them: 이/가, 을/를, 은/는, 으로/로, 과/와 by its
last sound, a card read by its index (A 에이, K 케이, 10 십), in every Korean text and in
sentences made at run time."""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET

import pytest
from translation_tool import update_translations

from ghosteuchre.app.words.korean import fit_particles


@pytest.mark.parametrize(("text", "fitted"), [
    ("트럼프이(가) 됩니다", "트럼프가 됩니다"),
    ("고스트 핸드은(는) 엎어 둡니다", "고스트 핸드는 엎어 둡니다"),
    ("A♠을 냅니다", "A♠를 냅니다"),
    ("A♣으로 이깁니다", "A♣로 이깁니다"),
    ("10♥을(를) 냅니다", "10♥을 냅니다"),
    ("K♠이 이깁니다", "K♠가 이깁니다"),
    ("J♦과 A♥", "J♦와 A♥"),
    ("레프트 바우어(으)로", "레프트 바우어로"),
    ("달(으)로", "달로"),
    ("리네그은(는)", "리네그는"),
    ('<a href="#glossary-trump">트럼프</a>이(가) 됩니다',
     '<a href="#glossary-trump">트럼프</a>가 됩니다'),
])
def test_the_particle_fits_the_word_before_it(text: str, fitted: str) -> None:
    assert fit_particles(text) == fitted


@pytest.mark.parametrize("text", ["Ada이(가) 패스합니다", "%1이(가) 이미 존재합니다", "{0}을(를)"])
def test_the_notation_stays_where_the_word_is_not_known(text: str) -> None:
    assert fit_particles(text) == text


def test_no_korean_text_leaves_a_particle_the_word_before_it_decides() -> None:
    tree = ET.parse(update_translations.ts_file("ko"))
    wrong = []
    for message in tree.iter("message"):
        translation = message.find("translation")
        forms = [f.text or "" for f in translation.findall("numerusform")] or [
            translation.text or ""]
        wrong += [text[:80] for text in forms if fit_particles(text) != text]
    assert wrong == []
    texts = " ".join(m.findtext("translation") or "" for m in tree.iter("message"))
    assert not re.search(r"\{\d\}번째 핸드", texts)  # "핸드 {0}", not "1번째 핸드"


def test_the_log_fits_the_particle_after_a_card_put_into_a_sentence() -> None:
    from ghosteuchre.app.play.models import LogModel

    log = LogModel()
    log.set_lines(["Ada이(가) A♠을(를) 리드합니다", "Bo이(가) 10♥(으)로 따릅니다"])
    assert log.lines() == ["Ada이(가) A♠를 리드합니다", "Bo이(가) 10♥으로 따릅니다"]


def test_the_rules_in_korean_leave_no_particle_notation_after_a_term(qtbot, qapp) -> None:
    from PySide6.QtCore import QLocale

    from ghosteuchre.app.screens.rulesref import RulesReference
    from ghosteuchre.app.shell import i18n

    translators = i18n.install(qapp, QLocale("ko"))
    try:
        reference = RulesReference()
        qtbot.addWidget(reference)
        text = reference.browser.toPlainText()
    finally:
        i18n.uninstall(qapp, translators)
    assert "트럼프" in text
    left = re.findall(r"[가-힣]+(?:이\(가\)|을\(를\)|은\(는\)|\(으\)로)", text)
    assert left == []
