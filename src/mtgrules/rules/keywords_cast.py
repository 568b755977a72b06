"""Keywords whose abilities trigger as their own spell is cast, and so function only while
the spell is on the stack: cascade (702.85a). The triggered abilities are built here; their
effects are carried out by rules/keywords_cast_effects.py.

This module imports nothing that changes the game (rules/stack.py calls ``cast_triggers``)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, cast

from ..cards import ir
from ..records import PendingTrigger

if TYPE_CHECKING:
    from ..objects import GameObject
    from ..state import GameState

CASCADE = "cascade"

#: the rule of each, named as it triggers (603.2)
RULES = {CASCADE: "702.85a"}


@dataclass(frozen=True, slots=True)
class CascadeEffect:
    """ "exile cards from the top of your library until you exile a nonland card whose mana
    value is less than this spell's mana value. You may cast that card without paying its
    mana cost if the resulting spell's mana value is less than this spell's mana value. Then
    put all cards exiled this way that weren't cast on the bottom of your library in a random
    order." (702.85a): an engine effect."""


#: 702.85a: "When you cast this spell, ..." (one ability object: 702.85c, each instance
#: triggers separately, and copies of one trigger have one order, 603.3b)
CASCADE_ABILITY = ir.TriggeredAbility(
    ir.Trigger(ir.TriggerEvent.CAST_SPELL),
    cast("tuple[ir.Effect, ...]", (CascadeEffect(),)),
)


def has(card: ir.CardDefinition, name: str) -> int:
    """How many instances of keyword ``name`` the card has."""
    return sum(1 for a in card.abilities if isinstance(a, ir.Keyword) and a.name == name)


def cast_triggers(game: GameState, spell: GameObject) -> None:
    """603.2, 601.2i: the spell's own "when you cast this spell" keyword abilities trigger
    once it is cast (702.85c: each instance of cascade separately)."""
    from . import characteristics

    n = has(spell.card, CASCADE)
    if not n:
        return
    chars = characteristics.chars(game, spell.id)
    for _ in range(n):
        game.pending_triggers.append(
            PendingTrigger(spell.id, spell.name, spell.controller, CASCADE_ABILITY, chars)
        )
        game.log_event(
            "trigger",
            f"{spell.name}'s cascade ability triggers (702.85a)",
            "603.2",
            card=spell.name,
        )
