"""Transformer rules for the h-costs block of grammar.lark (issue 12): cost increases and
reductions of spells (601.2f, 118.7): "Noncreature spells cost {1} more to cast.", "Spells
your opponents cast cost {1} more to cast.", "This spell costs {1} less to cast for each
...". The IR is ``ir/costs.py``; written back by ``render/costs.py``; applied by
``rules/cost_changes.py``."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from lark import Token, Tree

from mtgrules.cards.ir import CostChange, SelfCostChange, StaticAbility
from mtgrules.cards.transform_nouns import NP, Unread


def _mana(token: Any) -> str:
    mana = str(token).upper()
    if mana != "{X}" and not mana[1:-1].isdigit():
        # 118.7: reductions of colored mana ("costs {U} less") are not read here
        raise Unread(mana, "only generic mana in a cost increase or reduction")
    return mana


def _more(tree: Any) -> bool:
    words = [str(t) for t in tree.children] if isinstance(tree, Tree) else [str(tree)]
    return words == ["more"]


class CostsMixin:
    """Cost increases and reductions (601.2f)."""

    def cost_spells(self, c: list[Any]) -> NP:
        return self._np(c, True)  # type: ignore[attr-defined,no-any-return]

    def _spells_change(self, c: list[Any], caster: str) -> StaticAbility:
        np: NP = c[0]
        mana = _mana(next(x for x in c if isinstance(x, Token)))
        if mana == "{X}":
            raise Unread(mana, "an X in a cost change of spells")
        dir_tree = next(x for x in c if isinstance(x, Tree) and x.data == "cost_dir")
        f = replace(np.filter, zone="stack")
        return StaticAbility(CostChange(f, mana, _more(dir_tree), caster))

    def s_cost_change(self, c: list[Any]) -> StaticAbility:
        return self._spells_change(c, "any")

    def s_cost_change_opponents(self, c: list[Any]) -> StaticAbility:
        return self._spells_change(c, "opponent")

    def sc_if(self, c: list[Any]) -> dict[str, Any]:
        return {"condition": c[0]}

    def sc_each(self, c: list[Any]) -> dict[str, Any]:
        return {"each": c[0]}

    def sc_where_x(self, c: list[Any]) -> dict[str, Any]:
        return {"where_x": self.settle_its(c[0])}  # type: ignore[attr-defined]

    def s_self_cost(self, c: list[Any]) -> StaticAbility:
        mana = _mana(c[0])
        more = _more(c[1])
        tail: dict[str, Any] = c[2] if len(c) > 2 and isinstance(c[2], dict) else {}
        if (mana == "{X}") != ("where_x" in tail):
            raise Unread(mana, "an X in a cost change needs 'where X is'")
        return StaticAbility(SelfCostChange(mana, more, **tail))

    def s_self_cost_if_first(self, c: list[Any]) -> StaticAbility:
        mana = _mana(c[1])
        if mana == "{X}":
            raise Unread(mana, "an X in a cost change needs 'where X is'")
        return StaticAbility(SelfCostChange(mana, _more(c[2]), c[0], condition_first=True))
