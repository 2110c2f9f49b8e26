"""Build the frozen app once per session (or reuse dist/ when it is newer than the sources)."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
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
