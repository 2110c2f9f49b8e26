"""Helpers shared by tests of several folders (no test module imports another)."""
