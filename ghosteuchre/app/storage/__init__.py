"""What the app keeps on disk: settings, the autosave, the past games, and the one guarded
way to read and write the player's files.
"""
