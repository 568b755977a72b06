"""Permanents' keywords (issue 12): outlast (702.107a), annihilator (702.86a), fabricate
(702.123a), living weapon (702.92a), For Mirrodin! (702.163a). Scenarios in
tests/scenarios/issue12 play each on a real card; these check the edges."""

from __future__ import annotations

from typing import Any

import pytest

from mtgrules.cards import ir, load_card
from mtgrules.cards.gate import card_gaps
from mtgrules.cards.render import render_abilities
from mtgrules.rules import keywords_permanent
from mtgrules.rules.keywords import activated_from_keyword, triggered_from_keyword
from mtgrules.rules.support import engine_gaps
from mtgrules.scenario.loader import parse
from mtgrules.scenario.runner import run_scenario


def _run(doc: dict[str, Any]) -> Any:
    result = run_scenario(parse(doc))
    assert result.passed, "\n".join(str(f) for f in result.failures)
    return result.game


@pytest.mark.parametrize(
    "name",
    [
        "Ainok Bond-Kin",
        "Ulamog's Crusher",
        "Glint-Sleeve Artisan",
        "Flayer Husk",
        "Batterskull",
        "Barbed Batterfist",
    ],
)
def test_cards_are_supported(name: str) -> None:
    assert card_gaps(load_card(name)) == []


def test_keyword_renders_back_as_the_keyword() -> None:
    card = load_card("Glint-Sleeve Artisan")
    assert render_abilities(card.abilities, card.name) == "Fabricate 1"


def test_gaps() -> None:
    assert keywords_permanent.gap(ir.Keyword("annihilator")) == "annihilator without a number"
    assert keywords_permanent.gap(ir.Keyword("fabricate")) == "fabricate without a number"
    assert keywords_permanent.gap(ir.Keyword("outlast")) == "outlast without a cost"
    card = ir.CardDefinition(name="A", types=("creature",), abilities=(ir.Keyword("outlast"),))
    assert "outlast without a cost" in engine_gaps(card)
    assert keywords_permanent.gap(ir.Keyword("annihilator", amount=2)) is None


def test_abilities_built() -> None:
    kw = ir.Keyword("outlast", cost=ir.Cost(mana="{1}{W}"))
    a = activated_from_keyword(kw, load_card("Ainok Bond-Kin"))
    assert a is not None and a.sorcery_speed and a.cost.tap and a.cost.mana == "{1}{W}"
    assert a.effects == (ir.AddCounters(ir.SelfRef(), "+1/+1", 1),)
    t = triggered_from_keyword(ir.Keyword("annihilator", amount=3))
    assert t is not None and t.trigger.event is ir.TriggerEvent.ATTACKS
    assert t.effects == (ir.Sacrifice(ir.DefendingPlayerRef(), ir.Filter(), 3),)
    lw = triggered_from_keyword(ir.Keyword("living weapon"))
    assert lw is not None and lw.trigger.event is ir.TriggerEvent.ENTERS
    germ = lw.effects[0]
    assert isinstance(germ, ir.CreateToken) and (germ.power, germ.toughness) == (0, 0)
    assert germ.subtypes == ("Phyrexian", "Germ") and germ.colors == frozenset({"B"})
    assert lw.effects[1] == ir.Attach(ir.SelfRef(), ir.CreatedRef())
    fm = triggered_from_keyword(ir.Keyword("for mirrodin!"))
    assert fm is not None and isinstance(fm.effects[0], ir.CreateToken)
    assert fm.effects[0].subtypes == ("Rebel",) and fm.effects[0].power == 2


def test_fabricate_after_it_left_makes_servos() -> None:
    """702.123a, 400.7: the permanent left the battlefield before fabricate resolved: the
    counters can't be put on it, so the Servos are created (no choice is offered)."""
    game = _run(
        {
            "name": "fabricate gone",
            "players": [
                {
                    "name": "Alice",
                    "hand": ["Glint-Sleeve Artisan", "Lightning Bolt"],
                    "battlefield": ["Plains", "Plains", "Plains", "Mountain"],
                },
                {"name": "Bob"},
            ],
            "turn": {"active": "Alice", "step": "main1"},
            "script": [
                {"cast": "Glint-Sleeve Artisan"},
                {"resolve": 1},
                {"cast": {"card": "Lightning Bolt", "targets": ["Glint-Sleeve Artisan"]}},
                {"resolve": 1},
                {"expect": {"zone": {"Glint-Sleeve Artisan": "graveyard"}}},
                {"resolve": 1},
                {"expect": {"count": {"Alice.battlefield": 5}}},
            ],
        }
    )
    assert any("it left the battlefield" in str(e) for e in game.log)


def test_living_weapon_equipment_gone_still_makes_the_germ() -> None:
    """702.92a, 701.3b: the Equipment left before the ability resolved: the Germ is still
    created, nothing is attached, and the 0/0 Germ dies (704.5f)."""
    game = _run(
        {
            "name": "living weapon gone",
            "players": [
                {
                    "name": "Alice",
                    "hand": ["Flayer Husk", "Shatter"],
                    "battlefield": ["Mountain", "Mountain", "Mountain"],
                },
                {"name": "Bob"},
            ],
            "turn": {"active": "Alice", "step": "main1"},
            "script": [
                {"cast": "Flayer Husk"},
                {"resolve": 1},
                {"cast": {"card": "Shatter", "targets": ["Flayer Husk"]}},
                {"resolve": 1},
                {"resolve": 1},
                {
                    "expect": {
                        "zone": {"Flayer Husk": "graveyard"},
                        "count": {"Alice.battlefield": 3},
                    }
                },
            ],
        }
    )
    assert any("Phyrexian Germ Token" in str(e) and "704.5f" in str(e) for e in game.log)


def test_annihilator_with_fewer_permanents_sacrifices_all() -> None:
    """702.86a, 701.21a: Bob has one permanent and sacrifices it."""
    _run(
        {
            "name": "annihilator few",
            "players": [
                {"name": "Alice", "battlefield": ["Ulamog's Crusher"]},
                {"name": "Bob", "battlefield": ["Forest"]},
            ],
            "turn": {"active": "Alice", "step": "declare_attackers"},
            "script": [
                {"attack": {"Ulamog's Crusher": "Bob"}},
                {"resolve": 1},
                {"choose": ["Forest"]},
                {"expect": {"count": {"Bob.battlefield": 0}}},
            ],
        }
    )


def test_graft_without_counters_doesnt_trigger() -> None:
    """702.58a, 603.4: "if this permanent has a +1/+1 counter on it": with none, a creature
    entering doesn't trigger graft."""
    _run(
        {
            "name": "graft empty",
            "players": [
                {
                    "name": "Alice",
                    "hand": ["Grizzly Bears"],
                    "battlefield": [
                        "Forest",
                        "Forest",
                        {"card": "Aquastrand Spider", "counters": {"+1/+1": 0}},
                        "Llanowar Elves",
                    ],
                },
                {"name": "Bob"},
            ],
            "turn": {"active": "Alice", "step": "main1"},
            "script": [
                {"cast": "Grizzly Bears"},
                {"resolve": 1},
                {"expect": {"stack": [], "pt": {"Grizzly Bears": "2/2"}}},
            ],
        }
    )


def test_graft_declined_keeps_the_counter() -> None:
    """702.58a: "you may": Alice declines; the counter stays."""
    _run(
        {
            "name": "graft no",
            "players": [
                {
                    "name": "Alice",
                    "hand": ["Grizzly Bears"],
                    "battlefield": [
                        "Forest",
                        "Forest",
                        {"card": "Aquastrand Spider", "counters": {"+1/+1": 2}},
                    ],
                },
                {"name": "Bob"},
            ],
            "turn": {"active": "Alice", "step": "main1"},
            "script": [
                {"cast": "Grizzly Bears"},
                {"resolve": 1},
                {"resolve": 1},
                {"choose": "no"},
                {"expect": {"counters": {"Aquastrand Spider": {"+1/+1": 2}}}},
            ],
        }
    )


def test_mobilize_asks_what_each_token_attacks_with_a_planeswalker() -> None:
    """508.4: with a planeswalker to attack too, the controller chooses for each token."""
    game = _run(
        {
            "name": "mobilize walker",
            "players": [
                {"name": "Alice", "battlefield": ["Shock Brigade"]},
                {
                    "name": "Bob",
                    "battlefield": [{"card": "Garruk Wildspeaker", "counters": {"loyalty": 3}}],
                },
            ],
            "turn": {"active": "Alice", "step": "declare_attackers"},
            "script": [
                {"attack": {"Shock Brigade": "Bob"}},
                {"resolve": 1},
                {"choose": "Garruk Wildspeaker"},
                {"expect": {"attacking": {"Warrior Token": True}}},
                {"advance": "declare_blockers"},
                {"block": {}},
                {"advance": "end_of_combat"},
                {
                    "expect": {
                        "life": {"Bob": 19},
                        "counters": {"Garruk Wildspeaker": {"loyalty": 2}},
                    }
                },
            ],
        }
    )
    assert any("attacking Garruk Wildspeaker" in str(e) for e in game.log)


def test_mobilize_built() -> None:
    t = triggered_from_keyword(ir.Keyword("mobilize", amount=2))
    assert t is not None and t.trigger.event is ir.TriggerEvent.ATTACKS
    eff = t.effects[0]
    assert isinstance(eff, keywords_permanent.MobilizeTokens)
    assert eff.warriors.count == 2 and eff.warriors.subtypes == ("Warrior",)
    assert keywords_permanent.gap(ir.Keyword("mobilize")) == "mobilize without a number"


def test_decayed_built_and_cant_block_reason() -> None:
    t = triggered_from_keyword(ir.Keyword("decayed"))
    assert t is not None and t.trigger.event is ir.TriggerEvent.ATTACKS
    assert t.effects == (keywords_permanent.SacrificeAtEndOfCombat(),)


def test_decayed_creature_gone_before_the_trigger_resolves() -> None:
    """702.147a, 603.7c: the decayed token left the battlefield before its attack trigger
    resolved: no delayed ability is made, nothing is sacrificed at end of combat."""
    game = _run(
        {
            "name": "decayed gone",
            "players": [
                {
                    "name": "Alice",
                    "hand": ["Lightning Bolt"],
                    "battlefield": [
                        "Mountain",
                        {
                            "token": "Zombie",
                            "id": "Z",
                            "power": 2,
                            "toughness": 2,
                            "colors": ["B"],
                            "types": ["creature"],
                            "subtypes": ["Zombie"],
                            "text": "Decayed",
                        },
                    ],
                },
                {"name": "Bob"},
            ],
            "turn": {"active": "Alice", "step": "declare_attackers"},
            "script": [
                {"attack": {"Z": "Bob"}},
                {"cast": {"card": "Lightning Bolt", "targets": ["Z"]}},
                {"resolve": 1},
                {"resolve": 1},
                {"advance": "end_of_combat"},
                {"expect": {"stack": [], "life": {"Bob": 20}}},
            ],
        }
    )
    assert any("603.7c" in str(e) for e in game.log)
    assert not game.delayed_triggers


def test_myriad_in_a_two_player_game_makes_nothing() -> None:
    """702.116a: with no opponent other than the defending player, no copy is offered."""
    _run(
        {
            "name": "myriad two",
            "players": [
                {"name": "Alice", "battlefield": ["Caller of the Pack"]},
                {"name": "Bob"},
            ],
            "turn": {"active": "Alice", "step": "declare_attackers"},
            "script": [
                {"attack": {"Caller of the Pack": "Bob"}},
                {"resolve": 1},
                {"expect": {"stack": [], "count": {"Alice.battlefield": 1}}},
            ],
        }
    )


def test_myriad_declined() -> None:
    """702.116a: "you may": Alice creates no copy for Carol."""
    _run(
        {
            "name": "myriad no",
            "players": [
                {"name": "Alice", "battlefield": ["Caller of the Pack"]},
                {"name": "Bob"},
                {"name": "Carol"},
            ],
            "turn": {"active": "Alice", "step": "declare_attackers"},
            "script": [
                {"attack": {"Caller of the Pack": "Bob"}},
                {"resolve": 1},
                {"choose": "no"},
                {"expect": {"stack": [], "count": {"Alice.battlefield": 1}}},
            ],
        }
    )


def test_poisonous_built() -> None:
    t = triggered_from_keyword(ir.Keyword("poisonous", amount=3))
    assert t is not None and t.trigger.event is ir.TriggerEvent.DEALS_COMBAT_DAMAGE_TO_PLAYER
    assert t.effects == (ir.PlayerCounters(ir.TriggerPlayerRef(), "poison", 3),)
    assert card_gaps(load_card("Snake Cult Initiation")) == []


def test_backup_built_from_the_printed_abilities() -> None:
    """702.165a, 702.165c: the abilities printed below backup; none for a backup ability
    that isn't among the printed ones."""
    card = load_card("Boon-Bringer Valkyrie")
    kw = card.abilities[0]
    assert isinstance(kw, ir.Keyword) and kw.name == "backup"
    t = keywords_permanent.backup(kw, card.abilities)
    assert t is not None and t.targets[0].filter.types == frozenset({"creature"})
    grant = t.effects[1]
    assert isinstance(grant, keywords_permanent.BackupGrant)
    assert [a.name for a in grant.abilities if isinstance(a, ir.Keyword)] == [
        "flying",
        "first strike",
        "lifelink",
    ]
    given = keywords_permanent.backup(ir.Keyword("backup", amount=2), card.abilities)
    assert given is not None and given.effects[1] == keywords_permanent.BackupGrant(())
    assert triggered_from_keyword(kw) is None  # without the printed abilities: not built


def test_backup_on_itself_gives_only_the_counter() -> None:
    """702.165a: "If that's another creature": targeting itself, only the counters."""
    game = _run(
        {
            "name": "backup self",
            "players": [
                {
                    "name": "Alice",
                    "hand": ["Fearless Skald"],
                    "battlefield": ["Mountain"] * 5,
                },
                {"name": "Bob"},
            ],
            "turn": {"active": "Alice", "step": "main1"},
            "script": [
                {"cast": "Fearless Skald"},
                {"resolve": 1},
                {"choose": ["Fearless Skald"]},
                {"resolve": 1},
                {"expect": {"pt": {"Fearless Skald": "4/3"}}},
            ],
        }
    )
    assert any("backup's target is itself" in str(e) for e in game.log)


def test_umbra_armor_registered_and_counted_as_a_replacement_source() -> None:
    """702.89a: the effect is found for each destruction (rules/keywords_umbra.py), and an
    Aura with umbra armor counts among the sources a 616.1e choice may come from."""
    import mtgrules.game  # noqa: F401  (registers it)
    from mtgrules.rules import keywords_umbra, pipeline, replacement

    assert keywords_umbra.effects in replacement.DESTROY_EFFECTS
    umbra = load_card("Boar Umbra")
    assert pipeline._replacement_statics(umbra.abilities) == 1
    assert card_gaps(umbra) == []


def test_umbra_armor_against_a_destroy_spell() -> None:
    """702.89a: Murder would destroy the enchanted creature; the Aura is destroyed instead."""
    _run(
        {
            "name": "umbra murder",
            "players": [
                {
                    "name": "Alice",
                    "battlefield": [
                        "Grizzly Bears",
                        {"card": "Boar Umbra", "attached_to": "Grizzly Bears"},
                    ],
                },
                {"name": "Bob", "hand": ["Murder"], "battlefield": ["Swamp"] * 3},
            ],
            "turn": {"active": "Bob", "step": "main1"},
            "script": [
                {"cast": {"card": "Murder", "targets": ["Grizzly Bears"]}},
                {"resolve": "all"},
                {"expect": {"zone": {"Grizzly Bears": "battlefield", "Boar Umbra": "graveyard"}}},
            ],
        }
    )


def test_mentor_without_a_lesser_attacker_is_removed() -> None:
    """702.134a, 603.3d: attacking alone, mentor has no legal target: it is removed from
    the stack as it would be put there."""
    game = _run(
        {
            "name": "mentor alone",
            "players": [
                {"name": "Alice", "battlefield": ["Blade Instructor"]},
                {"name": "Bob"},
            ],
            "turn": {"active": "Alice", "step": "declare_attackers"},
            "script": [
                {"attack": {"Blade Instructor": "Bob"}},
                {"expect": {"stack": []}},
            ],
        }
    )
    assert any("603.3d" in str(e) for e in game.log)


def test_mentor_target_illegal_when_power_grows() -> None:
    """702.134a, 608.2b: the target's power is checked again as mentor resolves: pumped to
    the mentor's power, it is an illegal target and nothing happens."""
    _run(
        {
            "name": "mentor pumped",
            "players": [
                {
                    "name": "Alice",
                    "hand": ["Giant Growth"],
                    "battlefield": ["Blade Instructor", "Grizzly Bears", "Forest"],
                },
                {"name": "Bob"},
            ],
            "turn": {"active": "Alice", "step": "declare_attackers"},
            "script": [
                {"attack": {"Blade Instructor": "Bob", "Grizzly Bears": "Bob"}},
                {"choose": ["Grizzly Bears"]},
                {"cast": {"card": "Giant Growth", "targets": ["Grizzly Bears"]}},
                {"resolve": 2},
                {"expect": {"pt": {"Grizzly Bears": "5/5"}, "stack": []}},
            ],
        }
    )
