"""The app's translations: its own ``.qm`` files and Qt's, installed at start.

The source text is English.  ``ghosteuchre_en.qm`` holds only what English needs
beyond the source: the plural forms of the sentences counted with ``%n``
("1 trick", "2 tricks").  It is installed first, always; the translation for the
player's language (``ghosteuchre_<locale>.qm``), installed after it, is searched
first; Qt's own ``qtbase_<language>.qm`` follows the language the app speaks.
``tools/update_translations.py`` rebuilds the files from the sources.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QLibraryInfo, QLocale, QTranslator

SOURCE_LANGUAGE = "en"
APP_FILES = "ghosteuchre"  # ghosteuchre_<locale>.qm
FOLDERS = (
    Path(__file__).resolve().with_name("translations"),
    Path(__file__).resolve().parents[2] / "assets" / "translations",
)


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
