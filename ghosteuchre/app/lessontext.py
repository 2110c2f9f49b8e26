"""The lessons' and practice deals' words in the player's language.

Lesson and practice files are data, written in English.  Their texts are translated
like the app's own, through the ``.ts`` files: ``tools/update_translations.py``
collects them with :func:`lesson_texts` and :func:`practice_texts` (the context of a
lesson is ``Lesson <id>``, of every practice deal ``Practice``), and the app shows
:func:`translated_lesson` and :func:`practice_lesson` with the translators installed.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace

from PySide6.QtCore import QCoreApplication

from ..learn.lesson import Lesson, Step
from ..learn.practice import PracticeDeal, as_lesson

PRACTICE_CONTEXT = "Practice"
Word = Callable[[str], str]  # one text to its translation
look_up = QCoreApplication.translate  # texts from data files, collected by the tool


def lesson_context(lesson_id: str) -> str:
    return f"Lesson {lesson_id}"


def _step(step: Step, word: Word) -> Step:
    return replace(
        step,
        text=word(step.text),
        done=word(step.done),
        wrong=word(step.wrong),
        hints=tuple(replace(h, text=word(h.text)) for h in step.hints),
        refusals={code: word(text) for code, text in step.refusals.items()},
        choices=tuple(word(c) for c in step.choices),
        explain=tuple(word(e) for e in step.explain),
    )


def map_lesson(lesson: Lesson, word: Word) -> Lesson:
    """The lesson with every text the learner reads passed through ``word``."""
    return replace(lesson, title=word(lesson.title), summary=word(lesson.summary),
                   steps=tuple(_step(s, word) for s in lesson.steps))


def map_deal(deal: PracticeDeal, word: Word) -> PracticeDeal:
    """The practice deal with its goal, notes and tempting cards' reasons through ``word``."""
    line = tuple({**m, "note": word(m["note"])} if m.get("note") else m for m in deal.line)
    tempting = tuple((card, word(why)) for card, why in deal.tempting)
    return replace(deal, text=word(deal.text), line=line, tempting=tempting)


def _translator(context: str) -> Word:
    return lambda text: look_up(context, text) if text else text


def _named(lesson: Lesson) -> Lesson:
    """The lesson with its players named as the app names them ("You" in the player's
    language; the bots' names are the same in every language)."""
    players = [look_up("Settings", name) for name in lesson.record.get("players", [])]
    return replace(lesson, record={**lesson.record, "players": players})


def translated_lesson(lesson: Lesson) -> Lesson:
    return _named(map_lesson(lesson, _translator(lesson_context(lesson.id))))


def practice_lesson(deal: PracticeDeal, word: Word | None = None) -> Lesson:
    """The practice deal as a lesson in the player's language (or through ``word``)."""
    shown = word or _translator(PRACTICE_CONTEXT)
    lesson = as_lesson(map_deal(deal, shown))
    lesson = replace(lesson, steps=tuple(
        replace(s, wrong=shown(s.wrong)) if s.wrong else s for s in lesson.steps))
    return lesson if word else _named(lesson)


def _collector(found: dict[str, None]) -> Word:
    def word(text: str) -> str:
        if text:
            found[text] = None
        return text

    return word


def lesson_texts(lesson: Lesson) -> list[str]:
    """Every text of the lesson the learner reads, once each, in order."""
    found: dict[str, None] = {}
    map_lesson(lesson, _collector(found))
    return list(found)


def practice_texts(deals: list[PracticeDeal]) -> list[str]:
    """Every text of the practice deals the learner reads, once each, in order."""
    found: dict[str, None] = {}
    for deal in deals:
        practice_lesson(deal, _collector(found))
    return list(found)
