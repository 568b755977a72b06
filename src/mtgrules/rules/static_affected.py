"""Which objects a static ability's effect applies to (611.3a, 613.1), one answer for every
layer: "enchanted creature" / "equipped creature" is the object its source is attached to
(303.4e, 301.5c), "this creature" its source, "creatures you control" each object the filter
matches as the layers so far have made it (613.8a: an effect in a later layer sees the
earlier layers' results). Layers 4 (rules/type_changing.py), 5 (rules/static_animate.py), 6
and 7 (rules/layers.py) all ask here, so an Aura moved to another creature (701.3a) changes
every layer it affects at once."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import TYPE_CHECKING

from ..cards.ir import AttachedRef, EachRef, Filter, YouRef

if TYPE_CHECKING:
    from ..cards.ir import Ref
    from ..objects import GameObject
    from ..records import Characteristics
    from ..state import GameState

__all__ = ["Matcher", "affected_by"]

#: layers.matches: does an object with these characteristics match the filter (passed in:
#: this module is below layers.py)
Matcher = Callable[["GameState", "Characteristics", "GameObject", Filter, "GameObject", int], bool]


def affected_by(
    game: GameState,
    source: GameObject,
    what: Ref,
    view: Mapping[int, Characteristics],
    matches: Matcher | None = None,
) -> list[int]:
    """The ids of the objects in ``view`` that the static ability of ``source`` naming
    ``what`` affects. A player's ability ("You have hexproof") affects no object."""
    if isinstance(what, AttachedRef):  # 303.4e, 301.5c: the object it's attached to
        host = source.attached_to
        return [host] if host is not None and host in view else []
    if isinstance(what, YouRef):
        return []  # 611.3a: a player's characteristic (rules/layers.player_characteristics)
    if isinstance(what, EachRef) and what.filter is not None:
        if matches is None:
            raise ValueError("a filtered static ability needs a matcher")
        ctrl = view[source.id].controller
        return [
            oid
            for oid, ch in view.items()
            if matches(game, ch, game.objects[oid], what.filter, source, ctrl)
        ]
    return [source.id]  # "this creature" (SelfRef)
