"""``tools/screenshots.py``: the hint's picture waits for the hint itself (the player is
already to act when it is asked for), so a scene never reads a hint not yet come."""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path

import pytest

from ghosteuchre.engine.actions import Act
from ghosteuchre.engine.state import Phase

pytestmark = pytest.mark.slow  # a window whose hints come from the bot process

ROOT = Path(__file__).resolve().parents[3]
_spec = importlib.util.spec_from_file_location("screenshots", ROOT / "tools" / "screenshots.py")
assert _spec is not None and _spec.loader is not None
screenshots = importlib.util.module_from_spec(_spec)
sys.modules["screenshots"] = screenshots
_spec.loader.exec_module(screenshots)


def test_the_hint_picture_waits_for_the_hint(qapp, tmp_path) -> None:
    run = screenshots.Run(qapp, tmp_path, "cutthroat", (1920, 1080))
    try:
        run.start(0)
        run.wait()
        run.act(Act.ORDER)
        run.wait()
        run.act(Act.DUMMY)
        run.choose(6)
        run.confirm()
        run.wait()
        assert run.view.phase == Phase.PLAY and run.c.human_to_act
        hinted = run.hint("hint")
        assert hinted is not None and hinted in run.view.legal
        assert run.taken and run.taken[-1].name.endswith("-hint.png")
    finally:
        run.close()
