#!/usr/bin/env bash
# Build the Linux app folder and tarball:
#
#   bash packaging/build.sh
#
# makes dist/ghosteuchre/ (the one-folder app) and
# dist/ghosteuchre-<version>-linux-x86_64.tar.gz (the app, install.sh, uninstall.sh).
# Uses .venv (or $VENV), creating it and installing '.[packaging]' when needed.
#
#   bash packaging/build.sh --bare
#
# freezes only packaging/bare_window.py into dist/bare-window/ (the startup baseline).
set -euo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$ROOT"
VENV="${VENV:-$ROOT/.venv}"
export PIP_DISABLE_PIP_VERSION_CHECK=1 PIP_NO_INPUT=1

if [ ! -x "$VENV/bin/python" ]; then
    echo "==> creating $VENV"
    if ! python3 -c 'import ensurepip, venv' 2>/dev/null && [ "$(id -u)" -eq 0 ] \
        && command -v apt-get >/dev/null; then
        apt-get -qq update && DEBIAN_FRONTEND=noninteractive apt-get -y -qq install python3-venv
    fi
    python3 -m venv "$VENV"
fi
PY="$VENV/bin/python"
if ! "$PY" -c 'import PyInstaller, PySide6, ghosteuchre' 2>/dev/null; then
    echo "==> pip install -e '.[packaging]'"
    "$PY" -m pip install -q --progress-bar off -e '.[packaging]'
fi

read -r NAME VERSION < <("$PY" -c '
import tomllib
p = tomllib.load(open("pyproject.toml", "rb"))["project"]
print(p["name"], p["version"])')
if [ "${1:-}" = "--bare" ]; then
    echo "==> pyinstaller packaging/$NAME.spec -- --bare"
    "$PY" -m PyInstaller --noconfirm --log-level WARN --distpath dist \
        --workpath build/pyinstaller-bare "packaging/$NAME.spec" -- --bare
    exit 0
fi

ARCH="$(uname -m)"
STEM="$NAME-$VERSION-linux-$ARCH"

echo "==> pyinstaller packaging/$NAME.spec"
"$PY" -m PyInstaller --noconfirm --clean --log-level WARN \
    --distpath dist --workpath "build/pyinstaller" "packaging/$NAME.spec"

echo "==> dist/$STEM.tar.gz"
STAGE="build/$STEM"
rm -rf "$STAGE"
mkdir -p "$STAGE"
cp -a "dist/$NAME" "$STAGE/$NAME"
cp packaging/linux/install.sh packaging/linux/uninstall.sh packaging/linux/$NAME.desktop "$STAGE/"
mkdir -p "$STAGE/icons"
cp assets/icons/"$NAME".svg assets/icons/"$NAME"-*.png "$STAGE/icons/" 2>/dev/null || true
chmod 755 "$STAGE/install.sh" "$STAGE/uninstall.sh"
tar -C build -czf "dist/$STEM.tar.gz" "$STEM"
rm -rf "$STAGE"

echo "==> $(du -sm "dist/$NAME" | cut -f1) MB unpacked, $(du -m "dist/$STEM.tar.gz" | cut -f1) MB tarball"
