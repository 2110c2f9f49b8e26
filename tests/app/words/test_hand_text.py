"""Export hand history as readable text: a dialog titled for what it writes, the text
(a header, then each hand as "Hand 1" with one line per call, discard and trick, in the
table's log's sentences) checked line by line against the record, and the game's record
exported then opened again as the same game."""

from __future__ import annotations

import json
import random
from pathlib import Path
from typing import Any

import pytest
from app_driver import PATIENCE_MS
from files_driver import choose_menu, saving_settings, saving_window, settle
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QFileDialog, QMessageBox

from ghosteuchre.app.shell.gamefiles import choose_with_dialog
from ghosteuchre.engine.actions import Act
from ghosteuchre.engine.deal import deal_next, new_game
from ghosteuchre.engine.record import load_file, loads, to_record
from ghosteuchre.engine.rules import Rules
from ghosteuchre.engine.state import GameState, Phase

pytestmark = pytest.mark.slow  # the window driven through games, or long runs: not in the fast lane

NAMES = ["Ann", "Bea", "Cy"]


@pytest.fixture
def window(qtbot, tmp_path: Path):
    """A window that keeps its games in ``tmp_path``."""
    window = saving_window(qtbot, saving_settings(tmp_path))
    yield window
    window.controller.shutdown()


class Answers:
    """Answers the file dialog with ``path``, and notes what was asked."""

    def __init__(self, window, path: Path) -> None:
        self.path, self.asked = path, []
        window.game_files.choose_path = self

    def __call__(self, parent, mode: str, suggested: Path) -> Path:
        self.asked.append(mode)
        return self.path


def whole_game(tmp_path: Path, variant: str, seed: int) -> tuple[Path, dict[str, Any]]:
    """A whole game of random legal play (never shooting the moon, so that it ends), the
    player at seat 0, as a game file."""
    rng = random.Random(seed)
    game = new_game(Rules.make(variant, {}), seed)
    while not game.is_terminal():
        if game.current_player is None:
            deal_next(game, seed)
            continue
        legal = [a for a in game.legal_actions() if a.act != Act.MOON]
        game.apply(rng.choice(legal), game.current_player)
    record = to_record(game, NAMES, {"seed": seed, "levels": ["", "easy", "hard"], "human": 0})
    path = tmp_path / f"{variant}.euchre.json"
    path.write_text(json.dumps(record), encoding="utf-8")
    return path, record


def open_game(qtbot, window, path: Path) -> None:
    Answers(window, path)
    QTest.keySequence(window, "Ctrl+O")
    qtbot.waitUntil(lambda: window.controller.state is not None
                    and window.controller.state.winner is not None, timeout=PATIENCE_MS)


def export(qtbot, window, path: Path) -> list[str]:
    """Game → Export hand history…, answered with ``path``; the modes asked."""
    answers = Answers(window, path)
    choose_menu(qtbot, window, "&Game", "&Export hand history…")
    settle(qtbot, window)
    return answers.asked


def hand_blocks(text: str) -> list[list[str]]:
    """The text's parts (a blank line apart): the header, then one per hand."""
    return [block.split("\n") for block in text.rstrip("\n").split("\n\n")]


def check_hand(lines: list[str], number: int, record: dict[str, Any], state: GameState) -> None:
    """Hand ``number`` (from 0) of the text against the record: the dealer, each hand
    dealt, one line per call, discard and finished trick in order, the summary's player
    lines and the scores after it; ``state`` is the game before the hand, replayed to
    its end."""
    hand = record["hands"][number]
    dealer = hand["dealer"]
    assert lines[0] == f"Hand {number + 1}: " + ("you deal" if dealer == 0 else
                                                  f"{NAMES[dealer]} deals")
    loaded = loads(json.dumps(record)).state.history[number]
    rest = lines[1:]
    for seat in range(3):
        shown = rest.pop(0)
        assert shown.startswith(NAMES[seat] + ": ")
        assert sorted(shown.split(": ")[1].split()) == sorted(
            c.pretty() for c in loaded.deal.hands[seat])
    pile = rest.pop(0)
    if state.rules.is_ghost:
        assert pile.startswith("Ghost hand: ")
        assert sorted(pile.split(": ")[1].split()) == sorted(c.pretty() for c in loaded.deal.ghost)
    else:
        assert pile.startswith("Dummy: ")
        assert sorted(pile.split(": ")[1].split()) == sorted(c.pretty() for c in loaded.deal.dummy)
        assert rest.pop(0) == f"Turned up: the {loaded.deal.kitty[0].pretty()}"
    state.start_hand(loaded.deal)
    played: list[str] = []
    for seat, action in loaded.actions:
        tricks = len(state.tricks)
        before = state.clone()
        state.apply(action, seat)
        if action.act == Act.PLAY:
            played.append(action.card.pretty())
            if len(state.tricks) == tricks:
                continue
            line = rest.pop(0)
            for card in played:  # every card in the order played, then who took it
                assert card in line, (line, played)
                line = line[line.index(card) + len(card):]
            winner = state.tricks[-1].winner
            assert line.endswith("you take the trick" if winner == 0
                                 else f"{NAMES[winner]} takes the trick"), line
            played = []
            continue
        line = rest.pop(0)
        name = "You" if seat == 0 else NAMES[seat]
        assert line.startswith(name + " "), (line, action)
        if action.act == Act.DISCARD:
            assert line.endswith(action.card.pretty())
        elif action.act == Act.BID:
            assert line.endswith(str(action.arg))
        elif action.act == Act.ORDER and before.up_card is not None:
            assert line.endswith(before.up_card.pretty())
    assert state.phase == Phase.HAND_OVER
    rest.pop(0)  # the summary's headline
    for seat in range(0 if state.hand_result().void else 3):
        assert rest.pop(0).startswith(f"{NAMES[seat]}: tricks ")
    scores = ", ".join(f"{n} {s}".replace("-", "\u2212") for n, s in zip(NAMES, state.scores,
                                                                         strict=True))
    assert rest == [f"Scores: {scores}"]


@pytest.mark.parametrize(("variant", "seed"), [("ghost-hand", 4), ("cutthroat", 8)])
def test_a_whole_game_exported_as_text_reads_as_the_record(
        qtbot, window, tmp_path: Path, variant: str, seed: int) -> None:
    path, record = whole_game(tmp_path, variant, seed)
    open_game(qtbot, window, path)
    text_path = tmp_path / "hands.txt"
    assert export(qtbot, window, text_path) == ["export"]
    text = text_path.read_text(encoding="utf-8")
    blocks = hand_blocks(text)
    header, hands = blocks[0], blocks[1:]
    final = loads(json.dumps(record)).state
    assert len(hands) == len(record["hands"])
    assert header[0] == "Ghost Euchre hand history"
    assert header[1] == "Game: " + ("Ghost Hand" if variant == "ghost-hand" else "Cutthroat")
    assert header[2].startswith("Rules: Points to win: ")
    assert header[3] == "Players: Ann (you), Bea (Easy bot), Cy (Hard bot)"
    scores = ", ".join(f"{n} {s}".replace("-", "\u2212")
                       for n, s in zip(NAMES, final.scores, strict=True))
    assert header[4] == f"Final score: {scores}"
    assert header[5] == ("You won the game." if final.winner == 0
                         else f"{NAMES[final.winner]} won the game.")
    assert [h[0].split(":")[0] for h in hands] == [f"Hand {i + 1}" for i in range(len(hands))]
    state = GameState(final.rules, final.first_dealer)
    for number, lines in enumerate(hands):  # every hand, line by line
        check_hand(lines, number, record, state)
    assert state.scores == final.scores


def test_an_exported_record_opens_as_the_same_game(qtbot, window, tmp_path: Path) -> None:
    path, record = whole_game(tmp_path, "cutthroat", 3)
    open_game(qtbot, window, path)
    out = tmp_path / "copy.euchre.json"
    assert export(qtbot, window, out) == ["export"]
    assert json.loads(out.read_text(encoding="utf-8"))["hands"] == record["hands"]
    Answers(window, out)
    QTest.keySequence(window, "Ctrl+O")
    qtbot.waitUntil(lambda: window.game_files is not None and window.controller.state
                    is not None and window.controller.state.history[0].deal ==
                    load_file(out).state.history[0].deal, timeout=PATIENCE_MS)
    again = window.controller.state
    original = loads(json.dumps(record)).state
    assert [(h.dealer, h.deal, h.actions) for h in again.history] == [
        (h.dealer, h.deal, h.actions) for h in original.history]
    assert again.scores == original.scores and again.winner == original.winner


def test_the_export_dialog_is_titled_for_what_it_writes(qtbot, window, tmp_path: Path,
                                                         monkeypatch) -> None:
    path, _ = whole_game(tmp_path, "ghost-hand", 4)
    open_game(qtbot, window, path)
    asked: list[tuple[str, str, str]] = []

    def file_dialog(parent, title: str, start: str, filters: str) -> tuple[str, str]:
        asked.append((title, start, filters))
        return str(tmp_path / "readable"), filters.split(";;")[0]  # its first kind

    monkeypatch.setattr(QFileDialog, "getSaveFileName", file_dialog)
    window.game_files.choose_path = choose_with_dialog  # the app's own dialog
    choose_menu(qtbot, window, "&Game", "&Export hand history…")
    settle(qtbot, window)
    ((title, start, filters),) = asked
    assert title == "Export hand history"
    assert filters == "Readable text (*.txt);;Ghost Euchre games (*.euchre.json)"
    assert start.endswith(".txt")  # readable text suggested first
    written = tmp_path / "readable.txt"  # the extension of the kind chosen
    qtbot.waitUntil(written.is_file, timeout=PATIENCE_MS)
    assert written.read_text(encoding="utf-8").startswith("Ghost Euchre hand history\n")


def test_replacing_an_exported_record_asks_under_the_exports_title(
        qtbot, window, tmp_path: Path, monkeypatch) -> None:
    path, _ = whole_game(tmp_path, "cutthroat", 8)
    open_game(qtbot, window, path)
    there = tmp_path / "kept.euchre.json"
    there.write_text("{}", encoding="utf-8")
    asked: list[str] = []

    def question(parent, title: str, text: str, *args) -> QMessageBox.StandardButton:
        asked.append(title)
        return QMessageBox.StandardButton.No

    monkeypatch.setattr(QMessageBox, "question", question)
    assert export(qtbot, window, tmp_path / "kept") == ["export"]  # the extension added
    assert asked == ["Export hand history"]
    assert there.read_text(encoding="utf-8") == "{}"  # kept, as the player said
