"""Ghost Euchre: three-player Euchre (Ghost Hand and Cutthroat) against bots."""

from importlib.metadata import PackageNotFoundError, version

try:
    __version__ = version("ghosteuchre")
except PackageNotFoundError:  # running from a source tree that is not installed
    __version__ = "0.1.0"
