"""Ripple (702.60a): "When you cast this spell, you may reveal the top N cards of your
library, or, if there are fewer than N cards in your library, you may reveal all the cards
in your library. If you reveal cards from your library this way, you may cast any of those
cards with the same name as this spell without paying their mana costs, then put all
revealed cards not cast this way on the bottom of your library in any order." 702.60b: each
instance triggers separately.

:func:`cast_triggers` puts the triggered ability in the pending triggers as the spell is cast
(603.2); ``keywords_cast_effects.ripple`` carries it out: every choice (to reveal, each
cast, 608.2g, the order of the cards put on the bottom, 401.4) is asked before anything
moves, as an answer plays the resolution again."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, cast

from ..cards import ir
from ..records import PendingTrigger

if TYPE_CHECKING:
    from ..objects import GameObject
    from ..state import GameState

RIPPLE = "ripple"
RULE = "702.60a"
REVEAL = "reveal"
DONT = "don't reveal"


@dataclass(frozen=True, slots=True)
class RippleEffect:
    """The triggered ability's effect: ripple ``count``."""

    count: int


def cast_triggers(game: GameState, spell: GameObject) -> None:
    """702.60a-b: each ripple ability of the spell triggers as it is cast."""
    counts = [
        a.amount or 0
        for a in spell.card.abilities
        if isinstance(a, ir.Keyword) and a.name == RIPPLE
    ]
    if not counts:
        return
    from . import characteristics

    chars = characteristics.chars(game, spell.id)
    for n in counts:
        ability = ir.TriggeredAbility(
            ir.Trigger(ir.TriggerEvent.CAST_SPELL),
            cast("tuple[ir.Effect, ...]", (RippleEffect(n),)),
        )
        game.pending_triggers.append(
            PendingTrigger(spell.id, spell.name, spell.controller, ability, chars)
        )
        game.log_event(
            "trigger",
            f"{spell.name}'s ripple {n} ability triggers ({RULE})",
            "603.2",
            card=spell.name,
        )


def gap(card: ir.CardDefinition) -> list[str]:
    """What of ripple the engine can't do for this card (rules/support.py)."""
    if any(isinstance(a, ir.Keyword) and a.name == RIPPLE and not a.amount for a in card.abilities):
        return ["ripple without its N"]
    return []
