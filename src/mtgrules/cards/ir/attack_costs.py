"""Costs to attack (508.1d, 508.1g-h): "Creatures can't attack you unless their controller pays
{2} for each creature they control that's attacking you." (Propaganda, Ghostly Prison),
"Creatures can't attack you or planeswalkers you control unless their controller pays {1} for
each of those creatures." (Archon of Absolution), with an X (Sphere of Safety, Collective
Restraint), planeswalkers only (Onakke Oathkeeper), some creatures only (Elephant Grass) or
the enchanted creature (Brainwash). Read by ``transform_attack_costs.py``, written back by
``render/abilities.py``, carried out by ``rules/attack_costs.py``."""

from __future__ import annotations

from dataclasses import dataclass, field

from mtgrules.cards.ir.refs import Filter, WhereX
from mtgrules.cards.ir.values import Layout


@dataclass(frozen=True, slots=True)
class AttackTax:
    """A static ability of a permanent: each creature attacking its controller (and, with
    ``planeswalkers``, a planeswalker that player controls; with ``players`` False, only such
    a planeswalker) costs its controller ``mana``, paid as attackers are declared (508.1h-j);
    a requirement to attack never makes the player pay it (508.1d).

    ``amount``: the X of "{X} ..., where X is ..." (107.3c), counted from the permanent's
    controller as attackers are declared; ``attackers``: only creatures that match pay it
    ("Nonblack creatures can't attack you unless ..."); ``enchanted``: the enchanted creature
    pays it to attack anyone ("Enchanted creature can't attack unless its controller pays
    {3}.")."""

    mana: str  # generic mana only: "{2}", or "{X}" with ``amount``
    planeswalkers: bool = False
    players: bool = True
    amount: WhereX | None = None
    attackers: Filter | None = None
    enchanted: bool = False
    layout: Layout | None = field(default=None, compare=False, hash=False, repr=False)
