import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import QSize
from PySide6.QtGui import QImage

from ghosteuchre.app import resources

SIDES = [16, 32, 48, 64, 128, 256, 512]


def test_the_icon_offers_every_size_it_ships_each_drawn_from_its_own_file(qapp):
    icon = resources.app_icon()
    assert sorted(s.width() for s in icon.availableSizes()) == SIDES
    for side in SIDES:
        drawn = icon.pixmap(QSize(side, side), 1.0).toImage()
        own = QImage(str(resources.folder("icons") / f"ghosteuchre-{side}.png"))
        assert drawn.size() == QSize(side, side)
        assert drawn.convertToFormat(QImage.Format.Format_ARGB32) == own.convertToFormat(
            QImage.Format.Format_ARGB32)
