"""OpenSpiel's Python ISMCTS bot playing Ghost Euchre: the ``ismcts`` benchmark level.

Needs the optional ``open_spiel`` package (``pip install -e '.[ismcts]'``); without
it, making the bot raises an ``ImportError`` that says so.  The adapter wraps
our engine's :class:`GameState` in a minimal OpenSpiel-style game (one hand is one
episode; actions are integers; the information state of a seat is what its
:class:`PlayerView` shows) and drives ``open_spiel.python.algorithms.ismcts.ISMCTSBot``
with random-rollout evaluation.  Each search starts from worlds re-dealt for the
searching seat (the unseen cards dealt again consistently with the voids it has
seen, as Hard samples them, but without inferences from the bidding), so the
true hidden cards never reach the search.  The search runs until the same
per-decision time budget Hard gets (default: the app's 0.2 s).

The tournament tells the bot the true state before each decision (``observe``),
only so that the adapter can build the OpenSpiel state; decisions use the
re-dealt worlds alone.
"""

from __future__ import annotations

import random
import time
from typing import Any

from ..engine import actions as acts
from ..engine.actions import Act, Action
from ..engine.cards import EFFECTIVE
from ..engine.state import GameState, Phase
from ..engine.view import PlayerView, view_of
from .base import Decision
from .heuristic import following
from .knowledge import knowledge_of, sample_hands
from .levels import DEFAULT_TIME_BUDGET
from .reasons import Reason
from .search import check_time_budget
from .utility import outcome_value

try:
    import numpy as np  # type: ignore[import-not-found, import-untyped, unused-ignore]
    import pyspiel  # type: ignore[import-not-found, import-untyped, unused-ignore]
    from open_spiel.python.algorithms import (  # type: ignore[import-not-found, import-untyped, unused-ignore]
        ismcts as os_ismcts,
    )
    from open_spiel.python.algorithms.mcts import (  # type: ignore[import-not-found, import-untyped, unused-ignore]
        RandomRolloutEvaluator,
    )
except ImportError as exc:  # pragma: no cover - depends on the optional package
    _MISSING: ImportError | None = exc
else:
    _MISSING = None

# Every engine action as an integer.
ACTIONS: tuple[Action, ...] = (
    acts.SWAP, *acts.BID.values(), acts.MOON, acts.PASS, *acts.TRUMP, acts.ORDER, acts.PICKUP,
    acts.DECLINE, acts.DUMMY, acts.ALONE, *acts.DISCARD, *acts.PLAY,
)
ACTION_ID = {a: i for i, a in enumerate(ACTIONS)}
UCT_C = 2.0
MAX_SIMULATIONS = 20_000


def require_open_spiel() -> None:
    if _MISSING is not None:
        raise ImportError("the ismcts bot needs OpenSpiel: pip install -e '.[ismcts]' "
                          f"(or pip install open_spiel); {_MISSING}")


class EuchreGame:
    """The minimal game object ISMCTSBot asks for: its type."""

    def __init__(self) -> None:
        require_open_spiel()
        self._type = pyspiel.GameType(
            short_name="python_ghost_euchre_hand",
            long_name="Ghost Euchre (one hand)",
            dynamics=pyspiel.GameType.Dynamics.SEQUENTIAL,
            chance_mode=pyspiel.GameType.ChanceMode.EXPLICIT_STOCHASTIC,
            information=pyspiel.GameType.Information.IMPERFECT_INFORMATION,
            utility=pyspiel.GameType.Utility.GENERAL_SUM,
            reward_model=pyspiel.GameType.RewardModel.TERMINAL,
            max_num_players=3,
            min_num_players=3,
            provides_information_state_string=True,
            provides_information_state_tensor=False,
            provides_observation_string=False,
            provides_observation_tensor=False,
            parameter_specification={},
        )

    def get_type(self) -> Any:
        return self._type

    def num_players(self) -> int:
        return 3

    def num_distinct_actions(self) -> int:
        return len(ACTIONS)


class EuchreState:
    """One hand of our engine as an OpenSpiel state (the methods ISMCTS and rollouts use)."""

    def __init__(self, game: EuchreGame, state: GameState, start: tuple[int, int, int]) -> None:
        self._game = game
        self.state = state
        self.start = start  # scores before this hand

    def get_game(self) -> EuchreGame:
        return self._game

    def current_player(self) -> int:
        return self.state.turn if self.state.phase != Phase.HAND_OVER else -4

    def is_chance_node(self) -> bool:
        return False

    def is_terminal(self) -> bool:
        return self.state.phase == Phase.HAND_OVER

    def legal_actions(self, player: int | None = None) -> list[int]:
        st = self.state
        legal = st.legal_actions()
        if st.phase == Phase.PLAY and st.trick:
            cards = [a.arg for a in legal]
            led = EFFECTIVE[st.trump][st.trick[0][1]]
            follow = [c for c in cards if EFFECTIVE[st.trump][c] == led]
            return sorted(ACTION_ID[acts.PLAY[c]] for c in (follow or cards))
        return sorted(ACTION_ID[a] for a in legal)

    def apply_action(self, action: int) -> None:
        self.state.apply_unchecked(ACTIONS[action])

    def clone(self) -> EuchreState:
        return EuchreState(self._game, self.state.clone(), self.start)

    def returns(self) -> list[float]:
        st = self.state
        if st.phase != Phase.HAND_OVER:
            return [0.0, 0.0, 0.0]
        points = list(st.hand_points)
        return [outcome_value(st.rules, s, self.start, points) for s in range(3)]

    def information_state_string(self, player: int | None = None) -> str:
        st = self.state
        p = st.turn if player is None else player
        log = ",".join(f"{s}{ACTION_ID.get(a, -1) if a.act != Act.DISCARD or s == p else 'd'}"
                       for s, a in st.log)
        extra = st.dummy_cards if st.declarer == p else 0
        dead = st.dead if st.swapped_by == p else 0
        mine = sum(1 << c for c in st.discards[p])
        return f"{p}|{st.hands[p]}|{mine}|{extra}|{dead}|{log}"


def resample(state: EuchreState, player: int, rng: random.Random) -> EuchreState:
    """A copy with every card ``player`` has not seen dealt again, consistently with its view."""
    st = state.state
    k = knowledge_of(view_of(st, player))
    world = sample_hands(k, rng)
    new = st.clone()
    for s in range(3):
        if s != player:
            new.hands[s] = world[s]
    pile = [c for c in range(24) if world[3] >> c & 1]
    if new.ghost:
        new.ghost = world[3]
    if new.dummy and len(pile) >= 5:
        new.dummy = sum(1 << c for c in rng.sample(pile, 5))
    return EuchreState(state.get_game(), new, state.start)


class IsmctsBot:
    """OpenSpiel's ISMCTS with random rollouts, searching until the per-decision budget."""

    level = "ismcts"

    def __init__(self, time_budget: float | None = None) -> None:
        require_open_spiel()
        self.time_budget = DEFAULT_TIME_BUDGET if time_budget is None else time_budget
        check_time_budget(self.time_budget)
        self.game = EuchreGame()
        self.true_state: GameState | None = None

    def observe(self, state: GameState) -> None:
        self.true_state = state

    def decide(self, view: PlayerView, rng: random.Random) -> Decision:
        legal = list(view.legal)
        if view.phase == Phase.PLAY:
            legal = [acts.PLAY[c] for c in following(view)]
        if len(legal) == 1:
            return Decision(legal[0], Reason("only_sensible_action"))
        if self.true_state is None:
            raise RuntimeError("the ismcts bot must observe the game state before deciding")
        st = self.true_state
        start = (st.scores[0] - st.hand_points[0], st.scores[1] - st.hand_points[1],
                 st.scores[2] - st.hand_points[2])
        root = EuchreState(self.game, st.clone(), start)
        seed = rng.randrange(2**31)
        np_rng = np.random.RandomState(seed)
        local = random.Random(seed)
        bot = _TimedIsmcts(self.game, RandomRolloutEvaluator(1, np_rng), UCT_C,
                           MAX_SIMULATIONS, random_state=np_rng)
        bot.set_resampler(lambda s, p: resample(s, p, local))
        bot.deadline = time.perf_counter() + self.time_budget
        policy = bot.run_search(root)
        best = max(policy, key=lambda ap: ap[1])[0]
        action = ACTIONS[best]
        if action not in legal:  # never expected: keep the bot legal whatever happens
            action = legal[0]
        return Decision(action, Reason("most_visited", action=str(action),
                                       simulations=bot.simulations))

    def renege_call(self, view: PlayerView, rng: random.Random) -> int | None:
        return view.can_call[0] if view.can_call else None


if _MISSING is None:

    class _TimedIsmcts(os_ismcts.ISMCTSBot):  # type: ignore[misc]
        """ISMCTSBot whose search stops at a deadline instead of a simulation count."""

        deadline = 0.0
        simulations = 0

        def run_search(self, state: Any) -> Any:
            self.reset()
            legal = state.legal_actions()
            if len(legal) == 1:
                return [(legal[0], 1.0)]
            self._root_node = self.create_new_node(state)
            key = self.get_state_key(state)
            n = 0
            while n < self._max_simulations and (n < 2 or time.perf_counter() < self.deadline):
                sampled = self.sample_root_state(state)
                assert key == self.get_state_key(sampled)
                self.run_simulation(sampled)
                n += 1
            self.simulations = n
            return self.get_final_policy(state, self._root_node)
