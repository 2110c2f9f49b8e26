"""The new-game dialog: variant, every rule option (house rules folded away, each with
its explanation), the bots and the pacing."""

from __future__ import annotations

from itertools import pairwise
from typing import Any

from PySide6.QtCore import QPoint, Qt, QTimer
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QFrame,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QSizePolicy,
    QSpinBox,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from ...bots import APP_LEVELS
from ...engine.rules import CUTTHROAT, GHOST_HAND, OPTIONS, Option, Rules
from ..storage.settingchecks import MAX_NAME
from ..storage.settings import GameSetup, Pacing, Settings, default_names
from ..words.gamewords import level_name, option_text


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
        self.variant_text = QLabel()
        self.variant_text.setObjectName("variant-text")
        self.variant_text.setWordWrap(True)
        self.variant_text.setStyleSheet("color: palette(placeholder-text);")
        top.addRow(self.variant_text)
        layout.addLayout(top)

        self.rules_box = QGroupBox(self.tr("Rules"))
        rules_layout = QVBoxLayout(self.rules_box)
        self.rules_form = QFormLayout()
        rules_layout.addLayout(self.rules_form)
        self.house_toggle = QToolButton()
        self.house_toggle.setObjectName("house-rules")
        self.house_toggle.setCheckable(True)
        self.house_toggle.setAutoRaise(True)
        self.house_toggle.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextBesideIcon)
        self.house_toggle.setArrowType(Qt.ArrowType.RightArrow)
        self.house_toggle.setToolTip(
            self.tr(
                "Changes to the standard game that some players "
                "like. The standard game needs none of them."
            )
        )
        self.house_toggle.toggled.connect(self.show_house_rules)
        rules_layout.addWidget(self.house_toggle)
        self.house_box = QWidget()
        self.house_box.setObjectName("house-rules-box")
        self.house_form = QFormLayout(self.house_box)
        self.house_form.setContentsMargins(16, 0, 0, 0)
        self.house_box.hide()
        rules_layout.addWidget(self.house_box)
        layout.addWidget(self.rules_box)
        self.option_widgets: dict[str, QWidget] = {}
        self.option_labels: dict[str, QLabel] = {}
        self.help_buttons: dict[str, QToolButton] = {}
        self.rules_window: Any = None
        self.help_popup: OptionHelp | None = None  # the last "?" pop-up

        players = QGroupBox(self.tr("Players"))
        form = QFormLayout(players)
        self.names = [QLineEdit(name) for name in setup.names]
        self.levels: list[QComboBox] = []
        for i, edit in enumerate(self.names):
            edit.setObjectName(f"name{i}")
            edit.setMaxLength(MAX_NAME)
        form.addRow(self.tr("Your name"), self.names[0])
        for seat in (1, 2):
            row = QHBoxLayout()
            row.addWidget(self.names[seat])
            level = QComboBox()
            level.setObjectName(f"level{seat}")
            for lv in APP_LEVELS:
                level.addItem(level_name(lv), lv)
            level.setCurrentIndex(APP_LEVELS.index(setup.levels[seat - 1]))
            self.levels.append(level)
            row.addWidget(level)
            form.addRow(self.tr("Bot {0}").format(seat), row)
        layout.addWidget(players)

        pace = QGroupBox(self.tr("Pacing"))
        pform = QFormLayout(pace)
        self.animations = QCheckBox(self.tr("Animate cards"))
        self.animations.setChecked(pacing.animations)
        self.bot_delay = _spin(0, 3000, pacing.bot_delay_ms, 50, self.tr(" ms"))
        self.trick_pause = _spin(0, 5000, pacing.trick_pause_ms, 100, self.tr(" ms"))
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
        rules_button = buttons.addButton(self.tr("Rules…"), QDialogButtonBox.ButtonRole.HelpRole)
        rules_button.setObjectName("rules")
        rules_button.setShortcut("F1")
        rules_button.clicked.connect(lambda: self.show_rules())
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
        self.variant.currentIndexChanged.connect(self._fill_rules)
        self._fill_rules()

    def current_variant(self) -> str:
        return str(self.variant.currentData())

    def _fill_rules(self) -> None:
        from .welcome import variant_summary

        for form in (self.rules_form, self.house_form):
            while form.rowCount():
                form.removeRow(0)
        self.option_widgets, self.option_labels, self.help_buttons = {}, {}, {}
        variant = self.current_variant()
        self.variant_text.setText(variant_summary(variant))
        defaults = Rules.make(variant)
        saved = self.settings.options_for(variant)
        for name in Rules.option_names(variant):
            option = OPTIONS[name]
            widget = option_widget(option, saved.get(name, getattr(defaults, name)))
            widget.setObjectName(f"option-{name}")
            text = option_text(name)
            explanation = text.explanation
            widget.setToolTip(explanation)
            label = QLabel(text.label)
            label.setToolTip(explanation)
            label.setBuddy(widget)
            helper = QToolButton()
            helper.setText("?")
            helper.setObjectName(f"help-{name}")
            helper.setToolTip(explanation)
            helper.setAccessibleName(self.tr("Explain: {0}").format(text.label))
            helper.clicked.connect(lambda _=False, o=option, b=helper: self.explain(o, b))
            field = QWidget()
            row = QHBoxLayout(field)
            row.setContentsMargins(0, 0, 0, 0)
            widget.setSizePolicy(QSizePolicy.Policy.Maximum, QSizePolicy.Policy.Fixed)
            row.addWidget(widget)
            row.addWidget(helper)
            row.addStretch(1)
            self.option_widgets[name] = widget
            self.option_labels[name] = label
            self.help_buttons[name] = helper
            (self.rules_form if option.basic else self.house_form).addRow(label, field)
            label.show()  # now, not in the next turn: the dialog measures them below
            field.show()
        self._name_house_rules()
        self._order_tabs()
        self.adjustSize()
        for widget in self.option_widgets.values():
            for changed in ("valueChanged", "currentIndexChanged", "toggled"):
                if hasattr(widget, changed):
                    getattr(widget, changed).connect(self._name_house_rules)

    def _order_tabs(self) -> None:
        """Tab goes through the fields in the order they are shown, the new rules too."""
        def fields(basic: bool) -> list[QWidget]:
            return [w for name, widget in self.option_widgets.items()
                    if OPTIONS[name].basic == basic for w in (widget, self.help_buttons[name])]

        chain = [
            self.variant,
            *fields(True),
            self.house_toggle,
            *fields(False),
            self.names[0],
            self.names[1],
            self.levels[0],
            self.names[2],
            self.levels[1],
            self.animations,
            self.bot_delay,
            self.trick_pause,
            self.double_click,
        ]
        for first, second in pairwise(chain):
            QWidget.setTabOrder(first, second)

    def _show_what_applies(self) -> None:
        """Only the options that change something under the others: no renege penalty
        while reneges are refused."""
        rules = Rules.make(self.current_variant(), self.chosen_options())
        changed = False
        for name, label in self.option_labels.items():
            form = self.rules_form if OPTIONS[name].basic else self.house_form
            shown = rules.applies(name)
            changed = changed or shown != form.isRowVisible(label)
            form.setRowVisible(label, shown)
        if changed and self.isVisible():
            QTimer.singleShot(0, self, self._fit_height)

    def _name_house_rules(self) -> None:
        self._show_what_applies()
        default = Rules.make(self.current_variant())
        changed = sum(
            1
            for name, value in self.chosen_options().items()
            if not OPTIONS[name].basic and getattr(default, name) != value
        )
        text = self.tr("House rules")
        if changed:
            text = self.tr("House rules ({0} changed)").format(changed)
        self.house_toggle.setText(text)

    def show_house_rules(self, on: bool = True) -> None:
        """Unfold (or fold) the house rules."""
        self.house_toggle.setChecked(on)
        self.house_toggle.setArrowType(Qt.ArrowType.DownArrow if on else Qt.ArrowType.RightArrow)
        self.house_box.setVisible(on)
        QTimer.singleShot(0, self, self._fit_height)  # once the layout knows the box's size

    def _fit_height(self) -> None:
        """As tall as the dialog's contents, no taller (folding gives the room back)."""
        for layout in (self.house_form, self.rules_form, self.layout()):
            assert layout is not None
            layout.invalidate()
            layout.activate()
        self.resize(self.width(), self.sizeHint().height())

    def explain(self, option: Option, near: QWidget) -> OptionHelp:
        """The "?" of an option: its explanation, with a way to the rules reference."""
        popup = OptionHelp(option, self)
        popup.read_more.clicked.connect(lambda: self.show_rules(option.topic))
        popup.adjustSize()
        popup.move(near.mapToGlobal(QPoint(near.width() - popup.width(), near.height())))
        popup.show()
        self.help_popup = popup
        return popup

    def show_rules(self, topic: str = "start") -> Any:
        """The rules reference at ``topic``, listing the rules as chosen in this dialog."""
        from ..screens.rulesref import RulesReference

        if self.rules_window is None:
            self.rules_window = RulesReference(self)  # a child, so usable beside this dialog
        rules = Rules.make(self.current_variant(), self.chosen_options())
        self.rules_window.set_rules(
            rules, self.tr("The game you are setting up is played with these rules:")
        )
        self.rules_window.show_topic(topic)
        return self.rules_window

    def chosen_options(self) -> dict[str, Any]:
        """Every option's value as its control shows it."""
        options: dict[str, Any] = {}
        for name, widget in self.option_widgets.items():
            if isinstance(widget, QSpinBox):
                options[name] = widget.value()
            elif isinstance(widget, QComboBox):
                options[name] = widget.currentData()
            elif isinstance(widget, QCheckBox):
                options[name] = widget.isChecked()
        return options

    def result_setup(self) -> GameSetup:
        variant = self.current_variant()
        default = Rules.make(variant).options()
        options = {k: v for k, v in self.chosen_options().items() if default[k] != v}
        names = [e.text().strip() or d for e, d in zip(self.names, default_names(), strict=True)]
        levels = [str(c.currentData()) for c in self.levels]
        return GameSetup(variant, options, names, levels)

    def result_pacing(self) -> Pacing:
        return Pacing(
            animations=self.animations.isChecked(),
            animation_ms=self.settings.pacing().animation_ms,
            bot_delay_ms=self.bot_delay.value(),
            trick_pause_ms=self.trick_pause.value(),
            double_click=self.double_click.isChecked(),
        )


class OptionHelp(QFrame):
    """A small pop-up with an option's explanation and a button to the rules reference;
    a click anywhere else closes it."""

    def __init__(self, option: Option, parent: QWidget) -> None:
        super().__init__(parent, Qt.WindowType.Popup)
        self.setObjectName(f"explain-{option.name}")
        self.setFrameShape(QFrame.Shape.StyledPanel)
        self.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        layout = QVBoxLayout(self)
        words = option_text(option.name)
        self.text = QLabel(self.tr("<b>{0}</b><br>{1}").format(words.label, words.explanation))
        self.text.setWordWrap(True)
        self.text.setMinimumWidth(320)
        layout.addWidget(self.text)
        self.read_more = QPushButton(self.tr("Read more in the rules"))
        self.read_more.setObjectName("read-more")
        self.read_more.clicked.connect(self.close)
        layout.addWidget(self.read_more, 0, Qt.AlignmentFlag.AlignRight)


def option_widget(option: Option, value: Any) -> QWidget:
    """The control for a rule option: a spin box over its range, a list or a check box."""
    if option.kind == "int":
        lo, hi = option.allowed
        return _spin(lo, hi, int(value))
    if option.kind == "choice":
        combo = QComboBox()
        for data, text in zip(option.allowed, option_text(option.name).choices, strict=True):
            combo.addItem(text, data)
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
