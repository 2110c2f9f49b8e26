"""What the table reads of the game in play and what it may ask of it.

The table types against ``TableCommands``, not against the controller that is one
(``app/play/controller.py``): it reads the session's ``TableSnapshot`` (``shown()``), the
item models and a few of the game's members, listens to the signals, and sends the
player's commands back.  Nothing of the table changes the game but through these
commands.
"""

from __future__ import annotations

from collections.abc import Sequence
from contextlib import AbstractContextManager
from typing import TYPE_CHECKING, Protocol

if TYPE_CHECKING:  # the table imports this module as it starts: nothing heavy at run time
    from PySide6.QtCore import SignalInstance

    from ...engine.actions import Action
    from ...engine.cards import Card
    from ...engine.figures import GameFigures
    from ...engine.state import IllegalAction
    from ...engine.view import PlayerView
    from ...learn.lesson import Step
    from ...session import TableSnapshot
    from ..play.models import HandModel, ScoreModel, TrickModel
    from ..storage.settings import Pacing
    from ..words.describe import SummaryRow


class LessonCourse(Protocol):
    @property
    def kind(self) -> str: ...  # "lesson" or "practice"


class LessonOnTable(Protocol):
    """The lesson or practice deal on the table, as far as the table reads it."""

    @property
    def course(self) -> LessonCourse: ...

    @property
    def step(self) -> Step | None: ...  # the step being taught, None after the last


class TableCommands(Protocol):
    """The game in play as the table sees it: what it reads, hears and may ask."""

    # ---- what the table reads
    @property
    def names(self) -> list[str]: ...
    @property
    def levels(self) -> list[str]: ...
    @property
    def human(self) -> int | None: ...  # the player's seat; None when only bots play
    @property
    def viewer(self) -> int: ...  # the seat the table is seen from
    @property
    def view(self) -> PlayerView | None: ...
    @property
    def pacing(self) -> Pacing: ...
    @property
    def aids(self) -> bool: ...  # the learning aids: bowers' tags, why a card may not go
    @property
    def human_to_act(self) -> bool: ...
    @property
    def holding_trick(self) -> bool: ...
    @property
    def playing_on(self) -> bool: ...  # a bot's move or a paced step, not the player's
    @property
    def awaiting_next_hand(self) -> bool: ...
    @property
    def can_claim(self) -> bool: ...
    @property
    def scripted(self) -> bool: ...  # a lesson's script acts for the other seats
    @property
    def hint_actions(self) -> list[Action]: ...
    @property
    def hint_reason(self) -> str: ...
    @property
    def last_refusal(self) -> IllegalAction | None: ...
    @property
    def last_table(self) -> tuple[str, list[SummaryRow]]: ...  # the last hand's scoring
    @property
    def lesson(self) -> LessonOnTable | None: ...
    @property
    def hand_model(self) -> HandModel: ...
    @property
    def trick_model(self) -> TrickModel: ...
    @property
    def score_model(self) -> ScoreModel: ...

    def shown(self) -> TableSnapshot: ...  # everything the table shows now
    def showing(self) -> AbstractContextManager[TableSnapshot]: ...  # one snapshot meanwhile
    def why_not(self, card: Card) -> str: ...  # why the player may not play it; "" if they may
    def figures(self) -> GameFigures: ...

    # ---- what the table may ask
    def act(self, action: Action, confirmed: bool = False) -> bool: ...
    def play(self, card: Card | str) -> bool: ...
    def discard(self, cards: Sequence[Card]) -> bool: ...
    def call_renege(self, accused: int) -> bool: ...
    def continue_(self) -> None: ...  # release a held trick, or deal the next hand
    def hint(self) -> bool: ...
    def claim(self) -> bool: ...

    # ---- what the table hears
    @property
    def game_started(self) -> SignalInstance: ...
    @property
    def hand_dealt(self) -> SignalInstance: ...
    @property
    def view_changed(self) -> SignalInstance: ...
    @property
    def thinking(self) -> SignalInstance: ...
    @property
    def trick_cleared(self) -> SignalInstance: ...
    @property
    def hand_scored(self) -> SignalInstance: ...
    @property
    def game_over(self) -> SignalInstance: ...
    @property
    def illegal_move(self) -> SignalInstance: ...
    @property
    def player_acted(self) -> SignalInstance: ...
    @property
    def renege_news(self) -> SignalInstance: ...
    @property
    def undone(self) -> SignalInstance: ...
    @property
    def redone(self) -> SignalInstance: ...
    @property
    def claimed(self) -> SignalInstance: ...
    @property
    def hint_ready(self) -> SignalInstance: ...
    @property
    def bot_explained(self) -> SignalInstance: ...
    @property
    def coach_warning(self) -> SignalInstance: ...
