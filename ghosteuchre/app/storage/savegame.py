"""The autosave on disk: read back with every check, a bad one set aside, never deleted.

An autosave is a game record (docs/record-format.md) whose ``app`` object holds what the
record alone does not: the seed of the next deals, the player's seat and the
bots' levels.  Anything that fails a check raises ``BadSaveError``; the file is
then renamed beside itself (``autosave.corrupt-<time>.json``), not removed.
"""

from __future__ import annotations

import hashlib
import logging
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from PySide6.QtCore import QCoreApplication

from ...bots import APP_LEVELS
from ...engine import record
from ...engine.record import HandTexts, Loaded, RecordError, Snapshot
from ...engine.state import GameState
from ..play.models import Sheet, sheet_rows
from . import userfiles
from .settingchecks import BadSettingError, valid_name

log = logging.getLogger(__name__)

MAX_SEED = (1 << 63) - 1
translate = QCoreApplication.translate


class BadSaveError(ValueError):
    """An autosave that cannot be resumed; the message says why (for the log)."""


@dataclass(frozen=True)
class AppFields:
    """The app's own fields of an autosave, checked."""

    seed: int
    human: int | None
    levels: list[str]


@dataclass(frozen=True)
class SavedGame:
    state: GameState
    names: list[str]
    app: AppFields
    sheet: Sheet | None = None  # the score sheet's rows, made where the game was read
    texts: HandTexts | None = None  # the finished hands' record text, made there too


exists = userfiles.exists


def read_bytes(path: Path) -> bytes:
    """The bytes of the autosave, which must be a regular file (not a link) of bounded
    size; BadSaveError otherwise."""
    try:
        return userfiles.read(path)
    except (ValueError, OSError) as exc:
        reason = exc.strerror if isinstance(exc, OSError) and exc.strerror else exc
        problem = translate("SaveGame", "cannot read {0}: {1}")
        raise BadSaveError(problem.format(path, reason)) from None


def digest(data: bytes) -> str:
    return hashlib.sha256(data).hexdigest()


def file_digest(path: Path) -> str:
    """The SHA-256 of a regular file, or "" if it cannot be read."""
    try:
        return digest(read_bytes(path))
    except BadSaveError:
        return ""


def parse(data: bytes) -> SavedGame:
    """The game an autosave holds, checked through and through; BadSaveError otherwise."""
    try:
        loaded = record.loads(data)
    except (RecordError, ValueError, RecursionError) as exc:
        problem = translate("SaveGame", "not a valid game record: {0}")
        raise BadSaveError(problem.format(exc)) from None
    return checked(loaded)


def checked(loaded: Loaded) -> SavedGame:
    """A replayed record as a game the app can resume; BadSaveError if it is not one."""
    if not loaded.state.history:
        raise BadSaveError(translate("SaveGame", "the record holds no hand"))
    texts = HandTexts()
    Snapshot(loaded.state).pieces(texts)  # so the first autosave writes only the last hand
    return SavedGame(loaded.state, check_names(loaded.players), check_app(loaded.app),
                     sheet_rows(loaded.state.results), texts)


def check_names(players: Any) -> list[str]:
    if not isinstance(players, list) or len(players) != 3:
        raise BadSaveError(translate("SaveGame", "players must list three names"))
    try:
        return [valid_name(p) for p in players]
    except BadSettingError as exc:
        raise BadSaveError(translate("SaveGame", "players: {0}").format(exc)) from None


def check_app(app: Any) -> AppFields:
    """The app's fields of an autosave: ``seed`` a whole number in 0..2**63-1, ``human``
    null or a seat 0..2, ``levels`` three level names ("" for the player's own seat)."""
    if not isinstance(app, dict):
        raise BadSaveError(translate("SaveGame", "app must be a JSON object"))
    seed, human, levels = app.get("seed"), app.get("human", "missing"), app.get("levels")
    if type(seed) is not int or not 0 <= seed <= MAX_SEED:
        problem = translate("SaveGame", "seed must be a whole number from 0 to {0}")
        raise BadSaveError(problem.format(MAX_SEED))
    if human is not None and (type(human) is not int or not 0 <= human <= 2):
        raise BadSaveError(translate("SaveGame", "human must be null or a seat 0, 1 or 2"))
    if not isinstance(levels, list) or len(levels) != 3:
        raise BadSaveError(translate("SaveGame", "levels must list three bot levels"))
    for seat, level in enumerate(levels):
        allowed = ("", *APP_LEVELS) if seat == human else APP_LEVELS
        if not isinstance(level, str) or level not in allowed:
            raise BadSaveError(translate("SaveGame", "level of seat {0} must be one of {1}").format(
                seat, ", ".join(APP_LEVELS)))
    return AppFields(seed, human, list(levels))


set_aside = userfiles.set_aside
sync_folder = userfiles.sync_folder
