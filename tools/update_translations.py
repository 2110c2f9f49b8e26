"""Rebuild the app's translation files from the sources, and fill them in.

    python tools/update_translations.py                    rebuild every .ts and .qm
    python tools/update_translations.py --missing [LANG]   print what is untranslated
    python tools/update_translations.py --fill LANG FILE   merge translations, rebuild

``pyside6-lupdate`` collects every ``tr()``/``translate()`` string of the app, and every
text the engine and the bots mark with ``_n()`` where they define it, into
``ghosteuchre/app/translations/ghosteuchre_<lang>.ts`` (kept: the translations already
made, their plural forms too); for English the plural forms of each ``%n`` sentence
are made from the source text (``trick(s)``: "trick", "tricks"); ``pyside6-lrelease``
then compiles every ``.ts`` to the ``.qm`` the app loads.  A new language starts as
``ghosteuchre_<lang>.ts``: add the code to LANGUAGES and run this again.

The lessons' and practice deals' texts (data files, not code) are written into the
same ``.ts`` files, a context per lesson (``Lesson <id>``) and one for the practice
deals (``Practice``), with the translations already made kept; the app translates
them as it shows them (``ghosteuchre/app/words/lessontext.py``).

``--missing`` prints one JSON object of the untranslated texts of each language
(``{"hr": {"context": {"source": ""}}}``, a list of empty plural forms for a ``%n``
text); fill in the empty strings and give the file to ``--fill`` for each language.
The ``.ts`` stays the one source the app's ``.qm`` is compiled from.
"""

from __future__ import annotations

import argparse
import json
import re
import shutil
import subprocess
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path[:0] = [str(Path(__file__).resolve().parent), str(ROOT)]
from review_texts import review_sheet  # noqa: E402
from translation_checks import forbidden_forms, key_clashes  # noqa: E402

from ghosteuchre.engine.words import english_forms  # noqa: E402

FOLDER = ROOT / "ghosteuchre" / "app" / "translations"
LANGUAGES = ("en", "gl", "hr", "nl", "sw", "ko")
PLURAL_FORMS = {"en": 2, "gl": 2, "hr": 3, "nl": 2, "sw": 2, "ko": 1}  # as Qt counts them
# lupdate reads no QT_TRANSLATE_NOOP3 in Python; read as translate(), its third argument
# is the disambiguation that Qt's own lookups give (ghosteuchre/app/words/qtwords.py).
# The engine and the bots mark the texts the player reads with _n(context, text), Qt's
# QT_TRANSLATE_NOOP without Qt (ghosteuchre/engine/words.py).
TR_FUNCTION_ALIASES = ("-tr-function-alias", "translate+=QT_TRANSLATE_NOOP3,QT_TRANSLATE_NOOP+=_n")
CORE = ("engine", "bots", "learn", "stats", "session")  # pure Python: marked texts only


def sources() -> list[Path]:
    """The files whose strings the player reads: the app, its start-up, and the modules
    of the core that mark texts for it with ``_n()``."""
    app = sorted((ROOT / "ghosteuchre" / "app").rglob("*.py"))
    marked = sorted(
        path
        for folder in CORE
        for path in (ROOT / "ghosteuchre" / folder).rglob("*.py")
        if "_n(" in path.read_text(encoding="utf-8")
    )
    return [*app, ROOT / "ghosteuchre" / "__main__.py", *marked]


def tool(name: str) -> str | None:
    """The path of ``pyside6-<name>`` (beside this Python first), or None."""
    for folder in (Path(sys.executable).parent, Path(sys.executable).resolve().parent):
        for suffix in ("", ".exe"):
            path = folder / f"pyside6-{name}{suffix}"
            if path.exists():
                return str(path)
    return shutil.which(f"pyside6-{name}")


def lupdate(files: list[Path], ts: Path, language: str) -> None:
    """Collect the strings into ``ts``, keeping every translation already there."""
    exe = tool("lupdate")
    if exe is None:
        raise SystemExit("pyside6-lupdate is not installed (it comes with PySide6)")
    kept = translations(ts) if ts.exists() else {}
    done = subprocess.run(
        [exe, "-silent", "-locations", "none", "-no-obsolete", "-source-language", "en",
         "-target-language", language, *TR_FUNCTION_ALIASES, *map(str, files), "-ts", str(ts)],
        check=True, capture_output=True, text=True,
    )
    # lupdate reads no count in translate() and so drops the plural forms of its %n
    # texts from the .ts; they are put back below.
    for line in (done.stdout + done.stderr).splitlines():
        if not line.startswith(("Removed plural forms", "If this sounds wrong")):
            print(line, file=sys.stderr)
    tree = ET.parse(ts)
    set_plural_forms(tree, kept, language)
    add_data_texts(tree, kept, data_texts())
    write(tree, ts)


Key = tuple[str, str, str]  # context, source, disambiguation
PLACEHOLDER = re.compile(r"%n|%L?\d+|\{[^{}]*\}")


def _messages(tree: ET.ElementTree[ET.Element]) -> list[tuple[Key, ET.Element]]:
    found = []
    for context in tree.iter("context"):
        name = context.findtext("name") or ""
        for message in context.iter("message"):
            key = (name, message.findtext("source") or "", message.findtext("comment") or "")
            found.append((key, message))
    return found


def translations(ts: Path) -> dict[Key, ET.Element]:
    """The translation of every message of a .ts that has one (plural forms and all)."""
    found = {}
    for key, message in _messages(ET.parse(ts)):
        translation = message.find("translation")
        if translation is not None and not unfinished(message):
            found[key] = translation
    return found


def unfinished(message: ET.Element) -> bool:
    """Whether a message still waits for its translation."""
    translation = message.find("translation")
    if translation is None or translation.get("type") in ("unfinished", "obsolete", "vanished"):
        return True
    forms = translation.findall("numerusform")
    texts = [f.text for f in forms] if forms else [translation.text]
    return not all(texts)


def set_plural_forms(tree: ET.ElementTree[ET.Element], kept: dict[Key, ET.Element],
                     language: str) -> None:
    """Mark every ``%n`` message as counted and give it its plural forms: those kept from
    before, or for English the two made from the source text."""
    for key, message in _messages(tree):
        if "%n" not in key[1]:
            continue
        message.set("numerus", "yes")
        old = message.find("translation")
        if old is not None:
            message.remove(old)
        if language == "en":
            translation = ET.Element("translation")
            for form in english_forms(key[1]):
                ET.SubElement(translation, "numerusform").text = form
        else:
            kept_forms = kept.get(key)
            translation = (_unfinished(PLURAL_FORMS.get(language, 2)) if kept_forms is None
                           else kept_forms)
        message.append(translation)


def data_texts() -> list[tuple[str, list[str]]]:
    """The texts of the lessons and the practice deals, each under its context."""
    if str(ROOT) not in sys.path:
        sys.path.insert(0, str(ROOT))
    from ghosteuchre.app.words import lessontext
    from ghosteuchre.learn.load import lessons
    from ghosteuchre.learn.practice import load_practice, practice_files

    found = [(lessontext.lesson_context(les.id), lessontext.lesson_texts(les))
             for les in lessons()]
    deals = [deal for path in practice_files() for deal in load_practice(path)]
    found.append((lessontext.PRACTICE_CONTEXT, lessontext.practice_texts(deals)))
    return found


def add_data_texts(tree: ET.ElementTree[ET.Element], kept: dict[Key, ET.Element],
                   texts: list[tuple[str, list[str]]]) -> None:
    """Put the data files' texts into the .ts, each with its translation kept from before."""
    root = tree.getroot()
    for name, sources in texts:
        context = ET.SubElement(root, "context")
        ET.SubElement(context, "name").text = name
        for source in sources:
            message = ET.SubElement(context, "message")
            ET.SubElement(message, "source").text = source
            translation = kept.get((name, source, ""))
            message.append(_unfinished(0) if translation is None else translation)


def write(tree: ET.ElementTree[ET.Element], ts: Path) -> None:
    ET.indent(tree)
    with ts.open("wb") as out:
        out.write(b'<?xml version="1.0" encoding="utf-8"?>\n<!DOCTYPE TS>\n')
        tree.write(out, encoding="utf-8", xml_declaration=False)
        out.write(b"\n")


def _unfinished(forms: int) -> ET.Element:
    translation = ET.Element("translation", type="unfinished")
    for _ in range(forms):
        ET.SubElement(translation, "numerusform")
    return translation


def placeholders(text: str) -> list[str]:
    """The placeholders of a text (``%1``, ``%n``, ``{name}``), sorted."""
    return sorted(PLACEHOLDER.findall(text))


def missing(language: str) -> dict[str, dict[str, str | list[str]]]:
    """The untranslated texts of a language, as ``--fill`` takes them back."""
    found: dict[str, dict[str, str | list[str]]] = {}
    for (context, source, _), message in _messages(ET.parse(ts_file(language))):
        if unfinished(message):
            blank: str | list[str] = (
                [""] * PLURAL_FORMS[language] if message.get("numerus") == "yes" else "")
            found.setdefault(context, {})[source] = blank
    return found


def fill(language: str, done: dict[str, dict[str, str | list[str]]]) -> list[str]:
    """Write the translations of ``done`` into the language's .ts; returns the problems of
    those not written (a placeholder lost, a wrong number of plural forms, no such text)."""
    ts = ts_file(language)
    tree = ET.parse(ts)
    messages = {(key[0], key[1]): message for key, message in _messages(tree)}
    problems = []
    for context, texts in done.items():
        for source, text in texts.items():
            message = messages.get((context, source))
            where = f"{language} {context}: {source!r}"
            if message is None:
                problems.append(f"{where}: no such text")
                continue
            forms = [text] if isinstance(text, str) else list(text)
            if not all(forms):
                continue
            counted = message.get("numerus") == "yes"
            if counted and (isinstance(text, str) or len(forms) != PLURAL_FORMS[language]):
                problems.append(f"{where}: needs {PLURAL_FORMS[language]} plural forms")
                continue
            lost = [f for f in forms if placeholders(f) != placeholders(source)
                    and not (counted and placeholders(f) == placeholders(source.replace(
                        "%n", "")) and PLURAL_FORMS[language] > 1)]
            if lost:
                problems.append(f"{where}: placeholders differ in {lost[0]!r}")
                continue
            banned = [why for f in forms for why in forbidden_forms(language, f)]
            if banned:
                problems.append(f"{where}: {banned[0]}")
                continue
            if "&" in source and "&" not in forms[0]:
                problems.append(f"{where}: the key letter (&) is lost")
                continue
            if context == "DecisionBar":
                clashes = key_clashes({**bar_labels(tree), source: forms[0]})
                if clashes:
                    problems.append(f"{where}: {clashes[0]}")
                    continue
            old = message.find("translation")
            if old is not None:
                message.remove(old)
            translation = ET.SubElement(message, "translation")
            if counted:
                for form in forms:
                    ET.SubElement(translation, "numerusform").text = form
            else:
                translation.text = forms[0]
    write(tree, ts)
    return problems


def bar_labels(tree: ET.ElementTree[ET.Element]) -> dict[str, str]:
    """The decision bar's labels as translated in ``tree``: source → translation."""
    return {key[1]: message.findtext("translation") or key[1]
            for key, message in _messages(tree)
            if key[0] == "DecisionBar" and not unfinished(message)}


REVIEW_NAMES = {"gl": "Galego", "hr": "Hrvatski", "nl": "Nederlands", "sw": "Kiswahili",
                "ko": "한국어"}


def review_file(language: str) -> Path:
    return ROOT / "docs" / f"review-{language}.md"


def write_review_sheet(language: str) -> None:
    """``docs/review-<lang>.md``: the texts most read, source beside translation."""
    name = REVIEW_NAMES.get(language, language)
    review_file(language).write_text(review_sheet(ts_file(language), language, name),
                                     encoding="utf-8")


def ts_file(language: str) -> Path:
    return FOLDER / f"ghosteuchre_{language}.ts"


def lrelease(ts: Path, qm: Path) -> None:
    exe = tool("lrelease")
    if exe is None:
        raise SystemExit("pyside6-lrelease is not installed (it comes with PySide6)")
    subprocess.run([exe, "-silent", str(ts), "-qm", str(qm)], check=True)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--missing", nargs="*", metavar="LANG",
                        help="print the untranslated texts (of every language by default)")
    parser.add_argument("--fill", nargs=2, metavar=("LANG", "FILE"),
                        help="merge the translations of a JSON file like --missing prints")
    args = parser.parse_args(argv)
    if args.missing is not None:
        everything = {}
        for language in args.missing or LANGUAGES[1:]:
            todo = everything[language] = missing(language)
            count = sum(len(texts) for texts in todo.values())
            print(f"# {language}: {count} untranslated", file=sys.stderr)
        print(json.dumps(everything, ensure_ascii=False, indent=1))
        return 0
    FOLDER.mkdir(parents=True, exist_ok=True)
    if args.fill:
        language, path = args.fill
        if language not in LANGUAGES[1:]:
            raise SystemExit(f"{language!r} is not one of {', '.join(LANGUAGES[1:])}")
        data = json.loads(Path(path).read_text(encoding="utf-8"))
        problems = fill(language, data.get(language, data))
        for problem in problems:
            print(problem, file=sys.stderr)
        lrelease(ts_file(language), ts_file(language).with_suffix(".qm"))
        write_review_sheet(language)
        return 1 if problems else 0
    for language in LANGUAGES:
        ts = ts_file(language)
        lupdate(sources(), ts, language)
        lrelease(ts, ts.with_suffix(".qm"))
        if language != "en":
            write_review_sheet(language)
        print(f"{ts.relative_to(ROOT)} and its .qm are up to date")
    return 0


if __name__ == "__main__":
    sys.exit(main())
