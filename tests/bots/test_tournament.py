"""The tournament runner: duplicate rotations, sane statistics, independent of --jobs."""

from __future__ import annotations

import json
import random

import pytest

from ghosteuchre.bots.tournament import latency_summary, ratio_ci, run
from ghosteuchre.cli import main

pytestmark = pytest.mark.slow  # the window driven through games, or long runs: not in the fast lane


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


def test_a_ratio_of_paired_means_has_a_ci_that_narrows_with_more_deals() -> None:
    rng = random.Random(4)
    dens = [rng.gauss(2.0, 1.0) for _ in range(2000)]
    nums = [0.8 * d + rng.gauss(0.0, 0.3) for d in dens]  # a level at 80% of the span
    r, lo, hi = ratio_ci(nums, dens)
    assert lo < 0.8 < hi and lo < r < hi
    _, lo_few, hi_few = ratio_ci(nums[:200], dens[:200])
    assert hi_few - lo_few > 2 * (hi - lo)
    # the same values in both (omniscient against itself): exactly 1
    assert ratio_ci(dens, dens) == (1.0, 1.0, 1.0)
    with pytest.raises(ValueError):
        ratio_ci([1.0], [1.0])


def test_the_p95_latency_comes_with_a_ci_around_it() -> None:
    seconds = [i / 1000 for i in range(1, 1001)]  # 1 ms to 1,000 ms
    lat = latency_summary(seconds)
    assert lat["p95"] == 950.0
    lo, hi = lat["p95_ci"]
    assert 930 < lo < 950 < hi < 970
    assert latency_summary([0.2])["p95_ci"] == [200.0, 200.0]
