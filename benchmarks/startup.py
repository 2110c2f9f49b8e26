"""Start-up time and peak memory of Ghost Euchre, frozen and from source, beside a bare
PySide6 window built the same way (packaging/bare_window.py, frozen with the same spec).

    python benchmarks/startup.py [--runs 7] [--no-build] [--no-game] [--deb] [--source]

With ``--source`` only the programs run from source are timed (the bare window and the
game), with nothing built and no demo game.

Start to interactive: the time from starting the process until Qt repaints the first
top-level window, which happens once the window is shown and the event loop runs. Each
program runs with the Qt logging category ``qt.widgets.painting`` switched on and this
script notes when the first "Syncing" line arrives on stderr, then ends the program. The
same signal works for the frozen binaries, which cannot be instrumented from outside.
Runs use the offscreen platform (set QT_QPA_PLATFORM=xcb and DISPLAY for a real X server);
each program has one warm-up run that is not counted, then the programs take turns, and
the median and the fastest run are reported. CPU time (user + system, from wait4) up to
the first paint is reported too: unlike the wall-clock time it hardly changes with other
load on the machine.

With ``--deb`` the program of the installed Debian package (``/usr/bin/ghosteuchre``,
from ``apt-get install ./dist/ghosteuchre_*.deb``) is timed too, beside the frozen bare
window.

Every run gets the same empty temporary HOME, so no saved settings or game are loaded.

Peak memory: the maximum resident set size of the program's process (ru_maxrss from
wait4), at start-up and over a whole demo game with Hard bots (``--demo --fast
--quit-at-end --level hard``). The game searches in a separate bot process, so during the
game the proportional set size (Pss in /proc/PID/smaps_rollup, which shares the common
libraries out fairly) of the program and all its child processes is also summed every
50 ms and its peak reported.

Targets: bundle <= 200 MB unpacked and <= 80 MB as the tarball; start to interactive
<= 2x the bare window; peak memory <= 200 MB during a game.
"""

from __future__ import annotations

import argparse
import os
import selectors
import signal
import statistics
import subprocess
import sys
import tempfile
import time
import tomllib
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
DIST = ROOT / "dist"
MB = 1024 * 1024
MARKER = "Syncing"
HARD_GAME = ["--demo", "--fast", "--quit-at-end", "--level", "hard"]


HOME = tempfile.mkdtemp(prefix="ghosteuchre-bench-")


def env() -> dict[str, str]:
    result = {k: v for k, v in os.environ.items() if not k.startswith("XDG_")}
    result["HOME"] = HOME  # the same fresh settings for every run
    result.setdefault("QT_QPA_PLATFORM", "offscreen")
    result["QT_LOGGING_RULES"] = "qt.widgets.painting=true"
    result["QT_MESSAGE_PATTERN"] = "%{category}: %{message}"
    result["LANG"] = "C.UTF-8"
    return result


def reap(proc: subprocess.Popen[bytes]) -> tuple[float, float]:
    """Wait for the process; its CPU seconds (user + system) and peak RSS in MB."""
    _, _, usage = os.wait4(proc.pid, 0)
    proc.returncode = 0
    return usage.ru_utime + usage.ru_stime, usage.ru_maxrss * 1024 / MB


def time_to_first_paint(command: list[str], timeout: float = 120) -> tuple[float, float, float]:
    """Seconds until the first repaint, CPU seconds and peak RSS in MB up to then."""
    start = time.perf_counter()
    proc = subprocess.Popen(
        command,
        env=env(),
        stdout=subprocess.DEVNULL,
        stderr=subprocess.PIPE,
        cwd=ROOT,
        start_new_session=True,  # its own process group, with the bot process it may start
    )
    assert proc.stderr is not None
    sel = selectors.DefaultSelector()
    sel.register(proc.stderr, selectors.EVENT_READ)
    buffer = b""
    elapsed = None
    while elapsed is None and time.perf_counter() - start < timeout:
        if not sel.select(timeout=1):
            continue
        chunk = os.read(proc.stderr.fileno(), 65536)
        if not chunk:
            break
        buffer += chunk
        if MARKER.encode() in buffer:
            elapsed = time.perf_counter() - start
    os.killpg(proc.pid, signal.SIGKILL)
    proc.stderr.close()
    cpu, rss = reap(proc)
    if elapsed is None:
        tail = buffer.decode(errors="replace")[-2000:]
        raise RuntimeError(f"no first paint from {command}:\n{tail}")
    return elapsed, cpu, rss


def descendants(root: int) -> list[int]:
    parents: dict[int, list[int]] = {}
    for stat in Path("/proc").glob("[0-9]*/stat"):
        try:
            fields = stat.read_text().rsplit(")", 1)[1].split()
        except OSError:
            continue
        parents.setdefault(int(fields[1]), []).append(int(stat.parent.name))
    found, todo = [], [root]
    while todo:
        pid = todo.pop()
        found.append(pid)
        todo.extend(parents.get(pid, []))
    return found


def pss_mb(pid: int) -> float:
    try:
        text = Path(f"/proc/{pid}/smaps_rollup").read_text()
    except OSError:
        return 0.0
    kb = next((line.split()[1] for line in text.splitlines() if line.startswith("Pss:")), "0")
    return int(kb) / 1024


def game_peak_memory(command: list[str]) -> tuple[str, str]:
    """Peak RSS of the game's process and peak PSS of it and its bot processes, in MB."""
    game_env = {k: v for k, v in env().items() if not k.startswith("QT_LOGGING")}
    with tempfile.TemporaryFile() as err:
        proc = subprocess.Popen(
            [*command, *HARD_GAME], env=game_env, stdout=subprocess.DEVNULL, stderr=err, cwd=ROOT
        )
        peak_pss = 0.0
        while True:
            pid, status, usage = os.wait4(proc.pid, os.WNOHANG)
            if pid:
                break
            peak_pss = max(peak_pss, sum(pss_mb(p) for p in descendants(proc.pid)))
            time.sleep(0.05)
        proc.returncode = os.waitstatus_to_exitcode(status)
        if proc.returncode != 0:
            err.seek(0)
            print(f"{command[0]}: demo game failed:\n{err.read().decode(errors='replace')[-1500:]}")
            return "failed", "failed"
    return f"{usage.ru_maxrss / 1024:.0f}", f"{peak_pss:.0f}"


def size_mb(path: Path) -> float:
    if path.is_file():
        return path.stat().st_size / MB
    files = (p for p in path.rglob("*") if p.is_file() and not p.is_symlink())
    return sum(p.stat().st_size for p in files) / MB


def build(args: list[str]) -> None:
    subprocess.run(["bash", str(ROOT / "packaging" / "build.sh"), *args], cwd=ROOT, check=True)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--runs", type=int, default=7)
    parser.add_argument("--no-build", action="store_true", help="use dist/ as it is")
    parser.add_argument("--no-game", action="store_true", help="skip the demo games")
    parser.add_argument("--deb", action="store_true", help="also time the installed .deb")
    parser.add_argument("--source", action="store_true",
                        help="only the programs from source: nothing built, no bundle")
    args = parser.parse_args()

    project = tomllib.loads((ROOT / "pyproject.toml").read_text())["project"]
    name, version = project["name"], project["version"]
    tarball = DIST / f"{name}-{version}-linux-{os.uname().machine}.tar.gz"
    if not args.no_build and not args.source:
        build([])
        build(["--bare"])

    python = sys.executable
    programs = {
        "bare window, frozen": [str(DIST / "bare-window" / "bare-window"), "--stay"],
        "bare window, source": [python, str(ROOT / "packaging" / "bare_window.py"), "--stay"],
        "Ghost Euchre, frozen": [str(DIST / name / name)],
        "Ghost Euchre, source": [python, "-m", name],
    }
    if args.source:
        programs = {label: command for label, command in programs.items()
                    if label.endswith(", source")}
    if args.deb:
        installed = Path("/usr/bin") / name
        if not installed.exists():
            sys.exit(f"{installed} is missing: apt-get install ./dist/{name}_*.deb first")
        programs["Ghost Euchre, .deb"] = [str(installed)]
    runs: dict[str, list[tuple[float, float, float]]] = {label: [] for label in programs}
    for command in programs.values():
        time_to_first_paint(command)  # warm-up
    for _ in range(args.runs):  # round-robin, so other load on the machine hits all alike
        for label, command in programs.items():
            runs[label].append(time_to_first_paint(command))

    games: dict[str, tuple[str, str]] = {}
    if not args.no_game and not args.source:
        games["Ghost Euchre, frozen"] = game_peak_memory(programs["Ghost Euchre, frozen"])
        games["Ghost Euchre, source"] = game_peak_memory(programs["Ghost Euchre, source"])

    print(f"\nplatform {env()['QT_QPA_PLATFORM']}, {args.runs} runs; times in ms, memory in MB\n")
    print(
        f"{'program':<22} {'median':>7} {'min':>6} {'x bare':>7} {'CPU':>6} {'x bare':>7} "
        f"{'RSS start':>9} {'RSS game':>8} {'PSS game, all':>13}"
    )
    for label, samples in runs.items():
        bare = runs.get("bare window, " + label.rsplit(", ", 1)[1]) or runs["bare window, frozen"]
        game = games.get(label, ("-", "-"))
        wall = statistics.median(t for t, _, _ in samples)
        cpu = statistics.median(c for _, c, _ in samples)
        print(
            f"{label:<22} {wall * 1000:>7.0f} {min(t for t, _, _ in samples) * 1000:>6.0f} "
            f"{wall / statistics.median(t for t, _, _ in bare):>7.2f} {cpu * 1000:>6.0f} "
            f"{cpu / statistics.median(c for _, c, _ in bare):>7.2f} "
            f"{max(r for _, _, r in samples):>9.0f} {game[0]:>8} {game[1]:>13}"
        )
    if args.source:
        return 0
    print(
        f"\nbundle dist/{name}: {size_mb(DIST / name):.0f} MB unpacked, "
        f"{size_mb(tarball):.0f} MB tarball ({tarball.name})"
    )
    print(f"baseline dist/bare-window: {size_mb(DIST / 'bare-window'):.0f} MB unpacked")
    return 0


if __name__ == "__main__":
    sys.exit(main())
