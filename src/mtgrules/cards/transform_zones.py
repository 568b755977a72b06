"""Transformer methods for zone moves (issue 12): "put ... on top of / on the bottom of its
owner's library", "shuffle ... into its owner's library", "exile target player's graveyard",
"that card", and "look at the top N cards of your library ..." (grammar.lark, the block
"Zone moves"). The wording the text used is kept in the Layout's variants for the renderer
(render/zones.py)."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from mtgrules.cards.ir import (
    PERMANENT_CARD_TYPES,
    AttachedRef,
    EachRef,
    ExileGraveyard,
    ExileTopPlay,
    IfYouDo,
    LookAtTop,
    MillTake,
    PutFromHand,
    PutInLibrary,
    ReturnAtNextEndStep,
    ReturnExiledWith,
    RevealTopIf,
    RevealUntil,
    TargetSpec,
    TriggerObjectRef,
    WhereX,
    XAmount,
    YouRef,
)
from mtgrules.cards.transform_amounts import AmountsMixin
from mtgrules.cards.transform_effects import Chain, as_chain
from mtgrules.cards.transform_nouns import NP, Unread, words_of

#: "any number of them" among X cards: as many as there are
EVERY_CARD = 1_000


class ZonesMixin(AmountsMixin):
    # --- putting into a library (401.4, 701.24) -------------------------------------------

    def lib_whose(self, c: list[Any]) -> str:
        return words_of(c)

    def _library_words(self, words: str) -> None:
        if words not in ("its owner's library", "their owners' libraries"):
            self.ctx.variants.add(f"lib:{words}")

    def lib_top(self, c: list[Any]) -> str:
        self._library_words(c[0])
        return "top"

    def lib_bottom(self, c: list[Any]) -> str:
        self._library_words(c[0])
        return "bottom"

    def e_put_library(self, c: list[Any]) -> Any:
        return PutInLibrary(c[0], c[1])

    def e_shuffle_into(self, c: list[Any]) -> Any:
        self._library_words(c[1])
        return PutInLibrary(c[0], "shuffle")

    def e_put_from_hand(self, c: list[Any]) -> Any:
        np: NP = c[0]
        return PutFromHand(replace(np.filter, zone="hand"), tapped="tapped" in c[1:])

    def may_put_from_hand(self, c: list[Any]) -> Any:
        return replace(self.e_put_from_hand(c), may=True)

    def e_return_next_end_step(self, c: list[Any]) -> Any:
        # 603.7a: "Return it to the battlefield under its owner's control at the beginning
        # of the next end step."
        return ReturnAtNextEndStep(
            c[0], tapped="tapped" in c[1:], under_your_control="under" in c[1:]
        )

    def next_end_step_first(self, c: list[Any]) -> Chain:
        self.ctx.variants.add("next_end_step:first")
        return Chain([self.e_return_next_end_step(c)])

    def head_permanent_card(self, c: list[Any]) -> dict[str, Any]:
        # 110.4a: "permanent card" is an artifact, battle, creature, enchantment, land, or
        # planeswalker card (render/phrases.py writes this set of types back as "permanent")
        return {"noun": "card", "types": set(PERMANENT_CARD_TYPES)}

    def exiled_noun(self, c: list[Any]) -> str:
        return words_of(c)

    def e_return_exiled(self, c: list[Any]) -> Any:
        # 406.6, 607.2a: "return the exiled card to the battlefield under its owner's control"
        return ReturnExiledWith(under_your_control="under" in c[1:], plural=c[0] == "cards")

    # --- "that card" ----------------------------------------------------------------------

    def ref_that_card(self, c: list[Any]) -> Any:
        ante = self.ctx.antecedent
        if (
            isinstance(ante, AttachedRef)
            and ante.kind == "enchanted"
            and self.ctx.trigger_attached_dies
        ):
            # h-zones: "When enchanted creature dies, return that card to ...": the card the
            # creature became in the graveyard (400.7, 603.10a; as "it" does). Not "equipped
            # creature": the Equipment stays, unattached (704.5n), and no longer knows it
            self.ctx.variants.add("attached_that_card")
            return ante
        trigger_card = isinstance(self.ctx.antecedent, TriggerObjectRef)  # "When ... dies"
        if not self.ctx.targets and not self.ctx.trigger_object and not trigger_card:
            raise Unread("that card", "no card for 'that card' to refer to")
        return self.ref_that(["card"])

    def ref_those_cards(self, c: list[Any]) -> Any:
        ref = self.ref_that_card(c)
        for v in [
            v for v in self.ctx.variants if v.startswith("that:") and v.endswith(":that card")
        ]:
            self.ctx.variants.discard(v)
            self.ctx.variants.add(v[: -len("that card")] + "those cards")
        return ref

    # --- exiling a graveyard (406.2) ------------------------------------------------------

    def gy_whose(self, c: list[Any]) -> str:
        return words_of(c)

    def e_exile_graveyard(self, c: list[Any]) -> Any:
        words: str = c[0]
        if words == "target player's graveyard":
            return ExileGraveyard(self.ctx.add_target(TargetSpec("player")))
        if words == "target opponent's graveyard":
            return ExileGraveyard(self.ctx.add_target(TargetSpec("player", player="opponent")))
        if words == "each opponent's graveyard":
            return ExileGraveyard(EachRef(None, "opponent"))
        if words in ("each player's graveyard", "all graveyards"):
            if words == "all graveyards":
                self.ctx.variants.add("exile_gy:all")
            return ExileGraveyard(EachRef(None, "each"))
        if words == "your graveyard":
            return ExileGraveyard(YouRef())
        return ExileGraveyard(self.ref_that_player([]))

    # --- looking at the top of a library (701.20a, 701.20e, 401.4) -------------------------

    def look_verb(self, c: list[Any]) -> bool:
        return words_of(c) == "reveal"

    def look_intro(self, c: list[Any]) -> tuple[bool, int]:
        return (c[0], int(c[1]))

    def look_intro_x(self, c: list[Any]) -> tuple[bool, Any]:
        # 107.3c: "Look at the top X cards of your library, where X is ..."
        return (c[0], WhereX(self.settle_its(c[1])))

    def take_dest(self, c: list[Any]) -> tuple[str, bool]:
        text = words_of(c)
        dest = text.split()[-1] if not text.endswith("tapped") else "battlefield"
        return (dest, text.endswith("tapped"))

    def rest_word(self, c: list[Any]) -> str:
        return words_of(c)

    def rest_dest(self, c: list[Any]) -> str:
        return "graveyard" if words_of(c).endswith("graveyard") else "bottom"

    def look_order(self, c: list[Any]) -> str:
        return "random" if "random" in words_of(c) else "any"

    def look_rest_part(self, c: list[Any]) -> dict[str, Any]:
        if c[0] == "the other":
            self.ctx.variants.add("look:the other")
        return {"rest_to": c[1], "rest_order": c[2] if len(c) > 2 else ""}

    def look_may_word(self, c: list[Any]) -> str:
        return "may"

    def look_otherwise(self, c: list[Any]) -> tuple[str, str, bool]:
        return ("otherwise", c[0], False)

    def look_otherwise_hand(self, c: list[Any]) -> tuple[str, str, bool]:
        return ("otherwise", "hand", False)  # 701.20a (Skyward Eye Prophets)

    def look_that_card(self, c: list[Any]) -> str:
        self.ctx.variants.add("look:take that card")  # 701.20a (Momir Vig)
        return "that card"

    def look_otherwise_that_card(self, c: list[Any]) -> tuple[str, str, bool]:
        self.ctx.variants.add("look:that card")  # 701.20a (Coiling Oracle, Momir Vig)
        return ("otherwise", "hand", False)

    def look_if_dont(self, c: list[Any]) -> tuple[str, str, bool]:
        # "If you don't put the card into your hand, [you may] put it into your graveyard."
        self.ctx.variants.add("look:if you don't")
        return ("otherwise", c[-1], "may" in c)

    def look_may_reveal_it(self, c: list[Any]) -> str:
        return "may reveal"

    def look_top_if(self, c: list[Any]) -> Chain:
        # "Reveal the top card of your library. If it's a creature card, put it into your
        # hand. [Otherwise, put it into your graveyard.]" (701.20a): the card is taken only
        # if it matches; otherwise it stays on top, or goes where the text says
        reveal, np = c[0], c[1]
        may = "may" in c or "may reveal" in c
        dest = next(x for x in c if isinstance(x, tuple) and x[0] != "otherwise")
        other = next((x for x in c if isinstance(x, tuple) and x[0] == "otherwise"), None)
        rest = other[1] if other is not None else "top"
        self.ctx.variants.add("look:if")
        if other is not None and dest[0] != "hand" and "look:if you don't" in self.ctx.variants:
            raise Unread("if you don't put the card into your hand", "the card wasn't for the hand")
        flt = replace(np.filter, zone="library")
        fields = {"take_filter": flt, "may": may, "take_to": dest[0], "tapped": dest[1]}
        fields["show"] = "may reveal" in c
        fields["rest_may"] = other is not None and other[2]
        if may and other is not None and "look:if you don't" not in self.ctx.variants:
            fields["rest_unmatched"] = True  # "Otherwise": only a card that doesn't match
        return Chain([LookAtTop(1, reveal, rest_to=rest, rest_order="", **fields)])

    def look_top_if_after(self, c: list[Any]) -> Chain:
        """701.20a: "Scry 2, then reveal the top card of your library. If it's a creature
        card, put it into your hand.": the instructions before, then the reveal."""
        head = as_chain(c[0])
        head.extend(self.look_top_if(c[1:]), ", then ")
        return head

    def look_then(self, c: list[Any]) -> str:
        self.ctx.variants.add("look:then")
        return "then"

    def look_rest(self, c: list[Any]) -> dict[str, Any]:
        out: dict[str, Any] = c[-1]
        return out

    def look_up_to(self, c: list[Any]) -> dict[str, Any]:
        # "Put up to two creature cards with mana value 3 or less from among them onto the
        # battlefield." (Collected Company)
        n, np, dest = c
        self.ctx.variants.add("look:up to")
        return {**self._look_np(np, dest, False), "take": int(n)}

    def look_put(self, c: list[Any]) -> dict[str, Any]:
        n, (dest, tapped), rest = c
        return {"take": int(n), "take_to": dest, "tapped": tapped, **rest}

    def _look_np(self, np: NP, dest: tuple[str, bool], show: bool) -> dict[str, Any]:
        flt = replace(np.filter, zone="library")
        return {
            "take_filter": flt,
            "may": True,
            "show": show,
            "take_to": dest[0],
            "tapped": dest[1],
        }

    def look_put_all(self, c: list[Any]) -> dict[str, Any]:
        # "Put all land cards revealed this way into your hand and the rest into your graveyard."
        np, (dest, tapped), rest = c
        flt = replace(np.filter, zone="library")
        return {"take_filter": flt, "take_all": True, "take_to": dest, "tapped": tapped, **rest}

    def look_put_one(self, c: list[Any]) -> dict[str, Any]:
        # "Put a land card from among them onto the battlefield and the rest into your graveyard."
        np, (dest, tapped), rest = c
        flt = replace(np.filter, zone="library")
        self.ctx.variants.add("look:put one")
        return {"take_filter": flt, "take_to": dest, "tapped": tapped, **rest}

    def look_put_any(self, c: list[Any]) -> dict[str, Any]:
        # "Put any number of legendary cards from among them into your hand and the rest ..."
        np, (dest, tapped), rest = c
        flt = replace(np.filter, zone="library")
        self.ctx.variants.add("look:put any")
        return {"take_filter": flt, "may": True, "take_to": dest, "tapped": tapped, **rest}

    def look_may_reveal(self, c: list[Any]) -> dict[str, Any]:
        return self._look_np(c[0], c[1], True)

    def look_may_put(self, c: list[Any]) -> dict[str, Any]:
        return self._look_np(c[0], c[1], False)

    @staticmethod
    def _looked(n: Any) -> tuple[int, Any, int]:
        """(count, count_x, every card): a number of cards, or X where X is defined."""
        if isinstance(n, int):
            return n, None, n
        return 0, n, EVERY_CARD

    def look_top(self, c: list[Any]) -> Chain:
        reveal, n = c[0]
        count, count_x, every = self._looked(n)
        fields: dict[str, Any] = {}
        for part in c[1:]:
            fields.update(part)
        if fields.get("take_all") or self.ctx.variants & {"look:put any"}:
            fields["take"] = every
        return Chain([LookAtTop(count, reveal, count_x=count_x, **fields)])

    def look_back(self, c: list[Any]) -> Chain:
        reveal, n = c[0]
        count, count_x, _ = self._looked(n)
        look = LookAtTop(count, reveal, take=0, rest_to="top", rest_order="any", count_x=count_x)
        return Chain([look])

    def look_any_dest(self, c: list[Any]) -> str:
        return "graveyard" if words_of(c).endswith("graveyard") else "bottom"

    def look_top_of(self, c: list[Any]) -> str:
        self.ctx.variants.add("look:top of your library")
        return ""

    def look_split(self, c: list[Any]) -> Chain:
        reveal, n = c[0]
        count, count_x, every = self._looked(n)
        dest = c[1]
        # "put any number of them into your graveyard / on the bottom and the rest on top"
        look = LookAtTop(count, reveal, take=every, may=True, take_to=dest, rest_to="top")
        return Chain([replace(look, count_x=count_x)])

    # --- reveal until, exile and play (issue 12, h-look) -----------------------------------

    def until_intro(self, c: list[Any]) -> NP:
        np: NP = c[0]
        return np

    def until_rest_dest(self, c: list[Any]) -> str:
        return "graveyard" if words_of(c).endswith("graveyard") else "bottom"

    def until_rest_the_rest(self, c: list[Any]) -> dict[str, Any]:
        return {"rest_to": c[0], "rest_order": c[1] if len(c) > 1 else ""}

    def until_rest_put_the_rest(self, c: list[Any]) -> dict[str, Any]:
        self.ctx.variants.add("until:put the rest")
        return self.until_rest_the_rest(c)

    def until_rest_exile(self, c: list[Any]) -> dict[str, Any]:
        # "Put that card into your hand and exile all other cards revealed this way."
        self.ctx.variants.add("until:exile all other")
        return {"rest_to": "exile", "rest_order": ""}

    def until_rest_all_other(self, c: list[Any]) -> dict[str, Any]:
        self.ctx.variants.add("until:put all other")
        return {"rest_to": c[0], "rest_order": c[1] if len(c) > 1 else ""}

    def until_put(self, c: list[Any]) -> dict[str, Any]:
        (dest, tapped), rest = c
        return {"take_to": dest, "tapped": tapped, **rest}

    def until_put_may(self, c: list[Any]) -> dict[str, Any]:
        # "You may put that card onto the battlefield. Put all other cards revealed this way
        # on the bottom of your library in a random order." (608.2d: none may be put)
        return {**self.until_put(c), "may": True}

    def reveal_until(self, c: list[Any]) -> Chain:
        # 701.20a: revealed one at a time from the top until a card matches
        np: NP = c[0]
        flt = replace(np.filter, zone="library")
        return Chain([RevealUntil(flt, **c[1])])

    def reveal_until_may(self, c: list[Any]) -> Chain:
        # "you may reveal cards ... until ...": the whole instruction is optional (608.2d)
        chain = self.reveal_until(c)
        chain.optional = True
        return chain

    def reveal_until_if_you_do(self, c: list[Any]) -> Chain:
        # 608.2c: "If you do, reveal cards ... until ..."
        return Chain([IfYouDo(tuple(self.reveal_until(c).effects))])

    def impulse_intro(self, c: list[Any]) -> int:
        return int(c[0]) if c else 1

    def impulse_intro_x(self, c: list[Any]) -> XAmount:
        return XAmount()  # 107.3a: the X chosen as the spell was cast

    def impulse_verb(self, c: list[Any]) -> bool:
        return words_of(c) == "cast"

    def impulse_what(self, c: list[Any]) -> str:
        return words_of(c)

    def impulse_until(self, c: list[Any]) -> str:
        return words_of(c)

    def impulse_may(self, c: list[Any]) -> dict[str, Any]:
        cast_only, what, until = c
        return {"cast_only": cast_only, "what": what, "until": until, "first": False}

    def impulse_may_exiled(self, c: list[Any]) -> dict[str, Any]:
        # "Exile the top two cards of your library. You may play them." (Runestone Caverns):
        # no duration: as long as they stay exiled (400.7)
        return {"cast_only": c[0], "what": "them", "until": "", "first": False}

    def impulse_may_first(self, c: list[Any]) -> dict[str, Any]:
        until, cast_only, what = c
        return {"cast_only": cast_only, "what": what, "until": until, "first": True}

    def impulse(self, c: list[Any]) -> Chain:
        # 601.3, 305.1, 611.2a: the exiled cards may be played from exile until the duration
        # ends; the words for the cards and the duration are kept for the renderer
        count: int | XAmount = c[0]
        may: dict[str, Any] = c[1]
        what, until = may["what"], may["until"]
        if (count == 1) != (what in ("that card", "it")):
            raise Unread(what, f"'{what}' doesn't name the {count} exiled card(s)")
        if may["first"]:
            self.ctx.variants.add("impulse:duration first")
        self.ctx.variants.add(f"impulse_what:{what}")
        self.ctx.variants.add(f"impulse_until:{until}")
        span = {"this turn": "turn", "until end of turn": "turn", "": "exiled"}.get(
            until, "next_turn"
        )
        if until == "until your next end step":
            span = "end_step"
        if isinstance(count, XAmount):
            return Chain([ExileTopPlay(0, may["cast_only"], span, count_x=count)])
        return Chain([ExileTopPlay(count, cast_only=may["cast_only"], until=span)])

    # --- "of those cards", ", then put", "put one of them back on top" (h-look) -------------

    def look_put_those(self, c: list[Any]) -> dict[str, Any]:
        self.ctx.variants.add("look:those cards")
        return self.look_put(c)

    def look_top_then(self, c: list[Any]) -> Chain:
        self.ctx.variants.add("look:, then put")
        return self.look_top(c)

    def look_those(self, c: list[Any]) -> str:
        if words_of(c) == "those cards":
            self.ctx.variants.add("look:those cards")
        return words_of(c)

    def look_back_rest(self, c: list[Any]) -> str:
        return str(c[0])

    def look_back_exile(self, c: list[Any]) -> str:
        return "exile"

    def look_keep_one(self, c: list[Any]) -> Chain:
        # "You may put one of those cards back on top of your library. Put the rest into your
        # graveyard." (608.2d: none may be kept; the kept card stays on top, 401.4)
        reveal, n = c[0]
        count, count_x, _ = self._looked(n)
        look = LookAtTop(
            count, reveal, take=1, may=True, take_to="top", rest_to=c[2], rest_order=""
        )
        return Chain([replace(look, count_x=count_x)])

    def reveal_cond_shares(self, c: list[Any]) -> RevealTopIf:
        return RevealTopIf(shares_creature_type=True)

    def reveal_cond_is(self, c: list[Any]) -> RevealTopIf:
        np: NP = c[0]
        return RevealTopIf(replace(np.filter, zone="library"))

    def reveal_top_if(self, c: list[Any]) -> Chain:
        # 701.20e, 701.20a, 608.2d: looked at, then revealed if it matches and they choose to
        return Chain([c[-1]], optional="may" in c)

    # --- "Mill three cards. You may put a land card from among them into your hand." --------

    def mill_join(self, c: list[Any]) -> str:
        if words_of(c) != ".":
            self.ctx.variants.add("mill:then")
        return words_of(c)

    def mill_among(self, c: list[Any]) -> str:
        self.ctx.variants.add(f"mill_among:{words_of(c)}")
        return words_of(c)

    def mill_then_take(self, c: list[Any]) -> Chain:
        n, _, take = c
        # 701.17a: milled, then one of them chosen from the graveyard (608.2d)
        return Chain([MillTake(int(n), **take)])

    def mill_take(self, c: list[Any]) -> dict[str, Any]:
        return self._mill_fields(c[0], c[2], True)

    def _mill_fields(self, np: NP, dest: tuple[str, bool], may: bool) -> dict[str, Any]:
        flt = replace(np.filter, zone="graveyard")
        return {"filter": flt, "take_to": dest[0], "tapped": dest[1], "may": may}

    def mill_take_must(self, c: list[Any]) -> dict[str, Any]:
        return self._mill_fields(c[0], c[2], False)

    def mill_take_return(self, c: list[Any]) -> dict[str, Any]:
        self.ctx.variants.add("mill:return")
        return self._mill_fields(c[0], ("hand", False), True)
