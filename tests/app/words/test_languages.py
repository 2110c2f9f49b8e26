"""The app in every language it ships: complete translations, the app started in each
language, Korean glyphs on screen, and the pseudo-locale for layout tests."""

from __future__ import annotations

import copy
import json
import os
import subprocess
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest
from app_driver import PATIENCE_MS, start
from PySide6.QtCore import QCoreApplication, QLibraryInfo, QLocale, QPoint, QSettings, Qt
from PySide6.QtGui import QColor, QFont, QFontDatabase, QImage, QPainter
from PySide6.QtWidgets import QApplication, QComboBox
from translation_tool import update_translations

from ghosteuchre.app.play import lessons
from ghosteuchre.app.shell import i18n
from ghosteuchre.app.storage.settings import Settings
from ghosteuchre.app.words import lessontext
from ghosteuchre.engine.cards import CARDS
from ghosteuchre.learn.runner import Runner

pytestmark = pytest.mark.slow  # the window driven through games, or long runs: not in the fast lane

ROOT = Path(__file__).resolve().parents[3]

LANGUAGES = [code for code in update_translations.LANGUAGES if code != "en"]
DATA_CONTEXTS = ("Lesson ", "Practice")


def messages(language: str) -> list[tuple[str, ET.Element]]:
    tree = ET.parse(update_translations.ts_file(language))
    return [(c.findtext("name") or "", m) for c in tree.iter("context")
            for m in c.iter("message")]


def where(context: str, message: ET.Element) -> str:
    return f"{context}: {message.findtext('source')!r}"


def test_every_language_the_app_ships_is_offered_by_its_own_name() -> None:
    assert set(update_translations.LANGUAGES) == set(i18n.LANGUAGE_NAMES)
    assert i18n.LANGUAGE_NAMES["ko"] == "한국어" and i18n.LANGUAGE_NAMES["hr"] == "Hrvatski"


@pytest.mark.parametrize("language", LANGUAGES)
def test_every_app_text_is_translated(language: str) -> None:
    todo = [where(c, m) for c, m in messages(language)
            if not c.startswith(DATA_CONTEXTS) and update_translations.unfinished(m)]
    assert todo == []


@pytest.mark.parametrize("language", LANGUAGES)
def test_every_lesson_and_practice_text_is_translated(language: str) -> None:
    """Run tools/update_translations.py --missing LANG for the list to fill in."""
    todo = [where(c, m) for c, m in messages(language)
            if c.startswith(DATA_CONTEXTS) and update_translations.unfinished(m)]
    assert todo == []
    assert any(c.startswith("Lesson ") for c, _ in messages(language))
    assert any(c == "Practice" for c, _ in messages(language))


@pytest.mark.parametrize("language", LANGUAGES)
def test_no_entry_is_obsolete(language: str) -> None:
    old = [where(c, m) for c, m in messages(language)
           if (t := m.find("translation")) is not None
           and t.get("type") in ("obsolete", "vanished")]
    assert old == []


@pytest.fixture(scope="module")
def current_texts(tmp_path_factory: pytest.TempPathFactory) -> set[tuple[str, str]]:
    """Every text of the app's sources and of the lessons and practice deals today."""
    exe = update_translations.tool("lupdate")
    if exe is None:
        pytest.skip("pyside6-lupdate is not installed")
    ts = tmp_path_factory.mktemp("lupdate") / "now.ts"
    subprocess.run([exe, "-silent", *update_translations.TR_FUNCTION_ALIASES,
                    *map(str, update_translations.sources()), "-ts", str(ts)],
                   check=True, capture_output=True)
    found = {(c.findtext("name") or "", m.findtext("source") or "")
             for c in ET.parse(ts).iter("context") for m in c.iter("message")}
    for context, texts in update_translations.data_texts():
        found |= {(context, text) for text in texts}
    return found


@pytest.mark.parametrize("language", LANGUAGES)
def test_each_language_file_holds_every_text_of_today(
    language: str, current_texts: set[tuple[str, str]]
) -> None:
    """Fails after a text is added or changed until tools/update_translations.py runs."""
    held = {(c, m.findtext("source") or "") for c, m in messages(language)}
    assert sorted(current_texts - held) == []
    assert sorted(held - current_texts) == []


@pytest.mark.parametrize("language", LANGUAGES)
def test_translations_keep_the_placeholders_and_the_plural_forms(language: str) -> None:
    forms_wanted = update_translations.PLURAL_FORMS[language]
    wrong = []
    for context, message in messages(language):
        translation = message.find("translation")
        if translation is None or update_translations.unfinished(message):
            continue
        source = message.findtext("source") or ""
        forms = [f.text or "" for f in translation.findall("numerusform")]
        if message.get("numerus") == "yes":
            if len(forms) != forms_wanted:
                wrong.append(f"{where(context, message)}: {len(forms)} plural forms")
        else:
            forms = [translation.text or ""]
        for form in forms:
            if update_translations.placeholders(form) != update_translations.placeholders(
                source
            ):
                wrong.append(f"{where(context, message)}: {form!r}")
    assert wrong == []


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_plural_forms_are_as_many_as_qt_counts_for_the_language(
    language: str, tmp_path: Path
) -> None:
    exe = update_translations.tool("lupdate")
    if exe is None:
        pytest.skip("pyside6-lupdate is not installed")
    source = tmp_path / "counted.py"
    source.write_text("class A(QObject):\n    def f(self, n):\n"
                      "        return self.tr('%n trick(s)', '', n)\n", encoding="utf-8")
    ts = tmp_path / "counted.ts"
    subprocess.run([exe, "-silent", str(source), "-target-language", language, "-ts", str(ts)],
                   check=True, capture_output=True)
    forms = ET.parse(ts).getroot().findall(".//numerusform")
    assert len(forms) == update_translations.PLURAL_FORMS[language]


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_missing_list_can_be_filled_and_merged_back(language: str, tmp_path: Path,
                                                        monkeypatch) -> None:
    """--missing prints what --fill takes; a translation that loses a placeholder is
    refused with its reason."""
    ts = tmp_path / f"ghosteuchre_{language}.ts"
    ts.write_bytes(update_translations.ts_file(language).read_bytes())
    monkeypatch.setattr(update_translations, "FOLDER", tmp_path)
    tree = ET.parse(ts)
    context = next(c for c in tree.iter("context") if c.findtext("name") == "DecisionBar")
    bid = next(m for m in context.iter("message") if m.findtext("source") == "Bid {0}")
    bid.remove(bid.find("translation"))  # type: ignore[arg-type]
    ET.SubElement(bid, "translation", type="unfinished")
    update_translations.write(tree, ts)
    todo = update_translations.missing(language)
    assert todo.get("DecisionBar") == {"Bid {0}": ""}
    problems = update_translations.fill(language, {"DecisionBar": {"Bid {0}": "no number"}})
    assert problems == [f"{language} DecisionBar: 'Bid {{0}}': placeholders differ in "
                        "'no number'"]
    assert update_translations.fill(language, {"DecisionBar": {"Bid {0}": "«{0}»"}}) == []
    assert "DecisionBar" not in update_translations.missing(language)


def test_the_missing_list_of_every_language_is_one_json_object(capsys) -> None:
    assert update_translations.main(["--missing"]) == 0
    out = capsys.readouterr()
    assert json.loads(out.out) == {language: {} for language in LANGUAGES}
    assert "# ko: 0 untranslated" in out.err


def test_rebuilding_the_files_keeps_every_translation(tmp_path: Path, monkeypatch) -> None:
    """The tool run again (as after a merge) keeps the app's, the lessons' and the
    counted texts' translations."""
    language = "hr"
    ts = tmp_path / f"ghosteuchre_{language}.ts"
    ts.write_bytes(update_translations.ts_file(language).read_bytes())
    monkeypatch.setattr(update_translations, "FOLDER", tmp_path)
    update_translations.lupdate(update_translations.sources(), ts, language)
    assert update_translations.missing(language) == {}
    assert translated(language, "Lesson 03-bowers", "The bowers") == "Boweri"


# ------------------------------------------------------------- the app started in each


DEMO = """
import sys
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication, QMainWindow
app = QApplication(sys.argv[:1])
def report():
    for w in QApplication.topLevelWidgets():
        if isinstance(w, QMainWindow):
            print("MENUS " + "|".join(a.text() for a in w.menuBar().actions()), flush=True)
QTimer.singleShot(0, report)
from ghosteuchre.__main__ import main
sys.exit(main(["--demo", "--fast", "--quit-at-end", "--level", "easy", "--target", "2",
               "--seed", "3", "--variant", sys.argv[1]]))
"""

SYSTEM_LOCALES = {"gl": "gl_ES.UTF-8", "hr": "hr_HR.UTF-8", "nl": "nl_NL.UTF-8",
                  "sw": "sw_KE.UTF-8", "ko": "ko_KR.UTF-8"}


def translated(language: str, context: str, source: str) -> str:
    for name, message in messages(language):
        if name == context and message.findtext("source") == source:
            return (message.find("translation").text or "")  # type: ignore[union-attr]
    raise KeyError(source)


@pytest.mark.parametrize("variant", ["ghost-hand", "cutthroat"])
@pytest.mark.parametrize("language", LANGUAGES)
def test_the_app_started_in_a_language_shows_its_menus_and_plays_a_game(
    language: str, variant: str, tmp_path: Path
) -> None:
    env = {k: v for k, v in os.environ.items()
           if k not in ("LC_ALL", "LC_MESSAGES", "LANGUAGE")}
    env.update(LANG=SYSTEM_LOCALES[language], QT_QPA_PLATFORM="offscreen", HOME=str(tmp_path),
               XDG_CONFIG_HOME=str(tmp_path / "config"), XDG_DATA_HOME=str(tmp_path / "data"),
               PYTHONPATH=str(ROOT))
    done = subprocess.run([sys.executable, "-c", DEMO, variant], env=env, capture_output=True,
                          text=True, timeout=PATIENCE_MS / 1000 * 5)
    assert done.returncode == 0, done.stderr
    menus = next(line for line in done.stdout.splitlines() if line.startswith("MENUS "))
    wanted = [translated(language, "MainWindow", s)
              for s in ("&Game", "&View", "&Settings", "&Help")]
    assert menus.removeprefix("MENUS ").split("|") == wanted
    result = json.loads(done.stdout.splitlines()[-1])
    assert result["players"] == [translated(language, "Demo", s)
                                 for s in ("North", "West", "East")]
    assert max(result["scores"]) >= 2 and result["variant"] == variant


QT_LACKS = ("gl", "sw")  # PySide6 ships no qtbase_<lang>.qm (docs/translations.md)


@pytest.mark.parametrize("language", LANGUAGES)
def test_qt_words_its_own_buttons_in_each_language_it_has(qapp, language: str) -> None:
    folder = Path(QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath))
    assert (folder / f"qtbase_{language}.qm").exists() == (language not in QT_LACKS)
    translators = i18n.install(qapp, QLocale(language))
    try:
        files = [Path(t.filePath()).name for t in translators]
    finally:
        i18n.uninstall(qapp, translators)
    assert files[:2] == ["ghosteuchre_en.qm", f"ghosteuchre_{language}.qm"]
    assert (f"qtbase_{language}.qm" in files) == (language not in QT_LACKS)


def test_a_chosen_language_wins_over_the_system_one(tmp_path: Path) -> None:
    settings = Settings(QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat))
    assert settings.language == ""
    settings.language = "hr"
    assert i18n.locale_for(settings.language).language() == QLocale.Language.Croatian
    assert i18n.locale_for("").name() == QLocale().name()
    with pytest.raises(ValueError, match="not a language the app speaks"):
        settings.language = "xx"
    settings.store.setValue("language", "klingon")
    assert Settings(settings.store).language == ""


def test_the_language_choice_lists_languages_by_their_own_names_and_keeps_the_choice(
    qtbot, tmp_path: Path
) -> None:
    settings = Settings(QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat))
    dialog = i18n.ask_language(settings)
    qtbot.addWidget(dialog)
    combo = dialog.findChild(QComboBox, "language-choice")
    names = [combo.itemText(i) for i in range(combo.count())]
    assert names[0] == "System language"
    assert set(names[1:]) == {"Galego", "Hrvatski", "Nederlands", "Kiswahili", "한국어",
                              "English"}
    assert "next time you start" in combo.toolTip()
    qtbot.mouseClick(combo, Qt.MouseButton.LeftButton)
    qtbot.keyClicks(combo.view(), "Nederlands")
    qtbot.keyClick(combo.view(), Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: combo.currentText() == "Nederlands", timeout=PATIENCE_MS)
    assert Settings(settings.store).language == "nl"
    again = i18n.language_choice(Settings(settings.store))
    assert again.currentText() == "Nederlands"


def test_lessons_and_practice_deals_show_in_the_players_language(qapp) -> None:
    translators = i18n.install(qapp, QLocale("nl"))
    try:
        found = lessons.courses()
    finally:
        i18n.uninstall(qapp, translators)
    first = found[0]
    assert first.title == translated("nl", "Lesson 01-tricks", "Cards, tricks and following suit")
    assert first.lesson.steps[0].text.startswith("Welkom aan tafel!")
    quiz = next(s for s in first.lesson.steps if s.kind == "quiz")
    assert quiz.explain[1].startswith("Goed")
    deal = next(c for c in found if c.kind == "practice")
    assert deal.lesson.steps[0].text == translated("nl", "Practice", deal_source(deal.key))
    assert lessons.courses()[0].title == "Cards, tricks and following suit"


def test_a_rule_the_lesson_gives_no_words_for_is_worded_as_at_the_table(qapp) -> None:
    """A card the learner does not hold: the runner's English sentence becomes the
    table's, in Korean."""
    translators = i18n.install(qapp, QLocale("ko"))
    try:
        runner = Runner(lessons.courses()[0].lesson)
        while runner.step is not None and runner.step.kind != "do":
            if runner.step.kind == "quiz":
                runner.answer(runner.step.answer)
            else:
                runner.next()
        assert runner.step is not None
        found = []
        for card in CARDS:
            action = {"act": "play", "card": str(card)}
            said = copy.deepcopy(runner).try_action(action)
            if said.code is not None and said.code not in runner.step.refusals:
                found.append((said, lessontext.in_words(said, runner, runner.step, action)))
    finally:
        i18n.uninstall(qapp, translators)
    assert found
    for english, worded in found:
        assert not worded.ok and worded.explanation != english.explanation
        assert any("\uac00" <= c <= "\ud7a3" for c in worded.explanation)


def test_the_runners_own_sentences_are_in_the_players_language(qapp) -> None:
    """Answering out of turn (the next step of a quiz, a finished lesson): the lesson
    runner's sentences, in Croatian."""
    translators = i18n.install(qapp, QLocale("hr"))
    try:
        runner = Runner(lessons.courses()[0].lesson)
        while runner.step is not None and runner.step.kind != "quiz":
            runner.next()
        said = [runner.next().explanation, runner.answer(99).explanation]
        while runner.step is not None:
            runner.complete_step()
        said.append(runner.next().explanation)
        worded = [lessontext.runner_sentence(text) for text in said]
    finally:
        i18n.uninstall(qapp, translators)
    assert worded == ["Najprije odgovori na ovaj korak.", "Odaberi jedan od odgovora.",
                      "Lekcija je gotova."]


def deal_source(key: str) -> str:
    from ghosteuchre.learn.practice import load_practice, practice_files

    deal_id = key.removeprefix("practice-")
    return next(d.text for p in practice_files() for d in load_practice(p) if d.id == deal_id)


# ------------------------------------------------------------------------ fonts


def rendered(text: str, font: QFont) -> QImage:
    image = QImage(120, 60, QImage.Format.Format_ARGB32)
    image.fill(QColor("white"))
    painter = QPainter(image)
    painter.setFont(font)
    painter.setPen(QColor("black"))
    painter.drawText(QPoint(10, 40), text)
    painter.end()
    return image


def test_korean_renders_with_hangul_glyphs_not_boxes(qapp) -> None:
    """Two different syllables draw differently and leave ink (missing glyphs draw the
    same empty box); a Hangul font is installed (fonts-nanum or fonts-noto-cjk)."""
    korean = QFontDatabase.families(QFontDatabase.WritingSystem.Korean)
    assert korean, "no font with Hangul: install fonts-nanum or fonts-noto-cjk"
    font = QApplication.font()
    font.setPointSize(20)
    first, second = rendered("한", font), rendered("국", font)
    blank = rendered("", font)
    assert first != blank and second != blank
    assert first != second


# ------------------------------------------------------------------ pseudo-locale


def test_the_pseudo_locale_is_longer_accented_and_keeps_what_the_code_needs() -> None:
    text = "Bid {0}: take %n trick(s) with the <b>J♥</b> &amp; more"
    shown = i18n.pseudo(text)
    assert "{0}" in shown and "%n" in shown and "<b>Ĵ♥</b>" in shown and "&amp;" in shown
    plain = "Take the trick with your highest card"
    assert len(i18n.pseudo(plain)) >= 1.35 * len(plain)
    assert shown.startswith("[") and shown.endswith("]") and "Bîd" in shown
    assert i18n.pseudo("&Game").startswith("[&Ĝámé")
    assert i18n.pseudo("") == ""


def test_the_table_in_the_pseudo_locale_shows_it_in_menus_and_plates(
    qapp, make_window, qtbot
) -> None:
    translators = i18n.install_pseudo(qapp)
    try:
        window = make_window(size=(1024, 700))
        start(window, "ghost-hand", 4)
        qtbot.waitUntil(lambda: window.controller.state is not None, timeout=PATIENCE_MS)
        menus = [a.text() for a in window.menuBar().actions()]
        assert menus[0].startswith("[&Ĝámé") and all(m.startswith("[") for m in menus)
        plates = window.table.scene_.plates
        qtbot.waitUntil(lambda: all(p.content.detail for p in plates), timeout=PATIENCE_MS)
        assert all(p.content.detail.startswith("[Šçöŕé") for p in plates)
        assert QCoreApplication.translate("Describe", "Hand over").startswith("[Ĥáñd övéŕ")
    finally:
        i18n.uninstall(qapp, translators)
    assert QCoreApplication.translate("Describe", "Hand over") == "Hand over"
