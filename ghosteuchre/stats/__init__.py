"""The player's figures, pure Python (no Qt): what one hand or one game counts for a seat
(``figures``), and the statistics kept across games per variant and difficulty (``book``)."""

from .book import Book, StatsFileError, Tally, difficulty_key, game_key
from .figures import FIELDS, Figures, game_figures, hand_figures

__all__ = [
    "FIELDS",
    "Book",
    "Figures",
    "StatsFileError",
    "Tally",
    "difficulty_key",
    "game_figures",
    "game_key",
    "hand_figures",
]
