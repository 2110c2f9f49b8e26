"""The controller: the Qt face of the table's ``session.Session``.

The session runs the game (``ghosteuchre.session``); the controller makes bots and keeps
them in their process, runs the session's paced steps on a timer, the bots' and the
judge's work on the thread pool, autosaves, keeps the item models current and turns the
session's events into typed signals.  Views never touch the engine.
"""

from __future__ import annotations

import logging
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, Any, Generic, TypeVar

from PySide6.QtCore import QObject, Qt, QThreadPool, QTimer, Signal

from ..bots import Bot, Reason
from ..engine import actions as acts
from ..engine.actions import Action
from ..engine.cards import Card
from ..engine.deal import new_game
from ..engine.figures import GameFigures, game_figures
from ..engine.rules import Rules
from ..engine.state import GameState, IllegalAction, Phase, Trick
from ..engine.view import PlayerView
from ..session import Driver, LessonDriver, LiveDriver, Session, TableSnapshot
from ..session import events as ev
from . import describe
from .models import HandModel, LogModel, ScoreModel, Sheet, SheetRow, TrickModel, sheet_rows
from .saver import Saver
from .sessionwords import AppWords
from .settings import Pacing, clamp_ms
from .worker import BotTask, JudgeTask, RemoteBot, bot_for_level, judge_in_process, warm_up

if TYPE_CHECKING:
    from ..bots.review import DecisionReview
    from ..engine.record import Snapshot
    from .lessons import LessonSession

log = logging.getLogger(__name__)
T = TypeVar("T")


class _Session(Generic[T]):
    """A controller member that is the session's member of the same name."""

    def __set_name__(self, owner: type, name: str) -> None:
        self.name = name

    def __get__(self, obj: Controller, owner: type | None = None) -> T:
        return getattr(obj.session, self.name)  # type: ignore[no-any-return]

    def __set__(self, obj: Controller, value: T) -> None:
        setattr(obj.session, self.name, value)


class Controller(QObject):
    game_started = Signal()
    hand_dealt = Signal()
    view_changed = Signal()
    thinking = Signal(int)  # the seat a bot is thinking for, or -1
    card_played = Signal(int, str)  # seat, card
    trick_completed = Signal(int)  # the winner; the trick model holds the finished trick
    trick_cleared = Signal()
    hand_scored = Signal(list)  # the summary lines
    game_over = Signal(int)  # the winning seat
    illegal_move = Signal(str)  # the engine's sentence for the player
    player_acted = Signal()  # the engine accepted the player's action
    renege_called = Signal(int, int)  # caller, accused: a call that was upheld
    undone = Signal()  # the player's last decision was taken back
    hint_ready = Signal(object, str)  # the Hard bot's suggestion (actions) and its reason
    bot_failed = Signal(str)
    bot_explained = Signal(int, str)  # the coach: a bot's seat and why it did what it did
    coach_warning = Signal(object, str)  # the coach: the player's call (an Action) and why not
    lesson_ended = Signal()  # the learner left a lesson or a practice deal
    hand_finished = Signal(int)  # a hand (its index) played to its end here; again if it changes
    game_finished = Signal(int)  # the winning seat, when a game is played to its end here

    aids = True  # learning aids: the bowers' tags, why a card may not be played, the tips
    state = _Session[GameState | None]()
    seed = _Session[int]()
    names = _Session[list[str]]()
    levels = _Session[list[str]]()
    human = _Session[int | None]()
    generation = _Session[int]()
    view = _Session[PlayerView | None]()
    thinking_seat = _Session[int]()
    holding_trick = _Session[bool]()
    awaiting_next_hand = _Session[bool]()
    coach = _Session[bool]()  # the coach: the bots' reasons, a warning before a clear mistake
    open_cards = _Session[bool]()  # every hand face up (the hand history's "All cards open")
    pacing = _Session[Pacing]()
    hint_actions = _Session[list[Action]]()
    hint_reason = _Session[str]()
    action_reasons = _Session[dict[tuple[int, int], Reason | str]]()
    last_refusal = _Session[IllegalAction | None]()
    viewer = _Session[int]()
    human_to_act = _Session[bool]()
    can_undo = _Session[bool]()
    scripted = _Session[bool]()
    last_trick = _Session[Trick | None]()

    def __init__(self, pacing: Pacing | None = None, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._handlers = self._event_handlers()
        self.session = Session(pacing or Pacing(), self._on_event, AppWords())
        self.hand_model = HandModel(self)
        self.trick_model = TrickModel(self)
        self.score_model = ScoreModel(self)
        self.log_model = LogModel(self)
        self.autosave_path: Path | None = None
        self.last_summary: list[str] = []
        self.last_table: tuple[str, list[describe.SummaryRow]] = ("", [])
        self._signals: list[QObject] = []  # kept alive until their answers arrive
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.timeout.connect(self.session.on_timer)
        self._pool = QThreadPool.globalInstance()
        self.bot_factory: Callable[[str], Bot] = bot_for_level
        self.saver = Saver(self)
        # the judge of the player's decisions (the hint, the coach): view, seed -> review
        self.judge: Callable[[PlayerView, str], DecisionReview] = judge_in_process
        self._sheet: Sheet = ([], [])  # the finished hands' score sheet rows and results
        self.act = self.session.act
        self.discard = self.session.discard
        self.call_renege = self.session.call_renege
        self.hint = self.session.hint
        self.undo = self.session.undo
        self.continue_ = self.session.continue_
        self.open_hands = self.session.open_hands

    @property
    def bots(self) -> dict[int, Bot]:
        return self.session.driver.bots

    @bots.setter
    def bots(self, bots: dict[int, Bot]) -> None:
        self.session.driver.bots = bots

    @property
    def lesson(self) -> LessonSession | None:
        """The lesson on the table, if any."""
        return self.session.lesson  # type: ignore[no-any-return]

    @property
    def lesson_left(self) -> bool:
        """Whether the table still shows a lesson the player has left (nothing plays on)."""
        return self.lesson is not None and self.lesson.left

    @property
    def trick_read_about(self) -> bool:
        """Whether a lesson's finished trick stays on the table while the coach speaks."""
        d = self.session.driver
        return isinstance(d, LessonDriver) and d.trick_read_about(self.session)

    def shown(self) -> TableSnapshot:
        """Everything the table shows now."""
        return TableSnapshot.of(self.session)

    # ------------------------------------------------------------ game set-up
    def new_game(self, rules: Rules, seed: int, names: list[str], levels: list[str],
                 human: int | None = 0) -> None:
        """Start a game; ``levels`` names the bot level of every seat (ignored for the human)."""
        self.warm_up_bots()
        self._start(new_game(rules, seed), seed, names, levels, human)

    def resume(self, state: GameState, seed: int, names: list[str], levels: list[str],
               human: int | None = 0, sheet: Sheet | None = None) -> None:
        """Continue ``state``; ``sheet``: its score sheet's rows (``models.sheet_rows``),
        when they were made beforehand (in the thread that read a long game)."""
        self._start(state, seed, names, levels, human, sheet=sheet)

    def start_lesson(self, lesson: LessonSession, names: list[str]) -> None:
        """Show a lesson's table: the learner's actions go to ``lesson`` (its runner), the
        other seats play the runner's scripted moves, nothing is autosaved."""
        runner = lesson.runner
        lesson.changed.connect(self._lesson_changed, Qt.ConnectionType.UniqueConnection)
        self._start(runner.state.clone(), 0, names, ["easy"] * 3, runner.seat, lesson)

    def _lesson_changed(self) -> None:
        d = self.session.driver
        if isinstance(d, LessonDriver):
            d.changed(self.session)

    def finish_lesson_hand(self) -> None:
        """After a lesson's last step: play the hand out against Easy bots."""
        d = self.session.driver
        if isinstance(d, LessonDriver):
            d.finish_hand(self.session)

    def end_lesson(self) -> None:
        """Leave the lesson: the table keeps showing it, frozen, until a new game."""
        d = self.session.driver
        if isinstance(d, LessonDriver):
            d.end(self.session)

    def warm_up_bots(self) -> None:
        """Start the app's bot process ahead of a game (in the background)."""
        if self.bot_factory is bot_for_level:
            warm_up()

    def _start(self, state: GameState, seed: int, names: list[str], levels: list[str],
               human: int | None, lesson: LessonSession | None = None,
               sheet: Sheet | None = None) -> None:
        self.session.cancel()
        old = self.session.state
        if old is not None and old is not state:
            from .keeper import drop_slowly

            drop_slowly(old.history, old.results, self._sheet[0], self._sheet[1])
        bots = {s: self.bot_factory(levels[s]) for s in range(3) if s != human}
        if any(isinstance(bot, RemoteBot) for bot in bots.values()):
            warm_up()
        for bot in bots.values():
            if isinstance(bot, RemoteBot) and state.rules.callable_reneges:
                bot.prepare()  # renege calls are decided here
        driver: Driver = LiveDriver(bots) if lesson is None else LessonDriver(
            lesson, bots, Pacing().trick_pause_ms)
        self.last_summary = []
        self._sheet = sheet if sheet is not None else ([], [])
        rules, names = state.rules, list(names)
        self.score_model.set_label_of(lambda r: describe.row_label(r, names, rules, human))
        self.session.start(state, seed, names, levels, human, driver)

    def shutdown(self) -> None:
        """Drop pending work, save the game as it stands (the last card played with it)
        and wait for bots still thinking and the autosave."""
        self.session.cancel()
        self.session.autosave()
        self._pool.waitForDone(10000)
        self.saver.wait()

    # -------------------------------------------------------- the player's
    def play(self, card: Card | str) -> bool:
        c = Card.parse(card) if isinstance(card, str) else card
        return self.act(acts.PLAY[c])

    def why_not(self, card: Card) -> str:
        """Why the player may not play ``card`` now, in the engine's words; "" if they may
        (or it is not their turn to play)."""
        refused = self.session.refusal_of(card)
        return describe.refusal(refused) if refused is not None else ""

    def why_not_topic(self, card: Card) -> str:
        """The rules reference's topic for ``why_not(card)``; "" if none."""
        from .rulesref import REASON_TOPICS

        refused = self.session.refusal_of(card)
        return REASON_TOPICS.get(refused.code, "") if refused is not None else ""

    def figures(self) -> GameFigures:
        """The game's figures: standings, each player's score after each hand, contracts."""
        assert self.state is not None
        return game_figures(self.state)

    # -------------------------------------------------------- session events
    def _on_event(self, e: ev.Event) -> None:
        self._handlers[type(e)](e)

    def _event_handlers(self) -> dict[type, Callable[[Any], None]]:
        """What the controller does with each kind of the session's events."""
        return {
            ev.Refreshed: lambda e: self._refresh(),
            ev.Wait: lambda e: self._timer.stop() if e.ms is None
            else self._timer.start(clamp_ms(e.ms)),
            ev.AskBot: lambda e: self._start_task(BotTask(e.bot, e.view, e.seed,
                                                          e.generation)),
            ev.AskJudge: lambda e: self._start_task(JudgeTask(self.judge, e.view, e.seed,
                                                              e.key)),
            ev.HandScored: self._hand_scored,
            ev.Refused: lambda e: self.illegal_move.emit(self._refusal(e)),
            ev.Autosave: lambda e: self._autosave(),
            ev.Started: lambda e: self.game_started.emit(),
            ev.Dealt: lambda e: self.hand_dealt.emit(),
            ev.Shown: lambda e: self.view_changed.emit(),
            ev.PlayerActed: lambda e: self.player_acted.emit(),
            ev.TrickCleared: lambda e: self.trick_cleared.emit(),
            ev.Undone: lambda e: self.undone.emit(),
            ev.LessonEnded: lambda e: self.lesson_ended.emit(),
            ev.Thinking: lambda e: self.thinking.emit(e.seat),
            ev.Played: lambda e: self.card_played.emit(e.seat, str(e.card)),
            ev.TrickDone: lambda e: self.trick_completed.emit(e.winner),
            ev.RenegeCalled: lambda e: self.renege_called.emit(e.caller, e.accused),
            ev.HandFinished: lambda e: self.hand_finished.emit(e.hand),
            ev.GameFinished: lambda e: self.game_finished.emit(e.winner),
            ev.GameOver: lambda e: self.game_over.emit(e.winner),
            ev.HintReady: lambda e: self.hint_ready.emit(list(e.actions), e.reason),
            ev.BotExplained: lambda e: self.bot_explained.emit(e.seat, e.text),
            ev.CoachWarning: lambda e: self.coach_warning.emit(e.action, e.text),
            ev.BotFailed: lambda e: self.bot_failed.emit(e.message),
        }

    def _hand_scored(self, e: ev.HandScored) -> None:
        s = self.session
        assert s.state is not None
        rules = s.state.rules
        self.last_table = describe.hand_table(e.result, s.names, rules, s.human)
        self.last_summary = describe.hand_summary(e.result, s.names, rules, s.human)
        self.hand_scored.emit(self.last_summary)

    def _refusal(self, e: ev.Refused) -> str:
        if isinstance(e.why, IllegalAction):
            return describe.refusal(e.why)
        if e.why == "discard-count":
            return self.tr("Choose exactly %n card(s) to discard.", "", e.count)
        return {"turn": self.tr("It is not your turn."),
                "nothing-to-discard": self.tr("There is nothing to discard now."),
                "hint-turn": self.tr("A hint is given on your turn."),
                "lesson-hints": self.tr("The coach gives the hints in a lesson."),
                "no-hint": self.tr("No hint could be found.")}[e.why]

    def _start_task(self, task: BotTask | JudgeTask) -> None:
        if isinstance(task, BotTask):
            task.signals.decided.connect(self._answered(self.session.bot_decided))
            task.signals.failed.connect(self._answered(self.session.bot_failed))
        else:
            task.signals.judged.connect(self._answered(self.session.judged))
        self._signals.append(task.signals)
        self._pool.start(task)

    def _answered(self, answer: Callable[..., None]) -> Callable[..., None]:
        def arrived(*args: Any) -> None:
            self._signals = self._signals[-4:]
            answer(*args)
        return arrived

    # -------------------------------------------------------------- models
    def _refresh(self) -> None:
        shown, s = self.shown(), self.session
        assert s.state is not None and shown.view is not None
        self.hand_model.set_cards(list(shown.hand), set(shown.legal))
        self.trick_model.set_trick(list(shown.trick), shown.leader, shown.winner)
        self.log_model.set_lines(describe.log_lines(s.names, shown.view, s.human,
                                                    s.bot_reasons, s.hint_lines))
        sheet, same = self._sheet_rows(s.state)
        self.score_model.set_rows(s.names, sheet, same)
        self.view_changed.emit()

    def _sheet_rows(self, s: GameState) -> tuple[list[SheetRow], int]:
        """The score sheet's rows and how many of them are as last time: the finished
        hands' rows are kept from one refresh to the next (a long game has thousands)."""
        before = self._sheet[0]
        self._sheet = sheet_rows(s.results, self._sheet)
        same = len(before) if self._sheet[0] is before else 0
        rows = self._sheet[1]
        sheet = list(rows)
        if s.phase == Phase.HAND_OVER:
            r = s.hand_result()
            totals = rows[-1][2] if rows else (0, 0, 0)
            totals = (totals[0] + r.points[0], totals[1] + r.points[1], totals[2] + r.points[2])
            sheet.append((r, (r.points[0], r.points[1], r.points[2]), totals))
        return sheet, same

    # ------------------------------------------------------------ autosave
    def _autosave(self) -> None:
        """Autosave the game as it stands (its record is made on the saver's thread)."""
        if self.autosave_path is not None:
            self.saver.put(self.autosave_path, self.snapshot())

    def snapshot(self) -> Snapshot:
        """The game as a record to write (``engine.record.Snapshot``), taken at once."""
        return self.session.record()
