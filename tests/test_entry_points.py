"""The two commands a user runs: the app and the headless CLI."""

from __future__ import annotations

import subprocess
import sys

from ghosteuchre import __version__


def test_app_prints_its_version_without_opening_a_window() -> None:
    proc = subprocess.run(
        [sys.executable, "-m", "ghosteuchre", "--version"],
        capture_output=True,
        text=True,
        timeout=60,
        check=False,
    )
    assert proc.returncode == 0
    assert proc.stdout.strip() == f"ghosteuchre {__version__}"


def test_cli_lists_its_commands() -> None:
    proc = subprocess.run(
        [sys.executable, "-m", "ghosteuchre.cli", "--help"],
        capture_output=True,
        text=True,
        timeout=60,
        check=False,
    )
    assert proc.returncode == 0
    assert "replay" in proc.stdout and "tournament" in proc.stdout
