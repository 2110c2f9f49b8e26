"""``tools/update_translations.py``, loaded as a module for the tests of the translations."""

from __future__ import annotations

import importlib.util
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
_spec = importlib.util.spec_from_file_location("update_translations", ROOT / "tools" /
                                               "update_translations.py")
assert _spec is not None and _spec.loader is not None
update_translations = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(update_translations)
