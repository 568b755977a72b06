"""Damage "divided as you choose" among targets (601.2d; issue 12, h-memory): "Arc Lightning
deals 3 damage divided as you choose among one, two, or three targets."

The division is announced as the spell is cast, with its targets (601.2d: each target gets at
least 1), given by ``CastSpell.divide`` (the amounts in the order of the targets; one target
takes it all), and kept on the spell (``GameObject.divided``). As it resolves, each target that
is still legal is dealt its share; the share of a target that became illegal isn't dealt to
anyone (608.2b). Only a spell's own instruction is carried out: an ability's division, chosen
as it is put on the stack (603.3d), is a gap (rules/paid_refs.py)."""

from __future__ import annotations

import itertools
from typing import TYPE_CHECKING, Any

from ..cards import ir
from ..errors import IllegalActionError
from ..objects import GameObject, Target
from ..zones import Zone
from . import effect_context, permanents
from .damage import deal_damage, make_event

if TYPE_CHECKING:
    from ..state import GameState

__all__ = ["choices", "compositions", "deal", "divided", "division", "every_size"]

Divided = ir.DividedDamage | ir.DividedCounters

_CACHE: dict[int, tuple[ir.CardDefinition, Divided | None]] = {}
#: s11 h-count: counters distributed among targets are divided the same way (601.2d)
_KINDS = (ir.DividedDamage, ir.DividedCounters)


def divided(card: ir.CardDefinition) -> Divided | None:
    """The spell's "divided as you choose" instruction (or s11 h-count's "distribute ...
    counters among"), if it has one (cached by card)."""
    hit = _CACHE.get(id(card))
    if hit is not None and hit[0] is card:
        return hit[1]
    found = None
    for a in card.abilities:
        if isinstance(a, ir.SpellAbility):
            found = next((e for e in a.effects if isinstance(e, _KINDS)), found)
    _CACHE[id(card)] = (card, found)
    return found


def _key(t: Target) -> int:
    return t.object_id if t.object_id is not None else -1 - (t.player or 0)


def _amount(e: Divided, x: int) -> int:
    """The damage to divide: its number, or the X chosen as the spell is cast (601.2b, 107.3:
    announced before the division, 601.2d; s11 h-dmg)."""
    return x if isinstance(e.amount, ir.XAmount) else int(e.amount)


def division(
    game: GameState,
    obj: GameObject,
    targets: tuple[tuple[Target, ...], ...],
    divide: tuple[int, ...],
    x: int = 0,
) -> tuple[tuple[int, int], ...]:
    """601.2d: the division announced with the targets, as (target key, amount) pairs; refused
    unless every target chosen gets at least 1 and the amounts add up to the damage."""
    e = divided(obj.card)
    if e is None:
        if divide:
            raise IllegalActionError(f"{obj.name} has no damage to divide", "601.2d")
        return ()
    amount = _amount(e, x)
    # what is divided: damage, or counters ("distribute two -1/-1 counters among", 601.2d)
    what = "damage" if isinstance(e, ir.DividedDamage) else "counters"
    chosen = targets[e.to.index] if e.to.index < len(targets) else ()
    if not chosen and e.among != "any number of":
        raise IllegalActionError(
            f"{obj.name}: choose {e.among} targets to divide {amount} {what} among", "601.2d"
        )
    if len(chosen) == 1 and not divide:
        divide = (amount,)  # one target: all of it (nothing to choose)
    if len(divide) != len(chosen) or any(v < 1 for v in divide) or sum(divide) != amount:
        raise IllegalActionError(
            f"{obj.name}: divide {amount} {what} among the {len(chosen)} target(s), at least "
            f"1 to each (given {list(divide)})",
            "601.2d",
        )
    return tuple((_key(t), v) for t, v in zip(chosen, divide, strict=True))


def choices(
    obj: GameObject, targets: tuple[tuple[Target, ...], ...], x: int = 0
) -> list[tuple[int, ...]]:
    """The divisions a cast with these targets can announce (601.2d); ``[()]`` for a spell
    that divides nothing, ``[]`` for targets it can't be cast with."""
    e = divided(obj.card)
    if e is None:
        return [()]
    k = len(targets[e.to.index]) if e.to.index < len(targets) else 0
    if k == 0:
        return [()] if e.among == "any number of" else []
    return compositions(_amount(e, x), k)


def every_size(
    obj: GameObject, combos: list[tuple[tuple[Target, ...], ...]]
) -> list[tuple[tuple[Target, ...], ...]]:
    """The target choices listed for a divided-damage spell: those listed for its "up to N"
    targets (N of them, or one), and every smaller group of them too (601.2d: "among one, two,
    or three targets")."""
    e = divided(obj.card)
    if e is None:
        return combos
    i = e.to.index
    seen = {tuple((t.object_id, t.player) for t in c[i]) for c in combos if i < len(c)}
    out = list(combos)
    for c in combos:
        if i >= len(c):
            continue
        for k in range(2, len(c[i])):
            for sub in itertools.combinations(c[i], k):
                key = tuple((t.object_id, t.player) for t in sub)
                if key not in seen:
                    seen.add(key)
                    out.append((*c[:i], sub, *c[i + 1 :]))
    return out


def compositions(n: int, k: int) -> list[tuple[int, ...]]:
    """The ways to divide ``n`` into ``k`` amounts of at least 1, in order (601.2d): the
    choices of k - 1 cut points among 1 .. n - 1."""
    cuts = itertools.combinations(range(1, n), k - 1)
    return [tuple(b - a for a, b in zip((0, *c), (*c, n), strict=True)) for c in cuts]


def deal(ctx: effect_context.EffectContext, e: ir.DividedDamage) -> None:
    """601.2d, 608.2b: each target still legal is dealt the share announced for it."""
    g = ctx.game
    source = effect_context._damage_source(ctx, e.source)
    if source is None:
        return
    sid, chars, owner, _ = source
    shares = dict(ctx.divided)
    legal = ctx.targets[e.to.index] if e.to.index < len(ctx.targets) else ()
    events: list[Any] = []
    for t in legal:
        n = shares.get(_key(t), 0)
        if not n:
            continue
        if t.object_id is not None:
            o = g.objects.get(t.object_id)
            if o is None or o.zone is not Zone.BATTLEFIELD:
                continue  # 120.1: only permanents are dealt damage
            events.append(make_event(g, sid, chars, owner, Target(object_id=o.id), n))
        elif t.player is not None:
            events.append(make_event(g, sid, chars, owner, Target(player=t.player), n))
    ctx.damage_dealt += deal_damage(g, events)


def distribute(ctx: effect_context.EffectContext, e: ir.DividedCounters) -> None:
    """s11 h-count, 601.2d, 608.2b: "distribute N +1/+1 counters among ... targets": each
    target still legal gets the counters announced for it as the spell was cast."""
    g = ctx.game
    shares = dict(ctx.divided)
    legal = ctx.targets[e.to.index] if e.to.index < len(ctx.targets) else ()
    for t in legal:
        n = shares.get(_key(t), 0)
        o = g.objects.get(t.object_id) if t.object_id is not None else None
        if n and o is not None and o.zone is Zone.BATTLEFIELD:
            permanents.add_counters(g, o, e.kind, n, "601.2d")


def gap(card: ir.CardDefinition) -> list[str]:
    """What of the card's divided damage isn't carried out: only a spell's own top-level
    instruction, one per spell, of a fixed amount (601.2d)."""
    if not _has(repr(card.abilities)):
        return []
    spell = [a for a in card.abilities if isinstance(a, ir.SpellAbility)]
    top = [e for a in spell for e in a.effects if isinstance(e, _KINDS)]
    rest = [a for a in card.abilities if not isinstance(a, ir.SpellAbility)]
    amount = top[0].amount if len(top) == 1 else None
    # 107.3 (s11 h-dmg): X damage divided is carried out; X counters distributed isn't yet
    fixed = isinstance(amount, int) or (
        isinstance(amount, ir.XAmount) and isinstance(top[0], ir.DividedDamage)
    )
    if len(top) != 1 or _has(repr(rest)) or not fixed:
        return ["damage divided as you choose outside a spell's own instruction (601.2d, 603.3d)"]
    if _has(repr([x for a in spell for x in a.effects if x is not top[0]])):
        return ["damage divided as you choose inside another instruction (601.2d)"]
    return []


def _has(text: str) -> bool:
    """Whether a repr holds a divided instruction (damage, or s11 h-count's counters)."""
    return "DividedDamage(" in text or "DividedCounters(" in text
