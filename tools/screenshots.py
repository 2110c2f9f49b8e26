"""Screenshots of every phase of both variants at 800×600, 1280×800 and 1920×1080.

Each scene seats scripted bots and plays the player's part, so the same situations come
up every run: the auction, discards (the dealer's pick-up and a dealer-maker's 6 of 11),
round two, going and defending alone, the ghost swap and the dead hand, a renege call,
the hand summary, the score sheet, the end of the game, a hint and an undo, and the
keyboard's focus ring on a card, a button and the board (Tab).

    xvfb-run -a -s "-screen 0 1920x1080x24" python tools/screenshots.py --out shots

(or QT_QPA_PLATFORM=offscreen for quick offscreen grabs).  ``--size 1280x800`` takes one
size only.  ``--four-colour`` sets the setting ``appearance/four_colour`` to true in the
windows' settings, for the four-colour deck (the file names then end in ``-4c``), and
``--text-size 140`` the table's text size (the names then end in ``-text140``).
``--windows`` instead takes the windows beside the table at 1280×800 (the hand history
also at 800×600 and 1920×1080): Preferences, a risky call's question, the last trick, Statistics and
Past games after a short game, and the hand history with all cards open and reviewed.
``--lessons`` instead takes
every step of every lesson at 1280×800, with a wrong try at each quiz and do step and
the coach's last bubble (``--practice`` adds the practice deals).  ``--language ko``
takes them in another language the app speaks (``pseudo``: the pseudo-locale).
"""

from __future__ import annotations

import argparse
import itertools
import random
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QEvent, QSettings, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QPushButton, QWidget

from ghosteuchre.app.shell import i18n
from ghosteuchre.app.shell.mainwindow import MainWindow
from ghosteuchre.app.storage.settings import (
    TEXT_SIZES,
    GameSetup,
    Pacing,
    Settings,
    default_names,
)
from ghosteuchre.bots import Bot, Decision, make_bot
from ghosteuchre.engine.actions import Act, Action
from ghosteuchre.engine.cards import Card, effective_suit
from ghosteuchre.engine.deal import first_dealer
from ghosteuchre.engine.state import GameState, Phase
from ghosteuchre.engine.view import PlayerView

SIZES = ((800, 600), (1280, 800), (1920, 1080))
FOUR_COLOUR_KEY = "appearance/four_colour"
TEXT_SIZE_KEY = "appearance/text_size"
NAMES = ["You", "Ada", "Bo"]


class ScriptBot:
    """Takes the ``prefer`` actions when it may, else passes; plays the first legal card.
    With ``renege`` it fails to follow suit once when it could, then plays that suit."""

    level = "script"

    def __init__(self, prefer: tuple[Act, ...] = (), renege: bool = False) -> None:
        self.prefer = prefer
        self.renege = renege
        self.reneged: int | None = None  # the suit it failed to follow

    def decide(self, view: PlayerView, rng: random.Random) -> Decision:
        if view.phase == Phase.PLAY and self.renege and view.trump is not None:
            return Decision(self._play(view), "script")
        for act in (*self.prefer, Act.PASS):
            action = next((a for a in view.legal if a.act == act), None)
            if action is not None:
                return Decision(action, "script")
        return Decision(view.legal[0], "script")

    def _play(self, view: PlayerView) -> Action:
        trump = view.trump
        assert trump is not None
        cards = [a for a in view.legal if a.act == Act.PLAY]

        def suit(a: Action) -> int:
            return effective_suit(a.card, trump)

        if self.reneged is not None:  # make the renege provable
            return next((a for a in cards if suit(a) == self.reneged), cards[0])
        if view.trick:
            led = effective_suit(view.trick[0][1], trump)
            follow = [a for a in cards if suit(a) == led]
            other = [a for a in cards if suit(a) != led]
            if follow and other:
                self.reneged = led
                return other[0]
            return (follow or cards)[0]
        return cards[0]

    def renege_call(self, view: PlayerView, rng: random.Random) -> int | None:
        return None


def settings_store(four_colour: bool, data_dir: Path | None = None,
                   text_size: int = 100) -> QSettings:
    """A fresh settings file of a player past the coached games; with ``four_colour``
    the deck's four-colour setting on; the text at ``text_size`` percent."""
    folder = data_dir or Path(tempfile.mkdtemp())
    store = QSettings(str(folder / "settings.ini"), QSettings.Format.IniFormat)
    store.setValue("learning/coached_games_left", 0)  # the scripted bots' reasons mean nothing
    if four_colour:
        store.setValue(FOUR_COLOUR_KEY, True)
    if text_size != 100:
        store.setValue(TEXT_SIZE_KEY, text_size)
    return store


def pump(app: QApplication, seconds: float) -> None:
    """Run the event loop for ``seconds``, deleting what ``deleteLater`` left (as the
    app's own loop does; ``processEvents`` alone does not)."""
    end = time.monotonic() + seconds
    while time.monotonic() < end:
        app.processEvents()
        app.sendPostedEvents(None, QEvent.Type.DeferredDelete)
        time.sleep(0.002)


class Run:
    """One window of one variant and size; scenes start games in it and take pictures."""

    def __init__(self, app: QApplication, out: Path, variant: str, size: tuple[int, int],
                 four_colour: bool = False, data_dir: Path | None = None,
                 text_size: int = 100) -> None:
        self.app = app
        self.out = out
        self.variant = variant
        self.size = size
        self.suffix = ("-4c" if four_colour else "") + (
            f"-text{text_size}" if text_size != 100 else "")
        store = settings_store(four_colour, data_dir, text_size)
        pacing = Pacing(animations=True, animation_ms=100, bot_delay_ms=0, trick_pause_ms=1)
        # with ``data_dir`` the window keeps statistics and past games there
        self.window = MainWindow(Settings(store, data_dir), pacing, autosave=data_dir is not None)
        self.window.resize(*size)
        self.window.show()
        self.c = self.window.controller
        self.table = self.window.table
        self.taken: list[Path] = []

    def start(
        self,
        dealer: int,
        bots: tuple[Bot, Bot] | None = None,
        options: dict[str, object] | None = None,
        after: int = 0,
    ) -> None:
        """A new game whose first dealer is ``dealer`` (the first such seed after ``after``)."""
        seed = next(s for s in itertools.count(after + 1) if first_dealer(s) == dealer)
        queue = list(bots or (ScriptBot(), ScriptBot()))
        self.c.bot_factory = lambda level: queue.pop(0) if queue else make_bot(level)
        self.window.start(GameSetup(self.variant, dict(options or {}), default_names(),
                                    ["medium", "medium"]), seed)
        self.seed = seed

    @property
    def state(self) -> GameState:
        """The game being played (one is always started before it is read)."""
        state = self.c.state
        assert state is not None
        return state

    def wait(self, stop: Callable[[], bool] = lambda: False, timeout: float = 20) -> None:
        """Until the player is to act, the hand is over, or ``stop()``."""
        c = self.c
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            pump(self.app, 0.02)
            if stop() or c.human_to_act or c.awaiting_next_hand:
                return
        raise TimeoutError(f"{self.variant}: stuck in {c.view.phase if c.view else None}")

    def until(self, ready: Callable[[], bool], timeout: float = 20) -> bool:
        """Until ``ready()`` (only that: the player may already be to act); False if it
        did not come within ``timeout`` seconds."""
        deadline = time.monotonic() + timeout
        while not ready():
            if time.monotonic() > deadline:
                return False
            pump(self.app, 0.02)
        return True

    def hint(self, tag: str) -> Action | None:
        """Ask for a hint and take a picture of it; the action it suggests (None, and the
        picture skipped with a printed reason, if none comes in time)."""
        self.c.hint()
        if not self.until(lambda: bool(self.c.hint_actions)):
            print(f"{self.variant} {self.size[0]}x{self.size[1]}: no hint came, "
                  f"no picture {tag!r}")
            return None
        self.grab(tag)
        return self.c.hint_actions[0]

    @property
    def view(self) -> PlayerView:
        assert self.c.view is not None
        return self.c.view

    def act(self, act: Act, arg: int | None = None) -> None:
        action = next(a for a in self.view.legal if a.act == act and arg in (None, a.arg))
        assert self.c.act(action, confirmed=True), action  # past the coach's warning

    def choose(self, count: int) -> None:
        """Choose ``count`` discards on the table (the lowest cards)."""
        self.table.selected = set(self.view.sorted_hand()[-count:])
        self.table.refresh()

    def confirm(self) -> None:
        self.table.confirm_discard()

    def play(self, tricks: int = 99) -> None:
        """Play the first legal card until ``tricks`` more tricks are done or the hand ends."""
        target = len(self.state.tricks) + tricks if self.c.state else 0
        while not self.c.awaiting_next_hand and len(self.state.tricks) < target:
            if self.view.phase == Phase.PLAY and self.c.human_to_act:
                self.c.play(self.view.legal[0].card)
            self.wait(lambda: len(self.state.tricks) >= target)

    def tab(self, presses: int, tag: str) -> None:
        """Press Tab ``presses`` times on the table and take a picture of the focus ring,
        then give the focus back to the mouse."""
        self.window.activateWindow()
        self.table.setFocus()
        for _ in range(presses):
            widget = QApplication.focusWidget() or self.table
            QTest.keyClick(widget, Qt.Key.Key_Tab)
        self.grab(tag)
        self.table.setFocus()
        self.table.access.focus = None
        self.table.input.keyboard_used = False
        self.table.refresh()

    def next_hand(self) -> None:
        self.c.continue_()
        self.wait()

    def grab(self, tag: str) -> None:
        pump(self.app, 0.45)
        w, h = self.size
        path = self.out / f"{self.variant}-{w}x{h}-{len(self.taken):02d}-{tag}{self.suffix}.png"
        self.window.grab().save(str(path))
        self.taken.append(path)

    def grab_widget(self, widget: QWidget, tag: str) -> None:
        """A picture of a window of its own (a dialog, a question)."""
        pump(self.app, 0.45)
        w, h = self.size
        path = self.out / f"windows-{w}x{h}-{len(self.taken):02d}-{tag}{self.suffix}.png"
        widget.grab().save(str(path))
        self.taken.append(path)

    def play_hand(self, prefer: tuple[Act, ...] = ()) -> None:
        """Take the ``prefer`` calls when offered, else pass or take the first choice;
        discard the lowest cards, play the first legal card, until the hand is over."""
        while not self.c.awaiting_next_hand:
            self.wait()
            if self.c.awaiting_next_hand:
                return
            if self.view.phase == Phase.DISCARD:
                self.choose(len(self.view.hand) - 5)
                self.confirm()
            elif self.view.phase == Phase.PLAY:
                self.play()
            else:
                offered = {a.act for a in self.view.legal}
                self.act(next((act for act in (*prefer, Act.PASS) if act in offered),
                              self.view.legal[0].act))

    def close(self) -> None:
        self.c.shutdown()
        self.window.close()


# ------------------------------------------------------------------ scenes
def cutthroat(run: Run) -> None:
    # the dealer's pick-up: Ada orders and goes alone, the player picks up and defends alone
    run.start(0, (ScriptBot((Act.ORDER, Act.ALONE)), ScriptBot()))
    run.wait()
    run.grab("pickup")
    run.act(Act.PICKUP)
    run.choose(1)
    run.grab("pickup-discard")
    run.confirm()
    run.wait()
    run.grab("defend-alone")
    run.act(Act.ALONE)
    run.play(2)
    run.grab("lone-defence-play")
    run.play()
    run.grab("hand-summary-lone-defence")

    # a dealer-maker: the player accepts the up-card, takes the dummy and discards 6 of 11
    run.start(0)
    run.wait()
    run.grab("round-one-dealer")
    run.act(Act.ORDER)
    run.wait()
    run.grab("maker-choice")
    run.act(Act.DUMMY)
    run.grab("dummy-discard-11")
    run.choose(6)
    run.grab("dummy-discard-chosen")
    run.confirm()
    run.wait()
    run.grab("play-lead")
    hinted = run.hint("hint")
    run.c.play((hinted or run.view.legal[0]).card)
    run.wait()
    run.grab("before-undo")
    run.c.undo()
    run.grab("after-undo")

    # round two: everybody passes the up-card, the player names a suit and goes alone
    run.start(0)
    run.wait()
    run.act(Act.PASS)
    run.wait()
    run.grab("round-two")
    run.act(Act.TRUMP, next(a.arg for a in run.view.legal if a.act == Act.TRUMP))
    run.wait()
    run.act(Act.ALONE)
    run.wait()
    run.play(1)
    run.grab("alone-play")


def ghost_hand(run: Run) -> None:
    # the player bids first, swaps with the ghost, bids and names trump; the dead hand
    run.start(2, (ScriptBot(), ScriptBot()))
    run.wait()
    run.grab("bid")
    run.tab(2, "tab-card")
    run.tab(len(run.view.hand) + 2, "tab-button")
    run.tab(len(run.view.hand) + 8, "tab-board")
    run.act(Act.SWAP)
    run.hint("bid-after-swap-hint")
    run.act(Act.BID, 3)
    run.wait()
    run.grab("declare")
    run.act(Act.TRUMP, run.view.hand[0].suit)
    run.wait()
    run.grab("dead-hand-play")
    run.c.pacing.trick_pause_ms = 0
    run.play(1)
    run.wait(lambda: run.c.holding_trick)
    run.grab("trick-won")
    run.c.pacing.trick_pause_ms = 1
    run.c.continue_()
    run.wait()
    run.window.table.show_last_trick()
    run.grab("last-trick")
    run.window.table.show_last_trick()
    run.play()
    run.grab("hand-summary")

    # a bot swaps and shoots the moon
    run.start(0, (ScriptBot((Act.SWAP, Act.MOON)), ScriptBot()))
    run.wait()
    run.grab("bot-swapped-moon")


def common(run: Run) -> None:
    """Scenes both variants have: a renege call, the score sheet, the end of the game."""
    options: dict[str, object] = {"reneges": "callable"}
    for after in range(0, 200, 7):
        run.start(1, (ScriptBot((Act.BID, Act.ORDER), renege=True), ScriptBot()), options,
                  after=after)
        while not run.c.awaiting_next_hand and not run.view.can_call:
            if run.c.human_to_act:
                if run.view.phase == Phase.DISCARD:
                    run.choose(len(run.view.hand) - 5)
                    run.confirm()
                elif run.view.phase == Phase.PLAY:
                    run.c.play(run.view.legal[0].card)
                else:
                    run.act(Act.PASS if any(a.act == Act.PASS for a in run.view.legal)
                            else run.view.legal[0].act)
            run.wait(lambda: bool(run.view.can_call))
        if run.view.can_call:
            break
    else:
        raise RuntimeError("no renege to call")
    run.grab("renege-callable")
    accused = run.view.can_call[0]
    summary = run.table.summary  # after the last trick the call is on the hand's summary
    renege = (summary.findChild(QPushButton, f"summary-renege-{accused}") if summary.isVisible()
              else run.table.bar.findChild(QPushButton, f"act-renege-{accused}"))
    assert renege is not None and renege.isVisible()
    renege.click()
    run.grab("renege-called")
    run.play()
    run.grab("hand-summary-renege")

    # a short game to the end, with the score sheet open
    target = 5 if run.variant == "cutthroat" else 12
    run.start(0, (ScriptBot((Act.BID, Act.ORDER)), ScriptBot((Act.BID, Act.ORDER))),
              {"target": target})
    hands = 0
    while run.state.winner is None:
        run.wait()
        if run.c.awaiting_next_hand:
            hands += 1
            if hands == 2:
                run.window.show_score_sheet()
                run.grab("score-sheet")
                run.table.close_score_sheet()
            run.next_hand()
            continue
        if run.view.phase == Phase.DISCARD:
            run.choose(len(run.view.hand) - 5)
            run.confirm()
        elif run.view.phase == Phase.PLAY:
            run.play()
        else:
            run.act(Act.PASS if any(a.act == Act.PASS for a in run.view.legal)
                    else run.view.legal[0].act)
    run.grab("game-over")
    run.window.show_score_sheet()
    run.grab("game-over-score-sheet")
    run.table.close_score_sheet()


def windows(app: QApplication, out: Path, four_colour: bool) -> list[Path]:
    """The windows beside the table: Preferences, a risky call's question, the last trick,
    Statistics and Past games after a short game, and the hand history and its review."""
    run = Run(app, out, "ghost-hand", (1280, 800), four_colour, Path(tempfile.mkdtemp()))
    window = run.window
    try:
        dialog = window.show_preferences()
        run.grab_widget(dialog, "preferences")
        dialog.close()

        # a risky call: the player may shoot the moon in the first round of bids
        window.settings.set_confirm_risky_calls(True)
        run.start(2)
        run.wait()
        moon = next(a for a in run.view.legal if a.act == Act.MOON)
        run.table.choose(moon)
        box = window.risky_calls.box
        assert box is not None
        run.grab("risky-call")
        run.grab_widget(box, "risky-call-question")
        box.reject()

        # a short game of Cutthroat to its end; the last trick on the way
        run.variant = "cutthroat"
        run.start(0, (make_bot("medium"), make_bot("medium")), {"target": 5})  # real reasons
        run.wait()
        while run.view.phase != Phase.PLAY:
            run.act(Act.PASS if any(a.act == Act.PASS for a in run.view.legal)
                    else run.view.legal[0].act)
            run.wait()
        run.play(2)
        run.table.show_last_trick()
        run.grab("last-trick")
        run.table.show_last_trick()
        while run.state.winner is None:
            run.play_hand((Act.ORDER, Act.ALONE))  # bold calls, for a review with mistakes
            if run.state.winner is None:
                run.next_hand()
        pump(app, 1.0)  # the statistics and the game's file are written
        stats = window.show_statistics()
        stats.tabs.setCurrentIndex(1)
        run.grab_widget(stats, "statistics")
        stats.close()
        past = window.game_files.show_past_games()
        for _ in range(100):
            pump(app, 0.05)
            if past.games.topLevelItemCount():
                break
        first = past.games.topLevelItem(0)
        assert first is not None, "the past games list is empty"
        past.games.setCurrentItem(first)
        run.grab_widget(past, "past-games")
        past.close()

        for size in ((1280, 800), (800, 600), (1920, 1080)):
            run.size = size
            history = window.show_hand_history()
            assert history is not None
            history.resize(*size)
            history.show()
            history.seat_box.setCurrentIndex(3)  # all cards open
            history._show()
            history.go(len(history.steps) // 2)
            run.grab_widget(history, "history-all-open")
            history.seat_box.setCurrentIndex(0)
            for hand in reversed(range(len(history.history.logs))):  # one with a mistake
                history.show_hand(hand)
                history.start_review()
                for _ in range(1200):
                    pump(app, 0.05)
                    if not history.reviewing:
                        break
                items = [history.review_list.item(i)
                         for i in range(history.review_list.count())]
                marked = next((i for i in items if i.font().bold()), None)
                if marked is not None:
                    history.review_list.setCurrentItem(marked)
                    history._review_item_clicked(marked)
                    break
            run.grab_widget(history, "history-review")
            history.close()
    finally:
        run.close()
    return run.taken


def lesson_steps(app: QApplication, out: Path, practice: bool,
                 size: tuple[int, int] = (1280, 800), four_colour: bool = False) -> list[Path]:
    """Every step of every lesson (and practice deal) as the coach shows it."""
    from ghosteuchre.app.play.lessons import record_action
    from ghosteuchre.engine import actions as acts
    from ghosteuchre.learn.actions import engine_steps
    from ghosteuchre.learn.practiceplay import PracticeRunner

    pacing = Pacing(animations=False, animation_ms=0, bot_delay_ms=0, trick_pause_ms=1)
    window = MainWindow(Settings(settings_store(four_colour)), pacing, autosave=False)
    window.controller.bot_factory = make_bot
    window.resize(*size)
    window.show()
    c = window.controller
    taken: list[Path] = []

    def grab(tag: str) -> None:
        pump(app, 0.15)
        path = out / f"{tag}.png"
        window.grab().save(str(path))
        taken.append(path)

    def settle() -> None:
        deadline = time.monotonic() + 10
        while time.monotonic() < deadline:
            pump(app, 0.02)
            if window.coach is not None and window.coach._shown is not None:
                return
        raise TimeoutError("the coach did not show")

    for course in window.courses():
        if course.kind == "practice" and not practice:
            continue
        window.start_course(course.key)
        session = c.lesson
        assert session is not None
        while not session.finished:
            settle()
            step = session.step
            assert step is not None
            tag = f"{course.key}-{session.runner.index:02d}-{step.kind}"
            grab(tag)
            if step.kind == "quiz":
                session.answer((step.answer + 1) % len(step.choices))
                settle()
                grab(tag + "-wrong")
                session.answer(step.answer)
            elif step.kind == "do":
                right = engine_steps(step.expect[0])[0]
                runner = session.runner
                keeps = {acts.PLAY[x] for x in runner.accepted()} \
                    if isinstance(runner, PracticeRunner) else set()
                wrong = next((a for a in c.view.legal if a != right and a not in keeps),
                             None) if c.view else None
                hand = [x for x in c.hand_model.cards() if record_action(right).get("card")
                        != str(x)]
                if wrong is None and hand:
                    wrong = Action(Act.PLAY, int(hand[0]))
                if wrong is not None:
                    c.act(wrong)
                    settle()
                    grab(tag + "-wrong")
                c.act(right)
                if "discard" in step.expect[0]:  # the discards are chosen on the table next
                    settle()
                    grab(tag + "-discard")
                    given = step.expect[0]["discard"]
                    cards = [Card.parse(x) for x in (given if isinstance(given, list)
                                                     else [given])]
                    c.discard(cards)
            else:
                session.next()
        settle()
        grab(f"{course.key}-end")
        c.end_lesson()
        pump(app, 0.1)
        if window.lessons_window is not None:
            window.lessons_window.reject()
    c.shutdown()
    window.close()
    return taken


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--out", default="screenshots")
    parser.add_argument("--size", default=None, help="only this size, e.g. 800x600")
    parser.add_argument("--lessons", action="store_true",
                        help="every step of every lesson (at 1280x800 unless --size) instead")
    parser.add_argument("--windows", action="store_true",
                        help="the windows beside the table (Preferences, Statistics, …) instead")
    parser.add_argument("--practice", action="store_true",
                        help="with --lessons: the practice deals too")
    parser.add_argument("--four-colour", action="store_true",
                        help=f"the four-colour deck (sets {FOUR_COLOUR_KEY} to true)")
    parser.add_argument("--text-size", type=int, default=100, choices=TEXT_SIZES,
                        help=f"the table's text at this percent (sets {TEXT_SIZE_KEY})")
    parser.add_argument("--language", default="en",
                        choices=[*i18n.LANGUAGE_NAMES, "pseudo"],
                        help="the app's language (pseudo: every text longer and accented)")
    args = parser.parse_args()
    out = Path(args.out)
    out.mkdir(parents=True, exist_ok=True)
    app = QApplication(sys.argv[:1])
    language = "en" if args.language == "pseudo" else args.language
    i18n.install(app, i18n.locale_for(language))  # as at start
    if args.language == "pseudo":
        i18n.install_pseudo(app)
    if args.windows:
        for path in windows(app, out, args.four_colour):
            print(path)
        return 0
    if args.lessons:
        size = (1280, 800) if args.size is None else tuple(int(x) for x in args.size.split("x"))
        for path in lesson_steps(app, out, args.practice, size,  # type: ignore[arg-type]
                                 args.four_colour):
            print(path)
        return 0
    sizes = SIZES if args.size is None else (tuple(int(x) for x in args.size.split("x")),)
    for variant, scenes in (("ghost-hand", ghost_hand), ("cutthroat", cutthroat)):
        for size in sizes:
            run = Run(app, out, variant, size, args.four_colour,  # type: ignore[arg-type]
                      text_size=args.text_size)
            try:
                scenes(run)
                common(run)
            finally:
                run.close()
            for path in run.taken:
                print(path)
    return 0


if __name__ == "__main__":
    sys.exit(main())
