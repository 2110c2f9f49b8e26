"""Shared test setup.

Qt runs on the offscreen platform unless a test asks for a real X server
through the ``xvfb_display`` fixture (and the ``xvfb`` marker).

The suite reads nothing outside the repository: an audit hook notes every file
or folder opened beside the repository (in its parent folder, but not in it),
and the session fails at the end if there was one.
"""

from __future__ import annotations

import os
import shutil
import socket
import subprocess
import sys
import tempfile
import time
from collections.abc import Iterator
from pathlib import Path

import pytest
from hypothesis import HealthCheck
from hypothesis import settings as hypothesis_settings

# A property test's examples take as long as the machine lets them: no deadline per
# example, and no health check that fails a slow (busy) machine.
hypothesis_settings.register_profile(
    "any-speed", deadline=None, suppress_health_check=[HealthCheck.too_slow]
)
hypothesis_settings.load_profile("any-speed")

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

REPO = Path(__file__).resolve().parents[1]
_PARENT = os.path.join(str(REPO.parent), "")
_WATCHED_EVENTS = frozenset({"open", "os.listdir", "os.scandir", "subprocess.Popen"})
outside_reads: list[str] = []


def _entry_in_parent(path: str) -> str:
    """The entry of the repository's parent folder that ``path`` lies in, or ""."""
    full = os.path.realpath(path)
    return full[len(_PARENT) :].split(os.sep, 1)[0] if full.startswith(_PARENT) else ""


# The repository, the Python in use (a venv may sit beside the repository) and the
# temporary folder are not the repository's neighbours.
_NOT_NEIGHBOURS = frozenset(
    _entry_in_parent(root)
    for root in (str(REPO), sys.prefix, sys.base_prefix, sys.exec_prefix, tempfile.gettempdir())
)
_TEMP_IS_PARENT = os.path.join(os.path.realpath(tempfile.gettempdir()), "") == _PARENT


def is_beside_the_repository(path: str) -> bool:
    """True for a path in the repository's parent folder but not in the repository.

    Hidden entries of the parent folder (``~/.cache`` when the repository is in
    the home folder) do not count, nor temporary files when the parent folder is
    the temporary folder.
    """
    if not os.path.abspath(path).startswith(_PARENT):
        return False
    name = _entry_in_parent(path)
    if not name or name.startswith(".") or name in _NOT_NEIGHBOURS:
        return False
    return not (_TEMP_IS_PARENT and name.startswith(("tmp", "pytest-of-")))


def _paths_of(event: str, args: tuple[object, ...]) -> list[str]:
    if event == "subprocess.Popen":
        executable, argv, cwd = args[0], args[1], args[2]
        items = list(argv) if isinstance(argv, list | tuple) else [argv]
        candidates = [executable, cwd, *items]
        absolute_only = True
    else:
        candidates = [args[0]] if args else []
        absolute_only = False
    paths = []
    for item in candidates:
        if isinstance(item, bytes | os.PathLike):
            item = os.fsdecode(item)
        if isinstance(item, str) and item and (os.path.isabs(item) or not absolute_only):
            paths.append(item)
    return paths


def _audit(event: str, args: tuple[object, ...]) -> None:
    if event not in _WATCHED_EVENTS:
        return
    try:
        for path in _paths_of(event, args):
            if is_beside_the_repository(path):
                outside_reads.append(f"{event} {path}")
    except (OSError, ValueError):
        pass  # a path that cannot be resolved is not one beside the repository


if REPO.parent != REPO.parent.parent:  # a repository at the top of the disk has no neighbours
    sys.addaudithook(_audit)


def pytest_sessionfinish(session: pytest.Session, exitstatus: int) -> None:
    if outside_reads and exitstatus == pytest.ExitCode.OK:
        session.exitstatus = pytest.ExitCode.TESTS_FAILED


def pytest_terminal_summary(terminalreporter: pytest.TerminalReporter) -> None:
    if not outside_reads:
        return
    seen = sorted(set(outside_reads))
    terminalreporter.write_sep("=", "the suite read files outside the repository", red=True)
    terminalreporter.write_line(
        f"Tests, tools and benchmarks may read only files inside {REPO}; "
        f"{len(seen)} path(s) beside it were used (the session fails):"
    )
    for line in seen[:20]:
        terminalreporter.write_line(f"  {line}")
    if len(seen) > 20:
        terminalreporter.write_line(f"  and {len(seen) - 20} more")


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
        deadline = time.monotonic() + 60
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
    with tempfile.TemporaryDirectory(prefix="tmp-ghosteuchre-xvfb-") as log_dir:
        proc, display = _start_xvfb(xvfb, Path(log_dir))
        try:
            yield display
        finally:
            _stop(proc)
