"""The check that every text on the table fits its box, made each time the table is laid
out, and hands played through the window for it."""

from __future__ import annotations

from itertools import combinations

from PySide6.QtCore import QRectF
from PySide6.QtGui import QFontInfo, QFontMetricsF
from PySide6.QtWidgets import QApplication

from ghosteuchre.app.shell.mainwindow import MainWindow
from ghosteuchre.app.storage.settings import GameSetup
from ghosteuchre.app.table.board import board_flags, board_font, board_rows
from ghosteuchre.app.table.plates import plate_texts
from ghosteuchre.engine.actions import Act
from ghosteuchre.engine.state import Phase
from tests.support.bots import PATIENCE_MS, TestBot

ORDINARY = ["Maximilian Fitzgeraldson", "Alexandra Montgomery-Lee", "Bartholomew Cunningham"]


SHORTEST_CUT = 8  # a name cut short keeps at least this many characters


def menu_px() -> int:
    return QFontInfo(QApplication.font("QMenu")).pixelSize()


class Checker:
    """Measures the table each time it is laid out and keeps what does not fit."""

    def __init__(self, window: MainWindow, names: list[str], scale: float) -> None:
        self.scale = scale  # the text size: at 1.0 every ordinary name shows whole
        self.window = window
        self.names = names
        self.problems: list[str] = []
        self.phases: set[str] = set()
        self.seen: set[str] = set()  # the contracts and badges shown
        window.table.laid_out.connect(self.check)

    def fail(self, what: str) -> None:
        table = self.window.table
        size = f"{table.width()}x{table.height()}"
        if len(self.problems) < 20:
            self.problems.append(f"{size} {what}")

    def check(self) -> None:  # noqa: C901 - one check per kind of widget, in one pass
        table = self.window.table
        layout = table.table_layout
        view = self.window.controller.view
        if layout is None or view is None:
            return
        self.phases.add(view.phase.name)
        scene = table.scene_
        area = QRectF(0, 0, layout.width, layout.height)
        for seat, item in enumerate(scene.plates):
            plate = item.content
            w, h = item.size
            rect = layout.plates[seat]
            if not area.contains(rect):
                self.fail(f"plate {seat} is off the table: {rect}")
            self.seen.update(x for x in (plate.badge, plate.status) if x)
            parts = plate_texts(plate, w, h, item._status(), item.font_basis)
            for a, b in combinations(parts, 2):
                if a.rect.adjusted(0.5, 0.5, -0.5, -0.5).intersects(b.rect):
                    self.fail(f"plate {seat}: {a.text!r} is drawn over {b.text!r}")
            for part in parts:
                self.fit(f"plate {seat} {part.role}", part.text, part.font, part.rect,
                         QRectF(0, 0, w, h))
                if part.role == "name" and part.text != part.whole:
                    if part.whole in ORDINARY and self.scale == 1.0:
                        self.fail(f"the name {part.whole!r} is cut to {part.text!r}")
                    if len(part.text) - 1 < SHORTEST_CUT:
                        self.fail(f"the name {part.whole!r} is cut to {part.text!r}")
        board = scene.board
        w, h = board.size
        if board.isVisible():
            self.seen.update(board.lines[1:-1])
            rows = board_rows(bool(board.trump), board.lines, w, h, board.font_basis)
            for i, (line, row) in enumerate(zip(board.lines, rows, strict=True)):
                font = board_font(i, board.font_basis)
                if QFontInfo(font).pixelSize() < menu_px():
                    self.fail(f"the board's {line!r} is smaller than the menus' text")
                flags = board_flags(line, font, row.width())
                need = QFontMetricsF(font).boundingRect(QRectF(0, 0, row.width(), 10_000),
                                                        flags, line)
                if need.width() > row.width() + 0.5 or need.height() > row.height() + 0.5:
                    self.fail(f"the board's {line!r} needs {need.size()} in {row.size()}")
                if not QRectF(0, 0, w, h).adjusted(-0.5, -0.5, 0.5, 0.5).contains(row):
                    self.fail(f"the board's {line!r} is outside the board")
        for name, label in scene.labels.items():
            drawn = QFontMetricsF(label.font()).horizontalAdvance(label.text())
            box = layout.labels[name]
            if drawn > box.width() + 0.5 or not area.contains(box):
                self.fail(f"the label {label.text()!r} does not fit {box}")
            for other in (layout.board, *layout.plates):
                if box.intersects(other):
                    self.fail(f"the label {label.text()!r} runs into {other}")
        for i, plate in enumerate(layout.plates):
            if plate.intersects(layout.board):
                self.fail(f"plate {i} covers the board")
            for name, pile in layout.piles.items():
                if name != "trick" and len(pile) and plate.intersects(pile.rect()):
                    self.fail(f"plate {i} covers the {name} pile")

    def fit(self, what: str, text: str, font, rect: QRectF, box: QRectF) -> None:
        metrics = QFontMetricsF(font)
        if metrics.horizontalAdvance(text) > rect.width() + 0.5:
            self.fail(f"{what} {text!r} is wider than its box {rect.width():.0f}")
        if metrics.height() > rect.height() + 1:
            self.fail(f"{what} {text!r} is taller than its box {rect.height():.0f}")
        if not box.adjusted(-0.5, -0.5, 0.5, 0.5).contains(rect):
            self.fail(f"{what} {text!r} lies outside its plate")


def human_move(c) -> None:
    """The player takes the first call there is, going alone or defending alone when it
    can; discards the first cards; plays the first legal card."""
    view = c.view
    if view.phase == Phase.DISCARD:
        assert c.discard(list(view.hand)[: len(view.hand) - 5])
        return
    acts = [a for a in view.legal if a.act == Act.ALONE]
    calls = acts or [a for a in view.legal if a.act != Act.PASS]
    assert c.act((calls or view.legal)[0])


def play_hands(qtbot, window: MainWindow, variant: str, names: list[str], prefer: tuple,
               hands: int, seed: int) -> None:
    window.controller.bot_factory = lambda level: TestBot(prefer=prefer)
    window.start(GameSetup(variant, {"target": 500}, names, ["medium", "hard"]), seed=seed)
    c = window.controller

    def ready() -> bool:
        return c.human_to_act or c.awaiting_next_hand or c.holding_trick

    for _ in range(400):
        qtbot.waitUntil(ready, timeout=PATIENCE_MS)
        if c.awaiting_next_hand:
            if len(c.state.history) >= hands:
                return
            c.continue_()
        elif c.holding_trick:
            c.continue_()
        else:
            human_move(c)
