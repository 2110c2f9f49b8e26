"""The names of the bot levels (made by ``registry.make_bot``)."""

APP_LEVELS = ("easy", "medium", "hard")  # the levels a player chooses from
REFERENCE_LEVELS = ("random", "omniscient")  # for measuring the others
LEVELS = ("random", "easy", "medium", "hard", "omniscient", "ismcts")
