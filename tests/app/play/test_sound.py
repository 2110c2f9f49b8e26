"""Sound: off by default, a Preferences switch and volume that are kept; the right sound
at the right moment (a fake player listens); off means no audio code is loaded; a
missing audio device is harmless; the files are the tool's own output."""

from __future__ import annotations

import json
import subprocess
import sys

from app_driver import PATIENCE_MS, TestBot, start
from PySide6.QtCore import QPoint, Qt
from PySide6.QtWidgets import QCheckBox, QSlider

from ghosteuchre.app.storage.settings import Settings
from ghosteuchre.engine.actions import Act
from tests.support.game_end import play_to_the_end
from tests.support.subprocesses import ROOT, run


class FakePlayer:
    def __init__(self, failed) -> None:
        self.failed = failed
        self.played: list[tuple[str, float]] = []
        self.closed = False

    def play(self, name: str, volume: float) -> None:
        self.played.append((name, volume))

    def close(self) -> None:
        self.closed = True


def with_fake_player(window) -> list[FakePlayer]:
    made: list[FakePlayer] = []

    def make(failed):
        made.append(FakePlayer(failed))
        return made[-1]

    window.make_sound_player = make
    return made


def test_sound_is_off_until_turned_on_and_the_switch_and_volume_are_kept(
        qtbot, make_window, settings: Settings) -> None:
    assert not settings.sound_on and settings.sound_volume == 70
    window = make_window()
    made = with_fake_player(window)
    dialog = window.show_preferences()
    switch = dialog.findChild(QCheckBox, "sound")
    volume = dialog.findChild(QSlider, "sound-volume")
    assert not switch.isChecked() and not volume.isEnabled()
    qtbot.mouseClick(switch, Qt.MouseButton.LeftButton, pos=QPoint(8, switch.height() // 2))
    assert switch.isChecked() and volume.isEnabled()
    volume.setFocus()
    qtbot.keyClick(volume, Qt.Key.Key_PageDown)
    assert settings.sound_on and settings.sound_volume == 60
    assert len(made) == 1 and window.sound is not None and window.sound.volume == 0.6
    dialog.close()
    assert Settings(settings.store).sound_on and Settings(settings.store).sound_volume == 60
    dialog = window.show_preferences()
    qtbot.mouseClick(switch, Qt.MouseButton.LeftButton, pos=QPoint(8, switch.height() // 2))
    assert not settings.sound_on and not window.sound.on


def test_each_moment_asks_for_its_sound(qtbot, make_window, settings: Settings) -> None:
    bots = {s: TestBot(prefer=(Act.ORDER, Act.DUMMY, Act.ALONE, Act.BID)) for s in (1, 2)}
    window = make_window(bots=bots)
    made = with_fake_player(window)
    settings.set_sound(True, 80)
    window.apply_sound()
    start(window, "cutthroat", 5)
    c = window.controller
    qtbot.waitUntil(lambda: c.human_to_act, timeout=PATIENCE_MS)
    player = made[0]
    qtbot.waitUntil(lambda: ("turn", 0.8) in player.played, timeout=PATIENCE_MS)
    while c.state.tricks == [] or len(c.state.tricks[-1].plays) < 3:
        qtbot.waitUntil(lambda: c.human_to_act or c.holding_trick, timeout=PATIENCE_MS)
        if c.holding_trick:
            break
        c.act(c.view.legal[0])
    qtbot.waitUntil(lambda: any(n == "trick" for n, _ in player.played), timeout=PATIENCE_MS)
    names = [n for n, _ in player.played]
    trick = len(window.controller.state.tricks[0].plays)
    assert names.count("card") >= trick >= 2 and names.index("card") < names.index("trick")


def test_a_hand_won_and_the_game_won_have_their_sounds(qtbot, make_window, settings) -> None:
    made: list[FakePlayer] = []
    gains: list[bool] = []  # each hand but the last: did the player's score go up?

    def window_with_sound(**kwargs):
        settings.set_sound(False, 100)  # turned on below, once the fake player is in
        window = make_window(**kwargs)
        window.make_sound_player = lambda failed: made.append(FakePlayer(failed)) or made[-1]
        settings.set_sound(True, 100)
        window.apply_sound()
        c = window.controller
        before: list[int] = []
        c.hand_dealt.connect(lambda: before.__setitem__(slice(None), c.state.scores))
        c.hand_scored.connect(lambda _lines: c.state.winner is None and gains.append(
            c.state.scores[0] > before[0]))
        return window

    results: list[bool] = []
    for seed in (4, 6):  # a game lost, a game won
        made.clear()
        gains.clear()
        window, _screen = play_to_the_end(qtbot, window_with_sound, "cutthroat", 5, seed)
        names = [n for n, _ in made[0].played]
        won = window.controller.state.winner == window.controller.human
        assert names.count("game") == int(won) and (not won or names[-1] == "game")
        assert names.count("hand") == sum(gains)
        results.append(won)
    assert results == [False, True] and any(gains)


def test_a_missing_audio_device_gives_one_status_line(qtbot, make_window, settings) -> None:
    window = make_window()
    window.make_sound_player = lambda failed: (failed("no device"), FakePlayer(failed))[1]
    settings.set_sound(True, 70)
    window.apply_sound()
    assert "No sound" in window.statusBar().currentMessage()


def test_the_device_player_mixes_the_sounds_without_a_device(qapp) -> None:
    import miniaudio

    from ghosteuchre.app.play.sound import DevicePlayer, Mixer, read_sound

    problems: list[str] = []
    player = DevicePlayer(problems.append, backends=[miniaudio.Backend.NULL])
    assert player.wait_ready(PATIENCE_MS / 1000) and problems == []
    player.play("card", 0.5)
    player.close()
    mixer = Mixer()
    card = read_sound("card")
    mixer.add(card, 1.0)
    mixer.add(card, 0.5)
    block = mixer.block(64)
    peak = max(range(64), key=lambda i: abs(card[i]))
    assert abs(block[peak] - int(card[peak] * 1.5)) <= 1 or abs(block[peak]) == 32767
    assert len(mixer.block(len(card))) == len(card)  # the rest, then nothing is left
    assert mixer.block(8).tolist() == [0] * 8


def test_sound_left_on_is_on_at_the_next_start(qtbot, settings, monkeypatch) -> None:
    from ghosteuchre.app.play import sound
    from ghosteuchre.app.shell.mainwindow import MainWindow

    made: list[FakePlayer] = []
    monkeypatch.setattr(sound, "DevicePlayer", lambda failed: made.append(FakePlayer(failed))
                        or made[-1])
    settings.set_sound(True, 40)
    window = MainWindow(settings, autosave=False)
    qtbot.addWidget(window)
    assert window.sound is not None and window.sound.on and window.sound.volume == 0.4
    window.sound.play("card")
    assert made[0].played == [("card", 0.4)]
    window.close()
    assert made[0].closed


def test_with_sound_off_no_audio_code_is_loaded() -> None:
    loaded = json.loads(run(
        "import json, sys, tempfile, pathlib\n"
        "from PySide6.QtWidgets import QApplication\n"
        "app = QApplication([])\n"
        "from ghosteuchre.app.shell.mainwindow import MainWindow\n"
        "from ghosteuchre.app.storage.settings import Settings\n"
        "d = pathlib.Path(tempfile.mkdtemp())\n"
        "w = MainWindow(Settings(data_dir=d, path=d / 's.ini'), autosave=False)\n"
        "w.show(); app.processEvents(); w.apply_sound(); app.processEvents()\n"
        "loaded = sorted(sys.modules)\n"
        "w.controller.shutdown(); w.close()\n"
        "from ghosteuchre.app.play import worker; worker.stop_processes()\n"
        "print(json.dumps(loaded), flush=True)\n"
        "import os; os._exit(0)\n"))  # no teardown race with threads still importing
    assert "ghosteuchre.app.play.sound" not in loaded and "miniaudio" not in loaded
    assert not any("multimedia" in name.lower() for name in loaded)


def test_the_sound_files_are_what_the_tool_makes() -> None:
    done = subprocess.run([sys.executable, str(ROOT / "tools" / "make_sounds.py"), "--check"],
                          capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stdout
