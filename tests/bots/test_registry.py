"""Bots are made from a BotConfig; a level alone still works; bad settings are refused."""

from __future__ import annotations

import importlib.util
import pickle

import pytest

from ghosteuchre.bots import LEVELS, BotConfig, make_bot
from ghosteuchre.bots.search import MAX_TIME_BUDGET
from ghosteuchre.cli import main


def test_a_level_alone_makes_the_bot_with_its_default_search() -> None:
    assert BotConfig.for_level("hard") == BotConfig("hard", time_budget=0.2)
    hard = make_bot("hard")
    assert hard.level == "hard" and getattr(hard, "time_budget", None) == 0.2
    for level in ("random", "easy", "medium", "omniscient"):
        assert make_bot(level).level == level


def test_a_fixed_number_of_worlds_replaces_the_time_budget() -> None:
    bot = make_bot(BotConfig("hard", worlds=9))
    assert getattr(bot, "time_budget", 1.0) is None and getattr(bot, "worlds", 0) == 9


@pytest.mark.parametrize(
    ("config", "message"),
    [
        (dict(level="grandmaster"), "unknown bot level 'grandmaster'"),
        (dict(level="hard", time_budget=MAX_TIME_BUDGET + 1), "at most 10 seconds"),
        (dict(level="hard", time_budget=0.0), "more than 0"),
        (dict(level="hard", worlds=0), "at least one world"),
    ],
)
def test_bad_settings_are_refused_with_a_clear_error(
    config: dict[str, object], message: str
) -> None:
    with pytest.raises(ValueError, match=message):
        BotConfig(**config)  # type: ignore[arg-type]


def test_a_config_travels_to_another_process_unchanged() -> None:
    config = BotConfig("hard", time_budget=0.5)
    copy = pickle.loads(pickle.dumps(config))
    assert copy == config and hash(copy) == hash(config)
    with pytest.raises(AttributeError):
        config.level = "easy"  # type: ignore[misc]


def test_the_tournament_refuses_a_budget_over_the_maximum(capsys) -> None:  # type: ignore[no-untyped-def]
    code = main(["tournament", "--variant", "cutthroat", "--lineup", "hard,medium,easy",
                 "--deals", "1", "--time-budget", str(MAX_TIME_BUDGET * 1000 + 1)])
    assert code == 2
    assert "at most 10 seconds" in capsys.readouterr().err


def test_every_level_is_known_to_the_tournament() -> None:
    from ghosteuchre.bots.tournament import KINDS

    assert set(KINDS) == set(LEVELS)


@pytest.mark.skipif(importlib.util.find_spec("pyspiel") is not None,
                    reason="OpenSpiel is installed")
def test_the_ismcts_bot_without_openspiel_says_how_to_install_it() -> None:
    import ghosteuchre.bots.ismcts  # noqa: F401  (the module itself imports without it)

    with pytest.raises(ImportError, match=r"pip install -e '\.\[ismcts\]'"):
        make_bot("ismcts")
