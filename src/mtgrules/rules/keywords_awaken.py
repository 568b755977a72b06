"""s10 h-cant: awaken (702.113). "Awaken N—[cost]" means "You may pay [cost] rather than pay
this spell's mana cost as you cast this spell" (an alternative cost, 118.9: the cast names
"awaken", rules/keywords_alt_costs.py) and "If this spell's awaken cost was paid, put N +1/+1
counters on target land you control. That land becomes a 0/0 Elemental creature with haste.
It's still a land."

702.113b: the target is chosen only if the awaken cost was paid; otherwise the spell is cast
as if it didn't have that target. The spell remembers the choice (``GameObject.alt_keyword``),
so its spell ability, and its targets, are :func:`awakened` ones: the printed spell ability
with the target phrase added after its own and the two instructions after its own."""

from __future__ import annotations

from typing import cast

from ..cards import ir
from ..cards.ir.animate import STILL_SENTENCE
from ..objects import GameObject

AWAKEN = "awaken"
RULE = "702.113a"

__all__ = ["AWAKEN", "awakened", "is_awakened"]

_LAND_YOU_CONTROL = ir.TargetSpec("object", ir.Filter(types=frozenset({"land"}), controller="you"))
_DONE: dict[int, tuple[ir.CardDefinition, ir.SpellAbility | None]] = {}


def is_awakened(obj: GameObject, alt: str | None = None) -> bool:
    """The spell is (being) cast for its awaken cost (702.113a-b)."""
    return obj.alt_keyword == AWAKEN or (alt or "").strip().lower() == AWAKEN


def awakened(card: ir.CardDefinition) -> ir.SpellAbility | None:
    """702.113a: the spell ability of ``card`` cast for its awaken cost (None: no awaken or
    no spell ability). Computed once per card (definitions are immutable and shared)."""
    hit = _DONE.get(id(card))
    if hit is not None and hit[0] is card:
        return hit[1]
    n = next(
        (a.amount for a in card.abilities if isinstance(a, ir.Keyword) and a.name == AWAKEN),
        None,
    )
    spell = next((a for a in card.abilities if isinstance(a, ir.SpellAbility)), None)
    out = None
    if n is not None and spell is not None:
        land = ir.TargetRef(len(spell.targets))
        extra = (
            ir.AddCounters(land, "+1/+1", n),  # 122.1
            ir.Animate(  # 205.1b, 613.1d, 613.4b: "It's still a land."
                land,
                0,
                0,
                creature_types=("Elemental",),
                abilities=(ir.Keyword("haste"),),
                keep=STILL_SENTENCE,
                still="land",
            ),
        )
        effects = cast("tuple[ir.Effect, ...]", (*spell.effects, *extra))
        out = ir.SpellAbility(effects, (*spell.targets, _LAND_YOU_CONTROL))
    _DONE[id(card)] = (card, out)
    return out
