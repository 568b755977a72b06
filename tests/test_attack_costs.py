"""508.1d, 508.1h-j: costs to attack ("Creatures can't attack you unless their controller pays
{2} for each creature they control that's attacking you."): the reading, the declaration's
data (``AttackSpec.tax`` and ``budget``) and that a random declaration can always be paid.
The games: tests/scenarios/core/attack_tax_*."""

from __future__ import annotations

import random

import pytest

from mtgrules.cards import ir
from mtgrules.cards.database import CardDatabase
from mtgrules.cards.gate import supported_definition
from mtgrules.decisions import AttackDeclaration, DeclareAttackers
from mtgrules.errors import IllegalActionError
from mtgrules.game import Game
from mtgrules.objects import Target
from mtgrules.scenario.loader import parse, parse_yaml
from mtgrules.scenario.runner import Runner

POSITION = """
name: attack costs
players:
  - name: Alice
    battlefield: [Grizzly Bears, Hill Giant, Llanowar Elves, Forest, Forest, Forest]
  - name: Bob
    battlefield: [Ghostly Prison, {card: Jace Beleren, counters: {loyalty: 3}}]
turn: {active: Alice, step: declare_attackers, number: 3}
script: []
"""


@pytest.mark.parametrize(
    ("name", "mana", "planeswalkers"),
    [
        ("Propaganda", "{2}", False),
        ("Ghostly Prison", "{2}", False),
        ("Windborn Muse", "{2}", False),
        ("Archon of Absolution", "{1}", True),
        ("Baird, Steward of Argive", "{1}", True),
    ],
)
def test_the_attack_tax_cards_are_read(name: str, mana: str, planeswalkers: bool) -> None:
    card = supported_definition(CardDatabase.bundled().get(name), use_cache=False)
    taxes = [a for a in card.abilities if isinstance(a, ir.AttackTax)]
    assert taxes == [ir.AttackTax(mana, planeswalkers)]


def test_the_wider_attack_tax_cards_are_read() -> None:
    """107.3c, 508.1h: an X, some creatures only, planeswalkers only, the enchanted creature."""
    db = CardDatabase.bundled()

    def tax(name: str) -> ir.AttackTax:
        card = supported_definition(db.get(name), use_cache=False)
        (found,) = [a for a in card.abilities if isinstance(a, ir.AttackTax)]
        return found

    assert tax("Sphere of Safety").mana == "{X}" and tax("Sphere of Safety").amount is not None
    domain = tax("Collective Restraint").amount
    assert domain is not None and isinstance(domain.value, ir.BasicLandTypes)  # 305.6
    assert tax("Elephant Grass").attackers is not None
    assert tax("Elephant Grass").attackers.non_colors == frozenset({"B"})  # type: ignore[union-attr]
    assert tax("Onakke Oathkeeper") == ir.AttackTax("{1}", planeswalkers=True, players=False)
    assert tax("Brainwash") == ir.AttackTax("{3}", enchanted=True)


ENCHANTED = """
name: a cost for one creature only
players:
  - name: Alice
    battlefield: [Grizzly Bears, Hill Giant, Forest, Forest, Forest]
  - name: Bob
    battlefield: [{card: Brainwash, attached_to: Hill Giant}, Propaganda]
turn: {active: Alice, step: declare_attackers, number: 3}
script: []
"""


def test_a_cost_for_one_creature_is_carried_by_creature() -> None:
    """508.1h: Brainwash's {3} is the enchanted creature's alone (``AttackSpec.by_creature``,
    every cost counted for it); the others pay what ``tax`` says (Propaganda's {2})."""
    game = Runner(parse(parse_yaml(ENCHANTED))).game
    d = game.pending
    assert isinstance(d, AttackDeclaration)
    ids = {game.objects[i].name: i for i in game.objects}
    bob = Target(player=1)
    assert [n for _, n in d.spec.tax] == [2]
    assert [(c, [n for _, n in tab]) for c, tab in d.spec.by_creature] == [(ids["Hill Giant"], [5])]
    both = DeclareAttackers(((ids["Grizzly Bears"], bob), (ids["Hill Giant"], bob)))
    assert d.spec.cost(both) == 7
    saved = Game.from_json(game.to_json()).pending  # a saved game keeps the costs
    assert isinstance(saved, AttackDeclaration) and saved.spec == d.spec
    rng = random.Random(3)
    for _ in range(40):
        action = d.spec.sample(rng, p=0.9)
        assert d.spec.cost(action) <= d.spec.budget == 3
        game.clone().apply(action)  # never refused


def test_the_declaration_carries_the_costs_and_what_can_surely_be_paid() -> None:
    game = Runner(parse(parse_yaml(POSITION))).game
    d = game.pending
    assert isinstance(d, AttackDeclaration)
    assert [n for _, n in d.spec.tax] == [2]  # Bob, not his planeswalker (Ghostly Prison)
    assert d.spec.tax[0][0].player == 1
    assert d.spec.budget == 3  # three Forests: Llanowar Elves may be tapped by attacking
    assert d.spec.must_attack == ()


def test_a_random_declaration_can_always_be_paid() -> None:
    """508.1h: ``sample`` never declares more than the mana surely there can pay for."""
    game = Runner(parse(parse_yaml(POSITION))).game
    d = game.pending
    assert isinstance(d, AttackDeclaration)
    rng = random.Random(7)
    costs = set()
    for _ in range(60):
        action = d.spec.sample(rng, p=0.9)
        costs.add(d.spec.cost(action))
        assert d.spec.validate(action) is None
        copy = game.clone()
        copy.apply(action)  # never refused
    assert max(costs) <= 3 and 0 in costs and 2 in costs


def test_an_unpayable_declaration_is_refused_and_changes_nothing() -> None:
    game = Runner(parse(parse_yaml(POSITION))).game
    d = game.pending
    assert isinstance(d, AttackDeclaration)
    ids = {game.objects[i].name: i for i in game.objects}
    bob = next(t for t, _ in d.spec.tax)
    attackers = ("Grizzly Bears", "Hill Giant", "Llanowar Elves")  # {6}: the Elves tapped
    action = DeclareAttackers(tuple((ids[n], bob) for n in attackers))
    before = game.fingerprint()
    with pytest.raises(IllegalActionError, match=r"508\.1h"):
        game.apply(action)
    assert game.fingerprint() == before


MUST = """
name: a requirement obeyed where it costs nothing
players:
  - name: Alice
    battlefield: [Juggernaut, Grizzly Bears]
  - name: Bob
    battlefield: [Propaganda, {card: Jace Beleren, counters: {loyalty: 3}}]
turn: {active: Alice, step: declare_attackers, number: 3}
script: []
"""


def test_a_requirement_is_obeyed_where_it_costs_nothing() -> None:
    """508.1d: Juggernaut must attack Jace (free) though attacking Bob costs {2}."""
    game = Runner(parse(parse_yaml(MUST))).game
    d = game.pending
    assert isinstance(d, AttackDeclaration)
    ids = {game.objects[i].name: i for i in game.objects}
    jace = Target(object_id=ids["Jace Beleren"])
    assert d.spec.must_attack == (ids["Juggernaut"],)
    assert dict(d.spec.default().attacks) == {ids["Juggernaut"]: jace}
    rng = random.Random(3)
    for _ in range(30):
        action = d.spec.sample(rng, p=0.9)
        assert (ids["Juggernaut"], jace) in action.attacks
        game.clone().apply(action)
    with pytest.raises(IllegalActionError, match=r"508\.1d"):
        game.apply(DeclareAttackers(()))
