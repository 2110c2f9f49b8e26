"""The judgement of the player's decisions in a session: the hint (the judge's choice in
the player's place) and the coach (a warning before a clear mistake, the bots' reasons
as the viewer may read them).  The judge works off the UI thread: it is asked with an
``AskJudge`` event and answers through ``Session.judged``; the words come from ``Words``."""

from __future__ import annotations

from collections.abc import Collection
from typing import TYPE_CHECKING, Any, Protocol

from ..bots.seeding import judge_seed
from ..engine.actions import Action
from ..engine.phases import Phase
from ..engine.view import PlayerView, view_of
from . import events as ev

if TYPE_CHECKING:
    from ..bots import Reason
    from ..bots.verdict import DecisionReview
    from .host import Host


class Words(Protocol):
    """The coach's and the hint's sentences, in the player's language."""

    def coached_phases(self) -> Collection[Phase]: ...

    def warning(self, review: DecisionReview, action: Action, view: PlayerView) -> str: ...

    def hint(self, actions: list[Action], reason: Any, view: PlayerView) -> tuple[str, str]:
        """The hint's reason and its line for the log."""
        ...

    def explain(self, reason: Reason | str | None, action: Action,
                view: PlayerView) -> tuple[str, str]:
        """What the viewer may know of a bot's reason now, and its line for the log."""
        ...


class Silent:
    """No words: a session without a coach."""

    def coached_phases(self) -> Collection[Phase]:
        return ()

    def warning(self, review: DecisionReview, action: Action, view: PlayerView) -> str:
        return ""

    def hint(self, actions: list[Action], reason: Any, view: PlayerView) -> tuple[str, str]:
        return "", ""

    def explain(self, reason: Reason | str | None, action: Action,
                view: PlayerView) -> tuple[str, str]:
        return "", ""


class Judge:
    def __init__(self, session: Host, words: Words | None = None) -> None:
        self.s = session
        self.words: Words = words or Silent()
        self._judgement: tuple[object, DecisionReview | None] = (None, None)  # by key
        self._judging: object = None  # the key of the judgement being worked out
        self._hint_wanted = False  # the hint was asked for before its judgement came
        self._pending: Action | None = None  # the player's call waiting for the judgement

    def forget(self) -> None:
        """The game moved: a hint asked for or a call waiting is dropped."""
        self._hint_wanted = False
        self._pending = None

    def _key(self) -> tuple[int, int, int]:
        s = self.s.state
        assert s is not None
        return (self.s.generation, len(s.history), len(s.history[-1].actions))

    def ask(self) -> None:
        """Ask for the judgement of the player's decision now (from the player's own
        view), unless it is asked or known."""
        s, human = self.s.state, self.s.human
        assert s is not None and human is not None
        key = self._key()
        if self._judgement[0] == key or self._judging == key:
            return
        self._judging = key
        seed = judge_seed(self.s.seed, len(s.history) - 1, len(s.history[-1].actions))
        self.s.emit(ev.AskJudge(view_of(s, human), seed, key))

    def _known(self) -> DecisionReview | None:
        """The judgement of the player's decision now, if it has come."""
        if self.s.state is None or self._judgement[0] != self._key():
            return None
        return self._judgement[1]

    def hint(self) -> bool:
        if self.s.state is None or not self.s.human_to_act or self.s.human is None:
            self.s.refuse("hint-turn")
            return False
        self._hint_wanted = True
        if self._known() is not None:
            self._give_hint()
        else:
            self.ask()
        return True

    def answer(self, key: object, review: DecisionReview | None) -> None:
        """The judge's answer for ``key``; dropped if the game has moved on."""
        if self.s.state is None or key != self._key() or not self.s.human_to_act:
            return
        self._judging = None
        self._judgement = (key, review)
        if self._hint_wanted:
            self._give_hint()
        pending, self._pending = self._pending, None
        if pending is not None and not self.stops(pending):
            self.s.act(pending, confirmed=True)

    def _give_hint(self) -> None:
        self._hint_wanted = False
        review = self._known()
        if review is None:
            self.s.refuse("no-hint")
            return
        s, view = self.s.state, self.s.view
        assert s is not None and view is not None
        actions = list(review.best)
        self.s.hint_actions = actions
        self.s.hint_reason, line = self.words.hint(actions, review.reason, view)
        self.s.hint_lines[len(s.history[-1].actions)] = line
        self.s.refresh(False)  # the log shows the hint
        self.s.emit(ev.HintReady(tuple(actions), self.s.hint_reason))

    def coached(self, action: Action) -> bool:
        """Whether the coach judges ``action`` before it is made: a call (not a card or a
        discard) with a choice, with the coach on."""
        v = self.s.view
        return (self.s.coach and v is not None and len(v.legal) > 1 and action in v.legal
                and v.phase in self.words.coached_phases())

    def stops(self, action: Action) -> bool:
        """With the coach on, whether ``action`` waits: for the judgement still to come
        (it is made or questioned when that comes), or because it costs at least the
        review's mark against the judge's choice (``CoachWarning``)."""
        if not self.coached(action):
            return False
        review = self._known()
        if self._judgement[0] != self._key():
            self._pending = action
            self.ask()
            return True
        view = self.s.view
        warning = self.words.warning(review, action, view) if review and view else ""
        if warning:
            self.s.emit(ev.CoachWarning(action, warning))
            return True
        return False

    def explain(self, seat: int, action: Action, reason: Reason | str | None) -> None:
        """With the coach on, keep a bot's reason for the log and tell the table: only
        what the viewer may know during the hand (from the viewer's own view)."""
        s = self.s.state
        if not self.s.coach or s is None or not self.s.driver.keeps_game:
            return
        text, line = self.words.explain(reason, action, view_of(s, self.s.viewer))
        if not text:
            return
        self.s.bot_reasons[len(s.history[-1].actions) - 1] = line
        self.s.emit(ev.BotExplained(seat, text))
