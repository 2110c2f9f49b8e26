"""The PyInstaller bundle: its size and contents, a demo game in the frozen binary, and
the user install from the tarball (install.sh, the .desktop entry, uninstall.sh)."""

from __future__ import annotations

import json
import os
import shlex
import shutil
import subprocess
import tarfile
from collections.abc import Callable
from pathlib import Path

import pytest

from tests.packaging.frozen import DEMO_ARGS, MB, Bundle, offscreen_env, run_demo

ROOT = Path(__file__).resolve().parents[2]
ICONS = ROOT / "ghosteuchre" / "app" / "icons"
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

pytestmark = [pytest.mark.frozen, pytest.mark.slow]


@pytest.fixture(scope="session")
def desktop_file_validate(debian_packages: Callable[..., None]) -> str:
    debian_packages("desktop-file-utils")
    path = shutil.which("desktop-file-validate")
    assert path
    return path


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
    for icon in ICONS.glob("ghosteuchre*"):
        assert (internal / "ghosteuchre/app/icons" / icon.name).is_file(), icon.name
    for qm in (ROOT / "ghosteuchre/app/translations").glob("*.qm"):
        assert (internal / "ghosteuchre/app/translations" / qm.name).is_file(), qm.name


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
    result = run_demo([str(bundle.binary)], tmp_path)
    assert result["variant"] == "cutthroat"


@pytest.mark.xvfb
def test_frozen_demo_on_a_real_x_server(bundle: Bundle, xvfb_display: str, tmp_path: Path) -> None:
    env = offscreen_env(tmp_path)
    env.update(QT_QPA_PLATFORM="xcb", DISPLAY=xvfb_display)
    result = subprocess.run(
        [str(bundle.binary), *DEMO_ARGS],
        env=env,
        capture_output=True,
        text=True,
        timeout=600,
        check=False,
    )
    output = f"stdout:\n{result.stdout[-3000:]}\nstderr:\n{result.stderr[-3000:]}"
    assert result.returncode == 0, f"exit {result.returncode}\n{output}"
    assert "scores" in json.loads(result.stdout.splitlines()[-1]), output


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

    run_demo(command, home)

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


def test_no_library_in_the_bundle_searches_the_build_machine(bundle: Bundle) -> None:
    elves = [
        str(p)
        for p in bundle.app_dir.rglob("*")
        if p.is_file() and not p.is_symlink() and p.read_bytes()[:4] == b"\x7fELF"
    ]
    dump = subprocess.run(
        ["objdump", "-p", *elves], capture_output=True, text=True, check=True
    ).stdout
    fields = [line.split() for line in dump.splitlines()]
    paths = {f[1] for f in fields if f[:1] in (["RUNPATH"], ["RPATH"])}
    foreign = {p for path in paths for p in path.split(":") if not p.startswith("$ORIGIN")}
    assert not foreign, f"library search paths outside the bundle: {foreign}"
