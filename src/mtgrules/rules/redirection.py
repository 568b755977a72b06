"""Redirection effects (614.9): static abilities such as "All damage that would be dealt to
you is dealt to this creature instead." (Pariah, Palisade Giant, Veteran Bodyguard;
ir/s11_dmg.RedirectDamage). Found for one damage event by ``rules/replacement.py``; each is a
replacement effect of the pipeline (616.1: among the prevention and other replacement
effects that apply, in the order the affected player chooses; 614.5: once each), and the
effects that apply to the new recipient are found again after it (616.1f: its protection
or prevention shields).

614.9: if the new recipient is no longer on the battlefield or no longer a creature,
planeswalker or battle as the damage would be redirected, the effect does nothing (it isn't
offered); nor when the damage would go to or from a player who has left the game."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..cards.ir import StaticAbility
from ..cards.ir.s11_dmg import RedirectDamage
from ..objects import Target
from . import characteristics, static_subjects
from .events import DamageEvent, ReplacementEffect
from .type_changing import static_kinds

if TYPE_CHECKING:
    from ..state import GameState
    from .layers import Characteristics

__all__ = ["redirections"]

_DAMAGEABLE = frozenset({"creature", "planeswalker", "battle"})  # 614.9, 120.1


def redirections(game: GameState, ev: DamageEvent) -> list[ReplacementEffect]:
    """614.9: the static redirection effects on the battlefield that apply to ``ev``."""
    if ev.amount <= 0:
        return []  # 120.8: no damage is dealt
    out: list[ReplacementEffect] = []
    for pid, pch in characteristics.battlefield_chars(game).items():
        if RedirectDamage not in static_kinds(pch.abilities):
            continue  # the common case, from a cache kept by abilities tuple
        for i, a in enumerate(pch.abilities):
            if not (isinstance(a, StaticAbility) and isinstance(a.effect, RedirectDamage)):
                continue
            if a.condition is not None and not static_subjects.holds(
                game, a.condition, pid, pch.controller
            ):
                continue  # 611.3a: "As long as this creature is untapped, ..."
            new = _new_recipient(game, a.effect, pid, pch, ev)
            if new is not None:
                out.append(_redirect(pid, pch.name, i, new))
    return out


def _new_recipient(
    game: GameState, e: RedirectDamage, pid: int, pch: Characteristics, ev: DamageEvent
) -> Target | None:
    """Where the ability sends ``ev``'s damage, or None when it doesn't apply to it."""
    if e.combat and not ev.combat:
        return None  # 510.2: only combat damage
    if e.by == "artifacts" and "artifact" not in ev.source_chars.types:
        return None
    if e.by == "unblocked creatures" and not _unblocked(game, ev):
        return None  # 509.1h
    you = pch.controller
    r = ev.recipient
    host = game.objects[pid].attached_to
    if e.frm == "you":
        applies = r.player == you
    elif e.frm == "enchanted creature":
        applies = r.object_id is not None and r.object_id == host
    else:  # "you and other permanents you control"
        applies = r.player == you or (
            r.object_id is not None
            and r.object_id != pid
            and characteristics.chars(game, r.object_id).controller == you
        )
    if not applies:
        return None
    if e.to == "its controller":  # Treacherous Link: the enchanted creature's controller
        if host is None or host not in game.objects:
            return None
        player = characteristics.chars(game, host).controller
        return None if game.players[player].lost or r.player == player else Target(player=player)
    oid = pid if e.to == "this creature" else host
    if oid is None or oid == r.object_id or oid not in game.objects:
        return None
    if not characteristics.chars(game, oid).types & _DAMAGEABLE:
        return None  # 614.9: no longer a creature (or planeswalker or battle)
    return Target(object_id=oid)


def _unblocked(game: GameState, ev: DamageEvent) -> bool:
    """509.1h: the damage's source is an attacking creature no creature was declared to
    block."""
    sid = ev.source_id
    return (
        sid is not None
        and "creature" in ev.source_chars.types
        and game.blockers_declared
        and sid in game.combat.attackers
        and sid not in game.combat.was_blocked
    )


def _redirect(pid: int, name: str, index: int, new: Target) -> ReplacementEffect:
    def apply(g: GameState, ev: DamageEvent) -> DamageEvent:
        old = ev.recipient_name
        if new.player is not None:
            ev.recipient_name = g.players[new.player].name
        else:
            assert new.object_id is not None
            ev.recipient_name = g.objects[new.object_id].name
        ev.recipient = new
        g.log_event(
            "replace",
            f"{name}: {ev.amount} damage from {ev.source_chars.name} that would be dealt to "
            f"{old} is dealt to {ev.recipient_name} instead",
            "614.9",
        )
        return ev

    where = "its controller" if new.player is not None else "it"
    return ReplacementEffect(
        f"redirect:{pid}:{index}",
        name,
        pid,
        f"{name} (the damage is dealt to {where})",
        "614.9",
        apply,
    )
