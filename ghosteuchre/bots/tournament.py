"""Duplicate tournaments between bot kinds.

Every deal (or game) is played once for each of the three rotations of the
lineup over the seats, so each kind meets the same cards from every seat.  Each
(deal, rotation) is an independent task with its own seeded generators and fresh
bots, so the results do not depend on how many worker processes run them.
"""

from __future__ import annotations

import math
import random
import signal
import threading
import time
from collections.abc import Iterable
from dataclasses import dataclass, field
from multiprocessing import get_context
from multiprocessing.pool import Pool
from typing import Any

from ..engine.actions import Act, call_renege
from ..engine.deal import deal_next, deal_number, first_dealer
from ..engine.rules import Rules
from ..engine.state import PHASE_NAMES, GameState, Phase
from ..engine.view import view_of
from .base import Bot
from .hardsearch import DEFAULT_WORLDS
from .parallel import Partner
from .partnerprocess import start_partner
from .registry import LEVELS, BotConfig, make_bot

KINDS = LEVELS


def tournament_config(kind: str, time_budget: float | None) -> BotConfig:
    """A lineup name as a bot: without a time budget Hard searches a fixed number of worlds."""
    if kind == "hard" and time_budget is None:
        return BotConfig(kind, worlds=DEFAULT_WORLDS)
    return BotConfig(kind, time_budget if kind in ("hard", "ismcts") else None)


def build_bot(kind: str, time_budget: float | None, partner: Partner | None = None) -> Bot:
    try:
        return make_bot(tournament_config(kind, time_budget), partner)
    except ImportError as exc:  # the ismcts bot without OpenSpiel
        raise ValueError(str(exc)) from None


@dataclass(frozen=True, slots=True)
class Task:
    rules: Rules
    lineup: tuple[str, str, str]
    seed: int
    index: int  # deal or game number
    rotation: int
    games: bool
    time_budget: float | None
    two_processes: bool = False  # Hard searches with a partner process


@dataclass(slots=True)
class TaskResult:
    index: int
    rotation: int
    kinds: tuple[str, str, str]  # kind per seat
    points: list[int]  # per seat, summed over the task's hands
    hands: int
    winner: int | None
    latency: list[tuple[str, str, float]] = field(default_factory=list)  # kind, phase, seconds


def decision_type(state: GameState) -> str:
    return PHASE_NAMES[state.phase]


def run_task(task: Task) -> TaskResult:
    kinds = tuple(task.lineup[(s + task.rotation) % 3] for s in range(3))
    partner = shared_partner() if task.two_processes else None
    bots = [build_bot(k, task.time_budget, partner) for k in kinds]
    rngs = [random.Random(f"tournament:{task.seed}:{task.index}:{task.rotation}:{s}")
            for s in range(3)]
    result = TaskResult(task.index, task.rotation, (kinds[0], kinds[1], kinds[2]), [0, 0, 0], 0,
                        None)
    if task.games:
        state = GameState(task.rules, first_dealer(task.seed * 7919 + task.index))
        game_seed = task.seed * 100_003 + task.index
        while state.winner is None and len(state.history) < 500:
            before = list(state.scores)
            deal_next(state, game_seed)
            play_hand(state, bots, rngs, result)
            for s in range(3):
                result.points[s] += state.scores[s] - before[s]
            result.hands += 1
        result.winner = state.winner
    else:
        dealer = (task.index + task.seed) % 3
        state = GameState(task.rules, dealer)
        state.start_hand(deal_number(task.rules, task.seed, task.index))
        play_hand(state, bots, rngs, result)
        result.points = list(state.scores)
        result.hands = 1
    return result


def play_hand(state: GameState, bots: list[Bot], rngs: list[random.Random],
              result: TaskResult) -> None:
    callable_mode = state.rules.callable_reneges
    while state.phase != Phase.HAND_OVER:
        seat = state.turn
        bot = bots[seat]
        observe = getattr(bot, "observe", None)
        if observe is not None:
            observe(state)
        view = view_of(state, seat)
        kind = result.kinds[seat]
        started = time.perf_counter()
        decision = bot.decide(view, rngs[seat])
        result.latency.append((kind, decision_type(state), time.perf_counter() - started))
        was_play = decision.action.act == Act.PLAY
        state.apply(decision.action, seat)
        if callable_mode and was_play:
            ask_renege_calls(state, bots, rngs)


def ask_renege_calls(state: GameState, bots: list[Bot], rngs: list[random.Random]) -> None:
    for caller in range(3):
        if not state.callable_accused(caller):
            continue
        accused = bots[caller].renege_call(view_of(state, caller), rngs[caller])
        if accused is not None and accused in state.callable_accused(caller):
            state.apply(call_renege(accused), caller)


# ------------------------------------------------------------------ statistics
def mean_ci(values: list[float]) -> tuple[float, float, float]:
    n = len(values)
    if n == 0:
        return 0.0, 0.0, 0.0
    mean = sum(values) / n
    if n == 1:
        return mean, mean, mean
    var = sum((v - mean) ** 2 for v in values) / (n - 1)
    half = 1.96 * math.sqrt(var / n)
    return mean, mean - half, mean + half


def ratio_ci(nums: list[float], dens: list[float]) -> tuple[float, float, float]:
    """The ratio of two means over the same deals, mean(nums) / mean(dens), with a 95%
    CI by the delta method (the pairs' covariance counted)."""
    n = len(nums)
    if n < 2 or len(dens) != n:
        raise ValueError("a ratio's CI needs two or more pairs")
    a, b = _mean(nums), _mean(dens)
    if b == 0:
        raise ValueError("the denominator's mean is 0")
    r = a / b
    var = sum((x - a - r * (y - b)) ** 2 for x, y in zip(nums, dens, strict=True)) / (n - 1)
    half = 1.96 * math.sqrt(var / n) / abs(b)
    return r, r - half, r + half


def _mean(values: list[float]) -> float:
    return sum(values) / len(values)


def percentile(sorted_values: list[float], q: float) -> float:
    if not sorted_values:
        return 0.0
    i = min(len(sorted_values) - 1, max(0, math.ceil(q * len(sorted_values)) - 1))
    return sorted_values[i]


def percentile_ci(sorted_values: list[float], q: float) -> tuple[float, float]:
    """A 95% CI of the ``q`` quantile: the order statistics whose ranks bound the count
    of values below it (binomial, normal approximation; decisions counted as independent)."""
    n = len(sorted_values)
    if not n:
        return 0.0, 0.0
    half = 1.96 * math.sqrt(n * q * (1 - q))
    lo = max(0, math.floor(n * q - half) - 1)
    hi = min(n - 1, math.ceil(n * q + half) - 1)
    return sorted_values[lo], sorted_values[hi]


def latency_summary(seconds: Iterable[float]) -> dict[str, Any]:
    ms = sorted(s * 1000 for s in seconds)
    lo, hi = percentile_ci(ms, 0.95)
    return {"p50": round(percentile(ms, 0.5), 3), "p95": round(percentile(ms, 0.95), 3),
            "p95_ci": [round(lo, 3), round(hi, 3)],
            "max": round(ms[-1] if ms else 0.0, 3), "n": len(ms)}


def run(
    variant: str,
    lineup: tuple[str, str, str],
    seed: int,
    count: int,
    games: bool = False,
    options: dict[str, Any] | None = None,
    time_budget: float | None = None,
    jobs: int = 1,
    keep_per_deal: bool = False,
    two_processes: bool = False,
) -> dict[str, Any]:
    """Play ``count`` deals (or games) in every rotation and summarise them as JSON data.

    ``two_processes``: Hard searches each decision with a partner process, as the app
    does on a machine with two processors or more (only with ``jobs`` = 1)."""
    for kind in lineup:
        if kind not in KINDS:
            raise ValueError(f"unknown bot kind {kind!r} (expected one of {', '.join(KINDS)})")
    rules = Rules.make(variant, options)
    if two_processes and jobs > 1:
        raise ValueError("Hard searches in two processes only when the tournament runs in one "
                         "(--jobs 1)")
    if "ismcts" in lineup:
        build_bot("ismcts", time_budget)  # fail here, clearly, if OpenSpiel is missing
    tasks = [Task(rules, lineup, seed, i, r, games, time_budget, two_processes)
             for i in range(count) for r in range(3)]
    if jobs > 1:
        with _workers(jobs) as pool:
            results = list(pool.imap(run_task, tasks, chunksize=4))
    else:
        results = [run_task(t) for t in tasks]
    summary = summarise(variant, lineup, seed, count, games, rules, results)
    if keep_per_deal:
        summary["per_deal"] = per_deal_points(results)
    return summary


_partner: Partner | None = None


def _workers(jobs: int) -> Pool:
    """A pool of ``jobs`` spawned workers that leave Ctrl+C to the command, which stops
    them itself: they (and multiprocessing's resource tracker) start with SIGINT ignored,
    which a new interpreter keeps, so even a Ctrl+C while they start says nothing."""
    if threading.current_thread() is not threading.main_thread():
        return get_context("spawn").Pool(jobs)
    previous = signal.signal(signal.SIGINT, signal.SIG_IGN)
    try:
        return get_context("spawn").Pool(jobs)
    finally:
        signal.signal(signal.SIGINT, previous)


def shared_partner() -> Partner | None:
    """The partner process of this process's Hard bots, started at the first call."""
    global _partner
    if _partner is None or not _partner.alive:
        _partner = start_partner()
    return _partner


def per_deal_points(results: list[TaskResult]) -> dict[str, list[float]]:
    """Per kind, its mean points per hand on each deal (or game), in deal order."""
    by_kind: dict[str, dict[int, list[float]]] = {}
    for res in results:
        for s, kind in enumerate(res.kinds):
            by_kind.setdefault(kind, {}).setdefault(res.index, []).append(
                res.points[s] / max(1, res.hands))
    return {k: [_mean(v[i]) for i in sorted(v)] for k, v in by_kind.items()}


def run_task_points(summary: dict[str, Any], kind: str) -> list[float]:
    points: list[float] = summary["per_deal"][kind]
    return points


def summarise(variant: str, lineup: tuple[str, str, str], seed: int, count: int, games: bool,
              rules: Rules, results: list[TaskResult]) -> dict[str, Any]:
    kinds = list(dict.fromkeys(lineup))
    per_hand: dict[str, list[float]] = {k: [] for k in kinds}
    per_index: dict[str, dict[int, list[float]]] = {k: {} for k in kinds}
    wins: dict[str, list[int]] = {k: [0, 0] for k in kinds}
    latency: dict[str, list[float]] = {k: [] for k in kinds}
    by_type: dict[str, dict[str, list[float]]] = {k: {} for k in kinds}
    for res in results:
        for s, kind in enumerate(res.kinds):
            pph = res.points[s] / max(1, res.hands)
            per_hand[kind].extend([pph] * (1 if games else res.hands))
            per_index[kind].setdefault(res.index, []).append(pph)
            if games:
                wins[kind][0] += res.winner == s
                wins[kind][1] += 1
        for kind, phase, secs in res.latency:
            latency[kind].append(secs)
            by_type[kind].setdefault(phase, []).append(secs)
    out_kinds: dict[str, Any] = {}
    for kind in kinds:
        mean, lo, hi = mean_ci(per_hand[kind])
        entry: dict[str, Any] = {
            "hands": sum(r.hands for r in results for k in r.kinds if k == kind),
            "mean_points": round(mean, 4),
            "ci95": [round(lo, 4), round(hi, 4)],
            "latency_ms": latency_summary(latency[kind]),
            "latency_by_decision_ms": {
                p: latency_summary(v) for p, v in sorted(by_type[kind].items())
            },
        }
        if games:
            entry["win_rate"] = round(wins[kind][0] / max(1, wins[kind][1]), 4)
            entry["games"] = wins[kind][1]
        out_kinds[kind] = entry
    pairs = []
    for i, a in enumerate(kinds):
        for b in kinds[i + 1:]:
            diffs = [_mean(per_index[a][j]) - _mean(per_index[b][j])
                     for j in sorted(per_index[a]) if j in per_index[b]]
            mean, lo, hi = mean_ci(diffs)
            pairs.append({"a": a, "b": b, "mean_diff": round(mean, 4),
                          "ci95": [round(lo, 4), round(hi, 4)], "n": len(diffs)})
    return {
        "variant": variant,
        ("games" if games else "deals"): count,
        "seed": seed,
        "lineup": list(lineup),
        "options": rules.changed_options(),
        "kinds": out_kinds,
        "pairs": pairs,
    }


def format_table(summary: dict[str, Any]) -> str:
    count = summary.get("deals", summary.get("games"))
    unit = "deals" if "deals" in summary else "games"
    lines = [f"{summary['variant']}: lineup {','.join(summary['lineup'])}, {count} {unit} x 3 "
             f"rotations, seed {summary['seed']}",
             f"{'kind':<11}{'hands':>7}{'pts/hand':>10}{'95% CI':>20}{'p50 ms':>9}{'p95 ms':>9}"
             f"{'max ms':>9}" + ("  win rate" if unit == "games" else "")]
    for kind, e in summary["kinds"].items():
        lat = e["latency_ms"]
        ci = f"[{e['ci95'][0]:+.3f}, {e['ci95'][1]:+.3f}]"
        line = (f"{kind:<11}{e['hands']:>7}{e['mean_points']:>+10.3f}{ci:>20}{lat['p50']:>9.1f}"
                f"{lat['p95']:>9.1f}{lat['max']:>9.1f}")
        if "win_rate" in e:
            line += f"  {e['win_rate']:.3f}"
        lines.append(line)
    for p in summary["pairs"]:
        lines.append(f"{p['a']} - {p['b']}: {p['mean_diff']:+.3f} "
                     f"[{p['ci95'][0]:+.3f}, {p['ci95'][1]:+.3f}]")
    return "\n".join(lines)
