"""Activated and triggered abilities on the stack as targets (115.1, 113.1c): "counter
target activated ability" (Squelch), "... triggered ability", "... activated or triggered
ability" (Stifle) and "counter target spell, activated ability, or triggered ability"
(Disallow). Countering one removes it from the stack (701.6b, ``zone_moves.counter``). Mana
abilities never are on the stack (605.3b), so they can't be targeted.

Asked by ``targeting.candidates`` and ``targeting.problem`` for a ``TargetSpec`` whose
``kind`` is one of :data:`KINDS` (the phrase's noun, as written)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..cards import ir
from ..objects import StackAbility, Target
from ..zones import Zone

if TYPE_CHECKING:
    from ..state import GameState

ACTIVATED = "activated ability"
TRIGGERED = "triggered ability"
EITHER = "activated or triggered ability"
SPELL_OR_EITHER = "spell, activated ability, or triggered ability"
KINDS = frozenset({ACTIVATED, TRIGGERED, EITHER, SPELL_OR_EITHER})
#: what :func:`problem` answers for a spell a "spell, ... ability" phrase names: it is
#: checked as a spell (115.1)
A_SPELL = "a spell"


def stack_ability(game: GameState, oid: int | None) -> StackAbility | None:
    """The activated or triggered ability with id ``oid`` on the stack, if it's there."""
    for item in game.stack:
        if isinstance(item.object, StackAbility) and item.object.id == oid:
            return item.object
    return None


def _fits(kind: str, sa: StackAbility) -> bool:
    triggered = isinstance(sa.ability, ir.TriggeredAbility)
    return kind in (EITHER, SPELL_OR_EITHER) or (kind == TRIGGERED) == triggered


def candidates(game: GameState, kind: str) -> list[Target]:
    """The abilities (and, for Disallow's phrase, spells) on the stack the phrase can name."""
    out = []
    for item in game.stack:
        o = item.object
        if isinstance(o, StackAbility):
            if _fits(kind, o):
                out.append(Target(object_id=o.id, zone=Zone.STACK))
        elif kind == SPELL_OR_EITHER:
            out.append(Target(object_id=o.id, zone=Zone.STACK))
    return out


def problem(game: GameState, kind: str, target: Target) -> str | None:
    """Why ``target`` can't be chosen for the phrase now (115.1; 608.2b as it resolves);
    None if it can; :data:`A_SPELL` for a spell a "spell, ... ability" phrase names."""
    sa = stack_ability(game, target.object_id)
    if sa is None:
        obj = game.objects.get(target.object_id or -1)
        if obj is not None and obj.zone is Zone.STACK:
            return A_SPELL if kind == SPELL_OR_EITHER else f"it's a spell, not an {kind} (115.1)"
        if obj is None:
            return "it's no longer on the stack (608.2b)"
        return f"it isn't an {kind} on the stack (115.1)"
    if not _fits(kind, sa):
        other = TRIGGERED if kind == ACTIVATED else ACTIVATED
        return f"it's {'an' if other == ACTIVATED else 'a'} {other}, not {_a(kind)} (115.1)"
    return None


def _a(kind: str) -> str:
    return ("an " if kind[0] in "aeiou" else "a ") + kind
