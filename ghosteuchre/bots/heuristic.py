"""Rule-of-thumb bots: Easy and Medium.

Both evaluate a hand with :mod:`handeval` and play cards by the usual euchre
habits (pull trump as maker, cash aces, win cheaply, throw off low cards,
leave a winning partner alone).  Medium counts cards (voids, trumps out, which
cards are boss), evaluates the dummy by sampling it, and solves the last
tricks exactly over sampled worlds.  Easy sees less, adds noise to its
judgement and now and then plays a plausible but careless card.
"""

from __future__ import annotations

import random

from ..engine import actions as acts
from ..engine.actions import Act, Action
from ..engine.cards import EFFECTIVE, JACK, NO_TRUMP, POWER, SUIT_MASK, mask_of
from ..engine.seats import third_seat
from ..engine.state import Phase
from ..engine.view import PlayerView
from .base import Decision
from .fairness import as_played
from .handeval import (
    best_bid_values,
    best_trump,
    card_strength,
    is_trump,
    keep_best,
    maker_value,
    trick_estimate,
    trumps_in,
)
from .knowledge import Knowledge, knowledge_of, position_of, sample_hands
from .reasons import Reason
from .solver import BudgetExceededError, Solver, bits
from .utility import play_leaf, sides

PASS_VALUE_GHOST = -0.6  # a non-declarer's usual points minus the others' average


class HeuristicBot:
    """Easy (``careful=False``) or Medium (``careful=True``)."""

    def __init__(
        self,
        level: str,
        careful: bool,
        mistake_rate: float = 0.0,
        noise: float = 0.0,
        notice_rate: float = 1.0,
        endgame_tricks: int = 0,
        endgame_worlds: int = 16,
    ) -> None:
        self.level = level
        self.careful = careful
        self.mistake_rate = mistake_rate
        self.noise = noise
        self.notice_rate = notice_rate
        self.endgame_tricks = endgame_tricks
        self.endgame_worlds = endgame_worlds
        self._noticed: dict[tuple[object, ...], bool] = {}

    # ----------------------------------------------------------- renege calls
    def renege_call(self, view: PlayerView, rng: random.Random) -> int | None:
        for accused in view.can_call:
            first = view.tricks[0].plays if view.tricks else ()
            key = (view.hand_number, view.seat, accused, first)
            if key not in self._noticed:
                self._noticed[key] = rng.random() < self.notice_rate
                if len(self._noticed) > 256:
                    self._noticed.pop(next(iter(self._noticed)))
            if self._noticed[key]:
                return accused
        return None

    # --------------------------------------------------------------- decide
    def decide(self, view: PlayerView, rng: random.Random) -> Decision:
        legal = view.legal
        if len(legal) == 1:
            return Decision(legal[0], as_played(view, only_choice(view, legal[0])))
        phase = view.phase
        if phase == Phase.BID:
            return self.bid(view, rng)
        if phase == Phase.DECLARE:
            suit, est = best_trump(mask_of(view.hand), view.rules)
            return Decision(acts.TRUMP[suit], Reason("named_best_suit", suit=suit, tricks=est))
        if phase in (Phase.ROUND1, Phase.ROUND2):
            return self.make_or_pass(view, rng)
        if phase == Phase.PICKUP:
            return Decision(acts.PICKUP, Reason("picked_up_trump", card=int(view.up_card or 0)))
        if phase == Phase.CHOICE:
            return self.choose_dummy_or_alone(view, rng)
        if phase == Phase.DISCARD:
            return self.discard(view)
        if phase == Phase.DEFEND:
            return self.defend(view)
        decision = self.play(view, rng)
        if isinstance(decision.reason, Reason):
            return Decision(decision.action, as_played(view, decision.reason))
        return decision

    # -------------------------------------------------------------- bidding
    def estimate(self, hand: int, trump: int, view: PlayerView, rng: random.Random) -> float:
        est = trick_estimate(hand, trump, view.rules)
        if self.noise:
            est += rng.gauss(0.0, self.noise)
        return est

    def ghost_options(
        self, hand: int, view: PlayerView, rng: random.Random
    ) -> tuple[Action, float, Reason | None]:
        """The best call among the legal bids and the moon with ``hand``, its value, a reason."""
        suit, _ = best_trump(hand, view.rules)
        est = self.estimate(hand, suit, view, rng)
        values = best_bid_values(est, view.rules)
        best: tuple[Action, float, Reason | None] = (acts.PASS, PASS_VALUE_GHOST, None)
        for action in view.legal:
            if action.act not in (Act.BID, Act.MOON):
                continue
            bid = 6 if action.act == Act.MOON else action.arg
            v = values[bid] - (6 - min(est, 6.0)) / 2
            if v > best[1]:
                best = (action, v, Reason("bid_expected_tricks", bid=bid, tricks=est, suit=suit))
        return best

    def bid(self, view: PlayerView, rng: random.Random) -> Decision:
        hand = mask_of(view.hand)
        action, value, why = self.ghost_options(hand, view, rng)
        if acts.SWAP in view.legal and view.high_bid < 6:
            unseen = [c for c in range(24) if not hand >> c & 1]
            tries = 12 if self.careful else 4
            swap_value = 0.0
            for _ in range(tries):
                other = mask_of(rng.sample(unseen, 6))
                swap_value += max(PASS_VALUE_GHOST, self.ghost_options(other, view, rng)[1])
            swap_value /= tries
            if swap_value > max(value, PASS_VALUE_GHOST) + 0.3:
                return Decision(acts.SWAP, Reason("swap_weak_hand"))
        if action == acts.PASS and acts.PASS not in view.legal:
            bids = [a for a in view.legal if a.act == Act.BID]
            action = bids[0] if bids else acts.MOON
            return Decision(action, Reason("dealer_must_bid",
                                           bid=action.arg if action.act == Act.BID else 6))
        if action == acts.PASS or why is None:
            return Decision(acts.PASS, pass_reason(view))
        return Decision(action, why)

    def make_value(self, view: PlayerView, trump: int, rng: random.Random) -> tuple[float, float]:
        """Cutthroat: expected (taking the dummy, going alone) values of making ``trump``."""
        hand = mask_of(view.hand)
        up = int(view.up_card) if view.up_card is not None else -1
        me_dealer = view.dealer == view.seat
        if view.phase == Phase.ROUND1 and me_dealer:
            hand |= 1 << up
        hand = keep_best(hand, trump, 5, view.rules) if hand.bit_count() > 5 else hand
        alone_est = self.estimate(hand, trump, view, rng)
        if view.phase == Phase.ROUND1 and not me_dealer and is_trump(up, trump):
            alone_est -= 0.25  # the dealer will pick up a trump
        k = knowledge_of(view)
        unseen = [c for c in range(24) if k.unseen >> c & 1 and c != up]
        tries = 10 if self.careful else 3
        total = 0.0
        for _ in range(tries):
            dummy = mask_of(rng.sample(unseen, 5))
            pool = sorted(bits(hand | dummy), key=lambda c: -card_strength(c, trump))
            est = self.estimate(mask_of(pool[:5]), trump, view, rng) + 0.15
            if view.phase == Phase.ROUND1 and not me_dealer:
                est -= 0.25
            total += maker_value(est, view.rules, alone=False)
        return total / tries, maker_value(alone_est, view.rules, alone=True)

    def make_or_pass(self, view: PlayerView, rng: random.Random) -> Decision:
        stuck = acts.PASS not in view.legal
        if view.phase == Phase.ROUND1:
            trump = int(view.up_card or 0) // 6
            value = max(self.make_value(view, trump, rng))
            if value > self.make_threshold(view):
                code = "accepted_with_dummy" if view.dealer == view.seat else \
                    "ordered_up_with_dummy"
                return Decision(acts.ORDER, Reason(code, suit=trump, value=value))
            return Decision(acts.PASS, Reason("pass_suit_too_weak", suit=trump))
        options = [(max(self.make_value(view, a.arg, rng)), a.arg) for a in view.legal
                   if a.act == Act.TRUMP]
        value, suit = max(options)
        if value > self.make_threshold(view) or stuck:
            why = Reason("dealer_must_name", suit=suit) if stuck and value <= 0 else \
                Reason("named_with_dummy", suit=suit, value=value)
            return Decision(acts.TRUMP[suit], why)
        return Decision(acts.PASS, Reason("pass_no_suit"))

    def make_threshold(self, view: PlayerView) -> float:
        return 0.0

    def choose_dummy_or_alone(self, view: PlayerView, rng: random.Random) -> Decision:
        trump = view.trump_or_none
        with_dummy, alone = self.make_value(view, trump, rng)
        if alone > with_dummy + 0.1:
            return Decision(acts.ALONE, Reason("alone_should_march", alone=alone, dummy=with_dummy))
        return Decision(acts.DUMMY, Reason("took_dummy"))

    def discard(self, view: PlayerView) -> Decision:
        trump = view.trump_or_none
        hand = mask_of(view.hand)
        if self.careful:
            keep = keep_best(hand, trump, 5, view.rules)
        else:
            keep = mask_of(sorted(view.hand, key=lambda c: -card_strength(c, trump))[:5])
        throw = bits(hand & ~keep) or bits(hand)
        card = min(throw, key=lambda c: card_strength(c, trump))
        return Decision(acts.DISCARD[card], discard_reason(card, hand, trump))

    def defend(self, view: PlayerView) -> Decision:
        trump = view.trump_or_none
        hand = mask_of(view.hand)
        est = trick_estimate(hand, trump, view.rules)
        bowers = sum(1 for c in view.hand if c % 6 == JACK and is_trump(c, trump))
        if est >= 3.4 and bowers and trumps_in(hand, trump) >= 3:
            return Decision(acts.ALONE, Reason("defend_alone_trumps",
                                               trumps=trumps_in(hand, trump)))
        return Decision(acts.PASS, Reason("defend_together"))

    # ----------------------------------------------------------------- play
    def play(self, view: PlayerView, rng: random.Random) -> Decision:
        legal = following(view)
        if self.mistake_rate and rng.random() < self.mistake_rate:
            card = rng.choice(legal)
            return Decision(acts.PLAY[card], Reason("careless_card", card=card))
        if self.endgame_tricks and len(view.hand) <= self.endgame_tricks:
            found = self.endgame(view, legal, rng)
            if found is not None:
                return found
        return card_by_rules(view, legal, knowledge_of(view) if self.careful else None)

    def endgame(self, view: PlayerView, legal: list[int], rng: random.Random) -> Decision | None:
        k = knowledge_of(view)
        totals = dict.fromkeys(legal, 0.0)
        for _ in range(self.endgame_worlds):
            hands = sample_hands(k, rng)
            solver = Solver(sides(view), play_leaf(view), max_nodes=20000)
            try:
                values = solver.root_values(position_of(view, hands), legal)
            except BudgetExceededError:
                return None
            for c, v in values.items():
                totals[c] += v
        best = max(legal, key=lambda c: (totals[c], -card_strength(c, view.trump_or_none)))
        return Decision(acts.PLAY[best], Reason("endgame_best", card=best,
                                                worlds=self.endgame_worlds))


def only_choice(view: PlayerView, action: Action) -> Reason:
    if action.act == Act.PLAY:
        return Reason("only_legal_card", card=action.arg)
    if action.act == Act.DISCARD:
        return Reason("last_card_to_discard", card=action.arg)
    if action.act == Act.PICKUP:
        return Reason("must_pick_up")
    return Reason("only_action", action=str(action))


def discard_reason(card: int, hand: int, trump: int) -> Reason:
    """Why ``card`` leaves ``hand``: the void it makes, or what kind of card it is."""
    if is_trump(card, trump):
        return Reason("discard_weakest_trump", card=card)
    if (hand & SUIT_MASK[trump][card // 6]).bit_count() == 1:
        return Reason("discard_to_void", card=card, suit=card // 6)
    if card % 6 <= 1:  # a nine or a ten
        return Reason("discard_low", card=card)
    return Reason("discard_side_card", card=card)


def role(view: PlayerView) -> str:
    """What the player who chose trump is called: the declarer in Ghost Hand, else the maker."""
    return "declarer" if view.rules.is_ghost else "maker"


def pass_reason(view: PlayerView) -> Reason:
    if view.high_bid == 6:
        return Reason("pass_moon_called")
    if view.high_bid:
        return Reason("pass_cannot_beat_bid", bid=view.high_bid)
    return Reason("pass_too_weak_to_bid")


def following(view: PlayerView) -> list[int]:
    """Legal cards that follow suit (the bots never renege on purpose)."""
    cards = [a.arg for a in view.legal if a.act == Act.PLAY]
    if view.trick:
        t = view.trump_or_none
        led = EFFECTIVE[t][view.trick[0][1]]
        follow = [c for c in cards if EFFECTIVE[t][c] == led]
        if follow:
            return follow
    return cards


def partner_of(view: PlayerView) -> int | None:
    """Cutthroat: the other defender, if I defend with one."""
    if view.rules.is_ghost or view.declarer is None or view.declarer == view.seat:
        return None
    if view.sitting_out is not None:
        return None
    return third_seat(view.declarer, view.seat)


def is_boss(card: int, view: PlayerView, k: Knowledge | None) -> bool:
    """No card I have not seen can beat ``card`` in its own suit."""
    t = view.trump_or_none
    suit = EFFECTIVE[t][card]
    power = POWER[t][suit]
    if k is None:  # without counting: only the top card of a suit is sure
        return all(power[c] <= power[card] for c in range(24) if EFFECTIVE[t][c] == suit
                   and not (mask_of(view.hand) >> c & 1))
    others = k.unseen & SUIT_MASK[t][suit]
    return all(power[c] < power[card] for c in bits(others))


def card_by_rules(view: PlayerView, legal: list[int], k: Knowledge | None) -> Decision:
    t = view.trump_or_none
    hand = mask_of(view.hand)
    attacking = view.declarer == view.seat
    if not view.trick:
        return lead(view, legal, k, attacking)
    led = EFFECTIVE[t][view.trick[0][1]]
    power = POWER[t][led]
    win_seat, win_card = view.trick[0]
    for s, c in view.trick[1:]:
        if power[c] > power[win_card]:
            win_seat, win_card = s, c
    active = 2 if view.sitting_out is not None else 3
    last = len(view.trick) == active - 1
    partner = partner_of(view)
    winners = [c for c in legal if power[c] > power[win_card]]
    low = min(legal, key=lambda c: (card_strength(c, t), shortness(hand, c, t)))
    if partner is not None and win_seat == partner and (last or is_boss(win_card, view, k)):
        return Decision(acts.PLAY[low], Reason("partner_wins", card=low, winning=win_card))
    if winners:
        cheapest = min(winners, key=lambda c: power[c])
        if not last and k is not None:
            safe = [c for c in winners if is_boss(c, view, k)]
            if safe:
                cheapest = min(safe, key=lambda c: power[c])
        if EFFECTIVE[t][cheapest] == t and led != t:
            return Decision(acts.PLAY[cheapest], Reason("trumped_void", card=cheapest, suit=led))
        if any(power[c] < power[cheapest] for c in winners):  # a cheaper one may be beaten
            return Decision(acts.PLAY[cheapest], boss_reason(cheapest, led, t))
        return Decision(acts.PLAY[cheapest], Reason("wins_trick", card=cheapest))
    return Decision(acts.PLAY[low], Reason("cannot_beat", card=low, winning=win_card))


def boss_reason(card: int, led: int, trump: int) -> Reason:
    """Why ``card``, the highest card left of the suit led, wins the trick."""
    if led == trump:
        return Reason("wins_with_best_trump", card=card)
    return Reason("wins_with_boss", card=card, suit=led)


def shortness(hand: int, card: int, trump: int) -> int:
    return (hand & SUIT_MASK[trump][EFFECTIVE[trump][card]]).bit_count()


def lead(view: PlayerView, legal: list[int], k: Knowledge | None, attacking: bool) -> Decision:
    t = view.trump_or_none
    hand = mask_of(view.hand)
    trumps = [c for c in legal if EFFECTIVE[t][c] == t]
    off = [c for c in legal if EFFECTIVE[t][c] != t]
    trumps_out = k.trumps_out() if k is not None else 6 - len(trumps)
    if attacking and trumps and trumps_out > 0 and t != NO_TRUMP:
        top = max(trumps, key=lambda c: POWER[t][t][c])
        if is_boss(top, view, k) or len(trumps) >= 3:
            if len(trumps) > 1:
                return Decision(acts.PLAY[top], Reason("lead_to_pull_trump", card=top,
                                                       trumps=len(trumps), role=role(view)))
            return Decision(acts.PLAY[top], Reason("lead_to_draw_last_trumps", card=top,
                                                   role=role(view)))
    others = [s for s in range(3) if s != view.seat and s != view.sitting_out]
    bosses = [c for c in off if is_boss(c, view, k)]
    if k is not None:
        safe = [c for c in bosses if not any(k.is_void(s, EFFECTIVE[t][c]) for s in others)
                or k.trumps_out() == 0]
        bosses = safe or bosses
    if bosses:
        c = max(bosses, key=lambda c: card_strength(c, t))
        return Decision(acts.PLAY[c], Reason("lead_boss", card=c, suit=EFFECTIVE[t][c]))
    if off:
        c = min(off, key=lambda c: (shortness(hand, c, t), card_strength(c, t)))
        return Decision(acts.PLAY[c], Reason("lead_short_suit", card=c))
    top = max(trumps, key=lambda c: POWER[t][t][c])
    if is_boss(top, view, k):
        return Decision(acts.PLAY[top], Reason("lead_best_trump", card=top))
    c = min(trumps, key=lambda c: POWER[t][t][c])
    return Decision(acts.PLAY[c], Reason("lead_lowest_trump", card=c))
