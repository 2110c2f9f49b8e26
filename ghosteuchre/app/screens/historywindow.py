"""The hand history's window: one hand of a game at a time on the real table, stepped
action by action from any seat or with every hand open, the bots' reasons under each
step, the review of the player's decisions beside it, and "Play this deal again".

Its table is a ``TableView`` driven by a ``Controller`` whose session has a
``ReplayDriver``: it shows a state set from outside and never plays.  Reasons not kept
and the review are worked out by a ``HistoryWorker`` (``history``).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from typing import TYPE_CHECKING

from PySide6.QtCore import QPoint, Qt, Signal
from PySide6.QtGui import QAction, QCloseEvent, QKeyEvent, QKeySequence
from PySide6.QtWidgets import (
    QComboBox,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QMenu,
    QProgressBar,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from ...engine.actions import Act
from ...engine.view import PlayerView, view_of
from ...session import ReplayDriver
from ..play.controller import Controller
from ..storage.settings import Appearance, Pacing, Settings
from ..words import who
from ..words.historywords import action_text, open_hands_lines, review_line, review_summary
from ..words.korean import fit_particles
from ..words.reasons import reason_text
from .history import GameHistory, HistoryWorker, Reviewer, Step
from .rulesref import game_words

if TYPE_CHECKING:
    from ...bots import Bot, Reason
    from ...bots.verdict import DecisionReview, HandDecision
    from ..table import TableView

ALL_OPEN = 3  # the seat selector's last entry: every hand face up
TABLE_LEAST_W = 480  # the replay's table: narrower than the game's, which has the bar
SIZE = (1200, 760)  # the window's size when none is remembered and the screen has room
SIDE_CHARS = 34  # the least width of the panel beside the table, in average characters


class HandHistoryWindow(QWidget):
    """One hand of a game at a time on the table, stepped action by action, from any
    seat or with every hand open; the review of the player's decisions beside it."""

    play_again_requested = Signal(object, int, int)  # GameHistory, hand, seat
    rules_wanted = Signal(str)  # a word's link: the rules reference's topic

    def __init__(self, history: GameHistory, pacing: Pacing, settings: Settings,
                 reviewer: Reviewer, bot_factory: Callable[[str], Bot],
                 parent: QWidget | None = None) -> None:
        super().__init__(parent, Qt.WindowType.Window)
        from ..table import TableView

        self.setObjectName("hand-history")
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setWindowTitle(self.tr("Hand history"))
        self.history = history
        self.settings = settings
        self.controller = Controller(replace(pacing, bot_delay_ms=0), self)
        self.table: TableView = TableView(self.controller, self)
        self.table.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.table.setMinimumWidth(TABLE_LEAST_W)  # no decision bar: room for the side panel
        self.table.laid_out.connect(self._hide_play_controls)
        self.table.set_appearance(settings.appearance())  # the cards as the game's table
        self.worker = HistoryWorker(reviewer, bot_factory, self)
        self.worker.reason_found.connect(self._on_reason)
        self.worker.reviewed.connect(self._on_reviewed)
        self.worker.failed.connect(self._on_failed)
        self.hand = -1
        self.position = 0
        self.steps: list[Step] = []
        self.reasons: dict[int, Reason | str | None] = {}  # this hand's, by action index
        self.decisions: list[HandDecision] = []
        self.reviews: dict[int, DecisionReview] = {}
        self.reviewing = False
        self._shown: tuple[int, int, bool] | None = None  # (hand, seat, all open) shown
        self._build()
        self._place()
        seat = history.human if history.human is not None else 0
        self.seat_box.setCurrentIndex(seat)
        self.show_hand(len(history.logs) - 1)

    # ------------------------------------------------------------ widgets
    def _build(self) -> None:
        top = QHBoxLayout()
        self.hand_box = QComboBox(self)
        self.hand_box.setObjectName("history-hand")
        for hand in range(len(self.history.logs)):
            self.hand_box.addItem(self.history.label(hand))
        self.hand_box.activated.connect(self.show_hand)
        self.hand_box.activated.connect(lambda _: self.setFocus())
        self.seat_box = QComboBox(self)
        self.seat_box.setObjectName("history-seat")
        for seat in range(3):
            self.seat_box.addItem(self.tr("{0}'s view").format(self._name(seat))
                                  if seat != self.history.human else self.tr("Your view"))
        self.seat_box.addItem(self.tr("All cards open"))
        self.seat_box.activated.connect(lambda _: self._show())
        self.seat_box.activated.connect(lambda _: self.setFocus())
        for box, least in ((self.hand_box, 16), (self.seat_box, 10)):  # a long label
            box.setSizeAdjustPolicy(  # leaves the window narrow enough for a small screen
                QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon)
            box.setMinimumContentsLength(least)
        self.again_button = QPushButton(self.tr("Play this deal again"), self)
        self.again_button.setObjectName("history-again")
        menu = QMenu(self.again_button)
        for seat in range(3):
            text = (self.tr("In your seat") if seat == self.history.human
                    else self.tr("In {0}'s seat").format(self._name(seat)))
            action = menu.addAction(text)
            action.setObjectName(f"again-{seat}")
            action.triggered.connect(lambda _=False, s=seat: self.play_again(s))
        self.again_menu = menu
        self.again_button.setMenu(menu)
        top.addWidget(QLabel(self.tr("Hand:"), self))
        top.addWidget(self.hand_box, 1)
        top.addWidget(QLabel(self.tr("Show:"), self))
        top.addWidget(self.seat_box)
        top.addWidget(self.again_button)

        steps = QHBoxLayout()
        self.buttons: dict[str, QPushButton] = {}
        self._keys: dict[str, Callable[[], None]] = {}
        for name, text, slot, keys in (
            ("start", self.tr("|◀ Start"), self.to_start, ("Home",)),
            ("trick-back", self.tr("◀◀ Trick"), self.trick_back, ("Ctrl+Left",)),
            ("back", self.tr("◀ Back"), self.back, ("Left",)),
            ("forward", self.tr("Forward ▶"), self.forward, ("Right",)),
            ("trick-end", self.tr("End of trick ▶▶"), self.trick_end, ("Ctrl+Right",)),
            ("end", self.tr("End ▶|"), self.to_end, ("End",)),
        ):
            button = QPushButton(text, self)
            button.setObjectName(f"history-{name}")
            button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
            button.clicked.connect(slot)
            button.setToolTip(keys[0])
            steps.addWidget(button)
            self.buttons[name] = button
            action = QAction(self)
            action.setShortcuts([QKeySequence(k) for k in keys])
            action.setShortcutContext(Qt.ShortcutContext.WindowShortcut)
            action.triggered.connect(slot)
            self.addAction(action)
            self._keys[keys[0]] = slot
        self.close_button = QPushButton(self.tr("Close"), self)
        self.close_button.setObjectName("history-close")
        self.close_button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.close_button.setToolTip(QKeySequence(Qt.Key.Key_Escape).toString(
            QKeySequence.SequenceFormat.NativeText))
        self.close_button.clicked.connect(self.leave)
        steps.addSpacing(self.fontMetrics().averageCharWidth() * 2)
        steps.addWidget(self.close_button)
        escape = QAction(self)
        escape.setShortcut(QKeySequence(Qt.Key.Key_Escape))
        escape.setShortcutContext(Qt.ShortcutContext.WindowShortcut)
        escape.triggered.connect(self.leave)
        self.addAction(escape)
        self._keys[QKeySequence(Qt.Key.Key_Escape).toString()] = self.leave
        self.step_label = QLabel(self)
        self.step_label.setObjectName("history-step")
        self.step_label.setWordWrap(True)
        self.reason_label = QLabel(self)
        self.reason_label.setObjectName("history-reason")
        self.reason_label.setWordWrap(True)

        self.side = QWidget(self)
        self.side.setObjectName("history-side")
        # wide enough for lines of five or six words, even on a small window; with larger
        # text, as wide as at the usual size, so that the table keeps its room
        scale = self.settings.appearance().text_scale
        self.side.setMinimumWidth(int(self.fontMetrics().averageCharWidth() * SIDE_CHARS
                                      / max(1.0, scale)))
        side = QVBoxLayout(self.side)
        side.setContentsMargins(0, 0, 0, 0)
        self.open_hands = QLabel(self)
        self.open_hands.setObjectName("history-open-hands")
        self.open_hands.setWordWrap(True)
        self.review_button = QPushButton(self.tr("Review my play"), self)
        self.review_button.setObjectName("history-review")
        self.review_button.clicked.connect(self.start_review)
        self.review_button.setEnabled(self.history.human is not None)
        self.progress = QProgressBar(self)
        self.progress.setObjectName("history-progress")
        self.progress.hide()
        self.review_status = QLabel(self)
        self.review_status.setObjectName("history-review-status")
        self.review_status.setWordWrap(True)
        self.review_list = QListWidget(self)
        self.review_list.setObjectName("history-review-list")
        self.review_list.setWordWrap(True)
        self.review_list.itemClicked.connect(self._review_item_clicked)
        self.words = QLabel(self.tr("What the words mean: {0}.").format(
            game_words(self.history.rules.is_ghost)), self)
        self.words.setObjectName("history-words")
        self.words.setWordWrap(True)
        self.words.setTextFormat(Qt.TextFormat.RichText)
        self.words.setTextInteractionFlags(Qt.TextInteractionFlag.LinksAccessibleByMouse)
        self.words.linkActivated.connect(self.rules_wanted)
        side.addWidget(self.open_hands)
        side.addWidget(self.review_button)
        side.addWidget(self.progress)
        side.addWidget(self.review_status)
        side.addWidget(self.review_list, 1)
        side.addWidget(self.words)

        middle = QHBoxLayout()
        middle.addWidget(self.table, 3)
        middle.addWidget(self.side, 1)
        outer = QVBoxLayout(self)
        outer.addLayout(top)
        outer.addLayout(middle, 1)
        outer.addWidget(self.step_label)
        outer.addWidget(self.reason_label)
        outer.addLayout(steps)

    def _place(self) -> None:
        """The size and place the window had when it was last closed, else a size that
        fits the screen (at most ``SIZE``), centred on it."""
        geometry = self.settings.history_geometry()
        if geometry is not None and self.restoreGeometry(geometry):
            return
        parent = self.parentWidget()
        screen = parent.screen() if parent is not None else self.screen()
        room = screen.availableGeometry()
        frame = 40  # the window manager's title bar and borders
        least = self.minimumSizeHint()
        width = max(least.width(), min(SIZE[0], room.width() - frame))
        height = max(least.height(), min(SIZE[1], room.height() - frame))
        self.resize(width, height)
        self.move(room.center() - QPoint(width // 2, height // 2))

    def _name(self, seat: int) -> str:
        return self.history.names[seat]

    def _hide_play_controls(self) -> None:
        """The replay shows the table only: no decision bar, prompt or hint button."""
        for widget in (self.table.bar, self.table.prompt, self.table.hint_button):
            widget.hide()

    def set_appearance(self, appearance: Appearance) -> None:
        """The card back, the court cards, the four-colour deck and the text size of the
        Preferences, at once."""
        self.table.set_appearance(appearance)

    # ------------------------------------------------------------- hands
    @property
    def seat(self) -> int:
        """The seat the table is seen from (the player's when every hand is open)."""
        chosen = self.seat_box.currentIndex()
        if chosen == ALL_OPEN:
            return self.history.human if self.history.human is not None else 0
        return chosen

    @property
    def all_open(self) -> bool:
        return self.seat_box.currentIndex() == ALL_OPEN

    def show_hand(self, hand: int) -> None:
        """Hand ``hand`` at its end (its review, if any, starts again)."""
        if not 0 <= hand < len(self.history.logs):
            return
        self.worker.cancel()
        self.hand = hand
        self.hand_box.setCurrentIndex(hand)
        self.steps = self.history.steps(hand)
        self.reasons = {i: why for (h, i), why in self.history.reasons.items() if h == hand}
        self.decisions = []
        self.reviews = {}
        self.reviewing = False
        self.review_list.clear()
        self.review_status.clear()
        self.progress.hide()
        self._find_missing_reasons()
        self.go(len(self.steps) - 1)

    def go(self, position: int) -> None:
        """Show the hand after ``position`` actions (0: just dealt)."""
        self.position = max(0, min(position, len(self.steps) - 1))
        self._show()

    def forward(self) -> None:
        self.go(self.position + 1)

    def back(self) -> None:
        self.go(self.position - 1)

    def to_start(self) -> None:
        self.go(0)

    def to_end(self) -> None:
        self.go(len(self.steps) - 1)

    def trick_end(self) -> None:
        """Forward to the next finished trick (or the hand's end)."""
        for i in range(self.position + 1, len(self.steps)):
            if self.steps[i].trick_done:
                self.go(i)
                return
        self.to_end()

    def trick_back(self) -> None:
        """Back to the previous finished trick (or the deal)."""
        for i in range(self.position - 1, 0, -1):
            if self.steps[i].trick_done:
                self.go(i)
                return
        self.to_start()

    @property
    def view(self) -> PlayerView | None:
        """What the table shows now (the shown seat's view)."""
        return self.controller.view

    def _show(self) -> None:
        step = self.steps[self.position]
        shown = (self.hand, self.seat, self.all_open)
        session, history = self.controller.session, self.history
        session.driver = ReplayDriver(self.seat)
        session.names, session.levels = list(history.names), list(history.levels)
        session.human, session.seed = history.human, history.seed
        session.open_cards = self.all_open
        session.show(step.state, step.trick_done, shown != self._shown)
        self._shown = shown
        self.buttons["back"].setEnabled(self.position > 0)
        self.buttons["start"].setEnabled(self.position > 0)
        self.buttons["trick-back"].setEnabled(self.position > 0)
        last = len(self.steps) - 1
        for name in ("forward", "trick-end", "end"):
            self.buttons[name].setEnabled(self.position < last)
        self.step_label.setText(fit_particles(self._step_text(step)))
        self.reason_label.setText(fit_particles(self._reason_text(step)))
        self.open_hands.setVisible(self.all_open)
        if self.all_open:
            self.open_hands.setText("\n".join(open_hands_lines(self.history.names, step.state)))

    def _step_text(self, step: Step) -> str:
        count = len(self.steps) - 1
        if step.action is None or step.seat is None:
            return who.deal_step(self.history.names, step.state.dealer, self.history.human,
                                 count)
        return self.tr("Action {0} of {1}: {2}").format(
            self.position, count, action_text(self.history.names, step.seat, step.action,
                                              step.state, self.seat, self.history.human,
                                              self.all_open))

    def _reason_text(self, step: Step) -> str:
        seat = step.seat
        if seat is None or seat == self.history.human or step.action is None:
            return ""
        if step.action.act == Act.CALL_RENEGE:
            return ""
        if step.action.act == Act.DISCARD and seat != self.seat and not self.all_open:
            return self.tr("Choose “All cards open” to see which card {0} discarded, and "
                           "why.").format(self._name(seat))
        index = self.position - 1
        if index not in self.reasons:
            if self._only_choice(index):
                return ""
            return self.tr("Working out {0}'s reason…").format(self._name(seat))
        why = self.reasons[index]
        if why is None:
            return self.tr("{0}'s reason was not saved with the game.").format(self._name(seat))
        return self.tr("{0}'s reason: “{1}”").format(self._name(seat), reason_text(why))

    def _only_choice(self, index: int) -> bool:
        """Whether the action at ``index`` was the only one its player could take."""
        state = self.steps[index].state
        return len(state.legal_actions()) <= 1

    # ------------------------------------------------------------ reasons
    def _find_missing_reasons(self) -> None:
        """Ask again, with the seeds they had, the bots whose reasons were not kept."""
        human = self.history.human
        for index, (seat, action) in enumerate(self.history.logs[self.hand].actions):
            if seat == human or action.act == Act.CALL_RENEGE or index in self.reasons:
                continue
            if self._only_choice(index):
                continue
            level = self.history.levels[seat] or "hard"
            view = view_of(self.steps[index].state, seat)
            seed = self.history.bot_seed(self.hand, index, seat)
            self.worker.find_reason(index, view, level, seed, action)

    def _on_reason(self, generation: int, index: int, reason: Reason | str | None) -> None:
        if generation != self.worker.generation:
            return
        self.reasons[index] = reason
        if index == self.position - 1:
            self.reason_label.setText(self._reason_text(self.steps[self.position]))

    # ------------------------------------------------------------- review
    def start_review(self) -> None:
        """Review each of the player's decisions in this hand, one by one, off the UI
        thread; the list fills in as the answers come."""
        from ...bots.review import hand_decisions
        from ...bots.seeding import judge_seed

        human = self.history.human
        if human is None or self.reviewing or self.reviews:
            return
        h = self.history
        self.decisions = list(hand_decisions(h.rules, h.first_dealer, h.logs, self.hand, human))
        self.reviewing = True
        self.review_list.clear()
        self.progress.setRange(0, max(1, len(self.decisions)))
        self.progress.setValue(0)
        self.progress.show()
        if not self.decisions:
            self._review_done()
            return
        self.review_status.setText(self.tr("Reviewing your play…"))
        for place, decision in enumerate(self.decisions):
            seed = judge_seed(h.seed, self.hand, decision.index)
            self.worker.review(place, decision.view, decision.chosen, seed)

    def _on_reviewed(self, generation: int, place: int, review: DecisionReview) -> None:
        if generation != self.worker.generation or not self.reviewing:
            return
        self.reviews[place] = review
        self.progress.setValue(len(self.reviews))
        self.review_status.setText(self.tr("Reviewing your play… {0} of {1}").format(
            len(self.reviews), len(self.decisions)))
        if len(self.reviews) == len(self.decisions):
            self._review_done()

    def _on_failed(self, generation: int) -> None:
        if generation == self.worker.generation and self.reviewing:
            self.reviewing = False
            self.progress.hide()
            self.review_status.setText(self.tr("The review could not be finished."))

    def _review_done(self) -> None:
        from ...bots.review import called_reneges
        from ...bots.verdict import review_total
        self.reviewing = False
        self.progress.hide()
        h, human = self.history, self.history.human
        called = called_reneges(h.rules, h.first_dealer, h.logs, self.hand, human) \
            if human is not None else {}
        for place, decision in enumerate(self.decisions):  # what the game took counts
            if decision.index in called:
                self.reviews[place] = self.reviews[place].penalised(called[decision.index])
        marked = 0
        for place, decision in enumerate(self.decisions):
            review = self.reviews[place]
            item = QListWidgetItem(review_line(decision.view, review))
            item.setData(Qt.ItemDataRole.UserRole, decision.index)
            if review.marked:
                marked += 1
                font = item.font()
                font.setBold(True)
                item.setFont(font)
            self.review_list.addItem(item)
        total = review_total(self.reviews.values()) if marked else 0.0
        self.review_status.setText(review_summary(len(self.decisions), marked, total))

    def _review_item_clicked(self, item: QListWidgetItem) -> None:
        """Jump the replay to the moment of that decision, from the player's seat."""
        index = item.data(Qt.ItemDataRole.UserRole)
        if isinstance(index, int):
            human = self.history.human
            if human is not None and not self.all_open:
                self.seat_box.setCurrentIndex(human)
            self.go(index)

    def leave(self) -> None:
        """Close (the Close button, Esc)."""
        self.close()

    # ----------------------------------------------------------- play again
    def play_again(self, seat: int) -> None:
        """Ask the main window to deal this hand again with the player in ``seat``."""
        self.play_again_requested.emit(self.history, self.hand, seat)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        """The stepping keys and Esc, also when the window is not the active one."""
        text = QKeySequence(event.keyCombination()).toString()
        slot = self._keys.get(text)
        if slot is None:
            super().keyPressEvent(event)
            return
        slot()

    def closeEvent(self, event: QCloseEvent) -> None:
        self.settings.save_history_geometry(self.saveGeometry())
        self.worker.stop()
        super().closeEvent(event)
