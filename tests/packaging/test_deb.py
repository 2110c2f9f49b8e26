"""The .deb: its size, dependencies and metadata, lintian, and a whole install with apt:
the menu entry and icons in /usr/share, a demo game started from the entry, and
``apt-get remove`` taking away everything but the player's own files."""

from __future__ import annotations

import os
import shlex
import shutil
import subprocess
import xml.etree.ElementTree as ET
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest
from PySide6.QtGui import QImageReader

from tests.packaging.frozen import MB, Bundle, run_demo

ROOT = Path(__file__).resolve().parents[2]
LINUX = ROOT / "packaging" / "linux"
METAINFO = next(LINUX.glob("*.metainfo.xml"))
APT = ["apt-get", "-o", "DPkg::Lock::Timeout=300", "-y", "-qq"]

pytestmark = [pytest.mark.frozen, pytest.mark.slow]


def field(deb: Path, name: str) -> str:
    return subprocess.run(
        ["dpkg-deb", "-f", str(deb), name], capture_output=True, text=True, check=True
    ).stdout.strip()


def contents(deb: Path) -> list[str]:
    """The paths the package installs, as /opt/..., /usr/... (directories end with /)."""
    listing = subprocess.run(
        ["dpkg-deb", "-c", str(deb)], capture_output=True, text=True, check=True
    ).stdout
    paths = []
    for line in listing.splitlines():
        path = line.split(None, 5)[5].split(" -> ")[0]
        paths.append(path.removeprefix("."))
    return [p for p in paths if p not in ("/", "")]


@pytest.fixture(scope="module")
def unpacked(bundle: Bundle, tmp_path_factory: pytest.TempPathFactory) -> Path:
    root = tmp_path_factory.mktemp("deb-root")
    subprocess.run(["dpkg-deb", "-x", str(bundle.deb), str(root)], check=True)
    return root


def test_deb_is_small_and_lays_out_the_app(bundle: Bundle, unpacked: Path) -> None:
    assert bundle.deb.stat().st_size <= 50 * MB, f"{bundle.deb.stat().st_size / MB:.0f} MB"
    installed_kib = int(field(bundle.deb, "Installed-Size"))
    assert installed_kib * 1024 <= 200 * MB, f"{installed_kib / 1024:.0f} MB installed"
    assert field(bundle.deb, "Package") == bundle.name
    assert field(bundle.deb, "Version") == bundle.version
    assert field(bundle.deb, "Section") == "games"
    name = bundle.name
    assert (unpacked / "opt" / name / name).is_file()
    assert os.readlink(unpacked / "usr/bin" / name) == f"/opt/{name}/{name}"
    share = unpacked / "usr/share"
    assert (share / "applications" / f"{name}.desktop").is_file()
    for size in (16, 32, 48, 64, 128, 256, 512):
        assert (share / f"icons/hicolor/{size}x{size}/apps/{name}.png").is_file(), size
    assert (share / f"icons/hicolor/scalable/apps/{name}.svg").is_file()
    assert (share / "metainfo" / METAINFO.name).is_file()
    assert (share / f"doc/{name}/copyright").is_file()
    assert (share / f"man/man6/{name}.6.gz").is_file()


def linked_libraries(root: Path) -> dict[str, str]:
    """Each library that the app folder's ELF files name as NEEDED and the folder does
    not carry, with the file the dynamic linker (ldd, the bundle's own folders searched
    first, as the frozen program does) finds for it on this machine."""
    opt = next((root / "opt").iterdir())
    carried = {p.name for p in opt.rglob("*.so*")}
    folders = sorted({str(p.parent) for p in opt.rglob("*.so*")})
    env = {**os.environ, "LD_LIBRARY_PATH": ":".join(folders)}
    elves = [
        p for p in opt.rglob("*")
        if p.is_file() and not p.is_symlink() and p.read_bytes()[:4] == b"\x7fELF"
    ]
    found: dict[str, str] = {}
    for path in elves:
        dump = subprocess.run(
            ["objdump", "-p", str(path)], capture_output=True, text=True, check=True
        ).stdout
        needed = {f[1] for f in map(str.split, dump.splitlines()) if f[:1] == ["NEEDED"]}
        listing = subprocess.run(
            ["ldd", str(path)], capture_output=True, text=True, env=env, check=False
        ).stdout
        for line in listing.splitlines():
            parts = line.split()
            if len(parts) >= 3 and parts[1] == "=>" and parts[0] in needed - carried:
                found[parts[0]] = parts[2]
    return found


def package_of(path: str) -> str:
    for candidate in (path, str(Path(path).resolve())):
        for form in (candidate, "/usr" + candidate, candidate.removeprefix("/usr")):
            result = subprocess.run(
                ["dpkg-query", "-S", form], capture_output=True, text=True, check=False
            )
            if result.returncode == 0:
                return result.stdout.split(":", 1)[0].split(",")[0].strip()
    raise AssertionError(f"no package has {path}")


def test_deb_depends_on_exactly_the_system_libraries_the_app_links_to(
    bundle: Bundle, unpacked: Path
) -> None:
    depends = {d.split()[0] for d in field(bundle.deb, "Depends").split(", ")}
    libraries = linked_libraries(unpacked)
    assert "not" not in libraries.values(), f"libraries not found: {libraries}"
    needed = {package_of(path) for path in libraries.values()}
    assert needed == depends, f"linked to {sorted(needed)}, depends on {sorted(depends)}"
    assert {"libc6", "libgl1", "libxcb1"} <= depends


def test_lintian_finds_no_error(bundle: Bundle, debian_packages: Callable[..., None]) -> None:
    debian_packages("lintian")
    result = subprocess.run(
        ["lintian", "--tag-display-limit", "0", str(bundle.deb)],
        capture_output=True,
        text=True,
        timeout=1800,
        check=False,
    )
    errors = [line for line in result.stdout.splitlines() if line.startswith("E:")]
    assert not errors, "\n".join(errors)
    assert result.returncode == 0, result.stdout + result.stderr


def test_appstream_metadata_validates_and_its_screenshots_ship(
    unpacked: Path, debian_packages: Callable[..., None]
) -> None:
    debian_packages("appstream")
    for command in (
        ["appstreamcli", "validate", "--no-net", "--pedantic", str(METAINFO)],
        ["appstreamcli", "validate-tree", "--no-net", str(unpacked)],
    ):
        result = subprocess.run(command, capture_output=True, text=True, check=False)
        assert result.returncode == 0, result.stdout + result.stderr
    component = ET.parse(METAINFO).getroot()
    assert component.findtext("project_license") == "GPL-3.0-or-later"
    assert component.findtext("launchable") == "ghosteuchre.desktop"
    images = component.findall("screenshots/screenshot/image")
    assert len(images) >= 2
    for image in images:
        shipped = LINUX / "screenshots" / (image.text or "").rsplit("/", 1)[1]
        size = QImageReader(str(shipped)).size()
        assert (size.width(), size.height()) == (int(image.get("width", 0)),
                                                 int(image.get("height", 0))), shipped.name


@pytest.fixture
def installed(bundle: Bundle) -> Iterator[Bundle]:
    """The .deb installed with apt-get, removed again afterwards whatever happens."""
    if os.geteuid() != 0 or not shutil.which("apt-get"):
        pytest.fail("installing the .deb needs root and apt-get")
    env = {**os.environ, "DEBIAN_FRONTEND": "noninteractive"}
    result = subprocess.run(
        [*APT, "install", str(bundle.deb)], env=env, capture_output=True, text=True,
        timeout=900, check=False,
    )
    try:
        assert result.returncode == 0, result.stdout + result.stderr
        yield bundle
    finally:
        subprocess.run([*APT, "purge", bundle.name], env=env, capture_output=True, timeout=900,
                       check=False)


def test_apt_installs_it_in_the_menu_it_plays_and_apt_removes_it(
    installed: Bundle, tmp_path: Path
) -> None:
    name = installed.name
    entry = Path("/usr/share/applications") / f"{name}.desktop"
    fields = dict(line.split("=", 1) for line in entry.read_text().splitlines() if "=" in line)
    assert fields["Icon"] == name and "Game" in fields["Categories"].split(";")
    assert Path(f"/usr/share/icons/hicolor/256x256/apps/{name}.png").is_file()
    command = shlex.split(fields["Exec"])
    assert shutil.which(command[0]) == f"/usr/bin/{name}"

    home = tmp_path / "home"
    home.mkdir()
    result = run_demo(command, home)
    assert result["variant"] == "cutthroat"
    own_files = sorted(p for p in home.rglob("*") if p.is_file())

    env = {**os.environ, "DEBIAN_FRONTEND": "noninteractive"}
    removal = subprocess.run(
        [*APT, "remove", name], env=env, capture_output=True, text=True, timeout=900,
        check=False,
    )
    assert removal.returncode == 0, removal.stdout + removal.stderr
    status = subprocess.run(
        ["dpkg-query", "-W", "-f=${db:Status-Abbrev}", name], capture_output=True, text=True,
        check=False,
    )
    assert not status.stdout.startswith(("ii", "rc")), status.stdout
    left = [p for p in contents(installed.deb) if not p.endswith("/") and os.path.lexists(p)]
    assert not left, f"left behind: {left[:10]}"
    assert not Path(f"/opt/{name}").exists()
    assert sorted(p for p in home.rglob("*") if p.is_file()) == own_files
