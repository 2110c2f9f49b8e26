"""Hard's calls from solved worlds, the omniscient ceiling, and the ISMCTS adapter."""

from __future__ import annotations

import importlib.util
import random

import pytest
from work_clock import NODE_COST_S, install

from ghosteuchre.bots import BotConfig, make_bot
from ghosteuchre.bots.calls import cut_leader, ghost_bid_value, ghost_tricks
from ghosteuchre.bots.hard import HardBot
from ghosteuchre.bots.hardcalls import DEFEND_ALONE_MARGIN, defend_margin
from ghosteuchre.bots.hardsearch import CALL_OVERRUN, CLOSE_EXTRA
from ghosteuchre.bots.tournament import run
from ghosteuchre.engine import actions as acts
from ghosteuchre.engine.actions import Act
from ghosteuchre.engine.cards import Card, mask_of
from ghosteuchre.engine.deal import deal_number
from ghosteuchre.engine.rules import Rules
from ghosteuchre.engine.state import Deal, GameState, Phase
from ghosteuchre.engine.view import PlayerView, view_of


def cards(text: str) -> tuple[Card, ...]:
    return tuple(Card.parse(t) for t in text.split())


def ghost_state(mine: str, rest: str) -> GameState:
    """A Ghost Hand deal where seat 1 (first to bid) holds ``mine``."""
    used = set(cards(mine))
    others = [c for c in cards(rest) if c not in used]
    deck = [c for c in range(24) if Card(c) not in used and Card(c) not in others] + others
    state = GameState(Rules.make("ghost-hand"), 0)
    hands = (tuple(Card(c) for c in deck[0:6]), cards(mine), tuple(Card(c) for c in deck[6:12]))
    state.start_hand(Deal(hands, ghost=tuple(Card(c) for c in deck[12:18])))
    return state


def test_monster_hand_bids_and_junk_passes() -> None:
    strong = ghost_state("JS JC AS KS QS AH", "")
    view = view_of(strong, 1)
    decision = make_bot(BotConfig("hard", worlds=6)).decide(view, random.Random(1))
    assert decision.action.act in (Act.BID, Act.MOON)
    weak = ghost_state("9C TD 9H TH 9D TC", "")
    decision = make_bot(BotConfig("hard", worlds=6)).decide(view_of(weak, 1), random.Random(1))
    assert decision.action in (acts.PASS, acts.SWAP)


def test_ghost_values() -> None:
    rules = Rules.make("ghost-hand")
    hands = [
        mask_of(cards("JS JC AS KS QS TS")),
        mask_of(cards("9C TC QC KC AC 9D")),
        mask_of(cards("TD QD KD AD 9H TH")),
    ]
    assert ghost_tricks(hands, 0, 3) == 6
    assert ghost_bid_value(rules, 0, (0, 0, 0), 0, 6, 6) == 24
    assert ghost_bid_value(rules, 0, (0, 0, 0), 0, 4, 3) == -4 - 1.5


def test_cutthroat_leader() -> None:
    assert cut_leader(0, 2, [], -1) == 1
    assert cut_leader(0, 2, [2], -1) == 0
    assert cut_leader(0, 2, [2, 1], 0) == 1
    assert cut_leader(1, 0, [1], 2) == 0


def cutthroat_view(seed: int, deal: int, phase: Phase, seat: int) -> PlayerView:
    """``seat``'s first view in ``phase`` of a Cutthroat deal where Medium decides for all."""
    rules = Rules.make("cutthroat")
    state = GameState(rules, deal % 3)
    state.start_hand(deal_number(rules, seed, deal))
    medium = make_bot("medium")
    while state.phase != phase or state.turn != seat:
        view = view_of(state, state.turn)
        state.apply(medium.decide(view, random.Random(deal)).action, state.turn)
    return view_of(state, state.turn)


def test_hard_orders_up_a_close_call_and_passes_a_worse_one() -> None:
    # the J♣ turned up, holding the A♣, K♣ and 10♣: ordering gives the dealer the right
    # bower and is worth about 0.3 points less than passing on the likely deals, within
    # the margin
    view = cutthroat_view(7, 49, Phase.ROUND1, 0)
    decision = make_bot(BotConfig("hard", worlds=30)).decide(view, random.Random(1))
    assert decision.action == acts.ORDER
    assert decision.text.startswith("Ordered up clubs: with 3 trumps in my hand, a close call")
    # the A♦ turned up, holding no diamond: 0.8 points below passing, beyond the margin
    view = cutthroat_view(7, 50, Phase.ROUND1, 0)
    decision = make_bot(BotConfig("hard", worlds=30)).decide(view, random.Random(1))
    assert decision.action == acts.PASS
    assert decision.text == "Passed: with diamonds as trump I would risk being euchred."


def test_hard_goes_alone_when_the_dummy_adds_little() -> None:
    # the dealer took the A♦ up with the K♦, Q♦, 9♦ and the A♥: the dummy and going alone
    # are worth the same within a few hundredths of a point on the likely deals
    view = cutthroat_view(7, 50, Phase.CHOICE, 2)
    decision = make_bot(BotConfig("hard", worlds=30)).decide(view, random.Random(1))
    assert decision.action == acts.ALONE
    assert abs(float(decision.reason["alone"]) - float(decision.reason["dummy"])) < 0.25


def round_two_view(mine: str, up: str, seat: int, stick: bool = False) -> PlayerView:
    """``seat``'s view in round two of a Cutthroat deal (dealer 0) where it holds ``mine``,
    ``up`` was turned up and everybody passed it; the others before it passed again."""
    rules = Rules.make("cutthroat", {"stick_the_dealer": True} if stick else None)
    used = {*cards(mine), *cards(up)}
    rest = [Card(c) for c in range(24) if Card(c) not in used]
    hands = [tuple(rest[0:5]), tuple(rest[5:10])]
    hands.insert(seat, cards(mine))
    state = GameState(rules, 0)
    state.start_hand(Deal((hands[0], hands[1], hands[2]), dummy=tuple(rest[10:15]),
                          kitty=(*cards(up), *rest[15:18])))
    while state.phase != Phase.ROUND2 or state.turn != seat:
        state.apply(acts.PASS, state.turn)
    return view_of(state, seat)


def test_hard_names_its_best_suit_in_round_two_and_passes_a_hopeless_hand() -> None:
    # the 9♥ turned down: every suit Hard may name is solved in the same worlds
    hard = make_bot(BotConfig("hard", worlds=6))
    view = round_two_view("JS JC AS KS 9D", "9H", 1)
    decision = hard.decide(view, random.Random(1))
    assert decision.action == acts.TRUMP[3]
    assert decision.text == "Named spades: I hold 4 trumps, and with the dummy's cards I " \
        "should take most of the tricks."
    # the dealer, last to call, with its strength in the suit turned down: passing ends
    # the hand void, and making any other suit loses
    view = round_two_view("9H TH QH KH 9C", "AH", 0)
    decision = hard.decide(view, random.Random(1))
    assert decision.action == acts.PASS
    assert decision.text == "Passed: no suit is strong enough for me to make it."
    searched = HardBot(worlds=6)
    searched.prefilter = False  # solved too, not only dismissed by the estimate
    assert searched.decide(view, random.Random(1)).action == acts.PASS


def test_a_stuck_dealer_names_the_suit_worth_most() -> None:
    hard = make_bot(BotConfig("hard", worlds=6))
    view = round_two_view("JD JH AD KD 9C", "9S", 0, stick=True)
    assert acts.PASS not in view.legal
    decision = hard.decide(view, random.Random(1))
    assert decision.action == acts.TRUMP[1]
    assert decision.reason.code == "search_named" and decision.reason["trumps"] == 4
    view = round_two_view("9H TH QH KH 9C", "AH", 0, stick=True)
    decision = hard.decide(view, random.Random(1))
    assert decision.action.act == Act.TRUMP and decision.action.arg != 2
    assert decision.text.endswith("the dealer must name a suit when everyone has passed.")


@pytest.mark.slow
def test_hard_names_by_mediums_rule_when_told_and_searches_every_defence() -> None:
    # round two with its search off is named as Medium names; a defender's choice is
    # searched, and says so
    rules = Rules.make("cutthroat")
    hard, medium = HardBot(worlds=30), make_bot("medium")
    hard.search_round_two = False
    defender = HardBot(worlds=1)  # two worlds a call: the search's words, not its choices
    names: list[Act] = []
    defences: list[str] = []
    for deal in range(400):
        state = GameState(rules, deal % 3)
        state.start_hand(deal_number(rules, 8, deal))
        while state.phase not in (Phase.PLAY, Phase.HAND_OVER):
            view = view_of(state, state.turn)
            decision = medium.decide(view, random.Random(deal))
            if view.phase == Phase.ROUND2 and len(view.legal) > 1:
                assert hard.decide(view, random.Random(deal)) == decision
                names.append(decision.action.act)
            if view.phase == Phase.DEFEND and len(view.legal) > 1:
                searched = defender.decide(view, random.Random(deal))
                assert searched.reason.code == {Act.ALONE: "search_defend_alone",
                                                Act.PASS: "search_defend_together"}[
                    searched.action.act]
                defences.append(searched.action.act.name)
            state.apply(decision.action, state.turn)
    assert len(names) >= 5  # Medium orders so readily that round two is rare
    assert "ALONE" in defences and defences.count("PASS") >= 100


@pytest.mark.parametrize("variant", ["ghost-hand", "cutthroat"])
@pytest.mark.slow
def test_hard_calls_keep_to_the_time_budget(
    variant: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    clock = install(monkeypatch)
    budget = 0.05
    bot = make_bot(BotConfig("hard", time_budget=budget))
    rules = Rules.make(variant)
    timed = 0
    for seed in range(30):
        rng = random.Random(seed)
        state = GameState(rules, seed % 3)
        state.start_hand(deal_number(rules, seed, 0))
        while state.phase not in (Phase.PLAY, Phase.HAND_OVER):
            view = view_of(state, state.turn)
            start = clock.now
            decision = bot.decide(view, rng)
            # the deadline (more for a close call), and the last stretch the solver
            # searches before it looks again
            limit = (1 + CLOSE_EXTRA) * budget + 2 * (CALL_OVERRUN + 1024 * NODE_COST_S)
            assert clock.now - start <= limit
            assert decision.action in view.legal
            timed += 1
            state.apply(decision.action, state.turn)
    assert timed > 30


@pytest.mark.parametrize("variant", ["ghost-hand", "cutthroat"])
def test_omniscient_plays_whole_deals(variant: str) -> None:
    summary = run(variant, ("omniscient", "medium", "medium"), seed=3, count=2)
    assert summary["kinds"]["omniscient"]["hands"] == 6


def test_ismcts_bot_plays_legally_or_names_what_is_missing() -> None:
    lineup = ("ismcts", "medium", "medium")
    if importlib.util.find_spec("pyspiel") is None:  # a benchmark-only dependency
        with pytest.raises(ValueError, match="open_spiel"):
            run("cutthroat", lineup, seed=2, count=1, time_budget=0.01)
        return
    summary = run("cutthroat", lineup, seed=2, count=1, time_budget=0.01)
    assert summary["kinds"]["ismcts"]["hands"] == 3


def test_hard_passes_the_left_bower_alone_when_a_euchre_ends_the_game() -> None:
    # seat 1 holds the J♦ with the 9♥ turned up and nothing else; the player on its left
    # (seat 2) needs one point: a euchre gives that player two and the game.  Going alone
    # looks hopeless, so it is not solved, and nothing stands in for it: ordering is
    # worth far less than passing on every seed
    rules = Rules.make("cutthroat")
    state = GameState(rules, 0)
    state.scores = [6, 7, 9]
    state.start_hand(Deal((cards("AS KS QC KD 9D"), cards("JD 9C TC 9S TS"),
                           cards("QS JS AC KC QD")),
                          dummy=cards("AD TD JC JH QH"), kitty=cards("9H TH KH AH")))
    view = view_of(state, 1)
    for seed in range(4):
        decision = make_bot(BotConfig("hard", worlds=24)).decide(view, random.Random(seed))
        assert decision.action == acts.PASS
        assert decision.text == "Passed: with hearts as trump I would risk being euchred."
        assert decision.reason["value"] < decision.reason["passing"] - 0.3


def test_hard_calls_search_fifty_worlds_with_fixed_worlds() -> None:
    bot = HardBot(worlds=24)
    assert bot.call_limits().worlds >= 50
    first_lead = bot.play_limits(first_lead=True)
    assert first_lead.worlds >= 24 and first_lead.total_nodes is None


def test_hard_swaps_a_hopeless_hand_for_the_ghost_hand() -> None:
    # a hand of nines and tens takes nothing: an unseen hand of six is better
    weak = ghost_state("9C TD 9H TH 9D TC", "")
    view = view_of(weak, 1)
    assert acts.SWAP in view.legal
    decision = make_bot(BotConfig("hard", worlds=24)).decide(view, random.Random(1))
    assert decision.action == acts.SWAP
    assert decision.reason["gain"] > 0


def defence_view(defender: str, other: str, scores: tuple[int, int, int] = (0, 0, 0)) -> PlayerView:
    """Cutthroat with the 9♥ turned up: seat 1 orders hearts up and takes the dummy (the
    dealer, seat 0, and the maker discard by Medium's rules); the view of seat 2, the
    first defender, holding ``defender`` (seat 0 holds ``other``)."""
    state = GameState(Rules.make("cutthroat"), 0)
    state.scores = list(scores)
    state.start_hand(Deal((cards(other), cards("QH KH TH AD AC"), cards(defender)),
                          dummy=cards("TD QD KD TS JS"), kitty=cards("9H 9C 9D 9S")))
    medium = make_bot("medium")
    state.apply(acts.ORDER, 1)
    while state.phase != Phase.DEFEND:
        view = view_of(state, state.turn)
        action = acts.DUMMY if state.phase == Phase.CHOICE else \
            medium.decide(view, random.Random(0)).action
        state.apply(action, state.turn)
    assert state.turn == 2
    return view_of(state, 2)


def test_hard_defends_alone_with_both_bowers_and_together_with_no_trump() -> None:
    """A defender's choice is solved (going alone against defending together, in the
    same worlds), not Medium's rule of thumb, and its reason counts the trumps held."""
    strong = defence_view("JH JD AH AS KS", "TC JC QC KC QS")
    weak = defence_view("TC JC QC KC QS", "JH JD AH AS KS")
    for seed in range(3):
        hard = make_bot(BotConfig("hard", worlds=24))
        alone = hard.decide(strong, random.Random(seed))
        assert alone.action == acts.ALONE
        assert alone.reason.code == "search_defend_alone" and alone.reason["trumps"] == 3
        assert alone.reason["value"] > alone.reason["passing"] + DEFEND_ALONE_MARGIN
        together = hard.decide(weak, random.Random(seed))
        assert together.action == acts.PASS
        assert together.text == ("Passed: with 0 trumps I am unlikely to take every trick by "
                                 "myself, so the other player and I stop the maker more surely "
                                 "together.")


def test_the_defence_margin_falls_to_zero_when_the_hand_can_end_the_game() -> None:
    assert defend_margin(defence_view("TC JC QC KC QS", "JH JD AH AS KS")) == \
        DEFEND_ALONE_MARGIN
    near = defence_view("TC JC QC KC QS", "JH JD AH AS KS", scores=(0, 6, 0))
    assert defend_margin(near) == 0.0  # the maker's lone march (4) would reach 10
