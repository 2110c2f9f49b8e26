"""Bots think off the UI thread; results carry the generation they were asked in.

A ``BotTask`` runs on the thread pool and waits there for the decision.  The
app's own bots (``RemoteBot``) search in one spawned process, shared by every
table and started on first use, so the UI thread never waits for the GIL.
"""

from __future__ import annotations

import logging
import os
import random
import sys
import threading
from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, QObject, QRunnable, QTimer, Signal

from ..storage.longgames import collector_paused

if TYPE_CHECKING:
    from collections.abc import Callable
    from multiprocessing.process import BaseProcess

    from ...bots import Bot, BotConfig, Decision, Reason
    from ...bots.verdict import Choice, DecisionReview
    from ...engine.actions import Action
    from ...engine.view import PlayerView

log = logging.getLogger(__name__)


class BotProcess:
    """The spawned bot process and the pipe to it; one request at a time.

    The process reads the pipe on a thread of its own and exits as soon as the pipe's
    other end closes: when this app stops it or dies, even by SIGKILL, even mid-search.
    On a machine with two processors or more, a partner process searches along with
    Hard (``bots.parallel``); it is the bot process's alone, and ends when that does."""

    def __init__(self) -> None:
        import multiprocessing

        from . import botprocess

        context = multiprocessing.get_context("spawn")
        self._conn, theirs = context.Pipe()
        partner_end = None
        self.partner: BaseProcess | None = None
        if (os.cpu_count() or 1) > 1:
            partner_end, partners = context.Pipe()
            self.partner = context.Process(
                target=botprocess.serve_partner, args=(partners, botprocess.NICENESS),
                name="ghosteuchre-partner", daemon=True,
            )
            self.partner.start()
            partners.close()
        self.process: BaseProcess = context.Process(
            target=botprocess.serve, args=(theirs, partner_end), name="ghosteuchre-bots",
            daemon=True,
        )
        self.process.start()
        theirs.close()
        if partner_end is not None:
            partner_end.close()
        self._lock = threading.Lock()
        self.broken = False

    def decide(
        self, config: BotConfig, view: PlayerView, rng: random.Random
    ) -> tuple[Action, Reason | str]:
        with self._lock:
            self._conn.send((config, view, rng))
            ok, answer = self._conn.recv()
        if not ok:
            raise RuntimeError(f"the bot process could not decide:\n{answer}")
        return answer  # type: ignore[no-any-return]

    def review(self, view: PlayerView, chosen: Choice, seed: str) -> DecisionReview:
        """The review of one decision (``bots.review.review_decision``), in the process."""
        with self._lock:
            self._conn.send(("review", view, chosen, seed))
            ok, answer = self._conn.recv()
        if not ok:
            raise RuntimeError(f"the bot process could not review:\n{answer}")
        return answer  # type: ignore[no-any-return]

    def stop(self) -> None:
        """End the process (a search still running is abandoned) and close the pipe."""
        processes = [p for p in (self.process, self.partner) if p is not None]
        for process in processes:  # both told first: they end at the same time
            process.terminate()
        for process in processes:
            process.join(2)
        with self._lock:  # a request still waiting has seen the pipe close
            self._conn.close()


_process: BotProcess | None = None
_lock = threading.Lock()
_painted = threading.Event()  # clear while a window waits for its first paint
_painted.set()
PAINT_WAIT_S = 3.0  # the longest the bot process waits for that paint


def hold_until_painted() -> None:
    """Keep the bot process from starting until ``painted()`` (at most ``PAINT_WAIT_S``):
    its imports and spawning would take the processor from the window's first paint."""
    _painted.clear()


def painted() -> None:
    """The window has been painted: the bot process may start."""
    _painted.set()


def keep_loaded() -> None:
    """Leave everything made so far, the modules with their classes and functions, which
    live as long as the app, out of the garbage collector's full passes (``gc.freeze``):
    each of those passes would walk them all and stop the UI thread for tens of
    milliseconds.  Then the collector is on (the app starts with it off: loading the
    modules leaves a few dozen objects of garbage, which a pass takes over 10 ms to find).
    Called once, before the window is made."""
    import gc

    gc.freeze()
    gc.enable()


class FirstPaint(QObject):
    """Holds the bot process back until ``widget`` has been painted once; then starts it
    (while the app holds little, before a long game is on the table: a spawn from a big
    process stalls every thread for longer), and the modules named in ``later`` (what
    the first screen does without but a game soon needs) are imported on a helper
    thread, so that no first use imports them on the UI thread."""

    def __init__(self, widget: QObject, later: tuple[str, ...] = ()) -> None:
        super().__init__(widget)
        self.later = later
        hold_until_painted()
        widget.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Paint:
            watched.removeEventFilter(self)
            QTimer.singleShot(0, self, self._painted)  # once the painted frame is shown
        return False

    def _painted(self) -> None:
        painted()
        warm_up()
        if self.later:
            threading.Thread(target=_import, args=(self.later,), name="preload",
                             daemon=True).start()


def _import(names: tuple[str, ...]) -> None:
    import importlib

    if sys.platform == "linux":
        os.nice(10)  # this thread only: the table comes first
    # the modules' objects live as long as the app: the collector leaves them out (a pass
    # over them, which holds the interpreter, would stop the UI thread for milliseconds)
    with collector_paused():
        for name in names:
            try:
                importlib.import_module(name)
            except Exception:
                log.exception("could not import %s ahead of its use", name)


def _bot_process() -> BotProcess:
    global _process
    _painted.wait(PAINT_WAIT_S)  # never called on the UI thread
    with _lock:
        if _process is None:
            _process = BotProcess()
        return _process


def warm_up() -> None:
    """Start the bot process from a helper thread: the imports and the spawning it
    takes (over 100 ms) stay off the UI thread."""
    if _process is None:
        threading.Thread(target=_start_process, name="bot-process", daemon=True).start()


def _start_process() -> None:
    if sys.platform == "linux":
        os.nice(10)  # this thread only; the bot process inherits it, so even its start-up
        # yields the CPU to the table
    try:
        _bot_process()
    except Exception:
        log.exception("the bot process could not start")


def stop_processes() -> None:
    """End the bot process; a search still running is abandoned. The next bot to
    decide starts a new one."""
    global _process
    with _lock:
        process, _process = _process, None
    if process is not None:
        process.stop()


def review_in_process(view: PlayerView, chosen: Choice, seed: str) -> DecisionReview:
    """Review one decision in the bot process (here, if that process cannot); the
    review's search is imported here only then, after the first paint."""
    try:
        process = _bot_process()
        if not process.broken:
            return process.review(view, chosen, seed)
    except (EOFError, OSError):
        log.exception("the bot process ended; reviewing here")
    except Exception:
        log.exception("the bot process could not review; reviewing here")
    from ...bots.review import review_decision

    return review_decision(view, chosen, seed)


def judge_in_process(view: PlayerView, seed: str) -> DecisionReview:
    """The judgement of the decision on ``view`` before it is taken (``bots.review.judge``:
    the hint, and what the coach measures a call against), in the bot process."""
    return review_in_process(view, (), seed)


class RemoteBot:
    """A bot of ``level`` that decides in the bot process (in this thread if that fails)."""

    def __init__(self, level: str) -> None:
        from ...bots.levels import APP_LEVELS, REFERENCE_LEVELS

        if level not in APP_LEVELS + REFERENCE_LEVELS:
            raise ValueError(f"unknown bot level {level!r}")
        self.level = level
        self._config: BotConfig | None = None
        self._local: Bot | None = None
        self._lock = threading.Lock()

    @property
    def config(self) -> BotConfig:
        """The level's search, made at the first decision (off the UI thread: it imports
        the bots)."""
        if self._config is None:
            from ...bots import BotConfig

            self._config = BotConfig.for_level(self.level)
        return self._config

    def local(self) -> Bot:
        """The bot in this process (for renege calls, or when the bot process fails)."""
        with self._lock:
            if self._local is None:
                from ...bots import make_bot

                self._local = make_bot(self.config)
            return self._local

    def prepare(self) -> None:
        """Make the local bot on a helper thread (a Hard bot takes about 0.1 s), once the
        window has been painted."""
        def make() -> None:
            _painted.wait(PAINT_WAIT_S)
            self.local()

        threading.Thread(target=make, name="bot-prepare", daemon=True).start()

    def decide(self, view: PlayerView, rng: random.Random) -> Decision:
        from ...bots import Decision

        try:
            process = _bot_process()
        except Exception:
            log.exception("the bot process could not start; deciding here")
            return self.local().decide(view, rng)
        if process.broken:
            return self.local().decide(view, rng)
        try:
            action, reason = process.decide(self.config, view, rng)
        except (EOFError, OSError):  # the process is gone
            if not process.broken and _process is process:
                log.exception("the bot process ended; its bots decide here from now on")
            process.broken = True
            return self.local().decide(view, rng)
        except Exception:
            log.exception("the bot process failed; deciding here")
            return self.local().decide(view, rng)
        legal = next((a for a in view.legal if a == action), None)
        if legal is None:
            return self.local().decide(view, rng)
        return Decision(legal, reason)

    def renege_call(self, view: PlayerView, rng: random.Random) -> int | None:
        return self.local().renege_call(view, rng) if view.can_call else None


def make_bots(factory: Callable[[str], Bot], levels: list[str], human: int | None,
              renege_calls: bool) -> dict[int, Bot]:
    """The bots of the seats other than ``human``, made by ``factory``; the bot process
    is started for them, and readied to decide renege calls here (``renege_calls``)."""
    bots = {s: factory(levels[s]) for s in range(3) if s != human}
    if any(isinstance(bot, RemoteBot) for bot in bots.values()):
        warm_up()
    for bot in bots.values():
        if isinstance(bot, RemoteBot) and renege_calls:
            bot.prepare()  # renege calls are decided here
    return bots


def bot_for_level(level: str) -> Bot:
    """The bot of ``level``; the random reference bot if that level is not available."""
    try:
        return RemoteBot(level)
    except Exception:
        log.warning("bot level %r is not available; using the random bot", level)
        from ...bots import make_bot

        return make_bot("random")


class WorkerSignals(QObject):
    # generation, seat, action (engine Action), reason (a Reason, or a str already worded)
    decided = Signal(int, int, object, object)
    failed = Signal(int, int, str)


class BotTask(QRunnable):
    """One decision of one bot, from a frozen view and a seeded random generator."""

    def __init__(self, bot: Bot, view: PlayerView, seed: str, generation: int) -> None:
        super().__init__()
        self.bot = bot
        self.view = view
        self.seed = seed
        self.generation = generation
        self.signals = WorkerSignals()
        self.setAutoDelete(True)

    def run(self) -> None:
        seat = self.view.seat
        try:
            decision = self.bot.decide(self.view, random.Random(self.seed))
        except Exception as exc:  # a broken bot must not take the table down
            log.exception("bot at seat %d failed", seat)
            self.signals.failed.emit(self.generation, seat, str(exc))
            return
        self.signals.decided.emit(self.generation, seat, decision.action, decision.reason)


class JudgeSignals(QObject):
    # the key the judgement was asked under, and the DecisionReview (None if it failed)
    judged = Signal(object, object)


class JudgeTask(QRunnable):
    """The judgement of the player's decision, from the player's own view."""

    def __init__(self, judge: Callable[[PlayerView, str], DecisionReview], view: PlayerView,
                 seed: str, key: object) -> None:
        super().__init__()
        self.judge = judge
        self.view = view
        self.seed = seed
        self.key = key
        self.signals = JudgeSignals()
        self.setAutoDelete(True)

    def run(self) -> None:
        try:
            review: DecisionReview | None = self.judge(self.view, self.seed)
        except Exception:
            log.exception("the judgement failed")
            review = None
        self.signals.judged.emit(self.key, review)
