"""Writes back the cost changes of issue 12 (``ir/costs.py``, h-costs): "Noncreature spells
cost {1} more to cast.", "This spell costs {1} less to cast for each ..." (601.2f)."""

from __future__ import annotations

from typing import Any

from mtgrules.cards.ir import CostChange, ManaSpend, SelfCostChange
from mtgrules.cards.render.phrases import article


def cost_change_text(r: Any, e: CostChange | SelfCostChange, what: str = "spell") -> str:
    """The sentence without its period; ``r`` is the static renderer (filters, conditions,
    amounts)."""
    way = "more" if e.more else "less"
    if isinstance(e, CostChange) and e.nth:  # s11 h-lib: 601.2f, 601.2i
        from mtgrules.cards.render.s11_lib import nth_spell_cost_text

        return nth_spell_cost_text(e, way)
    if isinstance(e, CostChange):
        spells = r.filter_text(e.filter, plural=True)
        if e.caster == "opponent":
            spells += " your opponents cast"
        elif e.caster == "you":
            spells += " you cast"
        if e.targets_self:
            spells += " that target " + r.st.self_word
        return f"{spells} cost {e.mana} {way} to cast"
    verb = "cast" if what == "spell" else "activate"
    text = f"this {what} costs {e.mana} {way} to {verb}"
    if e.condition is not None and r.has("s11_sc:during your turn"):  # s11 h-lib: 102.1
        return f"{text} during your turn"
    if e.condition is not None and e.condition_first:
        return f"if {r.condition_text(e.condition)}, {text}"
    if e.condition is not None:
        return f"{text} if {r.condition_text(e.condition)}"
    if e.targets is not None:
        return f"{text} if it targets " + article(r.filter_text(e.targets))
    if e.each is not None:
        return f"{text} for each {r.for_each_text(e.each)}"
    if e.where_x is not None:
        return f"{text}, where X is {r.measure_text(e.where_x)}"
    return text


def spend_text(r: Any, s: ManaSpend) -> str:
    """106.6: ". Spend this mana only to ..." after the "add ..." it restricts."""
    uses = []
    if s.spells is not None:
        spells = r.filter_text(s.spells, plural=s.plural)
        uses.append("cast " + (spells if s.plural else article(spells)))
    if s.abilities is not None:
        words = "activate " + s.ability_words
        if s.ability_words == "an ability of":  # "an ability of an artifact source"
            kind = next(iter(s.abilities.types | s.abilities.subtypes))
            words += " " + article(f"{kind} source")
        elif s.ability_words.endswith(" of"):
            words += " " + r.filter_text(s.abilities, plural=True)
        uses.append(words)
    if s.ability_first:
        uses.reverse()
    return ". Spend this mana only to " + (" or to " if s.or_to else " or ").join(uses)
