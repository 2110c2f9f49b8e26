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

from . import actions as A  # noqa: N812
from .actions import Act, Action
from .cards import FOLLOW, FULL_DECK, NO_TRUMP, SUITS, Card, cards_of, mask_of
from .hands import Deal, HandLog, HandResult, Renege, Trick
from .phases import PHASE_NAMES, Phase
from .reasons import IllegalAction
from .refusal import Reason, acted, refused
from .rules import Rules
from .seats import LEFT_OF
from .transitions import HandState

_DEAL = Phase.DEAL
_BID = Phase.BID
_DECLARE = Phase.DECLARE
_ROUND1 = Phase.ROUND1
_PLAY = Phase.PLAY
_DISCARD = Phase.DISCARD
_DEFEND = Phase.DEFEND
_HAND_OVER = Phase.HAND_OVER
_CALL_RENEGE = Act.CALL_RENEGE
_ORDER_OR_PASS = (A.ORDER, A.PASS)
_ALONE_OR_PASS = (A.ALONE, A.PASS)


def _table(actions: tuple[Action, ...], low: int, bits: int) -> tuple[tuple[Action, ...], ...]:
    """The actions of cards ``low`` to ``low + bits - 1`` for every pattern of those cards:
    a pattern with its highest card ``r`` is the pattern without it, then that card."""
    table: list[tuple[Action, ...]] = [()]
    for r in range(bits):
        card = (actions[low + r],)
        table += [known + card for known in table]
    return tuple(table)


# The play actions of a hand in two lookups: its cards 0-11 (clubs, diamonds) and 12-23.
_PLAYS_LOW = _table(A.PLAY, 0, 12)
_PLAYS_HIGH = _table(A.PLAY, 12, 12)
# The discard actions by suit (discards are few: four lookups are enough).
_DISCARDS = tuple(_table(A.DISCARD, s * 6, 6) for s in range(4))


def _discard_actions(mask: int) -> tuple[Action, ...]:
    table = _DISCARDS
    return (
        table[0][mask & 63]
        + table[1][mask >> 6 & 63]
        + table[2][mask >> 12 & 63]
        + table[3][mask >> 18]
    )


class GameState(HandState):
    """A whole game of either variant."""

    def start_hand(self, deal: Deal, check: bool = True) -> None:
        """Deal a new hand (the chance step).  The deal passes left every hand."""
        if self.phase is not _DEAL and self.phase is not _HAND_OVER:
            raise IllegalAction("hand_not_finished")
        if self.winner is not None:
            raise IllegalAction("game_over")
        if check:
            _check_deal(self.rules, deal)
        if self.history:  # a new game is already in its reset state
            self.results.append(self.hand_result())
            self.dealer = LEFT_OF[self.dealer]
            self._reset_hand()
        first, second, third = deal.hands
        self.hands = [mask_of(first), mask_of(second), mask_of(third)]
        if self.rules.is_ghost:
            self.ghost = mask_of(deal.ghost)
            self.phase = _BID
        else:
            self.dummy = mask_of(deal.dummy)
            self.kitty = tuple(deal.kitty)
            self.up_card = deal.kitty[0]
            self.phase = _ROUND1
        self.turn = LEFT_OF[self.dealer]
        self.log = []
        self.history.append(HandLog(self.dealer, deal, self.log))

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
                follow = hand & FOLLOW[self.trump][trick[0][1]]
                if follow:
                    hand = follow
            return _PLAYS_LOW[hand & 4095] + _PLAYS_HIGH[hand >> 12]
        if phase is _DISCARD:
            return _discard_actions(self.hands[self.turn])
        if phase is _ROUND1:
            return _ORDER_OR_PASS
        if phase is _DEFEND:
            return _ALONE_OR_PASS
        if phase is _DECLARE:
            return A.TRUMP
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

    # ----------------------------------------------------------------- apply
    def apply(self, action: Action, seat: int | None = None) -> None:
        """Validate and apply; raise IllegalAction (state unchanged) if not allowed."""
        if action.act == _CALL_RENEGE:
            if seat is None:
                raise IllegalAction("call_needs_caller")
            self._check_call(seat, action.arg)
            self._call_renege(seat, action.arg)
            self.history[-1].actions.append((seat, action))
            return
        phase = self.phase
        if phase is not _DEAL and phase is not _HAND_OVER and (seat is None or seat == self.turn):
            for allowed in self.legal_actions():  # the same object: no fields compared
                if allowed is action:
                    self.apply_unchecked(action)
                    return
        self._check(action, seat)
        self.apply_unchecked(action)

    def _check(self, action: Action, seat: int | None) -> None:
        phase = self.phase
        if phase is _DEAL or phase is _HAND_OVER:
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
