"""The news line: a renege called on the player says who, the card, the suit held and
the cost, and stays while the bots' remarks come and go, until the player acts; the
hint's why stays beside it; long names end in "…" and no text runs past an edge; the
prompt and the decision bar follow "Text on the table" on a small window."""

from __future__ import annotations

from dataclasses import dataclass, field

import pytest
from app_driver import PATIENCE_MS, Driver, TestBot, button_name
from PySide6.QtCore import QRect, QRectF, Qt
from PySide6.QtGui import QFontMetrics
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QLabel, QPushButton

from ghosteuchre.app.shell.mainwindow import MainWindow
from ghosteuchre.app.storage.settings import COACHED_GAMES, Appearance, GameSetup
from ghosteuchre.engine.actions import Act
from ghosteuchre.engine.cards import Card, effective_suit
from ghosteuchre.engine.state import Phase
from ghosteuchre.engine.view import PlayerView

pytestmark = pytest.mark.slow  # the window driven through games: not in the fast lane

LONG = ["Maximiliana Wolfensteinx", "Bartholomew Cunninghamxy", "Alexandrina Montgomeryxz"]
SUITS = ("clubs", "diamonds", "hearts", "spades")


@dataclass
class Renege:
    """The player's plan for a hand: fail to follow once, then play the suit held."""

    suit: int | None = None  # the suit led the player did not follow
    trick: int = -1  # in which trick
    card: Card | None = None  # the card played instead
    proved: bool = False
    # each bot's remark since the call: the toast's text and place, and the news line's
    remarks: list[tuple[str, QRect, QRect]] = field(default_factory=list)


def choose_card(view: PlayerView, plan: Renege) -> Card:
    trump = view.trump if view.trump is not None else -1
    hand = list(view.hand)

    def suit(card: Card) -> int:
        return effective_suit(card, trump)

    if plan.suit is None and view.trick:
        led = suit(view.trick[0][1])
        other = [c for c in hand if suit(c) != led]
        if other and any(suit(c) == led for c in hand):
            plan.suit, plan.trick, plan.card = led, len(view.tricks), other[0]
            return other[0]
    if plan.suit is not None and len(view.tricks) > plan.trick:
        held = [c for c in hand if suit(c) == plan.suit]
        if held:
            plan.proved = True
            return held[0]
    return view.legal[0].card


def take_turn(qtbot, window: MainWindow, plan: Renege) -> None:  # type: ignore[no-untyped-def]
    """The player's turn, by mouse: a call (the coach's question answered with Enter),
    a discard, or a card of the plan."""
    c = window.controller
    driver = Driver(qtbot, window)
    view = c.view
    before = len(c.state.history[-1].actions)
    if view.phase == Phase.PLAY:
        driver.click_card(str(choose_card(view, plan)))
    elif view.phase == Phase.DISCARD:
        driver.discard_by_mouse()
    else:
        calls = [a for a in view.legal if a.act not in (Act.PASS, Act.DUMMY)] or list(view.legal)
        driver.click_button(button_name(calls[0]))
        panel = window.table.overlays.coach
        qtbot.waitUntil(lambda: panel.isVisible() or len(c.state.history[-1].actions) > before,
                        timeout=PATIENCE_MS)
        if panel.isVisible():
            qtbot.waitUntil(lambda: QApplication.focusWidget() is panel.button,
                            timeout=PATIENCE_MS)
            QTest.keyClick(QApplication.focusWidget(), Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: len(c.state.history[-1].actions) > before, timeout=PATIENCE_MS)


def renege_called_on_the_player(qtbot, window: MainWindow, names: list[str]) -> Renege:  # type: ignore[no-untyped-def]
    """Play Cutthroat with callable reneges and the coach on until a bot calls a renege
    on the player and a bot has given a reason since, with the player to act again."""
    c = window.controller
    table = window.table
    for seed in range(1, 40):
        window.start(GameSetup("cutthroat", {"reneges": "callable"}, names,
                               ["easy", "easy"]), seed)
        assert c.coach
        for _ in range(3):  # hands
            plan = Renege()
            called = False
            def remark(seat: int, text: str, plan: Renege = plan) -> None:
                toast, line = table.toast, table.news.line
                if toast.isVisible():
                    plan.remarks.append((toast.plain, QRect(toast.geometry()),
                                         QRect(line.geometry()) if line.isVisible()
                                         else QRect()))

            c.bot_explained.connect(remark)
            while True:
                qtbot.waitUntil(lambda: (c.human_to_act or c.awaiting_next_hand)
                                and not table.layout_pending, timeout=PATIENCE_MS)
                if c.awaiting_next_hand:
                    break
                if called and plan.remarks:
                    return plan
                take_turn(qtbot, window, plan)
                if any(r.seat == 0 and r.called_by is not None for r in c.state.reneges):
                    if called:
                        break
                    called = True
                    plan.remarks.clear()
                    assert "calls a renege on you" in table.news.text
            c.bot_explained.disconnect(remark)
            if c.state.winner is not None:
                break
            QTest.mouseClick(table.summary.button, Qt.MouseButton.LeftButton)
    raise AssertionError("no renege was called on the player in 40 games")


@pytest.fixture
def coached(settings):  # type: ignore[no-untyped-def]
    settings.store.setValue("learning/coached_games_left", COACHED_GAMES)
    return settings


def test_a_renege_called_on_the_player_stays_while_the_bots_remarks_come_and_go(
        qtbot, coached, make_window) -> None:
    window = make_window(bots={1: TestBot(), 2: TestBot()})
    plan = renege_called_on_the_player(qtbot, window, ["You", "Ada", "Bo"])
    table = window.table
    c = window.controller
    assert plan.card is not None and plan.suit is not None
    caller = next(r.called_by for r in c.state.reneges if r.seat == 0)
    news = table.news.text
    assert news == (f"{c.names[caller]} calls a renege on you: you played the "
                    f"{plan.card.pretty()} while holding {SUITS[plan.suit]}, and you lose 2 "
                    "points")
    # the bots played and said why in the toast, which kept clear of the news line
    assert plan.remarks
    for text, toast, line in plan.remarks:
        assert line.isValid() and not toast.intersects(line), text
    line = table.element_rect("news")
    assert line is not None
    for name in ("hand", "trick", "plate:0", "plate:1", "plate:2", "bar", "prompt"):
        rect = table.element_rect(name)
        assert rect is None or not rect.intersects(line), name
    # the hint comes beside it, and both stay until the player acts
    QTest.mouseClick(table.hint_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: table.hint_note.isVisible(), timeout=PATIENCE_MS)
    assert table.news.text == news
    assert not table.element_rect("hint-note").intersects(table.element_rect("news"))
    take_turn(qtbot, window, plan)
    assert table.news.text != news and not table.hint_note.isVisible()


def inside(rect: QRect, outer: QRect) -> bool:
    return outer.adjusted(-1, -1, 1, 1).contains(rect)


def lines_fit(label: QLabel) -> bool:
    """Every word of the label lies within its width, padding included, and its lines
    within its height."""
    bold = label.font()
    bold.setBold(True)
    widest = max(QFontMetrics(bold).horizontalAdvance(w) for w in label.text().split())
    return widest + 28 <= label.width() and label.heightForWidth(label.width()) <= (
        label.height())


def test_long_names_end_in_an_ellipsis_and_no_text_runs_past_an_edge(
        qtbot, coached, make_window) -> None:
    window = make_window(bots={1: TestBot(), 2: TestBot()}, size=(800, 600))
    table = window.table
    table.set_appearance(Appearance(text_size=140))
    names = ["Wilhelmina Wolfgangsdott", *LONG[1:]]
    plan = renege_called_on_the_player(qtbot, window, names)
    viewport = table.viewport().rect()
    caller = next(r.called_by for r in window.controller.state.reneges if r.seat == 0)
    assert names[caller] not in table.news.text  # too long for its sentence: cut short
    assert names[caller][:8] in table.news.text and "…" in table.news.text
    line = table.news.line
    assert inside(line.geometry(), viewport)
    assert lines_fit(line), (line.text(), line.width())
    # each remark of a bot: its name cut short, the toast whole on the table
    assert plan.remarks
    for text, toast, _ in plan.remarks:
        speaker = text.split(":")[0]
        assert speaker.endswith("…") and speaker[:-1] in " ".join(names), text
        assert inside(toast, viewport), text
    for name in ("prompt", "bar"):
        rect = table.element_rect(name)
        assert rect is None or QRectF(viewport).contains(rect), name
    plates = [table.element_rect(f"plate:{s}") for s in range(3)]
    assert all(QRectF(viewport).contains(p) for p in plates)


def bar_and_prompt_px(qtbot, window: MainWindow) -> tuple[int, int, list[QPushButton]]:  # type: ignore[no-untyped-def]
    table = window.table
    Driver(qtbot, window).wait_for_human()
    qtbot.waitUntil(lambda: table.bar.isVisible() and table.prompt.isVisible(),
                    timeout=PATIENCE_MS)
    buttons = [b for b in table.bar.buttons() if b.isVisible()]
    return table.prompt.font().pixelSize(), buttons[0].font().pixelSize(), buttons


@pytest.mark.parametrize("size", [(800, 600), (1920, 1080)], ids=["800x600", "1920x1080"])
def test_the_prompt_and_the_bidding_bar_follow_the_text_size(qtbot, make_window, size) -> None:
    from tests.support.seeds import seed_with_dealer

    px = {}
    for text_size in (100, 140):
        window = make_window(bots={1: TestBot(), 2: TestBot()}, size=size)
        window.table.set_appearance(Appearance(text_size=text_size))
        # the player bids first: the widest bar there is (swap, three bids, moon, pass)
        window.start(GameSetup("ghost-hand", {}, LONG, ["easy", "easy"]), seed_with_dealer(2))
        prompt, bar, buttons = bar_and_prompt_px(qtbot, window)
        px[text_size] = (prompt, bar)
        table = window.table
        viewport = QRectF(table.viewport().rect())
        assert viewport.contains(table.element_rect("bar"))
        assert viewport.contains(table.element_rect("prompt"))
        for button in buttons:  # each button's words whole
            metrics = QFontMetrics(button.font())
            assert metrics.horizontalAdvance(button.text()) <= button.width(), button.text()
        window.close()
    assert px[140][0] >= round(px[100][0] * 1.3)  # the prompt, fully
    assert px[140][1] > px[100][1]  # the bar, as far as the width allows
