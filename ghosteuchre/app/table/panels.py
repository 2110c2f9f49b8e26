"""The panels over the table: the last trick, the coach's warning and the keys of a
panel that waits for an answer."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QEvent, QObject, Qt, QTimer
from PySide6.QtGui import QKeyEvent, QKeySequence
from PySide6.QtWidgets import (
    QApplication,
    QFrame,
    QHBoxLayout,
    QLabel,
    QLayout,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from ...engine.cards import Card
from ..art.cardart import CardArt
from .content import translate

WON_EDGE = "#ffcf3a"  # the edge of the card that took the last trick, and its player's name

PANEL_STYLE = """
QFrame#panel, QFrame#coach, QFrame#last-trick { background: rgba(8, 30, 18, 225);
  border: 1px solid #c9962b; border-radius: 14px; }
QFrame#last-trick { background: rgb(8, 30, 18); }
QLabel { color: #f4f1e6; background: transparent; }
QLabel#title { font-size: 18px; font-weight: bold; color: #ffd54a; }
QPushButton { color: #1d1a12; background: #f1d27a; border: 1px solid #8a6d1c;
  border-radius: 8px; padding: 6px 16px; font-weight: bold; }
QPushButton:focus { border: 2px solid #ffffff; }
"""


def clear_layout(layout: QLayout) -> None:
    """Take everything off ``layout``, and off the layouts in it: the widgets are hidden
    at once and deleted when the loop comes round."""
    while layout.count():
        item = layout.takeAt(0)
        if item is None:
            continue
        widget, inner = item.widget(), item.layout()
        if widget is not None:
            widget.hide()
            widget.deleteLater()
        elif inner is not None:
            clear_layout(inner)
            inner.deleteLater()


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


class LastTrickPanel(Panel):
    """The last trick: each card as a small card with who played it under it, the
    winner's card edged in gold and the winner named in the title."""

    def __init__(self, parent: QWidget, art: CardArt) -> None:
        super().__init__(parent)
        self.setObjectName("last-trick")
        self.art = art
        self.body.hide()
        self.row = QHBoxLayout()
        self.row.setSpacing(14)
        self._layout.insertLayout(1, self.row)
        self.cards: list[QLabel] = []  # the cards, in play order
        self.names: list[QLabel] = []  # who played each

    def show_trick(
        self, title: str, plays: list[tuple[str, str, bool]], card_width: int, button: str
    ) -> None:
        """``plays``: each card's text ("JH"), who played it and whether it took the trick."""
        clear_layout(self.row)
        self.cards, self.names = [], []
        dpr = self.devicePixelRatioF()
        for card, name, won in plays:
            cell = QVBoxLayout()
            picture = QLabel(self)
            picture.setObjectName("last-trick-card")
            picture.setPixmap(self.art.pixmap(card, card_width, dpr))
            picture.setAccessibleName(Card.parse(card).pretty())
            picture.setStyleSheet(
                f"border: 3px solid {WON_EDGE if won else 'transparent'}; border-radius: 8px;"
                " padding: 2px;"
            )
            who = QLabel(name, self)
            who.setObjectName("last-trick-name")
            who.setAlignment(Qt.AlignmentFlag.AlignHCenter)
            if won:
                who.setStyleSheet(f"color: {WON_EDGE}; font-weight: bold;")
            cell.addWidget(picture, 0, Qt.AlignmentFlag.AlignHCenter)
            cell.addWidget(who)
            self.row.addLayout(cell)
            self.cards.append(picture)
            self.names.append(who)
        self.show_text(title, [], button)
        self.body.hide()


def keyed(text: str, key: Qt.Key) -> str:
    """A button's text with its key, as the decision bar writes it: "Pass  [P]"."""
    name = QKeySequence(key).toString(QKeySequence.SequenceFormat.NativeText)
    return f"{text}  [{name}]"


class AnswerKeys(QObject):
    """The keys of a panel that waits for an answer: Enter gives the first button's
    answer, Esc the last's, Tab and Shift+Tab go from one button to the other.  The
    first button takes the focus when the panel shows; the focus goes back to the table
    when it hides."""

    def __init__(self, panel: QWidget, buttons: list[QPushButton], table: QWidget) -> None:
        super().__init__(panel)
        self.panel, self.buttons, self.table = panel, buttons, table
        for button in buttons:
            button.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
            button.installEventFilter(self)
        panel.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        kind = event.type()
        if watched is self.panel:
            if kind == QEvent.Type.Show:
                QTimer.singleShot(0, self._take_focus)
            elif kind == QEvent.Type.Hide:
                focused = QApplication.focusWidget()
                if focused is not None and self.panel.isAncestorOf(focused):
                    self.table.setFocus(Qt.FocusReason.OtherFocusReason)
            return False
        if kind != QEvent.Type.KeyPress or not isinstance(event, QKeyEvent):
            return False
        key = event.key()
        if key in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            self.buttons[0].click()
        elif key == Qt.Key.Key_Escape:
            self.buttons[-1].click()
        elif key in (Qt.Key.Key_Tab, Qt.Key.Key_Backtab):
            here = self.buttons.index(watched) if watched in self.buttons else 0
            step = -1 if key == Qt.Key.Key_Backtab else 1
            self.buttons[(here + step) % len(self.buttons)].setFocus(
                Qt.FocusReason.TabFocusReason)
        else:
            return False
        return True

    def _take_focus(self) -> None:
        if self.panel.isVisible():
            self.buttons[0].setFocus(Qt.FocusReason.OtherFocusReason)


class CoachPanel(Panel):
    """The coach's warning before a clear mistake: "Do it anyway  [Enter]" or "Let me
    think  [Esc]", answered by the mouse or the keyboard (:class:`AnswerKeys`); each
    button shows its key as the decision bar's do."""

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.setObjectName("coach")
        self.action: Any = None  # the call waiting for the player's word
        self.moment = (0, 0)  # where the game was when the warning came
        self.button.setObjectName("coach-go-on")
        self.think = QPushButton(keyed(translate("TableView", "Let me think"),
                                       Qt.Key.Key_Escape), self)
        self.think.setObjectName("coach-think")
        row = QHBoxLayout()
        row.addStretch(1)
        row.addWidget(self.think)
        self._layout.removeWidget(self.button)
        row.addWidget(self.button)
        self._layout.addLayout(row)
        self.keys = AnswerKeys(self, [self.button, self.think], parent)

    def warn(self, action: Any, text: str) -> None:
        self.action = action
        self.show_text(translate("TableView", "The coach: are you sure?"), [text],
                       keyed(translate("TableView", "Do it anyway"), Qt.Key.Key_Enter))
