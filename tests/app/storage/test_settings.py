"""Settings read back from disk are checked: a hostile settings file gives the defaults
(one warning per key), bots still move and the new-game dialog still opens and deals."""

from __future__ import annotations

import logging
from pathlib import Path
from typing import Any

import pytest
from app_driver import PATIENCE_MS, TestBot
from PySide6.QtCore import QSettings, QTimer
from PySide6.QtWidgets import QApplication, QDialogButtonBox

from ghosteuchre.app.play.controller import Controller
from ghosteuchre.app.shell.dialogs import NewGameDialog
from ghosteuchre.app.shell.mainwindow import MainWindow
from ghosteuchre.app.storage.settings import MAX_MS, GameSetup, Pacing, Settings

DEEP = "[" * 100_000 + "]" * 100_000

HOSTILE_INI = f"""[pacing]
animations=maybe
animation_ms=1e9
bot_delay_ms=99999999999
trick_pause_ms=-5
double_click=2

[setup]
saved=true
variant=poker
name0=
name1=A name far longer than twenty-four characters
name2=Bo, Cy
level1=godlike
level2=7
options\\ghost-hand={DEEP}
options\\cutthroat="{{\\"target\\": 99999999999999999999}}"
"""
HOSTILE_KEYS = [
    "pacing/animations", "pacing/animation_ms", "pacing/bot_delay_ms",
    "pacing/trick_pause_ms", "pacing/double_click", "setup/variant", "setup/name0",
    "setup/name1", "setup/name2", "setup/level1", "setup/level2",
    "setup/options/ghost-hand", "setup/options/cutthroat",
]


def ini(tmp_path: Path, text: str) -> Settings:
    path = tmp_path / "hostile.ini"
    path.write_text(text)
    return Settings(QSettings(str(path), QSettings.Format.IniFormat), data_dir=tmp_path)


def warnings(caplog: pytest.LogCaptureFixture) -> list[str]:
    return [r.getMessage() for r in caplog.records if r.levelno == logging.WARNING]


def test_a_hostile_settings_file_gives_the_defaults_with_one_warning_per_key(
    tmp_path: Path, caplog: pytest.LogCaptureFixture
) -> None:
    settings = ini(tmp_path, HOSTILE_INI)
    assert settings.store.value("pacing/bot_delay_ms") == "99999999999"  # really on disk
    with caplog.at_level(logging.WARNING):
        assert settings.pacing() == Pacing()
        assert settings.setup() == GameSetup()
        assert settings.options_for("cutthroat") == {}
        settings.pacing()
    said = warnings(caplog)
    for key in HOSTILE_KEYS:
        assert sum(f"setting {key} " in line for line in said) == 1, key
    assert len(said) == len(HOSTILE_KEYS)


@pytest.mark.slow
def test_with_a_hostile_settings_file_bots_move_and_the_new_game_dialog_deals(
    qtbot, tmp_path: Path
) -> None:
    settings = ini(tmp_path, HOSTILE_INI)
    window = MainWindow(settings, autosave=False)  # the pacing comes from the file
    window.controller.bot_factory = lambda level: TestBot()
    qtbot.addWidget(window)
    window.show()
    c = window.controller
    assert c.pacing.bot_delay_ms == Pacing().bot_delay_ms
    window.start(settings.setup(), seed=7)

    def bot_moved() -> bool:
        return any(seat != c.human for seat, _ in c.state.history[-1].actions)

    qtbot.waitUntil(lambda: c.human_to_act or bot_moved(), timeout=PATIENCE_MS)
    if not bot_moved():
        assert c.act(c.view.legal[0])
    qtbot.waitUntil(bot_moved, timeout=PATIENCE_MS)

    def deal() -> None:
        dialog = QApplication.activeModalWidget()
        assert isinstance(dialog, NewGameDialog)
        assert dialog.bot_delay.value() == Pacing().bot_delay_ms
        dialog.findChild(QDialogButtonBox).button(QDialogButtonBox.StandardButton.Ok).click()

    QTimer.singleShot(0, deal)
    assert window.ask_new_game()
    qtbot.waitUntil(lambda: c.human_to_act, timeout=PATIENCE_MS)
    assert c.human == 0 and c.state.rules.variant == "ghost-hand"
    assert settings.pacing().bot_delay_ms == Pacing().bot_delay_ms  # the dialog saved a sane one
    c.shutdown()


@pytest.mark.parametrize(
    ("key", "value"),
    [
        ("pacing/bot_delay_ms", str(MAX_MS + 1)),
        ("pacing/bot_delay_ms", "-1"),
        ("pacing/bot_delay_ms", "9" * 5000),
        ("pacing/bot_delay_ms", "fast"),
        ("pacing/trick_pause_ms", "99999999999"),
        ("pacing/animation_ms", "12.5"),
        ("pacing/animations", "yes please"),
        ("pacing/double_click", 7),
        ("setup/variant", "bridge"),
        ("setup/level1", "impossible"),
        ("setup/name0", "   "),
        ("setup/name0", "x" * 25),
        ("setup/name0", "line\nbreak"),
        ("setup/options/ghost-hand", '{"target": 0}'),
        ("setup/options/ghost-hand", '{"no such option": 1}'),
        ("setup/options/ghost-hand", "[1, 2]"),
        ("setup/options/ghost-hand", '{"target": NaN}'),
        ("setup/options/ghost-hand", DEEP),
        ("setup/options/ghost-hand", '{"a": "' + "x" * 100_000 + '"}'),
        ("autosave/ignore", "not a digest"),
    ],
)
def test_each_bad_value_falls_back_to_its_default(
    tmp_path: Path, caplog: pytest.LogCaptureFixture, key: str, value: Any
) -> None:
    settings = ini(tmp_path, "")
    settings.store.setValue(key, value)
    settings.store.sync()
    with caplog.at_level(logging.WARNING):
        assert settings.pacing() == Pacing()
        assert settings.setup() == GameSetup()
        assert settings.ignored_autosave() == ""
    (line,) = warnings(caplog)
    assert f"setting {key} " in line


def test_values_in_range_are_kept(tmp_path: Path) -> None:
    settings = ini(tmp_path, "")
    pacing = Pacing(animations=False, animation_ms=0, bot_delay_ms=MAX_MS, trick_pause_ms=0,
                    double_click=True)
    setup = GameSetup("cutthroat", {"target": 7}, ["Zoë", "A" * 24, "Bo"], ["hard", "easy"])
    settings.save_pacing(pacing)
    settings.save_setup(setup)
    again = ini(tmp_path, (tmp_path / "hostile.ini").read_text())
    assert again.pacing() == pacing
    assert again.setup() == setup
    assert not again.first_start


def test_pacing_keeps_every_duration_in_range() -> None:
    pacing = Pacing(animation_ms=-3, bot_delay_ms=99999999999, trick_pause_ms=1 << 40)
    assert (pacing.animation_ms, pacing.bot_delay_ms, pacing.trick_pause_ms) == (0, MAX_MS, MAX_MS)
    pacing.bot_delay_ms = 10**30
    assert pacing.bot_delay_ms == MAX_MS


def test_the_bot_timer_accepts_any_delay(qtbot) -> None:
    c = Controller(Pacing.instant())
    c.bot_factory = lambda level: TestBot()
    object.__setattr__(c.pacing, "bot_delay_ms", 99999999999)  # past the dataclass's check
    c.new_game(GameSetup().rules(), 3, ["You", "Ada", "Bo"], ["easy", "easy", "easy"], human=1)
    assert 0 <= c.background.timer.interval() <= MAX_MS
    c.shutdown()
