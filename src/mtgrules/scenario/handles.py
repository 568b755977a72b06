"""Handles the runner narrows by where an action takes its card from."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from .expect import ScriptError

if TYPE_CHECKING:
    from .runner import Runner


def in_hand(runner: Runner, handle: Any, who: int) -> int:
    """``runner.obj``, but a card name that several objects share names the one card of that
    name in ``who``'s hand, if only one is there: `play: Swamp` with other Swamps on the
    battlefield (a cast or a land play from the hand, 601.2a, 305.1)."""
    try:
        return runner.obj(handle)
    except ScriptError:
        name = str(handle).lower()
        if runner.handles.get(str(handle), -1) >= 0:  # an id that names one object: kept
            raise
        g = runner.game
        hand = [i for i in g.players[who].hand if g.objects[i].name.lower() == name]
        if len(hand) == 1:
            return hand[0]
        raise
