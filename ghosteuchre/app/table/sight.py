"""The table view as the screen-reader layer reads it (``accessible.py``, and the words
of its elements, ``elementwords.py``): ``TableSight``, what they use of ``TableView``, so
that they type against it and not against the view that builds them."""

from __future__ import annotations

from typing import Protocol

from PySide6.QtCore import QObject, QPoint, QRectF, QSize, Qt, SignalInstance
from PySide6.QtWidgets import QLabel, QPushButton, QWidget

from ...engine.cards import Card
from .commands import TableCommands
from .decisions import DecisionBar
from .layout import TableLayout
from .player_input import PlayerInput
from .scene import TableScene


class TableSight(Protocol):
    """What the screen-reader layer reads of the table view (``TableView`` is one)."""

    @property
    def controller(self) -> TableCommands: ...
    @property
    def scene_(self) -> TableScene: ...
    @property
    def table_layout(self) -> TableLayout | None: ...  # None until first laid out
    @property
    def input(self) -> PlayerInput: ...  # the keyboard's focus ring
    @property
    def selected(self) -> set[Card]: ...  # the cards chosen for a discard
    @property
    def bar(self) -> DecisionBar: ...
    @property
    def prompt(self) -> QLabel: ...
    @property
    def hint_button(self) -> QPushButton: ...
    @property
    def summary(self) -> QWidget: ...  # the hand's summary over the table
    @property
    def sheet(self) -> QWidget: ...  # the score sheet over the table
    @property
    def laid_out(self) -> SignalInstance: ...  # element_rect() may have changed
    @property
    def destroyed(self) -> SignalInstance: ...

    def element_rect(self, name: str) -> QRectF | None: ...
    def refresh(self, animate: bool = True) -> None: ...

    # the view as a widget
    def viewport(self) -> QWidget: ...
    def mapToGlobal(self, pos: QPoint) -> QPoint: ...
    def size(self) -> QSize: ...
    def hasFocus(self) -> bool: ...
    def isVisible(self) -> bool: ...
    def setFocus(self, reason: Qt.FocusReason) -> None: ...
    def installEventFilter(self, filter: QObject) -> None: ...
