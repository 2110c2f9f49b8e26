"""The table's other items: the drop zone and the piles' labels; the text size the
player chose (``use_text_scale()``, ``menu_px()``) and the overlays' framed card.  The
name plates are ``plates``', the board ``board``'s."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QObject, QRectF, Qt, QTimer
from PySide6.QtGui import QColor, QFont, QFontInfo, QPainter, QPen
from PySide6.QtWidgets import (
    QApplication,
    QFrame,
    QGraphicsItem,
    QGraphicsSimpleTextItem,
    QStyleOptionGraphicsItem,
    QVBoxLayout,
    QWidget,
)

PLATE_COLOUR = QColor(8, 32, 20, 190)
PLATE_ACTIVE = QColor("#ffd54a")
TEXT_COLOUR = QColor("#f4f1e6")
MUTED_TEXT = QColor("#b9cbbf")
LABEL_COLOUR = QColor("#eaf4ee")


TEXT_SCALE = "ghosteuchre-text-scale"  # the app's property: the text size the player chose


def after(parent: QObject, ms: int, slot: Callable[[], None]) -> QTimer:
    """A timer of ``parent`` that, each time it is started, calls ``slot`` once after
    ``ms``.  Made once and started again: ``QTimer.singleShot(ms, receiver, slot)`` with
    a wait keeps some memory for good at every call."""
    timer = QTimer(parent)
    timer.setSingleShot(True)
    timer.setInterval(ms)
    timer.timeout.connect(slot)
    return timer


def next_turn(parent: QObject, slot: Callable[[], None]) -> QTimer:
    """A timer that, once started, calls ``slot`` in the next turn of the event loop."""
    return after(parent, 0, slot)


def text_scale() -> float:
    """The text size the player chose, as a ratio (1.0: the usual size)."""
    app = QApplication.instance()
    scale = app.property(TEXT_SCALE) if isinstance(app, QApplication) else None
    return float(scale or 1.0)


def use_text_scale(scale: float) -> None:
    """The app's text (menus, dialogs, plates, board) at ``scale`` times its usual size."""
    app = QApplication.instance()
    if not isinstance(app, QApplication):
        return
    current = app.property(TEXT_SCALE) or 1.0
    if abs(scale - current) < 1e-9:
        return
    font = QFont(app.font())
    ratio = scale / current
    if font.pointSizeF() > 0:
        font.setPointSizeF(font.pointSizeF() * ratio)
    else:
        font.setPixelSize(max(1, round(font.pixelSize() * ratio)))
    app.setFont(font)
    app.setProperty(TEXT_SCALE, scale)


_MENU_PX: dict[str, int] = {}  # by the application font's key


def menu_px() -> int:
    """The pixel size of the menus' text: the least the board's words are drawn at."""
    key = QApplication.font().key()
    px = _MENU_PX.get(key)
    if px is None:
        font = QApplication.font("QMenu")  # type: ignore[call-overload]
        px = _MENU_PX[key] = max(11, QFontInfo(font).pixelSize())
    return px


class DropZoneItem(QGraphicsItem):
    """The trick area: a faint outline, lit up while a card is dragged (brighter when the
    card is over it); a card that may not be played greys it, with a red edge over it."""

    def __init__(self) -> None:
        super().__init__()
        self.rect = QRectF()
        self.dragging = False
        self.hot = False  # the dragged card is over the trick
        self.refused = False  # the dragged card may not be played now
        # stroking the outline costs more than copying it: drawn once for each look
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)

    def boundingRect(self) -> QRectF:
        return self.rect.adjusted(-2, -2, 2, 2)

    def set_rect(self, rect: QRectF) -> None:
        if rect != self.rect:
            self.prepareGeometryChange()
            self.rect = QRectF(rect)
            self.update()

    def set_state(self, dragging: bool, hot: bool, refused: bool = False) -> None:
        if (dragging, hot, refused) != (self.dragging, self.hot, self.refused):
            self.dragging, self.hot, self.refused = dragging, hot, refused
            self.update()

    def paint(
        self,
        painter: QPainter,
        option: QStyleOptionGraphicsItem,
        widget: QWidget | None = None,
    ) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, False)  # crisp, like the felt
        if self.rect.isValid() and self.dragging and self.refused:
            edge = QColor(230, 90, 80, 200) if self.hot else QColor(255, 255, 255, 60)
            painter.setPen(QPen(edge, 3, Qt.PenStyle.DashLine))
            painter.setBrush(QColor(0, 0, 0, 40 if self.hot else 20))
        elif self.rect.isValid() and self.dragging:
            painter.setPen(QPen(QColor(255, 230, 120, 200 if self.hot else 90), 3,
                                Qt.PenStyle.DashLine))
            painter.setBrush(QColor(255, 230, 120, 90 if self.hot else 40))
        else:
            painter.setPen(QPen(QColor(255, 255, 255, 28), 2))
            painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawRoundedRect(self.rect, 18, 18)


def label_item() -> QGraphicsSimpleTextItem:
    """A pile's label."""
    item = QGraphicsSimpleTextItem()
    item.setBrush(LABEL_COLOUR)
    item.setZValue(400)
    return item


def centred_card(owner: QWidget, name: str) -> tuple[QFrame, QVBoxLayout]:
    """The framed card in the middle of an overlay that dims the table, and its layout."""
    outer = QVBoxLayout(owner)
    outer.setAlignment(Qt.AlignmentFlag.AlignCenter)
    card = QFrame(owner)
    card.setObjectName(name)
    outer.addWidget(card, 0, Qt.AlignmentFlag.AlignCenter)
    box = QVBoxLayout(card)
    box.setContentsMargins(24, 18, 24, 18)
    box.setSpacing(10)
    return card, box
