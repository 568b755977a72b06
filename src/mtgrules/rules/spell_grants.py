"""Abilities that permanents' static abilities grant to spells (611.3a, 613.1f): "Artifact
spells you cast have convoke." (Chief Engineer), "Instant and sorcery spells you control have
deathtouch." (Pestilent Spirit), "Spells you cast have affinity for artifacts." (Sami).

A spell has the ability while it is on the stack and the effect's filter matches it (611.3a:
a static ability's effect applies to whatever it describes at each moment). A spell is put on
the stack before its total cost is determined and paid (601.2a, 601.2f-h), so the keywords
that change how a cost is paid are read for the card being cast as the spell it becomes:
convoke (702.51a), improvise (702.126a), delve (702.66a) and affinity (702.41a). Deathtouch
and lifelink matter as the spell deals damage (702.2b, 702.15b): the spell's characteristics
on the stack carry them (``rules/characteristics.chars``).

"... spells you cast have ..." applies only to spells that were cast: a copy of a spell isn't
cast (707.10), so it doesn't have them; "... spells you control have ..." applies to copies
too. The support gate (``rules/support.py``) accepts only the keywords named in
:data:`CARRIED_OUT`; a grant of anything else (flash, cascade, storm, rebound, ...) keeps the
card refused.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from ..cards import ir
from ..objects import GameObject
from . import layers, mechanics
from .filter_match import matches

if TYPE_CHECKING:
    from ..state import GameState

#: the permanents' characteristics now (``characteristics.battlefield_chars``, passed in: that
#: module reads this one for a spell's characteristics)
Battlefield = Callable[["GameState"], dict[int, layers.Characteristics]]

__all__ = [
    "CARRIED_OUT",
    "COST_KEYWORDS",
    "cost_keywords",
    "granted",
    "has",
    "keyword_abilities",
    "spell_grant",
]

#: 702.51a, 702.126a, 702.66a, 702.41a: read as the spell's total cost is determined and paid
COST_KEYWORDS = frozenset({"convoke", "improvise", "delve", "affinity"})
#: what the engine carries out when a static ability grants it to spells (the rest: refused)
CARRIED_OUT = COST_KEYWORDS | {"deathtouch", "lifelink"}  # 702.2b, 702.15b


def spell_grant(a: object) -> ir.GrantAbilities | None:
    """``a``'s grant when it is a static ability granting abilities to spells ("... spells
    you cast have ...": a filter in the stack zone), else None."""
    if type(a) is not ir.StaticAbility:
        return None
    e = a.effect
    return e if isinstance(e, ir.GrantAbilities) and mechanics.grants_to_spells(e) else None


def granted(
    game: GameState, obj: GameObject, player: int, battlefield: Battlefield
) -> tuple[ir.Ability, ...]:
    """The abilities ``obj`` has, as a spell ``player`` controls, from static abilities of
    permanents on the battlefield (611.3a, 613.1f): on the stack, or as it is cast (601.2a:
    it is on the stack as its costs are determined)."""
    if not mechanics.has(game, mechanics.SPELL_GRANTS):
        return ()
    out: list[ir.Ability] = []
    spell: layers.Characteristics | None = None
    for oid, ch in battlefield(game).items():
        for a in ch.abilities:
            grant = spell_grant(a)
            if grant is None:
                continue
            assert isinstance(a, ir.StaticAbility) and isinstance(grant.what, ir.EachRef)
            if obj.spell_copy and a.layout is not None and "you_cast" in a.layout.variants:
                continue  # 707.10: a copy isn't cast
            if spell is None:  # the spell's own characteristics (613.1), under its controller
                spell = layers.off_battlefield(game, obj)
                spell.controller = player
            flt = grant.what.filter
            assert flt is not None
            if matches(game, spell, obj, flt, game.objects[oid], ch.controller):
                out.extend(grant.abilities)
    return tuple(out)


def keyword_abilities(
    game: GameState, obj: GameObject, player: int, name: str, battlefield: Battlefield
) -> list[ir.Keyword]:
    """The instances of keyword ``name`` ``obj`` has as a spell ``player`` casts: its own
    (printed) and those granted to it."""
    own = [a for a in obj.card.abilities if isinstance(a, ir.Keyword) and a.name == name]
    more = [
        a
        for a in granted(game, obj, player, battlefield)
        if isinstance(a, ir.Keyword) and a.name == name
    ]
    return own + more


def has(game: GameState, obj: GameObject, player: int, name: str, battlefield: Battlefield) -> bool:
    """Whether ``obj``, as a spell ``player`` casts, has keyword ``name`` (its own or
    granted)."""
    return bool(keyword_abilities(game, obj, player, name, battlefield))


def cost_keywords(
    game: GameState, obj: GameObject, player: int, battlefield: Battlefield
) -> frozenset[str]:
    """The keywords of :data:`COST_KEYWORDS` granted to ``obj`` as a spell ``player`` casts
    (rules/priority.py: such a cast isn't plain)."""
    return frozenset(
        a.name
        for a in granted(game, obj, player, battlefield)
        if isinstance(a, ir.Keyword) and a.name in COST_KEYWORDS
    )
