"""The rules engine, the bots, the lessons and the statistics stay free of Qt, in layers.

``ghosteuchre/engine``, ``ghosteuchre/bots``, ``ghosteuchre/learn``,
``ghosteuchre/stats`` (and ``ghosteuchre/session`` where it exists) must run headless
(CLI, benchmarks, replays, lesson checks), so none may import PySide6, shiboken6, any
other Qt binding, or the Qt application package ``ghosteuchre.app``.

Inside the core each layer imports only the layers below it: engine <- bots <-
learn, stats <- session <- app.  No module of the package takes part in an import
cycle: counting every import that runs, at the top of a module or inside a function
(a ``TYPE_CHECKING`` block runs only for the type checker); and none either counting the
annotations' imports too.

No module of the package is over 500 lines but those in ``LONG_MODULES``, which may only
shrink; and no test module imports another (shared helpers live in ``tests/support/``).
"""

from __future__ import annotations

import ast
import functools
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
PACKAGE = ROOT / "ghosteuchre"
PURE_DIRS = tuple(
    d for d in ("engine", "bots", "learn", "stats", "session") if (PACKAGE / d).is_dir()
)
# Each package of the core with its layer: a module imports only lower layers and its own.
LAYERS = {"engine": 0, "bots": 1, "learn": 2, "stats": 2, "session": 3, "app": 4}

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
        return _file_imports(path)
    return _imports_in(ast.parse(source, filename=str(path)), path)


@functools.cache
def _file_imports(path: Path) -> list[tuple[int, str]]:
    tree = ast.parse(path.read_text(encoding="utf-8"), filename=str(path))
    return _imports_in(tree, path)


def _imports_in(tree: ast.Module, path: Path) -> list[tuple[int, str]]:
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


def _type_checking_nodes(tree: ast.Module) -> set[int]:
    """The ids of the nodes inside ``if TYPE_CHECKING:`` blocks of ``tree``."""
    inside: set[int] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.If) and "TYPE_CHECKING" in ast.unparse(node.test):
            for child in node.body:
                inside.update(id(n) for n in ast.walk(child))
    return inside


def _run_time_imports(path: Path, modules: set[str], annotations: bool = False) -> set[str]:
    """The package's modules that ``path`` imports when it runs (``annotations``: and for
    the type checker too): ``from pkg import name`` is an import of the module
    ``pkg.name`` where there is one, else of ``pkg``."""
    tree = ast.parse(path.read_text(encoding="utf-8"), filename=str(path))
    skipped = set() if annotations else _type_checking_nodes(tree)
    found: set[str] = set()
    for node in ast.walk(tree):
        if id(node) in skipped:
            continue
        if isinstance(node, ast.Import):
            found.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom):
            base = _resolve_relative(path, node.level, node.module) if node.level else (
                node.module or "")
            subs = {f"{base}.{alias.name}" for alias in node.names} & modules
            found.update(subs)
            if len(subs) < len(node.names):
                found.add(base)
    return (found & modules) - {_module_name(path)}


def _cycles(graph: dict[str, set[str]]) -> list[list[str]]:
    """The strongly connected groups of more than one module (Tarjan's algorithm)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    groups: list[list[str]] = []

    def visit(v: str) -> None:
        index[v] = low[v] = len(index)
        stack.append(v)
        on_stack.add(v)
        for w in sorted(graph.get(v, ())):
            if w not in index:
                visit(w)
                low[v] = min(low[v], low[w])
            elif w in on_stack:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            group = []
            while True:
                w = stack.pop()
                on_stack.discard(w)
                group.append(w)
                if w == v:
                    break
            if len(group) > 1 or v in graph.get(v, ()):
                groups.append(sorted(group))

    for v in sorted(graph):
        if v not in index:
            visit(v)
    return groups


@functools.cache
def _import_graph(annotations: bool = False) -> dict[str, set[str]]:
    files = {_module_name(p): p for p in _python_files(".")}
    modules = set(files)
    return {name: _run_time_imports(path, modules, annotations) for name, path in files.items()}


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


def test_cycle_finder_finds_a_cycle_through_three_modules() -> None:
    graph = {"a": {"b"}, "b": {"c"}, "c": {"a", "d"}, "d": set(), "e": {"d"}}
    assert _cycles(graph) == [["a", "b", "c"]]


def test_run_time_imports_skip_type_checking_and_name_submodules() -> None:
    graph = _import_graph()
    assert "ghosteuchre.engine.cards" in graph["ghosteuchre.engine.state"]
    # a function-level import counts: the CLI's tournament is imported inside main()
    assert "ghosteuchre.bots.tournament" in graph["ghosteuchre.cli"]
    # the keeper names the window's protocol in its annotations only
    assert "ghosteuchre.app.shell.window" not in graph["ghosteuchre.app.shell.keeper"]
    assert "ghosteuchre.app.shell.window" in _import_graph(annotations=True)[
        "ghosteuchre.app.shell.keeper"]


def test_no_import_cycle() -> None:
    cycles = _cycles(_import_graph())
    assert not cycles, "import cycles:\n" + "\n".join(" <-> ".join(c) for c in cycles)


def test_no_import_cycle_in_the_annotations_either() -> None:
    """A child names no parent even for the type checker: it types against a protocol of
    what it uses (``session/host.py``, ``app/table/sight.py``, ``app/shell/window.py``)."""
    cycles = _cycles(_import_graph(annotations=True))
    assert not cycles, "import cycles through annotations:\n" + "\n".join(
        " <-> ".join(c) for c in cycles)


def test_each_layer_imports_only_the_layers_below() -> None:
    offenders = []
    for package, layer in LAYERS.items():
        for path in _python_files(package):
            for line, module in _imports(path):
                parts = module.split(".")
                if parts[0] != "ghosteuchre" or len(parts) < 2 or parts[1] not in LAYERS:
                    continue
                if parts[1] != package and LAYERS[parts[1]] >= layer:
                    offenders.append(f"{path.relative_to(ROOT)}:{line}: imports {module}")
    assert not offenders, (
        "engine <- bots <- learn, stats <- session <- app: a layer imports only the "
        "layers below it:\n" + "\n".join(offenders)
    )


# The app's folders along the data flow: what each may not import (any import, at the
# top of a module, in a function or for the type checker only).  The table types against
# ``table/commands.py`` and reads the item models, so of ``play/`` it imports
# ``play.models`` only.
APP_FOLDERS_NOT_IMPORTED = {
    "art": ("play", "table", "words", "screens", "shell", "storage"),
    "words": ("table", "shell", "storage", "art"),
    "table": ("shell", "play"),
    "storage": ("table", "words"),
    "screens": ("shell",),
}
APP_IMPORTS_ALLOWED = {"table": ("play.models",)}


def _app_folder_offences(folder: str) -> list[str]:
    offenders = []
    allowed = tuple(f"ghosteuchre.app.{m}" for m in APP_IMPORTS_ALLOWED.get(folder, ()))
    for path in _python_files(f"app/{folder}"):
        name = path.relative_to(ROOT).as_posix()
        for line, module in _imports(path):
            parts = module.split(".")
            if parts[:2] != ["ghosteuchre", "app"] or len(parts) < 3:
                continue
            if parts[2] not in APP_FOLDERS_NOT_IMPORTED[folder]:
                continue
            if any(module == a or module.startswith(a + ".") for a in allowed):
                continue
            offenders.append(f"{name}:{line}: imports {module}")
    return offenders


@pytest.mark.parametrize("folder", sorted(APP_FOLDERS_NOT_IMPORTED))
def test_app_folders_import_along_the_data_flow(folder: str) -> None:
    offenders = _app_folder_offences(folder)
    assert not offenders, (
        f"app/{folder}/ imports none of {APP_FOLDERS_NOT_IMPORTED[folder]} "
        f"(but {APP_IMPORTS_ALLOWED.get(folder, ())}):\n" + "\n".join(offenders)
    )


def test_no_test_module_imports_another() -> None:
    """Helpers shared by tests live in ``tests/support/`` (or a test folder's driver
    module), never in a ``test_*`` module that another test imports."""
    tests = ROOT / "tests"
    offenders = []
    for path in sorted(tests.rglob("*.py")):
        for line, module in _imports(path):
            if module.rsplit(".", 1)[-1].startswith("test_"):
                offenders.append(f"{path.relative_to(ROOT)}:{line}: imports {module}")
    assert not offenders, "\n".join(offenders)


MAX_LINES = 500
# The package's modules still over MAX_LINES, with the lines each has now: one may only
# shrink, and leaves the list once it is within MAX_LINES.
LONG_MODULES: dict[str, int] = {
}


def _lines(path: Path) -> int:
    return len(path.read_text(encoding="utf-8").splitlines())


def test_no_module_of_the_package_is_over_500_lines() -> None:
    problems = []
    for path in _python_files("."):
        name = path.relative_to(ROOT).as_posix()
        lines = _lines(path)
        allowed = LONG_MODULES.get(name, MAX_LINES)
        if lines > allowed:
            problems.append(f"{name}: {lines} lines, more than {allowed}")
        elif name in LONG_MODULES and lines <= MAX_LINES:
            problems.append(f"{name}: {lines} lines now; delete its line in LONG_MODULES")
    gone = [name for name in LONG_MODULES if not (ROOT / name).is_file()]
    problems += [f"{name} is gone; delete its line in LONG_MODULES" for name in gone]
    assert not problems, "\n".join(problems)

