"""Activated and triggered abilities on the stack as targets (115.1, 113.1c) and countering
them (701.6b): which phrases are read, and which stack items each phrase can name."""

from __future__ import annotations

import pytest

from mtgrules.cards import load_card
from mtgrules.cards.coverage import card_gaps
from mtgrules.cards.database import CardDatabase
from mtgrules.cards.ir import Filter
from mtgrules.decisions import ActivateAbility, CastSpell
from mtgrules.game import Game
from mtgrules.objects import StackAbility, Target
from mtgrules.rules import ability_targets
from mtgrules.zones import Zone


@pytest.mark.parametrize(
    "name",
    [
        "Stifle",  # "Counter target activated or triggered ability."
        "Squelch",  # "Counter target activated ability. Draw a card."
        "Voidslime",  # "... spell, activated ability, or triggered ability."
        "Disallow",
        "Bind",
        "Defabricate",  # a mode
        "Rust",  # "... from an artifact source" (113.7)
        "Brown Ouphe",
        "Nimble Obstructionist",  # "... you don't control" (113.8)
        "Strionic Resonator",  # "Copy target triggered ability you control." (707.10)
        "Abstruse Archaic",  # "... you control from a colorless source"
        "Echo, Perceptive Prodigy",  # "... from a creature source"
        "Tawnos, Urza's Apprentice",
        "Peter Parker's Camera",
    ],
)
def test_the_phrasings_are_read_and_rendered_back(name: str) -> None:
    assert card_gaps(CardDatabase.bundled().get(name)) == []


def _game_with_an_ability_and_a_spell() -> tuple[Game, int, int]:
    g = Game(["Alice", "Bob"], seed=1)
    for p in (0, 1):
        for _ in range(3):
            g.add_card(p, Zone.LIBRARY, load_card("Island"))
    g.start(0, "main1", 1)
    pyro = g.add_card(0, Zone.BATTLEFIELD, load_card("Prodigal Pyromancer")).id
    g.apply_as_judge(ActivateAbility(source=pyro, index=0, targets=((Target(player=1),),)))
    bolt = g.add_card(0, Zone.HAND, load_card("Lightning Bolt")).id
    g.apply_as_judge(CastSpell(card=bolt, targets=((Target(player=1),),), free=True))
    (sa,) = [i.object for i in g.stack if isinstance(i.object, StackAbility)]
    (spell,) = [i.object.id for i in g.stack if i.is_spell]  # a new object there (400.7)
    return g, sa.id, spell


def test_each_phrase_names_what_it_says() -> None:
    g, ability, bolt = _game_with_an_ability_and_a_spell()
    on_stack = Target(object_id=ability, zone=Zone.STACK)
    spell = Target(object_id=bolt, zone=Zone.STACK)
    assert ability_targets.problem(g, ability_targets.ACTIVATED, on_stack) is None
    assert ability_targets.problem(g, ability_targets.EITHER, on_stack) is None
    assert "activated ability, not a triggered" in str(
        ability_targets.problem(g, ability_targets.TRIGGERED, on_stack)
    )
    assert "it's a spell" in str(ability_targets.problem(g, ability_targets.EITHER, spell))
    # the article fits the phrase: "a triggered ability", "an activated ability"
    assert ability_targets.problem(g, ability_targets.TRIGGERED, spell) == (
        "it's a spell, not a triggered ability (115.1)"
    )
    assert ability_targets.problem(g, ability_targets.ACTIVATED, spell) == (
        "it's a spell, not an activated ability (115.1)"
    )
    assert ability_targets.problem(g, ability_targets.SPELL_OR_EITHER, spell) == (
        ability_targets.A_SPELL
    )
    found = ability_targets.candidates(g, ability_targets.SPELL_OR_EITHER, Filter(), 0)
    assert {t.object_id for t in found} == {ability, bolt}
    assert ability_targets.candidates(g, ability_targets.TRIGGERED, Filter(), 0) == []


def test_the_controller_and_source_words_narrow_the_abilities() -> None:
    """113.8: "you control" / "you don't control" is the ability's controller (Alice's
    Prodigal Pyromancer here); 113.7: "from an artifact source" is its source's card type."""
    g, ability, _bolt = _game_with_an_ability_and_a_spell()
    either = ability_targets.EITHER
    mine, theirs = Filter(controller="you"), Filter(controller="not_you")
    assert [t.object_id for t in ability_targets.candidates(g, either, mine, 0)] == [ability]
    assert ability_targets.candidates(g, either, mine, 1) == []
    assert [t.object_id for t in ability_targets.candidates(g, either, theirs, 1)] == [ability]
    on_stack = Target(object_id=ability, zone=Zone.STACK)
    assert ability_targets.problem(g, either, on_stack, theirs, 0) == (
        "it's an ability you control (113.8)"
    )
    artifact = Filter(types=frozenset({"artifact"}))
    assert ability_targets.problem(g, either, on_stack, artifact, 0) == (
        "its source isn't an artifact (113.7)"
    )
    creature = Filter(types=frozenset({"creature", "artifact"}))
    assert ability_targets.problem(g, either, on_stack, creature, 0) is None
    assert ability_targets.problem(g, either, on_stack, Filter(colorless=True), 0) == (
        "its source isn't colorless (113.7)"
    )


def test_an_ability_gone_from_the_stack_is_no_longer_a_target() -> None:
    """608.2b: the ability left the stack (it resolved or was countered)."""
    g, ability, _bolt = _game_with_an_ability_and_a_spell()
    g.stack[:] = [i for i in g.stack if i.object.id != ability]
    why = ability_targets.problem(
        g, ability_targets.EITHER, Target(object_id=ability, zone=Zone.STACK)
    )
    assert why == "it's no longer on the stack (608.2b)"
