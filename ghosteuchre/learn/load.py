"""Reading lesson files: bounded JSON (``engine/safejson``), the format, then a walk."""

from __future__ import annotations

import os
from pathlib import Path

from ..engine import safejson
from ..engine.safejson import JsonInputError
from .lesson import Lesson, LessonError, parse_lesson
from .runner import check_lesson

LESSONS_DIR = Path(__file__).resolve().parent / "lessons"
SUFFIX = ".lesson.json"


def loads_lesson(text: str | bytes) -> Lesson:
    """A lesson from JSON text, checked against the engine; LessonError otherwise."""
    try:
        data = safejson.loads(text)
    except JsonInputError as exc:
        raise LessonError(str(exc)) from None
    lesson = parse_lesson(data)
    check_lesson(lesson)
    return lesson


def load_lesson(path: str | os.PathLike[str]) -> Lesson:
    """A lesson file; the error names the file."""
    try:
        return loads_lesson(safejson.read_file(path))
    except (JsonInputError, LessonError) as exc:
        raise LessonError(f"{safejson.shown_path(os.fspath(path))}: {exc}") from None


def lesson_files(folder: Path = LESSONS_DIR) -> list[Path]:
    """The lessons shipped with the game, in curriculum order (their file names)."""
    return sorted(folder.glob("*" + SUFFIX))


def lessons(folder: Path = LESSONS_DIR) -> list[Lesson]:
    return [load_lesson(p) for p in lesson_files(folder)]
