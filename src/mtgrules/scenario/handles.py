"""Handles the runner narrows by where an action takes its card from."""

from __future__ import annotations

import re
from collections.abc import Iterable
from typing import TYPE_CHECKING, Any

from .expect import ScriptError, stack_entry

if TYPE_CHECKING:
    from ..objects import Target
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


def group_targets(runner: Runner, specs: Any, handles: Any) -> tuple[tuple[Target, ...], ...]:
    """The script's flat list of targets split among the ability's target phrases, in order."""
    if not isinstance(handles, list):
        handles = [handles]
    # null stands in the list for an "up to" target phrase's slot left empty (115.1d)
    ts = [None if h is None else runner.target(h) for h in handles]
    out: list[tuple[Target, ...]] = []
    i = 0
    for n, spec in enumerate(specs):
        last = n == len(specs) - 1
        room = len(ts) - i
        if spec.up_to and not last:  # "any number of" / "up to N": leave the later
            # phrases that need targets theirs (601.2c: Magma Opus's "two target
            # permanents" after "any number of targets")
            room -= sum(s.count for s in specs[n + 1 :] if not s.up_to and not s.count_x)
        take = len(ts) - i if last else max(0, min(spec.count, room))
        out.append(tuple(t for t in ts[i : i + take] if t is not None))
        i += take
    if i < len(ts) and not specs:
        out.append(tuple(t for t in ts if t is not None))
    while out and not out[-1] and len(out) > len([s for s in specs if not s.up_to]):
        out.pop()
    return tuple(out)


def stack_ability(runner: Runner, handle: Any) -> int | None:
    """ "Prodigal Pyromancer's ability" (or a handle of the source followed by "'s ability"):
    the id of the topmost activated or triggered ability on the stack whose source that is
    (113.1c: a target for Stifle); "... 's ability #2" the second such from the top (a copy
    above its original, 707.10); None for a handle that isn't so written."""
    text = str(handle)
    nth = 1
    found = re.fullmatch(r"(.*'s ability) #(\d+)", text, flags=re.IGNORECASE)
    if found is not None:
        text, nth = found.group(1), int(found.group(2))
    if not text.lower().endswith("'s ability"):
        return None
    for item in reversed(runner.game.stack):
        name = getattr(item.object, "source_name", "")
        if not item.is_spell and stack_entry(runner, text, name, item):  # as `stack` names it
            nth -= 1
            if nth == 0:
                return int(item.object.id)
    source = text[: -len("'s ability")]
    if found is not None:
        raise ScriptError(f"there aren't {found.group(2)} abilities of {source!r} on the stack")
    raise ScriptError(f"no ability of {source!r} is on the stack")
