"""The table's scene: the felt, the piles of cards, the plates, the board, the drop zone.

It shows a ``TableLayout`` and its ``TableContent``, and turns the mouse into signals:
which card was clicked, double-clicked or dropped on which pile, and which card the
mouse is over.
"""

from __future__ import annotations

from PySide6.QtCore import QObject, QPointF, QRect, QRectF, Qt, Signal
from PySide6.QtGui import QColor, QFont, QPainter, QRadialGradient
from PySide6.QtWidgets import (
    QApplication,
    QGraphicsScene,
    QGraphicsSceneMouseEvent,
    QGraphicsSimpleTextItem,
)

from .board import BoardItem
from .cards import ArtQueue, CardItem
from .content import POINTED_LIFT
from .items import DropZoneItem, label_item, next_turn
from .layout import TableContent, TableLayout
from .piles import CARD_RATIO, Pile
from .plates import PlateItem

HAND, TRICK = "hand", "trick"  # the piles a card of the hand can be dropped on
SPARE_CARDS = 32  # the items the table keeps: a deal's cards and those it leaves on the table
DEAL_CARDS = 24  # the cards of a deal, in either variant: made ahead of the first (``make_spares``)
SPARES_AT_ONCE = 4  # made in one turn of the event loop: well under a millisecond
FELT_CENTRE = QColor("#1f7a45")
FELT_EDGE = QColor("#0b3a21")


def card_key(pile: str, i: int, card: str | None) -> str:
    """The name of the item that shows ``card`` (None: a back) at ``i`` of ``pile``; a
    card keeps its item from the hand to the trick."""
    if (pile in (HAND, TRICK) or pile.startswith("backs:")) and card is not None:
        return card
    if card is None:
        return f"{pile}:{i}"
    return f"up:{card}" if pile == "kitty" else f"{pile}:{card}"


class TableScene(QGraphicsScene):
    """The items of the table, kept in step with the layout; mouse input as signals."""

    card_clicked = Signal(str)  # a card of the hand, pressed and released in place
    card_double_clicked = Signal(str)  # only while ``double_click_plays``
    card_dropped = Signal(str, str)  # a card of the hand, the pile it was dropped on
    felt_clicked = Signal()  # a click on no card of the hand
    pressed = Signal(bool)  # a mouse button went down on the table (True: the left one)
    hover_changed = Signal()  # ``hover`` changed

    def __init__(self, art_queue: ArtQueue, parent: QObject | None = None) -> None:
        super().__init__(parent)
        # a few dozen items, most of them moving: an index would be rebuilt at every move
        self.setItemIndexMethod(QGraphicsScene.ItemIndexMethod.NoIndex)
        self.art_queue = art_queue
        self.cards: dict[str, CardItem] = {}
        self._leaving: list[CardItem] = []  # collected cards sliding to their winner
        self._spare: list[CardItem] = []  # cards that left the table, hidden, for reuse
        # makes a first deal's items while the loop is idle
        self._spares_soon = next_turn(self, self._make_spares_now)
        self._trick_winner: dict[str, int] = {}  # the cards of a finished trick
        self.plates = [PlateItem() for _ in range(3)]
        self.board = BoardItem()
        for item in (*self.plates, self.board):
            item.setZValue(500)
            item.hide()  # shown once a game is laid out on the table
            self.addItem(item)
        self.drop_zone = DropZoneItem()
        self.addItem(self.drop_zone)
        self.labels: dict[str, QGraphicsSimpleTextItem] = {}
        self.layout: TableLayout | None = None
        self.hand: list[str] = []  # the viewer's cards, left to right
        self.hover: str | None = None  # the card of the hand under the mouse
        self.mouse: QPointF | None = None  # where the mouse is over the felt, if it is
        self.drag_enabled = False  # the hand's cards may be dragged to the trick
        self.double_click_plays = False
        self.text_scale = 1.0  # the player's text size (Preferences)
        self._drag: CardItem | None = None
        self._pressed: CardItem | None = None
        self._press: QPointF | None = None
        self._drag_offset = QPointF()

    # ------------------------------------------------------------- showing
    def show_table(self, layout: TableLayout, content: TableContent, duration: int) -> None:
        """Move every item where ``layout`` puts it; new cards fly in from the dealer one
        after another, a finished trick's cards slide to their winner."""
        self.layout = layout
        self.hand = [c.card for c in content.hand]
        dealt: list[CardItem] = []
        seen: set[str] = set()

        def place(pile: Pile, i: int, card: str | None, face_up: bool, *,
                  dimmed: bool = False, selected: bool = False, focused: bool = False,
                  highlight: bool = False, badge: str = "", tip: str = "",
                  winner: bool = False) -> CardItem:
            key = card_key(pile.name, i, card)
            item = self.cards.get(key)
            new = item is None
            if item is None:
                item = self._new_card(card, key)
                item.setPos(layout.deck)
                self.cards[key] = item
                dealt.append(item)
            item.set_look(int(pile.card_width), face_up, dimmed=dimmed, selected=selected,
                          focused=focused, highlight=highlight, badge=badge, tip=tip,
                          winner=winner)
            item.setZValue(pile.z + (10 if winner else i))
            if new:
                item.home = QPointF(pile.positions[i])  # it flies in its turn (``_deal``)
            elif item is not self._drag:
                item.move_to(pile.positions[i], duration)
            seen.add(key)
            return item

        hand = layout.piles[HAND]
        peers = tuple(c.badge for c in content.hand if c.badge)
        for i, c in enumerate(content.hand):
            item = place(hand, i, c.card, True, dimmed=c.dimmed, selected=c.selected,
                         focused=c.focused, highlight=c.highlight, badge=c.badge, tip=c.tip)
            next_x = hand.positions[i + 1].x() if i + 1 < len(hand) else None
            room = next_x - hand.positions[i].x() if next_x is not None else 0.0
            item.set_badge_room(room, peers)
        for seat in range(3):
            backs = layout.piles.get(f"backs:{seat}")
            if backs is None:
                continue
            shown = content.open_hands[seat] if content.open_hands else ()
            for i in range(len(backs)):
                card = shown[i] if i < len(shown) else None
                place(backs, i, card, card is not None, dimmed=content.sitting_out == seat)
        for top in content.top:
            pile = layout.piles[top.name]
            for i, card in enumerate(top.cards):
                place(pile, i, card, card is not None)
            self._label(top.name, top.label, layout)
        for name in [n for n in self.labels if n not in {p.name for p in content.top}]:
            self.removeItem(self.labels.pop(name))
        trick = layout.piles[TRICK]
        for i, t in enumerate(content.trick):
            item = place(trick, i, t.card, True, winner=t.winning, badge=t.badge, tip="")
            item.set_badge_room(0.0)  # not its room in the hand
            if content.trick_winner is not None:
                self._trick_winner[t.card] = content.trick_winner
        self.drop_zone.set_rect(layout.drop_zone)

        # a collected trick goes to its winner; everything else leaves the table
        for key in list(self.cards):
            if key not in seen and self.cards[key] is not self._drag:
                item = self.cards.pop(key)
                winner = self._trick_winner.pop(key, None)
                if winner is not None and duration > 0:
                    self._collect(item, winner, duration)
                else:
                    self._put_aside(item)
        self._deal(dealt, duration)

        for seat, plate in enumerate(self.plates):
            rect = layout.plates[seat]
            plate.set_content(content.plates[seat], (rect.width(), rect.height()),
                              layout.plate_scale)
            plate.set_took_trick(content.trick_winner == seat)
            plate.setPos(rect.topLeft())
            plate.show()
        self.board.show()
        self.board.set_content(content.trump, list(content.board_lines),
                               (layout.board.width(), layout.board.height()),
                               layout.board_scale)
        self.board.setPos(layout.board.topLeft())

    def _new_card(self, card: str | None, key: str) -> CardItem:
        """An item for a card coming onto the table: one put aside, or a new one."""
        if self._spare:
            item = self._spare.pop()
            item.reuse(card, key)
            return item
        return self._card_item(card, key)

    def _card_item(self, card: str | None, key: str, shown: bool = True) -> CardItem:
        item = CardItem(self.art_queue, card, key)
        item.setVisible(shown)
        self.addItem(item)
        # queued: a collected card leaves after its animation has finished signalling
        item.arrived.connect(self._remove_arrived, Qt.ConnectionType.QueuedConnection)
        return item

    def make_spares(self) -> None:
        """Make the items of a first deal ahead of it, hidden, a few in each turn of the
        event loop: a game opened on an empty table (a saved game, a record) then lays
        its cards out without making them, in the event that shows it."""
        if not self._spares_soon.isActive() and self._items_short():
            self._spares_soon.start()

    def _items_short(self) -> int:
        return max(0, DEAL_CARDS - len(self._spare) - len(self.cards) - len(self._leaving))

    def _make_spares_now(self) -> None:
        for _ in range(min(SPARES_AT_ONCE, self._items_short())):
            self._spare.append(self._card_item(None, "", shown=False))
        if self._items_short():
            self._spares_soon.start()

    def _put_aside(self, item: CardItem) -> None:
        """Take a card off the table; its item is kept, hidden, for a later deal (as many
        as a deal needs), as making an item costs more than showing another card."""
        if item.animating():
            item.move_to(item.pos(), 0)  # stopped where it is
        item.stay_in_deck()
        item.hide()
        if len(self._spare) + len(self.cards) < SPARE_CARDS:
            self._spare.append(item)
        else:
            self.removeItem(item)

    def _deal(self, dealt: list[CardItem], duration: int) -> None:
        """New cards fly from the deck one after another, the whole deal within twice a
        card's flight; each comes out of the deck as it flies (and is drawn then), the
        last standing for the deck until it goes."""
        stagger = min(40, duration // 4, 2 * duration // max(1, len(dealt)))
        for i, item in enumerate(dealt):
            item.move_to(item.home, duration, delay_ms=i * stagger)
            if 0 < i < len(dealt) - 1 and item.animating():
                item.leave_deck_in(i * stagger)

    def card_under_mouse(self, layout: TableLayout, content: TableContent) -> str | None:
        """The card of the hand the mouse is over once ``layout`` is shown, judged by
        where each card lies unraised (and the strip it is raised into), so that raising
        a card does not change the answer."""
        if self.mouse is None:
            return None
        hand = layout.piles[HAND]
        ch = hand.card_width * CARD_RATIO
        for i in reversed(range(len(hand))):
            lift = content.hand[i].lift
            rect = hand.card_rect(i).translated(0, lift * ch)
            if rect.adjusted(0, -max(lift, POINTED_LIFT) * ch, 0, 0).contains(self.mouse):
                return content.hand[i].card
        return None

    def pointer_gone(self) -> None:
        """The mouse left the felt (off the table, or onto a widget over it)."""
        self.mouse = None
        if self.hover is not None and self._press is None:
            self.hover = None
            self.hover_changed.emit()

    def _label(self, name: str, text: str, layout: TableLayout) -> None:
        item = self.labels.get(name)
        if item is None:
            item = label_item()
            self.addItem(item)
            self.labels[name] = item
        font = QFont()
        font.setPixelSize(round(layout.label_px * self.text_scale))
        if item.font() != font:  # each change repaints it
            item.setFont(font)
        if item.text() != text:
            item.setText(text)
        item.setPos(layout.labels[name].topLeft())

    def _collect(self, item: CardItem, seat: int, duration: int) -> None:
        """Slide a card of the finished trick to its winner, then take it off the table."""
        assert self.layout is not None
        item.setZValue(250)
        item.move_to(self.layout.collect_target(seat, item.width), duration * 2)
        if item.animating():
            self._leaving.append(item)  # taken off when it arrives (``_remove_arrived``)
        else:
            self._put_aside(item)

    def _remove_arrived(self) -> None:
        """Take the collected cards that have reached their winner off the table."""
        for item in [item for item in self._leaving if not item.animating()]:
            self._stop_collecting(item)

    def _stop_collecting(self, item: CardItem) -> None:
        self._leaving.remove(item)
        self._put_aside(item)

    def clear_cards(self) -> None:
        """Take every card off the table, those still being collected too."""
        for item in list(self._leaving):
            self._stop_collecting(item)
        for item in list(self.cards.values()):
            del self.cards[item.key]
            self._put_aside(item)
        self._trick_winner.clear()

    def forget_trick(self) -> None:
        """The finished trick's cards no longer go to a winner (an undo, a new deal)."""
        self._trick_winner.clear()

    def drawBackground(self, painter: QPainter, rect: QRectF | QRect) -> None:
        scene = self.sceneRect()
        gradient = QRadialGradient(scene.center(), max(scene.width(), scene.height()) * 0.7)
        gradient.setColorAt(0.0, FELT_CENTRE)
        gradient.setColorAt(1.0, FELT_EDGE)
        painter.fillRect(rect, gradient)

    # ---------------------------------------------------------- the mouse
    def hand_item_at(self, pos: QPointF, ignore: CardItem | None = None) -> CardItem | None:
        """The topmost card of the viewer's hand at ``pos`` (other than ``ignore``)."""
        hand = set(self.hand) - ({ignore.key} if ignore is not None else set())
        area = QRectF(int(pos.x()), int(pos.y()), 1, 1)
        for item in self.items(area, Qt.ItemSelectionMode.IntersectsItemShape,
                               Qt.SortOrder.DescendingOrder):
            if isinstance(item, CardItem) and item.key in hand:
                return item
        return None

    def dragging(self) -> bool:
        return self._drag is not None

    def drop_hot(self) -> bool:
        """Whether the card being dragged is over the trick, and may be played there."""
        return self.drop_zone.hot and not self.drop_zone.refused

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        left = event.button() == Qt.MouseButton.LeftButton
        self.pressed.emit(left)
        if not left:
            return super().mousePressEvent(event)
        item = self.hand_item_at(event.scenePos())
        self._press = event.scenePos()
        self._pressed = item
        if item is not None:
            self._drag_offset = item.pos() - QPointF(event.scenePos().toPoint())
        event.accept()

    def mouseMoveEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        pos = event.scenePos()
        self.mouse = QPointF(pos)
        if self._press is not None and self._pressed is not None:
            far = (pos - self._press).manhattanLength() >= QApplication.startDragDistance()
            if self._drag is None and far and self.drag_enabled:
                self._drag = self._pressed
                self._drag.setZValue(1000)
                self._drag.stop()  # a raise still under way would take it from the mouse
            if self._drag is not None:
                self._drag.setPos(QPointF(pos.toPoint()) + self._drag_offset)
                centre = self._drag.sceneBoundingRect().center()
                over = self.drop_zone.rect.contains(centre)
                self.drop_zone.set_state(True, over, refused=self._drag.dimmed)
                return
        if self._press is None:
            self._hover_at(pos)
        super().mouseMoveEvent(event)

    def _hover_at(self, pos: QPointF) -> None:
        """The card of the hand at ``pos`` is the one the mouse is over."""
        item = self.hand_item_at(pos)
        key = item.key if item is not None else None
        if key != self.hover:
            self.hover = key
            self.hover_changed.emit()

    def mouseReleaseEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if event.button() != Qt.MouseButton.LeftButton:
            return super().mouseReleaseEvent(event)
        drag, self._drag = self._drag, None
        pressed, self._pressed = self._pressed, None
        self._press = None
        hot = self.drop_zone.hot
        self.drop_zone.set_state(False, False)
        self.mouse = QPointF(event.scenePos())
        if drag is not None:
            # a dragged card goes home unraised; the lay-out that follows the drop (the
            # card played, or sent back to the hand) shows the card now under the mouse
            under = self.hand_item_at(event.scenePos(), ignore=drag)
            self.hover = under.key if under is not None else None
            self.card_dropped.emit(drag.key, TRICK if hot else HAND)
            return
        self._hover_at(event.scenePos())
        if pressed is not None:
            self.card_clicked.emit(pressed.key)
        else:
            self.felt_clicked.emit()

    def mouseDoubleClickEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        item = self.hand_item_at(event.scenePos())
        if item is not None and self.double_click_plays:
            self.card_double_clicked.emit(item.key)
            return
        self.mousePressEvent(event)
