"""A practice deal played against best defence, graded by the solver.

The write-up (:func:`~ghosteuchre.learn.practice.as_lesson`) is the right line with a note
per move.  On the table the learner may play any card that keeps the goal in reach against
best defence at that position: the exact solver decides, not the stored line.  While the
learner plays the line's cards the others reply from the line and the notes follow it; after
another card that keeps the goal the others reply with the solver's best defence and each
move is graded the same way.  A refused card is answered with the trick best defence then
takes, after which the goal is out of reach.

Sentences that depend on the position carry ``words`` (a key and its values) so that the
app can say them in the player's language; ``explanation`` is the same in English.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from ..engine import actions as A  # noqa: N812
from ..engine.cards import Card
from ..engine.state import GameState, Phase
from .actions import ActionFormatError, engine_steps
from .cardwhy import card_does
from .explain import names, shown
from .lesson import Lesson, Step
from .practice import (
    Base,
    PracticeDeal,
    as_lesson,
    best_line,
    best_move,
    count_solver,
    first_card_values,
    position,
)
from .runner import Outcome, Runner

FIND = "Your turn: find a card that keeps the goal against best defence."

# the English of each sentence with ``words``; the app has the same in every language
SENTENCES = {
    "also": "Right: the {0} keeps the goal against best defence too.",
    "keeps": "Right: the {0} keeps the goal against best defence.",
    "lost-now": "Not the {0}: then {1} takes this trick with the {2}, and the goal is lost.",
    "lost": "Not the {0}: then {1} takes trick {2} with the {3}, and the goal is lost.",
    "hint-tricks": "Play the {0}: against best defence you then take {1} of the last {2} "
                   "tricks.",
    "hint-make": "Play the {0}: against best defence you then take {1} tricks, and you "
                 "need {2}.",
    "hint-set": "Play the {0}: with your best play {1} then cannot take the {2} tricks "
                "needed.",
    # what the hinted card does (learn.cardwhy), after the hint's sentence
    "why-draws": "Leading a trump draws out the others' trumps.",
    "why-wins": "It wins this trick.",
    "why-wins-boss": "It wins this trick, and you keep the {0}, the highest trump left.",
    "why-side": "Your side takes this trick all the same, and you keep your better cards.",
    "why-keeps": "It gives up this trick and keeps the {0}, which wins a later one.",
    "why-spare": "You cannot beat the {0}, so you give up a card you do not need.",
}
AND = "|"  # between the sentences of one answer's words


def sentences(words: tuple[str, ...]) -> list[tuple[str, ...]]:
    """An answer's words cut into its sentences: each a key and its words."""
    out: list[tuple[str, ...]] = [()]
    for word in words:
        if word == AND:
            out.append(())
        else:
            out[-1] += (word,)
    return out


def said(*words: str) -> Outcome:
    """An Outcome whose sentence is ``SENTENCES[words[0]]`` with the rest filled in (and
    the sentences after each ``AND`` likewise); cards are written as the table shows
    them."""
    texts = [SENTENCES[key].format(*(shown(Card.parse(w)) if is_card(w) else w
                                     for w in values))
             for key, *values in sentences(words)]
    ok = words[0] in ("also", "keeps")
    return Outcome(ok, " ".join(texts), words=tuple(words))


def is_card(text: str) -> bool:
    return len(text) == 2 and text[0] in "9TJQKA" and text[1] in "CDHS"


class PracticeRunner(Runner):
    """Steps through a practice deal; ``lesson`` is its write-up (translated by the app)."""

    def __init__(self, deal: PracticeDeal, lesson: Lesson | None = None) -> None:
        self.deal = deal
        self.goal = deal.goal
        start = position(deal)
        self.base: Base = tuple(start.tricks_won)
        self.on_line = True  # every move so far is the line's
        lesson = lesson if lesson is not None else as_lesson(deal)
        self.steps: list[Step] = list(lesson.steps)
        super().__init__(lesson)

    # --------------------------------------------------------------- reading
    @property
    def step(self) -> Step | None:
        return self.steps[self.index] if self.index < len(self.steps) else None

    @property
    def finished(self) -> bool:
        return self.index >= len(self.steps)

    @property
    def step_count(self) -> int:
        return len(self.steps)

    def accepted(self) -> list[Card]:
        """The cards the learner may play now that keep the goal against best defence."""
        if self.state.phase != Phase.PLAY or self.state.turn != self.seat:
            return []
        values = first_card_values(self.state, self.seat, self.goal, self.base)
        return sorted(c for c, ok in values.items() if ok)

    def line_card(self) -> Card | None:
        """The card of the stored line at this step, while the learner follows it."""
        step = self.step
        if not self.on_line or step is None or step.kind != "do":
            return None
        return Card.parse(step.expect[0]["card"])

    # ------------------------------------------------------------ the learner
    def try_action(self, action: dict[str, Any]) -> Outcome:
        card = self._card(action)
        step = self.step
        if card is None or step is None or step.kind != "do" or card == self.line_card():
            return super().try_action(action)
        if A.PLAY[card] not in self.state.legal_actions():
            return super().try_action(action)  # the engine's sentence
        if card not in self.accepted():
            hint = next((h for h in step.hints if h.steps == (A.PLAY[card],)), None)
            return Outcome(False, hint.text) if hint is not None else self._lost(card)
        outcome = said("also" if self.on_line else "keeps", str(card))
        self.on_line = False
        self.state.apply(A.PLAY[card], self.seat)
        self.index += 1
        self._defend()
        return outcome

    def hint(self) -> tuple[Card, Outcome] | None:
        """A card that keeps the goal and why: the line's card with its note, or off the line
        the solver's card with what it then takes and what it does in the solver's line
        (:func:`cardwhy.card_does`); None when the learner is not to play."""
        line = self.line_card()
        step = self.step
        if line is not None and step is not None:
            return line, Outcome(True, step.text)
        if self.state.phase != Phase.PLAY or self.state.turn != self.seat:
            return None
        card = best_move(self.state, self.seat, self.goal, self.base)
        counter, pos = count_solver(self.state, self.seat, self.goal, self.base)
        amount = abs(int(counter.root_values(pos, [int(card)])[int(card)]))
        need = str(self._contract())
        if self.goal.kind == "tricks":
            words = ("hint-tricks", str(card), str(amount), str(self._tricks()))
        elif self.goal.kind == "make":
            words = ("hint-make", str(card), str(amount), need)
        else:
            words = ("hint-set", str(card), self._name(self.state.declarer), need)
        does = card_does(self.state, self.seat, self.goal, self.base, card)
        return card, said(*words, *((AND, *does) if does else ()))

    # ---------------------------------------------------------------- inside
    def _trick_to_read(self) -> bool:
        """The line's read steps hold the others' notes up to a trick they finish: a
        trick finished by the learner's own card goes on with the others' leads."""
        return bool(self.bot_moves) and super()._trick_to_read()

    @staticmethod
    def _card(action: dict[str, Any]) -> Card | None:
        try:
            steps = engine_steps(action)
        except ActionFormatError:
            return None
        if len(steps) != 1 or steps[0].act != A.Act.PLAY:
            return None
        return steps[0].card

    def _defend(self) -> None:
        """Off the line: the others reply with best defence (a fellow defender plays with
        the learner) up to the learner's next card; then that card's step."""
        self.bot_moves = []
        state = self.state
        while state.phase == Phase.PLAY and state.turn != self.seat:
            turn = state.turn
            card = best_move(state, self.seat, self.goal, self.base)
            state.apply(A.PLAY[card], turn)
            self.bot_moves.append({"seat": turn, "act": "play", "card": str(card)})
        self.steps = self.steps[:self.index]
        if state.phase == Phase.PLAY:
            expect = tuple({"act": "play", "card": str(c)} for c in self.accepted())
            step = Step("do", FIND, f"hand:{self.seat}", expect=expect)
            self.steps += [step] + [replace(step, expect=())] * (
                len(state.hand_of(self.seat)) - 1)

    def _lost(self, card: Card) -> Outcome:
        """The trick best defence takes after ``card``, after which the goal is lost."""
        state = self.state.clone()
        state.apply(A.PLAY[card], self.seat)
        now = len(state.tricks) + (1 if state.trick else 0)
        for turn, move in best_line(state, self.seat, self.goal, self.base) \
                if state.phase == Phase.PLAY else []:
            if self._out_of_reach(state):
                break
            state.apply(A.PLAY[move], turn)
        trick = state.tricks[-1]
        winner = trick.winner
        assert winner is not None  # a finished trick has its winner
        taken = next(c for s, c in trick.plays if s == winner)
        if len(state.tricks) == now:
            return said("lost-now", str(card), self._name(winner), str(taken))
        return said("lost", str(card), self._name(winner), str(len(state.tricks)), str(taken))

    def _out_of_reach(self, state: GameState) -> bool:
        """Whether the learner's side can no longer reach the goal, whatever is played."""
        if state.trick:
            return False
        left = self._tricks() - (sum(state.tricks_won) - sum(self.base))
        won = state.tricks_won
        if self.goal.kind == "tricks":
            return self.goal.tricks - (won[self.seat] - self.base[self.seat]) > left
        if self.goal.kind == "make":
            return self._contract() - won[state.declarer] > left
        return won[state.declarer] >= self._contract()

    def _tricks(self) -> int:
        """The tricks left when the practice starts."""
        return (6 if self.state.rules.is_ghost else 5) - sum(self.base)

    def _contract(self) -> int:
        return self.state.high_bid if self.state.rules.is_ghost else 3

    def _name(self, seat: int) -> str:
        players = self.lesson.record.get("players")
        if isinstance(players, list) and len(players) == 3:
            return str(players[seat])
        return names(self.seat)[seat]


__all__ = ["AND", "FIND", "SENTENCES", "PracticeRunner", "is_card", "said", "sentences"]
