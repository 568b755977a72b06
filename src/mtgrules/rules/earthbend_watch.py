"""s10 h-cant: the delayed triggered ability earthbend creates (701.66a), "When that land dies
or is put into exile, return it to the battlefield tapped under your control."

It waits in ``game.delayed_triggers`` (603.7) as a LEAVES_BATTLEFIELD trigger whose one
effect, :class:`ReturnEarthbent`, names the land it watches. :func:`left_battlefield` (called
by ``zone_moves.move`` as a permanent leaves) makes it trigger when that land goes to a
graveyard as a creature (700.4: it dies) or to exile, with the card in its new zone
(400.7) as what it returns; leaving any other way, the land is a new object the delayed
ability can't see again (603.7c), and the ability is dropped. The return itself is
``rules/keyword_earthbend.return_earthbent``.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import TYPE_CHECKING

from ..zones import Zone

if TYPE_CHECKING:
    from ..objects import GameObject
    from ..state import GameState
    from .layers import Characteristics

__all__ = ["ReturnEarthbent", "left_battlefield"]


@dataclass(frozen=True, slots=True)
class ReturnEarthbent:
    """ "return it to the battlefield tapped under your control" (701.66a): ``object_id``
    the land watched while it waits, the card in its graveyard or exile once it triggered."""

    object_id: int


def left_battlefield(
    game: GameState,
    obj: GameObject,
    lki: Characteristics | None,
    new: GameObject | None,
    to: Zone,
) -> None:
    """603.7, 701.66a: ``obj`` left the battlefield for ``to`` (``new`` is it there)."""
    if not game.delayed_triggers:
        return
    keep = []
    for created, trig in game.delayed_triggers:
        effects = trig.ability.effects
        watch = effects[0] if len(effects) == 1 else None
        if not isinstance(watch, ReturnEarthbent) or watch.object_id != obj.id:
            keep.append((created, trig))
            continue
        dies = to is Zone.GRAVEYARD and lki is not None and "creature" in lki.types  # 700.4
        if new is not None and (dies or to is Zone.EXILE):
            ability = replace(trig.ability, effects=(ReturnEarthbent(new.id),))
            game.pending_triggers.append(replace(trig, ability=ability, subject=new.id))
            how = "dies" if dies else "is put into exile"
            text = f"{trig.source_name}'s delayed ability triggers: {obj.name} {how}"
            game.log_event("trigger", text, "701.66a")
        # 603.7c: triggered once, or the land is a new object it can't see again (400.7)
    game.delayed_triggers = keep
