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
from . import (
    amounts,
    cast_flash,
    characteristics,
    cost_nth,
    costs,
    filter_match,
    power_up,
    turn_costs,
)
from .conditions import condition_gap
from .triggers import condition_holds, condition_scope

if TYPE_CHECKING:
    from ..state import GameState


def changers(game: GameState) -> list[tuple[GameObject, Any]]:
    """The permanents' "... spells cost {N} more/less to cast" abilities (604.1, 601.2f), in
    battlefield order; found once per state (the cache of costs.cost_reducers)."""
    cache = characteristics.chars_cache(game)
    out = cache.reducers.get(costs.ALL_PLAYERS)
    if out is None:
        costs.scan_cost_statics(game)
        out = cache.reducers[costs.ALL_PLAYERS]
    return out


def _generic(mana: str) -> int:
    return sum(int(s) for s in symbols(mana) if s.isdigit())


def _colored(mana: str) -> str:
    """The symbols of ``mana`` other than generic mana: "{W}" of "White spells you cast cost
    {W} more to cast." (601.2f: added to the total cost; s9 h-other)."""
    return "".join("{" + s + "}" for s in symbols(mana) if not s.isdigit())


Targets = tuple[tuple[Any, ...], ...]


def changed(
    game: GameState,
    obj: GameObject,
    player: int,
    cost: str | None,
    targets: Targets | None = None,
    optimistic: bool = False,
) -> str | None:
    """601.2f: ``cost`` (the spell's total cost so far) with the cost increases and
    reductions that apply to ``obj`` cast by ``player``: the permanents' static abilities and
    the spell's own. Reductions lower only generic mana, not below {0} (118.7).
    ``targets``: the targets chosen (601.2c), for "costs {2} less if it targets ...";
    ``optimistic``: such a reduction counted whatever the targets (the legal actions' first
    guess, checked action by action by ``Game.legal_actions``)."""
    return changed_x(game, obj, player, cost, 0, targets, optimistic)[0]


def changed_x(
    game: GameState,
    obj: GameObject,
    player: int,
    cost: str | None,
    x: int,
    targets: Targets | None = None,
    optimistic: bool = False,
) -> tuple[str | None, int]:
    """:func:`changed`, with the X chosen (107.3): a reduction greater than the generic mana
    lowers the mana X stands for too (601.2f: the total cost counts X's value); the cost
    comes back with X written as a number then, and X as 0. While the total cost is worked
    out the spell is on the stack with its X chosen (601.2a-b), so a filter on its mana value
    counts X (202.3e: "Colorless spells you cast with mana value 7 or greater cost {1} less",
    a Walking Ballista with X=4 has mana value 8): ``filter_match.CASTING_X``."""
    if not x:
        return _changed_x(game, obj, player, cost, x, targets, optimistic)
    before = filter_match.CASTING_X.get(obj.id)
    filter_match.CASTING_X[obj.id] = x
    try:
        return _changed_x(game, obj, player, cost, x, targets, optimistic)
    finally:
        if before is None:
            del filter_match.CASTING_X[obj.id]
        else:
            filter_match.CASTING_X[obj.id] = before


def total_text(name: str, total: str | None, x: int) -> str:
    """601.2f: the total cost a spell's cost increases and reductions came to, in words."""
    shown = total or "{0}"
    if x and "X" in symbols(total):
        shown += f" (X={x})"
    return f"{name}'s total cost is {shown} after cost increases and reductions"


def _changed_x(
    game: GameState,
    obj: GameObject,
    player: int,
    cost: str | None,
    x: int,
    targets: Targets | None,
    optimistic: bool,
) -> tuple[str | None, int]:
    more = less = 0
    colored = ""  # 601.2f: colored mana an increase adds (s9 h-other)
    fewer = ""  # 118.7b-c: colored mana a reduction takes away ("cost {U} less")
    found = changers(game)
    if found:
        from .layers import matches

        ch = characteristics.chars(game, obj.id)
        bf = characteristics.chars_cache(game).battlefield
        for perm, e in found:
            owner = bf[perm.id].controller
            if e.caster == "opponent" and owner == player:
                continue  # "Spells your opponents cast" (102.3)
            if e.caster == "you" and owner != player:
                continue  # "Spells you cast"
            if e.targets_self and not (
                (optimistic and not e.more) or (not optimistic and _targets_it(perm.id, targets))
            ):
                continue  # "... that target this creature" (601.2c): checked once chosen
            if e.nth and not cost_nth.nth_applies(game, player, e):
                continue  # s11 h-lib: "The second spell you cast each turn" (601.2i)
            flt = replace(e.filter, zone="battlefield", controller=None)
            if matches(game, ch, obj, flt, perm, owner):
                if e.more:
                    more += _generic(e.mana)
                    colored += _colored(e.mana)
                else:
                    less += _generic(e.mana)
                    fewer += _colored(e.mana)
    card = obj.card
    known = _OWN.get(id(card))
    own = known[1] if known is not None and known[0] is card else _own_changes(card)
    for e in own:
        if e.targets is not None and not (
            optimistic or _targets_match(game, obj, player, e.targets, targets)
        ):
            continue  # 601.2f: "if it targets ...": the targets chosen at 601.2c
        n = _self_amount(game, obj, player, e)
        if e.more:
            more += n
        else:
            less += n
    more += cast_flash.extra_generic(game, obj, player)  # 601.3b, 601.2f (h-flash)
    # 601.2f: the reductions of the caster's permanents, affinity and undaunted, of the whole
    # total cost (an alternative cost's too, 118.9; kicker's, 702.33a) (s11 h-lib)
    generic_less, colored_less = costs.static_reduction(game, obj, player)
    less += generic_less + turn_costs.reduction(game, obj, player)  # s11 h-lib (611.2a)
    fewer += colored_less
    if not more and not less and not colored and not fewer:
        return cost, x
    if fewer:
        cost, unmet = _without_colored(cost, fewer)
        less += unmet  # 118.7b-c: a color the cost doesn't require reduces generic mana
    parsed = ManaCost.parse(cost)
    generic = parsed.generic + more - less
    if generic < 0 and parsed.x_count and x:
        # 601.2f, 107.3: X's value is part of the total cost a reduction lowers
        generic = max(0, generic + parsed.x_count * x)
        rest = "".join("{" + s + "}" for s in symbols(cost) if not s.isdigit() and s != "X")
        out = ("{" + str(generic) + "}" if generic else "") + rest + colored
        return out or None, 0
    generic = max(0, generic)  # 118.7, 601.2f: not below {0}
    rest = "".join("{" + s + "}" for s in symbols(cost) if not s.isdigit())
    out = ("{" + str(generic) + "}" if generic else "") + rest + colored
    return out or None, x


def _without_colored(cost: str | None, fewer: str) -> tuple[str | None, int]:
    """118.7b-c: ``cost`` less one of its symbols for each colored symbol of ``fewer``, and
    how many of those it didn't require (they reduce its generic mana instead)."""
    have = symbols(cost)
    unmet = 0
    for s in symbols(fewer):
        if s in have:
            have.remove(s)
        else:
            unmet += 1
    return "".join("{" + s + "}" for s in have) or None, unmet


def _targets_it(oid: int, targets: Targets | None) -> bool:
    return any(getattr(t, "object_id", None) == oid for group in targets or () for t in group)


def targets_matter(game: GameState) -> bool:
    """Whether a permanent makes spells that target it cost more (601.2f): the listed casts
    are checked one by one then (``Game.legal_actions``)."""
    return any(e.targets_self for _, e in changers(game))


def _targets_match(
    game: GameState, obj: GameObject, player: int, flt: ir.Filter, targets: Targets | None
) -> bool:
    """Whether one of the chosen targets (601.2c) is what "if it targets a tapped creature"
    names."""
    from .layers import matches

    for group in targets or ():
        for t in group:
            oid = getattr(t, "object_id", None)
            o = game.objects.get(oid) if oid is not None else None
            if o is None or o.zone.value != flt.zone:  # "a tapped creature", "a blue spell"
                continue
            if matches(game, characteristics.chars(game, o.id), o, flt, obj, player):
                return True
    return False


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
        nth = cost_nth.nth_gap(effect)  # s11 h-lib
        if nth is not None:
            return nth
        if _colored(effect.mana) and (not effect.more or not effect.filter.colors):
            # s9 h-other: colored mana only added ("cost {W} more"), and only to spells of a
            # color (a face-down spell is colorless, 708.2: its {3} stays as it is)
            return "a cost change of colored mana (601.2f)"
        # 708.2: a face-down spell has no text, so no targets
        if not effect.targets_self and face_down_match(effect.filter) is None:
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


_FACE_DOWN_FIELDS = (
    "types",
    "all_types",
    "non_types",
    "colors",
    "non_colors",
    "non_subtypes",
    "non_supertypes",
    "colorless",
    "multicolored",
    "mana_value_max",
    "mana_value_min",
    "power_max",
    "power_min",
    "token",
    "face_down",
)


def face_down_match(f: ir.Filter) -> bool | None:
    """Whether a face-down spell (708.2a: a 2/2 creature with no name, text, subtypes or
    mana cost, colorless) matches ``f``; None when ``f`` asks what this doesn't know."""
    plain = replace(f, **{k: getattr(ir.Filter(), k) for k in _FACE_DOWN_FIELDS})
    if plain != ir.Filter(zone=f.zone, controller=f.controller):
        return None
    return bool(
        (not f.types or "creature" in f.types)
        and f.all_types <= {"creature"}
        and "creature" not in f.non_types
        and not f.colors
        and f.colorless is not False
        and not f.multicolored
        and (f.mana_value_max is None or f.mana_value_max >= 0)
        and (f.mana_value_min is None or f.mana_value_min <= 0)
        and (f.power_max is None or f.power_max >= 2)
        and (f.power_min is None or f.power_min <= 2)
        and not f.token
        and f.face_down is not False
    )


def face_down_cost(game: GameState, player: int, cost: str) -> str:
    """702.37a, 702.168a, 601.2f: the {3} of a spell cast face down, with the increases and
    reductions that apply to a face-down creature spell (708.2a, 708.4)."""
    more = less = 0
    found = changers(game)
    if found:
        bf = characteristics.chars_cache(game).battlefield
        for perm, e in found:
            owner = bf[perm.id].controller
            if e.targets_self:
                continue  # a face-down spell has no targets (708.2)
            if (e.caster == "opponent") if owner == player else (e.caster == "you"):
                continue  # "Spells your opponents cast" / "Spells you cast" (102.3)
            if e.nth and not cost_nth.nth_applies(game, player, e):
                continue  # s11 h-lib: 708.2, 601.2i: the face-down spell is a creature spell
            if face_down_match(e.filter):
                if e.more:
                    more += _generic(e.mana)
                else:
                    less += _generic(e.mana)
    for t in turn_costs.effects(game, player):  # s11 h-lib: 708.4, 611.2a
        if turn_face_down(t.filter):
            less += _generic(t.mana)
    if not more and not less:
        return cost
    generic = max(0, ManaCost.parse(cost).generic + more - less)  # 118.7
    return "{" + str(generic) + "}"


_OWN: dict[int, tuple[ir.CardDefinition, tuple[ir.SelfCostChange, ...]]] = {}


def _own_changes(card: ir.CardDefinition) -> tuple[ir.SelfCostChange, ...]:
    """The card's "This spell costs ..." abilities (601.2f), found once per definition."""
    known = _OWN.get(id(card))
    if known is None or known[0] is not card:
        own = tuple(
            a.effect
            for a in card.abilities
            if isinstance(a, ir.StaticAbility) and isinstance(a.effect, ir.SelfCostChange)
        )
        known = (card, own)
        if len(_OWN) < 100_000:
            _OWN[id(card)] = known
    return known[1]


_BY_TARGETS: dict[int, tuple[ir.CardDefinition, bool]] = {}


def depends_on_targets(card: ir.CardDefinition) -> bool:
    """Whether the card's cost changes with its targets ("if it targets ...", 601.2f): its
    listed casts are checked one by one (``Game.legal_actions``)."""
    known = _BY_TARGETS.get(id(card))
    if known is None or known[0] is not card:
        flag = any(
            isinstance(a, ir.StaticAbility)
            and isinstance(a.effect, ir.SelfCostChange)
            and a.effect.targets is not None
            for a in card.abilities
        )
        known = (card, flag)
        if len(_BY_TARGETS) < 100_000:
            _BY_TARGETS[id(card)] = known
    return known[1]


def ability_cost(
    game: GameState, source: GameObject, player: int, ab: ir.ActivatedAbility
) -> ir.Cost:
    """602.2b, 601.2f: the cost of activating ``ab`` of ``source``, with its own "This
    ability costs {1} less to activate for each ..." applied to the generic mana (118.7,
    not below {0})."""
    if ab.power_up:  # s10 h-act: 601.2f, 118.7 (rules/power_up.py; no cost_change with it)
        return power_up.cost(game, source, ab, ab.cost)
    e = ab.cost_change
    if e is None or not ab.cost.mana:
        return ab.cost
    n = _self_amount(game, source, player, e)
    if not n:
        return ab.cost
    parsed = ManaCost.parse(ab.cost.mana)
    generic = max(0, parsed.generic + (n if e.more else -n))
    rest = "".join("{" + s + "}" for s in symbols(ab.cost.mana) if not s.isdigit())
    mana = ("{" + str(generic) + "}" if generic else "") + rest
    return replace(ab.cost, mana=mana or None)


def ability_cost_gap(ab: ir.ActivatedAbility) -> str | None:
    """What of an activated ability's own cost change the engine can't do, or None."""
    e = ab.cost_change
    if e is None:
        return None
    if e.targets is not None:
        return "an ability's cost change that depends on its targets (602.2b)"
    if not e.more and "X" in symbols(ab.cost.mana):
        return "a reduction of an ability's cost with {X} in it (107.3, 602.2b)"
    return cost_change_gap(e)


def turn_face_down(f: ir.Filter) -> bool | None:
    """Whether a face-down spell (708.2a) matches the filter of a turn's cost reduction
    (rules/turn_costs.py); None when that isn't known. It is never historic (700.6: no
    artifact, legendary or Saga). s11 h-lib."""
    if f.historic:
        return False if face_down_match(replace(f, historic=False)) is not None else None
    return face_down_match(f)
