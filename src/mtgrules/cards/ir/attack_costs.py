"""Costs to attack (508.1d, 508.1g-h): "Creatures can't attack you unless their controller pays
{2} for each creature they control that's attacking you." (Propaganda, Ghostly Prison) and
"Creatures can't attack you or planeswalkers you control unless their controller pays {1} for
each of those creatures." (Archon of Absolution). Read by ``transform_attack_costs.py``,
written back by ``render/abilities.py``, carried out by ``rules/attack_costs.py``."""

from __future__ import annotations

from dataclasses import dataclass, field

from mtgrules.cards.ir.values import Layout


@dataclass(frozen=True, slots=True)
class AttackTax:
    """A static ability of a permanent: each creature attacking its controller (and, with
    ``planeswalkers``, a planeswalker that player controls) costs its controller ``mana``,
    paid as attackers are declared (508.1h-j); a requirement to attack never makes the
    player pay it (508.1d)."""

    mana: str  # generic mana only: "{2}"
    planeswalkers: bool = False
    layout: Layout | None = field(default=None, compare=False, hash=False, repr=False)
