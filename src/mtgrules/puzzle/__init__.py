"""Forge puzzles: import ``.pzl`` files as scenarios (pzl.py) and solve them (solve.py)."""

from .pzl import Puzzle, PuzzleError, load_pzl, parse_pzl
from .solve import Solution, solve

__all__ = ["Puzzle", "PuzzleError", "Solution", "load_pzl", "parse_pzl", "solve"]
