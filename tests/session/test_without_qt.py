"""The flow's tests run where Qt cannot even be imported."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]

BLOCKED = """
import importlib.abc, sys
class NoQt(importlib.abc.MetaPathFinder):
    def find_spec(self, name, path=None, target=None):
        if name.split(".")[0] in ("PySide6", "shiboken6"):
            raise ImportError(f"{name} is blocked in this test")
        return None
sys.meta_path.insert(0, NoQt())
import pytest
sys.exit(pytest.main(["-q", "-p", "no:pytest-qt", "-p", "no:cacheprovider",
                      "-W", "ignore::pytest.PytestConfigWarning",
                      "--ignore", sys.argv[1], sys.argv[2]]))
"""


def test_the_session_tests_pass_with_qt_blocked() -> None:
    here = Path(__file__)
    env = dict(os.environ, PYTHONPATH=str(ROOT))
    result = subprocess.run([sys.executable, "-c", BLOCKED, str(here), str(here.parent)],
                            cwd=ROOT, env=env, capture_output=True, text=True, timeout=600)
    assert result.returncode == 0, result.stdout[-3000:] + result.stderr[-3000:]
    assert " passed" in result.stdout and "failed" not in result.stdout
