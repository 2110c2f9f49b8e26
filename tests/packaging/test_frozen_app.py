"""The PyInstaller bundle: its size and contents, a demo game in the frozen binary, and
the user install from the tarball (install.sh, the .desktop entry, uninstall.sh)."""

from __future__ import annotations

import json
import os
import shlex
import subprocess
import tarfile
from pathlib import Path

import pytest

from .conftest import ROOT, Bundle

pytestmark = pytest.mark.frozen

MB = 1024 * 1024
DEMO_ARGS = ["--demo", "--fast", "--quit-at-end"]
UNUSED_QT = (
    "Qt6Quick",
    "Qt6Qml",
    "Qt6Pdf",
    "Qt6Network",
    "Qt6WebEngine",
    "Qt6Multimedia",
    "Qt6Designer",
    "Qt63D",
    "Qt6Sql",
)


def offscreen_env(home: Path) -> dict[str, str]:
    env = {k: v for k, v in os.environ.items() if not k.startswith(("QT_", "XDG_"))}
    env.update(QT_QPA_PLATFORM="offscreen", HOME=str(home), LANG="C.UTF-8")
    env.pop("DISPLAY", None)
    env.pop("WAYLAND_DISPLAY", None)
    return env


def run_demo(command: list[str], home: Path) -> dict[str, object]:
    result = subprocess.run(
        [*command, *DEMO_ARGS],
        env=offscreen_env(home),
        capture_output=True,
        text=True,
        timeout=600,
        check=False,
    )
    output = f"stdout:\n{result.stdout[-3000:]}\nstderr:\n{result.stderr[-3000:]}"
    assert result.returncode == 0, f"exit {result.returncode}\n{output}"
    lines = [line for line in result.stdout.splitlines() if line.strip()]
    assert lines, f"no output\n{output}"
    scores = json.loads(lines[-1])
    assert isinstance(scores, dict), output
    return scores


def dir_size(path: Path) -> int:
    return sum(f.stat().st_size for f in path.rglob("*") if f.is_file() and not f.is_symlink())


def test_bundle_is_small_and_complete(bundle: Bundle) -> None:
    unpacked = dir_size(bundle.app_dir)
    assert unpacked <= 200 * MB, f"bundle is {unpacked / MB:.0f} MB unpacked"
    assert bundle.tarball.stat().st_size <= 80 * MB
    files = [str(p.relative_to(bundle.app_dir)) for p in bundle.app_dir.rglob("*")]
    unused = [f for f in files if any(part in f for part in UNUSED_QT)]
    assert not unused, f"unused Qt libraries in the bundle: {unused}"
    assert any(f.endswith("platforms/libqxcb.so") for f in files)
    assert any(f.endswith("platforms/libqoffscreen.so") for f in files)
    internal = bundle.app_dir / "_internal"
    for icon in (ROOT / "assets" / "icons").glob("*"):
        assert (internal / "assets" / "icons" / icon.name).is_file(), icon.name


def test_tarball_holds_app_and_installer(bundle: Bundle) -> None:
    stem = bundle.tarball.name.removesuffix(".tar.gz")
    assert stem == f"{bundle.name}-{bundle.version}-linux-{os.uname().machine}"
    with tarfile.open(bundle.tarball) as tar:
        names = set(tar.getnames())
    for part in (
        "install.sh",
        "uninstall.sh",
        f"{bundle.name}.desktop",
        f"{bundle.name}/{bundle.name}",
        f"icons/{bundle.name}.svg",
        f"icons/{bundle.name}-256.png",
    ):
        assert f"{stem}/{part}" in names, part


def test_desktop_template_validates(desktop_file_validate: str) -> None:
    template = ROOT / "packaging" / "linux" / "ghosteuchre.desktop"
    result = subprocess.run(
        [desktop_file_validate, str(template)], capture_output=True, text=True, check=False
    )
    assert result.returncode == 0 and not result.stdout.strip(), result.stdout + result.stderr


def test_frozen_demo_plays_a_game_to_the_end(bundle: Bundle, tmp_path: Path) -> None:
    scores = run_demo([str(bundle.binary)], tmp_path)
    assert scores


def test_install_into_home_and_start_from_menu_entry(
    bundle: Bundle, desktop_file_validate: str, tmp_path: Path
) -> None:
    home = tmp_path / "home user"  # a space, as some homes have
    home.mkdir()
    subprocess.run(["tar", "-xzf", str(bundle.tarball), "-C", str(tmp_path)], check=True)
    unpacked = tmp_path / bundle.tarball.name.removesuffix(".tar.gz")
    env = offscreen_env(home)
    install = subprocess.run(
        ["bash", str(unpacked / "install.sh")],
        env=env,
        capture_output=True,
        text=True,
        timeout=300,
        check=False,
    )
    assert install.returncode == 0, install.stdout + install.stderr

    entry = home / ".local/share/applications/ghosteuchre.desktop"
    assert entry.is_file()
    valid = subprocess.run(
        [desktop_file_validate, str(entry)], capture_output=True, text=True, check=False
    )
    assert valid.returncode == 0 and not valid.stdout.strip(), valid.stdout + valid.stderr
    fields = dict(line.split("=", 1) for line in entry.read_text().splitlines() if "=" in line)
    assert fields["Icon"] == "ghosteuchre"
    assert (home / ".local/share/icons/hicolor/256x256/apps/ghosteuchre.png").is_file()
    assert (home / ".local/share/icons/hicolor/scalable/apps/ghosteuchre.svg").is_file()
    command = shlex.split(fields["Exec"])
    binary = Path(command[0])
    assert binary == home / ".local/opt/ghosteuchre/ghosteuchre"
    assert os.access(binary, os.X_OK)

    scores = run_demo(command, home)
    assert scores

    uninstall = subprocess.run(
        ["bash", str(home / ".local/opt/ghosteuchre/uninstall.sh")],
        env=env,
        capture_output=True,
        text=True,
        timeout=120,
        check=False,
    )
    assert uninstall.returncode == 0, uninstall.stdout + uninstall.stderr
    assert not entry.exists()
    assert not (home / ".local/opt/ghosteuchre").exists()
    assert not (home / ".local/bin/ghosteuchre").exists()
    assert not list((home / ".local/share/icons").rglob("ghosteuchre.*"))
