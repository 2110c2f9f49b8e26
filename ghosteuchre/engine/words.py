"""The marker of a text the player reads, written where the text is defined.

``_n("Context", "text")`` returns ``text`` unchanged; it only marks the English text for
translation under ``Context``, as Qt's ``QT_TRANSLATE_NOOP`` does, without Qt.
``pyside6-lupdate`` collects the marked texts into the app's translation files
(``tools/update_translations.py`` reads ``_n`` as ``QT_TRANSLATE_NOOP``), and the app
shows them translated under the same context (``app/words/refusalwords.py``,
``app/words/gamewords.py``, ``app/words/reasons.py``).
The engine's and the bots' own English (replay errors, the command line) is the same
text, untranslated.
"""

from __future__ import annotations

import re

_COUNTED = re.compile(r"(\w*)\((\w+)\)")  # "trick(s)": the word and its plural ending


def _n(context: str, text: str) -> str:
    """``text``, marked for translation under ``context`` (the app translates it)."""
    del context  # read by pyside6-lupdate, not at run time
    return text


def english_forms(text: str) -> tuple[str, str]:
    """The singular and the plural of a ``%n`` text written with ``word(s)``."""
    return _COUNTED.sub(r"\1", text), _COUNTED.sub(r"\1\2", text)


def english_count(text: str, count: int) -> str:
    """A ``%n`` text in English for ``count``: "%n trick(s)" -> "1 trick", "3 tricks"."""
    one, many = english_forms(text)
    return (one if count == 1 else many).replace("%n", str(count))
