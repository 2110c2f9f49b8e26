"""``tools/playthrough.py`` as the Done-when check of a whole game: a keyboard-only game
of each variant at 800×600 with the table's text at 140 %, against two Easy bots, ends
with a winner and no text of the table cut off or run into another at any picture."""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path

import pytest

pytestmark = pytest.mark.slow  # whole games through the window

ROOT = Path(__file__).resolve().parents[3]
_spec = importlib.util.spec_from_file_location("playthrough", ROOT / "tools" / "playthrough.py")
assert _spec is not None and _spec.loader is not None
playthrough = importlib.util.module_from_spec(_spec)
sys.modules["playthrough"] = playthrough  # its dataclasses look their module up
_spec.loader.exec_module(playthrough)


@pytest.mark.parametrize("variant", ["ghost-hand", "cutthroat"])
def test_a_keyboard_game_at_800x600_with_large_text_ends_with_nothing_cut_off(
        qapp, tmp_path, variant) -> None:
    game = playthrough.Game(variant, "keyboard", (800, 600), 140, tmp_path, target=5, seed=1)
    playthrough.play_game(qapp, game)
    assert game.winner is not None
    assert game.problems == [], "\n".join(game.problems[:10])
    names = [path.name for path in game.shots]
    assert any("summary" in name for name in names) and names[-1].endswith("game-over.png")
    assert any("-play" in name for name in names) and game.forced > 0  # forced cards went alone
    assert all(path.stat().st_size > 0 for path in game.shots)
