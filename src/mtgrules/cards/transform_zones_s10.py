"""s10 h-zones (issue 12): another player's hand and library: "Target opponent reveals their
hand. You choose a nonland card from it and exile that card." (701.20a, 608.2d), "Look at
target player's hand." and "look at the top card of target player's library" (701.20e). The
IR is ir/zones_s10.py, the writing back render/zones_s10.py, the engine
rules/effects_zones_s10.py."""

from __future__ import annotations

from dataclasses import replace
from typing import Any, cast

from mtgrules.cards import words
from mtgrules.cards.ir import (
    ChooseFromHand,
    ChosenRef,
    CounterSpell,
    CounterToZone,
    Destroy,
    Discard,
    Exile,
    ExileFromHand,
    Filter,
    LookAtHand,
    LookAtTheirTop,
    PutInLibrary,
    PutInLibraryAt,
    ReturnToBattlefield,
    ReturnToHand,
    Scry,
    SearchSplit,
    ShuffleLibrary,
    TargetRef,
    TargetSpec,
    TargetsRef,
    Untap,
    XAmount,
    YouRef,
)
from mtgrules.cards.transform_effects import Chain, Fold, Pred
from mtgrules.cards.transform_nouns import NP, Context, Unread, build_filter, make_filter, words_of

#: "then you scry 2", "you return ...", "you discard your hand", "you untap up to six lands"
_YOU_DO = (Scry, ReturnToHand, ReturnToBattlefield, Discard, Untap)


class CounterToInstead(Fold):
    """614.1a: "If that spell is countered this way, put it on top of its owner's library
    instead of into that player's graveyard.": the plain counter before it goes there."""

    def __init__(self, to: str) -> None:
        self.to = to

    def fold(self, effects: list[Any]) -> None:
        last = effects[-1] if effects else None
        if not isinstance(last, CounterSpell) or last != CounterSpell(last.what):
            raise Unread("countered this way", "'countered this way' after no plain counter")
        effects[-1] = CounterToZone(last.what, self.to)


class ZonesS10Mixin:
    ctx: Context

    def _hand_owner(self, who: str) -> TargetRef:
        opp = who.endswith("opponent") or who.endswith("opponent's")
        spec = TargetSpec("player", player="opponent") if opp else TargetSpec("player")
        return self.ctx.add_target(spec)

    def hand_pick_who(self, c: list[Any]) -> str:
        return words_of(c)

    def hand_pick_exile(self, c: list[Any]) -> str:
        return words_of(c)

    their_zone_whose = hand_pick_who

    def reveal_hand_exile(self, c: list[Any]) -> Chain:
        who = self._hand_owner(c[0])
        np: NP = c[1]
        posts = [x for x in c[2:-1] if isinstance(x, tuple)]
        flt = np.filter
        if posts:  # "a card from it with mana value 4 or greater"
            fields = build_filter(posts)
            self.ctx.variants.add("hand_pick:post:" + ",".join(fields))
            flt = replace(flt, **fields)
        if c[-1].startswith("."):
            self.ctx.variants.add("hand_pick:sentence")
        return Chain([ExileFromHand(who, replace(flt, zone="hand"))])

    def reveal_hand_gy_exile(self, c: list[Any]) -> Chain:
        who = self._hand_owner(c[0])
        np: NP = c[1]
        return Chain([ExileFromHand(who, replace(np.filter, zone="hand"), graveyard=True)])

    def e_look_at_hand(self, c: list[Any]) -> LookAtHand:
        return LookAtHand(self._hand_owner(c[0]))

    def e_look_their_top(self, c: list[Any]) -> LookAtTheirTop:
        return LookAtTheirTop(self._hand_owner(c[0]))

    def e_look_their_back(self, c: list[Any]) -> LookAtTheirTop:
        return LookAtTheirTop(self._hand_owner(c[1]), int(c[0]), reorder=True)

    # --- 701.24a: "You may shuffle." / "You may have that player shuffle." ----------------

    def may_shuffle(self, c: list[Any]) -> Chain:
        return Chain([ShuffleLibrary(YouRef())])

    def may_have_shuffle(self, c: list[Any]) -> Chain:
        who = self.ctx.player
        if who is None:
            raise Unread("that player shuffle", "no player named before")
        return Chain([ShuffleLibrary(who)])

    def e_destroy_pair(self, c: list[Any]) -> Destroy:  # 608.2c: both at once
        return Destroy(self._pair(c))

    def e_exile_pair(self, c: list[Any]) -> Exile:
        return Exile(self._pair(c))

    def _pair(self, c: list[Any]) -> TargetsRef:
        """ "target creature and target land": two target phrases, one target each (115.1)."""
        specs = self.ctx.targets
        if not all(isinstance(r, TargetRef) and specs[r.index].count == 1 for r in c):
            raise Unread("and", "two target phrases that aren't one target each")
        # a later "it" / "its controller" would name one of two objects: not read
        self.ctx.antecedent = "two targets"
        return TargetsRef(tuple(r.index for r in c))

    def e_shuffle_library(self, c: list[Any]) -> Chain:  # 701.24a: "Shuffle your library."
        self.ctx.variants.add("shuffle:own")
        return Chain([ShuffleLibrary(YouRef(), optional=False)])

    def p_shuffle_library(self, c: list[Any]) -> Pred:  # "... shuffles their library"
        self.ctx.variants.add("shuffle:subject")
        return Pred(lambda who: [ShuffleLibrary(who, optional=False)])

    # --- 205.3: "creature or Vehicle"; 105.2: "blue or black" ------------------------------

    def obj_sg_type_or_sub(self, c: list[Any]) -> NP:
        # "target creature or Vehicle" (Filter.or_subtypes: the type or the subtype)
        kind, sub = [x for x in c if isinstance(x, str)]
        noun = next((x[2] for x in c if isinstance(x, tuple) and x[0] == "noun"), "")
        rest = [x for x in c if not isinstance(x, str) and x[0] != "noun"]
        at = next((i for i, x in enumerate(c) if isinstance(x, str)), 0)
        parts = [*rest[:at], {"noun": noun, "types": {kind}}, *rest[at:]]
        np: NP = cast(Any, self)._np(parts, False)  # transform_nouns.py
        return NP(replace(np.filter, or_subtypes=frozenset({sub})), np.plural, np.noun)

    # --- 608.2d: "return a card at random from your graveyard to your hand" ----------------

    def random_one(self, c: list[Any]) -> tuple[int, Filter]:
        np: NP = c[-1]
        return (1, np.filter)

    def random_n(self, c: list[Any]) -> tuple[int, Filter]:
        np: NP = c[-1]
        return (int(c[0]), np.filter)

    def e_return_random(self, c: list[Any]) -> ReturnToHand:
        n, flt = c[0]
        flt = replace(flt, zone="graveyard", controller="you")
        self.ctx.variants.add("return_random")
        return ReturnToHand(ChosenRef(flt, n, random=True))

    # --- 608.2d: "return up to two creature cards from your graveyard to your hand" --------

    def chosen_up_to(self, c: list[Any]) -> ChosenRef:
        np: NP = c[1]
        return ChosenRef(np.filter, int(c[0]), up_to=True)

    def chosen_n(self, c: list[Any]) -> ChosenRef:
        np: NP = c[1]
        return ChosenRef(np.filter, int(c[0]))

    def e_bounce_chosen_many(self, c: list[Any]) -> ReturnToHand:
        ref: ChosenRef = c[0]
        if ref.filter.zone != "graveyard":
            raise Unread("cards to your hand", "chosen cards not in a graveyard")
        return ReturnToHand(ref)

    def e_reanimate_chosen(self, c: list[Any]) -> Any:
        np: NP = c[0]
        if np.filter.zone != "graveyard":
            raise Unread("to the battlefield", "a chosen card not in a graveyard")
        return cast(Any, self).e_reanimate([ChosenRef(np.filter), *c[1:]])

    # --- 202.3: "with mana value 2" (both bounds) -----------------------------------------

    def obj_sg_mv_eq(self, c: list[Any]) -> NP:
        n = next(x for x in c if isinstance(x, int))
        np: NP = cast(Any, self)._np([x for x in c if not isinstance(x, int)], False)
        return NP(replace(np.filter, mana_value_min=n, mana_value_max=n), np.plural, np.noun)

    # --- 701.23a: "for a basic land card or a Gate card" ------------------------------------

    def search_or_a(self, c: list[Any]) -> str:
        self.ctx.variants.add("or_filter:a")
        return "a"

    def s10_card_np(self, c: list[Any]) -> NP:
        # "basic land card", "Gate card": premodifiers, one type or subtype, "card"
        fields = build_filter([x for x in c if isinstance(x, tuple) and x[0] in ("add", "set")])
        word = c[-1]
        key = "types" if word in words.TYPE_ORDER else "subtypes"
        fields.setdefault(key, set()).add(word)
        return NP(make_filter({**fields, "zone": "library"}), noun="card")

    def search_what_or(self, c: list[Any]) -> tuple[int, NP, bool]:
        first: NP = c[0]
        second: NP = c[-1]
        np = NP(replace(first.filter, or_filter=second.filter), noun="card")
        return (1, np, False)

    # --- 401.7: "into its owner's library second from the top" ------------------------------

    def s10_nth(self, c: list[Any]) -> int:
        return ("second", "third", "fourth", "fifth", "sixth", "seventh").index(str(c[0])) + 2

    def e_put_library_nth(self, c: list[Any]) -> PutInLibraryAt:
        cast(Any, self)._library_words(c[1])  # transform_zones.py
        return PutInLibraryAt(c[0], int(c[2]))

    def e_put_library_choice(self, c: list[Any]) -> PutInLibraryAt:
        cast(Any, self)._library_words(c[1])
        return PutInLibraryAt(c[0])

    # --- 701.23a: "..., put one onto the battlefield tapped and the other into your hand" ---

    def split_reveal(self, c: list[Any]) -> str:
        return words_of(c)

    def split_shuffle(self, c: list[Any]) -> str:
        return words_of(c)

    def split_n(self, c: list[Any]) -> str:
        if isinstance(c[0], int):  # "two of them" (number_word read as a number)
            names = {v: k for k, v in words.NUMBER_WORDS.items()}
            return names[c[0]] + " " + words_of(c[1:])
        return words_of(c)

    def split_dest(self, c: list[Any]) -> str:
        return words_of(c)

    def search_split(self, c: list[Any]) -> Chain:
        count, np, reveal, n_words, first, rest, shuffle = c
        first_n = 1 if n_words.startswith("one") else words.NUMBER_WORDS[n_words.split(" ")[0]]
        if first_n >= int(count):
            raise Unread("and the other", "no card left for the rest")
        self.ctx.variants.add("split_reveal:" + ("and" if reveal.startswith("and") else ","))
        self.ctx.variants.add("split_n:" + n_words)
        self.ctx.variants.add("split_shuffle:" + ("." if shuffle.startswith(".") else ","))

        def dest(words_: str) -> str:
            return words_.split(" ")[-1].replace("tapped", "battlefield")

        split = SearchSplit(
            replace(np.filter, zone="library"),
            int(count),
            first_n,
            dest(first),
            dest(rest),
            first_tapped=first.endswith("tapped"),
            rest_tapped=rest.endswith("tapped"),
        )
        return Chain([split])

    # --- 701.20e, 608.2d: "Look at target player's hand and choose X cards from it. ..." ---

    def hc_x(self, c: list[Any]) -> tuple[Any, bool, Filter]:
        return (XAmount(), False, Filter(zone="hand"))

    def hc_up_to(self, c: list[Any]) -> tuple[Any, bool, Filter]:
        return (int(c[0]), True, Filter(zone="hand"))

    def hc_one(self, c: list[Any]) -> tuple[Any, bool, Filter]:
        np: NP = c[0]
        return (1, False, replace(np.filter, zone="hand"))

    def hand_chosen(self, c: list[Any]) -> str:
        return words_of(c)

    def look_hand_discard(self, c: list[Any]) -> Chain:
        count, up_to, flt = c[1]
        if (c[2] == "that card") != (count == 1 and not up_to):
            raise Unread("discards " + c[2], "the pronoun doesn't fit the cards chosen")
        return Chain([ChooseFromHand(self._hand_owner(c[0]), flt, count, up_to)])

    def look_hand_top(self, c: list[Any]) -> Chain:
        count, up_to, flt = c[1]
        if count != 1 or up_to:
            raise Unread("put that card on top", "more than one card chosen")
        return Chain([ChooseFromHand(self._hand_owner(c[0]), flt, to="top")])

    def look_hand_may_discard(self, c: list[Any]) -> Chain:
        np: NP = c[1]
        flt = replace(np.filter, zone="hand")
        return Chain([ChooseFromHand(self._hand_owner(c[0]), flt, may=True)])

    # --- "then you scry 2": an instruction with its subject "you" written -------------------

    def you_imp_clause(self, c: list[Any]) -> Any:
        effect = c[0]
        if isinstance(effect, Chain | list):
            raise Unread("you", "more than one instruction after 'you'")
        if not isinstance(effect, _YOU_DO):  # the instructions checked with "you" written
            raise Unread("you", "an instruction after 'you' not read this way")
        self.ctx.variants.add("you_imp:" + type(effect).__name__)
        return effect

    def e_put_chosen_onto(self, c: list[Any]) -> Any:
        np: NP = c[0]
        if np.filter.zone != "graveyard":
            raise Unread("onto the battlefield", "a chosen card not in a graveyard")
        return cast(Any, self).e_put_onto_battlefield([ChosenRef(np.filter), *c[1:]])

    # --- 614.1a: "If that spell is countered this way, put it on top of its owner's library
    # instead of into that player's graveyard." -----------------------------------------------

    def counter_to(self, c: list[Any]) -> str:
        return "hand" if words_of(c).endswith("hand") else "top"

    def counter_to_instead(self, c: list[Any]) -> CounterToInstead:
        return CounterToInstead(c[0])

    def e_put_chosen_library(self, c: list[Any]) -> PutInLibrary:
        np: NP = c[0]
        if np.filter.zone != "graveyard":
            raise Unread("on top of", "a chosen card not in a graveyard")
        return PutInLibrary(ChosenRef(np.filter), c[1])
