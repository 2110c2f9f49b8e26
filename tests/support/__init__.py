"""Helpers shared by the tests (no test module imports another).  ``bots``, ``seeds``
and ``flow`` need no Qt; the window tests' helpers stay beside them in ``tests/app``."""
