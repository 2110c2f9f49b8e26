"""Synthesise the game's sounds into ghosteuchre/app/sounds/*.wav.

Every sound is made here from sine tones and seeded noise, so the files are the
project's own and the same bytes come out on every run:

    python tools/make_sounds.py          # write the files
    python tools/make_sounds.py --check  # exit 1 if a committed file differs
"""

from __future__ import annotations

import argparse
import io
import math
import random
import struct
import sys
import wave
from collections.abc import Callable
from pathlib import Path

RATE = 22050
OUT = Path(__file__).resolve().parents[1] / "ghosteuchre" / "app" / "sounds"

Samples = list[float]


def silence(seconds: float) -> Samples:
    return [0.0] * int(seconds * RATE)


def mix(into: Samples, sound: Samples, at: float, gain: float = 1.0) -> None:
    """Add ``sound`` into ``into`` from ``at`` seconds on (``into`` grows to fit)."""
    start = int(at * RATE)
    if len(into) < start + len(sound):
        into.extend([0.0] * (start + len(sound) - len(into)))
    for i, value in enumerate(sound):
        into[start + i] += gain * value


def bell(freq: float, seconds: float, decay: float) -> Samples:
    """A soft struck tone: a few partials, a short attack, an exponential fall."""
    partials = ((1.0, 1.0), (2.0, 0.35), (3.01, 0.12), (4.2, 0.05))
    out = []
    for i in range(int(seconds * RATE)):
        t = i / RATE
        envelope = min(1.0, t / 0.004) * math.exp(-t / decay)
        out.append(envelope * sum(a * math.sin(2 * math.pi * freq * m * t)
                                  for m, a in partials))
    return out


def noise(rng: random.Random, seconds: float, decay: float, smooth: float) -> Samples:
    """Noise through a one-pole low-pass (``smooth`` near 1: darker), falling away."""
    out, last = [], 0.0
    for i in range(int(seconds * RATE)):
        t = i / RATE
        last = smooth * last + (1 - smooth) * rng.uniform(-1, 1)
        out.append(last * min(1.0, t / 0.002) * math.exp(-t / decay))
    return out


def thump(freq: float, seconds: float, decay: float) -> Samples:
    """A low knock whose pitch falls a little, as a card landing on felt."""
    out, phase = [], 0.0
    for i in range(int(seconds * RATE)):
        t = i / RATE
        phase += 2 * math.pi * freq * (1 - 0.3 * min(1.0, t / seconds)) / RATE
        out.append(math.sin(phase) * min(1.0, t / 0.002) * math.exp(-t / decay))
    return out


def card_played() -> Samples:
    rng = random.Random(1)
    out = silence(0.09)
    mix(out, noise(rng, 0.06, 0.012, 0.55), 0.0, 0.9)
    mix(out, thump(190, 0.09, 0.025), 0.003, 0.8)
    return out


def trick_taken() -> Samples:
    rng = random.Random(2)
    out = silence(0.24)
    for k, at in enumerate((0.0, 0.07, 0.13)):
        mix(out, noise(rng, 0.09, 0.03 + 0.01 * k, 0.82), at, 0.9)
    mix(out, thump(140, 0.12, 0.04), 0.13, 0.5)
    return out


def your_turn() -> Samples:
    out = silence(0.5)
    mix(out, bell(659.26, 0.35, 0.12), 0.0, 0.5)   # E5
    mix(out, bell(880.0, 0.4, 0.16), 0.11, 0.5)    # A5
    return out


def hand_won() -> Samples:
    out = silence(0.8)
    for k, freq in enumerate((523.25, 659.26, 783.99)):  # C5 E5 G5
        mix(out, bell(freq, 0.6, 0.2), 0.1 * k, 0.45)
    return out


def game_won() -> Samples:
    out = silence(1.5)
    for k, freq in enumerate((523.25, 659.26, 783.99)):
        mix(out, bell(freq, 0.4, 0.14), 0.11 * k, 0.4)
    for freq in (523.25, 659.26, 783.99, 1046.5):  # the chord, C major to C6
        mix(out, bell(freq, 1.1, 0.38), 0.36, 0.3)
    return out


SOUNDS: dict[str, Callable[[], Samples]] = {
    "card": card_played, "trick": trick_taken, "turn": your_turn,
    "hand": hand_won, "game": game_won,
}


def wav_bytes(samples: Samples, peak: float = 0.7) -> bytes:
    """16-bit mono WAV of ``samples``, scaled so the loudest reaches ``peak``, with a
    short fade at the end."""
    top = max(1e-9, max(abs(s) for s in samples))
    fade = int(0.01 * RATE)
    frames = bytearray()
    for i, value in enumerate(samples):
        tail = min(1.0, (len(samples) - i) / fade)
        frames += struct.pack("<h", round(value / top * peak * tail * 32767))
    buffer = io.BytesIO()
    with wave.open(buffer, "wb") as out:
        out.setnchannels(1)
        out.setsampwidth(2)
        out.setframerate(RATE)
        out.writeframes(bytes(frames))
    return buffer.getvalue()


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--check", action="store_true", help="compare, do not write")
    args = parser.parse_args(argv)
    OUT.mkdir(parents=True, exist_ok=True)
    differ = []
    for name, make in SOUNDS.items():
        data = wav_bytes(make())
        path = OUT / f"{name}.wav"
        if args.check:
            if not path.exists() or path.read_bytes() != data:
                differ.append(path.name)
        else:
            path.write_bytes(data)
            print(f"{path.name}: {len(data)} bytes")
    if differ:
        print("differs from the tool's output:", ", ".join(differ))
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
