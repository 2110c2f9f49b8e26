"""What one seat may know: a frozen observation for bots and the UI."""

from __future__ import annotations

from dataclasses import dataclass

from . import actions as A  # noqa: N812
from .actions import Act, Action
from .cards import NO_TRUMP, Card, cards_of, mask_of, sort_key
from .phases import Phase
from .reasons import IllegalAction
from .refusal import acted, refused
from .rules import Rules
from .state import GameState, Trick


@dataclass(frozen=True, slots=True)
class CalledRenege:
    seat: int
    trick: int
    called_by: int


@dataclass(frozen=True, slots=True)
class PlayerView:
    """Everything ``seat`` may know, and nothing else.

    Public: the phase, whose turn it is, the dealer, scores, every bid, call and
    played card, trump, the maker and who went alone, hand sizes, the up-card.
    Private to ``seat``: its own hand, its own discards, the dummy if it took it,
    and its former hand if it swapped with the ghost.  Never: another hand, the
    ghost hand, the kitty's hidden cards, another player's discards.
    """

    seat: int
    rules: Rules
    phase: Phase
    to_act: int | None
    dealer: int
    hand_number: int
    scores: tuple[int, int, int]
    hand: tuple[Card, ...]
    hand_sizes: tuple[int, int, int]
    legal: tuple[Action, ...]
    log: tuple[tuple[int, Action], ...]  # this hand's actions; others' discards hidden
    high_bid: int  # Ghost Hand: 3..5, 6 for the moon; 0 if none
    declarer: int | None  # high bidder or maker
    trump: int | None
    up_card: Card | None  # Cutthroat: the turned card (public once turned)
    up_card_taken: bool
    turned_down: int | None  # Cutthroat round two: the refused suit
    swapped_by: int | None
    alone: tuple[int, ...]
    sitting_out: int | None
    took_dummy: bool
    my_discards: tuple[Card, ...]
    my_dummy: tuple[Card, ...]  # the dummy's cards, only to the maker who took it
    my_dead_hand: tuple[Card, ...]  # the hand this seat gave up to the ghost
    leader: int | None
    trick: tuple[tuple[int, Card], ...]
    tricks: tuple[Trick, ...]
    tricks_won: tuple[int, int, int]
    called_reneges: tuple[CalledRenege, ...]
    can_call: tuple[int, ...]  # seats this seat can prove a renege against now
    hand_points: tuple[int, int, int]
    winner: int | None

    @property
    def trump_or_none(self) -> int:
        return NO_TRUMP if self.trump is None else self.trump

    def sorted_hand(self) -> tuple[Card, ...]:
        """Trump first (left bower inside trump), suits alternating colour."""
        t = self.trump_or_none
        return tuple(sorted(self.hand, key=lambda c: sort_key(c, t)))


def view_of(state: GameState, seat: int) -> PlayerView:
    """The observation of ``seat``; contains no card that seat may not know."""
    playing = state.phase not in (Phase.DEAL,)
    log = tuple(
        (s, A.HIDDEN_DISCARD if a.act == Act.DISCARD and s != seat else a)
        for s, a in (state.history[-1].actions if state.history else [])
    )
    cutthroat = not state.rules.is_ghost and playing
    return PlayerView(
        seat=seat,
        rules=state.rules,
        phase=state.phase,
        to_act=state.current_player,
        dealer=state.dealer,
        hand_number=state.hand_number,
        scores=(state.scores[0], state.scores[1], state.scores[2]),
        hand=cards_of(state.hands[seat]),
        hand_sizes=(
            state.hands[0].bit_count(),
            state.hands[1].bit_count(),
            state.hands[2].bit_count(),
        ),
        legal=tuple(state.legal_actions()) if state.current_player == seat else (),
        log=log,
        high_bid=state.high_bid,
        declarer=state.declarer if state.declarer >= 0 else None,
        trump=None if state.trump == NO_TRUMP else state.trump,
        up_card=Card(state.up_card) if cutthroat else None,
        up_card_taken=state.up_taken,
        turned_down=state.turned_down if state.turned_down >= 0 else None,
        swapped_by=state.swapped_by if state.swapped_by >= 0 else None,
        alone=tuple(state.alone),
        sitting_out=state.sitting_out if state.sitting_out >= 0 else None,
        took_dummy=state.took_dummy,
        my_discards=tuple(state.discards[seat]),
        my_dummy=cards_of(state.dummy_cards) if state.declarer == seat else (),
        my_dead_hand=cards_of(state.dead) if state.swapped_by == seat else (),
        leader=state.leader if state.phase == Phase.PLAY else None,
        trick=tuple(state.trick),
        tricks=tuple(state.tricks),
        tricks_won=(state.tricks_won[0], state.tricks_won[1], state.tricks_won[2]),
        called_reneges=tuple(
            CalledRenege(r.seat, r.trick, r.called_by)
            for r in state.reneges
            if r.called_by is not None
        ),
        can_call=tuple(state.callable_accused(seat)),
        hand_points=(state.hand_points[0], state.hand_points[1], state.hand_points[2]),
        winner=state.winner,
    )


def refusal(view: PlayerView, action: Action) -> IllegalAction | None:
    """Why the rules refuse ``action`` of ``view``'s seat now, exactly as
    ``GameState.apply`` refuses it; None if it is allowed.  A renege call is checked by
    the call itself (``GameState.apply``)."""
    if view.phase in (Phase.DEAL, Phase.HAND_OVER):
        if view.winner is not None:
            return IllegalAction("game_over")
        return IllegalAction("not_dealt", acted(action))
    turn = view.to_act
    if turn != view.seat:
        assert turn is not None  # someone acts in every phase but the two above
        return IllegalAction("not_your_turn", {"turn": turn}, view.seat)
    if action in view.legal:
        return None
    return IllegalAction(*refused(
        view.rules, view.phase, view.seat, action, mask_of(view.hand),
        NO_TRUMP if view.trump is None else view.trump, view.trick, view.high_bid,
        -1 if view.swapped_by is None else view.swapped_by))
