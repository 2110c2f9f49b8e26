"""``TableSnapshot``: everything the table shows, frozen, taken from a session at once.

The table reads it instead of the session's (or the controller's) members: the viewer's
hand and the cards that may be played, the trick on the table and its winner, the
players' plates (names, the seat thinking), the board (scores and the player's view),
open hands and piles, the hint, the card about to be played for the player, and the
flags that say what the player may do now."""

from __future__ import annotations

from ..engine.actions import Act, Action
from ..engine.cards import Card, cards_of
from ..engine.phases import Phase
from ..engine.values import Value
from ..engine.view import PlayerView, view_of
from .flow import Session


class TableSnapshot(Value):
    view: PlayerView | None  # the viewer's view (None: nothing on the table yet)
    viewer: int  # the seat shown face up
    human: int | None  # the player's seat (None: the bots play alone)
    names: tuple[str, ...]
    levels: tuple[str, ...]
    hand: tuple[Card, ...]  # the viewer's cards, in order
    legal: frozenset[Card]  # those that may be played (or discarded) now
    trick: tuple[tuple[int, Card], ...]  # the cards on the table: (seat, card)
    leader: int | None
    winner: int | None  # the finished trick's winner while it is held
    thinking: int  # the seat thinking, or -1
    open_hands: tuple[tuple[Card, ...], ...]  # every hand while all are face up, else ()
    open_pile: tuple[Card, ...]  # the ghost or dead hand, or the dummy, then too
    hint: tuple[Action, ...]
    hint_reason: str
    human_to_act: bool
    holding_trick: bool
    awaiting_next_hand: bool
    can_undo: bool
    can_redo: bool
    can_claim: bool  # the player may claim every remaining trick
    auto_card: Card | None  # the card about to be played for the player (lifted)
    scripted: bool  # a lesson's script drives the table
    lesson_left: bool  # the table shows a lesson the player has left

    @classmethod
    def of(cls, session: Session) -> TableSnapshot:
        s, view = session.state, session.view
        hand: tuple[Card, ...] = ()
        legal: frozenset[Card] = frozenset()
        trick: tuple[tuple[int, Card], ...] = ()
        leader: int | None = None
        winner: int | None = None
        if view is not None and s is not None:
            hand = tuple(view.sorted_hand())
            legal = frozenset(a.card for a in view.legal if a.act == Act.PLAY)
            if view.phase == Phase.DISCARD and view.to_act == view.seat:
                legal = frozenset(view.hand)
            if session.holding_trick and s.tricks:
                last = s.tricks[-1]
                trick, leader, winner = tuple(last.plays), last.leader, last.winner
            else:
                trick, leader = tuple(s.trick), view.leader
        return cls(
            view, session.viewer, session.human, tuple(session.names),
            tuple(session.levels), hand, legal, trick, leader, winner,
            session.thinking_seat, open_hands(session), open_pile(session),
            tuple(session.hint_actions),
            session.hint_reason, session.human_to_act, session.holding_trick,
            session.awaiting_next_hand, session.can_undo, session.can_redo,
            session.can_claim, session.speed.auto_card, session.scripted,
            session.lesson_left)


def open_hands(session: Session) -> tuple[tuple[Card, ...], ...]:
    """Every seat's cards in order while all are shown face up (``open_cards``), else ()."""
    if not session.open_cards or session.state is None:
        return ()
    return tuple(view_of(session.state, seat).sorted_hand() for seat in range(3))


def open_pile(session: Session) -> tuple[Card, ...]:
    """The ghost hand (the dead hand once swapped) or the dummy while it lies on the
    table, while all cards are shown face up (``open_cards``), else ()."""
    s = session.state
    if not session.open_cards or s is None:
        return ()
    if s.rules.is_ghost:
        return cards_of(s.dead if s.swapped_by >= 0 else s.ghost)
    return () if s.took_dummy else cards_of(s.dummy)
