"""The player's statistics, pure Python (no Qt): kept across games per variant and
difficulty (``book``), of what one hand or one game counts for a seat
(``engine.figures``, whose names are here too)."""

from ..engine.figures import FIELDS, Figures, hand_figures, seat_figures
from .book import Book, StatsFileError, Tally, difficulty_key, game_key

__all__ = [
    "FIELDS",
    "Book",
    "Figures",
    "StatsFileError",
    "Tally",
    "difficulty_key",
    "game_key",
    "hand_figures",
    "seat_figures",
]
