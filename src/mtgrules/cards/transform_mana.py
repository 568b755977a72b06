"""Transformer rules for the h-mana block of grammar.lark (issue 12): energy (107.14,
122.1), Powerstone tokens (111.10h) and more ways to say which mana an ability adds (106.1,
605). Rendered back by ``render/`` and carried out by ``rules/energy.py`` and
``rules/effects_players.py``."""

from __future__ import annotations

from typing import Any

from lark import Token

from mtgrules.cards.ir import MayPay, PlayerCounters
from mtgrules.cards.transform_effects import Pred


class ManaMixin:
    """Energy, Powerstones and mana phrasings."""

    # --- 107.14, 122.1: energy --------------------------------------------------------------

    def energy_n(self, c: list[Any]) -> int:
        return sum(1 for t in c if isinstance(t, Token))

    def p_get_energy(self, c: list[Any]) -> Pred:
        n = next(x for x in c if isinstance(x, int))
        return Pred(lambda who: [PlayerCounters(who, "energy", n)])

    def c_energy(self, c: list[Any]) -> dict[str, Any]:
        return {"pay_energy": int(c[0])}

    def pay_energy(self, c: list[Any]) -> MayPay:
        return MayPay(energy=int(c[0]))
