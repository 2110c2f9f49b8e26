"""Every rule of docs/rules.md on a hand-built deal."""

from __future__ import annotations

import pytest

from ghosteuchre.engine import Action, Card, GameState, IllegalAction, Phase, Rules
from ghosteuchre.engine.actions import Act
from ghosteuchre.engine.cards import EFFECTIVE, POWER, SUITS, effective_suit, sort_key
from ghosteuchre.engine.deal import deal_number, first_dealer, new_game
from ghosteuchre.engine.rules import OptionError
from ghosteuchre.engine.scoring import hand_score

from .helpers import act, cards, cut_state, ghost_state, play_out

C, D, H, S = range(4)


def card(text: str) -> Card:
    return Card.parse(text)


# ------------------------------------------------------------------ bowers
def test_left_bower_is_trump_for_every_purpose() -> None:
    assert effective_suit(card("JD"), H) == H
    assert effective_suit(card("JH"), H) == H
    assert effective_suit(card("JD"), C) == D
    assert effective_suit(card("JC"), S) == S
    order = sorted(cards("9H TH QH KH AH JD JH"), key=lambda c: -POWER[H][H][c])
    assert [str(c) for c in order] == ["JH", "JD", "AH", "KH", "QH", "TH", "9H"]
    # off-suit jacks rank between ten and queen
    spades = sorted(cards("9S TS JS QS KS AS"), key=lambda c: -POWER[H][S][c])
    assert [str(c) for c in spades] == ["AS", "KS", "QS", "JS", "TS", "9S"]


def test_must_follow_with_left_bower_and_the_sentence_says_why() -> None:
    # hearts trump; seat 1 holds the JD as its only heart
    state = ghost_state("JH AH 9S TS QS KS", "JD 9C TC QC KC AC", "9D TD QD KD AD AS", dealer=2)
    act(state, "0 bid 3", "1 pass", "2 pass", "0 trump H", "0 play AH")
    assert [str(a) for a in state.legal_actions()] == ["play JD"]
    with pytest.raises(IllegalAction) as err:
        state.apply(Action.parse("play 9C"), 1)
    assert str(err.value) == (
        "seat 1 must follow hearts (holds the JD, which is a heart while hearts are trump)"
    )
    assert err.value.you.startswith("You must follow hearts: you hold the J♦, which is a heart")
    assert len(state.trick) == 1  # nothing changed
    act(state, "1 play JD")
    act(state, "2 play AD")  # no hearts: any card
    assert state.tricks[-1].winner == 1  # the left bower beats the ace of trump


def test_left_bower_cannot_follow_its_printed_suit() -> None:
    # hearts trump, diamonds led: the JD is a heart, so a diamond must be played
    state = ghost_state("AD 9S TS QS KS AS", "JD TD 9C TC QC KC", "JH AH 9D QD KD AC", dealer=2)
    act(state, "0 bid 3", "1 pass", "2 pass", "0 trump H", "0 play AD")
    assert [str(a) for a in state.legal_actions()] == ["play TD"]
    with pytest.raises(
        IllegalAction, match=r"must follow diamonds \(holds the TD; the JD is a heart"
    ):
        act(state, "1 play JD")


def test_left_bower_led_calls_for_trump() -> None:
    state = ghost_state("JD 9S TS QS KS AS", "AH TD 9C TC QC KC", "JH 9H 9D QD KD AC", dealer=2)
    act(state, "0 bid 3", "1 pass", "2 pass", "0 trump H", "0 play JD")
    assert [str(a) for a in state.legal_actions()] == ["play AH"]
    act(state, "1 play AH")
    assert sorted(str(a) for a in state.legal_actions()) == ["play 9H", "play JH"]
    act(state, "2 play JH")
    assert state.tricks[-1].winner == 2  # right bower over left bower
    assert state.turn == 2  # the winner leads


def test_highest_of_led_suit_wins_without_trump() -> None:
    state = ghost_state("9S TS QS KS AS 9C", "AH TD TC QC KC AC", "JH 9H 9D QD KD JC", dealer=2)
    act(state, "0 bid 3", "1 pass", "2 pass", "0 trump D", "0 play 9C")
    with pytest.raises(IllegalAction, match="must follow clubs"):
        act(state, "1 play TC", "2 play 9H")  # the JC is a plain club while diamonds are trump
    act(state, "2 play JC")
    assert state.tricks[-1].winner == 2  # an off-suit jack ranks above the ten


# -------------------------------------------------------------- Ghost Hand
def test_ghost_swap_once_per_hand_and_the_swapper_still_bids() -> None:
    state = ghost_state("9S TS QS KS AS 9C", "AH TD TC QC KC AC", "JH 9H 9D QD KD JC", dealer=2)
    before = state.hand_of(0)
    ghost = state.ghost
    act(state, "0 swap")
    assert state.turn == 0 and state.phase == Phase.BID
    assert state.hands[0] == ghost and state.dead != 0
    assert state.hand_of(0) != before
    assert Action.parse("swap") not in state.legal_actions()
    act(state, "0 bid 3")
    assert Action.parse("swap") not in state.legal_actions()
    with pytest.raises(IllegalAction, match="already swapped"):
        act(state, "1 swap")


def test_ghost_swap_option_off() -> None:
    state = ghost_state(
        "9S TS QS KS AS 9C", "AH TD TC QC KC AC", "JH 9H 9D QD KD JC", ghost_swap=False
    )
    assert Action.parse("swap") not in state.legal_actions()
    with pytest.raises(IllegalAction, match="turned off"):
        act(state, "1 swap")


def test_bids_must_rise_and_moon_outranks_everything() -> None:
    state = ghost_state("9S TS QS KS AS 9C", "AH TD TC QC KC AC", "JH 9H 9D QD KD JC", dealer=0)
    act(state, "1 bid 4")
    legal = [str(a) for a in state.legal_actions()]
    assert legal == ["swap", "bid 5", "moon", "pass"]
    with pytest.raises(IllegalAction, match="higher than the 4"):
        act(state, "2 bid 4")
    with pytest.raises(IllegalAction):
        act(state, "2 bid 6")
    act(state, "2 moon")
    assert [str(a) for a in state.legal_actions()] == ["swap", "pass"]
    with pytest.raises(IllegalAction, match="only pass"):
        act(state, "0 bid 5")
    act(state, "0 swap", "0 pass")
    assert state.phase == Phase.DECLARE and state.turn == 2 and state.declarer == 2
    act(state, "2 trump C")
    assert state.phase == Phase.PLAY and state.turn == 2  # the declarer leads


def test_all_pass_is_void_and_the_deal_passes_left() -> None:
    state = ghost_state("9S TS QS KS AS 9C", "AH TD TC QC KC AC", "JH 9H 9D QD KD JC", dealer=1)
    act(state, "2 pass", "0 pass", "1 pass")
    assert state.phase == Phase.HAND_OVER and state.void and state.scores == [0, 0, 0]
    state.start_hand(deal_number(state.rules, 7, 1))
    assert state.dealer == 2 and state.turn == 0


def test_ghost_stick_the_dealer() -> None:
    state = ghost_state(
        "9S TS QS KS AS 9C", "AH TD TC QC KC AC", "JH 9H 9D QD KD JC", stick_the_dealer=True
    )
    act(state, "1 pass", "2 pass")
    legal = [str(a) for a in state.legal_actions()]
    assert "pass" not in legal and legal[:1] == ["swap"] and "bid 3" in legal and "moon" in legal
    with pytest.raises(IllegalAction, match="may not pass"):
        act(state, "0 pass")
    act(state, "0 swap", "0 bid 3")
    assert state.declarer == 0


def test_ghost_stick_applies_only_when_both_others_passed() -> None:
    state = ghost_state(
        "9S TS QS KS AS 9C", "AH TD TC QC KC AC", "JH 9H 9D QD KD JC", stick_the_dealer=True
    )
    act(state, "1 bid 3", "2 pass", "0 pass")
    assert state.declarer == 1


STRONG = ("JS JC AS KS QS TS", "AH KH QH JH TH 9H", "AD KD QD JD TD 9D")


@pytest.mark.parametrize("moon_points", [24, 30])
def test_moon_success(moon_points: int) -> None:
    state = ghost_state(*STRONG, dealer=2, moon_points=moon_points)
    act(state, "0 moon", "1 pass", "2 pass", "0 trump S")
    play_out(state)
    assert state.tricks_won == [6, 0, 0]
    assert state.scores == [moon_points, 0, 0]


@pytest.mark.parametrize("moon_failure", [6, 24])
def test_moon_failure(moon_failure: int) -> None:
    state = ghost_state(*STRONG, dealer=1, moon_failure=moon_failure)
    act(state, "2 moon", "0 pass", "1 pass", "2 trump D")
    play_out(state)
    assert state.tricks[0].winner == 1  # the JH, left bower, takes the first trick
    assert state.tricks_won[2] < 6
    assert state.scores[2] == -moon_failure
    assert state.scores[0] == state.tricks_won[0] and state.scores[1] == state.tricks_won[1]


def test_ghost_scoring_lines() -> None:
    rules = Rules.make("ghost-hand")
    assert hand_score(rules, 0, 4, [], [4, 1, 1]) == [4, 1, 1]  # made: +1 per trick
    assert hand_score(rules, 0, 4, [], [5, 1, 0]) == [5, 1, 0]
    assert hand_score(rules, 0, 5, [], [4, 1, 1]) == [-5, 1, 1]  # set: loses the bid
    assert hand_score(rules, 1, 3, [], [3, 2, 1]) == [3, -3, 1]
    assert hand_score(rules, 2, 6, [], [0, 0, 6]) == [0, 0, 24]
    assert hand_score(rules, 2, 6, [], [1, 0, 5]) == [1, 0, -6]
    big = Rules.make("ghost-hand", {"moon_points": 48, "moon_failure": 24})
    assert hand_score(big, 2, 6, [], [0, 0, 6]) == [0, 0, 48]
    assert hand_score(big, 2, 6, [], [0, 1, 5]) == [0, 1, -24]


# --------------------------------------------------------------- Cutthroat
def test_round_one_order_then_optional_pickup() -> None:
    state = cut_state("JS JC AS KS QS", "9H TH 9C TC 9D", "AH KH QH AC KC", up="9S", dealer=2)
    assert state.turn == 0 and [str(a) for a in state.legal_actions()] == ["order", "pass"]
    act(state, "0 order")
    assert state.maker == 0 and state.trump == S
    assert state.phase == Phase.PICKUP and state.turn == 2
    assert [str(a) for a in state.legal_actions()] == ["pickup", "decline"]
    act(state, "2 pickup")
    assert state.phase == Phase.DISCARD and len(state.hand_of(2)) == 6
    act(state, "2 discard 9S")  # the dealer may discard the up-card itself
    assert len(state.hand_of(2)) == 5 and state.discards[2] == [card("9S")]
    assert state.phase == Phase.CHOICE and state.turn == 0


def test_decline_leaves_the_up_card_and_trump_stands() -> None:
    state = cut_state("JS JC AS KS QS", "9H TH 9C TC 9D", "AH KH QH AC KC", up="9S", dealer=2)
    act(state, "0 order", "2 decline")
    assert state.trump == S and state.phase == Phase.CHOICE and not state.up_taken


def test_required_pickup() -> None:
    state = cut_state(
        "JS JC AS KS QS",
        "9H TH 9C TC 9D",
        "AH KH QH AC KC",
        up="9S",
        dealer=2,
        dealer_pickup="required",
    )
    act(state, "0 order")
    assert [str(a) for a in state.legal_actions()] == ["pickup"]
    with pytest.raises(IllegalAction, match="must pick up"):
        act(state, "2 decline")


def test_dealer_maker_takes_up_card_and_discards_six_with_the_dummy() -> None:
    state = cut_state("9H TH 9C TC 9D", "AH KH QH AC KC", "JS JC AS KS QS", up="9S", dealer=2)
    act(state, "0 pass", "1 pass", "2 order")
    assert state.maker == 2 and len(state.hand_of(2)) == 6 and state.phase == Phase.CHOICE
    act(state, "2 dummy")
    assert len(state.hand_of(2)) == 11 and state.discards_left == 6
    for c in state.hand_of(2)[:6]:
        state.apply(Action(Act.DISCARD, c), 2)
    assert len(state.hand_of(2)) == 5 and state.phase == Phase.DEFEND


def test_dealer_maker_alone_discards_one() -> None:
    state = cut_state("9H TH 9C TC 9D", "AH KH QH AC KC", "JS JC AS KS QS", up="9S", dealer=2)
    act(state, "0 pass", "1 pass", "2 order", "2 alone")
    assert state.phase == Phase.DISCARD and state.discards_left == 1
    act(state, "2 discard QS")
    assert state.phase == Phase.DEFEND and state.turn == 0 and state.dummy != 0


def test_maker_takes_dummy_and_discards_five() -> None:
    state = cut_state("JS JC AS KS QS", "9H TH 9C TC 9D", "AH KH QH AC KC", up="9S", dealer=2)
    act(state, "0 order", "2 decline", "0 dummy")
    assert len(state.hand_of(0)) == 10 and state.discards_left == 5
    with pytest.raises(IllegalAction, match="not in hand"):
        act(state, "0 discard AH")
    for c in state.hand_of(0)[:5]:
        state.apply(Action(Act.DISCARD, c), 0)
    assert state.phase == Phase.DEFEND and state.turn == 1


def test_round_two_cannot_name_the_turned_down_suit() -> None:
    state = cut_state("JS JC AS KS QS", "9H TH 9C TC 9D", "AH KH QH AC KC", up="9S", dealer=2)
    act(state, "0 pass", "1 pass", "2 pass")
    assert state.phase == Phase.ROUND2 and state.turn == 0 and state.turned_down == S
    assert [str(a) for a in state.legal_actions()] == ["trump C", "trump D", "trump H", "pass"]
    with pytest.raises(IllegalAction, match="spades were turned down"):
        act(state, "0 trump S")
    act(state, "0 pass", "1 trump H")
    assert state.maker == 1 and state.trump == H and not state.up_taken


def test_cutthroat_all_pass_void_and_stick_the_dealer() -> None:
    state = cut_state("JS JC AS KS QS", "9H TH 9C TC 9D", "AH KH QH AC KC", up="9S", dealer=2)
    act(state, "0 pass", "1 pass", "2 pass", "0 pass", "1 pass", "2 pass")
    assert state.void and state.phase == Phase.HAND_OVER
    stuck = cut_state(
        "JS JC AS KS QS",
        "9H TH 9C TC 9D",
        "AH KH QH AC KC",
        up="9S",
        dealer=2,
        stick_the_dealer=True,
    )
    act(stuck, "0 pass", "1 pass", "2 pass", "0 pass", "1 pass")
    assert "pass" not in [str(a) for a in stuck.legal_actions()]
    with pytest.raises(IllegalAction, match="must name a suit"):
        act(stuck, "2 pass")
    act(stuck, "2 trump D")
    assert stuck.maker == 2


def _to_defend(alone: bool, **options: object) -> GameState:
    """Seat 0 orders spades holding the five top trumps; alone, or with the dummy."""
    state = cut_state(
        "JS JC AS KS QS", "9H TH 9C TC 9D", "AH KH QH AC KC", up="9S", dealer=2, **options
    )
    act(state, "0 order", "2 decline")
    if alone:
        act(state, "0 alone")
    else:
        act(state, "0 dummy")
        for c in [c for c in state.hand_of(0) if effective_suit(c, S) != S][:5]:
            state.apply(Action(Act.DISCARD, c), 0)
    return state


def test_lead_nobody_alone_is_left_of_dealer() -> None:
    state = _to_defend(alone=False)
    act(state, "1 pass", "2 pass")
    assert state.phase == Phase.PLAY and state.turn == 0  # left of dealer 2


def test_lead_maker_alone_is_left_of_maker() -> None:
    state = _to_defend(alone=True)
    act(state, "1 pass", "2 pass")
    assert state.alone == [0] and state.turn == 1 and state.sitting_out == -1


def test_lead_defender_alone_first_active_left_of_him() -> None:
    state = _to_defend(alone=False)
    act(state, "1 pass", "2 alone")
    # seat 1 sits out; left of seat 2 is seat 0, active
    assert state.sitting_out == 1 and state.turn == 0
    state = _to_defend(alone=False)
    act(state, "1 alone")
    # seat 2 sits out; left of seat 1 is seat 2 (out), then seat 0
    assert state.sitting_out == 2 and state.turn == 0
    act(state, "0 play " + str(state.hand_of(0)[0]))
    assert state.turn == 1  # the sitting-out seat never plays


def test_lead_both_alone_is_the_lone_defender() -> None:
    state = _to_defend(alone=True)
    act(state, "1 pass", "2 alone")
    assert state.alone == [0, 2] and state.sitting_out == 1 and state.turn == 2


def test_defend_alone_option_off() -> None:
    state = _to_defend(alone=True, defend_alone=False)
    assert state.phase == Phase.PLAY and state.turn == 1


@pytest.mark.parametrize(
    ("alone", "options", "expected"),
    [
        (False, {}, [3, 0, 0]),
        (True, {}, [4, 0, 0]),
        (False, {"march_points": 5}, [5, 0, 0]),
        (True, {"alone_march_points": 7}, [7, 0, 0]),
    ],
)
def test_maker_march(alone: bool, options: dict[str, int], expected: list[int]) -> None:
    state = _to_defend(alone, **options)
    act(state, "1 pass", "2 pass")
    play_out(state)
    assert state.tricks_won[0] == 5 and state.scores == expected


@pytest.mark.parametrize("euchre_points", [2, 5])
def test_maker_euchred(euchre_points: int) -> None:
    state = cut_state(
        "9H TH 9C TC 9D",
        "JS JC AS KS QS",
        "AH KH QH AC KC",
        up="9S",
        dealer=2,
        euchre_points=euchre_points,
    )
    act(state, "0 order", "2 decline", "0 alone", "1 pass", "2 pass")
    play_out(state)
    assert state.tricks_won[0] < 3
    assert state.scores == [0, euchre_points, euchre_points]


def test_lone_defender_march_scores_four_each_including_the_one_sitting_out() -> None:
    state = cut_state(
        "9H TH 9C TC 9D", "JS JC AS KS QS", "AH KH QH AC KC", up="9S", dealer=2, euchre_points=1
    )
    act(state, "0 order", "2 decline", "0 alone", "1 alone")
    assert state.sitting_out == 2
    play_out(state)
    assert state.tricks_won == [0, 5, 0]
    assert state.scores == [0, 4, 4]


def test_cutthroat_scoring_lines() -> None:
    rules = Rules.make("cutthroat")
    assert hand_score(rules, 0, 0, [], [3, 1, 1]) == [1, 0, 0]
    assert hand_score(rules, 0, 0, [], [4, 1, 0]) == [1, 0, 0]
    assert hand_score(rules, 0, 0, [], [2, 2, 1]) == [0, 2, 2]
    assert hand_score(rules, 0, 0, [0], [5, 0, 0]) == [4, 0, 0]
    # a lone defender: 3 or 4 defender tricks, 2 each; the maker taking 3+ scores as usual
    assert hand_score(rules, 0, 0, [0, 1], [2, 3, 0]) == [0, 2, 2]
    assert hand_score(rules, 0, 0, [1], [1, 4, 0]) == [0, 2, 2]
    assert hand_score(rules, 0, 0, [0, 1], [3, 2, 0]) == [1, 0, 0]
    assert hand_score(rules, 0, 0, [0, 1], [5, 0, 0]) == [4, 0, 0]
    assert hand_score(rules, 0, 0, [2], [5, 0, 0]) == [3, 0, 0]
    odd = Rules.make("cutthroat", {"euchre_points": 7})
    assert hand_score(odd, 0, 0, [0, 1], [2, 3, 0]) == [0, 2, 2]  # fixed values for a lone defender


# ------------------------------------------------------------------ reneges
def _renege_deal(**options: object) -> GameState:
    # clubs trump; seat 1 holds a heart but may play a club on a heart lead (callable mode)
    state = ghost_state(
        "AH KH 9S TS QS KS", "9H JC AC 9D TD QD", "TH QH JH AS KD AD", dealer=2, **options
    )
    act(state, "0 bid 3", "1 pass", "2 pass", "0 trump C", "0 play AH")
    return state


def test_blocked_renege_is_refused_with_nothing_changed() -> None:
    state = _renege_deal()
    with pytest.raises(IllegalAction, match=r"seat 1 must follow hearts \(holds the 9H\)"):
        act(state, "1 play JC")
    assert state.hand_of(1) == cards("9H 9D TD QD JC AC") or len(state.hand_of(1)) == 6


def test_callable_renege_called_when_provable_with_penalty() -> None:
    state = _renege_deal(reneges="callable", renege_penalty=3)
    assert len(state.legal_actions()) == 6  # every card is playable
    act(state, "1 play JC", "2 play TH")  # seat 1 reneges; the trick stands
    assert state.tricks[0].winner == 1 and len(state.reneges) == 1
    with pytest.raises(IllegalAction, match="no renege by seat 1 is proven"):
        act(state, "0 call_renege 1")  # not yet provable
    act(state, "1 play 9H")  # seat 1 now plays a heart: provable
    assert state.callable_accused() == [1]
    with pytest.raises(IllegalAction, match="themselves"):
        state.apply(Action(Act.CALL_RENEGE, 1), 1)
    state.apply(Action(Act.CALL_RENEGE, 1), 2)
    assert state.reneges[0].called_by == 2 and state.scores == [0, -3, 0]
    with pytest.raises(IllegalAction):
        state.apply(Action(Act.CALL_RENEGE, 1), 0)  # each renege is called once
    play_out(state)
    assert state.hand_points[1] == state.tricks_won[1] - 3


def test_callable_renege_called_after_the_last_trick() -> None:
    state = _renege_deal(reneges="callable")
    act(state, "1 play JC", "2 play TH")
    play_out(state)
    assert state.phase == Phase.HAND_OVER and 1 in state.callable_accused()
    before = list(state.scores)
    open_reneges = [r for r in state.reneges if r.seat == 1]
    assert all(r.provable for r in state.reneges)  # every renege is provable by the end
    state.apply(Action(Act.CALL_RENEGE, 1), 0)  # one call penalises each of them
    assert all(r.called_by == 0 for r in open_reneges)
    assert state.scores[1] == before[1] - 2 * len(open_reneges)
    state.start_hand(deal_number(state.rules, 1, 1))
    with pytest.raises(IllegalAction):
        state.apply(Action(Act.CALL_RENEGE, 1), 0)  # too late: the next hand is dealt
    assert state.results[0].points[1] == before[1] - 2 * len(open_reneges)


def test_calls_refused_in_blocked_mode() -> None:
    state = _renege_deal()
    with pytest.raises(IllegalAction, match="cannot be called"):
        state.apply(Action(Act.CALL_RENEGE, 1), 0)


# -------------------------------------------------------- end of the game
def _finish_with(scores: list[int], target: int) -> GameState:
    state = ghost_state(
        "9S TS QS KS AS 9C", "AH TD TC QC KC AC", "JH 9H 9D QD KD JC", target=target
    )
    state.scores = scores
    act(state, "1 pass", "2 pass", "0 pass")
    return state


def test_win_at_target_with_the_unique_highest_score() -> None:
    assert _finish_with([10, 12, 3], 10).winner == 1
    assert _finish_with([10, 9, 3], 10).winner == 0
    assert _finish_with([9, 9, 3], 10).winner is None


def test_tie_at_the_top_plays_on() -> None:
    state = _finish_with([12, 12, 3], 10)
    assert state.winner is None and not state.is_terminal()
    state.start_hand(deal_number(state.rules, 3, 1))  # another hand is dealt
    assert state.phase == Phase.BID


def test_no_hand_after_the_game_is_won() -> None:
    state = _finish_with([12, 3, 3], 10)
    with pytest.raises(IllegalAction, match="game is over"):
        state.start_hand(deal_number(state.rules, 3, 1))
    with pytest.raises(IllegalAction, match="game is over"):
        act(state, "0 pass")


# ------------------------------------------------------------- the options
def test_options_validated() -> None:
    assert Rules.make("cutthroat").target == 10 and Rules.make("ghost-hand").target == 32
    for variant, options, message in [
        ("ghost-hand", {"dealer_pickup": "required"}, "does not belong"),
        ("cutthroat", {"moon_points": 24}, "does not belong"),
        ("ghost-hand", {"target": 0}, "outside"),
        ("ghost-hand", {"target": 501}, "outside"),
        ("ghost-hand", {"target": True}, "whole number"),
        ("ghost-hand", {"moon_failure": 12}, "one of"),
        ("cutthroat", {"reneges": "sometimes"}, "one of"),
        ("cutthroat", {"renege_penalty": 11}, "outside"),
        ("cutthroat", {"stick_the_dealer": 1}, "true or false"),
        ("cutthroat", {"colour": 1}, "unknown option"),
        ("euchre", {}, "unknown variant"),
    ]:
        with pytest.raises(OptionError, match=message):
            Rules.make(variant, options)


# -------------------------------------------------------------- seeding
def test_seeded_games_are_reproducible() -> None:
    rules = Rules.make("ghost-hand")
    assert deal_number(rules, 5, 3) == deal_number(rules, 5, 3)
    assert deal_number(rules, 5, 3) != deal_number(rules, 5, 4)
    assert first_dealer(5) == first_dealer(5)
    assert {first_dealer(s) for s in range(30)} == {0, 1, 2}
    a, b = new_game(rules, 9), new_game(rules, 9)
    assert a.history[0].deal == b.history[0].deal and a.dealer == b.dealer


def test_deal_rotation_over_hands() -> None:
    rules = Rules.make("cutthroat")
    state = new_game(rules, 11)
    dealers = [state.dealer]
    for n in range(1, 5):
        act(state, *(f"{(state.dealer + k) % 3 + 0} pass" for k in (1, 2, 3, 1, 2, 3)))
        state.start_hand(deal_number(rules, 11, n))
        dealers.append(state.dealer)
    assert dealers == [(dealers[0] + k) % 3 for k in range(5)]


def test_sort_key_puts_trump_first_with_the_left_bower() -> None:
    hand = cards("9C JD AH 9S KD JH")
    ordered = sorted(hand, key=lambda c: sort_key(c, H))
    assert [str(c) for c in ordered][:4] == ["JH", "JD", "AH", "9C"] or [str(c) for c in ordered][
        :3
    ] == ["JH", "JD", "AH"]
    assert EFFECTIVE[H][card("JD")] == H and SUITS[H] == "H"
