"""Typed access to the app's settings (QSettings) and its files (QStandardPaths)."""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from PySide6.QtCore import QSettings, QStandardPaths

from ..bots import APP_LEVELS
from ..engine.rules import GHOST_HAND, VARIANTS, OptionError, Rules

ORGANIZATION = "GhostEuchre"
APPLICATION = "Ghost Euchre"
DEFAULT_NAMES = ("You", "Ada", "Bo")


@dataclass
class Pacing:
    """How fast the table moves; every duration is in milliseconds."""

    animations: bool = True
    animation_ms: int = 220
    bot_delay_ms: int = 450
    trick_pause_ms: int = 1200  # 0: a finished trick stays until a click
    double_click: bool = False  # play a card by double-click instead of a single click

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
    names: list[str] = field(default_factory=lambda: list(DEFAULT_NAMES))
    levels: list[str] = field(default_factory=lambda: ["medium", "medium"])  # seats 1 and 2

    def rules(self) -> Rules:
        return Rules.make(self.variant, self.options)


class Settings:
    """One typed wrapper over QSettings; pass a QSettings to use another store."""

    def __init__(self, store: QSettings | None = None) -> None:
        self.store = store if store is not None else QSettings(ORGANIZATION, APPLICATION)

    def _get(self, key: str, default: Any) -> Any:
        value = self.store.value(key, None)
        if value is None:
            return default
        if isinstance(default, bool):
            return value in (True, "true", "1", 1)
        if isinstance(default, int):
            try:
                return int(value)
            except (TypeError, ValueError):
                return default
        return value

    # ------------------------------------------------------------ the game
    @property
    def first_start(self) -> bool:
        return not self._get("setup/saved", False)

    def setup(self) -> GameSetup:
        variant = self._get("setup/variant", GHOST_HAND)
        if variant not in VARIANTS:
            variant = GHOST_HAND
        try:
            options = json.loads(self._get(f"setup/options/{variant}", "{}"))
            Rules.make(variant, options)
        except (ValueError, TypeError, OptionError):
            options = {}
        names = [str(self._get(f"setup/name{s}", DEFAULT_NAMES[s])) for s in range(3)]
        levels = [str(self._get(f"setup/level{s}", "medium")) for s in (1, 2)]
        levels = [lv if lv in APP_LEVELS else "medium" for lv in levels]
        return GameSetup(variant, options, names, levels)

    def options_for(self, variant: str) -> dict[str, Any]:
        try:
            options = json.loads(self._get(f"setup/options/{variant}", "{}"))
            Rules.make(variant, options)
        except (ValueError, TypeError, OptionError):
            return {}
        return dict(options)

    def save_setup(self, setup: GameSetup) -> None:
        self.store.setValue("setup/saved", True)
        self.store.setValue("setup/variant", setup.variant)
        self.store.setValue(f"setup/options/{setup.variant}", json.dumps(setup.options))
        for s in range(3):
            self.store.setValue(f"setup/name{s}", setup.names[s])
        for s, level in zip((1, 2), setup.levels, strict=True):
            self.store.setValue(f"setup/level{s}", level)
        self.store.sync()

    # -------------------------------------------------------------- pacing
    def pacing(self) -> Pacing:
        d = Pacing()
        return Pacing(
            animations=self._get("pacing/animations", d.animations),
            animation_ms=self._get("pacing/animation_ms", d.animation_ms),
            bot_delay_ms=self._get("pacing/bot_delay_ms", d.bot_delay_ms),
            trick_pause_ms=self._get("pacing/trick_pause_ms", d.trick_pause_ms),
            double_click=self._get("pacing/double_click", d.double_click),
        )

    def save_pacing(self, pacing: Pacing) -> None:
        for key, value in vars(pacing).items():
            self.store.setValue(f"pacing/{key}", value)
        self.store.sync()

    # --------------------------------------------------------------- files
    @staticmethod
    def data_dir() -> Path:
        location = QStandardPaths.StandardLocation.AppDataLocation
        path = QStandardPaths.writableLocation(location)
        return Path(path) if path else Path.home() / ".ghosteuchre"

    @classmethod
    def autosave_path(cls) -> Path:
        return cls.data_dir() / "autosave.json"
