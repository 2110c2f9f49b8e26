"""What the packaging tests share: the built artefacts and running the frozen game."""

from __future__ import annotations

import json
import os
import subprocess
from dataclasses import dataclass
from pathlib import Path

MB = 1024 * 1024
DEMO_ARGS = ["--demo", "--fast", "--quit-at-end"]


@dataclass(frozen=True)
class Bundle:
    name: str
    version: str
    app_dir: Path  # dist/ghosteuchre
    binary: Path  # dist/ghosteuchre/ghosteuchre
    tarball: Path  # dist/ghosteuchre-<version>-linux-<arch>.tar.gz
    deb: Path  # dist/ghosteuchre_<version>_<debian arch>.deb


def offscreen_env(home: Path) -> dict[str, str]:
    """The environment of a first start on the offscreen platform with ``home`` empty."""
    env = {k: v for k, v in os.environ.items() if not k.startswith(("QT_", "XDG_"))}
    env.update(QT_QPA_PLATFORM="offscreen", HOME=str(home), LANG="C.UTF-8")
    for name in ("DISPLAY", "WAYLAND_DISPLAY", "PYTHONPATH"):
        env.pop(name, None)
    return env


def run_demo(
    command: list[str], home: Path, env: dict[str, str] | None = None
) -> dict[str, object]:
    """Play a whole demo game with ``command``; the JSON line it prints at the end."""
    result = subprocess.run(
        [*command, *DEMO_ARGS],
        env=env if env is not None else offscreen_env(home),
        capture_output=True,
        text=True,
        timeout=600,
        check=False,
    )
    output = f"stdout:\n{result.stdout[-3000:]}\nstderr:\n{result.stderr[-3000:]}"
    assert result.returncode == 0, f"exit {result.returncode}\n{output}"
    lines = [line for line in result.stdout.splitlines() if line.strip()]
    assert lines, f"no output\n{output}"
    found = json.loads(lines[-1])
    assert isinstance(found, dict), output
    scores = found["scores"]
    assert len(scores) == 3 and all(isinstance(s, int) for s in scores), output
    assert scores[found["winner"]] == max(scores), output
    assert found["hands"] >= 1, output
    return found
