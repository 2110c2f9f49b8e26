#!/usr/bin/env bash
# Developer entry point for Ghost Euchre.
#
#   bash tools/dev.sh play [ARGS...]   install what the game needs, then start it
#   bash tools/dev.sh test [ARGS...]   install everything, then run the quality gate:
#                                      ruff, mypy --strict, pytest (ARGS go to pytest)
#
# Safe to run again and again: packages that are already there are not installed
# twice, and a second run needs no network.
set -euo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$ROOT"

export LANG=C.UTF-8
export PIP_DISABLE_PIP_VERSION_CHECK=1
export PIP_NO_INPUT=1

VENV="$ROOT/.venv"
STAMP="$VENV/.ghosteuchre-install.stamp"
CONSTRAINTS="$ROOT/tools/constraints.txt"  # the pinned versions of the tools

# Debian packages. Offscreen Qt (what the tests use):
APT_QT_BASE=(libglib2.0-0 libgl1 libegl1 libx11-6 libdbus-1-3 libfontconfig1
    libfreetype6 libxkbcommon0 fonts-dejavu-core)
# A real window through the xcb platform plugin:
APT_QT_XCB=(libxcb-cursor0 libxcb-icccm4 libxcb-image0 libxcb-keysyms1
    libxcb-render-util0 libxcb-shape0 libxcb-xkb1 libxkbcommon-x11-0)
# A virtual X server for window tests, and screenshots:
APT_XVFB=(xvfb xauth)
APT_SHOTS=(imagemagick)
# Hangul for the Korean translation (a test checks that Korean renders):
APT_FONTS=(fonts-nanum)

say() { printf '==> %s\n' "$*"; }
note() { printf 'note: %s\n' "$*"; }
die() { printf 'ERROR: %s\n' "$*" >&2; exit 1; }

usage() {
    cat <<'EOF'
usage: bash tools/dev.sh play [ARGS...]   install and start the game
       bash tools/dev.sh test [ARGS...]   install and run ruff, mypy --strict and pytest
EOF
}

can_apt() {
    [ "$(id -u)" -eq 0 ] && command -v apt-get >/dev/null 2>&1 \
        && command -v dpkg-query >/dev/null 2>&1
}

# Print the packages among "$@" that are not installed.
missing_debs() {
    local installed
    installed="$(dpkg-query -W -f='${Package} ${db:Status-Abbrev}\n' "$@" 2>/dev/null \
        | awk '$2 == "ii" { print $1 }' || true)"
    local pkg
    for pkg in "$@"; do
        if ! grep -qxF -- "$pkg" <<<"$installed"; then
            printf '%s\n' "$pkg"
        fi
    done
}

apt_install() {
    local apt=(apt-get -o DPkg::Lock::Timeout=300 -o Acquire::Retries=3)
    DEBIAN_FRONTEND=noninteractive "${apt[@]}" -qq update \
        && DEBIAN_FRONTEND=noninteractive "${apt[@]}" -y -qq --no-install-recommends \
            install "$@" >/dev/null
}

ensure_system_packages() {
    if ! can_apt; then
        note "not root or no apt-get: skipping system packages (Qt needs: $*)"
        return 0
    fi
    local missing
    mapfile -t missing < <(missing_debs "$@")
    if [ "${#missing[@]}" -eq 0 ]; then
        say "system packages: all present"
        return 0
    fi
    say "system packages: installing ${missing[*]}"
    if ! apt_install "${missing[@]}"; then
        printf 'WARNING: apt-get could not install: %s\n' "${missing[*]}" >&2
    fi
}

py_ok() {
    "$1" - <<'EOF' >/dev/null 2>&1
import sys
import venv  # noqa: F401
import ensurepip  # noqa: F401
sys.exit(0 if sys.version_info >= (3, 11) else 1)
EOF
}

find_python() {
    local cand
    for cand in python3.13 python3.12 python3.11 python3; do
        if command -v "$cand" >/dev/null 2>&1 && py_ok "$cand"; then
            command -v "$cand"
            return 0
        fi
    done
    return 1
}

ensure_venv() {
    if [ -x "$VENV/bin/python" ] \
        && "$VENV/bin/python" -c 'import sys; sys.exit(sys.version_info < (3, 11))' 2>/dev/null; then
        return 0
    fi
    local py
    if ! py="$(find_python)"; then
        if can_apt; then
            say "installing python3 and python3-venv"
            apt_install python3 python3-venv || true
        fi
        py="$(find_python)" || die "need Python >= 3.11 with the venv module (python3-venv)"
    fi
    if [ -e "$VENV" ]; then
        say "removing unusable $VENV"
        rm -rf "$VENV"
    fi
    say "creating .venv with $py ($("$py" -c 'import platform; print(platform.python_version())'))"
    "$py" -m venv "$VENV"
}

project_hash() {
    cat pyproject.toml "$CONSTRAINTS" | sha256sum | cut -d' ' -f1
}

# True when ghosteuchre is installed editable from this tree with every
# requirement of the wanted extras present, and pyproject.toml and the
# constraints are unchanged.
install_is_current() {
    local extras="$1"
    [ -f "$STAMP" ] && [ "$(cat "$STAMP")" = "$(project_hash)" ] || return 1
    (cd "$VENV" && "$VENV/bin/python" -I - "$extras" "$ROOT" <<'EOF') >/dev/null 2>&1
import importlib.metadata as md
import pathlib
import re
import sys

extras = {e for e in sys.argv[1].split(",") if e}
root = pathlib.Path(sys.argv[2]).resolve()

import ghosteuchre

assert pathlib.Path(ghosteuchre.__file__).resolve().parent == root / "ghosteuchre"
for req in md.distribution("ghosteuchre").requires or []:
    spec, _, marker = req.partition(";")
    wanted = re.search(r"""extra\s*==\s*["']([^"']+)["']""", marker)
    if wanted and wanted.group(1) not in extras:
        continue
    name = re.match(r"\s*([A-Za-z0-9._-]+)", spec)
    assert name is not None
    md.version(name.group(1))
EOF
}

ensure_python_packages() {
    local extras="$1" target="."
    [ -n "$extras" ] && target=".[$extras]"
    if install_is_current "$extras"; then
        say "python packages: up to date"
        return 0
    fi
    say "python packages: pip install -c tools/constraints.txt -e '$target'"
    rm -f "$STAMP"
    "$VENV/bin/python" -m pip install -q --progress-bar off -c "$CONSTRAINTS" -e "$target"
    project_hash >"$STAMP"
}

existing() {
    local p
    for p in "$@"; do
        [ -e "$p" ] && printf '%s\n' "$p"
    done
    return 0
}

run_gate() {
    local failed=()

    local lint_paths
    mapfile -t lint_paths < <(existing ghosteuchre tests benchmarks tools)
    say "ruff check ${lint_paths[*]}"
    "$VENV/bin/ruff" check "${lint_paths[@]}" || failed+=(ruff)

    local type_paths
    mapfile -t type_paths < <(existing ghosteuchre tools benchmarks)
    say "mypy --strict ${type_paths[*]}"
    "$VENV/bin/mypy" --strict "${type_paths[@]}" || failed+=(mypy)

    say "pytest -q $*"
    local log rc
    log="$(mktemp)"
    [ -t 1 ] && export PY_COLORS=1
    set +e
    QT_QPA_PLATFORM=offscreen LANG=C.UTF-8 PYTHONUNBUFFERED=1 \
        "$VENV/bin/pytest" -q "$@" 2>&1 | tee "$log"
    rc="${PIPESTATUS[0]}"
    set -e
    local summary
    summary="$(sed -e 's/\x1b\[[0-9;]*m//g' "$log" \
        | grep -E '(passed|failed|error|skipped|xfailed|xpassed|deselected|no tests ran)' \
        | grep -E ' in [0-9.]+s' | tail -n 1 | sed -e 's/^=* *//' -e 's/ *=*$//' || true)"
    rm -f "$log"
    if [ "$rc" -eq 5 ]; then
        printf 'ERROR: pytest collected no tests (exit code 5); that counts as a failure\n' >&2
        failed+=("pytest (no tests)")
    elif [ "$rc" -ne 0 ]; then
        failed+=("pytest (exit $rc)")
    fi

    if [ "${#failed[@]}" -gt 0 ]; then
        printf 'FAILED: %s\n' "${failed[*]}" >&2
        [ -n "$summary" ] && printf '%s\n' "$summary"
        return 1
    fi
    say "quality gate passed: ruff, mypy --strict, pytest"
    [ -n "$summary" ] && printf '%s\n' "$summary"
    return 0
}

cmd="${1:-}"
[ "$#" -gt 0 ] && shift
case "$cmd" in
    play)
        ensure_system_packages "${APT_QT_BASE[@]}" "${APT_QT_XCB[@]}"
        ensure_venv
        ensure_python_packages ""
        if [ -z "${DISPLAY:-}${WAYLAND_DISPLAY:-}" ] && [ -z "${QT_QPA_PLATFORM:-}" ]; then
            note "no DISPLAY or WAYLAND_DISPLAY set; the game needs a desktop session"
        fi
        say "starting ghosteuchre"
        exec "$VENV/bin/ghosteuchre" "$@"
        ;;
    test)
        ensure_system_packages "${APT_QT_BASE[@]}" "${APT_QT_XCB[@]}" "${APT_XVFB[@]}" \
            "${APT_SHOTS[@]}" "${APT_FONTS[@]}"
        ensure_venv
        ensure_python_packages "test,lint"
        run_gate "$@"
        ;;
    -h | --help | help)
        usage
        ;;
    *)
        usage >&2
        exit 2
        ;;
esac
