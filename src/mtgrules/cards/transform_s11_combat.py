"""s11 h-combat: combat requirements said by spells and abilities (508.1d, 509.1c).

- "Target creature attacks this turn if able." / "... blocks this turn if able." /
  "... blocks this creature this turn if able." / "... must be blocked this turn if able.":
  ir.CombatRequirement, a one-shot effect for the objects named now (611.2a).
- "This creature must be blocked if able.": a static ir.MustBeBlocked (509.1c).
"""

from __future__ import annotations

from typing import Any, cast

from mtgrules.cards.ir import (
    AttacksOrBlocksEachCombat,
    BlockableDespite,
    BlockAnyThisTurn,
    CantBlockFilter,
    CantBlockIt,
    CombatRequirement,
    Duration,
    Goad,
    IsGoaded,
    LifeLostAmount,
    MustBeBlocked,
    StaticAbility,
    YouRef,
)
from mtgrules.cards.ir.s11_combat import ATTACK, BE_BLOCKED, BLOCK, LURE
from mtgrules.cards.transform_effects import Chain, Pred
from mtgrules.cards.transform_nouns import Unread

__all__ = ["S11CombatMixin"]


def _ref(c: list[Any]) -> Any:
    return next(x for x in c if not isinstance(x, str))


def _blocked(who: Any, it: Any, before: Any) -> Any:
    """The creature "it" names in "target creature blocks it": not the blocker itself (a
    creature can't block itself, 509.1a) but what "it" named before that target ("Another
    target creature blocks it", Feral Contest: the first target; "Whenever this creature
    attacks, target creature ... blocks it", Avalanche Tusker: this creature)."""
    return before if it == who and before is not None else it


class S11CombatMixin:
    """Transformer methods for the combat requirements (s11 h-combat)."""

    ctx: Any

    def p_s11_attack(self, c: list[Any]) -> Pred:
        # 508.1d, 611.2a: "attacks this turn if able"
        return Pred(lambda who: [CombatRequirement(who, ATTACK)], Duration.END_OF_TURN)

    def p_s11_must_attack(self, c: list[Any]) -> Pred:
        # 508.1d, 611.2a: "must attack this turn if able"
        return Pred(lambda who: [CombatRequirement(who, ATTACK, must=True)], Duration.END_OF_TURN)

    def p_s11_block(self, c: list[Any]) -> Pred:
        # 509.1c, 611.2a: "blocks this turn if able" (any attacking creature)
        return Pred(lambda who: [CombatRequirement(who, BLOCK)], Duration.END_OF_TURN)

    def p_s11_block_it(self, c: list[Any]) -> Pred:
        # 509.1c, 611.2a: "blocks this creature this turn if able"
        other, before = _ref(c), self.ctx.before_target
        return Pred(
            lambda who: [CombatRequirement(who, BLOCK, _blocked(who, other, before))],
            Duration.END_OF_TURN,
        )

    def p_s11_be_blocked(self, c: list[Any]) -> Pred:
        # 509.1c, 611.2a: "must be blocked this turn if able"
        return Pred(lambda who: [CombatRequirement(who, BE_BLOCKED)], Duration.END_OF_TURN)

    def sp_s11_be_blocked(self, c: list[Any]) -> Any:
        # 509.1c: the static "must be blocked if able"
        return lambda who: StaticAbility(cast(Any, MustBeBlocked(who)))

    def p_s11_block_it_combat(self, c: list[Any]) -> Pred:
        # 509.1c, 506.1: "blocks it this combat if able" (this combat only)
        other, before = _ref(c), self.ctx.before_target
        return Pred(
            lambda who: [CombatRequirement(who, BLOCK, _blocked(who, other, before), combat=True)]
        )

    def e_s11_lure(self, c: list[Any]) -> CombatRequirement:
        # 509.1c, 611.2a: "All creatures able to block target creature this turn do so."
        np, what = c[0], c[1]
        if np.filter.types != {"creature"}:
            raise Unread("able to block", "only creatures able to block it")
        return CombatRequirement(what, LURE, blockers=np.filter)

    def e_s11_goad(self, c: list[Any]) -> Goad:
        return Goad(c[0])  # 701.15a

    def sp_s11_goaded(self, c: list[Any]) -> Any:
        # 701.15b: "Enchanted creature is goaded."
        return lambda who: StaticAbility(cast(Any, IsGoaded(who)))

    def p_s11_attack_you(self, c: list[Any]) -> Pred:
        # 508.1d, 611.2a: "attacks you this turn if able"
        return Pred(lambda who: [CombatRequirement(who, ATTACK, YouRef())], Duration.END_OF_TURN)

    def p_s11_cant_block_it(self, c: list[Any]) -> Pred:
        # 509.1b, 611.2a: "can't block this creature this turn"
        other = _ref(c)
        return Pred(lambda who: [CantBlockIt(who, other)], Duration.END_OF_TURN)

    def m_s11_life_lost(self, c: list[Any]) -> LifeLostAmount:
        return LifeLostAmount()  # 119.3: "the life lost this way"

    def may_have_s11_block(self, c: list[Any]) -> Chain:
        # 509.1c, 608.2d: "you may have target creature block it this turn if able"
        who, other = c[0], _blocked(c[0], c[1], self.ctx.before_target)
        return Chain([CombatRequirement(who, BLOCK, other, have=True)], optional=True)

    def sp_s11_attacks_or_blocks(self, c: list[Any]) -> Any:
        # 508.1d, 509.1c: "attacks or blocks each combat if able"
        return lambda who: StaticAbility(cast(Any, AttacksOrBlocksEachCombat(who)))

    def s11_walk(self, c: list[Any]) -> str:
        return str(c[0])

    def sp_s11_blockable_despite(self, c: list[Any]) -> Any:
        # 702.14c: "can be blocked as though they didn't have islandwalk"
        kw = next(x for x in c if isinstance(x, str) and x.endswith("walk"))
        return lambda who: StaticAbility(cast(Any, BlockableDespite(who, kw)))

    def sp_s11_cant_block_filter(self, c: list[Any]) -> Any:
        # 509.1b: "can't block creatures with power 2 or greater"
        np = c[-1]
        if not np.filter.types & {"creature", "creatures"}:
            raise Unread("can't block", "only creatures")
        return lambda who: StaticAbility(cast(Any, CantBlockFilter(who, np.filter)))

    def p_s11_block_any(self, c: list[Any]) -> Pred:
        # 509.1a, 611.2a: "can block any number of creatures this turn"
        return Pred(lambda who: [BlockAnyThisTurn(who)], Duration.END_OF_TURN)
