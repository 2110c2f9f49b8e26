"""A bare PySide6 window, frozen with the same spec (`-- --bare`) as a baseline for
benchmarks/startup.py. It quits when the window has been shown, or runs until closed
with --stay."""

import sys

from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication, QLabel


def main() -> int:
    app = QApplication(sys.argv)
    label = QLabel("bare window")
    label.resize(800, 600)
    label.show()
    if "--stay" not in sys.argv:
        QTimer.singleShot(0, app.quit)
    return app.exec()


if __name__ == "__main__":
    sys.exit(main())
