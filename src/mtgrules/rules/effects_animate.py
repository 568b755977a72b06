"""h-misc (issue 12): an object becomes a creature (ir.Animate): "Target land you control
becomes a 3/3 Elemental creature with haste until end of turn. It's still a land."

One continuous effect, one timestamp (613.6, 613.7a... for a resolved effect 613.7b), that
applies in each layer it touches: layer 4 the card types and creature types (613.1d; 205.1a
the new card types replace the old ones, 205.1b unless the text keeps them: "It's still a
land", "in addition to its other types", "artifact creature"), layer 5 the colors (613.1e),
layer 6 the abilities (613.1f), layer 7b the power and toughness (613.4b). What it affects is
fixed as it begins (611.2c), so within each layer it is ordered by timestamp with the other
resolved effects (613.7); the layers themselves are applied by rules/layers.py. A land that
becomes a creature the turn its controller got it can't attack or pay a {T} cost: the
summoning-sickness check reads its types now (302.6)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ..cards import ir
from ..cards.words import CREATURE_TYPES
from . import effect_context, effects_permanents

if TYPE_CHECKING:
    from .effect_context import EffectContext


def animate(ctx: EffectContext, e: ir.Animate) -> None:
    """205.1a-b, 613.1d-f, 613.4b: the continuous effect of "becomes a N/N ... creature"."""
    types = frozenset(e.types)
    changes: dict[str, Any] = {}
    if e.retains_types:
        changes["add_types"] = types  # 205.1b: its other card types stay
    else:
        changes["set_types"] = types  # 205.1a: the new card types replace the old ones
    subtypes = e.creature_types
    if e.all_creature_types:
        subtypes = (*subtypes, *CREATURE_TYPES)  # 205.3m: every creature type
    if subtypes:
        if e.keep is not None:
            # 205.1b: "still a land" / "in addition to its other types": every prior
            # subtype stays, creature types too
            changes["add_subtypes"] = frozenset(subtypes)
        else:
            # 205.1a-b: "[creature types] artifact creature": the creature types replace
            # the old ones
            changes["set_creature_types"] = subtypes
    if e.colors:
        changes["set_colors"] = frozenset(e.colors)  # 613.1e, 105.3
    if e.power is not None:
        changes["set_power"] = e.power  # 613.4b
        changes["set_toughness"] = e.toughness
    elif e.amount is not None:  # "an X/X": X counted now (107.3, 608.2h)
        n = effect_context.amount(ctx, e.amount)
        changes["set_power"] = changes["set_toughness"] = n
    abilities = effects_permanents.source_choices(ctx, e.abilities)  # 613.1f
    effects_permanents._affect(ctx, e.what, e.duration, "205.1b", abilities=abilities, **changes)
