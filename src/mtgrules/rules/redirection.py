"""Redirection effects (614.9): static abilities such as "All damage that would be dealt to
you is dealt to this creature instead." (Pariah, Palisade Giant, Veteran Bodyguard;
ir/s11_dmg.RedirectDamage). Found for one damage event by ``rules/replacement.py``; each is a
replacement effect of the pipeline (616.1: among the prevention and other replacement
effects that apply, in the order the affected player chooses; 614.5: once each), and the
effects that apply to the new recipient are found again after it (616.1f: its protection
or prevention shields).

614.9: if the new recipient is no longer on the battlefield or no longer a creature,
planeswalker or battle as the damage would be redirected, the effect does nothing (it isn't
offered); nor when the damage would go to or from a player who has left the game.

One-shot redirections ("The next 1 damage that would be dealt to this creature this turn is
dealt to target creature you control instead.": rules/redirect_once.py) are kept as
``GameState.redirection_shields`` until used up or until the turn ends (514.2); "the next N"
of a larger event sends N of it elsewhere and leaves the rest where it was (``split``)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..cards.ir import StaticAbility
from ..cards.ir.s11_dmg import RedirectDamage
from ..objects import Target
from ..records import RedirectionShield
from ..zones import Zone
from . import characteristics, static_subjects
from .events import DamageEvent, ReplacementEffect
from .type_changing import static_kinds

if TYPE_CHECKING:
    from ..state import GameState
    from .layers import Characteristics

__all__ = ["redirections", "valid_new"]

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
    for sh in game.redirection_shields:
        if _shield_applies(game, sh, ev):
            out.append(_shield_redirect(game, sh))
    return out


def valid_new(game: GameState, new: Target, old: Target) -> bool:
    """614.9: whether damage can be redirected to ``new``: a player still in the game, or a
    creature, planeswalker or battle still on the battlefield; not where it already goes."""
    if new == old:
        return False
    if new.player is not None:
        return not game.players[new.player].lost  # 800.4a
    oid = new.object_id
    return (
        oid is not None
        and oid in game.objects
        and game.objects[oid].zone is Zone.BATTLEFIELD
        and not game.objects[oid].phased_out  # 702.26b: treated as though it doesn't exist
        and bool(characteristics.chars(game, oid).types & _DAMAGEABLE)
    )


def _shield_applies(game: GameState, sh: RedirectionShield, ev: DamageEvent) -> bool:
    r = ev.recipient
    if f"once:{sh.key}" in ev.done:
        return False  # 614.5: a part it sent elsewhere
    if sh.object_id is not None and sh.object_id != r.object_id:
        return False
    if sh.player is not None and (sh.player != r.player or game.players[sh.player].lost):
        return False
    if sh.combat_only and not ev.combat:
        return False  # 510.2
    if sh.source_id is not None and sh.source_id != ev.source_id:
        return False
    if sh.unblocked and not _unblocked(game, ev):
        return False  # 509.1h
    return valid_new(game, sh.new, r)


def _shield_redirect(game: GameState, sh: RedirectionShield) -> ReplacementEffect:
    from .targeting import target_name  # targeting reaches the damage pipeline

    key = f"once:{sh.key}"

    def apply(g: GameState, ev: DamageEvent) -> DamageEvent:
        n = ev.amount if sh.remaining is None else min(ev.amount, sh.remaining)
        if sh.remaining is not None:
            sh.remaining -= n
            if sh.remaining <= 0 and sh in g.redirection_shields:
                g.redirection_shields.remove(sh)  # 614.9: used up
        new_name = target_name(g, sh.new)
        ev.done = (*ev.done, key)
        what = f"{n} damage from {ev.source_chars.name} that would be dealt to {ev.recipient_name}"
        g.log_event("replace", f"{sh.source_name}: {what} is dealt to {new_name} instead", "614.9")
        if n >= ev.amount:
            ev.recipient, ev.recipient_name = sh.new, new_name
            return ev
        part = DamageEvent(  # 120.5: dealt at the same time as the rest of the event
            ev.source_id,
            ev.source_chars,
            ev.source_owner,
            sh.new,
            new_name,
            n,
            ev.combat,
            ev.unpreventable,
            batch=ev.batch,
            done=ev.done,
        )
        ev.amount -= n
        ev.split = [*(ev.split or ()), part]
        return ev

    amount = "all" if sh.remaining is None else f"the next {sh.remaining}"
    alike = f"{sh.source_name}|{sh.object_id}|{sh.player}|{sh.new}|{sh.remaining}"
    return ReplacementEffect(
        key,
        sh.source_name,
        None,
        f"{sh.source_name} ({amount} damage is dealt to {target_name(game, sh.new)})",
        "614.9",
        apply,
        same="redirect " + alike,
    )


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
    if r.player is not None and game.players[r.player].lost:
        return None  # 614.9, 800.4a: from a player who has left the game
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
        and game.combat.is_unblocked(sid, game.blockers_declared)
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
