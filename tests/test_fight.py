"""Fight (701.14): the parser reads it as a predicate of any subject, and "you may have X
fight Y"; the engine deals both damages at once, or none when a creature is missing."""

from __future__ import annotations

from helpers import scenario_game
from mtgrules.cards import ir
from mtgrules.cards.parser import parse_oracle

BEAST = {
    "name": "Test Brawler",
    "mana_cost": "{2}{G}",
    "type_line": "Creature — Beast",
    "power": 4,
    "toughness": 4,
    "text": "When this creature enters, you may have it fight target creature you don't control.",
}


def test_parse_forms() -> None:
    (spell,) = parse_oracle(
        "Target creature you control fights target creature you don't control.",
        "Prey Upon",
        ("sorcery",),
    )
    assert isinstance(spell, ir.SpellAbility)
    assert spell.effects == (ir.Fight(ir.TargetRef(0), ir.TargetRef(1)),)
    (trig,) = parse_oracle(BEAST["text"], "Test Brawler", ("creature",))  # type: ignore[arg-type]
    assert isinstance(trig, ir.TriggeredAbility)
    assert trig.optional  # 603.5: "you may"
    assert trig.effects == (ir.Fight(ir.SelfRef(), ir.TargetRef(0), have=True),)
    (up_to,) = parse_oracle(
        "When this creature enters, it fights up to one target creature you don't control.",
        "Test Brawler",
        ("creature",),
    )
    assert isinstance(up_to, ir.TriggeredAbility) and up_to.targets[0].up_to


def test_you_may_have_it_fight() -> None:
    """603.5, 701.14a: the enters trigger asks; yes: the Brawler (4/4) and the Bears (2/2)
    deal damage to each other at once."""
    g = scenario_game(
        {
            "cards": [BEAST],
            "players": [
                {"name": "Alice", "hand": ["Test Brawler"], "battlefield": ["Forest"] * 3},
                {"name": "Bob", "battlefield": ["Grizzly Bears"]},
            ],
            "turn": {"active": "Alice", "step": "main1"},
            "script": [
                {"cast": "Test Brawler"},
                {"resolve": 1},
                {"choose": "Grizzly Bears"},
                {"resolve": 1},
                {"choose": "yes"},
                {
                    "expect": {
                        "zone": {"Grizzly Bears": "graveyard"},
                        "damage": {"Test Brawler": 2},
                        "log": ["701.14a"],
                    }
                },
            ],
        }
    )
    assert g is not None


def test_no_fight_when_a_creature_is_gone() -> None:
    """701.14b: Prey Upon's own creature left the battlefield: neither deals damage."""
    g = scenario_game(
        {
            "players": [
                {
                    "name": "Alice",
                    "hand": ["Prey Upon", "Lightning Bolt"],
                    "battlefield": ["Grizzly Bears", "Forest", "Mountain"],
                },
                {"name": "Bob", "battlefield": ["Hill Giant"]},
            ],
            "turn": {"active": "Alice", "step": "main1"},
            "script": [
                {"cast": {"card": "Prey Upon", "targets": ["Grizzly Bears", "Hill Giant"]}},
                {"cast": {"card": "Lightning Bolt", "targets": ["Grizzly Bears"]}},
                {"resolve": "all"},
                {
                    "expect": {
                        "zone": {"Grizzly Bears": "graveyard", "Hill Giant": "battlefield"},
                        "damage": {"Hill Giant": 0},
                    }
                },
            ],
        }
    )
    assert g is not None


def test_another_target_after_a_target_is_a_different_creature() -> None:
    """115.3: "Target creature fights another target creature": the second target phrase
    can't name the first target's creature (targeting.check_targets; the scenario
    pit-fight-another-target plays it)."""
    (ab,) = parse_oracle(
        "Target creature fights another target creature.", "Pit Fight", ("instant",)
    )
    assert isinstance(ab, ir.SpellAbility)
    assert ab.targets[1].filter.differs_from_target == 0
    assert not ab.targets[1].filter.other
