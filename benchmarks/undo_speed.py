"""Undo in a long game: how long the session takes to take back the player's last
decision in a game of many hands, against the engine's own undo (which replays the whole
game for each action taken back).

    python benchmarks/undo_speed.py [--hands N]

The session's undo replays the current hand from its start, kept when the hand was
dealt (a game resumed in mid-hand works its hand's start out once, at its first undo,
which costs one engine undo).  Target: an undo in a hand dealt in the session within
one frame (16 ms) whatever the game's length.
"""

from __future__ import annotations

import argparse
import random
import sys
import time
from collections.abc import Callable
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from big_record import long_game

from ghosteuchre.bots import Bot, make_bot
from ghosteuchre.engine.state import GameState, HandLog, replay_logs
from ghosteuchre.session import LiveDriver, Session
from ghosteuchre.session import events as ev


def play_to_player(s: Session) -> None:
    """Answer the bots and take the paced steps until the player is to act."""
    pending: list[ev.Event] = []
    s.sink = pending.append
    for _ in range(10_000):
        if s.human_to_act:
            return
        if s.awaiting_next_hand:
            s.continue_()
            continue
        asks = [e for e in pending if isinstance(e, ev.AskBot)]
        pending.clear()
        if asks:
            q = asks[-1]
            d = q.bot.decide(q.view, random.Random(q.seed))
            s.bot_decided(q.generation, q.view.seat, d.action, d.reason)
        else:
            s.on_timer()
    raise SystemExit("the game did not come back to the player")


def decide(s: Session, count: int) -> None:
    """The player makes ``count`` decisions (a pass where they may, else the first legal
    action; an exchange's discards at once)."""
    for _ in range(count):
        play_to_player(s)
        assert s.view is not None and s.state is not None
        if s.view.legal[0].act.name == "DISCARD":
            need = s.state.hands[s.state.turn].bit_count() - 5
            s.discard(list(s.view.sorted_hand()[:need]))
        else:
            passes = [a for a in s.view.legal if a.act.name == "PASS"]
            s.act((passes or list(s.view.legal))[0])
    play_to_player(s)


def timed(action: Callable[[], object]) -> float:
    start = time.perf_counter()
    action()
    return (time.perf_counter() - start) * 1000


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--hands", type=int, default=28_000)
    hands = parser.parse_args().hands
    state: GameState = long_game(hands)
    last = state.history[-1]
    dealt = replay_logs(state.rules, state.first_dealer,
                        [*state.history[:-1], HandLog(last.dealer, last.deal, [])])
    bots: dict[int, Bot] = {1: make_bot("easy"), 2: make_bot("easy")}
    s = Session()
    s.start(dealt, 1, ["You", "Ada", "Bo"], ["", "easy", "easy"], 0, LiveDriver(bots))
    decide(s, 2)
    assert s.state is not None and s.can_undo
    engine_ms = timed(s.state.clone().undo)
    session_ms = timed(s.undo)
    print(f"hands {hands}: undo of one action by the engine {engine_ms:.1f} ms, "
          f"of the player's last decision by the session {session_ms:.1f} ms")


if __name__ == "__main__":
    main()
