"""s11 h-combat: writes back the combat requirements of ``cards/ir/s11_combat.py``
(508.1d, 509.1c)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from mtgrules.cards.ir.s11_combat import (
    ATTACK,
    BE_BLOCKED,
    BlockAnyThisTurn,
    CantBlockIt,
    CombatRequirement,
    Goad,
)
from mtgrules.cards.render.phrases import verb

__all__ = ["IMPERATIVES", "PREDICATES", "imperative_text", "requirement_predicate"]

#: the effects written as a predicate after their subject, saying their own duration
PREDICATES = (CombatRequirement, CantBlockIt, BlockAnyThisTurn)
#: the effects written as an imperative (a CombatRequirement with no subject: LURE, have)
IMPERATIVES = (CombatRequirement, Goad)


def requirement_predicate(
    e: CombatRequirement | CantBlockIt | BlockAnyThisTurn,
    plural: bool,
    ref_text: Callable[..., str],
) -> str:
    """ "attacks this turn if able", "blocks this creature this turn if able", "must be
    blocked this turn if able" (611.2a: the predicate says its own duration)."""
    if isinstance(e, BlockAnyThisTurn):  # 509.1a
        return "can block any number of creatures this turn"
    if isinstance(e, CantBlockIt):  # 509.1b
        return f"can't block {ref_text(e.against)} this turn"
    if e.kind == BE_BLOCKED:
        return "must be blocked this turn if able"
    if e.kind == ATTACK:
        head = "must attack" if e.must else verb("attack", plural)
        you = " you" if e.against is not None else ""
        return f"{head}{you} this turn if able"
    against: Any = e.against
    target = f" {ref_text(against)}" if against is not None else ""
    when = "combat" if e.combat else "turn"
    return f"{verb('block', plural)}{target} this {when} if able"


def imperative_text(
    e: CombatRequirement | Goad, ref_text: Callable[..., str], filter_text: Any
) -> str:
    """ "all creatures able to block target creature this turn do so" (509.1c); "have
    target creature block it this turn if able" ("you may " is the optional chain's);
    "goad target creature" (701.15a)."""
    if isinstance(e, Goad):
        return "goad " + ref_text(e.what)
    if e.have:
        against: Any = e.against
        return f"have {ref_text(e.what)} block {ref_text(against)} this turn if able"
    who = filter_text(e.blockers, plural=True)
    return f"all {who} able to block {ref_text(e.what, 'object')} this turn do so"
