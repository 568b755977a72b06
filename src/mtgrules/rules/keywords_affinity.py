"""Affinity (702.41): "Affinity for [text]" means "This spell costs {1} less to cast for each
[text] you control" (702.41a), a cost reduction applied as the total cost is determined
(601.2f); it lowers only generic mana (118.7, 601.2f). Each instance applies (702.41b)."""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING

from ..cards import ir
from ..objects import GameObject
from . import characteristics, spell_grants
from .card_keywords import keyword_names

if TYPE_CHECKING:
    from ..state import GameState

AFFINITY = "affinity"


def reduction(game: GameState, obj: GameObject, player: int) -> int:
    """702.41a: {1} less for each permanent ``player`` controls that the affinity names."""
    if AFFINITY in keyword_names(obj.card):
        kws = spell_grants.keyword_abilities(
            game, obj, player, AFFINITY, characteristics.battlefield_chars
        )
    else:  # 611.3a: "Spells you cast have affinity for artifacts" (rules/spell_grants.py)
        kws = [
            a
            for a in spell_grants.granted(game, obj, player, characteristics.battlefield_chars)
            if isinstance(a, ir.Keyword) and a.name == AFFINITY
        ]
        if not kws:
            return 0
    from .layers import matches

    bf = characteristics.battlefield_chars(game)
    total = 0
    for kw in kws:  # 702.41b: each instance applies
        assert kw.filter is not None
        flt = replace(kw.filter, zone="battlefield", controller="you")
        total += sum(
            1
            for o in game.battlefield_objects()
            if bf[o.id].controller == player and matches(game, bf[o.id], o, flt, obj, player)
        )
    return total


def gap(card: ir.CardDefinition) -> list[str]:
    """What of affinity the engine can't do for this card (rules/support.py)."""
    return [
        "affinity without what it counts"
        for a in card.abilities
        if isinstance(a, ir.Keyword) and a.name == AFFINITY and a.filter is None
    ]
