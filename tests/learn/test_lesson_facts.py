"""The lessons teach every term before they use it, and every claim about points is what
the scoring code gives."""

from __future__ import annotations

import re

import pytest

from ghosteuchre.engine import Rules
from ghosteuchre.engine.scoring import hand_score
from ghosteuchre.learn.lesson import Lesson, Step
from ghosteuchre.learn.load import lessons

CURRICULUM = lessons()

# term: (how a step uses it, the words of the step that teaches it)
TERMS = {
    "trick": (r"\btricks?\b", "A hand is played in tricks"),
    "follow suit": (r"\bfollow", "that is called following suit"),
    "trump": (r"\btrump", "chosen a trump suit, a suit that beats the others"),
    "over-trump": (r"over-trump", "beat his trump with a higher one"),
    "right bower": (r"right bower", "is the right bower"),
    "left bower": (r"left bower", "is the left bower"),
    "bower": (r"\bbowers?\b", "is the right bower"),
    "ghost hand": (r"ghost hand", "a fourth hand that nobody owns: the ghost hand"),
    "moon": (r"\bmoon\b", "shoot the moon: promise all six tricks"),
    "declarer": (r"\bdeclarer", "so you are the declarer"),
    "set": (r"\bare set\b|\bis set\b", "you are set: you lose 4 points"),
    "dummy": (r"\bdummy\b", "five more go face down to the dummy hand"),
    "kitty": (r"\bkitty\b", "the last four form the kitty"),
    "up-card": (r"up-card", "turned face up, the up-card"),
    "order up": (r"\border(s|ed)? (it )?up\b|\bordered\b", "each player may order it up"),
    "maker": (r"\bmakers?\b", "the one who orders is the maker"),
    "the maker's 3 tricks": (r"3 of the 5 tricks", "must take at least 3 of the 5 tricks"),
    "Accept": (r"\bAccept\b", "the button to order it up reads Accept"),
    "alone": (r"\balone\b", "or go alone without it"),
    "march": (r"\bmarch", "(a march)"),
    "defender": (r"\bdefend", "Ada and Bo are the defenders"),
    "euchre": (r"\beuchred?\b(?! is played)|\beuchring\b", "with 3 tricks they euchre you"),
    "renege": (r"\brenege", "is a renege"),
}


def _texts(step: Step) -> list[str]:
    return [step.text, step.done, step.wrong, *(h.text for h in step.hints),
            *step.refusals.values(), *step.choices, *step.explain]


def _steps() -> list[tuple[Lesson, int, Step]]:
    return [(lesson, i, step) for lesson in CURRICULUM for i, step in enumerate(lesson.steps)]


@pytest.mark.parametrize("term", sorted(TERMS))
def test_each_term_is_taught_in_a_step_before_any_step_uses_it(term: str) -> None:
    use, teaching = TERMS[term]
    steps = _steps()
    taught = [k for k, (_, _, step) in enumerate(steps) if teaching in step.text]
    assert taught, f"no step teaches {term!r}"
    early = [f"{lesson.id} step {i}: {text}" for lesson, i, step in steps[:taught[0]]
             for text in _texts(step) if re.search(use, text, re.IGNORECASE if term not in (
                 "ghost hand", "Accept") else 0)]
    assert early == [], f"{term!r} is used before it is taught"


GHOST, CUTTHROAT = Rules.make("ghost-hand"), Rules.make("cutthroat")


def _said(lesson_id: str, words: str) -> None:
    """The claim is in the lesson, word for word (so this test follows its text)."""
    lesson = next(les for les in CURRICULUM if les.id == lesson_id)
    assert any(words in text for step in lesson.steps for text in _texts(step)), words


def test_ghost_hand_scoring_as_lesson_4_says_it() -> None:
    _said("04-ghost-hand", "The other players score 1 point for each trick they take. You, "
          "the declarer, score 1 point for each trick you take if you take at least the 4 "
          "you bid. If you take fewer, you are set: you lose 4 points and score nothing for "
          "your tricks.")
    for mine in range(7):
        others = [6 - mine, 0] if mine < 6 else [0, 0]
        points = hand_score(GHOST, 0, 4, [], [mine, *others])
        assert points[0] == (mine if mine >= 4 else -4)
        assert points[1:] == others
    _said("04-ghost-hand", "a declarer who shoots the moon and takes all six tricks scores "
          "24 points. One who loses even a single trick loses 6 points.")
    assert hand_score(GHOST, 0, 6, [], [6, 0, 0])[0] == 24
    assert all(hand_score(GHOST, 0, 6, [], [m, 6 - m, 0])[0] == -6 for m in range(6))
    _said("07-strategy", "One lost trick turns 24 points into a loss of 6.")


def test_cutthroat_scoring_as_lesson_5_says_it() -> None:
    _said("05-cutthroat", "a maker who takes 3 or 4 tricks scores 1 point, and all 5 (a "
          "march) 3 points, or 4 points after going alone. A maker who takes fewer than 3 is "
          "euchred: each defender scores 2 points.")
    for mine in (3, 4):
        assert hand_score(CUTTHROAT, 0, 0, [], [mine, 5 - mine, 0]) == [1, 0, 0]
    assert hand_score(CUTTHROAT, 0, 0, [], [5, 0, 0]) == [3, 0, 0]
    assert hand_score(CUTTHROAT, 0, 0, [0], [5, 0, 0]) == [4, 0, 0]
    for mine in range(3):
        assert hand_score(CUTTHROAT, 0, 0, [], [mine, 5 - mine, 0]) == [0, 2, 2]
    _said("05-cutthroat", "a march alone scores 4")
    _said("05-cutthroat", "Going alone pays only when you take all five tricks")
    for mine in (3, 4):  # alone and short of all five: the same as with the dummy
        assert hand_score(CUTTHROAT, 0, 0, [0], [mine, 5 - mine, 0]) == [1, 0, 0]


def test_defending_alone_scores_as_lesson_6_says_it() -> None:
    _said("05b-cutthroat-defending", "A defender who goes alone and takes 3 or 4 tricks "
          "scores 2 points, the same as a euchre, and 4 points for all 5. The other "
          "defender, who sits out, scores the same.")
    euchre = hand_score(CUTTHROAT, 1, 0, [], [3, 2, 0])[0]  # Ada takes 2 with the dummy
    for theirs in (3, 4):
        points = hand_score(CUTTHROAT, 1, 0, [0], [theirs, 5 - theirs, 0])
        assert points[0] == points[2] == 2 == euchre
    assert hand_score(CUTTHROAT, 1, 0, [0], [5, 0, 0]) == [4, 0, 4]
    _said("05b-cutthroat-defending", "all 5 alone score 4 for each defender instead of 2")
    with_bo = hand_score(CUTTHROAT, 1, 0, [], [5, 0, 0])
    assert with_bo[0] == with_bo[2] == 2  # all five without going alone: a euchre
    texts = [t for les in CURRICULUM if les.id == "05b-cutthroat-defending"
             for step in les.steps for t in _texts(step)]
    assert not any("scores more" in t for t in texts)


def test_the_renege_penalty_is_the_rules_default() -> None:
    _said("06-reneges", "Bo loses 2 points, the renege penalty.")
    assert Rules.make("ghost-hand", {"reneges": "callable"}).renege_penalty == 2


def test_the_end_of_the_game_is_told_as_the_engine_decides_it() -> None:
    """Once someone reaches the target the uniquely highest score wins; a tie plays on."""
    _said("04-ghost-hand", "once a player has 32 points or more, the highest score wins the "
          "game; if the leaders are tied, play goes on.")
    _said("05-cutthroat", "Once a player has 10 points or more, the highest score wins the "
          "game; if the leaders are tied, play goes on.")
    assert GHOST.target == 32 and CUTTHROAT.target == 10
    from ghosteuchre.engine.deal import new_game
    from ghosteuchre.engine.state import Phase

    state = new_game(CUTTHROAT, 1)
    state.phase = Phase.HAND_OVER
    state.scores = [10, 10, 3]
    assert state.winner is None  # tied leaders: play goes on
    state.scores = [10, 12, 3]
    assert state.winner == 1  # not the first to reach 10: the highest score
    state.scores = [9, 8, 3]
    assert state.winner is None


def test_the_first_free_play_holds_no_bower_and_the_coach_says_what_is_new() -> None:
    """After lesson 1 the learner plays the hand out: trump is new there and is said, and no
    jack that plays as a trump of another suit is in anyone's hand."""
    from ghosteuchre.engine.cards import EFFECTIVE, JACK
    from ghosteuchre.learn.runner import Runner

    lesson = CURRICULUM[0]
    runner = Runner(lesson)
    while not runner.finished:
        runner.complete_step()
    state = runner.finish_state()
    held = [card for seat in range(3) for card in state.hand_of(seat)]
    assert not [c for c in held if c % 6 == JACK and EFFECTIVE[state.trump][c] == state.trump]
    last = lesson.steps[-1].text
    assert "clubs ♣ as trump" in last and "beats every card of the other suits" in last
