"""h-players: "... that player controls" after a trigger that names a player (603.2, 608.2k).

The reader writes the controller of such a noun phrase as ``Filter.controller == "trigger
player"``. The engine carries it out in two places only: a triggered ability's target
phrase ("destroy target artifact that player controls": rules/targeting.problem, with the
trigger's player in its TargetingContext, 603.3d, 608.2b) and "each ... that player
controls" acted on by one of its instructions (rules/effect_context.objects_and_players).
``gap`` refuses the phrase anywhere else (a count, a nested ability, a static ability)."""

from __future__ import annotations

import dataclasses
from typing import Any

from ..cards import ir

TRIGGER_PLAYER = "trigger player"
GAP = '"that player controls" outside a triggered ability\'s targets or "each ..." (608.2k)'

# instructions whose executors take "each ..." from effect_context.objects_and_players
# (611.2c: the objects are fixed as the instruction is carried out)
_EACH_EFFECTS = (ir.DealDamage, ir.Tap, ir.Untap, ir.Destroy)


def _uses(value: Any) -> bool:
    """Does any Filter inside ``value`` name the trigger's player as its controller?"""
    if isinstance(value, ir.Filter):
        return value.controller == TRIGGER_PLAYER
    if isinstance(value, tuple | list | frozenset):
        return any(_uses(v) for v in value)
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        return any(_uses(getattr(value, f.name)) for f in dataclasses.fields(value))
    return False


def _effect_ok(effect: Any) -> bool:
    """An instruction whose only such phrase is an "each ..." it acts on directly."""
    if not dataclasses.is_dataclass(effect) or isinstance(effect, type):
        return not _uses(effect)
    for f in dataclasses.fields(effect):
        value = getattr(effect, f.name)
        if (
            isinstance(effect, _EACH_EFFECTS)
            and isinstance(value, ir.EachRef)
            and f.name in ("what", "to", "who")
            and value.filter is not None
            and value.filter.controller == TRIGGER_PLAYER
        ):
            if _uses(dataclasses.replace(value.filter, controller=None)):
                return False
            continue
        if _uses(value):
            return False
    return True


def gap(ability: Any) -> str | None:
    """Why ``ability``'s "that player controls" isn't carried out, or None."""
    if not _uses(ability):
        return None
    if not isinstance(ability, ir.TriggeredAbility):
        return GAP
    if _uses(ability.trigger) or _uses(ability.intervening_if):
        return GAP
    if not all(_effect_ok(e) for e in ability.effects):
        return GAP
    return None
