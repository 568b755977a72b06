"""Ninjutsu (702.49a): an activated ability that functions only while the card is in a
player's hand. "Ninjutsu [cost]" means "[Cost], Reveal this card from your hand, Return an
unblocked attacking creature you control to its owner's hand: Put this card onto the
battlefield from your hand tapped and attacking."

This module holds its shape (imports nothing that changes the game); the cost's return and
the effect are carried out by rules/effects_ninjutsu.py. The creature to return is chosen as
the ability is activated (602.2b: ``ActivateAbility.returned``); what it was attacking is
remembered by the ability on the stack (:class:`NinjutsuPut`), since the card enters
attacking the same player or planeswalker (702.49c)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import cast

from ..cards import ir
from ..objects import Target
from . import keyword_costs

NINJUTSU = "ninjutsu"
RULE = "702.49a"


@dataclass(frozen=True, slots=True)
class NinjutsuPut:
    """ "Put this card onto the battlefield from your hand tapped and attacking" (702.49a):
    an engine effect. ``attacking``: what the returned creature was attacking (702.49c),
    filled in as the ability is activated."""

    attacking: Target | None = None


def ability(kw: ir.Keyword) -> ir.ActivatedAbility | None:
    """The activated ability "Ninjutsu [cost]" stands for (702.49a); the reveal and the
    return are the engine's part of its cost (rules/effects_ninjutsu.py)."""
    if kw.name != NINJUTSU or kw.cost is None:
        return None
    return ir.ActivatedAbility(kw.cost, cast("tuple[ir.Effect, ...]", (NinjutsuPut(),)))


def is_ninjutsu(ab: ir.ActivatedAbility) -> bool:
    """Whether ``ab`` is a ninjutsu ability (it functions from a hand: 702.49a)."""
    return len(ab.effects) == 1 and isinstance(ab.effects[0], NinjutsuPut)


def gap(card: ir.CardDefinition) -> list[str]:
    """What of ninjutsu the engine can't do for this card (rules/support.py): a cost other
    than mana."""
    return keyword_costs.cost_gaps(card.abilities, (NINJUTSU,), nonempty=True)
