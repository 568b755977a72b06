"""Amounts computed on resolution, written back: "equal to ...", "where X is ...", "for each"
(the reading is ``transform_amounts.py``)."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace
from typing import Any

from mtgrules.cards.ir import (
    AmongOf,
    Arith,
    AttachedCount,
    BasicLandTypes,
    ColorsSpent,
    CountersOn,
    CountOf,
    DamageDealtAmount,
    DestroyedThisWay,
    Devotion,
    DieResult,
    ExiledCostRef,
    Filter,
    ForEach,
    GreatestPower,
    LifeTotalOf,
    ManaValueOf,
    NamedCount,
    PartySize,
    PlayerCount,
    PowerOf,
    SacrificedRef,
    SearchLibrary,
    SelfRef,
    TargetRef,
    ThisTurnCount,
    ToughnessOf,
    VoteCount,
    WhereX,
    YourCounters,
    YouRef,
    that_key,
)
from mtgrules.cards.ir.s11_combat import LifeLostAmount  # s11 h-combat
from mtgrules.cards.render.history import history_amount_text, history_each_text
from mtgrules.cards.render.keywords import KeywordsRenderer
from mtgrules.cards.render.phrases import number_text
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
    Filter,
    Devotion,
    ThisTurnCount,  # h-history
    PartySize,  # h-amount: 700.8
    BasicLandTypes,  # domain: "the number of basic land types among lands you control"
    ColorsSpent,  # s10: "the number of colors of mana spent to cast this spell" (702.44a)
    Arith,  # h-amount: 107.1
    AmongOf,  # h-amount
    PlayerCount,  # h-amount
    NamedCount,  # h-amount
    LifeLostAmount,  # s11 h-combat: 119.3
)

_AMOUNT_FIELDS = ("amount", "count", "unless_times", "pt_x")  # pt_x: h-amount


def is_measure(value: Any) -> bool:
    return isinstance(value, MEASURES)


class AmountsRenderer(KeywordsRenderer):
    def _its_word(self, ref: Any, subj: Any) -> str:
        """ "its" for what the sentence is about; "~'s" for the source otherwise."""
        if isinstance(ref, SacrificedRef):  # 601.2h, 608.2h (ir/paid.py)
            if self.has("its_sacrificed") and ref in self.st.mentioned:
                return "its"  # named before in the sentence: "... its toughness"
            self.st.mentioned.add(ref)
            return f"the sacrificed {ref.noun}'s"
        if isinstance(ref, ExiledCostRef):  # 601.2h, 608.2h (ir/exiled_cost.py)
            return f"the exiled {ref.noun}'s"
        key = that_key(ref)  # h-amount: "that creature's" (608.2h)
        if key is not None:
            for v in self.variant(f"m_that:{key}:"):
                return v
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
        if isinstance(m, YourCounters):  # s10 h-amount, 122.1
            return f"the number of {m.kind} counters you have"
        if isinstance(m, CountersOn):
            on = self._its_word(m.ref, subj)
            if isinstance(m.ref, SelfRef) and self.has("counters_on_self"):  # s11 h-count
                on = f"{self.st.self_word}'s"
            on = "it" if on == "its" else on[: -len("'s")]
            kind = f"{m.kind} " if m.kind else ""  # s10 h-amount: "" every kind (122.1)
            return f"the number of {kind}counters on {on}"
        if isinstance(m, CountOf) and m.players == "opponent":
            return "the number of opponents you have"
        if isinstance(m, CountOf) and self.has("count:on the battlefield"):  # h-amount
            return f"the number of {self._plural_objs(m.filter)} on the battlefield"
        if isinstance(m, CountOf):
            return "the number of " + self._plural_objs(m.filter)
        if isinstance(m, NamedCount):  # h-amount: 201.2
            return f"the number of {m.what} named {self.st.self_word} {m.where}"
        if isinstance(m, PlayerCount):  # h-amount: one player's objects
            return self._player_count_text(m)
        if isinstance(m, AmongOf):  # h-amount
            return self._among_text(m)
        if isinstance(m, Arith):  # h-amount: 107.1
            return self._arith_text(m, subj)
        if isinstance(m, GreatestPower):
            return "the greatest power among " + self._plural_objs(m.filter)
        if isinstance(m, Devotion):  # 700.5
            return "your devotion to " + " and ".join(COLOR_NAMES[c] for c in m.colors)
        if isinstance(m, DamageDealtAmount):
            return "the damage dealt this way"
        if isinstance(m, LifeLostAmount):  # 119.3 (s11 h-combat)
            return "the life lost this way"
        if isinstance(m, DieResult):  # 706.2 (ir/random.py)
            return "the result"
        if isinstance(m, PartySize):  # h-amount: 700.8
            return "the number of creatures in your party"
        if isinstance(m, ThisTurnCount) and m.kind == "cast spells":  # h-amount: 601.2i
            return "the number of spells you've cast this turn"
        if isinstance(m, ThisTurnCount) and m.kind == "drawn":  # h-amount: 121.1
            return "the number of cards you've drawn this turn"
        if isinstance(m, ThisTurnCount) and m.kind == "gained" and self.has("amount:you've gained"):
            return "the amount of life you've gained this turn"  # h-amount: 119.9
        if isinstance(m, ThisTurnCount) and m.kind == "opponents lost":  # h-amount: 119.3
            if self.has("amount:lost by"):
                return "the total life lost by your opponents this turn"
            return "the total amount of life your opponents lost this turn"
        if isinstance(m, ThisTurnCount | BasicLandTypes):  # h-history (render/history.py)
            return history_amount_text(m)
        if isinstance(m, ColorsSpent):  # 702.44a: converge's "where X is ..."
            return "the number of " + self.for_each_text(m).replace("color ", "colors ", 1)
        raise ValueError(f"can't render amount {m!r}")

    def _player_count_text(self, m: PlayerCount) -> str:
        words = m.words
        if words.startswith("target "):  # the target is first named here (115.1)
            words = self.ref_text(m.player) + "'s"
        if m.filter.zone in ("hand", "graveyard"):
            objs = self.filter_text(m.filter, plural=True)
            for where in (" in a graveyard", " in all graveyards", " in graveyards"):
                objs = objs.removesuffix(where)
            return f"the number of {objs} in {words} {m.filter.zone}"
        return f"the number of {self._plural_objs(m.filter)} {words}"

    def _plural_objs(self, f: Filter) -> str:
        """ "creatures you control", "other Dragons you control" (109.5: "other")."""
        if f.other:
            return "other " + self.filter_text(replace(f, other=False), plural=True)
        return self.filter_text(f, plural=True)

    def _among_text(self, m: AmongOf) -> str:
        objs = self._plural_objs(m.filter)
        if m.kind.startswith("total "):
            return f"the {m.kind} of {objs}"
        if m.kind.startswith("greatest "):
            return f"the {m.kind} among {objs}"
        if m.kind == "names":
            return f"the number of differently named {objs}"
        return f"the number of {m.kind} among {objs}"

    def _arith_text(self, m: Arith, subj: Any) -> str:
        def side(v: Any) -> str:
            if isinstance(v, int):
                return number_text(v) if m.words else str(v)
            return self.measure_text(v, subj)

        if m.op in ("plus", "minus"):
            return f"{side(m.left)} {m.op} {side(m.right)}"
        if m.op == "twice":
            return f"twice {side(m.left)}"
        return f"half {side(m.left)}, rounded {m.op.split()[1]}"  # 107.1a

    def for_each_text(
        self,
        count: CountOf
        | CountersOn
        | PartySize
        | BasicLandTypes
        | ThisTurnCount
        | AttachedCount
        | ColorsSpent
        | PlayerCount
        | DestroyedThisWay,
    ) -> str:
        if isinstance(count, PartySize):  # 700.8 (h-costs)
            return "creature in your party"
        if isinstance(count, BasicLandTypes):  # 207.2c (h-costs)
            return "basic land type among lands you control"
        if isinstance(count, ThisTurnCount | AttachedCount):  # h-history
            return history_each_text(count, self.st.self_word)
        if isinstance(count, ColorsSpent):  # s10 engine: 702.44a
            return "color of mana spent to cast " + ("this spell" if count.spell else "it")
        if isinstance(count, CountersOn):  # "for each charge counter on it" (122.1)
            on = self._its_word(count.ref, None)
            on = "it" if on == "its" else on[: -len("'s")]
            return f"{count.kind} counter on {on}"
        if isinstance(count, DestroyedThisWay):  # 701.8a
            return self.filter_text(count.filter) + " destroyed this way"
        if isinstance(count, PlayerCount):  # 608.2c: "creature they control"
            if count.filter.zone in ("hand", "graveyard"):
                objs = self.filter_text(count.filter)
                for where in (" in a graveyard", " in a hand"):
                    objs = objs.removesuffix(where)
                return f"{objs} in {count.words} {count.filter.zone}"
            return f"{self.filter_text(count.filter)} {count.words}"
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
            if isinstance(e, SearchLibrary):
                continue  # h-amount: "..., where X is ..., put them ..." (render/effects.search)
            for name in _AMOUNT_FIELDS:
                value = getattr(e, name, None)
                if isinstance(value, WhereX):
                    return ", where X is " + self.measure_text(value.value, subj)
                if isinstance(value, ForEach) and not isinstance(value.value, VoteCount):
                    return " for each " + self.for_each_text(value.value)
        for i, spec in enumerate(self.st.targets):  # s10 h-amount: a target's "mana value X"
            bound = spec.filter.bound
            named = any(
                getattr(e, n) == TargetRef(i) for e in group for n in e.__dataclass_fields__
            )
            if bound is not None and spec.filter.mana_value_x is not None and named:
                return ", where X is " + self.measure_text(bound[2], subj)
        return ""
