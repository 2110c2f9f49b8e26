"""Settings → Preferences: pacing, how cards are played, the speed of play (an only card
played for the player, claims, hands finished quickly), the confirmation of risky calls,
the card back, the court cards' design, the four-colour deck, the size of the table's
text, the learning aids and the sound.

Every change is stored at once and ``changed`` tells the main window, which applies it
to the table (``apply_preferences``), mid-hand too.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QSize, Qt, Signal
from PySide6.QtGui import QIcon
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QFrame,
    QGroupBox,
    QMainWindow,
    QScrollArea,
    QSlider,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from ..art.cardart import CardArt
from ..storage.settings import (
    CARD_BACKS,
    COURT_FACES,
    TEXT_SIZES,
    Appearance,
    Pacing,
    Settings,
)

if TYPE_CHECKING:
    from .window import GameWindow

translate = QCoreApplication.translate  # literal context and text, for pyside6-lupdate


class PreferencesDialog(QDialog):
    """The player's preferences, each stored and applied as soon as it changes."""

    changed = Signal()

    def __init__(self, settings: Settings, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Preferences"))
        self.setObjectName("preferences")
        self.settings = settings
        outer = QVBoxLayout(self)
        self.groups_area = QScrollArea()  # on a small screen the groups scroll, Close stays
        self.groups_area.setObjectName("preferences-scroll")
        self.groups_area.setWidgetResizable(True)
        self.groups_area.setFrameShape(QFrame.Shape.NoFrame)
        self.groups_area.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        content = QWidget()
        layout = QVBoxLayout(content)
        layout.setContentsMargins(0, 0, 0, 0)
        self.groups_area.setWidget(content)
        outer.addWidget(self.groups_area)

        self.general = QGroupBox(self.tr("General"))
        self.general.setObjectName("general")
        self.general_form = QFormLayout(self.general)
        self.aids = QCheckBox(self.tr("Learning aids"))
        self.aids.setObjectName("learning-aids")
        self.aids.setToolTip(self.tr(
            "Mark the bowers on your cards, say why a card cannot be played, and explain the "
            "buttons"))
        self.confirm = QCheckBox(
            self.tr("Ask before shooting the moon, going alone or defending alone"))
        self.confirm.setObjectName("confirm-risky-calls")
        self.general_form.addRow(self.aids)
        self.general_form.addRow(self.confirm)
        layout.addWidget(self.general)

        play = QGroupBox(self.tr("Play"))
        form = QFormLayout(play)
        self.click = QComboBox()
        self.click.setObjectName("play-by")
        self.click.addItem(self.tr("a click"), False)
        self.click.addItem(self.tr("a double-click"), True)
        form.addRow(self.tr("Play a card with"), self.click)
        self.animations = QCheckBox(self.tr("Animate cards"))
        self.animations.setObjectName("animations")
        form.addRow(self.animations)
        self.animation_ms = _spin("animation-ms", 40, 1000, 20, self.tr(" ms"))
        form.addRow(self.tr("A card's move takes"), self.animation_ms)
        self.bot_delay = _spin("bot-delay", 0, 3000, 50, self.tr(" ms"))
        form.addRow(self.tr("Bot pause before playing"), self.bot_delay)
        self.trick_pause = _spin("trick-pause", 0, 5000, 100, self.tr(" ms"))
        self.trick_pause.setSpecialValueText(self.tr("until I click"))
        form.addRow(self.tr("Finished trick stays"), self.trick_pause)
        layout.addWidget(play)

        speed = QGroupBox(self.tr("Speed of play"))
        speed.setObjectName("speed-of-play")
        form = QFormLayout(speed)
        self.auto_play = QCheckBox(self.tr("Play my only legal card for me"))
        self.auto_play.setObjectName("auto-play")
        self.auto_play.setToolTip(self.tr(
            "When only one of your cards may be played, it is lifted and played after a "
            "short pause"))
        self.finish = QCheckBox(self.tr("Offer to claim the rest, and finish a hand when "
                                        "nothing is left to decide"))
        self.finish.setObjectName("finish-hands")
        self.finish.setToolTip(self.tr(
            "Claim the rest when your cards are sure to take every trick left; once you "
            "have no choice left in a hand, it is played out quickly"))
        form.addRow(self.auto_play)
        form.addRow(self.finish)
        layout.addWidget(speed)

        looks = QGroupBox(self.tr("Appearance"))
        form = QFormLayout(looks)
        self.back = QComboBox()
        self.back.setObjectName("card-back")
        self.back.setIconSize(QSize(30, 42))
        names = {"navy": self.tr("Navy"), "red": self.tr("Red lattice"),
                 "green": self.tr("Green tartan")}
        art = CardArt()
        for back in CARD_BACKS:
            art.set_style(False, back)
            icon = QIcon(art.pixmap(None, 30, self.devicePixelRatioF(), face_up=False))
            self.back.addItem(icon, names[back], back)
        form.addRow(self.tr("Card back"), self.back)
        self.faces = QComboBox()
        self.faces.setObjectName("court-faces")
        self.faces.setIconSize(QSize(30, 42))
        face_names = {"modern": self.tr("Modern (crown, tiara, cap)"),
                      "traditional": self.tr("Traditional figures")}
        for faces in COURT_FACES:
            art = CardArt(faces=faces)
            icon = QIcon(art.pixmap("KH", 30, self.devicePixelRatioF()))
            self.faces.addItem(icon, face_names[faces], faces)
        form.addRow(self.tr("Kings, queens and jacks"), self.faces)
        self.four_colour = QCheckBox(self.tr("Four-colour deck (♣ green, ♦ blue)"))
        self.four_colour.setObjectName("four-colour")
        form.addRow(self.four_colour)
        self.text_size = QComboBox()
        self.text_size.setObjectName("text-size")
        sizes = {100: self.tr("Normal"), 120: self.tr("Large"), 140: self.tr("Larger")}
        for size in TEXT_SIZES:
            self.text_size.addItem(sizes[size], size)
        form.addRow(self.tr("Text on the table"), self.text_size)
        layout.addWidget(looks)

        sound = QGroupBox(self.tr("Sound"))
        form = QFormLayout(sound)
        self.sound = QCheckBox(self.tr("Play sounds (a card, a trick, your turn, a win)"))
        self.sound.setObjectName("sound")
        form.addRow(self.sound)
        self.volume = QSlider(Qt.Orientation.Horizontal)
        self.volume.setObjectName("sound-volume")
        self.volume.setRange(0, 100)
        self.volume.setPageStep(10)
        self.volume.setAccessibleName(self.tr("Volume"))
        form.addRow(self.tr("Volume"), self.volume)
        layout.addWidget(sound)

        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        outer.addWidget(buttons)
        self.load()
        for box in (self.aids, self.confirm, self.animations, self.four_colour, self.sound,
                    self.auto_play, self.finish):
            box.toggled.connect(self.store)
        self.sound.toggled.connect(self.volume.setEnabled)
        self.volume.valueChanged.connect(self.store)
        self.animations.toggled.connect(self.animation_ms.setEnabled)
        for combo in (self.click, self.back, self.faces, self.text_size):
            combo.currentIndexChanged.connect(self.store)
        for spin in (self.animation_ms, self.bot_delay, self.trick_pause):
            spin.valueChanged.connect(self.store)

    def load(self) -> None:
        """Show the stored preferences (which the View menu may have changed)."""
        s = self.settings
        pacing, looks = s.pacing(), s.appearance()
        widgets = (self.aids, self.confirm, self.animations, self.four_colour, self.click,
                   self.back, self.faces, self.text_size, self.animation_ms, self.bot_delay,
                   self.trick_pause, self.sound, self.volume, self.auto_play, self.finish)
        for widget in widgets:
            widget.blockSignals(True)
        self.sound.setChecked(s.sound_on)
        auto_play, finish = s.speed_of_play
        self.auto_play.setChecked(auto_play)
        self.finish.setChecked(finish)
        self.volume.setValue(s.sound_volume)
        self.volume.setEnabled(s.sound_on)
        self.aids.setChecked(s.learning_aids)
        self.confirm.setChecked(s.confirm_risky_calls)
        self.animations.setChecked(pacing.animations)
        self.click.setCurrentIndex(self.click.findData(pacing.double_click))
        self.animation_ms.setValue(pacing.animation_ms)
        self.bot_delay.setValue(pacing.bot_delay_ms)
        self.trick_pause.setValue(pacing.trick_pause_ms)
        self.back.setCurrentIndex(self.back.findData(looks.card_back))
        self.faces.setCurrentIndex(self.faces.findData(looks.faces))
        self.four_colour.setChecked(looks.four_colour)
        self.text_size.setCurrentIndex(self.text_size.findData(looks.text_size))
        for widget in widgets:
            widget.blockSignals(False)
        self.animation_ms.setEnabled(pacing.animations)

    def store(self) -> None:
        """Store what the dialog shows, and say so."""
        s = self.settings
        s.set_learning_aids(self.aids.isChecked())
        s.set_confirm_risky_calls(self.confirm.isChecked())
        s.set_sound(self.sound.isChecked(), self.volume.value())
        s.set_speed_of_play(self.auto_play.isChecked(), self.finish.isChecked())
        s.save_pacing(Pacing(
            animations=self.animations.isChecked(),
            animation_ms=self.animation_ms.value(),
            bot_delay_ms=self.bot_delay.value(),
            trick_pause_ms=self.trick_pause.value(),
            double_click=bool(self.click.currentData()),
        ))
        s.save_appearance(Appearance(
            card_back=str(self.back.currentData()),
            four_colour=self.four_colour.isChecked(),
            text_size=int(self.text_size.currentData()),
            faces=str(self.faces.currentData()),
        ))
        self.changed.emit()

    def showEvent(self, event: object) -> None:
        self.load()
        self.fit_screen()
        super().showEvent(event)  # type: ignore[arg-type]

    def fit_screen(self) -> None:
        """As large as the groups want, but no larger than the screen: the groups scroll
        in a small window (800×600, larger text)."""
        content = self.groups_area.widget()
        assert content is not None
        bar = self.groups_area.verticalScrollBar().sizeHint().width()
        want = content.sizeHint() + self.sizeHint() - self.groups_area.sizeHint()
        screen = (self.parentWidget() or self).screen().availableGeometry()
        height = min(want.height() + 8, screen.height() - 40)
        width = min(want.width() + (bar if height < want.height() else 0) + 8, screen.width())
        self.resize(width, height)


def _spin(name: str, lo: int, hi: int, step: int, suffix: str) -> QSpinBox:
    spin = QSpinBox()
    spin.setObjectName(name)
    spin.setRange(lo, hi)
    spin.setSingleStep(step)
    spin.setSuffix(suffix)
    return spin


def apply_preferences(window: GameWindow) -> None:
    """Apply the stored preferences to the window's game and table, at once."""
    s = window.settings
    c = window.controller
    c.pacing = s.pacing()
    c.session.speed.auto_play, c.session.speed.finish = s.speed_of_play
    window.animations_action.setChecked(c.pacing.animations)
    window.aids_action.setChecked(s.learning_aids)
    window.table.set_appearance(s.appearance())
    apply_sound(window)
    if window.rules_window is not None:
        window.rules_window.set_appearance(s.appearance())
    if window.history_window is not None:
        window.history_window.set_appearance(s.appearance())
    window.table.refresh(animate=False)


def apply_sound(window: GameWindow) -> None:
    """Sound on or off and its volume, as the preferences say; with sound off (as it is
    unless the player turns it on) nothing of the sound is loaded."""
    on = window.settings.sound_on
    if window.sound is None:
        if not on:
            return
        from ..play.sound import SoundCues

        assert isinstance(window, QMainWindow)  # the main window itself
        window.sound = SoundCues(window.controller, window.make_sound_player, window)
        window.sound.failed.connect(lambda _why: window.statusBar().showMessage(
            translate("MainWindow", "No sound: the audio device could not be opened."),
            10000))
    window.sound.configure(on, window.settings.sound_volume)
