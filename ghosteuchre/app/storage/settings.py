"""Typed access to the app's settings (QSettings) and its files (QStandardPaths).

Every value read back is checked against its type and range; a value that is
missing, of the wrong type or out of range gives way to its default, and a bad
one is logged once with the key's name.
"""

from __future__ import annotations

import json
import logging
import re
import sys
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from PySide6.QtCore import QByteArray, QCoreApplication, QSettings, QStandardPaths

from ...bots import APP_LEVELS
from ...engine.rules import GHOST_HAND, VARIANTS, Rules
from ...engine.values import Value
from ..art.cardart import BACKS, FACES
from ..shell.i18n import LANGUAGE_NAMES
from . import userfiles
from .settingchecks import (
    BadSettingError,
    _as_bool,
    _as_int,
    _digest,
    _folder,
    _one_of,
    _one_of_ints,
    _options_of,
    _window_bytes,
    valid_name,
)

log = logging.getLogger(__name__)

ORGANIZATION = "GhostEuchre"
APPLICATION = "Ghost Euchre"
MAX_MS = 10_000  # the longest pause or animation, in milliseconds
COACHED_GAMES = 3  # a new player's first games have the coach
CARD_BACKS = BACKS  # the card backs cardart draws
COURT_FACES = FACES  # the court cards' two designs
TEXT_SIZES = (100, 120, 140)  # the table's text, in percent of its usual size
_COURSE = re.compile(r"[a-z0-9][a-z0-9-]{0,69}")  # a lesson's or practice deal's key
translate = QCoreApplication.translate


def default_names() -> list[str]:
    """The player's and the two bots' names until the player chooses others."""
    return [
        translate("Settings", "You"),
        translate("Settings", "Ada", "a bot's name"),
        translate("Settings", "Bo", "a bot's name"),
    ]


def clamp_ms(value: int) -> int:
    """A duration brought into 0..MAX_MS, so a timer or an animation always accepts it."""
    return min(max(int(value), 0), MAX_MS)


@dataclass
class Pacing:
    """How fast the table moves; every duration is in milliseconds, kept in 0..MAX_MS."""

    animations: bool = True
    animation_ms: int = 220
    bot_delay_ms: int = 450
    trick_pause_ms: int = 1200  # 0: a finished trick stays until a click
    double_click: bool = False  # play a card by double-click instead of a single click

    def __setattr__(self, name: str, value: Any) -> None:
        if name.endswith("_ms"):
            value = clamp_ms(value)
        super().__setattr__(name, value)

    @staticmethod
    def fast() -> Pacing:
        return Pacing(animations=True, animation_ms=60, bot_delay_ms=0, trick_pause_ms=80)

    @staticmethod
    def instant() -> Pacing:
        return Pacing(animations=False, animation_ms=0, bot_delay_ms=0, trick_pause_ms=1)


@dataclass
class GameSetup:
    """What the new-game dialog chooses."""

    variant: str = GHOST_HAND
    options: dict[str, Any] = field(default_factory=dict)
    names: list[str] = field(default_factory=default_names)
    levels: list[str] = field(default_factory=lambda: ["medium", "medium"])  # seats 1 and 2

    def rules(self) -> Rules:
        return Rules.make(self.variant, self.options)


class Appearance(Value):
    """How the table looks: the card back, the four-colour deck, the size of its text."""

    card_back: str = CARD_BACKS[0]
    four_colour: bool = False
    text_size: int = TEXT_SIZES[0]  # percent
    faces: str = COURT_FACES[0]  # the court cards: "modern" emblems or "traditional" figures

    @property
    def text_scale(self) -> float:
        return self.text_size / 100


MAX_SETTINGS_BYTES = 1024 * 1024  # a settings file is a few kilobytes
_INI_LINE = re.compile(r"\s*(|[;#].*|\[[^\]]*\]|[^=\[]+=.*)\s*")


def settings_file() -> Path | None:
    """Where the settings are kept as a file on this system (None: in the registry or
    in the system's preferences, which are not files the app opens)."""
    if sys.platform in ("win32", "darwin"):
        return None
    location = QStandardPaths.StandardLocation.GenericConfigLocation
    return Path(QStandardPaths.writableLocation(location)) / ORGANIZATION / f"{APPLICATION}.conf"


def settings_problem(path: Path) -> str:
    """Why the settings file ``path`` cannot be used ("" if it can, or is missing): not
    a regular file, unreadable, too long, or not settings text."""
    try:
        data = userfiles.read(path, MAX_SETTINGS_BYTES)
    except FileNotFoundError:
        return ""
    except (OSError, ValueError) as exc:
        return str(exc)
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError:
        return "it is not UTF-8 text"
    bad = next((n for n, line in enumerate(text.splitlines(), 1)
                if not _INI_LINE.fullmatch(line)), 0)
    return f"line {bad} is not a setting" if bad else ""


class Settings:
    """One typed wrapper over QSettings; pass a QSettings to use another store (or the
    ``path`` of a settings file) and a folder to keep the game's files somewhere else
    than the user's data folder.

    The settings file goes through ``userfiles``' rules: one that is a link, a named pipe,
    a folder, a device, unreadable or not settings text is put aside (its new name in
    ``kept_aside``) and the standard settings are used; it is looked at again before
    each write, so nothing is ever written through a link."""

    def __init__(self, store: QSettings | None = None, data_dir: Path | None = None,
                 path: Path | None = None) -> None:
        self.kept_aside: list[Path] = []
        self.path = path if store is None and path is not None else (
            settings_file() if store is None else None)
        if store is None:
            store = self._open_store()
        self.store = store
        self._data_dir = data_dir
        self._warned: set[str] = set()

    def _open_store(self) -> QSettings:
        if self.path is None:
            return QSettings(ORGANIZATION, APPLICATION)
        problem = settings_problem(self.path)
        if problem:
            self._put_aside(problem)
        store = QSettings(str(self.path), QSettings.Format.IniFormat)
        store.allKeys()
        if store.status() == QSettings.Status.FormatError:
            del store
            self._put_aside("Qt cannot read it")
            store = QSettings(str(self.path), QSettings.Format.IniFormat)
        return store

    def _put_aside(self, problem: str) -> None:
        assert self.path is not None
        log.warning("the settings %s cannot be used (%s); using the standard ones",
                    self.path, problem)
        try:
            self.kept_aside.append(userfiles.set_aside(self.path))
        except OSError as exc:
            log.warning("could not put %s aside: %s", self.path, exc)

    def _sync(self) -> None:
        """Write the settings, after putting aside whatever took the file's place."""
        if self.path is not None and userfiles.what_is(self.path) not in ("missing", "file"):
            self._put_aside("it is not a regular file")
        self.store.sync()

    def _get(self, key: str, default: Any, convert: Callable[[Any], Any]) -> Any:
        """The stored value of ``key`` through ``convert``, or ``default`` (with one
        warning per key) when it is missing or unusable."""
        try:
            value = self.store.value(key, None)
        except Exception as exc:  # a value QSettings itself cannot turn into Python
            value = exc
        if value is None:
            return default
        try:
            if isinstance(value, Exception):
                raise BadSettingError(str(value))
            return convert(value)
        except BadSettingError as exc:
            if key not in self._warned:
                self._warned.add(key)
                log.warning("setting %s is not usable (%s); using %r", key, exc, default)
            return default

    # ------------------------------------------------------------ the game
    @property
    def first_start(self) -> bool:
        return not self._get("setup/saved", False, _as_bool)

    def setup(self) -> GameSetup:
        variant = self._get("setup/variant", GHOST_HAND, _one_of(VARIANTS))
        defaults = default_names()
        names = [self._get(f"setup/name{s}", defaults[s], valid_name) for s in range(3)]
        levels = [self._get(f"setup/level{s}", "medium", _one_of(APP_LEVELS)) for s in (1, 2)]
        return GameSetup(variant, self.options_for(variant), names, levels)

    def options_for(self, variant: str) -> dict[str, Any]:
        """The remembered options of a variant (only those that differ from its defaults)."""
        if variant not in VARIANTS:
            return {}
        options: dict[str, Any] = self._get(f"setup/options/{variant}", {}, _options_of(variant))
        return options

    def save_setup(self, setup: GameSetup) -> None:
        self.store.setValue("setup/saved", True)
        self.store.setValue("setup/variant", setup.variant)
        self.store.setValue(f"setup/options/{setup.variant}", json.dumps(setup.options))
        for s in range(3):
            self.store.setValue(f"setup/name{s}", setup.names[s])
        for s, level in zip((1, 2), setup.levels, strict=True):
            self.store.setValue(f"setup/level{s}", level)
        self._sync()

    # -------------------------------------------------------------- pacing
    def pacing(self) -> Pacing:
        d = Pacing()
        ms = _as_int(0, MAX_MS)
        return Pacing(
            animations=self._get("pacing/animations", d.animations, _as_bool),
            animation_ms=self._get("pacing/animation_ms", d.animation_ms, ms),
            bot_delay_ms=self._get("pacing/bot_delay_ms", d.bot_delay_ms, ms),
            trick_pause_ms=self._get("pacing/trick_pause_ms", d.trick_pause_ms, ms),
            double_click=self._get("pacing/double_click", d.double_click, _as_bool),
        )

    def save_pacing(self, pacing: Pacing) -> None:
        for key, value in vars(pacing).items():
            self.store.setValue(f"pacing/{key}", value)
        self._sync()

    # ---------------------------------------------------------- preferences
    def appearance(self) -> Appearance:
        d = Appearance()
        return Appearance(
            card_back=self._get("appearance/card_back", d.card_back, _one_of(CARD_BACKS)),
            four_colour=self._get("appearance/four_colour", d.four_colour, _as_bool),
            text_size=self._get("appearance/text_size", d.text_size, _one_of_ints(TEXT_SIZES)),
            faces=self._get("appearance/faces", d.faces, _one_of(COURT_FACES)),
        )

    def save_appearance(self, appearance: Appearance) -> None:
        """Store ``appearance``; BadSettingError if a value is not one the table knows."""
        checks = {"card_back": _one_of(CARD_BACKS), "four_colour": _as_bool,
                  "text_size": _one_of_ints(TEXT_SIZES), "faces": _one_of(COURT_FACES)}
        for key, value in vars(appearance).items():
            try:
                checks[key](value)
            except BadSettingError as exc:
                raise BadSettingError(f"{key} {value!r}: {exc}") from None
        for key, value in vars(appearance).items():
            self.store.setValue(f"appearance/{key}", value)
        self._sync()

    @property
    def confirm_risky_calls(self) -> bool:
        """Ask before shooting the moon or going alone."""
        on: bool = self._get("play/confirm_risky_calls", True, _as_bool)
        return on

    def set_confirm_risky_calls(self, on: bool) -> None:
        self.store.setValue("play/confirm_risky_calls", _as_bool(on))
        self._sync()

    @property
    def speed_of_play(self) -> tuple[bool, bool]:
        """Play the player's only legal card for them; offer claims and finish a hand
        with nothing left to decide (both on unless turned off)."""
        auto: bool = self._get("play/auto_play", True, _as_bool)
        finish: bool = self._get("play/finish_hands", True, _as_bool)
        return auto, finish

    def set_speed_of_play(self, auto_play: bool, finish: bool) -> None:
        self.store.setValue("play/auto_play", _as_bool(auto_play))
        self.store.setValue("play/finish_hands", _as_bool(finish))
        self._sync()

    def window_state(self) -> tuple[QByteArray | None, QByteArray | None]:
        """The main window's remembered geometry and dock state (None: not remembered)."""
        geometry = self._get("window/geometry", None, _window_bytes)
        state = self._get("window/state", None, _window_bytes)
        return geometry, state

    def save_window_state(self, geometry: QByteArray, state: QByteArray | None) -> None:
        """The window's geometry, and its docks' state (None: no dock shown)."""
        self.store.setValue("window/geometry", geometry)
        if state is None:
            self.store.remove("window/state")
        else:
            self.store.setValue("window/state", state)
        self._sync()

    def history_geometry(self) -> QByteArray | None:
        """The hand history window's remembered size and place (None: not remembered)."""
        geometry: QByteArray | None = self._get("window/history_geometry", None,
                                                _window_bytes)
        return geometry

    def save_history_geometry(self, geometry: QByteArray) -> None:
        self.store.setValue("window/history_geometry", geometry)
        self._sync()

    # ------------------------------------------------- learning aids, coach
    @property
    def sound_on(self) -> bool:
        """The table's sounds (off unless the player turns them on)."""
        on: bool = self._get("sound/on", False, _as_bool)
        return on

    @property
    def sound_volume(self) -> int:
        """The sounds' volume, in percent."""
        volume: int = self._get("sound/volume", 70, _as_int(0, 100))
        return volume

    def set_sound(self, on: bool, volume: int) -> None:
        self.store.setValue("sound/on", _as_bool(on))
        self.store.setValue("sound/volume", _as_int(0, 100)(volume))
        self._sync()

    @property
    def learning_aids(self) -> bool:
        """The bowers' tags, why a dimmed card cannot be played, the buttons' tips."""
        on: bool = self._get("learning/aids", True, _as_bool)
        return on

    def set_learning_aids(self, on: bool) -> None:
        self.store.setValue("learning/aids", on)
        self._sync()

    @property
    def coached_games_left(self) -> int:
        """How many more games the coach explains the bots and warns of clear mistakes."""
        left: int = self._get("learning/coached_games_left", COACHED_GAMES, _as_int(0, 99))
        return left

    def count_coached_game(self) -> None:
        """One coached game has been finished."""
        self.store.setValue("learning/coached_games_left", max(0, self.coached_games_left - 1))
        self._sync()

    # ---------------------------------------------------------- game files
    def games_folder(self) -> Path | None:
        """The folder of the last game file opened or saved, if one was."""
        folder: str = self._get("files/folder", "", _folder)
        return Path(folder) if folder else None

    def set_games_folder(self, folder: Path) -> None:
        self.store.setValue("files/folder", str(folder))
        self._sync()

    # ------------------------------------------------------------ autosave
    def ignored_autosave(self) -> str:
        """The SHA-256 of an autosave not to offer (a finished game's, or an unreadable
        one, that could not be removed or moved aside); empty if there is none."""
        digest: str = self._get("autosave/ignore", "", _digest)
        return digest

    def ignore_autosave(self, digest: str) -> None:
        if digest:
            self.store.setValue("autosave/ignore", digest)
        else:
            self.store.remove("autosave/ignore")
        self._sync()

    # ------------------------------------------------------------- lessons
    def lessons_done(self) -> set[str]:
        """The keys of the lessons and practice deals played to their last step."""
        self.store.beginGroup("lessons/done")
        try:
            keys = [k for k in self.store.childKeys() if _COURSE.fullmatch(k)]
        finally:
            self.store.endGroup()
        return {k for k in keys if self._get(f"lessons/done/{k}", False, _as_bool)}

    def set_lesson_done(self, key: str) -> None:
        if not _COURSE.fullmatch(key):
            raise ValueError(f"{key!r} is not a lesson's name")
        self.store.setValue(f"lessons/done/{key}", True)
        self._sync()

    def lesson_step(self, key: str) -> int:
        """The step (counted from 0) a lesson was left at, to continue there; 0 if none or
        if the stored value is unusable."""
        if not _COURSE.fullmatch(key):
            return 0
        step: int = self._get(f"lessons/step/{key}", 0, _as_int(0, 999))
        return step

    def set_lesson_step(self, key: str, step: int) -> None:
        """Remember the step a lesson has reached (0 forgets it: the lesson is over)."""
        if not _COURSE.fullmatch(key):
            raise ValueError(f"{key!r} is not a lesson's name")
        if step > 0:
            self.store.setValue(f"lessons/step/{key}", step)
        else:
            self.store.remove(f"lessons/step/{key}")
        self._sync()

    # ------------------------------------------------------------ language
    @property
    def language(self) -> str:
        """The language the app speaks from its next start: a code of
        ``i18n.LANGUAGE_NAMES``, or "" for the system's."""
        chosen: str = self._get("language", "", _one_of(["", *LANGUAGE_NAMES]))
        return chosen

    @language.setter
    def language(self, code: str) -> None:
        if code and code not in LANGUAGE_NAMES:
            raise ValueError(f"{code!r} is not a language the app speaks")
        self.store.setValue("language", code)
        self._sync()

    # --------------------------------------------------------------- files
    def data_dir(self) -> Path:
        if self._data_dir is not None:
            return self._data_dir
        location = QStandardPaths.StandardLocation.AppDataLocation
        path = QStandardPaths.writableLocation(location)
        return Path(path) if path else Path.home() / ".ghosteuchre"

    def autosave_path(self) -> Path:
        return self.data_dir() / "autosave.json"

    def statistics_path(self) -> Path:
        return self.data_dir() / "statistics.json"

    def history_dir(self) -> Path:
        """The finished and the left games, one record file each (``gamefiles.HISTORY_KEPT``
        and ``UNFINISHED_KEPT`` at most)."""
        return self.data_dir() / "history"
