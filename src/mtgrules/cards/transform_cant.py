"""Transformer rules for the h-misc "can't" block of grammar.lark (issue 12): activated
abilities that can't be activated (602.5): "Enchanted creature can't attack or block, and its
activated abilities can't be activated." (Arrest), "Enchanted creature's activated abilities
can't be activated.", "Activated abilities of artifacts can't be activated." Each is an
``ir.Restriction`` whose ``cant`` holds "activate" (rules/activation_bans.py); rendered back
by ``render/static.py``."""

from __future__ import annotations

from typing import Any

from mtgrules.cards.ir import (
    AttachedRef,
    CantCastThisTurn,
    CastBan,
    DamageCantBePrevented,
    Duration,
    EachRef,
    Filter,
    LifeTotalCantChange,
    Restriction,
    SpellsCantBeCountered,
    StaticAbility,
    YouRef,
)
from mtgrules.cards.ir.cant import CHOSEN_NAME
from mtgrules.cards.transform_effects import Pred
from mtgrules.cards.transform_nouns import Context, Unread

#: the word in ``Restriction.cant`` for "its activated abilities can't be activated" (602.5)
ACTIVATE = "activate"
ACTIVATE_NONMANA = "activate nonmana"  # "... unless they're mana abilities"


class CantMixin:
    """Static "can't" sentences about activated abilities (602.5)."""

    ctx: Context

    def sp_cant_activate(self, c: list[Any]) -> Any:
        verbs = next(x for x in c if isinstance(x, frozenset))
        return lambda who: Restriction(who, frozenset(verbs) | {ACTIVATE})

    def sp_cant_activate_nonmana(self, c: list[Any]) -> Any:
        verbs = next(x for x in c if isinstance(x, frozenset))
        return lambda who: Restriction(who, frozenset(verbs) | {ACTIVATE_NONMANA})

    def s_activate_ban_poss_nonmana(self, c: list[Any]) -> list[Any]:
        return [Restriction(c[0], frozenset({ACTIVATE_NONMANA}))]

    def sp_activate_ban(self, c: list[Any]) -> Any:
        # "... doesn't untap during its controller's untap step and its activated abilities
        # can't be activated." (Encrust)
        return lambda who: Restriction(who, frozenset({ACTIVATE}))

    def s_spells_cant_be_countered(self, c: list[Any]) -> Any:
        flt = c[0].filter
        if flt.zone != "stack":
            raise Unread("can't be countered", "only spells are countered")
        return StaticAbility(SpellsCantBeCountered(flt))  # 101.2

    def cant_gain_who(self, c: list[Any]) -> EachRef:
        # "players": each player; "your opponents": each opponent (109.5)
        return EachRef(players="each" if str(c[0]) == "players" else "opponent")

    def s_cant_gain_life(self, c: list[Any]) -> Any:
        return StaticAbility(LifeTotalCantChange(c[0], Duration.PERMANENT, gain_only=True))

    def s_life_cant_change(self, c: list[Any]) -> Any:
        # 119.7-8: "Your life total can't change." (a static ability; rules/life_bans.py)
        return StaticAbility(LifeTotalCantChange(YouRef(), Duration.PERMANENT))

    def cant_gain_life_this_turn(self, c: list[Any]) -> Any:
        return LifeTotalCantChange(c[0], Duration.END_OF_TURN, gain_only=True)

    def damage_unpreventable_this_turn(self, c: list[Any]) -> Any:
        return DamageCantBePrevented(Duration.END_OF_TURN)  # 615.12

    def ss_all_sub(self, c: list[Any]) -> Any:
        # "All Slivers have shroud.": every permanent with that subtype, anyone's (604.2)
        self.ctx.variants.add("subj:all")
        return EachRef(Filter(subtypes=frozenset({c[0]})))

    # --- 115.9b: "spell that targets a creature" -----------------------------------------

    def ti_object(self, c: list[Any]) -> Filter:
        return c[0].filter  # type: ignore[no-any-return]

    def ti_you(self, c: list[Any]) -> str:
        return "you"

    def ti_player(self, c: list[Any]) -> str:
        return "player"

    def ti_self(self, c: list[Any]) -> str:
        return "self"

    def post_targeting(self, c: list[Any]) -> tuple[str, str, tuple[Any, ...]]:
        return ("set", "targeting", tuple(c))

    # --- 101.2: "You can't cast creature spells." ----------------------------------------

    def cbw_each(self, c: list[Any]) -> str:
        return "each"

    def cbw_you(self, c: list[Any]) -> str:
        return "you"

    def cbw_opponent(self, c: list[Any]) -> str:
        return "opponent"

    def s_cast_limit(self, c: list[Any]) -> Any:
        return StaticAbility(CastBan(c[0], limit=1))

    def s_cast_ban(self, c: list[Any], your_turn: bool = False) -> Any:
        flt = c[1].filter
        plain = flt == Filter(zone="stack")  # "spells": any spell
        return StaticAbility(CastBan(c[0], None if plain else flt, your_turn=your_turn))

    def s_cast_ban_your_turn(self, c: list[Any]) -> Any:
        return self.s_cast_ban(c, your_turn=True)

    # 201.4: what has the name chosen as the source entered (614.12a), in every zone
    def s_chosen_name_activate(self, c: list[Any]) -> list[Any]:
        return [Restriction(EachRef(CHOSEN_NAME), frozenset({ACTIVATE}))]  # 602.5

    def s_chosen_name_activate_nonmana(self, c: list[Any]) -> list[Any]:
        return [Restriction(EachRef(CHOSEN_NAME), frozenset({ACTIVATE_NONMANA}))]

    def s_chosen_name_cast(self, c: list[Any]) -> Any:
        return StaticAbility(CastBan("each", CHOSEN_NAME))  # 101.2

    def _spells(self, np: Any) -> Filter | None:
        return None if np.filter == Filter(zone="stack") else np.filter  # "spells": any

    def p_cant_cast_this_turn(self, c: list[Any]) -> Pred:
        flt = self._spells(c[0])

        def make(who: Any) -> list[Any]:
            if isinstance(who, EachRef) and who.players is not None:
                who = EachRef(players=who.players)  # "your opponents": the players only
            elif isinstance(who, EachRef):
                raise Unread("can't cast", "a group of objects can't cast spells")
            return [CantCastThisTurn(who, flt)]

        return Pred(make)

    def cant_cast_this_turn(self, c: list[Any]) -> Any:
        who: EachRef | YouRef = YouRef() if c[0] == "you" else EachRef(players=c[0])
        return CantCastThisTurn(who, self._spells(c[1]))

    def s_cant_play_lands(self, c: list[Any]) -> Any:
        return StaticAbility(CastBan(c[0], lands=True))  # 305.2, 101.2

    def s_players_cant_play_lands(self, c: list[Any]) -> Any:
        self.ctx.variants.add("lands:players")
        return StaticAbility(CastBan("each", lands=True))

    def p_cant_play_lands_this_turn(self, c: list[Any]) -> Pred:
        def make(who: Any) -> list[Any]:
            if isinstance(who, EachRef):
                raise Unread("can't play lands", "a group can't play lands")
            return [CantCastThisTurn(who, lands=True)]

        return Pred(make)

    def ssp_enchanted(self, c: list[Any]) -> Any:
        return AttachedRef("enchanted")

    def ssp_enchanted_permanent(self, c: list[Any]) -> Any:
        self.ctx.variants.add("enchanted:permanent")
        return AttachedRef("enchanted")

    def ssp_equipped(self, c: list[Any]) -> Any:
        return AttachedRef("equipped")

    def s_activate_ban_poss(self, c: list[Any]) -> list[Any]:
        return [Restriction(c[0], frozenset({ACTIVATE}))]

    def s_activate_ban_of(self, c: list[Any]) -> list[Any]:
        self.ctx.variants.add("activate:of")
        return [Restriction(EachRef(c[0].filter), frozenset({ACTIVATE}))]
