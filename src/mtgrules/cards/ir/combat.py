"""Combat-family effects created by spells and abilities (issue 12): fight (701.14).
Values, carried out by ``rules/effects_combat.py``; read by ``transform_combat.py`` and
written back by ``render/combat.py``."""

from __future__ import annotations

from dataclasses import dataclass

from mtgrules.cards.ir.refs import Filter, Ref


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
