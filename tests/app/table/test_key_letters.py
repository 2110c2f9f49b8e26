"""The decision bar's keys come from its translated labels' mnemonics ("&Pass", "Dal&je",
"패스(&P)"): in every language each button shows its key, the key takes the choice, no
two buttons of one bar share a key, and the keyboard help lists them."""

from __future__ import annotations

import re
from collections.abc import Iterator

import pytest
from PySide6.QtCore import QLocale, Qt
from translation_tool import update_translations

from ghosteuchre.app.shell import i18n
from ghosteuchre.app.table import keys
from ghosteuchre.app.table.decisions import DecisionBar
from ghosteuchre.engine.actions import Act
from ghosteuchre.engine.deal import new_game
from ghosteuchre.engine.rules import Rules
from ghosteuchre.engine.view import view_of

LANGUAGES = [*update_translations.LANGUAGES, "pseudo"]


@pytest.fixture(params=LANGUAGES)
def language(request: pytest.FixtureRequest, qapp) -> Iterator[str]:
    translators = (i18n.install_pseudo(qapp) if request.param == "pseudo"
                   else i18n.install(qapp, QLocale(request.param)))
    yield request.param
    i18n.uninstall(qapp, translators)


def test_every_label_has_its_own_key_in_its_bar(language: str) -> None:
    assert keys.clashes() == []


def test_the_keyboard_help_lists_every_key_of_the_bar(language: str) -> None:
    listed = dict(keys.key_help())
    for labels in keys.bars().values():
        for label in labels:
            text, key = keys.mnemonic(label)
            assert key is not None and text.replace("{0}", "…").replace("{1}", "…") in (
                listed[keys.key_text(key)])
    assert "&" not in "".join(listed.values())


@pytest.mark.parametrize(("label", "text", "letter"), [
    ("&Pass", "Pass", "P"), ("Dal&je", "Dalje", "J"), ("패스(&P)", "패스", "P"),
    ("Pa&u", "Pau", "U"), ("Rock && &roll", "Rock & roll", "R"), ("No key", "No key", ""),
    ("[&Åççéƥţ ļöŕé]", "[Åççéƥţ ļöŕé]", "A"),
])
def test_the_mnemonic_is_the_letter_after_the_ampersand(label: str, text: str,
                                                       letter: str) -> None:
    shown, key = keys.mnemonic(label)
    assert shown == text and keys.key_text(key) == letter


def bidding_bar(qtbot) -> tuple[DecisionBar, list]:
    """A decision bar at a Ghost Hand player's first bid, and the actions it offers."""
    state = new_game(Rules.make("ghost-hand"), seed=4)
    view = view_of(state, state.turn)
    bar = DecisionBar()
    qtbot.addWidget(bar)
    chosen: list = []
    bar.chosen.connect(chosen.append)
    bar.show_choices(view, True, 0, False, False)
    bar.show()
    return bar, chosen


def test_each_button_shows_its_key_and_the_key_takes_it(language: str, qtbot) -> None:
    bar, chosen = bidding_bar(qtbot)
    for name, act in (("act-pass", Act.PASS), ("act-moon", Act.MOON)):
        button = next(b for b in bar.buttons() if b.objectName() == name)
        letter = button.text().rsplit("[", 1)[1].rstrip("]")
        assert "&" not in button.text() and letter.isalnum()
        assert bar.trigger_key(int(Qt.Key(ord(letter))))
        assert chosen[-1].act == act
        bar._signature = ()  # show the same choices again
        bar.show_choices(bar._view, True, 0, False, False)


def test_a_bid_is_taken_with_its_digit(qtbot) -> None:
    bar, chosen = bidding_bar(qtbot)
    assert bar.trigger_key(int(Qt.Key.Key_4)) and chosen[-1].act == Act.BID


def test_help_keys_lists_the_letters_of_the_language_spoken(qapp, make_window) -> None:
    translators = i18n.install(qapp, QLocale("hr"))
    try:
        window = make_window()
        help_menu = window.menuBar().actions()[-1].menu()
        keys_action = next(a for a in help_menu.actions() if a.text() == "&Tipkovnički prečaci…")
        keys_action.trigger()
        box = window.shortcut_sheet
        assert box is not None and box.isVisible()
        plain = box.text.toPlainText()
        rows = dict(keys.key_help())
        assert "Dalje" in rows["D"] and "Naređujem" in rows["N"]
        assert all(words in plain for words in rows.values())
        assert re.search(r"\nL\s+\n", plain) and "&" not in plain
        box.close()
    finally:
        i18n.uninstall(qapp, translators)
