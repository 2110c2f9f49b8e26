"""The table for screen readers and the keyboard.

The table's cards, piles, plates and board are graphics items, not widgets, so the table
view gets its own ``QAccessibleInterface`` (``TableInterface``) whose children are one
``ElementInterface`` per element: the hand and its cards, the trick and its cards, the
ghost or dead hand, the dummy, the kitty and its turned card, the opponents' cards, the
plates and the board, with the widgets over the table (the decision bar's buttons, the
prompt, the hint button) under the view's viewport. Every name and description is read
from the table as it is now, so it follows the game (playable or not, the trick's winner).

``TableAccess`` also keeps the Tab order through the table: the hand's cards left to right,
the decision bar's buttons, the hint button, the board, the plates, the trick and the
other piles; a ring (``FocusFrame``) shows the element Tab reached.
"""

from __future__ import annotations

from functools import partial
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QEvent, QObject, QPoint, QRect, QRectF, Qt
from PySide6.QtGui import (
    QAccessible,
    QAccessibleEvent,
    QAccessibleInterface,
    QAccessibleObject,
    QColor,
    QKeyEvent,
    QPainter,
    QPen,
)
from PySide6.QtWidgets import (
    QApplication,
    QGraphicsItem,
    QGraphicsView,
    QStyleOptionGraphicsItem,
    QWidget,
)
from shiboken6 import Shiboken

from .cards import FOCUS_COLOUR
from .content import hand_cards, translate
from .elementwords import Element, Role, TableWords

if TYPE_CHECKING:
    from .sight import TableSight


class ElementInterface(QAccessibleInterface):
    """A screen reader's view of one element of the table; its texts are read live."""

    def __init__(self, access: TableAccess, key: str) -> None:
        super().__init__()
        self.access = access
        self.key = key

    def _element(self) -> Element | None:
        return self.access.elements().get(self.key)

    def isValid(self) -> bool:
        return self._element() is not None

    def object(self) -> None:  # type: ignore[override]
        return None

    def window(self) -> None:  # type: ignore[override]
        return None

    def relations(self, match: Any = None) -> list[Any]:
        return []

    def focusChild(self) -> None:  # type: ignore[override]
        return None

    def childAt(self, x: int, y: int) -> QAccessibleInterface | None:  # type: ignore[override]
        for i in range(self.childCount()):
            child = self.child(i)
            if child is not None and child.rect().contains(x, y):
                return child
        return None

    def parent(self) -> QAccessibleInterface | None:  # type: ignore[override]
        elements = self.access.elements()
        for key, element in elements.items():
            if self.key in element.children:
                return self.access.interface(key)
        return self.access.table_interface()

    def child(self, index: int) -> QAccessibleInterface | None:  # type: ignore[override]
        element = self._element()
        if element is None or not 0 <= index < len(element.children):
            return None
        return self.access.interface(element.children[index])

    def childCount(self) -> int:
        element = self._element()
        return len(element.children) if element is not None else 0

    def indexOfChild(self, child: QAccessibleInterface) -> int:
        element = self._element()
        key = getattr(child, "key", None)
        if element is None or key not in element.children:
            return -1
        return element.children.index(key)

    def text(self, kind: QAccessible.Text) -> str:
        element = self._element()
        if element is None:
            return ""
        if kind == QAccessible.Text.Name:
            return element.name
        if kind == QAccessible.Text.Description:
            return element.description
        return ""

    def setText(self, kind: QAccessible.Text, text: str) -> None:
        pass

    def rect(self) -> QRect:
        return self.access.global_rect(self.key)

    def role(self) -> QAccessible.Role:
        element = self._element()
        return element.role if element is not None else Role.NoRole

    def state(self) -> QAccessible.State:
        state = QAccessible.State()
        element = self._element()
        if element is None:
            state.invisible = True
            return state
        state.focusable = element.focusable
        state.focused = self.access.focused_key() == self.key
        state.selectable = element.key.startswith("hand:")
        state.selected = element.selected
        state.disabled = element.disabled
        state.readOnly = True
        return state


class TableInterface(QAccessibleObject):
    """The table view for a screen reader: its elements, then its viewport's widgets.

    It finds the table through ``object()`` and keeps no reference to it: Qt deletes the
    interface, but not its Python side, when the table goes."""

    def __init__(self, view: QObject) -> None:  # the table's view
        super().__init__(view)

    @property
    def access(self) -> TableAccess:
        view = self.object()
        access = getattr(view, "access", None)
        assert isinstance(access, TableAccess)
        return access

    def _children(self) -> list[QAccessibleInterface]:
        access = self.access
        top = [key for key in access.elements() if access.parent_key(key) is None]
        kids: list[QAccessibleInterface] = [access.interface(key) for key in top[:1]]
        # the hand first, then the widgets over the table, then the rest
        viewport = QAccessible.queryAccessibleInterface(access.view.viewport())
        if viewport is not None:
            kids.append(viewport)
        kids += [access.interface(key) for key in top[1:]]
        return kids

    def parent(self) -> QAccessibleInterface | None:  # type: ignore[override]
        parent = self.access.view.parentWidget()
        return QAccessible.queryAccessibleInterface(parent) if parent is not None else None

    def child(self, index: int) -> QAccessibleInterface | None:  # type: ignore[override]
        kids = self._children()
        return kids[index] if 0 <= index < len(kids) else None

    def childCount(self) -> int:
        return len(self._children())

    def indexOfChild(self, child: QAccessibleInterface) -> int:
        for i, kid in enumerate(self._children()):
            if kid is child or (kid.object() is not None and kid.object() is child.object()):
                return i
        return -1

    def childAt(self, x: int, y: int) -> QAccessibleInterface | None:  # type: ignore[override]
        for kid in reversed(self._children()):
            if kid.rect().contains(x, y):
                return kid
        return None

    def focusChild(self) -> QAccessibleInterface | None:  # type: ignore[override]
        key = self.access.focused_key()
        return self.access.interface(key) if key is not None else None

    def window(self) -> None:  # type: ignore[override]
        return None

    def relations(self, match: Any = None) -> list[Any]:
        return []

    def text(self, kind: QAccessible.Text) -> str:
        view = self.access.view
        if kind == QAccessible.Text.Name:
            return translate("Accessible", "Card table")
        if kind == QAccessible.Text.Description:
            return view.prompt.text() if view.prompt.isVisible() else ""
        return ""

    def setText(self, kind: QAccessible.Text, text: str) -> None:
        pass

    def rect(self) -> QRect:
        view = self.access.view
        return QRect(view.mapToGlobal(QPoint(0, 0)), view.size())

    def role(self) -> QAccessible.Role:
        return Role.Pane

    def state(self) -> QAccessible.State:
        state = QAccessible.State()
        view = self.access.view
        state.focusable = True
        state.focused = view.hasFocus() and self.access.focused_key() is None
        state.invisible = not view.isVisible()
        return state


def _factory(key: str, obj: QObject) -> QAccessibleInterface | None:
    access = getattr(obj, "access", None)
    if isinstance(access, TableAccess) and access.view is obj:
        return access.table_interface()
    return None


_installed: list[bool] = []


def _forget(interfaces: dict[str, ElementInterface]) -> None:
    """Take a table's element interfaces out of Qt's cache (which deletes them) as the
    table goes, so that nothing is left there for Qt to delete after Python has."""
    for iface in interfaces.values():
        if Shiboken.isValid(iface):
            QAccessible.deleteAccessibleInterface(QAccessible.uniqueId(iface))
    interfaces.clear()


def install_factory() -> None:
    """Let Qt ask a ``TableAccess`` for its table view's interface (once per process)."""
    if not _installed:
        QAccessible.installFactory(_factory)
        _installed.append(True)


class FocusFrame(QGraphicsItem):
    """The ring around the element the keyboard reached with Tab."""

    def __init__(self) -> None:
        super().__init__()
        self.rect = QRectF()
        self.setZValue(2000)
        self.hide()

    def boundingRect(self) -> QRectF:
        return self.rect.adjusted(-6, -6, 6, 6)

    def set_rect(self, rect: QRectF | None) -> None:
        if rect is None:
            self.hide()
            return
        if rect != self.rect:
            self.prepareGeometryChange()
            self.rect = QRectF(rect)
        self.show()

    def paint(
        self,
        painter: QPainter,
        option: QStyleOptionGraphicsItem,
        widget: QWidget | None = None,
    ) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.setPen(QPen(QColor(0, 0, 0, 160), 5))
        painter.drawRoundedRect(self.rect.adjusted(-3, -3, 3, 3), 8, 8)
        painter.setPen(QPen(FOCUS_COLOUR, 3))
        painter.drawRoundedRect(self.rect.adjusted(-3, -3, 3, 3), 8, 8)


class TableAccess(QObject):
    """The table's accessible elements and its Tab order."""

    def __init__(self, view: TableSight) -> None:
        assert isinstance(view, QGraphicsView)  # the table's view itself
        super().__init__(view)
        self.view = view
        self.words = TableWords(view)
        self.focus: str | None = None  # an element Tab reached; "hand": the ring's card
        self._interfaces: dict[str, ElementInterface] = {}
        self._table: TableInterface | None = None
        self._elements: dict[str, Element] | None = None
        self._said = ("", "")  # the focused element and its name, told to the screen reader
        self.frame = FocusFrame()
        view.scene_.addItem(self.frame)
        view.laid_out.connect(self.follow)
        view.scene_.pressed.connect(lambda left: self.follow())
        view.installEventFilter(self)
        view.destroyed.connect(partial(_forget, self._interfaces))
        view.viewport().setAccessibleName(translate("Accessible", "Choices and messages"))
        install_factory()

    # ------------------------------------------------------------- interfaces
    def elements(self) -> dict[str, Element]:
        """The elements as the table shows them now (read again after each layout)."""
        if self._elements is None:
            self._elements = self.words.elements()
        return self._elements

    def table_interface(self) -> TableInterface:
        if self._table is None:
            self._table = TableInterface(self.view)
        return self._table

    def interface(self, key: str) -> ElementInterface:
        iface = self._interfaces.get(key)
        if iface is None:
            iface = self._interfaces[key] = ElementInterface(self, key)
        return iface

    def parent_key(self, key: str) -> str | None:
        return next((k for k, e in self.elements().items() if key in e.children), None)

    def global_rect(self, key: str) -> QRect:
        rect = self.view.element_rect(key)
        if rect is None:
            return QRect()
        return QRect(self.view.viewport().mapToGlobal(rect.topLeft().toPoint()),
                     rect.size().toSize())

    def focused_key(self) -> str | None:
        """The element with the keyboard's focus, if the view has it."""
        if not self.view.hasFocus():
            return None
        if self.focus == "hand" or (self.focus is None and self.view.input.keyboard_used):
            cards = hand_cards(self.view.controller)
            return f"hand:{self.view.input.focus_index}" if cards else None
        return self.focus

    # ------------------------------------------------------------- Tab order
    def stops(self) -> list[str | QWidget]:
        """The Tab order: the hand's cards left to right, the decision bar's buttons, the
        hint button, the board, the plates (the player's first), the trick, the piles."""
        view = self.view
        layout = view.table_layout
        if layout is None or view.summary.isVisible() or view.sheet.isVisible():
            return []
        elements = self.elements()
        stops: list[str | QWidget] = [k for k in elements if k.startswith("hand:")]
        stops += [b for b in view.bar.buttons() if b.isVisible() and b.isEnabled()]
        if view.hint_button.isVisible():
            stops.append(view.hint_button)
        stops.append("board")
        stops += [k for k in elements if k.startswith("plate:")]
        stops += [k for k in ("trick", "ghost", "dead", "dummy", "kitty") if k in elements]
        return [s for s in stops if not isinstance(s, str) or s in elements]

    def tab(self, forward: bool) -> bool:
        """Move the focus to the next (or previous) stop; False past the last one."""
        focused = QApplication.focusWidget()
        if focused is not None and focused is not self.view and not focused.isVisible():
            self.focus = None  # a button the bar took away: back to the table
            self.view.setFocus(Qt.FocusReason.OtherFocusReason)
            return True
        stops = self.stops()
        if not stops:
            return False
        here = self._position(stops, focused)
        there = (here + 1 if forward else here - 1) if here is not None else (
            0 if forward else len(stops) - 1)
        if not 0 <= there < len(stops):
            self.focus = None
            self.view.input.keyboard_used = False
            self.follow()
            return False
        self.go(stops[there])
        return True

    def _position(self, stops: list[str | QWidget], focused: QWidget | None) -> int | None:
        for i, stop in enumerate(stops):
            if isinstance(stop, QWidget) and stop is focused:
                return i
        if focused is self.view:
            key = self.focused_key()
            if key in stops:
                return stops.index(key)
        return None

    def go(self, stop: str | QWidget) -> None:
        """Give ``stop`` the focus: a widget, or an element of the table."""
        view = self.view
        if isinstance(stop, QWidget):
            self.focus = None
            stop.setFocus(Qt.FocusReason.TabFocusReason)
            self.follow()
            return
        view.input.keyboard_used = True
        if stop.startswith("hand:"):
            self.focus = "hand"
            view.input.focus_index = int(stop.partition(":")[2])
        else:
            self.focus = stop
        if not view.hasFocus():
            view.setFocus(Qt.FocusReason.TabFocusReason)
        view.refresh()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        kind = event.type()
        if kind == QEvent.Type.KeyPress and isinstance(event, QKeyEvent):
            if event.key() in (Qt.Key.Key_Left, Qt.Key.Key_Right):
                self.focus = "hand"
        elif kind in (QEvent.Type.FocusIn, QEvent.Type.FocusOut):
            reason = getattr(event, "reason", lambda: None)()
            tabbed = reason in (Qt.FocusReason.TabFocusReason, Qt.FocusReason.BacktabFocusReason)
            stops = self.stops() if tabbed and self.focus is None else []
            if kind == QEvent.Type.FocusIn and stops:  # Tab came in from outside the table
                back = reason == Qt.FocusReason.BacktabFocusReason
                self.go(stops[-1] if back else stops[0])
            else:
                self.follow()
        return False

    def follow(self) -> None:
        """Put the ring where the focus is, and tell the screen reader what it is on."""
        view = self.view
        self._elements = None
        key = self.focused_key() if view.input.keyboard_used else None
        ring = None
        if key is not None:
            cards = hand_cards(view.controller)
            index = min(view.input.focus_index, len(cards) - 1)
            item = view.scene_.cards.get(str(cards[index])) if key.startswith("hand:") else None
            if item is None or not item.focused:
                ring = view.element_rect(key)
        self.frame.set_rect(ring)
        if key is None or not QAccessible.isActive():
            self._said = ("", "")
            return
        element = self.elements().get(key)
        said = (key, element.name if element is not None else "")
        if said != self._said:
            same = said[0] == self._said[0]
            self._said = said
            event = QAccessible.Event.NameChanged if same else QAccessible.Event.Focus
            QAccessible.updateAccessibility(QAccessibleEvent(self.interface(key), event))
