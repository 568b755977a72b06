"""Populate (701.36): a pulled choice among creature tokens you control, a copy of the chosen
one (707.2), nothing without one (701.36b)."""

from __future__ import annotations

from helpers import creature
from mtgrules.cards import ir
from mtgrules.cards.parser import parse_oracle
from mtgrules.cards.render import render_abilities
from mtgrules.decisions import CastSpell, Choose, ChooseObjects, PassPriority
from mtgrules.game import Game
from mtgrules.rules import characteristics
from mtgrules.zones import Zone


def test_read_and_written_back() -> None:
    text = "Create a 1/1 green Saproling creature token, then populate."
    abilities = parse_oracle(text, "Test Spell", ("sorcery",))
    assert abilities[0].effects[-1] == ir.Populate()  # type: ignore[union-attr]
    assert render_abilities(abilities, "Test Spell") == text


def _populate_spell() -> ir.CardDefinition:
    return ir.CardDefinition(
        name="Test Populate",
        mana_cost="{0}",
        types=("sorcery",),
        abilities=(ir.SpellAbility((ir.Populate(),)),),
    )


def test_chooses_among_creature_tokens_you_control_and_copies() -> None:
    g = Game(["Alice", "Bob"])
    g.add_card(0, Zone.BATTLEFIELD, creature("Bear", 2, 2))  # not a token
    bird = g.add_card(
        0, Zone.BATTLEFIELD, creature("Bird", 1, 1, ir.Keyword("flying")), is_token=True
    )
    ox = g.add_card(0, Zone.BATTLEFIELD, creature("Ox", 2, 4), is_token=True)
    g.add_card(1, Zone.BATTLEFIELD, creature("Elf", 1, 1), is_token=True)  # Bob's
    card = g.add_card(0, Zone.HAND, _populate_spell())
    g.start(0, "main1")
    g.apply(CastSpell(card.id, ()))
    g.apply(PassPriority())
    g.apply(PassPriority())
    pending = g.pending
    assert isinstance(pending, ChooseObjects) and pending.player == 0
    assert set(pending.options) == {bird.id, ox.id}  # 701.36a: creature tokens you control
    g.apply(Choose(ox.id))
    oxen = [
        o
        for o in g.battlefield_objects()
        if o.is_token and characteristics.chars(g, o.id).name == "Ox"
    ]
    assert len(oxen) == 2
    copy = characteristics.chars(g, oxen[1].id)
    assert (copy.power, copy.toughness, copy.controller) == (2, 4, 0)  # 707.2
    assert any(e.rule == "701.36a" for e in g.log)


def test_without_a_creature_token_nothing_is_created() -> None:
    g = Game(["Alice", "Bob"])
    g.add_card(0, Zone.BATTLEFIELD, creature("Bear", 2, 2))
    card = g.add_card(0, Zone.HAND, _populate_spell())
    g.start(0, "main1")
    g.apply(CastSpell(card.id, ()))
    g.apply(PassPriority())
    g.apply(PassPriority())
    assert len(list(g.battlefield_objects())) == 1
    assert any(e.rule == "701.36b" for e in g.log)
