"""The review of a player's decisions: Hard's valuation of every legal choice."""

from __future__ import annotations

import random

import pytest

from ghosteuchre.bots import Reason, make_bot
from ghosteuchre.bots.review import hand_decisions, hard_choice, review_decision
from ghosteuchre.bots.verdict import MARK_POINTS
from ghosteuchre.engine.actions import Act, Action
from ghosteuchre.engine.cards import Card
from ghosteuchre.engine.deal import new_game
from ghosteuchre.engine.rules import Rules
from ghosteuchre.engine.state import Deal, GameState
from ghosteuchre.engine.view import view_of

MAKER_THROWS = ("TS", "TD", "QS", "JS", "9C")


def cards(text: str) -> tuple[Card, ...]:
    return tuple(Card.parse(c) for c in text.split())


def partner_wins_trick() -> GameState:
    """Cutthroat, hearts trump: the maker (seat 1) leads the 9♠, the other defender
    (seat 2) takes it with the A♠, and the player (seat 0), out of spades, holds the
    right bower, the 9♥ and three clubs.  Kept, the right bower takes a trick later and
    the defenders euchre the maker."""
    state = GameState(Rules.make("cutthroat", {}), 0)
    state.start_hand(Deal(
        (cards("JH AC KC QC JC"), cards("AH KH 9S 9D TS"), cards("AS KS AD KD QD")),
        dummy=cards("JD TD QS JS 9C"), kitty=cards("9H TC QH TH")))
    script = [(1, "order"), (0, "pickup"), (0, "discard JC"), (1, "dummy"),
              *((1, f"discard {c}") for c in MAKER_THROWS)]
    for seat, text in script:
        state.apply(Action.parse(text), seat)
    while state.current_player is not None and state.phase.name == "DEFEND":
        state.apply(Action.parse("pass"), state.current_player)
    state.apply(Action.parse("play 9S"), 1)
    state.apply(Action.parse("play AS"), 2)
    return state


def test_ruffing_the_partners_winning_trick_with_a_sure_winner_is_marked() -> None:
    view = view_of(partner_wins_trick(), 0)
    review = review_decision(view, (Action.parse("play JH"),), seed=7)
    assert review.marked
    assert review.best != review.chosen
    (best,) = review.best
    assert best.act == Act.PLAY and best.card.suit == Card.parse("AC").suit  # a club
    assert review.cost >= MARK_POINTS or review.trick_cost >= 0.75
    assert isinstance(review.reason, Reason) and review.reason.code == "partner_wins_throw"
    assert review.value_of(review.best) > review.value_of(review.chosen)


def test_a_club_thrown_under_the_partners_ace_is_not_marked() -> None:
    view = view_of(partner_wins_trick(), 0)
    for card in ("AC", "KC", "QC"):
        assert not review_decision(view, (Action.parse(f"play {card}"),), seed=7).marked


def test_every_legal_card_is_valued() -> None:
    view = view_of(partner_wins_trick(), 0)
    review = review_decision(view, (Action.parse("play 9H"),), seed=7)
    assert {choice for choice, _ in review.values} == {(a,) for a in view.legal}
    assert {choice for choice, _ in review.tricks} == {(a,) for a in view.legal}


def test_the_review_is_the_same_for_the_same_seed() -> None:
    view = view_of(partner_wins_trick(), 0)
    chosen = (Action.parse("play 9H"),)
    assert review_decision(view, chosen, seed=3) == review_decision(view, chosen, seed=3)


def test_an_action_that_is_not_legal_is_refused() -> None:
    view = view_of(partner_wins_trick(), 0)
    with pytest.raises(ValueError, match="not one of the view's legal actions"):
        review_decision(view, (Action.parse("pass"),), seed=1)


def played_hand(variant: str, seed: int) -> GameState:
    state = new_game(Rules.make(variant, {}), seed)
    bots = [make_bot("medium") for _ in range(3)]
    while state.current_player is not None:
        seat = state.current_player
        state.apply(bots[seat].decide(view_of(state, seat), random.Random(seed)).action, seat)
    return state


@pytest.mark.parametrize(("variant", "seed"), [("cutthroat", 5), ("ghost-hand", 5),
                                               ("cutthroat", 12)])
@pytest.mark.slow
def test_the_hard_bots_own_choice_is_never_marked(variant: str, seed: int) -> None:
    state = played_hand(variant, seed)
    seen = 0
    for seat in range(3):
        for decision in hand_decisions(state.rules, state.first_dealer, state.history, 0, seat):
            best, _ = hard_choice(decision.view, seed)
            review = review_decision(decision.view, best, seed)
            assert review.chosen == review.best
            assert not review.marked
            assert review.cost == 0
            seen += 1
    assert seen >= 10


def test_a_hands_decisions_are_its_seats_choices_with_a_discard_as_one() -> None:
    state = partner_wins_trick()
    maker = list(hand_decisions(state.rules, state.first_dealer, state.history, 0, 1))
    discards = [d for d in maker if d.chosen[0].act == Act.DISCARD]
    assert len(discards) == 1
    assert [str(a) for a in discards[0].chosen] == [f"discard {c}" for c in MAKER_THROWS]
    assert [d.view.seat for d in maker] == [1] * len(maker)
    for d in maker:
        assert state.history[0].actions[d.index] == (1, d.chosen[0])
        assert d.chosen[0] in d.view.legal


def reneged_hand(variant: str, penalty: int) -> GameState:
    """A hand with callable reneges where the player (seat 0) reneges at the first chance
    and the next player calls it as soon as public play proves it; the others follow suit."""
    from ghosteuchre.bots.heuristic import following
    from ghosteuchre.engine import actions as acts
    from ghosteuchre.engine.deal import deal_number

    rules = Rules.make(variant, {"reneges": "callable", "renege_penalty": penalty})
    bot = make_bot("medium")
    for n in range(50):
        state = GameState(rules, n % 3)
        state.start_hand(deal_number(rules, 3, n))
        reneged = False
        rng = random.Random(n)
        while state.current_player is not None:
            seat = state.current_player
            view = view_of(state, seat)
            action = bot.decide(view, rng).action
            if seat == 0 and not reneged and view.phase.name == "PLAY":
                off = [a for a in view.legal if a.act == Act.PLAY
                       and a.card not in following(view)]
                if off and len(following(view)) < len(view.hand):
                    action, reneged = off[0], True
            state.apply(action, seat)
            for caller in (1, 2):
                if 0 in state.callable_accused(caller):
                    state.apply(acts.call_renege(0), caller)
        if reneged and state.reneges and state.reneges[0].called_by is not None:
            return state
    raise AssertionError("no hand with a called renege")


@pytest.mark.parametrize("variant", ["ghost-hand", "cutthroat"])
@pytest.mark.slow
def test_a_called_renege_is_marked_with_the_points_it_cost(variant: str) -> None:
    """The one penalty of the rules, a called renege: its card is a marked decision
    costing the penalty, and the review's total is what the marked decisions lost."""
    from ghosteuchre.bots.review import called_reneges
    from ghosteuchre.bots.seeding import judge_seed
    from ghosteuchre.bots.verdict import review_total
    from ghosteuchre.engine.scoring import Rule

    state = reneged_hand(variant, penalty=3)
    called = called_reneges(state.rules, state.first_dealer, state.history, 0, 0)
    lost = -sum(e.points for e in state.hand_result().score(state.rules).entries
                if e.rule == Rule.RENEGE_CALLED and 0 in e.seats)
    assert lost == 3 and sum(called.values()) == lost
    reviews = []
    for decision in hand_decisions(state.rules, state.first_dealer, state.history, 0, 0):
        review = review_decision(decision.view, decision.chosen, judge_seed(1, 0, decision.index))
        if decision.index in called:
            assert decision.chosen[0].act == Act.PLAY
            review = review.penalised(called[decision.index])
            assert review.marked and review.loss == 3
        reviews.append(review)
    assert any(r.penalty for r in reviews)
    assert review_total(reviews) == pytest.approx(
        lost + sum(max(r.cost, 0.0) for r in reviews if r.marked and not r.penalty))
