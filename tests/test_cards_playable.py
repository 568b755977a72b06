"""Every card the seeds name (47) and the 20 benchmark deck cards is supported and playable:
read completely, rendered back exactly, and carried out by the engine."""

from __future__ import annotations

import pytest

from mtgrules.cards import load_card
from mtgrules.cards.coverage import is_supported
from mtgrules.cards.database import CardDatabase

SEED_CARDS = [
    "Paladin en-Vec",
    "Bloodfire Colossus",
    "Pyroclasm",
    "Wildfire",
    "Brightflame",
    "Primal Rage",
    "Nacatl Savage",
    "Bonesplitter",
    "Simic Guildmage",
    "Fear",
    "Zur the Enchanter",
    "Enfeeblement",
    "Night of Souls' Betrayal",
    "Grizzly Bears",
    "Pacifism",
    "Mother of Runes",
    "Beloved Chaplain",
    "Flash Foliage",
    "Terror",
    "Royal Assassin",
    "Cruel Edict",
    "Infest",
    "Wrath of God",
    "Distress",
    "Perplex",
    "Zombify",
    "Animate Dead",
    "Progenitus",
    "Lightning Helix",
    "Unmake",
    "Black Knight",
    "Teferi's Protection",
    "Shock",
    "Last Gasp",
    "Horned Troll",
    "Tremor",
    "Wall of Glare",
    "Mossbridge Troll",
    "Death Ward",
    "Daunting Defender",
    "Curtain of Light",
    "Wildsize",
    "Spikeshot Goblin",
    "Rancor",
    "Mage's Guile",
    "Victimize",
    "Screams from Within",
]
BENCHMARK_CARDS = [
    "Mountain",
    "Lightning Bolt",
    "Shock",
    "Goblin Guide",
    "Monastery Swiftspear",
    "Mogg Fanatic",
    "Silver Knight",
    "Lava Spike",
    "Searing Spear",
    "Viashino Pyromancer",
    "Forest",
    "Grizzly Bears",
    "Colossal Dreadmaw",
    "Troll Ascetic",
    "Giant Growth",
    "Rancor",
    "Tarmogoyf",
    "Leatherback Baloth",
    "Rampant Growth",
    "Kalonian Tusker",
]
FOREIGN = [
    ("Flammenblut-Koloss", "Bloodfire Colossus"),
    ("Feuermasse", "Pyroclasm"),
    ("Verbrannte Steppe", "Wildfire"),
    ("Helle Flamme", "Brightflame"),
    ("Ursprüngliche Wut", "Primal Rage"),
    ("Paladín en-Vec", "Paladin en-Vec"),
    ("Coloso Sangrefuego", "Bloodfire Colossus"),
    ("Detonación ígnea", "Pyroclasm"),
    ("Incendio destructor", "Wildfire"),
    ("Flama brillante", "Brightflame"),
]


@pytest.mark.parametrize("name", SEED_CARDS + BENCHMARK_CARDS)
def test_card_is_supported_and_playable(name: str) -> None:
    ok, why = is_supported(CardDatabase.bundled().get(name))
    assert ok, why
    assert load_card(name).name == name


@pytest.mark.parametrize(("printed", "english"), FOREIGN)
def test_foreign_printed_names_load(printed: str, english: str) -> None:
    assert load_card(printed).name == english
