"""Batched trigger events (issue 12, tenth session, "trig"; 603.2c): "Whenever one or more
other creatures you control die", "Whenever one or more tokens you control enter", "Whenever
one or more creature cards leave your graveyard". Such an ability triggers once for each
event in which one or more of the objects it names do so, however many did. "They" (the
group) isn't read: no antecedent is set. The engine side is rules/trigger_batch.py; the
writing back render/trig_batch.py."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from mtgrules.cards.ir import (
    AttachedRef,
    EachRef,
    Filter,
    Trigger,
    TriggerEvent,
    TriggerObjectRef,
    TriggerPlayerRef,
)
from mtgrules.cards.transform_nouns import NP, Context, words_of

__all__ = ["TrigBatchMixin"]

_EVENTS = {"enter": TriggerEvent.ENTERS, "die": TriggerEvent.DIES}


class TrigBatchMixin:
    """The s10 trig block of grammar.lark (603.2c)."""

    ctx: Context

    def tb_event(self, c: list[Any]) -> str:
        return words_of(c)

    def t_batch(self, c: list[Any]) -> Trigger:
        np: NP = c[1]
        self.ctx.antecedent = None  # 603.2c: "they" (the group) isn't read
        self.ctx.trigger_object = False
        return Trigger(_EVENTS[c[2]], EachRef(np.filter), group=True)

    def t_batch_other(self, c: list[Any]) -> Trigger:
        np: NP = c[1]
        self.ctx.antecedent = None
        self.ctx.trigger_object = False
        return Trigger(_EVENTS[c[2]], EachRef(replace(np.filter, other=True)), group=True)

    def t_batch_tokens(self, c: list[Any]) -> Trigger:
        # 111.1: "one or more tokens you control enter" (any kind of token)
        self.ctx.antecedent = None
        self.ctx.trigger_object = False
        flt = Filter(token=True, controller="you")
        return Trigger(_EVENTS[c[1]], EachRef(flt), group=True)

    def t_opponent_loses_life(self, c: list[Any]) -> Trigger:
        # 119.3: "that player": the opponent who lost it; "that much": the life lost
        self.ctx.antecedent = None
        self.ctx.trigger_object = False
        self.ctx.player = TriggerPlayerRef()
        return Trigger(TriggerEvent.LOSE_LIFE, whose="opponent")

    def t_you_lose_life_your_turn(self, c: list[Any]) -> Trigger:
        self.ctx.antecedent = None
        self.ctx.trigger_object = False
        return Trigger(TriggerEvent.LOSE_LIFE, whose="you", your_turn=True)

    def t_self_or_another_face_up(self, c: list[Any]) -> Trigger:
        # 702.37e, 603.2: either this object or another one turned face up; "that creature"
        # is the one turned face up (the event's object)
        np: NP = c[2]
        self.ctx.antecedent = TriggerObjectRef()
        self.ctx.trigger_object = True
        flt = replace(np.filter, other=True)
        return Trigger(TriggerEvent.TURNED_FACE_UP, EachRef(flt), or_self=True)

    def t_attached_attacks_alone(self, c: list[Any]) -> Trigger:
        # 506.5, 301.5: "it" is the creature that attacked alone (the event's object)
        self.ctx.antecedent = TriggerObjectRef()
        self.ctx.trigger_object = True
        return Trigger(TriggerEvent.ATTACKS_ALONE, AttachedRef(str(c[1])))

    def _combat_only(self, trig: Trigger) -> Trigger:
        return replace(trig, combat_only=True)  # 510.2: combat damage only

    def t_self_deals_combat_damage(self, c: list[Any]) -> Trigger:
        return self._combat_only(self.t_self_deals_damage(c))  # type: ignore[attr-defined]

    def t_attached_deals_combat_damage(self, c: list[Any]) -> Trigger:
        return self._combat_only(self.t_attached_deals_damage(c))  # type: ignore[attr-defined]

    def t_self_dealt_combat_damage(self, c: list[Any]) -> Trigger:
        return self._combat_only(self.t_self_dealt_damage(c))  # type: ignore[attr-defined]

    def t_combat_damages_you(self, c: list[Any]) -> Trigger:
        return self._combat_only(self.t_damages_you(c))  # type: ignore[attr-defined]

    def tb_cards(self, c: list[Any]) -> Filter:
        return Filter()

    def tb_type_cards(self, c: list[Any]) -> Filter:
        return Filter(types=frozenset({str(c[0])}))

    def tb_nonland_cards(self, c: list[Any]) -> Filter:
        return Filter(non_types=frozenset({"land"}))

    def t_batch_discard(self, c: list[Any]) -> Trigger:
        # 701.9a, 603.2c: "Whenever you discard one or more cards" ("that many": how many)
        self.ctx.antecedent = None
        self.ctx.trigger_object = False
        return Trigger(TriggerEvent.DISCARD, EachRef(c[1]), whose="you", group=True)

    def t_batch_players_discard(self, c: list[Any]) -> Trigger:
        self.ctx.antecedent = None  # "one or more players": any player's discards
        self.ctx.trigger_object = False
        return Trigger(TriggerEvent.DISCARD, EachRef(Filter()), whose="any", group=True)

    def t_batch_leave_gy(self, c: list[Any]) -> Trigger:
        # 603.2c, 603.10a (it looks back in time); "your graveyard": cards you own (404.2)
        self.ctx.antecedent = None
        self.ctx.trigger_object = False
        return Trigger(
            TriggerEvent.LEAVES_GRAVEYARD,
            EachRef(c[1]),
            group=True,
            graveyard="you",
            your_turn=len(c) > 2,  # "during your turn" (102.2)
        )

    def tb_a_card_any(self, c: list[Any]) -> Filter:
        return Filter()

    def tb_another_card(self, c: list[Any]) -> Filter:
        return Filter(other=True)

    def tb_a_type_card(self, c: list[Any]) -> Filter:
        return Filter(types=frozenset({str(c[-1])}))

    def tb_a_color_card(self, c: list[Any]) -> Filter:
        return Filter(colors=frozenset({str(c[-1])}))

    def tb_a_subtype_card(self, c: list[Any]) -> Filter:
        return Filter(subtypes=frozenset({str(c[-1])}))

    def tb_your_turn(self, c: list[Any]) -> bool:
        return True

    def tb_from(self, c: list[Any]) -> bool:
        return words_of(c) == "your library"  # else "anywhere"

    def t_put_into_gy(self, c: list[Any]) -> Trigger:
        # 404.2: "a card is put into an opponent's graveyard from anywhere": "that card" is
        # the card in the graveyard; "that player" its owner (whose graveyard it is)
        self.ctx.antecedent = TriggerObjectRef()
        self.ctx.trigger_object = True
        self.ctx.player = TriggerPlayerRef()
        return Trigger(
            TriggerEvent.PUT_INTO_GRAVEYARD, EachRef(c[1]), graveyard=c[2], from_library=c[3]
        )

    def t_batch_put_into_gy(self, c: list[Any]) -> Trigger:
        # 603.2c: "one or more land cards are put into your graveyard from anywhere"
        self.ctx.antecedent = None
        self.ctx.trigger_object = False
        return Trigger(
            TriggerEvent.PUT_INTO_GRAVEYARD,
            EachRef(c[1]),
            graveyard="you",
            from_library=c[2],
            group=True,
            your_turn=len(c) > 3,  # "during your turn" (102.2)
        )
