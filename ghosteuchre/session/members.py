"""``SessionMember``: a member of an object that holds a session (its ``session``) which
is the session's member of the same name, or at ``path`` (``"driver.bots"``), so an
adapter shows the session's state under its own names without copying it."""

from __future__ import annotations

from operator import attrgetter
from typing import Any, Generic, TypeVar

T = TypeVar("T")


class SessionMember(Generic[T]):
    """A controller member that is the session's member of the same name (or ``path``)."""

    _get: attrgetter[Any]  # the path's getter, made once the member is named

    def __init__(self, path: str = "") -> None:
        self.path = path

    def __set_name__(self, owner: type, name: str) -> None:
        self.path = self.path or name
        self._get = attrgetter(self.path)

    def __get__(self, obj: Any, owner: type | None = None) -> T:
        return self._get(obj.session)  # type: ignore[no-any-return]

    def __set__(self, obj: Any, value: T) -> None:
        *up, name = self.path.split(".")
        setattr(attrgetter(".".join(up))(obj.session) if up else obj.session, name, value)
