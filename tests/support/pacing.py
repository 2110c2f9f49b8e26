"""Pacings for the window tests."""

from __future__ import annotations

from ghosteuchre.app.storage.settings import Pacing


def waiting_pacing() -> Pacing:
    """No animations and no bot pause; a finished trick stays until a click or a key."""
    pacing = Pacing.instant()
    pacing.trick_pause_ms = 0
    return pacing
