"""s9 rt: cards read right whose render differed from the Oracle text only in wording
("tap that creature and it doesn't untap", "Skanos, Black Dragon Vassal" then "Skanos",
"a unity counter", "X target creatures gain", "Choose target ... Return them"), and the
manifest/cloak "then attach this Equipment to that creature" misread (608.2c)."""

from __future__ import annotations

from typing import Any

import pytest

from helpers import scenario_game as _game
from mtgrules.cards import ir
from mtgrules.cards.database import CardDatabase
from mtgrules.cards.gate import round_trip_gap, supported_definition
from mtgrules.decisions import CastSpell, PassPriority
from mtgrules.errors import CardTextError
from mtgrules.zones import Zone

DB = CardDatabase.bundled()

UNLOCKED = [
    "Kashi-Tribe Elite",  # "tap that creature and it doesn't untap ..."
    "Gustcloak Savior",  # "untap that creature and remove it from combat"
    "Wartime Protestors",
    "Skanos, Black Dragon Vassal",  # full name, then "Skanos's power"
    "Skanos, Green Dragon Vassal",
    "Haazda Marshal",  # battalion: "Whenever this creature and at least two other ..."
    "General Thunderbolt Ross",
    "Call for Unity",  # "a unity counter"
    "Emiel the Blessed",  # "a Unicorn"
    "Breaker of Creation",  # "Hexproof from each color"
    "Part Water",  # "X target creatures gain islandwalk"
    "Distorting Wake",  # "to their owners' hands"
    "Brought Back",  # "Choose up to two target ... Return them ..."
    "Nibelheim Aflame",  # "Choose target creature you control. It deals ..."
    "Cryptic Coat",  # "cloak ..., then attach this Equipment to it"
    "Conductive Machete",  # "manifest dread, then attach this Equipment to that creature"
    "Gustcloak Cavalier",  # "untap this creature and remove it from combat"
    "Mijae Djinn",  # "remove this creature from combat and tap it"
    "Magmasaur",  # "sacrifice this creature and it deals damage ..."
]

# read wrongly: the IR means something else than the card, so the gate must keep refusing
MISREAD = [
    "Aether Helix",  # "to its owner's hand" read as "your hand"
    "Ring of Evos Isle",  # "if it's blue": the equipped creature, not the Ring
    "Kumano's Pupils",  # drops "dealt damage by this creature this turn"
    "Burnout",  # the condition reordered
    "Essence Flare",  # "on that creature" read as on the Aura
    "Lightning Dart",  # "deals 4 damage to it instead": the target, read as itself
    "Purifying Dragon",
]


@pytest.mark.parametrize("name", UNLOCKED)
def test_unlocked_cards_round_trip_and_are_supported(name: str) -> None:
    card = supported_definition(DB.get(name), use_cache=False)
    assert round_trip_gap(card) is None


@pytest.mark.parametrize("name", MISREAD)
def test_misread_cards_stay_refused(name: str) -> None:
    with pytest.raises(CardTextError):
        supported_definition(DB.get(name), use_cache=False)


def test_manifest_then_attach_names_the_manifested_permanent() -> None:
    card = supported_definition(DB.get("Cryptic Coat"), use_cache=False)
    trig = next(a for a in card.abilities if isinstance(a, ir.TriggeredAbility))
    assert trig.effects[1] == ir.Attach(ir.SelfRef(), ir.CreatedRef())  # not to itself


def _id(g: Any, name: str) -> int:
    return next(o.id for o in g.objects.values() if o.card.name == name)


def test_cryptic_coat_attaches_to_the_cloaked_creature() -> None:
    players = [
        {
            "name": "Alice",
            "hand": ["Cryptic Coat"],
            "library": ["Grizzly Bears", "Plains"],
            "battlefield": ["Island"] * 3,
        },
        {"name": "Bob"},
    ]
    g = _game({"players": players, "turn": {"active": "Alice", "step": "main1"}})
    g.apply(CastSpell(_id(g, "Cryptic Coat")))
    while g.stack:
        g.apply(PassPriority())
    coat = g.objects[_id(g, "Cryptic Coat")]
    down = [o for o in g.objects.values() if o.face_down and o.zone is Zone.BATTLEFIELD]
    assert len(down) == 1
    assert coat.attached_to == down[0].id  # 701.3a: attached to the cloaked permanent
