"""Game records: the example records, malformed records, saving and reloading."""

from __future__ import annotations

import copy
import json
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from ghosteuchre.cli import main as cli_main
from ghosteuchre.engine import Rules, new_game
from ghosteuchre.engine.deal import deal_next
from ghosteuchre.engine.record import (
    RecordError,
    load_file,
    loads,
    replay,
    save_file,
    to_record,
)
from ghosteuchre.engine.recordsummary import summary

EXAMPLES = Path(__file__).resolve().parents[1] / "data" / "examples"
RECORDS = sorted(EXAMPLES.glob("*.record.json"))


def _normalised(result: dict[str, Any]) -> dict[str, Any]:
    result = copy.deepcopy(result)
    if result.get("to_act"):
        result["to_act"]["legal"] = sorted(
            json.dumps(x, sort_keys=True) for x in result["to_act"]["legal"]
        )
    return result


def test_examples_are_present() -> None:
    assert len(RECORDS) == 11
    for path in RECORDS:
        assert path.with_name(path.name.replace("record", "expected")).is_file()


@pytest.mark.parametrize("path", RECORDS, ids=lambda p: p.name.split(".")[0])
def test_replay_json_matches_the_expected_output(
    path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    assert cli_main(["replay", str(path), "--json"]) == 0
    got = json.loads(capsys.readouterr().out)
    expected = json.loads(path.with_name(path.name.replace("record", "expected")).read_text())
    assert _normalised(got) == _normalised(expected)


@pytest.mark.parametrize("path", RECORDS, ids=lambda p: p.name.split(".")[0])
def test_saving_a_replayed_example_reproduces_it(path: Path) -> None:
    original = json.loads(path.read_text())
    loaded = replay(original)
    again = replay(to_record(loaded.state))
    assert summary(again.state) == summary(loaded.state)
    assert [h["actions"] for h in to_record(loaded.state)["hands"]] == [
        h["actions"] for h in original["hands"]
    ]


def test_replay_text_output_and_stdin() -> None:
    record = RECORDS[0].read_text()
    proc = subprocess.run(
        [sys.executable, "-m", "ghosteuchre.cli", "replay", "-"],
        input=record,
        capture_output=True,
        text=True,
        check=False,
    )
    assert proc.returncode == 0, proc.stderr
    assert "scores:" in proc.stdout and "hand 1:" in proc.stdout


def _base() -> dict[str, Any]:
    return json.loads((EXAMPLES / "07-ghost-hand-complete.record.json").read_text())


def _cut() -> dict[str, Any]:
    return json.loads((EXAMPLES / "01-cutthroat-alone2.record.json").read_text())


def _mutate(make: Any) -> str:
    data = _base()
    result = make(data)
    return result.decode() if isinstance(result, bytes) else json.dumps(data)


BAD_RECORDS: list[tuple[str, Any, int | None, int | None, str]] = [
    ("bad json", lambda d: b'{"format": ', None, None, "not valid JSON"),
    ("not an object", lambda d: b"[1, 2]", None, None, "JSON object"),
    ("wrong format", lambda d: d.update(format="ghosteuchre-record/2"), None, None, "format"),
    ("unknown variant", lambda d: d.update(variant="euchre"), None, None, "unknown variant"),
    ("unknown option", lambda d: d["options"].update(colour=1), None, None, "unknown option"),
    ("option out of range", lambda d: d["options"].update(target=0), None, None, "outside"),
    (
        "option of the other variant",
        lambda d: d["options"].update(march_points=3),
        None,
        None,
        "belong",
    ),
    ("bad players", lambda d: d.update(players=["a"]), None, None, "players"),
    ("hands not a list", lambda d: d.update(hands={}), None, None, "hands"),
    (
        "wrong card count",
        lambda d: d["hands"][1]["deal"]["hands"][0].pop(),
        1,
        None,
        "5 cards, not 6",
    ),
    (
        "not a card",
        lambda d: d["hands"][0]["deal"]["ghost"].__setitem__(0, "1H"),
        0,
        None,
        "not a card",
    ),
    (
        "duplicate card",
        lambda d: d["hands"][2]["deal"]["ghost"].__setitem__(
            0, d["hands"][2]["deal"]["hands"][0][0]
        ),
        2,
        None,
        "dealt twice",
    ),
    ("missing deal", lambda d: d["hands"][0].pop("deal"), 0, None, "deal"),
    (
        "wrong dealer rotation",
        lambda d: d["hands"][1].update(dealer=0),
        1,
        None,
        "left of the last dealer",
    ),
    ("dealer not a seat", lambda d: d["hands"][0].update(dealer=3), 0, None, "dealer"),
    ("wrong seat", lambda d: d["hands"][0]["actions"][0].update(seat=2), 0, 0, "turn"),
    ("seat out of range", lambda d: d["hands"][0]["actions"][0].update(seat=5), 0, 0, "seat"),
    (
        "unknown act",
        lambda d: d["hands"][0]["actions"][0].update(act="double"),
        0,
        0,
        "unknown act",
    ),
    ("illegal bid", lambda d: d["hands"][0]["actions"][1].update(tricks=7), 0, 1, "bid 7"),
    (
        "bid not rising",
        lambda d: d["hands"][3]["actions"].insert(2, {"seat": 0, "act": "bid", "tricks": 3}),
        3,
        2,
        "higher than the 4",
    ),
    ("missing field", lambda d: d["hands"][0]["actions"][1].pop("tricks"), 0, 1, "tricks"),
    ("extra field", lambda d: d["hands"][0]["actions"][0].update(card="JH"), 0, 0, "no field"),
    (
        "card not held",
        lambda d: d["hands"][0]["actions"][4].update(card="AH"),
        0,
        4,
        "does not hold",
    ),
    (
        "renege blocked",
        lambda d: d["hands"][0]["actions"][5].update(card="TH"),
        0,
        5,
        "must follow",
    ),
    (
        "unfinished hand before another",
        lambda d: d["hands"][0]["actions"].pop(),
        1,
        None,
        "not finished",
    ),
    (
        "action after the hand",
        lambda d: d["hands"][3]["actions"].append({"seat": 0, "act": "pass"}),
        3,
        len(_base()["hands"][3]["actions"]),
        "",
    ),
]


@pytest.mark.parametrize(
    ("make", "hand", "action", "words"),
    [b[1:] for b in BAD_RECORDS],
    ids=[b[0] for b in BAD_RECORDS],
)
def test_malformed_records_give_one_clear_line_and_exit_2(
    make: Any,
    hand: int | None,
    action: int | None,
    words: str,
    tmp_path: Path,
    capsys: pytest.CaptureFixture[str],
) -> None:
    path = tmp_path / "bad.json"
    path.write_text(_mutate(make))
    assert cli_main(["replay", str(path)]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "Traceback" not in err
    prefix = (
        "record"
        if hand is None
        else f"hand {hand + 1}" + ("" if action is None else f", action {action + 1}")
    )
    assert err.startswith(prefix + ": "), err
    assert words in err
    assert cli_main(["replay", str(path), "--json"]) == 2
    out = json.loads(capsys.readouterr().out)
    assert out["hand"] == hand and out["action"] == action and words in out["error"]


def test_actions_after_the_game_is_won_are_errors() -> None:
    data = json.loads((EXAMPLES / "03-cutthroat-dealermaker.record.json").read_text())
    assert summary(replay(data).state)["winner"] == 1
    late = copy.deepcopy(data)
    late["hands"][-1]["actions"].append({"seat": 2, "act": "pass"})
    with pytest.raises(RecordError) as err:
        replay(late)
    assert (err.value.hand, err.value.action) == (1, len(data["hands"][-1]["actions"]))
    extra = copy.deepcopy(data)
    extra["hands"].append(copy.deepcopy(data["hands"][0]) | {"dealer": 2, "actions": []})
    with pytest.raises(RecordError, match="already won") as err:
        replay(extra)
    assert (err.value.hand, err.value.action) == (2, None)


def test_cutthroat_composite_actions_are_validated() -> None:
    data = _cut()
    data["hands"][1]["actions"][1]["discard"] = "KS"  # the dealer does not hold it
    with pytest.raises(RecordError, match="not in hand") as err:
        replay(data)
    assert (err.value.hand, err.value.action) == (1, 1)
    data = _cut()
    data["hands"][1]["actions"][1].pop("discard")
    with pytest.raises(RecordError, match="discard"):
        replay(data)
    data = json.loads((EXAMPLES / "04-cutthroat-defalone.record.json").read_text())
    data["hands"][0]["actions"][6]["discard"] = data["hands"][0]["actions"][6]["discard"][:4]
    with pytest.raises(RecordError, match="must discard 5 cards") as err:
        replay(data)
    data = json.loads((EXAMPLES / "04-cutthroat-defalone.record.json").read_text())
    data["hands"][1]["actions"][3].pop("discard")  # dealer-maker alone must discard one
    with pytest.raises(RecordError, match="must discard 1 card"):
        replay(data)


def test_a_refused_renege_call_is_an_error() -> None:
    data = json.loads((EXAMPLES / "10-ghost-hand-renege.record.json").read_text())
    data["hands"][0]["actions"].insert(5, {"seat": 0, "act": "call_renege", "accused": 1})
    with pytest.raises(RecordError, match="no renege by seat 1") as err:
        replay(data)
    assert (err.value.hand, err.value.action) == (0, 5)


def test_unreadable_file(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert cli_main(["replay", str(tmp_path / "missing.json")]) == 2
    assert capsys.readouterr().err.startswith("record: cannot read")
    with pytest.raises(RecordError):
        load_file(tmp_path / "missing.json")
    with pytest.raises(RecordError):
        loads(b"\xff\xfe")


@pytest.mark.parametrize("variant", ["ghost-hand", "cutthroat"])
def test_a_saved_game_in_progress_continues_identically(variant: str, tmp_path: Path) -> None:
    import random

    rules = Rules.make(variant, {"reneges": "callable"})
    rng = random.Random(4)
    game = new_game(rules, 4)
    for _ in range(40):
        if game.current_player is None:
            deal_next(game, 4)
        game.apply(rng.choice(game.legal_actions()), game.current_player)
    path = tmp_path / "save.json"
    save_file(path, to_record(game, ["You", "Ada", "Bo"], {"seed": 4}))
    loaded = load_file(path)
    assert loaded.players == ["You", "Ada", "Bo"] and loaded.app == {"seed": 4}
    resumed = loaded.state
    # an exchange in progress is not saved: finish from the last complete action
    assert summary(resumed) == summary(replay(to_record(game)).state)
    twin = replay(to_record(game)).state
    rng_a, rng_b = random.Random(9), random.Random(9)
    for _ in range(200):
        if resumed.is_terminal():
            break
        if resumed.current_player is None:
            deal_next(resumed, 4)
            deal_next(twin, 4)
        a = rng_a.choice(resumed.legal_actions())
        assert a == rng_b.choice(twin.legal_actions())
        resumed.apply(a, resumed.current_player)
        twin.apply(a, twin.current_player)
    assert summary(resumed) == summary(twin)


def test_save_is_atomic_and_leaves_no_temporary_files(tmp_path: Path) -> None:
    game = new_game(Rules.make("ghost-hand"), 1)
    path = tmp_path / "sub" / "save.json"
    save_file(path, to_record(game))
    save_file(path, to_record(game))
    assert [p.name for p in path.parent.iterdir()] == ["save.json"]
    assert load_file(path).state.history[0].deal == game.history[0].deal



def test_a_long_games_snapshots_reuse_the_finished_hands_text_and_stay_exact(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """The record text of a game saved again and again (the autosave) is made only for
    its new hands, and is always exactly the record: as the game grows, when another
    game takes its place, and when the same hands come back as other objects (a game
    read again); the finished hands' text is kept in pieces of a few hands each, so no
    save writes the whole text in one step."""
    import random

    from ghosteuchre.engine import record

    made: list[int] = []
    hand_json = record.hand_json
    monkeypatch.setattr(record, "hand_json", lambda *a: made.append(1) or hand_json(*a))

    def grow(game: Any, rng: random.Random, hands: int, seed: int) -> None:
        while len(game.history) < hands and not game.is_terminal():
            if game.current_player is None:
                deal_next(game, seed)
            else:
                game.apply(rng.choice(game.legal_actions()), game.current_player)

    def saved(game: Any, cache: record.HandTexts) -> int:
        made.clear()
        text = "".join(record.Snapshot(game, ["A", "B", "C"], {"seed": 1}).pieces(cache))
        count = len(made)
        assert text == record.dumps(to_record(game, ["A", "B", "C"], {"seed": 1}))
        return count

    cache = record.HandTexts()
    game, rng = new_game(Rules.make("ghost-hand", {}), 5), random.Random(5)
    grow(game, rng, 3, 5)
    assert saved(game, cache) == 3  # two finished hands and the last
    assert saved(game, cache) == 1  # nothing new: only the hand in play
    grow(game, rng, 7, 5)
    assert saved(game, cache) == 5  # four new finished hands and the last
    other, rng8 = new_game(Rules.make("ghost-hand", {}), 8), random.Random(8)
    grow(other, rng8, 2, 8)
    assert saved(other, cache) == 2  # another game: all of it
    again = replay(to_record(other)).state  # the same hands, other objects
    assert saved(again, cache) == 2
    assert saved(again, cache) == 1
    monkeypatch.setattr(record.HandTexts, "PIECE_HANDS", 3)
    long_game, rng9 = new_game(Rules.make("ghost-hand", {"target": 500}), 9), random.Random(9)
    grow(long_game, rng9, 12, 9)
    assert saved(long_game, cache) == 12  # eleven finished hands and the last, whole
    assert [piece.count('"deal"') for piece in cache.pieces] == [3, 3, 3, 2]
    grow(long_game, rng9, 14, 9)
    assert saved(long_game, cache) == 3  # two new finished hands: a piece of their own
    assert [piece.count('"deal"') for piece in cache.pieces] == [3, 3, 3, 2, 2]
