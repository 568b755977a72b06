"""Transformer rules for the s11 h-ctl block of grammar.lark (issue 12, eleventh session):
phrasings around "you control" / "that player controls": lists of plural subtypes as a group
("Skeletons, Vampires, and Zombies you control", 205.3, Filter.subtypes being a
disjunction). Written back by ``render/refs.py`` (the "subtypes:" and "subtypes_conj:"
variants)."""

from __future__ import annotations

from typing import Any

from mtgrules.cards.ir import AlternativeCost, EachRef, StaticAbility
from mtgrules.cards.ir.refs import Filter, SelfRef
from mtgrules.cards.ir.s11_ctl import (
    AllOf,
    CantHaveAbilities,
    EnteredThisTurn,
    ReturnChosenBy,
    UntapDuringOthers,
)
from mtgrules.cards.transform_effects import Pred
from mtgrules.cards.transform_nouns import Unread


class S11CtlMixin:
    """s11 h-ctl: the noun phrases and costs of the control family."""

    def subtype_list_pl(self, c: list[Any]) -> dict[str, Any]:
        """ "Orcs and Goblins", "Skeletons, Vampires, and Zombies": a permanent with any of
        the subtypes (205.3; Filter.subtypes is a disjunction); their order and conjunction,
        for the renderer."""
        names = [x for x in c if isinstance(x, str)]
        conj = next((x[1] for x in c if isinstance(x, tuple)), "and")
        if len(set(names)) != len(names):
            raise Unread("a list of subtypes", "a subtype named twice")
        self.ctx.variants.add("subtypes:" + ",".join(names))  # type: ignore[attr-defined]
        self.ctx.variants.add("subtypes_conj:" + conj)  # type: ignore[attr-defined]
        return {"noun": "", "subtypes": set(names)}

    def subtype_conj(self, c: list[Any]) -> tuple[str, str]:
        return ("conj", str(c[0]))

    def s_alt_cost_free(self, c: list[Any]) -> AlternativeCost:
        """118.9: casting the spell without paying its mana cost is its alternative cost,
        chosen only while the condition is true (601.2b, 601.2f)."""
        return AlternativeCost(
            "you may cast this spell without paying its mana cost", condition=c[0], free=True
        )

    def cond_all_of(self, c: list[Any]) -> AllOf:
        """ "an opponent controls a Swamp and you control a Plains": both true."""
        parts: list[Any] = []
        for x in c:
            parts += list(x.conditions) if isinstance(x, AllOf) else [x]
        return AllOf(tuple(parts))

    def s_untap_during_others(self, c: list[Any]) -> StaticAbility:
        """502.3: the permanents of a "you control" group untap in the other players' untap
        steps (rules/untap_others.py)."""
        np = c[0]
        f = np.filter
        if f.controller != "you" or f.zone != "battlefield":
            raise Unread("untap all", "a group other than 'you control'")
        return StaticAbility(UntapDuringOthers(EachRef(f)))

    def entered_who(self, c: list[Any]) -> str:
        return str(c[0])

    def _entered(self, c: list[Any], form: str) -> EnteredThisTurn:
        who, np = c[0], c[1]
        f: Filter = np.filter
        if not f.types or f != Filter(types=f.types):
            raise Unread("entered the battlefield", "a kind of permanent beyond its card type")
        return EnteredThisTurn(f.types, other=who == "another", form=form)

    def cond_entered_yours(self, c: list[Any]) -> EnteredThisTurn:
        """403.3: "a creature entered the battlefield under your control this turn"."""
        return self._entered(c, "entered")

    def cond_had_entered(self, c: list[Any]) -> EnteredThisTurn:
        """403.3: "you had a land enter the battlefield under your control this turn"."""
        return self._entered(c, "had")

    def ctl_return_verb(self, c: list[Any]) -> str:
        return "verb:return"

    def p_return_chosen_by(self, c: list[Any]) -> Pred:
        """608.2d: the player chooses among the permanents they control (not targeted)."""
        n, np = next(x for x in c if isinstance(x, tuple))
        f: Filter = np.filter
        if f.controller is not None or f.zone != "battlefield" or not isinstance(n, int):
            raise Unread("returns a permanent they control", "a group beyond 'a ...'")

        def make(who: Any) -> list[Any]:
            if isinstance(who, SelfRef):  # "If they don't, they return ...": no player known
                raise Unread("returns a permanent they control", "a subject that isn't a player")
            return [ReturnChosenBy(who, f, n)]

        return Pred(make)

    def sp_cant_have_gain(self, c: list[Any]) -> Any:
        """613.1f: "can't have or gain trample" (a static ability; rules/cant_have.py)."""
        kws = tuple(c[-1])
        return lambda who: StaticAbility(CantHaveAbilities(who, kws))

    def pre_commander(self, c: list[Any]) -> tuple[str, str, bool]:
        return ("set", "commander", True)  # 903.3

    def obj_commanders(self, c: list[Any]) -> Any:
        """903.3: "Commanders you control": a commander, of any card type."""
        return self._np([*c, ("set", "commander", True)], True)  # type: ignore[attr-defined]

    def ctl_attached_word(self, c: list[Any]) -> tuple[str, str, str]:
        return ("set", "attached_kind", str(c[0]))  # 303.4, 301.5

    def obj_attached_pl(self, c: list[Any]) -> Any:
        """ "enchanted creatures you control": each with an Aura attached (303.4)."""
        return self._np(c, True)  # type: ignore[attr-defined]

    def c_return_n_to_hand(self, c: list[Any]) -> dict[str, Any]:
        """602.2b: "Return two Islands you control to their owner's hand" as a cost."""
        n, np = c[0]
        f: Filter = np.filter
        if not isinstance(n, int) or n < 2 or f.controller != "you" or f.other:
            raise Unread("a return cost", "return cost other than 'N ... you control'")
        return {"return_to_hand": f, "return_count": n}

    def c_return_n_sub_to_hand(self, c: list[Any]) -> dict[str, Any]:
        """602.2b: "Return two Islands you control to their owner's hand" (a subtype)."""
        np = self._np(c[1:], True)  # type: ignore[attr-defined]
        return self.c_return_n_to_hand([(c[0], np)])

    def pre_color_andor(self, c: list[Any]) -> tuple[str, str, str]:
        """105.2: "green and/or blue creatures": either color (the renderer's "colors_conj")."""
        self.ctx.variants.add("colors_conj:and/or")  # type: ignore[attr-defined]
        return ("add", "colors", c[0])
