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
from .cards import EFFECTIVE, FULL_DECK, NO_TRUMP, SUIT_MASK, SUITS, Card, cards_of, mask_of
from .hands import Deal, HandLog, HandResult, Renege, Trick
from .phases import PHASE_NAMES, Phase
from .reasons import IllegalAction
from .refusal import Reason, acted, refused
from .rules import Rules
from .seats import left_of
from .transitions import HANDLERS, HandState

_PLAY = Phase.PLAY
_DISCARD = Phase.DISCARD
_HAND_OVER = Phase.HAND_OVER
_ROUND1 = Phase.ROUND1
_DEFEND = Phase.DEFEND
_ORDER_OR_PASS = (A.ORDER, A.PASS)
_ALONE_OR_PASS = (A.ALONE, A.PASS)


def _table(actions: tuple[Action, ...]) -> tuple[tuple[tuple[Action, ...], ...], ...]:
    """For each suit, the actions for every 6-bit pattern of that suit's cards."""
    return tuple(
        tuple(tuple(actions[s * 6 + r] for r in range(6) if m >> r & 1) for m in range(64))
        for s in range(4)
    )


_PLAYS = _table(A.PLAY)
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


class GameState(HandState):
    """A whole game of either variant."""

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
        HANDLERS[phase](self, seat, action)

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
