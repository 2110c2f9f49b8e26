"""A real Qt window opens on an X server (Xvfb) through the xcb platform plugin.

Runs in a subprocess so the offscreen platform of the test process is untouched.
"""

from __future__ import annotations

import os
import subprocess
import sys

import pytest

pytestmark = pytest.mark.slow  # a real X server and the whole app: the fast lane skips it

WINDOW_SCRIPT = """
import sys
from PySide6.QtGui import QGuiApplication
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QLabel

app = QApplication(sys.argv)
label = QLabel("Ghost Euchre")
label.resize(320, 200)
label.show()
exposed = QTest.qWaitForWindowExposed(label, 60000)
screen = QGuiApplication.primaryScreen().size()
print(
    f"WINDOW-OK platform={QGuiApplication.platformName()} exposed={exposed} "
    f"visible={label.isVisible()} screen={screen.width()}x{screen.height()}",
    flush=True,
)
label.close()
sys.exit(0 if exposed else 3)
"""


@pytest.mark.xvfb
def test_real_window_opens_on_x(xvfb_display: str) -> None:
    env = {k: v for k, v in os.environ.items() if not k.startswith("QT_")}
    env.update(QT_QPA_PLATFORM="xcb", DISPLAY=xvfb_display, LANG="C.UTF-8")
    env.pop("WAYLAND_DISPLAY", None)
    result = subprocess.run(
        [sys.executable, "-c", WINDOW_SCRIPT],
        env=env,
        capture_output=True,
        text=True,
        timeout=120,
        check=False,
    )
    output = result.stdout + result.stderr
    assert result.returncode == 0, f"window did not start (exit {result.returncode}):\n{output}"
    assert "WINDOW-OK platform=xcb exposed=True visible=True" in result.stdout, output
