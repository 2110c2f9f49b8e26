"""The end of a game: who won, the standings, the score chart, the game's figures, and
Play again or New game…, with the mouse and with the keys."""

from __future__ import annotations

import itertools

import pytest
from app_driver import PATIENCE_MS
from PySide6.QtCore import QEvent, QObject, Qt
from PySide6.QtGui import QFontMetricsF
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QLabel

from ghosteuchre.app.shell.dialogs import NewGameDialog
from ghosteuchre.app.storage.settings import GameSetup
from ghosteuchre.app.table.gameover import GameOverScreen, ScoreChart
from ghosteuchre.app.words import describe
from ghosteuchre.engine.deal import new_game
from ghosteuchre.engine.figures import game_figures
from ghosteuchre.engine.recordsummary import summary
from tests.support.game_end import NAMES, play_to_the_end

pytestmark = pytest.mark.slow  # the window driven through games, or long runs: not in the fast lane


def texts(layout) -> list[list[str]]:
    """The grid's text, row by row."""
    rows: dict[int, dict[int, str]] = {}
    for i in range(layout.count()):
        widget = layout.itemAt(i).widget()
        if isinstance(widget, QLabel):
            row, col, _, _ = layout.getItemPosition(i)
            rows.setdefault(row, {})[col] = widget.text()
    return [[r[c] for c in sorted(r)] for _, r in sorted(rows.items())]


@pytest.mark.parametrize("variant,target", [("cutthroat", 3), ("ghost-hand", 8)])
def test_the_game_over_screen_shows_standings_chart_and_figures(
    qtbot, make_window, variant: str, target: int
) -> None:
    window, screen = play_to_the_end(qtbot, make_window, variant, target)
    state = window.controller.state
    record = summary(state)
    winner = record["winner"]
    assert winner is not None
    assert window.table.summary.isHidden()
    assert window.table.element_rect("news") is None  # the game's end clears the news
    title = screen.title.text()
    assert ("You win the game" in title) if winner == 0 else (f"{NAMES[winner]} wins" in title)
    assert describe.score_text(record["scores"][winner]) in title
    # the standings: places, names and scores from the first place down
    standings = texts(screen.standings)[1:]
    scores = record["scores"]
    order = sorted(range(3), key=lambda s: (-scores[s], s))
    # a negative score with the same minus sign as the points of the score sheet
    assert [row[2] for row in standings] == [describe.score_text(scores[s]) for s in order]
    assert [NAMES[s] in row[1] for s, row in zip(order, standings, strict=True)] == [True] * 3
    assert standings[0][0] == "1"
    # the figures agree with the record's hands
    hands = [h for h in record["hands"] if h["complete"]]
    assert f"hands played: {len(hands)}" in screen.subtitle.text()
    grid = texts(screen.figures_grid)
    made_trump = {s: sum(h["declarer"] == s for h in hands) for s in range(3)}
    tricks = {s: sum(h["tricks_won"][s] for h in hands) for s in range(3)}
    for s, row in zip(order, grid[1:], strict=True):
        assert row[0] == NAMES[s]
        assert row[1] == str(made_trump[s])
        assert row[-1] == str(tricks[s])
    # the chart: one line per player, one point per hand, the winner's ends highest
    lines = screen.chart.lines()
    assert len(lines) == 3
    assert [len(line) for line in lines] == [len(hands)] * 3
    ends = [line[-1].y() for line in lines]
    assert min(ends) == ends[winner]  # highest on the screen: the smallest y
    assert game_figures(state).progress[winner][-1] == scores[winner]


def test_the_first_paint_comes_in_three_parts_the_dimmed_table_the_card_its_chart(
    qtbot, make_window
) -> None:
    """The screen's first paint is spread over three turns of the event loop, so that no
    one of them keeps the table from answering for more than a frame: the dimmed table
    first, then the card, then the chart; the whole screen is painted in the end."""
    window, screen = play_to_the_end(qtbot, make_window, "cutthroat", 3)
    screen.hide()
    painted: list[QObject] = []

    class Paints(QObject):
        def eventFilter(self, obj: QObject, event: QEvent) -> bool:
            if event.type() == QEvent.Type.Paint:
                painted.append(obj)
            return False

    watch = Paints()
    for widget in (screen, screen.card, screen.chart):
        widget.installEventFilter(watch)
    c = window.controller
    screen.show_game(c.figures(), c.names, c.human, "")
    assert screen.revealing
    assert not screen.card.updatesEnabled() and not screen.chart.updatesEnabled()
    qtbot.waitUntil(lambda: not screen.revealing, timeout=PATIENCE_MS)
    assert screen.card.updatesEnabled() and screen.chart.updatesEnabled()
    # the last part is let paint as the reveal ends: its paint comes after
    qtbot.waitUntil(lambda: screen.chart in painted, timeout=PATIENCE_MS)
    first = [painted.index(w) for w in (screen, screen.card, screen.chart)]
    assert first == sorted(first), painted
    # the dimmed table had a paint of its own before the card, painted again under it;
    # so had the card before the chart
    assert painted[:first[1]].count(screen) >= 2, painted
    assert painted[:first[2]].count(screen.card) >= 2, painted


def test_play_again_with_the_mouse_deals_a_new_game_with_the_same_players(
    qtbot, make_window
) -> None:
    window, screen = play_to_the_end(qtbot, make_window, "cutthroat", 2)
    c = window.controller
    rules = c.state.rules
    QTest.mouseClick(screen.play_again_button, Qt.MouseButton.LeftButton)
    assert screen.isHidden()
    assert c.state.winner is None and c.state.scores == [0, 0, 0]
    assert c.state.hand_number == 0
    assert c.names == NAMES and c.state.rules == rules and c.human == 0
    assert window.table.hasFocus()


@pytest.mark.parametrize("key", [Qt.Key.Key_Return, Qt.Key.Key_Space])
def test_enter_or_space_plays_again(qtbot, make_window, key: Qt.Key) -> None:
    window, screen = play_to_the_end(qtbot, make_window, "cutthroat", 2)
    assert QApplication.focusWidget() is screen.play_again_button
    QTest.keyClick(QApplication.focusWidget(), key)
    c = window.controller
    assert screen.isHidden()
    assert c.state.winner is None and c.state.scores == [0, 0, 0]
    assert c.names == NAMES


def test_new_game_opens_the_dialog_by_mouse_by_tab_and_by_n(
    qtbot, make_window, monkeypatch
) -> None:
    asked: list[bool] = []
    monkeypatch.setattr(NewGameDialog, "exec", lambda self: asked.append(True) or 0)
    window, screen = play_to_the_end(qtbot, make_window, "cutthroat", 2)
    QTest.mouseClick(screen.new_game_button, Qt.MouseButton.LeftButton)
    assert asked == [True]
    assert screen.isVisible()  # the dialog was cancelled: the game's end stays
    screen.play_again_button.setFocus()
    QTest.keyClick(screen.play_again_button, Qt.Key.Key_Tab)
    assert QApplication.focusWidget() is screen.new_game_button
    QTest.keyClick(screen.new_game_button, Qt.Key.Key_Return)
    assert asked == [True, True]
    QTest.keyClick(window.table.viewport(), Qt.Key.Key_N)
    assert asked == [True, True, True]
    assert window.controller.state.winner is not None


def test_the_chart_fits_the_screen_at_small_and_large_tables(qtbot, make_window) -> None:
    window, screen = play_to_the_end(qtbot, make_window, "ghost-hand", 6)
    for size in ((800, 600), (1920, 1080)):
        window.resize(*size)
        qtbot.waitUntil(lambda s=size: window.width() == s[0], timeout=PATIENCE_MS)
        QApplication.processEvents()
        card = screen.card.geometry()
        assert screen.rect().contains(card)
        chart = screen.chart
        assert chart.width() >= 240 and chart.height() >= 140
        area = chart.plot_area()
        for line in chart.lines():
            for point in line:
                assert area.adjusted(-1, -1, 1, 1).contains(point)
        button = screen.play_again_button
        assert screen.rect().contains(button.geometry().translated(card.topLeft()))


def test_a_new_game_hides_the_screen(qtbot, make_window) -> None:
    window, screen = play_to_the_end(qtbot, make_window, "cutthroat", 2)
    assert isinstance(screen, GameOverScreen)
    window.start(GameSetup("ghost-hand", {}, NAMES, ["easy", "easy"]), seed=3)
    assert screen.isHidden()


def test_the_score_sheet_opens_over_the_game_over_screen_and_esc_closes_it(
    qtbot, make_window
) -> None:
    window, screen = play_to_the_end(qtbot, make_window, "cutthroat", 2)
    window.show_score_sheet()
    sheet = window.table.sheet
    assert sheet.isVisible() and screen.isVisible()
    QTest.keyClick(QApplication.focusWidget(), Qt.Key.Key_Escape)
    assert not sheet.isVisible() and screen.isVisible()
    assert window.controller.state.winner is not None


def test_the_charts_side_numbers_reach_below_zero_with_room_between_them(qapp) -> None:
    """A score that went to −6 has a number below zero beside it, at a table's size."""
    chart = ScoreChart()
    font = chart.font()
    font.setPixelSize(17)  # the text of the end of the game on a 1280×800 table
    chart.setFont(font)
    chart.set_game(["You", "Ada", "Bo"], ((2, 4, 6, 14), (0, -4, -1, -3), (4, 5, 1, -6)), 12)
    chart.resize(500, 210)
    values = chart.side_values()
    assert min(values) < 0 < max(values)
    gap = QFontMetricsF(chart.font()).height()
    ys = [chart.point(0, v).y() for v in values]
    assert all(a - b >= gap for a, b in itertools.pairwise(ys))  # none overlap


def test_a_rehearsal_the_game_ends_in_the_middle_of_leaves_the_real_figures(
    qtbot, make_window
) -> None:
    """The screen is filled ahead of time in steps; the game's end meanwhile shows the
    game's own figures, and no later step of the rehearsal writes over them."""
    window, screen = play_to_the_end(qtbot, make_window, "cutthroat", 3)
    real = texts(screen.standings), texts(screen.figures_grid)
    figures, names, state = screen.figures, screen.names, window.controller.state
    screen.hide()
    screen.rehearse(game_figures(new_game(state.rules, 0)), ["P", "Q", "R"])  # its first step
    assert texts(screen.standings) != real[0]
    screen.show_game(figures, names, 0, "")  # the game's end, before the next step
    for _ in range(5):  # the turns the rehearsal's other steps would have taken
        QApplication.processEvents()
    assert (texts(screen.standings), texts(screen.figures_grid)) == real
