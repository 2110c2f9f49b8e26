"""Seeds chosen for what they deal."""

from __future__ import annotations

import itertools

from ghosteuchre.engine.deal import first_dealer


def seed_with_dealer(dealer: int) -> int:
    """The first seed whose game is first dealt by ``dealer``."""
    return next(s for s in itertools.count(1) if first_dealer(s) == dealer)
