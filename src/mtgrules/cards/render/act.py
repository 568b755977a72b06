"""Writes back the h-act activation costs (602.2b, ``transform_act.py``): "Return a land you
control to its owner's hand", "Remove a +1/+1 counter from a creature you control", "Mill a
card", "Exile the top card of your library"."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from mtgrules.cards.ir import COLOR_NAMES, AddMana, Cost, PreventDamage
from mtgrules.cards.render.phrases import article, color_order, number_text


def act_cost_parts(r: Any, cost: Cost) -> list[tuple[str, str]]:
    """(the part's name in the "cost_order:" variant, its text) for each h-act part of
    ``cost``; ``r`` is the renderer (filters)."""
    parts: list[tuple[str, str]] = []
    if cost.return_to_hand is not None and cost.return_count > 1:  # s11 h-ctl
        many = f"{number_text(cost.return_count)} " + r.filter_text(cost.return_to_hand, True)
        parts.append(("return_to_hand", f"return {many} to their owner's hand"))
    elif cost.return_to_hand is not None:
        what = article(r.filter_text(cost.return_to_hand))
        parts.append(("return_to_hand", f"return {what} to its owner's hand"))
    if cost.remove_counter_from is not None:
        kind, n, f = cost.remove_counter_from
        noun = "counter" if n == 1 else "counters"
        counter = article(f"{kind} {noun}") if n == 1 else f"{number_text(n)} {kind} {noun}"
        counter = counter if kind else "a counter"  # s10: any kind (122.1)
        whose = article(r.filter_text(f))
        if f.other:  # s10: "from another creature you control"
            whose = "another " + r.filter_text(replace(f, other=False))
        parts.append(("remove_counter_from", f"remove {counter} from {whose}"))
    if cost.mill:
        n = cost.mill
        parts.append(("mill", "mill a card" if n == 1 else f"mill {number_text(n)} cards"))
    if cost.remove_counters_x:  # 107.3
        many = "any number of" if cost.remove_any_number else "X"
        what = f"{many} {cost.remove_counters_x} counters from {r.self_text()}"
        parts.append(("remove_counters_x", "remove " + what))
    if cost.remove_any_counter:  # s10 h-act, 122.1
        parts.append(("remove_any_counter", f"remove a counter from {r.self_text()}"))
    if cost.discard_hand:  # s10 h-act, 701.9a
        parts.append(("discard_hand", "discard your hand"))
    if cost.exile_self_from_hand:  # s10 h-act
        parts.append(("exile_self_from_hand", f"exile {r.self_text()} from your hand"))
    if cost.exert_self:  # s10 h-act, 701.43a
        parts.append(("exert_self", "exert " + r.self_text()))
    if cost.blight:  # s10 h-act, 701.68a
        parts.append(("blight", f"blight {cost.blight}"))
    if cost.exile_top:
        n = cost.exile_top
        top = "the top card" if n == 1 else f"the top {number_text(n)} cards"
        parts.append(("exile_top", f"exile {top} of your library"))
    return parts


def limit_text(n: int) -> str:
    """602.5b: " Activate no more than twice each turn." for ``max_per_turn`` ``n``."""
    times = "twice" if n == 2 else f"{number_text(n)} times"
    return f" Activate no more than {times} each turn."


def removed_mana_text(r: Any, e: AddMana) -> str:
    """107.3: "add {W} for each storage counter removed this way" / "add an additional {B}
    for each charge counter removed this way" (X: the counters the cost removed)."""
    kind = r.variant("removed:")[0]
    more = "an additional " if r.has("mana_additional") else ""
    return f"add {more}{e.mana} for each {kind} counter removed this way"


def source_text(e: PreventDamage) -> str:
    """615.7: "a source", "a red source", "a black or red source", "an artifact source"."""
    f = e.source_filter
    if f is None:
        return "a source"
    kinds = [COLOR_NAMES[c] for c in color_order(f.colors)] if f.colors else sorted(f.types)
    return article(" or ".join(kinds) + " source")


def by_text(combat: bool, who: str) -> str:
    """615.1: "prevent all [combat] damage that would be dealt by REF this turn" (s10)."""
    kind = "combat damage" if combat else "damage"
    return f"prevent all {kind} that would be dealt by {who} this turn"


def and_by_text(who: str) -> str:
    """615.1: the end of "prevent all combat damage that would be dealt to and dealt by that
    creature this turn"."""
    return f"that would be dealt to and dealt by {who} this turn"
