"""Players that answer the game's decisions: all drive the same pulled-decision API."""

from .random_agent import Agent, RandomAgent, play_game

__all__ = ["Agent", "RandomAgent", "play_game"]
