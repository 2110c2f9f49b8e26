"""``FontMeasure``: the sizes of the table's texts for the layout, with the fonts the items
draw them in; each size is measured once for its text, size and font."""

from __future__ import annotations

from collections.abc import Callable, Hashable

from PySide6.QtCore import QSizeF
from PySide6.QtGui import QFont

from .board import board_size
from .items import label_item
from .layout import Plate
from .plates import plate_height, plate_width

KEPT = 512  # sizes kept; the oldest are forgotten first


class FontMeasure:
    """Text sizes for the layout, with the fonts the items draw in."""

    def __init__(self) -> None:
        self._label = label_item()
        self.label_scale = 1.0  # the piles' labels at the player's text size (Preferences)
        self._sizes: dict[Hashable, QSizeF] = {}

    def _kept(self, key: Hashable, measure: Callable[[], QSizeF]) -> QSizeF:
        """The size ``measure`` gives, measured once for ``key`` and the app's font."""
        key = (key, QFont().key())
        size = self._sizes.get(key)
        if size is None:
            if len(self._sizes) >= KEPT:
                del self._sizes[next(iter(self._sizes))]
            size = self._sizes[key] = measure()
        return QSizeF(size)

    def label_size(self, text: str, px: int) -> QSizeF:
        return self._kept(("label", text, px, self.label_scale), lambda: self._label_size(text, px))

    def _label_size(self, text: str, px: int) -> QSizeF:
        font = QFont()
        font.setPixelSize(round(px * self.label_scale))
        self._label.setFont(font)
        self._label.setText(text)
        return self._label.boundingRect().size()

    def board_size(self, trump: bool, lines: tuple[str, ...], min_h: float,
                   max_w: float) -> QSizeF:
        return self._kept(("board", trump, lines, min_h, max_w),
                          lambda: board_size(trump, list(lines), min_h, max_w))

    def plate_size(self, plate: Plate, h: float, width: float | None = None) -> QSizeF:
        return self._kept(("plate", plate, h, width),
                          lambda: QSizeF(plate_width(plate, h), plate_height(plate, h, width)))
