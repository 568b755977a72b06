"""613.7a, 613.1f: static abilities an object gained from a resolved spell or ability ("This
land becomes a 2/1 creature with 'During your turn, this creature has first strike'",
Restless Spire). Such an ability functions once it is gained, in layer 6, so its effect is
applied after the effect that granted it; its timestamp is the later of its object's and
that effect's (613.7a)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..cards.ir import StaticAbility

if TYPE_CHECKING:
    from ..objects import GameObject
    from ..records import Characteristics, ContinuousEffect
    from ..state import GameState


def found(
    game: GameState,
    spell_effects: list[ContinuousEffect],
    result: dict[int, Characteristics],
    kinds: tuple[type, ...],
) -> list[tuple[int, GameObject, StaticAbility]]:
    """(timestamp, object, ability) for each static ability of one of ``kinds`` that a
    resolved effect grants to a permanent in ``result``."""
    out: list[tuple[int, GameObject, StaticAbility]] = []
    for e in spell_effects:
        granted = [
            a for a in e.abilities if isinstance(a, StaticAbility) and isinstance(a.effect, kinds)
        ]
        for oid in e.affected if granted else ():
            o = game.objects.get(oid)
            if o is not None and oid in result:
                out += [(max(o.timestamp, e.timestamp), o, a) for a in granted]
    return out
