"""Write a PNG contact sheet of every card face and the back at several sizes.

Usage: python tools/card_sheet.py OUT.png [--four-colour]
(set QT_QPA_PLATFORM=offscreen to run without a display)
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from PySide6.QtCore import QRectF
from PySide6.QtGui import QColor, QImage, QPainter
from PySide6.QtWidgets import QApplication

from ghosteuchre.app.art.cardart import RANKS, SUITS, CardArt

WIDTHS = (60, 90, 140)
RATIOS = (1.0, 2.0)
GAP = 8
FELT = QColor("#1d5e3b")
# The last column shows the back and the dimmed and selected looks.
EXTRAS: list[tuple[str | None, dict[str, bool]]] = [
    (None, {}),
    ("JS", {"dimmed": True}),
    ("AH", {"selected": True}),
    (None, {"selected": True}),
]


def block_size(art: CardArt, width: int, dpr: float) -> tuple[int, int]:
    card = art.size_for_width(width)
    columns = len(RANKS) + 1
    return (
        columns * (round(card.width() * dpr) + GAP),
        len(SUITS) * (round(card.height() * dpr) + GAP),
    )


def draw_block(painter: QPainter, art: CardArt, width: int, dpr: float, x0: int, y0: int) -> None:
    step_x = round(width * dpr) + GAP
    step_y = round(art.size_for_width(width).height() * dpr) + GAP
    for row, suit in enumerate(SUITS):
        cells: list[tuple[str | None, dict[str, bool]]] = [(rank + suit, {}) for rank in RANKS]
        cells.append(EXTRAS[row])
        for column, (card, flags) in enumerate(cells):
            pixmap = art.pixmap(card, width, dpr, **flags)
            source = QRectF(pixmap.rect())
            painter.drawPixmap(
                source.translated(x0 + column * step_x, y0 + row * step_y), pixmap, source
            )


def sheet(art: CardArt) -> QImage:
    rows = [[(width, dpr, *block_size(art, width, dpr)) for width in WIDTHS] for dpr in RATIOS]
    sheet_w = GAP + max(sum(w + GAP for _, _, w, _ in row) for row in rows)
    sheet_h = GAP + sum(max(h for _, _, _, h in row) + GAP for row in rows)
    image = QImage(sheet_w, sheet_h, QImage.Format.Format_ARGB32)
    image.fill(FELT)
    painter = QPainter(image)
    y = GAP
    for row in rows:
        x = GAP
        for width, dpr, w, _ in row:
            draw_block(painter, art, width, dpr, x, y)
            x += w + GAP
        y += max(h for _, _, _, h in row) + GAP
    painter.end()
    return image


def main(argv: list[str]) -> int:
    paths = [arg for arg in argv if not arg.startswith("--")]
    if len(paths) != 1:
        print(__doc__, file=sys.stderr)
        return 2
    _app = QApplication.instance() or QApplication([])
    art = CardArt(four_colour="--four-colour" in argv)
    ok = sheet(art).save(paths[0])
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
