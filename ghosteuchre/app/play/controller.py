"""The controller: the Qt face of the table's ``session.Session``.

The session runs the game (``ghosteuchre.session``); the controller makes bots and keeps
them in their process, hands the session's paced steps and the bots' and the judge's
work to ``Background`` (a timer, the thread pool), autosaves, keeps the item models
current and turns the session's events into typed signals.  Views never touch the engine.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QObject, Qt, Signal

from ...bots import Bot, Reason
from ...engine import actions as acts
from ...engine.actions import Action
from ...engine.cards import Card
from ...engine.deal import new_game
from ...engine.rules import Rules
from ...engine.state import GameState, IllegalAction, Phase, Trick
from ...engine.view import PlayerView
from ...session import (
    Driver,
    LessonDriver,
    LiveDriver,
    Session,
    SessionMember,
    TableSnapshot,
)
from ...session import events as ev
from ..storage.longgames import drop_slowly
from ..storage.saver import Saver
from ..storage.settings import Pacing
from ..words import describe
from ..words.sessionwords import AppWords, refusal
from .background import Background
from .models import HandModel, LogModel, ScoreModel, Sheet, SheetKeeper, TrickModel
from .worker import bot_for_level, judge_in_process, make_bots, warm_up

if TYPE_CHECKING:
    from ...bots.verdict import DecisionReview
    from ...engine.figures import GameFigures
    from ...engine.record import Snapshot
    from .lessons import LessonSession

SIGNALS = {  # the controller's signal for each of the other events
    ev.Started: "game_started", ev.Dealt: "hand_dealt", ev.Shown: "view_changed",
    ev.PlayerActed: "player_acted", ev.TrickCleared: "trick_cleared", ev.Undone: "undone",
    ev.LessonEnded: "lesson_ended", ev.Thinking: "thinking", ev.TrickDone: "trick_completed",
    ev.HandFinished: "hand_finished",
    ev.GameFinished: "game_finished", ev.GameOver: "game_over",
    ev.BotExplained: "bot_explained", ev.CoachWarning: "coach_warning",
    ev.BotFailed: "bot_failed", ev.Redone: "redone", ev.Claimed: "claimed"}


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
    renege_news = Signal(object)  # the same call with its card and cost (ev.RenegeCalled)
    undone = Signal()  # the player's last decision was taken back
    redone = Signal()  # the decision taken back last was made again
    claimed = Signal(int)  # the player claimed the rest: their last tricks (count) go fast
    hint_ready = Signal(object, str)  # the Hard bot's suggestion (actions) and its reason
    bot_failed = Signal(str)
    bot_explained = Signal(int, str)  # the coach: a bot's seat and why it did what it did
    coach_warning = Signal(object, str)  # the coach: the player's call (an Action) and why not
    lesson_ended = Signal()  # the learner left a lesson or a practice deal
    hand_finished = Signal(int)  # a hand (its index) played to its end here; again if it changes
    game_finished = Signal(int)  # the winning seat, when a game is played to its end here

    aids = True  # learning aids: the bowers' tags, why a card may not be played, the tips
    state = SessionMember[GameState | None]()
    seed = SessionMember[int]()
    names = SessionMember[list[str]]()
    levels = SessionMember[list[str]]()
    human = SessionMember[int | None]()
    generation = SessionMember[int]()
    view = SessionMember[PlayerView | None]()
    thinking_seat = SessionMember[int]()
    holding_trick = SessionMember[bool]()
    awaiting_next_hand = SessionMember[bool]()
    coach = SessionMember[bool]()  # the coach: the bots' reasons, a warning before a clear mistake
    open_cards = SessionMember[bool]()  # every hand face up (the hand history's "All cards open")
    pacing = SessionMember[Pacing]()
    hint_actions = SessionMember[list[Action]]()
    hint_reason = SessionMember[str]()
    action_reasons = SessionMember[dict[tuple[int, int], Reason | str]]()
    last_refusal = SessionMember[IllegalAction | None]()
    viewer = SessionMember[int]()
    human_to_act = SessionMember[bool]()
    can_undo = SessionMember[bool]()
    can_redo = SessionMember[bool]()
    scripted = SessionMember[bool]()
    last_trick = SessionMember[Trick | None]()
    lesson_left = SessionMember[bool]()  # the table still shows a lesson the player has left
    bots = SessionMember[dict[int, Bot]]("driver.bots")
    lesson = SessionMember["LessonSession | None"]()  # the lesson on the table, if any

    def __init__(self, pacing: Pacing | None = None, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.session = Session(pacing or Pacing(), self._on_event, AppWords())
        self.hand_model = HandModel(self)
        self.trick_model = TrickModel(self)
        self.score_model = ScoreModel(self)
        self.log_model = LogModel(self)
        self.autosave_path: Path | None = None
        self.last_summary: list[str] = []
        self.last_table: tuple[str, list[describe.SummaryRow]] = ("", [])
        self.background = Background(self.session, self)  # the timer, the bots, the judge
        self._handlers = self._event_handlers()
        self.bot_factory: Callable[[str], Bot] = bot_for_level
        self.saver = Saver(self)
        # the judge of the player's decisions (the hint, the coach): view, seed -> review
        self.judge: Callable[[PlayerView, str], DecisionReview] = judge_in_process
        self.sheet = SheetKeeper()
        self._shown_now: TableSnapshot | None = None  # the table's snapshot while it is shown
        s = self.session  # its commands
        (self.act, self.discard, self.call_renege, self.hint, self.undo, self.redo, self.claim,
         self.continue_) = (s.act, s.discard, s.call_renege, s.hint, s.undo, s.redo, s.claim,
                            s.continue_)

    @property
    def trick_read_about(self) -> bool:
        """Whether a lesson's finished trick stays on the table while the coach speaks."""
        return self.session.driver.trick_read_about(self.session)

    @property
    def playing_on(self) -> bool:
        """Whether the game is moving on by itself now (a bot's move, a paced step), not
        at the player's hand."""
        return self.background.playing_on

    def shown(self) -> TableSnapshot:
        """Everything the table shows now (taken once while the views show it: ``showing``)."""
        return self._shown_now if self._shown_now is not None else TableSnapshot.of(self.session)

    @contextmanager
    def showing(self) -> Iterator[TableSnapshot]:
        """The table's snapshot, taken once and read by every view while they show the
        game as it stands (any event of the session drops it: ``_on_event``)."""
        if self._shown_now is not None:
            yield self._shown_now
            return
        self._shown_now = TableSnapshot.of(self.session)
        try:
            yield self._shown_now
        finally:
            self._shown_now = None

    @property
    def can_claim(self) -> bool:
        """Whether the player may claim every remaining trick now."""
        now = self._shown_now
        return now.can_claim if now is not None else self.session.can_claim

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
        self.session.driver.changed(self.session)

    def finish_lesson_hand(self) -> None:
        """After a lesson's last step: play the hand out against Easy bots."""
        self.session.driver.finish_hand(self.session)

    def end_lesson(self) -> None:
        """Leave the lesson: the table keeps showing it, frozen, until a new game."""
        self.session.driver.end(self.session)

    def warm_up_bots(self) -> None:
        """Start the app's bot process ahead of a game (in the background)."""
        if self.bot_factory is bot_for_level:
            warm_up()

    def _start(self, state: GameState, seed: int, names: list[str], levels: list[str],
               human: int | None, lesson: LessonSession | None = None,
               sheet: Sheet | None = None) -> None:
        self.session.end_held_game()  # a game won in its last trick is kept as won
        self.session.cancel()
        old = self.session.state
        if old is not None and old is not state:
            drop_slowly(old.history, old.results, *self.sheet.kept)
        bots = make_bots(self.bot_factory, levels, human, state.rules.callable_reneges)
        driver: Driver = LiveDriver(bots) if lesson is None else LessonDriver(
            lesson, bots, Pacing().trick_pause_ms)
        self.last_summary = []
        self.sheet = SheetKeeper(sheet)
        rules, names = state.rules, list(names)
        self.score_model.set_label_of(lambda r: describe.row_label(r, names, rules, human))
        self.session.start(state, seed, names, levels, human, driver)

    def shutdown(self) -> None:
        """Drop pending work, save the game as it stands (the last card played with it)
        and wait for bots still thinking and the autosave."""
        self.session.cancel()
        self.session.end_held_game()  # a game won in its last trick is kept as won
        self.session.autosave()
        self.background.wait_for_done(10000)
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
        from ..screens.rulesref import REASON_TOPICS

        refused = self.session.refusal_of(card)
        return REASON_TOPICS.get(refused.code, "") if refused is not None else ""

    def figures(self) -> GameFigures:
        """The game's figures: standings, each player's score after each hand, contracts."""
        from ...engine.figures import game_figures  # the game-over screen's, not the table's

        assert self.state is not None
        return game_figures(self.state)

    # -------------------------------------------------------- session events
    def _on_event(self, e: ev.Event) -> None:
        self._shown_now = None  # the game moved: the table's snapshot is taken again
        handler = self._handlers.get(type(e))
        if handler is not None:
            handler(e)
        else:  # a signal of the event's fields
            getattr(self, SIGNALS[type(e)]).emit(*e.values())

    def _event_handlers(self) -> dict[type, Callable[[Any], None]]:
        """What the controller does with each kind of the session's events."""
        return {
            ev.Refreshed: lambda e: self._refresh(),
            ev.Wait: self.background.wait,
            ev.AskBot: self.background.ask_bot,
            ev.AskJudge: lambda e: self.background.ask_judge(self.judge, e),
            ev.HandScored: self._hand_scored,
            ev.Refused: lambda e: self.illegal_move.emit(refusal(e)),
            ev.Autosave: lambda e: self._autosave(),
            ev.Played: lambda e: self.card_played.emit(e.seat, str(e.card)),
            ev.HintReady: lambda e: self.hint_ready.emit(list(e.actions), e.reason),
            ev.RenegeCalled: self._renege_called,
        }

    def _renege_called(self, e: ev.RenegeCalled) -> None:
        self.renege_called.emit(e.caller, e.accused)
        self.renege_news.emit(e)

    def _hand_scored(self, e: ev.HandScored) -> None:
        s = self.session
        assert s.state is not None
        self.last_table = describe.hand_table(e.result, s.names, s.state.rules, s.human)
        self.last_summary = describe.hand_summary(e.result, s.names, s.state.rules, s.human)
        self.hand_scored.emit(self.last_summary)

    # -------------------------------------------------------------- models
    def _refresh(self) -> None:
        with self.showing() as shown:
            s = self.session
            assert s.state is not None and shown.view is not None
            self.hand_model.set_cards(list(shown.hand), set(shown.legal))
            self.trick_model.set_trick(list(shown.trick), shown.leader, shown.winner)
            self.log_model.set_lines(describe.log_lines(s.names, shown.view, s.human,
                                                        s.bot_reasons, s.hint_lines))
            state = s.state
            over = state.hand_result() if state.phase == Phase.HAND_OVER else None
            sheet, same = self.sheet.rows(state.results, over)
            self.score_model.set_rows(s.names, sheet, same)
            self.view_changed.emit()

    # ------------------------------------------------------------ autosave
    def _autosave(self) -> None:
        """Autosave the game as it stands (its record is made on the saver's thread)."""
        if self.autosave_path is not None:
            self.saver.put(self.autosave_path, self.snapshot())

    def snapshot(self) -> Snapshot:
        """The game as a record to write (``engine.record.Snapshot``), taken at once."""
        return self.session.record()
