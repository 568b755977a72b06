"""h-misc (issue 12, ninth session): animation ("becomes a 3/3 Elemental creature with haste
until end of turn. It's still a land.": 205.1a-b, 613.1d, 613.4b), and the other phrases of
the misc family."""

from __future__ import annotations

from typing import Any

import pytest

from helpers import scenario_game
from mtgrules.cards.ir import Animate
from mtgrules.cards.parser import parse_oracle
from mtgrules.cards.render import render_abilities
from mtgrules.errors import CardTextError
from mtgrules.rules import characteristics, turn

ANIMATE_TEXTS = [
    "{T}: Target land you control becomes a 3/3 Elemental creature with haste until end of "
    "turn. It's still a land. Activate only as a sorcery.",
    "{4}{R}{G}: This artifact becomes a 4/4 red and green Dragon artifact creature with "
    "flying until end of turn.",
    "Until end of turn, target land becomes a 3/3 creature that's still a land.",
    "{3}{W}{U}: Until end of turn, this land becomes a 4/4 white and blue Elemental creature "
    "with flying and vigilance. It's still a land.",
    "Sacrifice a Treasure: This Vehicle becomes an artifact creature until end of turn.",
    "{U}, {T}: Target snow land becomes a 2/2 blue Elemental creature with flying. "
    "It's still a land.",
    "{1}: This land becomes a 1/1 Blinkmoth artifact creature with flying until end of turn. "
    "It's still a land.",
    "{2}: This land becomes a 3/3 Elemental creature until end of turn. It's still a Cave land.",
    "{2}{G}: Until end of turn, target noncreature artifact you control becomes a 4/4 "
    "artifact creature.",
    "{1}: This enchantment becomes a 2/2 Spirit creature with flying in addition to its other "
    "types until end of turn.",
]


@pytest.mark.parametrize("text", ANIMATE_TEXTS)
def test_animation_reads_and_renders_back(text: str) -> None:
    types = ("artifact",) if ":" in text else ("sorcery",)
    abilities = parse_oracle(text, "Test Card", types)
    assert render_abilities(abilities, "Test Card") == text


def test_animation_ir() -> None:
    (ab,) = parse_oracle(ANIMATE_TEXTS[1], "Test Card", ("artifact",))
    (e,) = ab.effects  # type: ignore[union-attr]
    assert isinstance(e, Animate)
    assert (e.power, e.toughness, e.colors, e.creature_types, e.types) == (
        4,
        4,
        ("R", "G"),
        ("Dragon",),
        ("artifact", "creature"),
    )
    assert e.retains_types and e.keep is None  # 205.1b: "artifact creature"
    (ab,) = parse_oracle(ANIMATE_TEXTS[0], "Test Card", ("creature",))
    e = ab.effects[0]  # type: ignore[union-attr]
    assert isinstance(e, Animate) and e.keep == "sentence" and e.still == "land"


def test_still_a_land_after_no_animation_is_unread() -> None:
    with pytest.raises(CardTextError):
        parse_oracle("{T}: Tap target land. It's still a land.", "Test Card", ("artifact",))


def _game(
    battlefield: list[Any], script: list[Any], hand: list[str] | None = None, pool: str = ""
) -> Any:
    return scenario_game(
        {
            "players": [
                {
                    "name": "Alice",
                    "battlefield": battlefield,
                    "hand": hand or [],
                    "mana_pool": pool,
                },
                {"name": "Bob"},
            ],
            "turn": {"active": "Alice", "step": "main1"},
            "script": script,
        }
    )


def _ch(g: Any, name: str) -> Any:
    o = next(o for o in g.objects.values() if o.name == name and o.zone.name == "BATTLEFIELD")
    return characteristics.chars(g, o.id)


LOAM = [
    {"activate": {"card": "Llanowar Loamspeaker", "ability": 2, "targets": ["Forest"]}},
    {"resolve": 1},
]


def test_the_land_becomes_a_creature_and_stays_a_land_until_end_of_turn() -> None:
    g = _game(["Llanowar Loamspeaker", "Forest"], LOAM)
    ch = _ch(g, "Forest")
    assert ch.types == frozenset({"land", "creature"})  # 205.1b: still a land
    assert {"Forest", "Elemental"} <= ch.subtypes
    assert (ch.power, ch.toughness) == (3, 3)  # 613.4b
    assert "haste" in ch.keywords  # 613.1f
    assert not ch.colors  # no color written: it stays colorless
    turn.cleanup_damage_and_effects(g)  # 514.2: "until end of turn" ends in the cleanup step
    ch = _ch(g, "Forest")
    assert ch.types == frozenset({"land"}) and ch.power is None and "haste" not in ch.keywords


def test_counters_apply_after_the_set_power() -> None:
    # 613.4b-c: the animation sets 3/3 in layer 7b; +1/+1 counters apply after it
    g = _game(["Llanowar Loamspeaker", {"card": "Forest", "counters": {"+1/+1": 2}}], LOAM)
    ch = _ch(g, "Forest")
    assert (ch.power, ch.toughness) == (5, 5)


def test_a_land_animated_the_turn_it_came_is_summoning_sick() -> None:
    # 302.6: without haste it can't attack, nor pay a {T} cost
    g = _game(
        [{"card": "Forest", "summoning_sick": True}, "Mountain"],
        [
            {"cast": {"card": "Animate Land", "targets": ["Forest"]}},
            {"resolve": 1},
            {"expect": {"pt": {"Forest": "3/3"}}},
            {"activate": {"card": "Forest", "ability": 1}, "expect_error": "302.6"},
            {"advance": "declare_attackers"},
            {"attack": {"Forest": "Bob"}, "expect_error": "302.6"},
        ],
        hand=["Animate Land"],
        pool="{G}",
    )
    assert "creature" in _ch(g, "Forest").types


def test_without_still_the_new_types_replace_the_old() -> None:
    # 205.1a: "becomes a 4/4 Soldier creature" (no "still", no "artifact creature"): it is
    # no longer an enchantment, and its enchantment subtypes go with that type
    g = scenario_game(
        {
            "cards": [
                {
                    "name": "Test Shrine",
                    "mana_cost": "{W}",
                    "type_line": "Enchantment — Shrine",
                    "text": "{1}: This enchantment becomes a 4/4 Soldier creature until end of "
                    "turn.",
                }
            ],
            "players": [
                {"name": "Alice", "battlefield": ["Test Shrine"], "mana_pool": "{1}"},
                {"name": "Bob"},
            ],
            "turn": {"active": "Alice", "step": "main1"},
            "script": [{"activate": {"card": "Test Shrine", "ability": 1}}, {"resolve": 1}],
        }
    )
    ch = _ch(g, "Test Shrine")
    assert ch.types == frozenset({"creature"})
    assert ch.subtypes == frozenset({"Soldier"})
    assert (ch.power, ch.toughness) == (4, 4)


# --- 700.2d: "Choose three. You may choose the same mode more than once." ------------------


def test_confluence_reads_and_renders_back() -> None:
    text = (
        "Choose three. You may choose the same mode more than once.\n"
        "• Test Card deals 1 damage to each creature.\n"
        "• Test Card deals 2 damage to each opponent.\n"
        "• Destroy target artifact."
    )
    abilities = parse_oracle(text, "Test Card", ("sorcery",))
    assert render_abilities(abilities, "Test Card") == text
    modal = abilities[0].effects[0]  # type: ignore[union-attr]
    assert modal.repeat and modal.choose == 3


def _confluence(script: list[Any]) -> Any:
    return scenario_game(
        {
            "players": [
                {"name": "Alice", "hand": ["Fiery Confluence"], "mana_pool": "{2}{R}{R}"},
                {"name": "Bob", "battlefield": ["Ornithopter", "Grizzly Bears"]},
            ],
            "turn": {"active": "Alice", "step": "main1"},
            "script": script,
        }
    )


def test_a_mode_chosen_three_times_happens_three_times() -> None:
    # 700.2d: as if that mode appeared three times in sequence
    g = _confluence(
        [
            {"cast": {"card": "Fiery Confluence", "modes": [2, 2, 2]}},
            {"resolve": 1},
            {"expect": {"life": {"Bob": 14, "Alice": 20}}},
        ]
    )
    assert g.players[1].life == 14


def test_the_same_target_for_each_instance_of_a_mode() -> None:
    # 700.2d: the same object may be the target of each instance of the mode
    _confluence(
        [
            {
                "cast": {
                    "card": "Fiery Confluence",
                    "modes": [1, 3, 3],
                    "targets": ["Ornithopter", "Ornithopter"],
                }
            },
            {"resolve": 1},
            {"expect": {"zone": {"Ornithopter": "graveyard"}, "damage": {"Grizzly Bears": 1}}},
        ]
    )


def test_repeats_are_refused_without_the_instruction() -> None:
    _game_cmd = scenario_game(
        {
            "players": [
                {"name": "Alice", "hand": ["Funeral Charm"], "mana_pool": "{B}"},
                {"name": "Bob"},
            ],
            "turn": {"active": "Alice", "step": "main1"},
            "script": [
                {
                    "cast": {"card": "Funeral Charm", "modes": [1, 1], "targets": ["Bob", "Bob"]},
                    "expect_error": "700.2",
                }
            ],
        }
    )
    assert _game_cmd is not None


# --- 700.2, 601.2b: "If you control a Wizard as you cast this spell, you may choose two
# instead." ---------------------------------------------------------------------------------


def test_upgrade_reads_and_renders_back() -> None:
    text = (
        "Choose one. If you control a Wizard as you cast this spell, you may choose two "
        "instead.\n• Target player draws two cards.\n• Destroy target artifact."
    )
    abilities = parse_oracle(text, "Test Card", ("instant",))
    assert render_abilities(abilities, "Test Card") == text
    modal = abilities[0].effects[0]  # type: ignore[union-attr]
    assert modal.upgrade_to == "two" and modal.upgrade_may and modal.upgrade_as_cast


def _flame(battlefield: list[str], script: list[Any]) -> Any:
    return scenario_game(
        {
            "players": [
                {
                    "name": "Alice",
                    "hand": ["Flame of Anor"],
                    "mana_pool": "{1}{U}{R}",
                    "battlefield": battlefield,
                    "library": ["Island", "Island", "Island"],
                },
                {"name": "Bob", "battlefield": ["Ornithopter"]},
            ],
            "turn": {"active": "Alice", "step": "main1"},
            "script": script,
        }
    )


def test_two_modes_with_a_wizard() -> None:
    _flame(
        ["Merfolk Looter"],
        [{"expect_error": "700.2", "cast": {"card": "Flame of Anor", "modes": [1, 2]}}],
    )  # no Wizard (a Merfolk Rogue): one mode only
    _flame(
        ["Prodigal Sorcerer"],  # a Human Wizard
        [
            {
                "cast": {
                    "card": "Flame of Anor",
                    "modes": [1, 2],
                    "targets": ["Alice", "Ornithopter"],
                }
            },
            {"resolve": 1},
            {"expect": {"zone": {"Ornithopter": "graveyard"}, "count": {"Alice.hand": 2}}},
        ],
    )


def test_a_commander_is_never_controlled() -> None:
    # 903.3d, 903.1: the engine plays no Commander game: "choose both" is never offered
    g = scenario_game(
        {
            "players": [
                {"name": "Alice", "hand": ["Akroma's Will"], "mana_pool": "{3}{W}"},
                {"name": "Bob"},
            ],
            "turn": {"active": "Alice", "step": "main1"},
            "script": [
                {"cast": {"card": "Akroma's Will", "modes": [1, 2]}, "expect_error": "700.2"}
            ],
        }
    )
    from mtgrules.answers import CastSpell

    casts = [a for a in g.legal_actions() if isinstance(a, CastSpell)]
    assert casts and all(len(a.modes) == 1 for a in casts)


# --- 602.5: "its activated abilities can't be activated" -------------------------------------

BAN_TEXTS = [
    "Enchant creature\nEnchanted creature can't attack or block, and its activated abilities "
    "can't be activated.",
    "Enchant permanent\nEnchanted permanent can't attack or block, and its activated abilities "
    "can't be activated unless they're mana abilities.",
    "Activated abilities of artifacts can't be activated.",
    "Enchant creature\nEnchanted creature's activated abilities can't be activated.",
]


@pytest.mark.parametrize("text", BAN_TEXTS)
def test_activation_bans_read_and_render_back(text: str) -> None:
    abilities = parse_oracle(text, "Test Card", ("enchantment",))
    assert render_abilities(abilities, "Test Card") == text


def test_arrest_stops_a_tap_ability_and_attacks() -> None:
    g = _game(
        ["Prodigal Sorcerer", {"card": "Arrest", "attached_to": "Prodigal Sorcerer"}],
        [
            {
                "activate": {"card": "Prodigal Sorcerer", "ability": 1, "targets": ["Bob"]},
                "expect_error": "602.5",
            },
            {"advance": "declare_attackers"},
            {"attack": {"Prodigal Sorcerer": "Bob"}, "expect_error": "can't attack"},
        ],
    )
    sorcerer = next(o for o in g.objects.values() if o.name == "Prodigal Sorcerer")
    from mtgrules.answers import ActivateAbility

    assert not any(
        isinstance(a, ActivateAbility) and a.source == sorcerer.id for a in g.legal_actions()
    )


def test_unless_mana_abilities_leaves_mana_abilities() -> None:
    # Faith's Fetters: the Elves still tap for mana; Prodigal Sorcerer can't ping
    _game(
        [
            "Llanowar Elves",
            "Prodigal Sorcerer",
            {"card": "Faith's Fetters", "attached_to": "Llanowar Elves", "id": "f1"},
            {"card": "Faith's Fetters", "attached_to": "Prodigal Sorcerer", "id": "f2"},
        ],
        [
            {"activate": {"card": "Llanowar Elves", "ability": 1}},
            {
                "activate": {"card": "Prodigal Sorcerer", "ability": 1, "targets": ["Bob"]},
                "expect_error": "602.5",
            },
        ],
    )


def test_stony_silence_stops_artifact_mana() -> None:
    from mtgrules.rules import costs

    g = _game(
        ["Stony Silence", "Sol Ring", "Forest"],
        [{"activate": {"card": "Sol Ring", "ability": 1}, "expect_error": "602.5"}],
    )
    names = {o.name for o, _ in costs.find_mana_sources(g, 0, None)}
    assert names == {"Forest"}


# --- 101.2: "Creature spells you control can't be countered." --------------------------------


def test_spells_cant_be_countered_reads_and_renders_back() -> None:
    for text in (
        "Creature spells you control can't be countered.",
        "Spells you control can't be countered.",
        "Sliver spells can't be countered.",
    ):
        abilities = parse_oracle(text, "Test Card", ("enchantment",))
        assert render_abilities(abilities, "Test Card") == text


def _counter_war(
    alice_battlefield: list[str], spell: str, pool: str, then: tuple[Any, ...] = ()
) -> Any:
    return scenario_game(
        {
            "players": [
                {
                    "name": "Alice",
                    "battlefield": alice_battlefield,
                    "hand": [spell],
                    "mana_pool": pool,
                },
                {"name": "Bob", "hand": ["Counterspell"], "mana_pool": "{U}{U}"},
            ],
            "turn": {"active": "Alice", "step": "main1"},
            "script": [
                {"cast": spell},
                "pass",
                {"cast": {"card": "Counterspell", "targets": [spell]}, "player": "Bob"},
                {"resolve": 2},
                *then,
            ],
        }
    )


def test_a_creature_spell_under_rhythm_of_the_wild_resolves() -> None:
    # the riot it has from Rhythm of the Wild is asked as it enters (614.12, 702.136a)
    g = _counter_war(["Rhythm of the Wild"], "Grizzly Bears", "{1}{G}", ({"choose": "haste"},))
    bears = next(o for o in g.objects.values() if o.name == "Grizzly Bears")
    assert bears.zone.name == "BATTLEFIELD"
    assert any(e.rule == "101.2" and "can't be countered" in e.text for e in g.log)


def test_a_noncreature_spell_is_still_countered() -> None:
    g = _counter_war(["Rhythm of the Wild"], "Divination", "{2}{U}")
    div = next(o for o in g.objects.values() if o.name == "Divination")
    assert div.zone.name == "GRAVEYARD" and len(g.players[0].hand) == 0


# --- 101.2, 119.7: "Players can't gain life." -------------------------------------------------


def test_cant_gain_life_reads_and_renders_back() -> None:
    for text, types in (
        ("Players can't gain life.", ("enchantment",)),
        ("Your opponents can't gain life.", ("creature",)),
        (
            "Players can't gain life this turn. Test Card deals 3 damage to any target.",
            ("instant",),
        ),
    ):
        abilities = parse_oracle(text, "Test Card", types)
        assert render_abilities(abilities, "Test Card") == text


def _gain(bob_battlefield: list[str], alice_battlefield: list[str]) -> Any:
    return scenario_game(
        {
            "players": [
                {
                    "name": "Alice",
                    "battlefield": alice_battlefield,
                    "hand": ["Revitalize"],
                    "mana_pool": "{1}{W}",
                    "library": ["Island"],
                },
                {"name": "Bob", "battlefield": bob_battlefield},
            ],
            "turn": {"active": "Alice", "step": "main1"},
            "script": [{"cast": "Revitalize"}, {"resolve": 1}],
        }
    )


def test_players_cant_gain_life() -> None:
    g = _gain(["Leyline of Punishment"], [])
    assert g.players[0].life == 20 and len(g.players[0].hand) == 1  # the draw still happens
    assert any(e.rule == "101.2" and "doesn't gain" in e.text for e in g.log)


def test_your_opponents_cant_gain_life_spares_its_controller() -> None:
    assert _gain(["Knight of Dusk's Shadow"], []).players[0].life == 20  # Bob's opponent
    assert _gain([], ["Knight of Dusk's Shadow"]).players[0].life == 23  # its controller


def test_players_cant_gain_life_this_turn_ends_at_cleanup() -> None:
    g = scenario_game(
        {
            "cards": [
                {
                    "name": "Test Crack",
                    "mana_cost": "{R}",
                    "type_line": "Instant",
                    "text": "Players can't gain life this turn.",
                }
            ],
            "players": [
                {
                    "name": "Alice",
                    "hand": ["Test Crack", "Revitalize"],
                    "mana_pool": "{R}{1}{W}",
                    "library": ["Island", "Island"],
                },
                {"name": "Bob"},
            ],
            "turn": {"active": "Alice", "step": "main1"},
            "script": [
                {"cast": "Test Crack"},
                {"resolve": 1},
                {"cast": "Revitalize"},
                {"resolve": 1},
                {"expect": {"life": {"Alice": 20}}},
            ],
        }
    )
    from mtgrules.rules import life

    turn.cleanup_damage_and_effects(g)  # 514.2
    assert life.gain_life(g, 0, 2, "test") == 2


def test_skullcrack_stops_life_gain_and_prevention_this_turn() -> None:
    # 615.12: "Damage can't be prevented this turn." as an instruction; 101.2
    text = (
        "Players can't gain life this turn. Damage can't be prevented this turn. "
        "Test Card deals 3 damage to target player or planeswalker."
    )
    assert render_abilities(parse_oracle(text, "Test Card", ("instant",)), "Test Card") == text
    g = scenario_game(
        {
            "players": [
                {"name": "Alice", "hand": ["Skullcrack"], "mana_pool": "{1}{R}"},
                {"name": "Bob"},
            ],
            "turn": {"active": "Alice", "step": "main1"},
            "script": [
                {"cast": {"card": "Skullcrack", "targets": ["Bob"]}},
                {"resolve": 1},
                {"expect": {"life": {"Bob": 17}, "log": ["615.12"]}},
            ],
        }
    )
    assert g.unpreventable_until_cleanup
    from mtgrules.rules import life

    assert life.gain_life(g, 1, 4, "test") == 0


# --- the old Sliver wording: "All Slivers have shroud." (604.2) -------------------------------


def test_all_slivers_have_reads_renders_and_reaches_every_sliver() -> None:
    text = "All Slivers have shroud."
    assert render_abilities(parse_oracle(text, "Test Card", ("creature",)), "Test Card") == text
    g = _game(["Crystalline Sliver"], [])
    g2 = scenario_game(
        {
            "players": [
                {"name": "Alice", "battlefield": ["Crystalline Sliver"]},
                {"name": "Bob", "battlefield": ["Muscle Sliver", "Grizzly Bears"]},
            ],
            "turn": {"active": "Alice", "step": "main1"},
        }
    )
    assert "shroud" in _ch(g, "Crystalline Sliver").keywords
    assert "shroud" in _ch(g2, "Muscle Sliver").keywords  # an opponent's Sliver too
    assert "shroud" not in _ch(g2, "Grizzly Bears").keywords


# --- 115.9b: "Counter target spell that targets a creature." ---------------------------------


def test_spell_that_targets_reads_and_renders_back() -> None:
    for text in (
        "Counter target spell that targets a creature.",
        "Counter target spell that targets you or a permanent you control.",
        "{U}: Counter target spell that targets this creature.",
    ):
        kind = ("creature",) if text.startswith("{") else ("instant",)
        assert render_abilities(parse_oracle(text, "Test Card", kind), "Test Card") == text


def _confound(shock_target: str) -> Any:
    return scenario_game(
        {
            "players": [
                {"name": "Alice", "hand": ["Shock"], "mana_pool": "{R}"},
                {
                    "name": "Bob",
                    "hand": ["Intervene"],
                    "mana_pool": "{U}",
                    "battlefield": ["Grizzly Bears"],
                },
            ],
            "turn": {"active": "Alice", "step": "main1"},
            "script": [
                {"cast": {"card": "Shock", "targets": [shock_target]}},
                "pass",
            ],
        }
    )


def test_a_spell_that_targets_a_creature_can_be_targeted() -> None:
    from mtgrules.answers import CastSpell

    g = _confound("Grizzly Bears")
    assert any(isinstance(a, CastSpell) for a in g.legal_actions())
    g = _confound("Bob")  # 115.9b: Shock targets a player: no legal target for Intervene
    intervene = next(o for o in g.objects.values() if o.name == "Intervene")
    assert not any(isinstance(a, CastSpell) and a.card == intervene.id for a in g.legal_actions())


def _repartee(shock_target: str) -> Any:
    return scenario_game(
        {
            "players": [
                {
                    "name": "Alice",
                    "hand": ["Shock"],
                    "mana_pool": "{R}",
                    "battlefield": ["Rehearsed Debater"],
                },
                {"name": "Bob", "battlefield": ["Grizzly Bears"]},
            ],
            "turn": {"active": "Alice", "step": "main1"},
            "script": [{"cast": {"card": "Shock", "targets": [shock_target]}}],
        }
    )


def test_a_cast_trigger_on_a_spell_that_targets_a_creature() -> None:
    # 603.2, 115.9b: the trigger looks at the spell's targets as it is cast
    assert len(_repartee("Grizzly Bears").stack) == 2  # Shock and the Repartee trigger
    assert len(_repartee("Bob").stack) == 1


# --- 101.2: "Each player can't cast more than one spell each turn." ---------------------------


def test_cast_bans_read_and_render_back() -> None:
    for text in (
        "Each player can't cast more than one spell each turn.",
        "You can't cast creature spells.",
        "Your opponents can't cast spells during your turn.",
    ):
        assert render_abilities(parse_oracle(text, "Test Card", ("creature",)), "Test Card") == text


def test_rule_of_law_allows_one_spell_each_turn() -> None:
    from mtgrules.answers import CastSpell

    g = scenario_game(
        {
            "players": [
                {
                    "name": "Alice",
                    "hand": ["Shock", "Lightning Bolt"],
                    "mana_pool": "{R}{R}",
                },
                {"name": "Bob", "battlefield": ["Rule of Law"]},
            ],
            "turn": {"active": "Alice", "step": "main1"},
            "script": [
                {"cast": {"card": "Shock", "targets": ["Bob"]}},
                {"resolve": 1},
                {
                    "cast": {"card": "Lightning Bolt", "targets": ["Bob"]},
                    "expect_error": "101.2",
                },
                {"expect": {"life": {"Bob": 18}}},
            ],
        }
    )
    assert not any(isinstance(a, CastSpell) for a in g.legal_actions())


def test_steel_golem_stops_creature_spells_only() -> None:
    _game(
        ["Steel Golem"],
        [
            {"cast": "Grizzly Bears", "expect_error": "101.2"},
            {"cast": {"card": "Shock", "targets": ["Bob"]}},
        ],
        hand=["Grizzly Bears", "Shock"],
        pool="{1}{G}{R}",
    )


def test_steel_golem_stops_only_its_controller() -> None:
    # 109.5: "You can't cast creature spells." binds the ability's controller, not Bob
    g = scenario_game(
        {
            "players": [
                {"name": "Alice", "battlefield": ["Steel Golem"]},
                {"name": "Bob", "hand": ["Grizzly Bears"], "mana_pool": "{1}{G}"},
            ],
            "turn": {"active": "Bob", "step": "main1"},
            "script": [{"cast": "Grizzly Bears"}, {"resolve": 1}],
        }
    )
    assert any(
        o.name == "Grizzly Bears" and o.zone.name == "BATTLEFIELD" for o in g.objects.values()
    )


def test_dromoka_stops_opponents_during_its_controllers_turn() -> None:
    def game(active: str) -> Any:
        return scenario_game(
            {
                "players": [
                    {"name": "Alice", "battlefield": ["Dragonlord Dromoka"]},
                    {"name": "Bob", "hand": ["Shock"], "mana_pool": "{R}"},
                ],
                "turn": {"active": active, "step": "main1"},
            }
        )

    from mtgrules.rules import cast_bans

    for active, banned in (("Alice", True), ("Bob", False)):
        g = game(active)
        shock = next(o for o in g.objects.values() if o.name == "Shock")
        assert (cast_bans.banned(g, 1, shock) is not None) == banned


def test_cease_fire_stops_creature_spells_this_turn() -> None:
    # 101.2, 611.2: "Target player can't cast creature spells this turn."
    text = "Target player can't cast creature spells this turn.\nDraw a card."
    assert render_abilities(parse_oracle(text, "Test Card", ("instant",)), "Test Card") == text
    g = scenario_game(
        {
            "players": [
                {
                    "name": "Alice",
                    "hand": ["Cease-Fire"],
                    "mana_pool": "{2}{W}",
                    "library": ["Island"],
                },
                {"name": "Bob", "hand": ["Grizzly Bears", "Shock"]},
            ],
            "turn": {"active": "Alice", "step": "main1"},
            "script": [{"cast": {"card": "Cease-Fire", "targets": ["Bob"]}}, {"resolve": 1}],
        }
    )
    from mtgrules.rules import cast_bans

    bears = next(o for o in g.objects.values() if o.name == "Grizzly Bears")
    shock = next(o for o in g.objects.values() if o.name == "Shock")
    assert cast_bans.banned(g, 1, bears) is not None
    assert cast_bans.banned(g, 1, shock) is None
    assert cast_bans.banned(g, 0, bears) is None
    turn.cleanup_damage_and_effects(g)  # 514.2
    assert cast_bans.banned(g, 1, bears) is None


def test_players_cant_play_lands() -> None:
    # 305.2, 101.2: Territorial Dispute; Solfatara's "this turn" ends in the cleanup step
    from mtgrules.answers import PlayLand

    g = _game(
        ["Territorial Dispute"],
        [{"play": "Forest", "expect_error": "305.2"}],
        hand=["Forest"],
    )
    assert not any(isinstance(a, PlayLand) for a in g.legal_actions())
    text = "Target player can't play lands this turn."
    assert render_abilities(parse_oracle(text, "Test Card", ("instant",)), "Test Card") == text


def test_an_x_x_animation_counts_x_as_it_resolves() -> None:
    # 107.3, 613.4b: "{X}: This artifact becomes an X/X Construct artifact creature ..."
    text = "{X}: This artifact becomes an X/X Construct artifact creature until end of turn."
    assert render_abilities(parse_oracle(text, "Test Card", ("artifact",)), "Test Card") == text
    g = scenario_game(
        {
            "players": [
                {"name": "Alice", "battlefield": ["Chimeric Staff"], "mana_pool": "{3}"},
                {"name": "Bob"},
            ],
            "turn": {"active": "Alice", "step": "main1"},
            "script": [
                {"activate": {"card": "Chimeric Staff", "ability": 1, "x": 3}},
                {"resolve": 1},
                {"expect": {"pt": {"Chimeric Staff": "3/3"}}},
            ],
        }
    )
    assert _ch(g, "Chimeric Staff").types == frozenset({"artifact", "creature"})
