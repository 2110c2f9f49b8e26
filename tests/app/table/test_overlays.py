"""The overlays over the table: the score sheet shows only its own cells, and no toast
draws over the hand summary or the score sheet."""

from __future__ import annotations

import pytest
from app_driver import PATIENCE_MS, Driver, start
from PySide6.QtCore import Qt
from PySide6.QtGui import QFontInfo
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QLabel, QWidget

from ghosteuchre.app.screens.rulesref import RULE_TOPICS
from ghosteuchre.app.storage.settings import Appearance, GameSetup
from ghosteuchre.app.table.summary import SummaryOverlay
from ghosteuchre.app.table.toast import Toast, toast_sizes
from ghosteuchre.app.words import describe
from ghosteuchre.engine.actions import Act
from ghosteuchre.engine.state import Phase
from tests.support.seeds import seed_with_dealer

pytestmark = pytest.mark.slow  # the window driven through games, or long runs: not in the fast lane


def play_to_the_summary(qtbot, make_window, names: list[str] | None = None):
    window = make_window()
    driver = Driver(qtbot, window)
    c = window.controller
    if names is None:
        start(window, "cutthroat", seed_with_dealer(2))
    else:
        window.start(GameSetup("cutthroat", {}, names, ["easy", "easy"]), seed_with_dealer(2))
    driver.wait_for_human()
    c.act(next(a for a in c.view.legal if a.act == Act.PASS))
    while not c.awaiting_next_hand:
        driver.wait_for_human()
        if c.human_to_act:
            if c.view.phase == Phase.PLAY:
                driver.play_legal("click")
            elif c.view.phase == Phase.DISCARD:
                c.discard(list(c.view.hand[: len(c.view.hand) - 5]))
            else:
                c.act(c.view.legal[0])
    qtbot.waitUntil(window.table.summary.isVisible, timeout=PATIENCE_MS)
    return window, driver


def stale_labels(overlay) -> list[str]:
    """The labels on screen that are not the overlay's title, headline, cells or totals."""
    own = {overlay.title, overlay.headline, overlay.totals}
    own |= {overlay.grid.itemAt(i).widget() for i in range(overlay.grid.count())}
    return [label.text() for label in overlay.card.findChildren(QLabel)
            if label.isVisible() and label not in own]


def test_refilling_the_score_sheet_leaves_no_old_cell_on_screen(qtbot, make_window) -> None:
    window, driver = play_to_the_summary(qtbot, make_window)
    sheet = window.table.sheet
    for _ in range(2):
        QTest.keyClick(window, Qt.Key.Key_T, Qt.KeyboardModifier.ControlModifier)
        assert sheet.isVisible()
        assert stale_labels(sheet) == []
        driver.key(Qt.Key.Key_Escape)
    assert not sheet.isVisible()


def test_no_toast_draws_over_the_summary_or_the_score_sheet(qtbot, make_window) -> None:
    window, driver = play_to_the_summary(qtbot, make_window)
    table, c = window.table, window.controller

    def clear_of(name: str) -> bool:
        toast, over = table.element_rect("toast"), table.element_rect(name)
        assert over is not None, name
        return toast is None or not toast.intersects(over)

    c.bot_explained.emit(1, "I hold the right bower")  # a bot's reason comes late
    assert clear_of("summary")
    QTest.keyClick(window, Qt.Key.Key_T, Qt.KeyboardModifier.ControlModifier)
    table.show_message("A hint is given on your turn.", notice=True)
    assert clear_of("sheet")
    driver.key(Qt.Key.Key_Escape)  # back to the summary
    assert clear_of("summary")
    table.summary.button.click()  # the next hand
    driver.wait_for_human()
    c.bot_explained.emit(1, "I hold the right bower")  # with no move to lay out
    qtbot.waitUntil(lambda: table.element_rect("toast") is not None,  # the toast shows
                    timeout=PATIENCE_MS)
    QTest.keyClick(window, Qt.Key.Key_T, Qt.KeyboardModifier.ControlModifier)
    assert clear_of("sheet")  # the sheet opened over it: it went
    driver.key(Qt.Key.Key_Escape)


def test_a_new_deal_takes_the_last_hands_toast_away(qtbot, make_window) -> None:
    """As when the player deals the next hand with a key before the summary shows."""
    window, driver = play_to_the_summary(qtbot, make_window)
    table = window.table
    table.summary.hide()
    table.show_message("Ada: “The A♠ was my last card.”", notice=True)
    assert table.toast.isVisible()
    window.controller.continue_()  # the next hand
    driver.wait_for_human()
    assert window.controller.view.tricks == () and not table.toast.isVisible()


def test_the_last_trick_shows_only_its_own_cards(qtbot, make_window) -> None:
    window = make_window()
    driver = Driver(qtbot, window)
    c = window.controller
    start(window, "cutthroat", seed_with_dealer(2))
    driver.wait_for_human()
    c.act(next(a for a in c.view.legal if a.act == Act.PASS))
    while len(c.state.tricks) < 2 or c.state.tricks[-1].winner is None:
        driver.wait_for_human()
        if c.view.phase == Phase.PLAY:
            driver.play_legal("click")
        elif c.view.phase == Phase.DISCARD:
            c.discard(list(c.view.hand[: len(c.view.hand) - 5]))
        else:
            c.act(c.view.legal[0])
    panel = window.table.last_trick_panel
    for _ in range(2):
        driver.key(Qt.Key.Key_L)
        assert panel.isVisible()
        shown = [label for label in panel.findChildren(QLabel)
                 if label.isVisible() and label is not panel.title]
        assert sorted(shown, key=id) == sorted(panel.cards + panel.names, key=id)
        driver.key(Qt.Key.Key_L)


@pytest.mark.parametrize("size", [(1280, 800), (1100, 760)])
def test_the_last_trick_leaves_the_piles_labels_readable(qtbot, make_window, size) -> None:
    window = make_window(size=size)
    driver = Driver(qtbot, window)
    table, c = window.table, window.controller
    start(window, "cutthroat", seed_with_dealer(0))
    while not c.state.tricks or c.state.tricks[-1].winner is None:
        driver.wait_for_human()
        if c.view.phase == Phase.PLAY:
            driver.play_legal("click")
        elif c.view.phase == Phase.DISCARD:
            c.discard(list(c.view.hand[: len(c.view.hand) - 5]))
        else:
            c.act(next((a for a in c.view.legal if a.act == Act.PICKUP), c.view.legal[0]))
    driver.key(Qt.Key.Key_L)
    panel = table.element_rect("last-trick")
    assert panel is not None
    labels = [name for name in table.element_names() if name.startswith("label:")]
    assert labels
    for name in labels:
        assert not panel.intersects(table.element_rect(name)), name


@pytest.mark.parametrize("size", [(1280, 800), (1920, 1080), (800, 600)])
def test_a_wrapped_toast_breaks_into_even_lines(qtbot, make_window, size) -> None:
    window = make_window(size=size)
    driver = Driver(qtbot, window)
    start(window, "cutthroat", seed_with_dealer(0))
    driver.wait_for_human()
    table = window.table
    table.show_message("You call a renege on Bo: Bo loses 2 points", notice=True)
    toast = table.overlays.toast
    one_line, shown = toast.heightForWidth(10_000), toast.heightForWidth(toast.width())
    if shown > one_line:  # wrapped: any narrower and it would take another line
        assert toast.heightForWidth(toast.width() - 4) > shown
    rect = table.element_rect("toast")
    assert rect is not None
    for seat in range(3):
        assert not rect.intersects(table.element_rect(f"plate:{seat}"))


@pytest.mark.parametrize("table_width", [700, 1100, 1920])
def test_each_shape_a_toast_may_take_is_the_narrowest_with_its_number_of_lines(
        qtbot, table_width) -> None:
    """Wide to narrow, each shape has more lines than the one before, and one pixel
    narrower it would take another line; a word or two takes the least width a toast
    has, not a wide bar."""
    parent = QWidget()
    qtbot.addWidget(parent)
    toast = Toast(parent)
    toast.show_text("Pass", notice=False)
    assert [(s.width(), s.height()) for s in toast_sizes(toast, table_width)] == [
        (120, toast.heightForWidth(10_000))]
    sentence = ("Ada leads the right bower to draw trump, because her partner holds the "
                "ace of hearts and the left bower is still out")
    words = sentence.split()
    for count in (3, 7, 12, len(words)):
        for notice in (False, True):
            toast.show_text(" ".join(words[:count]), notice)
            shapes = toast_sizes(toast, table_width)
            assert shapes
            heights = [int(s.height()) for s in shapes]
            assert heights == sorted(set(heights)), heights
            for shape in shapes:
                width, height = int(shape.width()), int(shape.height())
                assert toast.heightForWidth(width) == height
                assert toast.heightForWidth(width - 1) > height, (count, width)


def test_a_long_headline_leaves_the_summary_columns_together(qtbot, make_window) -> None:
    window = make_window(size=(1280, 800))
    summary = window.table.summary
    rows = [describe.SummaryRow("You", "2", 0, "—"), describe.SummaryRow("Ada", "3", 1, "+1")]

    def columns(headline: str) -> list[int]:
        summary.show_table("Hand 1", headline, rows, "Scores", "Next hand")
        heads = [summary.grid.itemAtPosition(0, col).widget() for col in range(4)]
        qtbot.waitUntil(lambda: all(label.isVisible() for label in heads), timeout=PATIENCE_MS)
        summary.layout().activate()  # lay the card out now, as the next paint would
        summary.card.layout().activate()
        return [label.geometry().left() - heads[0].geometry().left() for label in heads]

    short = columns("You made it")
    long = columns("A headline much, much wider than the whole table of the hand below it")
    assert long == short  # the extra width goes after the last column, not between them


def test_the_summary_never_wraps_a_name_or_its_score_apart(qtbot, make_window) -> None:
    names = ["Alexandra Montgomery", "Maximiliana Wolf", "Bartholomew Cunningham"]
    window, _ = play_to_the_summary(qtbot, make_window, names)
    totals = window.table.summary.totals.text()
    scores = window.controller.view.scores
    for name, score in zip(names, scores, strict=True):
        assert f"{name} {score}".replace(" ", "\u00a0") in totals, totals


def test_the_summary_grows_with_the_text_size(qtbot, settings, make_window) -> None:
    """Preferences → Text on the table makes the hand's summary larger too."""
    px = {}
    for text_size in (100, 140):
        settings.save_appearance(Appearance(text_size=text_size))
        window, _ = play_to_the_summary(qtbot, make_window)
        totals = window.table.summary.totals
        totals.ensurePolished()
        px[text_size] = QFontInfo(totals.font()).pixelSize()
        window.controller.shutdown()
        window.close()
    assert px[140] >= px[100] * 1.2, px


def test_the_hand_summary_gives_its_labels_new_words_in_place(qtbot) -> None:
    """A new hand's summary reuses the labels of the last (a new label re-reads the
    overlay's style): each cell shows its own words, colour and link, nothing left over
    from the hand before."""
    table = QWidget()
    qtbot.addWidget(table)
    table.resize(1100, 760)
    summary = SummaryOverlay(table)
    linked = next(iter(RULE_TOPICS))
    first = [describe.SummaryRow("Ada", "3", 2, "Made the bid", linked),
             describe.SummaryRow("Bo", "1", 0, "Defended")]
    summary.show_table("Hand 1", "", first, "", "Next hand")
    cells = {key: label for key, label in summary._cells.items()}
    clicked: list[str] = []
    summary.rules_wanted.connect(clicked.append)
    second = [describe.SummaryRow("Ada", "1", -2, "Euchred"),
              describe.SummaryRow("Bo", "4", 0, "Defended", linked)]
    summary.show_table("Hand 2", "", second, "", "Next hand")
    shown = {key: label for key, label in summary._cells.items() if not label.isHidden()}
    assert all(cells[key] is label for key, label in shown.items() if key in cells)
    assert shown[1, 1].text() == "1" and shown[2, 1].text() == "4"
    assert shown[1, 3].textFormat() != Qt.TextFormat.RichText  # no longer a link
    assert shown[1, 3].text() == "Euchred"
    assert "#ff8f8f" in shown[1, 2].styleSheet()  # the points lost, in red
    assert shown[2, 2].styleSheet() == "" or "#f4f1e6" in shown[2, 2].styleSheet()
    assert shown[2, 3].textFormat() == Qt.TextFormat.RichText  # now the link
    shown[2, 3].linkActivated.emit(RULE_TOPICS[linked])
    assert clicked == [RULE_TOPICS[linked]]  # once: each label is connected once


def test_the_hand_summary_is_made_while_the_first_hand_is_played(qtbot, make_window) -> None:
    """The summary's labels (a head and three players, four columns) are made ahead of
    the first hand's end, hidden; the first summary shows those, and no new one."""
    from ghosteuchre.app.table.overlays import PREPARE_MS

    window = make_window()
    start(window, "cutthroat", seed_with_dealer(2))
    summary = window.table.overlays.summary
    qtbot.waitUntil(lambda: len(summary._cells) == 16, timeout=PREPARE_MS + PATIENCE_MS)
    made = list(summary._cells.values())
    assert not summary.isVisible() and not any(label.isVisible() for label in made)
    rows = [describe.SummaryRow(name, "2", points, "Made it")
            for name, points in (("You", 1), ("Ada", 0), ("Bo", -2))]
    summary.show_table("Hand 1", "You made it", rows, "Scores", "Next hand")
    shown = [label for label in summary.card.findChildren(QLabel) if label.isVisible()
             and label not in (summary.title, summary.headline, summary.totals)]
    assert len(shown) == 16 and all(label in made for label in shown)
    assert [summary._cells[1, 2].text(), summary._cells[3, 2].text()] == ["+1", "−2"]
