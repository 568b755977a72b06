"""Overload (702.96a): "You may choose to pay [overload cost] rather than pay this spell's mana
cost" (an alternative cost, 118.9: rules/keywords_alt_costs.py names it "overload") and "If
you chose to pay this spell's overload cost, change its text by replacing all instances of
the word 'target' with the word 'each.'" (a text-changing effect, 702.96c, 612).

702.96b: the overloaded spell requires no targets, and may affect objects that couldn't have
been chosen as its targets. Its spell ability is :func:`overloaded`: the target phrases
dropped and each reference to a target ("target creature you don't control", "it") made a
reference to each object its target phrase describes. The spell remembers the choice
(``GameObject.alt_keyword``); a copy of it copies that choice (707.10: "additional or
alternative costs").

Only target phrases naming one permanent ("target creature") are carried out; a target
spell or player is refused (:func:`gap`)."""

from __future__ import annotations

import dataclasses
from typing import Any

from ..cards import ir

OVERLOAD = "overload"
RULE = "702.96a"

# by card (immutable, shared by its objects): its overloaded spell ability, or None
_OVERLOADED: dict[int, tuple[ir.CardDefinition, ir.SpellAbility | None]] = {}


def _spell_ability(card: ir.CardDefinition) -> ir.SpellAbility | None:
    for a in card.abilities:
        if isinstance(a, ir.SpellAbility):
            return a
    return None


def has_overload(card: ir.CardDefinition) -> bool:
    return any(isinstance(a, ir.Keyword) and a.name == OVERLOAD for a in card.abilities)


def _each(value: Any, specs: tuple[ir.TargetSpec, ...]) -> Any:
    """``value`` with every TargetRef made an EachRef of its target phrase's objects (612.1:
    the word "target" becomes "each")."""
    if isinstance(value, ir.TargetRef):
        return ir.EachRef(specs[value.index].filter, None)
    if isinstance(value, tuple):
        items = tuple(_each(v, specs) for v in value)
        return value if items == value else items
    if not dataclasses.is_dataclass(value) or isinstance(value, type):
        return value
    changes: dict[str, Any] = {}
    for f in dataclasses.fields(value):
        cur = getattr(value, f.name)
        sub = _each(cur, specs)
        if sub is not cur:
            changes[f.name] = sub
    return dataclasses.replace(value, **changes) if changes else value


def _can_overload(spec: ir.TargetSpec) -> bool:
    """A target phrase naming exactly one permanent, which "each" can replace."""
    return (
        spec.kind == "object"
        and spec.count == 1
        and not spec.up_to
        and not spec.count_x
        and spec.filter is not None
        and spec.filter.zone == "battlefield"
    )


def overloaded(card: ir.CardDefinition) -> ir.SpellAbility | None:
    """The card's spell ability with "target" replaced by "each" (702.96a); found once per
    card. None when it can't be (see :func:`gap`)."""
    known = _OVERLOADED.get(id(card))
    if known is None or known[0] is not card:
        if len(_OVERLOADED) > 50_000:
            _OVERLOADED.clear()
        ab = _spell_ability(card)
        result = None
        if ab is not None and ab.targets and all(_can_overload(t) for t in ab.targets):
            try:
                result = ir.SpellAbility(_each(ab.effects, ab.targets), ())
            except IndexError:  # a reference to a target phrase it doesn't have
                result = None
        known = _OVERLOADED[id(card)] = (card, result)
    return known[1]


def gap(card: ir.CardDefinition) -> list[str]:
    """What of overload the engine can't do for this card (rules/support.py)."""
    if not has_overload(card):
        return []
    ab = _spell_ability(card)
    if ab is None or any(isinstance(e, ir.Modal) for e in ab.effects):
        return ["overload on a spell without one plain spell ability"]
    if overloaded(card) is None:
        return ["overload of a target other than one permanent (a spell, a player)"]
    return []
