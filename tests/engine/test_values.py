"""``Value``: a frozen value class that behaves as a frozen dataclass does."""

from __future__ import annotations

import copy
import pickle
from dataclasses import FrozenInstanceError
from typing import ClassVar

import pytest

from ghosteuchre.engine.values import Value


class Point(Value):
    x: int
    y: int = 0
    label: ClassVar[str] = "point"


class Nothing(Value):
    pass


class Other(Value):
    x: int
    y: int = 0


class Spot(Point):
    name: str = ""


def test_fields_are_given_by_position_or_name_with_defaults_for_the_rest() -> None:
    assert Point(1, 2).values() == (1, 2)
    assert Point(y=5, x=3).values() == (3, 5)
    assert Point(4).y == 0
    assert Spot(1, 2, "a").values() == (1, 2, "a")
    assert Point.label == "point" and "label" not in Point._fields


@pytest.mark.parametrize("make", [
    lambda: Point(),  # type: ignore[call-arg]
    lambda: Point(1, 2, 3),  # type: ignore[call-arg]
    lambda: Point(1, x=2),  # type: ignore[misc]
    lambda: Point(1, z=2),  # type: ignore[call-arg]
])
def test_wrong_arguments_are_refused(make) -> None:  # type: ignore[no-untyped-def]
    with pytest.raises(TypeError):
        make()


def test_a_field_without_a_default_cannot_follow_one_with_a_default() -> None:
    with pytest.raises(TypeError, match="follows"):
        type("Bad", (Value,), {"__annotations__": {"a": "int", "b": "int"}, "a": 1})


def test_values_compare_and_hash_by_class_and_fields() -> None:
    assert Point(1, 2) == Point(1, 2) and hash(Point(1, 2)) == hash(Point(1, 2))
    assert Point(y=2, x=1) == Point(1, 2) and hash(Point(y=2, x=1)) == hash(Point(1, 2))
    assert Point(1, 2) != Point(2, 1)
    assert Point(1, 2) != Other(1, 2)  # the same fields in another class
    assert Nothing() == Nothing() and Nothing() != Point(0)
    assert len({Point(1), Point(1), Other(1)}) == 2


def test_a_value_is_frozen() -> None:
    p = Point(1)
    with pytest.raises(FrozenInstanceError):
        p.x = 2  # type: ignore[misc]
    with pytest.raises(FrozenInstanceError):
        del p.x
    assert p.x == 1


def test_repr_match_copy_and_pickle_as_a_dataclass() -> None:
    assert repr(Spot(1, name="a")) == "Spot(x=1, y=0, name='a')"
    assert repr(Nothing()) == "Nothing()"
    match Point(3, 4):
        case Point(x, y):
            assert (x, y) == (3, 4)
    assert copy.copy(Spot(1)) == Spot(1)
    assert pickle.loads(pickle.dumps(Spot(1, 2, "b"))) == Spot(1, 2, "b")
