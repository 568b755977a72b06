"""Amounts computed on resolution, written back: "equal to ...", "where X is ...", "for each"
(the reading is ``transform_amounts.py``)."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace
from typing import Any

from mtgrules.cards.ir import (
    AttachedCount,
    BasicLandTypes,
    CountersOn,
    CountOf,
    DamageDealtAmount,
    Devotion,
    DieResult,
    ExiledCostRef,
    ForEach,
    GreatestPower,
    LifeTotalOf,
    ManaValueOf,
    PartySize,
    PowerOf,
    SacrificedRef,
    SelfRef,
    ThisTurnCount,
    ToughnessOf,
    WhereX,
    YouRef,
)
from mtgrules.cards.render.history import history_amount_text, history_each_text
from mtgrules.cards.render.keywords import KeywordsRenderer
from mtgrules.cards.words import COLOR_NAMES

MEASURES = (
    PowerOf,
    ToughnessOf,
    ManaValueOf,
    LifeTotalOf,
    CountersOn,
    CountOf,
    GreatestPower,
    DamageDealtAmount,
    DieResult,
    Devotion,
    ThisTurnCount,  # h-history
    BasicLandTypes,  # domain: "the number of basic land types among lands you control"
)

_AMOUNT_FIELDS = ("amount", "count", "unless_times")


def is_measure(value: Any) -> bool:
    return isinstance(value, MEASURES)


class AmountsRenderer(KeywordsRenderer):
    def _its_word(self, ref: Any, subj: Any) -> str:
        """ "its" for what the sentence is about; "~'s" for the source otherwise."""
        if isinstance(ref, SacrificedRef):  # 601.2h, 608.2h (ir/paid.py)
            return f"the sacrificed {ref.noun}'s"
        if isinstance(ref, ExiledCostRef):  # 601.2h, 608.2h (ir/exiled_cost.py)
            return f"the exiled {ref.noun}'s"
        if isinstance(ref, SelfRef) and subj != ref and not self.has("its_self"):
            return f"{self.st.self_word}'s"
        return "its"

    def measure_text(self, m: Any, subj: Any = None) -> str:
        if isinstance(m, PowerOf):
            return f"{self._its_word(m.ref, subj)} power"
        if isinstance(m, ToughnessOf):
            return f"{self._its_word(m.ref, subj)} toughness"
        if isinstance(m, ManaValueOf):
            return f"{self._its_word(m.ref, subj)} mana value"
        if isinstance(m, LifeTotalOf) and isinstance(m.ref, YouRef):
            return "your life total"
        if isinstance(m, CountersOn):
            on = self._its_word(m.ref, subj)
            on = "it" if on == "its" else on[: -len("'s")]
            return f"the number of {m.kind} counters on {on}"
        if isinstance(m, CountOf) and m.players == "opponent":
            return "the number of opponents you have"
        if isinstance(m, CountOf):
            return "the number of " + self.filter_text(m.filter, plural=True)
        if isinstance(m, GreatestPower):
            return "the greatest power among " + self.filter_text(m.filter, plural=True)
        if isinstance(m, Devotion):  # 700.5
            return "your devotion to " + " and ".join(COLOR_NAMES[c] for c in m.colors)
        if isinstance(m, DamageDealtAmount):
            return "the damage dealt this way"
        if isinstance(m, DieResult):  # 706.2 (ir/random.py)
            return "the result"
        if isinstance(m, ThisTurnCount | BasicLandTypes):  # h-history (render/history.py)
            return history_amount_text(m)
        raise ValueError(f"can't render amount {m!r}")

    def for_each_text(
        self,
        count: CountOf | CountersOn | PartySize | BasicLandTypes | ThisTurnCount | AttachedCount,
    ) -> str:
        if isinstance(count, PartySize):  # 700.8 (h-costs)
            return "creature in your party"
        if isinstance(count, BasicLandTypes):  # 207.2c (h-costs)
            return "basic land type among lands you control"
        if isinstance(count, ThisTurnCount | AttachedCount):  # h-history
            return history_each_text(count, self.st.self_word)
        if isinstance(count, CountersOn):  # "for each charge counter on it" (122.1)
            on = self._its_word(count.ref, None)
            on = "it" if on == "its" else on[: -len("'s")]
            return f"{count.kind} counter on {on}"
        if count.players == "opponent":
            return "opponent"
        if count.filter.other:  # h-history: "for each other creature you control"
            return "other " + self.filter_text(replace(count.filter, other=False))
        if self.has("fe_on_battlefield"):  # s9 h-other: "for each creature on the battlefield"
            return self.filter_text(count.filter) + " on the battlefield"
        return self.filter_text(count.filter)

    def amount_suffix(self, group: Sequence[Any], subj: Any) -> str:
        """The end of a sentence that a "where X is" / "for each" amount in it adds."""
        for e in group:
            for name in _AMOUNT_FIELDS:
                value = getattr(e, name, None)
                if isinstance(value, WhereX):
                    return ", where X is " + self.measure_text(value.value, subj)
                if isinstance(value, ForEach):
                    return " for each " + self.for_each_text(value.value)
        return ""
