"""A guard against PySide6 builds that drop references to ``None``/``True``/``False``.

Some builds (seen with PySide6-Essentials 6.12.0 on Python 3.11) return the
result of void methods and of ``Signal.emit()`` without taking a reference, so
every ``QTimer.start()``, ``beginResetModel()`` or ``emit()`` from Python
lowers the reference count of ``None`` or ``True``, and a long game ends in
"Fatal Python error: deallocating None".  Python 3.12 made these objects
immortal; on older Pythons :func:`guard` gives them the same protection by
raising their counts far beyond reach, and only when a probe shows the fault.
"""

from __future__ import annotations

import ctypes
import sys

from PySide6.QtCore import QObject, QTimer, Signal

_MARGIN = 1 << 40


class _Probe(QObject):
    ping = Signal()


def has_reference_fault() -> bool:
    """True when void calls or emit() from Python drop a reference they never took."""
    probe = _Probe()
    timer = QTimer()
    none_before, true_before = sys.getrefcount(None), sys.getrefcount(True)
    for _ in range(16):
        timer.stop()
        probe.ping.emit()
    return (
        sys.getrefcount(None) < none_before - 8 or sys.getrefcount(True) < true_before - 8
    )


def guard() -> bool:
    """Protect None, True and False if this build needs it; True if it did."""
    if sys.version_info >= (3, 12) or sys.implementation.name != "cpython":
        return False
    if not has_reference_fault():
        return False
    for obj in (None, True, False):
        ctypes.c_ssize_t.from_address(id(obj)).value += _MARGIN
    return True
