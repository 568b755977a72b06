"""Imported once by the web app's fork server: every run process starts with this loaded."""

from .sandbox import warm

warm()
