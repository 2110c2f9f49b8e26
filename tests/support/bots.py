"""A bot for tests: plain choices, and a gate that decides when it answers."""

from __future__ import annotations

import random
import threading

from ghosteuchre.bots import Decision, Reason
from ghosteuchre.engine.actions import Act
from ghosteuchre.engine.view import PlayerView

# How long a test waits for something that must happen before it calls it a hang. Only a
# hang reaches it, so it is generous: a busy machine is slow, never wrong.
PATIENCE_MS = 60_000


class TestBot:
    """Plays the first legal card; in the auction takes ``prefer`` actions, else passes.

    With a ``gate`` it answers only once the gate is open, so a test decides when a
    bot that is "still thinking" answers, whatever the machine's speed.
    """

    __test__ = False
    level = "test"

    def __init__(
        self,
        prefer: tuple[Act, ...] = (),
        calls: bool = True,
        gate: threading.Event | None = None,
    ) -> None:
        self.prefer = prefer
        self.calls = calls
        self.gate = gate

    def decide(self, view: PlayerView, rng: random.Random) -> Decision:
        if self.gate is not None:
            self.gate.wait(PATIENCE_MS / 1000)
        for act in self.prefer:
            for action in view.legal:
                if action.act == act:
                    return Decision(action, Reason("random"))
        for action in view.legal:
            if action.act == Act.PASS:
                return Decision(action, Reason("random"))
        first = view.legal[0]
        if first.act == Act.PLAY:  # a reason the coach may say during the hand
            return Decision(first, Reason("careless_card", card=first.arg))
        return Decision(first, Reason("random"))

    def renege_call(self, view: PlayerView, rng: random.Random) -> int | None:
        return view.can_call[0] if view.can_call and self.calls else None
