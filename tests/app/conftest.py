"""Fixtures for the app tests: a main window with test bots, isolated settings."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from pathlib import Path

import pytest
from app_driver import PATIENCE_MS, TestBot
from PySide6.QtCore import QLocale, QSettings, QStandardPaths
from PySide6.QtGui import QFont

from ghosteuchre.app.shell import i18n
from ghosteuchre.app.shell.mainwindow import MainWindow
from ghosteuchre.app.storage.settings import Pacing, Settings
from ghosteuchre.app.table.items import TEXT_SCALE
from ghosteuchre.bots.review import judge

QStandardPaths.setTestModeEnabled(True)


@pytest.fixture(autouse=True, scope="session")
def english(qapp) -> Iterator[None]:
    """The translations the app installs at start, in English ("1 trick", "2 tricks")."""
    translators = i18n.install(qapp, QLocale(QLocale.Language.English))
    yield
    i18n.uninstall(qapp, translators)


@pytest.fixture(autouse=True)
def app_font(qapp) -> Iterator[None]:
    """The app's font as it was before a test that chose a larger text size."""
    font, scale = QFont(qapp.font()), qapp.property(TEXT_SCALE)
    yield
    qapp.setFont(font)
    qapp.setProperty(TEXT_SCALE, scale)


@pytest.fixture
def settings(tmp_path: Path) -> Settings:
    """A player's settings who has played past the coached games (tests of the coach
    set the count back), is no longer asked before risky calls (tests of the question
    turn it on) and plays every card by hand (tests of the speed of play turn it on)."""
    store = QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)
    store.setValue("learning/coached_games_left", 0)
    store.setValue("play/confirm_risky_calls", False)
    store.setValue("play/auto_play", False)
    store.setValue("play/finish_hands", False)
    return Settings(store)


@pytest.fixture
def make_window(qtbot, settings: Settings) -> Iterator[Callable[..., MainWindow]]:
    windows: list[MainWindow] = []

    def make(
        pacing: Pacing | None = None,
        bots: dict[int, TestBot] | None = None,
        size: tuple[int, int] = (1100, 760),
    ) -> MainWindow:
        window = MainWindow(settings, pacing or Pacing.instant(), autosave=False)
        queue = [bots[s] for s in sorted(bots or {})]
        window.controller.bot_factory = lambda level: queue.pop(0) if queue else TestBot()
        window.controller.judge = judge  # here, on the thread pool: no bot process to start
        qtbot.addWidget(window)
        window.resize(*size)
        window.show()
        qtbot.waitExposed(window, timeout=PATIENCE_MS)
        windows.append(window)
        return window

    yield make
    for window in windows:
        window.controller.shutdown()


