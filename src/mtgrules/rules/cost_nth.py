"""s11 h-lib: "The second spell you cast each turn costs {1} less to cast." / "The first
creature spell you cast each turn costs {2} less to cast." (601.2f): a cost change of only the
Nth spell of a kind its caster casts in a turn (``ir.CostChange.nth``). A spell counts as cast
once it becomes cast (601.2i), after its total cost is determined (601.2f), so while it is
being cast the spells counted are the ones cast before it: the Nth has N-1 before it. The
kinds are card types, as ``Player.spells_cast_types`` records them (a face-down spell is a
creature spell, 708.2)."""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING

from ..cards import ir

if TYPE_CHECKING:
    from ..state import GameState


def nth_applies(game: GameState, player: int, e: ir.CostChange) -> bool:
    """Whether the spell ``player`` is casting now is the ``e.nth`` of its kind this turn
    (601.2i: the spells cast before it are N-1); the spell's own match of ``e.filter`` is
    checked by the caller. Always True for a change of every spell (``nth`` 0)."""
    if not e.nth:
        return True
    f = e.filter
    before = 0
    for kinds in game.players[player].spells_cast_types:
        types = set(kinds.split())
        if f.types and not (f.types & types):
            continue
        if f.non_types & types:
            continue
        before += 1
    return before == e.nth - 1


def nth_gap(e: ir.CostChange) -> str | None:
    """What of ``e.nth`` can't be counted: a kind of spell not told by card types alone (the
    record of spells cast this turn keeps only their card types)."""
    if not e.nth:
        return None
    f = e.filter
    plain = ir.Filter(zone=f.zone, controller=f.controller)
    if replace(f, types=frozenset(), non_types=frozenset()) != plain or e.caster != "you":
        return "the Nth spell of a kind not told by its card types (601.2i)"
    return None
