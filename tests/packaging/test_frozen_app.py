"""The PyInstaller bundle: its size and contents, a demo game in the frozen binary, and
the user install from the tarball (install.sh, the .desktop entry, uninstall.sh)."""

from __future__ import annotations

import json
import os
import shlex
import shutil
import subprocess
import sys
import tarfile
import tomllib
from dataclasses import dataclass
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
SOURCES = ("pyproject.toml", "ghosteuchre", "assets", "packaging")


@dataclass(frozen=True)
class Bundle:
    name: str
    version: str
    app_dir: Path  # dist/ghosteuchre
    binary: Path  # dist/ghosteuchre/ghosteuchre
    tarball: Path  # dist/ghosteuchre-<version>-linux-<arch>.tar.gz


def newest_source_mtime() -> float:
    newest = 0.0
    for name in SOURCES:
        path = ROOT / name
        files = [path] if path.is_file() else path.rglob("*")
        for f in files:
            if f.is_file() and "__pycache__" not in f.parts:
                newest = max(newest, f.stat().st_mtime)
    return newest


def ensure_desktop_file_utils() -> None:
    if shutil.which("desktop-file-validate"):
        return
    if os.geteuid() != 0 or not shutil.which("apt-get"):
        pytest.fail("desktop-file-validate is missing (apt-get install desktop-file-utils)")
    env = {**os.environ, "DEBIAN_FRONTEND": "noninteractive"}
    apt = ["apt-get", "-o", "DPkg::Lock::Timeout=300", "-qq"]
    subprocess.run([*apt, "update"], env=env, check=True, capture_output=True, timeout=900)
    subprocess.run(
        [*apt, "-y", "--no-install-recommends", "install", "desktop-file-utils"],
        env=env,
        check=True,
        capture_output=True,
        timeout=900,
    )


@pytest.fixture(scope="session")
def bundle() -> Bundle:
    project = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]
    name, version = project["name"], project["version"]
    arch = os.uname().machine
    tarball = ROOT / "dist" / f"{name}-{version}-linux-{arch}.tar.gz"
    binary = ROOT / "dist" / name / name
    fresh = tarball.exists() and binary.exists() and tarball.stat().st_mtime > newest_source_mtime()
    if not fresh:
        env = {**os.environ, "VENV": sys.prefix}
        result = subprocess.run(
            ["bash", str(ROOT / "packaging" / "build.sh")],
            cwd=ROOT,
            env=env,
            capture_output=True,
            text=True,
            timeout=1800,
            check=False,
        )
        output = (result.stdout + result.stderr)[-6000:]
        assert result.returncode == 0, f"packaging/build.sh failed:\n{output}"
    assert binary.is_file() and os.access(binary, os.X_OK), f"no binary at {binary}"
    assert tarball.is_file(), f"no tarball at {tarball}"
    return Bundle(name, version, ROOT / "dist" / name, binary, tarball)


@pytest.fixture(scope="session")
def desktop_file_validate() -> str:
    ensure_desktop_file_utils()
    path = shutil.which("desktop-file-validate")
    assert path
    return path


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
    result = json.loads(lines[-1])
    assert isinstance(result, dict), output
    scores = result["scores"]
    assert len(scores) == 3 and all(isinstance(s, int) for s in scores), output
    assert scores[result["winner"]] == max(scores), output
    assert result["hands"] >= 1, output
    return result


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
