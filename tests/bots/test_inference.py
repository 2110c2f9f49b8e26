"""Hard weighs its worlds by the cards played: a choice the rules would not make is evidence."""

from __future__ import annotations

import random

from ghosteuchre.bots import BotConfig, make_bot
from ghosteuchre.bots.inference import PlayEvidence
from ghosteuchre.bots.knowledge import knowledge_of, sample_hands
from ghosteuchre.engine.actions import Action
from ghosteuchre.engine.cards import Card
from ghosteuchre.engine.rules import Rules
from ghosteuchre.engine.state import Deal, GameState, Phase
from ghosteuchre.engine.view import PlayerView, view_of

MAKER_THROWS = ("9C", "TC", "9D", "TD", "TS", "QS")


def cards(text: str) -> tuple[Card, ...]:
    return tuple(Card.parse(c) for c in text.split())


def king_under_the_ace() -> PlayerView:
    """Cutthroat, hearts trump, seat 1 the maker with the dummy (it threw the T♠ and Q♠).

    Seat 2 leads the A♠ and the other defender, seat 0, plays the K♠ under it; the
    maker is to play.  The 9♠ and J♠ are somewhere the maker cannot see.  A defender
    whose partner's ace wins throws its lowest spade, so a K♠ says it had no 9♠.
    """
    state = GameState(Rules.make("cutthroat", {}), 1)
    state.start_hand(Deal(
        (cards("KS AC KC QC JC"), cards("AH KH QH 9D TD"), cards("AS JS AD KD QD")),
        dummy=cards("JH TS QS TC 9C"), kitty=cards("9H 9S JD TH")))
    script = [(2, "pass"), (0, "pass"), (1, "order"), (1, "dummy"),
              *((1, f"discard {c}") for c in MAKER_THROWS), (2, "pass"), (0, "pass"),
              (2, "play AS"), (0, "play KS")]
    for seat, text in script:
        state.apply(Action.parse(text), seat)
    assert state.phase == Phase.PLAY and state.current_player == 1
    return view_of(state, 1)


def mean_likelihoods(view: PlayerView, seat: int, card: str) -> tuple[float, float]:
    """The mean likelihood of the play over sampled worlds where ``seat`` holds ``card``,
    and over those where it does not."""
    evidence = PlayEvidence(view)
    k = knowledge_of(view)
    rng = random.Random(1)
    bit = 1 << Card.parse(card)
    held: list[float] = []
    not_held: list[float] = []
    for _ in range(400):
        hands = sample_hands(k, rng)
        (held if hands[seat] & bit else not_held).append(evidence.likelihood(hands))
    assert held and not_held
    return sum(held) / len(held), sum(not_held) / len(not_held)


def test_a_king_played_under_the_partners_ace_makes_the_nine_with_it_unlikely() -> None:
    view = king_under_the_ace()
    with_nine, without = mean_likelihoods(view, 0, "9S")
    assert with_nine < 0.3 * without


def test_a_card_nobody_could_have_chosen_otherwise_says_nothing() -> None:
    view = king_under_the_ace()
    evidence = PlayEvidence(view)
    (king,) = (p for p in evidence.plays if p.seat == 0)
    alone = 1 << Card.parse("KS") | 1 << Card.parse("AC")  # no other spade: the K♠ was forced
    assert evidence.chance(king, alone) == 1.0


def test_the_deciding_seats_own_cards_are_not_weighed() -> None:
    view = king_under_the_ace()
    seats = {p.seat for p in PlayEvidence(view).plays}
    assert view.seat not in seats and seats == {0, 2}


def test_hard_with_fixed_worlds_is_deterministic_after_cards_were_played() -> None:
    view = king_under_the_ace()
    a = make_bot(BotConfig("hard", worlds=12)).decide(view, random.Random(4))
    b = make_bot(BotConfig("hard", worlds=12)).decide(view, random.Random(4))
    assert a == b
    assert a.action in view.legal
