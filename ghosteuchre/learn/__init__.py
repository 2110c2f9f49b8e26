"""Lessons and practice deals: records with the coach's steps, and the runner (no Qt)."""
