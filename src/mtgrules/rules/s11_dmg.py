"""Damage rules of session 11 (s11 h-dmg, issue 12).

615.1a: static abilities that prevent some of each damage event they apply to: "If a red
source would deal damage to you, prevent 2 of that damage.", "... prevent all but 1 of that
damage.", "... prevent X of that damage, where X is the number of creatures you control."
(ir/s11_dmg.py PreventSome). Found for one damage event by ``rules/replacement.py``; each is
a prevention effect of the pipeline (616.1: with the others that apply, in the order the
affected player chooses; 614.5: once each).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ..cards.ir import SelfRef, StaticAbility
from ..cards.ir.s11_dmg import PreventSome
from . import characteristics
from .amounts import AmountScope, amount_gap, evaluate
from .damage_mods import _source_is
from .events import DamageEvent, ReplacementEffect
from .layers import matches

if TYPE_CHECKING:
    from ..objects import GameObject
    from ..state import GameState
    from .layers import Characteristics

__all__ = ["prevent_some_gap", "some_preventions"]


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
