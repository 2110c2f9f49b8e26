"""The coach of a lesson: a bubble next to the table element the step names, and a
translucent veil over the rest of the table.

The bubble shows the step's text and what the runner said about the learner's last
try; Next for a read step, a button per answer for a quiz, and after the last step
"Finish this hand" and "Back to the lessons".  It decides nothing: every click goes
to the lesson session (and so to the runner) or to the controller.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from PySide6.QtCore import QCoreApplication, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPaintEvent
from PySide6.QtWidgets import (
    QFrame,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from ...engine.state import Phase
from ...learn.lesson import Step
from ..table import TableView
from .bubbleplace import MARGIN, bubble_beside, bubble_place
from .controller import Controller
from .lessons import LessonSession

translate = QCoreApplication.translate

VEIL = QColor(0, 10, 5, 150)  # the dimming over the rest of the table


def anchor_element(step: Step | None, table: TableView, seat: int) -> str | None:
    """The table element a step's anchor names, as ``TableView.element_rect`` knows it:
    ``hand:N`` is seat N's cards, ``kitty`` whichever of the kitty, the ghost hand, the
    dummy or the dead hand is on the table, ``dummy`` the dummy hand, ``button:ACT`` the
    bar's button for the step's expected action."""
    if step is None or step.anchor is None:
        return None
    names = table.element_names()
    head, _, rest = step.anchor.partition(":")
    if head == "hand":
        return "hand" if rest == str(seat) else f"backs:{rest}"
    if head == "kitty":
        return next((n for n in ("kitty", "ghost", "dummy", "dead") if n in names), None)
    if head == "button":
        exact = _button_for(step, rest)
        if exact in names:
            return exact
        return next((n for n in names if n.startswith(f"button:{rest}")), "bar")
    return step.anchor


def _button_for(step: Step, act: str) -> str:
    expected = next((e for e in step.expect if e["act"] == act), None)
    if expected is None:
        return f"button:{act}"
    if act == "bid":
        return f"button:bid-{expected['tricks']}"
    if act == "trump":
        return f"button:trump-{expected['suit']}"
    if act == "call_renege":
        return f"button:renege-{expected['accused']}"
    return f"button:{act}"


class Veil(QWidget):
    """Dims the table except a hole around one element; clicks go through it."""

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.setObjectName("coach-veil")
        self.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
        self.hole: QRectF | None = None

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        path = QPainterPath()
        path.addRect(QRectF(self.rect()))
        if self.hole is not None:
            hole = QPainterPath()
            hole.addRoundedRect(self.hole, 10, 10)
            path = path.subtracted(hole)
        painter.fillPath(path, VEIL)
        if self.hole is not None:
            painter.setPen(QColor(255, 214, 90, 220))
            painter.drawRoundedRect(self.hole, 10, 10)


class Bubble(QFrame):
    """The coach's words: a heading, the feedback on the last try, the step's text and
    its buttons."""

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.setObjectName("coach")
        self.setStyleSheet(
            "#coach { background: #fffaf0; border: 2px solid #d9a520; border-radius: 10px; }"
            "#coach QLabel { color: #1d1d1d; background: transparent; }"
            "#coach QLabel#coach-heading { color: #6b5a2a; }"
            "#coach QLabel#coach-feedback[ok=\"true\"] { color: #1f6b2a; }"
            "#coach QLabel#coach-feedback[ok=\"false\"] { color: #a01818; }"
            "#coach QPushButton { padding: 4px 10px; }")
        layout = QVBoxLayout(self)
        layout.setContentsMargins(14, 10, 14, 12)
        layout.setSpacing(6)
        self.heading = QLabel()
        self.heading.setObjectName("coach-heading")
        self.feedback = QLabel()
        self.feedback.setObjectName("coach-feedback")
        self.text = QLabel()
        self.text.setObjectName("coach-text")
        for label in (self.heading, self.feedback, self.text):
            label.setWordWrap(True)
            label.setTextFormat(Qt.TextFormat.PlainText)
            layout.addWidget(label)
        self.row = QHBoxLayout()
        self.row.setSpacing(6)
        layout.addLayout(self.row)
        self.buttons: list[QPushButton] = []

    def set_feedback(self, text: str, ok: bool) -> None:
        self.feedback.setText(text)
        self.feedback.setProperty("ok", "true" if ok else "false")
        self.feedback.style().unpolish(self.feedback)
        self.feedback.style().polish(self.feedback)
        self.feedback.setVisible(bool(text))

    def set_buttons(self, buttons: list[tuple[str, str]]) -> list[QPushButton]:
        """Replace the buttons: (object name, text) each, left to right."""
        for button in self.buttons:
            button.hide()
            button.deleteLater()
        self.buttons = []
        if len(buttons) > 1 and any(len(text) > 14 for _, text in buttons):
            self.row.setDirection(QHBoxLayout.Direction.TopToBottom)
        else:
            self.row.setDirection(QHBoxLayout.Direction.LeftToRight)
        for name, text in buttons:
            button = QPushButton(text)
            button.setObjectName(name)
            button.setAutoDefault(True)
            button.setCursor(Qt.CursorShape.PointingHandCursor)
            self.row.addWidget(button)
            button.show()
            self.buttons.append(button)
        return self.buttons

    def button(self, name: str) -> QPushButton | None:
        return next((b for b in self.buttons if b.objectName() == name), None)


class Coach:
    """Keeps the bubble and the veil in step with the lesson session and the table."""

    def __init__(self, table: TableView, controller: Controller) -> None:
        self.table = table
        self.controller = controller
        self.session: LessonSession | None = None
        self.veil = Veil(table.viewport())
        self.bubble = Bubble(table.viewport())
        self.veil.hide()
        self.bubble.hide()
        table.toast_clear_of.append(self.bubble)
        self.anchor: str | None = None  # the element the bubble points at now
        self._shown: tuple[object, ...] | None = None  # what the bubble holds
        table.laid_out.connect(self.update)
        controller.game_started.connect(self._on_game_started)

    def set_session(self, session: LessonSession | None) -> None:
        self.session = session
        self._shown = None
        if session is not None:
            session.changed.connect(self.update)
        self.update()

    def _on_game_started(self) -> None:
        if self.controller.lesson is not self.session:
            self.set_session(None)

    # ------------------------------------------------------------ showing
    def _content(self) -> tuple[object, ...] | None:
        """What the bubble should say now, or None when it should not show."""
        session, c = self.session, self.controller
        if session is None or c.lesson is not session or c.state is None:
            return None
        hand_over = c.state.phase == Phase.HAND_OVER
        if session.free:
            return ("over",) if hand_over and c.awaiting_next_hand else None
        if session.queue or (c.holding_trick and not c.trick_read_about):
            return None
        if session.offer_step:
            return ("offer", session.offer_step)
        if session.finished:
            return ("finished", hand_over, session.feedback)
        return ("step", session.runner.index, session.feedback, session.ok,
                session.pending is not None)

    def update(self) -> None:
        content = self._content()
        if content is None:
            self.veil.hide()
            self.bubble.hide()
            self.anchor = None
            self._shown = None
            return
        changed = content != self._shown
        if changed:
            self._fill(content)
            self._shown = content
        session = self.session
        if session is not None and session.pending is not None and content[0] == "step":
            # the discards of the action begun are chosen next, then confirmed on the bar
            names = self.table.element_names()
            self.anchor = "button:discard" if "button:discard" in names else "hand"
        self._place()
        if changed:
            self._focus()

    def _focus(self) -> None:
        """Enter goes on from a read step (and after the last step); the table keeps the
        keys while the learner has something to play."""
        session, buttons = self.session, self.bubble.buttons
        step = session.step if session is not None else None
        offer = session is not None and session.offer_step
        if buttons and (step is None or step.kind == "read" or offer):
            buttons[0].setFocus()
        else:
            self.table.setFocus()

    def _fill(self, content: tuple[object, ...]) -> None:
        session = self.session
        assert session is not None
        bubble = self.bubble
        title = session.course.title
        self.anchor = None
        if content[0] == "over":
            bubble.heading.setText(title)
            bubble.set_feedback("", True)
            bubble.text.setText(translate("Coach", "The hand is over."))
            self._buttons([("coach-back", self._back_text(), self.controller.end_lesson)])
            return
        if content[0] == "offer":
            bubble.heading.setText(title)
            bubble.set_feedback("", True)
            reached, count = session.offer_step + 1, len(session.runner.lesson.steps)
            bubble.text.setText(translate(
                "Coach", "Last time you stopped at step {0} of {1}. Continue there, or start "
                "the lesson again?").format(reached, count))
            self._buttons([
                ("coach-resume", translate("Coach", "Continue at step {0}").format(reached),
                 self._resume),
                ("coach-restart", translate("Coach", "Start again"), session.start_again)])
            return
        if content[0] == "finished":
            bubble.heading.setText(title)
            bubble.set_feedback(session.feedback, True)
            if session.course.kind == "practice":
                bubble.text.setText(translate(
                    "Coach", "Well done: you reached the goal against the best defence."))
            else:
                bubble.text.setText(translate(
                    "Coach", "Lesson complete. Play the rest of the hand against Easy bots, or "
                    "go back to the lessons."))
            finish = translate("Coach", "Finish this hand")
            buttons = [] if content[1] else [
                ("coach-finish", finish, self.controller.finish_lesson_hand)]
            buttons.append(("coach-back", self._back_text(), self.controller.end_lesson))
            self._buttons(buttons)
            return
        step = session.step
        assert step is not None
        number, count = session.step_number()
        heading = translate("Coach", "{0} · step {1} of {2}")
        bubble.heading.setText(heading.format(title, number, count))
        said = session.feedback
        if said != step.text and said.endswith(" " + step.text):
            said = said.removesuffix(" " + step.text)  # the step's text follows anyway
        bubble.set_feedback(said, session.ok)
        if step.kind == "do" and session.hides_notes:
            bubble.text.setText(translate(
                "Coach", "Your turn: find a card that reaches the goal against the best "
                "defence."))
        else:
            bubble.text.setText(step.text)
        self.anchor = anchor_element(step, self.table, session.runner.seat)
        if step.kind == "read":
            self._buttons([("coach-next", translate("Coach", "Next"), session.next)])
        elif step.kind == "quiz":
            self._buttons([(f"coach-choice-{i}", text, lambda _=False, i=i: session.answer(i))
                           for i, text in enumerate(step.choices)])
        else:
            self._buttons([])

    def _resume(self) -> None:
        """Continue the lesson at the step reached last time: the table shows that step."""
        session = self.session
        if session is None:
            return
        session.resume()
        self.controller.start_lesson(session, self.controller.names)

    def _back_text(self) -> str:
        session = self.session
        if session is not None and session.course.kind == "practice":
            return translate("Coach", "Back to the practice deals")
        return translate("Coach", "Back to the lessons")

    def _buttons(self, specs: Sequence[tuple[str, str, Callable[..., object]]]) -> None:
        buttons = self.bubble.set_buttons([(name, text) for name, text, _ in specs])
        for button, (_, _, slot) in zip(buttons, specs, strict=True):
            button.clicked.connect(slot)

    def around(self) -> QRectF | None:
        """What the bubble keeps clear of: the anchored element with its pile's label, or a
        button with the prompt above the bar (and the hand, when it is the button that
        confirms the discards chosen there)."""
        if self.anchor is None:
            return None
        table = self.table
        rect = table.element_rect(self.anchor)
        if rect is None:
            return None
        extra = "prompt" if self.anchor.startswith("button:") else f"label:{self.anchor}"
        more = table.element_rect(extra)
        rect = rect.united(more) if more is not None else rect
        hand = table.element_rect("hand") if self.anchor == "button:discard" else None
        return rect.united(hand) if hand is not None else rect  # the discards are picked there

    def _landmarks(self, around: QRectF | None) -> tuple[QRectF, ...]:
        """What the bubble should not cover: the plates, the board, the hands and piles,
        the cards in the trick, but not its own element."""
        table = self.table
        names = ["board", "hand", "kitty", "ghost", "dead", "dummy",
                 *(f"plate:{s}" for s in range(3))]
        state = self.controller.state
        if state is not None:
            names += [f"trick:{seat}" for seat, _ in state.trick]
        rects = [table.element_rect(n) for n in names]
        return tuple(r for r in rects if r is not None
                     and (around is None or not around.intersects(r)))

    def kept_clear(self) -> tuple[QRectF, ...]:
        """What the bubble never covers when it can help it: the players' names and scores,
        the decision bar with its prompt (as one block) while the bar is up, the prompt,
        the hint button, the message over the table, the cards in the trick, and the hand
        when the step asks for a card from it; never the element it points at either."""
        table, session, c = self.table, self.session, self.controller
        rects = [table.element_rect(f"plate:{seat}") for seat in range(3)]
        bar, prompt = table.element_rect("bar"), table.element_rect("prompt")
        if bar is not None:
            rects.append(bar.united(prompt) if prompt is not None else bar)
        rects += [prompt, table.element_rect("hint"), table.element_rect("toast")]
        if c.state is not None:
            rects += [table.element_rect(f"trick:{seat}") for seat, _ in c.state.trick]
        step = session.step if session is not None else None
        if step is not None and step.kind == "do" and c.human_to_act and c.state is not None \
                and c.state.phase in (Phase.PLAY, Phase.DISCARD):
            rects.append(table.element_rect("hand"))
        around = self.around()
        return tuple(r for r in rects if r is not None
                     and (around is None or not around.contains(r)))

    def _shape(self, width: int) -> int:
        """Make the bubble ``width`` wide and as high as its text and buttons need there."""
        bubble = self.bubble
        bubble.setFixedWidth(width)
        bubble.show()  # the labels measure their text at the width they are shown
        bubble.setMinimumHeight(0)
        bubble.setMaximumHeight(16777215)
        layout = bubble.layout()
        assert layout is not None  # the bubble lays out its text and buttons
        layout.invalidate()
        layout.activate()
        height = layout.totalHeightForWidth(width)
        bubble.setFixedHeight(height)
        return height

    def _place(self) -> None:
        table, bubble = self.table, self.bubble
        area = QRectF(table.viewport().rect())
        rect = table.element_rect(self.anchor) if self.anchor else None
        summary = table.element_rect("summary") is not None  # the hand's summary: keep above
        around = self.around()
        never = self.kept_clear()
        widest = int(min(380, area.width() - 2 * MARGIN))
        layout = bubble.layout()
        least = layout.minimumSize().width() if layout is not None else 0
        # the usual width first, narrower (and taller) where only that leaves in view
        # what must show; failing that, the usual width beside what lies in the way
        widths = [w for w in dict.fromkeys((widest, 320, 270)) if least <= w <= widest]
        spot = None
        for width in widths:
            height = self._shape(width)
            if around is None:
                spot = bubble_place((width, height), None, area, 0.0 if summary else 0.18,
                                    never=never)
                placed = QRectF(spot.x(), spot.y(), width, height)
                if any(placed.intersects(r) for r in never):
                    spot = None
            else:
                spot = bubble_beside((width, height), around, area, self._landmarks(around),
                                     never)
            if spot is not None:
                break
        if spot is None:
            width, height = widest, self._shape(widest)
            spot = bubble_place((width, height), around, area, 0.0 if summary else 0.18,
                                self._landmarks(around), never)
        bubble.move(round(spot.x()), round(spot.y()))
        self.veil.setGeometry(table.viewport().rect())
        if rect is not None and self.anchor is not None and (
                not self.anchor.startswith("button:") or self.anchor == "button:discard"):
            rect = around
        self.veil.hole = rect.adjusted(-8, -8, 8, 8) if rect is not None else None
        self.veil.setVisible(rect is not None and self._shown is not None
                             and self._shown[0] == "step")
        self.veil.update()
        self.veil.raise_()
        bubble.raise_()
