"""The session's work away from the UI thread's events: its paced steps on a timer, the
bots' decisions and the judge's reviews on the thread pool, each answer handed back to
the session on the UI thread."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QObject, QThreadPool, QTimer

from ...session import Session
from ...session import events as ev
from ..storage.settings import clamp_ms
from .worker import BotTask, JudgeTask

if TYPE_CHECKING:
    from ...bots.verdict import DecisionReview
    from ...engine.view import PlayerView

Judge = Callable[["PlayerView", str], "DecisionReview"]


class Background(QObject):
    """Runs a session's requests (``Wait``, ``AskBot``, ``AskJudge``) and answers it."""

    def __init__(self, session: Session, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.session = session
        self.timer = QTimer(self)
        self.timer.setSingleShot(True)
        self.timer.timeout.connect(self._on_timer)
        self._pool = QThreadPool.globalInstance()
        self._signals: list[QObject] = []  # kept alive until their answers arrive
        # a bot's answer or a paced step is being applied: the game moves on by itself,
        # not at the player's hand
        self.playing_on = False

    def wait(self, e: ev.Wait) -> None:
        """Call the session's ``on_timer()`` after ``e.ms`` (None: stop waiting)."""
        if e.ms is None:
            self.timer.stop()
        else:
            self.timer.start(clamp_ms(e.ms))

    def ask_bot(self, e: ev.AskBot) -> None:
        task = BotTask(e.bot, e.view, e.seed, e.generation)
        task.signals.decided.connect(self._on_bot_decided)
        task.signals.failed.connect(self._on_bot_failed)
        self._start(task, task.signals)

    def ask_judge(self, judge: Judge, e: ev.AskJudge) -> None:
        task = JudgeTask(judge, e.view, e.seed, e.key)
        task.signals.judged.connect(self._on_judged)
        self._start(task, task.signals)

    def wait_for_done(self, ms: int) -> None:
        """Wait up to ``ms`` for the bots and the judge still thinking."""
        self._pool.waitForDone(ms)

    def _start(self, task: BotTask | JudgeTask, signals: QObject) -> None:
        self._signals.append(signals)
        self._pool.start(task)

    def _on_timer(self) -> None:
        self._play_on(self.session.on_timer)

    def _play_on(self, step: Callable[..., None], *args: Any) -> None:
        """Take a step the game makes by itself (``playing_on`` while it runs)."""
        self.playing_on = True
        try:
            step(*args)
        finally:
            self.playing_on = False

    # the answers come back to the UI thread (queued: slots of this object)
    def _on_bot_decided(self, *answer: Any) -> None:
        self._signals = self._signals[-4:]
        self._play_on(self.session.bot_decided, *answer)

    def _on_bot_failed(self, *answer: Any) -> None:
        self._signals = self._signals[-4:]
        self.session.bot_failed(*answer)

    def _on_judged(self, *answer: Any) -> None:
        self._signals = self._signals[-4:]
        self.session.judged(*answer)
