"""Pack the frozen app (dist/ghosteuchre/) into dist/ghosteuchre_<version>_<arch>.deb.

    python packaging/linux/deb.py [--app dist/ghosteuchre] [--out dist]

Run by ``packaging/build.sh deb`` after PyInstaller. Needs ``dpkg-deb``, ``objdump``
(binutils) and no network. The package installs:

    /opt/ghosteuchre/                       the app folder
    /usr/bin/ghosteuchre                    a link to /opt/ghosteuchre/ghosteuchre
    /usr/share/applications/ghosteuchre.desktop
    /usr/share/icons/hicolor/*/apps/ghosteuchre.{png,svg}
    /usr/share/metainfo/<id>.metainfo.xml   the AppStream metadata
    /usr/share/man/man6/ghosteuchre.6.gz
    /usr/share/doc/ghosteuchre/             copyright and changelog.gz
    /usr/share/lintian/overrides/ghosteuchre  what lintian flags and why it stays

Its Depends are the packages of the system libraries that the bundle's ELF files link to
and the bundle does not carry (libc, libGL/libEGL, libxcb, the Wayland client libraries),
found with objdump, ldconfig and dpkg-query, each at the version its shlibs file asks;
those libraries must be installed on the build machine.
"""

from __future__ import annotations

import argparse
import datetime
import email.utils
import gzip
import os
import shutil
import subprocess
import sys
import tempfile
import textwrap
import tomllib
import xml.etree.ElementTree as ET
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
LINUX = ROOT / "packaging" / "linux"
ICONS = ROOT / "ghosteuchre" / "app" / "icons"
METAINFO = next(LINUX.glob("*.metainfo.xml"))
ELF_MAGIC = b"\x7fELF"
NOON = datetime.time(12, tzinfo=datetime.UTC)


def project() -> dict[str, object]:
    return tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]


def deb_arch() -> str:
    return run(["dpkg", "--print-architecture"]).strip()


def run(command: list[str], **kwargs: object) -> str:
    result = subprocess.run(command, capture_output=True, text=True, check=False, **kwargs)
    if result.returncode != 0:
        sys.exit(f"deb.py: {' '.join(command[:2])} failed:\n{result.stdout}{result.stderr}")
    return result.stdout


def gzip_to(source: bytes, target: Path) -> None:
    """Gzip at the best level with no name or time inside, as Debian policy asks."""
    with open(target, "wb") as raw, gzip.GzipFile("", "wb", 9, raw, mtime=0) as out:
        out.write(source)


def is_elf(path: Path) -> bool:
    with open(path, "rb") as f:
        return f.read(4) == ELF_MAGIC


def stage(root: Path, app: Path, name: str, version: str) -> None:
    """Lay out the package's files under ``root``, with the modes Debian expects."""
    opt = root / "opt" / name
    shutil.copytree(app, opt, symlinks=True)
    (root / "usr/bin").mkdir(parents=True)
    (root / "usr/bin" / name).symlink_to(f"/opt/{name}/{name}")

    share = root / "usr/share"
    (share / "applications").mkdir(parents=True)
    shutil.copy(LINUX / f"{name}.desktop", share / "applications" / f"{name}.desktop")
    for png in sorted(ICONS.glob(f"{name}-*.png")):
        size = png.stem.rsplit("-", 1)[1]
        folder = share / "icons/hicolor" / f"{size}x{size}" / "apps"
        folder.mkdir(parents=True)
        shutil.copy(png, folder / f"{name}.png")
    scalable = share / "icons/hicolor/scalable/apps"
    scalable.mkdir(parents=True)
    shutil.copy(ICONS / f"{name}.svg", scalable / f"{name}.svg")
    (share / "metainfo").mkdir()
    shutil.copy(METAINFO, share / "metainfo" / METAINFO.name)
    (share / "man/man6").mkdir(parents=True)
    gzip_to((LINUX / f"{name}.6").read_bytes(), share / "man/man6" / f"{name}.6.gz")
    doc = share / "doc" / name
    doc.mkdir(parents=True)
    shutil.copy(LINUX / "copyright", doc / "copyright")
    overrides = share / "lintian/overrides"
    overrides.mkdir(parents=True)
    shutil.copy(LINUX / "lintian-overrides", overrides / name)
    gzip_to(changelog(name, version).encode(), doc / "changelog.gz")

    for path in root.rglob("*"):
        if path.is_symlink():
            continue
        executable = path.is_dir() or path == opt / name
        path.chmod(0o755 if executable else 0o644)


def changelog(name: str, version: str) -> str:
    """A Debian changelog made from the releases in the AppStream metadata, newest first."""
    releases = ET.parse(METAINFO).getroot().findall("releases/release")
    if not releases or releases[0].get("version") != version:
        sys.exit(f"deb.py: the newest release in {METAINFO.name} is not {version}")
    entries = []
    for release in releases:
        notes = " ".join(" ".join(" ".join(p.itertext()).split()) for p in release.iter("p"))
        day = datetime.date.fromisoformat(release.get("date", ""))
        date = email.utils.format_datetime(datetime.datetime.combine(day, NOON))
        entries.append(
            f"{name} ({release.get('version')}) stable; urgency=medium\n\n"
            + textwrap.fill(notes or "New release.", 78, initial_indent="  * ",
                            subsequent_indent="    ")
            + "\n\n"
            f" -- {maintainer()}  {date}\n"
        )
    return "\n".join(entries)


def maintainer() -> str:
    first = project()["maintainers"][0]  # type: ignore[index]
    return f"{first['name']} <{first['email']}>"


def depends(root: Path, name: str, arch: str) -> str:
    """The package's Depends: the system libraries that the app folder's ELF files link to
    and the folder does not carry, each as its Debian package with the version from that
    package's shlibs file."""
    opt = root / "opt" / name
    files = [p for p in opt.rglob("*") if p.is_file() and not p.is_symlink() and is_elf(p)]
    carried = {p.name for p in opt.rglob("*.so*")}
    needed: set[str] = set()
    for chunk in range(0, len(files), 200):
        dump = run(["objdump", "-p", *map(str, files[chunk : chunk + 200])])
        needed |= {line.split()[1] for line in dump.splitlines() if line.split()[:1] == ["NEEDED"]}
    found: dict[str, str] = {}
    for soname in sorted(needed - carried):
        package = owner(soname, arch)
        found[package] = shlibs_dependency(package, soname) or found.get(package, package)
    return ", ".join(found[p] for p in sorted(found))


def owner(soname: str, arch: str) -> str:
    """The installed package that holds the library ``soname`` for ``arch``."""
    listed = run(["ldconfig", "-p"])
    paths = [
        line.rsplit("=> ", 1)[1].strip()
        for line in listed.splitlines()
        if line.strip().startswith(soname + " ") and "=> " in line
    ]
    for path in paths:
        # with merged /usr, dpkg knows /usr/lib/... and ldconfig may name /lib/...
        for candidate in dict.fromkeys([path, "/usr" + path, path.removeprefix("/usr")]):
            result = subprocess.run(
                ["dpkg-query", "-S", candidate], capture_output=True, text=True, check=False
            )
            for line in result.stdout.splitlines():
                package = line.split(": ", 1)[0]
                if package.endswith(f":{arch}") or ":" not in package:
                    return package.split(":")[0]
    sys.exit(
        f"deb.py: {soname}, which the app links to, is not installed from a package here;"
        " install the package that has it, so that the .deb can depend on it"
    )


def shlibs_dependency(package: str, soname: str) -> str:
    """The dependency that ``package``'s shlibs file gives for ``soname`` ("" if none)."""
    result = subprocess.run(
        ["dpkg-query", "--control-show", package, "shlibs"],
        capture_output=True, text=True, check=False,
    )
    for line in result.stdout.splitlines():
        parts = line.split(maxsplit=2)
        if len(parts) == 3 and not parts[0].endswith(":"):
            library, version, dependency = parts
            if soname in (f"{library}.so.{version}", f"{library}-{version}.so"):
                return dependency.split(",")[0].strip()
    return ""


def control(root: Path, name: str, version: str, arch: str) -> str:
    info = project()
    installed_kib = sum(
        -(-p.lstat().st_size // 1024) for p in root.rglob("*") if "DEBIAN" not in p.parts
    )
    summary = ET.parse(METAINFO).getroot().findtext("summary", "")
    long = [
        "Ghost Euchre is the trick-taking card game Euchre for three players: you",
        "against two computer players of the difficulty you choose. It plays the",
        "variants Ghost Hand and Cutthroat, teaches beginners with lessons played on",
        "the real table and practice deals, keeps statistics and every game, and",
        "works with the mouse or the keyboard alone. It needs no network.",
    ]
    homepage = info["urls"]["Homepage"]  # type: ignore[index]
    fields = [
        f"Package: {name}",
        f"Version: {version}",
        f"Architecture: {arch}",
        f"Maintainer: {maintainer()}",
        f"Installed-Size: {installed_kib}",
        f"Depends: {depends(root, name, arch)}",
        "Section: games",
        "Priority: optional",
        f"Homepage: {homepage}",
        f"Description: {summary[0].lower() + summary[1:]}",
        *[f" {line}" for line in long],
    ]
    return "\n".join(fields) + "\n"


def build(app: Path, out: Path) -> Path:
    info = project()
    name, version = str(info["name"]), str(info["version"])
    arch = deb_arch()
    if not (app / name).is_file():
        sys.exit(f"deb.py: no frozen app at {app} (run packaging/build.sh first)")
    for tool, package in (("dpkg-deb", "dpkg"), ("objdump", "binutils")):
        if shutil.which(tool) is None:
            sys.exit(f"deb.py: {tool} is missing (apt-get install {package})")
    out.mkdir(parents=True, exist_ok=True)
    with tempfile.TemporaryDirectory(dir=out) as work:
        root = Path(work) / f"{name}_{version}_{arch}"
        root.mkdir()
        os.chmod(root, 0o755)
        stage(root, app, name, version)
        text = control(root, name, version, arch)
        (root / "DEBIAN").mkdir()
        (root / "DEBIAN" / "control").write_text(text, encoding="utf-8")
        os.chmod(root / "DEBIAN", 0o755)
        os.chmod(root / "DEBIAN" / "control", 0o644)
        deb = out / f"{name}_{version}_{arch}.deb"
        run(["dpkg-deb", "--root-owner-group", "-Zxz", "--build", str(root), str(deb)])
    return deb


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--app", type=Path, default=ROOT / "dist" / str(project()["name"]))
    parser.add_argument("--out", type=Path, default=ROOT / "dist")
    args = parser.parse_args()
    deb = build(args.app.resolve(), args.out.resolve())
    print(deb)


if __name__ == "__main__":
    main()
