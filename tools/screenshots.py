"""Screenshots of each phase of both variants at 800×600 and 1920×1080.

Run on a real X server for real windows, e.g.
    xvfb-run -s "-screen 0 1920x1080x24" python tools/screenshots.py --out shots
or with QT_QPA_PLATFORM=offscreen for quick offscreen grabs.
"""

from __future__ import annotations

import argparse
import sys
import tempfile
import time
from pathlib import Path

from PySide6.QtCore import QSettings
from PySide6.QtWidgets import QApplication

SIZES = ((800, 600), (1920, 1080))


def pump(app: QApplication, seconds: float) -> None:
    end = time.monotonic() + seconds
    while time.monotonic() < end:
        app.processEvents()


def shoot(
    app: QApplication, out: Path, variant: str, size: tuple[int, int], seed: int
) -> list[Path]:
    from ghosteuchre.app.mainwindow import MainWindow
    from ghosteuchre.app.settings import GameSetup, Pacing, Settings
    from ghosteuchre.engine.actions import Act
    from ghosteuchre.engine.state import Phase

    store = QSettings(tempfile.mktemp(suffix=".ini"), QSettings.Format.IniFormat)
    pacing = Pacing(animations=True, animation_ms=120, bot_delay_ms=150, trick_pause_ms=0)
    window = MainWindow(Settings(store), pacing, autosave=False)
    window.resize(*size)
    window.show()
    c = window.controller
    setup = GameSetup(variant, {}, ["You", "Ada", "Bo"], ["easy", "easy"])
    window.start(setup, seed)
    taken: list[Path] = []
    seen: set[str] = set()

    def grab(tag: str) -> None:
        if tag in seen:
            return
        seen.add(tag)
        pump(app, 0.45)
        path = out / f"{variant}-{size[0]}x{size[1]}-{len(taken):02d}-{tag}.png"
        window.grab().save(str(path))
        taken.append(path)

    deadline = time.monotonic() + 90
    while time.monotonic() < deadline and len(seen) < 9:
        pump(app, 0.05)
        s = c.state
        if s is None:
            continue
        if c.holding_trick:
            grab("trick-won")
            c.continue_()
            continue
        if s.phase == Phase.HAND_OVER and c.awaiting_next_hand:
            grab("hand-summary")
            if s.winner is not None:
                break
            c.continue_()
            continue
        if not c.human_to_act:
            if c.thinking_seat > 0 and s.phase == Phase.PLAY and s.trick:
                grab("bot-thinking")
            continue
        view = c.view
        assert view is not None
        tag = view.phase.name.lower()
        grab(tag)
        if view.phase == Phase.DISCARD:
            window.table.selected = set(view.sorted_hand()[-(len(view.hand) - 5):])
            window.table.refresh()
            grab("discard-chosen")
            window.table.confirm_discard()
        elif view.phase == Phase.PLAY:
            c.play(view.legal[0].card)
        else:
            preferred = (Act.SWAP, Act.BID, Act.ORDER, Act.PICKUP, Act.TRUMP, Act.DUMMY, Act.PASS)
            action = next((a for p in preferred for a in view.legal if a.act == p), view.legal[0])
            c.act(action)
    window.controller.shutdown()
    window.close()
    return taken


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--out", default="screenshots")
    parser.add_argument("--seed", type=int, default=3)
    args = parser.parse_args()
    out = Path(args.out)
    out.mkdir(parents=True, exist_ok=True)
    app = QApplication(sys.argv[:1])
    for variant in ("ghost-hand", "cutthroat"):
        for size in SIZES:
            for path in shoot(app, out, variant, size, args.seed):
                print(path)
    return 0


if __name__ == "__main__":
    sys.exit(main())
