"""The Welcome (first start, Help → Welcome) and the empty table's way forward."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QCoreApplication, QEvent, QObject, QSize, Qt, Signal
from PySide6.QtGui import QColor, QFont, QIcon, QPainter, QPaintEvent, QPen
from PySide6.QtWidgets import (
    QCommandLinkButton,
    QDialog,
    QDialogButtonBox,
    QFrame,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from ...engine.rules import CUTTHROAT, GHOST_HAND
from ..art.cardart import CardArt

translate = QCoreApplication.translate  # literal context and text, for pyside6-lupdate


def variant_summary(variant: str) -> str:
    """Two plain sentences on what a variant is."""
    if variant == GHOST_HAND:
        return translate(
            "Welcome",
            "Each player bids how many of the six tricks they will take, and a fourth "
            "hand, the ghost hand, lies face down. One player per hand may swap their "
            "cards for it, sight unseen.",
        )
    return translate(
        "Welcome",
        "Three-handed euchre: the player who makes trump plays against the other two, "
        "who defend together. The maker may add the face-down dummy hand to theirs, or "
        "go alone for more points.",
    )


FOCUS_RING = QColor("#2e6fd8")


class ChoiceButton(QCommandLinkButton):
    """One of the Welcome's big choices; the one with the keyboard's focus has a ring
    around it (the style draws none on these buttons)."""

    def paintEvent(self, event: QPaintEvent) -> None:
        super().paintEvent(event)
        if self.hasFocus():
            painter = QPainter(self)
            painter.setRenderHint(QPainter.RenderHint.Antialiasing)
            painter.setPen(QPen(FOCUS_RING, 3))
            painter.drawRoundedRect(self.rect().adjusted(2, 2, -2, -2), 5, 5)
            painter.end()


def _card_icon(art: CardArt, card: str | None, dpr: float) -> QIcon:
    return QIcon(art.pixmap(card, 40, dpr, face_up=card is not None))


class Welcome(QDialog):
    """Three big choices; a choice emits its signal and closes the Welcome, Close or Esc
    just closes it (``finished`` tells which: Accepted after a choice)."""

    learn_requested = Signal()
    play_requested = Signal(str)  # the variant
    options_requested = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("welcome")
        self.setWindowTitle(translate("Welcome", "Welcome to Ghost Euchre"))
        art = CardArt()
        dpr = self.devicePixelRatioF()
        layout = QVBoxLayout(self)
        layout.setSizeConstraint(QVBoxLayout.SizeConstraint.SetFixedSize)
        layout.setSpacing(10)
        layout.setContentsMargins(24, 20, 24, 16)
        title = QLabel(translate("Welcome", "Welcome to Ghost Euchre"))
        font = QFont(title.font())
        font.setPointSizeF(font.pointSizeF() * 1.6)
        font.setBold(True)
        title.setFont(font)
        layout.addWidget(title)
        intro = QLabel(
            translate(
                "Welcome", "Euchre for three players, against two bots. What would you like to do?"
            )
        )
        intro.setWordWrap(True)
        layout.addWidget(intro)
        self.in_progress = QLabel(
            translate(
                "Welcome",
                "A game is in progress: Close goes back to it, and playing starts a new one.",
            )
        )
        self.in_progress.setObjectName("game-in-progress")
        self.in_progress.setWordWrap(True)
        self.in_progress.hide()
        layout.addWidget(self.in_progress)
        self.learn = self._choice(
            "learn",
            translate("Welcome", "Learn to play"),
            translate(
                "Welcome",
                "New to euchre? Short lessons on the table teach both games step by step, "
                "and practice deals follow. Every word the game uses is explained.",
            ),
            _card_icon(art, "JH", dpr),
        )
        self.play_ghost = self._choice(
            "play-ghost-hand",
            translate("Welcome", "Play Ghost Hand"),
            variant_summary(GHOST_HAND),
            _card_icon(art, None, dpr),
        )
        self.play_cutthroat = self._choice(
            "play-cutthroat",
            translate("Welcome", "Play Cutthroat"),
            variant_summary(CUTTHROAT),
            _card_icon(art, "AS", dpr),
        )
        for button in (self.learn, self.play_ghost, self.play_cutthroat):
            layout.addWidget(button)
        self.learn.clicked.connect(lambda: self._chose(self.learn_requested.emit))
        self.play_ghost.clicked.connect(
            lambda: self._chose(lambda: self.play_requested.emit(GHOST_HAND))
        )
        self.play_cutthroat.clicked.connect(
            lambda: self._chose(lambda: self.play_requested.emit(CUTTHROAT))
        )
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        self.options = buttons.addButton(
            translate("Welcome", "Choose rules and players…"),
            QDialogButtonBox.ButtonRole.ActionRole,
        )
        self.options.setObjectName("choose-options")
        self.options.clicked.connect(lambda: self._chose(self.options_requested.emit))
        buttons.rejected.connect(self.reject)
        layout.addSpacing(6)
        layout.addWidget(buttons)
        intro.setFixedWidth(560)
        self.learn.setFocus()

    def set_game_in_progress(self, on: bool) -> None:
        """Say that a game is in progress (a choice to play starts a new one)."""
        self.in_progress.setVisible(on)

    def _choice(self, name: str, title: str, text: str, icon: QIcon) -> ChoiceButton:
        button = ChoiceButton(title, text)
        button.setObjectName(name)
        font = QFont(button.font())
        font.setPointSizeF(font.pointSizeF() * 1.15)
        button.setFont(font)
        button.setIcon(icon)
        button.setIconSize(QSize(40, 56))
        return button

    def _chose(self, emit: Callable[[], object]) -> None:
        emit()
        self.accept()


class EmptyTable(QFrame):
    """Shown on the table when no game is in progress: what to do next."""

    new_game = Signal()
    welcome = Signal()

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.setObjectName("empty-table")
        self.setAutoFillBackground(True)
        self.setStyleSheet(
            "#empty-table { background: rgba(255, 255, 255, 235); border-radius: 10px; }"
        )
        layout = QVBoxLayout(self)
        layout.setContentsMargins(24, 18, 24, 18)
        label = QLabel(translate("Welcome", "No game is in progress."))
        font = QFont(label.font())
        font.setPointSizeF(font.pointSizeF() * 1.2)
        self.setFont(font)
        label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        layout.addWidget(label)
        row = QHBoxLayout()
        self.new_button = QPushButton(translate("Welcome", "New game…"))
        self.new_button.setObjectName("empty-new-game")
        self.new_button.setDefault(True)
        self.welcome_button = QPushButton(translate("Welcome", "Welcome…"))
        self.welcome_button.setObjectName("empty-welcome")
        row.addWidget(self.new_button)
        row.addWidget(self.welcome_button)
        layout.addLayout(row)
        self.new_button.clicked.connect(self.new_game.emit)
        self.welcome_button.clicked.connect(self.welcome.emit)
        parent.installEventFilter(self)
        self.hide()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.parent() and event.type() == QEvent.Type.Resize:
            self._centre()
        return False

    def showEvent(self, event: object) -> None:
        self._centre()
        self.raise_()
        self.new_button.setFocus()

    def _centre(self) -> None:
        parent = self.parentWidget()
        self.adjustSize()
        if parent is not None:
            self.move((parent.width() - self.width()) // 2, (parent.height() - self.height()) // 2)
