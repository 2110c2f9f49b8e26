"""Reasons a learner can trust: over whole hands of every bot level, a card's reason says
how the card was played (a discard is never called a lead or a play, a card thrown off
is never "played" or "led"), never calls an honour low, and says a card was the only
choice only when it was."""

from __future__ import annotations

import random
import re

import pytest

from ghosteuchre.app.words.reasons import reason_text
from ghosteuchre.bots import BotConfig, make_bot
from ghosteuchre.bots.fairness import is_honour
from ghosteuchre.bots.reasons import render_reason
from ghosteuchre.engine.actions import Act, Action
from ghosteuchre.engine.cards import EFFECTIVE
from ghosteuchre.engine.deal import deal_number
from ghosteuchre.engine.rules import Rules
from ghosteuchre.engine.state import GameState, Phase
from ghosteuchre.engine.view import PlayerView, view_of

pytestmark = pytest.mark.slow  # the window driven through games, or long runs: not in the fast lane

HANDS = 400
FORCED = ("only card", "last card", "only legal", "only thing I may do")


def how_played(view: PlayerView, action: Action) -> str:
    """``discard``, ``lead``, ``follow``, ``trump`` or ``throw``, by the rules."""
    if action.act == Act.DISCARD:
        return "discard"
    if not view.trick:
        return "lead"
    t = view.trump_or_none
    led, suit = EFFECTIVE[t][view.trick[0][1]], EFFECTIVE[t][action.arg]
    return "follow" if suit == led else ("trump" if suit == t else "throw")


def check_words(view: PlayerView, action: Action, text: str) -> None:
    kind = how_played(view, action)
    if kind == "discard":
        assert text.startswith("Discarded"), text
    if kind in ("discard", "throw"):
        assert not text.startswith(("Played", "Led")), (kind, text)
    if kind == "throw":
        assert text.startswith("Threw off") or ":" not in text, text
    if kind != "lead":
        assert not text.startswith("Led"), (kind, text)
    if re.search(r"\b(low|small)\b", text):
        assert not is_honour(action.arg, view.trump), text
    if any(words in text for words in FORCED):
        assert len(view.legal) == 1, text


@pytest.mark.parametrize("variant", ["ghost-hand", "cutthroat"])
def test_card_reasons_say_how_the_card_was_played(variant: str, qapp) -> None:
    rules = Rules.make(variant)
    lineups = [("hard", "medium", "easy"), ("medium", "easy", "hard"), ("easy", "medium",
                                                                           "medium")]
    kinds: set[str] = set()
    for n in range(HANDS):
        bots = [make_bot(BotConfig(level, worlds=2)) for level in lineups[n % 3]]
        rng = random.Random(n)
        state = GameState(rules, n % 3)
        state.start_hand(deal_number(rules, 29, n))
        while state.phase != Phase.HAND_OVER:
            seat = state.turn
            view = view_of(state, seat)
            decision = bots[seat].decide(view, rng)
            if decision.action.act in (Act.PLAY, Act.DISCARD):
                for text in (reason_text(decision.reason), render_reason(decision.reason)):
                    check_words(view, decision.action, text)
                kinds.add(how_played(view, decision.action))
            state.apply(decision.action, seat)
    discards = set() if rules.is_ghost else {"discard"}  # Ghost Hand has no exchange
    assert kinds == {"lead", "follow", "trump", "throw"} | discards
