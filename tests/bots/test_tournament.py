"""The tournament runner: duplicate rotations, sane statistics, independent of --jobs."""

from __future__ import annotations

import json

from ghosteuchre.bots.tournament import run
from ghosteuchre.cli import main


def strip_latency(summary: dict[str, object]) -> dict[str, object]:
    kinds = summary["kinds"]
    assert isinstance(kinds, dict)
    for entry in kinds.values():
        entry.pop("latency_ms")
        entry.pop("latency_by_decision_ms")
    return summary


def test_results_do_not_depend_on_jobs() -> None:
    one = run("cutthroat", ("hard", "medium", "easy"), seed=5, count=3, jobs=1)
    two = run("cutthroat", ("hard", "medium", "easy"), seed=5, count=3, jobs=2)
    assert strip_latency(one) == strip_latency(two)


def test_duplicate_rotations_and_pairs() -> None:
    summary = run("ghost-hand", ("medium", "random", "random"), seed=2, count=4)
    kinds = summary["kinds"]
    assert kinds["medium"]["hands"] == 12
    assert kinds["random"]["hands"] == 24
    (pair,) = summary["pairs"]
    assert pair["a"] == "medium" and pair["b"] == "random"
    lo, hi = pair["ci95"]
    assert lo <= pair["mean_diff"] <= hi


def test_games_report_win_rates() -> None:
    summary = run("cutthroat", ("easy", "random", "random"), seed=1, count=1, games=True,
                  options={"target": 3})
    assert 0.0 <= summary["kinds"]["easy"]["win_rate"] <= 1.0
    assert summary["games"] == 1


def test_cli_prints_json(capsys: object) -> None:
    code = main(["tournament", "--variant", "cutthroat", "--lineup", "easy,random,random",
                 "--deals", "2", "--seed", "3", "--json"])
    assert code == 0
    out = capsys.readouterr().out  # type: ignore[attr-defined]
    data = json.loads(out)
    assert data["variant"] == "cutthroat" and data["deals"] == 2 and data["seed"] == 3
    assert set(data["kinds"]) == {"easy", "random"}
    assert data["kinds"]["easy"]["latency_ms"]["p95"] >= 0
