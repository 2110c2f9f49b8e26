"""Every command line ends in one sentence: bad arguments, signals and output that cannot
be written give one line on standard error (or none) and a status, never a traceback;
a signal while the app asks a question quits without answering it.  Each test runs the
real command in its own process."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from benchmarks.big_record import long_record

ROOT = Path(__file__).resolve().parents[1]
EXAMPLE = ROOT / "tests" / "data" / "examples" / "02-cutthroat-complete.record.json"
TIMEOUT_S = 120
linux_only = pytest.mark.skipif(not Path("/proc/self/stat").exists(), reason="Linux only")


def env(home: Path | None = None) -> dict[str, str]:
    """The commands' environment: offscreen, this checkout, and a home of their own."""
    out = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    out["PYTHONPATH"] = os.pathsep.join(filter(None, [str(ROOT), out.get("PYTHONPATH")]))
    if home is not None:
        out.update(HOME=str(home), XDG_CONFIG_HOME=str(home / "config"),
                   XDG_DATA_HOME=str(home / "data"), XDG_RUNTIME_DIR=str(home / "run"))
        (home / "run").mkdir(parents=True, exist_ok=True, mode=0o700)
    return out


def app(*args: str) -> list[str]:
    return [sys.executable, "-m", "ghosteuchre", *args]


def cli(*args: str) -> list[str]:
    return [sys.executable, "-m", "ghosteuchre.cli", *args]


def one_line(text: str) -> str:
    assert "Traceback" not in text, text
    lines = text.splitlines()
    assert len(lines) == 1, text
    return lines[0]


# ---------------------------------------------------------------- arguments
@pytest.mark.parametrize("args", [["--size", "abc"], ["--size", "1280"], ["--target", "-1"],
                                  ["--target", "501"], ["--target", "0"],
                                  ["--level", "genius"]], ids=" ".join)
def test_a_bad_app_argument_is_one_line_and_status_2(args: list[str], tmp_path: Path) -> None:
    done = subprocess.run(app(*args), env=env(tmp_path), capture_output=True, text=True,
                          timeout=TIMEOUT_S, check=False)
    assert done.returncode == 2 and done.stdout == ""
    assert one_line(done.stderr).startswith("ghosteuchre: ")


def test_a_bad_cli_argument_is_one_line_and_status_2() -> None:
    done = subprocess.run(cli("replay"), env=env(), capture_output=True, text=True,
                          timeout=TIMEOUT_S, check=False)
    assert done.returncode == 2
    assert one_line(done.stderr).startswith("ghosteuchre-cli replay: ")


# ------------------------------------------------------------------- output
def test_output_to_a_full_disk_is_one_line_on_stderr_and_status_2() -> None:
    with open("/dev/full", "w") as full:
        done = subprocess.run(cli("replay", str(EXAMPLE)), env=env(), stdout=full,
                              stderr=subprocess.PIPE, text=True, timeout=TIMEOUT_S,
                              check=False)
    assert done.returncode == 2
    assert one_line(done.stderr) == (
        "ghosteuchre-cli: cannot write the output: No space left on device")


def test_with_stderr_closed_an_error_never_goes_to_stdout(tmp_path: Path) -> None:
    bad = tmp_path / "bad.json"
    bad.write_text("{", encoding="utf-8")
    command = " ".join([sys.executable, "-m", "ghosteuchre.cli", "replay", str(bad)])
    done = subprocess.run(["sh", "-c", f"exec {command} 2>&-"], env=env(),
                          capture_output=True, text=True, timeout=TIMEOUT_S, check=False)
    assert done.returncode == 2 and done.stdout == ""


# ------------------------------------------------------------------ signals
@pytest.fixture(scope="module")
def long_game_file(tmp_path_factory) -> Path:
    path = tmp_path_factory.mktemp("long") / "long.euchre.json"
    path.write_bytes(long_record(28_000))
    return path


@linux_only
@pytest.mark.parametrize("signum", [signal.SIGINT, signal.SIGTERM],
                         ids=lambda s: signal.Signals(s).name)
@pytest.mark.slow
def test_a_replay_stopped_by_a_signal_exits_quietly(signum: int, long_game_file: Path) -> None:
    proc = subprocess.Popen(cli("replay", str(long_game_file)), env=env(),
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    time.sleep(1.5)  # reading and replaying 28,000 hands takes longer
    proc.send_signal(signum)
    out, err = proc.communicate(timeout=TIMEOUT_S)
    assert proc.returncode == 128 + signum, err
    assert err == "" and out == ""


def descendants(pid: int) -> set[int]:
    parents: dict[int, int] = {}
    for entry in Path("/proc").iterdir():
        if entry.name.isdigit():
            try:
                text = (entry / "stat").read_text()
            except OSError:
                continue
            parents[int(entry.name)] = int(text[text.rindex(")") + 2:].split()[1])
    found, frontier = set(), {pid}
    while frontier:
        frontier = {child for child, parent in parents.items() if parent in frontier}
        found |= frontier
    return found


@linux_only
@pytest.mark.parametrize("signum", [signal.SIGINT, signal.SIGTERM],
                         ids=lambda s: signal.Signals(s).name)
@pytest.mark.slow
def test_a_tournament_stopped_by_a_signal_stops_its_workers_without_a_word(
    signum: int
) -> None:
    proc = subprocess.Popen(
        cli("tournament", "--variant", "cutthroat", "--lineup", "medium,medium,medium",
            "--deals", "2000", "--jobs", "2"),
        env=env(), stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
        start_new_session=True)
    deadline = time.monotonic() + TIMEOUT_S
    while len(descendants(proc.pid)) < 3 and time.monotonic() < deadline:
        time.sleep(0.1)  # the resource tracker and two workers
    time.sleep(2)  # the workers are playing
    workers = descendants(proc.pid)
    if signum == signal.SIGINT:
        os.killpg(proc.pid, signum)  # Ctrl+C in a terminal reaches the whole group
    else:
        proc.send_signal(signum)
    out, err = proc.communicate(timeout=TIMEOUT_S)
    assert proc.returncode == 128 + signum, err
    assert err == "" and out == ""  # no traceback, no "leaked semaphore" warning
    deadline = time.monotonic() + 30
    while any(Path(f"/proc/{pid}").exists() for pid in workers) and time.monotonic() < deadline:
        time.sleep(0.1)
    assert not [pid for pid in workers if Path(f"/proc/{pid}/stat").exists()
                and " Z " not in Path(f"/proc/{pid}/stat").read_text()]


def unfinished_autosave(home: Path) -> Path:
    """A home whose app has set up a game before and left one unfinished."""
    from ghosteuchre.engine.deal import new_game
    from ghosteuchre.engine.record import dumps, to_record
    from ghosteuchre.engine.rules import Rules

    config = home / "config" / "GhostEuchre"
    config.mkdir(parents=True)
    (config / "Ghost Euchre.conf").write_text(
        "[setup]\nsaved=true\n[learning]\ncoached_games_left=0\n", encoding="utf-8")
    data = home / "data" / "GhostEuchre" / "Ghost Euchre"
    data.mkdir(parents=True)
    state = new_game(Rules.make("cutthroat"), 8)
    for _ in range(2):
        state.apply(state.legal_actions()[0], state.current_player)
    autosave = data / "autosave.json"
    autosave.write_text(dumps(to_record(state, ["You", "Ada", "Bo"], {
        "seed": 8, "human": 0, "levels": ["", "easy", "easy"]})), encoding="utf-8")
    return autosave


@linux_only
@pytest.mark.parametrize(("signum", "delay"), [(signal.SIGTERM, 1.0), (signal.SIGINT, 2.5),
                                               (signal.SIGHUP, 4.0), (signal.SIGTERM, 6.0)])
@pytest.mark.slow
def test_a_signal_while_the_resume_question_is_open_quits_without_answering(
    signum: int, delay: float, tmp_path: Path
) -> None:
    autosave = unfinished_autosave(tmp_path)
    before = autosave.read_bytes()
    proc = subprocess.Popen(app(), env=env(tmp_path), stdout=subprocess.PIPE,
                            stderr=subprocess.PIPE, text=True)
    time.sleep(delay)
    proc.send_signal(signum)
    _, err = proc.communicate(timeout=TIMEOUT_S)
    assert proc.returncode == 128 + signum, err
    assert "Traceback" not in err
    assert autosave.read_bytes() == before  # neither declined nor written over
    history = autosave.parent / "history"
    assert not history.exists() or list(history.iterdir()) == []


@linux_only
def test_a_settings_file_that_is_a_named_pipe_never_hangs_the_app(tmp_path: Path) -> None:
    config = tmp_path / "config" / "GhostEuchre"
    config.mkdir(parents=True)
    os.mkfifo(config / "Ghost Euchre.conf")
    proc = subprocess.Popen(app(), env=env(tmp_path), stdout=subprocess.PIPE,
                            stderr=subprocess.PIPE, text=True)
    deadline = time.monotonic() + TIMEOUT_S
    while not list(config.glob("Ghost Euchre.corrupt-*.conf")) and time.monotonic() < deadline:
        assert proc.poll() is None
        time.sleep(0.1)
    time.sleep(1)
    proc.send_signal(signal.SIGTERM)
    _, err = proc.communicate(timeout=TIMEOUT_S)
    assert proc.returncode == 143 and "Traceback" not in err
    (kept,) = config.glob("Ghost Euchre.corrupt-*.conf")
    assert kept.is_fifo() and (config / "Ghost Euchre.conf").is_file()
