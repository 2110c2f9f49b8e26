"""Mouse and key steps on the window's widgets: the decision bar's button of an action,
an entry of a button's menu, an entry of the hand history's seat selector."""

from __future__ import annotations

from PySide6.QtCore import Qt, QTimer
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QMenu

from ghosteuchre.app.screens.historywindow import HandHistoryWindow
from ghosteuchre.engine.actions import Act, Action


def button_name(action: Action) -> str:
    """The decision bar's button for ``action``."""
    if action.act == Act.BID:
        return f"act-bid-{action.arg}"
    if action.act == Act.TRUMP:
        return f"act-trump-{'CDHS'[action.arg]}"
    return f"act-{action.act.name.lower()}"


def choose_seat(history: HandHistoryWindow, index: int) -> None:
    """Pick an entry of the seat selector with the keyboard."""
    box = history.seat_box
    box.setFocus()
    while box.currentIndex() < index:
        QTest.keyClick(box, Qt.Key.Key_Down)
    while box.currentIndex() > index:
        QTest.keyClick(box, Qt.Key.Key_Up)


def click_menu_entry(qtbot, button, name: str) -> None:
    """Open the button's menu with the mouse and click the entry ``name``."""

    def choose() -> None:
        menu = QApplication.activePopupWidget()
        assert isinstance(menu, QMenu)
        action = next(a for a in menu.actions() if a.objectName() == name)
        QTest.mouseClick(menu, Qt.MouseButton.LeftButton,
                         pos=menu.actionGeometry(action).center())

    QTimer.singleShot(0, choose)
    QTest.mouseClick(button, Qt.MouseButton.LeftButton)
