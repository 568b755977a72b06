"""More trigger events (issue 12, ninth session, "trig"): the trigger conditions of the s9
block of grammar.lark, composed as subject x event like transform_trig_events.py: the
creature an Aura or Equipment is attached to attacking or blocking (508.3a, 509.3a, 509.3c),
"this creature enters or dies" (603.2: either event), the steps "each combat" (507.1),
"draw step" (504.1) and "end of combat" (511.2), another player's draws and discards (121.1,
701.9a), cycling (702.29c) and "When you cast this spell" (601.2i). The engine side is
rules/trigger_more.py; the writing back render/trig_more.py."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from mtgrules.cards.ir import (
    AttachedRef,
    EachRef,
    EventAmount,
    Filter,
    SelfRef,
    Trigger,
    TriggerEvent,
    TriggerObjectRef,
    TriggerPlayerRef,
    YouRef,
)
from mtgrules.cards.transform_nouns import Context, words_of

__all__ = ["TrigMoreMixin"]

_ATTACHED_EVENTS = {
    "attacks": TriggerEvent.ATTACKS,
    "blocks": TriggerEvent.BLOCKS,
    "attacks or blocks": TriggerEvent.ATTACKS_OR_BLOCKS,
    "becomes blocked": TriggerEvent.BECOMES_BLOCKED,
}
_OR_EVENTS = {
    "dies": TriggerEvent.DIES,
    "leaves the battlefield": TriggerEvent.LEAVES_BATTLEFIELD,
    "is put into a graveyard from the battlefield": (
        TriggerEvent.PUT_INTO_GRAVEYARD_FROM_BATTLEFIELD
    ),
    "is turned face up": TriggerEvent.TURNED_FACE_UP,
}


class TrigMoreMixin:
    """The trigger events of grammar.lark's s9 trig block (603.2)."""

    ctx: Context

    def attached_combat_event(self, c: list[Any]) -> str:
        return words_of(c)

    def self_or_event(self, c: list[Any]) -> str:
        return words_of(c)

    def t_attached_combat(self, c: list[Any]) -> Trigger:
        # "Whenever equipped creature attacks, put a +1/+1 counter on it": "it" is the
        # creature that attacked (the event's object, 303.4, 301.5)
        kind = str(c[1])
        self.ctx.antecedent = TriggerObjectRef()
        self.ctx.trigger_object = True
        return Trigger(_ATTACHED_EVENTS[c[2]], AttachedRef(kind))

    def t_self_enters_or(self, c: list[Any]) -> Trigger:
        # 603.2: "When this creature enters or dies": the ability triggers on either event;
        # dying and leaving look back in time (603.10a)
        self.ctx.antecedent = SelfRef()
        self.ctx.trigger_object = False
        return Trigger(TriggerEvent.ENTERS, SelfRef(), or_event=_OR_EVENTS[c[-1]])

    def _step(self, event: TriggerEvent, whose: str) -> Trigger:
        self.ctx.antecedent = SelfRef()
        if whose != "you":
            self.ctx.player = TriggerPlayerRef()  # "that player": whose step it is (603.2)
        return Trigger(event, SelfRef(), whose=whose)

    def t_each_combat(self, c: list[Any]) -> Trigger:
        return self._step(TriggerEvent.BEGIN_COMBAT, "any")  # 507.1: every turn's combat

    def t_opponent_combat(self, c: list[Any]) -> Trigger:
        return self._step(TriggerEvent.BEGIN_COMBAT, "opponent")

    def t_draw_step(self, c: list[Any]) -> Trigger:
        return self._step(TriggerEvent.DRAW_STEP, c[0])  # 504.1

    def t_end_of_combat(self, c: list[Any]) -> Trigger:
        return self._step(TriggerEvent.END_OF_COMBAT, "any")  # 511.2: every end of combat

    def _other_player(self, event: TriggerEvent, whose: str, **kw: Any) -> Trigger:
        # "Whenever an opponent draws a card, that player ...": the player who drew (121.1)
        self.ctx.antecedent = TriggerObjectRef()  # "that card": the card drawn / discarded
        self.ctx.trigger_object = True
        self.ctx.player = TriggerPlayerRef()
        return Trigger(event, SelfRef(), whose=whose, **kw)

    def t_player_draws(self, c: list[Any]) -> Trigger:
        return self._other_player(TriggerEvent.DRAW, c[1])

    def t_player_draws_nth(self, c: list[Any]) -> Trigger:
        return self._other_player(TriggerEvent.DRAW, c[1], nth=c[-1])

    def t_player_discards(self, c: list[Any]) -> Trigger:
        return self._other_player(TriggerEvent.DISCARD, c[1])

    def t_cycle_self(self, c: list[Any]) -> Trigger:
        # 702.29c: "When you cycle this card" triggers from the zone the card went to
        self.ctx.antecedent = SelfRef()
        self.ctx.trigger_object = False
        return Trigger(TriggerEvent.CYCLE, SelfRef(), whose="you")

    def t_discarded_by_opponent(self, c: list[Any]) -> Trigger:
        # 701.9a, 113.6k: triggers from the zone the card went to; "that player": the opponent
        # who controls the spell or ability that caused the discard
        self.ctx.antecedent = SelfRef()
        self.ctx.trigger_object = False
        self.ctx.player = TriggerPlayerRef()
        return Trigger(TriggerEvent.DISCARDED_BY_OPPONENT, SelfRef(), whose="opponent")

    def _cycle(self, whose: str, other: bool = False) -> Trigger:
        self.ctx.antecedent = TriggerObjectRef()  # "that card": the card cycled
        self.ctx.trigger_object = True
        if whose != "you":
            self.ctx.player = TriggerPlayerRef()  # "that player": the one who cycled
        return Trigger(TriggerEvent.CYCLE, EachRef(Filter(other=other)), whose=whose)

    def t_cycle(self, c: list[Any]) -> Trigger:
        return self._cycle("you")

    def t_cycle_another(self, c: list[Any]) -> Trigger:
        return self._cycle("you", other=True)

    def t_player_cycles(self, c: list[Any]) -> Trigger:
        return self._cycle("any")

    def t_cast_this_spell(self, c: list[Any]) -> Trigger:
        # 601.2i: the spell's own ability triggers once it becomes cast (it's on the stack)
        self.ctx.antecedent = SelfRef()
        self.ctx.trigger_object = False
        return Trigger(TriggerEvent.CAST_SPELL, YouRef(), this_spell=True)

    def cards_one_additional(self, c: list[Any]) -> int:
        self.ctx.variants.add("additional_cards")  # "draw an additional card" (121.1)
        return 1

    def cards_n_additional(self, c: list[Any]) -> int:
        self.ctx.variants.add("additional_cards")  # "draws two additional cards"
        return int(c[0])

    def damage_kind(self, c: list[Any]) -> bool:
        return len(c) == 2  # "combat damage" (510.2)

    def _damage_creature(self, subject: Any, combat: bool) -> Trigger:
        # "that creature": the creature dealt damage; "that much": the damage (120.3)
        self.ctx.antecedent = TriggerObjectRef()
        self.ctx.trigger_object = True
        event = (
            TriggerEvent.DEALS_COMBAT_DAMAGE_TO_CREATURE
            if combat
            else TriggerEvent.DEALS_DAMAGE_TO_CREATURE
        )
        return Trigger(event, subject)

    def t_self_damage_creature(self, c: list[Any]) -> Trigger:
        return self._damage_creature(SelfRef(), c[-1])

    def t_attached_damage_creature(self, c: list[Any]) -> Trigger:
        return self._damage_creature(AttachedRef(str(c[1])), c[-1])

    def t_damage_creature(self, c: list[Any]) -> Trigger:
        return self._damage_creature(EachRef(c[1].filter), c[-1])

    def trig_gy_whose(self, c: list[Any]) -> str:
        return {"a": "", "your": "you", "an opponent's": "opponent"}[words_of(c)]

    def t_put_into_graveyard(self, c: list[Any]) -> Trigger:
        # 603.10a: matched as it last existed on the battlefield; "that card" is the card in
        # the graveyard (400.7)
        trig: Trigger = self._trigger(  # type: ignore[attr-defined]
            TriggerEvent.PUT_INTO_GRAVEYARD_FROM_BATTLEFIELD, EachRef(c[1].filter)
        )
        return replace(trig, graveyard=c[2])

    def t_self_into_your_graveyard(self, c: list[Any]) -> Trigger:
        trig: Trigger = self._trigger(  # type: ignore[attr-defined]
            TriggerEvent.PUT_INTO_GRAVEYARD_FROM_BATTLEFIELD
        )
        return replace(trig, graveyard="you")

    def _cast_on_their_turn(self, nth: int) -> Trigger:
        trig: Trigger = self._spell_trigger(None, "you", nth)  # type: ignore[attr-defined]
        return replace(trig, opponents_turn=True)

    def t_cast_opponents_turn(self, c: list[Any]) -> Trigger:
        return self._cast_on_their_turn(0)

    def t_cast_first_opponents_turn(self, c: list[Any]) -> Trigger:
        return self._cast_on_their_turn(1)  # 601.2i: the first spell you cast that turn

    def tm_look_verb(self, c: list[Any]) -> str:
        return words_of(c)

    def t_you_look(self, c: list[Any]) -> Trigger:
        self.ctx.antecedent = SelfRef()
        event = TriggerEvent.SCRY if str(c[1]) == "scry" else TriggerEvent.SURVEIL
        return Trigger(event, YouRef())  # 701.22d, 701.25d

    def t_ring_tempts(self, c: list[Any]) -> Trigger:
        self.ctx.antecedent = SelfRef()
        return Trigger(TriggerEvent.RING_TEMPTS, YouRef())  # 701.54d

    def t_you_scry_or_surveil(self, c: list[Any]) -> Trigger:
        self.ctx.antecedent = SelfRef()
        return Trigger(TriggerEvent.SCRY, YouRef(), or_event=TriggerEvent.SURVEIL)

    def t_you_dealt_damage(self, c: list[Any]) -> Trigger:
        self.ctx.antecedent = SelfRef()  # "that many": the damage (120.3)
        return Trigger(TriggerEvent.DEALT_DAMAGE_YOU, YouRef())

    def _damages_you(self, flt: Filter) -> Trigger:
        self.ctx.antecedent = TriggerObjectRef()  # "destroy it": the source
        self.ctx.trigger_object = True
        self.ctx.player = TriggerPlayerRef(of_object=True)  # "that player": its controller
        return Trigger(TriggerEvent.DEALS_DAMAGE_TO_YOU, EachRef(flt))

    def t_opp_source_damages_you(self, c: list[Any]) -> Trigger:
        self.ctx.variants.add("source_damages_you")
        return self._damages_you(Filter(controller="opponent"))

    def t_damages_you(self, c: list[Any]) -> Trigger:
        return self._damages_you(c[1].filter)

    def count_event(self, c: list[Any]) -> EventAmount:
        return EventAmount("many")  # 603.2: the amount of the trigger event

    def t_first_gain(self, c: list[Any]) -> Trigger:
        self.ctx.antecedent = SelfRef()
        return Trigger(TriggerEvent.GAIN_LIFE, YouRef(), first_each_turn=True)  # 119.9

    def post_damaged_by_self(self, c: list[Any]) -> tuple[str, str, str]:
        return ("set", "damaged_by", "self")  # 120.3

    def post_damaged_by_attached(self, c: list[Any]) -> tuple[str, str, str]:
        return ("set", "damaged_by", str(c[0]))  # "by equipped creature" (301.5)

    def t_you_crime(self, c: list[Any]) -> Trigger:
        self.ctx.antecedent = SelfRef()
        return Trigger(TriggerEvent.CRIME, YouRef())  # 700.13

    def t_opponent_crime(self, c: list[Any]) -> Trigger:
        self.ctx.antecedent = SelfRef()
        self.ctx.player = TriggerPlayerRef()  # "that player": the one who committed it
        return Trigger(TriggerEvent.CRIME, SelfRef(), whose="opponent")

    def t_attached_deals_damage(self, c: list[Any]) -> Trigger:
        self.ctx.antecedent = TriggerObjectRef()  # "that creature": the one that dealt it
        self.ctx.trigger_object = True
        return Trigger(TriggerEvent.DEALS_DAMAGE, AttachedRef(str(c[1])))  # 120.3

    def t_self_enters_old(self, c: list[Any]) -> Trigger:
        self.ctx.variants.add("enters_the_battlefield")  # 603.6a: the older wording
        return self.t_self_enters(c)  # type: ignore[attr-defined, no-any-return]

    def t_enters_old(self, c: list[Any]) -> Trigger:
        self.ctx.variants.add("enters_the_battlefield")
        return self.t_enters(c)  # type: ignore[attr-defined, no-any-return]

    def pre_historic(self, c: list[Any]) -> tuple[str, str, bool]:
        return ("set", "historic", True)  # 700.6

    def pre_kicked(self, c: list[Any]) -> tuple[str, str, bool]:
        return ("set", "kicked", True)  # 702.33d

    def tm_pw_or_battle(self, c: list[Any]) -> str:
        return "player or " + words_of(c)

    def _combat_damage_or(self, subject: Any, whose: str) -> Trigger:
        # 510.2: "that player" would be ambiguous (a planeswalker): not read
        self.ctx.antecedent = subject if isinstance(subject, SelfRef) else TriggerObjectRef()
        self.ctx.trigger_object = not isinstance(subject, SelfRef)
        return Trigger(TriggerEvent.DEALS_COMBAT_DAMAGE_TO_PLAYER, subject, whose=whose)

    def t_self_combat_damage_or(self, c: list[Any]) -> Trigger:
        return self._combat_damage_or(SelfRef(), c[-1])

    def t_attached_combat_damage_or(self, c: list[Any]) -> Trigger:
        return self._combat_damage_or(AttachedRef(str(c[1])), c[-1])

    def t_you_exert(self, c: list[Any]) -> Trigger:
        self.ctx.antecedent = TriggerObjectRef()  # "that creature": the one exerted
        self.ctx.trigger_object = True
        return Trigger(TriggerEvent.EXERT, YouRef())  # 701.43a

    def t_explores(self, c: list[Any]) -> Trigger:
        trig: Trigger = self._trigger(TriggerEvent.EXPLORES, EachRef(c[1].filter))  # type: ignore[attr-defined]
        return trig  # 701.44a

    def t_cycle_or_discard_another(self, c: list[Any]) -> Trigger:
        # 702.29d: a permanent's ability: the card discarded is always another card
        self.ctx.variants.add("discard_another")
        return self.t_cycle_or_discard(c)  # type: ignore[attr-defined, no-any-return]

    def tm_also_event(self, c: list[Any]) -> str:
        return words_of(c)

    def t_cycle_and_dies(self, c: list[Any]) -> Trigger:
        # 603.2, 702.29c: either condition (the card cycled, or this creature dying)
        self.ctx.antecedent = SelfRef()
        self.ctx.trigger_object = False
        self.ctx.variants.add(f"second_when:{c[2]}")
        self.ctx.variants.add(f"second_self:this {c[3]}")
        return Trigger(TriggerEvent.DIES, SelfRef(), or_event=TriggerEvent.CYCLE)

    def t_cast_and(self, c: list[Any]) -> Trigger:
        # 601.2i, 603.2: "When you cast this spell and whenever this creature attacks":
        # ``this_spell`` adds the cast condition to the other event's trigger
        self.ctx.antecedent = SelfRef()
        self.ctx.trigger_object = False
        self.ctx.variants.add(f"second_when:{c[2]}")
        self.ctx.variants.add(f"second_self:this {c[3]}")
        event = TriggerEvent.ATTACKS if c[-1] == "attacks" else TriggerEvent.DIES
        return Trigger(event, SelfRef(), this_spell=True)

    def t_end_step_enchanted_controller(self, c: list[Any]) -> Trigger:
        # 513.1: the end step of the player who controls the permanent this Aura enchants
        trig: Trigger = self.t_upkeep_enchanted_controller(c)  # type: ignore[attr-defined]
        return replace(trig, event=TriggerEvent.END_STEP)

    def t_enchanted_leaves(self, c: list[Any]) -> Trigger:
        self.ctx.attached_left = True
        trig: Trigger = self._trigger(  # type: ignore[attr-defined]
            TriggerEvent.LEAVES_BATTLEFIELD, AttachedRef("enchanted")
        )
        return trig  # 603.6c, 603.10a: it looks back in time

    def t_self_or_equipped_combat_damage(self, c: list[Any]) -> Trigger:
        # 510.2: this creature, or the creature this Equipment is attached to (301.5)
        self.ctx.antecedent = SelfRef()
        self.ctx.trigger_object = False
        self.ctx.player = TriggerPlayerRef()  # "that player": the player dealt damage
        return Trigger(
            TriggerEvent.DEALS_COMBAT_DAMAGE_TO_PLAYER, AttachedRef("equipped"), or_self=True
        )

    def t_cast_targeting(self, c: list[Any]) -> Trigger:
        # 601.2c, 115.1: one of the spell's targets, as chosen, is an object the filter
        # matches (seen from the ability's controller); "that spell" is the spell
        trig: Trigger = self._spell_trigger(c[1].filter, "you")  # type: ignore[attr-defined]
        return replace(trig, other_filter=c[2].filter)

    def t_source_damages_self(self, c: list[Any]) -> Trigger:
        # 120.3: "it" is this creature; "that source" the source (the event's object)
        self.ctx.antecedent = SelfRef()
        self.ctx.trigger_object = True
        return Trigger(TriggerEvent.DAMAGED_BY_SOURCE, SelfRef())

    def t_cast_first_kind(self, c: list[Any]) -> Trigger:
        self.ctx.variants.add("first_kind")  # 601.2i: the first spell of that kind this turn
        return self._spell_trigger(c[1].filter, "you", 1)  # type: ignore[attr-defined, no-any-return]

    def t_player_casts_first_kind(self, c: list[Any]) -> Trigger:
        self.ctx.variants.add("first_kind")
        return self._spell_trigger(c[2].filter, c[1], 1)  # type: ignore[attr-defined, no-any-return]
