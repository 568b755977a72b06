"""Cost increases and reductions of spells (issue 12, h-costs; 601.2f, 118.7): "Noncreature
spells cost {1} more to cast." (of every player's spells), "Spells your opponents cast cost
{1} more to cast.", "This spell costs {1} less to cast for each ..." (the spell's own static
ability, which functions wherever the spell is cast from: 601.2f).

``changed`` is applied to a spell's total cost once its base (the mana cost or an
alternative cost, 118.9) and its additional costs are known (601.2f): the increases are
added, then the reductions take away generic mana, never below {0} (118.7, 601.2f). The
IR is ``cards/ir/costs.py``."""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING, Any

from ..cards import ir
from ..mana import ManaCost, symbols
from ..objects import GameObject
from . import amounts, characteristics
from .conditions import condition_gap
from .triggers import condition_holds, condition_scope

if TYPE_CHECKING:
    from ..state import GameState

_ALL = -1  # the key of every player's cost-change abilities in the characteristics cache


def changers(game: GameState) -> list[tuple[GameObject, Any]]:
    """The permanents' "... spells cost {N} more/less to cast" abilities (604.1, 601.2f), in
    battlefield order; found once per state (the cache of costs.cost_reducers)."""
    cache = characteristics.chars_cache(game)
    out = cache.reducers.get(_ALL)
    if out is None:
        bf = cache.battlefield
        out = [
            (perm, a.effect)
            for perm in game.battlefield_objects()
            for a in bf[perm.id].abilities
            if isinstance(a, ir.StaticAbility) and isinstance(a.effect, ir.CostChange)
        ]
        cache.reducers[_ALL] = out
    return out


def _generic(mana: str) -> int:
    return sum(int(s) for s in symbols(mana) if s.isdigit())


def changed(game: GameState, obj: GameObject, player: int, cost: str | None) -> str | None:
    """601.2f: ``cost`` (the spell's total cost so far) with the cost increases and
    reductions that apply to ``obj`` cast by ``player``: the permanents' static abilities and
    the spell's own. Reductions lower only generic mana, not below {0} (118.7)."""
    more = less = 0
    found = changers(game)
    if found:
        from .layers import matches

        ch = characteristics.chars(game, obj.id)
        bf = characteristics.chars_cache(game).battlefield
        for perm, e in found:
            owner = bf[perm.id].controller
            if e.caster == "opponent" and owner == player:
                continue  # "Spells your opponents cast" (102.3)
            flt = replace(e.filter, zone="battlefield", controller=None)
            if matches(game, ch, obj, flt, perm, owner):
                if e.more:
                    more += _generic(e.mana)
                else:
                    less += _generic(e.mana)
    for a in obj.card.abilities:
        if isinstance(a, ir.StaticAbility) and isinstance(a.effect, ir.SelfCostChange):
            n = _self_amount(game, obj, player, a.effect)
            if a.effect.more:
                more += n
            else:
                less += n
    if not more and not less:
        return cost
    parsed = ManaCost.parse(cost)
    generic = max(0, parsed.generic + more - less)  # 118.7, 601.2f: not below {0}
    rest = "".join("{" + s + "}" for s in symbols(cost) if not s.isdigit())
    out = ("{" + str(generic) + "}" if generic else "") + rest
    return out or None


def _self_amount(game: GameState, obj: GameObject, player: int, e: ir.SelfCostChange) -> int:
    """How much "this spell costs {N} less/more to cast ..." changes the cost by now: 0 when
    its condition doesn't hold, N times the count for "for each ...", X for "where X is"."""
    if e.condition is not None and not condition_holds(game, e.condition, obj.id, player):
        return 0
    scope = condition_scope(game, obj.id, player)
    if e.where_x is not None:
        return amounts.evaluate(e.where_x, scope)  # 107.3c: X defined by the text
    n = _generic(e.mana)
    if e.each is not None:
        return n * amounts.evaluate(e.each, scope)  # 107.1: N for each
    return n


def cost_change_gap(effect: ir.CostChange | ir.SelfCostChange) -> str | None:
    """What of a cost change this module can't apply (for rules/support.py), or None."""
    if isinstance(effect, ir.CostChange):
        if not _never_face_down(effect.filter):
            # 708.4: a face-down spell's {3} (rules/face_down.py) isn't changed
            return "a cost change that can apply to a face-down spell (708.4)"
        return None
    if effect.condition is not None:
        gap = condition_gap(effect.condition)
        if gap is not None:
            return gap
    for value in (effect.each, effect.where_x):
        if value is not None:
            gap = amounts.amount_gap(value)
            if gap is not None:
                return gap
    return None


def _never_face_down(f: ir.Filter) -> bool:
    """Whether no face-down spell (708.2: a colorless 2/2 creature with no name, subtypes,
    supertypes or mana cost) can match ``f``."""
    return bool(
        (f.types and "creature" not in f.types)
        or "creature" in f.non_types
        or f.colors
        or f.multicolored
        or f.subtypes
        or f.supertypes
        or (f.mana_value_min or 0) > 0
        or f.with_keyword
        or f.face_down is False
    )
