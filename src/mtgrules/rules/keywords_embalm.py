"""Embalm (702.128a) and eternalize (702.129a): activated abilities that function while the
card is in a graveyard (113.6m: rules/graveyard_abilities.py lists them there).

"Embalm [cost]" means "[Cost], Exile this card from your graveyard: Create a token that's a
copy of this card, except it's white, it has no mana cost, and it's a Zombie in addition to
its other types. Activate only as a sorcery."; eternalize the same, except the token is
black and 4/4. This module holds their shape (imports nothing that changes the game); the
token is made by rules/effects_graveyard.py."""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import cast

from ..cards import ir
from . import keyword_costs

EMBALM = "embalm"
ETERNALIZE = "eternalize"


@dataclass(frozen=True, slots=True)
class ZombieCopy:
    """ "Create a token that's a copy of this card, except it's white (eternalize: black,
    4/4), it has no mana cost, and it's a Zombie in addition to its other types." (702.128a,
    702.129a): an engine effect."""

    eternalize: bool = False


def ability(kw: ir.Keyword) -> ir.ActivatedAbility | None:
    """The activated ability "Embalm [cost]" / "Eternalize [cost]" stands for."""
    if kw.name not in (EMBALM, ETERNALIZE) or kw.cost is None:
        return None
    effect = ZombieCopy(eternalize=kw.name == ETERNALIZE)
    return ir.ActivatedAbility(
        replace(kw.cost, exile_self_from_graveyard=True),
        cast("tuple[ir.Effect, ...]", (effect,)),
        sorcery_speed=True,
    )


def token_values(card: ir.CardDefinition, eternalize: bool) -> ir.CardDefinition:
    """707.9b: the exceptions are part of the token's copiable values: white (black and 4/4
    for eternalize), no mana cost, a Zombie in addition to its other types; 707.2: a token
    (111.1). 707.9d: setting power and toughness doesn't copy a characteristic-defining
    ability that defines them."""
    subtypes = card.subtypes + (() if "Zombie" in card.subtypes else ("Zombie",))
    values = replace(
        card,
        mana_cost=None,
        colors=frozenset({"B" if eternalize else "W"}),
        color_indicator=None,
        subtypes=subtypes,
        is_token=True,
        text="",
    )
    if eternalize:
        abilities = tuple(
            a
            for a in card.abilities
            if not (
                isinstance(a, ir.StaticAbility)
                and isinstance(a.effect, ir.CharacteristicDefiningPT)
            )
        )
        values = replace(values, power="4", toughness="4", abilities=abilities)
    return values


def gap(card: ir.CardDefinition) -> list[str]:
    """What of embalm or eternalize the engine can't do for this card (rules/support.py)."""
    return keyword_costs.cost_gaps(card.abilities, (EMBALM, ETERNALIZE))
