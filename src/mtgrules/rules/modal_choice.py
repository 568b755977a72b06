"""Which modes may be chosen (700.2): how many, by the text ("Choose one or more", "choose
both instead", 601.2b), and, for a modal triggered ability, which of them as it is put on
the stack (603.3c): a mode whose targets can't be chosen can't be chosen. The modes of a
triggered ability are asked with :class:`~mtgrules.decisions.TriggerModes`
(rules/triggers.trigger_to_stack); its target phrases are those of the modes chosen."""

from __future__ import annotations

from dataclasses import replace
from itertools import combinations, combinations_with_replacement
from typing import TYPE_CHECKING, Any

from ..cards import ir
from ..decisions import TriggerModes, is_id
from ..errors import IllegalActionError
from . import targeting

if TYPE_CHECKING:
    from ..records import PendingTrigger
    from ..state import GameState

#: "both", "two", "one or more" (700.2)
_UPGRADE_SIZES = {"both": (2,), "two": (2,), "one or more": None}


def mode_sizes(m: ir.Modal, upgraded: bool) -> tuple[int, ...]:
    """700.2: the numbers of modes that may be chosen."""
    n = len(m.modes)
    if m.any_number:
        sizes: tuple[int, ...] = tuple(range(0, n + 1))
    elif m.or_more:
        sizes = tuple(range(1, n + 1))
    else:
        sizes = (m.choose,)
    if upgraded:
        up = _UPGRADE_SIZES.get(m.upgrade_to) or tuple(range(1, n + 1))
        sizes = tuple(sorted({*sizes, *up})) if m.upgrade_may else up
    return sizes


def trigger_modal(ability: ir.TriggeredAbility) -> ir.Modal | None:
    """The modes of a modal triggered ability ("When ... enters, choose one —", 700.2)."""
    for e in ability.effects:
        if isinstance(e, ir.Modal):
            return e
    return None


def trigger_specs(
    ability: ir.TriggeredAbility, modes: tuple[int, ...] | None
) -> tuple[ir.TargetSpec, ...]:
    """603.3d: a triggered ability's target phrases; a modal one's are those of the modes
    chosen (700.2), in printed order, as its instructions use them
    (effect_steps.flatten_modes)."""
    m = trigger_modal(ability)
    if m is None:
        return ability.targets
    return tuple(spec for i in sorted(modes or ()) for spec in m.modes[i - 1].targets)


def trigger_mode_options(
    game: GameState, m: ir.Modal, upgraded: bool, ctx: targeting.TargetingContext
) -> tuple[tuple[int, ...], ...]:
    """603.3c: the choices of modes open to the controller of a modal triggered ability:
    each a tuple of mode numbers (from 1), none using a mode whose targets can't be chosen;
    the same mode more than once only where the text allows it (700.2d)."""
    usable = [
        i
        for i, mode in enumerate(m.modes, 1)
        if not mode.targets or targeting.has_enough_targets(game, mode.targets, ctx)
    ]
    pick = combinations_with_replacement if m.repeat else combinations
    sizes = mode_sizes(m, upgraded)
    options = tuple(c for k in sizes if k > 0 for c in pick(usable, k))
    return ((), *options) if 0 in sizes else options  # "any number": none at all (700.2)


def answered(d: TriggerModes, value: Any) -> PendingTrigger:
    """603.3c: the trigger of ``d`` with the modes ``value`` names (a mode number, or a list
    of them); refused when they aren't one of ``d.options``."""
    picked = tuple(value) if isinstance(value, list | tuple) else (value,)
    if not all(is_id(v) for v in picked):
        raise IllegalActionError("give the modes as numbers, counted from 1", "700.2")
    modes = tuple(sorted(int(v) for v in picked))
    if modes not in (d.options or ()):
        options = d.options or ()
        sizes = sorted({len(o) for o in options})
        if len(modes) not in sizes:  # the number of modes first, not every combination
            raise IllegalActionError(
                f"{value!r} isn't a choice of modes for {d.trigger.source_name}'s triggered "
                f"ability: choose {' or '.join(map(str, sizes))} mode(s), not {len(modes)}",
                "700.2",
            )
        shown = "; ".join(" and ".join(map(str, o)) or "none" for o in options[:12])
        more = f" and {len(options) - 12} more" if len(options) > 12 else ""
        raise IllegalActionError(
            f"{value!r} isn't a choice of modes for {d.trigger.source_name}'s triggered "
            f"ability (choices: {shown}{more})",
            "603.3c",
        )
    return replace(d.trigger, modes=modes)
