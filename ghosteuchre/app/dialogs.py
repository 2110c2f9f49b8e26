"""The new-game dialog: variant, every rule option, the bots and the pacing."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QLineEdit,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from ..bots import APP_LEVELS
from ..engine.rules import CUTTHROAT, GHOST_HAND, Rules
from .settings import GameSetup, Pacing, Settings


def option_label(name: str) -> str:
    def tr(text: str) -> str:
        return QCoreApplication.translate("NewGameDialog", text)

    return {
        "target": tr("Points to win"),
        "reneges": tr("Cards that do not follow suit"),
        "renege_penalty": tr("Renege penalty (points)"),
        "stick_the_dealer": tr("Stick the dealer"),
        "ghost_swap": tr("Swapping with the ghost hand"),
        "moon_points": tr("Points for shooting the moon"),
        "moon_failure": tr("Points lost for a failed moon"),
        "dealer_pickup": tr("Dealer picks up the up-card"),
        "defend_alone": tr("Defenders may go alone"),
        "march_points": tr("Points for a march"),
        "alone_march_points": tr("Points for a march alone"),
        "euchre_points": tr("Points per defender for a euchre"),
    }[name]


_RANGES = {
    "target": (1, 500),
    "renege_penalty": (0, 10),
    "moon_points": (6, 48),
    "march_points": (1, 10),
    "alone_march_points": (1, 10),
    "euchre_points": (1, 10),
}
_CHOICES: dict[str, list[tuple[Any, str]]] = {
    "reneges": [("blocked", "are refused"), ("callable", "are allowed; reneges can be called")],
    "moon_failure": [(6, "6"), (24, "24")],
    "dealer_pickup": [("optional", "may choose"), ("required", "must")],
}


class NewGameDialog(QDialog):
    """Chooses a GameSetup and Pacing; starts from the remembered ones."""

    def __init__(self, settings: Settings, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("New game"))
        self.setObjectName("new-game")
        self.settings = settings
        setup = settings.setup()
        pacing = settings.pacing()
        layout = QVBoxLayout(self)
        top = QFormLayout()
        self.variant = QComboBox()
        self.variant.setObjectName("variant")
        self.variant.addItem(self.tr("Ghost Hand"), GHOST_HAND)
        self.variant.addItem(self.tr("Cutthroat"), CUTTHROAT)
        self.variant.setCurrentIndex(0 if setup.variant == GHOST_HAND else 1)
        top.addRow(self.tr("Variant"), self.variant)
        layout.addLayout(top)

        self.rules_box = QGroupBox(self.tr("Rules"))
        self.rules_form = QFormLayout(self.rules_box)
        layout.addWidget(self.rules_box)
        self.option_widgets: dict[str, QWidget] = {}

        players = QGroupBox(self.tr("Players"))
        form = QFormLayout(players)
        self.names = [QLineEdit(name) for name in setup.names]
        self.levels: list[QComboBox] = []
        for i, edit in enumerate(self.names):
            edit.setObjectName(f"name{i}")
            edit.setMaxLength(16)
        form.addRow(self.tr("Your name"), self.names[0])
        for seat in (1, 2):
            row = QHBoxLayout()
            row.addWidget(self.names[seat])
            level = QComboBox()
            level.setObjectName(f"level{seat}")
            for lv in APP_LEVELS:
                level.addItem(lv.capitalize(), lv)
            level.setCurrentIndex(APP_LEVELS.index(setup.levels[seat - 1]))
            self.levels.append(level)
            row.addWidget(level)
            form.addRow(self.tr("Bot {0}").format(seat), row)
        layout.addWidget(players)

        pace = QGroupBox(self.tr("Pacing"))
        pform = QFormLayout(pace)
        self.animations = QCheckBox(self.tr("Animate cards"))
        self.animations.setChecked(pacing.animations)
        self.bot_delay = _spin(0, 3000, pacing.bot_delay_ms, 50, " ms")
        self.trick_pause = _spin(0, 5000, pacing.trick_pause_ms, 100, " ms")
        self.trick_pause.setSpecialValueText(self.tr("until I click"))
        self.double_click = QCheckBox(self.tr("Play a card by double-click"))
        self.double_click.setChecked(pacing.double_click)
        pform.addRow(self.animations)
        pform.addRow(self.tr("Bot pause before playing"), self.bot_delay)
        pform.addRow(self.tr("Finished trick stays"), self.trick_pause)
        pform.addRow(self.double_click)
        layout.addWidget(pace)

        buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        buttons.button(QDialogButtonBox.StandardButton.Ok).setText(self.tr("Deal"))
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
        self.variant.currentIndexChanged.connect(self._fill_rules)
        self._fill_rules()

    def current_variant(self) -> str:
        return str(self.variant.currentData())

    def _fill_rules(self) -> None:
        while self.rules_form.rowCount():
            self.rules_form.removeRow(0)
        self.option_widgets = {}
        variant = self.current_variant()
        defaults = Rules.make(variant)
        saved = self.settings.options_for(variant)
        for name in Rules.option_names(variant):
            value = saved.get(name, getattr(defaults, name))
            widget: QWidget
            if name in _RANGES:
                widget = _spin(*_RANGES[name], int(value))
            elif name in _CHOICES:
                combo = QComboBox()
                for data, text in _CHOICES[name]:
                    combo.addItem(self.tr(text), data)
                combo.setCurrentIndex([d for d, _ in _CHOICES[name]].index(value))
                widget = combo
            else:
                box = QCheckBox()
                box.setChecked(bool(value))
                widget = box
            widget.setObjectName(f"option-{name}")
            self.option_widgets[name] = widget
            self.rules_form.addRow(option_label(name), widget)

    def result_setup(self) -> GameSetup:
        variant = self.current_variant()
        options: dict[str, Any] = {}
        for name, widget in self.option_widgets.items():
            if isinstance(widget, QSpinBox):
                options[name] = widget.value()
            elif isinstance(widget, QComboBox):
                options[name] = widget.currentData()
            elif isinstance(widget, QCheckBox):
                options[name] = widget.isChecked()
        default = Rules.make(variant).options()
        options = {k: v for k, v in options.items() if default[k] != v}
        names = [e.text().strip() or d for e, d in zip(self.names, ("You", "Ada", "Bo"),
                                                       strict=True)]
        levels = [str(c.currentData()) for c in self.levels]
        return GameSetup(variant, options, names, levels)

    def result_pacing(self) -> Pacing:
        return Pacing(
            animations=self.animations.isChecked(),
            animation_ms=Pacing().animation_ms,
            bot_delay_ms=self.bot_delay.value(),
            trick_pause_ms=self.trick_pause.value(),
            double_click=self.double_click.isChecked(),
        )


def _spin(lo: int, hi: int, value: int, step: int = 1, suffix: str = "") -> QSpinBox:
    spin = QSpinBox()
    spin.setRange(lo, hi)
    spin.setSingleStep(step)
    spin.setValue(value)
    spin.setSuffix(suffix)
    return spin
