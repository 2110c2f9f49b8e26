"""The question before a risky call: shooting the moon, going alone or defending alone,
each with what it scores, worked out by the engine's scoring so the numbers follow the
rule options."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, Signal
from PySide6.QtWidgets import QCheckBox, QMessageBox, QWidget

from ...engine.actions import Act, Action
from ...engine.rules import Rules
from ...engine.scoring import contract_entries
from ...engine.state import Phase

if TYPE_CHECKING:
    from .window import GameWindow


def stake(rules: Rules, maker: int, alone: tuple[int, ...], maker_tricks: int,
          seat: int) -> int:
    """What ``seat`` scores, by the engine's scoring, when the Cutthroat maker takes
    ``maker_tricks`` with ``alone`` gone alone."""
    others = [s for s in range(3) if s != maker]
    won = [0, 0, 0]
    won[maker], won[others[0]] = maker_tricks, 5 - maker_tricks
    entries = contract_entries(rules, maker, 0, alone, won)
    return sum(e.points for e in entries if seat in e.seats)


class RiskyCalls(QObject):
    """Asks before the player shoots the moon or goes alone (not in a lesson's scripted
    steps), while the preference is on; the question's "Don't ask again" turns it off."""

    answered = Signal()  # the question was answered (the preference may have changed)

    def __init__(self, window: GameWindow) -> None:
        assert isinstance(window, QWidget)  # the main window itself
        super().__init__(window)
        self.window = window
        self.box: QMessageBox | None = None

    def hold(self, action: Action) -> bool:
        """Whether ``action`` waits for the player's confirmation (the question is open)."""
        c = self.window.controller
        view = c.view
        if action.act not in (Act.MOON, Act.ALONE) or view is None or c.scripted:
            return False  # a lesson's steps say what a call means as they ask for it
        if not self.window.settings.confirm_risky_calls:
            return False
        rules = view.rules
        if action.act == Act.MOON:
            question, yes = self.tr("Shoot the moon?"), self.tr("Shoot the moon")
            stakes = self.tr("You must take all {0} tricks: you win {1} points if you do, "
                             "and lose {2} if you do not.").format(
                rules.tricks_per_hand, rules.moon_points, rules.moon_failure)
        elif view.phase == Phase.DEFEND and view.declarer is not None:
            question, yes = self.tr("Defend alone?"), self.tr("Defend alone")
            maker, lone = view.declarer, (*view.alone, view.seat)
            stakes = self.tr(
                "The other defender sits out, and you must stop the maker without help. "
                "If you take 3 or 4 tricks, both defenders score +{0}; if you take all 5, "
                "both score +{1}. If the maker takes 3 or more, the maker scores as usual."
            ).format(stake(rules, maker, lone, 2, view.seat),
                     stake(rules, maker, lone, 0, view.seat))
        else:
            question, yes = self.tr("Go alone?"), self.tr("Go alone")
            me, defender = view.seat, (view.seat + 1) % 3
            stakes = self.tr(
                "You play your own five cards without the dummy: all 5 tricks score +{0} "
                "(+{1} with the dummy), 3 or 4 tricks score +{2} as usual, and fewer than 3 "
                "give each defender +{3}."
            ).format(stake(rules, me, (me,), 5, me), stake(rules, me, (), 5, me),
                     stake(rules, me, (me,), 3, me), stake(rules, me, (me,), 2, defender))
        box = QMessageBox(QMessageBox.Icon.Question, question, question,
                          QMessageBox.StandardButton.NoButton, self.window)
        box.setObjectName("confirm-call")
        box.setInformativeText(stakes)
        go = box.addButton(yes, QMessageBox.ButtonRole.AcceptRole)
        go.setObjectName("confirm")
        cancel = box.addButton(QMessageBox.StandardButton.Cancel)
        cancel.setObjectName("cancel")
        box.setDefaultButton(cancel)
        again = QCheckBox(self.tr("Don't ask again"))
        again.setObjectName("dont-ask-again")
        box.setCheckBox(again)
        box.buttonClicked.connect(
            lambda button: self._answered(button is go, again.isChecked(), action))
        box.finished.connect(box.deleteLater)
        self.box = box
        box.open()
        return True

    def _answered(self, confirmed: bool, never_again: bool, action: Action) -> None:
        self.box = None
        if never_again:
            self.window.settings.set_confirm_risky_calls(False)
        self.answered.emit()
        if confirmed:
            self.window.controller.act(action)
