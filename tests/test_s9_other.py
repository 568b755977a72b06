"""Ninth session, the "other" family (issue 12): group subjects with only premodifiers
(611.2c, 613.4c), "N target creatures each get" (115.1), "creatures target player controls"
(115.1), "you may have it deal N damage" (608.2d), "untap up to N lands" (608.2d),
"Skip your draw step." (614.10) and "All creatures able to block this creature do so."
(509.1c): read, written back, carried out."""

from __future__ import annotations

from typing import Any

import pytest

from helpers import scenario_game
from mtgrules.cards import ir
from mtgrules.cards.coverage import card_gaps
from mtgrules.cards.database import CardDatabase
from mtgrules.cards.gate import supported_definition
from mtgrules.decisions import BlockSpec, DeclareBlockers


@pytest.fixture(scope="module")
def db() -> CardDatabase:
    return CardDatabase.bundled()


def _abilities(db: CardDatabase, name: str) -> tuple[Any, ...]:
    return supported_definition(db.get(name), use_cache=False).abilities


@pytest.mark.parametrize(
    "name",
    [
        "Morale",  # Attacking creatures get +1/+1 until end of turn.
        "Eyeblight Massacre",  # Non-Elf creatures get -2/-2 until end of turn.
        "Kaervek, the Spiteful",  # Other creatures get -1/-1.
        "Deranged Hermit",  # Squirrel creatures get +1/+1.
        "Phyrexian Driver",  # other Mercenary creatures get +1/+1 until end of turn
        "Symbiosis",  # Two target creatures each get +2/+2 until end of turn.
        "Invigorated Rampage",  # a mode: "Two target creatures each get ..."
        "Arms of Hadar",  # Creatures target player controls get -2/-2 until end of turn.
        "Sygg's Command",  # a mode with "creatures target player controls"
        "Goblin Arsonist",  # you may have it deal 1 damage to any target
        "Skirk Commando",  # ... to target creature that player controls
        "Rewind",  # Untap up to four lands.
        "Yawgmoth's Bargain",  # Skip your draw step.
        "Lure",  # All creatures able to block enchanted creature do so.
        "Talruum Piper",  # All creatures with flying able to block this creature do so.
    ],
)
def test_supported(db: CardDatabase, name: str) -> None:
    assert card_gaps(db.get(name)) == []


def test_group_subject_ir(db: CardDatabase) -> None:
    (spell,) = _abilities(db, "Morale")
    (pump,) = spell.effects
    assert isinstance(pump, ir.ModifyPT) and isinstance(pump.what, ir.EachRef)
    assert pump.what.filter is not None and pump.what.filter.attacking is True
    assert pump.duration is ir.Duration.END_OF_TURN
    (static,) = _abilities(db, "Deranged Hermit")[-1:]
    assert static.effect.what.filter.subtypes == {"Squirrel"}
    assert static.effect.what.filter.types == {"creature"}
    assert static.effect.what.filter.controller is None  # every Squirrel, not only yours


def test_target_player_controls_ir(db: CardDatabase) -> None:
    (spell,) = _abilities(db, "Arms of Hadar")
    assert spell.targets[0].kind == "player"
    (pump,) = spell.effects
    assert pump.what.filter.controller_target == 0


def test_those_creatures_not_a_player(db: CardDatabase) -> None:
    # "Tap all creatures target player controls. Those creatures don't untap ...": "those
    # creatures" is the group tapped (608.2c), not the player target
    (spell,) = _abilities(db, "Sleep")
    tap, lock = spell.effects
    assert isinstance(lock.what, ir.GroupRef) and lock.what.group == tap.what


def test_may_have_ir(db: CardDatabase) -> None:
    (trig,) = _abilities(db, "Goblin Arsonist")
    assert trig.optional
    (dmg,) = trig.effects
    assert isinstance(dmg, ir.DealDamage) and dmg.source == ir.SelfRef()


def test_untap_up_to_ir(db: CardDatabase) -> None:
    (spell,) = _abilities(db, "Rewind")
    untap = spell.effects[-1]
    assert isinstance(untap, ir.Untap) and isinstance(untap.what, ir.ChosenRef)
    assert untap.what.count == 4 and untap.what.up_to


def test_lure_ir(db: CardDatabase) -> None:
    lure = _abilities(db, "Lure")[-1]
    assert lure == ir.BlockedByAll(ir.AttachedRef("enchanted"), lure.blockers)
    piper = _abilities(db, "Talruum Piper")[-1]
    assert piper.blockers.with_keyword == "flying"


def _pump_game(card: str, target_bob: bool = True) -> Any:
    doc = {
        "players": [
            {
                "name": "Alice",
                "battlefield": ["Grizzly Bears", "Swamp", "Swamp", "Swamp", "Swamp"],
                "hand": [card],
                "library": ["Plains"] * 3,
            },
            {
                "name": "Bob",
                "battlefield": [{"card": "Grizzly Bears", "id": "bob_bears"}],
                "library": ["Forest"] * 3,
            },
        ],
        "turn": {"active": "Alice", "step": "main1"},
        "script": [
            {"cast": {"card": card, "targets": ["Bob" if target_bob else "Alice"]}},
            {"resolve": 1},
        ],
    }
    return scenario_game(doc)


def test_arms_of_hadar_only_that_players_creatures() -> None:
    g = _pump_game("Arms of Hadar")
    names = {o.name: o for o in g.battlefield_objects() if o.controller == 0}
    assert "Grizzly Bears" in names  # Alice's survives: only Bob's got -2/-2 (611.2c)
    assert not any(o.name == "Grizzly Bears" and o.controller == 1 for o in g.battlefield_objects())


def test_arms_of_hadar_targeting_self() -> None:
    g = _pump_game("Arms of Hadar", target_bob=False)
    assert any(o.name == "Grizzly Bears" and o.controller == 1 for o in g.battlefield_objects())
    assert not any(o.name == "Grizzly Bears" and o.controller == 0 for o in g.battlefield_objects())


def test_block_spec_two_lures_one_blocker() -> None:
    # 509.1c: a creature that can block only one attacker obeys one of its two requirements
    spec = BlockSpec(options=((10, (1, 2)),), limits=((10, 1),), requirements=((10, 1), (10, 2)))
    assert spec.validate(DeclareBlockers(((10, (1,)),))) is None
    assert spec.validate(DeclareBlockers(((10, (2,)),))) is None
    assert spec.validate(DeclareBlockers(())) is not None
    assert spec.validate(spec.default()) is None


def test_block_spec_lure_with_menace_and_one_blocker() -> None:
    # 509.1c, 702.111b: blocking the menace attacker alone would break a restriction
    spec = BlockSpec(options=((10, (1,)),), limits=((10, 1),), requirements=((10, 1),), menace=(1,))
    assert spec.validate(DeclareBlockers(())) is None
    assert spec.validate(spec.default()) is None


def test_skip_draw_step_ir(db: CardDatabase) -> None:
    assert ir.SkipStep("draw") in _abilities(db, "Yawgmoth's Bargain")


def _chars_of(g: Any, name: str, controller: int) -> Any:
    from mtgrules.rules import characteristics

    (o,) = [o for o in g.battlefield_objects() if o.name == name and o.controller == controller]
    return characteristics.chars(g, o.id)


def test_aura_removes_abilities_and_sets_base_pt() -> None:
    # 613.1f, 613.4b: Kasmina's Transmutation on Serra Angel: no flying, 1/1
    g = scenario_game(
        {
            "players": [
                {
                    "name": "Alice",
                    "battlefield": [
                        {"card": "Kasmina's Transmutation", "attached_to": "Serra Angel"}
                    ],
                    "library": ["Plains"] * 2,
                },
                {"name": "Bob", "battlefield": ["Serra Angel"], "library": ["Forest"] * 2},
            ],
        }
    )
    ch = _chars_of(g, "Serra Angel", 1)
    assert "flying" not in ch.keywords and ch.abilities == ()
    assert (ch.power, ch.toughness) == (1, 1)


def test_humility_and_anthem() -> None:
    # Humility: layer 6 then 7b; Glorious Anthem's +1/+1 is layer 7c (613.4c), so a
    # creature is 2/2 whatever the timestamps; the Anthem (not a creature) keeps its ability
    g = scenario_game(
        {
            "players": [
                {
                    "name": "Alice",
                    "battlefield": ["Glorious Anthem", "Humility", "Serra Angel"],
                    "library": ["Plains"] * 2,
                },
                {"name": "Bob", "battlefield": ["Craw Wurm"], "library": ["Forest"] * 2},
            ],
        }
    )
    angel = _chars_of(g, "Serra Angel", 0)
    assert (angel.power, angel.toughness) == (2, 2) and "flying" not in angel.keywords
    wurm = _chars_of(g, "Craw Wurm", 1)
    assert (wurm.power, wurm.toughness) == (1, 1)  # not Alice's: no Anthem bonus


def test_base_pt_statics_in_timestamp_order() -> None:
    # 613.7: two layer-7b effects apply in timestamp order; the later one wins
    g = scenario_game(
        {
            "players": [
                {
                    "name": "Alice",
                    "battlefield": [
                        "Craw Wurm",
                        {"card": "Illusory Wrappings", "attached_to": "Craw Wurm"},
                        "Godhead of Awe",
                    ],
                    "library": ["Plains"] * 2,
                },
                {"name": "Bob", "library": ["Forest"] * 2},
            ],
        }
    )
    wurm = _chars_of(g, "Craw Wurm", 0)
    assert (wurm.power, wurm.toughness) == (1, 1)  # Godhead of Awe entered last


def test_static_remove_ir(db: CardDatabase) -> None:
    aura = _abilities(db, "Kasmina's Transmutation")
    effects = [a.effect for a in aura if isinstance(a, ir.StaticAbility)]
    assert effects[0] == ir.RemoveAbilities(
        ir.AttachedRef("enchanted"), all=True, duration=ir.Duration.WHILE_ATTACHED
    )
    assert isinstance(effects[1], ir.SetCharacteristics) and effects[1].power == 1


@pytest.mark.parametrize(("active", "toughness"), [("Alice", 1), ("Bob", 3)])
def test_during_turns_other_than_yours(active: str, toughness: int) -> None:
    # 611.3a, 102.1: Mesa Lynx gets +0/+2 only while it isn't its controller's turn
    g = scenario_game(
        {
            "players": [
                {"name": "Alice", "battlefield": ["Mesa Lynx"], "library": ["Plains"] * 2},
                {"name": "Bob", "library": ["Forest"] * 2},
            ],
            "turn": {"active": active, "step": "main1"},
        }
    )
    assert _chars_of(g, "Mesa Lynx", 0).toughness == toughness


def _thorn_blocked(assign: dict[str, Any] | None) -> Any:
    script: list[dict[str, Any]] = [
        {"attack": {"Thorn Elemental": "Bob"}},
        {"advance": "declare_blockers"},
        {"block": {"Grizzly Bears": "Thorn Elemental"}},
    ]
    if assign is not None:
        script.append({"assign_damage": {"Thorn Elemental": assign}})
    script.append({"advance": "end_of_combat"})
    doc = {
        "players": [
            {"name": "Alice", "battlefield": ["Thorn Elemental"], "library": ["Plains"] * 2},
            {"name": "Bob", "battlefield": ["Grizzly Bears"], "library": ["Forest"] * 2},
        ],
        "turn": {"active": "Alice", "step": "declare_attackers", "number": 3},
        "script": script,
    }
    return scenario_game(doc)


def test_as_though_unblocked_default_is_the_blocker() -> None:
    # 510.1c: without the choice, a blocked creature's damage goes to its blocker
    g = _thorn_blocked(None)
    assert g.players[1].life == 20
    assert not any(o.name == "Grizzly Bears" for o in g.battlefield_objects())


def test_as_though_unblocked_no_split_without_trample() -> None:
    # 510.1b-c, 702.19b: all to the player or all to the blockers, not both
    from mtgrules.scenario.loader import parse
    from mtgrules.scenario.runner import run_scenario

    doc = {
        "name": "t",
        "players": [
            {"name": "Alice", "battlefield": ["Thorn Elemental"], "library": ["Plains"] * 2},
            {"name": "Bob", "battlefield": ["Grizzly Bears"], "library": ["Forest"] * 2},
        ],
        "turn": {"active": "Alice", "step": "declare_attackers", "number": 3},
        "script": [
            {"attack": {"Thorn Elemental": "Bob"}},
            {"advance": "declare_blockers"},
            {"block": {"Grizzly Bears": "Thorn Elemental"}},
            {"assign_damage": {"Thorn Elemental": {"Grizzly Bears": 2, "Bob": 5}}},
            {"advance": "end_of_combat"},
        ],
    }
    result = run_scenario(parse(doc))
    assert not result.passed
    assert "trample" in "\n".join(str(f) for f in result.failures)


def test_for_each_creature_on_the_battlefield() -> None:
    # 107.1: "Target player gains 2 life for each creature on the battlefield": every
    # creature, whoever controls it (three here: 6 life)
    g = scenario_game(
        {
            "players": [
                {
                    "name": "Alice",
                    "battlefield": ["Plains", "Plains", "Plains", "Plains", "Grizzly Bears"],
                    "hand": ["Congregate"],
                    "library": ["Plains"] * 2,
                },
                {
                    "name": "Bob",
                    "battlefield": [{"card": "Grizzly Bears", "id": "b2"}, "Llanowar Elves"],
                    "library": ["Forest"] * 2,
                },
            ],
            "turn": {"active": "Alice", "step": "main1", "number": 3},
            "script": [{"cast": {"card": "Congregate", "targets": ["Alice"]}}, {"resolve": 1}],
        }
    )
    assert g.players[0].life == 26


def test_static_loses_flying() -> None:
    # 613.1f: Grounded removes flying only; Serra Angel keeps vigilance
    g = scenario_game(
        {
            "players": [
                {
                    "name": "Alice",
                    "battlefield": [{"card": "Grounded", "attached_to": "Serra Angel"}],
                    "library": ["Plains"] * 2,
                },
                {"name": "Bob", "battlefield": ["Serra Angel"], "library": ["Forest"] * 2},
            ],
        }
    )
    ch = _chars_of(g, "Serra Angel", 1)
    assert "flying" not in ch.keywords and "vigilance" in ch.keywords
