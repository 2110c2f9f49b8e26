"""Tables to lay out without a window: what each shows, and text measured as a
proportional font draws it."""

from __future__ import annotations

from PySide6.QtCore import QSizeF

from ghosteuchre.app.table.layout import (
    HandCard,
    Plate,
    TableContent,
    TopPile,
    TrickCard,
)

HAND = ("9C", "TC", "JC", "QC", "KC", "AC", "9D", "TD", "JD", "QD", "KD")


class Measure:
    """Text about as wide as a proportional font draws it."""

    def __init__(self, text_scale: float = 1.0) -> None:
        self.text_scale = text_scale

    def label_size(self, text: str, px: int) -> QSizeF:
        px = round(px * self.text_scale)
        return QSizeF(len(text) * px * 0.55, px * 1.3)

    def board_size(self, trump: bool, lines: tuple[str, ...], min_h: float,
                   max_w: float) -> QSizeF:
        text = max(len(line) for line in lines) * 7.0
        width = min(max_w, (min_h if trump else 0) + text)
        rows = sum(-(-len(line) * 7.0 // (width - (min_h if trump else 0))) for line in lines)
        return QSizeF(width, max(min_h, rows * 17 + 16))

    def plate_size(self, plate: Plate, h: float, width: float | None = None) -> QSizeF:
        return QSizeF(len(plate.name + plate.level) * 9 + 30, max(h, 44))


def cutthroat(cards: int = 5, viewer: int = 0, lifts: dict[int, float] | None = None,
              plays: int = 2) -> TableContent:
    lifts = lifts or {}
    return TableContent(
        viewer=viewer,
        dealer=1,
        hand=tuple(HandCard(card, lifts.get(i, 0.0)) for i, card in enumerate(HAND[:cards])),
        hand_sizes=(cards, 5, 5),
        top=(TopPile("dummy", (None,) * 5, "Dummy"),
             TopPile("kitty", (None, None, None, "9H"), "Kitty: the 9♥ turned up")),
        trick=tuple(TrickCard((viewer + 1 + i) % 3, HAND[-1 - i]) for i in range(plays)),
        board_lines=("Trump: hearts", "Ada made hearts", "Playing to 10"),
        trump="H",
    )


def ghost_hand(dead: bool = False) -> TableContent:
    cards = ("AS", "KS", "QS", "JS", "TS", "9S") if dead else (None,) * 6
    return TableContent(
        viewer=0, dealer=2, hand=tuple(HandCard(card) for card in HAND[:6]),
        hand_sizes=(6, 6, 6),
        top=(TopPile("dead" if dead else "ghost", cards,
                     "Dead hand (given up by you)" if dead else "Ghost hand"),),
        board_lines=("Hand 1", "Playing to 32"),
    )
