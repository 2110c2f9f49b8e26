"""Help → About: the version, what the game is, its licence, what it is built with,
and where it lives."""

from __future__ import annotations

from html import escape

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import QMessageBox, QWidget

translate = QCoreApplication.translate
WEBSITE = "https://ghosteuchre.org/"  # as in pyproject.toml


def about_box(window: QWidget) -> QMessageBox:
    """Help → About: the version, what the game is, its licence, what it is built
    with, and where it lives."""
    import platform

    from PySide6 import __version__ as pyside_version
    from PySide6.QtCore import qVersion

    from ... import __version__

    paragraphs = [
        translate("MainWindow", "Ghost Euchre {0}\n\nThree-player euchre: Ghost Hand and "
                  "Cutthroat, against bots.").format(__version__),
        translate("MainWindow", "© 2026 The Ghost Euchre developers. The card pictures and "
                  "the sounds are drawn and made for this game."),
        translate("MainWindow", "Ghost Euchre is free software: you may share and change it "
                  "under the GNU General Public License, version 3 or any later version. It "
                  "comes with no warranty."),
        translate("MainWindow", "Built with Python {0}, Qt {1} and Qt for Python {2} (under "
                  "the GNU Lesser General Public License, version 3).").format(
                      platform.python_version(), qVersion(), pyside_version),
    ]
    html = "".join(f"<p>{escape(p)}</p>" for p in paragraphs).replace("\n\n", "</p><p>")
    html += "<p>" + escape(translate("MainWindow", "Website: {0}")).format(
        f'<a href="{WEBSITE}">{WEBSITE}</a>') + "</p>"
    title = translate("MainWindow", "About Ghost Euchre")
    box = QMessageBox(QMessageBox.Icon.NoIcon, title, html, QMessageBox.StandardButton.Close,
                      window)
    box.setObjectName("about")
    box.setTextFormat(Qt.TextFormat.RichText)
    box.setTextInteractionFlags(Qt.TextInteractionFlag.TextBrowserInteraction)
    box.setIconPixmap(window.windowIcon().pixmap(64, 64))
    box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
    box.open()
    return box
