"""Non-combat trigger events (603.2; issue 12, h-trig-events): "a player casts a white spell",
"you cast a Spirit or Arcane spell", "your second spell / card each turn", "you draw a card",
"you discard a card", "you cycle or discard a card", "you sacrifice a permanent", "becomes
tapped", "is dealt damage" (with "that much"), "becomes the target of a spell or ability" and
heroic. Read by cards/transform_trig_events.py, written back by render/trig_events.py,
carried out by rules/trigger_events.py and rules/trigger_firing.py."""

from __future__ import annotations

from typing import Any

import pytest

from helpers import scenario_game as _game
from mtgrules.cards import ir, load_card
from mtgrules.cards.gate import card_gaps
from mtgrules.decisions import PassPriority
from mtgrules.rules import permanents, trigger_events, zone_moves
from mtgrules.rules.support import engine_gaps

SUPPORTED = (
    # 1. casting (601.2i)
    "Angel's Feather",  # a player casts a white spell
    "Eidolon of the Great Revel",  # ... with mana value 3 or less; "that player"
    "Oppression",  # "that player discards a card"
    "Baku Altar",  # Spirit or Arcane
    "Bloodsky Berserker",  # your second spell each turn
    "Dreamtide Whale",  # a player casts their second spell each turn
    # 2. drawing, discarding, cycling, sacrificing
    "Faerie Vandal",  # your second card each turn
    "Psychosis Crawler",  # you draw a card
    "Glint-Horn Buccaneer",  # you discard a card
    "Flameblade Adept",  # you cycle or discard a card
    "Blood Aspirant",  # you sacrifice a permanent
    "Tireless Tracker",  # you sacrifice a Clue
    # 3. targets (115.1)
    "Phantasmal Bear",
    "Heartfire Hero",  # ... you control for the first time each turn
    "Shapers' Sanctuary",  # a creature you control ... an opponent controls
    "Crystallization",  # enchanted creature
    "Akroan Skyguard",  # heroic
    # 4. tapped, dealt damage
    "City of Brass",
    "Blight",  # enchanted land
    "Chronic Flooding",  # "its controller"
    "Lifetap",  # a Forest an opponent controls
    "Death Pits of Rath",  # a creature is dealt damage
    "Frozen Solid",  # enchanted creature is dealt damage
    "Boros Reckoner",  # "that much damage"
    "Broodhatch Nantuko",  # "create that many ... tokens"
    "Druid's Call",  # "its controller creates that many ..."
    "Repercussion",  # "that much damage to that creature's controller"
    "Sunbond",  # a granted ability's "that many" (603.2)
    "Light of Promise",
    "Spiteful Sliver",
    "Professor Dellian Fel",  # an emblem's "that much" (114.4)
    "Insolence",  # "that creature's controller"
    "Glyph Keeper",  # "counter that spell or ability"
    "Ishi-Ishi, Akki Crackshot",  # an opponent casts a Spirit or Arcane spell
    "Mechan Assembler",  # "This ability triggers only once each turn."
    "Academy Wall",
)


@pytest.mark.parametrize("name", SUPPORTED)
def test_read_written_back_and_carried_out(name: str) -> None:
    assert card_gaps(load_card(name)) == [], name


def test_triggers_read_as_composed_events() -> None:
    (a,) = [x for x in load_card("Eidolon of the Great Revel").abilities]
    assert isinstance(a, ir.TriggeredAbility)
    assert a.trigger.event is ir.TriggerEvent.CAST_SPELL and a.trigger.whose == "any"
    assert a.trigger.filter is not None and a.trigger.filter.mana_value_max == 3
    (b,) = load_card("Bloodsky Berserker").abilities
    assert isinstance(b, ir.TriggeredAbility) and b.trigger.nth == 2
    c = _triggered("Heartfire Hero")[0]
    t = c.trigger
    assert (t.event, t.whose, t.target_of, t.first_each_turn) == (
        ir.TriggerEvent.BECOMES_TARGET,
        "you",
        "spell or ability",
        True,
    )
    (d,) = [x for x in load_card("Akroan Skyguard").abilities if isinstance(x, ir.TriggeredAbility)]
    assert d.trigger.event is ir.TriggerEvent.CAST_SPELL and d.trigger.targets_self
    (e,) = [
        x for x in load_card("Flameblade Adept").abilities if isinstance(x, ir.TriggeredAbility)
    ]
    assert e.trigger.event is ir.TriggerEvent.DISCARD and e.trigger.cycle


def _triggered(name: str) -> list[ir.TriggeredAbility]:
    return [x for x in load_card(name).abilities if isinstance(x, ir.TriggeredAbility)]


def _card(*abilities: Any) -> ir.CardDefinition:
    return ir.CardDefinition(name="T", types=("creature",), abilities=abilities)


def test_that_much_only_where_the_event_has_an_amount() -> None:
    much = ir.DealDamage(ir.EventAmount(), ir.TargetRef(0))
    spell = ir.SpellAbility((much,), (ir.TargetSpec("any"),))
    gap = '"that much" without a trigger event that has an amount (603.2)'
    assert any(gap in g for g in engine_gaps(_card(spell)))
    on_draw = ir.TriggeredAbility(ir.Trigger(ir.TriggerEvent.DRAW, ir.YouRef()), (much,))
    assert any(gap in g for g in engine_gaps(_card(on_draw)))
    dealt = ir.TriggeredAbility(ir.Trigger(ir.TriggerEvent.DEALT_DAMAGE), (much,))
    assert not any(gap in g for g in engine_gaps(_card(dealt)))
    # 603.2: a granted or delayed triggered ability uses its own event's amount ...
    grant = ir.GrantAbilities(ir.SelfRef(), (dealt,), ir.Duration.END_OF_TURN)
    assert not any(gap in g for g in engine_gaps(_card(ir.SpellAbility((grant,)))))
    # ... and one whose event has none can't, nor can an activated ability inside
    grant_draw = ir.GrantAbilities(ir.SelfRef(), (on_draw,), ir.Duration.END_OF_TURN)
    assert any(gap in g for g in engine_gaps(_card(ir.SpellAbility((grant_draw,)))))
    act = ir.ActivatedAbility(ir.Cost(tap=True), (much,), (ir.TargetSpec("any"),))
    grant_act = ir.GrantAbilities(ir.SelfRef(), (act,), ir.Duration.END_OF_TURN)
    assert any(gap in g for g in engine_gaps(_card(ir.SpellAbility((grant_act,)))))


def test_first_time_each_turn_only_for_spell_or_ability() -> None:
    trig = ir.Trigger(ir.TriggerEvent.BECOMES_TARGET, target_of="spell", first_each_turn=True)
    assert trigger_events.gap(trig) is not None
    ok = ir.Trigger(
        ir.TriggerEvent.BECOMES_TARGET, target_of="spell or ability", first_each_turn=True
    )
    assert trigger_events.gap(ok) is None


def _id(g: Any, name: str) -> int:
    return next(o.id for o in g.objects.values() if o.card.name == name)


def _pending(g: Any) -> list[str]:
    return [t.source_name for t in g.pending_triggers]


def test_tapping_by_an_effect_fires_becomes_tapped() -> None:
    g = _game(
        {
            "players": [
                {"name": "Alice", "battlefield": ["City of Brass"]},
                {"name": "Bob"},
            ],
            "turn": {"active": "Alice", "step": "main1", "number": 2},
        }
    )
    city = g.objects[_id(g, "City of Brass")]
    permanents.tap(g, city, "701.26a")
    assert _pending(g) == ["City of Brass"]
    permanents.tap(g, city, "701.26a")  # already tapped: it doesn't become tapped (701.26a)
    assert _pending(g) == ["City of Brass"]


def test_draw_count_and_second_card_each_turn() -> None:
    g = _game(
        {
            "players": [
                {"name": "Alice", "battlefield": ["Faerie Vandal"], "library": ["Forest"] * 6},
                {"name": "Bob", "library": ["Island"] * 6},
            ],
            "turn": {"active": "Alice", "step": "main1", "number": 2},
        }
    )
    alice = g.players[0]
    assert alice.cards_drawn_this_turn == 0  # the scenario starts after the draw step
    zone_moves.draw(g, 0, 1, "121.1")
    assert _pending(g) == []
    zone_moves.draw(g, 0, 1, "121.1")
    assert _pending(g) == ["Faerie Vandal"]  # the second card (603.2)
    zone_moves.draw(g, 0, 1, "121.1")
    assert _pending(g) == ["Faerie Vandal"]
    assert alice.cards_drawn_this_turn == 3
    zone_moves.draw(g, 1, 2, "121.1")  # Bob's draws aren't "you draw"
    assert _pending(g) == ["Faerie Vandal"]


def test_a_sacrificed_permanent_sees_its_own_sacrifice() -> None:
    # 603.10a: leaving the battlefield, the event looks back in time
    g = _game(
        {
            "players": [
                {"name": "Alice", "battlefield": ["Blood Aspirant", "Grizzly Bears"]},
                {"name": "Bob", "battlefield": ["Blood Aspirant"]},
            ],
            "turn": {"active": "Alice", "step": "main1", "number": 2},
        }
    )
    mine = next(
        o.id for o in g.objects.values() if o.card.name == "Blood Aspirant" and o.controller == 0
    )
    zone_moves.sacrifice(g, _id(g, "Grizzly Bears"), "test")
    # Alice's triggers (701.21a: she sacrificed it); Bob's doesn't ("you": 109.5)
    assert [(t.source_name, t.controller) for t in g.pending_triggers] == [("Blood Aspirant", 0)]
    zone_moves.sacrifice(g, mine, "test")  # its own sacrifice: it looks back in time
    assert [(t.source_id, t.controller) for t in g.pending_triggers][1] == (mine, 0)
    assert len(g.pending_triggers) == 2


def test_heroic_counts_only_spells_that_target_it() -> None:
    g = _game(
        {
            "players": [
                {
                    "name": "Alice",
                    "battlefield": ["Akroan Skyguard", "Grizzly Bears", "Forest", "Forest"],
                    "hand": ["Giant Growth"],
                },
                {"name": "Bob"},
            ],
            "turn": {"active": "Alice", "step": "main1", "number": 2},
            "script": [{"cast": {"card": "Giant Growth", "targets": ["Grizzly Bears"]}}],
        }
    )
    assert g.pending_triggers == [] and len(g.stack) == 1
    g.apply(PassPriority())
    g.apply(PassPriority())
    assert not g.stack


def test_counter_that_spell_needs_a_trigger_that_names_one() -> None:
    from mtgrules.cards.parser import parse_oracle
    from mtgrules.errors import CardTextError

    (a,) = parse_oracle(
        "Whenever a player casts a noncreature spell, counter that spell.", "T", ("creature",)
    )
    assert isinstance(a, ir.TriggeredAbility) and a.effects == (ir.CounterEventSpell(),)
    (b,) = parse_oracle(
        "Whenever this creature becomes the target of a spell or ability, counter that spell "
        "or ability.",
        "T",
        ("creature",),
    )
    assert isinstance(b, ir.TriggeredAbility)
    assert b.effects == (ir.CounterEventSpell(or_ability=True),)
    # no spell named by the trigger: not read (never parse-and-ignore)
    with pytest.raises(CardTextError, match="no spell cast named by the trigger"):
        parse_oracle("When this creature enters, counter that spell.", "T", ("creature",))


def test_triggers_only_once_each_turn_is_read() -> None:
    (a,) = _triggered("Mechan Assembler")
    assert a.once_each_turn and a.trigger.event is ir.TriggerEvent.ENTERS
