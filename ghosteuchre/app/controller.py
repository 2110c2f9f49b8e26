"""The controller: the only object that changes the game.

It owns the engine state, asks bots on the thread pool, paces the table,
autosaves, keeps the item models current and tells the views what happened
through typed signals.  Views never touch the engine.
"""

from __future__ import annotations

import logging
import random
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QObject, Qt, QThreadPool, QTimer, Signal

from ..bots import Bot, Reason
from ..engine import actions as acts
from ..engine.actions import Act, Action
from ..engine.cards import Card
from ..engine.deal import deal_next, new_game
from ..engine.figures import GameFigures, game_figures
from ..engine.refusal import refusal
from ..engine.rules import Rules
from ..engine.state import GameState, IllegalAction, Phase, Trick
from ..engine.view import PlayerView, view_of
from . import describe
from .models import HandModel, LogModel, ScoreModel, Sheet, SheetRow, TrickModel, sheet_rows
from .reasons import live_text, reason_because, reason_text
from .saver import Saver
from .settings import Pacing, clamp_ms
from .worker import BotTask, JudgeTask, RemoteBot, bot_for_level, judge_in_process, warm_up

if TYPE_CHECKING:
    from ..bots.review import DecisionReview
    from .lessons import LessonSession

log = logging.getLogger(__name__)


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

    aids = True  # learning aids: the bowers' tags, why a card may not be played, the tips
    coach = False  # the coach: the bots' reasons, and a warning before a clear mistake
    open_cards = False  # every hand face up on the table (the hand history's "All cards open")
    lesson_ended = Signal()  # the learner left a lesson or a practice deal
    hand_finished = Signal(int)  # a hand (its index) played to its end here; again if it changes
    game_finished = Signal(int)  # the winning seat, when a game is played to its end here

    def __init__(self, pacing: Pacing | None = None, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.pacing = pacing or Pacing()
        self.hand_model = HandModel(self)
        self.trick_model = TrickModel(self)
        self.score_model = ScoreModel(self)
        self.log_model = LogModel(self)
        self.state: GameState | None = None
        self.seed = 0
        self.names = ["", "", ""]
        self.levels = ["", "", ""]
        self.human: int | None = 0
        self.bots: dict[int, Bot] = {}
        self.generation = 0
        self.autosave_path: Path | None = None
        self.view: PlayerView | None = None
        self.thinking_seat = -1
        self.holding_trick = False  # a finished trick is shown until released
        self.awaiting_next_hand = False
        self.last_summary: list[str] = []
        self.last_table: tuple[str, list[describe.SummaryRow]] = ("", [])
        self._signals: list[QObject] = []  # kept alive until their answers arrive
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.timeout.connect(self._on_timer)
        self._next_step: Any = None
        self._shown_tricks = 0  # completed tricks of this hand the table has shown
        self._pool = QThreadPool.globalInstance()
        self.bot_factory: Callable[[str], Bot] = bot_for_level
        self.saver = Saver(self)
        self.hint_actions: list[Action] = []  # the suggestion for the player's current turn
        self.hint_reason = ""  # the Hard bot's reason for it, worded
        self.hint_lines: dict[int, str] = {}  # this hand's hints for the log, by action index
        # the judge of the player's decisions (the hint, the coach): view, seed -> review
        self.judge: Callable[[PlayerView, str], DecisionReview] = judge_in_process
        self._judgement: tuple[object, DecisionReview | None] = (None, None)  # by _hint_key
        self._judging: object = None  # the key of the judgement being worked out
        self._hint_wanted = False  # the hint was asked for before its judgement came
        self._pending: Action | None = None  # the player's call waiting for the judgement
        self.bot_reasons: dict[int, str] = {}  # this hand's action index -> the bot's reason
        # every bot action's structured reason this game: (hand, action index) -> reason
        self.action_reasons: dict[tuple[int, int], Reason | str] = {}
        self.last_refusal: IllegalAction | None = None  # the engine's latest refusal
        self.lesson: LessonSession | None = None  # the lesson on the table, if any
        self._complete_at_start = 0  # finished hands of the game as it was started or resumed
        # the score sheet's rows of the finished hands, and those hands' results
        self._sheet: Sheet = ([], [])

    # ------------------------------------------------------------ game set-up
    @property
    def viewer(self) -> int:
        """The seat whose cards the table shows face up."""
        return self.human if self.human is not None else 0

    def new_game(
        self,
        rules: Rules,
        seed: int,
        names: list[str],
        levels: list[str],
        human: int | None = 0,
    ) -> None:
        """Start a game; ``levels`` names the bot level of every seat (ignored for the human)."""
        self.warm_up_bots()
        self._start(new_game(rules, seed), seed, names, levels, human)

    def start_lesson(self, session: LessonSession, names: list[str]) -> None:
        """Show a lesson's table: the learner's actions go to ``session`` (its runner), the
        other seats play the runner's scripted moves, nothing is autosaved."""
        runner = session.runner
        session.changed.connect(self._lesson_changed, Qt.ConnectionType.UniqueConnection)
        self._start(runner.state.clone(), 0, names, ["easy"] * 3, runner.seat, session)

    @property
    def trick_read_about(self) -> bool:
        """Whether a lesson's finished trick stays on the table while the coach speaks of
        it: the learner is on a read step with no scripted move left to show."""
        session = self.lesson
        return (self.holding_trick and session is not None and self.scripted
                and not session.left and not session.queue and session.step is not None
                and session.step.kind == "read")

    def _lesson_changed(self) -> None:
        """The learner read on: a trick kept for the coach's words is gathered, and the
        scripted moves held back behind it are played."""
        if self._timer.isActive():
            return
        if self.holding_trick:
            if not self.trick_read_about:
                self._release_trick()
        elif self.lesson is not None and self.lesson.queue and self.scripted \
                and self.state is not None:
            self._proceed()

    @property
    def scripted(self) -> bool:
        """Whether a lesson's runner, not the engine and bots, drives the table now."""
        return self.lesson is not None and (not self.lesson.free or self.lesson.left)

    @property
    def lesson_left(self) -> bool:
        """Whether the table still shows a lesson the player has left (nothing plays on)."""
        return self.lesson is not None and self.lesson.left

    def finish_lesson_hand(self) -> None:
        """After a lesson's last step: play the hand out against Easy bots."""
        session = self.lesson
        if (session is None or not session.finished or session.free or session.left
                or session.queue):
            return
        session.free = True
        self._cancel()
        self.state = session.runner.finish_state()
        self._shown_tricks = len(self.state.tricks)
        self._changed(check_trick=False)

    def end_lesson(self) -> None:
        """Leave the lesson: the table keeps showing it, frozen, until a new game."""
        if self.lesson is None or self.lesson.left:
            return
        self._cancel()
        self.lesson.left = True
        self.lesson_ended.emit()

    def warm_up_bots(self) -> None:
        """Start the app's bot process ahead of a game (in the background)."""
        if self.bot_factory is bot_for_level:
            warm_up()

    def resume(
        self,
        state: GameState,
        seed: int,
        names: list[str],
        levels: list[str],
        human: int | None = 0,
        sheet: Sheet | None = None,
    ) -> None:
        """Continue ``state``; ``sheet``: its score sheet's rows (``models.sheet_rows``),
        when they were made beforehand (in the thread that read a long game)."""
        self._start(state, seed, names, levels, human, sheet=sheet)

    def _start(
        self, state: GameState, seed: int, names: list[str], levels: list[str], human: int | None,
        lesson: LessonSession | None = None, sheet: Sheet | None = None,
    ) -> None:
        self._cancel()
        if self.state is not None and self.state is not state:
            from .keeper import drop_slowly

            drop_slowly(self.state.history, self.state.results, self._sheet[0],
                        self._sheet[1])
        self.lesson = lesson
        self.bots = {s: self.bot_factory(levels[s]) for s in range(3) if s != human}
        if any(isinstance(bot, RemoteBot) for bot in self.bots.values()):
            warm_up()
        for bot in self.bots.values():
            if isinstance(bot, RemoteBot) and state.rules.callable_reneges:
                bot.prepare()  # renege calls are decided here
        self.state = state
        self.seed = seed
        self.names = list(names)
        self.levels = list(levels)
        self.human = human
        self.holding_trick = False
        self.awaiting_next_hand = False
        self.last_summary = []
        self.bot_reasons = {}
        self.hint_lines = {}
        self.action_reasons = {}
        self._shown_tricks = len(state.tricks)
        self._sheet = sheet if sheet is not None else ([], [])
        rules, names = state.rules, list(names)
        self.score_model.set_label_of(lambda r: describe.row_label(r, names, rules, human))
        self._complete_at_start = len(state.results) + (state.phase == Phase.HAND_OVER)
        self.game_started.emit()
        self.hand_dealt.emit()
        self._changed()

    def shutdown(self) -> None:
        """Drop pending work, save the game as it stands (the last card played with it)
        and wait for bots still thinking and the autosave."""
        self._cancel()
        self._autosave()
        self._pool.waitForDone(10000)
        self.saver.wait()

    def _cancel(self) -> None:
        self.generation += 1
        self._timer.stop()
        self._next_step = None
        self._set_thinking(-1)

    # -------------------------------------------------------- human actions
    @property
    def human_to_act(self) -> bool:
        s = self.state
        return (
            s is not None
            and self.human is not None
            and s.current_player == self.human
            and not self.holding_trick
        )

    def act(self, action: Action, confirmed: bool = False) -> bool:
        """Apply the human's action; on a refusal emit illegal_move and return False.
        With the coach on, a call that is a clear mistake is held back (coach_warning)
        until it comes again ``confirmed``."""
        human = self.human
        if self.scripted:
            return self._lesson_act(action)
        if not self.human_to_act or self.state is None or human is None:
            self.illegal_move.emit(self.tr("It is not your turn."))
            return False
        if not confirmed and self._coach_stops(action):
            return False
        try:
            self.state.apply(action, human)
        except IllegalAction as exc:
            self.last_refusal = exc
            self.illegal_move.emit(describe.refusal(exc))
            return False
        self._after_action(human, action)
        return True

    def _lesson_act(self, action: Action) -> bool:
        """The learner's action in a lesson: the runner accepts it or says why not."""
        session, s, human = self.lesson, self.state, self.human
        assert session is not None
        if s is None or human is None or session.queue or self.holding_trick or session.left:
            return False
        if not session.try_action(action).ok:
            return False
        s.apply(action, human)
        self._after_action(human, action)
        return True

    def _lesson_discard(self, cards: list[Card]) -> bool:
        """The learner's discards in a lesson: the runner judges the whole action."""
        session, s, human = self.lesson, self.state, self.human
        assert session is not None and s is not None and human is not None
        if session.queue or self.holding_trick or session.left:
            return False
        if not session.try_discards(cards).ok:
            return False
        for c in cards:
            s.apply(acts.DISCARD[c], human)
        self._after_action(human, acts.DISCARD[cards[-1]])
        return True

    def play(self, card: Card | str) -> bool:
        c = Card.parse(card) if isinstance(card, str) else card
        return self.act(acts.PLAY[c])

    def discard(self, cards: list[Card]) -> bool:
        """Discard the chosen cards at once (the exchange is confirmed as a whole)."""
        s, human = self.state, self.human
        if not self.human_to_act or s is None or human is None or s.phase != Phase.DISCARD:
            self.illegal_move.emit(self.tr("There is nothing to discard now."))
            return False
        need = s.hands[s.turn].bit_count() - 5
        if len(set(cards)) != need:
            self.illegal_move.emit(self.tr("Choose exactly %n card(s) to discard.", "", need))
            return False
        if self.scripted:
            return self._lesson_discard(cards)
        trial = s.clone()
        try:
            for c in cards:
                trial.apply(acts.DISCARD[c], human)
        except IllegalAction as exc:
            self.illegal_move.emit(describe.refusal(exc))
            return False
        self.state = trial
        self._after_action(human, acts.DISCARD[cards[-1]])
        return True

    def call_renege(self, accused: int) -> bool:
        if self.state is None or self.human is None:
            return False
        if self.scripted:
            return self._lesson_act(acts.call_renege(accused))
        try:
            self.state.apply(acts.call_renege(accused), self.human)
        except IllegalAction as exc:
            self.illegal_move.emit(describe.refusal(exc))
            return False
        self.renege_called.emit(self.human, accused)
        self._changed(check_trick=False)
        if self.state.phase == Phase.HAND_OVER:
            self._report_hand()
        return True

    # ------------------------------------------------- the judge: hint and coach
    def _hint_key(self) -> tuple[int, int, int]:
        s = self.state
        assert s is not None
        return (self.generation, len(s.history), len(s.history[-1].actions))

    def _judge_now(self) -> None:
        """Ask for the judgement of the player's decision now (``bots.review.judge``, from
        the player's own view, in the bot process), unless it is asked or known."""
        s, human = self.state, self.human
        assert s is not None and human is not None
        key = self._hint_key()
        if self._judgement[0] == key or self._judging == key:
            return
        self._judging = key
        from ..bots.review import judge_seed

        seed = judge_seed(self.seed, len(s.history) - 1, len(s.history[-1].actions))
        task = JudgeTask(self.judge, view_of(s, human), seed, key)
        task.signals.judged.connect(self._on_judged)
        self._signals.append(task.signals)
        self._pool.start(task)

    def _judged(self) -> DecisionReview | None:
        """The judgement of the player's decision now, if it has come."""
        if self.state is None or self._judgement[0] != self._hint_key():
            return None
        return self._judgement[1]

    def hint(self) -> bool:
        """The judge's choice in the player's place (Hard's, worked out off the UI thread
        from the player's view); the answer comes as hint_ready (dropped if the game has
        moved on)."""
        s = self.state
        if self.scripted:
            return self._practice_hint()
        if s is None or not self.human_to_act or self.human is None:
            self.illegal_move.emit(self.tr("A hint is given on your turn."))
            return False
        self._hint_wanted = True
        if self._judged() is not None:
            self._give_hint()
        else:
            self._judge_now()
        return True

    def _practice_hint(self) -> bool:
        """In a practice deal the coach shows a card that keeps the goal, and why; a
        lesson's steps say what to do themselves."""
        session = self.lesson
        card = None
        if session is not None and not session.left and not session.queue \
                and self.human_to_act and not self.holding_trick:
            card = session.hint()
        if card is None:
            self.illegal_move.emit(self.tr("The coach gives the hints in a lesson."))
            return False
        self.hint_actions = [acts.PLAY[card]]
        self.view_changed.emit()
        return True

    def _on_judged(self, key: object, review: DecisionReview | None) -> None:
        self._signals = self._signals[-4:]
        if self.state is None or key != self._hint_key() or not self.human_to_act:
            return
        self._judging = None
        self._judgement = (key, review)
        if self._hint_wanted:
            self._give_hint()
        pending, self._pending = self._pending, None
        if pending is not None:
            self._coach_judges(pending)

    def _give_hint(self) -> None:
        self._hint_wanted = False
        review = self._judged()
        if review is None:
            self.illegal_move.emit(self.tr("No hint could be found."))
            return
        s, view = self.state, self.view
        assert s is not None and view is not None
        self.hint_actions = list(review.best)
        self.hint_reason = reason_because(review.reason) or reason_text(review.reason)
        hint = describe.hint_text(self.hint_actions, view, self.hint_reason)
        self.hint_lines[len(s.history[-1].actions)] = hint.replace("\n", " ")
        self._refresh(False)  # the log shows the hint
        self.hint_ready.emit(self.hint_actions, self.hint_reason)

    # ----------------------------------------------------- learning aids, coach
    def why_not(self, card: Card) -> str:
        """Why the player may not play ``card`` now, in the engine's words; "" if they may
        (or it is not their turn to play)."""
        refused = self._refusal_of(card)
        return describe.refusal(refused) if refused is not None else ""

    def why_not_topic(self, card: Card) -> str:
        """The rules reference's topic for ``why_not(card)``; "" if none."""
        from .rulesref import REASON_TOPICS

        refused = self._refusal_of(card)
        return REASON_TOPICS.get(refused.code, "") if refused is not None else ""

    def _refusal_of(self, card: Card) -> IllegalAction | None:
        """The engine's refusal of the player playing ``card`` now, from the player's own
        view (``engine.refusal``)."""
        s = self.state
        if s is None or self.human is None or not self.human_to_act or s.phase != Phase.PLAY:
            return None
        return refusal(view_of(s, self.human), acts.PLAY[card])

    def _coached(self, action: Action) -> bool:
        """Whether the coach judges ``action`` before it is made: a call (not a card or a
        discard) with a choice, with the coach on."""
        from .coach import CALL_PHASES  # the coach and its judge load at the first call

        v = self.view
        return (self.coach and v is not None and v.phase in CALL_PHASES and len(v.legal) > 1
                and action in v.legal)

    def _coach_stops(self, action: Action) -> bool:
        """With the coach on, whether ``action`` waits: for the judgement still to come
        (it is made or questioned when that comes), or because it costs at least the
        review's mark against the judge's choice (the warning goes out as
        coach_warning)."""
        if not self._coached(action):
            return False
        review = self._judged()
        if self._judgement[0] != self._hint_key():
            self._pending = action
            self._judge_now()
            return True
        from .coach import coach_warning

        view = self.view
        warning = coach_warning(review, action, view) if review and view else ""
        if warning:
            self.coach_warning.emit(action, warning)
            return True
        return False

    def _coach_judges(self, action: Action) -> None:
        """The judgement came for a call that waited for it: question it or make it."""
        if not self._coach_stops(action):
            self.act(action, confirmed=True)

    def _explain(self, seat: int, action: Action, reason: Reason | str | None) -> None:
        """With the coach on, keep a bot's reason for the log and tell the table: only
        what the viewer may know during the hand (``live_text``, from the viewer's own
        view); a reason resting on hidden cards waits for the hand history."""
        s = self.state
        if not self.coach or s is None or self.lesson is not None:
            return
        text = live_text(reason, action, view_of(s, self.viewer))
        if not text:
            return
        self.bot_reasons[len(s.history[-1].actions) - 1] = reason_because(text) or text
        self.bot_explained.emit(seat, text)

    # ------------------------------------------------------------------ undo
    def _undo_target(self) -> int | None:
        """How many actions of this hand stay when the player's last decision is taken
        back (a discard of several cards is one decision); None if there is none."""
        s = self.state
        if s is None or self.human is None or s.winner is not None or not s.history:
            return None
        if self.lesson is not None:
            return None
        actions = s.history[-1].actions
        mine = [i for i, (seat, a) in enumerate(actions)
                if seat == self.human and a.act != Act.CALL_RENEGE]
        if not mine:
            return None
        target = mine[-1]
        while target > 0 and actions[target - 1][0] == self.human and actions[
                target - 1][1].act == Act.DISCARD and actions[target][1].act == Act.DISCARD:
            target -= 1
        return target

    def figures(self) -> GameFigures:
        """The game's figures: standings, each player's score after each hand, contracts."""
        assert self.state is not None
        return game_figures(self.state)

    @property
    def can_undo(self) -> bool:
        return self._undo_target() is not None

    def undo(self) -> bool:
        """Take back the player's last decision and every action after it in this hand;
        answers of bots asked before are dropped."""
        target = self._undo_target()
        s = self.state
        if target is None or s is None:
            return False
        self._cancel()
        while len(s.history[-1].actions) > target:
            s.undo()
        self.bot_reasons = {i: text for i, text in self.bot_reasons.items() if i < target}
        self.hint_lines = {i: text for i, text in self.hint_lines.items() if i < target}
        hand = s.hand_number
        self.action_reasons = {(h, i): why for (h, i), why in self.action_reasons.items()
                               if h < hand or i < target}
        self._complete_at_start = min(self._complete_at_start, len(s.results))
        self.holding_trick = False
        self.awaiting_next_hand = False
        self._shown_tricks = len(s.tricks)
        self.undone.emit()
        self._changed(check_trick=False)
        return True

    def continue_(self) -> None:
        """Release a finished trick, or deal the next hand (after a lesson's hand: leave it)."""
        if self.holding_trick:
            self._release_trick()
        elif self.awaiting_next_hand and self.lesson is not None:
            self.end_lesson()
            return
        elif self.awaiting_next_hand:
            self._deal_next()

    # ------------------------------------------------------------ the flow
    def _after_action(self, seat: int, action: Action) -> None:
        if seat == self.human:
            self.player_acted.emit()
        if action.act == Act.PLAY:
            self.card_played.emit(seat, str(action.card))
        self._changed()

    def _changed(self, check_trick: bool = True) -> None:
        s = self.state
        if s is None:
            return
        self.hint_actions = []
        self._hint_wanted = False
        self._pending = None
        self._bot_renege_calls()
        trick_done = check_trick and self._trick_just_finished()
        if trick_done:
            self.holding_trick = True
            self._set_thinking(-1)
        self._refresh(trick_done)
        if trick_done:
            self.trick_completed.emit(s.tricks[-1].winner)
            pause = self.pacing.trick_pause_ms
            if pause == 0 and self.scripted:
                pause = Pacing().trick_pause_ms  # a lesson's trick goes by itself, but is seen
            if self.trick_read_about:
                return  # it stays until the learner reads on
            if pause > 0 or self.human is None:
                self._schedule(max(pause, 1), self._release_trick)
            return
        self._proceed()

    def _trick_just_finished(self) -> bool:
        s = self.state
        assert s is not None
        return len(s.tricks) > self._shown_tricks

    def _release_trick(self) -> None:
        if not self.holding_trick:
            return
        self.holding_trick = False
        self._timer.stop()
        self.trick_cleared.emit()
        self._refresh(False)
        self._proceed()

    def _proceed(self) -> None:
        s = self.state
        assert s is not None
        if s.phase == Phase.HAND_OVER:
            if self.awaiting_next_hand:
                return
            self.awaiting_next_hand = True
            self._set_thinking(-1)
            result = s.hand_result()
            self.last_table = describe.hand_table(result, self.names, s.rules, self.human)
            self.last_summary = describe.hand_summary(result, self.names, s.rules, self.human)
            self.hand_scored.emit(self.last_summary)
            reported = self._report_hand()
            if s.winner is not None:
                if reported:  # ended here: the autosave holds it until it is kept
                    self._autosave(final=True)
                    self.game_finished.emit(s.winner)
                self.game_over.emit(s.winner)
                return
            self._autosave()
            if self.human is None:
                self._schedule(max(self.pacing.trick_pause_ms * 2, 1), self._deal_next)
            return
        seat = s.current_player
        if seat is None:
            return
        if self.scripted:
            self._proceed_scripted()
            return
        if seat == self.human:
            self._set_thinking(-1)
            self._autosave()
            v = self.view
            if v is not None and len(v.legal) > 1 and (self.coach or self.hint_lines):
                self._judge_now()  # as the turn begins, so the hint and the coach are ready
            return
        self._set_thinking(seat)
        self._schedule(self.pacing.bot_delay_ms, self._ask_bot)

    def _report_hand(self) -> bool:
        """Emit hand_finished for a finished hand played here (not one that was already
        finished when the game was started or resumed, nor a lesson's); True if emitted."""
        s = self.state
        if s is None or self.lesson is not None or s.phase != Phase.HAND_OVER:
            return False
        if len(s.history) <= self._complete_at_start:
            return False
        self.hand_finished.emit(len(s.history) - 1)
        return True

    def _proceed_scripted(self) -> None:
        """In a lesson: play the next scripted move, or wait for the learner."""
        session = self.lesson
        assert session is not None
        if not session.queue:
            self._set_thinking(-1)
            return
        self._set_thinking(session.queue[0][0])
        self._schedule(self.pacing.bot_delay_ms, self._play_scripted)

    def _play_scripted(self) -> None:
        session, s = self.lesson, self.state
        if session is None or s is None or not session.queue:
            return
        seat, steps = session.queue.pop(0)
        for action in steps:
            s.apply(action, seat)
        self._after_action(seat, steps[-1])

    def _deal_next(self) -> None:
        s = self.state
        if s is None or not self.awaiting_next_hand or s.winner is not None:
            return
        self._timer.stop()
        self.awaiting_next_hand = False
        deal_next(s, self.seed)
        self.bot_reasons = {}
        self.hint_lines = {}
        self._shown_tricks = 0
        self.hand_dealt.emit()
        self._changed()

    def _schedule(self, ms: int, step: Any) -> None:
        self._next_step = step
        self._timer.start(clamp_ms(ms))

    def _on_timer(self) -> None:
        step, self._next_step = self._next_step, None
        if step is not None:
            step()

    # ---------------------------------------------------------------- bots
    def _ask_bot(self) -> None:
        s = self.state
        if s is None or s.current_player is None or s.current_player == self.human:
            return
        seat = s.current_player
        view = view_of(s, seat)
        seed = f"{self.seed}:{s.hand_number}:{len(s.history[-1].actions)}:{seat}"
        task = BotTask(self.bots[seat], view, seed, self.generation)
        task.signals.decided.connect(self._on_bot_decided)
        task.signals.failed.connect(self._on_bot_failed)
        self._signals.append(task.signals)
        self._pool.start(task)

    def _on_bot_decided(
        self, generation: int, seat: int, action: Action, reason: Reason | str | None
    ) -> None:
        self._signals = self._signals[-4:]
        s = self.state
        if generation != self.generation or s is None or s.current_player != seat:
            return
        try:
            s.apply(action, seat)
        except IllegalAction:
            log.warning("bot at seat %d chose an illegal action %s", seat, action)
            action = random.Random(seat).choice(s.legal_actions())
            s.apply(action, seat)
            reason = None
        if reason is not None:
            self.action_reasons[(s.hand_number, len(s.history[-1].actions) - 1)] = reason
        self._explain(seat, action, reason)
        self._after_action(seat, action)

    def _on_bot_failed(self, generation: int, seat: int, message: str) -> None:
        self._signals = self._signals[-4:]
        s = self.state
        if generation != self.generation or s is None or s.current_player != seat:
            return
        self.bot_failed.emit(message)
        action = random.Random(seat).choice(s.legal_actions())
        s.apply(action, seat)
        self._after_action(seat, action)

    def _bot_renege_calls(self) -> None:
        s = self.state
        if s is None or not s.rules.callable_reneges or self.scripted:
            return
        for seat, bot in self.bots.items():
            view = view_of(s, seat)
            if not view.can_call:
                continue
            rng = random.Random(f"{self.seed}:{s.hand_number}:call:{len(s.history[-1].actions)}")
            try:
                accused = bot.renege_call(view, rng)
            except Exception:
                log.exception("bot at seat %d failed to consider a renege call", seat)
                continue
            if accused is not None and accused in view.can_call:
                s.apply(acts.call_renege(accused), seat)
                self.renege_called.emit(seat, accused)

    def _set_thinking(self, seat: int) -> None:
        if seat != self.thinking_seat:
            self.thinking_seat = seat
            self.thinking.emit(seat)

    # -------------------------------------------------------------- models
    def _refresh(self, trick_done: bool) -> None:
        s = self.state
        assert s is not None
        view = view_of(s, self.viewer)
        self.view = view
        legal = {a.card for a in view.legal if a.act == Act.PLAY}
        if view.phase == Phase.DISCARD and view.to_act == view.seat:
            legal = set(view.hand)
        self.hand_model.set_cards(list(view.sorted_hand()), legal)
        if trick_done or self.holding_trick:
            last: Trick = s.tricks[-1]
            self.trick_model.set_trick(list(last.plays), last.leader, last.winner)
            self._shown_tricks = len(s.tricks)
        else:
            self.trick_model.set_trick(list(s.trick), view.leader, None)
        self.log_model.set_lines(
            describe.log_lines(self.names, view, self.human, self.bot_reasons,
                              self.hint_lines))
        sheet, same = self._sheet_rows(s)
        self.score_model.set_rows(self.names, sheet, same)
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

    def open_hands(self) -> tuple[tuple[Card, ...], ...]:
        """Every seat's cards in order while all are shown face up (``open_cards``), else ()."""
        if not self.open_cards or self.state is None:
            return ()
        return tuple(view_of(self.state, seat).sorted_hand() for seat in range(3))

    @property
    def last_trick(self) -> Trick | None:
        s = self.state
        return s.tricks[-1] if s is not None and s.tricks else None

    # ------------------------------------------------------------ autosave
    def _autosave(self, final: bool = False) -> None:
        """Autosave the game as it stands (its record is made on the saver's thread); a
        finished game only when it has just ended here (``final``), so that opening a
        finished game never touches another game's autosave."""
        if self.lesson is not None:
            return
        if self.autosave_path is None or self.state is None or self.human is None:
            return
        if not self.state.history or (self.state.winner is not None and not final):
            return
        self.saver.put(self.autosave_path, self.snapshot())

    def snapshot(self) -> Any:
        """The game as a record to write (``engine.record.Snapshot``), taken at once."""
        from ..engine.record import Snapshot

        assert self.state is not None
        app = {"seed": self.seed, "levels": self.levels, "human": self.human}
        return Snapshot(self.state, self.names, app)
