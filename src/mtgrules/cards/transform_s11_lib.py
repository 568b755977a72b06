"""s11 h-lib: choosing, the top cards of a library, and cost changes."""

from __future__ import annotations

from dataclasses import replace
from typing import Any, cast

from lark import Token, Tree

from mtgrules.cards.ir import (
    BecomesChosen,
    CostChange,
    CostReduction,
    Filter,
    HappenedThisTurn,
    Keyword,
    PutInLibrary,
    PutInLibraryAt,
    Ref,
    RevealPiles,
    StaticAbility,
    ThisTurnCount,
    TurnCostReduction,
    YourTurn,
)
from mtgrules.cards.transform_effects import Chain, Pred
from mtgrules.cards.transform_nouns import NP, Unread, _spec_of

#: 110.4: the card types a permanent may have ("target creature's owner")
_PERMANENT_TYPES = frozenset(
    {"artifact", "creature", "enchantment", "land", "planeswalker", "battle"}
)


class S11LibMixin:
    """Transformer methods for the s11 h-lib family of phrasings."""

    def kw_affinity_np(self, c: list[Any]) -> Keyword:
        # 702.41a: "Affinity for [text]" counts the permanents of [text] you control; [text]
        # is any plural noun phrase ("Cats", "historic permanents")
        np: NP = c[0]
        return Keyword("affinity", filter=np.filter)

    # --- 608.2d, 401.4: "Target creature's owner puts it on their choice of the top or
    # bottom of their library." ----------------------------------------------------------

    def s11_poss_head(self, c: list[Any]) -> dict[str, Any]:
        names = [str(t).removesuffix("'s") for t in c if str(t) != "or"]
        if names == ["permanent"]:
            return {"noun": "permanent"}
        if not set(names) <= _PERMANENT_TYPES:  # a spell's or a source's owner: not read
            raise Unread(" or ".join(names), "the owner of a permanent only")
        me = cast(Any, self)
        return cast(dict[str, Any], me._head([me._types(names)]))

    def s11_owner_poss(self, c: list[Any]) -> Ref:
        me = cast(Any, self)
        np: NP = me._np(c, False)
        me.ctx.variants.add("s11_owner:poss")
        return cast(Ref, me._target(_spec_of(np)))

    def s11_owner_of(self, c: list[Any]) -> Ref:
        cast(Any, self).ctx.variants.add("s11_owner:of")
        return cast(Ref, c[0])

    def s11_owner_its(self, c: list[Any]) -> Ref:
        me = cast(Any, self)
        me.ctx.variants.add("s11_owner:its")
        return cast(Ref, me.ref_it([]))

    def s11_owner_top_bottom(self, c: list[Any]) -> Chain:
        return Chain([PutInLibraryAt(c[0], owner_chooses=True)])

    # --- 601.2f: "Kithkin spells and Soldier spells you cast cost {1} less to cast." -----

    def s11_kind_color(self, c: list[Any]) -> tuple[str, str]:
        return ("colors", str(c[0]))

    def s11_kind_subtype(self, c: list[Any]) -> tuple[str, str]:
        return ("subtypes", str(c[0]))

    def _s11_pair(self, kinds: list[tuple[str, str]], form: str) -> Filter:
        if kinds[0][0] != kinds[1][0] or kinds[0][1] == kinds[1][1]:
            raise Unread("spells and", "two kinds of spells of different sorts")
        me = cast(Any, self)
        me.ctx.variants.add(f"s11_pair:{form}:{kinds[0][1]},{kinds[1][1]}")
        both = frozenset(k[1] for k in kinds)
        # a spell of either kind (Filter.colors and Filter.subtypes are disjunctions)
        if kinds[0][0] == "colors":
            return Filter(zone="stack", controller="you", colors=both)
        return Filter(zone="stack", controller="you", subtypes=both)

    def s11_pair_long(self, c: list[Any]) -> Filter:
        return self._s11_pair(c, "long")

    def s11_pair_short(self, c: list[Any]) -> Filter:
        return self._s11_pair([("subtypes", str(c[0])), ("subtypes", str(c[1]))], "short")

    def s11_pair_cost_reduction(self, c: list[Any]) -> StaticAbility:
        # 601.2f, 118.7a: generic mana only
        mana = str(c[1]).upper()
        if not mana[1:-1].isdigit():
            raise Unread(mana, "only generic mana in a cost increase or reduction")
        return StaticAbility(CostReduction(c[0], mana))

    # --- 601.2f, 601.2i: "The second spell you cast each turn costs {1} less to cast." -----

    def s11_nth(self, c: list[Any]) -> int:
        return {"first": 1, "second": 2}[str(c[0])]

    def s11_nth_kind(self, c: list[Any]) -> Filter:
        text = " ".join(str(t) for t in c)
        if text == "noncreature":
            return Filter(non_types=frozenset({"creature"}))
        return Filter(types=frozenset(w for w in text.split() if w != "or"))

    def s11_nth_spell_cost(self, c: list[Any]) -> StaticAbility:
        nth: int = c[0]
        kind = next((x for x in c if isinstance(x, Filter)), Filter())
        mana = str(next(x for x in c if isinstance(x, Token))).upper()
        if not mana[1:-1].isdigit():
            raise Unread(mana, "only generic mana in a cost increase or reduction")
        more = any(isinstance(x, Tree) and x.data == "cost_dir" and "more" in x.children for x in c)
        flt = replace(kind, zone="stack")
        return StaticAbility(CostChange(flt, mana, more, caster="you", nth=nth))

    # --- 601.2f, 601.2i: "... if you've cast another spell this turn" ----------------------

    def s11_another_kind(self, c: list[Any]) -> str:
        return "cast " + " ".join(str(t) for t in c)

    def s11_sc_cast_another(self, c: list[Any]) -> dict[str, Any]:
        kind = c[0] if c else "cast spells"
        # 601.2i: the spell being cast isn't counted yet: "another" is one cast before it
        return {"condition": HappenedThisTurn(kind, 1, form="another")}

    def s11_sc_your_turn(self, c: list[Any]) -> dict[str, Any]:
        cast(Any, self).ctx.variants.add("s11_sc:during your turn")
        return {"condition": YourTurn()}  # 102.1: "during your turn"

    # --- 608.2d: "Exile the top two cards of your library. Choose one of them. ..." -------

    def s11_impulse_choose(self, c: list[Any]) -> Chain:
        count = c[0]
        if not isinstance(count, int) or count < 2:
            raise Unread("choose one of them", "one of two or more cards exiled")
        chain: Chain = cast(Any, self).impulse([1, c[1]])  # "that card": the chosen one
        (e,) = chain.effects
        chain.effects = [replace(e, count=count, choose_one=True)]
        return chain

    # --- 601.2f, 611.2a: "Artifact spells you cast this turn cost {1} less to cast." ------

    def s11_as_resolves(self, c: list[Any]) -> Any:
        return cast(Any, self).settle_its(c[0])  # 608.2h: X as the ability resolves

    def _s11_turn_mana(self, c: list[Any], has_x: bool) -> str:
        mana = str(next(x for x in c if isinstance(x, Token))).upper()
        if mana == "{X}" and has_x:
            return mana
        if not mana[1:-1].isdigit() or has_x:
            raise Unread(mana, "only generic mana in a cost reduction ({X}: 'where X is')")
        return mana

    def s11_turn_cost(self, c: list[Any]) -> Chain:
        np: NP = c[0]
        flt = replace(np.filter, zone="stack")
        if flt.controller is not None:
            raise Unread("you cast this turn", "spells named by their controller twice")
        return Chain([TurnCostReduction(flt, self._s11_turn_mana(c, False))])

    def s11_next_cost(self, c: list[Any]) -> Chain:
        kind = next((x for x in c if isinstance(x, Filter)), Filter())
        x = next((v for v in c if not isinstance(v, Filter | Token)), None)
        mana = self._s11_turn_mana(c, x is not None)
        return Chain([TurnCostReduction(replace(kind, zone="stack"), mana, True, x)])

    # --- 701.20a, 608.2d: "An opponent separates those cards into two piles." -------------

    def s11_piles_opponent(self, c: list[Any]) -> Chain:
        return Chain([RevealPiles(int(c[0]))])

    def s11_piles_you(self, c: list[Any]) -> Chain:
        return Chain([RevealPiles(int(c[0]), you_separate=True)])

    # --- 105.4, 608.2d: "becomes the color or colors of your choice" -----------------------

    def s11_becomes_colors(self, c: list[Any]) -> Pred:
        return Pred(lambda who: [BecomesChosen(who, "color or colors")])

    def s11_look_may_reveal_that(self, c: list[Any]) -> dict[str, Any]:
        me = cast(Any, self)
        me.ctx.variants.add("s11_look:that card")  # 701.20a: "and put that card ..."
        return cast(dict[str, Any], me.look_may_reveal(c))

    def s11_fe_attacked(self, c: list[Any]) -> ThisTurnCount:
        return ThisTurnCount("attackers")  # 508.1: declared as attackers this turn

    def s11_owner_shuffle(self, c: list[Any]) -> Chain:
        cast(Any, self).ctx.variants.add("s11_owner_shuffles")  # 701.24a
        return Chain([PutInLibrary(c[0], "shuffle")])
