"""s11 h-lib: one-shot cost reductions that last the turn (``ir.TurnCostReduction``):
"Artifact spells you cast this turn cost {1} less to cast.", "The next spell you cast this
turn costs {1} less to cast." As the effect resolves its amount is fixed (608.2h) and it
becomes an effect on its controller (``PlayerEffect`` of kind ``TURN_COST``) that lasts until
the cleanup step (514.2). While a spell's total cost is determined (601.2f) each such effect
of its caster whose spells it matches takes away generic mana (118.7, with the other
reductions: ``cost_changes.changed_x``); a "next spell" effect is used up by the next spell it
matches once that spell becomes cast (601.2i: ``spell_cast``)."""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING

from ..cards import ir
from ..objects import GameObject
from ..records import PlayerEffect
from . import characteristics, effect_context

if TYPE_CHECKING:
    from ..state import GameState

TURN_COST = "turn_cost_less"


def turn_cost_reduction(ctx: effect_context.EffectContext, e: ir.TurnCostReduction) -> None:
    """608.2h: X is fixed now; 611.2a, 514.2: the reduction lasts until the cleanup step."""
    g = ctx.game
    n = int(e.mana[1:-1]) if e.amount is None else max(0, effect_context.amount(ctx, e.amount))
    fixed = replace(e, mana="{" + str(n) + "}", amount=None)
    g.player_effects.append(
        PlayerEffect(ctx.controller, TURN_COST, ctx.name, g.new_timestamp(), None, fixed, True)
    )
    g.dirty()
    which = "the next spell" if e.next_only else "spells"
    g.log_event(
        "effect",
        f"{which} {g.players[ctx.controller].name} casts this turn that match cost {{{n}}} "
        f"less to cast ({ctx.name})",
        "601.2f",
    )


def _effects(game: GameState, player: int) -> list[PlayerEffect]:
    return [pe for pe in game.player_effects if pe.player == player and pe.kind == TURN_COST]


def _matches(game: GameState, obj: GameObject, player: int, e: ir.TurnCostReduction) -> bool:
    from .layers import matches

    flt = replace(e.filter, zone="battlefield", controller=None)
    return matches(game, characteristics.chars(game, obj.id), obj, flt, None, player)


def reduction(game: GameState, obj: GameObject, player: int) -> int:
    """601.2f: the generic mana the turn's reductions of ``player`` take from ``obj``."""
    total = 0
    for pe in _effects(game, player):
        e = pe.quality
        assert isinstance(e, ir.TurnCostReduction)
        if _matches(game, obj, player, e):
            total += int(e.mana[1:-1])
    return total


def _face_down(f: ir.Filter) -> bool | None:
    """Whether a face-down spell (708.2a) matches ``f``; None when that isn't known. It is
    never historic (700.6: no artifact, legendary or Saga)."""
    from .cost_changes import face_down_match

    if f.historic:
        return False if face_down_match(replace(f, historic=False)) is not None else None
    return face_down_match(f)


def face_down_reduction(game: GameState, player: int) -> int:
    """708.2a, 708.4: the reductions of ``player`` a face-down creature spell matches."""
    total = 0
    for pe in _effects(game, player):
        e = pe.quality
        assert isinstance(e, ir.TurnCostReduction)
        if _face_down(e.filter):
            total += int(e.mana[1:-1])
    return total


def spell_cast(game: GameState, obj: GameObject, player: int, face_down: bool = False) -> None:
    """601.2i: a "next spell" reduction the spell just cast matches is used up."""
    used = []
    for pe in _effects(game, player):
        e = pe.quality
        assert isinstance(e, ir.TurnCostReduction)
        if not e.next_only:
            continue
        if _face_down(e.filter) if face_down else _matches(game, obj, player, e):
            used.append(pe)
    if used:
        game.player_effects = [pe for pe in game.player_effects if pe not in used]
        game.dirty()


def gap(e: ir.TurnCostReduction) -> str | None:
    """What of the effect this module can't apply: a face-down spell must be told apart by
    what it is (708.2a: cost_changes.face_down_match)."""
    if _face_down(e.filter) is None:
        return "a cost reduction that can apply to a face-down spell (708.4)"
    return None
