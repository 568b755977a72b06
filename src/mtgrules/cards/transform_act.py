"""Transformer rules for the h-act block of grammar.lark (issue 12): activation costs beyond
mana, {T} and sacrifice (602.2b, 118.3) and "Activate no more than N times each turn"
(602.5b). Written back by ``render/keywords.py`` and ``render/abilities.py``, paid by
``rules/activation_costs.py``."""

from __future__ import annotations

from typing import Any

from mtgrules.cards import words
from mtgrules.cards.ir import AddMana
from mtgrules.cards.ir.refs import Filter
from mtgrules.cards.transform_nouns import Unread


class ActMixin:
    """More activation costs (602.2b)."""

    def c_discard_random(self, c: list[Any]) -> dict[str, Any]:
        n = c[0]
        if not isinstance(n, int):
            raise Unread("a discard cost", "discard X cards at random")
        return {"discard": n, "discard_random": True}  # 701.9b

    def c_discard_kind(self, c: list[Any]) -> dict[str, Any]:
        kind = str(c[-1])  # "Discard a creature card" (701.9b: the payer chooses)
        return {"discard": 1, "discard_filter": Filter(types=frozenset({kind}), zone="hand")}

    def c_return_to_hand(self, c: list[Any]) -> dict[str, Any]:
        n, np = c[0]
        f: Filter = np.filter
        if n != 1 or f.controller != "you" or f.other:
            raise Unread("a return cost", "return cost other than 'a ... you control'")
        return {"return_to_hand": f}

    def c_remove_counter_from(self, c: list[Any]) -> dict[str, Any]:
        n, kind = c[0], c[1]
        k, np = c[-1]
        f: Filter = np.filter
        if k != 1 or f.controller != "you" or not isinstance(n, int):
            raise Unread("a counter cost", "remove counters from other than 'a ... you control'")
        return {"remove_counter_from": (kind, n, f)}

    def c_mill(self, c: list[Any]) -> dict[str, Any]:
        n = c[0]
        if not isinstance(n, int):
            raise Unread("a mill cost", "mill X cards as a cost")
        return {"mill": n}

    def c_exile_top(self, c: list[Any]) -> dict[str, Any]:
        return {"exile_top": 1}


def max_per_turn(limits: list[str]) -> int:
    """602.5b: "Activate no more than twice each turn." -> 2; 0 without such a limit."""
    for text in limits:
        if text.startswith("activate no more than"):
            word = text.split()[4]
            if word == "twice":
                return 2
            return int(word) if word.isdigit() else int(words.NUMBER_WORDS[word])
    return 0


class ActManaMixin:
    """106.1: which mana an ability adds, h-act phrasings."""

    def mana_or_pairs(self, c: list[Any]) -> AddMana:
        """ "Add {W}{W}, {W}{U}, or {U}{U}.": one of the pairs, chosen as it resolves (106.1,
        605.3b); ``mana`` is the first, ``alternatives`` the others."""
        s = [str(t).upper() for t in c]
        pairs = [s[i] + s[i + 1] for i in range(0, len(s), 2)]
        return AddMana(pairs[0], alternatives=tuple(pairs[1:]))
