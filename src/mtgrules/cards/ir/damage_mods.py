"""Damage modification (614.1a; s10 h-amount, issue 12), and two more amounts (510.1a combat
damage by toughness, 122.1 a player's counters): "If a red source you control would
deal damage to a permanent or player, it deals that much damage plus 1 to that permanent or
player instead." A static ability's replacement effect on each damage event it applies to
(616.1: among the others, in the order the affected player chooses). Carried out by
``rules/damage_mods.py``; read by ``transform_damage_mods.py``, written back by
``render/damage_mods.py``."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

__all__ = [
    "AssignByToughness",
    "AssignNoCombatDamage",
    "DamageModification",
    "DamageSource",
    "YourCounters",
]


@dataclass(frozen=True, slots=True)
class DamageSource:
    """Which sources of damage: ``head`` "source" (any object), "spell" (a spell on the
    stack) or "creature"; ``quals``: colors (letters) and card types, any one of which it has
    ("a red or artifact source", "an instant or sorcery source"; none: any); ``subtypes``:
    "a Lizard, Mouse, Otter, or Raccoon you control" (any one); ``other``: "another" (not the
    ability's source); ``yours``: "you control" (109.5); ``entered``: "that entered this
    turn" (Player.entered_this_turn)."""

    head: str = "source"
    quals: tuple[str, ...] = ()
    subtypes: tuple[str, ...] = ()
    other: bool = False
    yours: bool = False
    entered: bool = False


@dataclass(frozen=True, slots=True)
class DamageModification:
    """614.1a: the damage ``source`` would deal ``to`` ("any": a permanent or player; "any
    unsaid": no recipient written; "opponent": an opponent or a permanent an opponent
    controls; "your creature": a creature you control) is dealt as ``how`` says instead:
    "plus" / "minus" ``amount`` (0 at least, 107.1b), "twice". ``noncombat``: only noncombat
    damage (510.2 is combat damage); ``again``: the recipient written again ("to that
    permanent or player", "to that creature")."""

    source: DamageSource
    how: str
    amount: Any = 0  # an int, or the counters of a kind on the ability's source (CountersOn)
    to: str = "any"
    noncombat: bool = False
    again: bool = False


@dataclass(frozen=True, slots=True)
class AssignByToughness:
    """510.1a: "WHAT assigns combat damage equal to its toughness rather than its power." (a
    static effect, with the StaticAbility's "as long as" condition, 611.3a): the combat damage
    the creature assigns is its toughness (rules/assign_by_toughness.py)."""

    what: Any


@dataclass(frozen=True, slots=True)
class AssignNoCombatDamage:
    """510.1a, 611.2a: "WHAT assigns no combat damage this turn." (one-shot): the creatures
    named now assign no combat damage until end of turn; granted to them as this effect with
    ``what`` SelfRef (rules/assign_by_toughness.py)."""

    what: Any


@dataclass(frozen=True, slots=True)
class YourCounters:
    """122.1: "the number of experience counters you have": the counters of ``kind`` the
    ability's controller has (an amount, rules/amounts.py)."""

    kind: str
