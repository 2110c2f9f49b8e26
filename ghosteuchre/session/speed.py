"""Speed of play: the player's only legal card played for them after a short pause, the
rest of a hand claimed when the player's own view proves every trick theirs
(``engine.claims``), and the hand played out quickly once the player has nothing left to
decide.  All of it is made of ordinary plays: the engine decides nothing new, the bots
choose their own cards, only the pace changes.  Live games only: a lesson, a practice
deal and a replay play as before."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..engine import actions as acts
from ..engine.actions import Act
from ..engine.cards import Card
from ..engine.claims import claim_plan, claim_tricks, no_decision_left
from ..engine.view import PlayerView, view_of
from . import events as ev

if TYPE_CHECKING:
    from .host import Host

AUTO_PAUSE_MS = (300, 1000)  # an only card waits the bots' pause, kept within these
QUICK_PLAY_MS = 80  # each play while a hand is finished quickly
QUICK_TRICK_MS = 400  # each finished trick while a hand is finished quickly


class Speed:
    """The session's speed of play; ``auto_play`` and ``finish`` are the player's
    preferences (both off unless the adapter turns them on)."""

    def __init__(self, session: Host) -> None:
        self.s = session
        self.auto_play = False  # an only legal card is played for the player
        self.finish = False  # claims offered; a hand with nothing left to decide goes fast
        self.hurry = False  # the rest of this hand is played quickly
        self.claimed = False  # a claim is being played out: its cards are chosen by the proof
        self.claim_decided = False  # the claim's first card is still to play (a decision)
        self.auto_card: Card | None = None  # the card about to be played for the player
        self.forced: set[int] = set()  # this hand's plays made for the player, undecided

    @property
    def live(self) -> bool:
        s = self.s
        return (s.human is not None and s.state is not None and s.driver.keeps_game
                and s.driver.may_act)

    def _view(self) -> PlayerView:
        s = self.s
        assert s.state is not None and s.human is not None
        return view_of(s.state, s.human)

    def reset(self, new_hand: bool = False) -> None:
        """Back to the usual pace (a new hand or game, an undo)."""
        self.hurry = False
        self.claimed = self.claim_decided = False
        self.auto_card = None
        if new_hand:
            self.forced = set()

    # ------------------------------------------------------------- the pace
    def bot_delay(self) -> int:
        ms = self.s.pacing.bot_delay_ms
        return min(ms, QUICK_PLAY_MS) if self.hurry else ms

    def trick_pause(self) -> int:
        ms = self.s.pacing.trick_pause_ms
        return (min(ms, QUICK_TRICK_MS) or QUICK_TRICK_MS) if self.hurry else ms

    # ------------------------------------------------------------- claims
    def claimable(self) -> int | None:
        """How many tricks the player may claim now (on their turn, or while the others
        are still to play to the trick), or None."""
        if not (self.finish and self.live) or self.claimed:
            return None
        return claim_tricks(self._view())

    def claim(self) -> bool:
        """Take every remaining trick: the claim's cards are played for the player and the
        bots answer at once; the hand is then scored as usual."""
        s = self.s
        tricks = self.claimable()
        if tricks is None:
            s.refuse("no-claim")
            return False
        s.emit(ev.Claimed(tricks))
        self.hurry = self.claimed = self.claim_decided = True
        if s.holding_trick:
            s.release_trick()
        elif s.human_to_act:
            self.on_turn()
        return True

    # ------------------------------------------------------------- the flow
    def proceed(self) -> None:
        """The game moves on: once the player has nothing left to decide, the rest of the
        hand is played quickly."""
        if self.finish and self.live and not self.hurry and no_decision_left(self._view()):
            self.hurry = True

    def on_turn(self) -> bool:
        """The player's turn: schedule a card played for them when nothing is to be
        decided (a claim's next card, an only legal card); True if one is."""
        if not self.live:
            return False
        view = self._view()
        plays = [a.card for a in view.legal if a.act == Act.PLAY]
        plan = claim_plan(view) if self.claimed and len(plays) > 1 else None
        if plan is not None:
            card, ms = plan[0], QUICK_PLAY_MS
        elif self.claimed and len(plays) > 1:  # cannot happen while the proof holds
            self.reset()
            return False
        elif len(plays) == 1 and len(view.legal) == 1 and (self.auto_play or self.hurry):
            card = plays[0]
            low, high = AUTO_PAUSE_MS
            ms = QUICK_PLAY_MS if self.hurry else min(max(self.s.pacing.bot_delay_ms, low), high)
        else:
            return False
        if self.claim_decided:  # the claim's first card: played at once, as the claim's
            self.claim_decided = False
            self._play(card, decided=True)
            return True
        self.auto_card = card
        self.s.emit(ev.Shown())  # the table lifts the card before it goes
        self.s.schedule(ms, lambda: self._play(card))
        return True

    def _play(self, card: Card, decided: bool = False) -> None:
        s = self.s
        if self.auto_card is not None and not (self.auto_play or self.hurry):
            self.auto_card = None  # the preference was turned off during the pause
            s.emit(ev.Shown())
            return
        self.auto_card = None
        if not s.human_to_act or s.state is None or s.human is None:
            return
        action = acts.PLAY[card]
        if action not in s.state.legal_actions():
            return
        index = len(s.state.history[-1].actions)
        s.state.apply(action, s.human)
        if not decided:
            self.forced.add(index)
        s.after_action(s.human, action)
