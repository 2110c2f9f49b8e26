"""The card table: a QGraphicsView that shows the controller's models.

It holds no truth: the table is laid out from the models and the viewer's PlayerView
(``content.py``, ``layout.py``), shown by the scene (``scene.py``), and every choice —
a card clicked, dropped or chosen with the keys, a button of the decision bar — goes
back to the controller.
"""

from __future__ import annotations

from PySide6.QtCore import QPoint, QRect, QRectF, QSizeF, Qt, Signal
from PySide6.QtGui import QFont, QKeyEvent, QPainter, QPaintEvent, QResizeEvent
from PySide6.QtWidgets import QFrame, QGraphicsView, QLabel, QPushButton, QWidget

from ...engine.actions import Action
from ...engine.cards import Card
from ...engine.state import Phase
from ...engine.view import PlayerView
from .. import describe
from ..cardart import CardArt
from ..controller import Controller
from .cards import ArtQueue, CardItem
from .content import hand_cards, table_content, tr
from .decisions import BAR_STYLE, DecisionBar
from .items import FontMeasure
from .layout import TableLayout, card_width_for, layout_table
from .overlays import Overlays, Toast
from .scene import TableScene

PROMPT_STYLE = (
    "QLabel#prompt { color: #fff6d5; background: rgba(0, 0, 0, 110);"
    " border-radius: 9px; padding: 3px 12px; }"
)
ENTER_KEYS = (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space)


class TableView(QGraphicsView):
    """The felt, the cards and the overlays; input goes to the controller.

    ``element_rect(name)`` tells where each element of the table is, in scene
    coordinates, which are also this view's (and its viewport's) coordinates."""

    message_shown = Signal(str)
    new_game_requested = Signal()

    def __init__(self, controller: Controller, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.controller = controller
        self.art = CardArt()
        self.art_queue = ArtQueue(self.art, self)
        self.scene_ = TableScene(self.art_queue, self)
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
        self.measure = FontMeasure()
        self.table_layout: TableLayout | None = None
        self.focus_index = 0  # the card of the hand with the focus ring
        self.selected: set[Card] = set()  # the discards chosen so far
        self._keyboard_used = False  # the focus ring shows after an arrow key
        self._hint_shown = False

        self.bar = DecisionBar(self.viewport())
        self.bar.names = controller.names
        self.toast = Toast(self.viewport())
        self.prompt = QLabel(self.viewport())
        self.prompt.setObjectName("prompt")
        self.prompt.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.prompt.setStyleSheet(PROMPT_STYLE)
        self.hint_button = QPushButton(self.tr("Hint"), self.viewport())
        self.hint_button.setObjectName("hint")
        self.hint_button.setToolTip(self.tr("What would the Medium bot do? (Ctrl+H)"))
        self.hint_button.setStyleSheet(BAR_STYLE)
        self.hint_button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.hint_button.hide()
        self.overlays = Overlays(controller, self.viewport())
        self.summary = self.overlays.summary
        self.sheet = self.overlays.sheet
        self.last_trick_panel = self.overlays.last_trick
        self._wire()

    def _wire(self) -> None:
        c = self.controller
        self.bar.chosen.connect(c.act)
        self.bar.discard_confirmed.connect(self.confirm_discard)
        self.bar.renege_called.connect(c.call_renege)
        self.bar.next_hand.connect(c.continue_)
        self.hint_button.clicked.connect(c.hint)
        self.overlays.new_game_requested.connect(self.new_game_requested)
        scene = self.scene_
        scene.pressed.connect(self._on_pressed)
        scene.hover_changed.connect(self.refresh)
        scene.card_clicked.connect(self._on_card_clicked)
        scene.card_double_clicked.connect(lambda card: self.activate(Card.parse(card)))
        scene.card_dropped.connect(self._on_card_dropped)
        scene.felt_clicked.connect(self._on_felt_clicked)
        c.view_changed.connect(self.refresh)
        c.hand_dealt.connect(self._on_deal)
        c.game_started.connect(self._on_game_started)
        c.illegal_move.connect(self.show_message)
        c.renege_called.connect(self._on_renege_called)
        c.undone.connect(self._on_undone)
        c.hint_ready.connect(self._on_hint)
        c.thinking.connect(lambda seat: self.refresh())
        c.hand_scored.connect(self._on_hand_scored)
        c.game_over.connect(self._on_game_over)
        c.trick_cleared.connect(lambda: self.refresh())

    # ------------------------------------------------------------ queries
    @property
    def card_width(self) -> int:
        return self.table_layout.card_width if self.table_layout is not None else 80

    @property
    def game_over_winner(self) -> int | None:
        return self.overlays.game_over_winner

    @property
    def drop_hot(self) -> bool:
        """Whether a card being dragged is over the trick."""
        return self.scene_.drop_hot()

    def duration(self) -> int:
        p = self.controller.pacing
        return p.animation_ms if p.animations else 0

    def hand_items(self) -> list[CardItem]:
        """The viewer's cards on the table, left to right."""
        cards = self.scene_.cards
        return [cards[str(c)] for c in hand_cards(self.controller) if str(c) in cards]

    def item_for(self, card: str) -> CardItem:
        return self.scene_.cards[card]

    def element_names(self) -> list[str]:
        """The names of the elements on the table now (see ``element_rect``)."""
        layout = self.table_layout
        names = layout.names() if layout is not None else []
        widgets = self._widgets()
        return names + [name for name, widget in widgets.items() if widget.isVisible()]

    def element_rect(self, name: str) -> QRectF | None:
        """Where the element called ``name`` is, in scene coordinates (the same as this
        view's): the names of ``TableLayout.element_rect`` (``hand:2`` is the player's
        third card, ``kitty``, ``plate:1``, ``trick``, ``board`` …), and the widgets over
        the table: ``bar`` and ``button:<choice>`` (``button:order``, ``button:bid-3``,
        ``button:pass``, ``button:discard``, ``button:next`` …), ``prompt``, ``hint``,
        ``toast``, ``summary``, ``sheet``, ``last-trick``. None if it is not shown now."""
        widget = self._widgets().get(name)
        if widget is not None:
            if not widget.isVisible():
                return None
            return QRectF(QRect(widget.mapTo(self.viewport(), QPoint(0, 0)), widget.size()))
        layout = self.table_layout
        return layout.element_rect(name) if layout is not None else None

    def _widgets(self) -> dict[str, QWidget]:
        widgets: dict[str, QWidget] = {
            "bar": self.bar, "prompt": self.prompt, "hint": self.hint_button,
            "toast": self.toast, "summary": self.summary, "sheet": self.sheet,
            "last-trick": self.last_trick_panel,
        }
        for button in self.bar.buttons():
            widgets["button:" + button.objectName().removeprefix("act-")] = button
        return widgets

    # ------------------------------------------------------------- layout
    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802
        super().resizeEvent(event)
        size = self.viewport().size()
        self.scene_.setSceneRect(0, 0, size.width(), size.height())
        self.art_queue.warm(card_width_for(size.width(), size.height()),
                            self.viewport().devicePixelRatioF())
        self.refresh(animate=False)

    def refresh(self, animate: bool = True) -> None:
        """Lay the table out from the models and the current view, and show it."""
        c = self.controller
        v = c.view
        rect = self.sceneRect()
        w, h = rect.width(), rect.height()
        if v is None or w < 10:
            return
        hand = hand_cards(c)
        self.selected &= set(hand)
        if not (c.human_to_act and v.phase == Phase.DISCARD):
            self.selected.clear()
        self.focus_index = min(self.focus_index, max(0, len(hand) - 1))
        scene = self.scene_
        hover = Card.parse(scene.hover) if scene.hover is not None else None
        focus = self.focus_index if self.hasFocus() and self._keyboard_used else None
        content = table_content(c, v, self.selected, hover, focus, wide=w > 1000)
        layout = layout_table(w, h, content, self.measure)
        self.table_layout = layout
        scene.drag_enabled = c.human_to_act and v.phase == Phase.PLAY
        scene.double_click_plays = c.pacing.double_click and v.phase == Phase.PLAY
        scene.show_table(layout, content, self.duration() if animate else 0)
        self._place_widgets(v, layout)

    def _place_widgets(self, v: PlayerView, layout: TableLayout) -> None:
        c = self.controller
        self.bar.names = c.names
        px = max(12, min(19, round(layout.card_width * 0.1)))
        if self.prompt.font().pixelSize() != px:
            font = QFont(self.font())
            font.setPixelSize(px)
            self.prompt.setFont(font)
            self.toast.setFont(font)
            buttons = BAR_STYLE + f"QPushButton {{ font-size: {px}px; }}"
            self.bar.setStyleSheet(buttons)
            self.hint_button.setStyleSheet(buttons)
        self.bar.show_choices(v, c.human_to_act, len(self.selected),
                              c.awaiting_next_hand and c.human is not None,
                              self.game_over_winner is not None)
        self.bar.set_hint(c.hint_actions)
        if self._hint_shown and not c.hint_actions:  # the game moved on
            self._hint_shown = False
            self.toast.hide()
        self.bar.resize(self.bar.sizeHint())
        bar_h = self.bar.sizeHint().height()
        self.hint_button.setVisible(c.human_to_act and not self.summary.isVisible())
        self.hint_button.adjustSize()
        self.hint_button.move(layout.hint_rect(self.hint_button.size().toSizeF()).topLeft())
        self.bar.move(layout.bar_rect(QSizeF(self.bar.width(), bar_h)).topLeft())
        text = describe.prompt(v, c.names) if c.human is not None else tr("Demo game")
        if c.holding_trick and c.trick_model.winner is not None:
            text = describe.trick_taken(c.names, c.trick_model.winner, c.human)
            if c.pacing.trick_pause_ms == 0 and c.human is not None:
                text += tr(" — click to continue")
        self.prompt.setText(text)
        self.prompt.adjustSize()
        self.prompt.setVisible(bool(text))
        self.prompt.move(layout.prompt_rect(self.prompt.size().toSizeF(), bar_h).topLeft())
        self.toast.setMaximumWidth(int(layout.width * 0.7))
        self.toast.adjustSize()
        self.toast.move(layout.toast_rect(self.toast.size().toSizeF()).topLeft())
        self.overlays.place(layout)
        if self.summary.isVisible():
            self.bar.hide()
            self.prompt.hide()

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802
        super().paintEvent(event)
        self.art_queue.release()

    # ------------------------------------------------------------- signals
    def _on_game_started(self) -> None:
        self.overlays.new_game()
        self.scene_.clear_cards()

    def _on_deal(self) -> None:
        self.overlays.new_deal()
        self.selected.clear()
        self.focus_index = 0
        self.scene_.clear_cards()

    def _on_undone(self) -> None:
        self.overlays.undone()
        self.selected.clear()
        self.scene_.forget_trick()

    def _on_hint(self, actions: list[Action], reason: str) -> None:
        v = self.controller.view
        if v is not None:
            self.show_message(describe.hint_text(actions, v, reason), notice=True)
            self._hint_shown = True

    def _on_hand_scored(self, lines: list[str]) -> None:
        if self.overlays.hand_scored():
            self.refresh()

    def _on_game_over(self, winner: int) -> None:
        self.overlays.game_over(winner)
        self.refresh()

    def _on_renege_called(self, caller: int, accused: int) -> None:
        c = self.controller
        penalty = c.view.rules.renege_penalty if c.view is not None else 0
        self.show_message(describe.renege_called(c.names, caller, accused, penalty, c.human),
                          notice=True)

    def show_score_sheet(self) -> None:
        """The score sheet over the table: each hand's contract, points and running totals."""
        self.overlays.show_score_sheet()

    def close_score_sheet(self) -> None:
        self.overlays.close_score_sheet()

    def show_message(self, text: str, notice: bool = False) -> None:
        """A refusal (red), or with ``notice`` a piece of news (gold), over the table."""
        self._hint_shown = False
        self.toast.show_text(text, notice)
        self.refresh(animate=True)
        self.message_shown.emit(text)

    def show_last_trick(self) -> None:
        if not self.overlays.show_last_trick():
            self.show_message(tr("No trick has been played yet in this hand."))
            return
        self.refresh(animate=False)

    # --------------------------------------------------------------- input
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
                self.show_message(tr(
                    "You have already chosen your discards; click one to put it back."))
            self.refresh()
            return
        if c.holding_trick:
            c.continue_()
            return
        c.play(card)

    def confirm_discard(self) -> None:
        if self.controller.discard(sorted(self.selected)):
            self.selected.clear()

    def _on_pressed(self, left: bool) -> None:
        self.setFocus()
        self._keyboard_used = False
        if left:
            self.last_trick_panel.hide()

    def _on_card_clicked(self, card: str) -> None:
        c = self.controller
        if not c.pacing.double_click or (c.view and c.view.phase == Phase.DISCARD):
            self.activate(Card.parse(card))

    def _on_card_dropped(self, card: str, pile: str) -> None:
        if pile == "trick":
            self.controller.play(Card.parse(card))
        self.refresh()

    def _on_felt_clicked(self) -> None:
        if self.controller.holding_trick:
            self.controller.continue_()

    def keyPressEvent(self, event: QKeyEvent) -> None:  # noqa: N802
        key = event.key()
        c = self.controller
        hand = hand_cards(c)
        self.last_trick_panel.hide()
        if self.sheet.isVisible() and key in (Qt.Key.Key_Escape, *ENTER_KEYS):
            self.close_score_sheet()
            return
        if key in (Qt.Key.Key_Left, Qt.Key.Key_Right) and hand:
            self._keyboard_used = True
            delta = -1 if key == Qt.Key.Key_Left else 1
            self.focus_index = (self.focus_index + delta) % len(hand)
            self.refresh()
            return
        if key in ENTER_KEYS:
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
            self.overlays.summary_button()
            return
        if self.bar.trigger_key(key):
            return
        super().keyPressEvent(event)
