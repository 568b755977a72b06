"""Transformer rules of the eleventh session's graveyard/exile family (issue 12): "there's a
Lesson card in your graveyard" (a count condition, 611.3a, 603.4); "You may exile a blue card
from your hand rather than pay this spell's mana cost." (118.9); "You may cast this card from
your graveyard." (601.3); "... gains flashback until end of turn." (702.34a)."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from mtgrules.cards.ir import (
    AlternativeCost,
    AnyOf,
    CastFree,
    CastFromGraveyardOnce,
    CastSelfFromGraveyard,
    CountIs,
    CountOf,
    EachRef,
    ExileCastSpell,
    GainFlashback,
    HaveFlashback,
    OpponentDiscardToBattlefield,
    PutExiledIntoGraveyard,
    ReturnAttacking,
    ReturnToBattlefield,
    SelfRef,
    TargetRef,
    YourTurn,
)
from mtgrules.cards.transform_conditions import _controlled
from mtgrules.cards.transform_effects import Chain
from mtgrules.cards.transform_nouns import Context, Unread, words_of


class GyS11Mixin:
    """s11 h-gy: graveyard and exile phrasings."""

    ctx: Context

    def may_cast_free(self, c: list[Any]) -> Chain:
        """608.2g, 118.9: "you may cast TARGET without paying its mana cost" (the caster
        chooses to cast it or not as it resolves: one question, rules/cast_free.py)."""
        return Chain([CastFree(c[0])])

    def s_cast_gy_once(self, c: list[Any]) -> CastFromGraveyardOnce:
        """601.3: "Once during each of your turns, you may cast a creature spell from your
        graveyard." (the spells: the noun's filter, on the stack)."""
        f = c[-1].filter
        if f.zone not in (None, "stack") or f.controller is not None:
            raise Unread("from your graveyard", "a spell of another kind")
        return CastFromGraveyardOnce(replace(f, zone="stack"))

    def odb_counters(self, c: list[Any]) -> int:
        if str(c[1]) != "+1/+1":
            raise Unread(str(c[1]), "counters of another kind")
        return int(c[0])

    def s_opponent_discard_bf(self, c: list[Any]) -> OpponentDiscardToBattlefield:
        """614.1a, 701.9a: discarded by an opponent's spell or ability: onto the battlefield."""
        return OpponentDiscardToBattlefield(int(c[0]) if c else 0)

    def cast_gy_whose(self, c: list[Any]) -> str:
        return str(c[0])

    def exile_cast_spell(self, c: list[Any]) -> Chain:
        """614.1a: "If that spell would be put into your graveyard, exile it instead." """
        return Chain([ExileCastSpell(c[0])])

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

    # --- 702.34a: "... gains flashback until end of turn. The flashback cost is equal to its
    # mana cost."

    def fb_its(self, c: list[Any]) -> str:
        return words_of(c)

    def _flashback_filter_ok(self, f: Any) -> None:
        # 702.34a: flashback casts an instant or sorcery card (the engine's flashback)
        if not f.types or not f.types <= {"instant", "sorcery"} or f.zone != "graveyard":
            raise Unread("gains flashback", "flashback for a card not an instant or sorcery")

    def gain_flashback(self, c: list[Any]) -> Chain:
        what, word = c
        if isinstance(what, EachRef) and what.filter is not None and what.players is None:
            # "each instant and sorcery card in your graveyard" (611.2c: those there now)
            self._flashback_filter_ok(what.filter)
            if what.filter.controller != "you":
                raise Unread("gains flashback", "flashback for cards in other graveyards")
            return Chain([GainFlashback(what, str(word))])
        if not isinstance(what, TargetRef):
            raise Unread("gains flashback", "flashback for something not a target card")
        spec = self.ctx.targets[what.index]
        if spec.kind != "object" or spec.count != 1 or spec.up_to:
            raise Unread("gains flashback", "flashback for other than one target card")
        self._flashback_filter_ok(spec.filter)
        return Chain([GainFlashback(what, str(word))])

    # --- 508.4: "... to the battlefield tapped and attacking" --------------------------------

    def e_return_attacking(self, c: list[Any]) -> ReturnAttacking:
        return ReturnAttacking(ReturnToBattlefield(c[0], tapped=True))

    def e_return_self_attacking(self, c: list[Any]) -> ReturnAttacking:
        self.ctx.variants.add("self_from_gy")  # (as transform_effects.e_reanimate_self_gy)
        return ReturnAttacking(ReturnToBattlefield(SelfRef(), tapped=True, from_graveyard=True))

    # --- 702.34a: "Each instant and sorcery card in your graveyard has flashback." ----------

    def have_fb_while(self, c: list[Any]) -> tuple[Any, str]:
        return (c[0], "as long as")

    def have_fb_your_turn(self, c: list[Any]) -> tuple[Any, str]:
        return (YourTurn(), "during your turn")  # 611.3a: while it's your turn

    def have_fb_cost(self, c: list[Any]) -> str:
        text = words_of(c)
        return text[0].upper() + text[1:-2] + "."  # (words_of spaces the period)

    def s_have_flashback(self, c: list[Any]) -> HaveFlashback:
        *cond, np, cost = c
        f = np.filter
        self._flashback_filter_ok(f)
        if f.controller != "you":
            raise Unread("has flashback", "flashback for cards in other graveyards")
        condition, form = cond[0] if cond else (None, "")
        return HaveFlashback(f, condition, form, cost)

    # --- "put a card an opponent owns from exile into that player's graveyard" -------------

    def e_put_exiled_into_gy(self, c: list[Any]) -> PutExiledIntoGraveyard:
        return PutExiledIntoGraveyard()  # 404.1, 400.7
