"""s11 h-lib: one-shot cost reductions that last the turn (``ir.TurnCostReduction``):
"Artifact spells you cast this turn cost {1} less to cast.", "The next spell you cast this
turn costs {1} less to cast." As the effect resolves its amount is fixed (608.2h) and it
becomes an effect on its controller (``PlayerEffect`` of kind ``TURN_COST``) that lasts until
the cleanup step (514.2). While a spell's total cost is determined (601.2f) each such effect
of its caster whose spells it matches takes away generic mana (118.7, with the other
reductions: ``cost_changes.changed_x``); a "next spell" effect is used up by the next spell it
matches once that spell becomes cast (601.2i: ``spell_cast``)."""

from __future__ import annotations

from collections.abc import Callable
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
    if not game.player_effects:
        return 0
    total = 0
    for pe in _effects(game, player):
        e = pe.quality
        assert isinstance(e, ir.TurnCostReduction)
        if _matches(game, obj, player, e):
            total += int(e.mana[1:-1])
    return total


def effects(game: GameState, player: int) -> list[ir.TurnCostReduction]:
    """The turn's reductions of ``player`` (a face-down spell's: cost_changes.face_down_cost)."""
    out = []
    for pe in _effects(game, player):
        assert isinstance(pe.quality, ir.TurnCostReduction)
        out.append(pe.quality)
    return out


def spell_cast(
    game: GameState,
    obj: GameObject,
    player: int,
    face_down: Callable[[ir.Filter], bool | None] | None = None,
) -> None:
    """601.2i: a "next spell" reduction the spell just cast matches is used up; ``face_down``:
    the spell is face down, and this tells which filters it matches (708.2a)."""
    used = []
    for pe in _effects(game, player):
        e = pe.quality
        assert isinstance(e, ir.TurnCostReduction)
        if not e.next_only:
            continue
        if face_down(e.filter) if face_down is not None else _matches(game, obj, player, e):
            used.append(pe)
    if used:
        game.player_effects = [pe for pe in game.player_effects if pe not in used]
        game.dirty()
