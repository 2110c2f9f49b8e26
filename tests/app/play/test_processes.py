"""Nothing outlives the app, nothing piles up from game to game, and it exits quietly.

The process tests start the real app (``python -m ghosteuchre --demo``) offscreen,
find its child processes through /proc, end the app by a signal and wait for every
child (the bot process and multiprocessing's resource tracker) to be gone.
"""

from __future__ import annotations

import gc
import json
import os
import random
import signal
import subprocess
import sys
import threading
import time
from pathlib import Path

import pytest
import shiboken6

from ghosteuchre.app.play.worker import RemoteBot, stop_processes
from ghosteuchre.app.storage.settings import GameSetup, Pacing
from ghosteuchre.app.table.cards import CardItem
from ghosteuchre.app.table.scene import SPARE_CARDS
from ghosteuchre.bots import make_bot
from ghosteuchre.engine.deal import new_game
from ghosteuchre.engine.rules import Rules
from ghosteuchre.engine.view import view_of

pytestmark = pytest.mark.slow  # the window driven through games, or long runs: not in the fast lane

ROOT = Path(__file__).resolve().parents[3]
TIMEOUT_S = 60.0  # generous for a busy machine; the children go within a fraction of a second

linux_only = pytest.mark.skipif(not Path("/proc/self/stat").exists(), reason="reads /proc")


def app_env() -> dict[str, str]:
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    env["PYTHONPATH"] = os.pathsep.join(filter(None, [str(ROOT), env.get("PYTHONPATH")]))
    return env


def stat(pid: int) -> tuple[str, int] | None:
    """The state letter and parent pid of ``pid``, or None if it does not exist."""
    try:
        text = Path(f"/proc/{pid}/stat").read_text()
    except OSError:
        return None
    fields = text[text.rindex(")") + 2:].split()
    return fields[0], int(fields[1])


def descendants(pid: int) -> set[int]:
    """Every living process below ``pid``."""
    parents: dict[int, int] = {}
    for entry in Path("/proc").iterdir():
        if entry.name.isdigit() and (info := stat(int(entry.name))) and info[0] != "Z":
            parents[int(entry.name)] = info[1]
    found: set[int] = set()
    frontier = {pid}
    while frontier:
        frontier = {child for child, parent in parents.items() if parent in frontier}
        found |= frontier
    return found


def cmdline(pid: int) -> str:
    try:
        return Path(f"/proc/{pid}/cmdline").read_bytes().replace(b"\0", b" ").decode()
    except OSError:
        return ""


def alive(pid: int) -> bool:
    info = stat(pid)
    return info is not None and info[0] != "Z"


def wait_for(condition, timeout: float = TIMEOUT_S) -> bool:
    deadline = time.monotonic() + timeout
    while not condition():
        if time.monotonic() > deadline:
            return False
        time.sleep(0.02)
    return True


@linux_only
@pytest.mark.parametrize("signum", [signal.SIGKILL, signal.SIGTERM, signal.SIGINT, signal.SIGHUP],
                         ids=lambda s: signal.Signals(s).name)
def test_no_process_outlives_the_app(signum: int, tmp_path: Path) -> None:
    stderr = tmp_path / "stderr.txt"
    with stderr.open("w") as err:
        app = subprocess.Popen(
            [sys.executable, "-m", "ghosteuchre", "--demo", "--fast", "--level", "easy"],
            env=app_env(), cwd=tmp_path, stdout=subprocess.DEVNULL, stderr=err,
        )
    children: set[int] = set()

    def bot_process_running() -> bool:
        children.update(descendants(app.pid))
        lines = [cmdline(pid) for pid in children]
        return (any("spawn_main" in line for line in lines)
                and any("resource_tracker" in line for line in lines))

    try:
        assert wait_for(bot_process_running, timeout=60), "the bot process did not start"
        time.sleep(0.5)  # the bots are playing
        children.update(descendants(app.pid))
        app.send_signal(signum)
        killed = time.monotonic()
        app.wait(TIMEOUT_S)
        gone = wait_for(lambda: not any(alive(pid) for pid in children))
        print(f"{signal.Signals(signum).name}: {len(children)} children gone "
              f"{time.monotonic() - killed:.2f} s after the signal")
    finally:
        if app.poll() is None:
            app.kill()
            app.wait()
    assert gone, [cmdline(pid) for pid in children if alive(pid)]
    said = stderr.read_text()
    assert "Traceback" not in said and "Error" not in said, said  # the bot process too
    if signum != signal.SIGKILL:
        assert app.returncode == 128 + signum, said


def live_cards() -> list[CardItem]:
    """The cards still alive (a wrapper whose card Qt has just deleted does not count)."""
    gc.collect()
    return [o for o in gc.get_objects() if isinstance(o, CardItem) and shiboken6.isValid(o)]


def test_cards_stay_bounded_over_several_games(make_window, qtbot) -> None:
    pacing = Pacing(animations=True, animation_ms=20, bot_delay_ms=0, trick_pause_ms=20)
    window = make_window(pacing)
    window.controller.bot_factory = lambda level: make_bot("easy")
    setup = GameSetup("cutthroat", {"target": 5}, ["North", "West", "East"], ["easy", "easy"])
    scene = window.table.scene()
    others = set(live_cards())  # of windows other tests left for the collector

    def mine() -> list[CardItem]:
        return [card for card in live_cards() if card not in others]

    for seed in range(1, 6):
        with qtbot.waitSignal(window.controller.game_over, timeout=60000):
            window.start(setup, seed, human=None)
        # the cards of the last trick reach their winner and leave; nothing else stays
        qtbot.waitUntil(lambda: all(card.scene() is scene for card in mine()),
                        timeout=TIMEOUT_S * 1000)
        assert len(mine()) <= SPARE_CARDS  # those on the table and those kept


def test_using_the_bot_process_leaves_no_thread_to_join_at_exit() -> None:
    # threading's shutdown joins every non-daemon thread (and wakes a process pool's
    # manager thread, which raced with it: "Bad file descriptor" at exit)
    state = new_game(Rules.make("cutthroat", {}), 4)
    view = view_of(state, state.current_player)
    try:
        RemoteBot("easy").decide(view, random.Random(1))
    finally:
        stop_processes()
    others = [t for t in threading.enumerate() if t is not threading.main_thread()]
    assert not [t.name for t in others if not t.daemon]
    assert "concurrent.futures.process" not in sys.modules


@linux_only
def test_a_demo_game_exits_quietly(tmp_path: Path) -> None:
    for seed in range(1, 5):
        done = subprocess.run(
            [sys.executable, "-m", "ghosteuchre", "--demo", "--fast", "--level", "easy",
             "--target", "3", "--seed", str(seed), "--quit-at-end"],
            env=app_env(), cwd=tmp_path, capture_output=True, text=True, timeout=120,
        )
        assert done.returncode == 0, done.stderr
        assert json.loads(done.stdout)["seed"] == seed
        assert "Traceback" not in done.stderr
        assert "Bad file descriptor" not in done.stderr
