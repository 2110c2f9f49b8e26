"""The checks of the stored settings: each kind of value's converter, which gives the
value or raises ``BadSettingError`` saying why it cannot be used."""

from __future__ import annotations

import contextlib
import os
import re
from collections.abc import Callable, Sequence
from typing import Any

from PySide6.QtCore import QByteArray, QCoreApplication

from ...engine import safejson
from ...engine.rules import Rules

MAX_NAME = 24  # characters in a player's name
MAX_OPTIONS_TEXT = 4096  # characters of a variant's remembered options
MAX_WINDOW_STATE = 65_536  # bytes of a remembered window geometry or dock state
_DIGEST = re.compile(r"[0-9a-f]{64}")
translate = QCoreApplication.translate


class BadSettingError(ValueError):
    """A stored setting that cannot be used; the message says why."""


def valid_name(value: Any) -> str:
    """A player's name: text of 1 to MAX_NAME printable characters (spaces trimmed)."""
    if not isinstance(value, str):
        raise BadSettingError(translate("Settings", "it is not text"))
    name = value.strip()
    if not name or len(name) > MAX_NAME or not name.isprintable():
        raise BadSettingError(
            translate("Settings", "a name has 1 to %n printable character(s)", "", MAX_NAME))
    return name


def _as_bool(value: Any) -> bool:
    if isinstance(value, bool):
        return value
    if isinstance(value, str) and value.strip().lower() in ("true", "1", "false", "0"):
        return value.strip().lower() in ("true", "1")
    if isinstance(value, int) and value in (0, 1):
        return bool(value)
    raise BadSettingError("it is not true or false")


def _as_int(lo: int, hi: int) -> Callable[[Any], int]:
    def convert(value: Any) -> int:
        if isinstance(value, bool):
            raise BadSettingError("it is not a whole number")
        if isinstance(value, str) and len(value) <= 20:
            with contextlib.suppress(ValueError):
                value = int(value.strip())
        if not isinstance(value, int):
            raise BadSettingError("it is not a whole number")
        if not lo <= value <= hi:
            raise BadSettingError(f"it is outside {lo} to {hi}")
        return value

    return convert


def _one_of(choices: Sequence[str]) -> Callable[[Any], str]:
    def convert(value: Any) -> str:
        if not isinstance(value, str) or value not in choices:
            raise BadSettingError(f"it is not one of {', '.join(choices)}")
        return value

    return convert


def _options_of(variant: str) -> Callable[[Any], dict[str, Any]]:
    def convert(value: Any) -> dict[str, Any]:
        if not isinstance(value, str) or len(value) > MAX_OPTIONS_TEXT:
            raise BadSettingError("it is not a short JSON text")
        try:
            options = safejson.loads(value)
            Rules.make(variant, options)
        except (ValueError, TypeError) as exc:  # JsonInputError and OptionError among them
            raise BadSettingError(str(exc)) from None
        return dict(options)

    return convert


def _one_of_ints(choices: Sequence[int]) -> Callable[[Any], int]:
    whole = _as_int(min(choices), max(choices))

    def convert(value: Any) -> int:
        number = whole(value)
        if number not in choices:
            raise BadSettingError(f"it is not one of {', '.join(map(str, choices))}")
        return number

    return convert


def _window_bytes(value: Any) -> QByteArray:
    if isinstance(value, bytes):
        value = QByteArray(value)
    if not isinstance(value, QByteArray) or not 0 < value.size() <= MAX_WINDOW_STATE:
        raise BadSettingError("it is not a window's saved geometry")
    return value


def _digest(value: Any) -> str:
    if not isinstance(value, str) or not _DIGEST.fullmatch(value):
        raise BadSettingError("it is not a SHA-256 digest")
    return value


def _folder(value: Any) -> str:
    if not isinstance(value, str) or not value or len(value) > 4096 \
            or not os.path.isabs(value) or not value.isprintable():
        raise BadSettingError("it is not a folder's full path")
    return value
