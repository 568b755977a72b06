"""Encore (702.141a): an activated ability that functions while the card is in a graveyard
(113.6m: rules/graveyard_abilities.py lists it there). "Encore [cost]" means "[Cost], Exile
this card from your graveyard: For each opponent, create a token that's a copy of this card
that attacks that opponent this turn if able. The tokens gain haste. Sacrifice them at the
beginning of the next end step. Activate only as a sorcery."

This module holds its shape (imports nothing that changes the game); the tokens are made by
rules/effects_encore.py."""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import cast

from ..cards import ir
from . import keyword_costs

ENCORE = "encore"
RULE = "702.141a"


@dataclass(frozen=True, slots=True)
class EncoreCopies:
    """ "For each opponent, create a token that's a copy of this card that attacks that
    opponent this turn if able. The tokens gain haste. Sacrifice them at the beginning of
    the next end step." (702.141a): an engine effect."""


def ability(kw: ir.Keyword) -> ir.ActivatedAbility | None:
    """The activated ability "Encore [cost]" stands for (702.141a)."""
    if kw.name != ENCORE or kw.cost is None:
        return None
    return ir.ActivatedAbility(
        replace(kw.cost, exile_self_from_graveyard=True),
        cast("tuple[ir.Effect, ...]", (EncoreCopies(),)),
        sorcery_speed=True,  # 702.141a: "Activate only as a sorcery."
    )


def gap(card: ir.CardDefinition) -> list[str]:
    """What of encore the engine can't do for this card (rules/support.py): a cost other
    than mana."""
    return keyword_costs.cost_gaps(card.abilities, (ENCORE,), nonempty=True)
