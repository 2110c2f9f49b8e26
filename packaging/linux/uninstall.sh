#!/usr/bin/env bash
# Remove what install.sh put in the user's home.
set -euo pipefail

NAME=ghosteuchre
DATA="${XDG_DATA_HOME:-$HOME/.local/share}"
OPT="$HOME/.local/opt/$NAME"
BIN="$HOME/.local/bin"

rm -f "$DATA/applications/$NAME.desktop"
rm -f "$DATA"/icons/hicolor/*/apps/"$NAME".png "$DATA/icons/hicolor/scalable/apps/$NAME.svg"
if [ -L "$BIN/$NAME" ] && [ "$(readlink "$BIN/$NAME")" = "$OPT/$NAME" ]; then
    rm -f "$BIN/$NAME"
fi
rm -rf "$OPT"

command -v update-desktop-database >/dev/null && update-desktop-database -q "$DATA/applications" || true
command -v gtk-update-icon-cache >/dev/null && gtk-update-icon-cache -q -t "$DATA/icons/hicolor" || true

echo "Ghost Euchre removed from $OPT"
