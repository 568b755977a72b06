"""s11 h-combat: combat requirements (508.1d, 509.1c) said by spells and abilities.

- :class:`CombatRequirement`: the one-shot "WHAT attacks this turn if able", "WHAT blocks
  this turn if able", "WHAT blocks OTHER this turn if able", "WHAT must be blocked this turn
  if able" (611.2a: for the objects named now, until end of turn); read by
  ``transform_s11_combat.py``, written back by ``render/s11_combat.py``, carried out by
  ``rules/s11_requirements.py`` (each creature gains a hidden static requirement).
- :class:`MustBeBlocked`: the static "This creature must be blocked if able." (509.1c).
"""

from __future__ import annotations

from dataclasses import dataclass

from mtgrules.cards.ir.refs import Filter, Ref
from mtgrules.cards.ir.values import Duration

ATTACK = "attack"  # 508.1d: attacks if able
BLOCK = "block"  # 509.1c: blocks (an attacker, or ``against``) if able
BE_BLOCKED = "be blocked"  # 509.1c: is blocked (by at least one creature) if able
LURE = "lure"  # 509.1c: "all creatures able to block WHAT this turn do so"


@dataclass(frozen=True, slots=True)
class CombatRequirement:
    """611.2a, 508.1d, 509.1c: "WHAT attacks / blocks [AGAINST] / must be blocked this turn
    if able" (``kind``: ATTACK, BLOCK or BE_BLOCKED; ``against``: the creature it must block,
    "blocks this creature this turn if able"; ``must``: written "must attack" rather than
    "attacks"). LURE: "All ``blockers`` able to block WHAT this turn do so." (each of them
    blocks it if able). ``combat``: "this combat" rather than "this turn" (a pair
    requirement for the current combat only, 506.1)."""

    what: Ref
    kind: str
    against: Ref | None = None
    must: bool = False
    duration: Duration = Duration.END_OF_TURN
    blockers: Filter | None = None
    combat: bool = False
    have: bool = False  # written "you may have WHAT block AGAINST this turn if able"


@dataclass(frozen=True, slots=True)
class MustBeBlocked:
    """509.1c: "WHAT must be blocked if able." (a static effect: while it attacks, the
    defending player blocks it with at least one creature if able)."""

    what: Ref


@dataclass(frozen=True, slots=True)
class Goad:
    """701.15a: "Goad WHAT." until the next turn of this spell's or ability's controller,
    each creature named now is goaded (701.15b: it attacks each combat if able and attacks
    a player other than that player if able)."""

    what: Ref


@dataclass(frozen=True, slots=True)
class IsGoaded:
    """701.15b: the static "Enchanted creature is goaded." (goaded by the controller of the
    permanent with this ability, for as long as it applies)."""

    what: Ref


@dataclass(frozen=True, slots=True)
class CantBlockIt:
    """509.1b, 611.2a: "WHAT can't block AGAINST this turn." (a blocking restriction until
    end of turn: a target creature can't block that one; a group, "Creatures without
    defender can't block this creature this turn", is checked as blockers are declared)."""

    what: Ref
    against: Ref
    duration: Duration = Duration.END_OF_TURN


@dataclass(frozen=True, slots=True)
class LifeLostAmount:
    """ "You gain life equal to the life lost this way.": the total life the players lost
    to this spell's or ability's earlier instructions (119.3; the life actually lost)."""


@dataclass(frozen=True, slots=True)
class AttacksOrBlocksEachCombat:
    """508.1d, 509.1c: "WHAT attacks or blocks each combat if able." (a static effect: it
    attacks each combat if able and blocks each combat if able)."""

    what: Ref


@dataclass(frozen=True, slots=True)
class BlockableDespite:
    """702.14c, 509.1b: "WHAT can be blocked as though it/they didn't have KEYWORD." (a
    landwalk keyword: the evasion of the creatures it applies to is ignored)."""

    what: Ref
    keyword: str


@dataclass(frozen=True, slots=True)
class CantBlockFilter:
    """509.1b: "WHAT can't block ATTACKERS." (a static blocking restriction: "This creature
    can't block creatures with power 2 or greater.", "Enchanted creature can't block
    creatures you control."; ``attackers`` is read from the ability's source, 109.5)."""

    what: Ref
    attackers: Filter


@dataclass(frozen=True, slots=True)
class BlockAnyThisTurn:
    """509.1a, 611.2a: "WHAT can block any number of creatures this turn." (one-shot: the
    creatures named now can block any number of attackers until end of turn)."""

    what: Ref
    duration: Duration = Duration.END_OF_TURN


#: the one-shot effects whose words say how long they last ("this turn", "this combat")
OWN_DURATION = (CombatRequirement, CantBlockIt, BlockAnyThisTurn)
