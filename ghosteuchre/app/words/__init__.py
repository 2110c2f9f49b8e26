"""Every sentence the app shows, in the player's language: the log, the table's prompts,
refusals, reasons, the hand history's words.
"""
