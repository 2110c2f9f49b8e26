"""Play whole games through the real main window as a player would, and keep a picture of
every moment the player looks at.

    QT_QPA_PLATFORM=offscreen python tools/playthrough.py --out screenshots/playthrough \\
        --variant cutthroat --input keyboard --size 800x600 --text-size 140

The window is the game's own ``MainWindow`` at ``--size`` with the table's text at
``--text-size`` percent (Preferences → Text on the table) and the speed-of-play
preferences as a new player has them (an only legal card is played for the player, a
certain claim is offered).  A game to a low target (``--target``) is played against two
Easy bots: the player's choices are sent as real events only, mouse clicks on the card
items and the decision bar's buttons (``--input mouse``) or key presses to the table
(``--input keyboard``); a claim offered is taken.  A PNG is saved at each of the
player's decisions, at each hand's summary and at the game's end, and at each picture
every text of the table is measured (the plates, the board and the piles' labels, with
the check of ``tests/support/text_fits.py``; the prompt, the bar's buttons and the
summary's words, which must not be cut off).  What did not fit is printed, and the exit
status is 1 if anything did not, or if the game did not end.  ``--all`` plays the twelve
games of both variants by mouse and keyboard at 800×600, 1280×800 and 1920×1080 at 140 %,
and two at 1280×800 and 100 %, each with a seed of its own (from ``--seed``) and in a
folder of its own.
"""

from __future__ import annotations

import argparse
import importlib
import itertools
import re
import sys
import tempfile
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from PySide6.QtCore import QEvent, QPoint, QPointF, QSettings, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QAbstractButton, QApplication, QLabel, QPushButton, QWidget

from ghosteuchre.app.shell import i18n
from ghosteuchre.app.shell.mainwindow import MainWindow
from ghosteuchre.app.storage.settings import TEXT_SIZES, GameSetup, Pacing, Settings
from ghosteuchre.app.table.cards import CardItem
from ghosteuchre.bots import make_bot
from ghosteuchre.engine import actions as acts
from ghosteuchre.engine.actions import Act, Action
from ghosteuchre.engine.cards import Card, effective_suit
from ghosteuchre.engine.state import Phase
from ghosteuchre.engine.view import PlayerView

ROOT = Path(__file__).resolve().parents[1]
NAMES = ["Alexandra Montgomery", "Maximiliana Wolf", "Bartholomew Cunningham"]
SIZES = ((800, 600), (1280, 800), (1920, 1080))
PATIENCE_S = 60.0  # the longest wait for the game to come to the player
MAX_TURNS = 600


def pump(app: QApplication, seconds: float = 0.0) -> None:
    """Run the event loop for ``seconds`` (at least once), deleting what ``deleteLater``
    left, as the app's own loop does."""
    end = time.monotonic() + seconds
    while True:
        app.processEvents()
        app.sendPostedEvents(None, QEvent.Type.DeferredDelete)
        if time.monotonic() >= end:
            return
        time.sleep(0.005)


def trumps_if(hand: list[Card], suit: int) -> int:
    return sum(effective_suit(c, suit) == suit for c in hand)


def choice(view: PlayerView) -> list[Action]:
    """The player's next action (or whole discard): bid, order or name trump with three
    cards of a suit, swap a weak Ghost Hand hand, else pass where passing is allowed and
    take the first choice offered where not; the first legal card of the hand as shown;
    discard the first cards shown."""
    legal = list(view.legal)
    hand = list(view.sorted_hand())
    if view.phase == Phase.PLAY:
        cards = {a.card for a in legal}
        return [acts.PLAY[next(c for c in hand if c in cards)]]
    if view.phase == Phase.DISCARD:
        return [acts.DISCARD[c] for c in hand[: len(hand) - 5]]
    suits = [a for a in legal if a.act == Act.TRUMP]
    best = max(suits or list(acts.TRUMP), key=lambda a: (trumps_if(hand, a.arg), -a.arg))
    strong = trumps_if(hand, best.arg) >= 3
    wanted: list[Action] = []
    if view.phase == Phase.BID:
        wanted = [acts.SWAP] if trumps_if(hand, best.arg) <= 2 else [acts.BID[3]]
    elif view.phase == Phase.ROUND1 and view.up_card is not None:
        wanted = [acts.ORDER] if trumps_if(hand, view.up_card.suit) >= 3 else []
    elif suits and strong:
        wanted = [best]
    for action in (*wanted, acts.PASS):
        if action in legal:
            return [action]
    return [best if suits else legal[0]]


def clipped_widgets(window: MainWindow) -> list[str]:
    """The table's words cut off: a visible button or one-line label narrower than its
    text, a wrapped label shorter than its lines."""
    found = []
    for widget in window.table.findChildren(QWidget):
        if not widget.isVisible() or widget.width() <= 1:
            continue
        if isinstance(widget, QAbstractButton) and widget.text():
            if widget.sizeHint().width() > widget.width() + 1:
                found.append(f"the button {widget.text()!r} is cut to {widget.width()} px "
                             f"of {widget.sizeHint().width()}")
        elif isinstance(widget, QLabel) and widget.text() and not widget.pixmap():
            if widget.wordWrap():
                need = widget.heightForWidth(widget.width())
                if need > widget.height() + 1:
                    found.append(f"the text {widget.text()[:60]!r} needs {need} px of height, "
                                 f"has {widget.height()}")
            elif (widget.textFormat() != Qt.TextFormat.RichText
                  and widget.fontMetrics().horizontalAdvance(widget.text())
                  > widget.contentsRect().width() + 1):
                found.append(f"the text {widget.text()[:60]!r} is cut to {widget.width()} px")
    return found


@dataclass
class Game:
    """One game played through the window; what it saw."""

    variant: str
    device: str
    size: tuple[int, int]
    text_size: int
    out: Path
    target: int = 5
    seed: int = 1
    shots: list[Path] = field(default_factory=list)
    problems: list[str] = field(default_factory=list)
    claims: int = 0
    decided: int = 0  # the cards the player chose
    forced: int = 0  # the player's cards played for them (only legal, or claimed)
    winner: int | None = None


class Player:
    """Plays seat 0 of ``window`` with real events of one device and takes the pictures."""

    def __init__(self, app: QApplication, window: MainWindow, game: Game) -> None:
        self.app = app
        self.window = window
        self.table = window.table
        self.c = window.controller
        self.game = game
        self.enter_keys = itertools.cycle((Qt.Key.Key_Return, Qt.Key.Key_Space))
        fits: Any = importlib.import_module("tests.support.text_fits")
        self.clicks: Any = importlib.import_module("tests.support.clicks")
        self.checker = fits.Checker(window, NAMES, game.text_size / 100)

    # ------------------------------------------------------------ waiting
    def game_over_shown(self) -> bool:
        s = self.c.state
        return (s is not None and s.winner is not None
                and self.table.overlays.game_over_shown())

    def until(self, ready: Callable[[], bool], what: str) -> None:
        deadline = time.monotonic() + PATIENCE_S
        while not ready():
            if time.monotonic() > deadline:
                raise TimeoutError(f"{self.game.variant}: waited in vain for {what}")
            pump(self.app, 0.01)

    def settled(self) -> bool:
        """The player is to decide, a hand's summary is up, or the game is over."""
        c = self.c
        if self.game_over_shown():
            return True
        if c.awaiting_next_hand:
            return self.table.summary.isVisible()
        if c.holding_trick:
            return False
        return c.can_claim or (c.human_to_act and c.session.speed.auto_card is None)

    # ------------------------------------------------------------ pictures
    def shot(self, tag: str) -> None:
        pump(self.app, 0.25)  # the cards' moves end
        self.checker.check()
        for problem in clipped_widgets(self.window):
            self.checker.fail(problem)
        game = self.game
        path = game.out / f"{len(game.shots):03d}-{tag}.png"
        self.window.grab().save(str(path))
        game.shots.append(path)
        for problem in self.checker.problems:
            line = f"{path.name}: {problem}"
            if line not in game.problems:
                game.problems.append(line)
        self.checker.problems.clear()

    # ------------------------------------------------------------ the game
    def play(self) -> None:
        c = self.c
        for _ in range(MAX_TURNS):
            self.until(self.settled, "the player's turn")
            if self.game_over_shown():
                self.shot("game-over")
                state = c.state
                self.game.winner = None if state is None else state.winner
                return
            state = c.state
            assert state is not None
            hand = state.hand_number + 1
            if c.awaiting_next_hand:
                self.shot(f"hand{hand}-summary")
                self.next_hand()
                continue
            view = c.view
            assert view is not None
            if c.can_claim:
                self.shot(f"hand{hand}-claim")
                self.claim()
                continue
            self.shot(f"hand{hand}-{view.phase.name.lower()}")
            self.decide(view)
        raise RuntimeError(f"no end after {MAX_TURNS} turns")

    def decide(self, view: PlayerView) -> None:
        planned = choice(view)
        state = self.c.state
        assert state is not None
        before = len(state.history[-1].actions)
        if view.phase == Phase.DISCARD:
            for action in planned:
                self.pick_card(Card(action.card))
            self.press_button("act-discard")
        elif view.phase == Phase.PLAY:
            self.pick_card(Card(planned[0].card))
            self.game.decided += 1
        else:
            self.press_button(self.clicks.button_name(planned[0]))
        pump(self.app)
        after = self.c.state
        assert after is not None
        if after is state and len(after.history[-1].actions) == before:
            raise RuntimeError(f"the player's {planned[0]} was not taken")

    def claim(self) -> None:
        self.press_button("act-claim")
        self.game.claims += 1
        self.until(lambda: not self.c.can_claim, "the claim to start")

    def next_hand(self) -> None:
        state = self.c.state
        assert state is not None
        number = state.hand_number
        if self.game.device == "keyboard":
            self.press(Qt.Key.Key_Return)
        else:
            self.click_widget(self.table.summary.button)
        self.until(lambda: self.c.state is not None and self.c.state.hand_number != number,
                   "the next hand")

    # ------------------------------------------------------------ events
    def press(self, key: Qt.Key) -> None:
        focus = QApplication.focusWidget()
        if focus is not self.table:
            raise RuntimeError(f"the keyboard's focus is on {focus!r}, not on the table")
        QTest.keyClick(focus, key)

    def press_button(self, name: str) -> None:
        button = self.table.bar.findChild(QPushButton, name)
        if button is None or not (button.isVisible() and button.isEnabled()):
            names = [b.objectName() for b in self.table.bar.buttons()]
            raise RuntimeError(f"no button {name} to press: {names}")
        if self.game.device == "keyboard":
            found = re.search(r"\[(.)\]$", button.text())
            if not found:
                raise RuntimeError(f"the button {button.text()!r} shows no key")
            self.press(Qt.Key(ord(found.group(1).upper())))
        else:
            self.click_widget(button)

    def click_widget(self, widget: QWidget) -> None:
        centre = widget.rect().center()
        top = self.window.childAt(widget.mapTo(self.window, centre))
        if top is None or (top is not widget and not widget.isAncestorOf(top)):
            raise RuntimeError(f"{widget.objectName()} is covered by {top!r}")
        QTest.mouseClick(widget, Qt.MouseButton.LeftButton, pos=centre)

    def pick_card(self, card: Card) -> None:
        """Play or choose ``card``: a click on it, or the arrow keys and Enter."""
        if self.game.device == "mouse":
            QTest.mouseClick(self.table.viewport(), Qt.MouseButton.LeftButton,
                             pos=self.card_point(card))
            return
        cards = list(self.c.hand_model.cards())
        target, n = cards.index(card), len(cards)
        right = (target - self.table.focus_index) % n
        key = Qt.Key.Key_Right if right <= n - right else Qt.Key.Key_Left
        if right == 0 or not self.table.input.keyboard_used:  # the ring shows after a key
            self.press(Qt.Key.Key_Left)
            key = Qt.Key.Key_Right
        for _ in range(2 * n):
            if self.table.focus_index == target:
                break
            self.press(key)
        self.press(next(self.enter_keys))

    def card_point(self, card: Card) -> QPoint:
        """A point where ``card`` is the topmost card and no widget covers it."""
        item = self.table.item_for(str(card))
        rect = item.sceneBoundingRect()
        viewport = self.table.viewport()
        for fx, fy in itertools.product((0.2, 0.1, 0.35, 0.5, 0.7, 0.9), (0.5, 0.3, 0.7)):
            point = self.table.mapFromScene(QPointF(rect.left() + rect.width() * fx,
                                                    rect.top() + rect.height() * fy))
            if self.window.childAt(viewport.mapTo(self.window, point)) is not viewport:
                continue
            top = next((i for i in self.table.items(point) if isinstance(i, CardItem)), None)
            if top is item:
                return point
        raise RuntimeError(f"no point of the {card} can be clicked")


def play_game(app: QApplication, game: Game) -> Game:
    """Play ``game`` in a window of its own; its pictures go to ``game.out``."""
    game.out.mkdir(parents=True, exist_ok=True)
    folder = Path(tempfile.mkdtemp(prefix="playthrough-"))
    store = QSettings(str(folder / "settings.ini"), QSettings.Format.IniFormat)
    store.setValue("learning/coached_games_left", 0)
    store.setValue("appearance/text_size", game.text_size)
    pacing = Pacing(animations=True, animation_ms=60, bot_delay_ms=0, trick_pause_ms=150)
    window = MainWindow(Settings(store), pacing, autosave=False)
    window.controller.bot_factory = make_bot  # Easy bots, in this process
    window.resize(*game.size)
    window.show()
    window.activateWindow()
    pump(app, 0.2)
    player = Player(app, window, game)
    try:
        window.start(GameSetup(game.variant, {"target": game.target}, list(NAMES),
                               ["easy", "easy"]), game.seed)
        pump(app, 0.1)
        window.table.setFocus()
        player.play()
        state = window.controller.state
        assert state is not None
        played = sum(seat == 0 and a.act == Act.PLAY for log in state.history
                     for seat, a in log.actions)
        game.forced = played - game.decided
    finally:
        window.table.laid_out.disconnect(player.checker.check)
        window.controller.shutdown()
        window.close()
        pump(app, 0.1)
    return game


def games_of(args: argparse.Namespace) -> list[Game]:
    out = Path(args.out)
    if not args.all:
        w, h = (int(x) for x in args.size.split("x"))
        return [Game(args.variant, args.input, (w, h), args.text_size, out, args.target,
                     args.seed)]
    games = [Game(variant, device, size, 140, out / f"{variant}-{device}-{size[0]}x{size[1]}-140",
                  args.target)
             for variant in ("ghost-hand", "cutthroat") for device in ("mouse", "keyboard")
             for size in SIZES]
    games += [Game(variant, "mouse", (1280, 800), 100, out / f"{variant}-mouse-1280x800-100",
                   args.target) for variant in ("ghost-hand", "cutthroat")]
    for i, game in enumerate(games):  # a deal of its own for each game
        game.seed = args.seed + i
    return games


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--out", default="playthrough")
    parser.add_argument("--variant", default="ghost-hand", choices=["ghost-hand", "cutthroat"])
    parser.add_argument("--input", default="mouse", choices=["mouse", "keyboard"])
    parser.add_argument("--size", default="1280x800")
    parser.add_argument("--text-size", type=int, default=140, choices=TEXT_SIZES)
    parser.add_argument("--target", type=int, default=5)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--all", action="store_true",
                        help="both variants, mouse and keyboard, at every size (see above)")
    args = parser.parse_args()
    sys.path.insert(0, str(ROOT))  # the text-fit check of tests/support
    app = QApplication(sys.argv[:1])
    i18n.install(app, i18n.locale_for("en"))
    failed = False
    for game in games_of(args):
        play_game(app, game)
        w, h = game.size
        print(f"{game.variant} by {game.device} at {w}x{h}, text {game.text_size} %: "
              f"winner {game.winner}, {len(game.shots)} pictures in {game.out}, "
              f"{game.claims} claims, {game.forced} cards played for the player, "
              f"{len(game.problems)} texts that do not fit")
        for problem in game.problems:
            print("   ", problem)
        failed |= game.winner is None or bool(game.problems)
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
