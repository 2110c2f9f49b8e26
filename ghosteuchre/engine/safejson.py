"""Reading JSON that comes from outside: bounded in size, depth and number length.

Every file the game reads (records, the autosave, values in the settings) goes
through here, so a hostile or broken file gives one clear sentence and never a
traceback, a hang or an unbounded read.
"""

from __future__ import annotations

import json
import os
import stat
from pathlib import Path
from typing import Any, BinaryIO

MAX_BYTES = 16 * 1024 * 1024
MAX_DEPTH = 64
MAX_INT_DIGITS = 30


class JsonInputError(ValueError):
    """Input that is too large, unreadable or not acceptable JSON; the message is a sentence."""


def read_stream(stream: BinaryIO, limit: int = MAX_BYTES) -> bytes:
    """At most ``limit`` bytes of ``stream``; more than that is an error, not read."""
    data = stream.read(limit + 1)
    if len(data) > limit:
        raise JsonInputError(f"the input is larger than {_size(limit)}")
    return data


def read_file(path: str | os.PathLike[str], limit: int = MAX_BYTES) -> bytes:
    """The bytes of a regular file of at most ``limit`` bytes."""
    name = os.fspath(path)
    try:
        with open(name, "rb") as f:
            mode = os.fstat(f.fileno()).st_mode
            if not stat.S_ISREG(mode):
                raise JsonInputError(f"{name} is not a regular file")
            return read_stream(f, limit)
    except IsADirectoryError:
        raise JsonInputError(f"{name} is a folder, not a file") from None
    except OSError as exc:
        raise JsonInputError(f"cannot read {name}: {exc.strerror or exc}") from None


def loads(text: str | bytes, max_depth: int = MAX_DEPTH) -> Any:
    """Parse JSON; refuse deep nesting, huge integers, NaN and broken Unicode."""
    if isinstance(text, bytes):
        try:
            text = text.decode("utf-8-sig")
        except UnicodeDecodeError:
            raise JsonInputError("the input is not UTF-8 text") from None
    if len(text) > MAX_BYTES:
        raise JsonInputError(f"the input is larger than {_size(MAX_BYTES)}")
    try:
        data = json.loads(text, parse_int=_parse_int, parse_constant=_refuse_constant)
    except RecursionError:
        raise JsonInputError(f"the JSON is nested more than {max_depth} levels deep") from None
    except json.JSONDecodeError as exc:
        raise JsonInputError(
            f"not valid JSON ({exc.msg} at line {exc.lineno} column {exc.colno})"
        ) from None
    check(data, max_depth)
    return data


def load_file(path: str | os.PathLike[str], limit: int = MAX_BYTES) -> Any:
    return loads(read_file(Path(path), limit))


def check(data: Any, max_depth: int = MAX_DEPTH) -> None:
    """Refuse nesting deeper than ``max_depth`` and strings with lone surrogates."""
    stack: list[tuple[Any, int]] = [(data, 1)]
    while stack:
        value, depth = stack.pop()
        if isinstance(value, str):
            _check_text(value)
            continue
        if not isinstance(value, dict | list):
            continue
        if depth > max_depth:
            raise JsonInputError(f"the JSON is nested more than {max_depth} levels deep")
        if isinstance(value, dict):
            for key, item in value.items():
                _check_text(key)
                stack.append((item, depth + 1))
        else:
            stack.extend((item, depth + 1) for item in value)


def _check_text(text: str) -> None:
    try:
        text.encode("utf-8")
    except UnicodeEncodeError:
        raise JsonInputError("the JSON holds text that is not valid Unicode") from None


def _parse_int(digits: str) -> int:
    if len(digits.lstrip("-")) > MAX_INT_DIGITS:
        raise JsonInputError(f"the JSON holds a number longer than {MAX_INT_DIGITS} digits")
    return int(digits)


def _refuse_constant(name: str) -> Any:
    raise JsonInputError(f"the JSON holds {name}, which is not a number")


def _size(limit: int) -> str:
    return f"{limit // (1024 * 1024)} MB" if limit >= 1024 * 1024 else f"{limit} bytes"
