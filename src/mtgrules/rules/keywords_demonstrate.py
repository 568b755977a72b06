"""Demonstrate (702.144a): "When you cast this spell, you may copy it and you may choose new
targets for the copy. If you copy the spell, choose an opponent. That player copies the spell
and may choose new targets for that copy."

:func:`cast_triggers` (called by rules/stack.py as the spell is cast, 601.2i) queues the
triggered ability; its effect (:class:`DemonstrateEffect`) is carried out by
rules/effects_demonstrate.py. This module only reads the game and queues the trigger."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, cast

from ..cards import ir
from ..records import PendingTrigger

if TYPE_CHECKING:
    from ..objects import GameObject
    from ..state import GameState

DEMONSTRATE = "demonstrate"
RULE = "702.144a"


@dataclass(frozen=True, slots=True)
class DemonstrateEffect:
    """The triggered ability's effect on the spell ``spell`` (702.144a): an engine effect."""

    spell: int


def count(card: ir.CardDefinition) -> int:
    return sum(1 for a in card.abilities if isinstance(a, ir.Keyword) and a.name == DEMONSTRATE)


def cast_triggers(game: GameState, spell: GameObject) -> None:
    """603.2, 601.2i: "When you cast this spell": each instance triggers."""
    n = count(spell.card)
    if not n or spell.spell_copy:
        return
    from . import characteristics

    ability = ir.TriggeredAbility(
        ir.Trigger(ir.TriggerEvent.CAST_SPELL),
        cast("tuple[ir.Effect, ...]", (DemonstrateEffect(spell.id),)),
    )
    chars = characteristics.chars(game, spell.id)
    for _ in range(n):
        game.pending_triggers.append(
            PendingTrigger(spell.id, spell.name, spell.controller, ability, chars)
        )
        game.log_event("trigger", f"{spell.name}'s demonstrate ability triggers ({RULE})", "603.2")


def gap(card: ir.CardDefinition) -> list[str]:
    """What of demonstrate the engine can't do for this card (rules/support.py): a copy of a
    permanent spell (it would become a token, 707.10f)."""
    if count(card) and not ({"instant", "sorcery"} & set(card.types)):
        return ["demonstrate on a permanent spell"]
    return []
