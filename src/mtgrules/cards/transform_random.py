"""Coin flips (705) and die rolls (706) (issue 12, h-memory): "Flip a coin.", "If you win the
flip, ...", "If you lose the flip, ...", "Roll a six-sided die." / "Roll a d20." and "the
result" (ir/random.py; rules/random_effects.py carries them out); and "the sacrificed
creature's power" (ir/paid.py: what a cost paid, 601.2h, 608.2h) and "deals 3 damage divided
as you choose among one, two, or three targets" (601.2d)."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from lark import Token

from mtgrules.cards.ir import (
    Clash,
    DieResult,
    DividedDamage,
    FlipCoin,
    IfFlip,
    RollDie,
    SacrificedRef,
    TargetSpec,
)
from mtgrules.cards.transform_effects import Chain, Pred, as_chain
from mtgrules.cards.transform_nouns import Context, Unread

_AMONG = {"one or two": 2, "one, two, or three": 3}  # 601.2d: at most this many targets
_SIDES = {"four": 4, "six": 6, "eight": 8, "ten": 10, "twelve": 12, "twenty": 20}


def _words(tree: Any) -> str:
    return " ".join(str(t) for t in tree.children if isinstance(t, Token))


class RandomMixin:
    ctx: Context

    def e_flip_coin(self, c: list[Any]) -> FlipCoin:
        return FlipCoin()  # 705.1

    def e_roll_die(self, c: list[Any]) -> RollDie:
        words = _words(c[0])
        if words.startswith("d"):
            return RollDie(int(words[1:]), words)  # 706.1a: "dN"
        return RollDie(_SIDES[words.split("-")[0]], words)  # 706.1a: "N-sided die"

    def if_flip(self, c: list[Any]) -> Chain:
        inner = as_chain(c[1])
        if inner.optional:
            raise Unread("If you win the flip, you may", "no optional instruction after a flip")
        if any(j != " and " for j in inner.joins):
            raise Unread("If you win the flip, A, then B", "only 'and' inside a flip's result")
        won = str(c[0].children[0]) == "win"
        return Chain([IfFlip(won, tuple(inner.effects))])  # 705.2, 608.2c

    def e_clash(self, c: list[Any]) -> Clash:
        return Clash()  # 701.30b

    def if_clash_won(self, c: list[Any]) -> Chain:
        inner = as_chain(c[0])
        if inner.optional:
            raise Unread("If you win, you may", "no optional instruction after a clash")
        if any(j != " and " for j in inner.joins):
            raise Unread("If you win, A, then B", "only 'and' inside a clash's result")
        return Chain([IfFlip(True, tuple(inner.effects), "clash")])  # 701.30d, 608.2c

    def m_die_result(self, c: list[Any]) -> DieResult:
        return DieResult()  # 706.2, 706.4

    def m_sacrificed(self, c: list[Any]) -> SacrificedRef:
        noun = str(c[0].children[0])[: -len("'s")]
        ref = SacrificedRef(noun)  # 601.2h, 608.2h
        if self.ctx.antecedent is None:  # "... the sacrificed creature's power, then you gain
            self.ctx.antecedent = ref  # life equal to its toughness." (Momentous Fall)
        return ref

    def div_any_targets(self, c: list[Any]) -> tuple[str, TargetSpec]:
        return _words(c[0]).replace(" ,", ","), TargetSpec("any")

    def div_obj_targets(self, c: list[Any]) -> tuple[str, TargetSpec]:
        np = c[1]
        if np.noun == "spell":
            raise Unread("damage divided among spells")
        return _words(c[0]).replace(" ,", ","), TargetSpec("object", np.filter)

    def p_damage_divided(self, c: list[Any]) -> Pred:
        n, (among, spec) = [x for x in c if not (isinstance(x, str) and x.startswith("verb:"))]
        count = _AMONG.get(among, n)  # "any number of": at most one target per damage (601.2d)
        ref = self.ctx.add_target(replace(spec, count=count, up_to=True))
        return Pred(lambda who: [DividedDamage(n, ref, who, among)])
