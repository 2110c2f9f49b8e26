"""Rebuild the app's translation files from the sources.

    python tools/update_translations.py

``pyside6-lupdate`` collects every ``tr()``/``translate()`` string of the app into
``ghosteuchre/app/translations/ghosteuchre_<lang>.ts`` (kept: the translations already
made, their plural forms too); for English the plural forms of each ``%n`` sentence
are made from the source text (``trick(s)``: "trick", "tricks"); ``pyside6-lrelease``
then compiles every ``.ts`` to the ``.qm`` the app loads.  A new language starts as
``ghosteuchre_<lang>.ts``: add the code to LANGUAGES and run this again.
"""

from __future__ import annotations

import re
import shutil
import subprocess
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
FOLDER = ROOT / "ghosteuchre" / "app" / "translations"
LANGUAGES = ("en",)
_COUNTED = re.compile(r"(\w*)\((\w+)\)")  # "trick(s)": the word and its plural ending


def sources() -> list[Path]:
    """The files whose strings the player reads: the app and its start-up."""
    app = sorted((ROOT / "ghosteuchre" / "app").rglob("*.py"))
    return [*app, ROOT / "ghosteuchre" / "__main__.py"]


def tool(name: str) -> str | None:
    """The path of ``pyside6-<name>`` (beside this Python first), or None."""
    for folder in (Path(sys.executable).parent, Path(sys.executable).resolve().parent):
        for suffix in ("", ".exe"):
            path = folder / f"pyside6-{name}{suffix}"
            if path.exists():
                return str(path)
    return shutil.which(f"pyside6-{name}")


def english_forms(source: str) -> tuple[str, str]:
    """The singular and plural of a ``%n`` sentence written with ``word(s)``."""
    return _COUNTED.sub(r"\1", source), _COUNTED.sub(r"\1\2", source)


def lupdate(files: list[Path], ts: Path, language: str) -> None:
    """Collect the strings into ``ts``, keeping every plural form already there."""
    exe = tool("lupdate")
    if exe is None:
        raise SystemExit("pyside6-lupdate is not installed (it comes with PySide6)")
    kept = plural_forms(ts) if ts.exists() else {}
    done = subprocess.run(
        [exe, "-silent", "-locations", "none", "-no-obsolete", "-source-language", "en",
         "-target-language", language, *map(str, files), "-ts", str(ts)],
        check=True, capture_output=True, text=True,
    )
    # lupdate reads no count in translate() and so drops the plural forms of its %n
    # texts from the .ts; they are put back below.
    for line in (done.stdout + done.stderr).splitlines():
        if not line.startswith(("Removed plural forms", "If this sounds wrong")):
            print(line, file=sys.stderr)
    set_plural_forms(ts, kept, english=language == "en")


Key = tuple[str, str, str]  # context, source, disambiguation


def _messages(tree: ET.ElementTree[ET.Element]) -> list[tuple[Key, ET.Element]]:
    found = []
    for context in tree.iter("context"):
        name = context.findtext("name") or ""
        for message in context.iter("message"):
            key = (name, message.findtext("source") or "", message.findtext("comment") or "")
            found.append((key, message))
    return found


def plural_forms(ts: Path) -> dict[Key, ET.Element]:
    """The translation (with its plural forms) of every counted message of a .ts."""
    return {
        key: translation
        for key, message in _messages(ET.parse(ts))
        if message.get("numerus") == "yes"
        and (translation := message.find("translation")) is not None
        and translation.find("numerusform") is not None
    }


def set_plural_forms(ts: Path, kept: dict[Key, ET.Element], english: bool) -> None:
    """Mark every ``%n`` message as counted and give it its plural forms: those kept from
    before, or for English the two made from the source text."""
    tree = ET.parse(ts)
    for key, message in _messages(tree):
        if "%n" not in key[1]:
            continue
        message.set("numerus", "yes")
        old = message.find("translation")
        if old is not None:
            message.remove(old)
        if english:
            translation = ET.Element("translation")
            for form in english_forms(key[1]):
                ET.SubElement(translation, "numerusform").text = form
        else:
            translation = kept.get(key) or _unfinished()
        message.append(translation)
    ET.indent(tree)
    with ts.open("wb") as out:
        out.write(b'<?xml version="1.0" encoding="utf-8"?>\n<!DOCTYPE TS>\n')
        tree.write(out, encoding="utf-8", xml_declaration=False)
        out.write(b"\n")


def _unfinished() -> ET.Element:
    translation = ET.Element("translation", type="unfinished")
    ET.SubElement(translation, "numerusform")
    return translation


def lrelease(ts: Path, qm: Path) -> None:
    exe = tool("lrelease")
    if exe is None:
        raise SystemExit("pyside6-lrelease is not installed (it comes with PySide6)")
    subprocess.run([exe, "-silent", str(ts), "-qm", str(qm)], check=True)


def main() -> int:
    FOLDER.mkdir(parents=True, exist_ok=True)
    for language in LANGUAGES:
        ts = FOLDER / f"ghosteuchre_{language}.ts"
        lupdate(sources(), ts, language)
        lrelease(ts, ts.with_suffix(".qm"))
        print(f"{ts.relative_to(ROOT)} and its .qm are up to date")
    return 0


if __name__ == "__main__":
    sys.exit(main())
