"""Transformer methods for amounts (107.1, 107.3): "equal to ...", "where X is ...", "for each".

A ``measure`` is a value computed as the effect is carried out (``ir.Measure``): a count of
objects matching a noun phrase, counters on an object, a life total, an object's power,
toughness or mana value, the greatest power among some creatures. It appears three ways:

- inline, "deals damage equal to the number of cards in your hand": the bare measure is
  the effect's amount (read by the predicates, ``transform_predicates.py``);
- "X ..., where X is MEASURE.": the sentence's X amounts become :class:`ir.WhereX` (107.3c:
  X defined by the text, not chosen);
- "... for each NOUN.": the sentence's one number becomes :class:`ir.ForEach` (that number
  times the count), "gets +1/+1 for each ..." a ``ModifyPTX`` whose X is the count.

The sentence forms are :func:`where_x` and :func:`for_each`, applied to a sentence's effects.
"""

from __future__ import annotations

from dataclasses import fields, is_dataclass, replace
from typing import Any

from mtgrules.cards.ir import (
    AddCounters,
    AddMana,
    Amass,
    Bolster,
    Connive,
    CountersOn,
    CounterSpell,
    CountOf,
    CreateToken,
    DamageDealtAmount,
    DealDamage,
    Devotion,
    Discard,
    Draw,
    Filter,
    ForEach,
    GainLife,
    GreatestPower,
    Incubate,
    LifeTotalOf,
    LoseLife,
    ManaValueOf,
    Mill,
    ModifyPT,
    ModifyPTX,
    PowerOf,
    SacrificedRef,
    Scry,
    SearchLibrary,
    SelfRef,
    Surveil,
    ToughnessOf,
    WhereX,
    XAmount,
)
from mtgrules.cards.ir.animate import Animate  # h-misc
from mtgrules.cards.ir.s10_cant import Earthbend  # s10 h-cant: 701.66a
from mtgrules.cards.transform_nouns import NP, NounsMixin, Unread

__all__ = ["ITS", "AmountsMixin", "for_each", "resolve_its", "where_x"]

#: "its power" before the reference "its" names is known (the predicate's subject, or what
#: "it" refers to): see :func:`resolve_its`.
ITS = "its"

# effects whose amount field a "where X is" / "for each" sentence may set, and the field
_AMOUNT_FIELD: dict[type, str] = {
    DealDamage: "amount",
    GainLife: "amount",
    LoseLife: "amount",
    Draw: "count",
    Discard: "count",
    Mill: "count",
    AddCounters: "count",
    # "create a 1/1 ... token for each Forest you control" (111.1, 107.1)
    CreateToken: "count",
    # "Add {G} for each Elf you control" (106.4, 107.1)
    AddMana: "count",
    # "Counter target spell unless its controller pays {1} for each ..." (118.12a, 107.1)
    CounterSpell: "unless_times",
    # "Amass Orcs X, where X is ..." / "connives X, where X is ..." (701.47a, 701.50e)
    Amass: "count",
    Bolster: "count",
    Connive: "count",
    Incubate: "count",  # "incubate X, where X is its power" (701.53a)
    Earthbend: "count",  # s10: "earthbend X, where X is ..." (701.66a)
    # h-amount: "scry X, where X is ...", "search your library for up to X basic land cards,
    # where X is ..." (701.22a, 701.25a, 701.23b)
    Scry: "count",
    Surveil: "count",
    SearchLibrary: "count",
    Animate: "amount",  # h-misc: "becomes an X/X Elemental creature, where X is ..." (613.4b)
}


def resolve_its(value: Any, ref: Any) -> Any:
    """A measure with its "its" placeholder replaced by ``ref``."""
    if _has_its(value):
        return replace(value, ref=ref)
    return value


def _has_its(value: Any) -> bool:
    return is_dataclass(value) and getattr(value, "ref", None) == ITS


def where_x(effects: list[Any], value: Any) -> list[Any]:
    """107.3c: "..., where X is VALUE": every X amount of the sentence is VALUE."""
    out: list[Any] = []
    found = False
    for e in effects:
        if isinstance(e, ModifyPTX) and isinstance(e.amount, XAmount):
            out.append(replace(e, amount=WhereX(value)))
            found = True
            continue
        if isinstance(e, CounterSpell) and e.unless_pays == "{X}" and e.unless_times == 1:
            # h-amount: "... unless its controller pays {X}, where X is ..." (118.12a): {1}
            # X times, X worked out as it resolves (608.2h)
            out.append(replace(e, unless_pays="{1}", unless_times=WhereX(value)))
            found = True
            continue
        if isinstance(e, CreateToken) and isinstance(e.pt_x, XAmount):
            # h-amount: "Create an X/X ... token, where X is ..." (107.3c)
            e = replace(e, pt_x=WhereX(value))
            found = True
        name = _AMOUNT_FIELD.get(type(e))
        if name is not None and isinstance(getattr(e, name), XAmount):
            out.append(replace(e, **{name: WhereX(value)}))
            found = True
            continue
        if _mentions_x(e):
            raise Unread("where X is", "an X this reading can't define")
        out.append(e)
    if not found:
        raise Unread("where X is", "no X in the sentence")
    return out


def _mentions_x(e: Any) -> bool:
    if isinstance(e, XAmount | ModifyPTX):
        return True
    if is_dataclass(e) and not isinstance(e, type):
        return any(_mentions_x(getattr(e, f.name)) for f in fields(e))
    if isinstance(e, tuple | list):
        return any(_mentions_x(x) for x in e)
    return False


def for_each(
    effects: list[Any], count: CountOf | CountersOn, joins: list[str] | None = None
) -> list[Any]:
    """ "... for each NOUN": the sentence's one effect with a number does it that many times
    the count (its amount becomes ``ForEach``); "gets +1/+1 for each" a ModifyPTX.

    "Put a charge counter on this artifact, then draw a card for each charge counter on it":
    after ", then" the last instruction is a clause of its own, and "for each" ends it."""
    counted = [
        k
        for k, e in enumerate(effects)
        if isinstance(e, ModifyPT)
        or (
            type(e) in _AMOUNT_FIELD
            and isinstance(getattr(e, _AMOUNT_FIELD[type(e)]), int)
            and (not isinstance(e, CounterSpell) or _generic(e.unless_pays))
        )
    ]
    last = len(effects) - 1
    if (
        len(counted) > 1
        and counted[-1] == last
        and joins
        and len(joins) == last
        and joins[-1] in (", then ", " then ")
    ):
        counted = [last]
    if len(counted) != 1:
        raise Unread("for each", "not one number for 'for each' to multiply")
    k = counted[0]
    e = effects[k]
    out = list(effects)
    if isinstance(e, ModifyPT):
        out[k] = ModifyPTX(e.what, e.power, e.toughness, e.duration, ForEach(count))
    else:
        name = _AMOUNT_FIELD[type(e)]
        out[k] = replace(e, **{name: ForEach(count, getattr(e, name))})
    return out


def _generic(mana: str | None) -> bool:
    """ "{1}", "{2}": a generic mana cost a "for each" may multiply (107.4b)."""
    return mana is not None and mana.startswith("{") and mana[1:-1].isdigit()


class AmountsMixin(NounsMixin):
    # --- measures ("equal to ...", "where X is ...") --------------------------------------

    def m_count(self, c: list[Any]) -> CountOf:
        np: NP = c[0]
        return CountOf(np.filter)

    def m_count_sub(self, c: list[Any]) -> CountOf:
        # "the number of Swamps you control": a plural subtype (obj_pl_bare's second form)
        return CountOf(self.obj_pl_bare(c).filter)

    def m_opponents(self, c: list[Any]) -> CountOf:
        return CountOf(Filter(), players="opponent")

    def m_counters(self, c: list[Any]) -> CountersOn:
        kind, ref = c
        return CountersOn(ref, kind)

    def m_its(self, c: list[Any]) -> str:
        return ITS

    def m_self(self, c: list[Any]) -> SelfRef:
        return c[0]  # type: ignore[no-any-return]

    def m_it(self, c: list[Any]) -> Any:
        return self._its_now()

    def m_power(self, c: list[Any]) -> Any:
        return PowerOf(c[0])

    def m_toughness(self, c: list[Any]) -> Any:
        return ToughnessOf(c[0])

    def m_mana_value(self, c: list[Any]) -> Any:
        return ManaValueOf(c[0])

    def m_life_you(self, c: list[Any]) -> LifeTotalOf:
        return LifeTotalOf()

    def m_devotion(self, c: list[Any]) -> Devotion:
        # 700.5: "your devotion to black", "... to black and red"
        return Devotion(tuple(str(x) for x in c))

    def m_greatest_power(self, c: list[Any]) -> GreatestPower:
        np: NP = c[0]
        return GreatestPower(np.filter)

    def m_damage_dealt(self, c: list[Any]) -> DamageDealtAmount:
        return DamageDealtAmount()

    def measure(self, c: list[Any]) -> Any:
        return c[0]

    # --- "for each" ------------------------------------------------------------------------

    def fe_obj(self, c: list[Any]) -> CountOf:
        np: NP = c[0]
        return CountOf(np.filter)

    def fe_opponent(self, c: list[Any]) -> CountOf:
        return CountOf(Filter(), players="opponent")

    # --- "its" ------------------------------------------------------------------------------

    def _its_now(self) -> Any:
        """What "it"/"its" names outside a predicate with an object subject: what "it" refers
        to, else the object with the ability."""
        ante = self.ctx.antecedent
        if ante is None:
            self.ctx.variants.add("its_self")
            return SelfRef()
        if isinstance(ante, str):
            raise Unread("its", "nothing for 'its' to refer to")
        if isinstance(ante, SelfRef):
            self.ctx.variants.add("its_self")
        if isinstance(ante, SacrificedRef):  # "the sacrificed creature's power ... its toughness"
            self.ctx.variants.add("its_sacrificed")
        return ante

    def settle_its(self, value: Any) -> Any:
        """A measure's "its" read as :meth:`_its_now` (for predicates without an object
        subject, and the sentence forms)."""
        return resolve_its(value, self._its_now()) if _has_its(value) else value
