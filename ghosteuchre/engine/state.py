"""The game state machine for both variants.

One :class:`GameState` holds a whole game: the scores, the hands played so far
(their deals and actions, which is also the game record) and the hand in
progress.  ``legal_actions()`` is the single source of legality, ``apply()``
validates and raises :class:`IllegalAction` with the reason
(:mod:`~ghosteuchre.engine.reasons`), ``apply_unchecked()`` is the fast path
for search.  Points come from :mod:`~ghosteuchre.engine.scoring`, seat
arithmetic from :mod:`~ghosteuchre.engine.seats`.  There is no randomness in
here: deals come from :mod:`ghosteuchre.engine.deal`.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import NamedTuple

from . import actions as A  # noqa: N812
from .actions import Act, Action
from .cards import (
    CARDS,
    EFFECTIVE,
    FULL_DECK,
    NO_TRUMP,
    SUIT_MASK,
    SUITS,
    Card,
    cards_of,
    mask_of,
    trick_winner,
)
from .phases import PHASE_NAMES, Phase
from .reasons import IllegalAction
from .refusal import Reason, acted, refused
from .rules import Rules
from .scoring import Score, hand_score, renege_points, score_hand
from .seats import SEATS, left_of, next_seats_without, third_seat

_PLAY = Phase.PLAY
_DISCARD = Phase.DISCARD
_HAND_OVER = Phase.HAND_OVER
_ROUND1 = Phase.ROUND1
_DEFEND = Phase.DEFEND
_ORDER_OR_PASS = (A.ORDER, A.PASS)
_ALONE_OR_PASS = (A.ALONE, A.PASS)
_NEXT = next_seats_without(None)


def _table(actions: tuple[Action, ...]) -> tuple[tuple[tuple[Action, ...], ...], ...]:
    """For each suit, the actions for every 6-bit pattern of that suit's cards."""
    return tuple(
        tuple(tuple(actions[s * 6 + r] for r in range(6) if m >> r & 1) for m in range(64))
        for s in range(4)
    )


_PLAYS = _table(A.PLAY)
# legal bidding actions per rules and bidding situation, shared by all games
_BIDDING_CACHES: dict[Rules, dict[tuple[int, ...], tuple[Action, ...]]] = {}
_DISCARDS = _table(A.DISCARD)


def _card_actions(
    table: tuple[tuple[tuple[Action, ...], ...], ...], mask: int
) -> tuple[Action, ...]:
    return (
        table[0][mask & 63]
        + table[1][mask >> 6 & 63]
        + table[2][mask >> 12 & 63]
        + table[3][mask >> 18]
    )


@dataclass(frozen=True, slots=True)
class Deal:
    """The cards of one hand: three hands plus the ghost, or the dummy and kitty."""

    hands: tuple[tuple[Card, ...], tuple[Card, ...], tuple[Card, ...]]
    ghost: tuple[Card, ...] = ()
    dummy: tuple[Card, ...] = ()
    kitty: tuple[Card, ...] = ()

    def all_cards(self) -> list[Card]:
        return [c for h in self.hands for c in h] + [*self.ghost, *self.dummy, *self.kitty]


@dataclass(slots=True)
class Renege:
    seat: int
    trick: int
    suit: int
    provable: bool = False
    called_by: int | None = None


class Trick(NamedTuple):
    leader: int
    plays: tuple[tuple[int, Card], ...]  # (seat, card) in play order
    winner: int | None


@dataclass(frozen=True, slots=True)
class HandResult:
    """A hand's public outcome (renege entries are live until the next deal)."""

    dealer: int
    void: bool
    declarer: int | None
    bid: int | None  # Ghost Hand: 3..5, or 6 for the moon
    trump: int | None
    alone: tuple[int, ...]
    tricks: tuple[Trick, ...]
    tricks_won: tuple[int, ...]
    reneges: tuple[Renege, ...]
    points: tuple[int, ...]
    complete: bool

    def score(self, rules: Rules) -> Score:
        """The points rule by rule: the contract once the hand is complete, and the reneges."""
        return score_hand(rules, self.declarer, self.bid or 0, self.alone, self.tricks_won,
                          self.reneges, self.complete)


@dataclass(slots=True)
class HandLog:
    """A hand as played so far: who dealt, the deal, and every (seat, action)."""

    dealer: int
    deal: Deal
    actions: list[tuple[int, Action]] = field(default_factory=list)


class GameState:
    """A whole game of either variant."""

    def __init__(self, rules: Rules, first_dealer: int = 0) -> None:
        if first_dealer not in (0, 1, 2):
            raise ValueError("the first dealer must be seat 0, 1 or 2")
        self.rules = rules
        self.callable = rules.reneges == "callable"
        self._bidding_cache = _BIDDING_CACHES.setdefault(rules, {})
        self.tricks_per_hand = rules.tricks_per_hand
        self.first_dealer = first_dealer
        self.scores = [0, 0, 0]
        self.history: list[HandLog] = []
        self.log: list[tuple[int, Action]] = []  # the current hand's actions
        self.results: list[HandResult] = []  # finished hands, oldest first
        self.phase = Phase.DEAL
        self.dealer = first_dealer
        self.turn = -1
        self._reset_hand()

    # ----------------------------------------------------------------- set-up
    def _reset_hand(self) -> None:
        self.hands = [0, 0, 0]
        self.ghost = 0
        self.dead = 0
        self.swapped_by = -1
        self.dummy = 0
        self.dummy_cards = 0
        self.kitty: tuple[Card, ...] = ()
        self.up_card = -1
        self.up_taken = False
        self.turns_taken = 0
        self.high_bid = 0  # 3..5, or 6 for the moon
        self.declarer = -1
        self.trump = NO_TRUMP
        self.turned_down = -1
        self.alone: list[int] = []
        self.sitting_out = -1
        self.next_seat: tuple[int, ...] = _NEXT
        self.active = 3
        self.took_dummy = False
        self.discards: list[list[Card]] = [[], [], []]
        self.discards_left = 0
        self.after_discard = Phase.CHOICE
        self.leader = -1
        self.trick: list[tuple[int, Card]] = []
        self.tricks: list[Trick] = []
        self.tricks_won = [0, 0, 0]
        self.reneges: list[Renege] = []
        self.hand_points = [0, 0, 0]
        self.void = False

    def start_hand(self, deal: Deal, check: bool = True) -> None:
        """Deal a new hand (the chance step).  The deal passes left every hand."""
        if self.phase not in (Phase.DEAL, Phase.HAND_OVER):
            raise IllegalAction("hand_not_finished")
        if self.winner is not None:
            raise IllegalAction("game_over")
        if check:
            _check_deal(self.rules, deal)
        if self.history:  # a new game is already in its reset state
            self.results.append(self.hand_result())
            self.dealer = left_of(self.dealer)
            self._reset_hand()
        self.hands = [mask_of(h) for h in deal.hands]
        if self.rules.is_ghost:
            self.ghost = mask_of(deal.ghost)
            self.phase = Phase.BID
        else:
            self.dummy = mask_of(deal.dummy)
            self.kitty = tuple(deal.kitty)
            self.up_card = deal.kitty[0]
            self.phase = Phase.ROUND1
        self.turn = left_of(self.dealer)
        log = HandLog(self.dealer, deal)
        self.history.append(log)
        self.log = log.actions

    # ------------------------------------------------------------ inspection
    @property
    def current_player(self) -> int | None:
        return None if self.phase in (Phase.DEAL, Phase.HAND_OVER) else self.turn

    @property
    def winner(self) -> int | None:
        """The winning seat once a hand is over and one player leads at or above the target."""
        if self.phase is not _HAND_OVER:
            return None
        top = max(self.scores)
        if top >= self.rules.target and self.scores.count(top) == 1:
            return self.scores.index(top)
        return None

    def is_terminal(self) -> bool:
        return self.winner is not None

    @property
    def maker(self) -> int:
        return self.declarer

    @property
    def hand_number(self) -> int:
        return len(self.history) - 1

    def hand_result(self) -> HandResult:
        """The current (or just finished) hand as the record's summary sees it."""
        tricks = list(self.tricks)
        if self.trick and self.phase == Phase.PLAY:
            tricks.append(Trick(self.leader, tuple(self.trick), None))
        return HandResult(
            dealer=self.dealer,
            void=self.void,
            declarer=self.declarer if self.declarer >= 0 else None,
            bid=self.high_bid if self.rules.is_ghost and self.high_bid else None,
            trump=self.trump if self.trump != NO_TRUMP else None,
            alone=tuple(self.alone),
            tricks=tuple(tricks),
            tricks_won=tuple(self.tricks_won),
            reneges=tuple(self.reneges),
            points=tuple(self.hand_points),
            complete=self.phase == Phase.HAND_OVER,
        )

    def hand_of(self, seat: int) -> tuple[Card, ...]:
        return cards_of(self.hands[seat])

    # ------------------------------------------------------------- legality
    def legal_actions(self) -> tuple[Action, ...]:
        """Every action the player to act may take (renege calls excepted)."""
        phase = self.phase
        if phase is _PLAY:
            hand = self.hands[self.turn]
            trick = self.trick
            if trick and not self.callable:
                trump = self.trump
                follow = hand & SUIT_MASK[trump][EFFECTIVE[trump][trick[0][1]]]
                if follow:
                    hand = follow
            return _card_actions(_PLAYS, hand)
        if phase is _DISCARD:
            return _card_actions(_DISCARDS, self.hands[self.turn])
        if phase is _ROUND1:
            return _ORDER_OR_PASS
        if phase is _DEFEND:
            return _ALONE_OR_PASS
        key = (
            phase,
            self.high_bid,
            self.swapped_by < 0,
            self._dealer_stuck(),
            self.turned_down,
        )
        cached = self._bidding_cache.get(key)
        if cached is None:
            cached = self._bidding_cache[key] = tuple(self._bidding_actions(phase))
        return cached

    def _bidding_actions(self, phase: Phase) -> list[Action]:
        if phase == Phase.BID:
            out = [A.SWAP] if self.rules.ghost_swap and self.swapped_by < 0 else []
            if self.high_bid < 6:
                out.extend(A.BID[n] for n in range(max(3, self.high_bid + 1), 6))
                out.append(A.MOON)
            if not self._dealer_stuck():
                out.append(A.PASS)
            return out
        if phase == Phase.DECLARE:
            return list(A.TRUMP)
        if phase == Phase.PICKUP:
            return [A.PICKUP] if self.rules.dealer_pickup == "required" else [A.PICKUP, A.DECLINE]
        if phase == Phase.ROUND2:
            out = [A.TRUMP[s] for s in range(4) if s != self.turned_down]
            if not self._dealer_stuck():
                out.append(A.PASS)
            return out
        if phase == Phase.CHOICE:
            return [A.DUMMY, A.ALONE]
        return []

    def _dealer_stuck(self) -> bool:
        return self.rules.stick_the_dealer and self.turns_taken == 2 and self.high_bid == 0

    def callable_accused(self, caller: int | None = None) -> list[int]:
        """Seats with a provable, uncalled renege (callable mode), excluding the caller."""
        if not self.rules.callable_reneges or self.phase == Phase.DEAL:
            return []
        seats = {r.seat for r in self.reneges if r.provable and r.called_by is None}
        return sorted(s for s in seats if s != caller)

    # ----------------------------------------------------------------- apply
    def apply(self, action: Action, seat: int | None = None) -> None:
        """Validate and apply; raise IllegalAction (state unchanged) if not allowed."""
        if action.act == Act.CALL_RENEGE:
            if seat is None:
                raise IllegalAction("call_needs_caller")
            self._check_call(seat, action.arg)
            self._call_renege(seat, action.arg)
            self.history[-1].actions.append((seat, action))
            return
        self._check(action, seat)
        self.apply_unchecked(action)

    def _check(self, action: Action, seat: int | None) -> None:
        phase = self.phase
        if phase in (Phase.DEAL, Phase.HAND_OVER):
            if self.winner is not None:
                raise IllegalAction("game_over")
            raise IllegalAction("not_dealt", acted(action))
        if seat is not None and seat != self.turn:
            raise IllegalAction("not_your_turn", {"turn": self.turn}, seat)
        if action in self.legal_actions():
            return
        raise IllegalAction(*self._refusal(phase, action))

    def _refusal(self, phase: Phase, action: Action) -> Reason:
        """Why the player to act may not take ``action`` (known not to be legal)."""
        seat = self.turn
        return refused(self.rules, phase, seat, action, self.hands[seat], self.trump,
                       self.trick, self.high_bid, self.swapped_by)

    def apply_unchecked(self, action: Action) -> None:
        """Apply a legal action for the player to act without validation (search path)."""
        seat = self.turn
        self.log.append((seat, action))
        phase = self.phase
        if phase is _PLAY:
            self._play(seat, action.arg)
            return
        _HANDLERS[phase](self, seat, action)

    # ------------------------------------------------ one handler per phase
    def _on_discard(self, seat: int, action: Action) -> None:
        self._discard(seat, action.arg)

    def _on_declare(self, seat: int, action: Action) -> None:
        self.trump = action.arg
        self._start_play(self.declarer)

    def _on_round1(self, seat: int, action: Action) -> None:
        if action.act is not Act.ORDER:
            self._next_bidder(Phase.ROUND2)
            return
        self.declarer = seat
        self.trump = self.up_card // 6
        if seat == self.dealer:
            self.hands[seat] |= 1 << self.up_card
            self.up_taken = True
            self.phase = Phase.CHOICE
        else:
            self.phase = Phase.PICKUP
            self.turn = self.dealer

    def _on_pickup(self, seat: int, action: Action) -> None:
        if action.act is Act.PICKUP:
            self.hands[seat] |= 1 << self.up_card
            self.up_taken = True
            self._begin_discard(seat, 1, Phase.CHOICE)
        else:
            self.phase = Phase.CHOICE
            self.turn = self.declarer

    def _on_round2(self, seat: int, action: Action) -> None:
        if action.act is Act.TRUMP:
            self.declarer = seat
            self.trump = action.arg
            self.phase = Phase.CHOICE
        else:
            self._next_bidder(Phase.HAND_OVER)

    def _on_choice(self, seat: int, action: Action) -> None:
        extra = self.hands[seat].bit_count() - 5
        if action.act is Act.DUMMY:
            self.took_dummy = True
            self.dummy_cards = self.dummy
            self.hands[seat] |= self.dummy
            self.dummy = 0
            self._begin_discard(seat, 5 + extra, Phase.DEFEND)
            return
        self.alone.append(seat)
        if extra:
            self._begin_discard(seat, extra, Phase.DEFEND)
        else:
            self._after_choice()

    def _on_defend(self, seat: int, action: Action) -> None:
        if action.act is Act.ALONE:
            self.alone.append(seat)
            self.sitting_out = out = third_seat(self.declarer, seat)
            self.active = 2
            self.next_seat = next_seats_without(out)
            self._start_play(-1)
            return
        self.turns_taken += 1
        if self.turns_taken == 2:
            self._start_play(-1)
        else:
            self.turn = left_of(seat)

    # ----------------------------------------------------------- handlers
    def _on_bid(self, seat: int, action: Action) -> None:
        act = action.act
        if act == Act.SWAP:
            self.dead = self.hands[seat]
            self.hands[seat] = self.ghost
            self.ghost = 0
            self.swapped_by = seat
            return
        if act == Act.BID:
            self.high_bid = action.arg
            self.declarer = seat
        elif act == Act.MOON:
            self.high_bid = 6
            self.declarer = seat
        self.turns_taken += 1
        if self.turns_taken < 3:
            self.turn = left_of(seat)
        elif self.high_bid:
            self.phase = Phase.DECLARE
            self.turn = self.declarer
        else:
            self._void_hand()

    def _next_bidder(self, after: Phase) -> None:
        self.turns_taken += 1
        if self.turns_taken < 3:
            self.turn = left_of(self.turn)
        elif after == Phase.ROUND2:
            self.turns_taken = 0
            self.turned_down = self.up_card // 6
            self.phase = Phase.ROUND2
            self.turn = left_of(self.dealer)
        else:
            self._void_hand()

    def _begin_discard(self, seat: int, count: int, then: Phase) -> None:
        self.phase = Phase.DISCARD
        self.turn = seat
        self.discards_left = count
        self.after_discard = then

    def _discard(self, seat: int, card: int) -> None:
        self.hands[seat] &= ~(1 << card)
        self.discards[seat].append(CARDS[card])
        self.discards_left -= 1
        if self.discards_left:
            return
        if self.after_discard == Phase.CHOICE:
            self.phase = Phase.CHOICE
            self.turn = self.declarer
        else:
            self._after_choice()

    def _after_choice(self) -> None:
        if self.rules.defend_alone:
            self.phase = Phase.DEFEND
            self.turns_taken = 0
            self.turn = left_of(self.declarer)
        else:
            self._start_play(-1)

    def _start_play(self, leader: int) -> None:
        if leader < 0:
            if not self.alone:
                leader = left_of(self.dealer)
            elif len(self.alone) == 1:
                leader = self.next_seat[self.alone[0]]
            else:
                leader = self.alone[1]
        self.phase = Phase.PLAY
        self.leader = self.turn = leader
        self.trick = []

    def _play(self, seat: int, card: int) -> None:
        trump = self.trump
        trick = self.trick
        hand = self.hands[seat]
        if self.callable:
            eff = EFFECTIVE[trump][card]
            if trick:
                led = EFFECTIVE[trump][trick[0][1]]
                if eff != led and hand & SUIT_MASK[trump][led]:
                    self.reneges.append(Renege(seat, len(self.tricks), led))
            for r in self.reneges:
                if r.seat == seat and r.suit == eff and r.trick < len(self.tricks):
                    r.provable = True
        self.hands[seat] = hand ^ (1 << card)
        trick.append((seat, CARDS[card]))
        if len(trick) < self.active:
            self.turn = self.next_seat[seat]
            return
        win_seat = trick_winner(trump, trick)
        self.tricks.append(Trick(self.leader, tuple(trick), win_seat))
        self.tricks_won[win_seat] += 1
        if len(self.tricks) == self.tricks_per_hand:
            self._score_hand()
            return
        self.trick = []
        self.leader = self.turn = win_seat

    def _void_hand(self) -> None:
        self.void = True
        self.phase = Phase.HAND_OVER
        self.turn = -1

    def _score_hand(self) -> None:
        points = hand_score(self.rules, self.declarer, self.high_bid, self.alone, self.tricks_won)
        for s in SEATS:
            self.hand_points[s] += points[s]
            self.scores[s] += points[s]
        self.phase = Phase.HAND_OVER
        self.turn = -1

    # --------------------------------------------------------------- reneges
    def _check_call(self, caller: int, accused: int) -> None:
        if not self.rules.callable_reneges:
            raise IllegalAction("reneges_blocked")
        if caller not in SEATS or accused not in SEATS:
            raise IllegalAction("call_seats")
        if caller == accused:
            raise IllegalAction("call_self", seat=caller)
        if self.phase == Phase.DEAL:
            raise IllegalAction("no_hand")
        if accused not in self.callable_accused():
            raise IllegalAction("renege_not_proven", {"accused": accused}, caller)

    def _call_renege(self, caller: int, accused: int) -> None:
        points = renege_points(self.rules)
        for r in self.reneges:
            if r.seat == accused and r.provable and r.called_by is None:
                r.called_by = caller
                self.hand_points[accused] += points
                self.scores[accused] += points

    # ------------------------------------------------------------ utilities
    def clone(self) -> GameState:
        other = GameState.__new__(GameState)
        other.__dict__.update(self.__dict__)
        other.scores = list(self.scores)
        other.history = [HandLog(h.dealer, h.deal, list(h.actions)) for h in self.history]
        other.hand_points = list(self.hand_points)
        other.results = list(self.results)
        other.hands = list(self.hands)
        other.log = other.history[-1].actions if other.history else []
        other.alone = list(self.alone)
        other.discards = [list(d) for d in self.discards]
        other.trick = list(self.trick)
        other.tricks = list(self.tricks)
        other.tricks_won = list(self.tricks_won)
        other.reneges = [
            Renege(r.seat, r.trick, r.suit, r.provable, r.called_by) for r in self.reneges
        ]
        return other

    def undo(self) -> None:
        """Take back the last action (or the last deal, if its hand has no actions)."""
        if not self.history:
            raise IllegalAction("nothing_to_undo")
        logs = [HandLog(h.dealer, h.deal, list(h.actions)) for h in self.history]
        if logs[-1].actions:
            logs[-1].actions.pop()
        else:
            logs.pop()
        fresh = replay_logs(self.rules, self.first_dealer, logs)
        self.__dict__.update(fresh.__dict__)


_HANDLERS = {
    Phase.BID: GameState._on_bid,
    Phase.DECLARE: GameState._on_declare,
    Phase.ROUND1: GameState._on_round1,
    Phase.PICKUP: GameState._on_pickup,
    Phase.ROUND2: GameState._on_round2,
    Phase.CHOICE: GameState._on_choice,
    Phase.DISCARD: GameState._on_discard,
    Phase.DEFEND: GameState._on_defend,
}


def replay_logs(rules: Rules, first_dealer: int, logs: list[HandLog]) -> GameState:
    """Rebuild a state from hand logs of actions known to be legal."""
    state = GameState(rules, first_dealer)
    for log in logs:
        state.start_hand(log.deal)
        for seat, action in log.actions:
            if action.act == Act.CALL_RENEGE:
                state.apply(action, seat)
            else:
                state.apply_unchecked(action)
    return state


def _check_deal(rules: Rules, deal: Deal) -> None:
    sizes = (6, 6, 6) if rules.is_ghost else (5, 5, 5)
    if tuple(len(h) for h in deal.hands) != sizes:
        raise IllegalAction("deal_size", {"size": sizes[0]})
    if rules.is_ghost:
        if len(deal.ghost) != 6 or deal.dummy or deal.kitty:
            raise IllegalAction("ghost_deal")
    elif len(deal.dummy) != 5 or len(deal.kitty) != 4 or deal.ghost:
        raise IllegalAction("cutthroat_deal")
    cards = deal.all_cards()
    if len(set(cards)) != len(cards) or mask_of(cards) != FULL_DECK:
        raise IllegalAction("deal_cards")


__all__ = [
    "PHASE_NAMES",
    "SUITS",
    "Deal",
    "GameState",
    "HandLog",
    "HandResult",
    "IllegalAction",
    "Phase",
    "Renege",
    "Trick",
    "replay_logs",
]
