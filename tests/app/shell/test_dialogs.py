"""The new-game dialog builds one control per rule option from the option metadata, folds
the house rules away and explains every option."""

from __future__ import annotations

from itertools import pairwise

from app_driver import PATIENCE_MS
from PySide6.QtCore import QPoint, QRect, Qt, QTimer
from PySide6.QtTest import QTest
from PySide6.QtWidgets import (
    QAbstractSpinBox,
    QCheckBox,
    QComboBox,
    QLabel,
    QPushButton,
    QSpinBox,
    QWidget,
)

from ghosteuchre.app.shell.dialogs import NewGameDialog, OptionHelp
from ghosteuchre.app.storage.settings import GameSetup
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
            label = dialog.option_labels[name]
            assert isinstance(label, QLabel) and label.text() == option.label
            assert label.buddy() is widget
            assert widget.toolTip() == option.explanation
        rows = dialog.rules_form.rowCount() + dialog.house_form.rowCount()
        assert rows == len(dialog.option_widgets)


def test_the_dialog_keeps_its_labels(qtbot, settings) -> None:
    dialog = NewGameDialog(settings)
    qtbot.addWidget(dialog)
    dialog.variant.setCurrentIndex(1)
    labels = {name: label.text() for name, label in dialog.option_labels.items()}
    assert labels["target"] == "Points to win"
    assert labels["reneges"] == "Cards that do not follow suit"
    assert labels["euchre_points"] == "Points per defender for a euchre"
    reneges = dialog.option_widgets["reneges"]
    assert isinstance(reneges, QComboBox)
    assert reneges.itemText(1) == "are allowed; reneges can be called"


def test_house_rules_start_folded_and_unfold_on_a_click(qtbot, settings) -> None:
    dialog = NewGameDialog(settings)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    for index in range(dialog.variant.count()):
        dialog.variant.setCurrentIndex(index)
        target = dialog.option_widgets["target"]
        qtbot.waitUntil(target.isVisible, timeout=PATIENCE_MS)  # new controls show in the next turn
        for name, widget in dialog.option_widgets.items():
            inside = dialog.house_box.isAncestorOf(widget)
            assert inside != OPTIONS[name].basic, name
            assert widget.isVisible() == OPTIONS[name].basic, name
    toggle = dialog.house_toggle
    assert toggle.text() == "House rules" and not dialog.house_box.isVisible()
    qtbot.mouseClick(toggle, Qt.MouseButton.LeftButton)
    assert dialog.house_box.isVisible()
    shown = Rules.make(dialog.current_variant(), dialog.chosen_options())
    assert all(w.isVisible() == shown.applies(name)  # no renege penalty while refused
               for name, w in dialog.option_widgets.items())
    qtbot.mouseClick(toggle, Qt.MouseButton.LeftButton)
    assert not dialog.house_box.isVisible()


def test_the_house_rules_say_how_many_differ_from_the_standard_game(qtbot, settings) -> None:
    settings.save_setup(GameSetup("cutthroat", {"stick_the_dealer": True, "target": 5}))
    dialog = NewGameDialog(settings)
    qtbot.addWidget(dialog)
    assert dialog.house_toggle.text() == "House rules (1 changed)"  # the target is basic
    stick = dialog.option_widgets["defend_alone"]
    assert isinstance(stick, QCheckBox)
    stick.setChecked(False)
    assert dialog.house_toggle.text() == "House rules (2 changed)"


def test_every_option_has_a_question_mark_that_explains_it_and_leads_to_the_rules(
    qtbot, settings
) -> None:
    dialog = NewGameDialog(settings)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    dialog.show_house_rules(True)
    for index in range(dialog.variant.count()):
        dialog.variant.setCurrentIndex(index)
        dialog.show_house_rules(True)
        for name, button in dialog.help_buttons.items():
            option = OPTIONS[name]
            assert button.text() == "?" and button.toolTip() == option.explanation
            assert dialog.option_labels[name].toolTip() == option.explanation
            qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
            popup = dialog.help_popup
            assert isinstance(popup, OptionHelp) and popup.objectName() == f"explain-{name}"
            assert popup.isVisible()
            assert option.explanation in popup.text.text()
            assert option.label in popup.text.text()
            popup.close()
    dialog.variant.setCurrentIndex(1)
    dialog.show_house_rules(True)
    qtbot.mouseClick(dialog.help_buttons["defend_alone"], Qt.MouseButton.LeftButton)
    popup = dialog.help_popup
    qtbot.mouseClick(popup.findChild(QPushButton, "read-more"), Qt.MouseButton.LeftButton)
    rules = dialog.rules_window
    assert rules is not None and rules.isVisible()
    assert rules.contents.currentItem().data(Qt.ItemDataRole.UserRole) == "defending-alone"
    assert "Game: Cutthroat" in rules.browser.toPlainText()


def test_the_rules_button_opens_the_reference_while_the_dialog_waits(qtbot, settings) -> None:
    dialog = NewGameDialog(settings)
    qtbot.addWidget(dialog)
    scrolled: list[int] = []

    def read_then_cancel() -> None:
        if not dialog.isVisible():
            QTimer.singleShot(20, read_then_cancel)
            return
        qtbot.mouseClick(dialog.findChild(QPushButton, "rules"), Qt.MouseButton.LeftButton)
        rules = dialog.rules_window
        contents = rules.contents
        item = next(contents.item(r) for r in range(contents.count())
                    if contents.item(r).text() == "Glossary")
        qtbot.mouseClick(contents.viewport(), Qt.MouseButton.LeftButton,
                         pos=contents.visualItemRect(item).center())
        scrolled.append(rules.browser.verticalScrollBar().value())
        dialog.reject()

    QTimer.singleShot(0, read_then_cancel)
    dialog.exec()
    assert scrolled and scrolled[0] > 0


def shown(qtbot, settings, variant: str) -> NewGameDialog:
    """The new-game dialog as it opens when ``variant`` was played last."""
    settings.save_setup(GameSetup(variant))
    dialog = NewGameDialog(settings)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    dialog.activateWindow()
    qtbot.waitUntil(dialog.isActiveWindow, timeout=PATIENCE_MS)
    return dialog


def pick_variant(dialog: NewGameDialog, variant: str) -> None:
    """Choose ``variant`` with the arrow keys, as a player does."""
    combo = dialog.variant
    combo.setFocus()
    target = combo.findData(variant)
    while combo.currentIndex() != target:
        QTest.keyClick(combo, Qt.Key.Key_Down if combo.currentIndex() < target else Qt.Key.Key_Up)


def band(dialog: NewGameDialog) -> tuple[int, int]:
    """The dialog's height, and the room between the variant's words and the rules."""
    return dialog.height(), dialog.rules_box.y() - dialog.variant_text.geometry().bottom()


def test_switching_variants_leaves_no_blank_band(qtbot, settings) -> None:
    fresh = {}
    for variant in ("ghost-hand", "cutthroat"):
        dialog = shown(qtbot, settings, variant)
        fresh[variant] = band(dialog)
        dialog.close()
    assert fresh["ghost-hand"] != fresh["cutthroat"]  # the variants' words differ in length
    dialog = shown(qtbot, settings, "ghost-hand")
    for variant in ("cutthroat", "ghost-hand", "cutthroat"):
        pick_variant(dialog, variant)
        qtbot.waitUntil(lambda v=variant: band(dialog) == fresh[v], timeout=PATIENCE_MS)


def field(widget: QWidget) -> QWidget:
    """The field a focused widget belongs to (a spin box's text is the spin box)."""
    parent = widget.parentWidget()
    return parent if isinstance(parent, QAbstractSpinBox) else widget


def test_tab_visits_every_field_in_the_order_shown(qtbot, settings) -> None:
    dialog = shown(qtbot, settings, "ghost-hand")
    pick_variant(dialog, "cutthroat")
    qtbot.mouseClick(dialog.house_toggle, Qt.MouseButton.LeftButton)
    reneges = dialog.option_widgets["reneges"]
    assert isinstance(reneges, QComboBox)
    reneges.setCurrentIndex(reneges.findData("callable"))  # every option applies
    qtbot.waitUntil(lambda: all(w.isVisible() for w in dialog.option_widgets.values()),
                    timeout=PATIENCE_MS)
    rules = [w for name, widget in dialog.option_widgets.items()
             for w in (widget, dialog.help_buttons[name])]
    basic = [w for name, widget in dialog.option_widgets.items() if OPTIONS[name].basic
             for w in (widget, dialog.help_buttons[name])]
    expected = [
        dialog.variant, *basic, dialog.house_toggle, *(w for w in rules if w not in basic),
        dialog.names[0], dialog.names[1], dialog.levels[0], dialog.names[2], dialog.levels[1],
        dialog.animations, dialog.bot_delay, dialog.trick_pause, dialog.double_click,
    ]
    dialog.variant.setFocus()
    visited = [field(dialog.focusWidget())]
    for _ in expected[1:]:
        QTest.keyClick(dialog.focusWidget(), Qt.Key.Key_Tab)
        visited.append(field(dialog.focusWidget()))
    assert [w.objectName() for w in visited] == [w.objectName() for w in expected]
    assert visited == expected

    def place(widget: QWidget) -> QRect:
        return QRect(widget.mapTo(dialog, QPoint(0, 0)), widget.size())

    for before, after in pairwise(visited):
        a, b = place(before), place(after)
        same_row = b.top() < a.bottom() and a.top() < b.bottom()
        assert (same_row and b.left() > a.left()) or b.top() >= a.bottom() - 2, (
            before.objectName(), after.objectName())
