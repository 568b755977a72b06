"""Non-combat trigger events (issue 12, h-trig-events; grammar.lark's last trigger block):
who does it (you, a player, an opponent, this object, a creature) x what happens (casts a
spell, draws, discards, cycles, sacrifices, becomes tapped, is dealt damage) x which objects
(a filter). The engine side is rules/trigger_events.py; the writing back render/trig_events.py.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from mtgrules.cards.ir import (
    AttachedRef,
    CounterEventSpell,
    EachRef,
    EventAmount,
    Filter,
    SelfRef,
    Trigger,
    TriggeredAbility,
    TriggerEvent,
    TriggerObjectRef,
    TriggerPlayerRef,
    YouRef,
)
from mtgrules.cards.transform_nouns import NP, Context, Unread

__all__ = ["TrigEventsMixin"]

_NTH = {"second": 2, "third": 3}


class TrigEventsMixin:
    """The trigger events of grammar.lark's h-trig-events block (603.2)."""

    ctx: Context

    def caster_word(self, c: list[Any]) -> str:
        return "opponent" if str(c[0]) == "an" else "any"

    def attached_word(self, c: list[Any]) -> str:
        return str(c[0])

    def nth_word(self, c: list[Any]) -> int:
        return _NTH[str(c[0])]

    def _spell_trigger(self, flt: Filter | None, whose: str, nth: int = 0) -> Trigger:
        # 601.2i: "that spell" / "it" is the spell cast; "that player" its caster, who
        # controls it on the stack (601.2a, 608.2k)
        self.ctx.antecedent = TriggerObjectRef()
        self.ctx.trigger_object = True
        self.ctx.cast_trigger = True
        self.ctx.variants.add("event:cast")  # "counter that spell" (e_counter_event_spell)
        if whose != "you":
            self.ctx.player = TriggerObjectRef()
            return Trigger(TriggerEvent.CAST_SPELL, filter=flt, whose=whose, nth=nth)
        return Trigger(TriggerEvent.CAST_SPELL, YouRef(), filter=flt, nth=nth)

    def t_player_casts(self, c: list[Any]) -> Trigger:
        np: NP = c[-1]  # "Whenever a player casts a white spell"
        return self._spell_trigger(np.filter, "any")

    def t_cast_either(self, c: list[Any]) -> Trigger:
        # "Whenever you cast a Spirit or Arcane spell" (205.3: either subtype)
        first, second = str(c[1]), str(c[2])
        self.ctx.variants.add(f"either_first:{first}")
        flt = Filter(subtypes=frozenset({first, second}), zone="stack")
        return self._spell_trigger(flt, "you")

    def t_player_casts_either(self, c: list[Any]) -> Trigger:
        # "Whenever an opponent casts a Spirit or Arcane spell, ... that player"
        first, second = str(c[2]), str(c[3])
        self.ctx.variants.add(f"either_first:{first}")
        flt = Filter(subtypes=frozenset({first, second}), zone="stack")
        return self._spell_trigger(flt, c[1])

    def t_cast_nth(self, c: list[Any]) -> Trigger:
        return self._spell_trigger(None, "you", c[-1])  # "your second spell each turn"

    def t_player_casts_nth(self, c: list[Any]) -> Trigger:
        return self._spell_trigger(None, c[1], c[-1])  # "their second spell each turn"

    def _player_trigger(self, event: TriggerEvent, **kw: Any) -> Trigger:
        self.ctx.antecedent = TriggerObjectRef()  # "that card": the card drawn / discarded
        self.ctx.trigger_object = True
        return Trigger(event, YouRef(), **kw)

    def t_draw_nth(self, c: list[Any]) -> Trigger:
        return self._player_trigger(TriggerEvent.DRAW, nth=c[-1])  # 121.1

    def t_draw(self, c: list[Any]) -> Trigger:
        return self._player_trigger(TriggerEvent.DRAW)  # 121.1: each card drawn (121.2)

    def t_discard(self, c: list[Any]) -> Trigger:
        return self._player_trigger(TriggerEvent.DISCARD)  # 701.9a

    def t_cycle_or_discard(self, c: list[Any]) -> Trigger:
        # 702.29a: cycling discards the card, so this triggers once per cycled card
        return self._player_trigger(TriggerEvent.DISCARD, cycle=True)

    def t_sacrifice(self, c: list[Any]) -> Trigger:
        np: NP = c[-1]  # 701.21a: "Whenever you sacrifice another permanent"
        self.ctx.antecedent = TriggerObjectRef()
        self.ctx.trigger_object = True
        return Trigger(TriggerEvent.SACRIFICE, EachRef(np.filter), whose="you")

    def t_self_tapped(self, c: list[Any]) -> Trigger:
        self.ctx.antecedent = SelfRef()  # 701.26a
        self.ctx.trigger_object = False
        return Trigger(TriggerEvent.BECOMES_TAPPED, SelfRef())

    def t_self_untapped(self, c: list[Any]) -> Trigger:
        self.ctx.antecedent = SelfRef()  # 701.26b: "Whenever this creature becomes untapped"
        self.ctx.trigger_object = False
        return Trigger(TriggerEvent.BECOMES_UNTAPPED, SelfRef())

    def t_enchanted_tapped(self, c: list[Any]) -> Trigger:
        # "Whenever enchanted land becomes tapped, its controller ..." (303.4: the Aura's
        # object; "it" is that permanent)
        self.ctx.variants.add(f"enchanted:{c[1]}")
        self.ctx.antecedent = TriggerObjectRef()
        self.ctx.trigger_object = True
        self.ctx.player = TriggerPlayerRef(of_object=True)
        return Trigger(TriggerEvent.BECOMES_TAPPED, AttachedRef("enchanted"))

    def t_tapped(self, c: list[Any]) -> Trigger:
        np: NP = c[-1]  # "Whenever a creature an opponent controls becomes tapped"
        self.ctx.antecedent = TriggerObjectRef()
        self.ctx.trigger_object = True
        if np.filter.controller == "opponent":
            self.ctx.player = TriggerPlayerRef(of_object=True)  # 608.2h
        return Trigger(TriggerEvent.BECOMES_TAPPED, EachRef(np.filter))

    def t_attached_dealt_damage(self, c: list[Any]) -> Trigger:
        # "Whenever enchanted creature is dealt damage, destroy it." (303.4, 301.5)
        kind = str(c[1])
        self.ctx.variants.add(f"{kind}:{c[2]}")
        self.ctx.antecedent = TriggerObjectRef()
        self.ctx.trigger_object = True
        return Trigger(TriggerEvent.DEALT_DAMAGE, AttachedRef(kind))

    def t_dealt_damage(self, c: list[Any]) -> Trigger:
        np: NP = c[-1]  # "Whenever a creature an opponent controls is dealt damage"
        self.ctx.antecedent = TriggerObjectRef()
        self.ctx.trigger_object = True
        if np.filter.controller == "opponent":
            self.ctx.player = TriggerPlayerRef(of_object=True)  # 608.2h
        return Trigger(TriggerEvent.DEALT_DAMAGE, EachRef(np.filter))

    # --- 115.1, 603.2: becoming a target ---------------------------------------------------

    def t_cast_targets_self(self, c: list[Any]) -> Trigger:
        # heroic: "that spell" is the spell cast; "it" is still this creature
        self.ctx.antecedent = SelfRef()
        self.ctx.trigger_object = False
        return Trigger(TriggerEvent.CAST_SPELL, YouRef(), targets_self=True)

    def target_of(self, c: list[Any]) -> str:
        return " ".join(str(t) for t in c[1:])  # "spell" | "spell or ability" | "ability"

    def target_by(self, c: list[Any]) -> str:
        return "opponent" if str(c[0]) == "an" else "you"

    def target_first(self, c: list[Any]) -> bool:
        return True

    def _target_trigger(self, subject: Any, rest: list[Any]) -> Trigger:
        of = rest[0]
        self.ctx.variants.add(f"event:target of {of}")  # "counter that spell or ability"
        by = next((x for x in rest[1:] if isinstance(x, str)), "any")
        first = any(x is True for x in rest[1:])
        if by == "opponent":
            # h-players: "that player": the opponent who controls the spell or ability
            # (603.2; rules/triggers.became_target names them as the event's player)
            self.ctx.player = TriggerPlayerRef()
        return Trigger(
            TriggerEvent.BECOMES_TARGET,
            subject,
            whose=by,
            target_of=of,
            first_each_turn=first,
        )

    def t_self_becomes_target(self, c: list[Any]) -> Trigger:
        self.ctx.antecedent = SelfRef()
        self.ctx.trigger_object = False
        return self._target_trigger(SelfRef(), c[2:])

    def t_becomes_target(self, c: list[Any]) -> Trigger:
        np: NP = c[1]  # "Whenever a creature you control becomes the target of ..."
        self.ctx.antecedent = TriggerObjectRef()
        self.ctx.trigger_object = True
        return self._target_trigger(EachRef(np.filter), c[2:])

    def t_enchanted_becomes_target(self, c: list[Any]) -> Trigger:
        self.ctx.antecedent = TriggerObjectRef()  # "sacrifice it": the enchanted creature
        self.ctx.trigger_object = True
        return self._target_trigger(AttachedRef("enchanted"), c[1:])

    def t_self_dealt_damage(self, c: list[Any]) -> Trigger:
        self.ctx.antecedent = SelfRef()  # 120.3: "Whenever this creature is dealt damage"
        self.ctx.trigger_object = False
        return Trigger(TriggerEvent.DEALT_DAMAGE, SelfRef())

    def ref_that_controller(self, c: list[Any]) -> Any:
        # "... to that creature's controller": as the subject of a sentence
        # (transform_predicates.subj_that_controller)
        return self.subj_that_controller(c)  # type: ignore[attr-defined]

    def e_counter_event_spell(self, c: list[Any]) -> CounterEventSpell:
        if "event:cast" not in self.ctx.variants:
            raise Unread("counter that spell", "no spell cast named by the trigger")
        return CounterEventSpell()  # 701.6a: the spell cast (601.2i)

    def e_counter_event_item(self, c: list[Any]) -> CounterEventSpell:
        if "event:target of spell or ability" not in self.ctx.variants:
            raise Unread("counter that spell or ability", "no spell or ability named before")
        return CounterEventSpell(or_ability=True)  # 701.6a, 701.6b: the one that targeted

    def triggers_once(self, c: list[Any]) -> bool:
        return True

    def do_once(self, c: list[Any]) -> bool:
        return True

    def triggered_do_once(self, c: list[Any]) -> TriggeredAbility:
        # "you may ... Do this only once each turn." (603.2h: rules/trigger_events.py)
        ability: TriggeredAbility = self.triggered(c[:-1])  # type: ignore[attr-defined]
        if not ability.optional:
            raise Unread("do this only once each turn", "no 'you may' for it to limit")
        return replace(ability, do_once_each_turn=True)

    def triggered_once(self, c: list[Any]) -> TriggeredAbility:
        # "... This ability triggers only once each turn." (603.2: rules/trigger_events.py)
        ability: TriggeredAbility = self.triggered(c[:-1])  # type: ignore[attr-defined]
        return replace(ability, once_each_turn=True)

    # --- "that much" / "that many": the amount of the trigger event (603.2) ----------------

    def amount_event(self, c: list[Any]) -> EventAmount:
        return EventAmount("much")  # 120.3: the damage dealt (support: only such triggers)

    def cards_event(self, c: list[Any]) -> EventAmount:
        return EventAmount("many")

    def token_count_event(self, c: list[Any]) -> EventAmount:
        return EventAmount("many")  # "create that many 1/1 green Insect creature tokens"
