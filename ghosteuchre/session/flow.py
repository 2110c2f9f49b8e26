"""The game flow without Qt: a ``Session`` owns the engine state of the table and runs
the game — the player's commands, the bots' answers, a finished trick held on the table,
the next hand, undo, the record to save — and reports every happening as an event
(``session.events``).  A driver (``session.drivers``) decides who acts.

The session never waits: where the table paces itself it sends ``Wait(ms)`` and goes on
when ``on_timer()`` is called; a bot's answer or the judge's is asked for with
``AskBot``/``AskJudge`` and comes back through ``bot_decided``/``judged``, carrying the
generation (or key) it was asked with, so an answer the game has moved past is dropped.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Any

from ..engine import actions as acts
from ..engine.actions import Act, Action
from ..engine.cards import Card
from ..engine.deal import deal_next
from ..engine.phases import Phase
from ..engine.state import GameState, IllegalAction, Trick
from ..engine.view import PlayerView, refusal, view_of
from . import events as ev
from .drivers import Driver, LessonDriver, LiveDriver
from .host import Timing
from .judge import Judge, Words
from .speed import Speed
from .undo import HandStart, Redo, make_again, take_back, undo_target

if TYPE_CHECKING:
    from ..bots import Reason
    from ..bots.verdict import DecisionReview
    from ..engine.record import Snapshot


class _Pace:
    bot_delay_ms = 0
    trick_pause_ms = 1


class Session:
    """One table's game.  ``sink`` receives every event as it happens; without one the
    events are kept for ``events()``."""

    coach = False  # the coach: the bots' reasons, and a warning before a clear mistake
    open_cards = False  # every hand face up on the table

    def __init__(self, pacing: Timing | None = None,
                 sink: Callable[[ev.Event], None] | None = None,
                 words: Words | None = None) -> None:
        self.pacing: Timing = pacing or _Pace()
        self.sink = sink
        self.judge = Judge(self, words)
        self.driver: Driver = LiveDriver()
        self.state: GameState | None = None
        self.seed = 0
        self.names = ["", "", ""]
        self.levels = ["", "", ""]
        self.human: int | None = 0
        self.generation = 0
        self.view: PlayerView | None = None
        self.thinking_seat = -1
        self.holding_trick = False  # a finished trick is shown until released
        self.awaiting_next_hand = False
        self.game_over_said = False  # the end of the game on the table was said
        self.shown_tricks = 0  # completed tricks of this hand the table has shown
        self.hint_actions: list[Action] = []  # the suggestion for the player's current turn
        self.hint_reason = ""  # the judge's reason for it, worded
        self.hint_lines: dict[int, str] = {}  # this hand's hints for the log, by action index
        self.bot_reasons: dict[int, str] = {}  # this hand's action index -> the bot's reason
        # every bot action's structured reason this game: (hand, action index) -> reason
        self.action_reasons: dict[tuple[int, int], Reason | str] = {}
        self.last_refusal: IllegalAction | None = None  # the engine's latest refusal
        self.complete_at_start = 0  # finished hands of the game as it was started
        self._events: list[ev.Event] = []
        self._next_step: Callable[[], None] | None = None
        self.start_of_hand = HandStart()
        self.speed = Speed(self)  # auto-play, claims, the hand finished quickly
        self.redo_stack = Redo()

    # ---------------------------------------------------------------- events
    def emit(self, event: ev.Event) -> None:
        if self.sink is not None:
            self.sink(event)
        else:
            self._events.append(event)

    def events(self) -> list[ev.Event]:
        """The events kept since the last call (a session without a sink)."""
        out, self._events = self._events, []
        return out

    def refuse(self, why: IllegalAction | str, count: int = 0) -> None:
        self.emit(ev.Refused(why, count))

    # ---------------------------------------------------------------- set-up
    @property
    def viewer(self) -> int:
        """The seat whose cards the table shows face up."""
        return self.driver.viewer(self)

    @property
    def lesson(self) -> Any:
        """The lesson on the table (the driver's script), if any."""
        return self.driver.script

    @property
    def scripted(self) -> bool:
        return self.driver.scripted

    @property
    def lesson_left(self) -> bool:
        """Whether the table still shows a lesson the player has left (nothing plays on)."""
        return self.lesson is not None and bool(self.lesson.left)

    def start(self, state: GameState, seed: int, names: list[str], levels: list[str],
              human: int | None, driver: Driver) -> None:
        """Put ``state`` on the table, played by ``driver``, and go on from it."""
        self.cancel()
        self.driver = driver
        self.state = state
        self.seed = seed
        self.names = list(names)
        self.levels = list(levels)
        self.human = human
        self.holding_trick = False
        self.awaiting_next_hand = False
        self.game_over_said = False
        self.bot_reasons = {}
        self.hint_lines = {}
        self.action_reasons = {}
        self.shown_tricks = len(state.tricks)
        self.complete_at_start = len(state.results) + (state.phase == Phase.HAND_OVER)
        self.start_of_hand = HandStart()
        self.start_of_hand.mark(state)
        self.speed.reset(new_hand=True)
        self.redo_stack.clear()
        self.emit(ev.Started())
        self.emit(ev.Dealt())
        self.changed()

    def show(self, state: GameState, trick_done: bool, new_deal: bool) -> None:
        """A replay: show ``state`` (``trick_done``: its last action finished a trick);
        ``new_deal``: a different hand or seat than before."""
        self.state = state
        self.holding_trick = trick_done
        self.awaiting_next_hand = False
        if new_deal:
            self.emit(ev.Dealt())
        self.refresh(trick_done)

    def cancel(self) -> None:
        """Drop every step and answer waiting: the game is left or jumps."""
        self.generation += 1
        self._next_step = None
        self.emit(ev.Wait(None))
        self.set_thinking(-1)

    # ------------------------------------------------------------ commands
    @property
    def human_to_act(self) -> bool:
        s = self.state
        return (self.driver.may_act and s is not None and self.human is not None
                and s.current_player == self.human and not self.holding_trick)

    def _script(self) -> LessonDriver:
        assert isinstance(self.driver, LessonDriver)
        return self.driver

    def act(self, action: Action, confirmed: bool = False) -> bool:
        """Apply the player's action; a refusal is a ``Refused`` event and False.  With
        the coach on, a call that is a clear mistake is held back (``CoachWarning``)
        until it comes again ``confirmed``."""
        human = self.human
        if not self.driver.may_act:
            return False
        if self.scripted:
            return self._script().act(self, action)
        if not self.human_to_act or self.state is None or human is None:
            self.refuse("turn")
            return False
        if not confirmed and self.judge.stops(action):
            return False
        try:
            self.state.apply(action, human)
        except IllegalAction as exc:
            self.last_refusal = exc
            self.refuse(exc)
            return False
        self.after_action(human, action)
        return True

    def discard(self, cards: Sequence[Card]) -> bool:
        """Discard the chosen cards at once (the exchange is confirmed as a whole)."""
        s, human = self.state, self.human
        if not self.human_to_act or s is None or human is None or s.phase != Phase.DISCARD:
            self.refuse("nothing-to-discard")
            return False
        need = s.hands[s.turn].bit_count() - 5
        if len(set(cards)) != need:
            self.refuse("discard-count", need)
            return False
        if self.scripted:
            return self._script().discard(self, cards)
        trial = s.clone()
        try:
            for c in cards:
                trial.apply(acts.DISCARD[c], human)
        except IllegalAction as exc:
            self.refuse(exc)
            return False
        self.state = trial
        self.after_action(human, acts.DISCARD[cards[-1]])
        return True

    def call_renege(self, accused: int) -> bool:
        if self.state is None or self.human is None or not self.driver.may_act:
            return False
        if self.scripted:
            return self._script().act(self, acts.call_renege(accused))
        call = ev.renege_call(self.state, self.human, accused)
        try:
            self.state.apply(acts.call_renege(accused), self.human)
        except IllegalAction as exc:
            self.refuse(exc)
            return False
        self.redo_stack.clear()
        self.emit(call)
        self.changed(check_trick=False)
        if self.awaiting_next_hand:  # called after the last trick: the hand is scored anew
            self._score_hand(self.state)
        return True

    def continue_(self) -> None:
        """Release a finished trick, or deal the next hand (after a lesson's hand: leave it)."""
        if not self.driver.may_act:
            return
        if self.holding_trick:
            self.release_trick()
        elif self.awaiting_next_hand and self.lesson is not None:
            self._script().end(self)
        elif self.awaiting_next_hand:
            self._deal_next()

    def refusal_of(self, card: Card) -> IllegalAction | None:
        """The engine's refusal of the player playing ``card`` now, from their own view."""
        s = self.state
        if s is None or self.human is None or not self.human_to_act or s.phase != Phase.PLAY:
            return None
        return refusal(view_of(s, self.human), acts.PLAY[card])

    # ------------------------------------------------------------- undo, redo
    @property
    def can_undo(self) -> bool:
        return undo_target(self) is not None

    def undo(self) -> bool:
        """Take back the player's last decision and all after it (``undo.take_back``)."""
        return take_back(self)

    @property
    def can_redo(self) -> bool:
        return self.driver.may_act and self.redo_stack.next(self.state) is not None

    def redo(self) -> bool:
        """Make the decision undone last again (``undo.make_again``)."""
        return make_again(self)

    def after_undo_or_redo(self, event: ev.Event) -> None:
        """The table shown afresh after an undo or a redo."""
        assert self.state is not None
        self.holding_trick = self.awaiting_next_hand = self.game_over_said = False
        self.shown_tricks = len(self.state.tricks)
        self.emit(event)
        self.changed(check_trick=False)

    # ---------------------------------------------------------------- claims
    @property
    def can_claim(self) -> bool:
        """Whether the player may claim every remaining trick now (``engine.claims``)."""
        return self.speed.claimable() is not None

    def claim(self) -> bool:
        """Claim the rest of the hand: it is played out quickly, then scored as usual."""
        return self.speed.claim()

    # ------------------------------------------------- the judge: hint and coach
    def hint(self) -> bool:
        """The judge's choice in the player's place, as ``HintReady`` (dropped if stale)."""
        if not self.driver.may_act:
            return False
        if self.scripted:
            return self._script().hint(self)
        return self.judge.hint()

    def judged(self, key: object, review: DecisionReview | None) -> None:
        """The judge's answer for ``key`` (an ``AskJudge``'s)."""
        self.judge.answer(key, review)

    # ------------------------------------------------------------ the flow
    def after_action(self, seat: int, action: Action) -> None:
        if seat == self.human:
            self.redo_stack.clear()
            if self.speed.auto_card is not None:  # played before the pause ran out
                self.speed.auto_card = None
                self._next_step = None
            self.emit(ev.PlayerActed())
        if action.act == Act.PLAY:
            self.emit(ev.Played(seat, action.card))
        self.changed()

    def changed(self, check_trick: bool = True) -> None:
        s = self.state
        if s is None:
            return
        self.hint_actions = []
        self.judge.forget()
        self.driver.renege_calls(self)
        trick_done = check_trick and len(s.tricks) > self.shown_tricks
        if trick_done:
            self.holding_trick = True
            self.set_thinking(-1)
        self.refresh(trick_done)
        if trick_done:
            winner = s.tricks[-1].winner
            assert winner is not None
            self.emit(ev.TrickDone(winner))
            pause = self.speed.trick_pause()
            driver = self.driver
            if isinstance(driver, LessonDriver) and self.scripted:
                if pause == 0:
                    pause = driver.least_pause_ms
                if driver.trick_read_about(self):
                    return  # it stays until the learner reads on
            if pause > 0 or self.human is None:
                self.schedule(max(pause, 1), self.release_trick)
            return
        self.proceed()

    def release_trick(self) -> None:
        if not self.holding_trick:
            return
        self.holding_trick = False
        self._next_step = None
        self.emit(ev.Wait(None))
        self.emit(ev.TrickCleared())
        self.refresh(False)
        self.proceed()

    def proceed(self) -> None:
        s = self.state
        assert s is not None
        if s.phase == Phase.HAND_OVER:
            self._hand_over(s)
            return
        seat = s.current_player
        if seat is None:
            return
        if self.scripted:
            self._script().proceed(self)
            return
        self.speed.proceed()
        if seat == self.human:
            self.set_thinking(-1)
            self.autosave()
            if self.speed.on_turn():
                return
            v = self.view
            if v is not None and len(v.legal) > 1 and (self.coach or self.hint_lines):
                self.judge.ask()  # as the turn begins, so the hint and the coach are ready
            return
        self.set_thinking(seat)
        self.schedule(self.speed.bot_delay(), lambda: self.driver.ask_bot(self))

    def _hand_over(self, s: GameState) -> None:
        if self.awaiting_next_hand:
            return
        self.awaiting_next_hand = True
        self.set_thinking(-1)
        self._score_hand(s)

    def _score_hand(self, s: GameState) -> None:
        """The hand's summary, its statistics and the end of the game if a player has won
        (again after a renege called once the hand is over); a game won here in its last
        trick waits while the player may call a renege, which may change who won."""
        self.emit(ev.HandScored(s.hand_result()))
        here = self._played_here()
        if here:  # a statistic to count (again, if a call changed it)
            self.emit(ev.HandFinished(len(s.history) - 1))
        if s.winner is not None and not (here and self.human is not None and not self.scripted
                                         and s.callable_accused(self.human)):
            self._end_game(s.winner)
            return
        self.autosave()
        if self.human is None:
            self.schedule(max(self.pacing.trick_pause_ms * 2, 1), self._deal_next)

    def end_held_game(self) -> None:
        """End a game won in its last trick, held for the player's calls, as it stands."""
        s = self.state
        if s is not None and s.winner is not None and self.awaiting_next_hand \
                and not self.game_over_said:
            self._end_game(s.winner)

    def _end_game(self, winner: int) -> None:
        self.game_over_said = True
        if self._played_here():  # ended here: the autosave holds it until it is kept
            self.autosave(final=True)
            self.emit(ev.GameFinished(winner))
        self.emit(ev.GameOver(winner))

    def _played_here(self) -> bool:
        """Whether the finished hand was played here (not over at the start, nor a lesson)."""
        s = self.state
        return s is not None and self.driver.keeps_game and s.phase == Phase.HAND_OVER \
            and len(s.history) > self.complete_at_start

    def _deal_next(self) -> None:
        s = self.state
        if s is None or not self.awaiting_next_hand:
            return
        if s.winner is not None:  # won in the last trick: the player had their calls
            self.end_held_game()
            return
        self._next_step = None
        self.emit(ev.Wait(None))
        self.awaiting_next_hand = False
        deal_next(s, self.seed)
        self.start_of_hand.mark(s)
        self.speed.reset(new_hand=True)
        self.redo_stack.clear()
        self.bot_reasons = {}
        self.hint_lines = {}
        self.shown_tricks = 0
        self.emit(ev.Dealt())
        self.changed()

    @property
    def waiting(self) -> bool:
        """Whether a paced step waits for ``on_timer()``."""
        return self._next_step is not None

    def schedule(self, ms: int, step: Callable[[], None]) -> None:
        self._next_step = step
        self.emit(ev.Wait(ms))

    def on_timer(self) -> None:
        """The pause asked for by the last ``Wait`` is over: take the step."""
        step, self._next_step = self._next_step, None
        if step is not None:
            step()

    # ---------------------------------------------------------------- bots
    def bot_decided(self, generation: int, seat: int, action: Action,
                    reason: Reason | str | None) -> None:
        """A bot's answer (to an ``AskBot``); dropped if the game has moved on since."""
        self.driver.bot_decided(self, generation, seat, action, reason)

    def bot_failed(self, generation: int, seat: int, message: str) -> None:
        """A bot could not answer: a legal action is played in its place."""
        self.driver.bot_failed(self, generation, seat, message)

    def set_thinking(self, seat: int) -> None:
        if seat != self.thinking_seat:
            self.thinking_seat = seat
            self.emit(ev.Thinking(seat))

    # ------------------------------------------------------------- showing
    def refresh(self, trick_done: bool) -> None:
        s = self.state
        assert s is not None
        self.view = view_of(s, self.viewer)
        if trick_done or self.holding_trick:
            self.shown_tricks = len(s.tricks)
        self.emit(ev.Refreshed(trick_done))

    @property
    def last_trick(self) -> Trick | None:
        s = self.state
        return s.tricks[-1] if s is not None and s.tricks else None

    # ------------------------------------------------------------ the record
    def autosave(self, final: bool = False) -> None:
        """Ask for the game to be saved as it stands; a finished game only when it has just
        ended here (``final``): opening a finished game never touches another's autosave."""
        s = self.state
        if not self.driver.keeps_game or s is None or self.human is None:
            return
        if not s.history or (s.winner is not None and not final):
            return
        self.emit(ev.Autosave(final))

    def record(self) -> Snapshot:
        """The game as a record to write (``engine.record.Snapshot``), taken at once."""
        from ..engine.record import Snapshot

        assert self.state is not None
        app = {"seed": self.seed, "levels": self.levels, "human": self.human}
        return Snapshot(self.state, self.names, app)
