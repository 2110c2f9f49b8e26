"""Ghost Euchre: three-player Euchre (Ghost Hand and Cutthroat) against bots."""

from __future__ import annotations


def __getattr__(name: str) -> str:
    # looked up on first use: reading the installed metadata costs start-up time
    if name == "__version__":
        from importlib.metadata import PackageNotFoundError, version

        try:
            return version("ghosteuchre")
        except PackageNotFoundError:  # a source tree that is not installed
            return "0.1.0"
    raise AttributeError(name)
