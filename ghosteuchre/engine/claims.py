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

With reneges blocked, a player who did not follow a suit led in this hand holds none
of it; an unseen card of a suit that every other player still playing has shown to hold
none of lies in a hand nobody plays from (the ghost's, the kitty, a hand sitting out),
and cannot beat the player's (``threats``).  This is what keeps a proof true from turn
to turn: a trump led either draws an unseen trump or shows a player out of trumps.

A claim may also be proved while others are still to play to the current trick
(``claim_tricks``): if the player has played to it, that card must beat the cards in it
and every unseen card; if the player is still to play, the cards the others play before
the player are unknown (any unseen card, in any suit led), so for every suit that may be
led the player must hold a card that follows it (or may be played when void) and beats
every unseen card, with the rest of the hand led as above.  The cards are then chosen at
each of the player's turns (``claim_plan``), which the proof guarantees: the unseen cards
only get fewer.
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


def shown_out(view: PlayerView) -> dict[int, set[int]]:
    """The suits that each other player still playing has failed to follow in this hand,
    by seat: with reneges blocked, they hold none of those (with reneges callable,
    nothing is known)."""
    others = [s for s in range(3) if s not in (view.seat, view.sitting_out)]
    out: dict[int, set[int]] = {s: set() for s in others}
    if view.rules.callable_reneges or view.trump is None:
        return out
    trump = view.trump
    for plays in (*(trick.plays for trick in view.tricks), view.trick):
        if plays:
            led = EFFECTIVE[trump][plays[0][1]]
            for seat, card in plays[1:]:
                if seat in out and EFFECTIVE[trump][card] != led:
                    out[seat].add(led)
    return out


def threats(view: PlayerView) -> int:
    """The unseen cards another player still playing may hold, as a mask: not those of
    a suit that each of them has shown to hold none of."""
    pool = unseen(view)
    out = list(shown_out(view).values())
    if view.trump is not None and out:
        for suit in set.intersection(*out):
            pool &= ~SUIT_MASK[view.trump][suit]
    return pool


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
    trump, pool = view.trump, threats(view)
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


def claim_tricks(view: PlayerView) -> int | None:
    """How many tricks ``view``'s seat may claim now, on its turn or while others are still
    to play to the current trick: every trick left, with at least two left; None unless
    its own view proves them all."""
    if view.phase != Phase.PLAY or view.sitting_out == view.seat:
        return None
    if view.to_act == view.seat:
        return len(view.hand) if claim_plan(view) is not None else None
    assert view.trump is not None
    trump, pool = view.trump, threats(view)
    blocked = not view.rules.callable_reneges
    mine = next((card for seat, card in view.trick if seat == view.seat), None)
    if mine is not None:  # played to this trick; others still to play to it
        led = EFFECTIVE[trump][view.trick[0][1]]
        if (len(view.hand) < 1 or not _beats_all(mine, trump, led, pool)
                or not _wins_so_far(mine, trump, led, view.trick)
                or _leads(view.hand, trump, pool, blocked) is None):
            return None
        return len(view.hand) + 1
    if len(view.hand) < 2:
        return None
    leds = ({EFFECTIVE[trump][view.trick[0][1]]} if view.trick
            else {EFFECTIVE[trump][c] for c in cards_of(pool)})
    if not leds:
        return None
    for led in leds:
        follow = [c for c in view.hand if EFFECTIVE[trump][c] == led] or list(view.hand)
        if not any(_beats_all(card, trump, led, pool)
                   and _wins_so_far(card, trump, led, view.trick)
                   and _leads(tuple(c for c in view.hand if c != card), trump, pool,
                              blocked) is not None
                   for card in follow):
            return None
    return len(view.hand)


def _wins_so_far(card: int, trump: int, led: int, trick: tuple[tuple[int, Card], ...]) -> bool:
    """Whether ``card`` beats every other card played to ``trick`` (led in ``led``)."""
    power = POWER[trump][led]
    return all(power[card] > power[other] for _, other in trick if other != card)
