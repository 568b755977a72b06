"""Combat-family effects created by spells and abilities (issue 12): fight (701.14).
Values, carried out by ``rules/effects_combat.py``; read by ``transform_combat.py`` and
written back by ``render/combat.py``."""

from __future__ import annotations

from dataclasses import dataclass

from mtgrules.cards.ir.refs import Ref


@dataclass(frozen=True, slots=True)
class Fight:
    """701.14a: "WHAT fights OTHER": each deals damage equal to its power to the other.
    ``have``: written "you may have WHAT fight OTHER" (the instruction is optional, 608.2d;
    the choice is the chain's, as for any "you may")."""

    what: Ref
    other: Ref
    have: bool = False
