"""Transformer rules for the trigger conditions of issue 12, h-trig-combat (the h-trig-combat
block of grammar.lark): "this creature or another Ally you control enters" (603.2), "a
creature you control deals combat damage to a player" (510.2), "one or more creatures you
control attack" (603.2c), "you attack [with two or more creatures]" (508.3c-d), "attacks and
isn't blocked" (509.3g), "becomes blocked [by a creature]" (509.3c-d), "blocks or becomes
blocked [by a creature]" (509.3a-f), "a Samurai you control attacks alone" (506.5).
The engine: rules/triggers_combat.py; written back by render/abilities.py."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from mtgrules.cards.ir import (
    AtNextEndStep,
    AttachedRef,
    EachRef,
    EnchantedPlayerRef,
    Filter,
    RemoveFromCombat,
    SelfRef,
    Trigger,
    TriggerEvent,
    TriggerObjectRef,
    TriggerPlayerRef,
)
from mtgrules.cards.transform_nouns import NP, Context, Unread, words_of

_OBJ_EVENTS = {
    "enters": TriggerEvent.ENTERS,
    "dies": TriggerEvent.DIES,
    "attacks": TriggerEvent.ATTACKS,
    "leaves the battlefield": TriggerEvent.LEAVES_BATTLEFIELD,
    "deals combat damage to a player": TriggerEvent.DEALS_COMBAT_DAMAGE_TO_PLAYER,
}


class TrigCombatMixin:
    ctx: Context

    def _object_trigger(self, trig: Trigger) -> Trigger:
        # "that creature" / "it": the object the event names, perhaps this one (603.2)
        self.ctx.antecedent = TriggerObjectRef()
        self.ctx.trigger_object = True
        return trig

    def _self_trigger(self, trig: Trigger) -> Trigger:
        self.ctx.antecedent = SelfRef()
        self.ctx.trigger_object = False
        return trig

    def _other_trigger(self, trig: Trigger) -> Trigger:
        # "it" is this creature; "that creature" is the other one the event names (the
        # blocker or the creature blocked: PendingTrigger.subject)
        self.ctx.antecedent = SelfRef()
        self.ctx.trigger_object = True
        return trig

    def obj_trig_event(self, c: list[Any]) -> str:
        return words_of(c)

    def group_subtypes(self, c: list[Any]) -> NP:
        return self._np(c, True)  # type: ignore[attr-defined, no-any-return]

    def group_trig_event(self, c: list[Any]) -> str:
        return words_of(c)

    def t_self_or_another(self, c: list[Any]) -> Trigger:
        np: NP = c[2]
        event = _OBJ_EVENTS[c[3]]
        flt = replace(np.filter, other=True)
        if event is TriggerEvent.DEALS_COMBAT_DAMAGE_TO_PLAYER:
            self.ctx.player = TriggerPlayerRef()  # "that player": the player dealt damage
        return self._object_trigger(Trigger(event, EachRef(flt), or_self=True))

    def t_combat_damage_player(self, c: list[Any]) -> Trigger:
        np: NP = c[1]
        self.ctx.player = TriggerPlayerRef()  # "that player": the player dealt damage (603.2)
        trig = Trigger(TriggerEvent.DEALS_COMBAT_DAMAGE_TO_PLAYER, EachRef(np.filter))
        return self._object_trigger(trig)

    def t_one_or_more(self, c: list[Any]) -> Trigger:
        # 603.2c: one trigger for the whole declaration; "they" (the group) isn't read yet,
        # so no antecedent is set
        np: NP = c[1]
        self.ctx.antecedent = None
        self.ctx.trigger_object = False
        if c[2] == "deal combat damage to a player":
            self.ctx.player = TriggerPlayerRef()  # "that player": the player dealt damage
            event = TriggerEvent.DEALS_COMBAT_DAMAGE_TO_PLAYER
            return Trigger(event, EachRef(np.filter), group=True)
        attack_player = c[2] == "attack a player"
        if attack_player:
            self.ctx.player = TriggerPlayerRef()  # "that player": the player attacked (508.3a)
        return Trigger(
            TriggerEvent.ATTACKS, EachRef(np.filter), group=True, attack_player=attack_player
        )

    def _combat_player_trigger(self, trig: Trigger) -> Trigger:
        # "Whenever you attack": no object for a bare "it" to name
        self.ctx.antecedent = None
        self.ctx.trigger_object = False
        return trig

    def t_you_attack(self, c: list[Any]) -> Trigger:
        return self._combat_player_trigger(Trigger(TriggerEvent.YOU_ATTACK, whose="you"))

    def t_you_attack_with(self, c: list[Any]) -> Trigger:
        np: NP = c[2]
        n = int(c[1])
        return self._combat_player_trigger(
            Trigger(TriggerEvent.YOU_ATTACK, EachRef(np.filter), whose="you", min_count=n)
        )

    def t_self_unblocked(self, c: list[Any]) -> Trigger:
        return self._self_trigger(Trigger(TriggerEvent.ATTACKS_UNBLOCKED))

    def t_self_becomes_blocked(self, c: list[Any]) -> Trigger:
        return self._self_trigger(Trigger(TriggerEvent.BECOMES_BLOCKED))

    def t_self_blocked_by(self, c: list[Any]) -> Trigger:
        # 509.3d: once for each creature blocking it; "that creature" is the blocker
        np: NP = c[2]
        trig = Trigger(TriggerEvent.BECOMES_BLOCKED, other_filter=np.filter)
        return self._other_trigger(trig)

    def t_self_blocks_or_blocked(self, c: list[Any]) -> Trigger:
        return self._self_trigger(Trigger(TriggerEvent.BLOCKS_OR_BLOCKED))

    def t_self_blocks_or_blocked_by(self, c: list[Any]) -> Trigger:
        # 509.3b, 509.3d: once for each creature it blocks or that blocks it
        np: NP = c[2]
        trig = Trigger(TriggerEvent.BLOCKS_OR_BLOCKED, other_filter=np.filter)
        return self._other_trigger(trig)

    def t_attacks_alone(self, c: list[Any]) -> Trigger:
        np: NP = c[1]
        return self._object_trigger(Trigger(TriggerEvent.ATTACKS_ALONE, EachRef(np.filter)))

    def t_self_attacks_alone(self, c: list[Any]) -> Trigger:
        return self._self_trigger(Trigger(TriggerEvent.ATTACKS_ALONE))

    def delayed_end_of_combat(self, c: list[Any]) -> AtNextEndStep:
        # 603.7a, 511.2: "destroy that creature at end of combat"
        action, what = next(x for x in c if isinstance(x, tuple))
        return AtNextEndStep(action, what, end_of_combat=True)

    def t_self_attacks_or_blocks(self, c: list[Any]) -> Trigger:
        return self._self_trigger(Trigger(TriggerEvent.ATTACKS_OR_BLOCKS))

    def t_attacks_or_blocks(self, c: list[Any]) -> Trigger:
        np: NP = c[1]
        return self._object_trigger(Trigger(TriggerEvent.ATTACKS_OR_BLOCKS, EachRef(np.filter)))

    def t_sub_or_sub_attacks_alone(self, c: list[Any]) -> Trigger:
        # "a Samurai or Warrior you control": either subtype (Filter.subtypes is a
        # disjunction); the order of the two words is kept for the round trip
        first, second = str(c[1]), str(c[2])
        self.ctx.variants.add(f"trig_subtypes:{first} or {second}")
        flt = Filter(subtypes=frozenset({first, second}), controller="you")
        return self._object_trigger(Trigger(TriggerEvent.ATTACKS_ALONE, EachRef(flt)))

    def damaged_player(self, c: list[Any]) -> str:
        return "opponent" if words_of(c) == "an opponent" else "any"

    def t_self_damage_player(self, c: list[Any]) -> Trigger:
        self.ctx.player = TriggerPlayerRef()  # "that player": the player dealt damage (603.2)
        trig = Trigger(TriggerEvent.DEALS_DAMAGE_TO_PLAYER, whose=c[2])
        return self._self_trigger(trig)

    def t_damage_player(self, c: list[Any]) -> Trigger:
        np: NP = c[1]
        self.ctx.player = TriggerPlayerRef()
        trig = Trigger(TriggerEvent.DEALS_DAMAGE_TO_PLAYER, EachRef(np.filter), whose=c[2])
        return self._object_trigger(trig)

    def t_self_combat_damage_opponent(self, c: list[Any]) -> Trigger:
        self.ctx.player = TriggerPlayerRef()
        trig = Trigger(TriggerEvent.DEALS_COMBAT_DAMAGE_TO_PLAYER, whose="opponent")
        return self._self_trigger(trig)

    def post_blocking_it(self, c: list[Any]) -> tuple[str, str, bool]:
        if not isinstance(self.ctx.antecedent, SelfRef):
            raise Unread("blocking it", "'it' isn't this object")
        return ("set", "blocking_source", True)

    def t_attached_damage_player(self, c: list[Any]) -> Trigger:
        # "Whenever enchanted creature deals damage to an opponent": "it" is that creature
        self.ctx.player = TriggerPlayerRef()
        ref = AttachedRef(c[1])
        self.ctx.antecedent = ref
        self.ctx.trigger_object = False
        return Trigger(TriggerEvent.DEALS_DAMAGE_TO_PLAYER, ref, whose=c[2])

    def t_becomes_blocked(self, c: list[Any]) -> Trigger:
        np: NP = c[1]
        return self._object_trigger(Trigger(TriggerEvent.BECOMES_BLOCKED, EachRef(np.filter)))

    def e_remove_from_combat(self, c: list[Any]) -> RemoveFromCombat:
        return RemoveFromCombat(c[0])  # 506.4

    def t_attacks_you(self, c: list[Any]) -> Trigger:
        # 508.3a: "that creature" / "it" is the attacker
        np: NP = c[1]
        return self._object_trigger(Trigger(TriggerEvent.ATTACKS, EachRef(np.filter), whose="you"))

    def t_attacks_you_or_pw(self, c: list[Any]) -> Trigger:
        np: NP = c[1]
        trig = Trigger(TriggerEvent.ATTACKS, EachRef(np.filter), whose="you or planeswalker")
        return self._object_trigger(trig)

    def t_self_blocks_a(self, c: list[Any]) -> Trigger:
        # 509.3b: once for each creature it blocks; "that creature" is the attacker
        np: NP = c[2]
        return self._other_trigger(Trigger(TriggerEvent.BLOCKS, other_filter=np.filter))

    def t_a_blocks(self, c: list[Any]) -> Trigger:
        np: NP = c[1]
        return self._object_trigger(Trigger(TriggerEvent.BLOCKS, EachRef(np.filter)))

    def t_self_enters_or_attacks(self, c: list[Any]) -> Trigger:
        return self._self_trigger(Trigger(TriggerEvent.ENTERS_OR_ATTACKS))

    def t_self_and_others_attack(self, c: list[Any]) -> Trigger:
        # "this creature and at least two other creatures attack": it attacks with two or
        # more others (508.3a, 508.3d); min_count counts it too
        n = int(c[2]) + 1
        return self._self_trigger(Trigger(TriggerEvent.YOU_ATTACK, whose="you", min_count=n))

    def t_enchanted_player_attacked(self, c: list[Any]) -> Trigger:
        # 508.3b: "that player" is the enchanted player
        self.ctx.player = EnchantedPlayerRef()
        return self._combat_player_trigger(
            Trigger(TriggerEvent.PLAYER_ATTACKED, whose="enchanted player")
        )
