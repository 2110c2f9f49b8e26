"""Shared test setup.

Qt runs on the offscreen platform unless a test asks for a real X server
through the ``xvfb_display`` fixture (and the ``xvfb`` marker).
"""

from __future__ import annotations

import os
import shutil
import socket
import subprocess
import tempfile
import time
from collections.abc import Iterator
from pathlib import Path

import pytest

# Set before any test module imports Qt (none of the imports above does).
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
if os.environ.get("LANG", "") in ("", "C", "POSIX"):
    os.environ["LANG"] = "C.UTF-8"

XVFB_DEBS = (
    "xvfb",
    "xauth",
    "libxcb-cursor0",
    "libxcb-icccm4",
    "libxcb-image0",
    "libxcb-keysyms1",
    "libxcb-render-util0",
    "libxcb-shape0",
    "libxcb-xkb1",
    "libxkbcommon-x11-0",
)
X11_SOCKET_DIR = Path("/tmp/.X11-unix")


def _display_number(display: str) -> tuple[str, int] | None:
    host, sep, rest = display.rpartition(":")
    number = rest.split(".", 1)[0]
    if not sep or not number.isdigit():
        return None
    return host, int(number)


def display_works(display: str) -> bool:
    """True when an X server accepts connections on ``display``."""
    parsed = _display_number(display)
    if parsed is None:
        return False
    host, number = parsed
    if host in ("", "unix"):
        path = str(X11_SOCKET_DIR / f"X{number}")
        for address in (path, "\0" + path):
            with socket.socket(socket.AF_UNIX, socket.SOCK_STREAM) as sock:
                sock.settimeout(2)
                try:
                    sock.connect(address)
                except OSError:
                    continue
                return True
        return False
    try:
        with socket.create_connection((host, 6000 + number), timeout=2):
            return True
    except OSError:
        return False


def _missing_debs(packages: tuple[str, ...]) -> list[str]:
    result = subprocess.run(
        ["dpkg-query", "-W", "-f=${Package} ${db:Status-Abbrev}\n", *packages],
        capture_output=True,
        text=True,
        check=False,
    )
    installed = {
        fields[0]
        for fields in (line.split() for line in result.stdout.splitlines())
        if len(fields) >= 2 and fields[1] == "ii"
    }
    return [p for p in packages if p not in installed]


def _ensure_xvfb_packages() -> None:
    """Install Xvfb and the xcb libraries Qt needs, when root on Debian/Ubuntu."""
    if os.geteuid() != 0 or not (shutil.which("apt-get") and shutil.which("dpkg-query")):
        return
    missing = _missing_debs(XVFB_DEBS)
    if not missing:
        return
    env = {**os.environ, "DEBIAN_FRONTEND": "noninteractive"}
    apt = ["apt-get", "-o", "DPkg::Lock::Timeout=300", "-qq"]
    subprocess.run([*apt, "update"], env=env, check=True, capture_output=True, timeout=900)
    subprocess.run(
        [*apt, "-y", "--no-install-recommends", "install", *missing],
        env=env,
        check=True,
        capture_output=True,
        timeout=900,
    )


def _display_in_use(number: int) -> bool:
    return (
        Path(f"/tmp/.X{number}-lock").exists()
        or (X11_SOCKET_DIR / f"X{number}").exists()
        or display_works(f":{number}")
    )


def _start_xvfb(xvfb: str, log_dir: Path) -> tuple[subprocess.Popen[bytes], str]:
    for number in range(99, 199):
        if _display_in_use(number):
            continue
        display = f":{number}"
        log = (log_dir / f"xvfb{number}.log").open("wb")
        proc = subprocess.Popen(
            [xvfb, display, "-screen", "0", "1920x1080x24", "-nolisten", "tcp"],
            stdin=subprocess.DEVNULL,
            stdout=log,
            stderr=subprocess.STDOUT,
        )
        log.close()
        deadline = time.monotonic() + 20
        while time.monotonic() < deadline:
            if proc.poll() is not None:
                break  # lost a race for this display number, or it failed
            if display_works(display):
                return proc, display
            time.sleep(0.05)
        _stop(proc)
    output = "\n".join(p.read_text(errors="replace") for p in sorted(log_dir.glob("*.log")))
    raise RuntimeError(f"could not start Xvfb:\n{output[-4000:]}")


def _stop(proc: subprocess.Popen[bytes]) -> None:
    if proc.poll() is None:
        proc.terminate()
        try:
            proc.wait(timeout=5)
        except subprocess.TimeoutExpired:
            proc.kill()
            proc.wait(timeout=5)


@pytest.fixture(scope="session")
def xvfb_display() -> Iterator[str]:
    """An X display string (such as ``":99"``) with a working X server.

    Uses $DISPLAY when it works; otherwise starts ``Xvfb`` on a free display
    number (installing it first when running as root with apt-get) and stops
    it when the session ends. Give the display to a subprocess that runs Qt
    with ``QT_QPA_PLATFORM=xcb``; this process stays on the offscreen platform.
    """
    _ensure_xvfb_packages()
    current = os.environ.get("DISPLAY", "")
    if current and display_works(current):
        yield current
        return
    xvfb = shutil.which("Xvfb")
    if xvfb is None:
        message = "Xvfb is not installed (Debian/Ubuntu: apt-get install xvfb)"
        if os.environ.get("CI"):
            pytest.fail(message)
        pytest.skip(message)
    with tempfile.TemporaryDirectory(prefix="ghosteuchre-xvfb-") as log_dir:
        proc, display = _start_xvfb(xvfb, Path(log_dir))
        try:
            yield display
        finally:
            _stop(proc)
