"""Transformer rules of the eleventh session's graveyard/exile family (issue 12): "there's a
Lesson card in your graveyard" (a count condition, 611.3a, 603.4), ..."""

from __future__ import annotations

from typing import Any

from mtgrules.cards.ir import AnyOf, CountIs, CountOf
from mtgrules.cards.transform_conditions import _controlled
from mtgrules.cards.transform_nouns import Unread, words_of


class GyS11Mixin:
    """s11 h-gy: graveyard and exile phrasings."""

    def cond_theres_a(self, c: list[Any]) -> CountIs:
        # 611.3a, 603.4: "as long as there's a Lesson card in your graveyard" (one or more)
        form, art, np = c
        if np.filter.zone == "battlefield":
            raise Unread("there's", "a count without a zone")
        return CountIs(CountOf(np.filter), ">=", 1, str(form), str(art))

    def theres_form(self, c: list[Any]) -> str:
        return words_of(c)

    def theres_art(self, c: list[Any]) -> str:
        return words_of(c)

    def cond_control_or_theres(self, c: list[Any]) -> AnyOf:
        # 611.3a, 603.4: "if you control a Desert or there is a Desert card in your graveyard"
        # (true when either is)
        art, np, form, art2, np2 = c
        control = CountIs(_controlled(np), ">=", 1, "you control", str(art))
        return AnyOf((control, self.cond_theres_a([form, art2, np2])))
