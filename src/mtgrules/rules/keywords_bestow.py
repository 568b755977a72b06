"""Bestow (702.103): "As you cast this spell, you may choose to cast it bestowed. If you do,
you pay [cost] rather than its mana cost." (702.103a; the alternative cost: rules/
keywords_alt_costs.py, the cast's ``alt_cost`` "bestow").

A spell cast bestowed, and the permanent it becomes, is a bestowed Aura (702.103b): its
``alt_keyword`` is "bestow" (kept from the stack to the battlefield by zone_moves.move) and
its values are the card's as an Aura enchantment with enchant creature (:func:`bestowed`,
used by rules/layers.py where the card's values are read: the effect begins as it is put
on the stack, before any other). It ceases to be bestowed (:func:`cease`) when its target is
illegal as it begins resolving (702.103e, rules/resolve.py: it resolves as a creature spell)
and when it becomes unattached or is attached illegally (702.103f, rules/sba.py: an
exception to 704.5m)."""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING

from ..cards import ir
from ..cards.words import CREATURE_TYPES

if TYPE_CHECKING:
    from ..objects import GameObject
    from ..state import GameState

BESTOW = "bestow"
RULE = "702.103a"
#: 702.103b: "gains enchant creature"
ENCHANT_CREATURE = ir.Keyword("enchant", filter=ir.Filter(types=frozenset({"creature"})))
_CREATURE_TYPES = frozenset(CREATURE_TYPES)
_CACHE: dict[int, tuple[ir.CardDefinition, ir.CardDefinition]] = {}


def bestowed(card: ir.CardDefinition) -> ir.CardDefinition:
    """702.103b: the card's values as a bestowed Aura: an Aura enchantment (no longer a
    creature, so without creature types: 205.3d) with enchant creature. Kept per card (the
    same values object each time, for the characteristics caches)."""
    known = _CACHE.get(id(card))
    if known is not None and known[0] is card:
        return known[1]
    types = tuple(t for t in card.types if t != "creature")
    if "enchantment" not in types:
        types = ("enchantment", *types)
    subtypes = (*(s for s in card.subtypes if s not in _CREATURE_TYPES), "Aura")
    out = replace(
        card,
        types=types,
        subtypes=subtypes,
        abilities=(*card.abilities, ENCHANT_CREATURE),
        power=None,
        toughness=None,
    )
    if len(_CACHE) > 10_000:
        _CACHE.clear()
    _CACHE[id(card)] = (card, out)
    return out


def is_bestowed(obj: GameObject) -> bool:
    return obj.alt_keyword == BESTOW


def cease(game: GameState, obj: GameObject, why: str, rule: str) -> None:
    """702.103e-f: it ceases to be bestowed: the effect making it an Aura ends."""
    obj.alt_keyword = None
    game.dirty()
    game.log_event(
        "effect", f"{obj.name} ceases to be bestowed ({why}): it's a creature again", rule
    )
