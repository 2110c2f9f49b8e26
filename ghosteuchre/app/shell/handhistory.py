"""Game → Hand history: the current game's finished hands, or a past or opened game's, in
their window beside the table; the hand summary's "Review your play"; and "Play this deal
again" from the hand history, as a new game."""

from __future__ import annotations

import random
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import QWidget

if TYPE_CHECKING:
    from ..screens.history import GameHistory
    from ..screens.historywindow import HandHistoryWindow
    from .window import GameWindow

translate = QCoreApplication.translate  # literal context and text, for pyside6-lupdate


def show_hand_history(window: GameWindow, record: Any = None, hand_index: int | None = None
                      ) -> HandHistoryWindow | None:
    """The hand history: the current game's finished hands, or with ``record`` (a loaded
    record, ``engine.record.Loaded``) a past or opened game's; at hand ``hand_index``
    (from 0), else at the last hand.  None if there is no hand to show."""
    from ..play.worker import review_in_process
    from ..screens.history import GameHistory
    from ..screens.historywindow import HandHistoryWindow

    assert isinstance(window, QWidget)  # the main window itself
    c = window.controller
    history = GameHistory.from_controller(c) if record is None else \
        GameHistory.from_record(record)
    if history is None or not history.logs:
        window.nothing_to_show(translate("MainWindow", "No hand has been finished yet."))
        return None
    if window.history_window is not None:
        window.history_window.close()
    shown = HandHistoryWindow(history, c.pacing, window.settings, review_in_process,
                              c.bot_factory, window)
    shown.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
    shown.destroyed.connect(lambda: setattr(window, "history_window", None))
    shown.play_again_requested.connect(
        lambda again, hand, seat: play_deal_again(window, again, hand, seat))
    shown.rules_wanted.connect(window.show_rules)
    if hand_index is not None:
        shown.show_hand(hand_index)
    window.history_window = shown
    shown.show()
    return shown


def review_last_hand(window: GameWindow) -> None:
    """The hand summary's "Review your play": the hand just played, reviewed."""
    shown = window.show_hand_history()
    if shown is not None:
        shown.start_review()


def play_deal_again(window: GameWindow, history: GameHistory, hand: int, seat: int) -> None:
    """A new game whose first hand is ``hand`` of ``history`` again (the same cards and
    dealer), with the player in ``seat``; later hands are new deals."""
    from ..screens.history import deal_again

    state, names, levels = deal_again(history, hand, seat)

    def proceed() -> None:
        if window.history_window is not None:
            window.history_window.close()
        window.controller.resume(state, random.SystemRandom().randrange(1 << 31), names,
                                 levels, seat)
        window.table.setFocus()

    window.keeper.leave_then(proceed)
