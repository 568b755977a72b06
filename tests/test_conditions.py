# ruff: noqa: E501 - Oracle texts are kept on one line each, as printed
"""The Condition sub-grammar (issue 12): "if you control three or more artifacts", "as long as
seven or more cards are in your graveyard", "unless you control a Swamp" read into ir
conditions (transform_conditions.py), written back exactly (render/conditions.py), and
evaluated over the state by the one evaluator (rules/conditions.py): an intervening "if"
(603.4), an "as long as" static ability (611.3a), "If ..., ..." in an effect (608.2c) and
"enters tapped unless ..." (614.1d)."""

from __future__ import annotations

from typing import Any

import pytest

from mtgrules.cards import ir
from mtgrules.cards.database import CardDatabase
from mtgrules.cards.gate import supported_definition
from mtgrules.cards.parser import parse_oracle
from mtgrules.cards.render import render_abilities
from mtgrules.errors import CardTextError
from mtgrules.rules import characteristics, triggers, zone_moves
from mtgrules.rules.conditions import condition_gap, holds, static_condition_gap
from mtgrules.rules.support import engine_gaps
from mtgrules.scenario.loader import parse
from mtgrules.scenario.runner import Runner
from mtgrules.zones import Zone

ARTIFACTS = ir.Filter(types=frozenset({"artifact"}), controller="you")
GY = ir.Filter(zone="graveyard", controller="you")
HAND = ir.Filter(zone="hand", controller="you")


def _sub(name: str) -> ir.CountIs:
    f = ir.Filter(subtypes=frozenset({name}), controller="you")
    return ir.CountIs(ir.CountOf(f), ">=", 1, "you control", "a")


#: (an intervening "if" condition as printed, the condition read from it)
CONDITIONS: list[tuple[str, Any]] = [
    ("you control three or more artifacts", ir.CountIs(ir.CountOf(ARTIFACTS), ">=", 3)),
    (
        "you control another Merfolk",
        ir.CountIs(
            ir.CountOf(ir.Filter(subtypes=frozenset({"Merfolk"}), controller="you", other=True)),
            ">=",
            1,
            "you control",
            "another",
        ),
    ),
    ("you control a Forest", _sub("Forest")),
    (
        "you control no creatures",
        ir.CountIs(
            ir.CountOf(ir.Filter(types=frozenset({"creature"}), controller="you")),
            "==",
            0,
            "you control",
            "no",
        ),
    ),
    (
        "there are seven or more cards in your graveyard",
        ir.CountIs(ir.CountOf(GY), ">=", 7, "there are", "or more"),
    ),
    (
        "seven or more cards are in your graveyard",
        ir.CountIs(ir.CountOf(GY), ">=", 7, "are in", "or more"),
    ),
    (
        "an artifact card is in your graveyard",
        ir.CountIs(
            ir.CountOf(
                ir.Filter(types=frozenset({"artifact"}), zone="graveyard", controller="you")
            ),
            ">=",
            1,
            "are in",
            "a",
        ),
    ),
    ("you have no cards in hand", ir.CountIs(ir.CountOf(HAND), "==", 0, "you have", "no")),
    ("you have 10 or less life", ir.LifeIs("you", "<=", 10)),
    ("an opponent has 10 or less life", ir.LifeIs("opponent", "<=", 10)),
    ("a player has 13 or less life", ir.LifeIs("player", "<=", 13)),
    ("you have at least 15 life", ir.LifeIs("you", ">=", 15, "at least")),
    (
        "there are four or more card types among cards in your graveyard",
        ir.CardTypesInGraveyard(4),
    ),
    ("it's your turn", ir.YourTurn()),
    ("it's not your turn", ir.YourTurn(negated=True)),
    ("you're the monarch", ir.IsMonarch()),
    ("you have two or more opponents", ir.OpponentsAtLeast(2)),
    ("this creature is tapped", ir.ObjectIs("tapped")),
    ("you control a Swamp or a Mountain", ir.AnyOf((_sub("Swamp"), _sub("Mountain")))),
]


@pytest.mark.parametrize(("text", "cond"), CONDITIONS, ids=[t for t, _ in CONDITIONS])
def test_intervening_if_reads_and_renders_back(text: str, cond: Any) -> None:
    line = f"At the beginning of your upkeep, if {text}, you gain 1 life."
    abilities = parse_oracle(line, "Foo", ("creature",))
    (trig,) = abilities
    assert isinstance(trig, ir.TriggeredAbility)
    assert trig.intervening_if == cond
    assert render_abilities(abilities, "Foo", "this creature") == line
    assert condition_gap(cond) is None


@pytest.mark.parametrize(
    "line",
    [
        "This creature gets +2/+2 as long as you control three or more artifacts.",
        "As long as seven or more cards are in your graveyard, this creature gets +1/+1 and has flying.",
        "Creatures you control have haste as long as it's your turn.",
        "This creature gets +1/+0 as long as it's attacking.",
        "This land enters tapped unless you control two or more other lands.",
        "This land enters tapped unless your opponents control eight or more lands.",
        "This creature can't attack unless defending player controls an Island.",
        "This creature can't block as long as you control no untapped lands.",
    ],
)
def test_static_conditions_read_and_render_back(line: str) -> None:
    abilities = parse_oracle(line, "Foo", ("creature",))
    assert all(
        isinstance(a, ir.StaticAbility | ir.Restriction) and a.condition is not None
        for a in abilities
    )
    assert (
        render_abilities(abilities, "Foo", "this creature" if "creature" in line else "this land")
        == line
    )


def test_if_condition_in_a_spell_reads_and_renders_back() -> None:
    line = "Draw a card. If you control three or more artifacts, draw a card."
    abilities = parse_oracle(line, "Foo", ("sorcery",))
    (spell,) = abilities
    assert isinstance(spell, ir.SpellAbility)
    assert spell.effects[1] == ir.IfCondition(
        ir.CountIs(ir.CountOf(ARTIFACTS), ">=", 3), (ir.Draw(ir.YouRef(), 1),)
    )
    assert render_abilities(abilities, "Foo") == line


def test_unless_you_pay_reads_and_renders_back() -> None:
    line = "At the beginning of your upkeep, sacrifice this creature unless you pay {G}{G}."
    abilities = parse_oracle(line, "Foo", ("creature",))
    (trig,) = abilities
    assert isinstance(trig, ir.TriggeredAbility)
    assert trig.effects == (ir.UnlessPays((ir.SacrificeSelf(),), "{G}{G}"),)
    assert render_abilities(abilities, "Foo", "this creature") == line
    card = ir.CardDefinition(name="Foo", types=("creature",), abilities=abilities)
    assert engine_gaps(card) == []


def test_state_trigger_reads_and_renders_back() -> None:
    line = "When you control no Islands, sacrifice this creature."
    abilities = parse_oracle(line, "Foo", ("creature",))
    (trig,) = abilities
    assert isinstance(trig, ir.TriggeredAbility)
    islands = ir.Filter(subtypes=frozenset({"Island"}), controller="you")
    assert trig.trigger == ir.Trigger(
        ir.TriggerEvent.STATE,
        condition=ir.CountIs(ir.CountOf(islands), "==", 0, "you control", "no"),
    )  # 603.8
    assert render_abilities(abilities, "Foo", "this creature") == line


def test_activate_only_if_reads_and_renders_back() -> None:
    line = "{T}: Add {W} or {B}. Activate only if you control a Swamp."
    abilities = parse_oracle(line, "Foo", ("land",))
    (act,) = abilities
    assert isinstance(act, ir.ActivatedAbility)
    assert act.condition == _sub("Swamp")  # 602.5b
    assert render_abilities(abilities, "Foo", "this land") == line


@pytest.mark.parametrize(
    "line",
    [
        # an "unless" on something other than a restriction
        "This creature gets +1/+1 unless you control three or more artifacts.",
        # a count in another player's possession phrased as a noun phrase with a zone
        "At the beginning of your upkeep, if you control three or more artifacts in your graveyard, you gain 1 life.",
    ],
)
def test_unsupported_conditions_are_refused(line: str) -> None:
    with pytest.raises(CardTextError):
        parse_oracle(line, "Foo", ("creature",))


def test_gaps_for_conditions_the_layers_cant_decide() -> None:
    flying = ir.Filter(types=frozenset({"creature"}), controller="you", with_keyword="flying")
    cond = ir.CountIs(ir.CountOf(flying), ">=", 1, "you control", "a")
    assert condition_gap(cond) is None  # fine for a trigger
    assert static_condition_gap(cond) is not None  # 611.3a + 613.1f: depends on layer 6
    pump = ir.StaticAbility(ir.ModifyPT(ir.SelfRef(), 1, 1), condition=cond)
    card = ir.CardDefinition(name="Foo", types=("creature",), abilities=(pump,))
    assert engine_gaps(card) == [static_condition_gap(cond)]


# Real cards the condition grammar lets in (all text read, rendered back, engine-checked).
REAL = [
    "Auriok Sunchaser",
    "Werebear",
    "Mystic Enforcer",
    "Leonin Vanguard",
    "Pestilence",
    "Drowned Catacomb",
    "Glacial Fortress",
    "Canopy Vista",
    "Deathcap Glade",
    "Peppersmoke",
    "Hungry Mist",
    "Force of Nature",
    "Tainted Field",
    "Krosan Avenger",
    "Deep-Sea Serpent",
    "Dandân",
    "Covetous Dragon",
]


@pytest.mark.parametrize("name", REAL)
def test_real_cards_are_supported(name: str) -> None:
    record = CardDatabase.bundled().get(name)
    card = supported_definition(record, use_cache=False)
    assert card.name == name


# --- the evaluator ----------------------------------------------------------------------


def _runner() -> Runner:
    return Runner(
        parse(
            {
                "name": "conditions",
                "players": [
                    {
                        "name": "Alice",
                        "life": 9,
                        "hand": ["Forest"],
                        "graveyard": ["Grizzly Bears", "Shock", "Sol Ring", "Forest"],
                        "battlefield": [
                            {"card": "Hill Giant", "id": "giant", "tapped": True},
                            "Sol Ring",
                            "Ornithopter",
                            "Swamp",
                        ],
                    },
                    {"name": "Bob", "life": 20, "battlefield": ["Craw Wurm", "Mountain"]},
                ],
            }
        )
    )


def _holds(r: Runner, cond: Any, who: int = 0) -> bool:
    return holds(cond, triggers.condition_scope(r.game, r.handles["giant"], who))


def test_counts_life_turn_and_state() -> None:
    r = _runner()
    mine = ir.CountOf(ARTIFACTS)
    assert _holds(r, ir.CountIs(mine, ">=", 2))
    assert not _holds(r, ir.CountIs(mine, ">=", 3))
    assert not _holds(r, ir.CountIs(mine, ">=", 1), who=1)  # Bob controls none
    assert _holds(r, ir.CountIs(ir.CountOf(GY), ">=", 4, "there are"))
    assert not _holds(r, ir.CountIs(ir.CountOf(GY), ">=", 5, "there are"))
    assert not _holds(r, ir.CountIs(ir.CountOf(HAND), "==", 0, "you have", "no"))
    assert _holds(r, ir.LifeIs("you", "<=", 10))
    assert not _holds(r, ir.LifeIs("opponent", "<=", 10))
    assert _holds(r, ir.LifeIs("opponent", "<=", 10), who=1)  # Alice is Bob's opponent
    assert _holds(r, ir.LifeIs("player", "<=", 10))  # Alice herself is a player
    assert _holds(r, ir.LifeIs("player", "<=", 10), who=1)
    # creature, instant, artifact, land: four card types (205.2a)
    assert _holds(r, ir.CardTypesInGraveyard(4))
    assert not _holds(r, ir.CardTypesInGraveyard(5))
    assert _holds(r, ir.YourTurn())  # Alice is the active player
    assert _holds(r, ir.YourTurn(negated=True), who=1)
    assert not _holds(r, ir.IsMonarch())
    assert _holds(r, ir.OpponentsAtLeast(1))  # 102.2: Bob
    assert not _holds(r, ir.OpponentsAtLeast(2))
    assert _holds(r, ir.ObjectIs("tapped"))
    assert not _holds(r, ir.ObjectIs("untapped"))
    assert _holds(r, ir.AnyOf((_sub("Island"), _sub("Swamp"))))
    assert not _holds(r, ir.Unless(ir.AnyOf((_sub("Island"), _sub("Swamp")))))
    assert _holds(r, ir.Unless(_sub("Island")))
    bob_mountain = ir.DefendingPlayerControls(ir.Filter(subtypes=frozenset({"Mountain"})))
    assert not _holds(r, bob_mountain)  # no defending player outside combat restrictions
    scope = triggers.condition_scope(r.game, r.handles["giant"], 0)
    assert holds(bob_mountain, scope, defender=1)
    assert not holds(bob_mountain, scope, defender=0)


def test_as_long_as_applies_only_while_true() -> None:
    r = _runner()
    g = r.game
    pump = ir.StaticAbility(
        ir.ModifyPT(ir.SelfRef(), 2, 2), condition=ir.CountIs(ir.CountOf(ARTIFACTS), ">=", 3)
    )
    giant = g.objects[r.handles["giant"]]
    giant.card = ir.CardDefinition(
        name="Hill Giant", types=("creature",), power="3", toughness="3", abilities=(pump,)
    )
    g.dirty()
    assert characteristics.chars(g, giant.id).power == 3  # two artifacts: off (611.3a)
    sol = next(o for o in g.battlefield_objects() if o.name == "Sol Ring")
    new = g.add_card(0, Zone.BATTLEFIELD, sol.card)  # a third artifact: on
    g.dirty()
    assert characteristics.chars(g, giant.id).power == 5
    zone_moves.move(g, new, Zone.GRAVEYARD, "test", "701.8")  # two again: off
    assert characteristics.chars(g, giant.id).power == 3
