"""The value of a call in one world: a whole hand solved double-dummy.

A *world* is a deal of every card: the three hands as they are now and the
pile a call can bring into play (the ghost hand before a swap, the dummy
before the maker takes it).  For a candidate call these functions lay the
world out as the call would (the maker's best five cards with the dummy, the
dealer's pick-up, a lone defender's partner sitting out), solve the play with
:class:`~.solver.Solver` and return what the outcome is worth to the deciding
seat with :func:`~.utility.outcome_value` (its points minus the others'
average, plus the game bonus when the hand ends the game).

Ghost Hand is solved paranoid (the declarer against both others) for the
declarer's tricks, and every bid's value is read from that trick count.
"""

from __future__ import annotations

import math
from collections.abc import Hashable

from ..engine.rules import Rules
from ..engine.scoring import hand_score
from ..engine.seats import left_of, next_in_play, third_seat
from .handeval import best_trump, card_strength, keep_best, trick_estimate
from .search import SolveBudget
from .solver import Leaf, Position, Solver, bits
from .utility import outcome_value

CALL_TRICKS = 2.5  # expected tricks at which a player is as likely to make a suit as to pass
CALL_SLOPE = 1.5  # how fast that chance grows with the expected tricks


def _solver(maximiser: tuple[bool, bool, bool], leaf: Leaf, budget: SolveBudget | None,
            share: Hashable) -> Solver:
    """A solver for ``leaf``; ``share`` names the leaf among the solves of one decision."""
    if budget is None:
        return Solver(maximiser, leaf)
    return budget.solver(maximiser, leaf, share)


def ghost_tricks(
    hands: list[int], declarer: int, trump: int, budget: SolveBudget | None = None,
) -> int:
    """Tricks the declarer (leading) takes against both others, double-dummy."""
    side = (declarer == 0, declarer == 1, declarer == 2)
    solver = _solver(side, lambda won: float(won[declarer]), budget, ("tricks", declarer))
    return round(solver.value(Position(list(hands[:3]), trump, declarer, [], [0, 0, 0])))


def ghost_bid_value(rules: Rules, root: int, scores: tuple[int, int, int], declarer: int,
                    bid: int, tricks: int) -> float:
    """``root``'s value when ``declarer`` bid ``bid`` (6: the moon) and took ``tricks``.

    The other two share the rest of the tricks as evenly as possible, the larger
    share going to the one ahead (so a near-target opponent is not forgotten).
    """
    others = sorted((s for s in range(3) if s != declarer), key=lambda s: -scores[s])
    rest = rules.tricks_per_hand - tricks
    won = [0, 0, 0]
    won[declarer] = tricks
    won[others[0]] = (rest + 1) // 2
    won[others[1]] = rest // 2
    return outcome_value(rules, root, scores, hand_score(rules, declarer, bid, [], won))


def ghost_named_value(
    rules: Rules, root: int, scores: tuple[int, int, int], hands: list[int], declarer: int,
    trump: int, bid: int, budget: SolveBudget | None = None,
) -> float:
    """The declarer's value (root = declarer) of naming ``trump`` for ``bid``, paranoid."""
    side = (root == 0, root == 1, root == 2)

    def leaf(won: tuple[int, int, int]) -> float:
        return outcome_value(rules, root, scores, hand_score(rules, declarer, bid, [], list(won)))

    return _solver(side, leaf, budget, ("named", root, declarer, bid)).value(
        Position(list(hands[:3]), trump, declarer, [], [0, 0, 0]))


def quick_keep(hand: int, trump: int, rules: Rules) -> int:
    """The best five cards of ``hand`` by :func:`keep_best` (every trump kept), chosen among
    its seven strongest."""
    cards = bits(hand)
    if len(cards) > 7:
        cards.sort(key=lambda c: -card_strength(c, trump))
        hand = 0
        for c in cards[:7]:
            hand |= 1 << c
    return keep_best(hand, trump, 5, rules, keep_trumps=True)


def cut_leader(dealer: int, maker: int, alone: list[int], sitting_out: int) -> int:
    """Who leads the first trick (RULES.md, Cutthroat 6)."""
    if not alone:
        return left_of(dealer)
    if len(alone) == 2:
        return alone[1]
    return next_in_play(alone[0], sitting_out)


def cut_play_value(
    rules: Rules, root: int, scores: tuple[int, int, int], hands: list[int], maker: int,
    trump: int, dealer: int, alone: list[int], budget: SolveBudget | None = None,
) -> float:
    """``root``'s value of the Cutthroat hand as laid out, maker against the defenders."""
    sitting_out = -1
    defender_alone = [s for s in alone if s != maker]
    if defender_alone:
        sitting_out = third_seat(maker, defender_alone[0])
    h = [hands[0], hands[1], hands[2]]
    if sitting_out >= 0:
        h[sitting_out] = 0
    mine = root == maker
    side = ((maker == 0) == mine, (maker == 1) == mine, (maker == 2) == mine)

    def leaf(won: tuple[int, int, int]) -> float:
        return outcome_value(rules, root, scores, hand_score(rules, maker, 0, alone, list(won)))

    leader = cut_leader(dealer, maker, alone, sitting_out)
    return _solver(side, leaf, budget, ("cut", root, maker, tuple(alone))).value(
        Position(h, trump, leader, [], [0, 0, 0], sitting_out))


def cut_defence_values(
    rules: Rules, root: int, scores: tuple[int, int, int], hands: list[int], maker: int,
    trump: int, dealer: int, alone: list[int], budget: SolveBudget | None = None,
) -> tuple[float, float]:
    """``root``'s value, as a defender, of defending together and of going alone (``alone``:
    who went alone already)."""
    return (cut_play_value(rules, root, scores, hands, maker, trump, dealer, alone, budget),
            cut_play_value(rules, root, scores, hands, maker, trump, dealer, [*alone, root],
                           budget))


def cut_maker_layout(rules: Rules, hands: list[int], dummy: int, maker: int, trump: int,
                     dealer: int, up: int, dealer_takes_up: bool) -> list[int]:
    """The hands after ``maker`` makes ``trump`` with the dummy: the dealer picks up the
    up-card (when ordered) and keeps its best five, the maker keeps its best five."""
    h = [hands[0], hands[1], hands[2]]
    if dealer_takes_up and up >= 0:
        h[dealer] |= 1 << up
        if dealer != maker:
            h[dealer] = quick_keep(h[dealer], trump, rules)
    h[maker] = quick_keep(h[maker] | dummy, trump, rules)
    return h


def cut_pass_value(
    rules: Rules, root: int, scores: tuple[int, int, int], hands: list[int], dummy: int,
    dealer: int, up: int, round1: bool, later: list[int], budget: SolveBudget | None = None,
) -> float:
    """``root``'s value of passing: the players still to call make or pass in turn.

    A later player calls (the up-card's suit in round one, its best other suit in
    round two) with the chance the bidding model gives its hand; a dealer stuck
    with the last call always calls.  Its hand is solved with ``root`` defending.
    If nobody calls, the value is 0 (round two, or a void hand).
    """
    value = 0.0
    still = 1.0  # the chance that nobody before has called
    for seat in later:
        if round1:
            trump = up // 6
            held = hands[seat] | (1 << up if seat == dealer and up >= 0 else 0)
            est = trick_estimate(held, trump, rules)
        else:
            trump, est = best_trump(hands[seat], rules, exclude=up // 6 if up >= 0 else -1)
        stuck = not round1 and seat == dealer and rules.stick_the_dealer
        p = 1.0 if stuck else call_chance(est)
        if p * still > 0.02:
            h = cut_maker_layout(rules, hands, dummy, seat, trump, dealer, up, round1)
            value += still * p * cut_play_value(rules, root, scores, h, seat, trump, dealer, [],
                                                budget)
        still *= 1 - p
    return value


def call_chance(est: float) -> float:
    """How likely a player makes a suit in which its hand expects ``est`` tricks."""
    return 1 / (1 + math.exp(-CALL_SLOPE * (est - CALL_TRICKS)))


def cut_make_values(
    rules: Rules, root: int, scores: tuple[int, int, int], hands: list[int], dummy: int,
    trump: int, dealer: int, up: int, dealer_takes_up: bool, with_alone: bool,
    budget: SolveBudget | None = None,
) -> tuple[float, float | None]:
    """``root`` as maker of ``trump``: the values of taking the dummy and of going alone.

    ``hands`` are the hands before the up-card moves; ``dealer_takes_up`` puts it in
    the dealer's hand (who then keeps their best five).  The maker keeps the best
    five of its cards (with the dummy's, when taken), as Hard discards.
    """
    mine = hands[root] | (1 << up if dealer_takes_up and up >= 0 and dealer == root else 0)
    h = cut_maker_layout(rules, hands, dummy, root, trump, dealer, up, dealer_takes_up)
    with_dummy = cut_play_value(rules, root, scores, h, root, trump, dealer, [], budget)
    alone_value = None
    if with_alone:
        h[root] = quick_keep(mine, trump, rules)
        alone_value = cut_play_value(rules, root, scores, h, root, trump, dealer, [root], budget)
    return with_dummy, alone_value
