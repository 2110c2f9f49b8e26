"""Hostile input to ``ghosteuchre-cli``: exit 2 and one sentence, never a traceback or a hang."""

from __future__ import annotations

import copy
import json
import os
import resource
import subprocess
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from ghosteuchre.cli import main
from ghosteuchre.engine import Rules, new_game
from ghosteuchre.engine.actions import Act
from ghosteuchre.engine.deal import deal_next
from ghosteuchre.engine.record import to_record
from tests.support.bad_records import FIELDS, GHOST, in_record

ROOT = Path(__file__).resolve().parents[2]


def _cli(*args: str, **kwargs: Any) -> subprocess.CompletedProcess[bytes]:
    """Run the real command in a child process with this tree first on the path."""
    env = dict(os.environ, PYTHONPATH=str(ROOT), LANG="C.UTF-8")
    env.update(kwargs.pop("env", {}))
    return subprocess.run(
        [sys.executable, "-m", "ghosteuchre.cli", *args],
        capture_output=True,
        env=env,
        timeout=120,
        check=False,
        **kwargs,
    )


def _assert_one_sentence(text: str) -> None:
    assert text.endswith("\n") and text.count("\n") == 1, text
    assert "Traceback" not in text and len(text) < 300, text


def _replay_both(
    path: Path, capsys: pytest.CaptureFixture[str]
) -> tuple[str, dict[str, Any]]:
    """Replay in text mode and with --json; both must fail with exit 2 and one sentence."""
    assert main(["replay", str(path)]) == 2
    out, line = capsys.readouterr()
    assert out == ""
    _assert_one_sentence(line)
    assert main(["replay", str(path), "--json"]) == 2
    out, err = capsys.readouterr()
    assert err == "" and out.count("\n") == 1
    answer = json.loads(out)
    assert set(answer) == {"error", "hand", "action"}
    assert line.endswith(f": {answer['error']}\n")
    return line, answer


# ------------------------------------------------------------ measured failures
def test_json_nested_thousands_of_levels(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = tmp_path / "deep.json"
    path.write_text("[" * 100_000 + "]" * 100_000)
    err, answer = _replay_both(path, capsys)
    assert "nested more than 64 levels" in err
    deep = "[" * 1500 + "]" * 1500
    path.write_text(json.dumps(GHOST).replace('"seed"', f'"x": {deep}, "seed"'))
    err, answer = _replay_both(path, capsys)
    assert "nested" in answer["error"]


def test_an_integer_of_5000_digits(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = tmp_path / "big.json"
    text = json.dumps(GHOST).replace('"dealer": ', '"dealer": ' + "9" * 5000 + ", \"x\": ", 1)
    path.write_text(text)
    err, _ = _replay_both(path, capsys)
    assert "number longer than 30 digits" in err
    path.write_text(json.dumps(GHOST).replace('"dealer": ', '"dealer": 1e999, "x": ', 1))
    err, _ = _replay_both(path, capsys)
    assert "number" in err


@pytest.mark.parametrize("act", [["pass"], {"pass": 1}, 1, None, True])
def test_act_of_the_wrong_type(
    act: Any, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = tmp_path / "act.json"
    path.write_text(in_record(GHOST, lambda d: d["hands"][0]["actions"][0].update(act=act)))
    err, answer = _replay_both(path, capsys)
    assert err.startswith("hand 1, action 1: ") and "act" in err
    assert (answer["hand"], answer["action"]) == (0, 0)


def test_endless_standard_input_is_refused_after_16_mb() -> None:
    def limit_memory() -> None:
        resource.setrlimit(resource.RLIMIT_AS, (1 << 30, 1 << 30))

    with open("/dev/zero", "rb") as zero:
        proc = _cli("replay", "-", stdin=zero, preexec_fn=limit_memory)
    assert proc.returncode == 2
    err = proc.stderr.decode()
    _assert_one_sentence(err)
    assert err == "record: the input is larger than 16 MB\n"


@pytest.mark.parametrize("name", ["\\ud800", "\\udfff tail"])
def test_a_lone_surrogate_in_a_player_name(
    name: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = tmp_path / "names.json"
    path.write_text(json.dumps(GHOST).replace('"Bea"', f'"{name}"'))
    err, _ = _replay_both(path, capsys)
    assert "not valid Unicode" in err
    proc = _cli("replay", str(path))
    assert proc.returncode == 2 and proc.stdout == b""
    _assert_one_sentence(proc.stderr.decode())


def _long_record(hands: int) -> dict[str, Any]:
    """A game of ``hands`` hands in which everybody passes, with long names: long output."""
    game = new_game(Rules.make("cutthroat"), 14)
    while len(game.history) < hands:
        if game.current_player is None:
            deal_next(game, 14)
        passes = [a for a in game.legal_actions() if a.act in (Act.PASS, Act.DECLINE)]
        game.apply(passes[0], game.current_player)
    return to_record(game, ["x" * 40, "y" * 40, "z" * 40])


@pytest.mark.parametrize("mode", [["--json"], []], ids=["json", "text"])
@pytest.mark.slow
def test_output_piped_into_head_stops_quietly(mode: list[str], tmp_path: Path) -> None:
    path = tmp_path / "long.json"
    path.write_text(json.dumps(_long_record(4000)))
    command = " ".join([sys.executable, "-m", "ghosteuchre.cli", "replay", str(path), *mode])
    whole = subprocess.run(
        ["bash", "-c", f"{command} | wc -c"],
        capture_output=True,
        env=dict(os.environ, PYTHONPATH=str(ROOT)),
        timeout=120,
        check=True,
    )
    assert int(whole.stdout) > 300_000  # far more than a pipe holds
    proc = subprocess.run(
        ["bash", "-c", f"set -o pipefail; {command} | head -c 10"],
        capture_output=True,
        env=dict(os.environ, PYTHONPATH=str(ROOT)),
        timeout=120,
        check=False,
    )
    assert proc.stderr == b""
    assert len(proc.stdout) == 10
    assert proc.returncode == 1  # Python's exit status for a closed pipe


# ------------------------------------------------------------ files and streams
def test_paths_that_are_not_regular_files(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    err, _ = _replay_both(tmp_path, capsys)
    assert "is a folder" in err
    err, _ = _replay_both(Path("/dev/zero"), capsys)
    assert "not a regular file" in err
    err, _ = _replay_both(tmp_path / "missing\nfile.json", capsys)
    assert "cannot read" in err


def test_a_named_pipe_without_a_writer_does_not_hang(tmp_path: Path) -> None:
    fifo = tmp_path / "fifo"
    os.mkfifo(fifo)
    proc = _cli("replay", str(fifo))
    assert proc.returncode == 2
    assert proc.stderr.decode().endswith("is not a regular file\n")


def test_closed_standard_input() -> None:
    proc = _cli("replay", "-", stdin=subprocess.DEVNULL)
    assert proc.returncode == 2
    _assert_one_sentence(proc.stderr.decode())
    proc = subprocess.run(
        ["bash", "-c", f"{sys.executable} -m ghosteuchre.cli replay - --json <&-"],
        capture_output=True,
        env=dict(os.environ, PYTHONPATH=str(ROOT)),
        timeout=120,
        check=False,
    )
    assert proc.returncode == 2 and proc.stderr == b""
    assert "standard input" in json.loads(proc.stdout)["error"]


def test_names_the_terminal_cannot_show_are_escaped(tmp_path: Path) -> None:
    path = tmp_path / "names.json"
    path.write_text(json.dumps(GHOST).replace('"Bea"', '"B\u00e9a \u2660"'))
    proc = _cli("replay", str(path), env={"PYTHONIOENCODING": "ascii"})
    assert proc.returncode == 0, proc.stderr
    assert b"B\\xe9a \\u2660" in proc.stdout


# ------------------------------------------------------------ every field typed
@pytest.mark.parametrize(
    ("base", "change", "words"), [f[1:] for f in FIELDS], ids=[f[0] for f in FIELDS]
)
def test_every_field_is_type_checked(
    base: dict[str, Any],
    change: Callable[[dict[str, Any]], Any],
    words: str,
    tmp_path: Path,
    capsys: pytest.CaptureFixture[str],
) -> None:
    path = tmp_path / "bad.json"
    path.write_text(in_record(base, change))
    err, _ = _replay_both(path, capsys)
    assert words in err


def test_a_call_renege_accused_of_any_type(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    for accused in ([1], {"1": 1}, True, "1", 1.0, 10**20):
        data = copy.deepcopy(GHOST)
        data["hands"][0]["actions"].insert(1, {"seat": 0, "act": "call_renege", "accused": accused})
        path = tmp_path / "call.json"
        path.write_text(json.dumps(data))
        err, _ = _replay_both(path, capsys)
        assert "accused must be seat 0, 1 or 2" in err


# ------------------------------------------------------------------ tournament
@pytest.mark.parametrize(
    ("args", "words"),
    [
        (["--lineup", "hard,medium"], "three bots"),
        (["--lineup", "hard,wizard,medium"], "unknown bot"),
        (["--deals", "-1"], "--deals"),
        (["--deals", "0"], "--deals"),
        (["--deals", "10000000"], "--deals"),
        (["--games", "-3"], "--games"),
        (["--jobs", "0"], "--jobs"),
        (["--time-budget", "nan"], "--time-budget"),
        (["--time-budget", "-5"], "--time-budget"),
        (["--options", "[" * 5000 + "]" * 5000], "nested"),
        (["--options", '{"target": ' + "9" * 5000 + "}"], "30 digits"),
        (["--options", "{"], "not valid JSON"),
        (["--options", "[1]"], "JSON object"),
        (["--options", '{"target": true}'], "whole number"),
        (["--options", '{"target": -4}'], "outside"),
        (["--options", '{"colour": 1}'], "unknown option"),
        (["--options", '{"ghost_swap": false}'], "does not belong"),
    ],
)
def test_tournament_bad_values(
    args: list[str], words: str, capsys: pytest.CaptureFixture[str]
) -> None:
    defaults = {"--lineup": "easy,random,random", "--deals": "1"}
    given = dict(zip(args[::2], args[1::2], strict=True))
    if "--games" in given:
        defaults.pop("--deals")
    argv = ["tournament", "--variant", "cutthroat"]
    for key, value in (defaults | given).items():
        argv += [key, value]
    assert main(argv) == 2
    out, err = capsys.readouterr()
    assert out == ""
    _assert_one_sentence(err)
    assert words in err
