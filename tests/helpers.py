"""Cards built directly from ability objects, for engine tests that don't need the parser."""

from __future__ import annotations

from mtgrules.cards import ir
from mtgrules.mana import colors_of_cost

CREATURE = ("creature",)


def creature(
    name: str,
    power: int,
    toughness: int,
    *abilities: ir.Ability,
    cost: str = "{1}{G}",
    subtypes: tuple[str, ...] = (),
) -> ir.CardDefinition:
    return ir.CardDefinition(
        name=name,
        mana_cost=cost,
        colors=colors_of_cost(cost),
        types=CREATURE,
        subtypes=subtypes,
        power=str(power),
        toughness=str(toughness),
        abilities=abilities,
    )


def kw(name: str, **kwargs: object) -> ir.Keyword:
    return ir.Keyword(name, **kwargs)  # type: ignore[arg-type]


def prot(color: str) -> ir.Keyword:
    return ir.Keyword("protection", quality=ir.Quality(ir.QualityKind.COLOR, color))


def land(name: str, color: str) -> ir.CardDefinition:
    sub = {"R": "Mountain", "G": "Forest", "B": "Swamp", "W": "Plains", "U": "Island"}[color]
    return ir.CardDefinition(
        name=name,
        supertypes=("basic",),
        types=("land",),
        subtypes=(sub,),
        abilities=(ir.ActivatedAbility(ir.Cost(tap=True), (ir.AddMana("{" + color + "}"),)),),
    )


def burn(name: str, n: int, cost: str = "{R}", kind: str = "instant") -> ir.CardDefinition:
    return ir.CardDefinition(
        name=name,
        mana_cost=cost,
        colors=colors_of_cost(cost),
        types=(kind,),
        abilities=(ir.SpellAbility((ir.DealDamage(n, ir.TargetRef(0)),), (ir.TargetSpec("any"),)),),
    )


SHOCK = burn("Shock", 2)
MOUNTAIN = land("Mountain", "R")
FOREST = land("Forest", "G")
SWAMP = land("Swamp", "B")
BEARS = creature("Grizzly Bears", 2, 2)
TERROR = ir.CardDefinition(
    name="Terror",
    mana_cost="{1}{B}",
    colors=frozenset("B"),
    types=("instant",),
    abilities=(
        ir.SpellAbility(
            (ir.Destroy(ir.TargetRef(0), no_regenerate=True),),
            (
                ir.TargetSpec(
                    "object",
                    ir.Filter(
                        types=frozenset({"creature"}),
                        non_types=frozenset({"artifact"}),
                        non_colors=frozenset({"B"}),
                    ),
                ),
            ),
        ),
    ),
)
PALADIN = creature(
    "Paladin en-Vec", 2, 2, kw("first strike"), prot("B"), prot("R"), cost="{1}{W}{W}"
)
