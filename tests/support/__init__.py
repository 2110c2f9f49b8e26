"""Helpers shared by the tests (no test module imports another).  ``bots``, ``seeds``,
``flow``, ``games``, ``figures``, ``fairness``, ``bad_records``, ``records`` and
``subprocesses`` need no Qt; ``accessibility``, ``clicks``, ``game_end``, ``lessons``,
``pacing``, ``preferences``, ``table_content`` and ``text_fits`` are the window tests'.
The drivers that play a game through the window are ``tests/app/app_driver.py`` and
``tests/app/files_driver.py``."""
