"""Damage phrasings of session 11 (h-dmg, issue 12).

- 615.1a, 615.7: static prevention of part of the damage: "If a red source would deal damage
  to you, prevent 2 of that damage.", "If a source would deal damage to you or a Hero you
  control, prevent all but 1 of that damage.", "If a source would deal damage to equipped
  creature, prevent X of that damage, where X is the number of creatures you control."
  (PreventSome; read by ``transform_s11_dmg.py``, written back by ``render/s11_dmg.py``,
  carried out by ``rules/s11_dmg.py``).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from mtgrules.cards.ir.damage_mods import DamageSource
from mtgrules.cards.ir.refs import Filter

__all__ = ["PreventSome"]


@dataclass(frozen=True, slots=True)
class PreventSome:
    """615.1a: a static ability that prevents some of each damage event it applies to.

    ``source``: the damage's source (ir/damage_mods.DamageSource: "a red source", "a
    creature", "an artifact"); ``opponents``: "a source an opponent controls" (109.5);
    ``combat``: only combat damage (510.2). The recipients: ``you`` (the ability's
    controller), ``attached`` ("equipped" / "enchanted": the creature the source is attached
    to), ``to``: a permanent matching this filter ("another Dinosaur you control"), any one of
    them. ``amount``: an int, or the measure of "X ..., where X is MEASURE" (107.3c, counted
    as the damage would be dealt); ``all_but``: "prevent all but N of that damage"."""

    source: DamageSource
    amount: Any
    you: bool = False
    attached: str | None = None
    to: Filter | None = None
    all_but: bool = False
    combat: bool = False
    opponents: bool = False
