"""The statistics kept across games: a ``Tally`` per variant and difficulty, and what
has been counted of the game in progress, so a hand reported again (after an undo, a
late renege call, or a resumed game) replaces its earlier count instead of adding to it.

A game's end counts once: the keys of the last ``KEYS_KEPT`` games counted are kept.

A game's *difficulty* is the pair of its bots' levels: ``"medium"`` when both are
Medium, ``"easy+hard"`` for an Easy and a Hard bot (levels in the order easy, medium,
hard).  Each variant also has the tally ``"all"`` over every difficulty.

``Book.from_json`` checks every field of a statistics file and raises ``StatsFileError``
at the first one that does not fit; nothing in it is trusted.
"""

from __future__ import annotations

import hashlib
import json
import re
from dataclasses import dataclass, field, fields, replace
from typing import Any

from ..bots import APP_LEVELS
from ..engine.figures import FIELDS, Figures
from ..engine.rules import VARIANTS
from ..engine.state import GameState

FORMAT = "ghosteuchre-statistics/1"
ALL = "all"
MAX_COUNT = 10**12  # far above any real count, far below what JSON or arithmetic minds
KEYS_KEPT = 200  # the games whose end has been counted, remembered so none counts twice
_GAME_KEY = re.compile(r"[0-9a-f]{64}")


class StatsFileError(ValueError):
    """A statistics file that does not fit the format; the message says where."""


def difficulty_key(levels: list[str], human: int | None) -> str:
    """The difficulty of a game from its seats' levels: the two bots' levels, sorted."""
    bots = sorted((lv for s, lv in enumerate(levels) if s != human),
                  key=lambda lv: APP_LEVELS.index(lv) if lv in APP_LEVELS else len(APP_LEVELS))
    return "+".join(dict.fromkeys(bots))


def difficulty_levels(key: str) -> tuple[str, ...]:
    """The bot levels named by a difficulty key ("easy+hard" gives easy and hard)."""
    return tuple(key.split("+"))


DIFFICULTIES: tuple[str, ...] = (
    *APP_LEVELS,
    *(f"{a}+{b}" for i, a in enumerate(APP_LEVELS) for b in APP_LEVELS[i + 1:]),
)


def game_key(state: GameState, seed: int) -> str:
    """A game's identity: its rules, seed, first dealer and first deal."""
    first = state.history[0] if state.history else None
    data = {
        "variant": state.rules.variant,
        "options": state.rules.changed_options(),
        "seed": seed,
        "dealer": first.dealer if first else None,
        "deal": [str(c) for c in first.deal.all_cards()] if first else None,
    }
    return hashlib.sha256(json.dumps(data, sort_keys=True).encode()).hexdigest()


@dataclass(frozen=True)
class Tally:
    """A variant's and difficulty's figures: games and the hands played in them."""

    games: int = 0  # games played to the end
    won: int = 0
    score_total: int = 0  # the player's final scores added up
    streak: int = 0  # games won in a row, up to the last one
    best_streak: int = 0
    figures: Figures = field(default_factory=Figures)

    @property
    def win_rate(self) -> float | None:
        return self.won / self.games if self.games else None

    @property
    def average_score(self) -> float | None:
        return self.score_total / self.games if self.games else None

    def with_game(self, won: bool, score: int) -> Tally:
        streak = self.streak + 1 if won else 0
        return replace(self, games=self.games + 1, won=self.won + int(won),
                       score_total=self.score_total + score, streak=streak,
                       best_streak=max(self.best_streak, streak))

    def as_json(self) -> dict[str, int]:
        out = {name: getattr(self, name) for name in _GAME_FIELDS}
        out.update(self.figures.as_dict())
        return out

    @staticmethod
    def from_json(data: Any, where: str) -> Tally:
        if not isinstance(data, dict):
            raise StatsFileError(f"{where} is not a JSON object")
        unknown = set(data) - set(_GAME_FIELDS) - set(FIELDS)
        if unknown:
            raise StatsFileError(f"{where} has an unknown field {sorted(unknown)[0][:40]!r}")
        values = {name: _count(data.get(name, 0), f"{where}.{name}",
                               signed=name == "score_total")
                  for name in (*_GAME_FIELDS, *FIELDS)}
        tally = Tally(**{n: values[n] for n in _GAME_FIELDS},
                      figures=Figures(**{n: values[n] for n in FIELDS}))
        if tally.won > tally.games or tally.streak > tally.best_streak \
                or tally.best_streak > tally.won:
            raise StatsFileError(f"{where} counts more wins or a longer streak than games")
        return tally


_GAME_FIELDS = tuple(f.name for f in fields(Tally) if f.name != "figures")


def _count(value: Any, where: str, signed: bool = False) -> int:
    if type(value) is not int:
        raise StatsFileError(f"{where} is not a whole number")
    if not (-MAX_COUNT if signed else 0) <= value <= MAX_COUNT:
        raise StatsFileError(f"{where} is out of range")
    return value


@dataclass
class Current:
    """What has been counted of the game in progress."""

    game: str  # game_key()
    variant: str
    difficulty: str
    hand: int = -1  # the last hand counted (its index in the game), -1 for none
    last: Figures = field(default_factory=Figures)  # what that hand counted

    def as_json(self) -> dict[str, Any]:
        return {"game": self.game, "variant": self.variant, "difficulty": self.difficulty,
                "hand": self.hand, "last": self.last.as_dict()}

    @staticmethod
    def from_json(data: Any) -> Current:
        if not isinstance(data, dict):
            raise StatsFileError("current is not a JSON object")
        if set(data) != {"game", "variant", "difficulty", "hand", "last"}:
            raise StatsFileError("current does not have exactly its five fields")
        game, variant, difficulty = data["game"], data["variant"], data["difficulty"]
        if not isinstance(game, str) or not _GAME_KEY.fullmatch(game):
            raise StatsFileError("current.game is not a game's key")
        if variant not in VARIANTS or difficulty not in DIFFICULTIES:
            raise StatsFileError("current names an unknown variant or difficulty")
        hand = data["hand"]
        if type(hand) is not int or not -1 <= hand <= MAX_COUNT:
            raise StatsFileError("current.hand is not a hand's number")
        last = Tally.from_json(data["last"], "current.last").figures
        return Current(game, variant, difficulty, hand, last)


@dataclass
class Book:
    """Every tally, by variant and then difficulty (``"all"`` included), and the game
    in progress."""

    tallies: dict[str, dict[str, Tally]] = field(default_factory=dict)
    current: Current | None = None
    ended: list[str] = field(default_factory=list)  # the keys of the last games counted

    def tally(self, variant: str, difficulty: str = ALL) -> Tally:
        return self.tallies.get(variant, {}).get(difficulty, Tally())

    def difficulties(self, variant: str) -> list[str]:
        """The difficulties played in a variant, easiest first (``"all"`` left out)."""
        played = self.tallies.get(variant, {})
        return [d for d in DIFFICULTIES if d in played]

    def _add(self, variant: str, difficulty: str, change: Any) -> None:
        for key in (difficulty, ALL):
            tallies = self.tallies.setdefault(variant, {})
            tallies[key] = change(tallies.get(key, Tally()))

    def _current_for(self, game: str, variant: str, difficulty: str) -> Current:
        if self.current is None or self.current.game != game:
            self.current = Current(game, variant, difficulty)
        return self.current

    def count_hand(self, game: str, variant: str, difficulty: str, hand: int,
                   figures: Figures) -> bool:
        """Count hand number ``hand`` of a game; a hand counted before is replaced.
        Returns whether anything changed."""
        current = self._current_for(game, variant, difficulty)
        before = current.last if current.hand == hand else Figures()
        delta = figures - before
        if current.hand == hand and delta == Figures():
            return False
        current.hand, current.last = hand, figures
        self._add(current.variant, current.difficulty,
                  lambda t: replace(t, figures=t.figures + delta))
        return True

    def count_game(self, game: str, variant: str, difficulty: str, won: bool,
                   score: int) -> bool:
        """Count a game's end, once; returns whether it was counted now."""
        if game in self.ended:
            return False
        self.ended = [*self.ended, game][-KEYS_KEPT:]
        self._add(variant, difficulty, lambda t: t.with_game(won, score))
        return True

    def as_json(self) -> dict[str, Any]:
        return {
            "format": FORMAT,
            "tallies": {v: {d: t.as_json() for d, t in ds.items()}
                        for v, ds in self.tallies.items()},
            "current": self.current.as_json() if self.current else None,
            "ended": list(self.ended),
        }

    @staticmethod
    def from_json(data: Any) -> Book:
        if not isinstance(data, dict):
            raise StatsFileError("the statistics are not a JSON object")
        if data.get("format") != FORMAT:
            raise StatsFileError(f"format must be {FORMAT!r}")
        if set(data) - {"format", "tallies", "current", "ended"}:
            raise StatsFileError("the statistics have an unknown field")
        raw = data.get("tallies", {})
        if not isinstance(raw, dict):
            raise StatsFileError("tallies is not a JSON object")
        tallies: dict[str, dict[str, Tally]] = {}
        for variant, by_difficulty in raw.items():
            if variant not in VARIANTS:
                raise StatsFileError(f"tallies has an unknown variant {variant[:40]!r}")
            if not isinstance(by_difficulty, dict):
                raise StatsFileError(f"tallies.{variant} is not a JSON object")
            for difficulty, tally in by_difficulty.items():
                if difficulty != ALL and difficulty not in DIFFICULTIES:
                    raise StatsFileError(
                        f"tallies.{variant} has an unknown difficulty {difficulty[:40]!r}")
                where = f"tallies.{variant}.{difficulty}"
                tallies.setdefault(variant, {})[difficulty] = Tally.from_json(tally, where)
        current = data.get("current")
        ended = data.get("ended", [])
        if not isinstance(ended, list) or len(ended) > KEYS_KEPT or not all(
                isinstance(key, str) and _GAME_KEY.fullmatch(key) for key in ended):
            raise StatsFileError(f"ended is not a list of at most {KEYS_KEPT} games' keys")
        return Book(tallies, None if current is None else Current.from_json(current), ended)
