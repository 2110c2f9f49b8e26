"""Render ghosteuchre/app/icons/ghosteuchre.svg to the PNG sizes the packages need.

Usage: python tools/render_icons.py
(set QT_QPA_PLATFORM=offscreen to run without a display)
"""

from __future__ import annotations

import sys
from pathlib import Path

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QGuiApplication, QImage, QPainter
from PySide6.QtSvg import QSvgRenderer

ICONS = Path(__file__).resolve().parents[1] / "ghosteuchre" / "app" / "icons"
SIZES = (16, 32, 48, 64, 128, 256, 512)


def render(renderer: QSvgRenderer, size: int) -> QImage:
    image = QImage(size, size, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
    renderer.render(painter, QRectF(0, 0, size, size))
    painter.end()
    return image


def main() -> int:
    _app = QGuiApplication.instance() or QGuiApplication(sys.argv[:1])
    renderer = QSvgRenderer(str(ICONS / "ghosteuchre.svg"))
    if not renderer.isValid():
        print("cannot read ghosteuchre.svg", file=sys.stderr)
        return 1
    for size in SIZES:
        path = ICONS / f"ghosteuchre-{size}.png"
        if not render(renderer, size).save(str(path)):
            print(f"cannot write {path}", file=sys.stderr)
            return 1
        print(path)
    return 0


if __name__ == "__main__":
    sys.exit(main())
