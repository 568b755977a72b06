"""Transformer methods for more kinds of amounts (107.1, 107.3, 608.2h; h-amount, issue 12).

- "that creature's toughness", "that card's mana value", "that spell's mana value": a
  characteristic of the object the text named before (the last object target, or the object
  the trigger event names), as an ``ir.PowerOf`` / ``ToughnessOf`` / ``ManaValueOf`` of that
  reference; its value is locked in as the instruction is carried out, from the object as it
  last existed if it has left (608.2h). The words are kept as a layout variant
  (``m_that:REF:that creature's``) so the renderer writes them back.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from mtgrules.cards.ir import (
    AmongOf,
    Arith,
    AttachedRef,
    CountOf,
    DefendingPlayerRef,
    DestroyedThisWay,
    Duration,
    EachPlayerNowRef,
    Filter,
    GreatestPower,
    ModifyPTX,
    NamedCount,
    PartySize,
    PlayerCount,
    Replacement,
    RevealedNowRef,
    RevealTopCard,
    SacrificedNowRef,
    Scry,
    StaticAbility,
    Surveil,
    TargetRef,
    TargetSpec,
    ThisTurnCount,
    TriggerObjectRef,
    WhereX,
    XAmount,
    YouRef,
    that_key,
)
from mtgrules.cards.transform_amounts import where_x
from mtgrules.cards.transform_context import not_that_kind
from mtgrules.cards.transform_effects import _pt_x, as_chain
from mtgrules.cards.transform_nouns import Context, Unread, words_of

__all__ = ["AmountKindsMixin"]


class AmountKindsMixin:
    ctx: Context

    def _that_spell(self) -> Any:
        """ "that spell's": the last target spell, else the spell a cast trigger names
        (601.2i, 603.2)."""
        spells = [i for i, t in enumerate(self.ctx.targets) if t.kind == "spell"]
        if spells:
            return TargetRef(spells[-1])
        cast = {"event:cast", "event:cast spell"} & self.ctx.variants
        if cast:
            return TriggerObjectRef()
        raise Unread("that spell's", "no spell for 'that spell' to refer to")

    def that_poss(self, c: list[Any]) -> str:
        return words_of(c)

    def m_that(self, c: list[Any]) -> Any:
        """ "that creature's", "that card's", "that spell's" (608.2h): the object named
        before: the last object target, else the object of the trigger event."""
        words = "that " + str(c[0])
        ante = self.ctx.antecedent
        ref: Any
        if words == "that spell's":
            ref = self._that_spell()
            self.ctx.variants.add(f"m_that:{that_key(ref)}:{words}")
            return ref
        objects = [i for i, t in enumerate(self.ctx.targets) if t.kind not in ("player", "spell")]
        # a card: a target in a graveyard, hand or library, not a permanent (a creature target
        # and "reveal the top card ... that card's mana value", 701.20a)
        card = words == "that card's"
        if card and objects and self.ctx.targets[objects[-1]].filter.zone == "battlefield":
            objects = []
            ante = None
        kind = str(c[0]).removesuffix("'s")
        if objects and self.ctx.trigger_object and not_that_kind(self.ctx.targets, kind):
            # "earthbend X, where X is that creature's power": its target is a land, so "that
            # creature" is the trigger event's object (603.2)
            objects = []
        if objects and not isinstance(ante, TriggerObjectRef):
            last = len(self.ctx.targets) - 1
            if objects[-1] != last:  # "that creature" after a player target: not a target
                raise Unread(words, "the object 'that' names isn't the last target")
            ref = TargetRef(last)
        elif not objects and (self.ctx.trigger_object or isinstance(ante, TriggerObjectRef)):
            ref = TriggerObjectRef()
        elif words in ("that creature's", "that permanent's", "that artifact's"):
            # "... sacrifices a creature. You gain life equal to that creature's toughness."
            # (701.21, 608.2h; rules/support.py refuses it without that sacrifice before it)
            ref = SacrificedNowRef(words.split()[1].removesuffix("'s"))
        elif words == "that card's":  # the card revealed before it (701.20a; rules/support.py)
            ref = RevealedNowRef()
        else:
            raise Unread(words, "nothing for 'that' to refer to")
        self.ctx.variants.add(f"m_that:{that_key(ref)}:{words}")
        return ref

    def s_pump_where_x(self, c: list[Any]) -> StaticAbility:
        """613.4c, 107.3c: "This creature gets -X/-X, where X is your life total.": a static
        ModifyPTX whose X is made again whenever the layers are applied (611.3a)."""
        who, token, measure = c[0], c[2], c[-1]
        unit = _pt_x(token)
        if unit is None:
            raise Unread(str(token), "a P/T change with an X and a number")
        dur = Duration.WHILE_ATTACHED if isinstance(who, AttachedRef) else Duration.PERMANENT
        value = self.settle_its(measure)  # type: ignore[attr-defined]
        return StaticAbility(ModifyPTX(who, unit[0], unit[1], dur, WhereX(value)))

    def s_enters_x_counters_where(self, c: list[Any]) -> StaticAbility:
        """614.1c, 107.3c: "This creature enters with X +1/+1 counters on it, where X is the
        number of creature cards in all graveyards.": counted as it would enter."""
        kind, measure = str(c[1]), c[-1]
        value = self.settle_its(measure)  # type: ignore[attr-defined]
        return StaticAbility(
            Replacement("enters_with_x_counters_where", counter=kind, measure=value)
        )

    # "X mana of any one color" / "in any combination of colors": transform_act.ActManaMixin
    # (the same AddMana; "where X is ..." then gives its X, 107.3c)

    def token_spec_x(self, c: list[Any]) -> Any:
        # 111.1, 107.3: "Create X ... tokens": X chosen, or defined by "where X is ..." (107.3c)
        return self.token_spec([XAmount(), *c])  # type: ignore[attr-defined]

    # --- 107.1: amounts computed from others (ir.Arith) -------------------------------------

    def arith_digits(self, c: list[Any]) -> tuple[int, bool]:
        return int(str(c[0])), False

    def arith_word(self, c: list[Any]) -> tuple[int, bool]:
        return int(c[0]), True

    def round_dir(self, c: list[Any]) -> str:
        return words_of(c)

    def _side(self, v: Any) -> Any:
        return v[0] if isinstance(v, tuple) else self.settle_its(v)  # type: ignore[attr-defined]

    def _arith(self, op: str, left: Any, right: Any = None) -> Arith:
        words = any(isinstance(v, tuple) and v[1] for v in (left, right))
        return Arith(op, self._side(left), None if right is None else self._side(right), words)

    def m_n_plus(self, c: list[Any]) -> Arith:
        return self._arith("plus", c[0], c[1])

    m_plus_n = m_plus = m_n_plus

    def m_twice(self, c: list[Any]) -> Arith:
        return self._arith("twice", c[0])

    def m_minus_n(self, c: list[Any]) -> Arith:
        return self._arith("minus", c[0], c[1])

    m_n_minus = m_minus = m_minus_n

    def m_half(self, c: list[Any]) -> Arith:
        return self._arith(f"half {c[1]}", c[0])  # 107.1a: rounded as the text says

    # --- "on the battlefield" ----------------------------------------------------------------

    def m_count_bf(self, c: list[Any]) -> Any:
        self.ctx.variants.add("count:on the battlefield")
        return self.m_count(c)  # type: ignore[attr-defined]

    def m_count_sub_bf(self, c: list[Any]) -> Any:
        self.ctx.variants.add("count:on the battlefield")
        return self.m_count_sub(c)  # type: ignore[attr-defined]

    # --- amounts over a group of objects (ir.AmongOf) ----------------------------------------

    def among_total(self, c: list[Any]) -> str:
        return words_of(c)

    among_greatest = among_total

    def ao_plain(self, c: list[Any]) -> Filter:
        return c[0].filter  # type: ignore[no-any-return]

    def ao_other(self, c: list[Any]) -> Filter:
        flt: Filter = c[0].filter
        return replace(flt, other=True)  # 109.5: not the object with the ability

    def ao_sub(self, c: list[Any]) -> Filter:
        return self.obj_pl_bare(c).filter  # type: ignore[attr-defined,no-any-return]

    def ao_other_sub(self, c: list[Any]) -> Filter:
        return replace(self.ao_sub(c), other=True)

    def m_total_of(self, c: list[Any]) -> AmongOf:
        return AmongOf(f"total {c[0]}", c[1])

    def m_greatest_among(self, c: list[Any]) -> AmongOf:
        return AmongOf(f"greatest {c[0]}", c[1])

    def m_colors_among(self, c: list[Any]) -> AmongOf:
        return AmongOf("colors", c[0])

    def m_card_types_among(self, c: list[Any]) -> AmongOf:
        return AmongOf("card types", c[0])

    def m_names_among(self, c: list[Any]) -> AmongOf:
        return AmongOf("names", c[0])

    def m_count_other_bf(self, c: list[Any]) -> CountOf:
        self.ctx.variants.add("count:on the battlefield")
        return CountOf(replace(c[0].filter, other=True))

    def m_greatest_power_other(self, c: list[Any]) -> GreatestPower:
        return GreatestPower(replace(c[0].filter, other=True))

    def m_count_other(self, c: list[Any]) -> CountOf:
        return CountOf(replace(c[0].filter, other=True))  # 109.5: not the source

    def m_count_other_sub(self, c: list[Any]) -> CountOf:
        return CountOf(self.ao_other_sub(c))

    def m_count_other_sub_bf(self, c: list[Any]) -> CountOf:
        self.ctx.variants.add("count:on the battlefield")
        return CountOf(self.ao_other_sub(c))

    # --- X in more instructions (107.3c) ------------------------------------------------------

    def e_scry_x(self, c: list[Any]) -> Scry:
        return Scry(XAmount())  # 701.22a

    def e_surveil_x(self, c: list[Any]) -> Surveil:
        return Surveil(XAmount())  # 701.25a

    def search_what_up_to_x(self, c: list[Any]) -> tuple[Any, Any, bool]:
        n, np, _ = self.search_what([XAmount(), c[0]])  # type: ignore[attr-defined]
        return (n, np, True)  # 701.23b: up to X

    def e_search_where_x(self, c: list[Any]) -> Any:
        """701.23b, 107.3c: "Search your library for up to X basic land cards, where X is the
        number of lands you control, put them onto the battlefield tapped, then shuffle.\""""
        search = self.e_search([c[0], c[2]])  # type: ignore[attr-defined]
        (out,) = where_x([search], self.settle_its(c[1]))  # type: ignore[attr-defined]
        return out

    # --- a party and this turn's history -------------------------------------------------------

    def m_party(self, c: list[Any]) -> PartySize:
        return PartySize()  # 700.8

    def m_drawn(self, c: list[Any]) -> ThisTurnCount:
        return ThisTurnCount("drawn")  # 121.1: the cards you drew this turn

    def m_life_gained_ve(self, c: list[Any]) -> ThisTurnCount:
        self.ctx.variants.add("amount:you've gained")
        return ThisTurnCount("gained")  # 119.9

    def m_opponents_lost_by(self, c: list[Any]) -> ThisTurnCount:
        self.ctx.variants.add("amount:lost by")
        return ThisTurnCount("opponents lost")  # 119.3: all your opponents' together

    def m_opponents_lost(self, c: list[Any]) -> ThisTurnCount:
        return ThisTurnCount("opponents lost")

    # --- one player's objects (ir.PlayerCount) -------------------------------------------------

    def pc_cards(self, c: list[Any]) -> Filter:
        return Filter()

    def pc_whose(self, c: list[Any]) -> str:
        return words_of(c)

    pc_zone = pc_controls = pc_whose

    def _count_player(self, words: str) -> Any:
        """The player "that player's" / "their" / "target opponent's" names (608.2c)."""
        if words in ("target player's", "target opponent's"):
            spec = TargetSpec("player", player="opponent" if "opponent" in words else "any")
            return self.ctx.add_target(spec)
        if words == "defending player's":
            return DefendingPlayerRef()  # 506.2
        if self.ctx.player is None and self.ctx.each_players:
            return EachPlayerNowRef()  # 608.2c: "to each player ... that player controls"
        if self.ctx.player is None:
            raise Unread(words, "no player for it to refer to")
        if isinstance(self.ctx.player, TriggerObjectRef):
            raise Unread(words, "a player that is a trigger's object")
        return self.ctx.player

    def m_player_cards(self, c: list[Any]) -> PlayerCount:
        objs, words, zone = c
        flt = objs if isinstance(objs, Filter) else objs.filter
        if flt.controller is not None or flt.zone not in ("battlefield", zone):
            raise Unread(f"cards in {words} {zone}", "a count with another zone or controller")
        return PlayerCount(replace(flt, zone=zone), self._count_player(words), words)

    def m_player_controls_sub(self, c: list[Any]) -> PlayerCount:
        np = self.obj_pl_bare(c[:-1])  # type: ignore[attr-defined]
        return self.m_player_controls([np, c[-1]])

    def m_player_controls(self, c: list[Any]) -> PlayerCount:
        flt, words = c[0].filter, c[1]
        if flt.controller is not None or flt.zone != "battlefield":
            raise Unread(f"{words}", "a count with another zone or controller")
        who = self._count_player("their" if words == "they control" else "that player's")
        return PlayerCount(flt, who, words)

    def fe_player_controls(self, c: list[Any]) -> PlayerCount:
        return self.m_player_controls(c)  # "for each creature they control" (608.2c)

    def fe_player_cards(self, c: list[Any]) -> PlayerCount:
        return self.m_player_cards(c)  # "for each creature card in their graveyard"

    def fe_destroyed(self, c: list[Any]) -> DestroyedThisWay:
        return DestroyedThisWay(c[0].filter)  # 701.8a: "for each creature destroyed this way"

    def until_eot_where_x(self, c: list[Any]) -> Any:
        """611.2a, 107.3c: "Until end of turn, ... gets +X/+X, where X is ...": the duration
        first, the X defined last (locked in as it resolves, 608.2h)."""
        chain = self.until_eot_prefix([c[0]])  # type: ignore[attr-defined]
        chain.effects = where_x(chain.effects, self.settle_its(c[1]))  # type: ignore[attr-defined]
        return chain

    def m_spells_cast(self, c: list[Any]) -> ThisTurnCount:
        return ThisTurnCount("cast spells")  # 601.2i: the spells you cast this turn

    def e_reveal_top_you(self, c: list[Any]) -> RevealTopCard:
        # 701.20a: shown to all, it stays on top; "it" after it is that card ("If it's a
        # creature card, draw a card.": RevealedNowRef, 608.2c)
        self.ctx.antecedent = RevealedNowRef()
        return RevealTopCard(YouRef())

    def sentence_then(self, c: list[Any]) -> Any:
        """608.2c: a sentence starting "Then": the instructions in order, as after ". "."""
        chain = as_chain(c[0])
        chain.then = True
        return chain

    def named_what(self, c: list[Any]) -> str:
        return words_of(c)

    named_where = named_what

    def m_named_count(self, c: list[Any]) -> NamedCount:
        what, where = str(c[0]), str(c[1])
        if what == "cards" and where == "on the battlefield":
            raise Unread("cards named ~ on the battlefield", "cards that are permanents")
        return NamedCount(what, where)  # 201.2

    def m_revealed_card(self, c: list[Any]) -> RevealedNowRef:
        # 701.20a: the card an earlier instruction revealed (rules/support.py checks there is)
        self.ctx.variants.add("m_that:rev:the revealed card's")
        return RevealedNowRef()
