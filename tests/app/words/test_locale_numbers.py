"""Every number a player reads is written as the language the app speaks writes it: the
decimal comma of Galician, Croatian and Dutch ("2,3"), and the dates and figures of the
statistics and the past games through the same locale."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QDate, QLocale

from ghosteuchre.app.shell import i18n
from ghosteuchre.app.words import describe

DECIMAL = {"en": "2.3", "gl": "2,3", "hr": "2,3", "nl": "2,3", "sw": "2.3", "ko": "2.3"}


@pytest.mark.parametrize("language", DECIMAL)
def test_a_decimal_is_written_as_the_language_writes_it(qapp, language: str) -> None:
    translators = i18n.install(qapp, QLocale(language))
    try:
        assert describe.number(2.3) == DECIMAL[language]
        assert describe.number(0.25, 2) == DECIMAL[language].replace("2", "0", 1)[:-1] + "25"
        assert QLocale().language() == QLocale(language).language()
    finally:
        i18n.uninstall(qapp, translators)


def test_dates_follow_the_chosen_language_not_the_system(qapp) -> None:
    translators = i18n.install(qapp, QLocale("hr"))
    try:
        croatian = QLocale().toString(QDate(2026, 3, 5), QLocale.FormatType.LongFormat)
    finally:
        i18n.uninstall(qapp, translators)
    assert "ožujka" in croatian.lower()
    assert QLocale().language() == QLocale.system().language()
