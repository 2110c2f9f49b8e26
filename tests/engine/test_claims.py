"""Claims (``engine.claims``): whenever a claim is offered, every way the hand can go on
gives the claimer every remaining trick, whatever the cards the claimer cannot see; and
the proof reads only the claimer's own view."""

from __future__ import annotations

import random
from collections.abc import Iterator

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from ghosteuchre.engine import GameState, Phase, Rules, new_game, view_of
from ghosteuchre.engine import actions as acts
from ghosteuchre.engine.cards import EFFECTIVE, Card, cards_of, mask_of
from ghosteuchre.engine.claims import (
    claim_plan,
    claim_tricks,
    no_decision_left,
    shown_out,
    unseen,
)
from ghosteuchre.engine.deal import deal_next
from ghosteuchre.engine.state import Trick


def positions(rules: Rules, seed: int, hands: int = 3) -> Iterator[GameState]:
    """Every position of random play where some seat is to play a card."""
    rng = random.Random(seed)
    state = new_game(rules, seed)
    while len(state.history) <= hands and not state.is_terminal():
        if state.current_player is None:
            deal_next(state, seed)
            continue
        if state.phase == Phase.PLAY:
            yield state
        state.apply(rng.choice(state.legal_actions()), state.current_player)


def takes_every_trick(state: GameState, seat: int, plan: tuple[Card, ...],
                      rng: random.Random, budget: list[int]) -> bool:
    """Whether ``seat`` playing ``plan`` takes every trick left however the others play
    (every continuation while ``budget`` lasts, then random ones)."""
    if state.phase != Phase.PLAY:
        return True
    turn = state.current_player
    assert turn is not None
    if turn == seat:
        options = [acts.PLAY[plan[0]]]
        assert options[0] in state.legal_actions(), "a claimed card is not legal"
        plan = plan[1:]
    else:
        options = list(state.legal_actions())
        if budget[0] <= 0:
            options = [rng.choice(options)]
    for action in options:
        budget[0] -= 1
        after = state.clone()
        tricks = len(after.tricks)
        after.apply(action, turn)
        if len(after.tricks) > tricks and after.tricks[-1].winner != seat:
            return False
        if not takes_every_trick(after, seat, plan, rng, budget):
            return False
    return True


def claim_holds(state: GameState, seat: int, rng: random.Random, budget: list[int]) -> bool:
    """Whether ``seat``, playing at each of its turns the first card of the claim its
    own view proves then (there must be one), takes every trick left however the others
    play (every continuation while ``budget`` lasts, then random ones)."""
    if state.phase != Phase.PLAY:
        return True
    turn = state.current_player
    assert turn is not None
    if turn == seat:
        hand = state.hand_of(seat)
        plan = claim_plan(view_of(state, seat)) if len(hand) > 1 else hand  # the last: forced
        assert plan is not None, "a claim made earlier is no longer proved on its turn"
        options = [acts.PLAY[plan[0]]]
    else:
        options = list(state.legal_actions())
        if budget[0] <= 0:
            options = [rng.choice(options)]
    for action in options:
        budget[0] -= 1
        after = state.clone()
        tricks = len(after.tricks)
        after.apply(action, turn)
        if len(after.tricks) > tricks and after.tricks[-1].winner != seat:
            return False
        if not claim_holds(after, seat, rng, budget):
            return False
    return True


def check_claims_off_turn(rules: Rules, seed: int) -> int:
    """Check every claim offered to a seat while others are to play, in a seeded random
    game; how many there were."""
    rng = random.Random(seed)
    offered = 0
    for state in positions(rules, seed):
        for seat in range(3):
            if seat == state.current_player:
                continue
            tricks = claim_tricks(view_of(state, seat))
            if tricks is None:
                continue
            offered += 1
            left = len(state.hand_of(seat)) + any(s == seat for s, _ in state.trick)
            assert tricks == left >= 2
            for world in (state, *(redealt(state, seat, rng) for _ in range(3))):
                assert claim_holds(world, seat, rng, [4000]), (
                    f"seed {seed}: seat {seat}'s claim off its turn can lose a trick")
    return offered


def redealt(state: GameState, seat: int, rng: random.Random) -> GameState:
    """``state`` with the cards ``seat`` cannot see dealt again at random among the other
    hands (the proof must hold for every such world, not only the real one), as the
    seat's view allows: nobody is dealt a suit they have failed to follow (with reneges
    blocked).  The real deal when no random deal of a hundred fits."""
    view = view_of(state, seat)
    out = shown_out(view)
    trump = state.trump
    pool = list(cards_of(unseen(view)))
    for _ in range(100):
        rng.shuffle(pool)
        world, left = state.clone(), list(pool)
        for other in range(3):
            if other == seat:
                continue
            count = state.hands[other].bit_count()
            allowed = [c for c in left if EFFECTIVE[trump][c] not in out.get(other, ())]
            if len(allowed) < count:
                break
            world.hands[other] = mask_of(allowed[:count])
            left = [c for c in left if c not in allowed[:count]]
        else:
            return world
    return state.clone()


def check_claims(rules: Rules, seed: int) -> int:
    """Check every claim offered in a seeded random game; how many there were."""
    rng = random.Random(seed)
    offered = 0
    for state in positions(rules, seed):
        seat = state.current_player
        assert seat is not None
        plan = claim_plan(view_of(state, seat))
        if plan is None:
            continue
        offered += 1
        assert sorted(plan) == sorted(state.hand_of(seat))
        for world in (state, *(redealt(state, seat, rng) for _ in range(3))):
            assert takes_every_trick(world, seat, plan, rng, [4000]), (
                f"seed {seed}: the claim {[str(c) for c in plan]} can lose a trick")
    return offered


RULES = st.builds(
    lambda variant, reneges: Rules.make(variant, {"reneges": reneges}),
    st.sampled_from(["ghost-hand", "cutthroat"]), st.sampled_from(["blocked", "callable"]))


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(RULES, st.integers(1, 10**6))
def test_every_claim_offered_takes_every_remaining_trick(rules: Rules, seed: int) -> None:
    check_claims(rules, seed)


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(RULES, st.integers(1, 10**6))
def test_every_claim_offered_off_turn_takes_every_remaining_trick(rules: Rules,
                                                                  seed: int) -> None:
    check_claims_off_turn(rules, seed)


def test_claims_are_offered_off_turn_in_both_variants_and_renege_modes() -> None:
    """While the bots are still to play to the trick, a claim the player's view proves
    is offered too, in every variant and renege mode."""
    for variant in ("ghost-hand", "cutthroat"):
        for reneges in ("blocked", "callable"):
            rules = Rules.make(variant, {"reneges": reneges})
            assert sum(check_claims_off_turn(rules, seed) for seed in range(1, 30)) > 0, (
                variant, reneges)


def test_claims_are_offered_in_both_variants_and_renege_modes() -> None:
    for variant in ("ghost-hand", "cutthroat"):
        for reneges in ("blocked", "callable"):
            rules = Rules.make(variant, {"reneges": reneges})
            assert sum(check_claims(rules, seed) for seed in range(1, 30)) > 0, (variant, reneges)


def test_the_proof_reads_only_the_claimers_view() -> None:
    """Two worlds the claimer cannot tell apart get the same answer."""
    rng = random.Random(5)
    rules = Rules.make("ghost-hand", {})
    checked = 0
    for seed in range(1, 12):
        for state in positions(rules, seed):
            seat = state.current_player
            assert seat is not None
            world = redealt(state, seat, rng)
            assert claim_plan(view_of(world, seat)) == claim_plan(view_of(state, seat))
            for other in range(3):
                again = redealt(state, other, rng)
                assert claim_tricks(view_of(again, other)) == claim_tricks(view_of(state, other))
            checked += 1
    assert checked > 100


def lead_position(hand: str, played: str, trump: str, reneges: str = "blocked") -> GameState:
    """A Ghost Hand position in the play where seat 0 leads with ``hand`` (cards as
    text) after the ``played`` cards went in earlier tricks; the others hold the rest."""
    state = next(s for s in positions(Rules.make("ghost-hand", {"reneges": reneges}), 3)
                 if s.current_player == 0 and not s.trick)
    mine = [Card.parse(c) for c in hand.split()]
    gone = [Card.parse(c) for c in played.split()]
    pool = [c for c in cards_of((1 << 24) - 1) if c not in mine and c not in gone]
    state.trump = "CDHS".index(trump)
    state.hands = [mask_of(mine), mask_of(pool[:len(mine)]), mask_of(pool[len(mine):2 * len(mine)])]
    state.tricks = [Trick(0, tuple(enumerate(gone[i:i + 3])), 0) for i in range(0, len(gone), 3)]
    return state


def test_top_trumps_and_boss_aces_are_claimed() -> None:
    # hearts trump: the right and left bowers and the ace of spades, with every other
    # heart gone, so nothing can ruff the ace and nothing can beat the bowers
    state = lead_position("JH JD AS", "AH KH QH TH 9H 9S", "H")
    plan = claim_plan(view_of(state, 0))
    assert plan is not None and [str(c) for c in plan] == ["JH", "JD", "AS"]


def test_an_unseen_trump_can_be_drawn_only_when_others_must_follow() -> None:
    # the 9 of hearts is unseen: leading the right bower draws it when suit must be
    # followed; with reneges callable it could be kept back to ruff the ace
    state = lead_position("JH AS", "AH KH QH TH JD KS", "H")
    assert claim_plan(view_of(state, 0)) is not None
    callable_ = lead_position("JH AS", "AH KH QH TH JD KS", "H", reneges="callable")
    assert claim_plan(view_of(callable_, 0)) is None


def test_a_card_an_unseen_card_beats_is_never_claimed() -> None:
    # the king of spades loses to the unseen ace
    state = lead_position("JH KS", "AH KH QH TH 9H JD", "H")
    assert claim_plan(view_of(state, 0)) is None


def test_no_decision_is_left_with_the_last_card_or_sitting_out() -> None:
    state = lead_position("JH", "AH KH QH TH 9H JD", "H")
    assert no_decision_left(view_of(state, 0))
    assert not no_decision_left(view_of(lead_position("JH AS", "AH KH QH", "H"), 0))


def test_a_claim_stays_proved_when_a_trump_it_fears_lies_in_a_hand_nobody_plays() -> None:
    """Cutthroat, seed 2641: seat 1 may claim five tricks with five trumps while the
    queen of trumps lies in the hand sitting out.  The defender's failing to follow the
    trumps led shows that nobody still playing holds it, so the claim is proved again at
    each of seat 1's turns, to the last trick."""
    assert check_claims_off_turn(Rules.make("cutthroat", {"reneges": "blocked"}), 2641) > 0
