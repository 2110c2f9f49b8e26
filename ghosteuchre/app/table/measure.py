"""``FontMeasure``: the sizes of the table's texts for the layout, with the fonts the items
draw them in."""

from __future__ import annotations

from PySide6.QtCore import QSizeF
from PySide6.QtGui import QFont

from .board import board_size
from .items import label_item
from .layout import Plate
from .plates import plate_height, plate_width


class FontMeasure:
    """Text sizes for the layout, with the fonts the items draw in."""

    def __init__(self) -> None:
        self._label = label_item()
        self.label_scale = 1.0  # the piles' labels at the player's text size (Preferences)

    def label_size(self, text: str, px: int) -> QSizeF:
        font = QFont()
        font.setPixelSize(round(px * self.label_scale))
        self._label.setFont(font)
        self._label.setText(text)
        return self._label.boundingRect().size()

    def board_size(self, trump: bool, lines: tuple[str, ...], min_h: float,
                   max_w: float) -> QSizeF:
        return board_size(trump, list(lines), min_h, max_w)

    def plate_size(self, plate: Plate, h: float, width: float | None = None) -> QSizeF:
        return QSizeF(plate_width(plate, h), plate_height(plate, h, width))
