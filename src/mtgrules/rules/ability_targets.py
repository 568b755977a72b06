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
from . import characteristics

if TYPE_CHECKING:
    from ..state import GameState
    from .layers import Characteristics

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


def source_chars(game: GameState, sa: StackAbility) -> Characteristics | None:
    """113.7: the characteristics of the ability's source: the object as it is now while it
    is still on the battlefield, else as it last existed (113.7a, 608.2h)."""
    src = game.objects.get(sa.source_id)
    if src is not None and src.zone is Zone.BATTLEFIELD:
        return characteristics.chars(game, src.id)
    if sa.source_snapshot is not None:
        chars: Characteristics = sa.source_snapshot
        return chars
    return characteristics.chars(game, src.id) if src is not None else None


def filter_problem(game: GameState, flt: ir.Filter, sa: StackAbility, me: int) -> str | None:
    """Why the ability isn't one the phrase's "you control" / "you don't control" (113.8) or
    "from an artifact source" / "from a colorless source" (113.7) names; None if it is."""
    if flt.controller == "you" and sa.controller != me:
        return "it's an ability you don't control (113.8)"
    if flt.controller == "not_you" and sa.controller == me:
        return "it's an ability you control (113.8)"
    if not (flt.types or flt.colorless):
        return None
    ch = source_chars(game, sa)
    if flt.colorless and (ch is None or ch.colors):
        return "its source isn't colorless (113.7)"
    if flt.types and (ch is None or not flt.types & set(ch.types)):
        return f"its source isn't {' or '.join(_a(t) for t in sorted(flt.types))} (113.7)"
    return None


def candidates(game: GameState, kind: str, flt: ir.Filter, me: int) -> list[Target]:
    """The abilities (and, for Disallow's phrase, spells) on the stack the phrase can name;
    ``me``: the player choosing the targets."""
    out = []
    for item in game.stack:
        o = item.object
        if isinstance(o, StackAbility):
            if _fits(kind, o) and filter_problem(game, flt, o, me) is None:
                out.append(Target(object_id=o.id, zone=Zone.STACK))
        elif kind == SPELL_OR_EITHER:
            out.append(Target(object_id=o.id, zone=Zone.STACK))
    return out


def problem(
    game: GameState, kind: str, target: Target, flt: ir.Filter | None = None, me: int = 0
) -> str | None:
    """Why ``target`` can't be chosen for the phrase now (115.1; 608.2b as it resolves);
    None if it can; :data:`A_SPELL` for a spell a "spell, ... ability" phrase names.
    ``flt``: the phrase's controller and source words, ``me`` the player choosing."""
    sa = stack_ability(game, target.object_id)
    if sa is None:
        obj = game.objects.get(target.object_id or -1)
        if obj is not None and obj.zone is Zone.STACK:
            return A_SPELL if kind == SPELL_OR_EITHER else f"it's a spell, not {_a(kind)} (115.1)"
        if obj is None:
            return "it's no longer on the stack (608.2b)"
        return f"it isn't {_a(kind)} on the stack (115.1)"
    if not _fits(kind, sa):
        other = TRIGGERED if kind == ACTIVATED else ACTIVATED
        return f"it's {'an' if other == ACTIVATED else 'a'} {other}, not {_a(kind)} (115.1)"
    return None if flt is None else filter_problem(game, flt, sa, me)


def _a(kind: str) -> str:
    return ("an " if kind[0] in "aeiou" else "a ") + kind
