"""Reading the "tapped for mana" family (106.12a, 605.1b; ir/mana_triggers.py): the trigger
conditions "Whenever enchanted land is tapped for mana", "Whenever a Forest is tapped for
mana", "Whenever you tap / a player taps / an opponent taps a land for mana", and the mana
they add: "its controller adds an additional {G}", "add an additional {B}", "that player
adds one mana of any type that land produced"."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from mtgrules.cards.ir import (
    AttachedRef,
    EachRef,
    Trigger,
    TriggerEvent,
    TriggerObjectRef,
    TriggerPlayerRef,
    YouRef,
)
from mtgrules.cards.ir.mana_triggers import AddManaExtra
from mtgrules.cards.transform_nouns import NP, Context, words_of

__all__ = ["ManaTriggersMixin"]

# "you tap" / "an opponent taps": the tapping player is the permanent's controller (106.12)
_TAPPER = {"you tap": "you", "an opponent taps": "opponent", "a player taps": None}


class ManaTriggersMixin:
    ctx: Context

    def t_enchanted_tapped_mana(self, c: list[Any]) -> Trigger:
        # 303.4, 106.12a: "Whenever enchanted land is tapped for mana, its controller ..."
        self.ctx.variants.add(f"enchanted:{c[1]}")
        self.ctx.antecedent = TriggerObjectRef()
        self.ctx.trigger_object = True
        self.ctx.player = TriggerPlayerRef(of_object=True)
        return Trigger(TriggerEvent.TAPPED_FOR_MANA, AttachedRef("enchanted"))

    def t_tapped_mana(self, c: list[Any]) -> Trigger:
        np: NP = c[-1]  # "Whenever a Forest is tapped for mana" (106.12a)
        self.ctx.antecedent = TriggerObjectRef()
        self.ctx.trigger_object = True
        self.ctx.player = TriggerPlayerRef(of_object=True)
        return Trigger(TriggerEvent.TAPPED_FOR_MANA, EachRef(np.filter))

    def t_taps_mana(self, c: list[Any]) -> Trigger:
        np: NP = c[-1]  # "Whenever you tap a Swamp for mana" (106.12)
        tapper = str(c[1])
        self.ctx.variants.add(f"tapper:{tapper}")
        self.ctx.antecedent = TriggerObjectRef()
        self.ctx.trigger_object = True
        self.ctx.player = TriggerPlayerRef()
        controller = _TAPPER[tapper]
        flt = np.filter if controller is None else replace(np.filter, controller=controller)
        return Trigger(TriggerEvent.TAPPED_FOR_MANA, EachRef(flt))

    def mx_tapper(self, c: list[Any]) -> str:
        return words_of(c)

    def mx_who(self, c: list[Any]) -> str:
        return words_of(c)

    def mx_fixed(self, c: list[Any]) -> AddManaExtra:
        return AddManaExtra(YouRef(), "fixed", mana="".join(str(t).upper() for t in c))

    def mx_any(self, c: list[Any]) -> AddManaExtra:
        return AddManaExtra(YouRef(), "any color")  # 106.1

    def mx_combo(self, c: list[Any]) -> AddManaExtra:
        return AddManaExtra(YouRef(), "combination", many=2)  # 106.1

    def mx_chosen(self, c: list[Any]) -> AddManaExtra:
        return AddManaExtra(YouRef(), "chosen color")  # 614.12a

    def mx_produced(self, c: list[Any]) -> AddManaExtra:
        return AddManaExtra(YouRef(), "produced", additional=False)  # 106.7

    def mx_add(self, c: list[Any]) -> AddManaExtra:
        e: AddManaExtra = c[-1]  # "add an additional {B}": the ability's controller
        return e

    def mx_adds(self, c: list[Any]) -> AddManaExtra:
        e: AddManaExtra = c[-1]  # "its controller adds" / "that player adds" (608.2k)
        return replace(e, who=TriggerPlayerRef(of_object=c[0] == "its controller"))
