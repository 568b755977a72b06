"""More trigger events (603.2; issue 12, ninth session, "trig"): equipped / enchanted creature
attacks or blocks (508.3a, 509.3a, 509.3c), "this creature enters or dies / leaves the
battlefield" (603.2, 603.10a), "each combat" (507.1), "draw step" (504.1, 603.2b), "end of
combat" (511.2), another player's draws and discards (121.1, 701.9a), cycling (702.29c),
"When you cast this spell" (601.2i) and "deals [combat] damage to a creature" (120.3, 510.2).
Read by cards/transform_trig_more.py, written back by render/trig_more.py, carried out by
rules/trigger_more.py and rules/trigger_firing.py."""

from __future__ import annotations

from typing import Any

import pytest

from helpers import scenario_game as _game
from mtgrules.cards import ir, load_card
from mtgrules.cards.gate import card_gaps
from mtgrules.decisions import ActivateAbility, PassPriority
from mtgrules.rules import zone_moves
from mtgrules.zones import Zone

SUPPORTED = (
    "Argentum Armor",  # equipped creature attacks
    "Armory of Iroas",  # ... put a +1/+1 counter on it
    "Ashen Rider",  # enters or dies
    "Aven Riftwatcher",  # enters or leaves the battlefield
    "Sentinel of the Eternal Watch",  # combat on each opponent's turn, "that player"
    "Howling Mine",  # each player's draw step, "draws an additional card"
    "Avaricious Dragon",  # your draw step
    "Mana Vault",  # your draw step, if it is tapped
    "Consecrated Sphinx",  # an opponent draws a card
    "Faerie Mastermind",  # an opponent draws their second card each turn
    "Liliana's Caress",  # an opponent discards a card
    "Confessor",  # a player discards a card
    "Avian Oddity",  # When you cycle this card
    "Fleeting Aven",  # a player cycles a card
    "Nulldrifter",  # When you cast this spell
    "World Breaker",
    "Stinkweed Imp",  # deals combat damage to a creature
    "Spiritmonger",  # deals damage to a creature
    "Flayed Nim",  # ... that much
    "Ohran Viper",  # ... destroy that creature at end of combat
    "Giant's Skewer",  # equipped creature deals combat damage to a creature
    "Toxin Sliver",  # a Sliver deals combat damage to a creature
    "Mortuary",  # a creature is put into your graveyard from the battlefield
    "Viridian Revel",  # ... into an opponent's graveyard
    "Ashiok's Reaper",  # an enchantment you control is put into a graveyard ...
    "Zodiac Dragon",  # this creature is put into your graveyard ...
    "Arena Trickster",  # your first spell during each opponent's turn
    "Brineborn Cutthroat",  # a spell during an opponent's turn
    "Flamespeaker Adept",  # you scry
    "Dimir Spybug",  # you surveil
    "Matoya, Archon Elder",  # you scry or surveil
    "Darien, King of Kjeldor",  # you're dealt damage ... that many
    "Sun Droplet",  # ... put that many charge counters
    "No Mercy",  # a creature deals damage to you, destroy it
    "Michiko Konda, Truth Seeker",  # a source an opponent controls ... that player
    "Cleric of Life's Bond",  # you gain life for the first time each turn
    "Sengir Vampire",  # a creature dealt damage by this creature this turn dies
    "Blood Hustler",  # you commit a crime (700.13)
    "Spirit Link",  # enchanted creature deals damage ... that much
    "Jhoira, Weatherlight Captain",  # you cast a historic spell (700.6)
    "Roost of Drakes",  # you cast a kicked spell (702.33d)
    "Cat Oven",  # the older wording "enters the battlefield"
    "Dreadhorde Butcher",  # combat damage to a player or planeswalker
    "Vizier of the True",  # you exert a creature (701.43a)
    "Wildgrowth Walker",  # a creature you control explores (701.44a)
    "Curator of Mysteries",  # you cycle or discard another card
    "Bant Sojourners",  # When you cycle this card and when this creature dies
    "Valor of the Worthy",  # enchanted creature leaves the battlefield
    "Season of Growth",  # you cast a spell that targets a creature you control
    "Reaper of Sheoldred",  # a source deals damage to this creature, that source's controller
    "Tuvasa the Sunlit",  # your first enchantment spell each turn
    "Valeria Richards, Precocious",  # your first noncreature spell each turn
    "Acquisition Octopus",  # this creature or equipped creature deals combat damage
    "Titans' Vanguard",  # When you cast this spell and whenever this creature attacks
    "Beamtown Beatstick",  # equipped creature ... to a player or battle
    "Patrolling Peacemaker",  # an opponent commits a crime
    "Unscythe, Killer of Kings",  # ... by equipped creature ...; "that card"
)


@pytest.mark.parametrize("name", SUPPORTED)
def test_read_written_back_and_carried_out(name: str) -> None:
    assert card_gaps(load_card(name)) == [], name


def _trig(name: str) -> ir.Trigger:
    (a,) = [x for x in load_card(name).abilities if isinstance(x, ir.TriggeredAbility)][-1:]
    return a.trigger


def test_triggers_read_as_composed_events() -> None:
    t = _trig("Armory of Iroas")
    assert (t.event, t.subject) == (ir.TriggerEvent.ATTACKS, ir.AttachedRef("equipped"))
    t = _trig("Ashen Rider")
    assert (t.event, t.or_event) == (ir.TriggerEvent.ENTERS, ir.TriggerEvent.DIES)
    t = _trig("Howling Mine")
    assert (t.event, t.whose) == (ir.TriggerEvent.DRAW_STEP, "any")
    t = _trig("Consecrated Sphinx")
    assert (t.event, t.whose) == (ir.TriggerEvent.DRAW, "opponent")
    t = _trig("Avian Oddity")
    assert (t.event, t.subject) == (ir.TriggerEvent.CYCLE, ir.SelfRef())
    t = _trig("Nulldrifter")
    assert t.event is ir.TriggerEvent.CAST_SPELL and t.this_spell
    t = _trig("Flayed Nim")
    assert t.event is ir.TriggerEvent.DEALS_COMBAT_DAMAGE_TO_CREATURE


def _id(g: Any, name: str, controller: int | None = None) -> int:
    return next(
        o.id
        for o in g.objects.values()
        if o.card.name == name and (controller is None or o.controller == controller)
    )


def _pending(g: Any) -> list[str]:
    return [t.source_name for t in g.pending_triggers]


def test_equipped_creature_attacks_puts_the_counter_on_the_attacker() -> None:
    # 508.3a, 301.5: the creature it's attached to attacks; "it" is that creature
    g = _game(
        {
            "players": [
                {
                    "name": "Alice",
                    "battlefield": [
                        {"card": "Armory of Iroas", "attached_to": "Grizzly Bears"},
                        "Grizzly Bears",
                        "Llanowar Elves",
                    ],
                },
                {"name": "Bob"},
            ],
            "turn": {"active": "Alice", "step": "declare_attackers", "number": 2},
            "script": [
                {"attack": {"Grizzly Bears": "Bob", "Llanowar Elves": "Bob"}},
                {"resolve": 1},
                {"expect": {"counters": {"Grizzly Bears": {"+1/+1": 1}}}},
            ],
        }
    )
    assert g.objects[_id(g, "Llanowar Elves")].counters.get("+1/+1", 0) == 0


def test_enters_or_leaves_triggers_on_either_event() -> None:
    # 603.2, 603.6a, 603.10a: Aven Riftwatcher gains 2 life entering and 2 leaving
    g = _game(
        {
            "players": [{"name": "Alice", "hand": ["Aven Riftwatcher"]}, {"name": "Bob"}],
            "turn": {"active": "Alice", "step": "main1", "number": 2},
        }
    )
    aven = g.objects[_id(g, "Aven Riftwatcher")]
    new = zone_moves.move(g, aven, Zone.BATTLEFIELD, "test", "400.7")
    assert _pending(g) == ["Aven Riftwatcher"]
    zone_moves.destroy(g, new.id, "test", "701.8a")
    assert _pending(g) == ["Aven Riftwatcher", "Aven Riftwatcher"]  # looks back in time


def test_draw_step_trigger_names_the_active_player() -> None:
    # 603.2b, 504.1: Howling Mine triggers in each player's draw step, before the draw;
    # "that player" is the player whose draw step it is
    g = _game(
        {
            "players": [
                {"name": "Alice", "battlefield": ["Howling Mine"], "library": ["Island"] * 5},
                {"name": "Bob", "library": ["Island"] * 5},
            ],
            "turn": {"active": "Alice", "step": "main2", "number": 2},
            "script": [
                {"advance": {"turn": 3, "step": "main1"}},
                {"expect": {"count": {"Bob.hand": 2, "Alice.hand": 0}}},
            ],
        }
    )
    assert any("Howling Mine's ability triggers" in e.text for e in g.log)


def test_an_opponents_draw_not_yours() -> None:
    # 102.2, 121.1: Consecrated Sphinx sees only its controller's opponents draw
    g = _game(
        {
            "players": [
                {"name": "Alice", "library": ["Island"] * 5},
                {"name": "Bob", "battlefield": ["Consecrated Sphinx"], "library": ["Island"] * 5},
            ],
            "turn": {"active": "Alice", "step": "main1", "number": 2},
        }
    )
    zone_moves.draw(g, 1, 1, "121.1")
    assert _pending(g) == []
    zone_moves.draw(g, 0, 2, "121.1")
    assert [(t.source_name, t.controller, t.player) for t in g.pending_triggers] == [
        ("Consecrated Sphinx", 1, 0)
    ] * 2  # one for each card drawn (121.2)


def test_cycling_triggers_the_card_and_the_permanents() -> None:
    # 702.29c: "When you cycle this card" triggers from the graveyard; "Whenever a player
    # cycles a card" from the battlefield; a plain discard is no cycling
    g = _game(
        {
            "players": [
                {
                    "name": "Alice",
                    "battlefield": ["Fleeting Aven", "Island", "Island", "Island"],
                    "hand": ["Avian Oddity", "Forest"],
                    "library": ["Island"] * 5,
                },
                {"name": "Bob"},
            ],
            "turn": {"active": "Alice", "step": "main1", "number": 2},
        }
    )
    zone_moves.discard(g, _id(g, "Forest"), "test")
    assert _pending(g) == []
    odd = _id(g, "Avian Oddity")
    (cycle,) = [a for a in g.legal_actions() if isinstance(a, ActivateAbility) and a.source == odd]
    g.apply(cycle)
    triggers = g.pending.triggers  # a TriggerOrder: Alice controls both (603.3b)
    assert sorted(t.source_name for t in triggers) == ["Avian Oddity", "Fleeting Aven"]
    own = next(t for t in triggers if t.source_name == "Avian Oddity")
    assert g.objects[own.source_id].zone is Zone.GRAVEYARD
    assert any(e.rule == "702.29a" and "cycles" in e.text for e in g.log)


def test_cast_this_spell_triggers_from_the_stack_only() -> None:
    # 601.2i: Nulldrifter's ability triggers as it is cast; on the battlefield, another
    # spell doesn't trigger it
    g = _game(
        {
            "players": [
                {
                    "name": "Alice",
                    "battlefield": ["Nulldrifter", "Forest"],
                    "hand": ["Nulldrifter", "Giant Growth"],
                    "library": ["Island"] * 5,
                    "mana_pool": "{7}",
                },
                {"name": "Bob"},
            ],
            "turn": {"active": "Alice", "step": "main1", "number": 2},
        }
    )
    in_hand = next(o for o in g.objects.values() if o.zone is Zone.HAND and o.name == "Nulldrifter")
    g2 = _game(
        {
            "players": [
                {
                    "name": "Alice",
                    "battlefield": ["Nulldrifter", "Forest"],
                    "hand": ["Giant Growth"],
                },
                {"name": "Bob"},
            ],
            "turn": {"active": "Alice", "step": "main1", "number": 2},
            "script": [{"cast": {"card": "Giant Growth", "targets": ["Nulldrifter"]}}],
        }
    )
    assert len(g2.stack) == 1 and g2.pending_triggers == []  # not "this spell"
    from mtgrules.decisions import CastSpell

    cast = next(a for a in g.legal_actions() if isinstance(a, CastSpell) and a.card == in_hand.id)
    g.apply(cast)
    names = [i.object.name for i in g.stack]
    assert names[-1] == "Nulldrifter's ability" and len(g.stack) == 2  # its ability on top (603.3)
    g.apply(PassPriority())
    g.apply(PassPriority())
    assert len(g.players[0].hand) == 3  # Giant Growth and the two cards drawn


def test_deals_combat_damage_to_a_creature_destroys_that_creature() -> None:
    # 510.2, 603.2: Stinkweed Imp deals 1 damage to the 2/2 it blocks: "that creature" is
    # the creature dealt damage (the Imp itself dies of its 2 damage, 704.5g)
    g = _game(
        {
            "players": [
                {"name": "Alice", "battlefield": ["Grizzly Bears", "Llanowar Elves"]},
                {"name": "Bob", "battlefield": ["Stinkweed Imp"]},
            ],
            "turn": {"active": "Alice", "step": "declare_attackers", "number": 2},
            "script": [
                {"attack": {"Grizzly Bears": "Bob"}},
                {"advance": "declare_blockers"},
                {"block": {"Stinkweed Imp": "Grizzly Bears"}},
                {"advance": "combat_damage"},
                {"resolve": 1},
                {"expect": {"zone": {"Grizzly Bears": "graveyard", "Stinkweed Imp": "graveyard"}}},
            ],
        }
    )
    log = [e.text for e in g.log]
    assert "Stinkweed Imp's ability triggers" in log
    assert g.objects[_id(g, "Llanowar Elves")].zone is Zone.BATTLEFIELD


def test_scry_and_surveil_triggers() -> None:
    # 701.22b, 701.22d: scrying 0 is no event; "scry or surveil" listens for both
    from mtgrules.rules import trigger_firing

    g = _game(
        {
            "players": [
                {"name": "Alice", "battlefield": ["Flamespeaker Adept", "Matoya, Archon Elder"]},
                {"name": "Bob"},
            ],
            "turn": {"active": "Alice", "step": "main1", "number": 2},
        }
    )
    trigger_firing.fire_looked(g, ir.TriggerEvent.SCRY, 0, 0)
    assert _pending(g) == []
    trigger_firing.fire_looked(g, ir.TriggerEvent.SURVEIL, 0, 1)
    assert _pending(g) == ["Matoya, Archon Elder"]
    trigger_firing.fire_looked(g, ir.TriggerEvent.SCRY, 1, 2)  # Bob's scry isn't "you scry"
    assert _pending(g) == ["Matoya, Archon Elder"]
    trigger_firing.fire_looked(g, ir.TriggerEvent.SCRY, 0, 2)
    assert sorted(_pending(g)[1:]) == ["Flamespeaker Adept", "Matoya, Archon Elder"]


def test_cast_during_an_opponents_turn_only() -> None:
    # 102.2: Brineborn Cutthroat sees spells its controller casts on an opponent's turn
    doc: dict[str, Any] = {
        "players": [
            {
                "name": "Alice",
                "battlefield": ["Brineborn Cutthroat", "Forest"],
                "hand": ["Giant Growth"],
            },
            {"name": "Bob", "battlefield": ["Grizzly Bears"]},
        ],
        "turn": {"active": "Bob", "step": "main1", "number": 2},
        "script": [
            {"pass": None, "player": "Bob"},
            {"cast": {"card": "Giant Growth", "targets": ["Grizzly Bears"]}, "player": "Alice"},
        ],
    }
    g = _game(doc)
    assert _pending(g) == [] and [i.object.name for i in g.stack][-1] == (
        "Brineborn Cutthroat's ability"
    )
    doc["turn"] = {"active": "Alice", "step": "main1", "number": 2}
    doc["script"] = [{"cast": {"card": "Giant Growth", "targets": ["Grizzly Bears"]}}]
    g = _game(doc)
    assert [i.object.name for i in g.stack] == ["Giant Growth"]


def test_put_into_your_graveyard_is_its_owners() -> None:
    # 404.2: Field of Souls sees only the creatures its controller owns
    g = _game(
        {
            "players": [
                {"name": "Alice", "battlefield": ["Field of Souls", "Grizzly Bears"]},
                {"name": "Bob", "battlefield": [{"card": "Grizzly Bears", "id": "bb"}]},
            ],
            "turn": {"active": "Alice", "step": "main1", "number": 2},
        }
    )
    zone_moves.destroy(g, _id(g, "Grizzly Bears", 1), "test", "701.8a")
    assert _pending(g) == []
    zone_moves.destroy(g, _id(g, "Grizzly Bears", 0), "test", "701.8a")
    assert _pending(g) == ["Field of Souls"]


def test_dealt_damage_once_per_event_source_triggers_per_source() -> None:
    # 120.5: two attackers' damage at once: "you're dealt damage" once, with the total;
    # "a creature deals damage to you" once for each creature
    from mtgrules.scenario.loader import parse
    from mtgrules.scenario.runner import run_scenario

    doc = {
        "name": "t",
        "players": [
            {"name": "Alice", "battlefield": ["Grizzly Bears", "Llanowar Elves"]},
            {"name": "Bob", "battlefield": ["Sun Droplet", "No Mercy"]},
        ],
        "turn": {"active": "Alice", "step": "declare_attackers", "number": 2},
        "script": [
            {"attack": {"Grizzly Bears": "Bob", "Llanowar Elves": "Bob"}},
            {"advance": "declare_blockers"},
            {"block": {}},
            {"advance": "combat_damage"},
        ],
    }
    g = run_scenario(parse(doc)).game  # it stops at Bob's order of his triggers (603.3b)
    found = sorted((t.source_name, t.amount) for t in g.pending.triggers)
    assert found == [("No Mercy", 1), ("No Mercy", 2), ("Sun Droplet", 3)]


def test_first_life_gain_each_turn() -> None:
    from mtgrules.rules.life import gain_life

    g = _game(
        {
            "players": [
                {"name": "Alice", "battlefield": ["Cleric of Life's Bond"]},
                {"name": "Bob"},
            ],
            "turn": {"active": "Alice", "step": "main1", "number": 2},
        }
    )
    gain_life(g, 0, 2, "test", "119.9")
    gain_life(g, 0, 3, "test", "119.9")
    assert _pending(g) == ["Cleric of Life's Bond"]  # only the first (119.9)


def test_dealt_damage_by_this_creature_this_turn_dies() -> None:
    # 120.3, 603.10a: Sengir Vampire blocks and kills a 2/2; another creature dying (not
    # dealt damage by it) doesn't trigger it
    g = _game(
        {
            "players": [
                {"name": "Alice", "battlefield": ["Grizzly Bears", "Llanowar Elves"]},
                {"name": "Bob", "battlefield": ["Sengir Vampire"]},
            ],
            "turn": {"active": "Alice", "step": "declare_attackers", "number": 2},
            "script": [
                {"attack": {"Grizzly Bears": "Bob"}},
                {"advance": "declare_blockers"},
                {"block": {"Sengir Vampire": "Grizzly Bears"}},
                {"advance": "end_of_combat"},
                {"expect": {"zone": {"Grizzly Bears": "graveyard"}}},
                {"expect": {"counters": {"Sengir Vampire": {"+1/+1": 1}}}},
            ],
        }
    )
    zone_moves.destroy(g, _id(g, "Llanowar Elves"), "test", "701.8a")
    assert _pending(g) == []


def test_commit_a_crime_targeting_an_opponent() -> None:
    # 700.13: targeting your own creature is no crime; targeting the opponent is
    doc: dict[str, Any] = {
        "players": [
            {
                "name": "Alice",
                "battlefield": ["Blood Hustler", "Mountain", "Forest"],
                "hand": ["Shock", "Giant Growth"],
            },
            {"name": "Bob"},
        ],
        "turn": {"active": "Alice", "step": "main1", "number": 2},
        "script": [{"cast": {"card": "Giant Growth", "targets": ["Blood Hustler"]}}],
    }
    g = _game(doc)
    assert [i.object.name for i in g.stack] == ["Giant Growth"]
    doc["script"] = [{"cast": {"card": "Shock", "targets": ["Bob"]}}]
    g = _game(doc)
    assert [i.object.name for i in g.stack] == ["Shock", "Blood Hustler's ability"]


def test_enchanted_creature_deals_damage_once_with_the_total() -> None:
    # 120.3, 603.2c: Spirit Link's creature deals damage to two creatures at once (it's
    # blocked by both): one trigger, "that much" the total
    from mtgrules.scenario.loader import parse
    from mtgrules.scenario.runner import run_scenario

    doc = {
        "name": "t",
        "players": [
            {
                "name": "Alice",
                "battlefield": [{"card": "Spirit Link", "attached_to": "Hill Giant"}, "Hill Giant"],
            },
            {"name": "Bob", "battlefield": ["Grizzly Bears", "Llanowar Elves"]},
        ],
        "turn": {"active": "Alice", "step": "declare_attackers", "number": 2},
        "script": [
            {"attack": {"Hill Giant": "Bob"}},
            {"advance": "declare_blockers"},
            {"block": {"Grizzly Bears": "Hill Giant", "Llanowar Elves": "Hill Giant"}},
            {"assign_damage": {"Hill Giant": {"Grizzly Bears": 2, "Llanowar Elves": 1}}},
            {"advance": "combat_damage"},
            {"resolve": 1},
            {"expect": {"life": {"Alice": 23}}},
        ],
    }
    result = run_scenario(parse(doc))
    assert result.passed, [str(f) for f in result.failures]
    text = [e.text for e in result.game.log]
    assert text.count("Spirit Link's ability triggers") == 1


def test_historic_and_kicked_spells() -> None:
    # 700.6: an artifact is historic, a plain creature isn't; 702.33d: a kicked spell
    doc: dict[str, Any] = {
        "players": [
            {
                "name": "Alice",
                "battlefield": ["Jhoira, Weatherlight Captain", "Roost of Drakes"],
                "hand": ["Ornithopter", "Grizzly Bears"],
                "mana_pool": "{G}{G}",
            },
            {"name": "Bob"},
        ],
        "turn": {"active": "Alice", "step": "main1", "number": 2},
        "script": [{"cast": "Ornithopter"}],
    }
    g = _game(doc)
    assert [i.object.name for i in g.stack] == [
        "Ornithopter",
        "Jhoira, Weatherlight Captain's ability",
    ]
    doc["script"] = [{"cast": "Grizzly Bears"}]
    g = _game(doc)
    assert [i.object.name for i in g.stack] == ["Grizzly Bears"]  # neither historic nor kicked


def test_combat_damage_to_a_player_or_planeswalker() -> None:
    # 510.2: Dreadhorde Butcher attacking a planeswalker gets its counter too
    g = _game(
        {
            "players": [
                {"name": "Alice", "battlefield": ["Dreadhorde Butcher"]},
                {
                    "name": "Bob",
                    "battlefield": [{"card": "Garruk Wildspeaker", "counters": {"loyalty": 3}}],
                },
            ],
            "turn": {"active": "Alice", "step": "declare_attackers", "number": 2},
            "script": [
                {"attack": {"Dreadhorde Butcher": "Garruk Wildspeaker"}},
                {"advance": "declare_blockers"},
                {"block": {}},
                {"advance": "combat_damage"},
                {"resolve": 1},
                {"expect": {"counters": {"Dreadhorde Butcher": {"+1/+1": 1}}}},
            ],
        }
    )
    assert g.objects[_id(g, "Garruk Wildspeaker")].counters.get("loyalty") == 2


def test_a_creature_you_control_explores() -> None:
    # 701.44a: Wildgrowth Walker sees Merfolk Branchwalker explore (a land revealed)
    _game(
        {
            "players": [
                {
                    "name": "Alice",
                    "battlefield": ["Wildgrowth Walker"],
                    "hand": ["Merfolk Branchwalker"],
                    "library": ["Forest", "Forest"],
                    "mana_pool": "{1}{G}",
                },
                {"name": "Bob"},
            ],
            "turn": {"active": "Alice", "step": "main1", "number": 2},
            "script": [
                {"cast": "Merfolk Branchwalker"},
                {"resolve": 2},
                {"expect": {"log": ["Wildgrowth Walker's ability triggers (603.2)"]}},
                {"resolve": 1},
                {
                    "expect": {
                        "life": {"Alice": 23},
                        "counters": {"Wildgrowth Walker": {"+1/+1": 1}},
                    }
                },
            ],
        }
    )


def test_two_conditions_cast_and_attacks() -> None:
    # 601.2i, 603.2: "When you cast this spell and whenever this creature attacks": the
    # ability triggers on the stack as it's cast, and on the battlefield as it attacks
    from mtgrules.scenario.loader import parse
    from mtgrules.scenario.runner import run_scenario

    doc = {
        "name": "t",
        "players": [
            {"name": "Alice", "hand": ["Cityscape Leveler"], "mana_pool": "{8}"},
            {"name": "Bob", "battlefield": ["Grizzly Bears"]},
        ],
        "turn": {"active": "Alice", "step": "main1", "number": 2},
        "script": [{"cast": "Cityscape Leveler"}],
    }
    g = run_scenario(parse(doc)).game
    assert g.pending.trigger.source_name == "Cityscape Leveler"  # its targets (603.3d)
    assert g.objects[g.pending.trigger.source_id].zone is Zone.STACK
    doc = {
        "name": "t",
        "players": [
            {"name": "Alice", "battlefield": ["Cityscape Leveler"]},
            {"name": "Bob", "battlefield": ["Grizzly Bears"]},
        ],
        "turn": {"active": "Alice", "step": "declare_attackers", "number": 2},
        "script": [{"attack": {"Cityscape Leveler": "Bob"}}],
    }
    g = run_scenario(parse(doc)).game
    assert g.pending.trigger.source_name == "Cityscape Leveler"
    assert g.objects[g.pending.trigger.source_id].zone is Zone.BATTLEFIELD


def test_two_conditions_cycle_and_dies() -> None:
    # 702.29c, 603.2: Naya Sojourners triggers when cycled and when it dies
    g = _game(
        {
            "players": [
                {
                    "name": "Alice",
                    "battlefield": ["Naya Sojourners"],
                    "hand": [{"card": "Naya Sojourners", "id": "h"}],
                    "library": ["Forest"] * 3,
                    "mana_pool": "{5}{G}",
                },
                {"name": "Bob"},
            ],
            "turn": {"active": "Alice", "step": "main1", "number": 2},
        }
    )
    on_field = next(o.id for o in g.objects.values() if o.zone is Zone.BATTLEFIELD)
    zone_moves.destroy(g, on_field, "test", "701.8a")
    assert _pending(g) == ["Naya Sojourners"]
    g.pending_triggers.clear()
    held = next(o for o in g.objects.values() if o.zone is Zone.HAND)
    (cycle,) = [
        a for a in g.legal_actions() if isinstance(a, ActivateAbility) and a.source == held.id
    ]
    g.apply(cycle)
    assert "Naya Sojourners's ability triggers (702.29c)" in [e.text for e in g.log]


def test_enchanted_creature_leaves_and_self_or_equipped() -> None:
    # 603.6c, 603.10a: Valor of the Worthy's creature leaves: the Aura looks back
    g = _game(
        {
            "players": [
                {
                    "name": "Alice",
                    "battlefield": [
                        {"card": "Valor of the Worthy", "attached_to": "Grizzly Bears"},
                        "Grizzly Bears",
                        {"card": "Acquisition Octopus", "attached_to": "Llanowar Elves"},
                        "Llanowar Elves",
                    ],
                    "library": ["Forest"] * 3,
                },
                {"name": "Bob"},
            ],
            "turn": {"active": "Alice", "step": "main1", "number": 2},
        }
    )
    zone_moves.destroy(g, _id(g, "Grizzly Bears"), "test", "701.8a")
    assert _pending(g) == ["Valor of the Worthy"]
    g.pending_triggers.clear()
    from mtgrules.rules import triggers

    elves = g.objects[_id(g, "Llanowar Elves")]
    triggers.fire(g, ir.TriggerEvent.DEALS_COMBAT_DAMAGE_TO_PLAYER, elves, player=1)
    assert _pending(g) == ["Acquisition Octopus"]  # the equipped creature (301.5)


def test_cast_a_spell_that_targets_a_creature_you_control() -> None:
    # 601.2c, 115.1: Season of Growth sees the targets chosen for the spell
    doc: dict[str, Any] = {
        "players": [
            {
                "name": "Alice",
                "battlefield": ["Season of Growth", "Grizzly Bears", "Forest"],
                "hand": ["Giant Growth"],
                "library": ["Forest"] * 3,
            },
            {"name": "Bob", "battlefield": [{"card": "Llanowar Elves", "id": "elves"}]},
        ],
        "turn": {"active": "Alice", "step": "main1", "number": 2},
        "script": [{"cast": {"card": "Giant Growth", "targets": ["elves"]}}],
    }
    g = _game(doc)
    assert [i.object.name for i in g.stack] == ["Giant Growth"]
    doc["script"] = [{"cast": {"card": "Giant Growth", "targets": ["Grizzly Bears"]}}]
    g = _game(doc)
    assert [i.object.name for i in g.stack] == ["Giant Growth", "Season of Growth's ability"]


def test_combat_on_each_opponents_turn_names_that_player() -> None:
    # 507.1, 603.2b: Sentinel of the Eternal Watch taps a creature of the player whose
    # combat it is, and doesn't trigger on its controller's own turn
    g = _game(
        {
            "players": [
                {"name": "Alice", "battlefield": ["Grizzly Bears"]},
                {"name": "Bob", "battlefield": ["Sentinel of the Eternal Watch"]},
            ],
            "turn": {"active": "Alice", "step": "main1", "number": 2},
            "script": [
                {"advance": "beginning_of_combat"},
                {"choose": ["Grizzly Bears"]},
                {"resolve": 1},
                {"expect": {"tapped": {"Grizzly Bears": True}}},
                {"advance": {"turn": 3, "step": "beginning_of_combat"}},
            ],
        }
    )
    assert g.pending_triggers == [] and not g.stack


def test_a_source_deals_damage_to_this_creature() -> None:
    # 120.3: Reaper of Sheoldred: "that source's controller" is the controller of the spell
    # that dealt the damage (608.2h)
    _game(
        {
            "players": [
                {"name": "Alice", "battlefield": ["Mountain"], "hand": ["Shock"]},
                {"name": "Bob", "battlefield": ["Reaper of Sheoldred"]},
            ],
            "turn": {"active": "Alice", "step": "main1", "number": 2},
            "script": [
                {"cast": {"card": "Shock", "targets": ["Reaper of Sheoldred"]}},
                {"resolve": 1},
                {"expect": {"log": ["Reaper of Sheoldred's ability triggers (603.2)"]}},
                {"resolve": 1},
                {"expect": {"poison": {"Alice": 1, "Bob": 0}}},
            ],
        }
    )


def test_that_many_counters_is_the_damage_dealt() -> None:
    # 603.2, 120.5: Sun Droplet gets one charge counter for each 1 damage dealt at once
    _game(
        {
            "players": [
                {"name": "Alice", "battlefield": ["Grizzly Bears", "Llanowar Elves"]},
                {"name": "Bob", "battlefield": ["Sun Droplet"]},
            ],
            "turn": {"active": "Alice", "step": "declare_attackers", "number": 2},
            "script": [
                {"attack": {"Grizzly Bears": "Bob", "Llanowar Elves": "Bob"}},
                {"advance": "declare_blockers"},
                {"block": {}},
                {"advance": "combat_damage"},
                {"resolve": 1},
                {"expect": {"counters": {"Sun Droplet": {"charge": 3}}, "life": {"Bob": 17}}},
            ],
        }
    )


def test_first_spell_of_a_kind_each_turn() -> None:
    # 601.2i: a creature spell first doesn't use up "your first noncreature spell"
    from mtgrules.rules import trigger_more

    flt = ir.Filter(non_types=frozenset({"creature"}), zone="stack")
    assert trigger_more.spells_of_kind(("creature",), flt) == 0
    assert trigger_more.spells_of_kind(("creature", "instant"), flt) == 1
    assert trigger_more.spells_of_kind(("creature", "instant", "sorcery"), flt) == 2
    g = _game(
        {
            "players": [
                {
                    "name": "Alice",
                    "battlefield": ["Tuvasa the Sunlit"],
                    "hand": ["Pacifism", "Grizzly Bears"],
                    "mana_pool": "{1}{W}{W}{G}",
                    "library": ["Forest"] * 3,
                },
                {"name": "Bob", "battlefield": [{"card": "Llanowar Elves", "id": "elves"}]},
            ],
            "turn": {"active": "Alice", "step": "main1", "number": 2},
            "script": [
                {"cast": "Grizzly Bears"},
                {"resolve": 1},
                {"cast": {"card": "Pacifism", "targets": ["elves"]}},
            ],
        }
    )
    assert [i.object.name for i in g.stack] == ["Pacifism", "Tuvasa the Sunlit's ability"]
