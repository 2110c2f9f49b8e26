"""Steps of a lesson through the window: opening a course, the bubble, what the coach
said, and the learner's action taken as a player would."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QListWidget, QPushButton

from ghosteuchre.app.shell.mainwindow import MainWindow
from ghosteuchre.engine import actions as acts
from ghosteuchre.engine.actions import Action
from tests.support.bots import PATIENCE_MS

if TYPE_CHECKING:
    from app_driver import Driver


def click(widget: QPushButton) -> None:
    assert widget.isVisible() and widget.isEnabled(), widget.objectName()
    QTest.mouseClick(widget, Qt.MouseButton.LeftButton)


def open_course(qtbot, window: MainWindow, key: str) -> None:
    """Help → Learn to play, the course's tab and row, then Start."""
    window.learn_action.trigger()
    lessons = window.lessons_window
    assert lessons is not None
    qtbot.waitUntil(lessons.isVisible, timeout=PATIENCE_MS)
    item = lessons.item_for(key)
    assert item is not None
    widget = item.listWidget()
    assert isinstance(widget, QListWidget)
    lessons.tabs.setCurrentWidget(widget)
    widget.scrollToItem(item)
    QTest.mouseClick(widget.viewport(), Qt.MouseButton.LeftButton,
                     pos=widget.visualItemRect(item).center())
    assert widget.currentItem() is item
    click(lessons.start_button)
    qtbot.waitUntil(lambda: window.controller.lesson is not None, timeout=PATIENCE_MS)


def bubble_ready(window: MainWindow) -> bool:
    coach = window.coach
    return (coach is not None and coach.bubble.isVisible() and coach._shown is not None
            and not window.table.layout_pending)  # placed where the laid-out table leaves room


def feedback(window: MainWindow) -> str:
    assert window.coach is not None
    label = window.coach.bubble.feedback
    return label.text() if label.isVisible() else ""


def click_action(driver: Driver, action: Action) -> None:
    """Take ``action`` as a player would: click the card, or the bar's button."""
    c = driver.c
    if action.act == acts.Act.PLAY:
        driver.click_card(str(action.card))
        return
    name = "act-" + str(action).replace(" ", "-")
    if action.act == acts.Act.CALL_RENEGE:
        name = f"act-renege-{action.arg}"
    button = driver.button(name)
    assert button.isEnabled(), (name, c.view)
    QTest.mouseClick(button, Qt.MouseButton.LeftButton)


def expected_action(step_expect: dict) -> Action:
    """The first click of the step's expected action (its discards come after)."""
    from ghosteuchre.learn.actions import engine_steps

    return engine_steps(step_expect)[0]
