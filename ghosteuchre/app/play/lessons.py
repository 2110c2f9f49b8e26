"""Lessons and practice deals on the real table.

A ``LessonSession`` wraps the learner's ``Runner`` (``ghosteuchre/learn``): the
controller sends the learner's actions to it instead of the engine while the
lesson runs, plays the other seats' scripted moves it queues, and after the last
step the hand is finished against Easy bots.  The runner decides every rule;
this module only turns the table's actions into the runner's record format.
``LessonsWindow`` lists the lessons (with a tick for each one finished) and the
practice deals of each variant.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from PySide6.QtCore import QCoreApplication, QObject, Qt, Signal
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from ...engine.actions import Act, Action
from ...engine.cards import SUITS, Card
from ...learn.actions import engine_steps
from ...learn.lesson import Lesson, Step
from ...learn.load import lessons
from ...learn.practice import PracticeDeal, load_practice, practice_files
from ...learn.practiceplay import PracticeRunner
from ...learn.runner import Outcome, Progress, Runner
from ..words.lessontext import (
    in_words,
    practice_lesson,
    practice_sentence,
    runner_sentence,
    translated_lesson,
)

translate = QCoreApplication.translate

_RECORD_ACTS = {Act.SWAP: "swap", Act.MOON: "moon", Act.PASS: "pass", Act.ORDER: "order",
                Act.DECLINE: "decline", Act.PICKUP: "pickup", Act.DUMMY: "dummy",
                Act.ALONE: "alone"}


def record_action(action: Action) -> dict[str, Any]:
    """The table's engine action in the record's format (``{"act": "play", "card": "JD"}``)."""
    if action.act == Act.PLAY:
        return {"act": "play", "card": str(action.card)}
    if action.act == Act.TRUMP:
        return {"act": "trump", "suit": SUITS[action.arg]}
    if action.act == Act.BID:
        return {"act": "bid", "tricks": action.arg}
    if action.act == Act.CALL_RENEGE:
        return {"act": "call_renege", "accused": action.arg}
    if action.act == Act.DISCARD:
        return {"act": "discard", "card": str(action.card)}
    return {"act": _RECORD_ACTS[action.act]}


@dataclass(frozen=True, slots=True)
class Course:
    """A lesson or a practice deal as the list shows it; ``key`` names its progress."""

    key: str
    kind: str  # "lesson" or "practice"
    title: str
    summary: str
    lesson: Lesson
    variant: str = ""
    level: int = 0
    deal: PracticeDeal | None = None  # a practice deal's own data (goal, position)


def courses() -> list[Course]:
    """The lessons in curriculum order, then each variant's practice deals, easy to hard."""
    shown = [translated_lesson(les) for les in lessons()]
    found = [Course(les.id, "lesson", les.title, les.summary, les) for les in shown]
    for path in practice_files():
        deals: list[PracticeDeal] = load_practice(path)
        for number, deal in enumerate(sorted(deals, key=lambda d: d.level), 1):
            variant = str(deal.record["variant"])
            lesson = practice_lesson(deal)
            title = translate("Coach", "Practice deal {0}").format(number)  # no two alike
            found.append(Course("practice-" + deal.id, "practice", title, lesson.title,
                                lesson, variant, deal.level, deal))
    return found


class LessonSession(QObject):
    """One lesson (or practice deal) being played on the table.

    ``queue`` holds the other seats' scripted moves the table has not shown yet;
    ``feedback`` what the coach says about the learner's last try (``ok`` tells
    whether it was accepted); ``free`` turns true once the learner finishes the
    hand against Easy bots."""

    changed = Signal()  # the step or the feedback changed
    completed = Signal(str)  # the course's key, when its last step is done
    progressed = Signal(str, int)  # the course's key and the step to continue at (0: none)

    def __init__(self, course: Course, parent: QObject | None = None,
                 saved_step: int = 0) -> None:
        super().__init__(parent)
        self.course = course
        self.runner = self._runner()
        steps = len(course.lesson.steps)
        # a lesson left part-way offers to continue at the step reached
        self.offer_step = saved_step if course.kind == "lesson" and 0 < saved_step < steps \
            else 0
        self.queue: list[tuple[int, tuple[Action, ...]]] = []
        self.feedback = ""
        self.ok = True
        self.free = False
        self.left = False  # the player went back to the list
        self.pending: dict[str, Any] | None = None  # begun, its discards still to choose

    def _runner(self) -> Runner:
        """A lesson's runner; a practice deal's grades every card by the solver."""
        if self.course.deal is not None:
            return PracticeRunner(self.course.deal, self.course.lesson)
        return Runner(self.course.lesson)

    @property
    def step(self) -> Step | None:
        return self.runner.step

    def hint(self) -> Card | None:
        """In a practice deal: a card that keeps the goal, and why (said by the coach)."""
        runner = self.runner
        found = runner.hint() if isinstance(runner, PracticeRunner) else None
        if found is None:
            return None
        card, outcome = found
        self.ok = True
        self.feedback = practice_sentence(outcome.words) if outcome.words \
            else outcome.explanation
        self.changed.emit()
        return card

    @property
    def finished(self) -> bool:
        return self.runner.finished

    def step_number(self) -> tuple[int, int]:
        """The current step, counted from 1, and the number of steps."""
        return self.runner.index + 1, self.runner.step_count

    def try_action(self, action: Action) -> Outcome:
        """The learner's action from the table, as the runner answers it.  Picking up,
        taking the dummy or going alone that the step expects with discards is accepted
        at once; the runner judges it whole when the discards come (try_discards)."""
        step = self.runner.step
        record = record_action(action)
        if self.pending is None and self.runner.begins(record):
            self.pending = record
            return self._said(Outcome(True, ""))
        return self._tried(step, self.runner.try_action(record), record)

    def try_discards(self, cards: list[Card]) -> Outcome:
        """The discards that complete the pending action, as the runner answers the whole."""
        if self.pending is None:
            return self._said(Outcome(False, translate("Coach", "There is nothing to discard "
                                                       "now.")))
        names = [str(c) for c in cards]
        whole = dict(self.pending, discard=names if self.pending["act"] == "dummy"
                     else names[0])
        step = self.runner.step
        outcome = self.runner.try_action(whole)
        if outcome.ok:
            self.pending = None
        return self._tried(step, outcome, whole)

    def _tried(self, step: Step | None, outcome: Outcome, record: dict[str, Any]) -> Outcome:
        outcome = in_words(outcome, self.runner, step, record)
        if self._queued(outcome).ok and self.hides_notes and step is not None \
                and not outcome.explanation:
            outcome = Outcome(True, step.text)  # the move's note, once it is played
        return self._said(outcome)

    @property
    def hides_notes(self) -> bool:
        """In a practice deal the note of a move is said once the learner has found it;
        until then the coach shows the goal."""
        return self.course.kind == "practice"

    def resume(self) -> None:
        """Continue at the offered step, as if the learner had done every step before it."""
        step, self.offer_step = self.offer_step, 0
        if step:
            self.runner = Runner.resume(self.course.lesson,
                                        Progress(self.course.lesson.id, step, False))
            self.queue = []
            self.pending = None
            self.feedback = ""
        self.changed.emit()

    def start_again(self) -> None:
        """Decline the offer: the lesson starts from its first step."""
        self.offer_step = 0
        self.progressed.emit(self.course.key, 0)
        self.changed.emit()

    def answer(self, choice: int) -> Outcome:
        return self._said(self._queued(self.runner.answer(choice)))

    def next(self) -> Outcome:
        """Read on: the scripted moves held back while a finished trick was read about
        come next."""
        return self._said(self._queued(self.runner.next()))

    def _queued(self, outcome: Outcome) -> Outcome:
        if outcome.ok:
            self.queue += [(m["seat"], engine_steps(m)) for m in self.runner.bot_moves]
        return outcome

    def _said(self, outcome: Outcome) -> Outcome:
        self.ok = outcome.ok
        self.feedback = runner_sentence(outcome.explanation)
        if outcome.ok and self.course.kind == "lesson":
            self.progressed.emit(self.course.key,
                                 0 if self.runner.finished else self.runner.index)
        self.changed.emit()
        if outcome.ok and self.runner.finished:
            self.completed.emit(self.course.key)
        return outcome


class LessonsWindow(QDialog):
    """The lessons with a tick for each one finished, and each variant's practice deals;
    ``chosen(key)`` when one is opened (double-click, Enter or Start)."""

    chosen = Signal(str)

    def __init__(self, items: list[Course], done: set[str], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("lessons-window")
        self.setWindowTitle(self.tr("Learn to play"))
        self.resize(640, 480)
        self.courses = items
        self.tabs = QTabWidget()
        self.lists: dict[str, QListWidget] = {}
        layout = QVBoxLayout(self)
        intro = QLabel(self.tr("Each lesson plays on the table: the coach explains, asks and "
                               "shows you what to do. Any lesson can be played again."))
        intro.setWordWrap(True)
        layout.addWidget(intro)
        layout.addWidget(self.tabs)
        self._add_list("lesson", self.tr("Lessons"))
        for variant, label in (("ghost-hand", self.tr("Practice: Ghost Hand")),
                               ("cutthroat", self.tr("Practice: Cutthroat"))):
            if any(c.variant == variant for c in items):
                self._add_list(variant, label)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        self.start_button = buttons.addButton(self.tr("Start"),
                                              QDialogButtonBox.ButtonRole.AcceptRole)
        self.start_button.setObjectName("start-lesson")
        buttons.accepted.connect(self._start_current)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
        self.set_done(done)

    def _add_list(self, group: str, label: str) -> None:
        widget = QListWidget()
        widget.setObjectName("list-" + group)
        widget.setWordWrap(True)
        widget.setAlternatingRowColors(True)
        widget.itemActivated.connect(lambda item: self._open(item))
        self.lists[group] = widget
        self.tabs.addTab(widget, label)

    def set_done(self, done: set[str]) -> None:
        """Fill the lists, with a tick before each finished course."""
        for shown in self.lists.values():
            shown.clear()
        number = 0
        for course in self.courses:
            group = "lesson" if course.kind == "lesson" else course.variant
            widget = self.lists.get(group)
            if widget is None:
                continue
            tick = "✓ " if course.key in done else "    "
            if course.kind == "lesson":
                number += 1
                text = self.tr("{0}{1}. {2}\n{3}").format(tick, number, course.title,
                                                          course.summary)
            else:
                text = self.tr("{0}{1}, level {2}: {3}").format(tick, course.title,
                                                                 course.level, course.summary)
            item = QListWidgetItem(text)
            item.setData(Qt.ItemDataRole.UserRole, course.key)
            item.setToolTip(self.tr("Finished") if course.key in done
                            else self.tr("Not played yet"))
            widget.addItem(item)
        for widget in self.lists.values():
            if widget.currentRow() < 0 and widget.count():
                widget.setCurrentRow(0)

    def select_after(self, key: str, done: bool) -> None:
        """Show the course played last in its list: once it is done, the one after it (the
        next lesson), else ``key`` itself."""
        for index, widget in enumerate(self.lists.values()):
            rows = [widget.item(r).data(Qt.ItemDataRole.UserRole) for r in range(widget.count())]
            if key in rows:
                widget.setCurrentRow(min(rows.index(key) + int(done), len(rows) - 1))
                self.tabs.setCurrentIndex(index)
                return

    def item_for(self, key: str) -> QListWidgetItem | None:
        for widget in self.lists.values():
            for row in range(widget.count()):
                item = widget.item(row)
                if item.data(Qt.ItemDataRole.UserRole) == key:
                    return item
        return None

    def _start_current(self) -> None:
        widget = self.tabs.currentWidget()
        if isinstance(widget, QListWidget) and widget.currentItem() is not None:
            self._open(widget.currentItem())

    def _open(self, item: QListWidgetItem) -> None:
        key = item.data(Qt.ItemDataRole.UserRole)
        self.accept()
        self.chosen.emit(str(key))
