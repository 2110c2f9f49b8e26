"""The Qt application: controller, models, card table, dialogs and main window."""

from __future__ import annotations

import os
import sys
from types import ModuleType

PACKAGE = __name__.partition(".")[0]


def _known_by_name() -> None:
    """PySide reads the whole source of each module imported after it, to see whether
    it mentions PySide6 (for ``from __feature__ import ...``).  Neither the package nor
    the standard library uses such a feature, so their modules are known by their name
    instead of their source, which saves some 35 ms of the start.  Nothing changes where
    PySide has no such check."""
    feature = sys.modules.get("PySide6.support.feature")
    reads_source = getattr(feature, "_mod_uses_pyside", None)
    if feature is None or reads_source is None or hasattr(reads_source, "reads_source"):
        return

    def uses_pyside(module: ModuleType) -> bool:
        name = str(getattr(module, "__name__", ""))
        top = name.partition(".")[0]
        if top == PACKAGE:
            return True
        if top in sys.stdlib_module_names:
            return False
        return bool(reads_source(module))

    uses_pyside.reads_source = reads_source  # type: ignore[attr-defined]
    feature._mod_uses_pyside = uses_pyside  # type: ignore[attr-defined]


def _paint_on_this_thread() -> None:
    """Qt's painter hands each fill of more than about a hundred lines (a card, a plate)
    to a pool of threads and waits for them.  For pictures of a card's size the hand-off
    costs more than the fill, and while the bots keep both processors busy the UI thread
    waits for a pool thread to be given one: a paint of 3 ms of work took 10-20 ms.
    Qt reads this setting once, at its first such fill."""
    os.environ.setdefault("QT_NO_GUI_THREADPOOL", "1")


_known_by_name()
_paint_on_this_thread()
