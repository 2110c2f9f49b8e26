"""The app's bots think in a separate process and answer with a legal action."""

from __future__ import annotations

import os
import random
import time
from pathlib import Path

import pytest

from ghosteuchre.app.play.worker import (
    BotProcess,
    RemoteBot,
    bot_for_level,
    keep_loaded,
    stop_processes,
)
from ghosteuchre.bots import BotConfig, RandomBot
from ghosteuchre.engine.deal import deal_number, new_game
from ghosteuchre.engine.rules import Rules
from ghosteuchre.engine.state import GameState, Phase
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


def test_the_collector_is_back_on_once_the_loaded_modules_are_kept() -> None:
    """The app starts with the garbage collector off (``__main__.run``); keeping what is
    loaded (before the window is made) leaves it out of later passes and turns it on."""
    import gc

    gc.disable()
    try:
        keep_loaded()
        assert gc.isenabled()
        assert gc.get_freeze_count() > 10_000  # the modules, classes and functions
    finally:
        gc.unfreeze()
        gc.enable()


def test_unknown_level_falls_back_to_the_random_bot() -> None:
    assert isinstance(bot_for_level("grandmaster"), RandomBot)


def cpu_ticks(pid: int) -> int:
    fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    return int(fields[11]) + int(fields[12])  # utime + stime


def idle_ticks(pid: int) -> int:
    """The process's CPU ticks once it has stopped using the CPU (its start-up done)."""
    deadline = time.monotonic() + 60
    ticks = cpu_ticks(pid)
    while time.monotonic() < deadline:
        time.sleep(0.3)
        now = cpu_ticks(pid)
        if now == ticks:
            break
        ticks = now
    return ticks


@pytest.mark.skipif(not Path("/proc/self/stat").exists(), reason="reads /proc")
@pytest.mark.skipif((os.cpu_count() or 1) < 2, reason="the partner needs two processors")
@pytest.mark.slow
def test_hard_searches_in_the_bot_process_and_its_partner_which_end_together() -> None:
    process = BotProcess()
    partner = process.partner
    assert partner is not None and partner.is_alive()
    config = BotConfig("hard", worlds=24)
    rules = Rules.make("cutthroat")
    state = GameState(rules, 0)
    state.start_hand(deal_number(rules, 3, 1))
    rng = random.Random(7)
    try:
        before = idle_ticks(partner.pid)
        while state.phase != Phase.HAND_OVER:
            view = view_of(state, state.turn)
            action, _ = process.decide(config, view, rng)
            assert action in view.legal
            state.apply(action, state.turn)
        worked = cpu_ticks(partner.pid) - before
    finally:
        process.stop()
    assert worked > 0  # the partner searched
    assert not process.process.is_alive() and not partner.is_alive()


@pytest.mark.skipif(not hasattr(os, "SCHED_IDLE"), reason="Linux's idle scheduling")
def test_the_bots_think_only_on_a_processor_the_table_leaves_idle() -> None:
    """The bot process and its partner run as idle tasks: the table's thread, when it
    wakes, takes a processor from them at once."""
    process = BotProcess()
    state = new_game(Rules.make("cutthroat", {}), 4)
    view = view_of(state, state.current_player)
    try:
        action, _ = process.decide(BotConfig("easy"), view, random.Random(1))  # it is serving
        assert action in view.legal
        searchers = [process.process] + ([process.partner] if process.partner else [])
        deadline = time.monotonic() + 30
        while time.monotonic() < deadline and any(
                os.sched_getscheduler(p.pid) != os.SCHED_IDLE for p in searchers):
            time.sleep(0.05)  # the partner sets its own at its start
        assert [os.sched_getscheduler(p.pid) for p in searchers] == [os.SCHED_IDLE] * len(searchers)
    finally:
        process.stop()
