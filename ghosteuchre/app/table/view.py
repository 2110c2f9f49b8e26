"""The card table: a QGraphicsView that shows the controller's models.

It holds no truth: the table is laid out from the models and the viewer's PlayerView
(``content.py``, ``layout.py``), shown by the scene (``scene.py``), and every choice (a
card clicked, dropped or keyed, ``player_input.py``; a button) goes back to the controller.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QChildEvent, QEvent, QObject, QPoint, QRect, QRectF, Qt, QTimer, Signal
from PySide6.QtGui import QFocusEvent, QFont, QKeyEvent, QPainter, QPaintEvent, QResizeEvent
from PySide6.QtWidgets import QApplication, QFrame, QGraphicsView, QWidget

from ...engine.actions import Action
from ...engine.cards import Card
from ...engine.state import Phase
from ...engine.view import PlayerView
from ..art.cardart import CardArt
from ..storage.longgames import painting
from ..storage.settings import Appearance
from .accessible import TableAccess
from .cards import ArtQueue, CardItem
from .commands import TableCommands
from .content import hand_cards, table_content, translate
from .controls import Controls
from .items import next_turn, use_text_scale
from .layout import TableContent, TableLayout, card_width_for, layout_table, text_px
from .measure import FontMeasure
from .news import News
from .overlays import Overlays
from .player_input import PlayerInput
from .scene import TableScene


class TableView(QGraphicsView):
    """The felt, the cards and the overlays; input goes to the controller.

    ``element_rect(name)`` tells where each element of the table is, in scene
    coordinates, which are also this view's (and its viewport's) coordinates."""

    message_shown = Signal(str)
    new_game_requested = Signal()
    shortcuts_wanted = Signal()  # the player pressed "?"
    laid_out = Signal()  # the table was laid out again: element_rect may have changed

    def __init__(self, controller: TableCommands, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        # a viewport made here is known to Python as it is: asking Qt for its own would
        # make Python look its class up among every class of QtWidgets first
        self.setViewport(QWidget())
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
        self.viewport().setAttribute(Qt.WidgetAttribute.WA_OpaquePaintEvent)  # all felt: no erase
        self.setMinimumSize(640, 440)
        self.measure = FontMeasure()
        self.appearance = Appearance()
        # asked before a decision bar's choice goes to the controller; True: it waits
        self.hold_call: Callable[[Action], bool] | None = None
        self.table_layout: TableLayout | None = None
        self._laid_out: tuple[object, TableLayout] | None = None  # the last layout, its inputs
        # the bar's text size that fits, and whether its buttons' margins are narrowed
        self._bar_fit: tuple[object, tuple[int, bool]] = ((), (0, False))
        # a change of who is thinking, or a trick gathered, is shown in the next turn of
        # the event loop, apart from the move just made (or with the models' change, if
        # that comes first); the widgets over the felt follow in the turn after, so that
        # neither turn keeps the event loop for long
        self._soon = next_turn(self, lambda: self.refresh(widgets_now=False))
        self._widgets_soon = next_turn(self, self._place_widgets_soon)
        # a hand's summary comes in the turn after the hand's last move is laid out
        self._summary_soon = next_turn(self, self._show_summary)
        # a game opened from a file, or a new hand of a game under way: its table comes in
        # the next turn, apart from the work of taking it on or dealing it
        self._table_soon = False
        self._hand_scored = False  # a hand was just scored: the next deal is the game's next hand
        self.toast_clear_of: list[QWidget] = []  # more widgets the toast keeps clear of
        self.controls = Controls(controller, self.viewport())
        self.bar = self.controls.bar
        self.prompt = self.controls.prompt
        self.hint_button = self.controls.hint_button
        self.hint_note = self.controls.hint_note
        self.overlays = Overlays(controller, self.viewport(), self.art)
        self.toast = self.overlays.toast
        self.summary = self.overlays.summary
        self.sheet = self.overlays.sheet
        self.last_trick_panel = self.overlays.last_trick
        self.news = News(controller, self.viewport(), (self.summary, self.sheet))
        self.input = PlayerInput(controller, self.overlays, self.bar, self)
        self._wire()
        self.access = TableAccess(self)  # screen readers and the Tab order

    def _wire(self) -> None:
        c = self.controller
        i = self.input
        self.bar.chosen.connect(self.choose)
        self.bar.discard_confirmed.connect(i.confirm_discard)
        self.bar.renege_called.connect(c.call_renege)
        self.bar.next_hand.connect(c.continue_)
        self.bar.claim_wanted.connect(c.claim)
        self.overlays.new_game_requested.connect(self.new_game_requested)
        scene = self.scene_
        scene.pressed.connect(lambda left: self.setFocus())
        scene.pressed.connect(i.pressed)
        scene.hover_changed.connect(self.refresh)
        scene.card_clicked.connect(i.card_clicked)
        scene.card_double_clicked.connect(i.card_double_clicked)
        scene.card_dropped.connect(i.card_dropped)
        scene.felt_clicked.connect(i.felt_clicked)
        i.changed.connect(self.refresh)
        i.message.connect(self.show_message)
        i.last_trick_wanted.connect(self.show_last_trick)
        i.shortcuts_wanted.connect(self.shortcuts_wanted)
        c.view_changed.connect(self._view_changed)
        c.hand_dealt.connect(self._on_deal)
        c.game_started.connect(self._on_game_started)
        c.illegal_move.connect(self.show_message)
        self.news.shown.connect(self.message_shown)
        self.news.changed.connect(self._soon.start)
        c.undone.connect(self._on_undone)
        c.redone.connect(self._on_undone)  # the table is laid out afresh, as after an undo
        c.claimed.connect(lambda tricks: self.show_message(translate(
            "TableView", "You claim the last %n trick(s): your cards are played for you.", "",
            tricks), notice=True))
        c.hint_ready.connect(self._on_hint)
        c.thinking.connect(lambda seat: self._soon.start())
        c.hand_scored.connect(self._on_hand_scored)
        c.game_over.connect(self._on_game_over)
        c.trick_cleared.connect(self._soon.start)  # the models' change comes with it

    # ------------------------------------------------------------ queries
    @property
    def selected(self) -> set[Card]:
        """The discards chosen so far."""
        return self.input.selected

    @selected.setter
    def selected(self, cards: set[Card]) -> None:
        self.input.selected = set(cards)

    @property
    def focus_index(self) -> int:
        """The card of the hand with the focus ring."""
        return self.input.focus_index

    @property
    def card_width(self) -> int:
        return self.table_layout.card_width if self.table_layout is not None else 80

    @property
    def game_over_winner(self) -> int | None:
        return self.overlays.game_over_winner

    @property
    def drop_hot(self) -> bool:
        """Whether a card being dragged is over the trick, and may be played there."""
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
        ``hint-note``, ``toast``, ``news``, ``summary``, ``sheet``, ``last-trick``. None if
        it is not shown now."""
        widget = self._widgets().get(name)
        if widget is not None:
            if not widget.isVisible():
                return None
            return QRectF(QRect(widget.mapTo(self.viewport(), QPoint(0, 0)), widget.size()))
        layout = self.table_layout
        return layout.element_rect(name) if layout is not None else None

    def _widgets(self) -> dict[str, QWidget]:
        widgets: dict[str, QWidget] = {
            "bar": self.bar,
            "prompt": self.prompt,
            "hint": self.hint_button,
            "hint-note": self.hint_note,
            "toast": self.toast,
            "news": self.news.line,
            "summary": self.summary,
            "sheet": self.sheet,
            "last-trick": self.last_trick_panel,
        }
        if self.overlays.game_over_screen is not None:
            widgets["game-over"] = self.overlays.game_over_screen
        for button in self.bar.buttons():
            widgets["button:" + button.objectName().removeprefix("act-")] = button
        return widgets

    # ------------------------------------------------------------- layout
    def show_opened_soon(self) -> None:
        """The game about to be put on the table was read from a file: it is laid out in
        the next turn of the event loop, apart from the work of taking it on."""
        self._table_soon = True

    @property
    def layout_pending(self) -> bool:
        """The game moved and the table shows it in the next turn of the event loop."""
        return any(timer.isActive()
                   for timer in (self._soon, self._widgets_soon, self._summary_soon))

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        size = self.viewport().size()
        self.scene_.setSceneRect(0, 0, size.width(), size.height())
        self._redraw_at_size()

    def refresh(self, animate: bool = True, widgets_now: bool = True) -> None:
        """Lay the table out from the models and the current view, and show it; the
        widgets over the felt (the prompt, the bar, the toasts) are placed at once, or
        with ``widgets_now`` False in the next turn of the event loop."""
        self._soon.stop()
        self._table_soon = False
        with self.controller.showing():  # one snapshot of the game for all of it
            self._show(animate, widgets_now)

    def _show(self, animate: bool, widgets_now: bool) -> None:
        c = self.controller
        v = c.view
        if v is None or self.sceneRect().width() < 10:
            return
        self.input.settle(hand_cards(c))
        scene = self.scene_
        focus = self.focus_index if self.hasFocus() and self.input.keyboard_used else None
        content, layout = self._lay_out(v, focus)
        if not scene.dragging() and scene.card_under_mouse(layout, content) != scene.hover:
            # the hand moved under a still mouse: the card now under it is the one raised
            scene.hover = scene.card_under_mouse(layout, content)
            content, layout = self._lay_out(v, focus)
        self.table_layout = layout
        scene.drag_enabled = c.human_to_act and v.phase == Phase.PLAY
        scene.double_click_plays = c.pacing.double_click and v.phase == Phase.PLAY
        scene.show_table(layout, content, self.duration() if animate else 0)
        if widgets_now:
            self._widgets_soon.stop()
            self._place_widgets(v, layout)
            self.laid_out.emit()
        else:
            self._widgets_soon.start()

    def _place_widgets_soon(self) -> None:
        v, layout = self.controller.view, self.table_layout
        if self._soon.isActive():  # the game moved on: that lay-out places them
            return
        if v is not None and layout is not None:
            with self.controller.showing():
                self._place_widgets(v, layout)
                self.laid_out.emit()

    def _view_changed(self) -> None:
        """The game moved: what the player did is shown at once; a move the game made by
        itself (a bot's, a paced step) in the next turn of the event loop, with who
        thinks next or the player's turn (one refresh instead of two, in an event of its
        own); so is a game opened (``show_opened_soon``), apart from reading it, and a new
        hand of a game under way, apart from dealing it."""
        c = self.controller
        if c.playing_on or self._table_soon:
            self._soon.start()
        else:
            self.refresh()

    def _lay_out(self, v: PlayerView, focus: int | None) -> tuple[TableContent, TableLayout]:
        """What the table shows (the card under the mouse and the focus ring raised),
        and where."""
        c = self.controller
        rect = self.sceneRect()
        hover = self.scene_.hover
        content = table_content(c, v, self.selected,
                                Card.parse(hover) if hover is not None else None,
                                focus, wide=rect.width() > 1000)
        scale = self.appearance.text_scale
        key = (rect.width(), rect.height(), content, scale, self.measure.label_scale,
               QFont().key())
        if self._laid_out is None or self._laid_out[0] != key:  # else it is laid out already
            self._laid_out = (key, layout_table(rect.width(), rect.height(), content,
                                                self.measure, scale))
        return content, self._laid_out[1]

    def _show_pending(self) -> None:
        """A key or a click reads the table as the game stands: a lay-out waiting for
        the next turn of the loop is done first."""
        if self._soon.isActive():
            self.refresh()
        elif self._widgets_soon.isActive():
            self._widgets_soon.stop()
            self._place_widgets_soon()

    def viewportEvent(self, event: QEvent) -> bool:
        if event.type() in (QEvent.Type.MouseButtonPress, QEvent.Type.KeyPress):
            self._show_pending()
        if event.type() == QEvent.Type.Leave:
            self._pointer_gone()
        elif event.type() == QEvent.Type.ChildPolished and isinstance(event, QChildEvent):
            child = event.child()
            if isinstance(child, QWidget):
                child.installEventFilter(self)  # the mouse going onto it leaves the felt
        with painting():  # a long game read or saved meanwhile waits (``longgames``)
            return super().viewportEvent(event)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Enter:
            self._pointer_gone()
        return super().eventFilter(watched, event)

    def _pointer_gone(self) -> None:
        # after the event, which may come while a widget over the table is being changed
        # (one hidden under the mouse): the table is laid out again once that is done
        QTimer.singleShot(0, self.scene_, self.scene_.pointer_gone)

    def focusInEvent(self, event: QFocusEvent) -> None:
        super().focusInEvent(event)
        QTimer.singleShot(0, self, self.refresh)  # the focus ring may show again

    def focusOutEvent(self, event: QFocusEvent) -> None:
        super().focusOutEvent(event)
        QTimer.singleShot(0, self, self.refresh)  # the focus ring goes, its card comes down

    def set_appearance(self, appearance: Appearance) -> None:
        """Show the cards, suits and text as ``appearance`` says, at once."""
        if appearance == self.appearance:
            return
        self.appearance = appearance
        self.art.set_style(appearance.four_colour, appearance.card_back, appearance.faces)
        scale = appearance.text_scale
        use_text_scale(scale)  # the plates, the board, menus and dialogs follow the app's font
        self.measure.label_scale = self.scene_.text_scale = scale
        for plate in self.scene_.plates:
            plate.update()
        board = self.scene_.board
        board.four_colour = appearance.four_colour
        board.update()
        self.controls.four_colour = appearance.four_colour
        # the next layout sets the prompt's, the buttons', the toast's and the news' font
        self.prompt.setFont(QFont())
        self.toast.setFont(QFont())
        self.controls.refit()
        for item in self.scene_.cards.values():
            item.update()
        self._redraw_at_size()

    def _redraw_at_size(self) -> None:
        """Draw the cards' art for the table's card size, then lay the table out again."""
        size = self.viewport().size()
        self.art_queue.warm(
            card_width_for(size.width(), size.height(), self.appearance.text_scale),
            self.viewport().devicePixelRatioF(),
        )
        self.refresh(animate=False)

    def _place_widgets(self, v: PlayerView, layout: TableLayout) -> None:
        px = round(text_px(layout.card_width) * layout.text_scale)
        if self.toast.font().pixelSize() != px:  # the toasts and the news: the table's size
            font = QFont(self.font())
            font.setPixelSize(px)
            self.toast.setFont(font)
            self.news.line.setFont(font)
        fits = (px, layout.width, v.phase, v.legal, tuple(self.controller.names))
        last = self._bar_fit[1] if self._bar_fit[0] == fits else (px, False)
        self._bar_fit = (fits, self.controls.fit(
            layout, v, *last, len(self.selected), self.game_over_winner is not None,
            self.summary.isVisible()))
        widgets = (self.prompt, self.bar, self.hint_button, self.hint_note,
                   *self.toast_clear_of)
        avoid = tuple(w.geometry() for w in widgets if w.isVisible())
        news = self.news.place(layout, avoid)
        self.overlays.place(layout, avoid + ((news,) if news is not None else ()))

    def paintEvent(self, event: QPaintEvent) -> None:
        super().paintEvent(event)
        self.art_queue.release()
        self.scene_.make_spares()
        self.bar.make_ahead()

    # ------------------------------------------------------------- signals
    def _on_game_started(self) -> None:
        self._summary_soon.stop()
        self.overlays.new_game()
        self.scene_.clear_cards()
        self._hand_scored = False

    def _on_deal(self) -> None:
        self._summary_soon.stop()
        self.overlays.new_deal()
        self.input.new_deal()
        self.scene_.clear_cards()
        self._table_soon |= self._hand_scored
        self._hand_scored = False

    def _on_undone(self) -> None:
        self._summary_soon.stop()
        self._hand_scored = False
        self.overlays.undone()
        self.selected.clear()
        self.scene_.forget_trick()

    def _on_hint(self, actions: list[Action], reason: str) -> None:
        """The hint shows in its own place (``Controls.hint_note``) until the player acts."""
        self.refresh(animate=True)
        self.message_shown.emit(self.hint_note.text())

    def _on_hand_scored(self, lines: list[str]) -> None:
        self._hand_scored = True
        self._summary_soon.start()

    def _show_summary(self) -> None:
        """The hand's summary; the table under it follows in the next turn (only what
        its veil covers changes), so that neither turn keeps the event loop long."""
        if self.overlays.hand_scored():
            self._soon.start()

    def _on_game_over(self, winner: int) -> None:
        self._summary_soon.stop()
        self.overlays.game_over(winner)
        self.refresh()

    def show_score_sheet(self) -> None:
        """The score sheet over the table: each hand's contract, points and running totals."""
        self.overlays.show_score_sheet()

    def close_score_sheet(self) -> None:
        self.overlays.close_score_sheet()

    def show_message(self, text: str, notice: bool = False) -> None:
        """A refusal (red), or with ``notice`` a piece of news (gold), over the table."""
        self.toast.show_text(text, notice)
        self.refresh(animate=True)
        self.message_shown.emit(text)

    def show_last_trick(self) -> None:
        """Show the last trick of this hand, or close it if it is shown."""
        if self.last_trick_panel.isVisible():
            self.last_trick_panel.hide()
            return
        if not self.overlays.show_last_trick():
            self.show_message(translate("TableView", "No trick has been played yet in this hand."),
                              notice=True)
            return
        self.refresh(animate=False)

    # --------------------------------------------------------------- input
    def choose(self, action: Action) -> None:
        """A choice of the decision bar (a click or its key): to the controller, unless
        ``hold_call`` keeps it to confirm first."""
        if self.hold_call is None or not self.hold_call(action):
            self.controller.act(action)

    def confirm_discard(self) -> None:
        self.input.confirm_discard()

    def focusNextPrevChild(self, forward: bool) -> bool:
        """Tab and Shift+Tab go through the table first (see ``accessible.py``); on the
        game-over screen, through its buttons."""
        screen = self.overlays.game_over_screen
        focused = QApplication.focusWidget()
        if screen is not None and screen.isVisible() and focused is not None \
                and screen.isAncestorOf(focused):
            return super().focusNextPrevChild(forward)
        return self.access.tab(forward) or super().focusNextPrevChild(forward)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        self._show_pending()
        if not self.input.key(event):
            super().keyPressEvent(event)

