"""Whether the conditions of ``cards/ir/conditions_s10.py`` are true now (issue 12, s10
"cond"): "an opponent has three or more poison counters" (102.2, 122.1f), "if it was a
creature card" (608.2h). Called by ``rules/conditions.holds`` wherever a condition is checked:
an intervening "if" as the ability triggers and again as it resolves (603.4), an "as long as"
static ability in its layer (611.3a), "Activate only if" (602.5b), "If ..., EFFECT" as the
instruction is reached (608.2c).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..cards import ir
from ..cards.ir.conditions_s10 import PLAYER_HAS
from ..mana import mana_value
from ..zones import Zone
from .amounts import amount_gap, evaluate
from .conditions_more import more_holds

if TYPE_CHECKING:
    from .amounts import AmountScope

__all__ = ["S10", "s10_gap", "s10_holds"]


def _compare(value: int, op: str, n: int) -> bool:
    if op == ">=":
        return value >= n
    if op == "<=":
        return value <= n
    return value == n


#: the conditions of ir/conditions_s10.py (and RefIs "was a", which holds() sends here)
S10 = (
    ir.PlayerHas
    | ir.MeasureIs
    | ir.SelfInGraveyard
    | ir.HadCounters
    | ir.ManaValuesInGraveyard
    | ir.ControlsGreatest
    | ir.RefHasKeyword
)


def s10_holds(cond: S10 | ir.RefIs, scope: AmountScope) -> bool:
    if isinstance(cond, ir.RefHasKeyword):
        # 608.2c, 608.2h: the object now, or as it last existed; any instance of the keyword
        for oid in scope.ids_of(cond.ref):
            chars = scope.known(oid)
            if chars is not None:
                return any(
                    isinstance(a, ir.Keyword) and a.name == cond.keyword for a in chars.abilities
                )
        return False
    if isinstance(cond, ir.ControlsGreatest):
        return _controls_greatest(cond, scope)
    if isinstance(cond, ir.ManaValuesInGraveyard):
        # 202.3: the different mana values among the cards in your graveyard (404.1)
        gy = scope.game.players[scope.controller].graveyard
        values = {mana_value(scope.chars_of(oid).mv_cost(), 0) for oid in gy}
        return len(values) >= cond.n
    if isinstance(cond, ir.HadCounters):
        return _had_counters(cond, scope)
    if isinstance(cond, ir.SelfInGraveyard):
        # 113.6b: the card with the ability is in its owner's graveyard (404.1)
        src = None if scope.source_id is None else scope.game.objects.get(scope.source_id)
        return (
            src is not None
            and src.zone is Zone.GRAVEYARD
            and src.id in scope.game.players[src.owner].graveyard
            and src.owner == scope.controller
        )
    if isinstance(cond, ir.RefIs):
        return _was_a(cond, scope)
    if isinstance(cond, ir.MeasureIs):
        # 202.3, 208.1: the object now or as it last existed (608.2h: rules/amounts.py)
        return _compare(evaluate(cond.value, scope), cond.op, cond.n)
    g = scope.game
    if cond.player is not None:
        # 603.4, 608.2k: the player the trigger event names (none known: false)
        who = [] if scope.players_of is None else scope.players_of(cond.player)
    else:
        # 102.2, 102.3: any one opponent still in the game
        who = [p.index for p in g.players if p.index != scope.controller and not p.lost]
    for index in who:
        p = g.players[index]
        if cond.what == "poison counters":
            value = p.poison  # 122.1f: poison counters are kept apart (players.py)
        elif cond.what == "cards in hand":
            value = len(p.hand)  # 402.1
        elif cond.what == "life":
            value = p.life  # 119.1
        else:
            value = len(p.graveyard)  # 404.1
        if _compare(value, cond.op, cond.n):
            return True
    return False


def _controls_greatest(cond: ir.ControlsGreatest, scope: AmountScope) -> bool:
    """208.1: the greatest power (or toughness) among all creatures on the battlefield, as
    the layers have them now (613); true when a creature you control has it."""
    best: int | None = None
    yours: list[int] = []
    for o in scope.game.battlefield_objects():
        ch = scope.chars_of(o.id)
        if "creature" not in ch.types:
            continue
        value = (ch.power if cond.stat == "power" else ch.toughness) or 0
        best = value if best is None else max(best, value)
        if ch.controller == scope.controller:
            yours.append(value)
    return best is not None and best in yours


def _had_counters(cond: ir.HadCounters, scope: AmountScope) -> bool:
    """122.1, 603.10a: the counters on the source as it last existed on the battlefield (it
    died: 608.2h), or on it now while it's still there."""
    g = scope.game
    sid = scope.source_id
    if cond.of_trigger_object:  # 603.10a: the object the trigger event named
        named = scope.ids_of(ir.TriggerObjectRef())
        sid = named[0] if named else None
        moved = None if sid is None else g.objects.get(sid)
        if moved is not None and moved.zone is not Zone.BATTLEFIELD and moved.previous_id:
            sid = moved.previous_id  # 400.7: it died; as it last existed (608.2h)
        elif moved is None and sid is not None:  # a token that died has ceased to exist
            # (704.5d): the permanent it was, as it last existed there (111.7, 608.2h)
            sid = next((old for old, new in g.renamed.items() if new == sid), sid)
    src = None if sid is None else g.objects.get(sid)
    if src is not None and src.zone is Zone.BATTLEFIELD:
        counters = dict(src.counters)
    else:
        lk = None if sid is None else g.last_known.get(sid)
        gone = lk is None or lk.zone is not Zone.BATTLEFIELD
        counters = {} if lk is None or gone else dict(lk.counters)
    have = counters.get(cond.kind, 0) if cond.kind else sum(n for n in counters.values() if n > 0)
    return _compare(have, cond.op, cond.n)


def _was_a(cond: ir.RefIs, scope: AmountScope) -> bool:
    """608.2h: "if it was a creature card": the object as it last existed in the zone it
    left (a creature that died: as it was on the battlefield; a card exiled from a graveyard:
    as it was there), or as it is now if it hasn't moved."""
    g = scope.game
    for oid in scope.ids_of(cond.ref):
        lk = g.last_known.get(oid)
        if lk is not None and oid not in g.objects:
            chars = lk.chars
            return any(_has(chars, f) for f in cond.filters)
    return more_holds(cond, scope)  # as it is now (rules/conditions_more._ref_is)


def _has(chars: object, f: ir.Filter) -> bool:
    types = set(getattr(chars, "types", ()))
    if f.types and not f.types & types:
        return False
    if f.subtypes and not f.subtypes & set(getattr(chars, "subtypes", ())):
        return False
    if f.supertypes and not f.supertypes <= set(getattr(chars, "supertypes", ())):
        return False
    return not f.colors or bool(f.colors & set(getattr(chars, "colors", ())))


def s10_gap(cond: S10, in_effect: bool = False) -> str | None:
    """What of these conditions :func:`s10_holds` can't work out, or None; ``in_effect``:
    the condition of an instruction (608.2c), where any reference names its objects."""
    if isinstance(cond, ir.RefHasKeyword):
        ok = in_effect or isinstance(cond.ref, ir.SelfRef)
        return None if ok else f"a condition on {type(cond.ref).__name__} outside an instruction"
    if isinstance(cond, ir.ControlsGreatest):
        return None if cond.stat in ("power", "toughness") else f"the greatest {cond.stat}"
    if isinstance(cond, ir.SelfInGraveyard | ir.HadCounters | ir.RefIs | ir.ManaValuesInGraveyard):
        return None  # (RefIs "was a": rules/conditions_more.more_gap)
    if isinstance(cond, ir.MeasureIs):
        ref = getattr(cond.value, "ref", None)
        if not isinstance(cond.value, ir.PowerOf | ir.ToughnessOf | ir.ManaValueOf):
            return f"comparing {type(cond.value).__name__} with a number"
        # "Equipped creature ... as long as its power is 3 or less" (611.3a): the attached
        # creature of the source, found by the condition's scope (rules/triggers.py)
        if not in_effect and not isinstance(ref, ir.SelfRef | ir.AttachedRef):
            return f"a condition on {type(ref).__name__} outside an instruction"
        return amount_gap(cond.value)
    if cond.what not in PLAYER_HAS or cond.op not in (">=", "<=", "=="):
        return f"a player having {cond.what}"
    if cond.player is not None and cond.player != ir.TriggerPlayerRef():
        return f"a condition on {type(cond.player).__name__}"
    return None
