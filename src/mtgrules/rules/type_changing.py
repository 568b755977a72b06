"""Type-changing effects (layer 4, 613.1d): a resolved effect that sets creature types
("becomes a Frog"), and static abilities that set a land's type (305.7): "Enchanted land is
an Island." (Sea's Claim), "Nonbasic lands are Mountains." (Blood Moon), "Each land is a
Swamp in addition to its other land types." (Urborg, Tomb of Yawgmoth).

305.7: a land whose subtype is set to a basic land type loses its other land types and the
abilities from its rules text, and gains the mana ability of the new type (305.6); an effect
"in addition to its other land types" keeps them and adds the type and its mana ability.
Both happen here, in layer 4, as part of the type-changing effect: that is what makes
Urborg's effect depend on Blood Moon's (613.8a: applying Blood Moon's effect would remove the
ability that creates Urborg's), so Urborg is a Mountain without its ability whichever came
first. Effects within the layer are ordered by :mod:`dependency` (613.7, 613.8).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, replace
from typing import TYPE_CHECKING

from ..cards.ir import (
    Ability,
    ActivatedAbility,
    AddMana,
    Animate,
    Cost,
    SetLandType,
    StaticAbility,
)
from ..cards.words import CREATURE_TYPES, LAND_TYPES
from ..cards.words.subtypes import (
    ARTIFACT_TYPES,
    ENCHANTMENT_TYPES,
    PLANESWALKER_TYPES,
    SPELL_TYPES,
)
from .dependency import apply_in_order
from .static_affected import Matcher, affected_by

if TYPE_CHECKING:
    from ..objects import GameObject
    from ..records import Characteristics, ContinuousEffect
    from ..state import GameState

_LAND_TYPES = frozenset(LAND_TYPES)
_CREATURE_TYPES = frozenset(CREATURE_TYPES)
#: 205.3: which card types each set of subtypes goes with (205.1a)
_SUBTYPE_SETS: tuple[tuple[frozenset[str], frozenset[str]], ...] = (
    (_CREATURE_TYPES, frozenset({"creature", "kindred"})),
    (frozenset(ARTIFACT_TYPES), frozenset({"artifact"})),
    (frozenset(ENCHANTMENT_TYPES), frozenset({"enchantment"})),
    (_LAND_TYPES, frozenset({"land"})),
    (frozenset(SPELL_TYPES), frozenset({"instant", "sorcery"})),
    (frozenset(PLANESWALKER_TYPES), frozenset({"planeswalker"})),
)


def _set_types(ch: Characteristics, types: frozenset[str]) -> None:
    """205.1a: the new card types replace the old ones (an instant or sorcery keeps its
    type); a subtype stays only while the object has a card type it goes with."""
    kept = types | (ch.types & {"instant", "sorcery"})
    ch.types = kept
    ch.subtypes = frozenset(
        s
        for s in ch.subtypes
        if any(s in subs and kept & owners for subs, owners in _SUBTYPE_SETS)
        or not any(s in subs for subs, _ in _SUBTYPE_SETS)  # battle types
    )


#: 305.6: each basic land type's intrinsic mana ability
BASIC_MANA_ABILITY = {
    t: ActivatedAbility(Cost(tap=True), (AddMana(m),))
    for t, m in (
        ("Plains", "{W}"),
        ("Island", "{U}"),
        ("Swamp", "{B}"),
        ("Mountain", "{R}"),
        ("Forest", "{G}"),
    )
}


@dataclass(frozen=True, slots=True)
class _StaticType:
    """A static ability's type-changing effect, with its source's timestamp (613.7a)."""

    timestamp: int
    source: GameObject
    ability: StaticAbility
    effect: SetLandType | Animate


def apply_layer4(
    game: GameState,
    result: dict[int, Characteristics],
    spell_effects: list[ContinuousEffect],
    matches: Matcher,
    land_statics: bool = True,
) -> None:
    """613.1d: type-changing effects, in timestamp and dependency order (613.7, 613.8).
    ``land_statics``: False when the caller knows no permanent in ``result`` has a static
    type-changing ability (the common case: only resolved effects can apply)."""
    items: list[_StaticType | ContinuousEffect] = [
        e
        for e in spell_effects
        if e.set_creature_types is not None
        or e.add_types
        or e.add_subtypes
        or e.set_land_type
        or e.set_types is not None
    ]
    for oid, ch in result.items() if land_statics else ():
        kinds = static_kinds(ch.abilities)
        if SetLandType not in kinds and Animate not in kinds:
            continue
        for a in ch.abilities:
            if isinstance(a, StaticAbility) and isinstance(a.effect, SetLandType | Animate):
                src = game.objects[oid]
                items.append(_StaticType(src.timestamp, src, a, a.effect))  # 613.7a
    if not items:
        return
    if not any(isinstance(i, _StaticType) for i in items):
        for e in sorted(items, key=lambda i: i.timestamp):  # fixed sets: no dependency
            _apply(game, e, result, matches)
        return

    def depends(a: _StaticType | ContinuousEffect, b: _StaticType | ContinuousEffect) -> bool:
        # 613.8a: applying b would change a's existence or what it applies to
        if not isinstance(a, _StaticType):
            return False  # 611.2c: a resolved effect's objects are fixed; it always exists
        before = (_exists(a, result), _affected(game, a, result, matches))
        trial = dict(result)
        for oid in _affected(game, b, result, matches):
            trial[oid] = replace(result[oid])
        _apply(game, b, trial, matches)
        return (_exists(a, trial), _affected(game, a, trial, matches)) != before

    def apply(item: _StaticType | ContinuousEffect) -> None:
        _apply(game, item, result, matches)

    apply_in_order(items, lambda i: i.timestamp, depends, apply)


_STATIC_KINDS: dict[int, tuple[tuple[Ability, ...], frozenset[type]]] = {}


def static_kinds(abilities: tuple[Ability, ...]) -> frozenset[type]:
    """The kinds (effect types) of the static abilities among ``abilities``. Kept by tuple
    (abilities are immutable and shared: a card's, or one an effect made)."""
    known = _STATIC_KINDS.get(id(abilities))
    if known is None or known[0] is not abilities:
        if len(_STATIC_KINDS) > 50_000:
            _STATIC_KINDS.clear()
        kinds = frozenset(type(a.effect) for a in abilities if isinstance(a, StaticAbility))
        known = _STATIC_KINDS[id(abilities)] = (abilities, kinds)
    return known[1]


def has_static(abilities: tuple[Ability, ...], kind: type) -> bool:
    """Is there a static ability with an effect of this kind among ``abilities``?"""
    return kind in static_kinds(abilities)


def _exists(item: _StaticType, view: Mapping[int, Characteristics]) -> bool:
    """The effect of a static ability exists while its source has the ability (613.8a)."""
    ch = view.get(item.source.id)
    return ch is not None and item.ability in ch.abilities


def _affected(
    game: GameState,
    item: _StaticType | ContinuousEffect,
    view: Mapping[int, Characteristics],
    matches: Matcher,
) -> list[int]:
    if not isinstance(item, _StaticType):
        return sorted(i for i in item.affected if i in view)
    if not _exists(item, view):
        return []
    ids = affected_by(game, item.source, item.effect.what, view, matches)
    if isinstance(item.effect, SetLandType):
        return [i for i in ids if "land" in view[i].types]  # 305.7: it changes only a land
    return ids


def _apply(
    game: GameState,
    item: _StaticType | ContinuousEffect,
    view: dict[int, Characteristics],
    matches: Matcher,
) -> None:
    if not isinstance(item, _StaticType):
        for oid in item.affected:
            ch = view.get(oid)
            if ch is not None and item.set_types is not None:
                _set_types(ch, item.set_types)  # 205.1a
            if ch is not None and item.add_types:  # 613.1d: "becomes an artifact creature"
                ch.types = ch.types | item.add_types
            if ch is not None and item.set_creature_types is not None:
                # 613.1d: the new creature types replace the old ones
                old = frozenset(s for s in ch.subtypes if s in _CREATURE_TYPES)
                ch.subtypes = (ch.subtypes - old) | frozenset(item.set_creature_types)
            if ch is not None and item.add_subtypes:  # 613.1d: "in addition to its other types"
                ch.subtypes = ch.subtypes | item.add_subtypes
            if ch is not None and item.set_land_type and "land" in ch.types:  # h-act: 305.7
                ch.subtypes = (ch.subtypes - _LAND_TYPES) | {item.set_land_type}
                ch.abilities = (BASIC_MANA_ABILITY[item.set_land_type],)
        return
    if isinstance(item.effect, Animate):
        for oid in _affected(game, item, view, matches):
            animate_types(view[oid], item.effect)
        return
    land_type = item.effect.land_type
    mana = BASIC_MANA_ABILITY[land_type]
    for oid in _affected(game, item, view, matches):
        ch = view[oid]
        if item.effect.additional:  # 305.7: keeps its land types and rules text
            ch.subtypes = ch.subtypes | {land_type}
            if mana not in ch.abilities:
                ch.abilities = (*ch.abilities, mana)
        else:  # 305.7: loses its old land types and its rules-text abilities
            ch.subtypes = (ch.subtypes - _LAND_TYPES) | {land_type}
            ch.abilities = (mana,)


def animate_types(ch: Characteristics, e: Animate) -> None:
    """Layer 4 of a static "is a [creature types] [creature] with base power and toughness
    N/N" (613.1d). 205.1a: a card type written replaces the object's card types, the creature
    types written replace its creature types; 205.1b: "in addition to its other types" keeps
    every type and subtype it had. Without a card type only the creature types change."""
    if e.keep is not None:  # 205.1b
        ch.types = ch.types | frozenset(e.types)
        ch.subtypes = ch.subtypes | frozenset(e.creature_types)
        return
    if e.retains_types:  # 205.1b: "[creature types] artifact creature" keeps its card types
        ch.types = ch.types | frozenset(e.types)
    elif e.types:
        _set_types(ch, frozenset(e.types))  # 205.1a
    if e.creature_types:  # 205.1a-b: they replace its creature types
        ch.subtypes = (ch.subtypes - _CREATURE_TYPES) | frozenset(e.creature_types)
