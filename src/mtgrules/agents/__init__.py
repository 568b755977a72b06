"""Players that answer the game's decisions: all drive the same pulled-decision API."""

from .heuristic import HeuristicAgent
from .human import HumanAgent, HumanQuit
from .random_agent import Agent, RandomAgent, play_game

__all__ = ["Agent", "HeuristicAgent", "HumanAgent", "HumanQuit", "RandomAgent", "play_game"]
