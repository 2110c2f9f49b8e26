"""Claims: whether a player's own view proves that they take every trick left in the
hand, whatever the cards they cannot see and whatever the others play.

The proof reads one ``PlayerView`` and nothing else, so an offer to claim never rests on
a hidden card.  The others may hold any card the player cannot place (``unseen``: not in
the player's hand, not played in this hand, not one of the player's own discards or the
hand the player gave up to the ghost).  A card of the player's is *safe* when no unseen
card could beat it; the plan leads safe cards only:

- every card of a side suit (not trump) must be higher than every unseen card of its
  suit, and no unseen trump may be left to ruff it;
- with reneges blocked the others must follow suit, so leading trumps draws theirs: if
  ``k`` trumps are unseen, the player's ``k`` highest trumps, each higher than every
  unseen trump, are led first, after which nobody else holds a trump;
- with reneges callable another player may keep a trump back while holding it, so every
  trump of the player's must beat every unseen trump, and no side card is safe while any
  trump is unseen.

When the player is not leading the current trick, the card played to it must beat the
cards already in it and, if anybody plays after the player, every unseen card.
"""

from __future__ import annotations

from .cards import EFFECTIVE, FULL_DECK, POWER, SUIT_MASK, Card, cards_of, mask_of, trump_rank
from .phases import Phase
from .view import PlayerView


def unseen(view: PlayerView) -> int:
    """The cards ``view``'s seat cannot place, as a mask: any other player may hold them."""
    known = mask_of(view.hand) | mask_of(view.my_discards) | mask_of(view.my_dead_hand)
    for trick in view.tricks:
        known |= mask_of(card for _, card in trick.plays)
    known |= mask_of(card for _, card in view.trick)
    return FULL_DECK & ~known


def _beats_all(card: int, trump: int, led: int, pool: int) -> bool:
    """Whether ``card`` beats every card of ``pool`` in a trick led in suit ``led``."""
    power = POWER[trump][led]
    return all(power[card] > power[other] for other in cards_of(pool))


def _leads(hand: tuple[Card, ...], trump: int, pool: int, blocked: bool) -> tuple[Card, ...] | None:
    """The order in which leading ``hand`` takes every trick against ``pool``; None if
    that is not certain."""
    if not hand:
        return ()
    trumps = sorted((c for c in hand if EFFECTIVE[trump][c] == trump),
                    key=lambda c: -trump_rank(c, trump))
    side = [c for c in hand if EFFECTIVE[trump][c] != trump]
    pool_trumps = pool & SUIT_MASK[trump][trump]
    held_back = pool_trumps.bit_count()  # unseen trumps
    for card in side:
        suit = EFFECTIVE[trump][card]
        if not _beats_all(card, trump, suit, pool & SUIT_MASK[trump][suit]):
            return None
    if held_back:
        if blocked:
            if len(trumps) < held_back or not _beats_all(trumps[held_back - 1], trump, trump,
                                                         pool_trumps):
                return None
        elif side or not _beats_all(trumps[-1], trump, trump, pool_trumps):
            return None
    return (*trumps, *side)


def claim_plan(view: PlayerView) -> tuple[Card, ...] | None:
    """The player's remaining cards in an order that takes every trick left, whatever
    the unseen cards and the others' play; None unless ``view``'s seat is to play with at
    least two cards and that is certain."""
    if view.phase != Phase.PLAY or view.to_act != view.seat or len(view.hand) < 2:
        return None
    assert view.trump is not None
    trump, pool = view.trump, unseen(view)
    blocked = not view.rules.callable_reneges
    if not view.trick:
        return _leads(view.hand, trump, pool, blocked)
    led = EFFECTIVE[trump][view.trick[0][1]]
    power = POWER[trump][led]
    players = 3 - (view.sitting_out is not None)
    later = players - len(view.trick) - 1  # who plays to this trick after the player
    legal = [a.card for a in view.legal]
    for card in sorted(legal, key=lambda c: -power[c]):
        if any(power[card] <= power[other] for _, other in view.trick):
            continue
        if later and not _beats_all(card, trump, led, pool):
            continue
        rest = _leads(tuple(c for c in view.hand if c != card), trump, pool, blocked)
        if rest is not None:
            return (card, *rest)
    return None


def no_decision_left(view: PlayerView) -> bool:
    """Whether ``view``'s seat has nothing left to choose in this hand's play: it sits
    out, or holds at most one card (its last card is forced whatever is led)."""
    return view.phase == Phase.PLAY and (view.sitting_out == view.seat or len(view.hand) <= 1)
