"""The hand in progress and how it moves: a game's fields (``HandState``), one handler
per phase of a hand (``HANDLERS``) and the steps they share (a bid, a discard, the lead,
the hand scored), ``apply_unchecked()``, which plays a card itself and hands every other
action to its phase's handler, and renege calls.  :class:`~ghosteuchre.engine.state.GameState`
adds the deal, legality, validation and undo."""

from __future__ import annotations

from collections.abc import Callable

from .actions import Act, Action
from .cards import CARDS, EFFECTIVE, NO_TRUMP, SUIT_MASK, Card, trick_winner
from .hands import HandLog, HandResult, Renege, Trick
from .phases import Phase
from .reasons import IllegalAction
from .rules import Rules
from .scoring import hand_score, renege_points
from .seats import LEFT_OF, SEATS, next_seats_without, third_seat

_NEXT = next_seats_without(None)

# The phases and acts the handlers test, read once: looking a member up on an Enum
# class costs more than the rest of a handler.
_BID, _DECLARE, _ROUND2, _CHOICE = Phase.BID, Phase.DECLARE, Phase.ROUND2, Phase.CHOICE
_PICKUP, _DISCARD, _DEFEND, _PLAY = Phase.PICKUP, Phase.DISCARD, Phase.DEFEND, Phase.PLAY
_DEAL, _HAND_OVER = Phase.DEAL, Phase.HAND_OVER
_SWAP, _BID_ACT, _MOON, _TRUMP = Act.SWAP, Act.BID, Act.MOON, Act.TRUMP
_ORDER, _PICKUP_ACT, _DUMMY, _ALONE = Act.ORDER, Act.PICKUP, Act.DUMMY, Act.ALONE

# PLAYED[seat][card]: the (seat, card) pair a trick holds once ``seat`` plays ``card``.
PLAYED = tuple(tuple((seat, card) for card in CARDS) for seat in SEATS)
# A finished trick, made by tuple.__new__ without the Python-level ``Trick.__new__``.
_new_trick = tuple.__new__

# legal bidding actions per rules and bidding situation, shared by all games
_BIDDING_CACHES: dict[Rules, dict[tuple[int, ...], tuple[Action, ...]]] = {}


class HandState:
    """A game's scores and hands played, and the hand in progress with its transitions."""

    def __init__(self, rules: Rules, first_dealer: int = 0) -> None:
        if first_dealer not in SEATS:
            raise ValueError("the first dealer must be seat 0, 1 or 2")
        self.rules = rules
        self.callable = rules.reneges == "callable"
        cache = _BIDDING_CACHES.get(rules)
        if cache is None:
            cache = _BIDDING_CACHES[rules] = {}
        self._bidding_cache = cache
        self.tricks_per_hand = rules.tricks_per_hand
        self.first_dealer = first_dealer
        self.scores = [0, 0, 0]
        self.history: list[HandLog] = []
        self.log: list[tuple[int, Action]] = []  # the current hand's actions
        self.results: list[HandResult] = []  # finished hands, oldest first
        self.phase = _DEAL
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
        self.after_discard = _CHOICE
        self.leader = -1
        self.trick: list[tuple[int, Card]] = []
        self.tricks: list[Trick] = []
        self.tricks_won = [0, 0, 0]
        self.reneges: list[Renege] = []
        self.hand_points = [0, 0, 0]
        self.void = False

    def callable_accused(self, caller: int | None = None) -> list[int]:
        """Seats with a provable, uncalled renege (callable mode), excluding the caller."""
        if not self.rules.callable_reneges or self.phase == _DEAL:
            return []
        seats = {r.seat for r in self.reneges if r.provable and r.called_by is None}
        return sorted(s for s in seats if s != caller)

    # ------------------------------------------------ one handler per phase
    def _on_discard(self, seat: int, action: Action) -> None:
        self._discard(seat, action.arg)

    def _on_declare(self, seat: int, action: Action) -> None:
        self.trump = action.arg
        self._start_play(self.declarer)

    def _on_round1(self, seat: int, action: Action) -> None:
        if action.act is not _ORDER:
            self._next_bidder(_ROUND2)
            return
        self.declarer = seat
        self.trump = self.up_card // 6
        if seat == self.dealer:
            self.hands[seat] |= 1 << self.up_card
            self.up_taken = True
            self.phase = _CHOICE
        else:
            self.phase = _PICKUP
            self.turn = self.dealer

    def _on_pickup(self, seat: int, action: Action) -> None:
        if action.act is _PICKUP_ACT:
            self.hands[seat] |= 1 << self.up_card
            self.up_taken = True
            self._begin_discard(seat, 1, _CHOICE)
        else:
            self.phase = _CHOICE
            self.turn = self.declarer

    def _on_round2(self, seat: int, action: Action) -> None:
        if action.act is _TRUMP:
            self.declarer = seat
            self.trump = action.arg
            self.phase = _CHOICE
        else:
            self._next_bidder(_HAND_OVER)

    def _on_choice(self, seat: int, action: Action) -> None:
        extra = self.hands[seat].bit_count() - 5
        if action.act is _DUMMY:
            self.took_dummy = True
            self.dummy_cards = self.dummy
            self.hands[seat] |= self.dummy
            self.dummy = 0
            self._begin_discard(seat, 5 + extra, _DEFEND)
            return
        self.alone.append(seat)
        if extra:
            self._begin_discard(seat, extra, _DEFEND)
        else:
            self._after_choice()

    def _on_defend(self, seat: int, action: Action) -> None:
        if action.act is _ALONE:
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
            self.turn = LEFT_OF[seat]

    # ----------------------------------------------------------- handlers
    def _on_bid(self, seat: int, action: Action) -> None:
        act = action.act
        if act == _SWAP:
            self.dead = self.hands[seat]
            self.hands[seat] = self.ghost
            self.ghost = 0
            self.swapped_by = seat
            return
        if act == _BID_ACT:
            self.high_bid = action.arg
            self.declarer = seat
        elif act == _MOON:
            self.high_bid = 6
            self.declarer = seat
        self.turns_taken += 1
        if self.turns_taken < 3:
            self.turn = LEFT_OF[seat]
        elif self.high_bid:
            self.phase = _DECLARE
            self.turn = self.declarer
        else:
            self._void_hand()

    def _next_bidder(self, after: Phase) -> None:
        self.turns_taken += 1
        if self.turns_taken < 3:
            self.turn = LEFT_OF[self.turn]
        elif after == _ROUND2:
            self.turns_taken = 0
            self.turned_down = self.up_card // 6
            self.phase = _ROUND2
            self.turn = LEFT_OF[self.dealer]
        else:
            self._void_hand()

    def _begin_discard(self, seat: int, count: int, then: Phase) -> None:
        self.phase = _DISCARD
        self.turn = seat
        self.discards_left = count
        self.after_discard = then

    def _discard(self, seat: int, card: int) -> None:
        self.hands[seat] &= ~(1 << card)
        self.discards[seat].append(CARDS[card])
        self.discards_left -= 1
        if self.discards_left:
            return
        if self.after_discard == _CHOICE:
            self.phase = _CHOICE
            self.turn = self.declarer
        else:
            self._after_choice()

    def _after_choice(self) -> None:
        if self.rules.defend_alone:
            self.phase = _DEFEND
            self.turns_taken = 0
            self.turn = LEFT_OF[self.declarer]
        else:
            self._start_play(-1)

    def _start_play(self, leader: int) -> None:
        if leader < 0:
            if not self.alone:
                leader = LEFT_OF[self.dealer]
            elif len(self.alone) == 1:
                leader = self.next_seat[self.alone[0]]
            else:
                leader = self.alone[1]
        self.phase = _PLAY
        self.leader = self.turn = leader
        self.trick = []

    # --------------------------------------------------------------- the play
    def apply_unchecked(self, action: Action) -> None:
        """Apply a legal action for the player to act without validation (search path)."""
        seat = self.turn
        self.log.append((seat, action))
        phase = self.phase
        if phase is not _PLAY:
            HANDLERS[phase](self, seat, action)
            return
        # a card played, the most frequent action, is handled here without further calls
        card = action.arg
        hands = self.hands
        if self.callable:
            self._note_renege(seat, card, hands[seat])
        hands[seat] ^= 1 << card
        trick = self.trick
        trick.append(PLAYED[seat][card])
        if len(trick) < self.active:
            self.turn = self.next_seat[seat]
            return
        win_seat = trick_winner(self.trump, trick)
        tricks = self.tricks
        tricks.append(_new_trick(Trick, (self.leader, tuple(trick), win_seat)))
        self.tricks_won[win_seat] += 1
        if len(tricks) == self.tricks_per_hand:
            self._score_hand()
        else:
            self.trick = []
            self.leader = self.turn = win_seat

    def _note_renege(self, seat: int, card: int, hand: int) -> None:
        """Callable reneges: record a renege in ``seat`` playing ``card`` from ``hand``,
        and mark its earlier reneges of that suit provable."""
        trump = self.trump
        trick = self.trick
        eff = EFFECTIVE[trump][card]
        if trick:
            led = EFFECTIVE[trump][trick[0][1]]
            if eff != led and hand & SUIT_MASK[trump][led]:
                self.reneges.append(Renege(seat, len(self.tricks), led))
        for r in self.reneges:
            if r.seat == seat and r.suit == eff and r.trick < len(self.tricks):
                r.provable = True

    def _void_hand(self) -> None:
        self.void = True
        self.phase = _HAND_OVER
        self.turn = -1

    def _score_hand(self) -> None:
        points = hand_score(self.rules, self.declarer, self.high_bid, self.alone, self.tricks_won)
        hand_points, scores = self.hand_points, self.scores
        for s in SEATS:
            hand_points[s] += points[s]
            scores[s] += points[s]
        self.phase = _HAND_OVER
        self.turn = -1

    # --------------------------------------------------------------- reneges
    def _check_call(self, caller: int, accused: int) -> None:
        if not self.rules.callable_reneges:
            raise IllegalAction("reneges_blocked")
        if caller not in SEATS or accused not in SEATS:
            raise IllegalAction("call_seats")
        if caller == accused:
            raise IllegalAction("call_self", seat=caller)
        if self.phase == _DEAL:
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


HANDLERS: dict[Phase, Callable[[HandState, int, Action], None]] = {
    Phase.BID: HandState._on_bid,
    Phase.DECLARE: HandState._on_declare,
    Phase.ROUND1: HandState._on_round1,
    Phase.PICKUP: HandState._on_pickup,
    Phase.ROUND2: HandState._on_round2,
    Phase.CHOICE: HandState._on_choice,
    Phase.DISCARD: HandState._on_discard,
    Phase.DEFEND: HandState._on_defend,
}
