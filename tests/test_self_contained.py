"""The repository is self-contained: no test, tool or benchmark reads a file beside it.

A fresh clone has nothing next to it, so every path the code builds must stay
inside the repository. This file scans the source for paths that climb out of
it; ``tests/conftest.py`` watches what the suite actually opens.
"""

from __future__ import annotations

import os
import re
import sys
import tempfile
from pathlib import Path

import pytest

from tests.conftest import REPO, is_beside_the_repository

SCANNED_SUFFIXES = {".py", ".sh", ".toml", ".spec", ".cfg", ".ini", ".iss", ".desktop"}
SKIPPED_FOLDERS = {
    ".git",
    ".venv",
    "venv",
    "build",
    "dist",
    "__pycache__",
    ".mypy_cache",
    ".ruff_cache",
    ".pytest_cache",
    ".hypothesis",
}
NAMED_OUTSIDE = [
    re.compile(r"shared[/\\]spec"),
    re.compile(r"\.\.[/\\]shared"),
    re.compile(r"""/\s*["']shared["']"""),
    re.compile(r"""["']shared["']\s*,"""),
]


def _scanned_files() -> list[Path]:
    found = []
    for folder, subfolders, files in os.walk(REPO):
        subfolders[:] = [
            d for d in subfolders if d not in SKIPPED_FOLDERS and not d.endswith(".egg-info")
        ]
        for name in files:
            path = Path(folder) / name
            in_ci = path.parent.name == ".ci"
            if (path.suffix in SCANNED_SUFFIXES or in_ci) and path != Path(__file__).resolve():
                found.append(path)
    return sorted(found)


def _levels_up(line: str) -> int:
    """How many folders above its own folder a line of code reaches from ``__file__``."""
    levels = [int(n) for n in re.findall(r"parents\[(\d+)\]", line)]
    levels.append(len(re.findall(r"\.parent\b(?!s)", line)) - 1)
    levels.append(len(re.findall(r"\bdirname\s*\(", line)) - 1)
    return max(levels)


def _shell_levels_up(line: str) -> int:
    """How many ``..`` follow ``$(dirname "${BASH_SOURCE[0]}")`` on a line of shell."""
    match = re.search(r"""dirname\s+["']?\$\{?BASH_SOURCE[^)]*\)["']?((?:/\.\.)*)""", line)
    return match.group(1).count("..") if match else 0


def _climbs_out(line: str, depth: int, beside: re.Pattern[str]) -> bool:
    """True for a line that names a path beside the repository or climbs above it."""
    if any(p.search(line) for p in NAMED_OUTSIDE) or beside.search(line):
        return True
    if "__file__" in line and _levels_up(line) > depth:
        return True
    return "BASH_SOURCE" in line and _shell_levels_up(line) > depth


def _faults(path: Path) -> list[str]:
    relative = path.relative_to(REPO)
    depth = len(relative.parts) - 1  # folders between the repository and the file
    beside = re.compile(re.escape(os.path.join(str(REPO.parent), "")) + r"(?!\.)")
    text = path.read_text(encoding="utf-8", errors="replace")
    return [
        f"{relative}:{number}: {line.strip()}"
        for number, line in enumerate(text.splitlines(), 1)
        if _climbs_out(line, depth, beside)
    ]


def test_the_scan_covers_the_tests_tools_benchmarks_and_packaging() -> None:
    folders = {p.relative_to(REPO).parts[0] for p in _scanned_files()}
    assert {"tests", "tools", "benchmarks", "packaging", "ghosteuchre", ".ci"} <= folders


def test_no_source_file_names_a_path_outside_the_repository() -> None:
    faults = [fault for path in _scanned_files() for fault in _faults(path)]
    assert faults == []


@pytest.mark.parametrize(
    ("line", "levels"),
    [
        ('EXAMPLES = Path(__file__).resolve().parents[3] / "data"', 3),
        ("ROOT = Path(__file__).resolve().parent.parent.parent", 2),
        ("sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))", 1),
        ("HERE = Path(__file__).parent", 0),
    ],
)
def test_the_scan_counts_the_folders_code_climbs(line: str, levels: int) -> None:
    assert _levels_up(line) == levels


def test_the_scan_notices_shell_that_climbs_out_of_the_repository() -> None:
    assert _shell_levels_up('ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"') == 2
    assert _shell_levels_up('ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"') == 1


def test_the_scan_notices_the_shared_spec_folder() -> None:
    shared = "shared"  # kept apart so that this file itself names no outside folder
    for line in (f'Path("../{shared}/spec/examples")', f'ROOT.parent / "{shared}" / "spec"'):
        assert any(p.search(line) for p in NAMED_OUTSIDE), line


def test_the_runtime_guard_tells_neighbours_from_the_repository() -> None:
    assert is_beside_the_repository(str(REPO.parent.joinpath("shared", "spec", "RULES.md")))
    assert is_beside_the_repository(str(REPO / ".." / "shared"))
    assert not is_beside_the_repository(str(REPO / "tests" / "data" / "examples"))
    assert not is_beside_the_repository(str(REPO / ".venv" / "bin" / "python"))
    assert not is_beside_the_repository(sys.prefix)
    assert not is_beside_the_repository(os.path.join(tempfile.gettempdir(), "tmpx.json"))
    assert not is_beside_the_repository(str(REPO.parent / ".cache" / "fontconfig"))
