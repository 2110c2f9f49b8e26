"""The hand history as text a person reads: Game → Export hand history… as "Readable
text".

A header (the game, its rules, the players, the score), then each finished hand:
"Hand 1", who dealt and every hand dealt, then one line per bid or call, discard and
finished trick, in the sentences of the table's log (``describe``) and the hand
history (``historywords``), and the hand's summary and the scores after it.  Everything
is shown, as in the hand history after a hand: the hands are over.
"""

from __future__ import annotations

from collections.abc import Iterator

from PySide6.QtCore import QCoreApplication

from ...engine.actions import Act
from ...engine.rules import OPTIONS, Rules
from ...engine.state import GameState, HandLog, replay_logs
from ...engine.view import view_of
from ..screens.history import GameHistory
from ..screens.rulestext import value_text
from ..screens.statistics import variant_name
from . import describe, gamewords, trickwords
from .historywords import discard_text, open_hands_lines
from .korean import fit_particles

translate = QCoreApplication.translate  # literal context and text, for pyside6-lupdate


def text_pieces(history: GameHistory) -> Iterator[str]:
    """The text of ``history`` a part at a time, made as it is read (the saver's thread
    writes a long game's without holding up the table): the header, then each hand, a
    blank line apart."""
    final = replay_logs(history.rules, history.first_dealer, history.logs)
    yield _block(header_lines(history, final))
    state = GameState(history.rules, history.first_dealer)
    for number, log in enumerate(history.logs):
        yield "\n" + _block(hand_lines(history, state, number, log))


def _block(lines: list[str]) -> str:
    return "".join(fit_particles(line) + "\n" for line in lines)


def header_lines(history: GameHistory, state: GameState) -> list[str]:
    """The game, its rules, its players and the score after its last hand (``state``)."""
    rules, names = history.rules, history.names
    lines = [translate("HandText", "Ghost Euchre hand history"),
             translate("HandText", "Game: {0}").format(variant_name(rules.variant)),
             translate("HandText", "Rules: {0}").format(rules_text(rules))]
    players = []
    for seat in range(3):
        if seat == history.human:
            players.append(translate("HandText", "{0} (you)").format(names[seat]))
        elif history.levels[seat]:
            players.append(translate("HandText", "{0} ({1} bot)").format(
                names[seat], gamewords.level_name(history.levels[seat])))
        else:
            players.append(names[seat])
    lines.append(translate("HandText", "Players: {0}").format(", ".join(players)))
    scores = scores_text(names, state.scores)
    winner = state.winner
    if winner is None:
        lines.append(translate("HandText", "Score after hand {0}: {1}").format(
            len(history.logs), scores))
    else:
        lines.append(translate("HandText", "Final score: {0}").format(scores))
        lines.append(translate("HandText", "You won the game.") if winner == history.human
                     else translate("HandText", "{0} won the game.").format(names[winner]))
    return lines


def rules_text(rules: Rules) -> str:
    """Every option of the game and its value, as the rules reference words them."""
    words = []
    for name in Rules.option_names(rules.variant):
        if not rules.applies(name):
            continue
        option = OPTIONS[name]
        words.append(translate("HandText", "{0}: {1}").format(
            gamewords.option_text(name).label, value_text(option, getattr(rules, name))))
    return "; ".join(words)


def scores_text(names: list[str], scores: list[int]) -> str:
    return ", ".join(translate("HandText", "{0} {1}").format(name, describe.score_text(score))
                     for name, score in zip(names, scores, strict=True))


def hand_lines(history: GameHistory, state: GameState, number: int, log: HandLog) -> list[str]:
    """Hand ``number`` (from 0) played on ``state``, which it leaves at the hand's end."""
    names, you = history.names, history.human
    viewer = you if you is not None else 0
    state.start_hand(log.deal)
    dealer = translate("HandText", "you deal") if log.dealer == you else \
        translate("HandText", "{0} deals").format(names[log.dealer])
    lines = [translate("HandText", "Hand {0}: {1}").format(number + 1, dealer),
             *open_hands_lines(names, state)]
    if not state.rules.is_ghost and log.deal.kitty:
        lines.append(translate("HandText", "Turned up: the {0}").format(
            log.deal.kitty[0].pretty()))
    for seat, action in log.actions:
        line = None
        tricks = len(state.tricks)
        if action.act == Act.DISCARD:
            line = discard_text(names, seat, action, you, True)
            line = line[:1].upper() + line[1:]
        elif action.act != Act.PLAY:
            line = describe.action_line(names, seat, action, view_of(state, viewer), you)
        if action.act == Act.CALL_RENEGE:
            state.apply(action, seat)
        else:
            state.apply_unchecked(action)
        if action.act == Act.PLAY and len(state.tricks) > tricks:
            trump = view_of(state, viewer).trump
            line = trickwords.trick_line(names, state.tricks[-1], trump, you)
        if line:
            lines.append(line)
    lines += describe.hand_summary(state.hand_result(), names, state.rules, you)
    lines.append(translate("HandText", "Scores: {0}").format(scores_text(names, state.scores)))
    return lines
