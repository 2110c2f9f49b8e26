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
from ..engine.rules import CUTTHROAT, GHOST_HAND, OPTIONS, Option, Rules
from .settings import GameSetup, Pacing, Settings


def _tr(text: str) -> str:
    return QCoreApplication.translate("NewGameDialog", text)


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
            option = OPTIONS[name]
            widget = option_widget(option, saved.get(name, getattr(defaults, name)))
            widget.setObjectName(f"option-{name}")
            widget.setToolTip(_tr(option.explanation))
            self.option_widgets[name] = widget
            self.rules_form.addRow(_tr(option.label), widget)

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


def option_widget(option: Option, value: Any) -> QWidget:
    """The control for a rule option: a spin box over its range, a list or a check box."""
    if option.kind == "int":
        return _spin(*option.allowed, int(value))
    if option.kind == "choice":
        combo = QComboBox()
        for data, text in zip(option.allowed, option.choice_labels, strict=True):
            combo.addItem(_tr(text), data)
        combo.setCurrentIndex(list(option.allowed).index(value))
        return combo
    if option.kind == "bool":
        box = QCheckBox()
        box.setChecked(bool(value))
        return box
    raise ValueError(f"option {option.name!r} has an unknown kind {option.kind!r}")


def _spin(lo: int, hi: int, value: int, step: int = 1, suffix: str = "") -> QSpinBox:
    spin = QSpinBox()
    spin.setRange(lo, hi)
    spin.setSingleStep(step)
    spin.setValue(value)
    spin.setSuffix(suffix)
    return spin
