"""Transformer rules for the h-costs block of grammar.lark (issue 12): cost increases and
reductions of spells (601.2f, 118.7): "Noncreature spells cost {1} more to cast.", "Spells
your opponents cast cost {1} more to cast.", "This spell costs {1} less to cast for each
...". The IR is ``ir/costs.py``; written back by ``render/costs.py``; applied by
``rules/cost_changes.py``."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from lark import Token, Tree

from mtgrules.cards.ir import (
    AddMana,
    BasicLandTypes,
    CostChange,
    Filter,
    ManaSpend,
    PartySize,
    SelfCostChange,
    StaticAbility,
)
from mtgrules.cards.transform_effects import Fold
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


class SpendOnly(Fold):
    """106.6: "Spend this mana only to ...": the restriction of the mana the "Add ..." before
    it makes (``AddMana.spend``)."""

    def __init__(self, spend: ManaSpend) -> None:
        self.spend = spend

    def fold(self, effects: list[Any]) -> None:
        last = effects[-1] if effects else None
        if not isinstance(last, AddMana) or last.spend is not None:
            raise Unread("spend this mana only", "no mana added before it")
        for flt in (self.spend.spells, self.spend.abilities):
            if flt is not None and (flt.controller not in (None, "you") or flt.other):
                raise Unread("spend this mana only", "a restriction naming this group (106.6)")
        effects[-1] = replace(last, spend=self.spend)


class KeepMana(Fold):
    """500.4, 106.4: "Until end of turn, you don't lose this mana as steps and phases end.":
    the mana the "Add ..." before it makes stays in the pool until the turn ends
    (``AddMana.kept``)."""

    def fold(self, effects: list[Any]) -> None:
        last = effects[-1] if effects else None
        if not isinstance(last, AddMana) or last.kept:
            raise Unread("you don't lose this mana", "no mana added before it")
        effects[-1] = replace(last, kept=True)


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

    def s_cost_change_targeting(self, c: list[Any]) -> StaticAbility:
        a = self._spells_change(c, "opponent")
        assert isinstance(a.effect, CostChange)
        return StaticAbility(replace(a.effect, targets_self=True))

    def s_cost_change_any_targeting(self, c: list[Any]) -> StaticAbility:
        a = self._spells_change(c, "any")
        assert isinstance(a.effect, CostChange)
        return StaticAbility(replace(a.effect, targets_self=True))

    def s_cost_change_you_targeting(self, c: list[Any]) -> StaticAbility:
        a = self._spells_change(c, "you")
        assert isinstance(a.effect, CostChange)
        return StaticAbility(replace(a.effect, targets_self=True))

    def fe_party(self, c: list[Any]) -> PartySize:
        return PartySize()  # 700.8

    def fe_domain(self, c: list[Any]) -> BasicLandTypes:
        return BasicLandTypes()  # 207.2c: domain

    def sc_if(self, c: list[Any]) -> dict[str, Any]:
        return {"condition": c[0]}

    def sc_targets(self, c: list[Any]) -> dict[str, Any]:
        return {"targets": c[0].filter}

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

    def ability_cost(self, c: list[Any]) -> SelfCostChange:
        a = self.s_self_cost(c)  # 602.2b: the same change, of an activation's cost
        assert isinstance(a.effect, SelfCostChange)
        return a.effect

    def s_self_cost_if_first(self, c: list[Any]) -> StaticAbility:
        mana = _mana(c[1])
        if mana == "{X}":
            raise Unread(mana, "an X in a cost change needs 'where X is'")
        return StaticAbility(SelfCostChange(mana, _more(c[2]), c[0], condition_first=True))

    # --- 106.6: "Spend this mana only to ..." -----------------------------------------------

    def su_spell(self, c: list[Any]) -> tuple[str, Filter, str]:
        return ("spell", c[0].filter, "")

    def su_spells(self, c: list[Any]) -> tuple[str, Filter, str]:
        return ("spell", c[0].filter, "plural")

    def su_abilities(self, c: list[Any]) -> tuple[str, Filter, str]:
        return ("ability", Filter(), "abilities")

    def su_an_ability(self, c: list[Any]) -> tuple[str, Filter, str]:
        return ("ability", Filter(), "an ability")

    def su_abilities_of(self, c: list[Any]) -> tuple[str, Filter, str]:
        return ("ability", replace(c[0].filter, zone="battlefield"), "abilities of")

    def spend_source(self, c: list[Any]) -> Filter:
        word = c[0] if isinstance(c[0], str) else str(c[0].children[0])
        if word[:1].isupper():
            return Filter(subtypes=frozenset({word}))  # "a Hero source"
        return Filter(types=frozenset({word}))  # "an artifact source"

    def su_ability_of_source(self, c: list[Any]) -> tuple[str, Filter, str]:
        return ("ability", c[0], "an ability of")

    def keep_mana(self, c: list[Any]) -> KeepMana:
        return KeepMana()

    def spend_only(self, c: list[Any]) -> SpendOnly:
        uses = [x for x in c if isinstance(x, tuple)]
        kinds = [u[0] for u in uses]
        if len(set(kinds)) != len(kinds):
            raise Unread("spend this mana only", "two kinds of spell or of ability")
        spells = next((u for u in uses if u[0] == "spell"), None)
        ability = next((u for u in uses if u[0] == "ability"), None)
        or_tree = next((x for x in c if isinstance(x, Tree) and x.data == "spend_or"), None)
        return SpendOnly(
            ManaSpend(
                spells=spells[1] if spells else None,
                abilities=ability[1] if ability else None,
                plural=bool(spells and spells[2] == "plural"),
                ability_words=ability[2] if ability else "",
                ability_first=kinds[0] == "ability",
                or_to=or_tree is not None and len(or_tree.children) == 2,
            )
        )
