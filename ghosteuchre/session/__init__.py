"""The game flow without Qt: ``Session`` (``flow.py``), who acts (``drivers.py``), what
it reports (``events.py``), what the table shows (``snapshot.py``) and cheap undo
(``undo.py``).  Tested without a window in ``tests/session``."""

from .drivers import Driver, LessonDriver, LiveDriver, ReplayDriver
from .flow import Session
from .judge import Words
from .members import SessionMember
from .snapshot import TableSnapshot

__all__ = ["Driver", "LessonDriver", "LiveDriver", "ReplayDriver", "Session", "SessionMember",
           "TableSnapshot", "Words"]
