"""The new-game dialog builds one control per rule option from the option metadata."""

from __future__ import annotations

from PySide6.QtWidgets import QCheckBox, QComboBox, QLabel, QSpinBox

from ghosteuchre.app.dialogs import NewGameDialog
from ghosteuchre.engine.rules import OPTIONS, Rules


def test_each_option_gets_a_control_of_its_kind_with_its_range(qtbot, settings) -> None:
    dialog = NewGameDialog(settings)
    qtbot.addWidget(dialog)
    for index in range(dialog.variant.count()):
        dialog.variant.setCurrentIndex(index)
        variant = dialog.current_variant()
        assert list(dialog.option_widgets) == list(Rules.option_names(variant))
        for name, widget in dialog.option_widgets.items():
            option = OPTIONS[name]
            default = option.default(variant)
            if option.kind == "int":
                assert isinstance(widget, QSpinBox)
                assert (widget.minimum(), widget.maximum()) == option.allowed
                assert widget.value() == default
            elif option.kind == "choice":
                assert isinstance(widget, QComboBox)
                assert [widget.itemData(i) for i in range(widget.count())] == list(option.allowed)
                assert [widget.itemText(i) for i in range(widget.count())] == list(
                    option.choice_labels)
                assert widget.currentData() == default
            else:
                assert isinstance(widget, QCheckBox)
                assert widget.isChecked() == default
            label = dialog.rules_form.labelForField(widget)
            assert isinstance(label, QLabel) and label.text() == option.label
            assert widget.toolTip() == option.explanation
        assert dialog.rules_form.rowCount() == len(dialog.option_widgets)


def test_the_dialog_keeps_its_labels(qtbot, settings) -> None:
    dialog = NewGameDialog(settings)
    qtbot.addWidget(dialog)
    dialog.variant.setCurrentIndex(1)
    labels = {name: dialog.rules_form.labelForField(w).text()
              for name, w in dialog.option_widgets.items()}
    assert labels["target"] == "Points to win"
    assert labels["reneges"] == "Cards that do not follow suit"
    assert labels["euchre_points"] == "Points per defender for a euchre"
    reneges = dialog.option_widgets["reneges"]
    assert isinstance(reneges, QComboBox)
    assert reneges.itemText(1) == "are allowed; reneges can be called"
