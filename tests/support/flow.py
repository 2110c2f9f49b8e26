"""A session on a table without a window: the paced steps and the bots' answers are
given when the test says so (``step()``, ``answer()``), or all at once (``run()``)."""

from __future__ import annotations

import random
from dataclasses import dataclass, field
from typing import Any

from ghosteuchre.engine.actions import Act, Action
from ghosteuchre.engine.cards import Card
from ghosteuchre.engine.deal import new_game
from ghosteuchre.engine.rules import Rules
from ghosteuchre.session import LiveDriver, Session
from ghosteuchre.session import events as ev

from .bots import TestBot


@dataclass
class Pace:
    bot_delay_ms: int = 0
    trick_pause_ms: int = 1


class Table:
    """A session and what it said: ``said`` every event, ``asked`` the bots' questions
    not answered yet, ``wait`` the pause of the step waiting (None: none)."""

    def __init__(self, pace: Pace | None = None, words: Any = None) -> None:
        self.said: list[ev.Event] = []
        self.asked: list[ev.AskBot] = []
        self.judging: list[ev.AskJudge] = []
        self.wait: int | None = None
        self.session = Session(pace or Pace(), self._heard, words)

    def _heard(self, event: ev.Event) -> None:
        self.said.append(event)
        if isinstance(event, ev.Wait):
            self.wait = event.ms
        elif isinstance(event, ev.AskBot):
            self.asked.append(event)
        elif isinstance(event, ev.AskJudge):
            self.judging.append(event)

    def start(self, variant: str = "ghost-hand", seed: int = 1, human: int | None = 0,
              bots: dict[int, Any] | None = None, **options: Any) -> Session:
        rules = Rules.make(variant, options)
        bots = bots if bots is not None else {s: TestBot() for s in range(3) if s != human}
        self.session.start(new_game(rules, seed), seed, ["You", "Ada", "Bo"],
                           ["easy"] * 3, human, LiveDriver(bots))
        return self.session

    def kinds(self) -> list[str]:
        """The names of the events said so far (and forget them)."""
        out = [type(e).__name__ for e in self.said]
        self.said.clear()
        return out

    def step(self) -> bool:
        """Let the waiting pause run out; False if nothing waits."""
        if self.wait is None or not self.session.waiting:
            return False
        self.wait = None
        self.session.on_timer()
        return True

    def answer(self) -> bool:
        """Answer the oldest bot question as the bot would; False if none is open."""
        if not self.asked:
            return False
        q = self.asked.pop(0)
        seat = q.view.seat
        decision = q.bot.decide(q.view, random.Random(q.seed))
        self.session.bot_decided(q.generation, seat, decision.action, decision.reason)
        return True

    def run(self, until_human: bool = True, limit: int = 2000) -> None:
        """Step and answer until the player is to act, a finished trick is held or a hand
        is over (or nothing is left to do)."""
        s = self.session
        for _ in range(limit):
            if until_human and (s.human_to_act or s.awaiting_next_hand or s.holding_trick):
                return
            if not (self.answer() or self.step()):
                return
        raise AssertionError("the table did not settle")

    def play_hand(self, limit: int = 500) -> None:
        """Play on (the player's first legal actions, tricks gathered at once) until the
        hand is over."""
        s = self.session
        for _ in range(limit):
            self.run()
            if s.awaiting_next_hand:
                return
            if s.holding_trick:
                s.continue_()
            elif s.human_to_act:
                self.play_first_legal()
        raise AssertionError("the hand did not end")

    def play_first_legal(self) -> Action:
        """The player's first legal action (all of an exchange's discards at once)."""
        s = self.session
        assert s.view is not None and s.human_to_act
        if s.view.legal[0].act == Act.DISCARD:
            assert s.state is not None
            need = s.state.hands[s.state.turn].bit_count() - 5
            cards: list[Card] = list(s.view.sorted_hand()[:need])
            first = s.view.legal[0]
            assert s.discard(cards)
            return first
        action = s.view.legal[0]
        assert s.act(action)
        return action


@dataclass
class Outcome:
    ok: bool


@dataclass
class ScriptStep:
    kind: str


@dataclass
class ScriptRunner:
    state: Any
    seat: int
    finished_state: Any = None

    def finish_state(self) -> Any:
        return self.finished_state.clone()


@dataclass
class Script:
    """A lesson's script for the lesson driver: the moves it accepts from the learner
    (``accept``), the other seats' moves to show (``queue``; ``then``: queued when the
    learner's move is accepted), the step's kind."""

    runner: ScriptRunner
    accept: set[Action] = field(default_factory=set)
    queue: list[tuple[int, tuple[Action, ...]]] = field(default_factory=list)
    free: bool = False
    left: bool = False
    kind: str = "do"
    finished: bool = False
    hint_card: Card | None = None
    tried: list[Any] = field(default_factory=list)
    then: list[tuple[int, tuple[Action, ...]]] = field(default_factory=list)  # queued on a yes

    @property
    def step(self) -> ScriptStep | None:
        return None if self.finished else ScriptStep(self.kind)

    def try_action(self, action: Action) -> Outcome:
        self.tried.append(action)
        if action in self.accept:
            self.queue += self.then
            self.then = []
        return Outcome(action in self.accept)

    def try_discards(self, cards: list[Card]) -> Outcome:
        self.tried.append(tuple(cards))
        return Outcome(True)

    def hint(self) -> Card | None:
        return self.hint_card
