"""Layer 5 (613.1e): color-changing effects, resolved ones ("becomes blue until end of turn")
and those of static abilities that make the enchanted creature a creature of a color: "Enchanted
creature loses all abilities and is a blue Frog creature with base power and toughness 1/1."
(Frogify; ir.Animate as a static ability). Such an ability's types are set in layer 4
(rules/type_changing.py) and its base power and toughness in layer 7b (rules/layers.py).

613.7: the effects apply in timestamp order, a static ability's with its object's timestamp
(613.7a; an Aura's is when it became attached, 613.7e). 613.8a: a static ability's effect
exists while its object has the ability, as it is after layer 4."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..cards.ir import Animate, StaticAbility
from .static_affected import affected_by
from .type_changing import static_kinds

if TYPE_CHECKING:
    from ..records import Characteristics, ContinuousEffect
    from ..state import GameState

__all__ = ["apply_layer5"]


def apply_layer5(
    game: GameState,
    result: dict[int, Characteristics],
    spell_effects: list[ContinuousEffect],
    statics: bool,
) -> None:
    """613.1e: the colors set by ``spell_effects`` (in timestamp order already) and, where
    ``statics`` (some permanent has a static Animate), by static abilities, merged in
    timestamp order (613.7)."""
    changes: list[tuple[int, int, list[int], frozenset[str]]] = [
        (e.timestamp, 0, list(e.affected), e.set_colors)
        for e in spell_effects
        if e.set_colors is not None
    ]
    for oid, ch in result.items() if statics else ():
        if Animate not in static_kinds(ch.abilities):
            continue
        src = game.objects[oid]
        for a in ch.abilities:
            if isinstance(a, StaticAbility) and isinstance(a.effect, Animate) and a.effect.colors:
                ids = affected_by(game, src, a.effect.what, result)  # as in layer 4
                changes.append((src.timestamp, 1, ids, frozenset(a.effect.colors)))  # 613.7a
    if statics:
        changes.sort(key=lambda c: (c[0], c[1]))
    for _, _, ids, colors in changes:
        for oid in ids:
            target = result.get(oid)
            if target is not None:
                target.colors = colors  # 105.3: they replace its colors
