"""The marker of a text the player reads, written where the text is defined.

``_n("Context", "text")`` returns ``text`` unchanged; it only marks the English text for
translation under ``Context``, as Qt's ``QT_TRANSLATE_NOOP`` does, without Qt.
``pyside6-lupdate`` collects the marked texts into the app's translation files
(``tools/update_translations.py`` reads ``_n`` as ``QT_TRANSLATE_NOOP``), and the app
shows them translated under the same context (``app/describe.py``, ``app/reasons.py``).
The engine's and the bots' own English (replay errors, the command line) is the same
text, untranslated.
"""

from __future__ import annotations


def _n(context: str, text: str) -> str:
    """``text``, marked for translation under ``context`` (the app translates it)."""
    del context  # read by pyside6-lupdate, not at run time
    return text
