"""h-players: "... that player controls" after a trigger that names a player (603.2, 608.2k)
or after "target player" (115.1).

The reader writes the controller of such a noun phrase as ``Filter.controller == "trigger
player"`` or ``Filter.controller_target`` (the target phrase that chose the player). The
engine carries it out in these places only: a triggered ability's target phrase ("destroy
target artifact that player controls": rules/targeting.problem, with the trigger's player
in its TargetingContext, 603.3d, 608.2b) and "each ... that player controls" acted on by
a one-shot instruction (rules/effect_context.objects_and_players), and a count of the
objects that player controls in a resolving instruction's amount (rules/amounts.matching:
"you gain 2 life for each creature target player controls"). ``gap`` refuses the phrase
anywhere else (a count, a nested ability, a static ability, a target chosen by an
earlier target's player)."""

from __future__ import annotations

import dataclasses
from typing import Any

from ..cards import ir

TRIGGER_PLAYER = "trigger player"
GAP = '"that player controls" outside a triggered ability\'s targets or "each ..." (608.2k)'

# instructions whose executors take "each ..." from effect_context.objects_and_players
# (611.2c: the objects are fixed as the instruction is carried out)
_EACH_EFFECTS = (
    ir.DealDamage,
    ir.Tap,
    ir.Untap,
    ir.Destroy,
    # s9 h-other: continuous effects on a group fixed on resolution (611.2c,
    # effects_permanents._affect / _grant) and 502.3 "don't untap during ... next untap step"
    ir.ModifyPT,
    ir.GrantAbilities,
    ir.RemoveAbilities,
    ir.SetCharacteristics,
    ir.DoesntUntapNext,
    # s10 engine: "Return all nonland permanents target player controls to their owner's
    # hand", "put a +1/+1 counter on each creature target player controls", "Gain control of
    # all creatures target opponent controls" (effects_zones._return_to_hand,
    # effects_permanents._add_counters / _gain_control take them from objects_and_players)
    ir.ReturnToHand,
    ir.AddCounters,
    ir.GainControl,
)


def _named(flt: ir.Filter) -> bool:
    return flt.controller == TRIGGER_PLAYER or flt.controller_target is not None


def _uses(value: Any) -> bool:
    """Does any Filter inside ``value`` name "that player" as its controller?"""
    if isinstance(value, ir.Filter):
        return _named(value)
    if isinstance(value, tuple | list | frozenset):
        return any(_uses(v) for v in value)
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        return any(_uses(getattr(value, f.name)) for f in dataclasses.fields(value))
    return False


def _effect_ok(effect: Any, trigger: bool) -> bool:
    """An instruction whose only such phrase is an "each ..." it acts on directly (the
    trigger's player only in a triggered ability)."""
    if not dataclasses.is_dataclass(effect) or isinstance(effect, type):
        return not _uses(effect)
    if isinstance(effect, ir.Modal):  # 700.2: each mode is a spell ability of its own
        return all(gap(mode) is None for mode in effect.modes)
    for f in dataclasses.fields(effect):
        value = getattr(effect, f.name)
        if (  # s9 h-other: "those creatures" / "them", the group named before (608.2c)
            isinstance(effect, _EACH_EFFECTS)
            and isinstance(value, ir.GroupRef)
            and f.name in ("what", "to", "who")
            and value.group.filter is not None
            and value.group.filter.controller != TRIGGER_PLAYER
        ):
            continue
        if (
            isinstance(effect, _EACH_EFFECTS)
            and isinstance(value, ir.EachRef)
            and f.name in ("what", "to", "who")
            and value.filter is not None
            and _named(value.filter)
        ):
            if value.filter.controller == TRIGGER_PLAYER and not trigger:
                return False
            continue
        if _count_ok(value, trigger):
            continue
        if _uses(value):
            return False
    return True


def _count_ok(value: Any, trigger: bool) -> bool:
    """s10 engine: an amount of the instruction that counts "creatures target player
    controls" / "... that player controls" on the battlefield (rules/amounts.matching: the
    player as the instruction resolves, 608.2b, 608.2k); the trigger's player only in a
    triggered ability."""
    if isinstance(value, ir.ForEach | ir.WhereX):
        return _count_ok(value.value, trigger)
    if not isinstance(value, ir.CountOf) or value.players is not None:
        return False
    flt = value.filter
    if flt.zone != "battlefield" or not _named(flt):
        return False
    return (flt.controller != TRIGGER_PLAYER or trigger) and not _uses(
        dataclasses.replace(flt, controller=None, controller_target=None)
    )


_WITH_EFFECTS = (ir.SpellAbility, ir.ActivatedAbility, ir.LoyaltyAbility, ir.TriggeredAbility)


def gap(ability: Any) -> str | None:
    """Why ``ability``'s "that player controls" isn't carried out, or None."""
    if not _uses(ability):
        return None
    if not isinstance(ability, _WITH_EFFECTS):
        return GAP
    trigger = isinstance(ability, ir.TriggeredAbility)
    for f in dataclasses.fields(ability):  # its trigger, condition, cost: not carried out
        if f.name not in ("effects", "targets") and _uses(getattr(ability, f.name)):
            return GAP
    if any(s.filter.controller_target is not None for s in ability.targets):
        return GAP  # a target chosen by an earlier target's player: not yet (601.2c)
    if not trigger and _uses(ability.targets):
        return GAP
    if not all(_effect_ok(e, trigger) for e in ability.effects):
        return GAP
    return None
