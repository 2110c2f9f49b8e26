"""What a card does in the solver's line, in a player's words: the reason of a practice
deal's hint off the stored line.

The learner plays ``card``; the others and the learner then play the right line
(:func:`~ghosteuchre.learn.practice.best_line`).  The card leads a trump that draws the
others' trumps, wins its trick (keeping the highest trump left, or not), lets the trick
go to the learner's side, gives the trick up while a better card of the learner's
wins a later one, or is spared where no card of the learner's beats the trick.  The
answer is the key of a sentence of :data:`~ghosteuchre.learn.practiceplay.SENTENCES`
and its words (cards as ``"KH"``).
"""

from __future__ import annotations

from ..engine import actions as A  # noqa: N812
from ..engine.cards import EFFECTIVE, POWER, Card
from ..engine.state import GameState, Phase
from .practice import Base, Goal, best_line, learner_side


def card_does(state: GameState, seat: int, goal: Goal, base: Base,
              card: Card) -> tuple[str, ...]:
    """The sentence key (and its words) saying what ``card``, played by ``seat`` now,
    does in the right line; ``()`` when none of them is true of it."""
    trump = state.trump
    side = learner_side(state, seat)
    playing = [s for s in range(3) if s != state.sitting_out]
    after = state.clone()
    after.apply(A.PLAY[card], seat)
    rest = best_line(after, seat, goal, base) if after.phase == Phase.PLAY else []
    if not state.trick and EFFECTIVE[trump][card] == trump and any(
            EFFECTIVE[trump][c] == trump for s in playing if not side[s]
            for c in state.hand_of(s)):
        return ("why-draws",)
    trick = len(state.tricks)
    played = 0  # the line's moves that finish the card's trick
    while len(after.tricks) == trick:
        turn, move = rest[played]
        after.apply(A.PLAY[move], turn)
        played += 1
    winner = after.tricks[trick].winner
    if winner == seat:
        boss = _highest_trump(after)
        if boss is not None and boss in after.hand_of(seat):
            return ("why-wins-boss", str(boss))
        return ("why-wins",)
    if winner is not None and side[winner]:
        return ("why-side",)
    later = _later_winner(after, seat, rest[played:])
    if later is not None:
        return ("why-keeps", str(later))
    best = _winning(state)
    if best is not None and not any(_beats(state, c, best) for c in _legal(state)):
        return ("why-spare", str(best))
    return ()


def _legal(state: GameState) -> list[Card]:
    return [a.card for a in state.legal_actions() if a.act == A.Act.PLAY]


def _winning(state: GameState) -> Card | None:
    """The card winning the trick so far, if one has been played."""
    if not state.trick:
        return None
    best = state.trick[0][1]
    for _, c in state.trick[1:]:
        if _beats(state, c, best):
            best = c
    return best


def _beats(state: GameState, card: Card, other: Card) -> bool:
    trump = state.trump
    led = EFFECTIVE[trump][state.trick[0][1]]
    return POWER[trump][led][card] > POWER[trump][led][other]


def _highest_trump(state: GameState) -> Card | None:
    """The highest trump still in a hand, if any."""
    trump = state.trump
    held = [c for s in range(3) for c in state.hand_of(s) if EFFECTIVE[trump][c] == trump]
    return max(held, key=lambda c: POWER[trump][trump][c], default=None)


def _later_winner(state: GameState, seat: int, rest: list[tuple[int, Card]]) -> Card | None:
    """The learner's highest card that wins a trick in ``rest`` (the line from ``state``)."""
    state = state.clone()
    won: list[Card] = []
    for turn, move in rest:
        before = len(state.tricks)
        state.apply(A.PLAY[move], turn)
        if len(state.tricks) > before and state.tricks[-1].winner == seat:
            won += [c for s, c in state.tricks[-1].plays if s == seat]
    trump = state.trump
    return max(won, key=lambda c: (EFFECTIVE[trump][c] == trump, int(c) % 6), default=None)
