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
from ..engine.cards import CARDS, EFFECTIVE, NO_TRUMP, POWER, SUIT_MASK, SUIT_NAMES, mask_of
from ..engine.state import Phase
from ..engine.view import PlayerView
from .base import Decision
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
from .solver import BudgetExceededError, Solver, bits
from .utility import play_leaf, sides

PASS_VALUE_GHOST = -0.6  # a non-declarer's usual points minus the others' average
BID_WORDS = {3: "3", 4: "4", 5: "5", 6: "the moon"}


def name(card: int) -> str:
    return CARDS[card].pretty()


def suit_name(suit: int) -> str:
    return SUIT_NAMES[suit]


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
            return Decision(legal[0], only_choice(view, legal[0]))
        phase = view.phase
        if phase == Phase.BID:
            return self.bid(view, rng)
        if phase == Phase.DECLARE:
            suit, est = best_trump(mask_of(view.hand), view.rules)
            return Decision(acts.TRUMP[suit], f"Named {suit_name(suit)}: my best suit, worth about "
                            f"{est:.1f} tricks.")
        if phase in (Phase.ROUND1, Phase.ROUND2):
            return self.make_or_pass(view, rng)
        if phase == Phase.PICKUP:
            return Decision(acts.PICKUP, f"Picked up the {name(int(view.up_card or 0))}: "
                            "one more trump against the maker.")
        if phase == Phase.CHOICE:
            return self.choose_dummy_or_alone(view, rng)
        if phase == Phase.DISCARD:
            return self.discard(view)
        if phase == Phase.DEFEND:
            return self.defend(view)
        return self.play(view, rng)

    # -------------------------------------------------------------- bidding
    def estimate(self, hand: int, trump: int, view: PlayerView, rng: random.Random) -> float:
        est = trick_estimate(hand, trump, view.rules)
        if self.noise:
            est += rng.gauss(0.0, self.noise)
        return est

    def ghost_options(
        self, hand: int, view: PlayerView, rng: random.Random
    ) -> tuple[Action, float, str]:
        """The best call among the legal bids and the moon with ``hand``, its value, a reason."""
        suit, _ = best_trump(hand, view.rules)
        est = self.estimate(hand, suit, view, rng)
        values = best_bid_values(est, view.rules)
        best: tuple[Action, float, str] = (acts.PASS, PASS_VALUE_GHOST, "")
        for action in view.legal:
            if action.act not in (Act.BID, Act.MOON):
                continue
            bid = 6 if action.act == Act.MOON else action.arg
            v = values[bid] - (6 - min(est, 6.0)) / 2
            if v > best[1]:
                why = (f"I expect about {est:.1f} tricks with {suit_name(suit)} as trump")
                best = (action, v, why)
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
                return Decision(acts.SWAP, "Swapped with the ghost hand: mine is too weak to bid "
                                "and a fresh hand is worth more on average.")
        if action == acts.PASS and acts.PASS not in view.legal:
            bids = [a for a in view.legal if a.act == Act.BID]
            action = bids[0] if bids else acts.MOON
            return Decision(action, f"Bid {BID_WORDS[action.arg if action.act == Act.BID else 6]}:"
                            " as dealer I may not pass.")
        if action == acts.PASS:
            return Decision(acts.PASS, pass_reason(view))
        word = BID_WORDS[6 if action.act == Act.MOON else action.arg]
        verb = "Shot the moon" if action.act == Act.MOON else f"Bid {word}"
        return Decision(action, f"{verb}: {why}.")

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
                word = "Accepted" if view.dealer == view.seat else "Ordered it up"
                return Decision(acts.ORDER, f"{word}: {suit_name(trump)} as trump with the dummy "
                                f"should be worth {value:+.1f} points to me.")
            return Decision(acts.PASS, f"Passed: {suit_name(trump)} would not make often enough.")
        options = [(max(self.make_value(view, a.arg, rng)), a.arg) for a in view.legal
                   if a.act == Act.TRUMP]
        value, suit = max(options)
        if value > self.make_threshold(view) or stuck:
            why = "as dealer I must name a suit" if stuck and value <= 0 else \
                f"worth {value:+.1f} points to me with the dummy"
            return Decision(acts.TRUMP[suit], f"Named {suit_name(suit)}: {why}.")
        return Decision(acts.PASS, "Passed: no suit is strong enough to make.")

    def make_threshold(self, view: PlayerView) -> float:
        return 0.0

    def choose_dummy_or_alone(self, view: PlayerView, rng: random.Random) -> Decision:
        trump = view.trump_or_none
        with_dummy, alone = self.make_value(view, trump, rng)
        if alone > with_dummy + 0.1:
            return Decision(acts.ALONE, f"Went alone: my hand should march ({alone:+.1f} points "
                            f"expected, {with_dummy:+.1f} with the dummy).")
        return Decision(acts.DUMMY, "Took the dummy: five more cards to choose my best hand from.")

    def discard(self, view: PlayerView) -> Decision:
        trump = view.trump_or_none
        hand = mask_of(view.hand)
        if self.careful:
            keep = keep_best(hand, trump, 5, view.rules)
        else:
            keep = mask_of(sorted(view.hand, key=lambda c: -card_strength(c, trump))[:5])
        throw = bits(hand & ~keep) or bits(hand)
        card = min(throw, key=lambda c: card_strength(c, trump))
        why = "a low card I will not need" if not is_trump(card, trump) else "my weakest trump"
        if not is_trump(card, trump) and (hand & SUIT_MASK[trump][card // 6]).bit_count() == 1:
            why = f"it leaves me void in {suit_name(card // 6)}"
        return Decision(acts.DISCARD[card], f"Discarded the {name(card)}: {why}.")

    def defend(self, view: PlayerView) -> Decision:
        trump = view.trump_or_none
        hand = mask_of(view.hand)
        est = trick_estimate(hand, trump, view.rules)
        bowers = sum(1 for c in view.hand if c % 6 == 2 and is_trump(c, trump))
        if est >= 3.4 and bowers and trumps_in(hand, trump) >= 3:
            return Decision(acts.ALONE, f"Defended alone: {trumps_in(hand, trump)} trumps should "
                            "stop the maker on my own.")
        return Decision(acts.PASS, "Passed: I defend together with the other player.")

    # ----------------------------------------------------------------- play
    def play(self, view: PlayerView, rng: random.Random) -> Decision:
        legal = following(view)
        if self.mistake_rate and rng.random() < self.mistake_rate:
            card = rng.choice(legal)
            return Decision(acts.PLAY[card], f"Played the {name(card)}.")
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
        return Decision(acts.PLAY[best], f"Played the {name(best)}: it does best over "
                        f"{self.endgame_worlds} ways the other cards may lie.")


def only_choice(view: PlayerView, action: Action) -> str:
    if action.act == Act.PLAY:
        return f"Played the {name(action.arg)}: my only legal card."
    if action.act == Act.DISCARD:
        return f"Discarded the {name(action.arg)}: my last card to lose."
    if action.act == Act.PICKUP:
        return "Picked up the up-card: the rules require it."
    return f"Chose {action}: the only thing I may do."


def pass_reason(view: PlayerView) -> str:
    if view.high_bid == 6:
        return "Passed: the moon has been called."
    if view.high_bid:
        return f"Passed: my hand cannot beat the bid of {view.high_bid}."
    return "Passed: my hand is not strong enough to bid."


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
    return 3 - view.declarer - view.seat


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
        return Decision(acts.PLAY[low], f"Played the {name(low)}: my partner's "
                        f"{name(win_card)} already wins the trick.")
    if winners:
        cheapest = min(winners, key=lambda c: power[c])
        if not last and k is not None:
            safe = [c for c in winners if is_boss(c, view, k)]
            if safe:
                cheapest = min(safe, key=lambda c: power[c])
        if EFFECTIVE[t][cheapest] == t and led != t:
            return Decision(acts.PLAY[cheapest], f"Trumped with the {name(cheapest)}: "
                            f"I have no {suit_name(led)}.")
        return Decision(acts.PLAY[cheapest], f"Played the {name(cheapest)}: the cheapest card "
                        "that wins the trick.")
    return Decision(acts.PLAY[low], f"Played the {name(low)}: I cannot beat the {name(win_card)}.")


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
            why = "pull trump" if len(trumps) > 1 else "draw the last trumps"
            return Decision(acts.PLAY[top], f"Led the {name(top)} to {why}: I am the maker "
                            f"and hold {len(trumps)} trump{'s' if len(trumps) > 1 else ''}.")
    others = [s for s in range(3) if s != view.seat and s != view.sitting_out]
    bosses = [c for c in off if is_boss(c, view, k)]
    if k is not None:
        safe = [c for c in bosses if not any(k.is_void(s, EFFECTIVE[t][c]) for s in others)
                or k.trumps_out() == 0]
        bosses = safe or bosses
    if bosses:
        c = max(bosses, key=lambda c: card_strength(c, t))
        return Decision(acts.PLAY[c], f"Led the {name(c)}: nobody can beat it in "
                        f"{suit_name(EFFECTIVE[t][c])}.")
    if off:
        c = min(off, key=lambda c: (shortness(hand, c, t), card_strength(c, t)))
        return Decision(acts.PLAY[c], f"Led the {name(c)}: a low card from my shortest suit.")
    top = max(trumps, key=lambda c: POWER[t][t][c])
    if is_boss(top, view, k):
        return Decision(acts.PLAY[top], f"Led the {name(top)}: it is the best trump left.")
    c = min(trumps, key=lambda c: POWER[t][t][c])
    return Decision(acts.PLAY[c], f"Led the {name(c)}: only trumps left, so the lowest one.")
