"""The seed of a judgement, apart from the search it seeds: the app asks for it when a
decision comes, before the review's search is loaded."""

from __future__ import annotations


def judge_seed(game_seed: int | str, hand: int, index: int) -> str:
    """The seed of the judgement of a decision: the game's seed, the hand's place in the
    game and the decision's first action's place in the hand.  The hint, the coach and
    the review use it, so they judge a decision alike."""
    return f"{game_seed}:{hand}:{index}:review"
