"""Filters bounded by the object's own counters or power (122.1, 202.3, 208.1): "with mana
value equal to the number of charge counters on this artifact", "with power less than or
equal to this creature's power"; counted as the filter is checked, or from the object as it
last existed once it's gone (608.2h). The games: tests/scenarios/core/bound_*."""

from __future__ import annotations

from dataclasses import replace

import pytest

from mtgrules.cards import ir
from mtgrules.cards.database import CardDatabase
from mtgrules.cards.gate import supported_definition
from mtgrules.errors import CardTextError
from mtgrules.objects import LastKnown
from mtgrules.rules import characteristics
from mtgrules.rules.filter_match import counters_vs_known
from mtgrules.scenario.loader import parse, parse_yaml
from mtgrules.scenario.runner import Runner
from mtgrules.zones import Zone

REAL = [
    "Aether Vial",
    "Ratchet Bomb",
    "Chalice of the Void",
    "Powder Keg",
    "Engineered Explosives",
    "Legacy's Allure",
    "Blast Zone",
    "Necroplasm",
    "Wave of Terror",
    "Yisan, the Wanderer Bard",
    # 208.1: "with mana value less than or equal to this creature's power"
    "Alesha, Who Laughs at Fate",
    "Earthshaker Khenra",
    "Fiendish Panda",
    "Gurgling Anointer",
    "Sandbender Scavengers",
    "A-Radha's Firebrand",
    "Dreadhorde Arcanist",
    # 608.2h: counted as a library search resolves
    "Birthing Pod",
    "Prime Speaker Vannifar",
    "Oswald Fiddlebender",
    "Repurposing Bay",
    "Grim Servant",
]


@pytest.mark.parametrize("name", ["Bag of Tricks", "Hammerhead Tyrant", "Spawnbroker"])
def test_a_bound_counted_as_it_resolves_only_in_a_search(name: str) -> None:
    with pytest.raises(CardTextError, match="outside a search"):
        supported_definition(CardDatabase.bundled().get(name), use_cache=False)


@pytest.mark.parametrize("name", REAL)
def test_real_cards_are_supported(name: str) -> None:
    record = CardDatabase.bundled().get(name)
    assert supported_definition(record, use_cache=False).name == name


def test_the_reading() -> None:
    card = supported_definition(CardDatabase.bundled().get("Ratchet Bomb"), use_cache=False)
    destroy = card.abilities[1].effects[0]
    bound = destroy.what.filter.bound
    assert bound == ("mana value", "eq", ir.CountersOn(ir.SelfRef(), "charge"))


_GAME = """
name: state
rules: ["608.2h"]
players:
  - name: Alice
    battlefield: [{card: Ratchet Bomb, id: rb, counters: {charge: 3}}]
  - name: Bob
turn: {active: Alice, step: main1, number: 2}
script: []
"""


def test_a_gone_source_counts_its_last_known_counters() -> None:
    runner = Runner(parse(parse_yaml(_GAME)))
    game = runner.game
    rb = runner.handles["rb"]
    flt = ir.Filter(bound=("mana value", "eq", ir.CountersOn(ir.SelfRef(), "charge")))
    assert counters_vs_known(game, flt, rb) == ir.Filter(mana_value_max=0, mana_value_min=0)
    obj = game.objects[rb]
    game.last_known[rb] = LastKnown(None, obj.zone, obj.owner, counters=(("charge", 3),))
    assert counters_vs_known(game, flt, rb) == ir.Filter(mana_value_max=3, mana_value_min=3)
    power = ir.Filter(bound=("power", "max", ir.CountersOn(ir.SelfRef(), "charge")))
    assert counters_vs_known(game, power, rb) == ir.Filter(power_max=3)
    by_power = ir.Filter(bound=("mana value", "max", ir.PowerOf(ir.SelfRef())))
    chars = replace(characteristics.chars(game, rb), power=4)
    game.last_known[rb] = LastKnown(chars, Zone.BATTLEFIELD, 0)
    assert counters_vs_known(game, by_power, rb) == ir.Filter(mana_value_max=4)
    assert counters_vs_known(game, ir.Filter(), rb) == ir.Filter()
