"""The app's translations: its own ``.qm`` files and Qt's, installed at start.

The source text is English.  ``ghosteuchre_en.qm`` holds only what English needs
beyond the source: the plural forms of the sentences counted with ``%n``
("1 trick", "2 tricks").  It is installed first, always; the translation for the
player's language (``ghosteuchre_<locale>.qm``), installed after it, is searched
first; Qt's own ``qtbase_<language>.qm`` follows the language the app speaks.
``tools/update_translations.py`` rebuilds the files from the sources.

The player may choose a language (the ``language`` setting, "" for the system's);
:func:`language_choice` is the choice as a combo box, which takes effect at the next
start.  :func:`install_pseudo` installs a pseudo-translation for layout tests: every
text about 40 % longer and accented, made as it is asked for, never shipped.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Protocol

from PySide6.QtCore import QCoreApplication, QLibraryInfo, QLocale, QTranslator
from PySide6.QtWidgets import QComboBox, QDialog, QDialogButtonBox, QLabel, QVBoxLayout, QWidget

from .. import resources

SOURCE_LANGUAGE = "en"
# The languages the app speaks, each by its own name, as the language choice lists them.
LANGUAGE_NAMES = {
    "gl": "Galego", "hr": "Hrvatski", "nl": "Nederlands", "sw": "Kiswahili", "ko": "한국어",
    "en": "English",
}
APP_FILES = "ghosteuchre"  # ghosteuchre_<locale>.qm
FOLDERS = (resources.folder("translations"),)


def install(
    app: QCoreApplication, locale: QLocale | None = None, folders: Sequence[Path] = FOLDERS
) -> list[QTranslator]:
    """Install the English plural forms, then the app's translation for ``locale`` (the
    system's by default) and Qt's own for the language the app then speaks; returns the
    translators installed."""
    locale = locale if locale is not None else QLocale()
    installed: list[QTranslator] = []

    def add(translator: QTranslator) -> None:
        app.installTranslator(translator)
        installed.append(translator)

    places = [str(f) for f in folders if f.is_dir()]
    english = _first(app, places, lambda t, place: t.load(f"{APP_FILES}_{SOURCE_LANGUAGE}", place))
    if english is not None:
        add(english)
    own = _first(app, places, lambda t, place: t.load(locale, APP_FILES, "_", place))
    if own is not None and (english is None or own.filePath() != english.filePath()):
        add(own)
        language = QLocale(own.language())
    else:  # Qt's own words in the app's language, not in a language the app does not speak
        language = QLocale(QLocale.Language.English)
    qt_folder = QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)
    qt = _first(app, [qt_folder], lambda t, place: t.load(language, "qtbase", "_", place))
    if qt is not None:
        add(qt)
    # Numbers and dates (QLocale()) in the language the app speaks: the system's own
    # locale where it is that language, so its country's formats stay.
    QLocale.setDefault(locale if locale.language() == language.language() else language)
    return installed


def _first(
    app: QCoreApplication, places: list[str], load: Callable[[QTranslator, str], bool]
) -> QTranslator | None:
    """The first translator that ``load(translator, place)`` fills, kept alive by ``app``."""
    for place in places:
        translator = QTranslator(app)
        if load(translator, place):
            return translator
        translator.deleteLater()
    return None


def uninstall(app: QCoreApplication, translators: Sequence[QTranslator]) -> None:
    for translator in translators:
        app.removeTranslator(translator)
    QLocale.setDefault(QLocale.system())


def locale_for(language: str) -> QLocale:
    """The locale the app speaks: the chosen language's, or the system's for ""."""
    return QLocale(language) if language in LANGUAGE_NAMES else QLocale()


class LanguageSetting(Protocol):
    language: str


def language_choice(settings: LanguageSetting, parent: QWidget | None = None) -> QComboBox:
    """A combo box of the languages by their own names, bound to ``settings.language``."""
    combo = QComboBox(parent)
    combo.setObjectName("language-choice")
    combo.addItem(QCoreApplication.translate("Language", "System language"), "")
    for code, name in sorted(LANGUAGE_NAMES.items(), key=lambda item: item[1].casefold()):
        combo.addItem(name, code)
    combo.setCurrentIndex(max(0, combo.findData(settings.language)))
    combo.setToolTip(QCoreApplication.translate(
        "Language", "The new language is used the next time you start Ghost Euchre."))

    def chosen(index: int) -> None:
        settings.language = str(combo.itemData(index))

    combo.currentIndexChanged.connect(chosen)
    return combo


def ask_language(settings: LanguageSetting, parent: QWidget | None = None) -> QDialog:
    """The Language dialog: the choice, and when it takes effect."""
    dialog = QDialog(parent)
    dialog.setObjectName("language-dialog")
    dialog.setWindowTitle(QCoreApplication.translate("Language", "Language"))
    layout = QVBoxLayout(dialog)
    layout.addWidget(language_choice(settings, dialog))
    note = QLabel(QCoreApplication.translate(
        "Language", "The new language is used the next time you start Ghost Euchre."))
    note.setWordWrap(True)
    layout.addWidget(note)
    buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, dialog)
    buttons.rejected.connect(dialog.accept)
    layout.addWidget(buttons)
    dialog.open()
    return dialog


# ------------------------------------------------------------ pseudo-locale

_KEPT = re.compile(r"%n|%L?\d+|\{[^{}]*\}|<[^>]*>|&[a-zA-Z]+;|&&|&(?=\w)|\n")
_ACCENTED = dict(zip(map(ord, "AaCcEeGgHhIiJjKkLlNnOoRrSsTtUuWwYyZz"),
                     "ÅáÇçÉéĜĝĤĥÎîĴĵĶķĻļÑñÖöŔŕŠšŢţÛüŴŵÝýŽž", strict=True))


def _accented(text: str) -> str:
    return "".join(_ACCENTED.get(ord(c), c) for c in text)
_PADDING = "ļöŕéɱ îƥšüɱ ðöļöŕ šîţ áɱéţ çöñšéçţéţüŕ áðîƥîšçîñĝ éļîţ "


def pseudo(text: str) -> str:
    """The pseudo-translation of a text: accented, about 40 % longer, in brackets;
    placeholders, markup, accelerators and line breaks kept."""
    if not text.strip():
        return text
    parts, last = [], 0
    for kept in _KEPT.finditer(text):
        parts += [_accented(text[last:kept.start()]), kept.group()]
        last = kept.end()
    parts.append(_accented(text[last:]))
    visible = len(_KEPT.sub("", text))
    extra = max(2, round(visible * 0.4)) - 1  # the brackets and a space make up the rest
    padding = (_PADDING * (extra // len(_PADDING) + 1))[:extra].rstrip()
    return "[" + "".join(parts) + " " + padding + "]"


class PseudoTranslator(QTranslator):
    """Every text of the app and of Qt in the pseudo-locale, English plural forms first;
    the cards' corner letters stay as they are (they are glyphs, not words)."""

    def __init__(self, english: QTranslator | None, parent: QCoreApplication) -> None:
        super().__init__(parent)
        self.english = english

    def translate(
        self, context: str, source: str, disambiguation: str | None = None, n: int = -1
    ) -> str:
        english, found = self.english, ""
        if english is not None:
            found = english.translate(context, source, disambiguation, n) or ""
        return found or source if context == "CardArt" else pseudo(found or source)

    def isEmpty(self) -> bool:
        return False


def install_pseudo(app: QCoreApplication, folders: Sequence[Path] = FOLDERS) -> list[QTranslator]:
    """Install the pseudo-locale over every other translator; returns it to uninstall."""
    places = [str(f) for f in folders if f.is_dir()]
    english = _first(app, places, lambda t, place: t.load(f"{APP_FILES}_{SOURCE_LANGUAGE}", place))
    translator = PseudoTranslator(english, app)
    app.installTranslator(translator)
    return [translator]
