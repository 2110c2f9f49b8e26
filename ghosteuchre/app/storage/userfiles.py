"""The one way the app reads, writes and puts aside the player's files.

Every file the app keeps (the settings, the autosave, the statistics, the past games, a
saved or exported game) goes through here:

- A name that is not a regular file (a symbolic link, a named pipe, a folder, a device)
  is never followed, opened blocking or written through: ``read()`` refuses it
  (``NotAFile``), and the caller puts it aside with ``set_aside()``, which renames the
  name itself, never what a link points to.
- ``write()`` is atomic: a temporary ``.tmp-*.json`` file in the same folder, flushed to
  the disk, then renamed over the name, so a crash leaves the old file or the new one,
  and a link in the way is replaced, not written through.  ``clean_temporaries()``
  removes what a killed write left behind.
"""

from __future__ import annotations

import errno
import logging
import os
import re
import stat
import time
from collections.abc import Sequence
from pathlib import Path

from ...engine import safejson

log = logging.getLogger(__name__)
_TEMPORARY = re.compile(r"\.tmp-.*\.json")


class NotAFile(OSError):  # noqa: N818 - reads as a sentence at call sites
    """A name that is there but is not a regular file the app may read."""


def exists(path: Path) -> bool:
    """Whether anything (a file, a folder, a link, even a broken one) has this name."""
    return os.path.lexists(path)


def what_is(path: Path) -> str:
    """"missing", "file" (a regular file), "link", "folder", "pipe", "device" or "other";
    a link is not followed."""
    try:
        mode = os.lstat(path).st_mode
    except FileNotFoundError:
        return "missing"
    except OSError:
        return "other"
    if stat.S_ISREG(mode):
        return "file"
    if stat.S_ISLNK(mode):
        return "link"
    if stat.S_ISDIR(mode):
        return "folder"
    if stat.S_ISFIFO(mode):
        return "pipe"
    if stat.S_ISCHR(mode) or stat.S_ISBLK(mode):
        return "device"
    return "other"


def read(path: Path, limit: int = safejson.MAX_BYTES) -> bytes:
    """The bytes of ``path``, a regular file of at most ``limit`` bytes: never through a
    link, never waiting on a pipe or a device.  NotAFile if it is not one; OSError
    (FileNotFoundError among them) if it cannot be read; ValueError if too long."""
    kind = what_is(path)
    if kind == "missing":
        raise FileNotFoundError(errno.ENOENT, "no such file", str(path))
    if kind != "file":
        raise NotAFile(errno.EINVAL, f"{path.name} is a {kind}, not a file", str(path))
    flags = os.O_RDONLY | os.O_NONBLOCK | getattr(os, "O_NOFOLLOW", 0)
    fd = os.open(path, flags)
    if not stat.S_ISREG(os.fstat(fd).st_mode):  # replaced between the look and the open
        os.close(fd)
        raise NotAFile(errno.EINVAL, f"{path.name} is not a file", str(path))
    with open(fd, "rb") as f:
        return safejson.read_stream(f, limit)


def write(path: Path, pieces: Sequence[str]) -> None:
    """Write the text ``pieces`` to ``path`` atomically (see the module's words); the
    folder is made if it is missing.  OSError if it cannot be written."""
    from ...engine.record import save_file

    save_file(path, list(pieces))
    sync_folder(path.parent)


def make_folder(folder: Path) -> None:
    """Make ``folder`` (and its parents) if it is missing; a link or a file in its place
    is put aside first, so nothing is written through it.  For the app's own folders
    only (``history/``), never a folder the player chose."""
    kind = what_is(folder)
    if kind == "folder":
        return
    if kind != "missing":
        log.warning("%s is a %s, not a folder; putting it aside", folder, kind)
        set_aside(folder)
    folder.mkdir(parents=True, exist_ok=True)


def remove(path: Path) -> None:
    """Remove the name ``path`` (never what a link points to) and make that durable;
    nothing if it is missing.  OSError if it cannot be removed."""
    try:
        os.unlink(path)
    except FileNotFoundError:
        return
    sync_folder(path.parent)


def set_aside(path: Path, now: float | None = None) -> Path:
    """Rename ``path`` (a file, a folder or a link; a link itself, not its target) to
    ``<stem>.corrupt-<time><suffix>`` in the same folder, make the rename durable and
    return the new name.  Raises OSError if it cannot be renamed."""
    stamp = time.strftime("%Y%m%d-%H%M%S", time.localtime(now))
    for n in range(1, 1000):
        extra = "" if n == 1 else f"-{n}"
        target = path.with_name(f"{path.stem}.corrupt-{stamp}{extra}{path.suffix}")
        if exists(target):
            continue
        os.rename(path, target)  # renames a symbolic link, never what it points to
        sync_folder(path.parent)
        return target
    raise OSError(errno.EEXIST, "too many files set aside", str(path))


def clean_temporaries(folder: Path) -> int:
    """Remove the temporary files (``.tmp-*.json``) a write killed midway left in
    ``folder``; how many were removed."""
    try:
        names = [p for p in folder.iterdir() if _TEMPORARY.fullmatch(p.name)]
    except OSError:
        return 0
    removed = 0
    for leftover in names:
        if what_is(leftover) != "file":
            continue
        try:
            os.unlink(leftover)
            removed += 1
        except OSError as exc:
            log.warning("could not remove the leftover %s: %s", leftover, exc)
    if removed:
        sync_folder(folder)
    return removed


def sync_folder(folder: Path) -> None:
    """Make renames and removals in ``folder`` durable (where the system allows it)."""
    try:
        fd = os.open(folder, os.O_RDONLY | getattr(os, "O_DIRECTORY", 0))
    except OSError:
        return
    try:
        os.fsync(fd)
    except OSError:
        log.warning("could not sync the folder %s", folder)
    finally:
        os.close(fd)
