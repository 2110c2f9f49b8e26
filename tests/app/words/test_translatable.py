"""Every sentence the player reads can be translated, and the translations are installed.

The AST check lists, as ``file:line``, a literal text given to a Qt text setter
without tr()/translate(), a tr()/translate() whose text is not a literal (which
pyside6-lupdate cannot collect), and a count that is not a ``%n`` argument; the
lupdate checks list a text lupdate misses or files under a context the app never
asks for, and a counted text without its English plural forms.
"""

from __future__ import annotations

import ast
import subprocess
import xml.etree.ElementTree as ET
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication, QLibraryInfo, QLocale, QTranslator
from translation_tool import update_translations

from ghosteuchre.app.play.worker import BotTask, JudgeTask
from ghosteuchre.app.shell import i18n
from ghosteuchre.app.words import describe, gamewords, refusalwords
from ghosteuchre.app.words.reasons import reason_text
from ghosteuchre.bots import RandomBot
from ghosteuchre.bots import reasons as bot_words
from ghosteuchre.bots.reasons import SENTENCES, Reason, render_reason
from ghosteuchre.bots.review import judge
from ghosteuchre.engine.cards import CARDS, Card
from ghosteuchre.engine.deal import new_game
from ghosteuchre.engine.reasons import REASONS, IllegalAction, player_sentence
from ghosteuchre.engine.rules import OPTIONS, Rules
from ghosteuchre.engine.view import view_of

ROOT = Path(__file__).resolve().parents[3]

# Files not checked yet: the table is becoming a package (table/), and its files are
# checked and converted once that has landed. Delete a line as soon as its file passes.
NOT_YET_CONVERTED: tuple[str, ...] = ()

# Methods and constructors whose text arguments the player reads.
TEXT_SETTERS = {
    "setText", "setWindowTitle", "setToolTip", "setStatusTip", "setWhatsThis",
    "setPlaceholderText", "setTitle", "setLabelText", "setInformativeText", "setDetailedText",
    "showMessage", "addMenu", "addTab", "setTabText", "setTabToolTip", "addItem", "addItems",
    "insertItem", "setItemText", "addRow", "insertRow", "setHorizontalHeaderLabels",
    "setVerticalHeaderLabels", "setHeaderLabels", "setSpecialValueText", "setSuffix",
    "setPrefix", "setAccessibleName", "setAccessibleDescription", "emit",
}
MESSAGE_BOXES = {"about", "information", "warning", "critical", "question"}  # QMessageBox.*
TEXT_WIDGETS = {
    "QLabel", "QPushButton", "QToolButton", "QCheckBox", "QRadioButton", "QGroupBox",
    "QAction", "QMenu", "QDockWidget", "QMessageBox", "QLineEdit",
}


def app_sources() -> list[Path]:
    return update_translations.sources()


def checked_sources() -> list[Path]:
    def excluded(path: Path) -> bool:
        name = path.relative_to(ROOT).as_posix()
        return any(name == x or (x.endswith("/") and name.startswith(x))
                   for x in NOT_YET_CONVERTED)

    return [p for p in app_sources() if not excluded(p)]


def _untranslated(node: ast.AST) -> bool:
    """Whether the expression is text written in the source, not passed through tr()."""
    if isinstance(node, ast.Constant):
        return isinstance(node.value, str) and any(c.isalpha() for c in node.value)
    if isinstance(node, ast.JoinedStr):
        return any(_untranslated(v) for v in node.values)
    if isinstance(node, ast.BinOp):
        return _untranslated(node.left) or _untranslated(node.right)
    if isinstance(node, ast.IfExp):
        return _untranslated(node.body) or _untranslated(node.orelse)
    if isinstance(node, ast.List | ast.Tuple):
        return any(_untranslated(e) for e in node.elts)
    if isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute):
        return node.func.attr == "format" and _untranslated(node.func.value)
    return False


def _name(func: ast.expr) -> str:
    if isinstance(func, ast.Attribute):
        return func.attr
    return func.id if isinstance(func, ast.Name) else ""


def _receiver(func: ast.expr) -> str:
    """``QMessageBox`` of ``QMessageBox.about``; "" for a bare name."""
    if isinstance(func, ast.Attribute) and isinstance(func.value, ast.Name):
        return func.value.id
    return ""


def _is_translation(call: ast.Call) -> bool:
    """tr() or translate(): not QPainter.translate(dx, dy)."""
    name, receiver = _name(call.func), _receiver(call.func)
    if name == "tr":
        return True
    return name == "translate" and (
        receiver in ("", "QCoreApplication", "QGuiApplication", "QApplication")
        or (bool(call.args) and _literal(call.args[0]))
    )


def _literal(node: ast.AST) -> bool:
    return isinstance(node, ast.Constant) and isinstance(node.value, str)


def _translation_problem(call: ast.Call, name: str) -> str | None:
    """What pyside6-lupdate or the plural forms would miss in a tr()/translate() call."""
    first = 0 if name == "tr" else 1  # translate(context, text, disambiguation, n)
    args = call.args
    if call.keywords:
        return f"{name}() with keyword arguments (pyside6-lupdate reads positional ones only)"
    if len(args) <= first or not all(_literal(a) for a in args[:first + 1]):
        return f"{name}() of text that is not a literal string"
    if len(args) > first + 1 and not (
        _literal(args[first + 1]) or isinstance(args[first + 1], ast.Constant)
    ):
        return f"{name}() with a disambiguation that is not a literal"
    text = args[first].value  # type: ignore[attr-defined]
    counted = len(args) > first + 2
    if "%n" in text and not counted:
        return f"{name}() of a %n text without its count"
    if counted and "%n" not in text:
        return f"{name}() with a count but no %n in its text"
    if counted and name == "translate" and not isinstance(args[first + 2], ast.Name):
        return "translate() with a count that is not a plain name (pyside6-lupdate drops it)"
    return None


def offenders(paths: list[Path], root: Path = ROOT) -> list[str]:
    """``file:line: problem`` for every text that bypasses tr()."""
    found = []
    for path in paths:
        tree = ast.parse(path.read_text(encoding="utf-8"), str(path))
        where = path.relative_to(root).as_posix()
        for node in ast.walk(tree):
            if not isinstance(node, ast.Call):
                continue
            name = _name(node.func)
            problem = None
            if _is_translation(node):
                problem = _translation_problem(node, name)
            elif name in TEXT_SETTERS or name in TEXT_WIDGETS or (
                name in MESSAGE_BOXES and _receiver(node.func) == "QMessageBox"
            ):
                texts = [*node.args, *(k.value for k in node.keywords)]
                if any(_untranslated(t) for t in texts):
                    problem = f"text given to {name}() without tr()"
            if problem:
                found.append(f"{where}:{node.lineno}: {problem}")
    return found


def test_every_visible_string_of_the_app_goes_through_tr() -> None:
    paths = checked_sources()
    assert len(paths) >= 10 and ROOT / "ghosteuchre" / "__main__.py" in paths
    assert offenders(paths) == []


def test_the_check_names_each_text_that_bypasses_tr(tmp_path: Path) -> None:
    bad = tmp_path / "bad.py"
    bad.write_text(
        "def build(self, label, count, text):\n"
        "    label.setText('Your turn')\n"
        "    self.setWindowTitle(f'Game {count}')\n"
        "    QPushButton('Deal', self)\n"
        "    self.tr(text)\n"
        "    translate('Describe', 'Choose %n card(s)')\n"
        "    self.tr('{0} cards', '', count)\n"
        "    label.setText(self.tr('Fine'))\n"
        "    label.setText(str(count))\n"
        "    QMessageBox.about(self, 'About', self.tr('Fine'))\n"
        "    log.warning('not for the player')\n"
        "    painter.translate(count, count)\n"
        "    translate('Describe', '%n card(s)', '', len(text))\n",
        encoding="utf-8",
    )
    where = "bad.py"
    assert offenders([bad], tmp_path) == [
        f"{where}:2: text given to setText() without tr()",
        f"{where}:3: text given to setWindowTitle() without tr()",
        f"{where}:4: text given to QPushButton() without tr()",
        f"{where}:5: tr() of text that is not a literal string",
        f"{where}:6: translate() of a %n text without its count",
        f"{where}:7: tr() with a count but no %n in its text",
        f"{where}:10: text given to about() without tr()",
        f"{where}:13: translate() with a count that is not a plain name (pyside6-lupdate "
        "drops it)",
    ]


# ------------------------------------------------------------- pyside6-lupdate


@pytest.fixture(scope="module")
def collected(tmp_path_factory: pytest.TempPathFactory) -> ET.Element:
    """What pyside6-lupdate collects from the app's sources."""
    exe = update_translations.tool("lupdate")
    if exe is None:
        pytest.skip("pyside6-lupdate is not installed")
    ts = tmp_path_factory.mktemp("lupdate") / "collected.ts"
    subprocess.run([exe, "-silent", *update_translations.TR_FUNCTION_ALIASES,
                    *map(str, app_sources()), "-ts", str(ts)], check=True,
                   capture_output=True)
    return ET.parse(ts).getroot()


def _messages(root: ET.Element) -> Iterator[tuple[str, ET.Element]]:
    for context in root.iter("context"):
        for message in context.iter("message"):
            yield context.findtext("name") or "", message


def test_lupdate_files_every_string_under_the_context_the_app_asks_with(
    collected: ET.Element,
) -> None:
    """A tr() lupdate cannot place (a module-level tr(), or a self.tr() after a
    translate() in the same method) lands in a context the app never asks for."""
    misplaced = []
    for context, message in _messages(collected):
        if not context.isidentifier():
            place = message.find("location")
            line = "?" if place is None else f"{place.get('filename')}:{place.get('line')}"
            misplaced.append(f"{line}: {message.findtext('source')!r} in context {context!r}")
    assert misplaced == []
    contexts = {c for c, _ in _messages(collected)}
    assert {"Describe", "BotReason", "RuleOption", "MainWindow", "NewGameDialog"} <= contexts


def literal_texts(paths: list[Path]) -> dict[str, str]:
    """The text of every tr()/translate() in the sources, with its ``file:line``."""
    texts = {}
    for path in paths:
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Call) and _is_translation(node):
                first = 0 if _name(node.func) == "tr" else 1
                if len(node.args) > first and _literal(node.args[first]):
                    line = f"{path.relative_to(ROOT).as_posix()}:{node.lineno}"
                    texts[node.args[first].value] = line  # type: ignore[attr-defined]
    return texts


def test_lupdate_collects_every_tr_of_the_app(collected: ET.Element) -> None:
    found = {message.findtext("source") for _, message in _messages(collected)}
    written = literal_texts(checked_sources())
    assert sorted(f"{line}: {text!r}" for text, line in written.items() if text not in found) == []


def test_every_counted_sentence_has_its_english_plural_forms(collected: ET.Element) -> None:
    """Run tools/update_translations.py when this fails: the English .qm lacks a %n text."""
    missing = []
    for context, message in _messages(collected):
        source = message.findtext("source") or ""
        if "%n" not in source:
            continue
        comment = message.findtext("comment")
        one, many = update_translations.english_forms(source)
        shown = [QCoreApplication.translate(context, source, comment, n) for n in (1, 3)]
        if shown != [one.replace("%n", "1"), many.replace("%n", "3")]:
            missing.append(f"{context}: {source}")
    assert missing == []


# --------------------------------------------------------- English sentences


def test_english_counts_read_in_the_singular_and_the_plural() -> None:
    card = int(Card.parse("JH"))
    assert reason_text(Reason("lead_to_pull_trump", card=card, trumps=1)) == (
        "Led the J♥: I am the maker with 1 trump, so I draw out the others' trumps.")
    assert reason_text(Reason("lead_to_pull_trump", card=card, trumps=3)) == (
        "Led the J♥: I am the maker with 3 trumps, so I draw out the others' trumps.")
    assert describe.renege_called(["You", "Ada", "Bo"], 1, 0, 1, 0) == (
        "Ada calls a renege on you: you lose 1 point")
    assert describe.renege_called(["You", "Ada", "Bo"], 1, 0, 2, 0) == (
        "Ada calls a renege on you: you lose 2 points")


SAMPLE_ARGS = [
    dict(card=int(Card.parse("AS")), winning=int(Card.parse("JC")), suit=2, value=1.25,
         fresh=-0.5, mine=-1.75, alone=2.5, dummy=1.0, gain=0.3, tricks=3.42, bid=4, worlds=24,
         simulations=400, trumps=3, action="pass", side="left", role="declarer", passing=-0.5,
         other=3),
    dict(card=int(Card.parse("9D")), winning=int(Card.parse("TD")), suit=0, value=-2.0,
         fresh=0.0, mine=0.04, alone=-1.0, dummy=3.0, gain=-0.25, tricks=5.0, bid=6, worlds=1,
         simulations=2, trumps=2, action="order up", side="right", role="maker", passing=0.2,
         other=1),
]


@pytest.mark.parametrize("code", sorted(SENTENCES))
@pytest.mark.parametrize("args", SAMPLE_ARGS, ids=["plural", "singular"])
def test_the_app_words_every_bot_reason_as_the_bots_write_it(code: str, args: dict) -> None:
    """One sentence per code: the app shows the bots' own, translated (English here)."""
    reason = Reason(code, **args)
    text = reason_text(reason)
    assert text == render_reason(reason)
    assert text.endswith(".") and text[:1].isupper()
    assert "{" not in text and "%n" not in text and "(s)" not in text
    if "{card}" in SENTENCES[code].text:
        assert CARDS[args["card"]].pretty() in text
    if "{suit}" in SENTENCES[code].text:
        assert gamewords.suit_name(args["suit"]) in text
    for hidden in ("1.25", "-1.75", "2.5", "0.3", "24 ", "400"):
        assert hidden not in text  # never the search's points, deals or simulations


def test_bots_hand_their_reasons_to_the_app_unworded(qapp) -> None:
    state = new_game(Rules.make("cutthroat"), 4)
    seat = state.current_player
    answers: list[tuple] = []
    hint = JudgeTask(judge, view_of(state, seat), "seed", "key")
    hint.signals.judged.connect(lambda *args: answers.append(args))
    hint.run()
    task = BotTask(RandomBot(), view_of(state, seat), "seed", 1)
    task.signals.decided.connect(lambda *args: answers.append(args))
    task.run()
    judged, decided = answers
    assert isinstance(judged[1].reason, Reason) and decided[3] == Reason("random")
    assert reason_text(judged[1].reason).endswith(".")
    assert reason_text(decided[3]) == "Chose at random."


def test_a_reason_already_worded_passes_unchanged() -> None:
    assert reason_text("first legal") == "first legal"
    assert reason_text(None) == ""


def marked_texts() -> set[tuple[str, str]]:
    """(context, text) of every text the engine and the bots mark for the app."""
    texts = {("RuleOption", t) for o in OPTIONS.values()
             for t in (o.label, o.explanation, *o.choice_labels) if not t.isdigit()}
    texts |= {("Describe", player_sentence(code)) for code in REASONS}
    texts |= {("BotReason", s.text) for s in SENTENCES.values()}
    texts |= {("BotReason", t) for t in (*bot_words.ROLES.values(), *bot_words.SIDES.values(),
                                         bot_words.ANOTHER_PLAYER, bot_words.SHOT_THE_MOON,
                                         bot_words.BID)}
    return texts


def test_lupdate_collects_every_text_the_engine_and_the_bots_mark(
    collected: ET.Element,
) -> None:
    """The app looks these up under the context they are marked with; the translation
    files hold them only if pyside6-lupdate reads the marker where they are defined."""
    found = {(context, message.findtext("source") or "") for context, message in
             _messages(collected)}
    assert sorted(marked_texts() - found) == []


def test_the_app_shows_the_marked_texts_in_the_players_language(qapp) -> None:
    """Each rule option and refusal the app shows is the translation of the engine's text."""
    dutch = QTranslator()
    assert dutch.load(str(update_translations.FOLDER / "ghosteuchre_nl.qm"))
    QCoreApplication.installTranslator(dutch)
    try:
        target = gamewords.option_text("target")
        option = OPTIONS["target"]
        assert target.label == QCoreApplication.translate("RuleOption", option.label)
        assert target.label != option.label
        refused = refusalwords.refusal(IllegalAction("game_over"))
        assert refused.rstrip(".").lower() != "the game is over"
        assert refused[:-1].lower() == QCoreApplication.translate(
            "Describe", "the game is over").lower()
    finally:
        QCoreApplication.removeTranslator(dutch)
    assert gamewords.option_text("target").label == "Points to win"
    assert refusalwords.refusal(IllegalAction("game_over")) == "The game is over."


# ----------------------------------------------------------------- QTranslator


def qt_translations() -> Path:
    return Path(QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath))


def test_the_translations_install_at_start_in_english_for_a_language_not_translated(
    qapp,
) -> None:
    translators = i18n.install(qapp, QLocale(QLocale.Language.German))
    try:
        files = [Path(t.filePath()).name for t in translators]
    finally:
        i18n.uninstall(qapp, translators)
    qt_english = ["qtbase_en.qm"] if (qt_translations() / "qtbase_en.qm").exists() else []
    assert files == ["ghosteuchre_en.qm", *qt_english]


GERMAN = """<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de">
<context><name>MainWindow</name>
<message><source>&amp;Game</source><translation>&amp;Spiel</translation></message>
</context>
<context><name>Describe</name>
<message><source>Hand over</source><translation>Runde vorbei</translation></message>
</context>
<context><name>BotReason</name>
<message><source>Chose at random.</source><translation>Zufällig gewählt.</translation></message>
</context>
</TS>
"""


@pytest.fixture
def german(qapp, tmp_path: Path) -> Iterator[list[str]]:
    """A German translation of a menu, a status line and a bot's reason, installed."""
    exe = update_translations.tool("lrelease")
    if exe is None:
        pytest.skip("pyside6-lrelease is not installed")
    ts = tmp_path / "ghosteuchre_de.ts"
    ts.write_text(GERMAN, encoding="utf-8")
    subprocess.run([exe, "-silent", str(ts), "-qm", str(tmp_path / "ghosteuchre_de.qm")],
                   check=True, capture_output=True)
    translators = i18n.install(qapp, QLocale(QLocale.Language.German), [tmp_path, *i18n.FOLDERS])
    yield [Path(t.filePath()).name for t in translators]
    i18n.uninstall(qapp, translators)


def test_a_translation_changes_the_menus_the_table_and_the_bots_words(
    german: list[str], make_window
) -> None:
    qt_german = ["qtbase_de.qm"] if (qt_translations() / "qtbase_de.qm").exists() else []
    assert german == ["ghosteuchre_en.qm", "ghosteuchre_de.qm", *qt_german]
    window = make_window()
    assert window.menuBar().actions()[0].text() == "&Spiel"
    assert QCoreApplication.translate("Describe", "Hand over") == "Runde vorbei"
    assert reason_text(Reason("random")) == "Zufällig gewählt."
    assert reason_text(Reason("careless_card", card=0)) == "Played the 9♣."  # not translated


ORDER_CODES = [code for code in sorted(SENTENCES)
               if code.startswith(("search_accepted", "search_ordered_up"))
               or code in ("search_named", "search_named_to_block", "search_named_least_loss",
                           "search_named_close")]
# How each language counts a trump: its word for 1, 2 and 5 trumps (Korean counts cards).
TRUMP_WORDS = {
    "gl": ("1 triunfo", "2 triunfos", "5 triunfos"),
    "hr": ("1 adut", "2 aduta", "5 aduta"),
    "nl": ("1 troef", "2 troeven", "5 troeven"),
    "sw": ("turufu 1", "turufu 2", "turufu 5"),
    "ko": ("트럼프 1장", "트럼프 2장", "트럼프 5장"),
}


@pytest.mark.parametrize("language", sorted(TRUMP_WORDS))
def test_an_order_names_its_trumps_in_each_language_in_the_right_plural_form(
    qapp, language: str
) -> None:
    """Hard's orders, acceptances and round-two namings name the trumps held: the count and
    its word, in the plural form the language gives that count, every place filled."""
    translators = i18n.install(qapp, QLocale(language))
    try:
        for code in ORDER_CODES:
            for trumps, word in zip((1, 2, 5), TRUMP_WORDS[language], strict=True):
                reason = Reason(code, suit=2, trumps=trumps, side="left", value=0.5,
                                gain=0.6, passing=-0.1)
                text = reason_text(reason)
                assert text != render_reason(reason), (code, text)  # translated
                assert word in text.replace("트럼프가 ", "트럼프 "), (code, text)
                assert "{" not in text and "%n" not in text, (code, text)
                assert gamewords.suit_name(2) in text, (code, text)
    finally:
        i18n.uninstall(qapp, translators)
