"""Reading JSON that comes from outside: bounded in size, depth and number length.

Every file the game reads (records, the autosave, values in the settings) goes
through here, so a hostile or broken file gives one clear sentence and never a
traceback, a hang or an unbounded read.
"""

from __future__ import annotations

import json
import math
import os
import re
import reprlib
import stat
from pathlib import Path
from typing import Any, BinaryIO

from .giveway import give_way

MAX_BYTES = 16 * 1024 * 1024
MAX_DEPTH = 64
MAX_INT_DIGITS = 30

_SHORT = reprlib.Repr()
_SHORT.maxstring = _SHORT.maxother = _SHORT.maxlong = 40
_SHORT.maxlevel = 2
_SHORT.maxlist = _SHORT.maxdict = 3


class JsonInputError(ValueError):
    """Input that is too large, unreadable or not acceptable JSON; the message is a sentence."""


def read_stream(stream: BinaryIO, limit: int = MAX_BYTES) -> bytes:
    """At most ``limit`` bytes of ``stream``; more than that is an error, not read."""
    try:
        data = stream.read(limit + 1) or b""
    except OSError as exc:
        raise JsonInputError(f"cannot read the input: {exc.strerror or exc}") from None
    if len(data) > limit:
        raise JsonInputError(f"the input is larger than {_size(limit)}")
    return data


def read_file(path: str | os.PathLike[str], limit: int = MAX_BYTES) -> bytes:
    """The bytes of a regular file of at most ``limit`` bytes.

    The file is opened without blocking, so a named pipe or a device is refused
    instead of waiting for a writer.
    """
    name = os.fspath(path)
    try:
        fd = os.open(name, os.O_RDONLY | os.O_NONBLOCK)
    except OSError as exc:
        raise JsonInputError(f"cannot read {shown_path(name)}: {exc.strerror or exc}") from None
    mode = os.fstat(fd).st_mode
    if not stat.S_ISREG(mode):
        os.close(fd)
        if stat.S_ISDIR(mode):
            raise JsonInputError(f"{shown_path(name)} is a folder, not a file")
        raise JsonInputError(f"{shown_path(name)} is not a regular file")
    with open(fd, "rb") as f:
        return read_stream(f, limit)


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
        data = _decode(text, max_depth)
    except RecursionError:
        raise JsonInputError(f"the JSON is nested more than {max_depth} levels deep") from None
    except json.JSONDecodeError as exc:
        raise JsonInputError(
            f"not valid JSON ({exc.msg} at line {exc.lineno} column {exc.colno})"
        ) from None
    return data


_DECODER = json.JSONDecoder(
    parse_int=lambda digits: _parse_int(digits),
    parse_float=lambda text: _parse_float(text),
    parse_constant=lambda name: _refuse_constant(name),
)
_SPACE = re.compile(r"[ \t\n\r]*")


def _decode(text: str, max_depth: int) -> Any:
    """The JSON value of ``text``, checked.  A top-level object is decoded a member at a
    time and its lists an element at a time, so that no single call into the decoder
    holds the interpreter for long (a big record parsed in a helper thread leaves the
    window its frames)."""
    i = _SPACE.match(text).end()  # type: ignore[union-attr]
    if not text.startswith("{", i):
        data = _DECODER.decode(text)
        check(data, max_depth)
        return data
    out: dict[str, Any] = {}
    i = _SPACE.match(text, i + 1).end()  # type: ignore[union-attr]
    if text.startswith("}", i):
        return _at_end(text, i + 1, out)
    while True:
        if not text.startswith('"', i):
            raise json.JSONDecodeError("Expecting property name enclosed in double quotes",
                                       text, i)
        key, i = _DECODER.raw_decode(text, i)
        _check_text(key)
        i = _SPACE.match(text, i).end()  # type: ignore[union-attr]
        if not text.startswith(":", i):
            raise json.JSONDecodeError("Expecting ':' delimiter", text, i)
        i = _SPACE.match(text, i + 1).end()  # type: ignore[union-attr]
        if text.startswith("[", i):
            out[key], i = _decode_list(text, i, max_depth - 1)
        else:
            value, i = _DECODER.raw_decode(text, i)
            check(value, max_depth - 1)
            out[key] = value
        i = _SPACE.match(text, i).end()  # type: ignore[union-attr]
        if text.startswith("}", i):
            return _at_end(text, i + 1, out)
        if not text.startswith(",", i):
            raise json.JSONDecodeError("Expecting ',' delimiter", text, i)
        i = _SPACE.match(text, i + 1).end()  # type: ignore[union-attr]


def _decode_list(text: str, i: int, max_depth: int) -> tuple[list[Any], int]:
    """A list that starts at ``text[i]``, decoded an element at a time."""
    items: list[Any] = []
    i = _SPACE.match(text, i + 1).end()  # type: ignore[union-attr]
    if text.startswith("]", i):
        return items, i + 1
    while True:
        give_way()
        value, i = _DECODER.raw_decode(text, i)
        check(value, max_depth - 1)
        items.append(value)
        i = _SPACE.match(text, i).end()  # type: ignore[union-attr]
        if text.startswith("]", i):
            return items, i + 1
        if not text.startswith(",", i):
            raise json.JSONDecodeError("Expecting ',' delimiter", text, i)
        i = _SPACE.match(text, i + 1).end()  # type: ignore[union-attr]


def _at_end(text: str, i: int, value: Any) -> Any:
    if _SPACE.match(text, i).end() != len(text):  # type: ignore[union-attr]
        raise json.JSONDecodeError("Extra data", text, _SPACE.match(text, i).end())  # type: ignore[union-attr]
    return value


def load_file(path: str | os.PathLike[str], limit: int = MAX_BYTES) -> Any:
    return loads(read_file(Path(path), limit))


def check(data: Any, max_depth: int = MAX_DEPTH) -> None:
    """Refuse nesting deeper than ``max_depth`` and strings with lone surrogates."""
    level = [data]
    texts: list[str] = []
    depth = 0
    while level:
        depth += 1
        texts.extend(v for v in level if isinstance(v, str))
        containers = [v for v in level if isinstance(v, dict | list)]
        if containers and depth > max_depth:
            raise JsonInputError(f"the JSON is nested more than {max_depth} levels deep")
        level = []
        for value in containers:
            if isinstance(value, dict):
                texts.extend(value)
                level.extend(value.values())
            else:
                level.extend(value)
    _check_text("\n".join(texts))


def _check_text(text: str) -> None:
    try:
        text.encode("utf-8")
    except UnicodeEncodeError:
        raise JsonInputError("the JSON holds text that is not valid Unicode") from None


def _parse_int(digits: str) -> int:
    if len(digits.lstrip("-")) > MAX_INT_DIGITS:
        raise JsonInputError(f"the JSON holds a number longer than {MAX_INT_DIGITS} digits")
    return int(digits)


def _parse_float(text: str) -> float:
    value = float(text)
    if not math.isfinite(value):
        raise JsonInputError("the JSON holds a number too large to use")
    return value


def _refuse_constant(name: str) -> Any:
    raise JsonInputError(f"the JSON holds {name}, which is not a number")


def shown(value: object) -> str:
    """A value quoted for an error sentence: printable, on one line and short."""
    return _SHORT.repr(value)


def shown_path(path: str) -> str:
    """A file name for an error sentence: as it is when printable, escaped otherwise."""
    return path if path and path.isprintable() else ascii(path)


def _size(limit: int) -> str:
    return f"{limit // (1024 * 1024)} MB" if limit >= 1024 * 1024 else f"{limit} bytes"
