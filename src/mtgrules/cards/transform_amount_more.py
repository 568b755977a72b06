"""Transformer methods for more amounts (107.1, 107.3c, 608.2h; s10 h-amount, issue 12).

- 614.1a damage modification: "If a red source you control would deal damage to a permanent
  or player, it deals that much damage plus 1 to that permanent or player instead."
  (ir/damage_mods.py; carried out by rules/damage_mods.py)
- "where X is" after a sentence that starts "Then", "If you do," or "If CONDITION,": the X
  amounts of the instructions the sentence holds are the measure (107.3c), worked out as
  each instruction is carried out (608.2h); the sentence form around them is the one
  without the "where X is" (sentence_then, if_you_do, if_condition, then_if_condition).
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any, cast

from mtgrules.cards.ir import (
    AssignByToughness,
    AssignNoCombatDamage,
    CountersOn,
    CountOf,
    DamageModification,
    DamageSource,
    Devotion,
    Filter,
    MilledNowRef,
    ModifyPT,
    ModifyPTX,
    PowerOf,
    RevealedNowRef,
    RevealTopCard,
    SelfRef,
    StaticAbility,
    ThisTurnCount,
    YourCounters,
    YouRef,
)
from mtgrules.cards.transform_amounts import _mentions_x, where_x
from mtgrules.cards.transform_effects import Pred, as_chain
from mtgrules.cards.transform_nouns import Context, Unread, words_of

__all__ = ["AmountMoreMixin"]


class AmountMoreMixin:
    ctx: Context

    def _x_chain(self, chain: Any, measure: Any) -> Any:
        """107.3c: the chain with its X amounts set to ``measure``."""
        out = as_chain(chain)
        out.effects = where_x(out.effects, self.settle_its(measure))  # type: ignore[attr-defined]
        return out

    def then_where_x(self, c: list[Any]) -> Any:
        """608.2c: "Then ..., where X is ...": in order, after the sentence before."""
        return self.sentence_then([self._x_chain(c[0], c[1])])  # type: ignore[attr-defined]

    def if_you_do_where_x(self, c: list[Any]) -> Any:
        """118.12, 608.2c: "If you do, ..., where X is ..."."""
        return self.if_you_do([self._x_chain(c[0], c[1])])  # type: ignore[attr-defined]

    def if_condition_where_x(self, c: list[Any]) -> Any:
        """608.2c: "If CONDITION, ..., where X is ..."."""
        return self.if_condition([c[0], self._x_chain(c[1], c[2])])  # type: ignore[attr-defined]

    def then_if_where_x(self, c: list[Any]) -> Any:
        """608.2c: "Then if CONDITION, ..., where X is ..."."""
        return self.then_if_condition([c[0], self._x_chain(c[1], c[2])])  # type: ignore[attr-defined]

    def m_all_counters(self, c: list[Any]) -> CountersOn:
        """122.1: "the number of counters on it": counters of every kind (``kind`` "")."""
        return CountersOn(c[0], "")

    # --- 614.1a: damage modification -------------------------------------------------------

    def dm_article(self, c: list[Any]) -> str:
        return words_of(c)

    def dm_quals(self, c: list[Any]) -> tuple[str, ...]:
        return tuple(str(x) for x in c)  # color letters and card types: any one of them

    def dm_yours(self, c: list[Any]) -> str:
        return "yours"

    def dm_noncombat(self, c: list[Any]) -> str:
        return "noncombat"

    def _dm_source(self, head: str, c: list[Any]) -> DamageSource:
        quals = next((x for x in c[1:] if isinstance(x, tuple)), ())
        return DamageSource(head, quals, other=c[0] == "another", yours="yours" in c[1:])

    def dms_source(self, c: list[Any]) -> DamageSource:
        return self._dm_source("source", c)

    def dms_spell(self, c: list[Any]) -> DamageSource:
        return self._dm_source("spell", c)

    def dms_subtypes(self, c: list[Any]) -> DamageSource:
        return DamageSource("permanent", subtypes=tuple(str(x) for x in c), yours=True)

    def dms_entered(self, c: list[Any]) -> DamageSource:
        return DamageSource("creature", yours=True, entered=True)

    def dmt_any(self, c: list[Any]) -> str:
        return "any"

    def dmt_opponent(self, c: list[Any]) -> str:
        return "opponent"

    def dmt_your_creature(self, c: list[Any]) -> str:
        return "your creature"

    def dmr_plus(self, c: list[Any]) -> tuple[str, int]:
        return ("plus", int(c[0]))

    def dmr_minus(self, c: list[Any]) -> tuple[str, int]:
        return ("minus", int(c[0]))

    def dmr_twice(self, c: list[Any]) -> tuple[str, int]:
        return ("twice", 0)

    def dma_any(self, c: list[Any]) -> str:
        return "again:any"

    def dma_creature(self, c: list[Any]) -> str:
        return "again:your creature"

    def s_damage_modified(self, c: list[Any]) -> StaticAbility:
        """614.1a: "If SOURCE would deal [noncombat] damage [to WHAT], it deals that much
        damage plus N [to that ...] instead."."""
        source: DamageSource = c[0]
        how, n = next(x for x in c if isinstance(x, tuple))
        tos = ("any", "opponent", "your creature", "an opponent")  # s11 h-dmg: "an opponent"
        to = next((x for x in c[1:] if x in tos), "any unsaid")
        again = next((x for x in c if isinstance(x, str) and x.startswith("again:")), None)
        if again is not None and again != "again:" + to:
            raise Unread("that permanent or player", "a recipient other than the one named")
        return StaticAbility(
            DamageModification(
                source, how, n, to=to, noncombat="noncombat" in c, again=again is not None
            )
        )

    def sp_assign_by_toughness(self, c: list[Any]) -> Any:
        """510.1a: "... assigns combat damage equal to its toughness rather than its power"
        (an effect outside ir.Effect's union: read by rules/assign_by_toughness.py)."""
        return lambda who: StaticAbility(cast(Any, AssignByToughness(who)))

    def p_assign_no_combat_damage(self, c: list[Any]) -> Pred:
        """510.1a, 611.2a: "assigns no combat damage this turn" (its own duration)."""
        return Pred(lambda who: [AssignNoCombatDamage(who)])

    def e_reveal_top_to_hand(self, c: list[Any]) -> RevealTopCard:
        """701.20a: "reveal the top card of your library and put that card into your hand":
        any card goes to your hand; "its" after it is that card (608.2h, RevealedNowRef)."""
        self.ctx.antecedent = RevealedNowRef()
        self.ctx.variants.add("reveal_top_to_hand")
        return RevealTopCard(YouRef(), Filter())

    def may_have_get(self, c: list[Any]) -> Any:
        """608.2d: "you may have SUBJECT get +X/+X [until end of turn]" (optional)."""
        chain = self.subject_clause(c)  # type: ignore[attr-defined]
        if not all(isinstance(e, ModifyPT | ModifyPTX) for e in chain.effects):
            raise Unread("you may have", "only 'you may have ... get ...' is read here")
        self.ctx.variants.add("may_have")
        chain.optional = True
        return chain

    def m_your_counters(self, c: list[Any]) -> YourCounters:
        return YourCounters(str(c[0]))  # 122.1: the controller's counters of that kind

    # --- 202.3, 208.1: a filter bounded by a count (Filter.bound) ---------------------------

    def _bound(self, what: str, how: str, measure: Any) -> tuple[str, str, tuple[str, str, Any]]:
        """("set", "bound", ...): counted whenever the filter is checked (601.2c as targets
        are chosen, 608.2b as it resolves); only a count of objects (CountOf) is read here."""
        if isinstance(measure, CountersOn | PowerOf) and measure.ref == SelfRef():
            # 122.1: "the number of charge counters on this artifact", 208.1: "this
            # creature's power" (608.2h: as it last existed, once it's gone)
            return ("set", "bound", (what, how, measure))
        if not isinstance(measure, CountOf) or measure.players is not None:
            # 608.2h: "1 plus the sacrificed creature's mana value", "your devotion to black":
            # counted as the instruction resolves (rules/support.py: in a library search)
            return ("set", "bound", (what, how, measure))
        if measure.filter.zone not in ("battlefield", "graveyard", "hand"):
            raise Unread(f"with {what} less than or equal to", "a count outside those zones")
        return ("set", "bound", (what, how, measure))

    def post_mv_le_measure(self, c: list[Any]) -> Any:
        return self._bound("mana value", "max", c[0])

    def post_mv_eq_measure(self, c: list[Any]) -> Any:
        return self._bound("mana value", "eq", c[0])

    def post_power_le_measure(self, c: list[Any]) -> Any:
        return self._bound("power", "max", c[0])

    def x_in_targets(self, effects: list[Any], measure: Any) -> bool:
        """107.3c: "counter target spell with mana value X or less, where X is the number of
        Faeries you control": the X is the target's bound (Filter.bound, with the words
        "mana value X" kept), counted whenever the target is checked (601.2c, 608.2b). Only
        where no instruction of the sentence has an X of its own."""
        if any(_mentions_x(e) for e in effects):
            return False
        xs = [
            i
            for i, t in enumerate(self.ctx.targets)
            if t.filter.mana_value_x is not None and t.filter.bound is None
        ]
        if len(xs) != 1:
            return False
        m = self.settle_its(measure)  # type: ignore[attr-defined]
        if not isinstance(m, CountOf | ThisTurnCount | Devotion | YourCounters) or (
            isinstance(m, CountOf) and m.players is not None
        ):
            raise Unread("where X is", "a target's X other than a count of objects or events")
        spec = self.ctx.targets[xs[0]]
        how = "max" if spec.filter.mana_value_x == "max" else "eq"
        flt = replace(spec.filter, bound=("mana value", how, m))
        self.ctx.targets[xs[0]] = replace(spec, filter=flt)
        return True

    def post_toughness_gt_power(self, c: list[Any]) -> tuple[str, str, bool]:
        return ("set", "toughness_gt_power", True)  # 208.1

    def m_milled_card(self, c: list[Any]) -> MilledNowRef:
        # 701.17a: the card an earlier instruction milled (rules/amount_kinds.py checks there is)
        self.ctx.variants.add("m_that:mill:the milled card's")
        return MilledNowRef()

    def dmr_plus_measure(self, c: list[Any]) -> tuple[str, Any]:
        """614.1a: "... plus an amount of damage equal to the number of fire counters on this
        enchantment": counted as the damage would be dealt (rules/damage_mods.py)."""
        m = self.settle_its(c[0])  # type: ignore[attr-defined]
        if not (isinstance(m, CountersOn) and isinstance(m.ref, SelfRef) and m.kind):
            raise Unread("plus an amount of damage equal to", "an amount other than its counters")
        return ("plus", m)
