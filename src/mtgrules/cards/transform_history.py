"""Transformer rules for what happened this turn (issue 12, h-history block of grammar.lark):
"if a creature died this turn", "if you attacked this turn", "the number of creatures that
died this turn"; and the phase triggers "At the beginning of your first main phase" (505.1)
and "At the beginning of the upkeep of enchanted creature's controller" (503.1). Values in
``ir/history.py`` and ``ir/abilities.py``; written back by ``render/history.py``."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from mtgrules.cards.ir import (
    AnyOf,
    AttachedCount,
    AttachedRef,
    BasicLandTypes,
    CountIs,
    CountOf,
    Duration,
    Filter,
    ForEach,
    HappenedThisTurn,
    ModifyPTX,
    Replacement,
    SelfRef,
    StaticAbility,
    ThisTurnCount,
    Trigger,
    TriggerEvent,
    TriggerPlayerRef,
)
from mtgrules.cards.transform_effects import _pt
from mtgrules.cards.transform_nouns import NP, Context, Unread, words_of

__all__ = ["HistoryMixin"]


class HistoryMixin:
    """The conditions (``cond_*``) and amounts (``m_*``, ``fe_*``) of this turn's history, and
    the main phase and "enchanted permanent's controller" upkeep triggers (``t_*``)."""

    ctx: Context

    def gained_words(self, c: list[Any]) -> str:
        return "you've" if words_of(c).startswith("you've") else ""

    def cond_creature_died(self, c: list[Any]) -> HappenedThisTurn:
        return HappenedThisTurn("died")  # 700.4: "dies" means put into a graveyard

    def cond_creatures_died_n(self, c: list[Any]) -> HappenedThisTurn:
        return HappenedThisTurn("died", c[0])

    def cond_attacked(self, c: list[Any]) -> HappenedThisTurn:
        return HappenedThisTurn("attacked")  # 508.1

    def cond_left(self, c: list[Any]) -> HappenedThisTurn:
        return HappenedThisTurn("left")

    def cond_void(self, c: list[Any]) -> HappenedThisTurn:
        return HappenedThisTurn("void")  # 702.185c

    def cond_left_controlled(self, c: list[Any]) -> HappenedThisTurn:
        return HappenedThisTurn("left", form="you controlled")

    def cond_gained(self, c: list[Any]) -> HappenedThisTurn:
        return HappenedThisTurn("gained")  # 119.9

    def cond_gained_n(self, c: list[Any]) -> HappenedThisTurn:
        return HappenedThisTurn("gained", c[1], form=c[0])

    def cond_opponent_lost(self, c: list[Any]) -> HappenedThisTurn:
        return HappenedThisTurn("opponent lost")  # 119.3

    def cond_opponent_lost_n(self, c: list[Any]) -> HappenedThisTurn:
        return HappenedThisTurn("opponent lost", c[0])

    def cond_nonland_entered(self, c: list[Any]) -> HappenedThisTurn:
        return HappenedThisTurn("nonland entered", c[0])

    def cond_self_entered(self, c: list[Any]) -> HappenedThisTurn:
        return HappenedThisTurn("self entered", form="self")  # "this creature entered ..."

    def cond_it_entered(self, c: list[Any]) -> HappenedThisTurn:
        return HappenedThisTurn("self entered", form="it")

    def cast_what(self, c: list[Any]) -> tuple[str, int]:
        text = " ".join(str(w) for w in c)
        if isinstance(c[0], int):  # "two or more spells"
            return ("cast spells", c[0])
        kinds = {
            "a creature spell": "cast creature",
            "a noncreature spell": "cast noncreature",
            "an instant or sorcery spell": "cast instant or sorcery",
            "both a creature spell and a noncreature spell": "cast both",
        }
        return (kinds[text], 1)

    def cond_cast(self, c: list[Any]) -> HappenedThisTurn:
        kind, n = c[0]
        return HappenedThisTurn(kind, n)  # 601.2i

    def cond_no_spells_last_turn(self, c: list[Any]) -> HappenedThisTurn:
        return HappenedThisTurn("spells last turn", 1, negated=True)  # 500.1, 601.2i

    def cond_player_spells_last_turn(self, c: list[Any]) -> HappenedThisTurn:
        return HappenedThisTurn("a player spells last turn", int(c[0]))  # 500.1, 601.2i

    def cond_died_yours(self, c: list[Any]) -> HappenedThisTurn:
        return HappenedThisTurn("died yours")  # 700.4; its controller as it last was (608.2h)

    def cond_died_yours_n(self, c: list[Any]) -> HappenedThisTurn:
        return HappenedThisTurn("died yours", c[0])

    def m_died_yours(self, c: list[Any]) -> ThisTurnCount:
        return ThisTurnCount("died yours")

    def cond_drawn(self, c: list[Any]) -> HappenedThisTurn:
        return HappenedThisTurn("drawn", c[0])  # 121.1

    def cond_self_attacked(self, c: list[Any]) -> HappenedThisTurn:
        return HappenedThisTurn("self attacked", form="self")  # 508.1

    def cond_it_attacked(self, c: list[Any]) -> HappenedThisTurn:
        return HappenedThisTurn("self attacked", form="it")

    def cond_self_didnt_attack(self, c: list[Any]) -> HappenedThisTurn:
        return HappenedThisTurn("self attacked", form="self", negated=True)

    def cond_it_didnt_attack(self, c: list[Any]) -> HappenedThisTurn:
        return HappenedThisTurn("self attacked", form="it", negated=True)

    def cond_self_entered_or_control(self, c: list[Any]) -> AnyOf:
        """ "this land entered this turn or if you control a basic land": either (AnyOf)."""
        np: NP = c[-1]
        f = np.filter
        if f.controller is not None or f.zone != "battlefield":
            raise Unread("you control", "a noun phrase that already says where")
        control = CountIs(CountOf(replace(f, controller="you")), ">=", 1, "you control", "a")
        return AnyOf((HappenedThisTurn("self entered", form="self"), control))

    def post_from_battlefield(self, c: list[Any]) -> tuple[str, str, bool]:
        return ("set", "from_battlefield_this_turn", True)

    def post_dealt_damage(self, c: list[Any]) -> tuple[str, str, str]:
        return ("set", "dealt_damage", "any")  # 120.3

    def post_dealt_damage_you(self, c: list[Any]) -> tuple[str, str, str]:
        return ("set", "dealt_damage", "you")

    def post_entered_this_turn(self, c: list[Any]) -> tuple[str, str, bool]:
        return ("set", "entered_this_turn", True)  # "creature that entered this turn"

    def m_creatures_died(self, c: list[Any]) -> ThisTurnCount:
        return ThisTurnCount("died")

    def m_life_gained(self, c: list[Any]) -> ThisTurnCount:
        return ThisTurnCount("gained")

    def fe_creature_died(self, c: list[Any]) -> ThisTurnCount:
        return ThisTurnCount("died")

    def fe_subtype_died(self, c: list[Any]) -> ThisTurnCount:
        return ThisTurnCount("died", Filter(subtypes=frozenset({c[0]})))

    def m_subtype_died(self, c: list[Any]) -> ThisTurnCount:
        return ThisTurnCount("died", Filter(subtypes=frozenset({c[0]})))

    def attach_kinds(self, c: list[Any]) -> tuple[str, ...]:
        return tuple(str(w).capitalize() for w in c if str(w) != "and")

    def fe_attached_it(self, c: list[Any]) -> AttachedCount:
        return AttachedCount(c[0])  # "attached to it": the permanent the effect changes

    def fe_attached_self(self, c: list[Any]) -> AttachedCount:
        return AttachedCount(c[0], to_it=False)  # "attached to this creature"

    def m_domain(self, c: list[Any]) -> BasicLandTypes:
        return BasicLandTypes()

    def fe_other(self, c: list[Any]) -> CountOf:
        """ "for each other creature you control": not the source itself (Filter.other)."""
        np: NP = c[0]
        if np.filter.other:
            raise Unread("other", "'other' twice")
        return CountOf(replace(np.filter, other=True))

    # --- phase triggers (505.1, 503.1) -----------------------------------------------------

    def main_which(self, c: list[Any]) -> str:
        return words_of(c)

    def _main_trigger(self, whose: str, which: str) -> Trigger:
        self.ctx.antecedent = SelfRef()
        if whose == "opponent" or "whose:each player's" in self.ctx.variants:
            self.ctx.player = TriggerPlayerRef()  # "that player": whose phase it is (505.1)
        if which in ("precombat", "postcombat"):
            self.ctx.variants.add("main:" + which)  # the older names (505.1)
        # 505.1a: the first main phase is the precombat one; the second, the postcombat one
        first = which in ("first", "precombat")
        event = TriggerEvent.FIRST_MAIN if first else TriggerEvent.SECOND_MAIN
        if which == "postcombat":  # 505.1a: each main phase but the first (500.8 adds some)
            event = TriggerEvent.POSTCOMBAT_MAIN
        return Trigger(event, SelfRef(), whose=whose)

    def t_main_phase(self, c: list[Any]) -> Trigger:
        return self._main_trigger(c[0], c[1])

    def t_main_phases_yours(self, c: list[Any]) -> Trigger:
        self.ctx.variants.add("main:each of your")  # "each of your postcombat main phases"
        return self._main_trigger("you", c[0])

    def t_upkeep_enchanted_controller(self, c: list[Any]) -> Trigger:
        # 503.1: "the upkeep of enchanted creature's controller": the upkeep of the player who
        # controls the permanent this Aura is attached to; "that player" is that player
        self.ctx.antecedent = SelfRef()
        self.ctx.player = TriggerPlayerRef()
        self.ctx.variants.add("upkeep_of:" + str(c[0]))
        return Trigger(TriggerEvent.UPKEEP, SelfRef(), whose="enchanted controller")

    # --- dynamic static abilities (613.4c) ---------------------------------------------------

    def sp_pump_for_each(self, c: list[Any]) -> Any:
        """ "This creature gets +1/+0 for each artifact you control.": a static ModifyPTX whose
        count is made continuously (611.3a, 613.4c: rules/layers.py)."""
        p, t = _pt(c[1])
        count = c[2]

        def build(who: Any) -> StaticAbility:
            dur = Duration.WHILE_ATTACHED if isinstance(who, AttachedRef) else Duration.PERMANENT
            return StaticAbility(ModifyPTX(who, p, t, dur, ForEach(count)))

        return build

    def s_enters_counters_if(self, c: list[Any]) -> StaticAbility:
        """614.1c: "This creature enters with a +1/+1 counter on it if you attacked this
        turn.": the condition is checked as it would enter (rules/entering.py)."""
        n, kind, cond = c[1], c[2], c[-1]
        self.ctx.variants.add("cond:if")
        return StaticAbility(
            Replacement("enters_with_counters", amount=n, counter=kind), condition=cond
        )

    def s_enters_counters_per_died(self, c: list[Any]) -> StaticAbility:
        """614.1c: "... enters with a +1/+1 counter on it for each creature that died this
        turn." (rules/entering.py counts them as it would enter)."""
        n, kind = c[1], c[2]
        return StaticAbility(Replacement("enters_with_counters_per_died", amount=n, counter=kind))

    def s_enters_counters_equal_died(self, c: list[Any]) -> StaticAbility:
        """614.1c: "... enters with a number of +1/+1 counters on it equal to the number of
        creatures that died this turn" (the same count)."""
        self.ctx.variants.add("died:equal")
        return StaticAbility(Replacement("enters_with_counters_per_died", amount=1, counter=c[1]))
