"""A review sheet per language (docs/review-<lang>.md): the 76 texts a player reads most,
source beside translation, kept up to date by tools/update_translations.py; and --fill
refuses a translation that breaks a language's rules or the decision bar's key letters."""

from __future__ import annotations

import sys
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest
from translation_tool import update_translations

sys.path.insert(0, str(Path(__file__).resolve().parents[3] / "tools"))
from review_texts import REVIEW, review_sheet

LANGUAGES = [code for code in update_translations.LANGUAGES if code != "en"]


@pytest.mark.parametrize("language", LANGUAGES)
def test_each_language_has_its_review_sheet_up_to_date(language: str) -> None:
    sheet = update_translations.review_file(language).read_text(encoding="utf-8")
    assert sheet == review_sheet(update_translations.ts_file(language), language,
                                 update_translations.REVIEW_NAMES[language])
    rows = [line for line in sheet.splitlines() if line.startswith("| ") and
            line.split("|")[1].strip().isdigit()]
    assert len(rows) == len(REVIEW) == 76
    assert "(missing)" not in sheet


@pytest.mark.parametrize("language", LANGUAGES)
def test_fill_refuses_a_forbidden_form_and_a_broken_key_letter(
        language: str, tmp_path: Path, monkeypatch) -> None:
    ts = tmp_path / f"ghosteuchre_{language}.ts"
    ts.write_bytes(update_translations.ts_file(language).read_bytes())
    monkeypatch.setattr(update_translations, "FOLDER", tmp_path)
    before = ts.read_bytes()
    order = update_translations.bar_labels(ET.parse(ts))["&Order it up"]
    problems = update_translations.fill(language, {"DecisionBar": {
        "&Pass": order,  # the letter of the button beside it in round one
        "&Decline": "Decline without a key",
    }})
    assert len(problems) == 2
    assert "share" in problems[0] and "key letter (&) is lost" in problems[1]
    bad = {"gl": "Última baza — gañada por tu", "hr": "Posljednji štih — pripao je igraču ti",
           "nl": "Laatste slag — gewonnen door jij", "sw": "Hila ya mwisho — boti",
           "ko": "마지막 트릭 — 나이(가) 이김"}[language]
    problems = update_translations.fill(language, {"TableView": {
        "Last trick — won by you": bad}})
    assert len(problems) == 1 and "Last trick" in problems[0]
    assert ts.read_bytes() == before
