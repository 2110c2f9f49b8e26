"""The wheel is the whole game: built from the sources, installed in a fresh venv, it
finds its translations and icon inside the package and plays in Korean."""

from __future__ import annotations

import json
import shutil
import subprocess
import sys
import sysconfig
import tomllib
import zipfile
from pathlib import Path

import pytest

from tests.packaging.frozen import offscreen_env, run_demo

ROOT = Path(__file__).resolve().parents[2]
PACKAGE = ROOT / "ghosteuchre"
LANGUAGES = ("en", "gl", "hr", "nl", "sw", "ko")
ICON_SIZES = (16, 32, 48, 64, 128, 256, 512)

pytestmark = pytest.mark.slow

# Run in the installed venv: the app's icon and its Korean words, from the wheel's files.
CHECK = """
import json, sys
from PySide6.QtCore import QCoreApplication, QLocale
from PySide6.QtWidgets import QApplication
import ghosteuchre
from ghosteuchre.app import resources
from ghosteuchre.app.shell import i18n
app = QApplication(sys.argv[:1])
translators = i18n.install(app, QLocale("ko"))
icon = resources.app_icon()
print(json.dumps({
    "package": ghosteuchre.__file__,
    "version": ghosteuchre.__version__,
    "translations": [t.filePath() for t in translators],
    "icon_sizes": sorted(s.width() for s in icon.availableSizes()),
    "north": QCoreApplication.translate("Demo", "North"),
}))
"""


def version() -> str:
    project = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]
    return str(project["version"])


@pytest.fixture(scope="module")
def wheel(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The wheel, built from a copy of the sources (the build leaves nothing in the tree)."""
    source = tmp_path_factory.mktemp("source")
    for name in ("pyproject.toml", "README.md"):
        shutil.copy(ROOT / name, source / name)
    shutil.copytree(PACKAGE, source / "ghosteuchre",
                    ignore=shutil.ignore_patterns("__pycache__", "*.pyc"))
    out = tmp_path_factory.mktemp("wheel")
    result = subprocess.run(
        [sys.executable, "-m", "pip", "wheel", "--no-deps", "-q", "-w", str(out), str(source)],
        capture_output=True, text=True, timeout=900, check=False,
    )
    assert result.returncode == 0, result.stdout + result.stderr
    [built] = out.glob("ghosteuchre-*.whl")
    return built


def test_the_wheel_carries_the_translations_and_the_icon(wheel: Path) -> None:
    assert wheel.name.startswith(f"ghosteuchre-{version()}-py3-none-any")
    names = set(zipfile.ZipFile(wheel).namelist())
    for language in LANGUAGES:
        assert f"ghosteuchre/app/translations/ghosteuchre_{language}.qm" in names, language
    for size in ICON_SIZES:
        assert f"ghosteuchre/app/icons/ghosteuchre-{size}.png" in names, size
    assert "ghosteuchre/app/icons/ghosteuchre.svg" in names
    assert "ghosteuchre/learn/lessons/01-tricks.lesson.json" in names
    assert not [n for n in names if n.endswith(".ts")], "sources of the translations shipped"


def test_the_installed_wheel_starts_in_korean_with_its_icon(wheel: Path, tmp_path: Path) -> None:
    venv = tmp_path / "venv"
    subprocess.run([sys.executable, "-m", "venv", "--without-pip", str(venv)], check=True)
    python = venv / "bin" / "python"
    site = Path(subprocess.run(
        [python, "-c", "import sysconfig; print(sysconfig.get_path('purelib'))"],
        capture_output=True, text=True, check=True,
    ).stdout.strip())
    # The wheel itself goes in with pip; Qt is taken from this environment's site-packages
    # rather than downloaded again (a path line, so no editable install comes along).
    (site / "qt-from-test-env.pth").write_text(
        str(Path(sysconfig.get_path("platlib"))) + "\n", encoding="utf-8"
    )
    result = subprocess.run(
        [sys.executable, "-m", "pip", "--python", str(python), "install", "--no-deps", "-q",
         str(wheel)],
        capture_output=True, text=True, timeout=900, check=False,
    )
    assert result.returncode == 0, result.stdout + result.stderr

    home = tmp_path / "home"
    home.mkdir()
    env = offscreen_env(home)
    env["LANG"] = "ko_KR.UTF-8"
    checked = subprocess.run(
        [python, "-I", "-c", CHECK], env=env, cwd=tmp_path, capture_output=True, text=True,
        timeout=300, check=False,
    )
    assert checked.returncode == 0, checked.stdout + checked.stderr
    found = json.loads(checked.stdout.splitlines()[-1])
    assert Path(found["package"]).is_relative_to(site), found["package"]
    assert found["version"] == version()
    assert any(path.endswith("ghosteuchre_ko.qm") and Path(path).is_relative_to(site)
               for path in found["translations"]), found["translations"]
    assert found["icon_sizes"] == list(ICON_SIZES)
    assert found["north"] not in ("", "North"), found["north"]

    # the game itself, started by its installed command in the system's language, Korean
    played = run_demo([str(venv / "bin" / "ghosteuchre")], home, env)
    players = played["players"]
    assert isinstance(players, list) and found["north"] in players, players
    version_line = subprocess.run(
        [venv / "bin" / "ghosteuchre", "--version"], env=env, capture_output=True, text=True,
        check=True,
    ).stdout.strip()
    assert version_line == f"ghosteuchre {version()}"
