"""Transformer rules of the s10 engine family (grammar.lark's "s10 engine" block): converge's
and sunburst's "for each color of mana spent to cast it" (702.44a, 601.2h). Values in
``ir/history.py``; carried out by ``rules/keywords_sunburst.py`` and ``rules/amounts.py``."""

from __future__ import annotations

from typing import Any

from mtgrules.cards.ir import ColorsSpent, Replacement, StaticAbility

__all__ = ["EngineMixin"]


class EngineMixin:
    """The amounts (``fe_*``) and entering replacements (``s_*``) of the s10 engine family."""

    def fe_colors_spent_it(self, c: list[Any]) -> ColorsSpent:
        return ColorsSpent()  # 702.44a: "for each color of mana spent to cast it"

    def fe_colors_spent_spell(self, c: list[Any]) -> ColorsSpent:
        return ColorsSpent(spell=True)  # "... to cast this spell" (the resolving spell)

    def m_colors_spent_spell(self, c: list[Any]) -> ColorsSpent:
        # "where X is the number of colors of mana spent to cast this spell" (702.44a)
        return ColorsSpent(spell=True)

    def m_colors_spent_it(self, c: list[Any]) -> ColorsSpent:
        return ColorsSpent()  # "... to cast it": the permanent remembers it (601.2h)

    def s_enters_counters_per_color(self, c: list[Any]) -> StaticAbility:
        """614.1c, 702.44a (converge): "This creature enters with a +1/+1 counter on it for
        each color of mana spent to cast it." (rules/keywords_sunburst.py)."""
        n, kind = c[1], c[2]
        return StaticAbility(Replacement("enters_with_counters_per_color", amount=n, counter=kind))
