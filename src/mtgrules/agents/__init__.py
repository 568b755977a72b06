"""Players that answer the game's decisions: all drive the same pulled-decision API.

The heuristic and human players are imported when first asked for (PEP 562), so that a
game between random players (the long runs, scripts/long_run.py) loads neither: a change to
them can't change those games.
"""

from __future__ import annotations

import importlib
from typing import TYPE_CHECKING, Any

from .random_agent import Agent, RandomAgent, play_game

if TYPE_CHECKING:
    from .heuristic import HeuristicAgent
    from .human import HumanAgent, HumanQuit

__all__ = ["Agent", "HeuristicAgent", "HumanAgent", "HumanQuit", "RandomAgent", "play_game"]

_LAZY = {"HeuristicAgent": ".heuristic", "HumanAgent": ".human", "HumanQuit": ".human"}


def __getattr__(name: str) -> Any:
    if name in _LAZY:
        return getattr(importlib.import_module(_LAZY[name], __name__), name)
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
