"""Hard on two processors: a partner process searches along and doubles the worlds."""

from __future__ import annotations

import multiprocessing
import random
from collections.abc import Callable, Hashable, Iterator, Mapping
from typing import Any

import pytest

from ghosteuchre.bots import make_bot
from ghosteuchre.bots.hard import HardBot
from ghosteuchre.bots.parallel import Partner
from ghosteuchre.bots.partnerprocess import start_partner
from ghosteuchre.bots.search import Limits, SolveBudget
from ghosteuchre.bots.tournament import run
from ghosteuchre.cli import main as cli_main
from ghosteuchre.engine.deal import deal_number
from ghosteuchre.engine.rules import Rules
from ghosteuchre.engine.state import GameState, Phase
from ghosteuchre.engine.view import view_of

pytestmark = pytest.mark.slow  # the window driven through games, or long runs: not in the fast lane

WORLDS = 12


class Counting(HardBot):
    """Hard that notes how many worlds each of its searches covered."""

    def __init__(self, partner: Partner | None = None) -> None:
        super().__init__(worlds=WORLDS, partner=partner)
        self.counts: list[int] = []
        self.most: list[int] = []  # the worlds each search may cover on its own

    def search(self, totals: dict[Any, float], sample: Callable[[], Any],
               solve: Callable[[Any, SolveBudget], Mapping[Any, float]],
               limits: Limits) -> int:
        solved = super().search(totals, sample, solve, limits)
        self.counts.append(solved)
        self.most.append(limits.worlds)
        return solved


def play(bot: HardBot, variant: str, deals: int) -> list[str]:
    """Hard in seat 0 against two Mediums for ``deals`` hands; every action in order."""
    rules = Rules.make(variant)
    actions = []
    for deal in range(deals):
        state = GameState(rules, deal % 3)
        state.start_hand(deal_number(rules, 17, deal))
        bots = [bot, make_bot("medium"), make_bot("medium")]
        rngs = [random.Random(f"parallel:{deal}:{seat}") for seat in range(3)]
        while state.phase != Phase.HAND_OVER:
            seat = state.turn
            action = bots[seat].decide(view_of(state, seat), rngs[seat]).action
            actions.append(f"{seat}:{action}")
            state.apply(action, seat)
    return actions


@pytest.fixture
def partner() -> Iterator[Partner]:
    started = start_partner()
    assert started is not None
    yield started
    started.stop()


def mean(values: list[int]) -> float:
    return sum(values) / len(values)


@pytest.mark.parametrize("variant", ["cutthroat", "ghost-hand"])
def test_with_a_partner_each_search_covers_twice_the_worlds(partner: Partner,
                                                            variant: str) -> None:
    alone, paired = Counting(), Counting(partner)
    play(alone, variant, 2)
    actions = play(paired, variant, 2)
    assert paired.counts and mean(paired.counts) >= 1.8 * mean(alone.counts)
    assert partner.alive
    again = Counting(partner)
    assert play(again, variant, 2) == actions  # fixed worlds: the same game each time
    assert again.counts == paired.counts


def test_the_bot_decides_alone_once_its_partner_process_is_gone(partner: Partner) -> None:
    assert partner.process is not None
    partner.process.kill()
    partner.process.join(30)
    bot = Counting(partner)
    actions = play(bot, "cutthroat", 2)
    assert actions and not partner.alive
    assert all(n <= most for n, most in zip(bot.counts, bot.most, strict=True))


def test_a_partner_that_searched_something_else_is_left_out_of_the_decision() -> None:
    mine, theirs = multiprocessing.Pipe()
    theirs.send(("totals", 1, 0, {"no such card": 1.0}, WORLDS))  # another path's totals
    bot = Counting(Partner(mine))
    rules = Rules.make("cutthroat")
    state = GameState(rules, 0)
    state.start_hand(deal_number(rules, 17, 0))
    medium = make_bot("medium")
    while state.phase == Phase.HAND_OVER or len(view_of(state, state.turn).legal) < 2 \
            or state.turn != 0 or state.phase != Phase.PLAY:
        seat = state.turn
        state.apply(medium.decide(view_of(state, seat), random.Random(seat)).action, seat)
    view = view_of(state, 0)
    action = bot.decide(view, random.Random(5)).action
    assert action in view.legal
    assert bot.counts == [WORLDS]  # its own worlds only
    sent: list[Hashable] = []
    while theirs.poll():
        sent.append(theirs.recv()[0])
    assert sent == ["decide", "end"]


def test_the_partner_process_ends_when_its_pipe_closes() -> None:
    partner = start_partner()
    assert partner is not None and partner.process is not None
    partner.conn.close()
    partner.process.join(30)
    assert partner.process.exitcode == 0


def test_tournaments_search_in_two_processes_only_in_one_job() -> None:
    with pytest.raises(ValueError, match="--jobs 1"):
        run("cutthroat", ("hard", "medium", "medium"), 1, 1, jobs=2, two_processes=True)


def test_the_cli_tournament_lets_hard_search_in_two_processes(capsys: Any) -> None:
    args = ["tournament", "--variant", "cutthroat", "--lineup", "hard,medium,medium",
            "--deals", "1", "--hard-processes", "2", "--json"]
    assert cli_main(args) == 0
    assert '"hard"' in capsys.readouterr().out
