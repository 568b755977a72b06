"""614.1a damage modification (s10 h-amount): static abilities such as "If a red source you
control would deal damage to a permanent or player, it deals that much damage plus 1 to that
permanent or player instead." (ir/damage_mods.py). Found for one damage event by
``rules/replacement.py``; each is a replacement effect of the pipeline (616.1: with the
prevention effects that apply, in the order the affected player chooses; 614.5: once each).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..cards.ir import CountersOn, DamageModification, DamageSource, StaticAbility
from ..zones import Zone
from . import characteristics
from .events import DamageEvent, ReplacementEffect

if TYPE_CHECKING:
    from ..state import GameState
    from .layers import Characteristics

__all__ = ["damage_modifications"]


def _source_is(game: GameState, s: DamageSource, ev: DamageEvent, perm_id: int, you: int) -> bool:
    """Whether the source of ``ev`` is the source the ability names: its characteristics as
    the damage would be dealt, or as it last existed (608.2h, ``ev.source_chars``)."""
    ch = ev.source_chars
    if s.other and ev.source_id == perm_id:
        return False
    if s.yours and ch.controller != you:
        return False  # 109.5
    if s.quals and not any(q in ch.colors or q in ch.types for q in s.quals):
        return False
    if s.subtypes and not set(s.subtypes) & ch.subtypes:
        return False
    src = game.objects.get(ev.source_id) if ev.source_id is not None else None
    if s.head == "spell" and (src is None or src.zone is not Zone.STACK):
        return False  # 112.1: a spell is a card or copy on the stack
    if s.head == "creature" and "creature" not in ch.types:
        return False
    if s.entered:  # 403.3: a permanent that entered under your control this turn
        return ev.source_id is not None and ev.source_id in game.players[you].entered_this_turn
    return True


def _recipient_is(game: GameState, to: str, ev: DamageEvent, you: int) -> bool:
    """Whether the damage is dealt to what the ability names ("an opponent or a permanent an
    opponent controls": 102.2, 109.5)."""
    if to in ("any", "any unsaid"):
        return True
    r = ev.recipient
    if r.player is not None:  # s11 h-dmg: "to an opponent" (a player only)
        return to in ("opponent", "an opponent") and r.player != you
    if to == "an opponent":
        return False
    assert r.object_id is not None
    rch = characteristics.chars(game, r.object_id)
    if to == "opponent":
        return rch.controller != you
    return rch.controller == you and "creature" in rch.types  # "a creature you control"


def damage_modifications(game: GameState, ev: DamageEvent) -> list[ReplacementEffect]:
    """614.1a: the damage modifications on the battlefield that apply to ``ev`` (none to
    damage that isn't dealt: 120.8)."""
    if ev.amount <= 0:
        return []
    out: list[ReplacementEffect] = []
    for pid, pch in characteristics.battlefield_chars(game).items():
        for i, a in enumerate(pch.abilities):
            if not (isinstance(a, StaticAbility) and isinstance(a.effect, DamageModification)):
                continue
            e = a.effect
            if e.noncombat and ev.combat:
                continue  # 510.2: combat damage
            if not _source_is(game, e.source, ev, pid, pch.controller):
                continue
            if not _recipient_is(game, e.to, ev, pch.controller):
                continue
            out.append(_modify(pid, pch, i, e))
    return out


def _modify(pid: int, pch: Characteristics, index: int, e: DamageModification) -> ReplacementEffect:
    name = pch.name
    amount = e.amount if isinstance(e.amount, int) else f"its {e.amount.kind} counters"
    words = "twice that much damage" if e.how == "twice" else f"that much damage {e.how} {amount}"
    if e.how in ("double", "triple"):  # s11 h-dmg
        words = f"{e.how} that damage"

    def apply(g: GameState, ev: DamageEvent) -> DamageEvent:
        before = ev.amount
        n = e.amount
        if isinstance(n, CountersOn):  # "equal to the number of fire counters on this ..."
            n = g.objects[pid].counters.get(n.kind, 0)  # 122.1: as the damage would be dealt
        if e.how == "plus":
            ev.amount = before + n
        elif e.how == "minus":
            ev.amount = max(0, before - n)  # 107.1b: no negative damage
        else:  # "twice that much", "double that damage"; "triple" (s11 h-dmg)
            ev.amount = before * (3 if e.how == "triple" else 2)
        g.log_event(
            "replace",
            f"{name}: {ev.source_chars.name} deals {ev.amount} damage to {ev.recipient_name} "
            f"instead of {before}",
            "614.1a",
        )
        return ev

    return ReplacementEffect(
        f"damage-mod:{pid}:{index}",
        name,
        pid,
        f"{name} ({words})",
        "614.1a",
        apply,
        same="damage plus" if e.how == "plus" else None,  # 616.1: adding commutes
    )
