"""Handles the runner narrows by where an action takes its card from."""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING, Any

from .expect import ScriptError

if TYPE_CHECKING:
    from .runner import Runner


def named_among(runner: Runner, handle: Any, ids: Iterable[Any]) -> list[int]:
    """The objects among ``ids`` whose name is ``handle``: where a name several objects
    share could mean only one of those an action or answer takes."""
    objs, name = runner.game.objects, str(handle).lower()
    return [i for i in ids if type(i) is int and i in objs and objs[i].name.lower() == name]


def narrowed(runner: Runner, handle: Any, ids: Iterable[Any]) -> list[int]:
    """``runner.obj(handle)`` as a list of one; where ``handle`` is a card name several objects
    share (not an ``id``), the objects of that name among ``ids`` (refused when none is)."""
    try:
        return [runner.obj(handle)]
    except ScriptError:
        if runner.handles.get(str(handle), -1) >= 0:  # an id that names one object: kept
            raise
        found = named_among(runner, handle, ids)
        if not found:
            raise
        return found


def in_hand(runner: Runner, handle: Any, who: int) -> int:
    """``runner.obj``, but a card name that several objects share names the one card of that
    name in ``who``'s hand, if only one is there: `play: Swamp` with other Swamps on the
    battlefield (a cast or a land play from the hand, 601.2a, 305.1)."""
    found = narrowed(runner, handle, runner.game.players[who].hand)
    if len(found) == 1:
        return found[0]
    return runner.obj(handle)  # refused: the name of several cards in the hand
