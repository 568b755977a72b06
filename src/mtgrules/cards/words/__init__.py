"""Word lists the Oracle text grammar is built from, and the English the renderer writes back
(facts from the Comprehensive Rules).

``subtypes``: the subtype lists of 205.3g-m. ``keywords``: keyword abilities (702) and ability
words (207.2c). ``english``: colors, card types and supertypes, numbers, plurals, predefined
tokens and shared phrases. ``parser.py`` turns the lists into grammar terminals; the
transformers and the renderer read them from here. Every name is re-exported here.
"""

from __future__ import annotations

from mtgrules.cards.words.counters import COUNTER_KINDS, KEYWORD_COUNTER_PHRASES
from mtgrules.cards.words.english import (
    ALL_SUBTYPES,
    BASIC_LAND_MANA,
    COLOR_LETTERS,
    COLOR_NAMES,
    COLORS,
    JOIN_WORDS,
    NON_WORDS,
    NUMBER_NAMES,
    NUMBER_WORDS,
    PREDEFINED_TOKENS,
    SUBTYPE_PLURAL_WORDS,
    SUBTYPE_PLURALS,
    SUBTYPE_SET,
    SUBTYPE_SINGULAR_WORDS,
    SUBTYPES,
    SUPERTYPE_WORDS,
    THIRD_PERSON,
    TYPE_ORDER,
    TYPE_WORDS,
    alternative_cost_text,
    plural,
)
from mtgrules.cards.words.keywords import (
    ABILITY_WORDS,
    COST_KEYWORDS,
    KEYWORD_LINE_WORDS,
    NUMBER_KEYWORDS,
    PROPER_KEYWORDS,
    SIMPLE_KEYWORDS,
    TYPECYCLING_TYPES,
)
from mtgrules.cards.words.subtypes import (
    ARTIFACT_TYPES,
    CREATURE_TYPES,
    ENCHANTMENT_TYPES,
    LAND_TYPES,
    SPELL_TYPES,
)

__all__ = [
    "ABILITY_WORDS",
    "ALL_SUBTYPES",
    "ARTIFACT_TYPES",
    "BASIC_LAND_MANA",
    "COLORS",
    "COLOR_LETTERS",
    "COLOR_NAMES",
    "COST_KEYWORDS",
    "COUNTER_KINDS",
    "CREATURE_TYPES",
    "ENCHANTMENT_TYPES",
    "JOIN_WORDS",
    "KEYWORD_COUNTER_PHRASES",
    "KEYWORD_LINE_WORDS",
    "LAND_TYPES",
    "NON_WORDS",
    "NUMBER_KEYWORDS",
    "NUMBER_NAMES",
    "NUMBER_WORDS",
    "PREDEFINED_TOKENS",
    "PROPER_KEYWORDS",
    "SIMPLE_KEYWORDS",
    "SPELL_TYPES",
    "SUBTYPES",
    "SUBTYPE_PLURALS",
    "SUBTYPE_PLURAL_WORDS",
    "SUBTYPE_SET",
    "SUBTYPE_SINGULAR_WORDS",
    "SUPERTYPE_WORDS",
    "THIRD_PERSON",
    "TYPECYCLING_TYPES",
    "TYPE_ORDER",
    "TYPE_WORDS",
    "alternative_cost_text",
    "plural",
]
