"""Seat arithmetic: three seats, 0, 1 and 2, play passes to the left (seat + 1)."""

from __future__ import annotations

SEATS = (0, 1, 2)
LEFT_OF = (1, 2, 0)  # left_of(seat) for each seat, as a table for the hot paths


def left_of(seat: int, steps: int = 1) -> int:
    """The seat ``steps`` places to the left of ``seat`` (the next to act)."""
    return (seat + steps) % 3


def next_in_play(seat: int, sitting_out: int | None) -> int:
    """The next seat to play after ``seat``, passing over a player who sits out."""
    nxt = (seat + 1) % 3
    return (nxt + 1) % 3 if nxt == sitting_out else nxt


def next_seats_without(sitting_out: int | None) -> tuple[int, int, int]:
    """For each seat, the next one to play when ``sitting_out`` sits out."""
    return (
        next_in_play(0, sitting_out),
        next_in_play(1, sitting_out),
        next_in_play(2, sitting_out),
    )


def third_seat(a: int, b: int) -> int:
    """The seat that is neither ``a`` nor ``b`` (two different seats)."""
    return 3 - a - b
