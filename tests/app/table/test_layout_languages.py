"""The table, the hand history and the rules' contents in every language and the
pseudo-locale at 800×600 and 1024×700: every text a player needs is whole and nothing is
drawn over anything (measured with QFontMetrics, as in test_text_fits.py)."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from app_driver import PATIENCE_MS
from PySide6.QtCore import QLocale, QRect, Qt
from translation_tool import update_translations

from ghosteuchre.app.screens.rulesref import RulesReference
from ghosteuchre.app.shell import i18n
from ghosteuchre.engine.actions import Act
from tests.support.text_fits import ORDINARY, Checker, play_hands

pytestmark = pytest.mark.slow  # the window driven through games, or long runs: not in the fast lane

LANGUAGES = [*update_translations.LANGUAGES, "pseudo"]
SIZES = [(800, 600), (1024, 700)]
GAMES = [("ghost-hand", (Act.BID, Act.SWAP)), ("cutthroat", (Act.ORDER, Act.ALONE))]


@pytest.fixture(params=LANGUAGES)
def language(request: pytest.FixtureRequest, qapp) -> Iterator[str]:
    translators = (i18n.install_pseudo(qapp) if request.param == "pseudo"
                   else i18n.install(qapp, QLocale(request.param)))
    yield request.param
    i18n.uninstall(qapp, translators)


@pytest.mark.parametrize("size", SIZES, ids=[f"{w}x{h}" for w, h in SIZES])
def test_the_table_and_the_hand_history_fit_in_every_language(
        qtbot, make_window, language: str, size: tuple[int, int]) -> None:
    window = make_window(size=size)
    # A long name may be cut short (keeping 8 letters or more) where the words are longer
    # (the pseudo-locale), on a table narrower than 1024 and in the hand history's table.
    whole_names = 1.0 if language != "pseudo" and size[0] >= 1024 else 1.4
    for i, (variant, prefer) in enumerate(GAMES):
        checker = Checker(window, ORDINARY, whole_names)
        play_hands(qtbot, window, variant, ORDINARY, prefer, hands=1, seed=5 + i)
        window.table.laid_out.disconnect(checker.check)
        assert checker.problems == [], "\n".join(checker.problems)
        history = window.show_hand_history()  # Game → Hand history…
        assert history is not None
        history.resize(*size)
        qtbot.waitExposed(history, timeout=PATIENCE_MS)
        replay = Checker(history, ORDINARY, 1.4)
        for position in range(len(history.steps)):
            history.go(position)
            replay.check()
        assert replay.problems == [], "\n".join(replay.problems)
        assert {"BID", "PLAY"} <= replay.phases or {"ROUND1", "PLAY"} <= replay.phases
        history.close()
        qtbot.waitUntil(lambda: window.history_window is None, timeout=PATIENCE_MS)


@pytest.mark.parametrize("size", SIZES, ids=[f"{w}x{h}" for w, h in SIZES])
def test_every_title_of_the_rules_contents_is_shown_whole(qtbot, language: str,
                                                          size: tuple[int, int]) -> None:
    reference = RulesReference()
    qtbot.addWidget(reference)
    reference.resize(*size)
    reference.show()
    qtbot.waitExposed(reference, timeout=PATIENCE_MS)
    contents = reference.contents
    metrics = contents.fontMetrics()
    clipped = []
    for row in range(contents.count()):
        item = contents.item(row)
        rect = contents.visualItemRect(item)
        width = min(rect.right(), contents.viewport().width()) - rect.left()
        need = metrics.boundingRect(QRect(0, 0, width - 4, 10_000),
                                    int(Qt.TextFlag.TextWordWrap), item.text().strip())
        if need.width() > width or need.height() > rect.height():
            clipped.append(f"{item.text().strip()!r} needs {need.size()} in {rect.size()}")
    assert clipped == []
    assert reference.browser.width() >= contents.width()
