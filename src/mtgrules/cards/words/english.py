"""The English of Oracle text that isn't a subtype or keyword list: colors, card types and
supertypes, numbers, plurals and verb forms, predefined tokens and the phrases the parser and
the renderer share. Built from ``subtypes.py``; imports nothing else from the package."""

from __future__ import annotations

from mtgrules.cards.words.subtypes import (
    ARTIFACT_TYPES,
    CREATURE_TYPES,
    ENCHANTMENT_TYPES,
    LAND_TYPES,
    PLANESWALKER_TYPES,
    SPELL_TYPES,
)

# ---------------------------------------------------------------------------------------
# Colors (105.1), card types (205.2a), supertypes (205.4a)
# ---------------------------------------------------------------------------------------

COLORS = ("W", "U", "B", "R", "G")
COLOR_NAMES = {"W": "white", "U": "blue", "B": "black", "R": "red", "G": "green"}
COLOR_LETTERS = {v: k for k, v in COLOR_NAMES.items()}

#: Card type words a type line can hold (205.2a).
TYPE_WORDS = frozenset(
    {
        "artifact",
        "battle",
        "creature",
        "enchantment",
        "instant",
        "kindred",
        "land",
        "planeswalker",
        "sorcery",
        "tribal",
        "conspiracy",
        "dungeon",
        "phenomenon",
        "plane",
        "scheme",
        "vanguard",
    }
)
#: Supertype words (205.4a).
SUPERTYPE_WORDS = frozenset({"basic", "legendary", "ongoing", "snow", "world", "elite", "host"})

#: The order in which Oracle text lists card types in one noun phrase ("artifact creature").
TYPE_ORDER = (
    "artifact",
    "battle",
    "creature",
    "enchantment",
    "instant",
    "kindred",
    "land",
    "planeswalker",
    "sorcery",
)

#: The words after "non" in a noun phrase ("nonartifact", "nonblack", "non-Human").
NON_WORDS: tuple[str, ...] = (
    *(
        f"non{t}"
        for t in (
            "artifact",
            "creature",
            "enchantment",
            "land",
            "planeswalker",
            "legendary",
            "basic",
            "token",
            "snow",
            "instant",
            "sorcery",
        )
    ),
    *(f"non{c}" for c in COLOR_LETTERS),
    *(f"non-{t.lower()}" for t in CREATURE_TYPES if " " not in t),
)

#: 305.6: the basic land types and the mana each one's intrinsic ability adds.
BASIC_LAND_MANA = {
    "Plains": "{W}",
    "Island": "{U}",
    "Swamp": "{B}",
    "Mountain": "{R}",
    "Forest": "{G}",
}

#: Predefined tokens (111.10): name -> card type.
PREDEFINED_TOKENS = {
    "Treasure": "artifact",
    "Food": "artifact",
    "Clue": "artifact",
    "Blood": "artifact",
    "Gold": "artifact",
    "Map": "artifact",
    "Powerstone": "artifact",
    "Junk": "artifact",
    "Lander": "artifact",  # 111.10u
    "Mutagen": "artifact",  # s11 h-count: defined by the reminder text of the cards making it
    "Incubator": "artifact",
    "Shard": "enchantment",
}

# ---------------------------------------------------------------------------------------
# Numbers, verbs, connectors
# ---------------------------------------------------------------------------------------

#: Number words as the text writes them ("a", "two") -> the number.
NUMBER_WORDS = {
    "a": 1,
    "an": 1,
    "one": 1,
    "two": 2,
    "three": 3,
    "four": 4,
    "five": 5,
    "six": 6,
    "seven": 7,
    "eight": 8,
    "nine": 9,
    "ten": 10,
    "eleven": 11,
    "twelve": 12,
    "thirteen": 13,
    "fourteen": 14,
    "fifteen": 15,
    "sixteen": 16,
    "seventeen": 17,
    "eighteen": 18,
    "nineteen": 19,
    "twenty": 20,
}
#: The number -> the word the renderer writes.
NUMBER_NAMES = {
    1: "one",
    2: "two",
    3: "three",
    4: "four",
    5: "five",
    6: "six",
    7: "seven",
    8: "eight",
    9: "nine",
    10: "ten",
    11: "eleven",
    12: "twelve",
    13: "thirteen",
    14: "fourteen",
    15: "fifteen",
    16: "sixteen",
    17: "seventeen",
    18: "eighteen",
    19: "nineteen",
    20: "twenty",
}

#: Irregular third-person verb forms ("it has").
THIRD_PERSON = {"have": "has", "do": "does", "don't": "doesn't"}

#: The connectors between effects of one sentence, as the grammar reads them -> as written.
JOIN_WORDS = {"and": " and ", ", then": ", then ", ", and": ", and ", "then": " then "}

# ---------------------------------------------------------------------------------------
# Plurals of subtypes
# ---------------------------------------------------------------------------------------

_IRREGULAR_PLURALS = {
    "elf": "elves",
    "dwarf": "dwarves",
    "wolf": "wolves",
    "mouse": "mice",
    "ox": "oxen",
    "fungus": "fungi",
    "homunculus": "homunculi",
    "pegasus": "pegasi",
    "cyclops": "cyclopes",
    "djinn": "djinn",
    "merfolk": "merfolk",
    "kithkin": "kithkin",
    "moonfolk": "moonfolk",
    "kor": "kor",
    "samurai": "samurai",
    "ninja": "ninjas",
    "sphinx": "sphinxes",
    "fox": "foxes",
    "octopus": "octopuses",
    "aurochs": "aurochs",
    "plains": "plains",
    "equipment": "equipment",
    "sheep": "sheep",
    "naga": "naga",
    "sliver": "slivers",
    "werewolf": "werewolves",
    "wolverine": "wolverines",
    "fish": "fish",
    "jellyfish": "jellyfish",
    "thalakos": "thalakos",
    "phelddagrif": "phelddagrifs",
    "lotus": "lotuses",
    "urza's": "urza's",
    "processor": "processors",
    "dryad": "dryads",
    "ally": "allies",
    "army": "armies",
    "fractal": "fractals",
    "mutant": "mutants",
    "astartes": "astartes",
    "incarnation": "incarnations",
    "servo": "servos",
    "hippo": "hippos",
    "rhino": "rhinos",
    # s11 h-ctl: as the Oracle text writes them ("Other Aetherborn you control", "Soldiers
    # and Heroes you control", "Treefolk and Forests you control")
    "aetherborn": "aetherborn",
    "treefolk": "treefolk",
    "myr": "myr",
    "eldrazi": "eldrazi",
    "hero": "heroes",
}


def plural(word: str) -> str:
    """The plural of a lower-case subtype ("elf" -> "elves")."""
    if word in _IRREGULAR_PLURALS:
        return _IRREGULAR_PLURALS[word]
    if word.endswith(("s", "x", "ch", "sh")):
        return word + "es"
    if word.endswith("y") and word[-2:-1] not in ("a", "e", "o", "u"):
        return word[:-1] + "ies"
    return word + "s"


#: Every subtype of 205.3g-m as printed, in the order of ``subtypes.py``.
ALL_SUBTYPES: tuple[str, ...] = (
    *CREATURE_TYPES,
    *ARTIFACT_TYPES,
    *ENCHANTMENT_TYPES,
    *LAND_TYPES,
    *SPELL_TYPES,
    *PLANESWALKER_TYPES,
)
#: The printed subtypes, for "is this word a subtype".
SUBTYPE_SET = frozenset(ALL_SUBTYPES)

#: Lower-case subtype -> its printed form ("goblin" -> "Goblin"), plural forms included.
SUBTYPES: dict[str, str] = {}
#: Printed subtype -> its printed plural ("Elf" -> "Elves").
SUBTYPE_PLURALS: dict[str, str] = {}
#: The lower-case subtypes and their plurals, as the grammar reads them.
SUBTYPE_SINGULAR_WORDS: list[str] = []
SUBTYPE_PLURAL_WORDS: list[str] = []

for _printed in ALL_SUBTYPES:
    _low = _printed.lower()
    _plural_low = plural(_low)
    SUBTYPES[_low] = _printed
    SUBTYPES[_plural_low] = _printed
    SUBTYPE_PLURALS[_printed] = (
        " ".join(w[:1].upper() + w[1:] for w in _plural_low.split(" "))
        if _printed[:1].isupper()
        else _plural_low
    )
    SUBTYPE_SINGULAR_WORDS.append(_low)
    SUBTYPE_PLURAL_WORDS.append(_plural_low)
del _printed, _low, _plural_low


# ---------------------------------------------------------------------------------------
# Phrases
# ---------------------------------------------------------------------------------------


def alternative_cost_text(subtype: str, life: int) -> str:
    """The Oracle sentence of an Invigorate-style alternative cost (118.9)."""
    a = "an" if subtype[:1].lower() in "aeiou" else "a"
    return (
        f"If you control {a} {subtype}, rather than pay this spell's mana cost, you may have "
        f"an opponent gain {life} life."
    )
