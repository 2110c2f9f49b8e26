"""The table's sounds: a card played, a trick taken, your turn, a hand won, a game won.

Sound is off unless the player turns it on in Preferences; until then neither this module
nor the audio library is imported. The sounds are WAV files the project makes itself
(``tools/make_sounds.py``). They are played by miniaudio on its own audio thread, and the
device is opened on a helper thread, so the UI thread never waits for audio; a machine
without a working audio device plays nothing and says so once."""

from __future__ import annotations

import logging
import threading
import wave
from array import array
from collections.abc import Callable, Generator
from importlib import resources
from typing import Any, Protocol

from PySide6.QtCore import QObject, Signal

from .controller import Controller

log = logging.getLogger(__name__)

SOUNDS = ("card", "trick", "turn", "hand", "game")
RATE = 22050  # the files' sample rate: 16-bit mono


class Player(Protocol):
    def play(self, name: str, volume: float) -> None:
        """Start sound ``name`` (one of SOUNDS) at ``volume`` (0 to 1); never waits."""

    def close(self) -> None: ...


def read_sound(name: str) -> array[int]:
    """The 16-bit samples of one of the game's sounds."""
    with resources.files("ghosteuchre.app").joinpath("sounds", f"{name}.wav").open("rb") as f, \
            wave.open(f) as w:
        if (w.getnchannels(), w.getsampwidth(), w.getframerate()) != (1, 2, RATE):
            raise ValueError(f"{name}.wav is not 16-bit mono at {RATE} Hz")
        samples = array("h")
        samples.frombytes(w.readframes(w.getnframes()))
        return samples


class Mixer:
    """Adds the sounds that are playing into each block the audio device asks for."""

    def __init__(self) -> None:
        self._lock = threading.Lock()
        self._playing: list[tuple[array[int], int, float]] = []  # samples, next, volume

    def add(self, samples: array[int], volume: float) -> None:
        with self._lock:
            self._playing.append((samples, 0, volume))

    def block(self, frames: int) -> array[int]:
        out = [0] * frames
        with self._lock:
            playing, self._playing = self._playing, []
            for samples, start, volume in playing:
                part = samples[start:start + frames]
                for i, value in enumerate(part):
                    out[i] += int(value * volume)
                if start + frames < len(samples):
                    self._playing.append((samples, start + frames, volume))
        return array("h", (max(-32768, min(32767, v)) for v in out))

    def stream(self) -> Generator[array[int], int, None]:
        frames = yield array("h")
        while True:
            frames = yield self.block(frames)


class DevicePlayer:
    """Plays through the system's audio device with miniaudio (Linux, Windows, macOS).
    ``failed`` is called, from the helper thread, if the device cannot be opened."""

    def __init__(self, failed: Callable[[str], None], backends: list[Any] | None = None) -> None:
        self.mixer = Mixer()
        self._sounds: dict[str, array[int]] = {}
        self._device: Any = None
        self._failed = failed
        self._backends = backends
        self._ready = threading.Event()
        threading.Thread(target=self._open, name="sound", daemon=True).start()

    def _open(self) -> None:
        try:
            import miniaudio

            self._sounds = {name: read_sound(name) for name in SOUNDS}
            device = miniaudio.PlaybackDevice(
                output_format=miniaudio.SampleFormat.SIGNED16, nchannels=1, sample_rate=RATE,
                buffersize_msec=60, backends=self._backends, app_name="Ghost Euchre")
            stream = self.mixer.stream()
            next(stream)
            device.start(stream)
            self._device = device
        except Exception as exc:  # no device, no library, a damaged file: no sound
            log.warning("no sound: %s", exc)
            self._failed(str(exc))
        finally:
            self._ready.set()

    def wait_ready(self, seconds: float) -> bool:
        return self._ready.wait(seconds)

    def play(self, name: str, volume: float) -> None:
        samples = self._sounds.get(name)
        if samples is not None and self._device is not None:
            self.mixer.add(samples, volume)

    def close(self) -> None:
        device, self._device = self._device, None
        if device is not None:
            device.close()


class SoundCues(QObject):
    """Plays the table's sounds as the controller reports what happens."""

    failed = Signal(str)  # the audio device could not be opened (sent once)

    def __init__(self, controller: Controller,
                 make_player: Callable[[Callable[[str], None]], Player] | None = None,
                 parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.c = controller
        self.on = False
        self.volume = 0.7
        self._make_player = make_player or (lambda failed: DevicePlayer(failed))
        self._player: Player | None = None
        self._my_turn = False
        self._scores_before: list[int] = []
        c = controller
        c.card_played.connect(lambda _seat, _card: self.play("card"))
        c.trick_completed.connect(lambda _winner: self.play("trick"))
        c.view_changed.connect(self._view_changed)
        c.hand_dealt.connect(self._hand_dealt)
        c.hand_scored.connect(self._hand_scored)
        c.game_over.connect(self._game_over)

    def configure(self, on: bool, volume: int) -> None:
        """Sound on or off, at ``volume`` percent; the device opens when first on."""
        self.on, self.volume = on, max(0, min(100, volume)) / 100
        if on and self._player is None:
            self._player = self._make_player(self.failed.emit)

    def play(self, name: str) -> None:
        if self.on and self._player is not None and self.volume > 0:
            self._player.play(name, self.volume)

    def close(self) -> None:
        if self._player is not None:
            self._player.close()

    def _view_changed(self) -> None:
        turn = self.c.human_to_act and self.c.human is not None
        if turn and not self._my_turn:
            self.play("turn")
        self._my_turn = turn

    def _hand_dealt(self) -> None:
        state = self.c.state
        self._scores_before = list(state.scores) if state is not None else []

    def _hand_scored(self, _lines: list[str]) -> None:
        c = self.c
        state = c.state
        if state is None or c.human is None or state.winner is not None:
            return  # the game's end has its own sound
        before = self._scores_before
        if before and state.scores[c.human] > before[c.human]:
            self.play("hand")

    def _game_over(self, winner: int) -> None:
        if winner == self.c.human:
            self.play("game")
