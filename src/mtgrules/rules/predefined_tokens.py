"""Predefined tokens (111.10): "create a Treasure token" makes a token with the
characteristics the rules define for it, abilities included. The abilities are built here
from the rules' wording (the same IR the card parser makes for that text), so creating a
token never needs the parser. A predefined token not listed has a named gap, and a card
that creates it is refused (rules/support.py)."""

from __future__ import annotations

from typing import cast

from ..cards import ir
from .type_changing import BASIC_MANA_ABILITY


def _sac(
    mana: str | None = None, tap: bool = False, discard: int = 0
) -> ir.Cost:  # "..., Sacrifice this token:"
    return ir.Cost(mana=mana, tap=tap, discard=discard, sacrifice_self=True)


_ANY_COLOR = ir.AddMana("", any_color=True)
_DRAW = ir.Draw(ir.YouRef(), 1)
# 111.10h, 106.6: anything but a nonartifact spell (rules/mana_spend.py reads it)
_POWERSTONE = ir.ManaSpend(
    spells=ir.Filter(types=frozenset({"artifact"})), abilities=ir.Filter(), other=True
)
# 111.10u: "Search your library for a basic land card, put it onto the battlefield tapped,
# then shuffle." (701.23a; the same search a fetch land's ability makes)
_BASIC_LAND = ir.Filter(types=frozenset({"land"}), supertypes=frozenset({"basic"}), zone="library")
_YOUR_CREATURE = ir.TargetSpec("object", ir.Filter(types=frozenset({"creature"}), controller="you"))

ABILITIES: dict[str, tuple[ir.Ability, ...]] = {
    # 111.10a: "{T}, Sacrifice this token: Add one mana of any color."
    "Treasure": (ir.ActivatedAbility(_sac(tap=True), (_ANY_COLOR,)),),
    # 111.10b: "{2}, {T}, Sacrifice this token: You gain 3 life."
    "Food": (ir.ActivatedAbility(_sac("{2}", tap=True), (ir.GainLife(ir.YouRef(), 3),)),),
    # 111.10c: "Sacrifice this token: Add one mana of any color."
    "Gold": (ir.ActivatedAbility(_sac(), (_ANY_COLOR,)),),
    # 111.10e: "{2}, Sacrifice this token: Scry 1, then draw a card."
    "Shard": (ir.ActivatedAbility(_sac("{2}"), (ir.Scry(1), _DRAW)),),
    # 111.10f: "{2}, Sacrifice this token: Draw a card."
    "Clue": (ir.ActivatedAbility(_sac("{2}"), (_DRAW,)),),
    # 111.10g: "{1}, {T}, Discard a card, Sacrifice this token: Draw a card."
    "Blood": (ir.ActivatedAbility(_sac("{1}", tap=True, discard=1), (_DRAW,)),),
    # 111.10h: "{T}: Add {C}. This mana can't be spent to cast a nonartifact spell." (106.6:
    # rules/mana_spend.py, h-costs)
    "Powerstone": (
        ir.ActivatedAbility(ir.Cost(tap=True), (ir.AddMana("{C}", spend=_POWERSTONE),)),
    ),
    # 111.10s: "{1}, {T}, Sacrifice this token: Target creature you control explores.
    # Activate only as a sorcery."
    "Map": (
        ir.ActivatedAbility(
            _sac("{1}", tap=True),
            cast("tuple[ir.Effect, ...]", (ir.Explore(ir.TargetRef(0)),)),
            (_YOUR_CREATURE,),
            sorcery_speed=True,
        ),
    ),
    # 111.10t: "{T}, Sacrifice this token: Exile the top card of your library. You may play
    # that card this turn. Activate only as a sorcery."
    "Junk": (
        ir.ActivatedAbility(
            _sac(tap=True),
            cast("tuple[ir.Effect, ...]", (ir.ExileTopPlay(1, until="turn"),)),
            sorcery_speed=True,
        ),
    ),
    # 111.10u: "{2}, {T}, Sacrifice this token: Search your library for a basic land card,
    # put it onto the battlefield tapped, then shuffle."
    "Lander": (
        ir.ActivatedAbility(
            _sac("{2}", tap=True),
            cast(
                "tuple[ir.Effect, ...]",
                (ir.SearchLibrary(_BASIC_LAND, destination="battlefield", tapped=True),),
            ),
        ),
    ),
    # s11 h-count: a Mutagen token, as the reminder text of every card that makes one defines
    # it (111.10's list doesn't name it yet): an artifact with "{1}, {T}, Sacrifice this
    # token: Put a +1/+1 counter on target creature. Activate only as a sorcery."
    "Mutagen": (
        ir.ActivatedAbility(
            _sac("{1}", tap=True),
            cast("tuple[ir.Effect, ...]", (ir.AddCounters(ir.TargetRef(0), "+1/+1", 1),)),
            (ir.TargetSpec("object", ir.Filter(types=frozenset({"creature"}))),),
            sorcery_speed=True,
        ),
    ),
}


def abilities(spec: ir.CreateToken) -> tuple[ir.Ability, ...]:
    """The abilities a token made from ``spec`` has: a predefined token's own (111.10)
    before any the effect adds; a land token's basic land types give it their intrinsic
    mana abilities (305.6: "a 1/1 green Forest Dryad land creature token")."""
    own = spec.abilities
    if "land" in spec.types:
        mana = tuple(BASIC_MANA_ABILITY[s] for s in spec.subtypes if s in BASIC_MANA_ABILITY)
        own = tuple(a for a in mana if a not in own) + own
    if spec.predefined and spec.subtypes:
        return ABILITIES.get(spec.subtypes[0], ()) + own
    return own


def gap(spec: ir.CreateToken) -> str | None:
    """A predefined token whose abilities the engine doesn't have (Powerstone's mana that
    can't be spent on nonartifact spells, Incubator's transforming face)."""
    if spec.predefined and spec.subtypes and spec.subtypes[0] not in ABILITIES:
        return f"the predefined {spec.subtypes[0]} token (111.10)"
    return None
