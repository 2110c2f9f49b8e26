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
from typing import Any

from PySide6.QtCore import QCoreApplication

from ...engine.cards import Card
from ...engine.reasons import IllegalAction
from ...engine.state import Phase
from ...learn.actions import engine_steps
from ...learn.explain import shown
from ...learn.lesson import GENERIC_WRONG, Lesson, Step
from ...learn.practice import PracticeDeal, as_lesson
from ...learn.practiceplay import is_card, sentences
from ...learn.runner import Outcome, Runner
from . import refusalwords

PRACTICE_CONTEXT = "Practice"
Word = Callable[[str], str]  # one text to its translation
look_up = QCoreApplication.translate  # texts from data files, collected by the tool
translate = QCoreApplication.translate


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


def runner_sentence(text: str) -> str:
    """The runner's own sentences (a step answered out of turn) in the player's language."""
    words = {
        "There is nothing to play at this step.":
            translate("Coach", "There is nothing to play at this step."),
        "There is no question at this step.":
            translate("Coach", "There is no question at this step."),
        "Choose one of the answers.": translate("Coach", "Choose one of the answers."),
        "The lesson is over.": translate("Coach", "The lesson is over."),
        "Answer this step first.": translate("Coach", "Answer this step first."),
        "Make the move this step asks for first.":
            translate("Coach", "Make the move this step asks for first."),
    }
    return words.get(text, text)


def in_words(outcome: Outcome, runner: Runner, step: Step | None,
             action: dict[str, Any]) -> Outcome:
    """The runner's answer with its own English sentences in the player's language: a rule
    the lesson gives no words for (worded as at the table) and "not what this step asks"."""
    if outcome.words:
        return replace(outcome, explanation=practice_sentence(outcome.words))
    if outcome.ok or step is None:
        return outcome
    if outcome.code is not None and outcome.code not in step.refusals:
        text = _refusal(runner, action)
        return replace(outcome, explanation=text) if text else outcome
    if outcome.explanation == GENERIC_WRONG.format(task=step.text):
        return replace(outcome, explanation=QCoreApplication.translate(
            "Coach", "That is not what this step asks. {0}").format(step.text))
    return outcome


def practice_sentence(words: tuple[str, ...]) -> str:
    """A practice deal's sentence about the position (``learn.practiceplay.SENTENCES``) in
    the player's language; cards as the table shows them."""
    texts = {
        "also": translate("Coach", "Right: the {0} keeps the goal against best defence too."),
        "keeps": translate("Coach", "Right: the {0} keeps the goal against best defence."),
        "lost-now": translate("Coach", "Not the {0}: then {1} takes this trick with the {2}, "
                              "and the goal is lost."),
        "lost": translate("Coach", "Not the {0}: then {1} takes trick {2} with the {3}, and "
                          "the goal is lost."),
        "hint-tricks": translate("Coach", "Play the {0}: against best defence you then take "
                                 "{1} of the last {2} tricks."),
        "hint-make": translate("Coach", "Play the {0}: against best defence you then take {1} "
                               "tricks, and you need {2}."),
        "hint-set": translate("Coach", "Play the {0}: with your best play {1} then cannot "
                              "take the {2} tricks needed."),
        "why-draws": translate("Coach", "Leading a trump draws out the others' trumps."),
        "why-wins": translate("Coach", "It wins this trick."),
        "why-wins-boss": translate("Coach", "It wins this trick, and you keep the {0}, the "
                                   "highest trump left."),
        "why-side": translate("Coach", "Your side takes this trick all the same, and you "
                              "keep your better cards."),
        "why-keeps": translate("Coach", "It gives up this trick and keeps the {0}, which "
                               "wins a later one."),
        "why-spare": translate("Coach", "You cannot beat the {0}, so you give up a card you "
                               "do not need."),
    }
    return " ".join(texts[key].format(*(shown(Card.parse(v)) if is_card(v) else v
                                        for v in values))
                    for key, *values in sentences(words))


def _refusal(runner: Runner, action: dict[str, Any]) -> str:
    """Why the rules refuse ``action`` of the learner, as the table says it ("" if they
    do not)."""
    after = runner.state.clone()
    try:
        for step in engine_steps(action):
            after.apply(step, runner.seat)
    except IllegalAction as err:
        return refusalwords.refusal(err)
    if after.phase == Phase.DISCARD and after.turn == runner.seat:
        count = after.discards_left
        return QCoreApplication.translate("Coach", "You must discard %n more card(s).", "", count)
    return ""


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
