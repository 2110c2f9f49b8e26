"""The data files that ship inside the package: ``translations/`` (the compiled ``.qm``
files) and ``icons/`` (the application icon as SVG and PNG at 16 to 512 px).

They are found with :mod:`importlib.resources`, so a source tree, an installed wheel and
the frozen app find them the same way.
"""

from __future__ import annotations

from importlib import resources
from pathlib import Path

from PySide6.QtCore import QSize
from PySide6.QtGui import QIcon

ICON_NAME = "ghosteuchre"  # the icon's name in the desktop's icon theme, as the menu entry says


def folder(name: str) -> Path:
    """The package's data folder ``name`` on the file system."""
    return Path(str(resources.files("ghosteuchre.app").joinpath(name)))


def app_icon() -> QIcon:
    """The application icon: the PNG sizes that ship with the package (empty if none).
    Each file is named by its size (``ghosteuchre-64.png``), so none is read until a
    size of it is drawn."""
    icon = QIcon()
    for png in sorted(folder("icons").glob(f"{ICON_NAME}-*.png")):
        side = png.stem.rpartition("-")[2]
        icon.addFile(str(png), QSize(int(side), int(side)) if side.isdigit() else QSize())
    return icon
