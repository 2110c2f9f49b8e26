"""Piles: where each card of a pile lies, without widgets.

A pile has a name, the width of its cards and the top-left corner of each card; the
card's height is 1.4 times its width. ``layout.py`` builds the piles of a table.
"""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF

from ...engine.values import Value

CARD_RATIO = 1.4  # a card's height over its width


class Pile(Value):
    """Cards of one width at fixed places; ``z`` stacks the first card, the next one
    lies on it."""

    name: str
    card_width: float
    positions: tuple[QPointF, ...]
    z: int = 0

    def card_rect(self, i: int) -> QRectF:
        pos = self.positions[i]
        return QRectF(pos.x(), pos.y(), self.card_width, self.card_width * CARD_RATIO)

    def rect(self) -> QRectF:
        """The rectangle every card of the pile lies in (empty for an empty pile)."""
        rect = QRectF()
        for i in range(len(self.positions)):
            rect = rect.united(self.card_rect(i))
        return rect

    def __len__(self) -> int:
        return len(self.positions)


def index_depth(card_width: float) -> float:
    """How far down from a card's top edge its corner index (the rank over the suit)
    reaches, as the card art draws it: what a card lying on it must leave in view."""
    return card_width * (0.55 if card_width < 80 else 0.46)


def hand_fan(name: str, card_width: float, left: float, top: float, step: float,
             lifts: tuple[float, ...]) -> Pile:
    """The viewer's hand: left to right ``step`` apart, each card raised by its lift
    (a fraction of the card's height)."""
    ch = card_width * CARD_RATIO
    return Pile(name, card_width, tuple(QPointF(left + i * step, top - lift * ch)
                                        for i, lift in enumerate(lifts)), z=100)


def column(name: str, card_width: float, left: float, top: float, step: float,
           count: int) -> Pile:
    """An opponent's cards, face down, top to bottom ``step`` apart."""
    return Pile(name, card_width, tuple(QPointF(left, top + i * step) for i in range(count)),
                z=50)


def row(name: str, card_width: float, left: float, top: float, spread: float,
        count: int) -> Pile:
    """The ghost or dead hand, or the dummy: left to right, each card ``spread`` (a
    fraction of the card's width) right of the one before."""
    return Pile(name, card_width,
                tuple(QPointF(left + i * card_width * spread, top) for i in range(count)), z=20)


KITTY_SQUARE = 3  # the kitty's face-down cards, squared up


def kitty(name: str, card_width: float, left: float, top: float, count: int) -> Pile:
    """The kitty: three cards squared up and, beside them, the up-card (or its back)."""
    positions = [QPointF(left + i * 3, top + i * 1.5) for i in range(min(count, KITTY_SQUARE))]
    positions += [QPointF(left + card_width * 1.25, top)] * max(0, count - KITTY_SQUARE)
    return Pile(name, card_width, tuple(positions), z=20)


def kitty_width(card_width: float) -> float:
    return card_width * 1.25 + card_width


def trick(name: str, card_width: float, centre: QPointF, places: tuple[str, ...]) -> Pile:
    """The cards of a trick around ``centre``, each on the side of the table of the seat
    that played it ("bottom", "left" or "right")."""
    ch = card_width * CARD_RATIO
    offsets = {
        "bottom": QPointF(-card_width / 2, ch * 0.02),
        "left": QPointF(-card_width * 1.45, -ch * 0.42),
        "right": QPointF(card_width * 0.45, -ch * 0.42),
    }
    return Pile(name, card_width, tuple(centre + offsets[p] for p in places), z=300)


def label_shift(px: float, widths: list[float], gaps: list[float], labels: list[float],
                least: float, most: float) -> float:
    """How far right the top piles, laid from ``px``, move so that their labels (a long
    one: the dead hand's, with a long name) start at ``least`` or after, clear of the
    board, while they end by ``most``."""
    lefts, rights = [], []
    for pw, label, gap in zip(widths, labels, gaps, strict=True):
        centre = px + pw / 2
        lefts.append(min(px, centre - label / 2))
        rights.append(max(px + pw, centre + label / 2))
        px += pw + gap
    if not lefts:
        return 0.0
    return max(0.0, min(least - min(lefts), most - max(rights)))
