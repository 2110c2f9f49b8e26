"""Game records the window tests open: a Cutthroat hand where the player ruffs the
other defender's winning trick, for the review."""

from __future__ import annotations

from ghosteuchre.engine.actions import Action
from ghosteuchre.engine.cards import Card
from ghosteuchre.engine.record import dumps, loads, to_record
from ghosteuchre.engine.rules import Rules
from ghosteuchre.engine.state import Deal, GameState, Phase


def cards(text: str) -> tuple[Card, ...]:
    return tuple(Card.parse(c) for c in text.split())


def bad_play_record():
    """A Cutthroat hand where the player (seat 0) ruffs the other defender's winning A♠
    with the right bower, then everybody plays the first legal card."""
    state = GameState(Rules.make("cutthroat", {}), 0)
    state.start_hand(Deal(
        (cards("JH AC KC QC JC"), cards("AH KH 9S 9D TS"), cards("AS KS AD KD QD")),
        dummy=cards("JD TD QS JS 9C"), kitty=cards("9H TC QH TH")))
    script = [(1, "order"), (0, "pickup"), (0, "discard JC"), (1, "dummy"),
              *((1, f"discard {c}") for c in ("TS", "TD", "QS", "JS", "9C"))]
    for seat, text in script:
        state.apply(Action.parse(text), seat)
    while state.phase == Phase.DEFEND:
        state.apply(Action.parse("pass"), state.current_player)
    for seat, text in ((1, "play 9S"), (2, "play AS"), (0, "play JH")):
        state.apply(Action.parse(text), seat)
    while state.phase != Phase.HAND_OVER:
        state.apply(state.legal_actions()[0], state.current_player)
    return loads(dumps(to_record(state, ["You", "Ada", "Bo"],
                                 {"seed": 4, "levels": ["", "hard", "hard"], "human": 0})))
