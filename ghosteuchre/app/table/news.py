"""The news line: the one event of the game that matters most just now, kept in view.

A renege called (who, on whom, the card and the suit held, what it cost) outweighs a
trick's winner; a piece of news stays until news of equal or greater weight replaces it,
or the player acts (a decision or a card; not a renege call, nor going on after a
trick), or a new hand, an undo or the game's end clears the table.  The toasts keep the
passing remarks (the bots' reasons) and the refusals, and are placed clear of the news
line, so nothing hides a penalty.  Every fact comes from the session's events and the
player's view."""

from __future__ import annotations

from PySide6.QtCore import QObject, QRect, QRectF, QSizeF, Signal
from PySide6.QtWidgets import QWidget

from ...engine.cards import Card
from ...session import events as ev
from ..words import describe, gamewords
from .commands import TableCommands
from .content import translate
from .fitnames import running_names
from .layout import TableLayout
from .summary import SummaryOverlay
from .toast import Toast, toast_obstacles, toast_place, toast_sizes

PENALTY = 2  # a renege called
TRICK = 1  # a trick taken
NARROWER = 160.0  # a narrower shape of the line counts as this many pixels further away

NEWS_STYLE = (
    "QLabel#news { color: #fff6d5; background: rgba(8, 30, 18, 235);"
    " border: 1px solid #c9962b; border-radius: 10px; padding: 6px 14px; font-weight: bold; }"
    'QLabel#news[penalty="true"] { border: 2px solid #ff7b7b; }'
)


def renege_news(names: list[str], call: ev.RenegeCalled, you: int | None) -> str:
    """The news of an upheld renege call: who called it on whom, the card the accused
    played while holding the suit led, and the points it cost them."""
    if call.card is None or call.suit < 0:
        return describe.renege_called(names, call.caller, call.accused, -call.points, you)
    card, suit, lost = call.card.pretty(), gamewords.suit_name(call.suit), -call.points
    if call.accused == you:
        text = translate("News", "{0} calls a renege on you: you played the {1} while holding "
                         "{2}, and you lose %n point(s)", "", lost)
        return text.format(names[call.caller], card, suit)
    if call.caller == you:
        text = translate("News", "You call a renege on {0}: {0} played the {1} while holding "
                         "{2}, and loses %n point(s)", "", lost)
        return text.format(names[call.accused], card, suit)
    text = translate("News", "{0} calls a renege on {1}: {1} played the {2} while holding "
                     "{3}, and loses %n point(s)", "", lost)
    return text.format(names[call.caller], names[call.accused], card, suit)


def trick_news(names: list[str], winner: int, card: Card, you: int | None) -> str:
    """The news of the trick just gathered: who took it, with which card."""
    if winner == you:
        return translate("News", "You took the last trick with the {0}").format(card.pretty())
    return translate("News", "{0} took the last trick with the {1}").format(
        names[winner], card.pretty())


class NewsLine(Toast):
    """The news line's label: it stays until it is cleared; a penalty's has a red edge."""

    stays = True

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.setObjectName("news")
        self.setAccessibleName(translate("News", "News"))
        self.setStyleSheet(NEWS_STYLE)


class News(QObject):
    """The news line over the table, fed by the controller's signals; ``shown`` gives
    each piece of news as it comes (for screen readers)."""

    shown = Signal(str)
    changed = Signal()  # the line came, went or changed: the table is laid out again

    def __init__(self, controller: TableCommands, parent: QWidget,
                 covers: tuple[SummaryOverlay, ...] = ()) -> None:
        super().__init__(parent)
        self.c = controller
        self.table = parent
        self.line = NewsLine(parent)
        self.line.covers = covers  # while one of them shows, the line stays under it
        self.weight = 0  # the weight of the news shown, 0 when none is
        self._width = float(parent.width())  # the table's width, for the names
        self._key: object = None  # what the line's place was worked out for
        self._rect = QRect()
        self._shaped: object = None  # the text, font and width the sizes are for
        self._sizes: list[QSizeF] = []
        controller.renege_news.connect(self._renege)
        controller.trick_cleared.connect(self._trick)
        for signal in (controller.player_acted, controller.hand_dealt,
                       controller.game_started, controller.undone):
            signal.connect(self.clear)
        controller.game_over.connect(lambda winner: self.clear())

    @property
    def text(self) -> str:
        """The news shown now, "" if none is."""
        return self.line.plain if self.line.isVisible() else ""

    def _names(self) -> list[str]:
        return running_names(self.c.names, self.line.font(), self._width)

    def _renege(self, call: ev.RenegeCalled) -> None:
        self.tell(PENALTY, renege_news(self._names(), call, self.c.human))

    def _trick(self) -> None:
        view = self.c.view
        if view is None or not view.tricks or self.c.human is None:
            return
        trick = view.tricks[-1]
        if trick.winner is None:
            return
        card = next(card for seat, card in trick.plays if seat == trick.winner)
        self.tell(TRICK, trick_news(self._names(), trick.winner, card, self.c.human))

    def tell(self, weight: int, text: str) -> None:
        """Show ``text`` unless news of greater weight is showing (or a lesson's script
        is speaking: its coach's bubble has the player's eye)."""
        if (self.line.isVisible() and weight < self.weight) or self.c.scripted:
            return
        self.weight = weight
        penalty = weight >= PENALTY
        if bool(self.line.property("penalty")) != penalty:
            self.line.setProperty("penalty", penalty)
            self.line.setStyleSheet(NEWS_STYLE)  # re-read the [penalty] rule
        self.line.show_text(text, notice=True)
        if self.line.isVisible():
            self.shown.emit(self.line.plain)
        self.changed.emit()

    def clear(self) -> None:
        if self.line.isVisible():
            self.line.hide()
            self.changed.emit()
        self.weight = 0

    def place(self, layout: TableLayout, avoid: tuple[QRect, ...]) -> QRect | None:
        """Put the line where it covers no card of the trick or the hand, no plate and
        none of ``avoid``, nearest the middle below the trick; its rectangle, or None
        when no news shows."""
        self._width = layout.width
        line = self.line
        if not line.isVisible():
            return None
        line.setMaximumWidth(int(layout.width * 0.7))
        shaped = (line.text(), line.font().key(), layout.width)
        if shaped != self._shaped:  # measured once for each text, font and width
            self._shaped = shaped
            self._sizes = toast_sizes(line, layout.width)
        sizes = self._sizes
        layers = toast_obstacles(layout, avoid)
        key = (shaped, layout.height, tuple((s.width(), s.height()) for s in sizes),
               tuple(tuple(r.getRect() for r in layer) for layer in layers))
        if key != self._key:  # the same place as last time, without the search
            self._key = key
            self._rect = toast_place(layout, sizes, layers,
                                     lambda size: below_trick(layout, size), NARROWER)
        line.setGeometry(self._rect)
        line.raise_()
        for cover in line.covers:
            if cover.isVisible():
                line.stackUnder(cover)
        return self._rect


def below_trick(layout: TableLayout, size: QSizeF) -> QRect:
    """The news line's place of choice: centred, just below the trick's cards."""
    glow = layout.card_width * 0.16
    lowest = max(layout.trick_place(s).bottom() for s in range(3)) + glow + 8
    rect = QRectF((layout.width - size.width()) / 2, lowest, size.width(), size.height())
    return rect.toRect()
