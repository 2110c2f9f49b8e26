"""The card table: a QGraphicsView that mirrors the controller's models.

It never holds the truth: every layout is computed from the models and the
viewer's PlayerView, and every choice goes back to the controller.
"""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt, QTimer, Signal
from PySide6.QtGui import (
    QColor,
    QFont,
    QKeyEvent,
    QMouseEvent,
    QPainter,
    QPaintEvent,
    QPen,
    QRadialGradient,
    QResizeEvent,
)
from PySide6.QtWidgets import (
    QApplication,
    QFrame,
    QGraphicsScene,
    QGraphicsView,
    QGridLayout,
    QLabel,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from ..engine.actions import Act, Action
from ..engine.cards import SUITS, Card
from ..engine.state import Phase
from ..engine.view import PlayerView
from . import describe
from .cardart import CardArt
from .controller import Controller
from .decisions import BAR_STYLE, DecisionBar
from .items import ArtQueue, BoardItem, CardItem, PlateItem

FELT_CENTRE = QColor("#1f7a45")
FELT_EDGE = QColor("#0b3a21")

PANEL_STYLE = """
QFrame#panel { background: rgba(8, 30, 18, 225); border: 1px solid #c9962b;
  border-radius: 14px; }
QLabel { color: #f4f1e6; background: transparent; }
QLabel#title { font-size: 18px; font-weight: bold; color: #ffd54a; }
QPushButton { color: #1d1a12; background: #f1d27a; border: 1px solid #8a6d1c;
  border-radius: 8px; padding: 6px 16px; font-weight: bold; }
"""


LABEL_H = 26  # a pile's label
CONTROLS_H = 110  # the pile labels, the prompt and the decision bar, with gaps


def card_width_for(w: float, h: float) -> int:
    """The width of the player's cards on a table of ``w`` x ``h``."""
    margin = max(12.0, h * 0.03)
    # top to bottom: piles (0.62 ch) and their label, the trick (1.44 ch), the prompt
    # and the decision bar, the hand with room to lift a card (1.22 ch)
    return int(max(46, min(w / 9.2, (h - 2 * margin - CONTROLS_H) / 3.28 / 1.4)))


def plate_h_guess(h: float) -> float:
    return max(40.0, min(60.0, h * 0.065)) * 0.5


class Panel(QFrame):
    """A centred overlay: a title, lines of text and optional buttons."""

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.setObjectName("panel")
        self.setStyleSheet(PANEL_STYLE)
        self._layout = QVBoxLayout(self)
        self._layout.setContentsMargins(20, 16, 20, 16)
        self.title = QLabel(self)
        self.title.setObjectName("title")
        self.body = QLabel(self)
        self.body.setWordWrap(True)
        self.body.setTextFormat(Qt.TextFormat.PlainText)
        self._layout.addWidget(self.title)
        self._layout.addWidget(self.body)
        self.button = QPushButton(self)
        self.button.setObjectName("panel-button")
        self.button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self._layout.addWidget(self.button, 0, Qt.AlignmentFlag.AlignRight)
        self.hide()

    def show_text(self, title: str, lines: list[str], button: str = "") -> None:
        self.title.setText(title)
        self.body.setText("\n".join(lines))
        self.button.setText(button)
        self.button.setVisible(bool(button))
        self.show()
        self.raise_()


def summary_style(px: int) -> str:
    """The overlay's style for a body text of ``px`` pixels."""
    return f"""
QFrame#summary-card {{ background: rgb(10, 34, 21); border: 1px solid #c9962b;
  border-radius: 14px; }}
QLabel {{ color: #f4f1e6; background: transparent; font-size: {px}px; }}
QLabel#title {{ font-size: {round(px * 1.45)}px; font-weight: bold; color: #ffd54a; }}
QLabel#headline {{ font-size: {round(px * 1.15)}px; color: #fff6d5; }}
QLabel#head {{ color: #c9d8cd; font-weight: bold; }}
QLabel#points {{ font-weight: bold; }}
QLabel#totals {{ color: #c9d8cd; }}
QLabel#totals[final="true"] {{ color: #ffd54a; font-weight: bold;
  font-size: {round(px * 1.15)}px; }}
QPushButton {{ color: #1d1a12; background: #f1d27a; border: 1px solid #8a6d1c;
  border-radius: 8px; padding: 6px 16px; font-weight: bold;
  font-size: {px}px; }}
"""


Cell = tuple[str, str]  # text, colour ("" for the default)


class SummaryOverlay(QWidget):
    """A small table over the dimmed table, with a title, a headline, a line under the
    table and one button: the end of a hand or of the game (each player's tricks and
    points with the rule that produced them), or the score sheet."""

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.setObjectName("summary")
        self._px = 0
        outer = QVBoxLayout(self)
        outer.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.card = QFrame(self)
        self.card.setObjectName("summary-card")
        outer.addWidget(self.card, 0, Qt.AlignmentFlag.AlignCenter)
        box = QVBoxLayout(self.card)
        box.setContentsMargins(24, 18, 24, 18)
        box.setSpacing(10)
        self.title = QLabel(self.card)
        self.title.setObjectName("title")
        self.headline = QLabel(self.card)
        self.headline.setObjectName("headline")
        self.grid = QGridLayout()
        self.grid.setHorizontalSpacing(18)
        self.grid.setVerticalSpacing(6)
        self.totals = QLabel(self.card)
        self.totals.setObjectName("totals")
        self.button = QPushButton(self.card)
        self.button.setObjectName("summary-next")
        self.button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        box.addWidget(self.title)
        box.addWidget(self.headline)
        box.addLayout(self.grid)
        box.addWidget(self.totals)
        box.addWidget(self.button, 0, Qt.AlignmentFlag.AlignRight)
        self.hide()

    def text_px(self) -> int:
        """The body text size for the table's size."""
        parent = self.parentWidget()
        return max(13, min(20, round(min(parent.width() / 80, parent.height() / 48))))

    def show_table(
        self, title: str, headline: str, rows: list[describe.SummaryRow], totals: str,
        button: str, final: bool = False,
    ) -> None:
        """A hand's summary: each player's tricks, points and the rule behind them."""
        head = [self.tr("Player"), self.tr("Tricks"), self.tr("Points"), self.tr("Why")]
        cells = [[(r.name, ""), (r.tricks, ""), (describe.signed(r.points), _points_colour(
            r.points)), (r.rule, "")] for r in rows]
        self.show_grid(title, headline, head if rows else [], cells, totals, button, final,
                       left=(0, 3))

    def show_grid(
        self, title: str, headline: str, head: list[str], rows: list[list[Cell]],
        totals: str, button: str, final: bool = False, left: tuple[int, ...] = (0,),
    ) -> None:
        """``rows`` of (text, colour) cells under ``head``; the ``left`` columns align left."""
        px = self.text_px()
        if px != self._px:
            self._px = px
            self.setStyleSheet(summary_style(px))
        while self.grid.count():
            item = self.grid.takeAt(0)
            if item is not None and item.widget() is not None:
                item.widget().deleteLater()
        self.title.setText(title)
        self.headline.setText(headline)
        self.headline.setVisible(bool(headline))
        for col, text in enumerate(head):
            self._cell(0, col, text, "head", "", col in left)
        for row, cells in enumerate(rows, start=1):
            for col, (text, colour) in enumerate(cells):
                self._cell(row, col, text, "points" if colour else "", colour, col in left)
        self.totals.setText(totals)
        self.totals.setProperty("final", final)
        self.totals.setStyleSheet("")  # re-read the [final] rule
        self.totals.setVisible(bool(totals))
        self.button.setText(button)
        self.setGeometry(self.parentWidget().rect())
        self.show()
        self.raise_()

    def _cell(self, row: int, col: int, text: str, name: str, colour: str, left: bool) -> None:
        label = QLabel(text, self.card)
        if name:
            label.setObjectName(name)
        if colour:
            label.setStyleSheet(f"color: {colour};")
        align = Qt.AlignmentFlag.AlignLeft if left else Qt.AlignmentFlag.AlignHCenter
        self.grid.addWidget(label, row, col, align | Qt.AlignmentFlag.AlignVCenter)

    def paintEvent(self, event: object) -> None:  # noqa: N802
        painter = QPainter(self)
        painter.fillRect(self.rect(), QColor(0, 0, 0, 120))


def _points_colour(points: int) -> str:
    return "#7cf29a" if points > 0 else ("#ff8f8f" if points < 0 else "#f4f1e6")


class TableView(QGraphicsView):
    """The felt, the cards and the overlays; input goes to the controller."""

    message_shown = Signal(str)

    def __init__(self, controller: Controller, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.controller = controller
        self.art = CardArt()
        self.art_queue = ArtQueue(self.art, self)
        self.scene_ = QGraphicsScene(self)
        self.setScene(self.scene_)
        self.setObjectName("table")
        self.setRenderHints(
            QPainter.RenderHint.Antialiasing | QPainter.RenderHint.SmoothPixmapTransform
        )
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setViewportUpdateMode(QGraphicsView.ViewportUpdateMode.SmartViewportUpdate)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setMouseTracking(True)
        self.setCacheMode(QGraphicsView.CacheModeFlag.CacheBackground)
        self.setMinimumSize(640, 440)

        self.cards: dict[str, CardItem] = {}
        self._leaving: list[CardItem] = []  # collected cards sliding to their winner
        self._trick_winner: dict[str, int] = {}  # the cards of a finished trick
        self._dealt = []
        self.plates = [PlateItem() for _ in range(3)]
        for plate in self.plates:
            plate.setZValue(500)
            self.scene_.addItem(plate)
        self.board = BoardItem()
        self.board.setZValue(500)
        self.scene_.addItem(self.board)
        self.labels: dict[str, object] = {}
        self.focus_index = 0
        self.selected: set[Card] = set()
        self.hover: Card | None = None
        self.drop_zone = QRectF()
        self.drop_hot = False
        self.card_width = 80
        self._drag: CardItem | None = None
        self._press: QPointF | None = None
        self._drag_offset = QPointF()
        self._dealing = False
        self._pulse = 0.0
        self.fan_top = 0.0
        self.piles_left = 0.0
        self._hint_shown = False

        self.bar = DecisionBar(self.viewport())
        self.bar.names = controller.names
        self.bar.chosen.connect(self._choose)
        self.bar.discard_confirmed.connect(self.confirm_discard)
        self.bar.renege_called.connect(controller.call_renege)
        self.bar.next_hand.connect(controller.continue_)
        self.toast = QLabel(self.viewport())
        self.toast.setObjectName("toast")
        self.toast.setWordWrap(True)
        self.toast.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.toast.setStyleSheet(
            "QLabel#toast { color: #fff; background: rgba(150, 20, 30, 230);"
            " border: 1px solid #ffb3b8; border-radius: 10px; padding: 8px 14px;"
            " font-weight: bold; }"
            "QLabel#toast[notice=\"true\"] { color: #1d1a12; background: rgba(241, 210, 122, 240);"
            " border-color: #8a6d1c; }"
        )
        self.toast.hide()
        self._toast_timer = QTimer(self)
        self._toast_timer.setSingleShot(True)
        self._toast_timer.timeout.connect(self.toast.hide)
        self.prompt = QLabel(self.viewport())
        self.prompt.setObjectName("prompt")
        self.prompt.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.prompt.setStyleSheet(
            "QLabel#prompt { color: #fff6d5; background: rgba(0, 0, 0, 110);"
            " border-radius: 9px; padding: 3px 12px; }"
        )
        self.hint_button = QPushButton(self.tr("Hint"), self.viewport())
        self.hint_button.setObjectName("hint")
        self.hint_button.setToolTip(self.tr("What would the Medium bot do? (Ctrl+H)"))
        self.hint_button.setStyleSheet(BAR_STYLE)
        self.hint_button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.hint_button.clicked.connect(controller.hint)
        self.hint_button.hide()
        self.summary = SummaryOverlay(self.viewport())
        self.summary.button.clicked.connect(self._summary_button)
        self.sheet = SummaryOverlay(self.viewport())
        self.sheet.setObjectName("score-sheet")
        self.sheet.button.clicked.connect(self.close_score_sheet)
        self._summary_under_sheet = False
        self.last_trick_panel = Panel(self.viewport())
        self.last_trick_panel.button.clicked.connect(self.last_trick_panel.hide)
        self.game_over_winner: int | None = None
        self._pulse_timer = QTimer(self)
        self._pulse_timer.setInterval(60)
        self._pulse_timer.timeout.connect(self._tick_pulse)

        c = controller
        c.view_changed.connect(self.refresh)
        c.hand_dealt.connect(self._on_deal)
        c.game_started.connect(self._on_game_started)
        c.illegal_move.connect(self.show_message)
        c.renege_called.connect(self._on_renege_called)
        c.undone.connect(self._on_undone)
        c.hint_ready.connect(self._on_hint)
        c.thinking.connect(self._on_thinking)
        c.hand_scored.connect(self._on_hand_scored)
        c.game_over.connect(self._on_game_over)
        c.trick_cleared.connect(lambda: self.refresh())

    # ------------------------------------------------------------ helpers
    @property
    def view_(self) -> PlayerView | None:
        return self.controller.view

    def _pos_of_seat(self, seat: int) -> str:
        v = self.controller.viewer
        return ("bottom", "left", "right")[(seat - v) % 3]

    def duration(self) -> int:
        p = self.controller.pacing
        return p.animation_ms if p.animations else 0

    def hand_items(self) -> list[CardItem]:
        """The viewer's cards on the table, left to right."""
        return [self.cards[str(c)] for c in self.controller.hand_model.cards()
                if str(c) in self.cards]

    def item_for(self, card: str) -> CardItem:
        return self.cards[card]

    def _card_item(self, key: str, card: str | None) -> CardItem:
        item = self.cards.get(key)
        if item is None:
            item = CardItem(self.art_queue, card, key)
            item.setPos(self._deck_pos())
            self.scene_.addItem(item)
            self.cards[key] = item
            self._dealt.append(item)
        return item

    def _deck_pos(self) -> QPointF:
        v = self.view_
        rect = self.sceneRect()
        if v is None:
            return QPointF(rect.width() / 2, rect.height() / 2)
        where = self._pos_of_seat(v.dealer)
        w, h = rect.width(), rect.height()
        return {
            "bottom": QPointF(w / 2, h - 40),
            "left": QPointF(20, h / 2),
            "right": QPointF(w - 100, h / 2),
        }[where]

    # ------------------------------------------------------------- layout
    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802
        super().resizeEvent(event)
        size = self.viewport().size()
        self.setSceneRect(0, 0, size.width(), size.height())
        self.art_queue.warm(card_width_for(size.width(), size.height()),
                            self.viewport().devicePixelRatioF())
        self.refresh(animate=False)

    def refresh(self, animate: bool = True) -> None:
        """Lay every item out from the models and the current view."""
        v = self.view_
        rect = self.sceneRect()
        w, h = rect.width(), rect.height()
        if v is None or w < 10:
            return
        c = self.controller
        self._dealt: list[CardItem] = []
        self.bar.names = c.names
        margin = max(12.0, h * 0.03)
        cw = card_width_for(w, h)
        self.card_width = cw
        ch = cw * 1.4
        duration = self.duration() if animate else 0
        seen: set[str] = set()

        # the viewer's hand
        hand = c.hand_model.cards()
        my_turn = c.human_to_act
        discarding = my_turn and v.phase == Phase.DISCARD
        playing = my_turn and v.phase == Phase.PLAY
        blocked = not v.rules.callable_reneges
        hinted = {a.card for a in c.hint_actions if a.act in (Act.PLAY, Act.DISCARD)}
        self.selected &= set(hand)
        if not discarding:
            self.selected.clear()
        self.focus_index = min(self.focus_index, max(0, len(hand) - 1))
        n = len(hand)
        beside_plates = w - 2 * (margin + max(150.0, min(290.0, w * 0.16)) + 8)
        span = min(max(w * 0.5, beside_plates), cw + (n - 1) * cw * 0.66) if n else 0
        step = (span - cw) / (n - 1) if n > 1 else 0
        x0 = (w - span) / 2
        y_hand = h - ch - margin
        for i, card in enumerate(hand):
            key = str(card)
            item = self._card_item(key, key)
            dim = playing and blocked and not c.hand_model.is_legal(card)
            lift = 0.0
            if card in self.selected:
                lift = ch * 0.22
            elif (playing or discarding) and (card == self.hover or (
                    self.hasFocus() and i == self.focus_index and self._keyboard_used)):
                lift = ch * 0.08
            item.set_look(cw, True, dimmed=dim, selected=card in self.selected,
                          focused=self.hasFocus() and self._keyboard_used
                          and i == self.focus_index and (playing or discarding),
                          highlight=card in hinted)
            item.setZValue(100 + i)
            if item is not self._drag:
                item.move_to(QPointF(x0 + i * step, y_hand - lift), duration)
            seen.add(key)
        hand_top = y_hand - ch * 0.22

        # the bots' hands, face down
        side_w = int(cw * 0.72)
        side_h = side_w * 1.4
        trick_top = margin + cw * 0.62 * 1.4 + LABEL_H
        trick_bottom = hand_top - CONTROLS_H + LABEL_H
        trick_centre = QPointF(w / 2, (trick_top + trick_bottom) / 2 - ch * 0.3)
        for seat in range(3):
            where = self._pos_of_seat(seat)
            if where == "bottom":
                continue
            count = v.hand_sizes[seat]
            fan = min(side_h * 0.32, (h * 0.42) / max(1, count))
            total = side_h + fan * max(0, count - 1)
            x = margin + side_w * 0.1 if where == "left" else w - margin - side_w * 1.1
            y = h * 0.45 - total / 2
            self.fan_top = h * 0.45 - (side_h + h * 0.42) / 2 + plate_h_guess(h)
            y = max(y, self.fan_top)
            for i in range(count):
                key = f"back:{seat}:{i}"
                item = self._card_item(key, None)
                item.set_look(side_w, False, dimmed=v.sitting_out == seat)
                item.setZValue(50 + i)
                item.move_to(QPointF(x, y + i * fan), duration, delay_ms=0)
                seen.add(key)

        # ghost / dead hand or the dummy and kitty, at the top
        small = int(cw * 0.62)
        small_h = small * 1.4
        top_y = margin
        piles: list[tuple[str, list[str | None], str]] = []
        if v.rules.is_ghost:
            if v.swapped_by is None:
                piles.append(("ghost", [None] * 6, self.tr("Ghost hand")))
            else:
                label = self.tr("Dead hand (given up by {0})").format(
                    describe.name_or_you(c.names, v.swapped_by, c.human))
                dead = [str(x) for x in v.my_dead_hand] or [None] * 6
                if v.phase == Phase.HAND_OVER or not v.my_dead_hand:
                    dead = [str(x) for x in v.my_dead_hand] or [None] * 6
                piles.append(("dead", dead, label))
        elif v.phase != Phase.DEAL:
            if not v.took_dummy:
                piles.append(("dummy", [None] * 5, self.tr("Dummy")))
            kitty: list[str | None] = [None] * 3
            up = str(v.up_card) if v.up_card is not None else None
            if not v.up_card_taken and v.turned_down is None and up:
                kitty.append(up)
                label = self.tr("Kitty: {0} turned up").format(v.up_card.pretty())
            elif v.up_card_taken:
                label = self.tr("Kitty (the {0} was picked up)").format(v.up_card.pretty())
            else:
                kitty.append(None)
                label = self.tr("Kitty ({0} turned down)").format(v.up_card.pretty())
            piles.append(("kitty", kitty, label))
        # face-up cards spread wider, so that every index shows
        spread = [0.34 if any(p[1]) and p[0] != "kitty" else 0.22 for p in piles]
        pile_w = [small + (len(p[1]) - 1) * small * f for p, f in zip(piles, spread, strict=True)]
        if piles and piles[-1][0] == "kitty":
            pile_w[-1] = small * 1.25 + small
        gap = cw * 0.8
        total_w = sum(pile_w) + gap * (len(piles) - 1)
        px = (w - total_w) / 2
        self.piles_left = px
        for (name, cards, label), pw, f in zip(piles, pile_w, spread, strict=True):
            for i, card in enumerate(cards):
                key = f"{name}:{i}" if card is None or name != "kitty" else f"up:{card}"
                if card is not None and name == "dead":
                    key = f"dead:{card}"
                item = self._card_item(key, card)
                face = card is not None
                if name == "kitty":
                    pos = QPointF(px + i * 3, top_y + i * 1.5) if i < 3 else QPointF(
                        px + small * 1.25, top_y)
                else:
                    pos = QPointF(px + i * small * f, top_y)
                item.set_look(small, face)
                item.setZValue(20 + i)
                item.move_to(pos, duration)
                seen.add(key)
            self._label(f"pile:{name}", label, QRectF(px - 40, top_y + small_h + 2, pw + 80, 20))
            self.piles_left = min(self.piles_left, self.labels[f"pile:{name}"].x())
            px += pw + gap
        for key in [k for k in self.labels if k.startswith("pile:")]:
            if key not in {f"pile:{p[0]}" for p in piles}:
                self._remove_label(key)

        # the trick in the centre
        offsets = {
            "bottom": QPointF(-cw / 2, ch * 0.02),
            "left": QPointF(-cw * 1.45, -ch * 0.42),
            "right": QPointF(cw * 0.45, -ch * 0.42),
        }
        tricks = c.trick_model
        winner = tricks.winner
        for order, (seat, card) in enumerate(tricks.plays()):
            key = str(card)
            item = self._card_item(key, key)
            item.set_look(cw, True, highlight=winner is not None and seat == winner)
            item.setZValue(300 + order)
            item.move_to(trick_centre + offsets[self._pos_of_seat(seat)], duration)
            seen.add(key)
            if winner is not None:
                self._trick_winner[key] = winner
        zone = QRectF(trick_centre.x() - cw * 1.7, trick_centre.y() - ch * 0.48,
                      cw * 3.4, ch * 1.56)
        below_labels = top_y + small_h + 6 + 1.4 * max(11, min(17, int(cw * 0.14)))
        if piles and zone.top() < below_labels:
            zone.setTop(below_labels)
        if zone != self.drop_zone:
            self.drop_zone = zone
            self.resetCachedContent()

        # a collected trick goes to its winner; everything else leaves the table
        for key in list(self.cards):
            if key not in seen and self.cards[key] is not self._drag:
                item = self.cards.pop(key)
                winner = self._trick_winner.pop(key, None)
                if winner is not None and duration > 0:
                    self._collect(item, winner, duration)
                else:
                    self.scene_.removeItem(item)
        # newly dealt cards fly from the dealer one after another
        stagger = min(40, duration // 4)
        for i, item in enumerate(self._dealt if stagger else []):
            item.move_to(item.home, duration, delay_ms=i * stagger)

        self._layout_plates(v, w, h, cw, margin, side_w, y_hand)
        self._layout_overlays(v, w, h, y_hand, hand_top)

    _keyboard_used = False
    _dealt: list[CardItem]

    def _collect(self, item: CardItem, seat: int, duration: int) -> None:
        """Slide a card of the finished trick to its winner, then take it off the table."""
        rect = self.sceneRect()
        target = {
            "bottom": QPointF(rect.width() / 2 - item.width / 2, rect.height() + 10),
            "left": QPointF(-item.width - 10, rect.height() * 0.4),
            "right": QPointF(rect.width() + 10, rect.height() * 0.4),
        }[self._pos_of_seat(seat)]
        item.setZValue(250)
        item.move_to(target, duration * 2)
        if item.animating():
            self._leaving.append(item)
            # queued: the card leaves after its animation has finished signalling
            item.arrived.connect(self._remove_arrived, Qt.ConnectionType.QueuedConnection)
        else:
            self.scene_.removeItem(item)

    def _remove_arrived(self) -> None:
        """Take the collected cards that have reached their winner off the table."""
        for item in [item for item in self._leaving if not item.animating()]:
            self._leaving.remove(item)
            self.scene_.removeItem(item)

    def _remove_cards(self) -> None:
        """Take every card off the table, those still being collected too."""
        for item in [*self.cards.values(), *self._leaving]:
            self.scene_.removeItem(item)
        self.cards.clear()
        self._leaving.clear()

    def _label(self, key: str, text: str, rect: QRectF) -> None:
        item = self.labels.get(key)
        if item is None:
            item = self.scene_.addSimpleText("")
            item.setBrush(QColor("#d7e8dc"))
            item.setZValue(400)
            self.labels[key] = item
        font = QFont()
        font.setPixelSize(max(11, min(17, int(self.card_width * 0.14))))
        item.setFont(font)
        item.setText(text)
        br = item.boundingRect()
        item.setPos(rect.center().x() - br.width() / 2, rect.top())

    def _remove_label(self, key: str) -> None:
        item = self.labels.pop(key)
        self.scene_.removeItem(item)

    def _layout_plates(
        self, v: PlayerView, w: float, h: float, cw: int, margin: float, side_w: int, y_hand: float
    ) -> None:
        c = self.controller
        plate_h = max(40.0, min(60.0, h * 0.065))
        plate_w = max(150.0, min(290.0, w * 0.16))
        for seat, plate in enumerate(self.plates):
            where = self._pos_of_seat(seat)
            detail = self.tr("Score {0}  ·  Tricks {1}").format(v.scores[seat], v.tricks_won[seat])
            status = ""
            if seat == c.thinking_seat:
                status = self.tr("thinking") + "." * (1 + int(self._pulse * 3) % 3)
            elif v.sitting_out == seat:
                status = self.tr("sits out")
            badge = ""
            if v.declarer == seat:
                if v.rules.is_ghost and v.high_bid:
                    badge = self.tr("moon") if v.high_bid == 6 else self.tr("bid {0}").format(
                        v.high_bid)
                elif not v.rules.is_ghost:
                    badge = self.tr("maker")
            if seat in v.alone:
                badge = (badge + " · " if badge else "") + self.tr("alone")
            level = c.levels[seat] if seat != c.human and c.levels[seat] else ""
            name = c.names[seat] + (f" ({level})" if level and w > 1000 else "")
            active = v.to_act == seat and v.phase not in (Phase.HAND_OVER, Phase.DEAL)
            plate.set_content(name, detail, status, badge, v.dealer == seat, active,
                              (plate_w, plate_h))
            if where == "bottom":
                pos = QPointF(margin, h - plate_h - margin)
            else:
                x = margin if where == "left" else w - margin - plate_w
                board_bottom = margin + max(54.0, min(84.0, h * 0.085)) + 6
                pos = QPointF(x, max(board_bottom, self.fan_top - plate_h - 8))
            plate.setPos(pos)
        lines = []
        target = self.tr("Playing to {0}").format(v.rules.target)
        if v.trump is not None:
            lines.append(self.tr("Trump: {0}").format(describe.suit_name(v.trump)))
        else:
            lines.append(self.tr("Hand {0}").format(v.hand_number + 1))
        contract = describe.contract(v, c.names, v.rules, c.human)
        if contract:
            lines.append(contract)
        lines.append(target)
        board_h = max(54.0, min(84.0, h * 0.085))
        trump = v.trump is not None
        room = max(170.0, self.piles_left - margin - 12)
        board_w = max(170.0, min(room, max(w * 0.2, BoardItem.width_for(trump, lines, board_h))))
        self.board.set_content(SUITS[v.trump] if v.trump is not None else None, lines,
                               (board_w, board_h))
        self.board.setPos(margin, margin)

    def _layout_overlays(
        self, v: PlayerView, w: float, h: float, y_hand: float, hand_top: float
    ) -> None:
        c = self.controller
        px = max(12, min(19, round(self.card_width * 0.1)))
        if self.prompt.font().pixelSize() != px:
            font = QFont(self.font())
            font.setPixelSize(px)
            self.prompt.setFont(font)
            self.toast.setFont(font)
            buttons = BAR_STYLE + f"QPushButton {{ font-size: {px}px; }}"
            self.bar.setStyleSheet(buttons)
            self.hint_button.setStyleSheet(buttons)
        self.bar.show_choices(
            v,
            c.human_to_act,
            len(self.selected),
            c.awaiting_next_hand and c.human is not None,
            self.game_over_winner is not None,
        )
        self.bar.set_hint(c.hint_actions)
        if self._hint_shown and not c.hint_actions:  # the game moved on
            self._hint_shown = False
            self.toast.hide()
        self.bar.resize(self.bar.sizeHint())
        bar_h = self.bar.sizeHint().height()
        self.hint_button.setVisible(c.human_to_act and not self.summary.isVisible())
        self.hint_button.adjustSize()
        self.hint_button.move(int(w - self.hint_button.width() - max(12.0, h * 0.03)),
                              int(h - self.hint_button.height() - max(12.0, h * 0.03)))
        self.bar.move(int((w - self.bar.width()) / 2), int(hand_top - bar_h - 6))
        text = describe.prompt(v, c.names) if c.human is not None else self.tr("Demo game")
        if c.holding_trick and c.trick_model.winner is not None:
            text = describe.trick_taken(c.names, c.trick_model.winner, c.human)
            if c.pacing.trick_pause_ms == 0 and c.human is not None:
                text += self.tr(" — click to continue")
        self.prompt.setText(text)
        self.prompt.adjustSize()
        self.prompt.setVisible(bool(text))
        self.prompt.move(int((w - self.prompt.width()) / 2),
                         int(hand_top - bar_h - self.prompt.height() - 12))
        self.toast.setMaximumWidth(int(w * 0.7))
        self.toast.adjustSize()
        self.toast.move(int((w - self.toast.width()) / 2), int(h * 0.3))
        self.summary.setGeometry(0, 0, int(w), int(h))
        self.sheet.setGeometry(0, 0, int(w), int(h))
        if self.summary.isVisible():
            self.bar.hide()
            self.prompt.hide()
        for panel in (self.last_trick_panel,):
            panel.setMaximumWidth(int(min(w * 0.8, 640)))
            panel.adjustSize()
            panel.move(int((w - panel.width()) / 2), int(max(10, (h - panel.height()) * 0.3)))

    # ------------------------------------------------------------ painting
    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802
        super().paintEvent(event)
        self.art_queue.release()

    def drawBackground(self, painter: QPainter, rect: QRectF) -> None:  # noqa: N802
        scene = self.sceneRect()
        gradient = QRadialGradient(scene.center(), max(scene.width(), scene.height()) * 0.7)
        gradient.setColorAt(0.0, FELT_CENTRE)
        gradient.setColorAt(1.0, FELT_EDGE)
        painter.fillRect(rect, gradient)
        if self.drop_zone.isValid() and (self._drag is not None):
            colour = QColor(255, 230, 120, 90 if self.drop_hot else 40)
            painter.setPen(QPen(QColor(255, 230, 120, 200 if self.drop_hot else 90), 3,
                                Qt.PenStyle.DashLine))
            painter.setBrush(colour)
            painter.drawRoundedRect(self.drop_zone, 18, 18)
        else:
            painter.setPen(QPen(QColor(255, 255, 255, 28), 2))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRoundedRect(self.drop_zone, 18, 18)

    # ------------------------------------------------------------- signals
    def _on_game_started(self) -> None:
        self.game_over_winner = None
        self.summary.hide()
        self.sheet.hide()
        self._summary_under_sheet = False
        self.last_trick_panel.hide()
        self._remove_cards()

    def _on_deal(self) -> None:
        self.summary.hide()
        self._summary_under_sheet = False
        self.selected.clear()
        self.focus_index = 0
        self._remove_cards()
        self._trick_winner.clear()

    def _on_hint(self, actions: list[Action], reason: str) -> None:
        v = self.view_
        if v is not None:
            self.show_message(describe.hint_text(actions, v, reason), notice=True)
            self._hint_shown = True

    def _on_undone(self) -> None:
        self.summary.hide()
        self.sheet.hide()
        self._summary_under_sheet = False
        self.last_trick_panel.hide()
        self.selected.clear()
        self._trick_winner.clear()

    def _on_thinking(self, seat: int) -> None:
        if seat >= 0:
            self._pulse_timer.start()
        else:
            self._pulse_timer.stop()
        self.refresh()

    def _tick_pulse(self) -> None:
        self._pulse = (self._pulse + 0.06) % 1.0
        level = 0.5 + 0.5 * abs(1 - 2 * self._pulse)
        seat = self.controller.thinking_seat
        if seat >= 0:
            plate = self.plates[seat]
            plate._set_pulse(level)
            if int(self._pulse * 100) % 18 == 0:
                self.refresh()

    def _on_hand_scored(self, lines: list[str]) -> None:
        c = self.controller
        if c.human is None:
            return
        number = c.view.hand_number + 1 if c.view else 1
        headline, rows = c.last_table
        self.summary.show_table(self.tr("Hand {0}").format(number), headline, rows,
                                self._totals(), self.tr("Next hand"))
        self.refresh()

    def _totals(self) -> str:
        c = self.controller
        scores = c.view.scores if c.view else (0, 0, 0)
        return self.tr("Scores: {0}").format("   ".join(
            f"{c.names[s]} {scores[s]}" for s in range(3)))

    def _on_game_over(self, winner: int) -> None:
        c = self.controller
        self.game_over_winner = winner
        headline, rows = c.last_table
        title = self.tr("You win the game!") if winner == c.human else self.tr(
            "{0} wins the game").format(c.names[winner])
        scores = c.view.scores if c.view else (0, 0, 0)
        order = sorted(range(3), key=lambda seat: -scores[seat])
        final = self.tr("Final scores: {0}").format("  ·  ".join(
            f"{c.names[s]} {scores[s]}" for s in order))
        headline = self.tr("Last hand: {0}").format(headline) if headline else ""
        self.summary.show_table(title, headline, rows, final, self.tr("New game"), final=True)
        self.refresh()

    def show_score_sheet(self) -> None:
        """The score sheet over the table: each hand's contract, points and running totals."""
        c = self.controller
        if c.state is None:
            return
        sheet = c.score_model.rows()
        fit = max(3, int((self.height() - 230) / (self.sheet.text_px() * 1.9)))
        shown = sheet[-fit:]
        rows = [[(label, "")] + [(f"{totals[s]}  ({describe.signed(points[s])})",
                                  "") for s in range(3)] for label, points, totals in shown]
        headline = self.tr("Playing to {0}").format(c.state.rules.target)
        if len(shown) < len(sheet):
            headline += "  ·  " + self.tr("the last {0} of {1} hands").format(
                len(shown), len(sheet))
        if not sheet:
            headline += "  ·  " + self.tr("no hand has been scored yet")
        if self.summary.isVisible():
            self._summary_under_sheet = True
            self.summary.hide()
        self.sheet.show_grid(self.tr("Score sheet"), headline,
                             [self.tr("Hand"), *c.names] if sheet else [], rows,
                             self._totals(), self.tr("Close"))

    def close_score_sheet(self) -> None:
        self.sheet.hide()
        if self._summary_under_sheet:
            self._summary_under_sheet = False
            self.summary.show()
            self.summary.raise_()

    new_game_requested = Signal()

    def _summary_button(self) -> None:
        if self.game_over_winner is not None:
            self.new_game_requested.emit()
        else:
            self.summary.hide()
            self.controller.continue_()

    def _on_renege_called(self, caller: int, accused: int) -> None:
        c = self.controller
        rules = c.state.rules if c.state is not None else None
        penalty = rules.renege_penalty if rules is not None else 0
        self.show_message(describe.renege_called(c.names, caller, accused, penalty, c.human),
                          notice=True)

    def show_message(self, text: str, notice: bool = False) -> None:
        """A refusal (red), or with ``notice`` a piece of news (gold), over the table."""
        self._hint_shown = False
        self.toast.setProperty("notice", notice)
        self.toast.setStyleSheet(self.toast.styleSheet())
        self.toast.setText(text)
        self.toast.adjustSize()
        self.toast.show()
        self.toast.raise_()
        self.refresh(animate=True)
        self._toast_timer.start(max(2500, 60 * len(text)))
        self.message_shown.emit(text)

    def show_last_trick(self) -> None:
        c = self.controller
        trick = c.last_trick
        if trick is None:
            self.show_message(self.tr("No trick has been played yet in this hand."))
            return
        lines = [
            self.tr("{0}: {1}").format(c.names[seat], card.pretty()) for seat, card in trick.plays
        ]
        winner = describe.name_or_you(c.names, trick.winner, c.human)
        self.last_trick_panel.show_text(
            self.tr("Last trick — won by {0}").format(winner), lines, self.tr("Close")
        )
        self.refresh(animate=False)

    # --------------------------------------------------------------- input
    def _choose(self, action: Action) -> None:
        self.controller.act(action)

    def activate(self, card: Card) -> None:
        """A click (or Enter) on one of the viewer's cards."""
        c = self.controller
        v = c.view
        if v is None:
            return
        if c.human_to_act and v.phase == Phase.DISCARD:
            if card in self.selected:
                self.selected.discard(card)
            elif len(self.selected) < len(v.hand) - 5:
                self.selected.add(card)
            else:
                self.show_message(self.tr(
                    "You have already chosen your discards; click one to put it back."))
            self.refresh()
            return
        if c.holding_trick:
            c.continue_()
            return
        c.play(card)

    def confirm_discard(self) -> None:
        cards = sorted(self.selected)
        if self.controller.discard(cards):
            self.selected.clear()

    def _card_at(self, pos: QPointF) -> CardItem | None:
        hand = {str(x) for x in self.controller.hand_model.cards()}
        for item in self.items(pos.toPoint()):
            if isinstance(item, CardItem) and item.key in hand:
                return item
        return None

    def mousePressEvent(self, event: QMouseEvent) -> None:  # noqa: N802
        self.setFocus()
        self._keyboard_used = False
        if event.button() != Qt.MouseButton.LeftButton:
            return super().mousePressEvent(event)
        self.last_trick_panel.hide()
        item = self._card_at(event.position())
        self._press = event.position()
        self._pressed_item = item
        if item is not None:
            self._drag_offset = item.pos() - self.mapToScene(event.position().toPoint())
        event.accept()

    _pressed_item: CardItem | None = None

    def mouseMoveEvent(self, event: QMouseEvent) -> None:  # noqa: N802
        pos = event.position()
        if self._press is not None and self._pressed_item is not None:
            far = (pos - self._press).manhattanLength() >= QApplication.startDragDistance()
            c = self.controller
            can_drag = c.human_to_act and c.view is not None and c.view.phase == Phase.PLAY
            if self._drag is None and far and can_drag:
                self._drag = self._pressed_item
                self._drag.setZValue(1000)
            if self._drag is not None:
                scene_pos = self.mapToScene(pos.toPoint())
                self._drag.setPos(scene_pos + self._drag_offset)
                centre = self._drag.sceneBoundingRect().center()
                self.drop_hot = self.drop_zone.contains(centre)
                self.resetCachedContent()
                self.scene_.invalidate(self.drop_zone, QGraphicsScene.SceneLayer.BackgroundLayer)
                return
        if self._press is None:
            item = self._card_at(pos)
            card = Card.parse(item.key) if item is not None else None
            if card != self.hover:
                self.hover = card
                self.refresh()
        super().mouseMoveEvent(event)

    def mouseReleaseEvent(self, event: QMouseEvent) -> None:  # noqa: N802
        if event.button() != Qt.MouseButton.LeftButton:
            return super().mouseReleaseEvent(event)
        drag, self._drag = self._drag, None
        pressed, self._pressed_item = self._pressed_item, None
        self._press = None
        hot, self.drop_hot = self.drop_hot, False
        self.resetCachedContent()
        c = self.controller
        if drag is not None:
            if hot:
                c.play(Card.parse(drag.key))
            self.refresh()
            return
        if pressed is not None:
            if not c.pacing.double_click or (c.view and c.view.phase == Phase.DISCARD):
                self.activate(Card.parse(pressed.key))
            return
        if c.holding_trick:
            c.continue_()

    def mouseDoubleClickEvent(self, event: QMouseEvent) -> None:  # noqa: N802
        item = self._card_at(event.position())
        c = self.controller
        if item is not None and c.pacing.double_click and c.view and c.view.phase == Phase.PLAY:
            self.activate(Card.parse(item.key))
            return
        self.mousePressEvent(event)

    def keyPressEvent(self, event: QKeyEvent) -> None:  # noqa: N802
        key = event.key()
        c = self.controller
        hand = c.hand_model.cards()
        self.last_trick_panel.hide()
        if self.sheet.isVisible() and key in (Qt.Key.Key_Escape, Qt.Key.Key_Return,
                                              Qt.Key.Key_Enter, Qt.Key.Key_Space):
            self.close_score_sheet()
            return
        if key in (Qt.Key.Key_Left, Qt.Key.Key_Right) and hand:
            self._keyboard_used = True
            delta = -1 if key == Qt.Key.Key_Left else 1
            self.focus_index = (self.focus_index + delta) % len(hand)
            self.refresh()
            return
        if key in (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space):
            if c.holding_trick or (c.awaiting_next_hand and self.game_over_winner is None):
                self.summary.hide()
                c.continue_()
                return
            if hand and c.human_to_act:
                self._keyboard_used = True
                self.activate(hand[min(self.focus_index, len(hand) - 1)])
                return
        if key == Qt.Key.Key_L:
            self.show_last_trick()
            return
        if self.summary.isVisible() and key == Qt.Key.Key_N:
            self._summary_button()
            return
        if self.bar.trigger_key(key):
            return
        super().keyPressEvent(event)
