"""The app's bots think in a separate process and answer with a legal action."""

from __future__ import annotations

import random

from ghosteuchre.app.worker import RemoteBot, bot_for_level, stop_processes
from ghosteuchre.bots import RandomBot
from ghosteuchre.engine.deal import new_game
from ghosteuchre.engine.rules import Rules
from ghosteuchre.engine.view import view_of


def test_remote_bot_decides_in_the_bot_process(caplog) -> None:
    state = new_game(Rules.make("cutthroat", {}), 4)
    view = view_of(state, state.current_player)
    bot = bot_for_level("hard")
    assert isinstance(bot, RemoteBot)
    try:
        decision = bot.decide(view, random.Random(1))
    finally:
        stop_processes()
    assert any(decision.action is a for a in view.legal)
    assert decision.reason
    assert not caplog.records  # no fallback to deciding in this process


def test_unknown_level_falls_back_to_the_random_bot() -> None:
    assert isinstance(bot_for_level("grandmaster"), RandomBot)
