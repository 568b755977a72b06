"""Copying an activated or triggered ability on the stack (707.10): "Copy target triggered
ability you control. You may choose new targets for the copy." (Strionic Resonator), "...
activated or triggered ability you control from an artifact source" (Tawnos, Urza's
Apprentice). Read as ``ir.CopySpell`` of a target whose phrase names abilities
(rules/ability_targets.py); ``effects_control.copy_spell`` hands such a target here."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..objects import StackAbility, StackItem, Target
from . import copy_targets, division, listing_choices, targeting

if TYPE_CHECKING:
    from .effect_context import EffectContext


def copy_ability(ctx: EffectContext, item: StackItem) -> None:
    """707.10: a copy of the ability, with the choices made for it (modes, X, targets) and
    the same source (113.7), is put onto the stack under this effect's controller (707.10,
    113.8); it isn't activated (no "whenever you activate" triggers, 602.2). 707.10c: its
    controller keeps the targets or chooses new legal ones, asked before the copy is made
    (an answer plays the resolution again)."""
    from . import resolve  # (resolve -> effects -> this module)
    from .triggers import became_target

    g = ctx.game
    sa = item.object
    assert isinstance(sa, StackAbility)
    me = ctx.controller
    trial = sa.clone()
    trial.controller = me  # 707.10: the copy's controller chooses its targets
    trial_item = StackItem(trial, item.targets, item.x, item.modes)
    options: list[tuple[tuple[Target, ...], ...]] = []
    specs = resolve.item_specs(g, trial_item)
    if specs and item.targets:
        tctx = resolve.item_context(g, trial_item)
        options = [
            t
            for t in listing_choices.choices_in_context(g, trial.name, specs, tctx, item.x)
            if t != item.targets
        ]
    prompt = f"copy of {sa.name} ({ctx.name}): keep its targets or choose new ones?"
    split = division.of_ability(sa.ability)  # 115.7f: a division is kept
    ((chosen, divided),) = copy_targets.ask_copies_targets(
        ctx, me, (prompt,), item.targets, options, split, sa.divided
    )
    copy = sa.clone()
    copy.id, copy.controller, copy.divided = g.new_id(), me, divided
    new_item = StackItem(copy, chosen, item.x, item.modes)
    g.stack.append(new_item)
    g.log_event(
        "copy",
        f"{g.players[me].name} puts a copy of {sa.name} onto the stack"
        + targeting.targets_text(g, chosen)
        + f" ({ctx.name})",
        "707.10",
    )
    became_target(g, new_item)  # 702.21a: ward sees the copy's targets
    g.dirty()
