"""Combat-family effects created by spells and abilities (issue 12): fight (701.14).
Values, carried out by ``rules/effects_combat.py``; read by ``transform_combat.py`` and
written back by ``render/combat.py``."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from mtgrules.cards.ir.refs import Filter, Ref
from mtgrules.cards.ir.values import Duration, Layout


@dataclass(frozen=True, slots=True)
class Fight:
    """701.14a: "WHAT fights OTHER": each deals damage equal to its power to the other.
    ``have``: written "you may have WHAT fight OTHER" (the instruction is optional, 608.2d;
    the choice is the chain's, as for any "you may")."""

    what: Ref
    other: Ref
    have: bool = False


@dataclass(frozen=True, slots=True)
class ExileIfDies:
    """614.1a: "If NOUN would die this turn, exile it instead." created as the spell or
    ability resolves (611.2a: for the permanents named now). ``noun`` is one of the fixed
    phrases of grammar.lark's ``die_noun``: "that creature" (and "... or planeswalker",
    "that permanent": ``what``, the last target) or "a creature dealt damage this way"
    ("a permanent ..."): the permanents this spell or ability dealt damage to (120.3),
    matching ``filter``."""

    noun: str
    what: Ref | None = None
    damaged_this_way: bool = False
    filter: Filter | None = None


@dataclass(frozen=True, slots=True)
class ExertAsAttacks:
    """701.43d, 508.1g: "You may exert this creature as it attacks." (an optional cost to
    attack, chosen as attackers are declared). ``when``: the linked "When you do, ..."
    (607.2h), a reflexive triggered ability that triggers when the creature is exerted
    (its ``trigger`` is a placeholder: rules/keywords_exert.py puts it on the stack)."""

    when: Any = None  # an ir.TriggeredAbility, or None
    layout: Layout | None = field(default=None, compare=False, hash=False, repr=False)


@dataclass(frozen=True, slots=True)
class AttackDespiteDefender:
    """702.3b: "WHAT can attack as though it didn't have defender." (a static effect, with
    the StaticAbility's "as long as" condition, 611.3a); ``duration`` END_OF_TURN: the
    one-shot "can attack this turn as though it didn't have defender" (611.2a), which grants
    this effect as a static ability of the creature (rules/effects_combat.py)."""

    what: Ref
    duration: Duration = Duration.PERMANENT


@dataclass(frozen=True, slots=True)
class BlockAdditional:
    """509.1a, 611.2a: "WHAT can block an additional creature this turn." (one-shot): the
    creatures named now gain "can block an additional creature each combat" until end of
    turn (rules/effects_combat.py; counted by rules/combat.max_blocks)."""

    what: Ref
    duration: Duration = Duration.END_OF_TURN
