"""The heuristic agent's answer to a proliferate choice (701.34a)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from ..game import Game

#: counters a permanent is worse off with more of
HARMFUL = frozenset({"-1/-1", "stun", "depletion", "age", "doom", "time"})


def proliferate_picks(game: Game, me: int, options: list[Any]) -> list[Any]:
    """Our permanents with counters that help us, opponents' with counters that hurt them
    (-1/-1, stun), and opponents themselves (poison, 122.1f)."""
    picks: list[Any] = []
    for o in options:
        if isinstance(o, str):
            if o != game.players[me].name:
                picks.append(o)
            continue
        obj = game.objects[o]
        harmful = any(k in HARMFUL for k, n in obj.counters.items() if n > 0)
        if (obj.controller == me) != harmful:
            picks.append(o)
    return picks
