"""The pixels a player sees of a table's element: its picture, its mean colour, how
many of its pixels are green or blue (the four-colour deck's clubs and diamonds)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QRectF
from PySide6.QtGui import QColor, QImage


def grab(window: Any, name: str, box: tuple[float, float, float, float]) -> QImage:
    """The pixels of ``window``'s table (the game's or the hand history's) inside ``box``
    (fractions of the element's rectangle) of the element called ``name``."""
    table = window.table
    rect = table.element_rect(name)
    assert rect is not None, name
    x0, y0, x1, y1 = box
    part = QRectF(rect.left() + rect.width() * x0, rect.top() + rect.height() * y0,
                  rect.width() * (x1 - x0), rect.height() * (y1 - y0))
    return table.viewport().grab(table.mapFromScene(part).boundingRect()).toImage()


def pixels(image: QImage) -> list[QColor]:
    return [image.pixelColor(x, y) for x in range(image.width()) for y in range(image.height())]


def count(image: QImage, test: Callable[[QColor], bool]) -> int:
    return sum(1 for p in pixels(image) if test(p))


def green(p: QColor) -> bool:
    return p.green() > p.red() + 50 and p.green() > p.blue() + 30


def blue(p: QColor) -> bool:
    return p.blue() > p.red() + 50 and p.blue() > p.green() + 30


def mean(image: QImage) -> tuple[float, float, float]:
    seen = pixels(image)
    return (sum(p.red() for p in seen) / len(seen), sum(p.green() for p in seen) / len(seen),
            sum(p.blue() for p in seen) / len(seen))
