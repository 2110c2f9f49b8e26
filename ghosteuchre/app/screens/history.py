"""Hand history: what its window replays, and the thread that works out what it shows.

``GameHistory`` is a game to replay: the current game's (``from_controller``, its
finished hands) or a loaded record's (``from_record``), stepped by ``steps()``.
``deal_again()`` deals one of its hands again as a new game.  ``HistoryWorker`` works
out, on a thread of its own, the bots' reasons that were not kept and the review of the
player's decisions (``bots.review``), asking the bot process one decision at a time so
the table never waits and the game's own bots are not held up.  The window is
``historywindow.HandHistoryWindow``; the words, ``historywords``; the readable export,
``handtext``.
"""

from __future__ import annotations

import logging
import queue
import random
import threading
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication, QObject, Signal

from ...engine.actions import Act, Action
from ...engine.rules import Rules
from ...engine.state import GameState, HandLog, Phase, replay_logs
from ...engine.view import PlayerView
from ..play.controller import Controller
from ..words import describe

if TYPE_CHECKING:
    from ...bots import Bot, Reason
    from ...bots.verdict import Choice, DecisionReview
    from ...engine.record import Loaded

log = logging.getLogger(__name__)
translate = QCoreApplication.translate

Reviewer = Callable[[PlayerView, "Choice", str], "DecisionReview"]


@dataclass
class GameHistory:
    """A game to replay: its rules, deals and actions, players, seed and bots' reasons."""

    rules: Rules
    first_dealer: int
    logs: list[HandLog]  # the hands that may be replayed
    names: list[str]
    human: int | None
    seed: int
    levels: list[str]
    reasons: dict[tuple[int, int], Reason | str] = field(default_factory=dict)

    @classmethod
    def from_controller(cls, c: Controller) -> GameHistory | None:
        """The current game's finished hands (the hand being played stays hidden)."""
        s = c.state
        if s is None or c.lesson is not None:
            return None
        logs = [HandLog(h.dealer, h.deal, list(h.actions)) for h in s.history]
        if logs and s.phase != Phase.HAND_OVER:
            logs.pop()
        return cls(s.rules, s.first_dealer, logs, list(c.names), c.human, c.seed,
                   list(c.levels), dict(c.action_reasons))

    @classmethod
    def from_record(cls, loaded: Loaded) -> GameHistory:
        """A loaded record's finished hands; its app fields give the seed, levels and seat."""
        s = loaded.state
        app = loaded.app
        logs = [HandLog(h.dealer, h.deal, list(h.actions)) for h in s.history]
        if logs and s.phase != Phase.HAND_OVER:
            logs.pop()
        seed = app.get("seed")
        human = app.get("human")
        levels = app.get("levels")
        names = loaded.players or [translate("History", "Seat {0}").format(i + 1)
                                   for i in range(3)]
        return cls(
            s.rules, s.first_dealer, logs, list(names),
            human if human in (0, 1, 2) else None,
            seed if isinstance(seed, int) and not isinstance(seed, bool) else 0,
            [lv if isinstance(lv, str) else "" for lv in levels]
            if isinstance(levels, list) and len(levels) == 3 else ["hard"] * 3,
        )

    def state_before(self, hand: int) -> GameState:
        """The game as hand ``hand`` is dealt."""
        state = replay_logs(self.rules, self.first_dealer, self.logs[:hand])
        state.start_hand(self.logs[hand].deal)
        return state

    def steps(self, hand: int) -> list[Step]:
        """Every position of hand ``hand``: the deal, then one per action."""
        state = self.state_before(hand)
        out = [Step(state.clone(), None, None, False)]
        for seat, action in self.logs[hand].actions:
            tricks = len(state.tricks)
            if action.act == Act.CALL_RENEGE:
                state.apply(action, seat)
            else:
                state.apply_unchecked(action)
            out.append(Step(state.clone(), seat, action, len(state.tricks) > tricks))
        return out

    def label(self, hand: int) -> str:
        """The hand's line in the selector: its number and contract."""
        steps = self.steps(hand)
        result = steps[-1].state.hand_result()
        return translate("History", "Hand {0}: {1}").format(
            hand + 1, describe.row_label(result, self.names, self.rules, self.human))

    def bot_seed(self, hand: int, index: int, seat: int) -> str:
        """The seed the controller gave the bot for action ``index`` of hand ``hand``."""
        return f"{self.seed}:{hand}:{index}:{seat}"


@dataclass(frozen=True)
class Step:
    """The game after an action (``action`` None: just dealt); ``trick_done``: that
    action finished a trick, which is shown until the next step."""

    state: GameState
    seat: int | None
    action: Action | None
    trick_done: bool


def deal_again(history: GameHistory, hand: int, seat: int) -> tuple[GameState, list[str],
                                                                    list[str]]:
    """A new game whose first hand is hand ``hand`` again — the same cards and dealer —
    with the player in ``seat``: its state, names and bot levels.  The player's name
    moves to ``seat`` and the bots keep their order in the other seats."""
    log = history.logs[hand]
    state = GameState(history.rules, log.dealer)
    state.start_hand(log.deal)
    player = history.human if history.human is not None else 0
    others = [s for s in range(3) if s != player]
    seats = [s for s in range(3) if s != seat]
    names = [""] * 3
    levels = [""] * 3
    names[seat] = history.names[player]
    for old, new in zip(others, seats, strict=True):
        names[new] = history.names[old]
        levels[new] = history.levels[old] or "medium"
    return state, names, levels


class HistoryWorker(QObject):
    """Works out bots' reasons that were not kept, and reviews decisions, one job at a
    time on a thread of its own (each job asks the bot process once).  ``cancel()``
    drops the jobs waiting; a job being worked on finishes, and its answer is dropped."""

    reason_found = Signal(int, int, object)  # generation, action index, reason (or None)
    reviewed = Signal(int, int, object)  # generation, decision's place, DecisionReview
    failed = Signal(int)  # generation

    def __init__(self, reviewer: Reviewer, bot_factory: Callable[[str], Bot],
                 parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.reviewer = reviewer
        self.bot_factory = bot_factory
        self.generation = 0
        self._jobs: queue.SimpleQueue[tuple[Any, ...] | None] = queue.SimpleQueue()
        self._bots: dict[str, Bot] = {}
        self._thread = threading.Thread(target=self._run, name="hand-history", daemon=True)
        self._thread.start()

    def cancel(self) -> None:
        self.generation += 1

    def stop(self) -> None:
        self.cancel()
        self._jobs.put(None)

    def find_reason(self, index: int, view: PlayerView, level: str, seed: str,
                    action: Action) -> None:
        self._jobs.put(("reason", self.generation, index, view, level, seed, action))

    def review(self, place: int, view: PlayerView, chosen: Choice, seed: str) -> None:
        self._jobs.put(("review", self.generation, place, view, chosen, seed))

    def _run(self) -> None:
        while True:
            job = self._jobs.get()
            if job is None:
                return
            kind, generation = job[0], job[1]
            if generation != self.generation:
                continue
            try:
                if kind == "reason":
                    _, _, index, view, level, seed, action = job
                    self.reason_found.emit(generation, index,
                                           self._reason(view, level, seed, action))
                else:
                    _, _, place, view, chosen, seed = job
                    self.reviewed.emit(generation, place, self.reviewer(view, chosen, seed))
            except Exception:
                log.exception("the hand history could not work out a %s", kind)
                self.failed.emit(generation)

    def _reason(self, view: PlayerView, level: str, seed: str,
                action: Action) -> Reason | str | None:
        """The bot's reason, asked again with the seed it had; None if it now chooses
        otherwise (a search with a time budget may)."""
        bot = self._bots.get(level)
        if bot is None:
            bot = self._bots[level] = self.bot_factory(level)
        decision = bot.decide(view, random.Random(seed))
        return decision.reason if decision.action == action else None
