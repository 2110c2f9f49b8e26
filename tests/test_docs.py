"""The documents inside the repository agree with it: links resolve, options match."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from ghosteuchre.engine.rules import CUTTHROAT, GHOST_HAND, OptionError, Rules

ROOT = Path(__file__).resolve().parents[1]
DOCUMENTS = [
    ROOT / "README.md",
    ROOT / "tests" / "data" / "examples" / "README.md",
    *sorted((ROOT / "docs").glob("*.md")),
]
LINK = re.compile(r"\]\(([^)#\s]+)(?:#[^)]*)?\)")
GAMES = {"both": (GHOST_HAND, CUTTHROAT), "Ghost Hand": (GHOST_HAND,), "Cutthroat": (CUTTHROAT,)}


@pytest.mark.parametrize("document", DOCUMENTS, ids=lambda p: p.name)
def test_relative_links_lead_to_files_in_the_repository(document: Path) -> None:
    for target in LINK.findall(document.read_text(encoding="utf-8")):
        if "://" in target:
            continue
        path = (document.parent / target).resolve()
        assert path.exists() and path.is_relative_to(ROOT), f"{document.name}: {target}"


def test_readme_and_architecture_point_to_the_rules_and_the_record_format() -> None:
    for document in (ROOT / "README.md", ROOT / "docs" / "architecture.md"):
        text = document.read_text(encoding="utf-8")
        assert "rules.md" in text and "record-format.md" in text, document.name


def _options_table() -> dict[str, tuple[tuple[str, ...], str]]:
    """The option rows of docs/rules.md: name -> (games, values)."""
    text = (ROOT / "docs" / "rules.md").read_text(encoding="utf-8")
    table = text[text.index("## Options") :]
    rows = {}
    for line in table.splitlines():
        cells = [c.strip() for c in line.strip("|").split("|")]
        if len(cells) == 3 and cells[0].startswith("`"):
            rows[cells[0].strip("`")] = (GAMES[cells[1]], cells[2])
    return rows


def test_the_options_table_lists_every_option_of_each_game_with_its_default() -> None:
    rows = _options_table()
    for variant in (GHOST_HAND, CUTTHROAT):
        assert {n for n, (games, _) in rows.items() if variant in games} == set(
            Rules.option_names(variant)
        )
        defaults = Rules.make(variant).options()
        for name, value in defaults.items():
            first = rows[name][1].split(";")[0].split(",")[0]
            if name == "target":
                expected = "32 in Ghost Hand" if variant == GHOST_HAND else "10 in Cutthroat"
                assert expected in rows[name][1]
            else:
                assert first == f"`{json.dumps(value)}`" or first == json.dumps(value), name


def test_the_ranges_in_the_options_table_are_the_engines() -> None:
    checked = 0
    for name, (games, values) in _options_table().items():
        found = re.search(r"from (\d+) to (\d+)", values)
        if not found:
            continue
        low, high = int(found.group(1)), int(found.group(2))
        for variant in games:
            Rules.make(variant, {name: low})
            Rules.make(variant, {name: high})
            for outside in (low - 1, high + 1):
                with pytest.raises(OptionError):
                    Rules.make(variant, {name: outside})
            checked += 1
    assert checked == 2 + 2 + 1 + 3  # target and renege_penalty twice, moon_points, 3 points
