"""Who acts at a session's table.

``LiveDriver``: the player and the bots (each bot answers off the UI thread through an
``AskBot`` event, with a seed made from the game's seed and the position).
``LessonDriver``: a lesson's runner — the learner's actions go to its script, the other
seats play the script's moves, nothing is counted or saved; after the last step the hand
is played out against the bots.  ``ReplayDriver``: a hand shown step by step from any
seat; nobody acts."""

from __future__ import annotations

import logging
import random
from collections.abc import Sequence
from typing import TYPE_CHECKING, Protocol

from ..engine import actions as acts
from ..engine.actions import Action
from ..engine.cards import Card
from ..engine.state import GameState, IllegalAction
from ..engine.view import view_of
from . import events as ev

if TYPE_CHECKING:
    from ..bots import Bot, Reason
    from .host import Host

log = logging.getLogger(__name__)


class Outcome(Protocol):
    @property
    def ok(self) -> bool: ...


class Step(Protocol):
    @property
    def kind(self) -> str: ...


class Runner(Protocol):
    @property
    def state(self) -> GameState: ...

    @property
    def seat(self) -> int: ...

    def finish_state(self) -> GameState: ...


class Script(Protocol):
    """A lesson being played (``app.lessons.LessonSession``): its runner, the other
    seats' moves still to show (``queue``), and whether the learner left it or plays the
    hand out freely."""

    queue: list[tuple[int, tuple[Action, ...]]]
    free: bool
    left: bool

    @property
    def runner(self) -> Runner: ...

    @property
    def step(self) -> Step | None: ...

    @property
    def finished(self) -> bool: ...

    def try_action(self, action: Action) -> Outcome: ...

    def try_discards(self, cards: list[Card]) -> Outcome: ...

    def hint(self) -> Card | None: ...


class Driver:
    """Decides who acts; the plain one is a live game."""

    may_act = True  # False: a replay, where nobody acts
    script: Script | None = None

    def __init__(self, bots: dict[int, Bot] | None = None) -> None:
        self.bots: dict[int, Bot] = dict(bots or {})

    def viewer(self, session: Host) -> int:
        """The seat whose cards the table shows face up."""
        return session.human if session.human is not None else 0

    @property
    def scripted(self) -> bool:
        """Whether a script, not the engine and bots, drives the table now."""
        return False

    @property
    def keeps_game(self) -> bool:
        """Whether hands are counted and saved, undone, and bots explained (not a lesson)."""
        return self.script is None

    # ------------------------------------------------------- a lesson's steps
    def trick_read_about(self, session: Host) -> bool:
        """Whether a finished trick stays while a lesson's coach speaks of it."""
        return False

    def changed(self, session: Host) -> None:
        """A lesson's learner read on (nothing to do without a lesson)."""

    def finish_hand(self, session: Host) -> None:
        """After a lesson's last step: play the hand out (nothing without a lesson)."""

    def end(self, session: Host) -> None:
        """Leave a lesson (nothing without one)."""

    # ------------------------------------------------------------ the bots
    def ask_bot(self, session: Host) -> None:
        """Ask the bot of the seat to act, with a seed made of the game's and the position."""
        s = session.state
        if s is None or s.current_player is None or s.current_player == session.human:
            return
        seat = s.current_player
        seed = f"{session.seed}:{s.hand_number}:{len(s.history[-1].actions)}:{seat}"
        session.emit(ev.AskBot(self.bots[seat], view_of(s, seat), seed, session.generation))

    def _current(self, session: Host, generation: int, seat: int) -> GameState | None:
        """The state an answer asked at ``generation`` for ``seat`` is for (None: stale)."""
        s = session.state
        if generation != session.generation or s is None or s.current_player != seat:
            return None
        return s

    def bot_decided(self, session: Host, generation: int, seat: int, action: Action,
                    reason: Reason | str | None) -> None:
        s = self._current(session, generation, seat)
        if s is None:
            return
        try:
            s.apply(action, seat)
        except IllegalAction:
            log.warning("bot at seat %d chose an illegal action %s", seat, action)
            action = random.Random(seat).choice(s.legal_actions())
            s.apply(action, seat)
            reason = None
        if reason is not None:
            session.action_reasons[(s.hand_number, len(s.history[-1].actions) - 1)] = reason
        session.judge.explain(seat, action, reason)
        session.after_action(seat, action)

    def bot_failed(self, session: Host, generation: int, seat: int, message: str) -> None:
        s = self._current(session, generation, seat)
        if s is None:
            return
        session.emit(ev.BotFailed(message))
        action = random.Random(seat).choice(s.legal_actions())
        s.apply(action, seat)
        session.after_action(seat, action)

    def renege_calls(self, session: Host) -> None:
        """The bots call the reneges they see (decided here, at once)."""
        s = session.state
        if s is None or not s.rules.callable_reneges or self.scripted:
            return
        for seat, bot in self.bots.items():
            view = view_of(s, seat)
            if not view.can_call:
                continue
            rng = random.Random(f"{session.seed}:{s.hand_number}:call:"
                                f"{len(s.history[-1].actions)}")
            try:
                accused = bot.renege_call(view, rng)
            except Exception:
                log.exception("bot at seat %d failed to consider a renege call", seat)
                continue
            if accused is not None and accused in view.can_call:
                call = ev.renege_call(s, seat, accused)
                s.apply(acts.call_renege(accused), seat)
                session.emit(call)


class LiveDriver(Driver):
    """A game: the player at their seat (or nobody: the demo) and a bot at every other."""


class ReplayDriver(Driver):
    """A replayed hand shown from ``seat``: nothing plays, nobody acts."""

    may_act = False

    def __init__(self, seat: int = 0) -> None:
        super().__init__()
        self.seat = seat

    def viewer(self, session: Host) -> int:
        return self.seat


class LessonDriver(Driver):
    """A lesson or practice deal: ``script`` plays the other seats and judges the
    learner's actions; ``least_pause_ms``: how long a trick stays when the table's pause
    is "until a click" (a lesson's tricks go by themselves, but are seen)."""

    def __init__(self, script: Script, bots: dict[int, Bot], least_pause_ms: int) -> None:
        super().__init__(bots)
        self.script = script
        self.least_pause_ms = least_pause_ms

    @property
    def lesson(self) -> Script:
        assert self.script is not None
        return self.script

    @property
    def scripted(self) -> bool:
        return not self.lesson.free or self.lesson.left

    def trick_read_about(self, session: Host) -> bool:
        """Whether a finished trick stays while the coach speaks of it: the learner is on
        a read step with no scripted move left to show."""
        script = self.lesson
        return (session.holding_trick and self.scripted and not script.left
                and not script.queue and script.step is not None
                and script.step.kind == "read")

    def blocked(self, session: Host) -> bool:
        """Whether the learner may not act now (a move to show, a trick, the lesson left)."""
        script = self.lesson
        return bool(script.queue) or session.holding_trick or script.left

    def act(self, session: Host, action: Action) -> bool:
        """The learner's action: the runner accepts it or says why not."""
        s, human = session.state, session.human
        if s is None or human is None or self.blocked(session):
            return False
        if not self.lesson.try_action(action).ok:
            return False
        s.apply(action, human)
        session.after_action(human, action)
        return True

    def discard(self, session: Host, cards: Sequence[Card]) -> bool:
        """The learner's discards: the runner judges the whole exchange."""
        s, human = session.state, session.human
        assert s is not None and human is not None
        if self.blocked(session) or not self.lesson.try_discards(list(cards)).ok:
            return False
        for c in cards:
            s.apply(acts.DISCARD[c], human)
        session.after_action(human, acts.DISCARD[cards[-1]])
        return True

    def hint(self, session: Host) -> bool:
        """In a practice deal the coach shows a card that keeps the goal, and why; a
        lesson's steps say what to do themselves."""
        script = self.lesson
        card = None
        if not script.left and not script.queue and session.human_to_act:
            card = script.hint()
        if card is None:
            session.refuse("lesson-hints")
            return False
        session.hint_actions = [acts.PLAY[card]]
        session.emit(ev.Shown())
        return True

    def proceed(self, session: Host) -> None:
        """Play the next scripted move after the bots' delay, or wait for the learner."""
        if not self.lesson.queue:
            session.set_thinking(-1)
            return
        session.set_thinking(self.lesson.queue[0][0])
        session.schedule(session.pacing.bot_delay_ms, lambda: self.play_scripted(session))

    def play_scripted(self, session: Host) -> None:
        s = session.state
        if s is None or not self.lesson.queue:
            return
        seat, steps = self.lesson.queue.pop(0)
        for action in steps:
            s.apply(action, seat)
        session.after_action(seat, steps[-1])

    def changed(self, session: Host) -> None:
        """The learner read on: a trick kept for the coach's words is gathered, and the
        scripted moves held back behind it are played."""
        if session.waiting:
            return
        if session.holding_trick:
            if not self.trick_read_about(session):
                session.release_trick()
        elif self.lesson.queue and self.scripted and session.state is not None:
            session.proceed()

    def finish_hand(self, session: Host) -> None:
        """After the last step: play the hand out against the bots."""
        script = self.lesson
        if not script.finished or script.free or script.left or script.queue:
            return
        script.free = True
        session.cancel()
        state = script.runner.finish_state()
        session.state = state
        session.shown_tricks = len(state.tricks)
        session.changed(check_trick=False)

    def end(self, session: Host) -> None:
        """Leave the lesson: the table keeps showing it, frozen, until a new game."""
        if self.lesson.left:
            return
        session.cancel()
        self.lesson.left = True
        session.emit(ev.LessonEnded())
