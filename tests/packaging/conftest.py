"""The packaging tests' shared set-up: one PyInstaller build for all of them.

``bundle`` runs ``packaging/build.sh all`` once per session (the frozen app, the tarball
and the .deb from that one app), or reuses ``dist/`` when every artefact is newer than
the sources. ``debian_packages`` installs the Debian packages a test needs when they
are missing (as root, with apt-get).
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import tomllib
from collections.abc import Callable
from pathlib import Path

import pytest

from tests.packaging.frozen import Bundle

ROOT = Path(__file__).resolve().parents[2]
# What the Linux build reads (packaging/windows and the READMEs do not count).
SOURCES = ("pyproject.toml", "ghosteuchre", "packaging")
NOT_SOURCES = ("packaging/windows", "packaging/README.md")
# The packages of the libraries the bundle takes from the system (see docs/packaging.md).
SYSTEM_LIBRARIES = (
    "libc6", "libgl1", "libegl1", "libxcb1", "libwayland-client0", "libwayland-cursor0",
)


def newest_source_mtime() -> float:
    newest = 0.0
    for name in SOURCES:
        path = ROOT / name
        files = [path] if path.is_file() else path.rglob("*")
        for f in files:
            ignored = "__pycache__" in f.parts or f.relative_to(ROOT).as_posix().startswith(
                NOT_SOURCES
            )
            if f.is_file() and not ignored:
                newest = max(newest, f.stat().st_mtime)
    return newest


def debian_arch() -> str:
    result = subprocess.run(
        ["dpkg", "--print-architecture"], capture_output=True, text=True, check=True
    )
    return result.stdout.strip()


def missing_debs(packages: tuple[str, ...]) -> list[str]:
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


@pytest.fixture(scope="session")
def debian_packages() -> Callable[..., None]:
    """``debian_packages(name, ...)``: install the Debian packages that are missing (as
    root, with apt-get), or fail saying which."""

    def ensure(*packages: str) -> None:
        missing = missing_debs(packages)
        if not missing:
            return
        if os.geteuid() != 0 or not shutil.which("apt-get"):
            pytest.fail(f"missing: apt-get install {' '.join(missing)}")
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

    return ensure


@pytest.fixture(scope="session")
def bundle(debian_packages: Callable[..., None]) -> Bundle:
    project = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]
    name, version = project["name"], project["version"]
    dist = ROOT / "dist"
    tarball = dist / f"{name}-{version}-linux-{os.uname().machine}.tar.gz"
    deb = dist / f"{name}_{version}_{debian_arch()}.deb"
    binary = dist / name / name
    made = [tarball, deb, binary]
    fresh = all(p.exists() for p in made) and min(
        p.stat().st_mtime for p in made
    ) > newest_source_mtime()
    if not fresh:
        # deb.py reads the ELF files with objdump and makes the .deb depend on the
        # packages of the system libraries they link to, so those must be installed
        debian_packages("binutils", *SYSTEM_LIBRARIES)
        env = {**os.environ, "VENV": sys.prefix}
        result = subprocess.run(
            ["bash", str(ROOT / "packaging" / "build.sh"), "all"],
            cwd=ROOT,
            env=env,
            capture_output=True,
            text=True,
            timeout=3600,
            check=False,
        )
        output = (result.stdout + result.stderr)[-6000:]
        assert result.returncode == 0, f"packaging/build.sh all failed:\n{output}"
    assert binary.is_file() and os.access(binary, os.X_OK), f"no binary at {binary}"
    assert tarball.is_file(), f"no tarball at {tarball}"
    assert deb.is_file(), f"no .deb at {deb}"
    return Bundle(name, version, dist / name, binary, tarball, deb)
