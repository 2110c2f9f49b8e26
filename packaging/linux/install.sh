#!/usr/bin/env bash
# Install Ghost Euchre for the current user (no root needed):
#   the app folder   ~/.local/opt/ghosteuchre/
#   a menu entry     ~/.local/share/applications/ghosteuchre.desktop
#   the icon         ~/.local/share/icons/hicolor/*/apps/ghosteuchre.{png,svg}
#   a command        ~/.local/bin/ghosteuchre
# Run it again to upgrade. Remove with ~/.local/opt/ghosteuchre/uninstall.sh.
set -euo pipefail

HERE="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
NAME=ghosteuchre
DATA="${XDG_DATA_HOME:-$HOME/.local/share}"
OPT="$HOME/.local/opt/$NAME"
BIN="$HOME/.local/bin"

[ -x "$HERE/$NAME/$NAME" ] || { echo "install.sh: $HERE/$NAME/$NAME not found" >&2; exit 1; }

echo "Installing Ghost Euchre into $OPT"
rm -rf "$OPT.new"
mkdir -p "$(dirname "$OPT")"
cp -a "$HERE/$NAME" "$OPT.new"
cp "$HERE/uninstall.sh" "$OPT.new/uninstall.sh"
rm -rf "$OPT"
mv "$OPT.new" "$OPT"

for png in "$HERE"/icons/"$NAME"-*.png; do
    [ -e "$png" ] || continue
    size="${png##*-}"
    size="${size%.png}"
    mkdir -p "$DATA/icons/hicolor/${size}x${size}/apps"
    cp "$png" "$DATA/icons/hicolor/${size}x${size}/apps/$NAME.png"
done
if [ -e "$HERE/icons/$NAME.svg" ]; then
    mkdir -p "$DATA/icons/hicolor/scalable/apps"
    cp "$HERE/icons/$NAME.svg" "$DATA/icons/hicolor/scalable/apps/$NAME.svg"
fi

# Exec= takes a quoted path: escape \ " ` $ and double %.
exec_path="$(printf '%s' "$OPT/$NAME" | sed -e 's/[\\"`$]/\\\\&/g' -e 's/%/%%/g')"
mkdir -p "$DATA/applications"
while IFS= read -r line; do
    case "$line" in
        Exec=*) printf 'Exec="%s"\n' "$exec_path" ;;
        *) printf '%s\n' "$line" ;;
    esac
done <"$HERE/$NAME.desktop" >"$DATA/applications/$NAME.desktop"
chmod 644 "$DATA/applications/$NAME.desktop"

mkdir -p "$BIN"
ln -sfn "$OPT/$NAME" "$BIN/$NAME"

command -v update-desktop-database >/dev/null && update-desktop-database -q "$DATA/applications" || true
command -v gtk-update-icon-cache >/dev/null && gtk-update-icon-cache -q -t "$DATA/icons/hicolor" || true

echo "Done: Ghost Euchre is in the applications menu (Games), or run $BIN/$NAME"
