"""Start Ghost Euchre: ``ghosteuchre`` or ``python -m ghosteuchre``.

``--demo`` seats bots in all three chairs and plays a whole game through the
real table; with ``--quit-at-end`` it prints the final scores as one line of
JSON and exits 0.
"""

from __future__ import annotations

import argparse
import gc
import json
import multiprocessing
import signal
import socket
import sys
from collections.abc import Sequence
from typing import TYPE_CHECKING, NoReturn

if TYPE_CHECKING:
    from PySide6.QtCore import QCoreApplication
    from PySide6.QtWidgets import QWidget

_wakeup: tuple[object, ...] = ()  # the signal sockets and their notifier, kept open
received: list[int] = []  # the signals that closed the app


MAX_SIDE = 16_384  # pixels of a window's side
MAX_TARGET = 500  # the rules' highest target (engine.rules.OPTIONS)


class OneLineParser(argparse.ArgumentParser):
    """Bad arguments give one line on standard error and exit status 2."""

    def error(self, message: str) -> NoReturn:
        say_error(f"{self.prog}: {message}")
        raise SystemExit(2)


def say_error(text: str) -> None:
    """One line on standard error; nothing if it is closed (never on standard output)."""
    stream = sys.stderr
    if stream is None:
        return
    try:
        encoding = getattr(stream, "encoding", None) or "utf-8"
        print(text.encode(encoding, "backslashreplace").decode(encoding), file=stream,
              flush=True)
    except (OSError, ValueError):
        pass


def window_size(text: str) -> tuple[int, int]:
    """``WIDTHxHEIGHT`` in pixels, e.g. 1280x800."""
    width, x, height = text.lower().partition("x")
    if not (x and width.isdigit() and height.isdigit()):
        raise argparse.ArgumentTypeError(f"{text!r} is not a size such as 1280x800")
    size = int(width), int(height)
    if not all(1 <= side <= MAX_SIDE for side in size):
        raise argparse.ArgumentTypeError(f"each side of {text!r} must be 1 to {MAX_SIDE} pixels")
    return size


def target_points(text: str) -> int:
    """The points to win: a whole number from 1 to MAX_TARGET."""
    if not text.strip().isdigit() or not 1 <= int(text) <= MAX_TARGET:
        raise argparse.ArgumentTypeError(
            f"{text!r} is not a whole number from 1 to {MAX_TARGET}")
    return int(text)


def parse_args(argv: Sequence[str] | None) -> argparse.Namespace:
    parser = OneLineParser(prog="ghosteuchre", description="Three-player euchre.")
    parser.add_argument("--demo", action="store_true", help="bots play all three seats")
    parser.add_argument("--variant", choices=("ghost-hand", "cutthroat"), default=None)
    parser.add_argument("--seed", type=int, default=None)
    parser.add_argument("--level", choices=("easy", "medium", "hard"), default=None,
                        help="the demo bots' level")
    parser.add_argument("--target", type=target_points, default=None,
                        help=f"points to win, 1 to {MAX_TARGET}")
    parser.add_argument("--fast", action="store_true", help="short animations and no pauses")
    parser.add_argument("--quit-at-end", action="store_true", help="exit when the game ends")
    parser.add_argument("--size", type=window_size, default=None,
                        help="window size, e.g. 1280x800")
    parser.add_argument("--version", action="store_true", help="print the version and exit")
    return parser.parse_args(list(sys.argv[1:] if argv is None else argv))


def close_on_signals(app: QCoreApplication, window: QWidget) -> None:
    """SIGINT, SIGTERM and SIGHUP close the window (which waits for the autosave; a
    question open then is left unanswered) and quit; ``main`` then exits 128 + the
    signal's number.  Python runs signal handlers only between bytecodes, so the signal's number is
    written to a socket whose notifier wakes the event loop."""
    from PySide6.QtCore import QSocketNotifier, QTimer

    def close() -> None:
        window.close()
        app.quit()

    def handle(signum: int, frame: object) -> None:
        received.append(signum)
        QTimer.singleShot(0, close)  # from the event loop, not amid whatever code ran

    receiver, sender = socket.socketpair()
    for end in (receiver, sender):
        end.setblocking(False)
    signal.set_wakeup_fd(sender.fileno())
    notifier = QSocketNotifier(receiver.fileno(), QSocketNotifier.Type.Read, app)
    notifier.activated.connect(lambda: receiver.recv(64))
    global _wakeup
    _wakeup = (receiver, sender, notifier)
    for name in ("SIGINT", "SIGTERM", "SIGHUP"):
        if hasattr(signal, name):
            signal.signal(getattr(signal, name), handle)
    if received:  # a signal came while the app was starting
        QTimer.singleShot(0, close)


def main(argv: Sequence[str] | None = None) -> int:
    multiprocessing.freeze_support()  # a frozen app's bot process starts here
    args = parse_args(argv)
    for name in ("SIGTERM", "SIGHUP"):  # noted until the window can close (close_on_signals)
        if hasattr(signal, name):
            signal.signal(getattr(signal, name), lambda signum, frame: received.append(signum))
    try:
        return run(args)
    except KeyboardInterrupt:  # Ctrl+C before the window could take it
        return 128 + signal.SIGINT


def run(args: argparse.Namespace) -> int:
    if args.version:
        from . import __version__

        print(f"ghosteuchre {__version__}")
        return 0
    # loading the modules makes next to no garbage: the collector's passes over them
    # would only delay the first paint (``keep_loaded()`` turns it back on)
    gc.disable()
    from PySide6.QtCore import QCoreApplication, QTimer
    from PySide6.QtGui import QGuiApplication
    from PySide6.QtWidgets import QApplication

    from .app.storage.settings import APPLICATION, ORGANIZATION, GameSetup, Pacing, Settings

    QCoreApplication.setOrganizationName(ORGANIZATION)
    QCoreApplication.setApplicationName(APPLICATION)
    app = QApplication.instance() or QApplication(sys.argv[:1])
    from .app import resources
    from .app.shell import i18n

    settings = Settings()
    i18n.install(app, i18n.locale_for(settings.language))
    QGuiApplication.setDesktopFileName("ghosteuchre")  # matches the menu entry
    icon = resources.app_icon()
    if not icon.isNull():
        QGuiApplication.setWindowIcon(icon)
    from .app.play.worker import keep_loaded, stop_processes
    from .app.shell.mainwindow import MainWindow

    keep_loaded()

    if args.demo:
        pacing = Pacing.fast() if args.fast else Pacing(trick_pause_ms=900)
        window = MainWindow(settings, pacing, autosave=False)
    else:
        window = MainWindow(settings)
    if args.size:
        window.resize(*args.size)
    elif not window.restore_window():
        window.resize(1100, 780)
    window.show()
    close_on_signals(app, window)

    if args.demo:
        variant = args.variant or "cutthroat"
        options = {"target": args.target} if args.target is not None else {}
        level = args.level or ("medium" if args.fast else "hard")
        translate = QCoreApplication.translate
        names = [translate("Demo", "North"), translate("Demo", "West"), translate("Demo", "East")]
        setup = GameSetup(variant, options, names, [level, level])
        result: dict[str, object] = {}

        def finished(winner: int) -> None:
            c = window.controller
            state = c.state
            assert state is not None
            result.update(
                variant=state.rules.variant,
                seed=c.seed,
                hands=len(state.history),
                players=c.names,
                scores=list(state.scores),
                winner=winner,
            )
            if args.quit_at_end:
                QTimer.singleShot(0, window.close)
            else:
                QTimer.singleShot(8000, lambda: window.start(setup, None, human=None))

        window.controller.game_over.connect(finished)
        window.start(setup, args.seed if args.seed is not None else 1, human=None)
        code = app.exec()
        stop_processes()
        if received:
            return 128 + received[0]
        if args.quit_at_end:
            if not result:
                return 1
            print(json.dumps(result), flush=True)
        return code

    QTimer.singleShot(0, window.first_screen)
    code = app.exec()
    stop_processes()
    return 128 + received[0] if received else code


if __name__ == "__main__":
    sys.exit(main())
