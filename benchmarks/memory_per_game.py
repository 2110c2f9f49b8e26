"""Memory per game: fast demo games, one after another in one window, offscreen.

    QT_QPA_PLATFORM=offscreen python benchmarks/memory_per_game.py [--games 30]

Bots play all three seats (in the bot process, as in ``--demo``) with animations on
and short, so every animation path runs. After each game it prints the resident
memory of this process and how many ``CardItem`` objects are still alive (and the
bot process's memory), then the growth per game after the first three (a
least-squares slope).

The window starts as the app's does (``worker.keep_loaded()`` first).

Target: growth <= 0.05 MB per game; the exit status is 1 if it is missed.
"""

from __future__ import annotations

import argparse
import gc
import os
import sys
import tempfile
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

TARGET_MB_PER_GAME = 0.05
WARM_UP_GAMES = 3


def rss_mb(pid: int | str = "self") -> float:
    """The resident memory of a process in MB (Linux)."""
    with open(f"/proc/{pid}/statm") as f:
        resident_pages = int(f.read().split()[1])
    return resident_pages * os.sysconf("SC_PAGE_SIZE") / 2**20


def slope(values: list[float]) -> float:
    """The least-squares growth per step of ``values``."""
    n = len(values)
    if n < 2:
        return 0.0
    mean_x, mean_y = (n - 1) / 2, sum(values) / n
    num = sum((x - mean_x) * (y - mean_y) for x, y in enumerate(values))
    return num / sum((x - mean_x) ** 2 for x in range(n))


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--games", type=int, default=30)
    parser.add_argument("--level", default="easy", help="the bots' level")
    parser.add_argument("--variant", default="cutthroat", choices=("cutthroat", "ghost-hand"))
    args = parser.parse_args()

    from PySide6.QtCore import QSettings, QStandardPaths, QTimer
    from PySide6.QtWidgets import QApplication

    from ghosteuchre.app.play import worker
    from ghosteuchre.app.shell.mainwindow import MainWindow
    from ghosteuchre.app.storage.settings import GameSetup, Pacing, Settings
    from ghosteuchre.app.table.cards import CardItem

    QStandardPaths.setTestModeEnabled(True)
    app = QApplication.instance() or QApplication(sys.argv[:1])
    folder = tempfile.TemporaryDirectory()
    settings = Settings(QSettings(str(Path(folder.name) / "settings.ini"),
                                  QSettings.Format.IniFormat))
    pacing = Pacing(animations=True, animation_ms=20, bot_delay_ms=0, trick_pause_ms=20)
    worker.keep_loaded()
    window = MainWindow(settings, pacing, autosave=False)
    window.resize(1100, 780)
    window.show()
    setup = GameSetup(args.variant, {}, ["North", "West", "East"], [args.level, args.level])
    rss: list[float] = []

    def game_over(winner: int) -> None:
        gc.collect()
        cards = sum(isinstance(o, CardItem) for o in gc.get_objects())
        rss.append(rss_mb())
        scene = len(window.table.scene().items())
        bots = worker._process.process.pid if worker._process else None
        print(f"game {len(rss):3d}: {rss[-1]:7.1f} MB RSS, {cards:4d} live CardItems, "
              f"{scene:3d} scene items, bot process "
              f"{rss_mb(bots) if bots else 0:5.1f} MB", flush=True)
        if len(rss) < args.games:
            QTimer.singleShot(0, lambda: window.start(setup, len(rss) + 1, human=None))
        else:
            QTimer.singleShot(0, window.close)

    window.controller.game_over.connect(game_over)
    window.start(setup, 1, human=None)
    app.exec()
    worker.stop_processes()

    growth = slope(rss[WARM_UP_GAMES:])
    print(f"growth after game {WARM_UP_GAMES}: {growth:+.3f} MB per game "
          f"(target <= {TARGET_MB_PER_GAME} MB)")
    return 0 if len(rss) == args.games and growth <= TARGET_MB_PER_GAME else 1


if __name__ == "__main__":
    sys.exit(main())
