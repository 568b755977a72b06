"""Sunburst (702.44) and converge's "enters with a +1/+1 counter on it for each color of mana
spent to cast it" (207.2c, 614.1c): the counters a permanent enters with, counted from the
colors of mana spent on the costs of the spell it was (601.2h: ``GameObject.colors_spent``,
written by ``rules/stack.cast`` from what ``costs.pay`` spent).

``rules/entering.enter_effects`` collects these replacement effects with the permanent's own
(614.12); ``amounts.evaluate`` counts ``ir.ColorsSpent`` for "for each color of mana spent to
cast this spell" (converge on an instant or sorcery)."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from typing import TYPE_CHECKING

from ..cards import ir
from ..zones import Zone

if TYPE_CHECKING:
    from ..state import GameState
    from .events import ReplacementEffect, ZoneMoveEvent

__all__ = ["colors_spent", "replacements"]

OwnCounters = Callable[[str, str, str, int, str], "ReplacementEffect"]


def colors_spent(game: GameState, object_id: int | None) -> int:
    """702.44a, 601.2h: how many colors of mana were spent to cast the spell ``object_id``
    is (on the stack) or was (the permanent it became keeps them, zone_moves.move); 0 for a
    copy of a spell (707.10: not cast) or an object that wasn't cast."""
    obj = game.objects.get(object_id) if object_id is not None else None
    return len(obj.colors_spent) if obj is not None else 0


def replacements(
    game: GameState, ev: ZoneMoveEvent, values: ir.CardDefinition, tag: int, own: OwnCounters
) -> list[ReplacementEffect]:
    """The counters ``values`` (the permanent as it would enter, 614.12) enters with for its
    sunburst (702.44a-b, d) and its converge replacement (614.1c), made by ``own``."""
    was = game.objects.get(ev.object_id)
    # 702.44b: only entering from the stack as a resolving spell (the spell it was is still
    # there as the event is replaced, rules/resolve.py), and only with colored mana spent
    spent = was.colors_spent if was is not None and was.zone is Zone.STACK else ""
    n = len(spent)
    if n == 0:
        return []
    out: list[ReplacementEffect] = []
    for i, a in enumerate(values.abilities):
        if isinstance(a, ir.Keyword) and a.name == "sunburst":
            # 702.44a: +1/+1 counters if it enters as a creature (ignoring type-changing
            # effects: its copiable values), else charge counters; 702.44d: each instance
            kind = "+1/+1" if "creature" in values.types else "charge"
            eff = own(f"sunburst:{tag}:{i}", values.name, kind, n, "702.44a")
            why = f"{values.name} enters with {n} {kind} counter(s): sunburst, {spent}"
            out.append(_logged(eff, why))
        elif (
            isinstance(a, ir.StaticAbility)
            and isinstance(a.effect, ir.Replacement)
            and a.effect.kind == "enters_with_counters_per_color"
            and a.effect.counter
        ):
            # 614.1c, 207.2c (converge): "... a +1/+1 counter on it for each color of mana
            # spent to cast it"
            per = a.effect.amount or 1
            eff = own(f"own:{tag}:{i}", values.name, a.effect.counter, per * n, "614.1c")
            why = f"{values.name} enters with {per * n} {a.effect.counter} counter(s) for "
            out.append(_logged(eff, why + f"each color of mana spent, {spent}"))
    return out


def _logged(eff: ReplacementEffect, text: str) -> ReplacementEffect:
    """``eff``, logging ``text`` as it applies: what its counters count (702.44a)."""
    inner = eff.apply

    def apply(game: GameState, ev: ZoneMoveEvent) -> ZoneMoveEvent:
        game.log_event("replace", text, eff.rule, card=eff.name)
        new: ZoneMoveEvent = inner(game, ev)
        return new

    return replace(eff, apply=apply)
