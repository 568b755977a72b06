"""Cards built directly from ability objects, for engine tests that don't need the parser."""

from __future__ import annotations

from typing import Any

from mtgrules.cards import ir
from mtgrules.game import Game
from mtgrules.mana import colors_of_cost
from mtgrules.rules import zone_moves
from mtgrules.scenario.loader import parse
from mtgrules.scenario.runner import run_scenario
from mtgrules.zones import Zone

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

GOBLIN = creature("Goblin", 2, 1, cost="{R}")
BIG = creature("Big Trampler", 4, 4, kw("trample"), cost="{3}{G}")
FLYER = creature("Flyer", 1, 3, kw("flying"), kw("first strike"), cost="{1}{R}")


def deal(seed: int) -> Game:
    """A red and a green 40-card deck shuffled, seven cards each (103.5), and the game
    begun by the player the seed picks (103.8): a seeded random position's start."""
    g = Game(["Alice", "Bob"], seed=seed)
    decks = (
        [MOUNTAIN] * 17 + [GOBLIN] * 12 + [FLYER] * 6 + [SHOCK] * 5,
        [FOREST] * 17 + [BEARS] * 13 + [BIG] * 10,
    )
    for p, deck in enumerate(decks):
        for card in deck:
            g.add_card(p, Zone.LIBRARY, card)
        g.rng.shuffle(g.players[p].library)
        zone_moves.draw(g, p, 7, "103.5")
    g.begin_game(seed % 2)
    return g


def scenario_game(doc: dict[str, Any]) -> Any:
    """The game a scenario document (SCENARIOS.md) sets up and plays, its script empty unless
    ``doc`` gives one; the scenario must pass."""
    doc = {"name": "t", "script": [], **doc}
    result = run_scenario(parse(doc))
    assert result.passed, "\n".join(str(f) for f in result.failures)
    return result.game


def activations_of(g: Any, oid: int) -> list[Any]:
    """The listed activations of object ``oid``'s abilities."""
    from mtgrules.decisions import ActivateAbility

    return [a for a in g.legal_actions() if isinstance(a, ActivateAbility) and a.source == oid]
