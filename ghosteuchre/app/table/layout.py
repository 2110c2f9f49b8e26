"""The table's geometry, without widgets: from the table's size, the viewer's seat and
what is on the table, the rectangle of every element.

Coordinates are the scene's, which are also the table view's: the scene rectangle is
the view's whole area with its origin at the top left, and the view neither scales nor
scrolls. Every element has a stable name (see ``TableLayout.element_rect``).

The player sits at the bottom; the seat after the player on the left, the other on the
right. From top to bottom: the board, the piles (ghost or dead hand, dummy, kitty) and
their labels, the trick, the prompt and the decision bar, the player's hand.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from itertools import pairwise
from typing import Protocol

from PySide6.QtCore import QPointF, QRect, QRectF, QSizeF

from ...engine.values import Value, replace
from .piles import (
    CARD_RATIO,
    Pile,
    column,
    hand_fan,
    index_depth,
    kitty,
    kitty_width,
    label_shift,
    row,
    trick,
)

LABEL_H = 26  # a pile's label: the least room for it
CONTROLS_H = 110  # the pile labels, the prompt and the decision bar, with gaps: the least
BAR_ROOM = 48  # the decision bar above the hand, with its gaps: the least
LABEL_PX_MAX = 28  # the piles' labels at most, at the usual text size
TEXT_PX_MAX = 26  # the prompt's and the decision bar's text at most, at the usual text size
PLACES = ("bottom", "left", "right")  # the viewer, the next seat, the one after
TRICK_PAD = 0.03  # the trick area's edge beyond its lowest card, as a part of a card's width
HAND_LEAST = 0.42  # the least width of the hand, as a part of the table's, beside the plate
HAND_TIGHT = 0.34  # the closest the hand's cards come, as a part of a card's width: each
# corner index in view, when the player's plate needs the room (a narrow table)
WINNER_GROWTH = 0.12  # what a winning trick card and its glow take beyond its place (card widths)
BOARD_LEAST = 170.0  # the board's least width at 100 % text
PLATE_SHRINK = 0.8  # the least text of a side plate on a narrow table, as a part of its own
PLATE_TEXT = 0.38  # the plate height the plates' fonts are chosen for, in card widths (at 100 %)
PLATE_TEXT_MAX = 96.0  # and at most
BOARD_TEXT = 0.6  # the board height the board's fonts are chosen for grows by this much
BOARD_TEXT_FROM = 30  # for each pixel of the cards' width beyond this, on a large table
BOARD_TEXT_MAX = 140.0  # and at most


def card_width_for(w: float, h: float, text_scale: float = 1.0) -> int:
    """The width of the player's cards on a table of ``w`` x ``h``, with the text at
    ``text_scale`` times its usual size."""
    margin = max(12.0, h * 0.03)
    # top to bottom: piles (0.62 ch) and their label, the trick (1.44 ch), the prompt
    # and the decision bar, the hand with room to lift a card (1.22 ch)
    cw = int(max(46, min(w / 9.2, (h - 2 * margin - CONTROLS_H) / 3.28 / 1.4)))
    # larger text takes its room from the cards
    while cw > 46 and cw * 3.28 * 1.4 + text_room(cw, text_scale) > h - 2 * margin:
        cw -= 1
    return cw


def label_px(card_width: float) -> int:
    """The pixel size of the piles' labels at the usual text size: growing with the
    cards, by about a tenth of their width."""
    return max(11, min(LABEL_PX_MAX, int(4.5 + card_width * 0.095)))


def text_px(card_width: float) -> int:
    """The pixel size of the prompt's and the decision bar's text at the usual text size."""
    return max(12, min(TEXT_PX_MAX, round(card_width * 0.11)))


def label_room(card_width: float, text_scale: float = 1.0) -> float:
    """The height kept for the piles' labels, between the piles and the trick."""
    return max(LABEL_H, round(label_px(card_width) * text_scale * 1.55))


def controls_room(card_width: float, text_scale: float = 1.0) -> float:
    """The height kept for the prompt and the decision bar, between the trick and the
    room the hand's cards are raised in."""
    return max(CONTROLS_H - LABEL_H, round(12 + text_px(card_width) * text_scale * 3.8))


def bar_room(card_width: float, text_scale: float = 1.0) -> float:
    """The height kept for the decision bar above the hand, with its gaps."""
    return max(BAR_ROOM, round(text_px(card_width) * text_scale * 2.5))


def text_room(card_width: float, text_scale: float = 1.0) -> float:
    """The height the piles' labels, the prompt and the decision bar take together."""
    return label_room(card_width, text_scale) + controls_room(card_width, text_scale)


class Measure(Protocol):
    """Sizes of text, which only fonts know."""

    def label_size(self, text: str, px: int) -> QSizeF:
        """A pile's label of ``text`` at ``px`` pixels."""
        ...

    def board_size(self, trump: bool, lines: tuple[str, ...], min_h: float,
                   max_w: float) -> QSizeF:
        """The board's size: every line in full, wrapped if it is wider than ``max_w``,
        at least ``min_h`` high, in the fonts of a board ``min_h`` high."""
        ...

    def plate_size(self, plate: Plate, h: float, width: float | None = None) -> QSizeF:
        """The width that shows every text of ``plate`` in full, and the least height
        for its lines, in the fonts of a plate ``h`` high (and ``width`` wide, if
        given: its score may take two lines)."""
        ...


class HandCard(Value):
    """A card of the viewer's hand and how it is shown."""

    card: str
    lift: float = 0.0  # how far it is raised, in card heights
    dimmed: bool = False
    selected: bool = False
    focused: bool = False
    highlight: bool = False
    badge: str = ""  # "Led" on the first card, and a learning aid's tag: "Led · Left ♦"
    tip: str = ""  # the tooltip: why a dimmed card cannot be played, what a bower is


class TopPile(Value):
    """A pile above the trick: ``ghost``, ``dead``, ``dummy`` or ``kitty``; a card is
    its text face up, or None face down."""

    name: str
    cards: tuple[str | None, ...]
    label: str


class TrickCard(Value):
    """A card of the trick: who played it, and whether that seat won the trick."""

    seat: int
    card: str
    winning: bool = False
    badge: str = ""  # "Led" on the first card, and a learning aid's tag: "Led · Left ♦"


class Plate(Value):
    """What a player's name plate says."""

    name: str
    detail: str
    status: str = ""  # "thinking" (it pulses), "sits out" or nothing
    badge: str = ""
    level: str = ""  # a bot's level, after its name
    dealer: bool = False
    active: bool = False
    thinking: bool = False


class TableContent(Value):
    """Everything on the table, as the viewer sees it."""

    viewer: int
    dealer: int
    hand: tuple[HandCard, ...] = ()
    hand_sizes: tuple[int, int, int] = (0, 0, 0)
    sitting_out: int | None = None
    top: tuple[TopPile, ...] = ()
    trick: tuple[TrickCard, ...] = ()  # in play order
    trick_winner: int | None = None
    trump: str | None = None
    board_lines: tuple[str, ...] = ()
    plates: tuple[Plate, ...] = ()
    open_hands: tuple[tuple[str, ...], ...] = ()  # each seat's cards, when all are face up


@dataclass
class TableLayout:
    """The rectangles of a table's elements, in scene coordinates."""

    width: float
    height: float
    viewer: int
    margin: float
    card_width: int
    hand_top: float  # the highest a card of the hand may be raised to
    text_scale: float = 1.0  # the player's text size, as a part of the usual
    piles: dict[str, Pile] = field(default_factory=dict)
    labels: dict[str, QRectF] = field(default_factory=dict)  # each top pile's label
    label_px: int = 11
    drop_zone: QRectF = field(default_factory=QRectF)
    trick_centre: QPointF = field(default_factory=QPointF)
    plates: tuple[QRectF, ...] = ()
    plate_scale: float = 40.0  # the plate height the plates' fonts are chosen for: the
    # cards' size, or the table's height if that is larger
    board: QRectF = field(default_factory=QRectF)
    board_scale: float = 54.0  # the board height the board's fonts are chosen for
    deck: QPointF = field(default_factory=QPointF)  # where new cards come from

    def place(self, seat: int) -> str:
        """Where ``seat`` sits: "bottom" (the viewer), "left" or "right"."""
        return PLACES[(seat - self.viewer) % 3]

    def trick_place(self, seat: int) -> QRectF:
        """Where the card ``seat`` plays to the trick lies."""
        return trick("trick", self.card_width, self.trick_centre,
                     (self.place(seat),)).card_rect(0)

    def collect_target(self, seat: int, card_width: float) -> QPointF:
        """Off the table on ``seat``'s side: where the cards of a trick it won go."""
        w, h = self.width, self.height
        return {
            "bottom": QPointF(w / 2 - card_width / 2, h + 10),
            "left": QPointF(-card_width - 10, h * 0.4),
            "right": QPointF(w + 10, h * 0.4),
        }[self.place(seat)]

    def names(self) -> list[str]:
        """The names of the elements on the table now."""
        names = ["trick", "board", *(f"trick:{s}" for s in range(3)),
                 *(f"plate:{s}" for s in range(len(self.plates)))]
        for name, pile in self.piles.items():
            if name == "trick":
                continue
            names.append(name)
            names += [f"{name}:{i}" for i in range(len(pile))]
            if name == "kitty" and len(pile) > 3:
                names.append("kitty:up")
        names += [f"label:{name}" for name in self.labels]
        return names

    def element_rect(self, name: str) -> QRectF | None:
        """The rectangle of the element called ``name``, or None if there is none now:

        - ``hand`` (the viewer's cards) and ``hand:i`` (the i-th from the left, from 0);
        - ``backs:s`` (the cards of the opponent at seat s) and ``backs:s:i``;
        - ``ghost``, ``dead``, ``dummy``, ``kitty`` (each with ``:i``), ``kitty:up``
          (the turned card) and ``label:<pile>``;
        - ``trick`` (the trick area, where a card is dropped) and ``trick:s`` (where
          seat s's card lies), ``plate:s`` (seat s's name plate), ``board``.
        """
        head, _, rest = name.partition(":")
        if name == "trick":
            return QRectF(self.drop_zone)
        if head == "trick" and rest.isdigit():
            return self.trick_place(int(rest))
        if name == "board":
            return QRectF(self.board)
        if head == "plate" and rest.isdigit() and int(rest) < len(self.plates):
            return QRectF(self.plates[int(rest)])
        if head == "label":
            label = self.labels.get(rest)
            return QRectF(label) if label is not None else None
        if name == "kitty:up":
            up = self.piles.get("kitty")
            return up.card_rect(3) if up is not None and len(up) > 3 else None
        pile_name, _, index = name.rpartition(":")
        if index.isdigit() and pile_name in self.piles:
            pile = self.piles[pile_name]
            return pile.card_rect(int(index)) if int(index) < len(pile) else None
        whole = self.piles.get(name)
        return whole.rect() if whole is not None and len(whole) else None

    # ----------------------------------------------------------- the widgets
    def bar_rect(self, bar: QSizeF) -> QRect:
        """The decision bar: centred just above the hand."""
        return QRect(int((self.width - bar.width()) / 2),
                     int(self.hand_top - bar.height() - 6), int(bar.width()), int(bar.height()))

    def prompt_rect(self, prompt: QSizeF, bar_h: float) -> QRect:
        """The prompt: centred above the decision bar."""
        return QRect(int((self.width - prompt.width()) / 2),
                     int(self.hand_top - bar_h - prompt.height() - 12),
                     int(prompt.width()), int(prompt.height()))

    def hint_rect(self, button: QSizeF) -> QRect:
        """The hint button: the bottom right corner."""
        w, h = self.width, self.height
        return QRect(int(w - button.width() - max(12.0, h * 0.03)),
                     int(h - button.height() - max(12.0, h * 0.03)),
                     int(button.width()), int(button.height()))

    def toast_rect(self, toast: QSizeF) -> QRect:
        """A message: centred, under the piles."""
        return QRect(int((self.width - toast.width()) / 2), int(self.height * 0.3),
                     int(toast.width()), int(toast.height()))

    def panel_rect(self, panel: QSizeF) -> QRect:
        """The last-trick panel: centred, a little above the middle."""
        return QRect(int((self.width - panel.width()) / 2),
                     int(max(10, (self.height - panel.height()) * 0.3)),
                     int(panel.width()), int(panel.height()))


def plate_size(w: float, h: float) -> tuple[float, float]:
    return max(150.0, min(290.0, w * 0.16)), max(40.0, min(60.0, h * 0.065))


def board_height(h: float, card_width: float, text_scale: float = 1.0) -> float:
    """The board height the board's fonts are chosen for: from the table's height on a
    small table, growing with the cards on a large one, and with the player's text size."""
    grown = (card_width - BOARD_TEXT_FROM) * BOARD_TEXT
    return text_scale * max(54.0, min(84.0, h * 0.085), min(BOARD_TEXT_MAX, grown))


def layout_table(w: float, h: float, content: TableContent, measure: Measure,
                 text_scale: float = 1.0) -> TableLayout:
    """Every element of a ``w`` x ``h`` table showing ``content``, with the text at
    ``text_scale`` times its usual size."""
    margin = max(12.0, h * 0.03)
    cw = card_width_for(w, h, text_scale)
    ch = cw * CARD_RATIO
    plate_w, plate_h = plate_size(w, h)
    y_hand = h - ch - margin
    hand_top = y_hand - ch * 0.22
    out = TableLayout(w, h, content.viewer, margin, cw, hand_top, text_scale)
    out.label_px = label_px(cw)

    # the piles at the top, side by side, each with its label underneath
    small = int(cw * 0.62)
    small_h = small * CARD_RATIO
    top_y = margin
    piles = content.top
    # face-up cards spread wider, so that every index shows
    spread = [0.34 if any(p.cards) and p.name != "kitty" else 0.22 for p in piles]
    widths = [kitty_width(small) if p.name == "kitty" else small + (len(p.cards) - 1) * small * f
              for p, f in zip(piles, spread, strict=True)]
    gap = cw * 0.8
    gaps = [gap] * len(piles)
    px = (w - (sum(widths) + gap * (len(piles) - 1))) / 2
    board_least = BOARD_LEAST * text_scale  # its words whole at the player's text size
    px += label_shift(px, widths, gaps, [measure.label_size(p.label, out.label_px).width()
                                         for p in piles], margin + board_least + 12,
                      w - margin)
    piles_left, piles_right = px, px + sum(widths) + gap * (len(piles) - 1)
    # the piles' cards, without their labels: the room of a side plate below the labels
    cards_left, cards_right = piles_left, piles_right
    for pile, pw, f in zip(piles, widths, spread, strict=True):
        if pile.name == "kitty":
            out.piles[pile.name] = kitty(pile.name, small, px, top_y, len(pile.cards))
        else:
            out.piles[pile.name] = row(pile.name, small, px, top_y, f, len(pile.cards))
        under = QRectF(px - 40, top_y + small_h + 2, pw + 80, 20)
        size = measure.label_size(pile.label, out.label_px)
        label = QRectF(under.center().x() - size.width() / 2, under.top(),
                       size.width(), size.height())
        out.labels[pile.name] = label
        px += pw + gap
    # two labels wider than their piles move apart, each by half of what they share
    for a, b in pairwise(list(out.labels.values())):
        shared = a.right() + 12 - b.left()
        if shared > 0:
            a.translate(-shared / 2, 0)
            b.translate(shared / 2, 0)
    for label in out.labels.values():
        piles_left = min(piles_left, label.x())
        piles_right = max(piles_right, label.right())
    if not piles:
        piles_left = piles_right = cards_left = cards_right = w / 2

    # the trick in the centre, and the zone a card is dropped on
    trick_top = margin + cw * 0.62 * 1.4 + label_room(cw, text_scale)
    trick_bottom = hand_top - controls_room(cw, text_scale)
    centre = QPointF(w / 2, (trick_top + trick_bottom) / 2 - ch * 0.3)
    out.trick_centre = centre
    out.piles["trick"] = trick("trick", cw, centre,
                               tuple(out.place(t.seat) for t in content.trick))
    zone = QRectF(centre.x() - cw * 1.7, centre.y() - ch * 0.48, cw * 3.4, ch * 1.56)
    below_labels = max([top_y + small_h + 6 + 1.4 * out.label_px,
                        *(label.bottom() + 4 for label in out.labels.values())])
    if piles and zone.top() < below_labels:
        zone.setTop(below_labels)
    # and no lower than the controls' room above the hand, while it holds the trick's cards
    lowest = max(out.trick_place(s).bottom() for s in range(3)) + cw * TRICK_PAD
    zone.setBottom(min(zone.bottom(), max(trick_bottom, lowest)))
    out.drop_zone = zone

    # the board at the top left: its lines in full, wrapped within the room the piles leave
    room = max(board_least, piles_left - margin - 12)
    out.board_scale = board_height(h, cw, text_scale)
    want = measure.board_size(content.trump is not None, content.board_lines,
                              out.board_scale, room)
    out.board = QRectF(margin, margin, max(board_least, min(room, max(w * 0.2, want.width()))),
                       want.height())

    # the name plates, as wide as their texts within the room beside the piles (the
    # opponents', under the board) or beside the hand (the viewer's, at the bottom left)
    n = len(content.hand)
    full_span = cw + (n - 1) * cw * 0.66 if n else 0
    out.plate_scale = text_scale * min(PLATE_TEXT_MAX, max(plate_h, cw * PLATE_TEXT))
    # a side plate keeps beside the piles' labels if its score shows whole there, else
    # it takes the room beside their cards and goes below the labels
    beside = {"left": piles_left - margin - 12, "right": w - piles_right - margin - 12}
    below = {"left": cards_left - margin - 12, "right": w - cards_right - margin - 12}
    words = {out.place(s): measure.plate_size(replace(p, name="", status="", badge="",
                                                      thinking=False), out.plate_scale).width()
             for s, p in enumerate(content.plates)}
    side_room = {side: max(plate_w, (beside if words.get(side, 0) <= beside[side] else below)[side])
                 for side in ("left", "right")}
    # the side plates keep clear of the trick's cards where they could reach them (a
    # narrow table with large text, as the hand history's beside its panel)
    places = [out.trick_place(s) for s in range(3)]
    if out.board.bottom() + 8 + 2.2 * plate_h * text_scale > min(r.top() for r in places):
        side_room["left"] = min(side_room["left"], max(
            plate_w * 0.6, min(r.left() for r in places) - margin - 6 - cw * WINNER_GROWTH))
        side_room["right"] = min(side_room["right"], max(
            plate_w * 0.6, w - max(r.right() for r in places) - margin - 6 - cw * WINNER_GROWTH))
    wanted = [measure.plate_size(p, out.plate_scale) for p in content.plates]
    # on a narrow table a side plate whose words are longer than its room (a long
    # language) takes a smaller text, down to PLATE_SHRINK of its size, so they show whole
    over = max([wanted[s].width() / side_room[out.place(s)] for s in range(len(wanted))
                if out.place(s) != "bottom"], default=1.0)
    if over > 1:
        out.plate_scale /= min(over * 1.04, 1 / PLATE_SHRINK)
        wanted = [measure.plate_size(p, out.plate_scale) for p in content.plates]
    least_span = min(full_span, w * HAND_LEAST)
    if content.viewer < len(wanted):  # on a narrow table the hand closes up for the plate
        room = w - 2 * (wanted[content.viewer].width() + margin + 8)
        tight = cw + (n - 1) * cw * HAND_TIGHT if n else 0
        least_span = min(least_span, max(tight, room))
    bottom_room = max(plate_w, (w - least_span) / 2 - margin - 8)
    plate_h = max([plate_h, *(size.height() for size in wanted)])
    widths = []
    for seat in range(3):
        place = out.place(seat)
        need = wanted[seat].width() if seat < len(wanted) else plate_w
        widths.append(max(plate_w, min(need, bottom_room)) if place == "bottom"
                      else min(max(plate_w, need), side_room[place]))
        if seat < len(wanted) and widths[-1] < need:
            # no room for the status beside the score: it takes a line of its own
            # and a score line too long for the plate takes two
            plate = content.plates[seat]
            if (plate.status or plate.badge or plate.thinking) and not plate.level:
                plate = replace(plate, level=plate.status or plate.badge or "…")
            plate_h = max(plate_h, measure.plate_size(plate, out.plate_scale,
                                                      widths[-1]).height())
    side_y = out.board.bottom() + 8
    for seat in range(3):  # and under a long label that reaches over a side plate
        place = out.place(seat)
        left = margin if place == "left" else w - margin - widths[seat]
        right = left + widths[seat]
        if place != "bottom":
            side_y = max([side_y, *(label.bottom() + 8 for label in out.labels.values()
                                    if label.right() > left and label.left() < right)])
    plates = []
    for seat in range(3):
        place = out.place(seat)
        width = widths[seat]
        if place == "bottom":
            plates.append(QRectF(margin, h - plate_h - margin, width, plate_h))
        else:
            x = margin if place == "left" else w - margin - width
            plates.append(QRectF(x, side_y, width, plate_h))
    out.plates = tuple(plates)

    # the viewer's hand, fanned out beside the viewer's plate (closer together if need be)
    beside_plate = w - 2 * (margin + plates[content.viewer].width() + 8)
    span = min(full_span, max(least_span, beside_plate))
    step = (span - cw) / (n - 1) if n > 1 else 0
    out.piles["hand"] = hand_fan("hand", cw, (w - span) / 2, y_hand,
                                 step, tuple(c.lift for c in content.hand))

    # the opponents' cards, face down, down the sides under their plates
    side_w = int(cw * 0.72)
    side_h = side_w * CARD_RATIO
    fan_top = side_y + plate_h + 8
    # face-down cards end above the decision bar, which may run the table's width; open
    # hands (a replay, without the bar) may run down to the viewer's plate
    fan_bottom = (h - plate_h - margin - 8 if content.open_hands
                  else hand_top - bar_room(cw, text_scale))
    fan_room = max(side_h, min(side_h + h * 0.42, fan_bottom - fan_top))
    for seat in range(3):
        place = out.place(seat)
        if place == "bottom":
            continue
        count = content.hand_sizes[seat]
        # face-up cards lie far enough apart for each corner index to be read whole
        least = index_depth(side_w) if content.open_hands else side_h * 0.32
        fan = min(max(side_h * 0.32, least), (fan_room - side_h) / max(1, count - 1))
        total = side_h + fan * max(0, count - 1)
        x = margin + side_w * 0.1 if place == "left" else w - margin - side_w * 1.1
        y = max(min(h * 0.45 - total / 2, fan_bottom - total), fan_top)
        out.piles[f"backs:{seat}"] = column(f"backs:{seat}", side_w, x, y, fan, count)

    out.deck = {
        "bottom": QPointF(w / 2, h - 40),
        "left": QPointF(20, h / 2),
        "right": QPointF(w - 100, h / 2),
    }[out.place(content.dealer)]
    return out
