"""Transformer rules of the eleventh session's graveyard/exile family (issue 12): "there's a
Lesson card in your graveyard" (a count condition, 611.3a, 603.4), ..."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from mtgrules.cards.ir import AlternativeCost, AnyOf, CastSelfFromGraveyard, CountIs, CountOf
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

    # --- 118.9: exile cards from your hand rather than pay the mana cost ---------------------

    def pitch_life(self, c: list[Any]) -> tuple[str, int]:
        return ("life", int(c[0]))

    def pitch_one(self, c: list[Any]) -> tuple[int, Any]:
        return (1, c[-1])

    def pitch_n(self, c: list[Any]) -> tuple[int, Any]:
        return (int(c[0]), c[-1])

    def s_alt_cost_pitch(self, c: list[Any]) -> AlternativeCost:
        # 118.9, 601.2b: "You may pay 1 life and exile a blue card from your hand rather than
        # pay this spell's mana cost." (Force of Will); "If it's not your turn, ..." (601.2f:
        # the condition is checked as the cost is chosen, rules/alt_cost_checks.py)
        *rest, (n, np) = c
        life = next((x[1] for x in rest if isinstance(x, tuple) and x[0] == "life"), 0)
        cond = next((x for x in rest if not isinstance(x, tuple)), None)
        f = np.filter
        if f.zone != "battlefield" or f.controller is not None:
            raise Unread("exile", "a card that already says where it is")
        return AlternativeCost(
            "exile from hand",
            pay_life=life,
            condition=cond,
            exile_from_hand=replace(f, zone="hand"),
            exile_hand_count=n,
        )

    # --- 601.3: "You may cast this card from your graveyard" --------------------------------

    def s_cast_self_gy(self, c: list[Any]) -> CastSelfFromGraveyard:
        return CastSelfFromGraveyard()

    def gy_cast_when(self, c: list[Any]) -> str:
        return words_of(c)

    def s_cast_self_gy_if(self, c: list[Any]) -> CastSelfFromGraveyard:
        form, cond = c  # 601.3: allowed only while the condition is true
        return CastSelfFromGraveyard(cond, str(form))

    def s_cast_self_gy_alt(self, c: list[Any]) -> CastSelfFromGraveyard:
        return CastSelfFromGraveyard(mana=str(c[0]))  # 118.9: rather than its mana cost
