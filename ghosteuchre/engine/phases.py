"""The phases of a hand and their names."""

from __future__ import annotations

from enum import IntEnum


class Phase(IntEnum):
    DEAL = 0  # waiting for the first deal of the game
    BID = 1  # Ghost Hand bidding (with the optional swap)
    DECLARE = 2  # Ghost Hand declarer names trump
    ROUND1 = 3  # Cutthroat: order up or pass
    PICKUP = 4  # Cutthroat: the dealer picks up or declines
    ROUND2 = 5  # Cutthroat: name a suit or pass
    CHOICE = 6  # Cutthroat: the maker takes the dummy or goes alone
    DISCARD = 7  # a player discards, one card per action
    DEFEND = 8  # Cutthroat: defenders may go alone
    PLAY = 9
    HAND_OVER = 10  # between hands; renege calls still accepted


PHASE_NAMES = {
    Phase.DEAL: "waiting for the deal",
    Phase.BID: "bidding",
    Phase.DECLARE: "naming trump",
    Phase.ROUND1: "ordering up",
    Phase.PICKUP: "the dealer's pick-up",
    Phase.ROUND2: "naming a suit",
    Phase.CHOICE: "the maker's choice",
    Phase.DISCARD: "discarding",
    Phase.DEFEND: "defending alone",
    Phase.PLAY: "playing cards",
    Phase.HAND_OVER: "the end of the hand",
}
