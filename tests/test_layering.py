"""The rules engine, the bots, the lessons, the statistics and the game flow stay free of Qt.

``ghosteuchre/engine``, ``ghosteuchre/bots``, ``ghosteuchre/learn``,
``ghosteuchre/stats`` and ``ghosteuchre/session`` (the game flow) must run headless
(CLI, benchmarks, replays, lesson checks, flow tests), so none may import PySide6,
shiboken6, any other Qt binding, or the Qt application package ``ghosteuchre.app``.
"""

from __future__ import annotations

import ast
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
PACKAGE = ROOT / "ghosteuchre"
PURE_DIRS = ("engine", "bots", "learn", "stats", "session")

QT_TOP_LEVEL = {
    "PySide6",
    "PySide2",
    "shiboken6",
    "shiboken2",
    "PyQt6",
    "PyQt5",
    "PyQt4",
    "sip",
    "qtpy",
    "pyqtgraph",
    "pytestqt",
}
FORBIDDEN_PACKAGES = ("ghosteuchre.app",)


def _python_files(subdir: str) -> list[Path]:
    folder = PACKAGE / subdir
    if not folder.is_dir():
        return []
    return sorted(p for p in folder.rglob("*.py") if "__pycache__" not in p.parts)


def _module_name(path: Path) -> str:
    parts = list(path.relative_to(ROOT).with_suffix("").parts)
    if parts[-1] == "__init__":
        parts.pop()
    return ".".join(parts)


def _is_forbidden(module: str) -> bool:
    top = module.split(".", 1)[0]
    if top in QT_TOP_LEVEL or top.startswith(("PyQt", "PySide", "shiboken")):
        return True
    return any(module == p or module.startswith(p + ".") for p in FORBIDDEN_PACKAGES)


def _resolve_relative(path: Path, level: int, module: str | None) -> str:
    package = _module_name(path).split(".")
    if path.name != "__init__.py":
        package.pop()
    base = package[: len(package) - (level - 1)] if level > 1 else package
    return ".".join([*base, module] if module else base)


def _imports(path: Path, source: str | None = None) -> list[tuple[int, str]]:
    """(line, module) for every import in ``path`` (or in ``source``, as if at ``path``)."""
    if source is None:
        source = path.read_text(encoding="utf-8")
    tree = ast.parse(source, filename=str(path))
    found: list[tuple[int, str]] = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            found.extend((node.lineno, alias.name) for alias in node.names)
        elif isinstance(node, ast.ImportFrom):
            if node.level:
                base = _resolve_relative(path, node.level, node.module)
            else:
                base = node.module or ""
            found.append((node.lineno, base))
            found.extend((node.lineno, f"{base}.{alias.name}") for alias in node.names)
        elif (
            isinstance(node, ast.Call)
            and node.args
            and isinstance(node.args[0], ast.Constant)
            and isinstance(node.args[0].value, str)
            and (
                (isinstance(node.func, ast.Name) and node.func.id == "__import__")
                or (isinstance(node.func, ast.Attribute) and node.func.attr == "import_module")
            )
        ):
            found.append((node.lineno, node.args[0].value))
    return found


def _all_pure_files() -> list[Path]:
    return [p for d in PURE_DIRS for p in _python_files(d)]


def test_detector_recognises_qt_imports() -> None:
    source = (
        "import os\n"
        "import PySide6.QtCore\n"
        "from shiboken6 import isValid\n"
        "from ..app import window\n"
        "from . import cards\n"
        "mod = importlib.import_module('PyQt6.QtWidgets')\n"
        "from ghosteuchre.engine import rules\n"
    )
    where = PACKAGE / "engine" / "sample.py"
    found = _imports(where, source)
    assert sorted({line for line, module in found if _is_forbidden(module)}) == [2, 3, 4, 6]
    assert (5, "ghosteuchre.engine.cards") in found


@pytest.mark.parametrize("subdir", PURE_DIRS)
def test_pure_packages_import_no_qt(subdir: str) -> None:
    offenders = [
        f"{path.relative_to(ROOT)}:{line}: imports {module}"
        for path in _python_files(subdir)
        for line, module in _imports(path)
        if _is_forbidden(module)
    ]
    assert not offenders, (
        "Qt must stay out of the engine, bots and lessons:\n" + "\n".join(offenders)
    )


def test_engine_walk_finds_modules() -> None:
    if not (PACKAGE / "engine" / "__init__.py").exists():
        return  # the engine package does not exist yet; nothing to walk
    files = _python_files("engine")
    assert files, "ghosteuchre/engine/__init__.py exists but no module was found"
    assert PACKAGE / "engine" / "__init__.py" in files


def test_importing_pure_packages_loads_no_qt() -> None:
    """Importing every engine, bots and learn module, transitively, pulls in no Qt."""
    modules = [_module_name(p) for p in _all_pure_files()]
    modules = [m for m in modules if not m.endswith(".__main__")]
    if not modules:
        return
    script = (
        "import importlib, sys\n"
        f"for name in {modules!r}:\n"
        "    importlib.import_module(name)\n"
        "bad = sorted(m for m in sys.modules\n"
        "             if m.split('.')[0].startswith(('PySide', 'shiboken', 'PyQt'))\n"
        "             or m == 'ghosteuchre.app' or m.startswith('ghosteuchre.app.'))\n"
        "print('\\n'.join(bad))\n"
        "sys.exit(1 if bad else 0)\n"
    )
    result = subprocess.run(
        [sys.executable, "-c", script],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=120,
        check=False,
    )
    assert result.returncode == 0, (
        "importing the engine, bots or lessons loaded Qt or the app package:\n"
        + result.stdout
        + result.stderr
    )
