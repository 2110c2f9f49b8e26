"""The game in play: the controller (the session's Qt adapter), the bot worker and process,
the item models, the coach, the lessons on the table and the sounds.
"""
