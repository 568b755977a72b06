"""Transformer rules for dungeons and the initiative (the 309/701.49/725 block of
grammar.lark): "venture into the dungeon" (701.49a), "you take the initiative" (725.1), "if
you've completed a dungeon" / "if you haven't completed Tomb of Annihilation" (309.7), "if you
have the initiative" (725.1) and "Whenever you complete a dungeon" (309.7). Values in
``ir/dungeons.py``; written back by ``render/keyword_actions.py`` and the condition and
trigger renderers."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from mtgrules.cards.dungeons import DUNGEONS
from mtgrules.cards.ir import (
    CastOneFree,
    CompletedDungeon,
    DrawReveal,
    HasInitiative,
    LookAtTop,
    PutNowRef,
    RevealedNowRef,
    SelfRef,
    ShuffleLibrary,
    TakeInitiative,
    Trigger,
    TriggerEvent,
    VentureIntoDungeon,
    YouRef,
)
from mtgrules.cards.transform_effects import Chain, Pred
from mtgrules.cards.transform_nouns import NP, Context, Unread

__all__ = ["DungeonsMixin"]

#: the dungeon cards' names (cards/dungeons.py), by their lowercase words
_NAMES = {name.lower(): name for name in DUNGEONS}


class DungeonsMixin:
    ctx: Context

    def e_venture(self, c: list[Any]) -> VentureIntoDungeon:
        return VentureIntoDungeon()  # 701.49a

    def p_take_initiative(self, c: list[Any]) -> Pred:
        return Pred(lambda who: [TakeInitiative(who)])  # 725.1

    def cond_completed_dungeon(self, c: list[Any]) -> CompletedDungeon:
        return CompletedDungeon()  # 309.7

    def dungeon_name(self, c: list[Any]) -> str:
        return _NAMES[" ".join(str(t) for t in c)]

    def cond_not_completed_named(self, c: list[Any]) -> CompletedDungeon:
        return CompletedDungeon(str(c[-1]), negated=True)  # 309.7

    def cond_has_initiative(self, c: list[Any]) -> HasInitiative:
        return HasInitiative()  # 725.1

    def t_complete_dungeon(self, c: list[Any]) -> Trigger:
        self.ctx.antecedent = SelfRef()
        return Trigger(TriggerEvent.COMPLETE_DUNGEON, YouRef())  # 309.7

    # --- 701.20a, 401.4: a look that puts one card and says nothing of the rest -------------

    def look_counters(self, c: list[Any]) -> tuple[str, int]:
        return str(c[1]), int(c[0])  # 614.1c: it enters with them

    def look_top_put_only(self, c: list[Any]) -> Chain:
        (reveal, n), np, (dest, tapped), *more = c
        if not isinstance(n, int) or not isinstance(np, NP):
            raise Unread("the top X cards", "a number of cards looked at that isn't written")
        counters = (more[0],) if more else ()
        if counters and dest != "battlefield":
            raise Unread(
                "with counters on it", "counters on a card that isn't put onto the battlefield"
            )
        look = LookAtTop(
            n,
            reveal,
            take_filter=replace(np.filter, zone="library"),
            take_to=dest,
            tapped=tapped,
            rest_to="stay",
            rest_order="",
            take_counters=counters,
        )
        self.ctx.variants.add("look:put only")
        if dest == "battlefield":
            self.ctx.antecedent = PutNowRef()  # 608.2c: "It gains hexproof ..."
        return Chain([look])

    def s_then_shuffle(self, c: list[Any]) -> Chain:
        return Chain([ShuffleLibrary(YouRef(), optional=False)])  # 701.24a

    # --- 701.20a, 608.2g: draw and reveal, then cast one of them ---------------------------

    def drawn_pronoun(self, c: list[Any]) -> str:
        return str(c[0])

    def e_draw_reveal(self, c: list[Any]) -> DrawReveal:
        n, pronoun = c[0], str(c[-1])
        if (pronoun == "it") != (n == 1):
            raise Unread("reveal " + pronoun, "a pronoun that doesn't fit the cards drawn")
        self.ctx.antecedent = RevealedNowRef()  # 701.20a: the cards drawn
        return DrawReveal(n)

    def may_cast_one_free(self, c: list[Any]) -> Chain:
        if self.ctx.antecedent != RevealedNowRef():
            raise Unread("one of them", "'them' isn't the cards just revealed")
        return Chain([CastOneFree()])  # 608.2g, 118.9
