"""Damage rules of session 11 (s11 h-dmg, issue 12).

615.1a: static abilities that prevent some of each damage event they apply to: "If a red
source would deal damage to you, prevent 2 of that damage.", "... prevent all but 1 of that
damage.", "... prevent X of that damage, where X is the number of creatures you control."
(ir/s11_dmg.py PreventSome). Found for one damage event by ``rules/replacement.py``; each is
a prevention effect of the pipeline (616.1: with the others that apply, in the order the
affected player chooses; 614.5: once each).

615.1: one-shot "Prevent all [combat] damage that would be dealt to creatures / by creatures
with power 4 or less / to you and creatures you control this turn" (ir/s11_dmg.py
PreventGroup): a prevention shield (records.PreventionShield) with a ShieldGroup, which
rules/replacement.py asks of each damage event this turn. The group is seen as the damage
would be dealt: a prevention effect changes no characteristics, so 611.2c doesn't fix it.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from ..cards.ir import Filter, SelfRef, StaticAbility
from ..cards.ir.s11_dmg import PreventGroup, PreventSome
from ..records import PreventionShield
from . import characteristics, effect_context
from .amounts import AmountScope, amount_gap, evaluate
from .damage_mods import _source_is
from .events import DamageEvent, ReplacementEffect
from .layers import matches

if TYPE_CHECKING:
    from ..objects import GameObject
    from ..state import GameState
    from .layers import Characteristics

__all__ = [
    "PreventGroup",
    "ShieldGroup",
    "group_applies",
    "prevent_group",
    "prevent_group_gap",
    "prevent_some_gap",
    "some_preventions",
]


def prevent_some_gap(e: PreventSome) -> str | None:
    """What of a PreventSome the engine can't carry out (for rules/support.py), or None."""
    if e.source.head not in ("source", "creature", "artifact") or e.source.subtypes:
        return f"preventing damage from a {e.source.head}"
    if e.source.entered:
        return "preventing damage from a creature that entered this turn"
    if not isinstance(e.amount, int):
        return amount_gap(e.amount)
    return None


def _source_matches(game: GameState, e: PreventSome, ev: DamageEvent, pid: int, you: int) -> bool:
    if not _source_is(game, e.source, ev, pid, you):  # colors, types, "you control" (109.5)
        return False
    ch = ev.source_chars  # 608.2h: as the damage would be dealt, or as it last existed
    if e.source.head == "artifact" and "artifact" not in ch.types:
        return False
    return not (e.opponents and ch.controller == you)  # "an opponent controls" (109.5)


def _recipient_matches(
    game: GameState, e: PreventSome, ev: DamageEvent, perm: GameObject, you: int
) -> bool:
    r = ev.recipient
    if r.player is not None:
        return e.you and r.player == you
    oid = r.object_id
    assert oid is not None
    if e.attached is not None and perm.attached_to == oid:
        return True  # 301.5, 303.4: "equipped creature", "enchanted creature"
    if e.to is not None:
        obj = game.objects[oid]
        return matches(game, characteristics.chars(game, oid), obj, e.to, perm, you)
    return False


def some_preventions(game: GameState, ev: DamageEvent) -> list[ReplacementEffect]:
    """615.1a: the PreventSome abilities on the battlefield that apply to ``ev``."""
    out: list[ReplacementEffect] = []
    for pid, pch in characteristics.battlefield_chars(game).items():
        for i, a in enumerate(pch.abilities):
            if not (isinstance(a, StaticAbility) and isinstance(a.effect, PreventSome)):
                continue
            e = a.effect
            if e.combat and not ev.combat:
                continue  # 510.2: only combat damage
            you = pch.controller
            perm = game.objects[pid]
            if not _source_matches(game, e, ev, pid, you):
                continue
            if not _recipient_matches(game, e, ev, perm, you):
                continue
            out.append(_prevent_some(pid, pch, i, e))
    return out


def _amount(game: GameState, pid: int, you: int, amount: Any) -> int:
    """107.3c: X counted as the damage would be dealt (615.1a: the effect applies then)."""
    if isinstance(amount, int):
        return amount
    scope = AmountScope(
        game,
        you,
        pid,
        0,
        0,
        lambda ref: [pid] if isinstance(ref, SelfRef) else [],
        lambda oid: characteristics.chars(game, oid) if oid in game.objects else None,
        lambda oid: characteristics.chars(game, oid),
        lambda ch, o, flt: matches(game, ch, o, flt, game.objects.get(pid), you),
    )
    return max(0, evaluate(amount, scope))


def _prevent_some(pid: int, pch: Characteristics, index: int, e: PreventSome) -> ReplacementEffect:
    name = pch.name
    you = pch.controller
    words = f"all but {e.amount}" if e.all_but else "some"

    def apply(g: GameState, ev: DamageEvent) -> DamageEvent:
        n = _amount(g, pid, you, e.amount)
        # "all but N": N is dealt, at most; else N at most is prevented (107.1b: none below 0)
        prevented = max(0, ev.amount - n) if e.all_but else min(ev.amount, n)
        ev.amount -= prevented
        g.log_event(
            "prevent",
            f"{name} prevents {prevented} damage from {ev.source_chars.name} to "
            f"{ev.recipient_name}",
            "615.1a",
        )
        return ev

    # 616.1: "prevent N" effects commute with each other (subtracting, 0 at least); "all but N"
    # doesn't commute with them, so the affected player orders it
    same = None if e.all_but else "prevent some"
    return ReplacementEffect(
        f"prevent-some:{pid}:{index}",
        name,
        pid,
        f"{name} (prevent {words} of that damage)",
        "615.1a",
        apply,
        same=same,
    )


# --- 615.1: "Prevent all damage that would be dealt to creatures this turn." ----------------


@dataclass(frozen=True, slots=True)
class ShieldGroup:
    """What a PreventGroup shield applies to: damage dealt to ``you`` (that player),
    ``players`` (any player) or a permanent matching ``to`` (none of them: any recipient), by
    a source matching ``by`` (None: any source), seen from ``controller`` and ``source_id``
    (the spell or the ability's source: "other creatures", "you control")."""

    controller: int
    source_id: int | None
    you: int | None = None
    players: bool = False
    to: Filter | None = None
    by: Filter | None = None


def _matches(game: GameState, g: ShieldGroup, oid: int | None, chars: Any, flt: Filter) -> bool:
    obj = game.objects.get(oid) if oid is not None else None
    if obj is None:
        return False
    source = game.objects.get(g.source_id) if g.source_id is not None else None
    return matches(game, chars, obj, flt, source, g.controller)


def group_applies(game: GameState, group: object, ev: DamageEvent) -> bool:
    """615.1: whether the damage event is one a PreventGroup shield prevents."""
    assert isinstance(group, ShieldGroup)
    r = ev.recipient
    if group.you is not None or group.players or group.to is not None:
        oid = r.object_id
        if r.player is not None:
            if not (group.players or r.player == group.you):
                return False
        else:
            to = group.to
            if oid is None or to is None:
                return False
            if not _matches(game, group, oid, characteristics.chars(game, oid), to):
                return False
    if group.by is not None:
        # 608.2h: the source as it is, or as it last existed (ev.source_chars)
        return _matches(game, group, ev.source_id, ev.source_chars, group.by)
    return True


def prevent_group_gap(e: PreventGroup) -> str | None:
    """What of a PreventGroup the engine can't carry out, or None (the filters are checked
    by rules/support.py)."""
    if e.by is not None and e.filter is not None:
        return "preventing damage by a reference and a group at once"
    return None


def prevent_group(ctx: effect_context.EffectContext, e: PreventGroup) -> None:
    """615.1: a shield for this turn (514.2 ends it: rules/turn.py clears the shields)."""
    g = ctx.game
    group = ShieldGroup(
        ctx.controller,
        ctx.source_id,
        ctx.controller if e.you else None,
        e.players,
        e.to.filter if e.to is not None else None,
        e.filter,
    )
    kind = "combat damage" if e.combat else "damage"
    if e.by is not None:  # "target creature would deal": damage from that object only
        objs, _ = effect_context.objects_and_players(ctx, e.by)
        for o in objs:
            g.prevention_shields.append(
                PreventionShield(ctx.name, None, None, None, e.combat, o.id, group=group)
            )
            g.log_event("shield", f"{ctx.name}: {kind} by {o.name} will be prevented", "615.1")
        return
    g.prevention_shields.append(PreventionShield(ctx.name, None, None, None, e.combat, group=group))
    g.log_event("shield", f"{ctx.name}: {kind} will be prevented this turn", "615.1")
