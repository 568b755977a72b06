"""Keyword actions written as sentences (h-kw-perm): amass (701.47), connive (701.50), bolster
(701.39), adapt (701.46): read and written back, and carried out."""

from __future__ import annotations

import pytest

from helpers import creature
from mtgrules.cards import ir
from mtgrules.cards.parser import parse_oracle
from mtgrules.cards.render import render_abilities
from mtgrules.decisions import CastSpell, Choose, ChooseObjects, DiscardChoice, PassPriority
from mtgrules.game import Game
from mtgrules.objects import Target
from mtgrules.rules import characteristics
from mtgrules.zones import Zone


@pytest.mark.parametrize(
    ("text", "types", "effect"),
    [
        ("Amass Zombies 2.", ("sorcery",), ir.Amass("Zombie", 2)),
        ("Amass Orcs 1.", ("instant",), ir.Amass("Orc", 1)),
        ("Bolster 3.", ("instant",), ir.Bolster(3)),
        ("Discover 4.", ("sorcery",), ir.Discover(4)),
        ("{2}{G}: Adapt 2.", ("creature",), ir.Adapt(2)),
        ("When this creature enters, it connives.", ("creature",), ir.Connive(ir.SelfRef())),
        ("Target creature you control connives.", ("instant",), ir.Connive(ir.TargetRef(0))),
    ],
)
def test_read_and_written_back(text: str, types: tuple[str, ...], effect: object) -> None:
    abilities = parse_oracle(text, "Test Card", types)
    assert abilities[0].effects[-1] == effect  # type: ignore[union-attr]
    assert render_abilities(abilities, "Test Card") == text


def test_where_x_reads_into_the_count() -> None:
    text = "Amass Orcs X, where X is the number of cards in your hand."
    abilities = parse_oracle(text, "Test Card", ("sorcery",))
    e = abilities[0].effects[0]  # type: ignore[union-attr]
    assert isinstance(e, ir.Amass) and isinstance(e.count, ir.WhereX)
    assert render_abilities(abilities, "Test Card") == text


def _spell(*effects: object, targets: tuple[ir.TargetSpec, ...] = ()) -> ir.CardDefinition:
    return ir.CardDefinition(
        name="Test Spell",
        mana_cost="{0}",  # 118.6: a spell with no mana cost couldn't be cast
        types=("sorcery",),
        abilities=(ir.SpellAbility(tuple(effects), targets),),  # type: ignore[arg-type]
    )


def _cast(g: Game, card: int, targets: tuple[tuple[Target, ...], ...] = ()) -> None:
    g.apply(CastSpell(card, targets))
    g.apply(PassPriority())
    g.apply(PassPriority())


def _armies(g: Game) -> list[int]:
    return [
        o.id for o in g.battlefield_objects() if "Army" in characteristics.chars(g, o.id).subtypes
    ]


def test_amass_creates_an_army_then_puts_counters_on_it() -> None:
    g = Game(["Alice", "Bob"])
    spell = g.add_card(0, Zone.HAND, _spell(ir.Amass("Orc", 2)))
    g.start(0, "main1")
    _cast(g, spell.id)
    (army,) = _armies(g)
    # 701.47a: "choose an Army creature you control", asked even with one (no silent choices)
    pending = g.pending
    assert isinstance(pending, ChooseObjects) and pending.options == (army,)
    g.apply(Choose(army))
    ch = characteristics.chars(g, army)
    assert ch.subtypes >= {"Orc", "Army"} and ch.colors == frozenset({"B"})
    assert (ch.power, ch.toughness) == (2, 2)  # 701.47a: a 0/0 with two +1/+1 counters
    assert any(e.rule == "701.47a" for e in g.log)


def test_amass_with_an_army_adds_counters_and_the_subtype() -> None:
    g = Game(["Alice", "Bob"])
    zombie = g.add_card(0, Zone.BATTLEFIELD, creature("Z", 0, 0, subtypes=("Zombie", "Army")))
    zombie.counters = {"+1/+1": 1}
    spell = g.add_card(0, Zone.HAND, _spell(ir.Amass("Orc", 2)))
    g.start(0, "main1")
    _cast(g, spell.id)
    assert _armies(g) == [zombie.id]  # no new token: Alice controls an Army
    g.apply(Choose(zombie.id))  # the one Army, still chosen by its controller
    ch = characteristics.chars(g, zombie.id)
    assert ch.power == 3 and {"Zombie", "Orc", "Army"} <= ch.subtypes  # 701.47a, 613.1d


def test_amass_chooses_among_armies() -> None:
    g = Game(["Alice", "Bob"])
    a = g.add_card(0, Zone.BATTLEFIELD, creature("A", 1, 1, subtypes=("Orc", "Army")))
    b = g.add_card(0, Zone.BATTLEFIELD, creature("B", 1, 1, subtypes=("Orc", "Army")))
    spell = g.add_card(0, Zone.HAND, _spell(ir.Amass("Orc", 1)))
    g.start(0, "main1")
    _cast(g, spell.id)
    pending = g.pending
    assert isinstance(pending, ChooseObjects) and set(pending.options) == {a.id, b.id}
    g.apply(Choose(b.id))
    assert b.counters.get("+1/+1") == 1 and not a.counters.get("+1/+1")


def _library(g: Game, player: int, *cards: ir.CardDefinition) -> list[int]:
    return [g.add_card(player, Zone.LIBRARY, c).id for c in cards]


LAND = ir.CardDefinition(
    name="Forest", types=("land",), supertypes=("basic",), subtypes=("Forest",)
)


def test_connive_nonland_discard_puts_a_counter_once() -> None:
    g = Game(["Alice", "Bob"])
    bear = g.add_card(0, Zone.BATTLEFIELD, creature("Bear", 2, 2))
    _library(g, 0, creature("Drawn", 1, 1))
    kept = g.add_card(0, Zone.HAND, LAND)
    spell = g.add_card(0, Zone.HAND, _spell(ir.Connive(ir.TargetRef(0)), targets=_one_creature()))
    g.start(0, "main1")
    _cast(g, spell.id, ((Target(object_id=bear.id),),))
    pending = g.pending
    assert isinstance(pending, DiscardChoice) and pending.player == 0
    drawn = [i for i in pending.options if i != kept.id]
    assert len(g.players[0].hand) == 2  # drawn once (701.50a), before the choice
    g.apply(Choose(drawn[0]))
    assert len(g.players[0].hand) == 1 and g.players[0].hand == [kept.id]  # not drawn again
    assert bear.counters.get("+1/+1") == 1  # a nonland card was discarded


def test_connive_land_discard_puts_no_counter() -> None:
    g = Game(["Alice", "Bob"])
    bear = g.add_card(0, Zone.BATTLEFIELD, creature("Bear", 2, 2))
    _library(g, 0, LAND)
    spell = g.add_card(0, Zone.HAND, _spell(ir.Connive(ir.TargetRef(0)), targets=_one_creature()))
    g.start(0, "main1")
    _cast(g, spell.id, ((Target(object_id=bear.id),),))
    pending = g.pending
    # the only card in hand is the land drawn: still a choice (701.9b)
    assert isinstance(pending, DiscardChoice) and len(pending.options) == 1
    g.apply(Choose(pending.options[0]))
    assert not bear.counters.get("+1/+1")  # 701.50a: a land card: no counter
    assert not g.players[0].hand


def _one_creature() -> tuple[ir.TargetSpec, ...]:
    return (ir.TargetSpec("object", ir.Filter(types=frozenset({"creature"}), controller="you")),)


def test_bolster_least_toughness_and_ties() -> None:
    g = Game(["Alice", "Bob"])
    g.add_card(0, Zone.BATTLEFIELD, creature("Big", 3, 3))
    a = g.add_card(0, Zone.BATTLEFIELD, creature("A", 1, 1))
    b = g.add_card(0, Zone.BATTLEFIELD, creature("B", 2, 1))
    g.add_card(1, Zone.BATTLEFIELD, creature("Theirs", 0, 0))
    spell = g.add_card(0, Zone.HAND, _spell(ir.Bolster(2)))
    g.start(0, "main1")
    _cast(g, spell.id)
    pending = g.pending
    assert isinstance(pending, ChooseObjects) and set(pending.options) == {a.id, b.id}
    g.apply(Choose(b.id))
    assert b.counters.get("+1/+1") == 2 and any(e.rule == "701.39a" for e in g.log)


def test_adapt_only_without_counters() -> None:
    g = Game(["Alice", "Bob"])
    adapt = ir.ActivatedAbility(ir.Cost(mana=""), (ir.Adapt(2),))
    mon = g.add_card(0, Zone.BATTLEFIELD, creature("Mon", 1, 1, adapt))
    g.start(0, "main1")
    from mtgrules.rules import effect_context, keyword_actions

    ctx = effect_context.EffectContext(g, 0, mon.id, characteristics.chars(g, mon.id), 0, "Mon", ())
    keyword_actions.adapt(ctx, ir.Adapt(2))
    assert mon.counters.get("+1/+1") == 2
    keyword_actions.adapt(ctx, ir.Adapt(2))
    assert mon.counters.get("+1/+1") == 2  # 701.46a: it has +1/+1 counters: nothing


def test_support_stands_for_its_target_phrase() -> None:
    # 701.41a: on a permanent "up to N other target creatures"; on a spell, not "other"
    text = "When this creature enters, support 2."
    abilities = parse_oracle(text, "Test Card", ("creature",))
    ab = abilities[0]
    assert isinstance(ab, ir.TriggeredAbility) and ab.effects == (ir.Support(ir.TargetRef(0), 2),)
    (spec,) = ab.targets
    assert spec.count == 2 and spec.up_to and spec.filter.other
    assert render_abilities(abilities, "Test Card") == text
    spell = parse_oracle("Support 2.", "Test Card", ("instant",))
    assert not spell[0].targets[0].filter.other  # type: ignore[union-attr]
    assert render_abilities(spell, "Test Card") == "Support 2."


def test_incubate_then_transform_and_json_round_trip() -> None:
    g = Game(["Alice", "Bob"])
    spell = g.add_card(0, Zone.HAND, _spell(ir.Incubate(2)))
    g.start(0, "main1")
    _cast(g, spell.id)
    (tok,) = [o for o in g.battlefield_objects() if o.is_token]
    ch = characteristics.chars(g, tok.id)
    assert "creature" not in ch.types and "artifact" in ch.types  # 701.53b
    assert tok.counters.get("+1/+1") == 2
    back = Game.from_json(g.to_json())  # the token's ability survives a saved game
    assert any(o.is_token for o in back.battlefield_objects())
    from mtgrules.rules import effect_context, keyword_actions

    ctx = effect_context.EffectContext(g, 0, tok.id, ch, 0, tok.name, ())
    keyword_actions.transform_token(ctx, keyword_actions.TransformToken())
    ch = characteristics.chars(g, tok.id)
    assert "creature" in ch.types and ch.name == "Phyrexian Token"  # 701.27a, 712.8d
    assert (ch.power, ch.toughness) == (2, 2)


@pytest.mark.parametrize(
    "text",
    [
        "Incubate X, where X is the number of cards in your hand.",
        "Exile target nonland permanent. Its controller incubates X, where X is its mana value.",
        "Whenever you cast a noncreature spell, you incubate 2.",
    ],
)
def test_incubate_reads_and_writes_back(text: str) -> None:
    types = ("creature",) if text.startswith("Whenever") else ("instant",)
    abilities = parse_oracle(text, "Test Card", types)
    assert isinstance(abilities[0].effects[-1], ir.Incubate)  # type: ignore[union-attr]
    assert render_abilities(abilities, "Test Card") == text
