"""Ghost Euchre: three-player Euchre (Ghost Hand and Cutthroat) against bots."""

from __future__ import annotations


def __getattr__(name: str) -> str:
    # looked up on first use: reading the installed metadata costs start-up time
    if name == "__version__":
        return _version()
    raise AttributeError(name)


def _version() -> str:
    """The version in pyproject.toml: from the installed metadata (a wheel, an editable
    install, the frozen app), or from pyproject.toml itself in a source tree that is not
    installed."""
    from importlib.metadata import PackageNotFoundError, version

    try:
        return version("ghosteuchre")
    except PackageNotFoundError:
        import tomllib
        from pathlib import Path

        pyproject = Path(__file__).resolve().parents[1] / "pyproject.toml"
        try:
            return str(tomllib.loads(pyproject.read_text(encoding="utf-8"))["project"]["version"])
        except (OSError, KeyError, tomllib.TOMLDecodeError):
            return "unknown"
