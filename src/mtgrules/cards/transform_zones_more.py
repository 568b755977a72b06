"""h-zones (issue 12): a player other than the controller searches their own library: "Its
controller may search their library for a basic land card, put it onto the battlefield
tapped, then shuffle." (Path to Exile), "Each player may search their library for a basic
land card, reveal it, put it into their hand, then shuffle." (701.23a, 701.20a, 608.2d).
The searcher is a player reference (``SearchLibrary.who``); the engine is
rules/effects_search.py."""

from __future__ import annotations

from dataclasses import replace
from typing import Any, cast

from mtgrules.cards.ir import (
    ChosenNameRef,
    ExileSameName,
    Filter,
    HandToLibrary,
    PutItsCounters,
    ReturnToBattlefield,
    SearchLibrary,
    SelfRef,
    ShuffleIntoLibrary,
    TargetControllerRef,
    TargetRef,
    TargetSpec,
    YouRef,
)
from mtgrules.cards.transform_effects import ANY_NUMBER, SELF_NAMED, Chain, Pred
from mtgrules.cards.transform_nouns import NP, Context, Unread, words_of


class ZonesMoreMixin:
    ctx: Context

    def their_search_put(self, c: list[Any]) -> tuple[str, bool, str]:
        # "put it into their hand" / "onto the battlefield [tapped]": read as "your" is
        # (transform_effects.search_put)
        return self.search_put(c)  # type: ignore[attr-defined, no-any-return]

    def e_other_search(self, c: list[Any]) -> SearchLibrary:
        who, what, put = c[0], c[1], c[-1]
        found: SearchLibrary = cast(Any, self)._search(what, put, False)  # transform_effects
        return replace(found, who=who, optional=True)

    def e_other_search_reveal(self, c: list[Any]) -> SearchLibrary:
        who, what, pron, put = c[0], c[1], c[2], c[-1]
        if pron in ("that card", "those cards"):
            self.ctx.variants.add("search_reveal:" + pron)
        found: SearchLibrary = cast(Any, self)._search(what, put, True)
        return replace(found, who=who, optional=True)

    # --- 601.2c: "up to three target cards from a single graveyard" ------------------------

    def _single_gy(self, n: int, np: NP, up_to: bool) -> TargetRef:
        self.ctx.variants.add("gy:from")  # written back "from a single graveyard"
        flt = replace(np.filter, zone="graveyard", single_graveyard=True)
        spec = TargetSpec("object", flt, count=n, up_to=up_to)
        ref: TargetRef = cast(Any, self)._target(spec)  # transform_nouns.py
        return ref

    def tgt_up_to_single_gy(self, c: list[Any]) -> TargetRef:
        return self._single_gy(int(c[0]), c[1], True)

    def tgt_n_single_gy(self, c: list[Any]) -> TargetRef:
        return self._single_gy(int(c[0]), c[1], False)

    # --- 701.23: "Search its controller's graveyard, hand, and library for all cards with the
    # same name as that spell and exile them. Then that player shuffles." -------------------

    def search_same_name_exile(self, c: list[Any]) -> Any:
        ante = self.ctx.antecedent
        if not isinstance(ante, TargetRef):
            raise Unread("its controller's graveyard", "no target for 'its controller'")
        count, noun = c[0], c[1]
        self.ctx.variants.add("same_name:" + noun)
        whose = TargetControllerRef(ante.index)
        return Chain([ExileSameName(whose, ante, any_number=count != "all")])

    def search_chosen_name_exile(self, c: list[Any]) -> Any:
        # 201.4, 701.23a-b: the name chosen by the instruction before (ChooseValue)
        whose, count, then = c[0], c[1], c[2]
        if then:
            self.ctx.variants.add("named_shuffles:then")
        return Chain([ExileSameName(whose, ChosenNameRef(), any_number=count != "all")])

    def ns_then(self, c: list[Any]) -> bool:
        return True  # "Then that player shuffles."

    def ns_plain(self, c: list[Any]) -> bool:
        return False  # "That player shuffles."

    def snw_player(self, c: list[Any]) -> TargetRef:
        return self.ctx.add_target(TargetSpec("player"))

    def snw_opponent(self, c: list[Any]) -> TargetRef:
        return self.ctx.add_target(TargetSpec("player", player="opponent"))

    def same_name_count(self, c: list[Any]) -> str:
        return words_of(c)

    def same_name_noun(self, c: list[Any]) -> str:
        return words_of(c)

    # --- 701.23a: "Search target opponent's library for ... Then that player shuffles." ----

    def search_their_library(self, c: list[Any]) -> Chain:
        whose, what, put, who = c[0], c[1], c[2], c[3]
        if isinstance(whose, YouRef):
            raise Unread("your library", "not another player's library")
        n, np, up_to = what
        dest, pron = put
        self.ctx.variants.add("their_lib:" + pron)
        self.ctx.variants.add("their_lib_who:" + who)
        s = SearchLibrary(np.filter, dest, count=n, up_to=up_to, library_of=whose)
        return Chain([s])

    def their_lib_put(self, c: list[Any]) -> tuple[str, str]:
        text = words_of(c)
        pron = next(
            (p for p in ("that card", "those cards", "them", "it") if f" {p} " in f" {text} "), "it"
        )
        if text.startswith("exile"):
            return ("exile", pron)
        if text.endswith("graveyard"):
            return ("graveyard", pron + ("|that player's" if "that player's" in text else ""))
        return ("battlefield", pron)

    def their_lib_who(self, c: list[Any]) -> str:
        return words_of(c)

    # --- 614.1c: "return ... to the battlefield with a +1/+1 counter on it" ----------------

    def e_reanimate_counters(self, c: list[Any]) -> ReturnToBattlefield:
        base: ReturnToBattlefield = cast(Any, self).e_reanimate(
            [x for x in c if not (isinstance(x, tuple) and x[0] == "counter")]
        )
        # s11 h-count: ("counter", kind, n) for "two +1/+1 counters"
        kinds = tuple(
            (x[1], x[2] if len(x) > 2 else 1)
            for x in c
            if isinstance(x, tuple) and x[0] == "counter"
        )
        return replace(base, counters=kinds)

    def entering_counter(self, c: list[Any]) -> tuple[str, str]:
        return ("counter", str(c[-1]))

    # --- 701.24a: "Each player shuffles their hand and graveyard into their library." -------

    def p_shuffle_hand_gy(self, c: list[Any]) -> Pred:
        return Pred(lambda who: [ShuffleIntoLibrary(who, hand=True)])

    def e_shuffle_gy_into_library(self, c: list[Any]) -> ShuffleIntoLibrary:
        return ShuffleIntoLibrary(YouRef())

    def e_shuffle_hand_gy_into_library(self, c: list[Any]) -> ShuffleIntoLibrary:
        return ShuffleIntoLibrary(YouRef(), hand=True)

    # --- 602.2b: "Return this enchantment to its owner's hand:" as a cost ------------------

    def c_return_self(self, c: list[Any]) -> dict[str, Any]:
        self.ctx.antecedent = SelfRef()
        return {"return_self": True}

    # --- 401.4: "put two cards from your hand on top of your library in any order" ---------

    def e_hand_to_library(self, c: list[Any]) -> HandToLibrary:
        n = c[0]
        if not isinstance(n, int):
            raise Unread("cards from your hand", "an unknown number of cards")
        position = "bottom" if "bottom" in c[1] else "top"
        if n > 1 and "order" not in c[2:]:
            raise Unread("cards from your hand", "no order named")
        if n == 1 and "order" in c[2:]:
            raise Unread("in any order", "one card has no order")
        return HandToLibrary(n, position)

    def hand_lib_where(self, c: list[Any]) -> str:
        return words_of(c)

    def hand_lib_order(self, c: list[Any]) -> str:
        return "order"

    # --- 122.8: "When this creature dies, put its counters on target creature you control." -

    def e_put_its_counters(self, c: list[Any]) -> PutItsCounters:
        # "its": this object as it left the battlefield (rules/support.py refuses any other
        # trigger)
        return PutItsCounters(c[-1])

    # --- 201.5: "search your library for a card named ~" ------------------------------------

    def _named_self(self, n: int, up_to: bool) -> tuple[int, NP, bool]:
        return (n, NP(Filter(zone="library"), plural=n > 1, noun=SELF_NAMED), up_to)

    def search_what_named_self(self, c: list[Any]) -> tuple[int, NP, bool]:
        return self._named_self(1, False)

    def search_what_named_self_up_to(self, c: list[Any]) -> tuple[int, NP, bool]:
        return self._named_self(int(c[0]), True)

    def search_what_named_self_any(self, c: list[Any]) -> tuple[int, NP, bool]:
        return self._named_self(ANY_NUMBER, True)

    # --- 205.3: "search your library for an Aura or Equipment card" -------------------------

    def search_what_subtypes(self, c: list[Any]) -> tuple[int, NP, bool]:
        basic = "basic" in c
        subs = [x for x in c if isinstance(x, str) and x != "basic"]
        self.ctx.variants.add("search_sub:" + ("basic" if basic else "") + ":" + ",".join(subs))
        flt = Filter(subtypes=frozenset(subs), zone="library")
        if basic:
            flt = replace(flt, supertypes=frozenset({"basic"}))
        return (1, NP(flt, noun="card"), False)

    def search_basic(self, c: list[Any]) -> str:
        return "basic"
